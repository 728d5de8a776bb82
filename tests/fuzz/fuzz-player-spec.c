/* fuzz-player-spec.c: the opponent spec of the CLI's --opponent, -p and
 * match arguments (sky_cli_parse_player), for each game (first byte).  An
 * accepted spec gives a strength inside the ranges the players take. */
#include "config.h"

#include "cli.h"
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const SkyGame *game;
  g_autofree char *spec = NULL;
  g_autoptr(GError) error = NULL;
  SkyStrength strength;

  fuzz_init ();
  if (size < 1)
    return 0;
  game = sky_game_get (data[0] % SKY_N_GAMES);
  spec = fuzz_string (data + 1, size - 1);
  if (!sky_cli_parse_player (spec, game, &strength, &error))
    {
      FUZZ_CHECK (error != NULL && *error->message != '\0');
      return 0;
    }
  FUZZ_CHECK (error == NULL);
  FUZZ_CHECK (strength.kind < SKY_N_PLAYER_KINDS);
  FUZZ_CHECK (strength.depth >= 1 && strength.depth <= 64);
  FUZZ_CHECK (strength.playouts >= 0);
  FUZZ_CHECK (strength.seconds >= 0 && strength.seconds <= 3600);
  FUZZ_CHECK (strength.solve_empties >= 0 && strength.solve_empties <= 64);
  FUZZ_CHECK (strength.alpha_beta == TRUE || strength.alpha_beta == FALSE);
  return 0;
}
