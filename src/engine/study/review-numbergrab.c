/* review-numbergrab.c: number-grab's own search for the review (see
 * review-numbergrab.h).
 *
 * The strong engine's generic search (search-generic.h) values a finished
 * game as a win or a loss, not by its points, so number-grab has its own
 * small search here: negamax alpha-beta whose values are the points still
 * to come (the mover's takes from here on minus the other's, so the final
 * take counts), and a table of positions kept for the whole review.  A
 * position's future depends only on which cells are taken and on the last
 * take (it sets the line to take along), so that pair is the table's key,
 * compared whole.  At the depth limit the points to come count as 0: the
 * seeds' evaluation, the totals' difference.
 *
 * An entry is used at the depth it was searched to, so that a search of a
 * fixed depth gives exactly the values of a plain minimax of that depth; an
 * entry whose lines all reached the end of the game ("solved") also at any
 * greater depth, where a deeper search would have followed the same lines.
 * The later plies' solved positions so serve the earlier plies.
 *
 * Searching number-grab to its end is far cheaper in one search than by
 * iterative deepening (a game can always go on, so every shallower
 * iteration is cut off and wasted): the root tries that first, and deepens
 * step by step only when it does not fit. */
#include "config.h"

#include <string.h>

#include "numbergrab.h"
#include "review-numbergrab.h"
#include "search-common.h"

#define NG_MAX_PLY 64
#define NG_INF 10000
#define NG_TABLE_BITS 20
#define NG_CHECK_INTERVAL 1024

typedef struct {
  guint64 taken;
  gint16 lower, upper;
  gint8 last;               /* the last take, -1 at the start */
  gint8 depth;              /* the depth searched */
  gint8 move;               /* the best move, -1 if none */
  guint8 flags;
} NgEntry;

#define NG_ENTRY_USED 1
#define NG_ENTRY_SOLVED 2

struct _SkyNgSearch
{
  const SkyGame *game;
  gsize position_size;
  guint8 *stack;            /* NG_MAX_PLY + 1 positions */
  NgEntry *table;
  SkySearchLimits limits;
  guint64 nodes;
  gboolean cut;             /* a line below stopped at the depth limit */
  int pv_length[NG_MAX_PLY + 1];
  SkyMove pv[NG_MAX_PLY + 1][NG_MAX_PLY];
};

SkyNgSearch *
sky_ng_search_new (const SkyGame *game)
{
  SkyNgSearch *s = g_new0 (SkyNgSearch, 1);

  s->game = game;
  s->position_size = game->position_size;
  s->stack = g_malloc ((NG_MAX_PLY + 1) * s->position_size);
  s->table = g_new0 (NgEntry, (gsize) 1 << NG_TABLE_BITS);
  return s;
}

void
sky_ng_search_free (SkyNgSearch *s)
{
  g_free (s->stack);
  g_free (s->table);
  g_free (s);
}

static inline SkyPosition *
ng_position (SkyNgSearch *s, int ply)
{
  return (SkyPosition *) (s->stack + (gsize) ply * s->position_size);
}

static inline NgEntry *
ng_entry (SkyNgSearch *s, guint64 taken, SkyMove last)
{
  guint64 h = (taken ^ ((guint64) (last + 1) << 57))
              * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  return &s->table[h >> (64 - NG_TABLE_BITS)];
}

static inline gboolean
ng_entry_usable (const NgEntry *e, int depth)
{
  return (e->flags & NG_ENTRY_SOLVED) ? e->depth <= depth : e->depth == depth;
}

/* The points the side to move gains by taking move. */
static inline int
ng_gain (const SkyPosition *pos, SkyMove move)
{
  return sky_numbergrab_value (pos, move / SKY_NUMBERGRAB_SIZE,
                               move % SKY_NUMBERGRAB_SIZE);
}

/* The hash move first, then the bigger numbers (stable). */
static void
ng_order (const SkyPosition *pos, SkyMove *moves, int n, int hash_move)
{
  int keys[SKY_MAX_MOVES];

  for (int i = 0; i < n; i++)
    keys[i] = moves[i] == hash_move ? NG_INF : ng_gain (pos, moves[i]);
  sky_search_sort_moves (moves, keys, n);
}

static void
ng_store (NgEntry *e, guint64 taken, SkyMove last, int depth, gboolean solved,
          int alpha0, int beta, int best, int best_move)
{
  gboolean same = (e->flags & NG_ENTRY_USED) && e->taken == taken
                  && e->last == last;
  guint8 flags = NG_ENTRY_USED | (solved ? NG_ENTRY_SOLVED : 0);

  /* A solved entry of the same position stays unless this one is too. */
  if (same && (e->flags & NG_ENTRY_SOLVED) && !solved)
    return;
  if (!same || e->flags != flags || e->depth != depth)
    {
      e->taken = taken;
      e->last = (gint8) last;
      e->depth = (gint8) depth;
      e->flags = flags;
      e->lower = -NG_INF;
      e->upper = NG_INF;
    }
  if (best > alpha0)
    e->lower = MAX (e->lower, best);
  if (best < beta)
    e->upper = MIN (e->upper, best);
  e->move = (gint8) best_move;
}

/* Fail-soft negamax with principal-variation search: the points to come
 * for the side to move in the position at ply (not over), whose taken
 * cells are taken.  Sets s->cut if a line stopped at the depth limit. */
static int
ng_node (SkyNgSearch *s, int ply, guint64 taken, int depth, int alpha, int beta)
{
  const SkyPosition *pos = ng_position (s, ply);
  SkyMove moves[SKY_MAX_MOVES];
  gboolean cut_above = s->cut, tainted = FALSE;
  int n, best = -NG_INF, best_move = -1, hash_move = -1, alpha0;
  NgEntry *e;

  s->nodes++;
  s->pv_length[ply] = 0;
  if (sky_search_limits_stopped (&s->limits, s->nodes, NG_CHECK_INTERVAL))
    return 0;
  e = ng_entry (s, taken, pos->last_move);
  if ((e->flags & NG_ENTRY_USED) && e->taken == taken
      && e->last == pos->last_move)
    {
      if (ng_entry_usable (e, depth))
        {
          int v;

          /* An estimate's bounds make whatever they touch an estimate. */
          tainted = !(e->flags & NG_ENTRY_SOLVED);
          if (sky_search_table_cut (e->lower, e->upper, &alpha, &beta, &v))
            {
              s->cut = cut_above || tainted;
              return v;
            }
        }
      hash_move = e->move;
    }
  if (depth == 0)
    {
      s->cut = TRUE;
      return 0;
    }
  alpha0 = alpha;

  s->cut = FALSE;
  n = s->game->legal_moves (pos, moves);
  ng_order (pos, moves, n, hash_move);
  for (int i = 0; i < n; i++)
    {
      SkyPosition *child = ng_position (s, ply + 1);
      guint64 child_taken = taken | (G_GUINT64_CONSTANT (1) << moves[i]);
      int gain = ng_gain (pos, moves[i]);
      int v;

      memcpy (child, pos, s->position_size);
      s->game->play (child, moves[i]);
      if (s->game->is_over (child))
        {
          s->pv_length[ply + 1] = 0;
          v = gain;
        }
      else if (i == 0)
        v = gain - ng_node (s, ply + 1, child_taken, depth - 1, gain - beta,
                            gain - alpha);
      else
        {
          v = gain - ng_node (s, ply + 1, child_taken, depth - 1,
                              gain - alpha - 1, gain - alpha);
          if (v > alpha && v < beta
              && !s->limits.cancelled && !s->limits.timed_out)
            v = gain - ng_node (s, ply + 1, child_taken, depth - 1,
                                gain - beta, gain - alpha);
        }
      if (s->limits.cancelled || s->limits.timed_out)
        return 0;
      if (v > best)
        {
          best = v;
          best_move = moves[i];
          if (v > alpha)
            s->pv_length[ply] = sky_search_line_prepend (s->pv[ply],
                                                         NG_MAX_PLY, moves[i],
                                                         s->pv[ply + 1],
                                                         s->pv_length[ply + 1]);
          if (v >= beta)
            break;
          alpha = MAX (alpha, v);
        }
    }

  s->cut = s->cut || tainted;
  ng_store (e, taken, pos->last_move, depth, !s->cut, alpha0, beta, best,
            best_move);
  s->cut = s->cut || cut_above;
  return best;
}


/* One search of pos's moves (moves[], in that order) at depth, each with
 * the full window; FALSE if it was stopped (root unchanged). */
static gboolean
ng_iteration (SkyNgSearch *s, const SkyPosition *pos, guint64 taken,
              const SkyMove *moves, int n, int depth, SkyNgRoot *root)
{
  const SkyGame *game = s->game;
  SkySide mover = pos->to_move;
  int base = game->score (pos, mover)
             - game->score (pos, SKY_SIDE_OTHER (mover));
  int values[SKY_MAX_MOVES], pv_length[SKY_MAX_MOVES];
  SkyMove pvs[SKY_MAX_MOVES][G_N_ELEMENTS (root->pv)];
  int best = 0;

  s->cut = FALSE;
  for (int i = 0; i < n; i++)
    {
      SkyPosition *child = ng_position (s, 1);
      int gain = ng_gain (pos, moves[i]);
      int v;

      memcpy (child, pos, s->position_size);
      game->play (child, moves[i]);
      s->pv_length[1] = 0;
      v = game->is_over (child)
          ? gain
          : gain - ng_node (s, 1, taken | (G_GUINT64_CONSTANT (1) << moves[i]),
                            depth - 1, -NG_INF, NG_INF);
      if (s->limits.cancelled || s->limits.timed_out)
        return FALSE;
      values[i] = v;
      pv_length[i] = sky_search_line_prepend (pvs[i], G_N_ELEMENTS (root->pv),
                                              moves[i], s->pv[1],
                                              s->pv_length[1]);
      if (v > values[best])
        best = i;
    }

  root->n_moves = n;
  for (int i = 0; i < n; i++)
    {
      root->moves[i] = moves[i];
      root->values[i] = base + values[i];
    }
  root->best = best;
  root->depth = depth;
  root->exact = !s->cut;
  root->pv_length = pv_length[best];
  memcpy (root->pv, pvs[best], pv_length[best] * sizeof (SkyMove));
  return TRUE;
}

/* The next iteration's order: the best first, then by value (stable). */
static void
ng_sort_root (SkyMove *moves, const SkyNgRoot *root)
{
  int order[SKY_MAX_MOVES];
  int n = root->n_moves;

  for (int i = 0; i < n; i++)
    {
      moves[i] = root->moves[i];
      order[i] = i == root->best ? NG_INF : root->values[i];
    }
  sky_search_sort_moves (moves, order, n);
}

gboolean
sky_ng_search_root (SkyNgSearch *s, const SkyPosition *pos, int depth,
                    gint64 budget, GCancellable *cancellable,
                    SkyNgRoot *root)
{
  const SkyGame *game = s->game;
  gint64 start = g_get_monotonic_time ();
  gint64 last_iteration = 0, previous_iteration = 0;
  SkyMove moves[SKY_MAX_MOVES];
  guint64 taken = 0;
  int n;

  for (int i = 0; i < game->width * game->height; i++)
    if (game->cell (pos, i).kind == SKY_CELL_TAKEN)
      taken |= G_GUINT64_CONSTANT (1) << i;

  memset (&s->limits, 0, sizeof s->limits);
  s->limits.cancellable = cancellable;
  memcpy (ng_position (s, 0), pos, s->position_size);
  memset (root, 0, sizeof *root);
  n = game->legal_moves (pos, moves);
  g_return_val_if_fail (n > 0, FALSE);
  ng_order (pos, moves, n, -1);

  if (depth > 0)
    {
      return ng_iteration (s, pos, taken, moves, n, MIN (depth, NG_MAX_PLY),
                           root);
    }

  s->limits.deadline = start + budget / 2;
  s->limits.use_deadline = budget > 0;
  if (ng_iteration (s, pos, taken, moves, n, NG_MAX_PLY, root))
    return TRUE;
  if (s->limits.cancelled)
    return FALSE;

  s->limits.timed_out = FALSE;
  s->limits.deadline = start + budget;
  start = g_get_monotonic_time ();
  for (depth = 1; depth < NG_MAX_PLY; depth++)
    {
      gint64 iteration_start = g_get_monotonic_time ();

      if (depth > 1
          && iteration_start - start
             + sky_search_next_iteration (last_iteration, previous_iteration,
                                          1.5, 10) > s->limits.deadline - start)
        break;
      s->limits.use_deadline = depth > 1;
      if (!ng_iteration (s, pos, taken, moves, n, depth, root))
        break;
      if (root->exact)
        break;
      ng_sort_root (moves, root);
      previous_iteration = last_iteration;
      last_iteration = g_get_monotonic_time () - iteration_start;
    }
  return !s->limits.cancelled;
}
