/* test-cli-tune-fit.c: `sakiyomi-cli tune fit` and `tune test` on a tiny
 * labelled set made here (labels: the disc difference, so that the fit has
 * something to learn); and the exact test set of data/ that the
 * evaluation's error is measured on. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cli-run.h"
#include "reversi-bitboard.h"
#include "reversi-endgame.h"
#include "reversi-pattern.h"
#include "reversi-training.h"

/* The positions of random games with 1..8 empties, labelled by P's discs
 * minus O's (a whole number of discs, as an exact label must be). */
static void
write_labels (const char *path)
{
  g_autoptr(GArray) labels = g_array_new (FALSE, FALSE, sizeof (SkyReversiLabel));
  g_autoptr(GError) error = NULL;
  guint64 state = G_GUINT64_CONSTANT (0x1234567887654321);

  for (int g = 0; g < 80; g++)
    {
      guint64 P = G_GUINT64_CONSTANT (0x0000000810000000);
      guint64 O = G_GUINT64_CONSTANT (0x0000001008000000), t;
      int passes = 0;

      while (passes < 2)
        {
          guint64 moves = sky_reversi_mobility (P, O);
          int empties = 64 - sky_reversi_popcount (P | O);

          if (moves == 0)
            {
              passes++;
              t = P, P = O, O = t;
              continue;
            }
          passes = 0;
          if (empties <= 8)
            {
              SkyReversiLabel l = { P, O, 0, empties, SKY_REVERSI_LABEL_EXACT };

              l.value = 100 * (sky_reversi_popcount (P) - sky_reversi_popcount (O));
              g_array_append_val (labels, l);
            }
          for (int k = sky_reversi_rng_next (&state) % sky_reversi_popcount (moves);
               k > 0; k--)
            moves &= moves - 1;
          {
            int sq = __builtin_ctzll (moves);
            guint64 flips = sky_reversi_flips (P, O, sq);

            P |= flips | (G_GUINT64_CONSTANT (1) << sq);
            O &= ~flips;
          }
          t = P, P = O, O = t;
        }
    }
  g_assert_true (sky_reversi_labels_save (path, (SkyReversiLabel *) labels->data,
                                          labels->len, &error));
  g_assert_no_error (error);
}

static void
test_fit (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-cli-tune-fit-XXXXXX", NULL);
  g_autofree char *labels = g_build_filename (dir, "small.lab", NULL);
  g_autofree char *weights = g_build_filename (dir, "w.bin", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.bin", NULL);
  g_autoptr(SkyReversiPatternWeights) w = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) test = { 0 };
  g_auto(Run) broken = { 0 };
  g_auto(Run) usage = { 0 };

  write_labels (labels);
  run_cli (&run, NULL, "tune", "fit", "--labels", labels, "--held-out-every", "5",
           "--iterations", "20", "--lambda", "1", "--output", weights, "-q", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Held out"));
  g_assert_nonnull (strstr (run.out, "all"));

  w = sky_reversi_pattern_weights_load_file (weights, &error);
  g_assert_no_error (error);
  /* 1..8 empties: phases 0..3, the others not. */
  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    g_assert_cmpint (sky_reversi_pattern_weights_phase_fitted (w, p), ==, p < 4);
  g_assert_true (g_str_has_prefix (sky_reversi_pattern_weights_get_description (w),
                                   "command: sakiyomi-cli tune fit --labels "));
  g_assert_nonnull (strstr (sky_reversi_pattern_weights_get_description (w),
                            "--lambda 1"));

  run_cli (&test, NULL, "tune", "test", "--labels", labels, "--weights", weights, NULL);
  g_assert_cmpint (test.status, ==, 0);
  g_assert_nonnull (strstr (test.out, "Pattern eval RMS"));
  g_assert_nonnull (strstr (test.out, "    all"));

  /* tune weights: the description and phases, and a copy that is the
   * same weights. */
  {
    g_autofree char *copy = g_build_filename (dir, "copy.bin", NULL);
    g_autoptr(SkyReversiPatternWeights) back = NULL;
    g_auto(Run) show = { 0 };

    run_cli (&show, NULL, "tune", "weights", "--weights", weights, "--output", copy, NULL);
    g_assert_cmpint (show.status, ==, 0);
    g_assert_true (g_str_has_prefix (show.out, "command: sakiyomi-cli tune fit --labels "));
    g_assert_nonnull (strstr (show.out, "\nFitted phases: 0 1 2 3\n"));
    g_assert_nonnull (strstr (show.out, "\nLoaded in "));
    back = sky_reversi_pattern_weights_load_file (copy, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (sky_reversi_pattern_weights_checksum (back), ==,
                      sky_reversi_pattern_weights_checksum (w));
    g_assert_cmpstr (sky_reversi_pattern_weights_get_description (back), ==,
                     sky_reversi_pattern_weights_get_description (w));
    g_unlink (copy);
  }

  g_assert_true (g_file_set_contents (bad, "SKYPATW1\1", 9, NULL));
  run_cli (&broken, NULL, "tune", "test", "--labels", labels, "--weights", bad, NULL);
  g_assert_cmpint (broken.status, ==, 2);
  g_assert_nonnull (strstr (broken.err, "bad.bin"));

  run_cli (&usage, NULL, "tune", "fit", "--output", weights, NULL);
  g_assert_cmpint (usage.status, ==, 2);
  g_assert_nonnull (strstr (usage.err, "--labels"));

  g_unlink (labels);
  g_unlink (weights);
  g_unlink (bad);
  g_rmdir (dir);
}

static SkyReversiPatternWeights *
load (const char *path)
{
  g_autoptr(GError) error = NULL;
  SkyReversiPatternWeights *w = sky_reversi_pattern_weights_load_file (path, &error);

  g_assert_no_error (error);
  return w;
}

static gboolean
same_phase (SkyReversiPatternWeights *a, SkyReversiPatternWeights *b, int p)
{
  return memcmp (sky_reversi_pattern_weights_get_phase (a, p),
                 sky_reversi_pattern_weights_get_phase (b, p),
                 SKY_REVERSI_PATTERN_N_WEIGHTS * sizeof (gint16)) == 0;
}

/* --phases with --base: the chosen phases fitted afresh (as a fit of them
 * alone would), the others copied from the base, fitted or not as there,
 * and the base's description kept before this run's. */
static void
test_fit_base (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-cli-tune-fit-XXXXXX", NULL);
  g_autofree char *labels = g_build_filename (dir, "small.lab", NULL);
  g_autofree char *first = g_build_filename (dir, "first.bin", NULL);
  g_autofree char *alone = g_build_filename (dir, "alone.bin", NULL);
  g_autofree char *upon = g_build_filename (dir, "upon.bin", NULL);
  g_autofree char *empty = g_build_filename (dir, "empty.bin", NULL);
  g_autoptr(SkyReversiPatternWeights) w1 = NULL;
  g_autoptr(SkyReversiPatternWeights) wa = NULL;
  g_autoptr(SkyReversiPatternWeights) wb = NULL;
  g_autoptr(SkyReversiPatternWeights) we = NULL;
  g_auto(Run) run1 = { 0 };
  g_auto(Run) run2 = { 0 };
  g_auto(Run) run3 = { 0 };
  g_auto(Run) run4 = { 0 };
  const char *d1, *d3;

  write_labels (labels);
  run_cli (&run1, NULL, "tune", "fit", "--labels", labels, "--iterations", "10",
           "--lambda", "1", "--output", first, "-q", NULL);
  g_assert_cmpint (run1.status, ==, 0);
  run_cli (&run2, NULL, "tune", "fit", "--labels", labels, "--iterations", "10",
           "--lambda", "4", "--phases", "2", "--output", alone, "-q", NULL);
  g_assert_cmpint (run2.status, ==, 0);
  run_cli (&run3, NULL, "tune", "fit", "--labels", labels, "--iterations", "10",
           "--lambda", "4", "--phases", "2", "--base", first, "--output", upon,
           "-q", NULL);
  g_assert_cmpint (run3.status, ==, 0);
  g_assert_nonnull (strstr (run3.out, "    2    5-6 "));

  w1 = load (first);
  wa = load (alone);
  wb = load (upon);
  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    {
      g_assert_cmpint (sky_reversi_pattern_weights_phase_fitted (wa, p), ==, p == 2);
      g_assert_cmpint (sky_reversi_pattern_weights_phase_fitted (wb, p), ==, p < 4);
      g_assert_true (same_phase (wb, p == 2 ? wa : w1, p));
    }
  g_assert_false (same_phase (w1, wa, 2));
  d1 = sky_reversi_pattern_weights_get_description (w1);
  d3 = sky_reversi_pattern_weights_get_description (wb);
  g_assert_true (g_str_has_prefix (d3, d1));
  g_assert_true (g_str_has_prefix (d3 + strlen (d1), "\ncommand: sakiyomi-cli tune fit "));
  g_assert_nonnull (strstr (d3 + strlen (d1), "--phases 2 --base "));
  g_assert_nonnull (strstr (d3 + strlen (d1), "\nphase 2 (5-6 empties) fitted: "));
  g_assert_nonnull (strstr (d3 + strlen (d1), "\nkept from "));
  g_assert_nonnull (strstr (d3 + strlen (d1), "first.bin: 0 1 3\n"));

  /* A phase without positions: nothing fitted now, the base kept whole. */
  run_cli (&run4, NULL, "tune", "fit", "--labels", labels, "--phases", "9-29",
           "--base", first, "--output", empty, "-q", NULL);
  g_assert_cmpint (run4.status, ==, 0);
  g_assert_nonnull (strstr (run4.out, "no positions: not fitted"));
  we = load (empty);
  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    {
      g_assert_cmpint (sky_reversi_pattern_weights_phase_fitted (we, p), ==, p < 4);
      g_assert_true (same_phase (we, w1, p));
    }

  g_unlink (labels);
  g_unlink (first);
  g_unlink (alone);
  g_unlink (upon);
  g_unlink (empty);
  g_rmdir (dir);
}

/* data/reversi-exact-20-24.lab, the held-out test set of the evaluation's
 * error (src/engine/reversi/README.md, build-aux/tune-weights step 7):
 * over a thousand positions with 20 to 24 empties, each labelled exactly,
 * which the solver confirms for the first two with 20 empties; and `tune
 * test` reads it. */
static void
test_exact_test_set (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data",
                                                 "reversi-exact-20-24.lab",
                                                 NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) labels = sky_reversi_labels_load (path, NULL, &error);
  g_auto(Run) test = { 0 };
  int by_empties[65] = { 0 }, solved = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (labels->len, >=, 1000);
  for (guint i = 0; i < labels->len; i++)
    {
      const SkyReversiLabel *l = &g_array_index (labels, SkyReversiLabel, i);

      g_assert_cmpint (l->source, ==, SKY_REVERSI_LABEL_EXACT);
      g_assert_cmpint (l->empties, ==, sky_reversi_popcount (~(l->P | l->O)));
      g_assert_cmpint (l->empties, >=, 20);
      g_assert_cmpint (l->empties, <=, 24);
      g_assert_cmpint (l->value % 100, ==, 0);
      by_empties[l->empties]++;
      if (l->empties == 20 && solved < 2)
        {
          g_assert_cmpint (sky_reversi_solve (l->P, l->O, -65, 65, NULL, NULL),
                           ==, l->value / 100);
          solved++;
        }
    }
  for (int e = 20; e <= 24; e++)
    g_assert_cmpint (by_empties[e], >, 100);

  run_cli (&test, NULL, "tune", "test", "--labels", path, NULL);
  g_assert_cmpint (test.status, ==, 0);
  for (int e = 20; e <= 24; e++)
    {
      g_autofree char *row = g_strdup_printf ("\n%7d  %9d  ", e, by_empties[e]);

      g_assert_nonnull (strstr (test.out, row));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/tune-fit", test_fit);
  g_test_add_func ("/cli/tune-fit-base", test_fit_base);
  g_test_add_func ("/cli/tune-test-set", test_exact_test_set);
  return g_test_run ();
}
