/* reversi-obf.h: reversi positions as text other programs read and write:
 * the board string and the OBF line of the FFO endgame suite.
 *
 * A board string is the 64 squares a1, b1 … h1, a2 … h8 (X or * black, O
 * white, - or . empty; either case) and then the side to move (X or *
 * black, O white).  Blanks and line breaks may stand anywhere between the
 * squares, so all of these read the same:
 *
 *   ---------------------------OX------XO--------------------------- X
 *   -------- -------- -------- ---OX--- ---XO--- -------- -------- -------- X
 *   (eight lines of eight squares, then a line "X")
 *
 * An OBF line (Edax's and the FFO suite's "open board format") is a board
 * string, a ";", and optionally the moves with their expected scores for
 * the side to move, each ended by ";":
 *
 *   O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; B1:+36;
 *
 * A move is a square (either case) or PS/PA/pass for a pass; a score is
 * an integer from -64 to 64 ("+38", "-2", "0").
 *
 * Reading refuses, with the reason, a position reversi cannot reach: a
 * centre square (d4, e4, d5, e5) empty.  A UTF-8 byte order mark before
 * the text is skipped.  Errors speak of the board string or the OBF line
 * and name the square, the item or the count that is wrong: "a board
 * string has 64 squares, this one has 62".
 */
#pragma once

#include "game.h"

G_BEGIN_DECLS

/* The most moves an OBF line can score: every empty square, or a pass. */
#define SKY_OBF_MAX_SCORES 64

/* The expected scores of an OBF line, in the order written. */
typedef struct {
  int n_moves;
  SkyMove moves[SKY_OBF_MAX_SCORES];  /* a square, or SKY_MOVE_PASS */
  int scores[SKY_OBF_MAX_SCORES];     /* final disc difference, -64..64 */
} SkyObfScores;

/* Reads a board string alone (no ";") into pos, a reversi position; as
 * sky_reversi_obf_parse () otherwise. */
gboolean sky_reversi_board_parse (const char *text, SkyPosition *pos,
                                  GError **error);

/* Reads a board string or an OBF line (the ";" and the scores are optional,
 * so both forms read) into pos, a reversi position, and the expected
 * scores into expected (may be NULL; n_moves 0 if the line gives none).
 * FALSE with a SKY_GAME_ERROR_SYNTAX error saying what is wrong, pos and
 * expected then unchanged. */
gboolean sky_reversi_obf_parse (const char *line, SkyPosition *pos,
                                SkyObfScores *expected, GError **error);

/* As sky_reversi_obf_parse (), but a centre square may be empty: for
 * Sakiyomi's own records ("# Sakiyomi reversi"), which keep whatever
 * position the engine held, such as a GGF game's or an NBoard GUI's start,
 * and must read back as they were written. */
gboolean sky_reversi_obf_parse_unchecked (const char *line, SkyPosition *pos,
                                          SkyObfScores *expected,
                                          GError **error);

/* The board string of pos: 64 squares, a space and the side to move
 * ("---…OX…--- X").  Newly allocated. */
char *sky_reversi_board_format (const SkyPosition *pos);

/* The OBF line of pos, with no scores: the board string and ";".  Newly
 * allocated. */
char *sky_reversi_obf_format (const SkyPosition *pos);

/* The best expected score of expected (which must hold a move), and
 * whether move is among the moves that have it: the FFO suite's test of a
 * solver's answer is that its score is the best and its move one of the
 * best.  FALSE if move is not scored at all. */
int sky_obf_scores_best (const SkyObfScores *expected);
gboolean sky_obf_scores_is_best_move (const SkyObfScores *expected,
                                      SkyMove move);

G_END_DECLS
