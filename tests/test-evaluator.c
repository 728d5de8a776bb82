/* test-evaluator.c: the strong engine's evaluator (reversi-evaluator.h):
 * either evaluation behind one call, the legacy weights file
 * (reversi-eval-file.h) and the files told apart, and the searches and
 * labels that use an evaluator. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "evaluator-fixture.h"
#include "reversi-bitboard.h"
#include "reversi-eval-file.h"
#include "reversi-evaluator.h"
#include "reversi-search.h"
#include "reversi-training.h"
#include "reversi-weights.h"

static char *dir;

static char *
temp_path (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

/* Every position of a few random games (P to move, not over). */
static GArray *
random_positions (guint32 seed, int games)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (guint64) * 2);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  for (int g = 0; g < games; g++)
    {
      guint64 P = G_GUINT64_CONSTANT (0x0000000810000000);
      guint64 O = G_GUINT64_CONSTANT (0x0000001008000000);
      int passes = 0;

      while (passes < 2)
        {
          guint64 moves = sky_reversi_mobility (P, O), t, flips;
          guint64 pair[2] = { P, O };
          int n = sky_reversi_popcount (moves), k, sq;

          if (n == 0)
            {
              passes++;
              t = P, P = O, O = t;
              continue;
            }
          passes = 0;
          g_array_append_val (positions, pair);
          for (k = g_rand_int_range (rand, 0, n); k > 0; k--)
            moves &= moves - 1;
          sq = __builtin_ctzll (moves);
          flips = sky_reversi_flips (P, O, sq);
          t = O ^ flips;
          O = P ^ flips ^ (G_GUINT64_CONSTANT (1) << sq);
          P = t;
        }
    }
  return positions;
}

#define POS(a, i) (&g_array_index ((a), guint64, 2 * (i)))

static void
test_legacy (void)
{
  g_autoptr(SkyReversiEvaluator) ev = sky_reversi_evaluator_new_legacy ();
  g_autoptr(GArray) positions = random_positions (1, 50);

  g_assert_cmpstr (sky_reversi_evaluator_get_name (ev), ==, "legacy");
  g_assert_null (sky_reversi_evaluator_get_pattern_weights (ev));
  g_assert_cmpuint (sky_reversi_legacy_weights_checksum (sky_reversi_evaluator_get_legacy_weights (ev)),
                    ==, SKY_REVERSI_WEIGHTS_CHECKSUM);
  g_assert_cmpuint (positions->len, >, 2000);
  for (guint i = 0; i < positions->len; i++)
    {
      const guint64 *p = POS (positions, i);

      g_assert_cmpint (sky_reversi_evaluator_evaluate (ev, p[0], p[1]), ==,
                       sky_reversi_evaluate (p[0], p[1]));
    }
}

static void
test_pattern (void)
{
  g_autoptr(SkyReversiEvaluator) ev = test_pattern_evaluator (7);
  SkyReversiPatternWeights *w = sky_reversi_evaluator_get_pattern_weights (ev);
  g_autoptr(GArray) positions = random_positions (2, 20);
  int differ = 0;

  g_assert_nonnull (w);
  g_assert_null (sky_reversi_evaluator_get_legacy_weights (ev));
  g_assert_cmpstr (sky_reversi_evaluator_get_name (ev), ==, "pattern");
  g_assert_cmpstr (sky_reversi_evaluator_get_description (ev), ==,
                   "test weights, seed 7");
  for (guint i = 0; i < positions->len; i++)
    {
      const guint64 *p = POS (positions, i);
      int v = sky_reversi_evaluator_evaluate (ev, p[0], p[1]);

      g_assert_cmpint (v, ==, sky_reversi_pattern_evaluate (w, p[0], p[1]));
      differ += v != sky_reversi_evaluate (p[0], p[1]);
    }
  g_assert_cmpint (differ, >, (int) positions->len / 2);
}

/* Behaviour only: the default weights will change. */
static void
test_default (void)
{
  const SkyReversiEvaluator *ev = sky_reversi_evaluator_get_default ();
  g_autoptr(GArray) positions = random_positions (3, 5);

  g_assert_nonnull (ev);
  g_assert_true (ev == sky_reversi_evaluator_get_default ());
  g_assert_nonnull (sky_reversi_evaluator_get_name (ev));
  g_assert_nonnull (sky_reversi_evaluator_get_description (ev));
  for (guint i = 0; i < positions->len; i++)
    {
      const guint64 *p = POS (positions, i);
      int v = sky_reversi_evaluator_evaluate (ev, p[0], p[1]);

      g_assert_cmpint (v, >=, -SKY_REVERSI_EVAL_LIMIT);
      g_assert_cmpint (v, <=, SKY_REVERSI_EVAL_LIMIT);
    }
}

/* The compiled-in legacy weights written out and read back evaluate as
 * sky_reversi_evaluate () does. */
static void
test_legacy_file (void)
{
  g_autoptr(SkyReversiLegacyWeights) w = sky_reversi_legacy_weights_get_default ();
  g_autoptr(SkyReversiEvaluator) ev = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) positions = random_positions (4, 200);
  g_autofree char *path = temp_path ("legacy.bin");
  SkyReversiLegacyWeights *back;

  g_assert_true (sky_reversi_legacy_weights_save_file (w, path, &error));
  g_assert_no_error (error);
  ev = sky_reversi_evaluator_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (ev);
  g_assert_cmpstr (sky_reversi_evaluator_get_name (ev), ==, "legacy");
  g_assert_cmpstr (sky_reversi_evaluator_get_description (ev), ==,
                   sky_reversi_legacy_weights_get_description (w));
  back = sky_reversi_evaluator_get_legacy_weights (ev);
  g_assert_cmpuint (sky_reversi_legacy_weights_checksum (back), ==,
                    SKY_REVERSI_WEIGHTS_CHECKSUM);
  g_assert_cmpmem (sky_reversi_legacy_weights_get_edges (back),
                   SKY_REVERSI_EVAL_N_PHASES * SKY_REVERSI_EVAL_N_EDGE_CLASSES * 2,
                   &sky_reversi_weights_edges[0][0],
                   sizeof sky_reversi_weights_edges);
  g_assert_cmpuint (positions->len, >, 10000);
  for (guint i = 0; i < positions->len; i++)
    {
      const guint64 *p = POS (positions, i);

      g_assert_cmpint (sky_reversi_evaluator_evaluate (ev, p[0], p[1]), ==,
                       sky_reversi_evaluate (p[0], p[1]));
    }
  g_unlink (path);
}

/* The file in the repository (`tune export-legacy`) holds the compiled-in
 * weights. */
static void
test_legacy_file_shipped (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "src",
                                                 "engine", "reversi",
                                                 "reversi-legacy-weights.bin",
                                                 NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiEvaluator) ev = sky_reversi_evaluator_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (sky_reversi_evaluator_get_name (ev), ==, "legacy");
  g_assert_cmpuint (sky_reversi_legacy_weights_checksum (sky_reversi_evaluator_get_legacy_weights (ev)),
                    ==, SKY_REVERSI_WEIGHTS_CHECKSUM);
}

static void
expect_bad (const char *path, const guint8 *data, gsize len,
            const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiEvaluator) ev = NULL;
  g_autofree char *prefix = g_strdup_printf ("%s: ", path);

  g_assert_true (g_file_set_contents (path, (const char *) data, len, NULL));
  ev = sky_reversi_evaluator_load_file (path, &error);
  g_assert_null (ev);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  if (expected != NULL && strstr (error->message, expected) == NULL)
    g_error ("“%s” does not say “%s”", error->message, expected);
}

/* Cut short anywhere, or changed: an error naming the file and the
 * problem, never a crash. */
static void
test_legacy_file_corrupt (void)
{
  g_autoptr(SkyReversiLegacyWeights) w = sky_reversi_legacy_weights_get_default ();
  g_autofree char *path = temp_path ("legacy.bin");
  g_autofree char *bad_path = temp_path ("bad.bin");
  g_autofree guint8 *data = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiEvaluator) missing = NULL;
  g_autofree char *none = temp_path ("none.bin");
  gsize len, header;

  g_assert_true (sky_reversi_legacy_weights_save_file (w, path, &error));
  g_assert_true (g_file_get_contents (path, (char **) &data, &len, &error));
  g_assert_no_error (error);
  /* magic, 6 numbers, text length and text, body length */
  header = 8 + 6 * 4 + 4 + strlen (sky_reversi_legacy_weights_get_description (w)) + 4;

  for (gsize cut = 0; cut < len; cut += cut < header + 8 ? 1 : len / 13)
    expect_bad (bad_path, data, cut,
                cut < 7 ? "not a file of evaluation weights"
                        : "bad legacy weights");
  expect_bad (bad_path, data, 9, "bad legacy weights: the file ends at byte 9");

  /* A changed count, a changed byte of the weights, a byte too many. */
  {
    g_autofree guint8 *copy = g_memdup2 (data, len + 1);

    copy[12] = 11;
    expect_bad (bad_path, copy, len, "the phase count is 11, expected 10");
    memcpy (copy, data, len);
    copy[len - 50] ^= 0x40;
    expect_bad (bad_path, copy, len, "bad legacy weights");
    memcpy (copy, data, len);
    copy[8 + 5 * 4] ^= 1;
    expect_bad (bad_path, copy, len, "checksum");
    memcpy (copy, data, len);
    copy[len] = 0;
    expect_bad (bad_path, copy, len + 1, "1 bytes after the weights");
    memcpy (copy, "SKYLEGW2", 8);
    expect_bad (bad_path, copy, len, "not a file of legacy weights");
    memcpy (copy, "NOTWEIGHTS", 10);
    expect_bad (bad_path, copy, len, "not a file of evaluation weights");
  }

  missing = sky_reversi_evaluator_load_file (none, &error);
  g_assert_null (missing);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_unlink (path);
  g_unlink (bad_path);
}

/* A pattern weights file is told from a legacy one. */
static void
test_pattern_file (void)
{
  g_autoptr(SkyReversiEvaluator) fixture = test_pattern_evaluator (5);
  g_autoptr(SkyReversiEvaluator) ev = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) positions = random_positions (6, 5);
  g_autofree char *path = temp_path ("pattern.bin");
  g_autofree guint8 *data = NULL;
  gsize len;

  g_assert_true (sky_reversi_pattern_weights_save_file (sky_reversi_evaluator_get_pattern_weights (fixture),
                                                        path, &error));
  ev = sky_reversi_evaluator_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sky_reversi_evaluator_get_name (ev), ==, "pattern");
  g_assert_cmpstr (sky_reversi_evaluator_get_description (ev), ==,
                   "test weights, seed 5");
  for (guint i = 0; i < positions->len; i++)
    {
      const guint64 *p = POS (positions, i);

      g_assert_cmpint (sky_reversi_evaluator_evaluate (ev, p[0], p[1]), ==,
                       sky_reversi_evaluator_evaluate (fixture, p[0], p[1]));
    }
  /* Cut short: the pattern loader's error, after the file's name. */
  g_assert_true (g_file_get_contents (path, (char **) &data, &len, NULL));
  expect_bad (path, data, len / 2, "pattern weights");
  g_unlink (path);
}

/* Plain alpha-beta to a fixed depth with ev at the leaves, as
 * reversi-search.h's values are defined. */
static int
plain_search_ab (const SkyReversiEvaluator *ev, guint64 P, guint64 O,
                 int depth, int alpha, int beta)
{
  guint64 moves = sky_reversi_mobility (P, O);
  int best = -100000;

  if (moves == 0)
    {
      if (sky_reversi_mobility (O, P) == 0)
        {
          int d = sky_reversi_popcount (P) - sky_reversi_popcount (O);
          int e = sky_reversi_popcount (~(P | O));

          return 100 * (d > 0 ? d + e : d < 0 ? d - e : 0);
        }
      return -plain_search_ab (ev, O, P, depth, -beta, -alpha);
    }
  if (depth == 0)
    return sky_reversi_evaluator_evaluate (ev, P, O);
  for (; moves != 0; moves &= moves - 1)
    {
      int sq = __builtin_ctzll (moves);
      guint64 f = sky_reversi_flips (P, O, sq);

      int v = -plain_search_ab (ev, O ^ f,
                                P ^ f ^ (G_GUINT64_CONSTANT (1) << sq),
                                depth - 1, -beta, -MAX (alpha, best));

      if (v > best)
        {
          best = v;
          if (best >= beta)
            break;
        }
    }
  return best;
}

static int
plain_search (const SkyReversiEvaluator *ev, guint64 P, guint64 O, int depth)
{
  return plain_search_ab (ev, P, O, depth, -100000, 100000);
}

/* The search evaluates with the evaluator it is given, on every thread. */
static void
test_search (void)
{
  g_autoptr(SkyReversiEvaluator) ev = test_pattern_evaluator (8);
  g_autoptr(GArray) positions = random_positions (9, 1);
  int differ = 0;

  for (guint i = 10; i < 40; i += 3)
    {
      const guint64 *p = POS (positions, i);
      int expected = plain_search (ev, p[0], p[1], 5);

      differ += expected != plain_search (sky_reversi_evaluator_get_default (),
                                          p[0], p[1], 5);
      for (int threads = 1; threads <= 2; threads++)
        {
          SkyReversiSearchOptions options = {
            .max_depth = 5,
            .solve_empties = -1,
            .exact_values = TRUE,
            .table_bits = 16,
            .threads = threads,
            .evaluator = ev,
          };
          SkySearchResult result;

          g_assert_true (sky_reversi_search (p[0], p[1], &options, &result, NULL));
          for (int m = 0; m < result.n_moves; m++)
            {
              guint64 f = sky_reversi_flips (p[0], p[1], result.moves[m]);
              int child = -plain_search (ev, p[1] ^ f,
                                         p[0] ^ f ^ (G_GUINT64_CONSTANT (1) << result.moves[m]),
                                         4);

              g_assert_cmpint (result.move_values[m], ==, child);
            }
          g_assert_cmpint (result.value, ==, expected);
        }
    }
  g_assert_cmpint (differ, >, 0);
}

/* The labels of depth-limited searches come from the labeler's evaluator. */
static void
test_labeler (void)
{
  g_autoptr(SkyReversiEvaluator) ev = test_pattern_evaluator (10);
  g_autoptr(SkyReversiLabeler) labeler = sky_reversi_labeler_new (8, 2);
  g_autoptr(GArray) positions = random_positions (11, 1);

  sky_reversi_labeler_set_evaluator (labeler, ev);
  for (guint i = 4; i < positions->len; i += 5)
    {
      const guint64 *p = POS (positions, i);
      SkyReversiLabel label;
      int empties = sky_reversi_popcount (~(p[0] | p[1]));

      sky_reversi_labeler_label (labeler, p[0], p[1], &label, NULL);
      if (empties > 8 && label.source != SKY_REVERSI_LABEL_EXACT)
        {
          g_assert_cmpint (label.source, ==, 2);
          g_assert_cmpint (label.value, ==, plain_search (ev, p[0], p[1], 2));
        }
    }
  /* Back to the default. */
  sky_reversi_labeler_set_evaluator (labeler, NULL);
  {
    const guint64 *p = POS (positions, 10);
    SkyReversiLabel label;

    sky_reversi_labeler_label (labeler, p[0], p[1], &label, NULL);
    g_assert_cmpint (label.value, ==,
                     plain_search (sky_reversi_evaluator_get_default (), p[0],
                                   p[1], 2));
  }
}

/* Many threads at once on one evaluator, whose pattern tables are made
 * on first use: the same values as one thread. */
typedef struct {
  const SkyReversiEvaluator *ev;
  GArray *positions;
  gint64 sum;
} ThreadWork;

static gpointer
evaluate_all (gpointer data)
{
  ThreadWork *work = data;

  for (guint i = 0; i < work->positions->len; i++)
    {
      const guint64 *p = POS (work->positions, i);

      work->sum += sky_reversi_evaluator_evaluate (work->ev, p[0], p[1]);
    }
  return NULL;
}

static void
test_threads (void)
{
  g_autoptr(SkyReversiEvaluator) ev = test_pattern_evaluator (12);
  g_autoptr(SkyReversiEvaluator) serial = test_pattern_evaluator (12);
  g_autoptr(GArray) positions = random_positions (13, 20);
  ThreadWork work[4], expected = { serial, positions, 0 };
  GThread *threads[4];

  evaluate_all (&expected);
  for (int t = 0; t < 4; t++)
    {
      work[t] = (ThreadWork) { ev, positions, 0 };
      threads[t] = g_thread_new ("evaluate", evaluate_all, &work[t]);
    }
  for (int t = 0; t < 4; t++)
    {
      g_thread_join (threads[t]);
      g_assert_cmpint (work[t].sum, ==, expected.sum);
    }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("test-evaluator-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_test_add_func ("/evaluator/legacy", test_legacy);
  g_test_add_func ("/evaluator/pattern", test_pattern);
  g_test_add_func ("/evaluator/default", test_default);
  g_test_add_func ("/evaluator/legacy-file/round-trip", test_legacy_file);
  g_test_add_func ("/evaluator/legacy-file/shipped", test_legacy_file_shipped);
  g_test_add_func ("/evaluator/legacy-file/corrupt", test_legacy_file_corrupt);
  g_test_add_func ("/evaluator/pattern-file", test_pattern_file);
  g_test_add_func ("/evaluator/search", test_search);
  g_test_add_func ("/evaluator/labeler", test_labeler);
  g_test_add_func ("/evaluator/threads", test_threads);
  status = g_test_run ();
  g_rmdir (dir);
  g_free (dir);
  return status;
}
