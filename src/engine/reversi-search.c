/* reversi-search.c: the strong reversi engine's search (see reversi-search.h).
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "reversi-bitboard.h"
#include "reversi-endgame.h"
#include "reversi-eval.h"
#include "reversi-search.h"
#include "search-common.h"

/* Beyond any value: values are hundredths of a disc, within ±6400. */
#define VALUE_INF 30000
#define EXACT_DEPTH 127         /* a table entry searched to the game's end */
#define MAX_PLY 64

/* Nodes between looks at the cancellable and the clock. */
#define CHECK_INTERVAL 4096

typedef struct {
  guint64 P, O;
  gint16 lower, upper;      /* bounds of the value at that depth */
  gint8 depth;              /* the depth searched (EXACT_DEPTH: to the end) */
  gint8 move;               /* best or refuting move, -1 if none */
} Entry;

typedef struct {
  Entry *table;
  guint64 table_mask;
  guint64 nodes;
  guint64 evaluations;
  SkySearchLimits limits;
  /* Triangular principal-variation table. */
  int pv_length[MAX_PLY + 1];
  int pv[MAX_PLY + 1][MAX_PLY];
} Search;

typedef SkyReversiMove Move;

static inline guint64
bit (int sq)
{
  return G_GUINT64_CONSTANT (1) << sq;
}

/* The exact final value (hundredths of a disc) of a finished game. */
static inline int
final_value (guint64 P, guint64 O)
{
  int p = sky_reversi_popcount (P), o = sky_reversi_popcount (O);
  int empties = 64 - p - o;
  int diff = p - o;

  if (diff > 0)
    diff += empties;
  else if (diff < 0)
    diff -= empties;
  return diff * 100;
}

/* Looks at the cancellable and the clock every CHECK_INTERVAL nodes. */
static inline gboolean
stopped (Search *s)
{
  return sky_search_limits_stopped (&s->limits, s->nodes, CHECK_INTERVAL);
}

/* The transposition table. */

static inline Entry *
table_slot (Search *s, guint64 P, guint64 O)
{
  guint64 h = P * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  h ^= (O + (O >> 29)) * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);
  h ^= h >> 31;
  return &s->table[h & s->table_mask];
}

static inline void
table_store (Search *s, guint64 P, guint64 O, int depth, int alpha, int beta,
             int value, int move)
{
  Entry *e = table_slot (s, P, O);
  int lower = -VALUE_INF, upper = VALUE_INF;

  if (value > alpha)
    lower = value;
  if (value < beta)
    upper = value;
  if (e->P == P && e->O == O && e->depth == depth)
    {
      /* Two bounds of the same value: keep the tighter ones. */
      e->lower = (gint16) MAX (e->lower, lower);
      e->upper = (gint16) MIN (e->upper, upper);
      if (move >= 0)
        e->move = (gint8) move;
      return;
    }
  /* Replace a shallower entry or another position; keep a deeper entry of
   * the same position. */
  if (e->P == P && e->O == O && e->depth > depth)
    return;
  e->P = P;
  e->O = O;
  e->lower = (gint16) lower;
  e->upper = (gint16) upper;
  e->depth = (gint8) depth;
  e->move = (gint8) move;
}

/* Move ordering. */

/* Squares next to a corner: X squares (diagonal) and C squares (along the
 * edge), with their corner.  Moving there while the corner is empty tends
 * to give the corner away. */
static const struct {
  int sq, corner, penalty;
} risky_squares[12] = {
  { 9, 0, 300 }, { 14, 7, 300 }, { 49, 56, 300 }, { 54, 63, 300 },
  { 1, 0, 150 }, { 8, 0, 150 }, { 6, 7, 150 }, { 15, 7, 150 },
  { 48, 56, 150 }, { 57, 56, 150 }, { 55, 63, 150 }, { 62, 63, 150 },
};

static inline int
square_penalty (int sq, guint64 empty)
{
  if (bit (sq) & SKY_REVERSI_CORNERS)
    return -400;
  for (int i = 0; i < 12; i++)
    if (risky_squares[i].sq == sq)
      return (empty & bit (risky_squares[i].corner))
             ? risky_squares[i].penalty : 0;
  return 0;
}

#ifndef EVAL_ORDER_DEPTH
#define EVAL_ORDER_DEPTH 4
#endif

/* P's moves with their flips and keys: the hash move first, then by the
 * opponent's replies (corners counting double) and the square; with depth
 * EVAL_ORDER_DEPTH or more to go, also by the evaluation of the position
 * after the move (worth a few evaluations at nodes with big subtrees). */
static int
list_moves (guint64 P, guint64 O, guint64 moves, int hash_move, int depth,
            Move *list)
{
  guint64 empty = ~(P | O);
  int n = 0;

  for (; moves != 0; moves &= moves - 1)
    {
      int sq = __builtin_ctzll (moves);
      guint64 flips = sky_reversi_flips (P, O, sq);
      guint64 replies = sky_reversi_mobility (O ^ flips, P ^ flips ^ bit (sq));

      list[n].sq = sq;
      list[n].flips = flips;
      list[n].key = sq == hash_move ? -VALUE_INF
                    : (sky_reversi_popcount (replies)
                       + sky_reversi_popcount (replies & SKY_REVERSI_CORNERS))
                      * 100 + square_penalty (sq, empty);
      if (depth >= EVAL_ORDER_DEPTH && sq != hash_move)
        list[n].key += sky_reversi_evaluate (O ^ flips, P ^ flips ^ bit (sq));
      n++;
    }
  return n;
}

/* The line at ply: move, then the line found below it. */
static void
update_pv (Search *s, int ply, int move)
{
  if (ply >= MAX_PLY)
    return;
  s->pv_length[ply] = sky_search_line_prepend (s->pv[ply], MAX_PLY, move,
                                               s->pv[ply + 1],
                                               s->pv_length[ply + 1]);
}

/* The search. */

/* Fail-soft negamax with principal-variation search: the value of P to
 * move against O searched depth moves deep, from P's point of view.  The
 * loop is that of search-generic.c written out for bitboards (no position
 * copies, passes that use no depth): shared, it would cost a call through a
 * pointer at every node. */
static int
search_node (Search *s, guint64 P, guint64 O, int depth, int alpha, int beta,
             int ply)
{
  Move list[SKY_MAX_MOVES];
  guint64 moves;
  Entry *e;
  int n, best = -VALUE_INF, best_move = -1, hash_move = -1, alpha0;

  s->nodes++;
  if (ply <= MAX_PLY)
    s->pv_length[ply] = 0;
  if (stopped (s))
    return 0;

  moves = sky_reversi_mobility (P, O);
  if (moves == 0)
    {
      int v;

      if (sky_reversi_mobility (O, P) == 0)
        return final_value (P, O);
      /* A pass uses up no depth. */
      v = -search_node (s, O, P, depth, -beta, -alpha, ply + 1);
      update_pv (s, ply, SKY_MOVE_PASS);
      return v;
    }
  if (depth == 0)
    {
      s->evaluations++;
      return sky_reversi_evaluate (P, O);
    }

  e = table_slot (s, P, O);
  if (e->P == P && e->O == O)
    {
      int v;

      if (e->depth >= depth
          && sky_search_table_cut (e->lower, e->upper, &alpha, &beta, &v))
        return v;
      hash_move = e->move;
    }
  alpha0 = alpha;

  n = list_moves (P, O, moves, hash_move, depth, list);
  for (int i = 0; i < n; i++)
    {
      guint64 next_P, next_O;
      int v;

      sky_reversi_pick_next (list, i, n);
      next_P = O ^ list[i].flips;
      next_O = P ^ list[i].flips ^ bit (list[i].sq);
      if (i == 0)
        v = -search_node (s, next_P, next_O, depth - 1, -beta, -alpha,
                          ply + 1);
      else
        {
          v = -search_node (s, next_P, next_O, depth - 1, -alpha - 1, -alpha,
                            ply + 1);
          if (v > alpha && v < beta
              && !s->limits.cancelled && !s->limits.timed_out)
            v = -search_node (s, next_P, next_O, depth - 1, -beta, -v,
                              ply + 1);
        }
      if (s->limits.cancelled || s->limits.timed_out)
        return 0;
      if (v > best)
        {
          best = v;
          best_move = list[i].sq;
          if (v > alpha)
            update_pv (s, ply, list[i].sq);
          if (v >= beta)
            break;
          if (v > alpha)
            alpha = v;
        }
    }
  table_store (s, P, O, depth, alpha0, beta, best, best_move);
  return best;
}

int
sky_reversi_search_solve_empties (double seconds)
{
  if (seconds <= 0)
    return 16;
  /* 14 at 0.1 s, 19 at 1 s, 24 at 10 s.  Measured on positions of random
   * games (harder than most real ones), 20 of each: 14 empties take the
   * solver 0.004 s on average (at most 0.015 s), 18 empties 0.075 s (at
   * most 0.32 s), 20 empties 0.34 s (at most 1.3 s); two more empties cost
   * about four times as much. */
  return CLAMP ((int) lround (19 + 5 * log10 (seconds)), 8, 24);
}

/* A root move and what the iterations found. */
typedef struct {
  int sq;
  guint64 flips;
  int value;                /* the last completed iteration's value */
  int order;                /* for sorting: the value, or the static key */
} RootMove;

static int
compare_root_moves (gconstpointer a, gconstpointer b)
{
  const RootMove *x = a, *y = b;

  return (y->order > x->order) - (y->order < x->order);
}

static void
post_progress (const SkyReversiSearchOptions *options, double fraction,
               int depth, int best)
{
  if (options->progress != NULL)
    {
      SkyProgress report = {
        .fraction = CLAMP (fraction, 0.0, 1.0),
        .depth_done = depth,
        .best_so_far = best,
      };

      options->progress (&report, options->progress_data);
    }
}

static gboolean
set_cancelled (GError **error, GCancellable *cancellable)
{
  return sky_search_set_cancelled (error, cancellable,
                                   _("The search was cancelled"));
}

/* Solves the root exactly: every move's exact score (exact_values) or the
 * best move's exact score and upper bounds for the others.  Returns FALSE if
 * the solver was stopped (cancelled or out of time). */
static gboolean
solve_root (guint64 P, guint64 O, RootMove *moves, int n,
            const SkyReversiSearchOptions *options, gint64 deadline,
            SkySearchResult *result)
{
  g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (20);
  SkyReversiSolveStats stats = { 0 };
  SkyReversiSolveResult line;
  int best = -SKY_REVERSI_SCORE_MAX - 1, best_index = 0;

  sky_reversi_solver_set_limits (solver, options->cancellable, deadline);
  for (int i = 0; i < n; i++)
    {
      guint64 next_P = O ^ moves[i].flips;
      guint64 next_O = P ^ moves[i].flips ^ bit (moves[i].sq);
      int v;

      if (i == 0 || options->exact_values)
        v = -sky_reversi_solver_solve (solver, next_P, next_O,
                                       -SKY_REVERSI_SCORE_MAX,
                                       SKY_REVERSI_SCORE_MAX, &stats);
      else
        {
          /* Is the move better than the best so far?  Only then its exact
           * score is needed. */
          v = -sky_reversi_solver_solve (solver, next_P, next_O, -best - 1,
                                         -best, &stats);
          if (v > best && !stats.aborted)
            v = -sky_reversi_solver_solve (solver, next_P, next_O,
                                           -SKY_REVERSI_SCORE_MAX, -best,
                                           &stats);
        }
      if (stats.aborted)
        {
          result->nodes += stats.nodes;
          return FALSE;
        }
      moves[i].value = v;
      if (v > best)
        {
          best = v;
          best_index = i;
        }
    }

  /* The principal line: the best move, then the child's own line. */
  result->move = moves[best_index].sq;
  result->value = best;
  result->pv[0] = moves[best_index].sq;
  result->pv_length = 1;
  if (sky_reversi_solver_solve_root (solver,
                                     O ^ moves[best_index].flips,
                                     P ^ moves[best_index].flips
                                     ^ bit (moves[best_index].sq), &line))
    {
      stats.nodes += line.nodes;
      for (int i = 0; i < line.pv_length
           && result->pv_length < (int) G_N_ELEMENTS (result->pv); i++)
        result->pv[result->pv_length++] = line.pv[i] == SKY_REVERSI_SOLVE_PASS
                                          ? SKY_MOVE_PASS : line.pv[i];
    }
  result->n_moves = n;
  for (int i = 0; i < n; i++)
    {
      result->moves[i] = moves[i].sq;
      result->move_values[i] = moves[i].value;
    }
  result->move_values_exact = options->exact_values || n == 1;
  result->solved = TRUE;
  result->depth = sky_reversi_popcount (~(P | O));
  result->nodes += stats.nodes;
  return TRUE;
}

gboolean
sky_reversi_search (guint64 P, guint64 O,
                    const SkyReversiSearchOptions *options,
                    SkySearchResult *result, GError **error)
{
  g_autofree Search *s = NULL;
  RootMove moves[SKY_MAX_MOVES];
  guint64 legal = sky_reversi_mobility (P, O);
  int empties = sky_reversi_popcount (~(P | O));
  int n = 0, max_depth, solve_empties, table_bits;
  gint64 start = g_get_monotonic_time ();
  gint64 budget = (gint64) (options->seconds * G_USEC_PER_SEC);
  gint64 last_iteration = 0, previous_iteration = 0;
  gboolean have_result = FALSE;

  g_return_val_if_fail ((P & O) == 0, FALSE);

  memset (result, 0, sizeof *result);
  result->move = SKY_MOVE_NONE;

  if (legal == 0)
    {
      gboolean ok;

      g_return_val_if_fail (sky_reversi_mobility (O, P) != 0, FALSE);
      /* A forced pass: the value is the opponent's, negated. */
      ok = sky_reversi_search (O, P, options, result, error);
      if (!ok)
        return FALSE;
      result->value = -result->value;
      memmove (&result->pv[1], &result->pv[0],
               MIN (result->pv_length, (int) G_N_ELEMENTS (result->pv) - 1)
               * sizeof (SkyMove));
      result->pv[0] = SKY_MOVE_PASS;
      result->pv_length = MIN (result->pv_length + 1,
                               (int) G_N_ELEMENTS (result->pv));
      result->move = SKY_MOVE_PASS;
      result->n_moves = 1;
      result->moves[0] = SKY_MOVE_PASS;
      result->move_values[0] = result->value;
      result->move_values_exact = TRUE;
      return TRUE;
    }

  /* The root moves in static order. */
  {
    Move list[SKY_MAX_MOVES];

    n = list_moves (P, O, legal, -1, 0, list);
    for (int i = 0; i < n; i++)
      {
        moves[i].sq = list[i].sq;
        moves[i].flips = list[i].flips;
        moves[i].value = 0;
        moves[i].order = -list[i].key;
      }
    qsort (moves, n, sizeof *moves, compare_root_moves);
  }

  solve_empties = options->solve_empties != 0
                  ? options->solve_empties
                  : sky_reversi_search_solve_empties (options->seconds);
  max_depth = options->max_depth > 0 ? MIN (options->max_depth, empties)
                                     : empties;

  table_bits = options->table_bits > 0 ? options->table_bits
               : options->seconds > 0 && options->seconds <= 0.25 ? 18 : 20;
  s = g_new0 (Search, 1);
  s->table = g_new0 (Entry, (gsize) 1 << table_bits);
  s->table_mask = ((guint64) 1 << table_bits) - 1;
  s->limits.cancellable = options->cancellable;
  s->limits.deadline = budget > 0 ? start + budget : 0;

  /* Few empties: solve.  A short midgame search first (a fifth of the
   * budget) orders the moves and gives a move to fall back on should the
   * solver run out of time. */
  if (empties <= solve_empties)
    {
      int pre_depth = MIN (max_depth, 6);
      SkySearchResult pre;
      SkyReversiSearchOptions pre_options = *options;

      pre_options.max_depth = pre_depth;
      pre_options.solve_empties = -1;
      pre_options.seconds = options->seconds / 5;
      pre_options.progress = NULL;
      pre_options.exact_values = FALSE;
      pre_options.table_bits = 16;
      if (!sky_reversi_search (P, O, &pre_options, &pre, error))
        {
          g_free (s->table);
          return FALSE;
        }
      /* The pre-search's best move first, then its order. */
      for (int i = 0; i < n; i++)
        for (int j = 0; j < pre.n_moves; j++)
          if (pre.moves[j] == moves[i].sq)
            moves[i].order = pre.moves[j] == pre.move ? VALUE_INF
                                                      : pre.move_values[j];
      qsort (moves, n, sizeof *moves, compare_root_moves);

      if (solve_root (P, O, moves, n, options, s->limits.deadline, result))
        {
          result->nodes += pre.nodes;
          result->evaluations = pre.evaluations;
          post_progress (options, 1.0, result->depth, result->move);
          g_free (s->table);
          return TRUE;
        }
      g_free (s->table);
      if (g_cancellable_is_cancelled (options->cancellable))
        return set_cancelled (error, options->cancellable);
      /* Out of time: the pre-search's answer. */
      pre.nodes += result->nodes;
      *result = pre;
      post_progress (options, 1.0, result->depth, result->move);
      return TRUE;
    }

  /* Iterative deepening. */
  for (int depth = 1; depth <= max_depth; depth++)
    {
      gint64 iteration_start = g_get_monotonic_time ();
      SkySearchRootBest best;
      int values[SKY_MAX_MOVES];

      /* Does the next iteration fit in the budget?  It takes about as many
       * times longer than the last as the last did than the one before.
       * With less than a third of the budget spent it starts anyway: an
       * iteration cut short still tells whether another move is better. */
      if (depth > 1 && budget > 0)
        {
          gint64 elapsed = iteration_start - start;

          if (elapsed + sky_search_next_iteration (last_iteration,
                                                   previous_iteration, 2, 8)
                > budget
              && elapsed * 3 > budget)
            break;
        }
      s->limits.use_deadline = depth > 1;

      sky_search_root_best_init (&best, VALUE_INF);
      for (int i = 0; i < n; i++)
        {
          guint64 next_P = O ^ moves[i].flips;
          guint64 next_O = P ^ moves[i].flips ^ bit (moves[i].sq);
          int v;

          if (i == 0 || options->exact_values)
            v = -search_node (s, next_P, next_O, depth - 1, -VALUE_INF,
                              -best.alpha, 1);
          else
            {
              v = -search_node (s, next_P, next_O, depth - 1,
                                -best.alpha - 1, -best.alpha, 1);
              if (v > best.alpha
                  && !s->limits.cancelled && !s->limits.timed_out)
                v = -search_node (s, next_P, next_O, depth - 1, -VALUE_INF,
                                  -v, 1);
            }
          if (s->limits.cancelled || s->limits.timed_out)
            break;
          values[i] = v;
          sky_search_root_best_offer (&best, i, moves[i].sq, v, s->pv[1],
                                      s->pv_length[1], options->exact_values);
        }
      if (s->limits.cancelled)
        {
          g_free (s->table);
          return set_cancelled (error, options->cancellable);
        }
      if (s->limits.timed_out)
        {
          /* The moves searched to the end of this iteration were searched
           * deeper than the last: if the first of them (the last best
           * move) was, the best of them is the better choice. */
          if (best.index >= 0)
            {
              sky_search_root_best_apply (&best, result);
              for (int i = 0; i < result->n_moves; i++)
                if (result->moves[i] == result->move)
                  result->move_values[i] = best.value;
            }
          break;
        }

      /* A completed iteration: its values order the next one, best first. */
      for (int i = 0; i < n; i++)
        {
          moves[i].value = values[i];
          moves[i].order = i == best.index ? VALUE_INF : values[i];
        }
      sky_search_root_best_apply (&best, result);
      result->depth = depth;
      result->n_moves = n;
      for (int i = 0; i < n; i++)
        {
          result->moves[i] = moves[i].sq;
          result->move_values[i] = moves[i].value;
        }
      result->move_values_exact = options->exact_values || n == 1;
      have_result = TRUE;
      qsort (moves, n, sizeof *moves, compare_root_moves);

      previous_iteration = last_iteration;
      last_iteration = g_get_monotonic_time () - iteration_start;
      post_progress (options,
                     budget > 0
                     ? (double) (g_get_monotonic_time () - start) / budget
                     : (double) depth / max_depth,
                     depth, result->move);
      /* A search that reached the end of every line is exact. */
      if (depth >= empties)
        break;
    }

  g_assert (have_result);
  if (result->depth >= empties)
    {
      /* Every line was followed to the end of the game: the values are
       * exact final disc differences. */
      result->solved = TRUE;
      result->value /= 100;
      for (int i = 0; i < result->n_moves; i++)
        result->move_values[i] /= 100;
    }
  result->nodes = s->nodes;
  result->evaluations = s->evaluations;
  g_free (s->table);
  return TRUE;
}
