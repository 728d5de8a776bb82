/* player-recorded.c: running an opponent while recording its search into a
 * SkySearchTree, for the tree viewer.
 *
 * It lives with the players, not with the tree: the tree is only a place to
 * record into, and the searches call it, so nothing in search-tree.c calls
 * back into a player.
 */
#include "config.h"

#include "player.h"
#include "search-tree.h"

/* Minimax (not the strong engine) and Monte Carlo have a recording search. */
static gboolean
records (const SkyStrength *strength)
{
  /* Random moves by chance (a weak level) go through sky_player_choose (),
   * which draws them; such a search is not recorded. */
  if (strength->random_percent > 0)
    return FALSE;
  if (strength->kind == SKY_PLAYER_MINIMAX)
    return !strength->engine;
  return strength->kind == SKY_PLAYER_MONTECARLO;
}

gboolean
sky_player_choose_recorded (const SkyStrength *strength,
                            const SkyPosition *pos,
                            GRand *rand,
                            GCancellable *cancellable,
                            SkyProgressFunc progress,
                            gpointer progress_data,
                            SkySearchTree *tree,
                            SkySearchResult *result,
                            GError **error)
{
  gint64 start;
  gboolean ok;

  if (tree == NULL || !records (strength))
    {
      if (tree != NULL)
        sky_search_tree_begin (tree, SKY_SEARCH_TREE_NONE, strength, pos);
      ok = sky_player_choose (strength, pos, rand, cancellable, progress,
                              progress_data, result, error);
      if (ok && tree != NULL)
        sky_search_tree_finish (tree, result);
      return ok;
    }

  g_return_val_if_fail (!sky_position_is_over (pos), FALSE);

  start = g_get_monotonic_time ();
  *result = (SkySearchResult) { .move = SKY_MOVE_NONE };
  if (strength->kind == SKY_PLAYER_MINIMAX)
    ok = sky_player_minimax_choose_recorded (strength, pos, cancellable,
                                             progress, progress_data, tree,
                                             result, error);
  else
    ok = sky_player_montecarlo_choose_recorded (strength, pos, rand,
                                                cancellable, progress,
                                                progress_data, tree, result,
                                                error);
  result->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  if (ok)
    sky_search_tree_finish (tree, result);
  return ok;
}
