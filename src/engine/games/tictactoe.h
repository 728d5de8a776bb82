/* tictactoe.h: the rules of tic-tac-toe (seeds 001 and 002).
 *
 * Cells are numbered as seed 002 numbers them:
 *
 *     0 1 2        a1 b1 c1
 *     3 4 5        a2 b2 c2
 *     6 7 8        a3 b3 c3
 *
 * X (SKY_SIDE_FIRST) moves first.  The game is over when a side has three in
 * a row or the board is full.  Under the normal rule the side with the line
 * wins; under the misère rule of seed 002 ("three in a row loses",
 * SkyGameSetup.misere) it loses.  A full board without a line is a draw.
 *
 * Move text: a column letter a–c and a row number 1–3 counted from the top
 * ("a1" is cell 0, "b2" the centre, cell 4), or the cell number 0–8 as seed
 * 002 writes it.  Letters may be upper or lower case.  Moves are printed in
 * the letter form.
 *
 * Position text: the three rows from the top, joined by "/", each three
 * characters "X", "O" or "." (empty); then, after a space, the side to move
 * ("X" or "O"); then, after a space, "misere" for the misère rule.  The
 * empty board is ".../.../... X" and, under the misère rule,
 * ".../.../... X misere".  When reading, the side may be left out (it follows
 * from the number of marks, X moving first) and letters may be lower case;
 * a side that does not match the marks, a wrong number of marks, or lines
 * that could not have arisen in play (both sides with a line, or a line made
 * before the other side's last move) are rejected.
 *
 * score (): 1 for the side that won, 0 otherwise.  evaluate (): 0, because the
 * game is always searched to its end.  final_value (): seed 001's depth-aware
 * value, 100 − plies for a win (an immediate win is worth 99), −(100 − plies)
 * for a loss (a loss further away is worth more) and 0 for a draw.
 */
#pragma once

#include "game.h"

G_BEGIN_DECLS

extern const SkyGame sky_tictactoe_game;
/* Its text record (tictactoe-record.c, record-form.h). */
extern const SkyRecordForm sky_tictactoe_record_form;
/* Why a move was worse than another (tictactoe-explain.c, game-explain.h):
 * the descriptor's explain hook. */
int sky_tictactoe_explain (const SkyExplainMoves *moves, SkyExplainReason *found);

#define SKY_TICTACTOE_CELLS 9

/* Whether pos (a tic-tac-toe position) is played under the misère rule. */
gboolean sky_tictactoe_is_misere (const SkyPosition *pos);

/* If a side has three in a row in pos, stores the three cells of the line in
 * cells[] (lowest first; the first such line of seed 002's order: rows, then
 * columns, then the diagonals) and returns TRUE. */
gboolean sky_tictactoe_get_line (const SkyPosition *pos, int cells[3]);

G_END_DECLS
