/* reversi-lines.h: reversi files of one game or one position a line.
 *
 * Three forms, each line read alone:
 *
 * Move lines: the transcript collections and training sets of Egaroucid,
 * Edax and others, one game a line from the standard position, in any form
 * of reversi-movelist.h ("f5d6c3d3…", "F5 D6 C3 …"), optionally ended by a
 * blank and a result or score ("… 1", "… -12", "… 34-30"):
 *
 *   f5f4e3f6d3e2f3d2g4g5f2h3e1d1f1c2c1c3g3c5e6d6b1h2b4g2d7g1… 1
 *
 *   The result shown is the final position's discs ("33-31") when the line
 *   plays the game to its end, the line's own result otherwise.
 *
 * Logbook lines: Logistello's logbook.gam (Michael Buro), each move with
 * the sign of its player (+ black, - white; a pass is not written, the
 * next sign says it), a ":" after the last move, then black's disc lead at
 * the end (discs, empties not counted, two digits and a sign) and a number
 * that is 10 in every game (Chris Welty's ODK, which reads these files,
 * calls it the game-over flag and checks that it is 10):
 *
 *   +d3-c3+c4-e3+f2-c5…-b8: -04 10
 *
 * Position lines: Edax's problem files (.obf) and files of board strings,
 * one position a line in the forms of reversi-obf.h, with the best moves
 * and their scores when the line gives them:
 *
 *   --XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;
 *
 * In every form blank lines and lines starting with "%" or "#" (comments)
 * are skipped, a line may end in CR LF, and a UTF-8 byte order mark before
 * the text is skipped.  Errors name the form and the line: "move lines,
 * line 12: move 21 (“f5”) is illegal in this position".
 */
#pragma once

#include "game.h"
#include "record.h"
#include "reversi-obf.h"

G_BEGIN_DECLS

typedef enum {
  SKY_REVERSI_LINES_NONE,
  SKY_REVERSI_LINES_MOVES,
  SKY_REVERSI_LINES_LOGBOOK,
  SKY_REVERSI_LINES_POSITIONS,
} SkyReversiLines;

/* Which form text is, by its contents:
 *  - none if a line starts "# Sakiyomi" (Sakiyomi's own record);
 *  - logbook if its first line starts with a sign and a square ("+d3");
 *  - positions if its first two lines each start with at least 24 squares
 *    of a board string (X, O, *, -, ., blanks between them);
 *  - moves if its first two lines each start with a legal first move
 *    (d3, c4, f5 or e6, after an optional move number);
 *  - none otherwise.
 * A text of one game over several lines, or of one position and its
 * moves, may look like move lines too: the caller reads it as one game
 * first (record-collection.c). */
SkyReversiLines sky_reversi_lines_detect (const char *text, gsize size);

/* The next line of text that holds an item, from *offset (advanced past
 * it; 0 at the start, the BOM is skipped there): its start and length
 * without the line end, and its number (1-based, *line_number counts the
 * lines passed).  FALSE at the end. */
gboolean sky_reversi_lines_next (const char *text, gsize size, gsize *offset,
                                 guint *line_number, gsize *start,
                                 gsize *length);

/* The record of one line of form kind (text[0, length), no line end): a
 * game from the standard position with its "Result" tag when the line or
 * the end gives it, or a record of no moves from the line's position.
 * scores (may be NULL) gets a position line's moves and scores (n_moves 0
 * otherwise).  NULL and a SKY_GAME_ERROR saying what is wrong, without the
 * form and the line (the caller adds them: sky_reversi_lines_name ()). */
SkyRecord *sky_reversi_lines_read (SkyReversiLines kind, const char *text,
                                   gsize length, SkyObfScores *scores,
                                   GError **error);

/* The form's name for messages and listings: "move lines", "logbook",
 * "positions" (translated). */
const char *sky_reversi_lines_name (SkyReversiLines kind);

G_END_DECLS
