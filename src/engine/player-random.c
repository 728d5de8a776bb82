/* player-random.c: PLACEHOLDER, being written. */
#include "config.h"

#include "player.h"

gboolean
sky_player_random_choose (const SkyStrength *strength, const SkyPosition *pos,
                        GRand *rand, GCancellable *cancellable,
                        SkyProgressFunc progress, gpointer progress_data,
                        SkySearchResult *result, GError **error)
{
  (void) strength; (void) pos; (void) rand; (void) cancellable;
  (void) progress; (void) progress_data; (void) result;
  g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED,
                       "not written yet");
  return FALSE;
}
