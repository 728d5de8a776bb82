/* reversi-movelist.h: the moves of a reversi move list as players write
 * them, one at a time.
 *
 * The squares a1–h8 (either case) and passes ("pass", "PA" or "PS"), run
 * together or apart: "f5d6c3", "F5 D6 C3", "f5-d6-c3", "f5, d6, c3", and
 * numbered as in a book, by move or by pair: "1. f5 d6 2. c3 d3",
 * "1.f5 2.d6", "1... d6" (a list that starts with white's move).  A move
 * number is one or more digits followed by "." (or more dots) or ")"; it
 * is skipped, not checked, as books number moves and pairs alike.  What
 * is left is a token that is not a move, which the reader names.
 *
 * record.c reads transcripts with it and reversi.c's
 * sky_reversi_play_record () (`analyze --moves`). */
#pragma once

#include "game.h"

G_BEGIN_DECLS

typedef enum {
  SKY_MOVELIST_END,         /* nothing left but blanks, separators and
                             * move numbers */
  SKY_MOVELIST_MOVE,        /* a square or a pass */
  SKY_MOVELIST_BAD,         /* a token that is no move */
} SkyMovelistItem;

/* Reads the next move of text[0, length) from *at and advances *at past
 * it.  For a move, *move; for a move or a bad token, where it is
 * (*token_start) and how long (*token_length: a bad token runs to the
 * next blank, "-" or ","). */
SkyMovelistItem sky_reversi_movelist_next (const char *text, gsize length,
                                           gsize *at, SkyMove *move,
                                           gsize *token_start,
                                           gsize *token_length);

G_END_DECLS
