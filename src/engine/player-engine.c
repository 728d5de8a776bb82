/* player-engine.c: the strong engine as an opponent: the minimax opponent
 * with strength->engine set.
 *
 * Reversi goes to its own search (reversi-search.h: bitboards, the
 * strength's evaluator or the default one, the exact endgame solver); number-grab and tic-tac-toe to the
 * generic one (search-generic.h).  Both run iterative deepening under
 * strength->seconds up to strength->depth.
 */
#include "config.h"

#include "player.h"
#include "reversi.h"
#include "reversi-search.h"
#include "search-generic.h"

gboolean
sky_player_engine_choose (const SkyStrength *strength, const SkyPosition *pos,
                          GRand *rand, GCancellable *cancellable,
                          SkyProgressFunc progress, gpointer progress_data,
                          SkySearchResult *result, GError **error)
{
  if (pos->game->kind == SKY_GAME_REVERSI)
    {
      SkyReversiSearchOptions options = {
        .max_depth = strength->depth,
        .seconds = strength->seconds,
        .solve_empties = strength->solve_empties,
        .exact_values = strength->exact_values,
        .threads = strength->threads,
        .evaluator = strength->evaluator,
        .selective = strength->selective,
        .cancellable = cancellable,
        .progress = progress,
        .progress_data = progress_data,
      };

      return sky_reversi_search (sky_reversi_discs (pos, pos->to_move),
                                 sky_reversi_discs (pos,
                                                    SKY_SIDE_OTHER (pos->to_move)),
                                 &options, result, error);
    }
  else
    {
      SkyGenericSearchOptions options = {
        .max_depth = strength->depth,
        .seconds = strength->seconds,
        .exact_values = strength->exact_values,
        .cancellable = cancellable,
        .progress = progress,
        .progress_data = progress_data,
      };

      return sky_generic_search (pos, &options, result, error);
    }
}
