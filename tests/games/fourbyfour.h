/* fourbyfour.h: a fourth game that lives in tests/ only: tic-tac-toe on a
 * four by four board, four in a row to win.
 *
 * It proves that a game is its own files plus one registry line: a test
 * program that plays it calls
 *
 *     sky_game_register (&sky_fourbyfour_game);
 *
 * once, before any thread uses the registry, and everything else (the
 * opponents, the match, the records, the game session, the command line)
 * learns the game from this descriptor.  It is never shown to users.
 *
 * The rules.  Cells are numbered row by row from the top left:
 *
 *      0  1  2  3        a1 b1 c1 d1
 *      4  5  6  7        a2 b2 c2 d2
 *      8  9 10 11        a3 b3 c3 d3
 *     12 13 14 15        a4 b4 c4 d4
 *
 * X (SKY_SIDE_FIRST) moves first, then O, each marking an empty cell.  A
 * side that has four in a row (one of the four rows, the four columns or
 * the two long diagonals) wins and the game stops there; a full board
 * without a line is a draw.  Nobody ever passes.
 *
 * Move text: a column letter a–d and a row number 1–4 counted from the top
 * ("a1" is cell 0, "d4" cell 15), either case.
 *
 * Record (record.h): "# Sakiyomi fourbyfour", the tags, then for a game
 * set up on a board of its own its position line, then the moves
 * separated by blanks.
 *
 * Position text: the four rows from the top joined by "/", each four
 * characters "X", "O" or "." (empty), then a space and the side to move:
 * "..../..../..../.... X".  The side may be left out (it follows from the
 * marks); boards play cannot reach are refused.
 *
 * Values.  score (): 1 for the side that won, 0 otherwise.  evaluate ():
 * for every line still open to one side alone, 1, 4 or 16 points to that
 * side for its 1, 2 or 3 marks on it; the side's points minus the other's.
 * final_value (): 1000 − plies for a win (sooner is better), −(1000 −
 * plies) for a loss, 0 for a draw; always far beyond any evaluation.
 */
#pragma once

#include "game.h"

G_BEGIN_DECLS

/* Not const: sky_game_register () gives it its kind. */
extern SkyGame sky_fourbyfour_game;

/* Its text record (fourbyfour-record.c): a set-up start is its position
 * line, read back before the moves. */
extern const SkyRecordForm sky_fourbyfour_record_form;

#define SKY_FOURBYFOUR_CELLS 16

G_END_DECLS
