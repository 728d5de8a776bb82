/* player-priority.c: the priority-table opponent (seed 004 computer_1): every
 * square has a fixed priority and the legal square of highest priority is
 * played, without looking ahead.  It sees the game only through the game
 * interface (legal moves, cells, the game's kind). */
#include "config.h"

#include "player.h"

/* Reversi: seed 004's `point` table as its program has it (the copy in
 * seeds/restored/reversi_004.py; the article's prose copy has slips).
 * Corners 6 first, then the edge squares two away from a corner (5), the
 * middle edges (4), most other squares (3), the edge squares next to a
 * corner (2) and, last, the squares diagonally next to a corner (1), which
 * give the corner away.  The four centre squares (0) are never empty. */
static const int reversi_priority[64] = {
  6, 2, 5, 4, 4, 5, 2, 6,
  2, 1, 3, 3, 3, 3, 1, 2,
  5, 3, 3, 3, 3, 3, 3, 5,
  4, 3, 3, 0, 0, 3, 3, 4,
  4, 3, 3, 0, 0, 3, 3, 4,
  5, 3, 3, 3, 3, 3, 3, 5,
  2, 1, 3, 3, 3, 3, 1, 2,
  6, 2, 5, 4, 4, 5, 2, 6,
};

/* Tic-tac-toe: the centre (on four lines) first, then the corners (three
 * lines each), then the edges (two lines each). */
static const int tictactoe_priority[9] = {
  2, 1, 2,
  1, 3, 1,
  2, 1, 2,
};

/* A move's priority.  Number-grab has no table: the priority is the number
 * on the square, so the opponent greedily takes the largest one. */
static int
priority_of (const SkyPosition *pos, SkyMove move)
{
  if (move == SKY_MOVE_PASS)
    return 0;
  switch (pos->game->kind)
    {
    case SKY_GAME_REVERSI:
      return reversi_priority[move];
    case SKY_GAME_TICTACTOE:
      return tictactoe_priority[move];
    case SKY_GAME_NUMBERGRAB:
      return pos->game->cell (pos, move).value;
    case SKY_N_GAMES:
    default:
      g_return_val_if_reached (0);
    }
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
  gboolean ties_by_square = pos->game->kind != SKY_GAME_NUMBERGRAB;
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
