/* player-engine.c: the strong engine as an opponent: the minimax opponent
 * with strength->engine set.
 *
 * A game with a strong engine of its own (game.h, strength.has_book:
 * reversi, reversi-player.c) goes to it; the others to the generic search
 * (search-generic.h).  Both run iterative deepening under
 * strength->seconds up to strength->depth.
 */
#include "config.h"

#include "player.h"
#include "reversi-player.h"
#include "search-generic.h"

gboolean
sky_player_engine_choose (const SkyStrength *strength, const SkyPosition *pos,
                          GRand *rand, GCancellable *cancellable,
                          SkyProgressFunc progress, gpointer progress_data,
                          SkySearchResult *result, GError **error)
{
  SkyGenericSearchOptions options = {
    .max_depth = strength->depth,
    .seconds = strength->seconds,
    .exact_values = strength->exact_values,
    .cancellable = cancellable,
    .progress = progress,
    .progress_data = progress_data,
  };

  /* The one strong engine there is, reversi's (reversi/). */
  if (pos->game->strength.has_book)
    return sky_reversi_player_choose (strength, pos, rand, cancellable,
                                      progress, progress_data, result, error);
  return sky_generic_search (pos, &options, result, error);
}
