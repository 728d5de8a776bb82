/* record.h: game records: the position a game started from and the moves
 * played since, for all three games, with one plain-text form each.
 *
 * The window saves, opens, copies and pastes games in this form, lists the
 * moves beside the board, reviews earlier positions, and keeps the game in
 * progress across restarts; sakiyomi-cli reads it (`analyze --record`) and
 * writes it (`play --save`).
 *
 * A record holds every ply, passes included, so that move i of the record
 * is played from sky_record_get_position (record, i).  The position after
 * each ply is kept, so reviewing any of them costs nothing.
 *
 * The text form
 * -------------
 * Lines starting with "#" are the header and comments:
 *
 *   # Sakiyomi reversi                  which game: numbergrab, tictactoe or
 *                                       reversi (the first such line counts)
 *   # Black: You                        optional tags "# Key: value", e.g.
 *   # White: minimax, depth 6           the players, the date, the result
 *   # Result: 36-28
 *
 * Any other "#" line is a comment.  Blank lines are ignored and a line may
 * end in CR LF.  Without a "# Sakiyomi GAME" line the text is read as a
 * reversi transcript, so a bare "f5d6c3d3c4" opens as it is.
 *
 * Reversi: the standard transcript, squares a1–h8 (a–h the column, 1–8
 * the row from the top; either case) in any of the forms of
 * reversi-movelist.h, on one or more lines: "f5d6c3d3c4f4", "F5 D6 C3",
 * "f5-d6-c3", "1. f5 d6 2. c3 d3".  A pass may be written "pass", "PA" or
 * "PS", or left out: a square played when the side to move has no move
 * passes first.  The writer leaves passes out except the last move's.  A
 * game that does not start from the standard position starts with its
 * board string (reversi-obf.h: the 64 squares, a1 to h8 row by row, X or *
 * black, O white, - or . empty, then the side to move), on one line as the
 * writer puts it or over several, or with an OBF line (its scores are left
 * out):
 *
 *   -------------------------XO------XXX------X--------------------- O
 *
 * A board string alone, or an OBF line alone, is a record of no moves from
 * that position.  A position no game reaches (a centre square empty) is
 * refused, but in a record that starts "# Sakiyomi reversi": Sakiyomi
 * writes whatever start the engine held (a GGF game's may be any), and its
 * records read back as written.
 *
 * Number-grab: the board's 64 numbers as eight lines of eight signed
 * numbers (row 1 at the top, as the seed prints them, "+3" or "3"), then the
 * moves separated by spaces: cells "h1" (column a–h, row 1–8 from the top)
 * or the seed's "(row, column)" counted from 0, "(0, 7)" or "0,7".  A
 * number-grab record always starts from the untouched board.
 *
 *   +3 +4 -8 -1 +7 +6 +3 +8
 *   … seven more rows …
 *   h1 h4 e4 e1
 *
 * Tic-tac-toe: a line "misere" (or "misère") for the misère rule, then the
 * moves: "b2 a1 c3" (column a–c, row 1–3 from the top) or seed 002's cell
 * numbers 0–8, which may be run together ("408").  A game that does not
 * start from the empty board starts with the position line of tictactoe.h,
 * "X../.O./... X".
 *
 * A UTF-8 byte order mark before the text is skipped.
 *
 * Reading never trusts its input: the text is limited to
 * SKY_RECORD_MAX_LENGTH bytes of UTF-8 and SKY_RECORD_MAX_TAGS tags, every
 * move must be legal (so a record cannot run past the end of its game), and
 * an error names the line and the problem: "line 3: “z9” is not a square",
 * "line 2: move 12 (c4) is illegal in this position (…)".
 */
#pragma once

#include "game.h"

G_BEGIN_DECLS

#define SKY_RECORD_MAX_LENGTH (1024 * 1024)
#define SKY_RECORD_MAX_TAGS 32
#define SKY_RECORD_MAX_TAG_KEY 64
#define SKY_RECORD_MAX_TAG_VALUE 1024

typedef struct _SkyRecord SkyRecord;

/* A record of no moves from start (copied).  A number-grab start that is
 * not the untouched board is taken back to it, with the takes of its
 * history as the record's moves (start must then know its history, see
 * numbergrab.h). */
SkyRecord *sky_record_new (const SkyPosition *start);
SkyRecord *sky_record_copy (const SkyRecord *record);
void sky_record_free (SkyRecord *record);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyRecord, sky_record_free)

const SkyGame *sky_record_get_game (const SkyRecord *record);
guint sky_record_get_n_moves (const SkyRecord *record);
/* Move index (0-based) of the record. */
SkyMove sky_record_get_move (const SkyRecord *record, guint index);

/* Move index as text ("f5", "pass", "b2"), named in the position it was
 * played from, for a move list.  Newly allocated. */
char *sky_record_get_move_text (const SkyRecord *record, guint index);

/* The position after the first ply moves of the record: 0 is the start,
 * sky_record_get_n_moves () the end.  Owned by the record, valid until it
 * is changed. */
const SkyPosition *sky_record_get_position (const SkyRecord *record,
                                            guint ply);
const SkyPosition *sky_record_get_start (const SkyRecord *record);
const SkyPosition *sky_record_get_end (const SkyRecord *record);

/* Plays move at the end of the record; FALSE with SKY_GAME_ERROR_ILLEGAL,
 * and the record unchanged, if it is not legal there. */
gboolean sky_record_append (SkyRecord *record, SkyMove move, GError **error);

/* Keeps the first n_moves moves (no change if there are not more), e.g. to
 * continue a game from an earlier position. */
void sky_record_truncate (SkyRecord *record, guint n_moves);

/* Tags ("Black", "White", "Date", "Result", …).  A key is 1 to
 * SKY_RECORD_MAX_TAG_KEY letters, digits, "-", "_" or spaces not at either
 * end; a value is one line of at most SKY_RECORD_MAX_TAG_VALUE bytes of
 * UTF-8 without control characters.  set_tag returns FALSE (and changes
 * nothing) for anything else; a NULL value removes the tag. */
const char *sky_record_get_tag (const SkyRecord *record, const char *key);
gboolean sky_record_set_tag (SkyRecord *record, const char *key,
                             const char *value);
/* The keys in the order they were first set (NULL-terminated, owned by the
 * record, valid until a tag is set). */
const char *const *sky_record_get_tag_keys (const SkyRecord *record);

/* A move's annotation, as GGF and the NBoard protocol carry it after the
 * square ("f5/1.39/2.5"): the evaluation from the mover's point of view
 * and the seconds the move took, each kept as the text read ("1.39",
 * "2.5") so that it is written back as it was.  A note is 1 to
 * SKY_RECORD_MAX_NOTE printable ASCII characters other than a space, "/",
 * "[", "]" and "\\"; set_move_note returns FALSE (and changes nothing)
 * for anything else, NULL or "" clears one.  Notes follow their moves
 * through copy and truncate; the text form below cannot hold them (its
 * reversi moves run together), so they are lost there. */
#define SKY_RECORD_MAX_NOTE 32
gboolean sky_record_set_move_note (SkyRecord *record, guint index,
                                   const char *eval, const char *time);
/* Sets move index's evaluation to value as NBoard writes an engine's: to
 * two places ("1.39", "-8.00", never "-0.00"), its time kept. */
void sky_record_set_move_value (SkyRecord *record, guint index, double value);
/* The evaluation and the time of move index, NULL where there is none. */
const char *sky_record_get_move_eval (const SkyRecord *record, guint index);
const char *sky_record_get_move_time (const SkyRecord *record, guint index);
/* TRUE if any move has an evaluation or a time. */
gboolean sky_record_has_move_notes (const SkyRecord *record);
/* TRUE if s is a valid note (see above). */
gboolean sky_record_is_valid_note (const char *s, gssize length);

/* The text form above, ending in a newline. */
char *sky_record_to_string (const SkyRecord *record);

/* Reads the text form; NULL and an error (SKY_GAME_ERROR) naming the line
 * and the problem if it is not a valid record. */
SkyRecord *sky_record_from_string (const char *text, GError **error);

/* Reads a game in any form Sakiyomi knows: the first game of SGF or PGN
 * when the text is in one of them (game-file-format.h), of GGF (ggf.h)
 * when it starts (after white space) with "(;", its own text form
 * otherwise.  Defined in record-collection.c, which tells the forms apart,
 * so that this file needs nothing of GGF.  What the
 * window opens and pastes, and the command line reads. */
SkyRecord *sky_record_from_any (const char *text, GError **error);

G_END_DECLS
