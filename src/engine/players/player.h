/* players/: the computer opponents (this interface): the sources'
 * minimax, random, priority table and Monte Carlo, the generic searches
 * behind them, the recording of a search, and the strong reversi engine
 * as an opponent.  Uses reversi/, search/, games/ and base/.
 *
 * player.h: the interface every computer opponent implements.
 *
 * An opponent is given a position, its strength, a random generator, a
 * GCancellable and a progress callback, and returns its move with statistics
 * of the search behind it.  It runs on whatever thread calls it (the window
 * calls it from a GTask worker) and touches nothing but its arguments.
 */
#pragma once

#include <gio/gio.h>

#include "game.h"
#include "search-types.h"

G_BEGIN_DECLS

/* The types of an opponent and its answer are in search-types.h. */

/* Filled in by sky_strength_init_default (). */
void sky_strength_init_default (SkyStrength *strength, SkyPlayerKind kind,
                                SkyGameKind game);

/* Chooses a move for the side to move in pos, which must not be over.
 * rand supplies all randomness (random choice, playouts) so that a fixed seed
 * gives a fixed game.  Returns FALSE with G_IO_ERROR_CANCELLED if cancellable
 * was cancelled; it notices within a few milliseconds. */
gboolean sky_player_choose (const SkyStrength *strength,
                            const SkyPosition *pos,
                            GRand *rand,
                            GCancellable *cancellable,
                            SkyProgressFunc progress,
                            gpointer progress_data,
                            SkySearchResult *result,
                            GError **error);

/* Runs the opponent like sky_player_choose (), recording its search into
 * tree (emptied first) when tree is not NULL (player-recorded.c).  Minimax
 * (not the strong engine) and Monte Carlo record; the others record nothing
 * (kind NONE). */
gboolean sky_player_choose_recorded (const SkyStrength *strength,
                                     const SkyPosition *pos,
                                     GRand *rand,
                                     GCancellable *cancellable,
                                     SkyProgressFunc progress,
                                     gpointer progress_data,
                                     SkySearchTree *tree,
                                     SkySearchResult *result,
                                     GError **error);

const char *sky_player_kind_id (SkyPlayerKind kind);   /* "minimax", … */
const char *sky_player_kind_name (SkyPlayerKind kind); /* N_() */
gboolean sky_player_kind_from_id (const char *id, SkyPlayerKind *kind);

/* The individual opponents (player-*.c), called by sky_player_choose (). */
gboolean sky_player_minimax_choose (const SkyStrength *strength,
                                    const SkyPosition *pos, GRand *rand,
                                    GCancellable *cancellable,
                                    SkyProgressFunc progress,
                                    gpointer progress_data,
                                    SkySearchResult *result, GError **error);
gboolean sky_player_random_choose (const SkyStrength *strength,
                                   const SkyPosition *pos, GRand *rand,
                                   GCancellable *cancellable,
                                   SkyProgressFunc progress,
                                   gpointer progress_data,
                                   SkySearchResult *result, GError **error);
gboolean sky_player_priority_choose (const SkyStrength *strength,
                                     const SkyPosition *pos, GRand *rand,
                                     GCancellable *cancellable,
                                     SkyProgressFunc progress,
                                     gpointer progress_data,
                                     SkySearchResult *result, GError **error);
/* The strong engine (player-engine.c), called by the minimax opponent when
 * strength->engine is set. */
gboolean sky_player_engine_choose (const SkyStrength *strength,
                                   const SkyPosition *pos, GRand *rand,
                                   GCancellable *cancellable,
                                   SkyProgressFunc progress,
                                   gpointer progress_data,
                                   SkySearchResult *result, GError **error);
gboolean sky_player_montecarlo_choose (const SkyStrength *strength,
                                       const SkyPosition *pos, GRand *rand,
                                       GCancellable *cancellable,
                                       SkyProgressFunc progress,
                                       gpointer progress_data,
                                       SkySearchResult *result,
                                       GError **error);
/* The recording searches behind sky_player_choose_recorded (); tree is not
 * NULL. */
gboolean sky_player_minimax_choose_recorded (const SkyStrength *strength,
                                             const SkyPosition *pos,
                                             GCancellable *cancellable,
                                             SkyProgressFunc progress,
                                             gpointer progress_data,
                                             SkySearchTree *tree,
                                             SkySearchResult *result,
                                             GError **error);
gboolean sky_player_montecarlo_choose_recorded (const SkyStrength *strength,
                                                const SkyPosition *pos,
                                                GRand *rand,
                                                GCancellable *cancellable,
                                                SkyProgressFunc progress,
                                                gpointer progress_data,
                                                SkySearchTree *tree,
                                                SkySearchResult *result,
                                                GError **error);

G_END_DECLS
