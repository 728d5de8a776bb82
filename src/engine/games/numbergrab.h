/* numbergrab.h: the rules of number-grab (seed 000, Makoto Hiroi's "MiniMax").
 *
 * An 8x8 board of numbers -9..9 without 0.  The first player takes a number
 * along a row, starting with row 0 (the top row) and then always the row of
 * the second player's last take; the second player takes along the column of
 * the first player's last take.  After every take the game ends if the row
 * or the column of the cell just taken is empty (the seed's
 * gameover (board, x, y)), even where the other player could still move.
 * The higher total of numbers taken wins; equal totals draw.
 *
 * Moves are cell indices row * 8 + column.  Legal moves come in the seed's
 * order: the first player's along its row from column 0 to 7, the second
 * player's along its column from row 0 to 7.
 *
 * Values for minimax, from the side's point of view: evaluate () is
 * fval - sval (the first player's total minus the second's); final_value ()
 * is +500 for a win, -500 for a loss and 0 for a draw (the seed's WIN_FST,
 * WIN_SND), judged as the seed judges it: by the totals *before* the take that
 * ended the game (its move_first/move_second call value_func (fval, sval, True)
 * with the totals of the position the take was made from).  result () uses
 * the real totals.
 *
 * Move text: algebraic coordinates, the column letter a–h and the row 1–8
 * counted from the top, so the seed's (row 0, column 7) is "h1".
 * move_from_string () also takes the seed's "row, column" form: "0,7" or
 * "(0, 7)".
 *
 * Position text (position_to_string () writes it, position_from_string ()
 * reads it back; blank lines and spaces around lines are ignored):
 *
 *   first 16 second 14
 *   +3 +4 -8 -1 ** +6 +3 **
 *   +2 +9 -3 +7 -5 +3 -6 -1
 *   +8 -5 +2 -7 +1 +6 +8 -6
 *   +2 +4 +1 -3 ** +6 +5 **
 *   -1 -8 +8 -9 -7 +3 -9 +6
 *   +1 -2 +1 -7 -3 +9 -2 -2
 *   -5 +8 +5 -7 -7 +1 +7 +6
 *   -6 +9 +2 +8 +1 +8 -3 +8
 *   first to move, row 1
 *   taken h1+8 h4+7 e4+8 e1+7
 *
 * - the totals, "first N second M" (the seed's "先手 N 点, 後手 M 点" is
 *   accepted too);
 * - the eight rows from the top as the seed prints them: signed numbers, "**"
 *   for a number already taken;
 * - whose turn it is and along which line: "first to move, row N" (N 1–8),
 *   "second to move, column X" (X a–h), or "game over";
 * - the cells taken, in the order they were taken, each with its number
 *   ("h1+8"); the first player took the 1st, 3rd, … of them.  Written
 *   whenever something has been taken.
 *
 * The taken line may be left out (a board copied from the seed's printout,
 * say).  Then who took which number and what it was are unknown: such cells
 * read as value 0, owner SKY_SIDE_FIRST, the totals are taken as written, and
 * the position is not over (its line must still hold a number).  With the
 * taken line the takes are replayed and everything else must agree with them.
 */
#pragma once

#include "game.h"
#include "pyrandom.h"

G_BEGIN_DECLS

#define SKY_NUMBERGRAB_SIZE 8

extern const SkyGame sky_numbergrab_game;
/* Its text record (numbergrab-record.c, record-form.h). */
extern const SkyRecordForm sky_numbergrab_record_form;
/* Why a move was worse than another (numbergrab-explain.c, game-explain.h):
 * the descriptor's explain hook. */
int sky_numbergrab_explain (const SkyExplainMoves *moves, SkyExplainReason *found);

/* Draws the next board from random exactly as the seed's init_board () does
 * (row by row, randint (-9, 9), and randint (1, 9) again where that is 0) and
 * writes the start position on it into pos.  The seed's experiment draws
 * board after board from one stream. */
void sky_numbergrab_init_from_random (SkyPosition *pos, SkyPyRandom *random);

/* The start position on the board values (row by row, each in -9..9 and not
 * 0). */
void sky_numbergrab_init_with_values (SkyPosition *pos, const int *values);

/* The number in a cell; it stays there once taken (0 if unknown, see above). */
int sky_numbergrab_value (const SkyPosition *pos, int row, int col);
gboolean sky_numbergrab_is_taken (const SkyPosition *pos, int row, int col);

/* The line the side to move takes along: a row index (0 at the top) when
 * *is_row is set to TRUE (the first player's turn), a column index otherwise. */
int sky_numbergrab_line (const SkyPosition *pos, gboolean *is_row);

/* The total of numbers a side has taken (the same as score ()). */
int sky_numbergrab_total (const SkyPosition *pos, SkySide side);

/* FALSE for a position read from text without its taken line. */
gboolean sky_numbergrab_history_known (const SkyPosition *pos);

G_END_DECLS
