/* cli-bench-numbergrab.c: the number-grab items of `sakiyomi-cli bench`
 * (cli-bench.h): searches on seed 000's first board and seed 000's
 * experiment, checked against the seed program's own table. */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cli-bench.h"
#include "experiment.h"
#include "numbergrab.h"
#include "pyrandom.h"
#include "search-generic.h"

/* The first board of seed 0 (seed 000's experiment). */
static SkyPosition *
numbergrab_seed0_board (void)
{
  SkyPosition *pos = sky_position_new (sky_game_get (SKY_GAME_NUMBERGRAB),
                                       NULL);
  g_autoptr(SkyPyRandom) random = sky_py_random_new_unchecked (0);

  sky_numbergrab_init_from_random (pos, random);
  return pos;
}

/* One deep alpha-beta search on that board. */
static void
bench_numbergrab_search (BenchRun *run)
{
  g_autoptr(SkyPosition) pos = numbergrab_seed0_board ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  SkyStrength strength;
  SkySearchResult result;

  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX,
                             SKY_GAME_NUMBERGRAB);
  strength.alpha_beta = TRUE;
  strength.depth = run->quick ? 8 : 13;
  run->name = g_strdup_printf (_("number-grab alpha-beta depth %d"),
                               strength.depth);
  run->unit = _("nodes");
  sky_player_choose (&strength, pos, rand, NULL, NULL, NULL, &result, NULL);
  run->count = result.nodes;
  sky_cli_bench_note_move (run, pos, &result);
}

/* The engine's search on that board at a fixed depth (the depth it reaches
 * in a second depends on the machine, so the benchmark fixes the depth). */
static void
bench_engine_numbergrab (BenchRun *run)
{
  g_autoptr(SkyPosition) pos = numbergrab_seed0_board ();
  SkyGenericSearchOptions options = { .max_depth = run->quick ? 10 : 16 };
  SkySearchResult result;

  run->name = g_strdup_printf (_("number-grab engine depth %d"),
                               options.max_depth);
  run->unit = _("nodes");
  sky_generic_search (pos, &options, &result, NULL);
  run->count = result.nodes;
  sky_cli_bench_note_move (run, pos, &result);
}

/* Seed 000's experiment: random.seed (0), then 100 games for every pair of
 * levels 2..5 (first player outer, second inner), each on the next board
 * drawn from the one stream.  The seed program's own results: first wins,
 * second wins, draws, average evaluation count. */
static const int seed0_table[4][4][4] = {
  { { 63, 35, 2, 1009 }, { 45, 55, 0, 3512 }, { 33, 67, 0, 17373 }, { 31, 68, 1, 96798 } },
  { { 84, 16, 0, 3420 }, { 73, 25, 2, 6208 }, { 49, 49, 2, 20242 }, { 56, 43, 1, 99393 } },
  { { 91, 8, 1, 17829 }, { 78, 21, 1, 21287 }, { 70, 29, 1, 34851 }, { 61, 37, 2, 114155 } },
  { { 90, 10, 0, 101983 }, { 77, 22, 1, 109437 }, { 79, 20, 1, 122856 }, { 66, 32, 2, 201120 } },
};

static void
run_seed0_table (BenchRun *run, gboolean alpha_beta)
{
  const SkyGame *game = sky_game_get (SKY_GAME_NUMBERGRAB);
  g_autoptr(SkyPyRandom) random = sky_py_random_new_unchecked (0);
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  int max_level = run->quick ? 3 : 5;
  gboolean matches = TRUE;

  run->name = g_strdup_printf (alpha_beta
                               ? _("number-grab seed-0 table, levels 2..%d, alpha-beta")
                               : _("number-grab seed-0 table, levels 2..%d, minimax"),
                               max_level);
  run->unit = _("evaluations");
  for (int x = 2; x <= 5; x++)
    for (int y = 2; y <= 5; y++)
      {
        SkyStrength first, second;
        int wins[3] = { 0, 0, 0 };
        guint64 evaluations = 0;

        sky_strength_init_default (&first, SKY_PLAYER_MINIMAX, game->kind);
        second = first;
        first.alpha_beta = second.alpha_beta = alpha_beta;
        first.depth = x;
        second.depth = y;
        for (int i = 0; i < 100; i++)
          {
            /* The boards of the pairs left out are drawn all the same, so
             * that the others get the boards of the full experiment. */
            sky_numbergrab_init_from_random (pos, random);
            if (x > max_level || y > max_level)
              continue;
            while (!sky_position_is_over (pos))
              {
                SkySearchResult result;

                sky_player_choose (pos->to_move == SKY_SIDE_FIRST
                                   ? &first : &second,
                                   pos, rand, NULL, NULL, NULL, &result, NULL);
                evaluations += result.evaluations;
                sky_position_play (pos, result.move);
              }
            switch (game->result (pos))
              {
              case SKY_RESULT_FIRST_WINS: wins[0]++; break;
              case SKY_RESULT_SECOND_WINS: wins[1]++; break;
              case SKY_RESULT_DRAW: wins[2]++; break;
              case SKY_RESULT_NONE:
              default: break;
              }
          }
        if (x > max_level || y > max_level)
          continue;
        run->count += evaluations;
        for (int k = 0; k < 3; k++)
          matches = matches && wins[k] == seed0_table[x - 2][y - 2][k];
        if (!alpha_beta)
          matches = matches
                    && evaluations / 100 == (guint64) seed0_table[x - 2][y - 2][3];
      }
  run->check = matches ? CHECK_OK : CHECK_WRONG;
}

static void
bench_seed0_minimax (BenchRun *run)
{
  run_seed0_table (run, FALSE);
}

static void
bench_seed0_alphabeta (BenchRun *run)
{
  run_seed0_table (run, TRUE);
}

/* Seed 000's table through the engine's experiment on n_threads threads,
 * as `selfplay --legacy` plays it; quick: the first row only (level 2
 * against 2..5), on the full experiment's boards.  The wall-clock time in
 * seconds. */
static gboolean
seed0_experiment (int n_threads, gboolean quick, SkySeries *series,
                  int *n_series, double *seconds)
{
  g_autoptr(SkyExperiment) experiment = NULL;
  SkyExperimentSetup setup;
  gint64 start;
  gboolean ok = TRUE;

  sky_experiment_seed0_setup (&setup, FALSE);
  setup.n_threads = n_threads;
  experiment = sky_experiment_new (&setup, NULL);
  if (experiment == NULL)
    return FALSE;
  start = g_get_monotonic_time ();
  if (!quick)
    {
      *n_series = SKY_SEED0_N_SERIES;
      ok = sky_experiment_play_levels (experiment, SKY_SEED0_LOW,
                                       SKY_SEED0_HIGH, series, NULL, NULL,
                                       NULL, NULL);
    }
  else
    {
      /* The series of one experiment take the boards one after another,
       * as the table's first row does. */
      *n_series = SKY_SEED0_LEVELS;
      memset (series, 0, sizeof (SkySeries) * SKY_SEED0_LEVELS);
      for (int i = 0; ok && i < SKY_SEED0_LEVELS; i++)
        {
          sky_experiment_level_strength (SKY_GAME_NUMBERGRAB, 2,
                                         &series[i].first);
          sky_experiment_level_strength (SKY_GAME_NUMBERGRAB, 2 + i,
                                         &series[i].second);
          ok = sky_experiment_play_series (experiment, &series[i], NULL, NULL,
                                           NULL, NULL);
        }
    }
  *seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  return ok;
}

/* The same table on one thread and on two (issue 12: two threads at least
 * 1.6 times as fast, on two free cores): the same series to the digit,
 * and the seed program's table.  The count is both runs' evaluations. */
static void
bench_seed0_threads (BenchRun *run)
{
  SkySeries one[SKY_SEED0_N_SERIES], two[SKY_SEED0_N_SERIES];
  int n_one = 0, n_two = 0;
  double seconds_one = 0, seconds_two = 0;
  gboolean matches;

  run->name = g_strdup_printf (run->quick
                               ? _("number-grab seed-0 first row, 1 and 2 threads")
                               : _("number-grab seed-0 table, 1 and 2 threads"));
  run->unit = _("evaluations");
  matches = seed0_experiment (1, run->quick, one, &n_one, &seconds_one)
            && seed0_experiment (2, run->quick, two, &n_two, &seconds_two)
            && n_one == n_two
            && memcmp (one, two, sizeof (SkySeries) * (gsize) n_one) == 0;
  for (int i = 0; matches && i < n_one; i++)
    {
      const int *expected = seed0_table[one[i].first.depth - 2][one[i].second.depth - 2];

      for (int k = 0; k < 3; k++)
        matches = matches && one[i].wins[k] == expected[k];
      matches = matches
                && sky_series_evaluations_per_game (&one[i]) == (guint64) expected[3];
      run->count += 2 * (one[i].evaluations[0] + one[i].evaluations[1]);
    }
  run->check = matches ? CHECK_OK : CHECK_WRONG;
  /* TRANSLATORS: the wall-clock seconds of the table on one thread and on
   * two, and how many times faster two are */
  run->note = g_strdup_printf (_("1 thread %.2f s, 2 threads %.2f s: speedup %.2f"),
                               seconds_one, seconds_two,
                               seconds_two > 0 ? seconds_one / seconds_two
                                               : 0.0);
}

/* In the set's order (cli-bench-set.c). */
const BenchItem sky_cli_bench_numbergrab_items[] = {
  { "numbergrab-search", bench_numbergrab_search },
  { "engine-numbergrab", bench_engine_numbergrab },
  { "seed0-minimax", bench_seed0_minimax },
  { "seed0-alphabeta", bench_seed0_alphabeta },
  { "seed0-threads", bench_seed0_threads },
  { NULL }
};
