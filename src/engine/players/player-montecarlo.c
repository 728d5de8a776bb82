/* player-montecarlo.c: the Monte Carlo opponents.
 *
 * The flat method is seed 004's computer_2 to the letter: for every legal
 * move in the legal-move order (row-major for reversi) it plays N random
 * games to the end starting with that move, counts the games the mover wins
 * outright (a draw counts as a loss), and plays the move with most wins,
 * the first in order on ties.  Each move's count starts at 1 as in the seed
 * (`win[x+y*8] = 1`), so that a legal move nobody wins with can still be
 * chosen.
 *
 * N is strength->playouts; when that is 0 it is the source's schedule of
 * the game (game.h, strength.montecarlo_schedule: seed 004's for reversi,
 * line 2238), MONTE = [300, 300, 240, 180, 120, 60, 1][empty squares / 10]
 * (one playout per move with 60 empty squares, 300 in the last 19), and
 * SKY_MC_FLAT_DEFAULT_PLAYOUTS for the other games.  With a time budget
 * (strength->seconds > 0) the budget is shared evenly across the legal
 * moves: move i of n stops at i+1 n-ths of the budget (so time a move leaves
 * unused passes to the next), after at least one playout; a playout count
 * still caps each move when one is given, and with playouts == 0 the time
 * alone decides.
 *
 * The result: value and move_values[] are each move's wins per thousand
 * playouts (the seed's starting 1 left out); nodes counts the root and its
 * legal moves; playouts all the random games played.
 *
 * The tree method (strength->tree) is in montecarlo-uct.c.
 */
#include "config.h"

#include "montecarlo.h"
#include "search-tree.h"

static int
count_empty_squares (const SkyPosition *pos)
{
  const SkyGame *game = pos->game;
  int empty = 0;

  for (int i = 0; i < game->width * game->height; i++)
    if (game->cell (pos, i).kind == SKY_CELL_EMPTY)
      empty++;
  return empty;
}

/* Playouts per legal move, 0 when the time budget alone decides. */
static guint64
flat_playouts_per_move (const SkyStrength *strength, const SkyPosition *pos)
{
  const SkyGameStrength *schedule = &pos->game->strength;

  if (strength->playouts > 0)
    return strength->playouts;
  if (strength->seconds > 0)
    return 0;
  if (schedule->montecarlo_schedule != NULL)
    {
      int index = MIN (count_empty_squares (pos) / 10,
                       schedule->montecarlo_schedule_length - 1);

      return schedule->montecarlo_schedule[index];
    }
  return SKY_MC_FLAT_DEFAULT_PLAYOUTS;
}

/* The seed's choice: the most wins, the first in order on ties. */
static int
flat_best (const guint64 *wins, int n)
{
  int best = 0;

  for (int i = 1; i < n; i++)
    if (wins[i] > wins[best])
      best = i;
  return best;
}

/* Recording: the root and each move with its playouts and wins. */
static void
flat_record (SkySearchTree *tree, const SkyStrength *strength,
             const SkyPosition *pos, const SkyMove *moves,
             const guint64 *wins, const guint64 *done, int n, int best)
{
  sky_search_tree_begin (tree, SKY_SEARCH_TREE_FLAT, strength, pos);
  for (int i = 0; i < n; i++)
    {
      gint32 index = sky_search_tree_add_child (tree, 0, moves[i],
                                                SKY_SEARCH_NODE_MAX);
      SkySearchNode *node;

      if (index < 0)
        break;
      sky_search_tree_count (tree, 1, TRUE);
      node = sky_search_tree_node (tree, index);
      node->visits = (guint32) MIN (done[i], G_MAXUINT32);
      node->wins = (guint32) MIN (wins[i] - 1, G_MAXUINT32);
      node->value = sky_mc_per_thousand (wins[i] - 1, done[i], 1);
      if (i == best)
        node->flags |= SKY_SEARCH_NODE_BEST;
    }
}

static gboolean
flat_choose (const SkyStrength *strength, const SkyPosition *pos,
             GRand *rand, GCancellable *cancellable,
             SkyProgressFunc progress, gpointer progress_data,
             SkySearchTree *tree, SkySearchResult *result, GError **error)
{
  const SkyGame *game = pos->game;
  SkyMove moves[SKY_MAX_MOVES];
  guint64 wins[SKY_MAX_MOVES];
  guint64 done[SKY_MAX_MOVES];
  SkyResult mover_wins = pos->to_move == SKY_SIDE_FIRST
                         ? SKY_RESULT_FIRST_WINS : SKY_RESULT_SECOND_WINS;
  g_autofree SkyPosition *child = g_malloc (game->position_size);
  g_autofree SkyPosition *work = g_malloc (game->position_size);
  int n = game->legal_moves (pos, moves);
  guint64 per_move = flat_playouts_per_move (strength, pos);
  double budget_usec = strength->seconds * G_USEC_PER_SEC;
  SkyMcRun run;
  int best;

  g_return_val_if_fail (n > 0, FALSE);

  sky_mc_run_init (&run, pos, strength->seconds, per_move * n, rand,
                   cancellable, progress, progress_data);
  for (int i = 0; i < n; i++)
    {
      gint64 deadline = G_MAXINT64;

      if (strength->seconds > 0)
        deadline = run.start_usec + (gint64) (budget_usec * (i + 1) / n);
      wins[i] = 1;              /* seed: win[x+y*8] = 1 */
      done[i] = 0;
      sky_position_copy_into (child, pos);
      game->play (child, moves[i]);
      while (per_move == 0 || done[i] < per_move)
        {
          if (done[i] > 0 && run.now_usec >= deadline)
            break;
          sky_position_copy_into (work, child);
          if (sky_mc_playout (&run, work) == mover_wins)
            wins[i]++;
          done[i]++;
          if (sky_mc_run_cancelled (&run, error))
            return FALSE;
          if (sky_mc_run_count (&run))
            sky_mc_run_post (&run, moves[flat_best (wins, i + 1)]);
        }
    }

  best = flat_best (wins, n);
  sky_mc_run_post (&run, moves[best]);

  result->move = moves[best];
  result->value = sky_mc_per_thousand (wins[best] - 1, done[best], 1);
  result->playouts = run.playouts_done;
  result->nodes = 1 + n;      /* the root and its children */
  result->pv_length = 1;
  result->pv[0] = moves[best];
  result->n_moves = n;
  for (int i = 0; i < n; i++)
    {
      result->moves[i] = moves[i];
      result->move_values[i] = sky_mc_per_thousand (wins[i] - 1, done[i], 1);
    }
  if (tree != NULL)
    {
      flat_record (tree, strength, pos, moves, wins, done, n, best);
      sky_search_tree_node (tree, 0)->visits
        = (guint32) MIN (run.playouts_done, G_MAXUINT32);
    }
  return TRUE;
}

gboolean
sky_player_montecarlo_choose (const SkyStrength *strength,
                              const SkyPosition *pos, GRand *rand,
                              GCancellable *cancellable,
                              SkyProgressFunc progress, gpointer progress_data,
                              SkySearchResult *result, GError **error)
{
  if (strength->tree)
    return sky_mc_uct_choose (strength, pos, rand, cancellable, progress,
                              progress_data, result, error);
  return flat_choose (strength, pos, rand, cancellable, progress,
                      progress_data, NULL, result, error);
}

gboolean
sky_player_montecarlo_choose_recorded (const SkyStrength *strength,
                                       const SkyPosition *pos, GRand *rand,
                                       GCancellable *cancellable,
                                       SkyProgressFunc progress,
                                       gpointer progress_data,
                                       SkySearchTree *tree,
                                       SkySearchResult *result,
                                       GError **error)
{
  if (strength->tree)
    return sky_mc_uct_choose_recorded (strength, pos, rand, cancellable,
                                       progress, progress_data, tree, result,
                                       error);
  return flat_choose (strength, pos, rand, cancellable, progress,
                      progress_data, tree, result, error);
}
