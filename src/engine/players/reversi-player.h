/* reversi-player.h: reversi's strong engine as an opponent (its book, then
 * its own search), where player-engine.c sends a game whose description
 * says it has it (game.h, strength.has_book). */
#pragma once

#include "player.h"

G_BEGIN_DECLS

/* As sky_player_engine_choose (); pos is a reversi position. */
gboolean sky_reversi_player_choose (const SkyStrength *strength,
                                    const SkyPosition *pos, GRand *rand,
                                    GCancellable *cancellable,
                                    SkyProgressFunc progress,
                                    gpointer progress_data,
                                    SkySearchResult *result, GError **error);

G_END_DECLS
