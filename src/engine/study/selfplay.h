/* selfplay.h: one computer-vs-computer game, played to the end.
 *
 * Shared by `sakiyomi-cli selfplay`, the benchmarks and the tests that
 * reproduce the seeds' experiments (seed 000's play (first_depth,
 * second_depth), whose evaluation counter covers both players' searches).
 */
#pragma once

#include "player.h"

G_BEGIN_DECLS

#define SKY_SELFPLAY_MAX_MOVES 128

typedef struct {
  SkyResult result;
  int score[2];                    /* game->score () at the end, by side */
  int n_moves;                     /* moves played, passes included */
  SkyMove moves[SKY_SELFPLAY_MAX_MOVES];  /* the first n_moves of them */
  guint64 evaluations[2];          /* evaluation-function calls, by side */
  guint64 nodes[2];
  guint64 playouts[2];
} SkySelfplayGame;

/* Plays pos to the end in place, first (the strength of the side that moved
 * first) against second, and fills game.  rand supplies the opponents'
 * randomness.  Returns FALSE with the opponent's error (cancellation). */
gboolean sky_selfplay_game (SkyPosition *pos,
                            const SkyStrength *first,
                            const SkyStrength *second,
                            GRand *rand,
                            GCancellable *cancellable,
                            SkySelfplayGame *game,
                            GError **error);

G_END_DECLS
