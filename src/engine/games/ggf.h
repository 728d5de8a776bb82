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
 * "pass", with "/eval/time" after it ignored.  TY is the GGS game type
 * [s]8[k][r<n>][a][b|w]: synchro, komi and random-start games play as
 * reversi; anti-reversi ("a") is refused.  PB, PW, RE, DT, PC and TI become
 * the record's tags Black, White, Result, Date, Place and Clock.
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

/* The tag a property becomes (PB: "Black", …), NULL for the others. */
const char *sky_ggf_tag_for_property (const char *name, gsize length);

/* Plays one game (game[0..length), as found by sky_ggf_next_game) into a
 * record; NULL and an error in the terms of GGF ("BO: …", "move 14
 * (B[c4]) is illegal …", "anti-reversi (TY[8a]) is not supported"). */
SkyRecord *sky_ggf_read_game (const char *game, gsize length,
                              GError **error);

/* The first game of text, which must be UTF-8 of at most
 * SKY_RECORD_MAX_LENGTH bytes (the NBoard protocol's "set game", a pasted
 * game); the error starts with "GGF: ". */
SkyRecord *sky_record_from_ggf (const char *text, GError **error);

/* Writes a reversi record as one GGF game ending in a newline: GM[Othello],
 * the players, date and result from its tags, TY[8], the start as a spaced
 * BO and every move (passes as PA).  NULL if the record is not reversi. */
char *sky_record_to_ggf (const SkyRecord *record);

G_END_DECLS
