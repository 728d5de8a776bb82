/* levels.c: a game's strength levels (game.h) as opponents. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "levels.h"
#include "player.h"

int
sky_level_count (const SkyGame *game)
{
  g_return_val_if_fail (game != NULL, 0);
  return game->strength.levels != NULL ? game->strength.n_levels : 0;
}

const SkyStrengthLevel *
sky_level_get (const SkyGame *game, int level)
{
  if (level < 1 || level > sky_level_count (game))
    return NULL;
  return &game->strength.levels[level - 1];
}

void
sky_level_strength (const SkyGame *game, int level, SkyStrength *strength)
{
  const SkyStrengthLevel *rung = sky_level_get (game, level);
  static const SkyPlayerKind kinds[] = {
    [SKY_LEVEL_RANDOM] = SKY_PLAYER_RANDOM,
    [SKY_LEVEL_PRIORITY] = SKY_PLAYER_PRIORITY,
    [SKY_LEVEL_MINIMAX] = SKY_PLAYER_MINIMAX,
    [SKY_LEVEL_MONTECARLO] = SKY_PLAYER_MONTECARLO,
    [SKY_LEVEL_ENGINE] = SKY_PLAYER_MINIMAX,
  };

  g_return_if_fail (rung != NULL);

  sky_strength_init_default (strength, kinds[rung->opponent], game->kind);
  strength->random_percent = rung->random_percent;
  switch (rung->opponent)
    {
    case SKY_LEVEL_RANDOM:
    case SKY_LEVEL_PRIORITY:
      break;
    case SKY_LEVEL_MINIMAX:
      strength->depth = rung->depth;
      strength->strong_eval = rung->strong_eval && game->strength.has_strong_eval;
      break;
    case SKY_LEVEL_MONTECARLO:
      strength->tree = rung->tree;
      strength->playouts = rung->playouts;
      break;
    case SKY_LEVEL_ENGINE:
      /* To the depth, with no clock (seconds 0): the same moves on any
       * machine, and the solver's default number of empties. */
      strength->engine = TRUE;
      strength->depth = rung->depth;
      strength->seconds = 0;
      break;
    }
}

char *
sky_level_display_name (const SkyGame *game, int level)
{
  const SkyStrengthLevel *rung = sky_level_get (game, level);

  g_return_val_if_fail (rung != NULL, NULL);
  /* TRANSLATORS: a strength level of the computer: its number and its
   * name, "Level 4 · Casual". */
  return g_strdup_printf (_("Level %d · %s"), level, _(rung->name));
}
