/* test-pattern.c: the pattern evaluation (reversi-pattern.h): its tables,
 * its symmetry, its variants and its weights file. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "reversi-bitboard.h"
#include "reversi-pattern.h"

/* Positions from random games: every position of a few hundred games. */
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
          guint64 moves = sky_reversi_mobility (P, O), t;
          guint64 pair[2] = { P, O };
          int n = sky_reversi_popcount (moves), k;

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
          {
            int sq = __builtin_ctzll (moves);
            guint64 flips = sky_reversi_flips (P, O, sq);

            P |= flips | (G_GUINT64_CONSTANT (1) << sq);
            O &= ~flips;
          }
          t = P, P = O, O = t;
        }
    }
  return positions;
}

static guint64
symmetry (guint64 x, int s)
{
  guint64 y = 0;

  for (int sq = 0; sq < 64; sq++)
    if (x & (G_GUINT64_CONSTANT (1) << sq))
      {
        int r = sq / 8, c = sq % 8, t;

        if (s & 1)
          c = 7 - c;
        if (s & 2)
          r = 7 - r;
        if (s & 4)
          t = r, r = c, c = t;
        y |= G_GUINT64_CONSTANT (1) << (r * 8 + c);
      }
  return y;
}

/* Weights that are not all alike: every phase from a fixed generator,
 * small enough that no sum reaches the clamp. */
static SkyReversiPatternWeights *
test_weights (guint32 seed, guint32 phases)
{
  SkyReversiPatternWeights *w = sky_reversi_pattern_weights_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree gint16 *phase = g_new (gint16, SKY_REVERSI_PATTERN_N_WEIGHTS);

  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    if (phases & (1u << p))
      {
        for (int i = 0; i < SKY_REVERSI_PATTERN_N_WEIGHTS; i++)
          phase[i] = (gint16) g_rand_int_range (rand, -120, 121);
        sky_reversi_pattern_weights_set_phase (w, p, phase);
      }
  sky_reversi_pattern_weights_set_description (w, "test weights\nseed 1");
  return w;
}

#define ALL_PHASES ((1u << SKY_REVERSI_PATTERN_N_PHASES) - 1)

static void
test_tables (void)
{
  int total = 0;
  static const int sizes[SKY_REVERSI_PATTERN_N_TABLES] = {
    29646, 10206, 59049, 3321, 3321, 3321, 3321, 1134, 378, 135, 45,
    64, 64, 64, 64, 1,
  };

  for (int t = 0; t < SKY_REVERSI_PATTERN_N_TABLES; t++)
    {
      g_assert_cmpint (sky_reversi_pattern_table_offset (t), ==, total);
      g_assert_cmpint (sky_reversi_pattern_table_size (t), ==, sizes[t]);
      g_assert_nonnull (sky_reversi_pattern_table_name (t));
      total += sizes[t];
    }
  g_assert_cmpint (total, ==, SKY_REVERSI_PATTERN_N_WEIGHTS);
  g_assert_cmpint (sky_reversi_pattern_phase (1), ==, 0);
  g_assert_cmpint (sky_reversi_pattern_phase (2), ==, 0);
  g_assert_cmpint (sky_reversi_pattern_phase (3), ==, 1);
  g_assert_cmpint (sky_reversi_pattern_phase (60), ==, 29);
  g_assert_cmpint (sky_reversi_pattern_phase (0), ==, 0);
}

/* The start position: each instance of a family sees its squares as the
 * others do, so the features of symmetric instances are equal. */
static void
test_features_start (void)
{
  guint32 idx[SKY_REVERSI_PATTERN_N_FEATURES];
  int phase = sky_reversi_pattern_features (G_GUINT64_CONSTANT (0x0000000810000000),
                                            G_GUINT64_CONSTANT (0x0000001008000000),
                                            idx);

  g_assert_cmpint (phase, ==, 29);
  for (int i = 0; i < SKY_REVERSI_PATTERN_N_FEATURES; i++)
    g_assert_cmpuint (idx[i], <, SKY_REVERSI_PATTERN_N_WEIGHTS);
  /* The edge, corner and 2x5 instances are empty: the first class. */
  for (int i = 0; i < 16; i++)
    g_assert_cmpuint (idx[i], ==, (guint32) sky_reversi_pattern_table_offset (i < 4 ? 0 : i < 8 ? 1 : 2));
  /* Mobility 4 each, potential mobility 10 each. */
  g_assert_cmpuint (idx[46], ==, (guint32) sky_reversi_pattern_table_offset (11) + 4);
  g_assert_cmpuint (idx[47], ==, (guint32) sky_reversi_pattern_table_offset (12) + 4);
  g_assert_cmpuint (idx[48], ==, (guint32) sky_reversi_pattern_table_offset (13) + 10);
  g_assert_cmpuint (idx[49], ==, (guint32) sky_reversi_pattern_table_offset (14) + 10);
  g_assert_cmpuint (idx[50], ==, (guint32) sky_reversi_pattern_table_offset (15));
}

/* The value is the sum of the weights the features name, the same under
 * the eight symmetries, and the same in every variant. */
static void
test_symmetry_and_variants (void)
{
  g_autoptr(SkyReversiPatternWeights) w = test_weights (1, ALL_PHASES);
  g_autoptr(GArray) positions = random_positions (7, 60);
  int nonzero = 0;

  g_assert_cmpuint (positions->len, >, 3000);
  for (guint i = 0; i < positions->len; i++)
    {
      const guint64 *pos = &g_array_index (positions, guint64, 2 * i);
      guint32 a[SKY_REVERSI_PATTERN_N_FEATURES], b[SKY_REVERSI_PATTERN_N_FEATURES];
      int phase = sky_reversi_pattern_features_at (SKY_REVERSI_CPU_GENERIC,
                                                   pos[0], pos[1], a);
      const gint16 *weights = sky_reversi_pattern_weights_get_phase (w, phase);
      int value = sky_reversi_pattern_evaluate (w, pos[0], pos[1]);
      int sum = 0;

      g_assert_cmpint (sky_reversi_pattern_features_at (SKY_REVERSI_CPU_AVX2_BMI2,
                                                        pos[0], pos[1], b),
                       ==, phase);
      g_assert_cmpmem (a, sizeof a, b, sizeof b);
      for (int k = 0; k < SKY_REVERSI_PATTERN_N_FEATURES; k++)
        sum += weights[a[k]];
      g_assert_cmpint (value, ==, sum);
      g_assert_cmpint (sky_reversi_pattern_evaluate_at (SKY_REVERSI_CPU_GENERIC, w,
                                                        pos[0], pos[1]),
                       ==, value);
      g_assert_cmpint (sky_reversi_pattern_evaluate_at (SKY_REVERSI_CPU_AVX2_BMI2, w,
                                                        pos[0], pos[1]),
                       ==, value);
      nonzero += value != 0;
      for (int s = 1; s < 8; s++)
        {
          guint64 P = symmetry (pos[0], s), O = symmetry (pos[1], s);

          g_assert_cmpint (sky_reversi_pattern_evaluate (w, P, O), ==, value);
          g_assert_cmpint (sky_reversi_pattern_evaluate_at (SKY_REVERSI_CPU_GENERIC,
                                                            w, P, O), ==, value);
        }
    }
  g_assert_cmpint (nonzero, >, (int) positions->len / 2);
}

/* An unfitted phase uses the nearest fitted one's weights. */
static void
test_unfitted (void)
{
  /* Phases 3 and 6 only. */
  g_autoptr(SkyReversiPatternWeights) w = test_weights (2, (1u << 3) | (1u << 6));
  g_autoptr(SkyReversiPatternWeights) empty = sky_reversi_pattern_weights_new ();
  g_autoptr(GArray) positions = random_positions (8, 20);

  g_assert_true (sky_reversi_pattern_weights_phase_fitted (w, 3));
  g_assert_false (sky_reversi_pattern_weights_phase_fitted (w, 4));
  for (guint i = 0; i < positions->len; i++)
    {
      const guint64 *pos = &g_array_index (positions, guint64, 2 * i);
      guint32 idx[SKY_REVERSI_PATTERN_N_FEATURES];
      int phase = sky_reversi_pattern_features (pos[0], pos[1], idx);
      /* 4 is as near 3 as 5 is to 6: the fewer empties. */
      int use = phase <= 4 ? 3 : 6;
      const gint16 *weights = sky_reversi_pattern_weights_get_phase (w, use);
      int sum = 0;

      for (int k = 0; k < SKY_REVERSI_PATTERN_N_FEATURES; k++)
        sum += weights[idx[k]];
      g_assert_cmpint (sky_reversi_pattern_evaluate (w, pos[0], pos[1]), ==, sum);
      g_assert_cmpint (sky_reversi_pattern_evaluate (empty, pos[0], pos[1]), ==, 0);
    }
}

static char *
temp_path (const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("test-pattern-XXXXXX", NULL);

  g_assert_nonnull (dir);
  return g_build_filename (dir, name, NULL);
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_round_trip (void)
{
  g_autoptr(SkyReversiPatternWeights) w = test_weights (3, ALL_PHASES & ~(1u << 5));
  g_autoptr(SkyReversiPatternWeights) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) positions = random_positions (9, 10);
  g_autofree char *path = temp_path ("w.bin");
  g_autofree gint16 *extremes = g_memdup2 (sky_reversi_pattern_weights_get_phase (w, 0),
                                           SKY_REVERSI_PATTERN_N_WEIGHTS * 2);

  /* The ends of the zigzag code. */
  extremes[0] = G_MININT16;
  extremes[1] = G_MAXINT16;
  extremes[2] = -1;
  extremes[3] = 1;
  sky_reversi_pattern_weights_set_phase (w, 0, extremes);

  g_assert_true (sky_reversi_pattern_weights_save_file (w, path, &error));
  g_assert_no_error (error);
  back = sky_reversi_pattern_weights_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_cmpstr (sky_reversi_pattern_weights_get_description (back), ==,
                   "test weights\nseed 1");
  g_assert_cmpuint (sky_reversi_pattern_weights_checksum (back), ==,
                    sky_reversi_pattern_weights_checksum (w));
  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    {
      g_assert_cmpint (sky_reversi_pattern_weights_phase_fitted (back, p), ==, p != 5);
      g_assert_cmpmem (sky_reversi_pattern_weights_get_phase (back, p),
                       SKY_REVERSI_PATTERN_N_WEIGHTS * 2,
                       sky_reversi_pattern_weights_get_phase (w, p),
                       SKY_REVERSI_PATTERN_N_WEIGHTS * 2);
    }
  for (guint i = 0; i < positions->len; i++)
    {
      const guint64 *pos = &g_array_index (positions, guint64, 2 * i);

      g_assert_cmpint (sky_reversi_pattern_evaluate (back, pos[0], pos[1]), ==,
                       sky_reversi_pattern_evaluate (w, pos[0], pos[1]));
    }
  remove_temp (path);
}

static void
expect_bad (const guint8 *data, gsize len)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, len);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiPatternWeights) w = sky_reversi_pattern_weights_load_bytes (bytes, &error);

  /* A broken phase stream loads, and fails when the phase is unpacked. */
  if (w != NULL)
    g_assert_false (sky_reversi_pattern_weights_check (w, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_true (g_str_has_prefix (error->message, "pattern weights")
                 || g_str_has_prefix (error->message, "bad pattern weights"));
}

/* Cut short anywhere, or with a byte changed: an error, never a crash. */
static void
test_corrupt (void)
{
  /* Few fitted phases: a small file, so that every cut can be tried. */
  g_autoptr(SkyReversiPatternWeights) w = test_weights (4, 1u << 2);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("w.bin");
  g_autofree guint8 *data = NULL;
  g_autoptr(SkyReversiPatternWeights) missing = NULL;
  gsize len;

  g_assert_true (sky_reversi_pattern_weights_save_file (w, path, &error));
  g_assert_true (g_file_get_contents (path, (char **) &data, &len, &error));
  for (gsize cut = 0; cut < len; cut += cut < 120 ? 1 : len / 16)
    expect_bad (data, cut);
  expect_bad (data, len - 1);
  /* Header bytes, text bytes, and bytes of the compressed weights. */
  for (gsize at = 0; at < len; at += at < 120 ? 1 : len / 16)
    {
      g_autofree guint8 *copy = g_memdup2 (data, len);

      /* The text may change as long as it stays UTF-8. */
      if (at >= 100 && at < 100 + strlen ("test weights\nseed 1"))
        continue;
      copy[at] ^= 0x41;
      expect_bad (copy, len);
    }
  {
    g_autofree guint8 *longer = g_malloc0 (len + 3);

    memcpy (longer, data, len);
    expect_bad (longer, len + 3);
  }
  remove_temp (path);

  missing = sky_reversi_pattern_weights_load_file ("/nonexistent/w.bin", &error);
  g_assert_null (missing);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* Phases are expanded on first use: several threads evaluating a fresh
 * object at once get the values one thread gets. */
typedef struct {
  SkyReversiPatternWeights *w;
  GArray *positions;
  const int *expected;
  int wrong;
} ThreadData;

static gpointer
evaluate_all (gpointer data)
{
  ThreadData *d = data;

  for (guint i = 0; i < d->positions->len; i++)
    {
      const guint64 *pos = &g_array_index (d->positions, guint64, 2 * i);

      d->wrong += sky_reversi_pattern_evaluate (d->w, pos[0], pos[1]) != d->expected[i];
    }
  return NULL;
}

static void
test_threads (void)
{
  g_autoptr(SkyReversiPatternWeights) w = test_weights (5, 0x0f0f0f0f & ALL_PHASES);
  g_autoptr(SkyReversiPatternWeights) fresh = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) positions = random_positions (11, 20);
  g_autofree char *path = temp_path ("w.bin");
  g_autofree int *expected = g_new (int, positions->len);
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize len;
  ThreadData data[4];
  GThread *threads[4];

  for (guint i = 0; i < positions->len; i++)
    {
      const guint64 *pos = &g_array_index (positions, guint64, 2 * i);

      expected[i] = sky_reversi_pattern_evaluate (w, pos[0], pos[1]);
    }
  g_assert_true (sky_reversi_pattern_weights_save_file (w, path, &error));
  g_assert_true (g_file_get_contents (path, &contents, &len, &error));
  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
  /* From bytes: no phase unpacked before the threads ask for them. */
  fresh = sky_reversi_pattern_weights_load_bytes (bytes, &error);
  g_assert_no_error (error);
  for (int t = 0; t < 4; t++)
    {
      data[t] = (ThreadData) { fresh, positions, expected, 0 };
      threads[t] = g_thread_new ("evaluate", evaluate_all, &data[t]);
    }
  for (int t = 0; t < 4; t++)
    {
      g_thread_join (threads[t]);
      g_assert_cmpint (data[t].wrong, ==, 0);
    }
  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    g_assert_cmpmem (sky_reversi_pattern_weights_get_phase (fresh, p),
                     SKY_REVERSI_PATTERN_N_WEIGHTS * 2,
                     sky_reversi_pattern_weights_get_phase (w, p),
                     SKY_REVERSI_PATTERN_N_WEIGHTS * 2);
  remove_temp (path);
}

/* The offset of phase p's stream in a version 2 file of w. */
static gsize
stream_offset (const guint8 *data, const SkyReversiPatternWeights *w, int p,
               guint32 *stream_len)
{
  gsize at = 8 + 4 * 3 + 4 * SKY_REVERSI_PATTERN_N_TABLES + 4 + 8;
  guint32 len;

  memcpy (&len, data + at, 4);
  at += 4 + GUINT32_FROM_LE (len);
  for (int q = 0; q < SKY_REVERSI_PATTERN_N_PHASES; q++)
    if (sky_reversi_pattern_weights_phase_fitted (w, q))
      {
        memcpy (&len, data + at + 8, 4);
        len = GUINT32_FROM_LE (len);
        if (q == p)
          {
            *stream_len = len;
            return at + 12;
          }
        at += 12 + len;
      }
  g_assert_not_reached ();
}

/* A broken phase stream: the file loads (phases are unpacked on first
 * use), the other phases evaluate as before, check names the phase, an
 * evaluation in it warns once and gives 0, and load_file refuses it. */
static void
test_corrupt_phase (void)
{
  g_autoptr(SkyReversiPatternWeights) w = test_weights (6, 1u << 2 | 1u << 5);
  g_autoptr(SkyReversiPatternWeights) lazy = NULL;
  g_autoptr(SkyReversiPatternWeights) refused = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GArray) positions = random_positions (12, 10);
  g_autofree char *path = temp_path ("w.bin");
  g_autofree guint8 *data = NULL;
  gsize len, at;
  guint32 stream_len;
  int warned = 0;

  g_assert_true (sky_reversi_pattern_weights_save_file (w, path, &error));
  g_assert_true (g_file_get_contents (path, (char **) &data, &len, &error));
  at = stream_offset (data, w, 5, &stream_len);
  g_assert_cmpuint (at + stream_len, ==, len);
  data[at + stream_len / 2] ^= 0x10;
  g_assert_true (g_file_set_contents (path, (const char *) data, len, &error));

  bytes = g_bytes_new (data, len);
  lazy = sky_reversi_pattern_weights_load_bytes (bytes, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < positions->len; i++)
    {
      const guint64 *pos = &g_array_index (positions, guint64, 2 * i);
      int phase = sky_reversi_pattern_phase (64 - sky_reversi_popcount (pos[0] | pos[1]));

      if (phase == 5)
        {
          if (warned++ == 0)
            g_test_expect_message (NULL, G_LOG_LEVEL_WARNING,
                                   "bad pattern weights: phase 5 (11-12 empties): *; the phase is evaluated as 0");
          g_assert_cmpint (sky_reversi_pattern_evaluate (lazy, pos[0], pos[1]), ==, 0);
          if (warned == 1)
            g_test_assert_expected_messages ();
        }
      else if (phase <= 3)
        g_assert_cmpint (sky_reversi_pattern_evaluate (lazy, pos[0], pos[1]), ==,
                         sky_reversi_pattern_evaluate (w, pos[0], pos[1]));
    }
  g_assert_cmpint (warned, >, 1);
  g_assert_false (sky_reversi_pattern_weights_check (lazy, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_true (g_str_has_prefix (error->message,
                                   "bad pattern weights: phase 5 (11-12 empties): "));
  g_clear_error (&error);

  refused = sky_reversi_pattern_weights_load_file (path, &error);
  g_assert_null (refused);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "w.bin: bad pattern weights: phase 5 (11-12 empties): "));
  remove_temp (path);
}

static void
put32 (GByteArray *out, guint32 v)
{
  v = GUINT32_TO_LE (v);
  g_byte_array_append (out, (const guint8 *) &v, 4);
}

/* A version 1 file (one stream of every fitted phase, one checksum), made
 * here as that version wrote it, still loads with the same weights. */
static void
test_version_1 (void)
{
  g_autoptr(SkyReversiPatternWeights) w = test_weights (7, 1u << 1 | 1u << 8);
  g_autoptr(SkyReversiPatternWeights) back = NULL;
  g_autoptr(GByteArray) out = g_byte_array_new ();
  g_autoptr(GByteArray) raw = g_byte_array_new ();
  g_autoptr(GZlibCompressor) zlib = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB, 9);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree guint8 *packed = g_malloc (1 << 20);
  guint64 hash = G_GUINT64_CONSTANT (0xcbf29ce484222325), le;
  gsize read, written;
  const char *text = "version 1";

  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    if (sky_reversi_pattern_weights_phase_fitted (w, p))
      {
        const gint16 *src = sky_reversi_pattern_weights_get_phase (w, p);

        for (int i = 0; i < SKY_REVERSI_PATTERN_N_WEIGHTS; i++)
          {
            guint16 v = GUINT16_TO_LE ((guint16) src[i]);

            g_byte_array_append (raw, (const guint8 *) &v, 2);
          }
      }
  /* Phase by phase: 8-byte words, then the 4 bytes left one at a time. */
  for (guint at = 0; at < raw->len; at += SKY_REVERSI_PATTERN_N_WEIGHTS * 2)
    {
      guint i = 0;

      for (; i + 8 <= SKY_REVERSI_PATTERN_N_WEIGHTS * 2; i += 8)
        {
          memcpy (&le, raw->data + at + i, 8);
          hash = (hash ^ GUINT64_FROM_LE (le)) * G_GUINT64_CONSTANT (0x100000001b3);
        }
      for (; i < SKY_REVERSI_PATTERN_N_WEIGHTS * 2; i++)
        hash = (hash ^ raw->data[at + i]) * G_GUINT64_CONSTANT (0x100000001b3);
    }
  hash = (hash ^ (1u << 1 | 1u << 8)) * G_GUINT64_CONSTANT (0x100000001b3);
  g_assert_cmpint (g_converter_convert (G_CONVERTER (zlib), raw->data, raw->len,
                                        packed, 1 << 20, G_CONVERTER_INPUT_AT_END,
                                        &read, &written, &error),
                   ==, G_CONVERTER_FINISHED);

  g_byte_array_append (out, (const guint8 *) "SKYPATW1", 8);
  put32 (out, 1);
  put32 (out, SKY_REVERSI_PATTERN_N_PHASES);
  put32 (out, SKY_REVERSI_PATTERN_N_TABLES);
  for (int t = 0; t < SKY_REVERSI_PATTERN_N_TABLES; t++)
    put32 (out, sky_reversi_pattern_table_size (t));
  put32 (out, 1u << 1 | 1u << 8);
  put32 (out, (guint32) hash);
  put32 (out, (guint32) (hash >> 32));
  put32 (out, strlen (text));
  g_byte_array_append (out, (const guint8 *) text, strlen (text));
  put32 (out, written);
  g_byte_array_append (out, packed, written);

  bytes = g_bytes_new (out->data, out->len);
  back = sky_reversi_pattern_weights_load_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sky_reversi_pattern_weights_get_description (back), ==, text);
  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    {
      g_assert_cmpint (sky_reversi_pattern_weights_phase_fitted (back, p), ==, p == 1 || p == 8);
      g_assert_cmpmem (sky_reversi_pattern_weights_get_phase (back, p),
                       SKY_REVERSI_PATTERN_N_WEIGHTS * 2,
                       sky_reversi_pattern_weights_get_phase (w, p),
                       SKY_REVERSI_PATTERN_N_WEIGHTS * 2);
    }
  g_assert_cmpuint (sky_reversi_pattern_weights_checksum (back), ==,
                    sky_reversi_pattern_weights_checksum (w));

  /* A changed weight: its checksum catches it. */
  out->data[out->len - 10] ^= 0x01;
  g_clear_pointer (&bytes, g_bytes_unref);
  g_clear_pointer (&back, sky_reversi_pattern_weights_unref);
  bytes = g_bytes_new (out->data, out->len);
  back = sky_reversi_pattern_weights_load_bytes (bytes, &error);
  g_assert_null (back);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
}

/* The weights shipped in the engine's resource load, say where they come
 * from, and are the same the second time. */
static void
test_default (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiPatternWeights) w = sky_reversi_pattern_weights_load_default (&error);
  g_autoptr(SkyReversiPatternWeights) again = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (w);
  g_assert_cmpstr (sky_reversi_pattern_weights_get_description (w), !=, "");
  again = sky_reversi_pattern_weights_load_default (&error);
  g_assert_true (again == w);
  g_test_message ("%s", sky_reversi_pattern_weights_get_description (w));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pattern/tables", test_tables);
  g_test_add_func ("/pattern/features-start", test_features_start);
  g_test_add_func ("/pattern/symmetry-and-variants", test_symmetry_and_variants);
  g_test_add_func ("/pattern/unfitted", test_unfitted);
  g_test_add_func ("/pattern/round-trip", test_round_trip);
  g_test_add_func ("/pattern/corrupt", test_corrupt);
  g_test_add_func ("/pattern/threads", test_threads);
  g_test_add_func ("/pattern/corrupt-phase", test_corrupt_phase);
  g_test_add_func ("/pattern/version-1", test_version_1);
  g_test_add_func ("/pattern/default", test_default);
  return g_test_run ();
}
