/* games.c: the registry of games, in the order menus list them.
 *
 * A game is its own files (its rules and its description, a const
 * SkyGame) plus one line in builtin[] below; a test's own game joins with
 * sky_game_register ().  game.h says what each field of the description
 * is for. */
#include "config.h"

#include <string.h>

#include "game.h"
#include "numbergrab.h"
#include "tictactoe.h"
#include "reversi.h"

/* The built-in games, each at the index its kind says. */
static const SkyGame *const builtin[] = {
  &sky_numbergrab_game,
  &sky_tictactoe_game,
  &sky_reversi_game,
};

/* Room for the built-in games and a test's own few. */
#define MAX_GAMES 16

static const SkyGame *registered[MAX_GAMES - G_N_ELEMENTS (builtin)];
static guint n_registered;

guint
sky_game_count (void)
{
  return G_N_ELEMENTS (builtin) + n_registered;
}

const SkyGame *
sky_game_get (SkyGameKind kind)
{
  g_return_val_if_fail ((guint) kind < sky_game_count (), NULL);
  if ((guint) kind < G_N_ELEMENTS (builtin))
    return builtin[kind];
  return registered[kind - G_N_ELEMENTS (builtin)];
}

const SkyGame *
sky_game_from_id (const char *id)
{
  for (guint kind = 0; kind < sky_game_count (); kind++)
    {
      const SkyGame *game = sky_game_get (kind);

      if (g_strcmp0 (game->id, id) == 0)
        return game;
    }
  return NULL;
}

SkyGameKind
sky_game_register (SkyGame *game)
{
  g_return_val_if_fail (game != NULL && game->id != NULL, 0);
  g_return_val_if_fail (sky_game_from_id (game->id) == NULL, 0);
  g_return_val_if_fail (n_registered < G_N_ELEMENTS (registered), 0);

  game->kind = sky_game_count ();
  registered[n_registered++] = game;
  return game->kind;
}
