/* montecarlo.c: random playouts and the budget, cancellation and progress
 * bookkeeping that the flat and the UCT Monte Carlo opponents share. */
#include "config.h"

#include "montecarlo.h"
#include "reversi.h"
#include "reversi-bitboard.h"

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
  sky_reversi_rng_seed (&run->reversi_rng, rand);
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

/* Reversi on its bitboards, without a move list or a position copy. */
static SkyResult
playout_reversi (SkyMcRun *run, const SkyPosition *pos)
{
  const SkyReversiPosition *reversi = (const SkyReversiPosition *) pos;
  int diff = sky_reversi_random_playout (reversi->discs[SKY_SIDE_FIRST],
                                         reversi->discs[SKY_SIDE_SECOND],
                                         pos->to_move, &run->reversi_rng);

  if (diff > 0)
    return SKY_RESULT_FIRST_WINS;
  if (diff < 0)
    return SKY_RESULT_SECOND_WINS;
  return SKY_RESULT_DRAW;
}

SkyResult
sky_mc_playout (SkyMcRun *run, SkyPosition *pos)
{
  if (pos->game->kind == SKY_GAME_REVERSI)
    return playout_reversi (run, pos);
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
