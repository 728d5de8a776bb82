/* sakiyomi-game-session-computer.c: who the computer is, side by side:
 * the strength level chosen for the game, or an algorithm of the Opponent
 * menu with its preferences, and what it is called for players. */
#define G_LOG_DOMAIN "sakiyomi-game-session"

#include "config.h"

#include "sakiyomi-game-session-private.h"
#include "sakiyomi-settings.h"

/* The second computer of computer against computer keeps its algorithm,
 * so that two levels are not needed to watch two kinds of play. */
static gboolean
side_may_use_level (SakiyomiGameSession *self,
                    SkySide              side)
{
  return !(self->mode == SAKIYOMI_MODE_COMPUTERS && side == SKY_SIDE_SECOND);
}

void
_sakiyomi_game_session_computer_strength (SakiyomiGameSession *self,
                                          SkySide              side,
                                          SkyStrength         *strength)
{
  sakiyomi_settings_get_computer (self->settings, self->game,
                                  sakiyomi_game_session_get_opponent (self, side),
                                  side_may_use_level (self, side), strength);
}

char *
sakiyomi_game_session_dup_computer_name (SakiyomiGameSession *self,
                                         SkySide              side)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_SESSION (self), NULL);

  return sakiyomi_settings_describe_computer (self->settings, self->game,
                                              sakiyomi_game_session_get_opponent (self, side),
                                              side_may_use_level (self, side));
}
