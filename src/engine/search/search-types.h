/* search-types.h: what every search shares, the sources' opponents
 * (players/) and the strong reversi engine (reversi/) alike: the kind and
 * strength of an opponent, a search's progress and its answer.
 *
 * The folder search/ sits on games/ and base/ only; the searchers above it
 * report in these types, so that the players can use the reversi engine
 * without the engine knowing the players.
 */
#pragma once

#include <gio/gio.h>

#include "game.h"

G_BEGIN_DECLS

/* The recording of a search (search-tree.h, which includes this header and
 * so cannot be included here). */
typedef struct _SkySearchTree SkySearchTree;
/* The strong reversi engine's evaluation (reversi-evaluator.h, which this
 * interface does not need whole). */
typedef struct _SkyReversiEvaluator SkyReversiEvaluator;

typedef enum {
  SKY_PLAYER_MINIMAX,
  SKY_PLAYER_RANDOM,
  SKY_PLAYER_PRIORITY,
  SKY_PLAYER_MONTECARLO,
  SKY_N_PLAYER_KINDS
} SkyPlayerKind;

/* The strong reversi engine's selective search (reversi-probcut.h): its
 * default (on under a time budget, off at a fixed depth, so that a fixed
 * depth gives the values of a plain alpha-beta), or forced off or on. */
typedef enum {
  SKY_SELECTIVE_AUTO,
  SKY_SELECTIVE_OFF,
  SKY_SELECTIVE_ON
} SkySelective;

typedef struct {
  SkyPlayerKind kind;
  /* minimax */
  int depth;                /* plies to look ahead, >= 1 */
  gboolean alpha_beta;      /* FALSE: plain minimax exactly as the seeds */
  gboolean exact_values;    /* alpha-beta: search every root move with a full
                             * window, so every move_values[] entry is exact
                             * (about twice the evaluations); FALSE: only the
                             * chosen move's value is, see SkySearchResult */
  gboolean strong_eval;     /* the game's stronger evaluation, if it has one */
  /* The strong engine instead of the seeds' fixed-depth search: iterative
   * deepening with principal-variation search and a transposition table
   * under the time budget `seconds` (depth is then the maximum depth), the
   * game's strong evaluation, and for reversi an exact endgame solver for
   * the last solve_empties empty squares (0 = chosen from the budget). */
  gboolean engine;
  int solve_empties;
  /* The strong engine's threads (reversi): 0 = the searching thread's
   * default, one thread unless set (see sky_reversi_search_threads ()), so
   * a game of a series played one per thread searches on its own thread. */
  int threads;
  /* The strong engine's evaluation (reversi); NULL = the default
   * (sky_reversi_evaluator_get_default ()).  Borrowed, not owned: a
   * strength is copied by value everywhere, so whoever sets it keeps the
   * evaluator alive as long as any copy may play (the CLI holds the ones
   * it loads until the command returns). */
  const SkyReversiEvaluator *evaluator;
  SkySelective selective;   /* the strong engine's selective search */
  /* The strong engine's opening book (reversi-book.h), used unless no_book
   * (so that a strength made with zeroes uses it) and unless exact_values
   * asks for every move's searched value: a position in the book is
   * played at once, choosing among the moves within `variety` discs of the
   * best with the game's random generator (0 = always the best). */
  gboolean no_book;
  int variety;
  /* Monte Carlo */
  gboolean tree;            /* UCT tree search instead of the flat method */
  int playouts;             /* flat: per legal move; tree: in all.
                             * 0 = the seed's schedule (reversi MONTE table)
                             * or the game's default; with seconds > 0,
                             * 0 = no count limit, the time alone decides */
  double seconds;           /* time budget per move, 0 = no time limit */
  /* Any kind: the chance, in percent (0..100), that a move is a random
   * legal move instead of the opponent's own, drawn from the game's random
   * generator (0: never, and then nothing is drawn), so that the weak
   * strength levels (players/levels.h) play between two opponents. */
  int random_percent;
} SkyStrength;

/* A time budget in microseconds for a search: 0 (none) for seconds <= 0
 * or NaN, and at least 1 for any seconds > 0, so that a budget too small
 * to count is still a budget (the search stops after its first ply, which
 * always completes) and never taken for none. */
static inline gint64
sky_seconds_to_budget (double seconds)
{
  if (!(seconds > 0))
    return 0;
  if (seconds >= (double) (G_MAXINT64 / 2 / G_USEC_PER_SEC))
    return G_MAXINT64 / 2;
  return MAX ((gint64) 1, (gint64) (seconds * G_USEC_PER_SEC));
}

typedef struct {
  SkyMove move;             /* the chosen move */
  int value;                /* its value, from the mover's point of view:
                             * minimax: the search value;
                             * Monte Carlo: wins per thousand playouts */
  guint64 evaluations;      /* evaluation-function calls (the seeds' count) */
  guint64 nodes;            /* positions visited */
  guint64 playouts;         /* random games played to the end */
  int depth;                /* depth reached (minimax) */
  double seconds;           /* wall time spent */
  int pv_length;            /* principal variation, starting with move */
  SkyMove pv[32];
  /* A value for every legal move (same scale as value), for the hint
   * overlay; n_moves == 0 if the opponent has no such thing (random). */
  int n_moves;
  SkyMove moves[SKY_MAX_MOVES];
  int move_values[SKY_MAX_MOVES];
  /* Minimax: TRUE if every move_values[] entry is the move's exact search
   * value.  FALSE after alpha-beta without exact_values: then the entries
   * other than the chosen move's are upper bounds (the move is worth at most
   * that to the mover: alpha-beta stopped looking once it could not beat
   * the best move so far).  The other opponents leave it FALSE. */
  gboolean move_values_exact;
  /* The strong engine (strength->engine): TRUE if the game was solved to
   * its end, so that value and move_values are exact final disc
   * differences (reversi: empties to the winner); FALSE: its values are
   * estimates, for reversi in hundredths of a disc (see reversi-search.h). */
  gboolean solved;
  /* The move came from the opening book: value and move_values are the
   * book's (hundredths of a disc), depth the depth behind the move's
   * value, and no search was made. */
  gboolean book;
} SkySearchResult;

/* Progress of a search, posted from the searching thread. */
typedef struct {
  double fraction;          /* 0..1 of the work planned, -1 if unknown */
  int depth_done;           /* completed search depth (minimax) */
  guint64 playouts_done;    /* Monte Carlo playouts so far */
  guint64 playouts_total;   /* the playout budget, 0 if time-limited */
  SkyMove best_so_far;
  /* The strong reversi engine (has_iteration): what the iteration just
   * completed found, as the search's result would give it had it stopped
   * there (move, value, principal variation, the moves' values, depth,
   * solved), with the nodes of the whole search so far, so that a caller
   * can tell each depth as it ends without a search of its own per
   * depth.  The other searches leave it empty. */
  gboolean has_iteration;
  SkySearchResult iteration;
} SkyProgress;

typedef void (*SkyProgressFunc) (const SkyProgress *progress,
                                 gpointer user_data);

G_END_DECLS
