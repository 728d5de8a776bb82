/* cli.h: the subcommands of sakiyomi-cli and what they share. */
#pragma once

#include <gio/gio.h>

#include "game.h"
#include "player.h"
#include "record.h"
#include "record-collection.h"
#include "reversi-evaluator.h"
#include "review-options.h"

G_BEGIN_DECLS

/* Exit statuses: 0 success, 1 a run that failed, 2 bad usage or input. */
#define SKY_CLI_EXIT_FAILURE 1
#define SKY_CLI_EXIT_USAGE 2
/* Stopped by Ctrl+C (SIGINT) after keeping what was done: 128 + SIGINT,
 * as the shell says of a process the signal ended. */
#define SKY_CLI_EXIT_INTERRUPTED 130

/* The whole of sakiyomi-cli (cli-commands.c): the translations bound,
 * argv[1] the subcommand and the rest its arguments; returns the exit
 * status.  Every game of the registry is played, so a test program that
 * registers a game of its own (sky_game_register ()) before calling it
 * gets the commands for that game too. */
int sky_cli_run (int argc, char **argv);

/* A subcommand gets argv with argv[0] the subcommand's name. */
typedef int (*SkyCliCommandFunc) (int argc, char **argv);

int sky_cli_selfplay (int argc, char **argv);
int sky_cli_analyze (int argc, char **argv);
int sky_cli_play (int argc, char **argv);
int sky_cli_perft (int argc, char **argv);
int sky_cli_match (int argc, char **argv);
int sky_cli_bench (int argc, char **argv);
int sky_cli_solve (int argc, char **argv);
int sky_cli_tune (int argc, char **argv);
/* From cli-tune-data.c: `tune positions|label|stats|merge …` with argv[0]
 * the second word; -1 (nothing done) if argv[0] is none of them. */
int sky_cli_tune_data (int argc, char **argv);
/* From cli-tune-fit.c: `tune fit|test …`, the same way. */
int sky_cli_tune_fit (int argc, char **argv);
/* From cli-tune-export.c: `tune export-legacy …`, the same way. */
int sky_cli_tune_export (int argc, char **argv);
/* From cli-tune-probcut.c: `tune probcut …`, the same way. */
int sky_cli_tune_probcut (int argc, char **argv);
int sky_cli_tournament (int argc, char **argv);
int sky_cli_review (int argc, char **argv);
/* review's and practice add's --exact-empties, --depth and --threads (each
 * NULL where not given) into options and threads, with their ranges. */
gboolean sky_cli_review_parse_budget (const char       *empties_text,
                                      const char       *depth_text,
                                      const char       *threads_text,
                                      SkyReviewOptions *options,
                                      int              *threads,
                                      GError          **error);
int sky_cli_games (int argc, char **argv);
/* From cli-practice.c: `practice list|add|next|answer|remove|clear|stats`. */
int sky_cli_practice (int argc, char **argv);
int sky_cli_convert (int argc, char **argv);
int sky_cli_book (int argc, char **argv);

/* From cli-match.c, for the tournament: the start positions of n_pairs
 * pairs of games (reversi: every distinct position after four moves).  Both
 * give the score with its 95 % interval by sky_score_interval (). */
GPtrArray *sky_cli_match_openings (const SkyGame *game, int n_pairs,
                                   guint32 seed, gboolean misere);
int sky_cli_nboard (int argc, char **argv);
int sky_cli_levels (int argc, char **argv);

/* From cli-match.c, for `levels --calibrate`: A's tally over a match
 * played as `match GAME A B --games N --seed S` plays it, the average
 * time a move of each, and how many games were distinct. */
typedef struct {
  int wins, draws, losses;
  guint distinct;
  double ms_a, ms_b;
} SkyCliMatchResult;
gboolean sky_cli_match_series (const SkyGame *game, const char *spec_a,
                               const SkyStrength *a, const char *spec_b,
                               const SkyStrength *b, int games, guint32 seed,
                               int n_threads, GCancellable *cancellable,
                               SkyCliMatchResult *result, GError **error);

/* From cli-interrupt.c: while started, Ctrl+C (SIGINT) cancels cancellable
 * instead of ending the process (a second one does end it).  Stopping
 * says whether it came. */
typedef struct _SkyCliInterrupt SkyCliInterrupt;
SkyCliInterrupt *sky_cli_interrupt_start (GCancellable *cancellable);
gboolean sky_cli_interrupt_stop (SkyCliInterrupt *interrupt);

/* The range of a time budget a move (--seconds, an opponent's
 * seconds=): below a millisecond a budget rounds to nothing, and the
 * clock cannot stop a search it cannot see. */
#define SKY_CLI_MIN_SECONDS 0.001
#define SKY_CLI_MAX_SECONDS 3600.0

/* For an option giving seconds a move: FALSE (with the error printed, exit
 * with SKY_CLI_EXIT_USAGE) unless within SKY_CLI_MIN_SECONDS and
 * SKY_CLI_MAX_SECONDS. */
gboolean sky_cli_check_seconds (const char *option, double seconds);

/* Closes standard output at the end of a command, whose exit status is
 * status: if any write to it failed (a full disk, /dev/full, a closed
 * pipe) says so on stderr and returns SKY_CLI_EXIT_FAILURE (status if
 * that is already an error), else status. */
int sky_cli_close_stdout (int status);

/* Prints "sakiyomi-cli: MESSAGE" on stderr (through sky_cli_error ())
 * and returns SKY_CLI_EXIT_USAGE. */
int sky_cli_usage_error (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* Prints "sakiyomi-cli: MESSAGE" on stderr, made printable (control
 * characters shown as U+FFFD, bidirectional overrides removed:
 * printable.h), as a message may quote a file. */
void sky_cli_error (const char *message);
/* Text read from a file (a player's name, an event, a place, a comment)
 * as every command prints it: sky_text_printable (). */
char *sky_cli_printable (const char *text);

/* Adds entries to context as its main options and parses them: on failure
 * prints the error and returns FALSE (the caller exits with
 * SKY_CLI_EXIT_USAGE).  An argument that is a reversi position starting
 * with "-" (an empty a1) is left among the arguments, not taken for an
 * option, so that no subcommand needs "--" before one; a "--" is dropped. */
gboolean sky_cli_parse_options (GOptionContext *context,
                                const GOptionEntry *entries, int *argc,
                                char ***argv);

/* For an option naming a file to write (play --save, tune --output …):
 * checked before the work starts, not after.  FALSE (with the error
 * printed, exit with SKY_CLI_EXIT_USAGE) if path is a folder, its folder
 * does not exist, or the one writer could not replace it (not a regular
 * file, a name too long, a folder that cannot be written:
 * sky_file_check_replaceable ()); standard output (sky_cli_is_stdout ())
 * and NULL pass. */
gboolean sky_cli_check_output_path (const char *option, const char *path);

/* Whether path names standard output: "-", /dev/stdout, /dev/fd/1 or
 * /proc/self/fd/1. */
gboolean sky_cli_is_stdout (const char *path);

/* Writes length bytes of data to path: to the stream when it names
 * standard output, otherwise through the one writer (sky_file_replace (),
 * write-atomic.h), which never replaces what is not a regular file and
 * keeps a replaced file's mode.  A file of several names (hard links) is
 * said to lose the link on standard error, the others keeping the old
 * contents. */
gboolean sky_cli_write_output (const char *path, const char *data,
                               gsize length, GError **error);

/* The ids of the registry's games as a list for a message, "numbergrab,
 * tictactoe or reversi" (the separators translated).  Newly allocated. */
char *sky_cli_game_ids (void);

/* A command's help text: "GAME is " the list of the games, then rest.
 * Newly allocated. */
char *sky_cli_games_sentence (const char *rest);

/* A game by id (one of sky_cli_game_ids ()); NULL and an error naming the
 * choices if there is none. */
const SkyGame *sky_cli_parse_game (const char *text, GError **error);

/* The --hash option of analyze, bench, match and play: its help text, and
 * the text given (NULL: not given) applied to the strong engine's
 * transposition table, in MB, with the memory of the engine's tables
 * printed on standard error.  FALSE (with the error printed, exit with
 * SKY_CLI_EXIT_USAGE) if the text is not a size. */
extern const char *const sky_cli_hash_help;
gboolean sky_cli_apply_hash (const char *text);

/* An integer in [min, max]; an error naming what if not. */
gboolean sky_cli_parse_int (const char *what, const char *text, int min,
                            int max, int *value, GError **error);

/* An opponent and its strength from a spec "KIND[:KEY=VALUE,…]", e.g.
 * "minimax:depth=4,ab=no", "montecarlo:tree=yes,seconds=1", "random",
 * "minimax:engine=yes,weights=FILE", starting from
 * sky_strength_init_default () for game, or "level:N", the game's
 * strength level N (levels.h); an error naming the bad part if the spec
 * is malformed or out of range (for a level, with the levels there are),
 * or its weights file cannot be read.  Every kind takes random=P, the
 * chance in percent of a random move instead.  The evaluator of
 * weights=FILE is sky_cli_load_evaluator ()'s. */
gboolean sky_cli_parse_player (const char *spec, const SkyGame *game,
                               SkyStrength *strength, GError **error);

/* Whether spec is "level:N" with N one of game's levels, and N. */
gboolean sky_cli_parse_level (const char *spec, const SkyGame *game,
                              int *level);

/* An opponent spec as output names it: a level by its name ("Level 4 ·
 * Casual"), any other spec as it is.  Newly allocated. */
char *sky_cli_player_name (const char *spec, const SkyGame *game);

/* What a strength is made of, as the spec that plays it
 * ("minimax:depth=3,strong=yes").  Newly allocated. */
char *sky_cli_strength_spec (const SkyStrength *strength);

/* The strong engine's evaluation from a weights file (pattern or legacy,
 * reversi-evaluator.h), loaded once per path and kept until
 * sky_cli_release_evaluators (), which sakiyomi-cli calls when the
 * command returns: the strengths that borrow it (SkyStrength.evaluator,
 * copied by value into every game) never outlive it.  NULL and an error
 * naming the file and the problem if it cannot be read.  Main thread
 * only. */
const SkyReversiEvaluator *sky_cli_load_evaluator (const char *path,
                                                   GError **error);
void sky_cli_release_evaluators (void);

/* The --weights option of analyze, match and review: the evaluator of
 * weights_path (NULL: none, TRUE) put in every strength of strengths that
 * is the strong engine and has none of its own.  An error (printed;
 * the caller exits with SKY_CLI_EXIT_USAGE) if the file cannot be read,
 * the game is not reversi, or no strength is the strong engine. */
gboolean sky_cli_apply_weights (const char *weights_path, const SkyGame *game,
                                SkyStrength *const *strengths, int n);

/* A game record from a file ("-": standard input) in any form
 * record-collection.h reads (Sakiyomi's text form, GGF with one or many
 * games, a WTHOR database): game number game (1-based; 0 the first, with a
 * note on stderr if the file holds more).  NULL and an error starting with
 * the file's name if it cannot be read, game is out of range, or the game
 * cannot be played. */
SkyRecord *sky_cli_load_record_game (const char *path, guint game,
                                     GError **error);
/* The same, game 0. */
SkyRecord *sky_cli_load_record (const char *path, GError **error);

/* Every game of a file ("-": standard input) for listing; an error starting
 * with the file's name. */
SkyRecordCollection *sky_cli_load_collection (const char *path,
                                              GError **error);
/* The same in two steps, for a caller that looks at the bytes first: the
 * whole file ("-": standard input), at most SKY_RECORD_COLLECTION_MAX_FILE
 * bytes; then the games of those bytes, read from path. */
GBytes *sky_cli_read_games_file (const char *path, GError **error);
SkyRecordCollection *sky_cli_collection_from_bytes (const char *path,
                                                    GBytes *contents,
                                                    GError **error);

/* The --game option's N (1-based) into *game; text NULL leaves *game 0. */
gboolean sky_cli_parse_game_number (const char *text, guint *game,
                                    GError **error);

/* The forms a record is written in (--format of convert and play --save). */
typedef enum {
  SKY_CLI_RECORD_TEXT,      /* Sakiyomi's text form (record.h) */
  SKY_CLI_RECORD_GGF,       /* GGF (ggf.h), reversi only */
} SkyCliRecordFormat;

/* "text" or "ggf" (NULL: text); an error naming the choices if neither. */
gboolean sky_cli_parse_record_format (const char *option, const char *text,
                                      SkyCliRecordFormat *format,
                                      GError **error);

/* Writes record in format to path ("-": standard output); an error if
 * GGF is asked for a game that is not reversi. */
gboolean sky_cli_save_record_as (const SkyRecord *record, const char *path,
                                 SkyCliRecordFormat format, GError **error);

/* Writes record's text form to path ("-": standard output). */
gboolean sky_cli_save_record (const SkyRecord *record, const char *path,
                              GError **error);

/* The columns text takes on a terminal: two for a wide (CJK) character,
 * none for a zero-width one, up to the first limit columns; *end (may be
 * NULL) gets where the text that fits ends. */
guint sky_cli_display_width (const char *text, guint limit, const char **end);
/* Prints text padded with spaces to width columns, after it (left) or
 * before it, so that a table's columns line up in any language. */
void sky_cli_print_aligned (const char *text, guint width, gboolean left);

/* json (a generator's text) with every number that has a fraction or an
 * exponent written as the shortest text that reads back the same: -2.11,
 * not -2.1099999999999999 (cli-json.c).  Newly allocated. */
char *sky_cli_json_shorten_numbers (const char *json);

G_END_DECLS
