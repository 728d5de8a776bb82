/* games.c: the registry of the three games. */
#include "config.h"

#include <string.h>

#include "game.h"
#include "numbergrab.h"
#include "tictactoe.h"
#include "reversi.h"

const SkyGame *
sky_game_get (SkyGameKind kind)
{
  switch (kind)
    {
    case SKY_GAME_NUMBERGRAB:
      return &sky_numbergrab_game;
    case SKY_GAME_TICTACTOE:
      return &sky_tictactoe_game;
    case SKY_GAME_REVERSI:
      return &sky_reversi_game;
    case SKY_N_GAMES:
    default:
      g_return_val_if_reached (NULL);
    }
}

const SkyGame *
sky_game_from_id (const char *id)
{
  for (int kind = 0; kind < SKY_N_GAMES; kind++)
    {
      const SkyGame *game = sky_game_get (kind);

      if (g_strcmp0 (game->id, id) == 0)
        return game;
    }
  return NULL;
}
