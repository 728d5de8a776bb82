/* search-generic.h: the strong engine's search for any game of the SkyGame
 * interface (number-grab and tic-tac-toe; reversi has its own, faster one in
 * reversi-search.h).
 *
 * Negamax alpha-beta with principal-variation search, iterative deepening
 * under a time budget and a transposition table.  Positions are keyed by
 * Zobrist hashing of who took or marked which cell plus the last move (the
 * move decides number-grab's next line), which identifies positions of both
 * games completely; keys are made incrementally as moves are played.
 *
 * Values are from the side to move's point of view: at the depth limit the
 * game's own evaluation (game->evaluate (), its strong one where it has
 * one: number-grab's fval - sval), and for a finished game
 * ±(SKY_GENERIC_WIN - plies) by game->result () (plies counted from the
 * root, so a nearer win is worth more and a further loss less), 0 for a
 * draw.  result () judges number-grab's end by the real totals, including
 * the number the final take took; the seed's final_value () judges it by the
 * totals before that take, which the seed-faithful minimax keeps but the
 * engine must not.
 *
 * A position is always the same number of moves from the root (every move
 * fills a cell, there are no passes), so a table entry is only ever reused at
 * the depth it was searched to within an iteration, and with a fixed depth
 * the value equals that of a plain alpha-beta of the same depth.
 */
#pragma once

#include <gio/gio.h>

#include "player.h"

G_BEGIN_DECLS

#define SKY_GENERIC_WIN 100000

typedef struct {
  int max_depth;            /* deepest iteration, 0 = to the end */
  double seconds;           /* time budget, 0 = none */
  gboolean exact_values;    /* every root move with a full window */
  int table_bits;           /* log2 of table entries, 0 = the default */
  GCancellable *cancellable;
  SkyProgressFunc progress;
  gpointer progress_data;
} SkyGenericSearchOptions;

/* Searches pos (not over) and fills result like sky_reversi_search (): the
 * move and its value, the depth of the last completed iteration, nodes,
 * evaluations, the principal variation and every root move's value (exact
 * for the best move, upper bounds for the others unless exact_values).
 * solved is set if the search saw every line to its end.  The first
 * iteration always completes; later ones stop at the budget.  Returns
 * FALSE with G_IO_ERROR_CANCELLED if cancellable was cancelled. */
gboolean sky_generic_search (const SkyPosition *pos,
                             const SkyGenericSearchOptions *options,
                             SkySearchResult *result, GError **error);

G_END_DECLS
