/* player-minimax.c: depth-limited minimax and alpha-beta for every game.
 *
 * Plain minimax is written exactly as the seeds write it (seed 000's
 * move_first/move_second): the legal moves in the game's order; a finished
 * game is valued by final_value () and the depth limit by evaluate (), each
 * counting one evaluation; the side to move at the root maximises its own
 * value, the other side minimises it; and only a strictly better value
 * replaces the best so far, so the first of equal moves wins.  That
 * reproduces the seeds' choices and their evaluation counters.
 *
 * Alpha-beta searches the same moves in the same order and cuts off lines
 * that cannot change the choice, so it chooses the same move with the same
 * value and counts far fewer evaluations.
 *
 * The search below the root is written twice: as it always was, and
 * recording every node into a SkySearchTree for the tree viewer, so that
 * the plain search compiles to the same code as before the recording
 * existed (one copy with `if (recording)` tests, even constant ones,
 * measurably changed the compiler's register choices).
 */
#include "config.h"

#include <limits.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "search-common.h"
#include "search-tree.h"

#define MAX_PV G_N_ELEMENTS (((SkySearchResult *) NULL)->pv)

/* How many nodes go by between looks at the GCancellable. */
#define CHECK_INTERVAL 4096

/* Beyond any value a game gives. */
#define INFINITE_VALUE INT_MAX

typedef struct {
  const SkyGame *game;
  SkySide root_side;
  gboolean strong_eval;
  gboolean alpha_beta;
  GCancellable *cancellable;
  gboolean cancelled;
  guint64 evaluations;
  guint64 nodes;
  guint64 next_check;
  gsize position_size;
  guint8 *stack;            /* a position per ply, allocated once */
  /* Triangular principal-variation table: pv[ply] is the best line found
   * from the position at ply. */
  int pv_length[MAX_PV + 1];
  SkyMove pv[MAX_PV + 1][MAX_PV];
  /* Last, so the plain search's fields keep their places. */
  SkySearchTree *tree;      /* the recording, if any */
} Search;

static inline SkyPosition *
position_at (Search *search, int ply)
{
  return (SkyPosition *) (search->stack + (gsize) ply * search->position_size);
}

static void
update_pv (Search *search, int ply, SkyMove move)
{
  if (ply >= (int) MAX_PV)
    return;
  search->pv[ply][0] = move;
  search->pv_length[ply] = 1;
  if (ply + 1 < (int) MAX_PV)
    {
      int n = MIN (search->pv_length[ply + 1], (int) MAX_PV - 1);

      memcpy (&search->pv[ply][1], search->pv[ply + 1], n * sizeof (SkyMove));
      search->pv_length[ply] += n;
    }
}

static inline void
clear_pv (Search *search, int ply)
{
  if (ply < (int) MAX_PV + 1)
    search->pv_length[ply] = 0;
}

/* Looks at the GCancellable every CHECK_INTERVAL nodes. */
static inline gboolean
cancelled (Search *search)
{
  if (G_UNLIKELY (search->nodes >= search->next_check))
    {
      search->next_check = search->nodes + CHECK_INTERVAL;
      if (g_cancellable_is_cancelled (search->cancellable))
        search->cancelled = TRUE;
    }
  return search->cancelled;
}

static int search_node (Search *search, const SkyPosition *pos, int ply,
                        int depth, int alpha, int beta);

/* The value of the position after move, from the root side's point of view:
 * a finished game's final value, the evaluation at the depth limit, or the
 * search below.  child is the position at ply + 1. */
static inline int
child_value (Search *search, const SkyPosition *pos, SkyMove move, int ply,
             int depth, int alpha, int beta)
{
  const SkyGame *game = search->game;
  SkyPosition *child = position_at (search, ply + 1);

  memcpy (child, pos, search->position_size);
  game->play (child, move);
  search->nodes++;
  if (game->is_over (child))
    {
      clear_pv (search, ply + 1);
      search->evaluations++;
      return game->final_value (child, search->root_side, ply + 1);
    }
  if (depth == 1)
    {
      clear_pv (search, ply + 1);
      search->evaluations++;
      return game->evaluate (child, search->root_side, search->strong_eval);
    }
  return search_node (search, child, ply + 1, depth - 1, alpha, beta);
}

/* Minimax below the root (with alpha-beta cut-offs if asked): the value of
 * pos, which is not over, from the root side's point of view. */
static int
search_node (Search *search, const SkyPosition *pos, int ply, int depth,
             int alpha, int beta)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n = search->game->legal_moves (pos, moves);
  gboolean maximise = pos->to_move == search->root_side;
  int best = maximise ? -INFINITE_VALUE : INFINITE_VALUE;

  clear_pv (search, ply);
  if (cancelled (search))
    return 0;
  for (int i = 0; i < n; i++)
    {
      int value = child_value (search, pos, moves[i], ply, depth, alpha, beta);

      if (search->cancelled)
        return 0;
      if (maximise ? value > best : value < best)
        {
          best = value;
          update_pv (search, ply, moves[i]);
          if (search->alpha_beta)
            {
              if (maximise && best > alpha)
                alpha = best;
              else if (!maximise && best < beta)
                beta = best;
              if (alpha >= beta)
                break;
            }
        }
    }
  return best;
}

/* ---- The same, recording ---------------------------------------------- */

/* A copy of the search above with the recording added, not one search with
 * `if (recording)` tests: that cost the plain search speed (see the top of
 * the file). */

static int search_node_recorded (Search *search, const SkyPosition *pos,
                                 int ply, int depth, int alpha, int beta,
                                 gint32 index);

/* Recording: a node valued without a search below it. */
static void
record_leaf (Search *search, gint32 index, int ply, int value, guint16 flag)
{
  sky_search_tree_count (search->tree, ply, TRUE);
  if (index >= 0)
    {
      SkySearchNode *node = sky_search_tree_node (search->tree, index);

      node->value = value;
      node->flags |= flag;
    }
}

/* Recording: moves[i] (node child) made the node at index stop searching:
 * the bound its value reached, and the moves after it, added as pruned. */
static void
record_cutoff (Search *search, gint32 index, gint32 child, int ply,
               const SkyMove *moves, int i, int n, int bound, guint16 max_flag)
{
  if (child >= 0)
    {
      SkySearchNode *node = sky_search_tree_node (search->tree, child);

      node->flags |= SKY_SEARCH_NODE_CUTOFF;
      node->bound = bound;
      node->n_cut = (guint8) (n - i - 1);
    }
  sky_search_tree_count_pruned (search->tree, ply + 1, n - i - 1);
  for (int j = i + 1; j < n; j++)
    sky_search_tree_add_child (search->tree, index, moves[j],
                               SKY_SEARCH_NODE_PRUNED | max_flag);
}

/* child_value (), recording: the node for move is added under parent and
 * its index stored in *child_index. */
static int
child_value_recorded (Search *search, const SkyPosition *pos, SkyMove move,
                      int ply, int depth, int alpha, int beta,
                      gint32 parent, gint32 *child_index)
{
  const SkyGame *game = search->game;
  SkyPosition *child = position_at (search, ply + 1);
  gint32 index = -1;
  int value;

  memcpy (child, pos, search->position_size);
  game->play (child, move);
  search->nodes++;
  index = sky_search_tree_add_child (search->tree, parent, move,
                                     pos->to_move == search->root_side
                                     ? SKY_SEARCH_NODE_MAX : 0);
  *child_index = index;
  if (game->is_over (child))
    {
      clear_pv (search, ply + 1);
      search->evaluations++;
      value = game->final_value (child, search->root_side, ply + 1);
      record_leaf (search, index, ply + 1, value, SKY_SEARCH_NODE_FINAL);
      return value;
    }
  if (depth == 1)
    {
      clear_pv (search, ply + 1);
      search->evaluations++;
      value = game->evaluate (child, search->root_side, search->strong_eval);
      record_leaf (search, index, ply + 1, value, SKY_SEARCH_NODE_EVAL);
      return value;
    }
  sky_search_tree_count (search->tree, ply + 1, FALSE);
  value = search_node_recorded (search, child, ply + 1, depth - 1, alpha,
                                beta, index);
  if (index >= 0)
    {
      sky_search_tree_node (search->tree, index)->value = value;
      sky_search_tree_close (search->tree, index);
    }
  return value;
}

/* search_node (), recording: index is pos's node. */
static int
search_node_recorded (Search *search, const SkyPosition *pos, int ply,
                      int depth, int alpha, int beta, gint32 index)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n = search->game->legal_moves (pos, moves);
  gboolean maximise = pos->to_move == search->root_side;
  int best = maximise ? -INFINITE_VALUE : INFINITE_VALUE;
  int alpha0 = alpha, beta0 = beta;
  gint32 child = -1, best_child = -1;

  clear_pv (search, ply);
  if (cancelled (search))
    return 0;
  for (int i = 0; i < n; i++)
    {
      int value = child_value_recorded (search, pos, moves[i], ply, depth,
                                        alpha, beta, index, &child);

      if (search->cancelled)
        return 0;
      if (maximise ? value > best : value < best)
        {
          best = value;
          best_child = child;
          update_pv (search, ply, moves[i]);
          if (search->alpha_beta)
            {
              if (maximise && best > alpha)
                alpha = best;
              else if (!maximise && best < beta)
                beta = best;
              if (alpha >= beta)
                {
                  record_cutoff (search, index, child, ply, moves, i, n,
                                 maximise ? beta : alpha,
                                 maximise ? SKY_SEARCH_NODE_MAX : 0);
                  break;
                }
            }
        }
    }
  if (index >= 0)
    {
      SkySearchNode *node = sky_search_tree_node (search->tree, index);

      if (best_child >= 0)
        sky_search_tree_node (search->tree, best_child)->flags
          |= SKY_SEARCH_NODE_BEST;
      if (search->alpha_beta && best <= alpha0)
        node->flags |= SKY_SEARCH_NODE_UPPER;
      else if (search->alpha_beta && best >= beta0)
        node->flags |= SKY_SEARCH_NODE_LOWER;
    }
  return best;
}

static inline G_ALWAYS_INLINE gboolean
choose_impl (const SkyStrength *strength, const SkyPosition *pos,
             GCancellable *cancellable, SkyProgressFunc progress,
             gpointer progress_data, const gboolean record,
             SkySearchTree *tree, SkySearchResult *result, GError **error)
{
  g_autofree Search *search = g_new0 (Search, 1);
  g_autofree guint8 *stack = NULL;
  SkyMove moves[SKY_MAX_MOVES];
  int depth = strength->depth;
  int n, best = -INFINITE_VALUE, alpha = -INFINITE_VALUE;
  gint32 child = -1, best_child = -1;

  g_return_val_if_fail (depth >= 1, FALSE);

  n = sky_position_legal_moves (pos, moves);
  g_return_val_if_fail (n > 0, FALSE);

  search->game = pos->game;
  search->root_side = pos->to_move;
  search->strong_eval = strength->strong_eval;
  search->alpha_beta = strength->alpha_beta;
  search->cancellable = cancellable;
  search->next_check = 0;         /* look at once, then every interval */
  search->position_size = pos->game->position_size;
  search->tree = tree;
  stack = g_malloc ((gsize) (depth + 1) * search->position_size);
  search->stack = stack;
  sky_position_copy_into (position_at (search, 0), pos);
  if (record)
    sky_search_tree_begin (tree, SKY_SEARCH_TREE_MINIMAX, strength, pos);

  result->move = moves[0];
  result->n_moves = n;
  result->move_values_exact = !strength->alpha_beta || strength->exact_values;
  for (int i = 0; i < n; i++)
    {
      /* Alpha-beta narrows the window by the best root move so far, so a
       * later move's value is exact only if it is better; otherwise it is an
       * upper bound (see SkySearchResult in player.h).  exact_values keeps
       * the full window for every root move. */
      int root_alpha = strength->exact_values ? -INFINITE_VALUE : alpha;
      int value = record
                  ? child_value_recorded (search, position_at (search, 0),
                                          moves[i], 0, depth, root_alpha,
                                          INFINITE_VALUE, 0, &child)
                  : child_value (search, position_at (search, 0), moves[i], 0,
                                 depth, root_alpha, INFINITE_VALUE);

      if (search->cancelled || g_cancellable_is_cancelled (cancellable))
        return sky_search_set_cancelled (error, cancellable,
                                         _("The search was cancelled"));
      result->moves[i] = moves[i];
      result->move_values[i] = value;
      if (value > best)
        {
          best = value;
          best_child = child;
          result->move = moves[i];
          update_pv (search, 0, moves[i]);
          result->pv_length = search->pv_length[0];
          memcpy (result->pv, search->pv[0],
                  search->pv_length[0] * sizeof (SkyMove));
          if (search->alpha_beta)
            alpha = best;
        }
      if (progress != NULL)
        {
          SkyProgress report = {
            .fraction = (i + 1) / (double) n,
            .depth_done = i + 1 == n ? depth : 0,
            .best_so_far = result->move,
          };

          progress (&report, progress_data);
        }
    }

  if (record && best_child >= 0)
    sky_search_tree_node (tree, best_child)->flags |= SKY_SEARCH_NODE_BEST;
  result->value = best;
  result->evaluations = search->evaluations;
  result->nodes = search->nodes + 1;    /* and the root */
  result->depth = depth;
  return TRUE;
}

gboolean
sky_player_minimax_choose (const SkyStrength *strength, const SkyPosition *pos,
                           GRand *rand, GCancellable *cancellable,
                           SkyProgressFunc progress, gpointer progress_data,
                           SkySearchResult *result, GError **error)
{
  if (strength->engine)
    return sky_player_engine_choose (strength, pos, rand, cancellable, progress,
                                     progress_data, result, error);
  return choose_impl (strength, pos, cancellable, progress, progress_data,
                      FALSE, NULL, result, error);
}

gboolean
sky_player_minimax_choose_recorded (const SkyStrength *strength,
                                    const SkyPosition *pos,
                                    GCancellable *cancellable,
                                    SkyProgressFunc progress,
                                    gpointer progress_data,
                                    SkySearchTree *tree,
                                    SkySearchResult *result, GError **error)
{
  g_return_val_if_fail (tree != NULL && !strength->engine, FALSE);
  return choose_impl (strength, pos, cancellable, progress, progress_data,
                      TRUE, tree, result, error);
}
