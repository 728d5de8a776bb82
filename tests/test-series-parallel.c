/* test-series-parallel.c: series of games on several threads
 * (series-runner.h, experiment.h): the same results, to the digit, on 1, 2
 * and 3 threads and more; the jobs delivered in order, each once, whatever
 * order they finish in; a failure or a cancellation stops the series after
 * the same games as a serial run.  Behaviour and exact values only, never
 * timing. */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "experiment.h"
#include "numbergrab.h"
#include "series-runner.h"

/* ---- The runner alone ------------------------------------------------- */

typedef struct {
  int n_jobs;
  int fail_at;                  /* play fails for this job; -1: none */
  int refuse_at;                /* deliver fails for this job; -1: none */
  int cancel_at;                /* started cancels for this job; -1: none */
  GCancellable *cancellable;
  /* Written on the calling thread only. */
  int prepared, started, delivered, cleared;
  guint64 sum;                  /* order-dependent: a hash of the results */
  GString *log;
} Jobs;

typedef struct {
  int index;
  guint64 input;                /* drawn in prepare, in order */
  guint64 output;               /* computed in play */
  gboolean live;
} JobSlot;

static guint64
mix (guint64 x)
{
  x ^= x >> 33;
  x *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  x ^= x >> 33;
  return x;
}

static void
job_prepare (int index, gpointer slot, gpointer data)
{
  Jobs *jobs = data;
  JobSlot *job = slot;

  g_assert_cmpint (index, ==, jobs->prepared);
  g_assert_false (job->live);   /* zeroed */
  jobs->prepared++;
  job->index = index;
  job->input = mix ((guint64) index + 1);
  job->live = TRUE;
}

static gboolean
job_play (int index, gpointer slot, GCancellable *cancellable, gpointer data,
          GError **error)
{
  JobSlot *job = slot;
  Jobs *jobs = data;            /* only its constant fields */
  guint64 x = job->input;
  /* Uneven work, so that the jobs finish out of order. */
  int rounds = 1000 + (int) (job->input % 50000);

  g_assert_cmpint (job->index, ==, index);
  if (index == jobs->fail_at)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "job %d",
                   index);
      return FALSE;
    }
  for (int i = 0; i < rounds; i++)
    {
      if (i % 1024 == 0
          && g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      x = mix (x + (guint64) i);
    }
  job->output = x;
  return TRUE;
}

static void
job_started (int index, gpointer data)
{
  Jobs *jobs = data;

  g_assert_cmpint (index, ==, jobs->delivered);
  g_assert_cmpint (index, ==, jobs->started);
  jobs->started++;
  if (index == jobs->cancel_at)
    g_cancellable_cancel (jobs->cancellable);
}

static gboolean
job_deliver (int index, gpointer slot, gpointer data, GError **error)
{
  Jobs *jobs = data;
  JobSlot *job = slot;

  g_assert_cmpint (index, ==, jobs->delivered);
  g_assert_cmpint (job->index, ==, index);
  g_assert_cmpint (jobs->started, ==, index + 1);
  if (index == jobs->refuse_at)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "refused %d",
                   index);
      return FALSE;
    }
  jobs->delivered++;
  jobs->sum = mix (jobs->sum ^ job->output);
  g_string_append_printf (jobs->log, "%d:%" G_GUINT64_FORMAT "\n", index,
                          job->output);
  return TRUE;
}

static void
job_clear (gpointer slot, gpointer data)
{
  Jobs *jobs = data;
  JobSlot *job = slot;

  g_assert_true (job->live);
  job->live = FALSE;
  jobs->cleared++;
}

static const SkySeriesRunnerFuncs job_funcs = {
  .slot_size = sizeof (JobSlot),
  .prepare = job_prepare,
  .play = job_play,
  .started = job_started,
  .deliver = job_deliver,
  .clear = job_clear,
};

static void
jobs_init (Jobs *jobs, int n_jobs)
{
  *jobs = (Jobs) {
    .n_jobs = n_jobs, .fail_at = -1, .refuse_at = -1, .cancel_at = -1,
    .cancellable = g_cancellable_new (), .log = g_string_new (NULL),
  };
}

static void
jobs_clear (Jobs *jobs)
{
  g_clear_object (&jobs->cancellable);
  g_string_free (jobs->log, TRUE);
}

static gboolean
run_jobs (Jobs *jobs, int n_threads, GError **error)
{
  gboolean ok = sky_series_runner_run (&job_funcs, jobs->n_jobs, n_threads,
                                       jobs->cancellable, jobs, error);

  /* Every slot prepared was cleared, delivered or not. */
  g_assert_cmpint (jobs->cleared, ==, jobs->prepared);
  return ok;
}

/* All the jobs, in order, once each; the same on any number of threads,
 * with far more jobs than slots and with fewer jobs than threads. */
static void
test_runner_order (void)
{
  static const int sizes[] = { 0, 1, 2, 5, 700 };
  static const int threads[] = { 1, 2, 3, 8, 0 };

  for (gsize s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autofree char *serial = NULL;
      guint64 serial_sum = 0;

      for (gsize t = 0; t < G_N_ELEMENTS (threads); t++)
        {
          g_autoptr(GError) error = NULL;
          Jobs jobs;

          jobs_init (&jobs, sizes[s]);
          g_assert_true (run_jobs (&jobs, threads[t], &error));
          g_assert_no_error (error);
          g_assert_cmpint (jobs.prepared, ==, sizes[s]);
          g_assert_cmpint (jobs.started, ==, sizes[s]);
          g_assert_cmpint (jobs.delivered, ==, sizes[s]);
          if (t == 0)
            {
              serial = g_strdup (jobs.log->str);
              serial_sum = jobs.sum;
            }
          g_assert_cmpstr (jobs.log->str, ==, serial);
          g_assert_cmpuint (jobs.sum, ==, serial_sum);
          jobs_clear (&jobs);
        }
    }
}

/* A job that fails: its error, the jobs before it delivered, none after;
 * likewise a result that deliver refuses. */
static void
test_runner_failure (void)
{
  for (int n_threads = 1; n_threads <= 4; n_threads++)
    {
      g_autoptr(GError) error = NULL;
      Jobs jobs;

      jobs_init (&jobs, 300);
      jobs.fail_at = 77;
      g_assert_false (run_jobs (&jobs, n_threads, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_cmpstr (error->message, ==, "job 77");
      g_assert_cmpint (jobs.delivered, ==, 77);
      g_assert_cmpint (jobs.started, ==, 78);
      jobs_clear (&jobs);
      g_clear_error (&error);

      jobs_init (&jobs, 300);
      jobs.refuse_at = 150;
      g_assert_false (run_jobs (&jobs, n_threads, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
      g_assert_cmpstr (error->message, ==, "refused 150");
      g_assert_cmpint (jobs.delivered, ==, 150);
      jobs_clear (&jobs);
    }
}

/* Cancelled as job 40 is started: jobs 0..39 delivered, as serially. */
static void
test_runner_cancel (void)
{
  for (int n_threads = 1; n_threads <= 4; n_threads++)
    {
      g_autoptr(GError) error = NULL;
      Jobs jobs;

      jobs_init (&jobs, 300);
      jobs.cancel_at = 40;
      g_assert_false (run_jobs (&jobs, n_threads, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_cmpint (jobs.delivered, ==, 40);
      jobs_clear (&jobs);
      g_clear_error (&error);

      /* Cancelled before the start: nothing at all. */
      jobs_init (&jobs, 10);
      g_cancellable_cancel (jobs.cancellable);
      g_assert_false (run_jobs (&jobs, n_threads, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_cmpint (jobs.delivered, ==, 0);
      jobs_clear (&jobs);
    }
}

/* ---- Experiments on threads ------------------------------------------- */

/* What the callbacks see, game after game, as text. */
static void
log_game (const SkySeries *series, int index, const SkySelfplayGame *game,
          const SkySelfplayGame *ab_game, gpointer data)
{
  GString *log = data;

  g_assert_cmpint (series->n_games, ==, index + 1);
  g_string_append_printf (log, "%d %d %d: %d %d-%d %" G_GUINT64_FORMAT
                          " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT,
                          series->first.depth, series->second.depth, index,
                          game->n_moves, game->score[0], game->score[1],
                          game->evaluations[0] + game->evaluations[1],
                          game->nodes[0] + game->nodes[1],
                          game->playouts[0] + game->playouts[1]);
  for (int i = 0; i < MIN (game->n_moves, SKY_SELFPLAY_MAX_MOVES); i++)
    g_string_append_printf (log, " %d", (int) game->moves[i]);
  if (ab_game != NULL)
    g_string_append_printf (log, " ab %" G_GUINT64_FORMAT,
                            ab_game->evaluations[0] + ab_game->evaluations[1]);
  g_string_append_c (log, '\n');
}

static void
log_series (const SkySeries *series, gpointer data)
{
  g_string_append (data, "series done\n");
}

static const SkyExperimentCallbacks logging = {
  NULL, log_game, log_series
};

/* Seed 000's table on 1, 2 and 3 threads: the same series, byte for byte,
 * the same games in the same order, and the seed program's numbers. */
static void
test_seed0_threads (void)
{
  SkySeries serial[SKY_SEED0_N_SERIES];
  g_autoptr(GString) serial_log = g_string_new (NULL);

  for (int n_threads = 1; n_threads <= 3; n_threads++)
    {
      SkySeries series[SKY_SEED0_N_SERIES];
      g_autoptr(GString) log = g_string_new (NULL);
      g_autoptr(SkyExperiment) experiment = NULL;
      g_autoptr(GError) error = NULL;
      SkyExperimentSetup setup;

      sky_experiment_seed0_setup (&setup, FALSE);
      setup.n_threads = n_threads;
      experiment = sky_experiment_new (&setup, &error);
      g_assert_no_error (error);
      g_assert_true (sky_experiment_play_levels (experiment, SKY_SEED0_LOW,
                                                 SKY_SEED0_HIGH, series,
                                                 NULL, &logging, log,
                                                 &error));
      g_assert_no_error (error);
      if (n_threads == 1)
        {
          memcpy (serial, series, sizeof serial);
          g_string_assign (serial_log, log->str);
        }
      g_assert_true (memcmp (series, serial, sizeof serial) == 0);
      g_assert_cmpstr (log->str, ==, serial_log->str);
    }

  /* The program's own numbers: the first and the last pair. */
  g_assert_cmpint (serial[0].wins[SKY_SERIES_FIRST_WINS], ==, 63);
  g_assert_cmpint (serial[0].wins[SKY_SERIES_SECOND_WINS], ==, 35);
  g_assert_cmpint (serial[0].wins[SKY_SERIES_DRAWS], ==, 2);
  g_assert_cmpuint (sky_series_evaluations_per_game (&serial[0]), ==, 1009);
  g_assert_cmpint (serial[15].wins[SKY_SERIES_FIRST_WINS], ==, 66);
  g_assert_cmpint (serial[15].wins[SKY_SERIES_SECOND_WINS], ==, 32);
  g_assert_cmpint (serial[15].wins[SKY_SERIES_DRAWS], ==, 2);
  g_assert_cmpuint (sky_series_evaluations_per_game (&serial[15]), ==,
                    201120);
}

/* Plays a series of setup between first and second on n_threads, with
 * the callbacks' log. */
static void
play_threads (const SkyExperimentSetup *base, int n_threads,
              const SkyStrength *first, const SkyStrength *second,
              SkySeries *series, GString *log)
{
  SkyExperimentSetup setup = *base;
  g_autoptr(SkyExperiment) experiment = NULL;
  g_autoptr(GError) error = NULL;

  setup.n_threads = n_threads;
  experiment = sky_experiment_new (&setup, &error);
  g_assert_no_error (error);
  *series = (SkySeries) { .first = *first, .second = *second };
  g_assert_true (sky_experiment_play_series (experiment, series, NULL,
                                             &logging, log, &error));
  g_assert_no_error (error);
}

/* Random and Monte Carlo opponents draw from their game's own generator:
 * the same series on any number of threads, in every game. */
static void
test_random_threads (void)
{
  struct {
    SkyGameKind game;
    SkyPlayerKind first, second;
    gboolean tree;
    int n_games;
  } cases[] = {
    { SKY_GAME_NUMBERGRAB, SKY_PLAYER_MONTECARLO, SKY_PLAYER_RANDOM, FALSE, 40 },
    { SKY_GAME_TICTACTOE, SKY_PLAYER_RANDOM, SKY_PLAYER_RANDOM, FALSE, 60 },
    { SKY_GAME_TICTACTOE, SKY_PLAYER_MINIMAX, SKY_PLAYER_MONTECARLO, TRUE, 30 },
    { SKY_GAME_REVERSI, SKY_PLAYER_RANDOM, SKY_PLAYER_MONTECARLO, FALSE, 12 },
  };

  for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      SkyExperimentSetup setup = { .game = sky_game_get (cases[c].game),
                                   .seed = 7 + (guint32) c,
                                   .n_games = cases[c].n_games };
      SkyStrength first, second;
      SkyStrength *both[2] = { &first, &second };
      SkySeries serial;
      g_autoptr(GString) serial_log = g_string_new (NULL);

      sky_strength_init_default (&first, cases[c].first, cases[c].game);
      sky_strength_init_default (&second, cases[c].second, cases[c].game);
      for (int k = 0; k < 2; k++)
        if (both[k]->kind == SKY_PLAYER_MONTECARLO)
          {
            both[k]->tree = cases[c].tree;
            both[k]->playouts = cases[c].tree ? 200 : 10;
            both[k]->seconds = 0;
          }
      if (first.kind == SKY_PLAYER_MINIMAX)
        first.depth = 2;

      play_threads (&setup, 1, &first, &second, &serial, serial_log);
      g_assert_cmpint (serial.n_games, ==, cases[c].n_games);
      for (int n_threads = 2; n_threads <= 4; n_threads++)
        {
          SkySeries series;
          g_autoptr(GString) log = g_string_new (NULL);

          play_threads (&setup, n_threads, &first, &second, &series, log);
          g_assert_true (memcmp (&series, &serial, sizeof serial) == 0);
          g_assert_cmpstr (log->str, ==, serial_log->str);
        }
      g_assert_cmpint (serial.wins[0] + serial.wins[1] + serial.wins[2], ==,
                       cases[c].n_games);
    }
}

static void
cancel_at_third (const SkySeries *series, int index, gpointer data)
{
  if (index == 3)
    g_cancellable_cancel (data);
}

/* Cancelled as game 3 is started, on several threads: three whole games,
 * as on one. */
static void
test_cancel_threads (void)
{
  for (int n_threads = 1; n_threads <= 3; n_threads++)
    {
      SkyExperimentSetup setup = { .game = &sky_numbergrab_game, .seed = 1,
                                   .n_games = 200, .n_threads = n_threads };
      SkyExperimentCallbacks callbacks = { .game_started = cancel_at_third };
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(SkyExperiment) experiment = NULL;
      g_autoptr(GError) error = NULL;
      SkySeries series = { 0, };

      experiment = sky_experiment_new (&setup, &error);
      g_assert_no_error (error);
      sky_experiment_level_strength (SKY_GAME_NUMBERGRAB, 2, &series.first);
      series.second = series.first;
      g_assert_false (sky_experiment_play_series (experiment, &series,
                                                  cancellable, &callbacks,
                                                  cancellable, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_cmpint (series.n_games, ==, 3);
      g_assert_cmpint (series.wins[0] + series.wins[1] + series.wins[2], ==,
                       3);
    }
}

static void
test_invalid_threads (void)
{
  static const int bad[] = { -1, SKY_SERIES_RUNNER_MAX_THREADS + 1 };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      SkyExperimentSetup setup = { .game = &sky_numbergrab_game,
                                   .n_games = 5, .n_threads = bad[i] };
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyExperiment) experiment = sky_experiment_new (&setup,
                                                                &error);

      g_assert_null (experiment);
      g_assert_error (error, SKY_EXPERIMENT_ERROR,
                      SKY_EXPERIMENT_ERROR_INVALID);
    }
  g_assert_cmpint (sky_series_runner_default_threads (), >=, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/series-runner/order", test_runner_order);
  g_test_add_func ("/series-runner/failure", test_runner_failure);
  g_test_add_func ("/series-runner/cancel", test_runner_cancel);
  g_test_add_func ("/experiment/threads/seed0-table", test_seed0_threads);
  g_test_add_func ("/experiment/threads/random", test_random_threads);
  g_test_add_func ("/experiment/threads/cancel", test_cancel_threads);
  g_test_add_func ("/experiment/threads/invalid", test_invalid_threads);
  return g_test_run ();
}
