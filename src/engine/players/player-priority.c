/* player-priority.c: the priority-table opponent (seed 004 computer_1): every
 * square has a fixed priority and the legal square of highest priority is
 * played, without looking ahead.  It sees the game only through the game
 * interface (legal moves, cells, the game's table). */
#include "config.h"

#include "player.h"

/* A move's priority: the game's table (game.h, priority_table), or
 * without one the number on the square, so that the opponent greedily
 * takes the largest (number-grab). */
static int
priority_of (const SkyPosition *pos, SkyMove move)
{
  const int *table = pos->game->priority_table;

  if (move == SKY_MOVE_PASS)
    return 0;
  return table != NULL ? table[move] : pos->game->cell (pos, move).value;
}

gboolean
sky_player_priority_choose (const SkyStrength *strength,
                            const SkyPosition *pos, GRand *rand,
                            GCancellable *cancellable,
                            SkyProgressFunc progress, gpointer progress_data,
                            SkySearchResult *result, GError **error)
{
  /* Reversi and tic-tac-toe break ties as seed 004 scans its table: the
   * first square in rows top to bottom, columns left to right.  Number-grab
   * breaks them by the game's own move order. */
  gboolean ties_by_square = pos->game->priority_ties_by_square;
  SkyMove moves[SKY_MAX_MOVES];
  int n, best = 0;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  n = sky_position_legal_moves (pos, moves);
  g_return_val_if_fail (n > 0, FALSE);

  for (int i = 0; i < n; i++)
    {
      result->moves[i] = moves[i];
      result->move_values[i] = priority_of (pos, moves[i]);
      /* The seed starts from priority 0 and takes only a strictly higher
       * one, so it could never choose a square of priority 0; starting from
       * the first legal move instead always gives a legal choice. */
      if (result->move_values[i] > result->move_values[best]
          || (ties_by_square
              && result->move_values[i] == result->move_values[best]
              && moves[i] < moves[best]))
        best = i;
    }
  result->n_moves = n;
  result->move_values_exact = TRUE;
  result->move = moves[best];
  result->value = result->move_values[best];
  result->nodes = n;
  result->pv_length = 1;
  result->pv[0] = result->move;
  return TRUE;
}
