/* reversi-training.h: training data for the reversi evaluation: positions
 * from varied games, labelled by their value, and the files that hold them.
 *
 * Positions.  Game number i of a run has its own GRand seeded from
 * (seed, i), so a game never depends on the others, on their order or on
 * the number of threads.  It opens with a number of uniformly random legal
 * moves, the number drawn uniformly from opening_min..opening_max (a pass
 * when forced does not count); then both sides play the strong search
 * (reversi-search.h) at a fixed depth with no time limit, so the game is
 * deterministic, with noise: each move is, with probability noise_percent
 * in a hundred, a uniformly random legal move instead.  (A random move
 * rather than a random choice among nearly best moves: the search's values
 * of the other moves are only bounds, and a few real mistakes make the
 * positions more varied.)  The positions kept are those from the end of
 * the opening to the end of the game where the side to move has a legal
 * move (not one where it must pass, not the finished game), with a number
 * of empties in min_empties..max_empties.  A run keeps the first occurrence
 * of each position up to the eight symmetries of the board, in the order
 * of the games: the position itself is kept as it was reached, the
 * symmetric forms only decide what counts as the same.
 *
 * Labels.  A position's label is its value for the side to move in
 * hundredths of a disc, not the result of the game it came from: the exact
 * final disc difference (empties to the winner, reversi-endgame.h) by the
 * solver when it has exact_empties empty squares or fewer, or when the game
 * is over; otherwise the value of sky_reversi_search () at a fixed depth,
 * which evaluates its leaves with the labeler's evaluator
 * (sky_reversi_labeler_set_evaluator (): the default one unless set), so
 * that each phase can be labelled by searches that reach phases fitted
 * already.  A search that reaches the end of every
 * line is exact and labelled so.
 *
 * Files.  Both kinds are an 8-byte magic line and then fixed-size records,
 * every integer little-endian, written and read field by field:
 *
 *   positions  "SKYPOS1\n", then 16 bytes a position:
 *                P u64   the discs of the side to move (a1 = bit 0)
 *                O u64   the other side's discs
 *   labels     "SKYLAB1\n", then 20 bytes a position:
 *                P u64, O u64   as above
 *                value i16      P's value in hundredths of a disc
 *                empties u8     64 - discs
 *                source u8      0: exact (the solver, or a search to the end
 *                               of the game); d > 0: a depth-d search;
 *                               255: the mean result of games
 *
 * A record is checked when read: P and O must not overlap, empties must
 * match them, a value lie within ±6400 (and be a whole number of discs when
 * exact).  A bad magic, a bad record or a file cut in the middle of a
 * record is an error naming the file and the byte offset.  A labels file
 * is written a record at a time (sky_reversi_label_writer_*), so a run that
 * is stopped can be resumed: its records so far are read back, a partial
 * last record is cut off, and the writing goes on after them.
 */
#pragma once

#include <gio/gio.h>

#include "reversi-evaluator.h"

G_BEGIN_DECLS

/* --- Positions --------------------------------------------------------- */

typedef struct {
  guint64 P, O;             /* P to move */
} SkyReversiTrainingPosition;

typedef struct {
  guint32 seed;
  int games;                /* games 0 .. games-1 */
  int depth;                /* the self-play search depth */
  int noise_percent;        /* chance of a random move instead, 0..100 */
  int opening_min;          /* random opening plies, drawn uniformly */
  int opening_max;
  int min_empties;          /* keep positions with this many empties … */
  int max_empties;          /* … to this many */
  int threads;              /* games played at once (the result is the same
                             * for any number) */
  /* The self-play search's evaluation (borrowed; NULL: the strong
   * engine's default).  The positions depend on it: train-s1.pos, the
   * data of the built-in weights, was made with the legacy evaluation
   * (src/engine/reversi/reversi-legacy-weights.bin). */
  const SkyReversiEvaluator *evaluator;
} SkyReversiGenerateOptions;

/* The defaults: seed 1, 1000 games, depth 4, 10 % noise, openings of 8 to
 * 20 plies, every number of empties (1..59), one thread. */
void sky_reversi_generate_options_init (SkyReversiGenerateOptions *options);

/* Plays game number index and appends its kept positions to positions (an
 * array of SkyReversiTrainingPosition), in the order of play, duplicates
 * within the game included. */
void sky_reversi_training_game (const SkyReversiGenerateOptions *options,
                                guint index, GArray *positions);

/* A set of positions up to the eight symmetries of the board. */
typedef struct _SkyReversiPositionSet SkyReversiPositionSet;

SkyReversiPositionSet *sky_reversi_position_set_new (void);
void sky_reversi_position_set_free (SkyReversiPositionSet *set);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyReversiPositionSet,
                               sky_reversi_position_set_free)
/* Adds the position: TRUE if neither it nor a symmetric form was there. */
gboolean sky_reversi_position_set_add (SkyReversiPositionSet *set,
                                       guint64 P, guint64 O);
gboolean sky_reversi_position_set_contains (const SkyReversiPositionSet *set,
                                            guint64 P, guint64 O);
gsize sky_reversi_position_set_size (const SkyReversiPositionSet *set);

/* Called on the caller's thread about twice a second and once at the end. */
typedef void (*SkyReversiGenerateProgressFunc) (int games_done, int games,
                                                gsize positions,
                                                gpointer user_data);

/* Plays the games of options on options->threads threads and returns their
 * kept positions (SkyReversiTrainingPosition) in the order of the games,
 * each one that was not yet in seen (which gets it).  seen may be NULL;
 * filled beforehand, it keeps those positions out (another run's, a test
 * set).  *repeated (may be NULL) is set to the number of positions left
 * out because they were in seen already. */
GArray *sky_reversi_training_generate (const SkyReversiGenerateOptions *options,
                                       SkyReversiPositionSet *seen,
                                       SkyReversiGenerateProgressFunc progress,
                                       gpointer user_data, gsize *repeated);

/* Positions from games played elsewhere (a WTHOR database, GGF files):
 * of the n positions of one game, in the order of play, P to move in each
 * (passes included or not), keeps those where P has a legal move and the
 * number of empties is in min_empties..max_empties, as the self-play
 * does, and appends to positions each one that was not yet in seen (which
 * gets it; up to the eight symmetries).  Returns the number appended;
 * *repeated (may be NULL) is increased by the number left out because they
 * were in seen already. */
gsize sky_reversi_training_add_game (const SkyReversiTrainingPosition *game,
                                     gsize n, int min_empties,
                                     int max_empties,
                                     SkyReversiPositionSet *seen,
                                     GArray *positions, gsize *repeated);

/* --- Symmetries -------------------------------------------------------- */

/* The image of a bitboard under symmetry s (0..7): bit 0 of s mirrors the
 * files (a <-> h), bit 1 the ranks (1 <-> 8), then bit 2 swaps files and
 * ranks (the a1-h8 diagonal); 0 is the identity. */
guint64 sky_reversi_symmetry (guint64 board, int s);

/* The canonical form of a position: its least symmetric image, comparing
 * (P, O) as a pair of unsigned numbers. */
void sky_reversi_canonical (guint64 P, guint64 O, guint64 *canonical_P,
                            guint64 *canonical_O);

/* --- Labels ------------------------------------------------------------ */

typedef struct {
  guint64 P, O;
  gint16 value;             /* P's value, hundredths of a disc */
  guint8 empties;
  guint8 source;            /* 0 exact, d a depth-d search, or
                               SKY_REVERSI_LABEL_GAME_RESULT */
} SkyReversiLabel;

#define SKY_REVERSI_LABEL_EXACT 0
/* Not searched: the mean result of the games that reached the position
 * (tune wthor-scores --before), a noisy label for the midgame. */
#define SKY_REVERSI_LABEL_GAME_RESULT 255

/* Labels positions; holds one solver (its table kept from one position to
 * the next: it changes no value, only the time).  One per thread. */
typedef struct _SkyReversiLabeler SkyReversiLabeler;

/* exact_empties 0..64; depth 0 (positions with more empties than
 * exact_empties cannot be labelled) or 1..60. */
SkyReversiLabeler *sky_reversi_labeler_new (int exact_empties, int depth);
void sky_reversi_labeler_free (SkyReversiLabeler *labeler);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyReversiLabeler, sky_reversi_labeler_free)

/* The evaluation of the depth-limited searches (a reference is taken);
 * NULL: sky_reversi_evaluator_get_default (), as at first. */
void sky_reversi_labeler_set_evaluator (SkyReversiLabeler *labeler,
                                        SkyReversiEvaluator *evaluator);

/* Whether the labeler labels positions with this many empties. */
gboolean sky_reversi_labeler_can_label (const SkyReversiLabeler *labeler,
                                        int empties);

/* Labels P to move against O (which must not overlap, and which the
 * labeler can label); *nodes (may be NULL) is increased by the positions
 * the solver or search visited. */
void sky_reversi_labeler_label (SkyReversiLabeler *labeler, guint64 P,
                                guint64 O, SkyReversiLabel *label,
                                guint64 *nodes);

/* --- Files ------------------------------------------------------------- */

#define SKY_REVERSI_POSITIONS_MAGIC "SKYPOS1\n"
#define SKY_REVERSI_LABELS_MAGIC "SKYLAB1\n"
/* A labels file that says the options it was labelled with: this magic,
 * a u32 (little-endian) length of at most SKY_REVERSI_LABELS_MAX_OPTIONS,
 * that many bytes of UTF-8 text (the options), then the records as in a
 * "SKYLAB1" file.  Written by a label writer given options, so that a run
 * resumed with other options is refused rather than mixing two kinds of
 * labels in one file. */
#define SKY_REVERSI_LABELS_MAGIC_2 "SKYLAB2\n"
#define SKY_REVERSI_LABELS_MAX_OPTIONS 4096
#define SKY_REVERSI_MAGIC_SIZE 8
#define SKY_REVERSI_POSITION_RECORD_SIZE 16
#define SKY_REVERSI_LABEL_RECORD_SIZE 20
/* The largest file of positions or labels read: 1 GiB, 67 million
 * positions, thirty times the largest data set fitted so far. */
#define SKY_REVERSI_TRAINING_FILE_MAX ((gsize) 1 << 30)

typedef enum {
  SKY_REVERSI_FILE_POSITIONS,
  SKY_REVERSI_FILE_LABELS
} SkyReversiTrainingFileKind;

/* Which kind of file path is (reads its magic). */
gboolean sky_reversi_training_file_kind (const char *path,
                                         SkyReversiTrainingFileKind *kind,
                                         GError **error);

/* Writes positions (n of them) to path, replacing it whole. */
gboolean sky_reversi_positions_save (const char *path,
                                     const SkyReversiTrainingPosition *positions,
                                     gsize n, GError **error);

/* Reads a positions file: an array of SkyReversiTrainingPosition, or NULL
 * and an error. */
GArray *sky_reversi_positions_load (const char *path, GError **error);

/* Writes labels (n of them) to path, replacing it whole. */
gboolean sky_reversi_labels_save (const char *path,
                                  const SkyReversiLabel *labels, gsize n,
                                  GError **error);

/* Reads a labels file: an array of SkyReversiLabel, or NULL and an error.
 * With partial_bytes NULL a file cut in the middle of a record is an
 * error; otherwise the whole records are read and *partial_bytes says how
 * many bytes of a last, partial record follow them (a file being
 * written). */
GArray *sky_reversi_labels_load (const char *path, gsize *partial_bytes,
                                 GError **error);

/* Appends labels to a file a record at a time. */
typedef struct _SkyReversiLabelWriter SkyReversiLabelWriter;

/* Opens path for writing labels.  If it does not exist, or is empty (or
 * cut inside its header), it is created with its magic, and with options
 * (text, what made the labels) if not NULL.  Otherwise its records are
 * read into existing (an array of SkyReversiLabel, may be NULL to leave
 * them unread but checked), a partial last record is cut off, and the
 * labels added go after them; if the file says other options than
 * options, it is left alone and the error (G_IO_ERROR_INVALID_ARGUMENT)
 * says both.  A file that says no options (made without, or before they
 * were kept) is gone on with. */
SkyReversiLabelWriter *sky_reversi_label_writer_open (const char *path,
                                                      const char *options,
                                                      GArray *existing,
                                                      GError **error);

/* Adds a label; it is written to the file by the next flush, or once a
 * few thousand are waiting. */
gboolean sky_reversi_label_writer_add (SkyReversiLabelWriter *writer,
                                       const SkyReversiLabel *label,
                                       GError **error);
gboolean sky_reversi_label_writer_flush (SkyReversiLabelWriter *writer,
                                         GError **error);

/* Flushes, closes and frees the writer (also when it fails). */
gboolean sky_reversi_label_writer_close (SkyReversiLabelWriter *writer,
                                         GError **error);

G_END_DECLS
