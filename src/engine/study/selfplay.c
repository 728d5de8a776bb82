/* selfplay.c: one computer-vs-computer game (see selfplay.h). */
#include "config.h"

#include "selfplay.h"

gboolean
sky_selfplay_game (SkyPosition *pos, const SkyStrength *first,
                   const SkyStrength *second, GRand *rand,
                   GCancellable *cancellable, SkySelfplayGame *game,
                   GError **error)
{
  *game = (SkySelfplayGame) { .result = SKY_RESULT_NONE };

  while (!sky_position_is_over (pos))
    {
      SkySide side = pos->to_move;
      SkySearchResult result;

      if (!sky_player_choose (side == SKY_SIDE_FIRST ? first : second, pos,
                              rand, cancellable, NULL, NULL, &result, error))
        return FALSE;
      game->evaluations[side] += result.evaluations;
      game->nodes[side] += result.nodes;
      game->playouts[side] += result.playouts;
      if (game->n_moves < SKY_SELFPLAY_MAX_MOVES)
        game->moves[game->n_moves] = result.move;
      game->n_moves++;
      sky_position_play (pos, result.move);
    }

  game->result = pos->game->result (pos);
  game->score[SKY_SIDE_FIRST] = pos->game->score (pos, SKY_SIDE_FIRST);
  game->score[SKY_SIDE_SECOND] = pos->game->score (pos, SKY_SIDE_SECOND);
  return TRUE;
}
