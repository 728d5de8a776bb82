/* reversi/: the strong reversi engine: this search, its endgame solver,
 * pattern evaluation, ProbCut, training and opening book (README.md
 * here).  Uses search/, games/ and base/; the players above use it as one
 * opponent.
 *
 * reversi-search.h: the strong reversi engine's search.
 *
 * Negamax alpha-beta with principal-variation search, iterative deepening
 * under a time budget, a transposition table keyed by the two bitboards,
 * move ordering (the table's move, then corners first, the squares next to
 * empty corners last, and fewest opponent replies), an evaluation
 * (reversi-evaluator.h) at the depth limit, and the exact endgame solver of
 * reversi-endgame.h once few enough squares are empty.  Under a time
 * budget, with selectivity, a few empties more than it solves: a short
 * midgame search, then the solver's probable solves (ProbCut at 1.1, 1.5
 * and 2.0 sigma) and the exact one as far as the time goes, the last one
 * completed choosing the move; its values, not exact, are in hundredths.
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

#include "search-types.h"
#include "reversi-evaluator.h"

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
  int table_bits;           /* log2 of the table entries, 0 = the size
                             * of sky_reversi_search_set_table_size (), or
                             * if none from the budget */
  int threads;              /* threads to search on; 0 = the calling
                             * thread's default
                             * (sky_reversi_search_set_thread_default (),
                             * 1 unless set), so that a search stays on
                             * one thread unless asked */
  /* The evaluation at the leaves and in the move ordering, on every
   * thread of the search; NULL = sky_reversi_evaluator_get_default ().
   * Borrowed: it must outlive the search. */
  const SkyReversiEvaluator *evaluator;
  SkySelective selective;   /* Multi-ProbCut in the midgame
                             * (reversi-probcut.h); AUTO: on under a time
                             * budget, off at a fixed depth.  Never in an
                             * iteration that reaches the end of the
                             * game, so a solved result stays exact */
  /* Values for a person (the hint, the search card, the review, the
   * graph, NBoard's search lines): an estimate of an odd depth counts
   * SKY_REVERSI_ODD_DEPTH_BIAS less for the side to move, as the opening
   * book counts its odd-depth leaves (reversi/README-book.md), so that
   * the values of consecutive depths do not swing by the parity.  Solved
   * values, a wipe-out (64 discs) and the move chosen are the same either
   * way.  FALSE: the values as searched (the book's leaves, which it
   * corrects itself, training labels, ProbCut's statistics, the tests
   * against plain alpha-beta). */
  gboolean steady_values;
  GCancellable *cancellable;
  SkyProgressFunc progress;
  gpointer progress_data;
} SkyReversiSearchOptions;

/* How much higher a search to an odd depth values a position for its side
 * to move than one to an even depth, in hundredths of a disc, with the
 * built-in weights: measured by `bench --only steady-values` (3.1 to 4.2
 * discs at depths 6 to 10; reversi/README.md, "Steady values").  The
 * book's leaves, searched with the weights built in before, have their
 * own (SKY_REVERSI_BOOK_ODD_DEPTH_BIAS). */
#define SKY_REVERSI_ODD_DEPTH_BIAS 350

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

/* Several threads: helper threads search the same root beside the
 * calling one, sharing its table (lazy SMP, with ABDADA's deferral of
 * moves another thread is searching), and the exact solver runs on them
 * all (reversi-endgame.h).  Exact scores stay exact, and with
 * exact_values at a fixed depth (max_depth, no time budget) every value
 * is the same as on one thread; the move may then differ only among moves
 * of equal value, and without exact_values the other moves' bounds may
 * differ.  The helpers are started for each search and joined before it
 * returns.
 *
 * The calling thread's default for options->threads == 0 (1 until set;
 * 0 sets it back to 1), and the number of threads a search of threads
 * (its option) runs on. */
void sky_reversi_search_set_thread_default (int threads);
int sky_reversi_search_get_thread_default (void);
int sky_reversi_search_threads (int threads);

/* The search's tables (a transposition table and an endgame solver) are
 * allocated once and kept for the next search, on any thread, instead of
 * at every search: a table set per search running at the same time.
 * This frees those not in use now. */
void sky_reversi_search_release_tables (void);

/* The transposition table's size in bytes for every search from now on
 * whose options leave table_bits 0 (--hash); 0: the defaults (24 MiB, 6
 * MiB for searches of a quarter second or less).  Searches already under
 * way keep theirs.  get: the size such a search of more than a quarter
 * second gets (rounded down to whole buckets); table_positions: how many
 * positions a table of bytes holds. */
void sky_reversi_search_set_table_size (gsize bytes);
gsize sky_reversi_search_get_table_size (void);
guint64 sky_reversi_search_table_positions (gsize bytes);
/* Whether a table of bytes can be allocated now (the memory asked for
 * and given back, untouched): a --hash the machine cannot give is refused
 * before the work rather than failing its first search. */
gboolean sky_reversi_search_can_allocate (gsize bytes);
/* The size of the endgame solver's table that a search solves with. */
gsize sky_reversi_search_solver_table_size (void);
/* The other tables' sizes, for a listing of the engine's memory: the
 * transposition table of a search of a quarter second or less, the table
 * of the short search before a solve, and the table of the positions
 * being searched that each search or solve on several threads has (for
 * ABDADA; the solver's is as large). */
gsize sky_reversi_search_short_table_size (void);
gsize sky_reversi_search_presolve_table_size (void);
gsize sky_reversi_search_busy_table_size (void);

/* The number of empties from which the engine solves exactly, given a time
 * budget per move: 14 at 0.1 s, 19 at 1 s, 24 at 10 s; 16 without a
 * budget. */
int sky_reversi_search_solve_empties (double seconds);

G_END_DECLS
