/* cli-game.c: the CLI's part of each game (cli-game.h), found by the
 * game's id. */
#include "config.h"

#include "cli-game.h"

/* The games with forms of their own, one line each. */
static const SkyCliGame *const own[] = {
  &sky_cli_game_numbergrab,
  &sky_cli_game_reversi,
};

/* Every other game: one-character cells, its own text forms. */
static const SkyCliGame plain = {
  .cell_width = 2,
  .letter_at = 1,
};

const SkyCliGame *
sky_cli_game (const SkyGame *game)
{
  for (gsize i = 0; i < G_N_ELEMENTS (own); i++)
    if (g_strcmp0 (own[i]->game_id, game->id) == 0)
      return own[i];
  return &plain;
}
