/* reversi-search.h: the strong reversi engine's search.
 *
 * Negamax alpha-beta with principal-variation search, iterative deepening
 * under a time budget, a transposition table keyed by the two bitboards,
 * move ordering (the table's move, then corners first, the squares next to
 * empty corners last, and fewest opponent replies), the evaluation of
 * reversi-eval.h at the depth limit, and the exact endgame solver of
 * reversi-endgame.h once few enough squares are empty.
 *
 * Values are from the side to move's point of view.  A position the search
 * saw to its end (solved, or a game over inside the tree) is worth its exact
 * final disc difference; the evaluation estimates that difference.  Inside
 * the search and in SkySearchResult both are in hundredths of a disc, so
 * they compare directly, except that a result whose `solved` flag is set
 * gives value and move_values as whole discs (the exact final disc
 * difference with perfect play, empties to the winner).
 *
 * The depth counts moves; a pass does not use up depth, so a position is
 * always searched to the same depth within one iteration wherever it is
 * met, and the transposition table changes no value: with a fixed depth the
 * value is exactly that of a plain alpha-beta of the same depth.
 */
#pragma once

#include <gio/gio.h>

#include "player.h"

G_BEGIN_DECLS

typedef struct {
  int max_depth;            /* deepest iteration; 0 = no limit */
  double seconds;           /* time budget, 0 = none (then max_depth or the
                             * end of the game limits the search) */
  int solve_empties;        /* solve exactly from this many empties on;
                             * 0 = chosen from the budget
                             * (sky_reversi_search_solve_empties ()),
                             * < 0 = never */
  gboolean exact_values;    /* every root move with a full window, so that
                             * every move_values[] entry is exact (slower);
                             * otherwise only the best move's value is
                             * exact and the others are upper bounds */
  int table_bits;           /* log2 of the table entries, 0 = from the
                             * budget */
  GCancellable *cancellable;
  SkyProgressFunc progress;
  gpointer progress_data;
} SkyReversiSearchOptions;

/* Searches player to move against opponent (not a finished game) and fills
 * result: the move (a square, or SKY_MOVE_PASS when player must pass), its
 * value, the depth of the last completed iteration (the number of empties
 * when solved), the nodes, the principal variation and every legal root
 * move's value.  evaluations counts calls of the evaluation.
 *
 * The search stops between iterations when the next one would not fit in
 * the budget, and in the middle of one when the budget is spent (keeping the
 * last completed iteration's move); the first iteration always completes.
 * Returns FALSE with G_IO_ERROR_CANCELLED if cancellable was cancelled. */
gboolean sky_reversi_search (guint64 player, guint64 opponent,
                             const SkyReversiSearchOptions *options,
                             SkySearchResult *result, GError **error);

/* The number of empties from which the engine solves exactly, given a time
 * budget per move: 14 at 0.1 s, 19 at 1 s, 24 at 10 s; 16 without a
 * budget. */
int sky_reversi_search_solve_empties (double seconds);

G_END_DECLS
