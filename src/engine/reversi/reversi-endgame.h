/* reversi-endgame.h: the exact endgame solver of the strong reversi engine.
 *
 * The solver finds the exact final disc difference of a position with
 * perfect play by both sides.  Scores follow the usual convention of the
 * endgame test suites (FFO, Edax): the final score of a side is its discs
 * minus the other side's discs, and the empty squares left when neither side
 * can move go to the winner (a draw leaves them to nobody).  So a score is
 * always even on a full board, lies in -64..64, and the same scale doubles as
 * the strong engine's value of a solved position.
 *
 * P ("player") is the side to move, O ("opponent") the other; the bitboards
 * use the square numbering of reversi-bitboard.h (a1 = bit 0, h8 = bit 63).
 *
 * The search is a fail-soft alpha-beta with principal-variation search at
 * the upper levels: fastest-first move ordering (the move that leaves the
 * opponent fewest replies first), parity ordering near the end (moves into
 * regions with an odd number of empties first), stability cut-offs (the
 * opponent's stable discs bound the score from above), special code for the
 * last four empties (the last move's flips are counted, not played), and a
 * transposition table for the positions with many empties.  It allocates
 * nothing while it searches.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The range of exact scores. */
#define SKY_REVERSI_SCORE_MAX 64

typedef struct {
  guint64 nodes;            /* positions visited */
  gboolean aborted;         /* TRUE if the search was cancelled or ran out
                             * of time: the score returned is then
                             * meaningless */
} SkyReversiSolveStats;

/* A solver: its transposition table and counters, reusable from one solve to
 * the next (the table is kept, so positions seen before solve faster).  Not
 * for use by two threads at once (its own helper threads excepted, see
 * sky_reversi_solver_set_threads ()). */
typedef struct _SkyReversiSolver SkyReversiSolver;

/* table_bits: log2 of the number of transposition table entries (24 bytes
 * each); 0 picks the default (2^20). */
SkyReversiSolver *sky_reversi_solver_new (int table_bits);
void sky_reversi_solver_free (SkyReversiSolver *solver);

/* The bytes of the table of a solver made with table_bits. */
gsize sky_reversi_solver_table_size (int table_bits);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyReversiSolver, sky_reversi_solver_free)

/* Forgets every position in the transposition table. */
void sky_reversi_solver_clear (SkyReversiSolver *solver);

/* Starts a new generation of the table: the entries stay (they are true
 * forever), but those of older generations give way to new ones first.
 * sky_reversi_solver_solve_root () starts one itself. */
void sky_reversi_solver_next_generation (SkyReversiSolver *solver);

/* The calling thread's default number of threads for the solvers it makes
 * from now on and its searches (reversi-search.h): 1 until set; 0 sets it
 * back to 1.  A program's main thread or a worker sets it once (the
 * CLI's --threads, the app's Threads preference); a thread that never
 * sets it, such as one of a series' games, searches alone. */
void sky_reversi_solver_set_thread_default (int threads);
int sky_reversi_solver_get_thread_default (void);

/* How many threads a solve runs on (a new solver: the calling thread's
 * default, see above; 1 is the calling thread alone, 0 means one per
 * processor, g_get_num_processors ()).  With more
 * than one, a solve of many empties runs on them all at once, sharing the
 * table; the score is the same exact score on any number of threads (a
 * best move may be another one of the same score).  The helper threads
 * are started for each solve and joined before it returns. */
void sky_reversi_solver_set_threads (SkyReversiSolver *solver, int threads);
int sky_reversi_solver_get_threads (SkyReversiSolver *solver);

/* Probable iterations (on by default): a solve of many empties first
 * searches with ProbCut (reversi-probcut.h) at a few levels of confidence,
 * least sure first, each giving the next a first guess of the score and
 * its move order, and then exactly, with none of the probable bounds: the
 * score is the same exact score either way, only the time differs. */
void sky_reversi_solver_set_selective (SkyReversiSolver *solver,
                                       gboolean selective);
gboolean sky_reversi_solver_get_selective (SkyReversiSolver *solver);

/* A probable solve instead of an exact one: from now on each solve stops
 * after the probable level `level` (0 … SKY_REVERSI_PROBCUT_LEVELS - 1 of
 * reversi-probcut.h, least sure first; the levels before it give it its
 * first guess and move order) and gives that level's score, which is the
 * exact score unless a cut was wrong.  A position with fewer empties than
 * the endgame's first cut is solved exactly.  -1 (the default): exact. */
void sky_reversi_solver_set_last_level (SkyReversiSolver *solver, int level);

/* Where the solver stops early: cancellable (may be NULL) is looked at every
 * few thousand nodes, and so is the monotonic clock if deadline (in
 * g_get_monotonic_time () microseconds) is not 0.  A stopped search sets
 * the aborted flag of its stats. */
void sky_reversi_solver_set_limits (SkyReversiSolver *solver,
                                    GCancellable *cancellable,
                                    gint64 deadline);

/* The exact score of P to move against O, within the window: fail-soft
 * alpha-beta, so a score <= alpha is an upper bound of the true score, a
 * score >= beta a lower bound, and one in between is exact.  Pass
 * -SKY_REVERSI_SCORE_MAX, SKY_REVERSI_SCORE_MAX for the exact score.  The
 * side to move may have to pass, and the game may be over (then the score is
 * the final one).  stats (may be NULL) has its counters increased. */
int sky_reversi_solver_solve (SkyReversiSolver *solver, guint64 player,
                              guint64 opponent, int alpha, int beta,
                              SkyReversiSolveStats *stats);

/* The same as sky_reversi_solver_solve () with a solver made for the call,
 * stopping if cancellable is cancelled. */
int sky_reversi_solve (guint64 player, guint64 opponent, int alpha, int beta,
                       SkyReversiSolveStats *stats,
                       GCancellable *cancellable);

/* Solving the root: the exact score and a best move with its line. */
typedef struct {
  int score;                /* exact final disc difference for P */
  int best_move;            /* a square 0..63, SKY_REVERSI_SOLVE_PASS if P
                             * must pass, SKY_REVERSI_SOLVE_NONE if the game
                             * is over */
  int pv_length;            /* the principal line, best_move first (passes
                             * included), to the end of the game */
  int pv[64];
  guint64 nodes;
} SkyReversiSolveResult;

#define SKY_REVERSI_SOLVE_NONE (-1)
#define SKY_REVERSI_SOLVE_PASS (-2)

/* Solves P to move against O exactly and finds a best move and the
 * principal line.  Returns FALSE (result undefined) if the search was
 * stopped by the solver's limits. */
gboolean sky_reversi_solver_solve_root (SkyReversiSolver *solver,
                                        guint64 player, guint64 opponent,
                                        SkyReversiSolveResult *result);

/* The solver's shallow search: alpha-beta of depth moves (a pass uses
 * none) with the evaluation (reversi-eval.h) at the leaves and the final
 * score of a finished game, in hundredths of a disc for P, within the
 * window (alpha, beta), fail-soft.  It guesses the score before the exact
 * search, and predicts it in the probable iterations
 * (sky_reversi_solver_set_selective ()); `sakiyomi-cli tune probcut`
 * measures how well. */
int sky_reversi_endgame_estimate (guint64 player, guint64 opponent,
                                  int depth, int alpha, int beta);

/* The discs of player that can never be flipped again, whatever is played:
 * edge discs stable along their edge (exact, from a table of all edge
 * configurations), and other discs whose four lines are each full or held
 * on one side by a stable disc of the same colour or the board's edge.  A
 * subset of the truly stable discs. */
guint64 sky_reversi_endgame_stable_discs (guint64 player, guint64 opponent);

G_END_DECLS
