/* ggf.h: reversi games in the Generic Game Format of GGS, as GGS archives,
 * Edax, the Java NBoard and the NBoard protocol write them.
 *
 *   (;GM[Othello]PC[GGS/os]DT[2003.01.01_00:06:50.UTC]PB[a]PW[b]RE[-40.00:r]
 *    TI[15:00//02:00]TY[8]
 *    BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]
 *    B[d3//0.01]W[c5/-1.50/2.1]B[PA]…;)
 *
 * BO is the start position: the size 8, the 64 squares row by row ("*"
 * black, "O" white, "-" empty; the rows may be separated by spaces, as GGS
 * writes them, or run together, as the NBoard protocol does) and the side
 * to move.  B[…] and W[…] are the moves, a square in either case or "PA" /
 * "pass", with "/eval/time" after it: the mover's evaluation and the
 * seconds taken, kept as the move's note (record.h) as read.  TY is the
 * GGS game type [s]8[k][r<n>][a][b|w]: synchro, komi and random-start
 * games play as reversi; anti-reversi ("a") is refused.
 *
 * The other properties become the record's tags, kept as read and written
 * back: PC Place, DT Date, PB Black, PW White, RB Black Rating, RW White
 * Rating, TI Clock, TB Black Clock, TW White Clock, TY Type, KB Black Komi,
 * KW White Komi (the komi bids, "e6//0.90"), KM Komi, RE Result (the score
 * for Black less the komi, "+8.500", "-40.00:r" resigned, ":t" on time),
 * C Comment, and any other NAME as "GGF NAME".  Edax's unknown player
 * PB[?] / PW[?] and its no result RE[-127.000], RE[?] and TY[8] (what no TY
 * means) set no tag.
 *
 * A file may hold many games: several (;…;) in a row, or GGS archive lines
 * that start with their number of games ("2 (;…;)(;…;)", a synchro match's
 * two games on one line).  sky_ggf_next_game () finds them one by one
 * without reading their moves, so that a listing stays cheap. */
#pragma once

#include "record.h"

G_BEGIN_DECLS

/* The next game of text[0..length) from *offset on: its first byte "(" at
 * *start and its length up to and including ";)"; *offset moves past it.
 * *line is the line (1-based) *offset is on, kept up to date.  A UTF-8 BOM
 * at the start of the text and the game counts of GGS archive lines are
 * skipped.  FALSE at the end of the text (no error) or on text that is no
 * game (an error naming the line). */
gboolean sky_ggf_next_game (const char *text, gsize length, gsize *offset,
                            guint *line, gsize *start, gsize *game_length,
                            GError **error);

/* Calls func for each property NAME[value] of one game (as found by
 * sky_ggf_next_game), value still escaped ("\]"); stops when func returns
 * FALSE.  FALSE and an error if the game's syntax is broken. */
typedef gboolean (*SkyGgfPropertyFunc) (const char *name, gsize name_length,
                                        const char *value,
                                        gsize value_length,
                                        gpointer user_data);
gboolean sky_ggf_foreach_property (const char *game, gsize length,
                                   SkyGgfPropertyFunc func,
                                   gpointer user_data, GError **error);

/* A property's value as a tag: without its escapes, control characters
 * made spaces, invalid UTF-8 mended, cut to SKY_RECORD_MAX_TAG_VALUE bytes
 * and stripped (newly allocated). */
char *sky_ggf_unescape (const char *value, gsize length);

/* The square or pass of a move value ("f5", "F5//1.2", "PA", "pass");
 * FALSE if it is neither. */
gboolean sky_ggf_parse_move (const char *value, gsize length,
                             SkyMove *move);

/* The tag a property becomes (PB: "Black", …), NULL for the others (which
 * a game read keeps as "GGF NAME"). */
const char *sky_ggf_tag_for_property (const char *name, gsize length);

/* The value a property's tag takes (unescaped as sky_ggf_unescape does),
 * NULL where the property says nothing: empty, PB[?] / PW[?] (Edax's
 * unknown player), RE[?] or RE[-127.000] (Edax's no result), TY[8] (what
 * a game without TY is). */
char *sky_ggf_tag_value (const char *name, gsize name_length,
                         const char *value, gsize value_length);

/* Plays one game (game[0..length), as found by sky_ggf_next_game) into a
 * record; NULL and an error in the terms of GGF ("BO: …", "move 14
 * (B[c4]) is illegal …", "anti-reversi (TY[8a]) is not supported"). */
SkyRecord *sky_ggf_read_game (const char *game, gsize length,
                              GError **error);

/* The first game of text, which must be UTF-8 of at most
 * SKY_RECORD_MAX_LENGTH bytes (the NBoard protocol's "set game", a pasted
 * game); the error starts with "GGF: ". */
SkyRecord *sky_record_from_ggf (const char *text, GError **error);

/* TRUE if record is a reversi game whose Result tag is a GGF result that
 * sky_record_to_ggf writes as it is: "?" or the score of a game not over,
 * or the board's score less the komi of one over ("+8.500"), so that a
 * window exporting the game need not replace it by its own "40-24". */
gboolean sky_ggf_result_agrees (const SkyRecord *record);

/* Writes a reversi record as one GGF game ending in a newline: GM[Othello],
 * the tags above as their properties in the order GGS writes them (PC DT
 * PB PW RB RW TI TB TW TY KB KW KM RE C, then the "GGF NAME" ones), TY as
 * read or 8, RE as read where it agrees with the board (a game over on the
 * board gets its score less the komi otherwise, one not over "?"), the
 * start as a spaced BO and every move (passes as PA) with its
 * "/eval/time" where it has a note.  NULL if the record is not reversi. */
char *sky_record_to_ggf (const SkyRecord *record);

G_END_DECLS
