/* player-random.c: the random opponent (seed 004 computer_0): a move drawn
 * uniformly from the legal moves. */
#include "config.h"

#include "player.h"

gboolean
sky_player_random_choose (const SkyStrength *strength, const SkyPosition *pos,
                          GRand *rand, GCancellable *cancellable,
                          SkyProgressFunc progress, gpointer progress_data,
                          SkySearchResult *result, GError **error)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n;

  g_return_val_if_fail (rand != NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  n = sky_position_legal_moves (pos, moves);
  g_return_val_if_fail (n > 0, FALSE);

  /* Drawn even when there is one move (a forced pass), so that a game's
   * random stream does not depend on how many moves were forced. */
  result->move = moves[g_rand_int_range (rand, 0, n)];
  result->value = 0;
  result->nodes = 1;
  result->pv_length = 1;
  result->pv[0] = result->move;
  result->n_moves = 0;          /* no values to show: every move is alike */
  return TRUE;
}
