/* sakiyomi-book-explorer.h: what the window shows of the strong engine's
 * opening book (reversi-book.h) for a position: its moves with their
 * values, for the opening explorer and the hint's overlay. */
#pragma once

#include "game.h"

G_BEGIN_DECLS

/* The moves the engine's book knows in pos (reversi; none in other
 * games), best first, with their values in whole discs for the side to
 * move, as the board's overlay writes them.  Returns how many. */
int sakiyomi_book_explorer_moves (const SkyPosition *pos,
                                  SkyMove           *moves,
                                  int               *discs);

/* The book holds every legal move's child: its values are then as good
 * as a search's for every move (the hint's overlay). */
gboolean sakiyomi_book_knows_every_move (const SkyPosition *pos);

G_END_DECLS
