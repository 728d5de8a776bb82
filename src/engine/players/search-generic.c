/* search-generic.c: the strong engine's search over the SkyGame interface
 * (see search-generic.h).
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "search-common.h"
#include "search-generic.h"
#include "tictactoe-table.h"

#define VALUE_INF (SKY_GENERIC_WIN * 2)
#define MAX_PLY 64

/* Nodes between looks at the cancellable and the clock. */
#define CHECK_INTERVAL 1024

typedef struct {
  guint64 key;
  gint32 lower, upper;
  gint8 depth;
  gint8 move;
} Entry;

/* Zobrist keys: a cell taken or marked by a side, the last move, and the
 * side to move.  Fixed numbers (splitmix64 from a constant), so keys are
 * the same on every run. */
static guint64 zobrist_cell[2][SKY_MAX_MOVES];
static guint64 zobrist_last[SKY_MAX_MOVES + 1];
static guint64 zobrist_second_to_move;

static guint64
splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static void
ensure_zobrist (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      guint64 state = G_GUINT64_CONSTANT (0x5a6b1e2c3d4f5061);

      for (int side = 0; side < 2; side++)
        for (int i = 0; i < SKY_MAX_MOVES; i++)
          zobrist_cell[side][i] = splitmix64 (&state);
      for (int i = 0; i <= SKY_MAX_MOVES; i++)
        zobrist_last[i] = splitmix64 (&state);
      zobrist_second_to_move = splitmix64 (&state);
      g_once_init_leave (&done, 1);
    }
}

/* zobrist_last is indexed by move + 1 (0 for SKY_MOVE_NONE). */
static inline guint64
last_key (SkyMove move)
{
  return move >= 0 && move < SKY_MAX_MOVES ? zobrist_last[move + 1]
                                           : zobrist_last[0];
}

/* The key of a position from its cells. */
static guint64
position_key (const SkyPosition *pos)
{
  const SkyGame *game = pos->game;
  guint64 key = last_key (pos->last_move);

  for (int i = 0; i < game->width * game->height; i++)
    {
      SkyCell cell = game->cell (pos, i);

      if (cell.kind == SKY_CELL_FIRST)
        key ^= zobrist_cell[SKY_SIDE_FIRST][i];
      else if (cell.kind == SKY_CELL_SECOND)
        key ^= zobrist_cell[SKY_SIDE_SECOND][i];
      else if (cell.kind == SKY_CELL_TAKEN)
        key ^= zobrist_cell[cell.owner][i];
    }
  if (pos->to_move == SKY_SIDE_SECOND)
    key ^= zobrist_second_to_move;
  return key;
}

/* The key after the side to move in a position with key plays move. */
static inline guint64
child_key (guint64 key, const SkyPosition *pos, SkyMove move)
{
  return key ^ zobrist_cell[pos->to_move][move] ^ last_key (pos->last_move)
         ^ last_key (move) ^ zobrist_second_to_move;
}

typedef struct {
  const SkyGame *game;
  gsize position_size;
  guint8 *stack;            /* positions: MAX_PLY + 1 for the tree, one
                             * more for ordering */
  Entry *table;
  guint64 table_mask;
  guint64 nodes;
  guint64 evaluations;
  SkySearchLimits limits;
  gboolean cut_by_depth;    /* some line stopped at the depth limit */
  int pv_length[MAX_PLY + 1];
  SkyMove pv[MAX_PLY + 1][MAX_PLY];
} Search;

static inline SkyPosition *
position_at (Search *s, int ply)
{
  return (SkyPosition *) (s->stack + (gsize) ply * s->position_size);
}

static inline gboolean
stopped (Search *s)
{
  return sky_search_limits_stopped (&s->limits, s->nodes, CHECK_INTERVAL);
}

/* The value of a finished game for the side to move, plies below the
 * root.  By result (), which counts every number taken (see the header). */
static int
terminal_value (const SkyPosition *pos, int plies)
{
  SkyResult r = pos->game->result (pos);
  int win = SKY_GENERIC_WIN - plies;

  switch (r)
    {
    case SKY_RESULT_FIRST_WINS:
      return pos->to_move == SKY_SIDE_FIRST ? win : -win;
    case SKY_RESULT_SECOND_WINS:
      return pos->to_move == SKY_SIDE_SECOND ? win : -win;
    case SKY_RESULT_DRAW:
    case SKY_RESULT_NONE:
    default:
      return 0;
    }
}

/* The line at ply (below MAX_PLY): move, then the line found below it. */
static void
update_pv (Search *s, int ply, SkyMove move)
{
  s->pv_length[ply] = sky_search_line_prepend (s->pv[ply], MAX_PLY, move,
                                               s->pv[ply + 1],
                                               s->pv_length[ply + 1]);
}

/* Orders moves[]: the hash move first, then (with depth to spare) by the
 * game's evaluation of the position each move leads to, best for the mover
 * first; ties keep the game's order. */
static void
order_moves (Search *s, const SkyPosition *pos, SkyMove *moves, int n,
             int hash_move, int depth)
{
  int keys[SKY_MAX_MOVES];
  SkyPosition *scratch = position_at (s, MAX_PLY + 1);

  for (int i = 0; i < n; i++)
    {
      if (moves[i] == hash_move)
        keys[i] = VALUE_INF;
      else if (depth >= 2)
        {
          memcpy (scratch, pos, s->position_size);
          s->game->play (scratch, moves[i]);
          keys[i] = s->game->evaluate (scratch, pos->to_move, TRUE);
        }
      else
        keys[i] = 0;
    }
  sky_search_sort_moves (moves, keys, n);
}

/* Fail-soft negamax with principal-variation search of the position at ply
 * (not over), key its key.  reversi-search.c has the same loop written out
 * for bitboards; what the two can share is in search-common.h. */
static int
search_node (Search *s, guint64 key, int ply, int depth, int alpha, int beta)
{
  const SkyPosition *pos = position_at (s, ply);
  SkyMove moves[SKY_MAX_MOVES];
  Entry *e;
  int n, best = -VALUE_INF, best_move = -1, hash_move = -1, alpha0;

  s->nodes++;
  s->pv_length[ply] = 0;
  if (stopped (s))
    return 0;
  if (depth == 0 || ply >= MAX_PLY)
    {
      s->cut_by_depth = TRUE;
      s->evaluations++;
      return s->game->evaluate (pos, pos->to_move, TRUE);
    }

  e = &s->table[key & s->table_mask];
  if (e->key == key)
    {
      int v;

      if (e->depth >= depth
          && sky_search_table_cut (e->lower, e->upper, &alpha, &beta, &v))
        return v;
      hash_move = e->move;
    }
  alpha0 = alpha;

  n = s->game->legal_moves (pos, moves);
  order_moves (s, pos, moves, n, hash_move, depth);
  for (int i = 0; i < n; i++)
    {
      SkyPosition *child = position_at (s, ply + 1);
      guint64 next_key = child_key (key, pos, moves[i]);
      int v;

      memcpy (child, pos, s->position_size);
      s->game->play (child, moves[i]);
      if (s->game->is_over (child))
        {
          s->nodes++;
          s->evaluations++;
          s->pv_length[ply + 1] = 0;
          v = -terminal_value (child, ply + 1);
        }
      else if (i == 0)
        v = -search_node (s, next_key, ply + 1, depth - 1, -beta, -alpha);
      else
        {
          v = -search_node (s, next_key, ply + 1, depth - 1, -alpha - 1,
                            -alpha);
          if (v > alpha && v < beta
              && !s->limits.cancelled && !s->limits.timed_out)
            v = -search_node (s, next_key, ply + 1, depth - 1, -beta, -v);
        }
      if (s->limits.cancelled || s->limits.timed_out)
        return 0;
      if (v > best)
        {
          best = v;
          best_move = moves[i];
          if (v > alpha)
            update_pv (s, ply, moves[i]);
          if (v >= beta)
            break;
          if (v > alpha)
            alpha = v;
        }
    }

  /* Store: an entry of the same position searched deeper stays. */
  if (!(e->key == key && e->depth > depth))
    {
      if (e->key != key || e->depth != depth)
        {
          e->key = key;
          e->depth = (gint8) depth;
          e->lower = -VALUE_INF;
          e->upper = VALUE_INF;
        }
      if (best > alpha0)
        e->lower = MAX (e->lower, best);
      if (best < beta)
        e->upper = MIN (e->upper, best);
      e->move = (gint8) best_move;
    }
  return best;
}

typedef struct {
  SkyMove move;
  int value;
  int order;
} RootMove;

gboolean
sky_generic_search (const SkyPosition *pos,
                    const SkyGenericSearchOptions *options,
                    SkySearchResult *result, GError **error)
{
  const SkyGame *game = pos->game;
  g_autofree Search *s = g_new0 (Search, 1);
  g_autofree guint8 *stack = NULL;
  g_autofree Entry *table = NULL;
  SkyMove legal[SKY_MAX_MOVES];
  RootMove moves[SKY_MAX_MOVES];
  gint64 start = g_get_monotonic_time ();
  gint64 budget = sky_seconds_to_budget (options->seconds);
  gint64 last_iteration = 0, previous_iteration = 0;
  int n, max_depth, table_bits;
  guint64 root_key;

  ensure_zobrist ();
  memset (result, 0, sizeof *result);
  result->move = SKY_MOVE_NONE;
  n = game->legal_moves (pos, legal);
  g_return_val_if_fail (n > 0, FALSE);

  /* A game searched to its end from its table of exact values
   * (tic-tac-toe's, tictactoe-table.h). */
  if (game->exact_table
      && (options->max_depth <= 0 || options->max_depth >= n))
    {
      if (g_cancellable_set_error_if_cancelled (options->cancellable, error))
        return FALSE;
      sky_tictactoe_table_search (pos, SKY_GENERIC_WIN, options->progress,
                                  options->progress_data, result);
      result->evaluations = result->nodes;
      return TRUE;
    }

  s->game = game;
  s->position_size = game->position_size;
  stack = g_malloc ((MAX_PLY + 2) * s->position_size);
  s->stack = stack;
  /* Tic-tac-toe has 5,478 positions: a small table is cleared in
   * microseconds; number-grab's trees are large. */
  table_bits = options->table_bits > 0 ? options->table_bits
               : game->width * game->height <= 16 ? 13 : 20;
  table = g_new0 (Entry, (gsize) 1 << table_bits);
  s->table = table;
  s->table_mask = ((guint64) 1 << table_bits) - 1;
  s->limits.cancellable = options->cancellable;
  s->limits.deadline = budget > 0 ? start + budget : 0;
  memcpy (position_at (s, 0), pos, s->position_size);
  root_key = position_key (pos);
  max_depth = options->max_depth > 0 ? MIN (options->max_depth, MAX_PLY)
                                     : MAX_PLY;

  order_moves (s, pos, legal, n, -1, 2);
  for (int i = 0; i < n; i++)
    moves[i] = (RootMove) { legal[i], 0, 0 };

  for (int depth = 1; depth <= max_depth; depth++)
    {
      gint64 iteration_start = g_get_monotonic_time ();
      SkySearchRootBest best;
      int values[SKY_MAX_MOVES];

      if (depth > 1 && budget > 0
          && iteration_start - start
             + sky_search_next_iteration (last_iteration, previous_iteration,
                                          1.5, 10)
             > budget)
        break;
      s->limits.use_deadline = depth > 1;
      s->cut_by_depth = FALSE;

      sky_search_root_best_init (&best, VALUE_INF);
      for (int i = 0; i < n; i++)
        {
          SkyPosition *child = position_at (s, 1);
          guint64 key = child_key (root_key, pos, moves[i].move);
          int v;

          memcpy (child, pos, s->position_size);
          game->play (child, moves[i].move);
          if (game->is_over (child))
            {
              s->nodes++;
              s->evaluations++;
              s->pv_length[1] = 0;
              v = -terminal_value (child, 1);
            }
          else if (i == 0 || options->exact_values)
            v = -search_node (s, key, 1, depth - 1, -VALUE_INF, -best.alpha);
          else
            {
              v = -search_node (s, key, 1, depth - 1, -best.alpha - 1,
                                -best.alpha);
              if (v > best.alpha
                  && !s->limits.cancelled && !s->limits.timed_out)
                v = -search_node (s, key, 1, depth - 1, -VALUE_INF, -v);
            }
          if (s->limits.cancelled || s->limits.timed_out)
            break;
          values[i] = v;
          sky_search_root_best_offer (&best, i, moves[i].move, v, s->pv[1],
                                      s->pv_length[1], options->exact_values);
        }
      if (s->limits.cancelled)
        return sky_search_set_cancelled (error, options->cancellable,
                                         _("The search was cancelled"));
      if (s->limits.timed_out)
        break;

      sky_search_root_best_apply (&best, result);
      result->depth = depth;
      result->n_moves = n;
      for (int i = 0; i < n; i++)
        {
          moves[i].value = values[i];
          result->moves[i] = moves[i].move;
          result->move_values[i] = values[i];
        }
      result->move_values_exact = options->exact_values || n == 1;
      result->solved = !s->cut_by_depth;

      /* The next iteration: the best move first, then by value (stable). */
      for (int i = 0; i < n; i++)
        moves[i].order = i == best.index ? VALUE_INF : values[i];
      for (int i = 1; i < n; i++)
        {
          RootMove m = moves[i];
          int j = i;

          for (; j > 0 && moves[j - 1].order < m.order; j--)
            moves[j] = moves[j - 1];
          moves[j] = m;
        }

      previous_iteration = last_iteration;
      last_iteration = g_get_monotonic_time () - iteration_start;
      if (options->progress != NULL)
        {
          SkyProgress report = {
            .fraction = budget > 0
                        ? MIN (1.0, (double) (g_get_monotonic_time () - start)
                                    / budget)
                        : (double) depth / max_depth,
            .depth_done = depth,
            .best_so_far = result->move,
          };

          options->progress (&report, options->progress_data);
        }
      /* Every line reached the end of the game: deeper changes nothing. */
      if (result->solved)
        break;
    }

  result->nodes = s->nodes;
  result->evaluations = s->evaluations;
  return TRUE;
}
