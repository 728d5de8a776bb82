/* experiment.c: series of computer-vs-computer games (see experiment.h). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "experiment.h"
#include "numbergrab.h"
#include "pyrandom.h"
#include "series-runner.h"

G_DEFINE_QUARK (sky-experiment-error-quark, sky_experiment_error)

struct _SkyExperiment {
  SkyExperimentSetup setup;
  SkyPyRandom *board_stream;      /* legacy: every number-grab board */
  GRand *rand;                    /* the opponents' randomness */
};

/* Seed 000's table as the article prints it ("表 : 勝敗と評価回数"; its
 * columns are the first player's level, its rows the second's). */
const SkySeed0Cell sky_seed0_article_table[SKY_SEED0_N_SERIES] = {
  { 2, 2, { 63, 33, 2 }, 1009 }, { 2, 3, { 45, 55, 0 }, 3512 },
  { 2, 4, { 33, 67, 0 }, 17373 }, { 2, 5, { 31, 68, 1 }, 96798 },
  { 3, 2, { 84, 16, 0 }, 3420 }, { 3, 3, { 73, 25, 2 }, 6201 },
  { 3, 4, { 49, 49, 2 }, 20281 }, { 3, 5, { 56, 43, 1 }, 99393 },
  { 4, 2, { 91, 8, 1 }, 17829 }, { 4, 3, { 78, 21, 1 }, 21278 },
  { 4, 4, { 70, 29, 1 }, 34851 }, { 4, 5, { 61, 37, 2 }, 114155 },
  { 5, 2, { 90, 10, 0 }, 101983 }, { 5, 3, { 77, 22, 1 }, 109437 },
  { 5, 4, { 79, 20, 1 }, 122856 }, { 5, 5, { 66, 32, 2 }, 201120 },
};

guint64
sky_series_evaluations_per_game (const SkySeries *series)
{
  if (series->n_games == 0)
    return 0;
  return (series->evaluations[0] + series->evaluations[1])
         / (guint64) series->n_games;
}

guint64
sky_series_ab_evaluations_per_game (const SkySeries *series)
{
  if (series->n_games == 0)
    return 0;
  return (series->ab_evaluations[0] + series->ab_evaluations[1])
         / (guint64) series->n_games;
}

double
sky_series_evaluations_per_move (const SkySeries *series, SkySide side)
{
  if (series->moves[side] == 0)
    return 0.0;
  return (double) series->evaluations[side] / (double) series->moves[side];
}

int
sky_series_result_index (SkyResult result)
{
  switch (result)
    {
    case SKY_RESULT_FIRST_WINS:
      return SKY_SERIES_FIRST_WINS;
    case SKY_RESULT_SECOND_WINS:
      return SKY_SERIES_SECOND_WINS;
    case SKY_RESULT_DRAW:
    case SKY_RESULT_NONE:
    default:
      return SKY_SERIES_DRAWS;
    }
}

SkyExperiment *
sky_experiment_new (const SkyExperimentSetup *setup, GError **error)
{
  g_autoptr(SkyPyRandom) board_stream = NULL;
  SkyExperiment *experiment;

  g_return_val_if_fail (setup != NULL && setup->game != NULL, NULL);

  if (setup->n_games < 1)
    {
      g_set_error (error, SKY_EXPERIMENT_ERROR, SKY_EXPERIMENT_ERROR_INVALID,
                   _("A series needs at least one game, not %d"),
                   setup->n_games);
      return NULL;
    }
  if (setup->n_threads < 0 || setup->n_threads > SKY_SERIES_RUNNER_MAX_THREADS)
    {
      g_set_error (error, SKY_EXPERIMENT_ERROR, SKY_EXPERIMENT_ERROR_INVALID,
                   _("Games are played on 1 to %d threads at once, not %d"),
                   SKY_SERIES_RUNNER_MAX_THREADS, setup->n_threads);
      return NULL;
    }
  if (setup->misere && !setup->game->has_misere)
    {
      g_set_error (error, SKY_EXPERIMENT_ERROR, SKY_EXPERIMENT_ERROR_INVALID,
                   _("The misère rule is for tic-tac-toe, not %s"),
                   setup->game->id);
      return NULL;
    }
  if (setup->legacy)
    {
      /* Seed 000's table is number-grab's own experiment. */
      if (setup->game != &sky_numbergrab_game)
        {
          g_set_error (error, SKY_EXPERIMENT_ERROR,
                       SKY_EXPERIMENT_ERROR_INVALID,
                       _("Seed 000’s boards are number-grab boards; they are not for %s"),
                       setup->game->id);
          return NULL;
        }
      board_stream = sky_py_random_new (setup->seed, error);
      if (board_stream == NULL)
        return NULL;
    }

  experiment = g_new0 (SkyExperiment, 1);
  experiment->setup = *setup;
  experiment->board_stream = g_steal_pointer (&board_stream);
  experiment->rand = g_rand_new_with_seed (setup->seed);
  return experiment;
}

void
sky_experiment_free (SkyExperiment *experiment)
{
  if (experiment == NULL)
    return;
  g_clear_pointer (&experiment->board_stream, sky_py_random_free);
  g_rand_free (experiment->rand);
  g_free (experiment);
}

const SkyExperimentSetup *
sky_experiment_get_setup (SkyExperiment *experiment)
{
  return &experiment->setup;
}

/* The start position of game `index` of a series. */
static SkyPosition *
start_position (SkyExperiment *experiment, int index)
{
  SkyGameSetup setup = { .seed = experiment->setup.seed + (guint32) index,
                         .misere = experiment->setup.misere };
  SkyPosition *pos = sky_position_new (experiment->setup.game, &setup);

  if (experiment->board_stream != NULL)
    sky_numbergrab_init_from_random (pos, experiment->board_stream);
  return pos;
}

static gboolean
same_game (const SkySelfplayGame *a, const SkySelfplayGame *b)
{
  return a->n_moves == b->n_moves && a->result == b->result
         && memcmp (a->moves, b->moves,
                    MIN (a->n_moves, SKY_SELFPLAY_MAX_MOVES)
                    * sizeof (SkyMove)) == 0;
}

/* Series being played, their games numbered one after another: game i of
 * series s is job s * n_games + i. */
typedef struct {
  SkyExperiment *experiment;
  SkySeries *series;
  const SkyExperimentCallbacks *callbacks;
  gpointer data;
} SeriesRun;

/* One game: what it is played from, drawn in order before it is played,
 * and what it came to. */
typedef struct {
  SkyStrength first, second;
  int index;                    /* in its series */
  gboolean alpha_beta_too;
  SkyPosition *pos, *ab_pos;
  GRand *rand, *ab_rand;        /* the game's own, and a copy for the replay */
  SkySelfplayGame game, ab_game;
} GameJob;

static void
game_job_prepare (int job, gpointer slot, gpointer data)
{
  SeriesRun *run = data;
  SkyExperiment *experiment = run->experiment;
  GameJob *game = slot;
  const SkySeries *series = &run->series[job / experiment->setup.n_games];

  game->first = series->first;
  game->second = series->second;
  game->index = job % experiment->setup.n_games;
  game->alpha_beta_too = experiment->setup.alpha_beta_too;
  /* The board, then the generator's seed: from the experiment's streams,
   * in the order of the games. */
  game->pos = start_position (experiment, game->index);
  game->rand = g_rand_new_with_seed (g_rand_int (experiment->rand));
  if (game->alpha_beta_too)
    {
      game->ab_pos = sky_position_copy (game->pos);
      game->ab_rand = g_rand_copy (game->rand);
    }
}

/* On a worker thread: touches only its job. */
static gboolean
game_job_play (int job, gpointer slot, GCancellable *cancellable,
               gpointer data, GError **error)
{
  GameJob *game = slot;
  SkyStrength ab_first = game->first, ab_second = game->second;

  if (!sky_selfplay_game (game->pos, &game->first, &game->second, game->rand,
                          cancellable, &game->game, error))
    return FALSE;
  if (!game->alpha_beta_too)
    return TRUE;

  ab_first.alpha_beta = ab_second.alpha_beta = TRUE;
  if (!sky_selfplay_game (game->ab_pos, &ab_first, &ab_second, game->ab_rand,
                          cancellable, &game->ab_game, error))
    return FALSE;
  if (!same_game (&game->game, &game->ab_game))
    {
      g_set_error (error, SKY_EXPERIMENT_ERROR, SKY_EXPERIMENT_ERROR_MISMATCH,
                   _("Alpha-beta played game %d differently from plain minimax: the search is broken"),
                   game->index + 1);
      return FALSE;
    }
  return TRUE;
}

static void
game_job_started (int job, gpointer data)
{
  SeriesRun *run = data;
  int n_games = run->experiment->setup.n_games;

  if (run->callbacks->game_started != NULL)
    run->callbacks->game_started (&run->series[job / n_games], job % n_games,
                                  run->data);
}

/* Counted only once the game (and its replay) is complete, so a cancelled
 * series holds whole games. */
static gboolean
game_job_deliver (int job, gpointer slot, gpointer data, GError **error)
{
  SeriesRun *run = data;
  GameJob *game = slot;
  int n_games = run->experiment->setup.n_games;
  SkySeries *series = &run->series[job / n_games];

  series->n_games++;
  series->wins[sky_series_result_index (game->game.result)]++;
  for (int side = 0; side < 2; side++)
    {
      series->evaluations[side] += game->game.evaluations[side];
      series->nodes[side] += game->game.nodes[side];
      series->playouts[side] += game->game.playouts[side];
      if (game->alpha_beta_too)
        series->ab_evaluations[side] += game->ab_game.evaluations[side];
    }
  /* The sides alternate, passes included: the first side made the
   * odd-numbered moves. */
  series->moves[SKY_SIDE_FIRST] += (guint64) (game->game.n_moves + 1) / 2;
  series->moves[SKY_SIDE_SECOND] += (guint64) game->game.n_moves / 2;

  if (run->callbacks->game_done != NULL)
    run->callbacks->game_done (series, game->index, &game->game,
                               game->alpha_beta_too ? &game->ab_game : NULL,
                               run->data);
  if (game->index == n_games - 1 && run->callbacks->series_done != NULL)
    run->callbacks->series_done (series, run->data);
  return TRUE;
}

static void
game_job_clear (gpointer slot, gpointer data)
{
  GameJob *game = slot;

  g_clear_pointer (&game->pos, sky_position_free);
  g_clear_pointer (&game->ab_pos, sky_position_free);
  g_clear_pointer (&game->rand, g_rand_free);
  g_clear_pointer (&game->ab_rand, g_rand_free);
}

static const SkySeriesRunnerFuncs game_job_funcs = {
  .slot_size = sizeof (GameJob),
  .prepare = game_job_prepare,
  .play = game_job_play,
  .started = game_job_started,
  .deliver = game_job_deliver,
  .clear = game_job_clear,
};

/* Plays n_series series one after another, their games on the threads. */
static gboolean
play_series_run (SkyExperiment *experiment, SkySeries *series, int n_series,
                 GCancellable *cancellable,
                 const SkyExperimentCallbacks *callbacks, gpointer data,
                 GError **error)
{
  static const SkyExperimentCallbacks none = { NULL, };
  SeriesRun run = {
    .experiment = experiment,
    .series = series,
    .callbacks = callbacks != NULL ? callbacks : &none,
    .data = data,
  };

  return sky_series_runner_run (&game_job_funcs,
                                n_series * experiment->setup.n_games,
                                experiment->setup.n_threads, cancellable,
                                &run, error);
}

gboolean
sky_experiment_play_series (SkyExperiment *experiment, SkySeries *series,
                            GCancellable *cancellable,
                            const SkyExperimentCallbacks *callbacks,
                            gpointer data, GError **error)
{
  return play_series_run (experiment, series, 1, cancellable, callbacks, data,
                          error);
}

void
sky_experiment_level_strength (SkyGameKind game, int depth,
                               SkyStrength *strength)
{
  sky_strength_init_default (strength, SKY_PLAYER_MINIMAX, game);
  strength->depth = depth;
  strength->alpha_beta = FALSE;
}

gboolean
sky_experiment_play_levels (SkyExperiment *experiment, int low, int high,
                            SkySeries *series, GCancellable *cancellable,
                            const SkyExperimentCallbacks *callbacks,
                            gpointer data, GError **error)
{
  int n_levels = high - low + 1;

  g_return_val_if_fail (low >= 1 && low <= high, FALSE);

  memset (series, 0, sizeof (SkySeries) * (gsize) (n_levels * n_levels));
  for (int x = low; x <= high; x++)
    for (int y = low; y <= high; y++)
      {
        SkySeries *row = &series[(x - low) * n_levels + (y - low)];

        sky_experiment_level_strength (experiment->setup.game->kind, x,
                                       &row->first);
        sky_experiment_level_strength (experiment->setup.game->kind, y,
                                       &row->second);
      }
  /* All the series as one run: the threads go on to the next series'
   * games while the last ones of a series are still being played. */
  return play_series_run (experiment, series, n_levels * n_levels,
                          cancellable, callbacks, data, error);
}

void
sky_experiment_seed0_setup (SkyExperimentSetup *setup,
                            gboolean alpha_beta_too)
{
  *setup = (SkyExperimentSetup) {
    .game = &sky_numbergrab_game,
    .seed = 0,
    .legacy = TRUE,
    .n_games = SKY_SEED0_GAMES,
    .alpha_beta_too = alpha_beta_too,
  };
}
