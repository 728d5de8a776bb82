/* game.c: positions, independent of which game they belong to. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "game.h"

G_DEFINE_QUARK (sky-game-error-quark, sky_game_error)

SkyPosition *
sky_position_new (const SkyGame *game, const SkyGameSetup *setup)
{
  static const SkyGameSetup default_setup = { 0, FALSE };
  SkyPosition *pos = g_malloc0 (game->position_size);

  game->init (pos, setup != NULL ? setup : &default_setup);
  return pos;
}

SkyPosition *
sky_position_copy (const SkyPosition *pos)
{
  return g_memdup2 (pos, pos->game->position_size);
}

void
sky_position_copy_into (SkyPosition *dest, const SkyPosition *src)
{
  memcpy (dest, src, src->game->position_size);
}

void
sky_position_free (SkyPosition *pos)
{
  g_free (pos);
}

SkyPosition *
sky_position_new_from_string (const SkyGame *game, const char *text,
                              GError **error)
{
  SkyPosition *pos = g_malloc0 (game->position_size);

  if (!game->position_from_string (pos, text, error))
    {
      g_free (pos);
      return NULL;
    }
  return pos;
}

gboolean
sky_position_is_legal_move (const SkyPosition *pos, SkyMove move)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n = sky_position_legal_moves (pos, moves);

  for (int i = 0; i < n; i++)
    if (moves[i] == move)
      return TRUE;
  return FALSE;
}

gboolean
sky_position_set_up (SkyPosition *pos, const SkyGame *game,
                     const SkyCellKind *cells, SkySide to_move,
                     const SkyGameSetup *setup, GError **error)
{
  static const SkyGameSetup default_setup = { 0, FALSE };

  if (game->position_from_cells == NULL)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED,
                   _("%s positions cannot be set up"), _(game->name));
      return FALSE;
    }
  if (!game->position_from_cells (pos, cells, to_move,
                                  setup != NULL ? setup : &default_setup, error))
    return FALSE;
  if (sky_position_is_over (pos))
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                           _("The game is over in this position: there is nothing left to play"));
      return FALSE;
    }
  return TRUE;
}

SkyPosition *
sky_position_new_from_cells (const SkyGame *game, const SkyCellKind *cells,
                             SkySide to_move, const SkyGameSetup *setup,
                             GError **error)
{
  g_autoptr(SkyPosition) pos = g_malloc0 (game->position_size);

  if (!sky_position_set_up (pos, game, cells, to_move, setup, error))
    return NULL;
  return g_steal_pointer (&pos);
}
