/* montecarlo.c: random playouts and the budget, cancellation and progress
 * bookkeeping that the flat and the UCT Monte Carlo opponents share. */
#include "config.h"

#include "montecarlo.h"

/* The state of a game's own playout generator (game.h, random_playout):
 * 64 bits from rand, never 0 (its xorshift would stay at 0). */
static void
seed_playout_rng (guint64 *state, GRand *rand)
{
  guint64 seed = ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);

  *state = seed != 0 ? seed : G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
}

void
sky_mc_run_init (SkyMcRun *run, const SkyPosition *root, double seconds,
                 guint64 playouts_total, GRand *rand,
                 GCancellable *cancellable, SkyProgressFunc progress,
                 gpointer progress_data)
{
  *run = (SkyMcRun) {
    .root = root,
    .cancellable = cancellable,
    .progress = progress,
    .progress_data = progress_data,
    .seconds = seconds,
    .playouts_total = playouts_total,
  };
  sky_fast_rand_init (&run->rng, rand);
  seed_playout_rng (&run->playout_rng, rand);
  run->start_usec = run->now_usec = run->progress_usec
    = g_get_monotonic_time ();
}

/* Any game, through the SkyGame interface. */
static SkyResult
playout_generic (SkyMcRun *run, SkyPosition *pos)
{
  const SkyGame *game = pos->game;
  SkyMove moves[SKY_MAX_MOVES];

  while (!game->is_over (pos))
    {
      int n = game->legal_moves (pos, moves);

      /* The interface promises moves (a pass at least) in a game that is
       * not over; stop rather than loop if a game breaks that promise. */
      if (G_UNLIKELY (n <= 0))
        break;
      game->play (pos, moves[sky_fast_rand_below (&run->rng, (guint32) n)]);
    }
  return game->result (pos);
}

SkyResult
sky_mc_playout (SkyMcRun *run, SkyPosition *pos)
{
  if (pos->game->random_playout != NULL)
    return pos->game->random_playout (pos, &run->playout_rng);
  return playout_generic (run, pos);
}

gboolean
sky_mc_run_cancelled (SkyMcRun *run, GError **error)
{
  return g_cancellable_set_error_if_cancelled (run->cancellable, error);
}

void
sky_mc_run_post (SkyMcRun *run, SkyMove best)
{
  SkyProgress progress = {
    .fraction = -1,
    .playouts_done = run->playouts_done,
    .playouts_total = run->playouts_total,
    .best_so_far = best,
  };

  if (run->progress == NULL)
    return;

  run->now_usec = g_get_monotonic_time ();
  if (run->playouts_total > 0)
    progress.fraction = (double) run->playouts_done / run->playouts_total;
  if (run->seconds > 0)
    progress.fraction = MAX (progress.fraction,
                             sky_mc_run_elapsed (run)
                               / (run->seconds * G_USEC_PER_SEC));
  progress.fraction = CLAMP (progress.fraction, -1.0, 1.0);
  run->progress_playouts = run->playouts_done;
  run->progress_usec = run->now_usec;
  run->progress (&progress, run->progress_data);
}
