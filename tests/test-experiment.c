/* test-experiment.c: series of games (experiment.h): seed 000's table
 * through the same code path as `selfplay --legacy`, against the seed
 * program's per-game counts (numbergrab-seed0-pergame.tsv) and against the
 * article's printed table; determinism for a seed; cancellation; setups
 * that cannot be run. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib.h>

#include "experiment.h"
#include "numbergrab.h"

/* The seed program's table worked out from its per-game counts: wins and
 * total evaluations per pair of levels, in the experiment's order. */
typedef struct {
  int first, second;
  int wins[3];
  guint64 evaluations;
  int n_games;
} Expected;

static void
load_expected (Expected table[SKY_SEED0_N_SERIES])
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST,
                                                 "numbergrab-seed0-pergame.tsv",
                                                 NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  memset (table, 0, sizeof (Expected) * SKY_SEED0_N_SERIES);
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      int first, second, index, diff;
      guint64 count;
      Expected *cell;

      if (lines[i][0] == '#' || lines[i][0] == '\0'
          || g_str_has_prefix (lines[i], "first\t"))
        continue;
      g_assert_cmpint (sscanf (lines[i], "%d\t%d\t%d\t%d\t%" G_GUINT64_FORMAT,
                               &first, &second, &index, &diff, &count), ==, 5);
      cell = &table[(first - SKY_SEED0_LOW) * SKY_SEED0_LEVELS
                    + (second - SKY_SEED0_LOW)];
      cell->first = first;
      cell->second = second;
      cell->wins[diff > 0 ? 0 : diff < 0 ? 1 : 2]++;
      cell->evaluations += count;
      cell->n_games++;
    }
}

typedef struct {
  int started, done, series_done;
  gboolean with_ab;
} Counts;

static void
count_started (const SkySeries *series, int index, gpointer data)
{
  Counts *counts = data;

  g_assert_cmpint (index, ==, series->n_games);
  counts->started++;
}

static void
count_done (const SkySeries *series, int index, const SkySelfplayGame *game,
            const SkySelfplayGame *ab_game, gpointer data)
{
  Counts *counts = data;

  g_assert_cmpint (index + 1, ==, series->n_games);
  g_assert_true ((ab_game != NULL) == counts->with_ab);
  g_assert_cmpint (game->n_moves, >, 0);
  counts->done++;
}

static void
count_series_done (const SkySeries *series, gpointer data)
{
  Counts *counts = data;

  counts->series_done++;
}

static const SkyExperimentCallbacks counting = {
  count_started, count_done, count_series_done
};

/* Seed 000's experiment with alpha-beta alongside: the seed program's
 * numbers exactly, the article's printing off in the four known cells, and
 * alpha-beta playing every game the same with fewer evaluations. */
static void
test_seed0 (void)
{
  Expected expected[SKY_SEED0_N_SERIES];
  SkySeries series[SKY_SEED0_N_SERIES];
  SkyExperimentSetup setup;
  g_autoptr(SkyExperiment) experiment = NULL;
  g_autoptr(GError) error = NULL;
  Counts counts = { .with_ab = TRUE };
  int differences = 0;

  load_expected (expected);
  sky_experiment_seed0_setup (&setup, TRUE);
  g_assert_true (setup.legacy);
  g_assert_cmpuint (setup.seed, ==, 0);
  g_assert_cmpint (setup.n_games, ==, 100);
  experiment = sky_experiment_new (&setup, &error);
  g_assert_no_error (error);
  g_assert_true (sky_experiment_play_levels (experiment, SKY_SEED0_LOW,
                                             SKY_SEED0_HIGH, series, NULL,
                                             &counting, &counts, &error));
  g_assert_no_error (error);
  g_assert_cmpint (counts.started, ==, 1600);
  g_assert_cmpint (counts.done, ==, 1600);
  g_assert_cmpint (counts.series_done, ==, 16);

  for (int i = 0; i < SKY_SEED0_N_SERIES; i++)
    {
      const SkySeed0Cell *printed = &sky_seed0_article_table[i];
      guint64 per_game = sky_series_evaluations_per_game (&series[i]);

      g_assert_cmpint (expected[i].n_games, ==, 100);
      g_assert_cmpint (series[i].n_games, ==, 100);
      g_assert_cmpint (series[i].first.depth, ==, expected[i].first);
      g_assert_cmpint (series[i].second.depth, ==, expected[i].second);
      g_assert_false (series[i].first.alpha_beta);
      g_assert_cmpint (printed->first, ==, expected[i].first);
      g_assert_cmpint (printed->second, ==, expected[i].second);
      for (int k = 0; k < 3; k++)
        g_assert_cmpint (series[i].wins[k], ==, expected[i].wins[k]);
      g_assert_cmpuint (series[i].evaluations[0] + series[i].evaluations[1],
                        ==, expected[i].evaluations);
      g_assert_cmpuint (per_game, ==, expected[i].evaluations / 100);

      /* Alpha-beta: the same games (checked inside), fewer evaluations. */
      g_assert_cmpuint (sky_series_ab_evaluations_per_game (&series[i]), <,
                        per_game);
      g_assert_cmpuint (sky_series_ab_evaluations_per_game (&series[i]), >,
                        0);

      for (int k = 0; k < 3; k++)
        differences += printed->wins[k] != series[i].wins[k];
      differences += printed->evaluations != per_game;
    }

  /* The four slips, and nothing else. */
  g_assert_cmpint (differences, ==, 4);
  g_assert_cmpint (sky_seed0_article_table[0].wins[1], ==, 33);
  g_assert_cmpint (series[0].wins[1], ==, 35);
  g_assert_cmpuint (sky_seed0_article_table[5].evaluations, ==, 6201);
  g_assert_cmpuint (sky_series_evaluations_per_game (&series[5]), ==, 6208);
  g_assert_cmpuint (sky_seed0_article_table[6].evaluations, ==, 20281);
  g_assert_cmpuint (sky_series_evaluations_per_game (&series[6]), ==, 20242);
  g_assert_cmpuint (sky_seed0_article_table[9].evaluations, ==, 21278);
  g_assert_cmpuint (sky_series_evaluations_per_game (&series[9]), ==, 21287);

  /* Alpha-beta at (2, 2) and (5, 5), as `selfplay --alpha-beta` prints. */
  g_assert_cmpuint (sky_series_ab_evaluations_per_game (&series[0]), ==, 586);
  g_assert_cmpuint (sky_series_ab_evaluations_per_game (&series[15]), ==,
                    22778);
}

static void
play (const SkyExperimentSetup *setup, const SkyStrength *first,
      const SkyStrength *second, SkySeries *series)
{
  g_autoptr(SkyExperiment) experiment = NULL;
  g_autoptr(GError) error = NULL;

  experiment = sky_experiment_new (setup, &error);
  g_assert_no_error (error);
  *series = (SkySeries) { .first = *first, .second = *second };
  g_assert_true (sky_experiment_play_series (experiment, series, NULL, NULL,
                                             NULL, &error));
  g_assert_no_error (error);
}

/* The same seed gives the same series, game for game; the tally adds up. */
static void
test_deterministic (void)
{
  SkyExperimentSetup setup = { .game = &sky_numbergrab_game, .seed = 7,
                               .n_games = 40 };
  SkyStrength first, second;
  SkySeries a, b, c;

  sky_strength_init_default (&first, SKY_PLAYER_MONTECARLO,
                             SKY_GAME_NUMBERGRAB);
  first.playouts = 1;
  first.seconds = 0;
  sky_strength_init_default (&second, SKY_PLAYER_RANDOM, SKY_GAME_NUMBERGRAB);

  play (&setup, &first, &second, &a);
  play (&setup, &first, &second, &b);
  g_assert_true (memcmp (&a, &b, sizeof a) == 0);
  g_assert_cmpint (a.n_games, ==, 40);
  g_assert_cmpint (a.wins[0] + a.wins[1] + a.wins[2], ==, 40);
  g_assert_cmpuint (a.playouts[SKY_SIDE_FIRST], >, 0);
  g_assert_cmpuint (a.playouts[SKY_SIDE_SECOND], ==, 0);
  g_assert_cmpuint (a.evaluations[SKY_SIDE_SECOND], ==, 0);
  /* Number-grab alternates strictly: the first side made as many moves as
   * the second or one more, in every game. */
  g_assert_cmpuint (a.moves[SKY_SIDE_FIRST], >=, a.moves[SKY_SIDE_SECOND]);
  g_assert_cmpuint (a.moves[SKY_SIDE_FIRST] - a.moves[SKY_SIDE_SECOND], <=,
                    40);
  /* Exact figures for seed 7 (they change only if the opponents do, or
   * the way each game's generator is seeded from the seed). */
  g_assert_cmpint (a.wins[SKY_SERIES_FIRST_WINS], ==, 36);
  g_assert_cmpint (a.wins[SKY_SERIES_SECOND_WINS], ==, 4);
  g_assert_cmpint (a.wins[SKY_SERIES_DRAWS], ==, 0);

  /* Another seed, other boards. */
  setup.seed = 8;
  play (&setup, &first, &second, &c);
  g_assert_true (memcmp (&a, &c, sizeof a) != 0);

  /* Minimax against itself is deterministic whatever the seed; tic-tac-toe
   * perfect play draws every game, misère too. */
  setup = (SkyExperimentSetup) { .game = sky_game_get (SKY_GAME_TICTACTOE),
                                 .seed = 1, .n_games = 3 };
  sky_experiment_level_strength (SKY_GAME_TICTACTOE, 9, &first);
  play (&setup, &first, &first, &a);
  g_assert_cmpint (a.wins[SKY_SERIES_DRAWS], ==, 3);
  g_assert_cmpuint (a.moves[SKY_SIDE_FIRST], ==, 15);
  g_assert_cmpuint (a.moves[SKY_SIDE_SECOND], ==, 12);
  setup.misere = TRUE;
  play (&setup, &first, &first, &a);
  g_assert_cmpint (a.wins[SKY_SERIES_DRAWS], ==, 3);
}

static void
cancel_at_third (const SkySeries *series, int index, gpointer data)
{
  if (index == 3)
    g_cancellable_cancel (data);
}

static gpointer
cancel_soon (gpointer data)
{
  g_usleep (50 * G_TIME_SPAN_MILLISECOND);
  g_cancellable_cancel (data);
  return NULL;
}

/* Cancelled between games: whole games only are counted.  Cancelled in the
 * middle of a deep search from another thread: it stops there. */
static void
test_cancel (void)
{
  SkyExperimentSetup setup = { .game = &sky_numbergrab_game, .seed = 1,
                               .n_games = 50 };
  SkyExperimentCallbacks callbacks = { .game_started = cancel_at_third };
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GCancellable) deep_cancellable = g_cancellable_new ();
  g_autoptr(SkyExperiment) experiment = NULL;
  g_autoptr(SkyExperiment) deep = NULL;
  g_autoptr(GError) error = NULL;
  SkySeries series = { 0, };
  GThread *thread;

  experiment = sky_experiment_new (&setup, &error);
  g_assert_no_error (error);
  sky_experiment_level_strength (SKY_GAME_NUMBERGRAB, 2, &series.first);
  series.second = series.first;
  g_assert_false (sky_experiment_play_series (experiment, &series,
                                              cancellable, &callbacks,
                                              cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  /* Game 3 was started and cancelled in its first search. */
  g_assert_cmpint (series.n_games, ==, 3);
  g_assert_cmpint (series.wins[0] + series.wins[1] + series.wins[2], ==, 3);
  g_clear_error (&error);

  setup = (SkyExperimentSetup) { .game = sky_game_get (SKY_GAME_REVERSI),
                                 .seed = 1, .n_games = 1000 };
  deep = sky_experiment_new (&setup, &error);
  g_assert_no_error (error);
  series = (SkySeries) { 0, };
  sky_experiment_level_strength (SKY_GAME_REVERSI, 7, &series.first);
  series.second = series.first;
  thread = g_thread_new ("cancel", cancel_soon, deep_cancellable);
  g_assert_false (sky_experiment_play_series (deep, &series, deep_cancellable,
                                              NULL, NULL, &error));
  g_thread_join (thread);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (series.n_games, <, 1000);
}

static void
test_invalid (void)
{
  struct {
    SkyExperimentSetup setup;
  } cases[] = {
    { { .game = &sky_numbergrab_game, .n_games = 0 } },
    { { .game = &sky_numbergrab_game, .n_games = 5, .misere = TRUE } },
    { { .game = &sky_numbergrab_game, .n_games = -3 } },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyExperiment) experiment = sky_experiment_new (&cases[i].setup,
                                                                &error);

      g_assert_null (experiment);
      g_assert_error (error, SKY_EXPERIMENT_ERROR,
                      SKY_EXPERIMENT_ERROR_INVALID);
    }

  for (int kind = SKY_GAME_TICTACTOE; kind <= SKY_GAME_REVERSI; kind++)
    {
      SkyExperimentSetup setup = { .game = sky_game_get (kind), .n_games = 1,
                                   .legacy = TRUE };
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyExperiment) experiment = sky_experiment_new (&setup,
                                                                &error);

      g_assert_null (experiment);
      g_assert_error (error, SKY_EXPERIMENT_ERROR,
                      SKY_EXPERIMENT_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, sky_game_get (kind)->id));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/experiment/seed0-table", test_seed0);
  g_test_add_func ("/experiment/deterministic", test_deterministic);
  g_test_add_func ("/experiment/cancel", test_cancel);
  g_test_add_func ("/experiment/invalid", test_invalid);
  return g_test_run ();
}
