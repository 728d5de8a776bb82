/* test-training.c: the reversi training data (reversi-training.h): the
 * positions of a seed, their labels, and the files. */
#include "config.h"

#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "reversi-bitboard.h"
#include "reversi-endgame.h"
#include "reversi-search.h"
#include "reversi-training.h"

static char *dir;

static GArray *
generate (int games, guint32 seed, int threads, int min_empties,
          int max_empties)
{
  SkyReversiGenerateOptions options;

  sky_reversi_generate_options_init (&options);
  options.games = games;
  options.seed = seed;
  options.depth = 2;
  options.threads = threads;
  options.min_empties = min_empties;
  options.max_empties = max_empties;
  return sky_reversi_training_generate (&options, NULL, NULL, NULL, NULL);
}

/* Field by field: the struct has padding. */
static void
assert_same_labels (GArray *a, GArray *b, guint n)
{
  g_assert_cmpuint (a->len, >=, n);
  g_assert_cmpuint (b->len, >=, n);
  for (guint i = 0; i < n; i++)
    {
      const SkyReversiLabel *x = &g_array_index (a, SkyReversiLabel, i);
      const SkyReversiLabel *y = &g_array_index (b, SkyReversiLabel, i);

      g_assert_cmpuint (x->P, ==, y->P);
      g_assert_cmpuint (x->O, ==, y->O);
      g_assert_cmpint (x->value, ==, y->value);
      g_assert_cmpint (x->empties, ==, y->empties);
      g_assert_cmpint (x->source, ==, y->source);
    }
}

static void
assert_same_positions (GArray *a, GArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  g_assert_cmpmem (a->data, a->len * sizeof (SkyReversiTrainingPosition),
                   b->data, b->len * sizeof (SkyReversiTrainingPosition));
}

/* The naive image of a square under symmetry s. */
static int
naive_square (int sq, int s)
{
  int rank = sq / 8, file = sq % 8, t;

  if (s & 1)
    file = 7 - file;
  if (s & 2)
    rank = 7 - rank;
  if (s & 4)
    {
      t = rank;
      rank = file;
      file = t;
    }
  return rank * 8 + file;
}

static void
test_symmetry (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(SkyReversiPositionSet) set = sky_reversi_position_set_new ();

  for (int s = 0; s < 8; s++)
    for (int sq = 0; sq < 64; sq++)
      g_assert_cmpuint (sky_reversi_symmetry (G_GUINT64_CONSTANT (1) << sq, s),
                        ==, G_GUINT64_CONSTANT (1) << naive_square (sq, s));
  for (int i = 0; i < 200; i++)
    {
      guint64 r1 = (guint64) g_rand_int (rand) << 32 | g_rand_int (rand);
      guint64 r2 = (guint64) g_rand_int (rand) << 32 | g_rand_int (rand);
      guint64 P = r1 & r2, O = r1 & ~r2 & G_GUINT64_CONSTANT (0xffffffffffff0000);
      guint64 cP, cO;

      P |= 0xf;  /* at least four discs */
      O &= ~P;
      sky_reversi_canonical (P, O, &cP, &cO);
      g_assert_true (sky_reversi_position_set_add (set, P, O));
      for (int s = 0; s < 8; s++)
        {
          guint64 sP = sky_reversi_symmetry (P, s), sO = sky_reversi_symmetry (O, s);
          guint64 c2P, c2O;

          sky_reversi_canonical (sP, sO, &c2P, &c2O);
          g_assert_cmpuint (c2P, ==, cP);
          g_assert_cmpuint (c2O, ==, cO);
          g_assert_true (sky_reversi_position_set_contains (set, sP, sO));
          g_assert_false (sky_reversi_position_set_add (set, sP, sO));
        }
      g_assert_cmpuint (sky_reversi_position_set_size (set), ==, i + 1);
    }
}

/* The same seed gives the same positions, whatever the threads, and they
 * are the games' own positions in order, each once. */
static void
test_generate_deterministic (void)
{
  g_autoptr(GArray) one = generate (12, 3, 1, 1, 59);
  g_autoptr(GArray) three = generate (12, 3, 3, 1, 59);
  g_autoptr(GArray) other = generate (12, 4, 1, 1, 59);
  g_autoptr(GArray) by_game = g_array_new (FALSE, FALSE,
                                           sizeof (SkyReversiTrainingPosition));
  g_autoptr(SkyReversiPositionSet) seen = sky_reversi_position_set_new ();
  SkyReversiGenerateOptions options;

  g_assert_cmpuint (one->len, >, 12 * 30);
  assert_same_positions (one, three);
  g_assert_false (other->len == one->len
                  && memcmp (other->data, one->data,
                             one->len * sizeof (SkyReversiTrainingPosition)) == 0);

  sky_reversi_generate_options_init (&options);
  options.games = 12;
  options.seed = 3;
  options.depth = 2;
  for (guint i = 0; i < 12; i++)
    {
      g_autoptr(GArray) game = g_array_new (FALSE, FALSE,
                                            sizeof (SkyReversiTrainingPosition));

      sky_reversi_training_game (&options, i, game);
      for (guint j = 0; j < game->len; j++)
        {
          SkyReversiTrainingPosition pos = g_array_index (game, SkyReversiTrainingPosition, j);

          if (sky_reversi_position_set_add (seen, pos.P, pos.O))
            g_array_append_val (by_game, pos);
        }
    }
  assert_same_positions (one, by_game);
}

/* Every position is legal, has a move, and is there once; a filter on the
 * empties keeps exactly those of the whole run. */
static void
test_generate_positions (void)
{
  g_autoptr(GArray) all = generate (10, 11, 2, 1, 59);
  g_autoptr(GArray) some = generate (10, 11, 2, 20, 24);
  g_autoptr(GArray) expected = g_array_new (FALSE, FALSE,
                                            sizeof (SkyReversiTrainingPosition));
  g_autoptr(SkyReversiPositionSet) seen = sky_reversi_position_set_new ();
  int count[61] = { 0 };

  for (guint i = 0; i < all->len; i++)
    {
      SkyReversiTrainingPosition pos = g_array_index (all, SkyReversiTrainingPosition, i);
      int empties = 64 - sky_reversi_popcount (pos.P | pos.O);

      g_assert_cmpuint (pos.P & pos.O, ==, 0);
      g_assert_cmpuint ((pos.P | pos.O) & G_GUINT64_CONSTANT (0x0000001818000000),
                        ==, G_GUINT64_CONSTANT (0x0000001818000000));
      g_assert_cmpuint (sky_reversi_mobility (pos.P, pos.O), !=, 0);
      g_assert_true (sky_reversi_position_set_add (seen, pos.P, pos.O));
      g_assert_cmpint (empties, >=, 1);
      /* Openings of at least 8 plies. */
      g_assert_cmpint (empties, <=, 52);
      count[empties]++;
      if (empties >= 20 && empties <= 24)
        g_array_append_val (expected, pos);
    }
  /* Positions from the end of the opening to the end of the game. */
  g_assert_cmpint (count[1] + count[2], >, 0);
  g_assert_cmpint (count[40], >, 0);
  assert_same_positions (some, expected);
}

/* Positions of a game played elsewhere (tune positions --from-games):
 * kept where the side to move has a move and within the empties, each
 * once up to the symmetries, repeats counted. */
static void
test_add_game (void)
{
  const guint64 black = G_GUINT64_CONSTANT (0x0000000810000000);
  const guint64 white = G_GUINT64_CONSTANT (0x0000001008000000);
  /* After f5 (bit 37), which turns e5 (36): White to move. */
  const guint64 after_black = black | (G_GUINT64_CONSTANT (3) << 36);
  const guint64 after_white = white & ~(G_GUINT64_CONSTANT (1) << 36);
  const SkyReversiTrainingPosition game[] = {
    { black, white },                                   /* 60 empties */
    { after_white, after_black },                       /* 59 */
    { sky_reversi_symmetry (after_white, 6),
      sky_reversi_symmetry (after_black, 6) },          /* the same */
    { 1, G_GUINT64_CONSTANT (1) << 63 },                /* no move: a1, h8 */
    { after_white, after_black },                       /* again */
  };
  g_autoptr(SkyReversiPositionSet) seen = sky_reversi_position_set_new ();
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE,
                                             sizeof (SkyReversiTrainingPosition));
  gsize repeated = 0;

  g_assert_cmpuint (sky_reversi_training_add_game (game, G_N_ELEMENTS (game), 1, 59,
                                                   seen, positions, &repeated), ==, 1);
  g_assert_cmpuint (repeated, ==, 2);
  g_assert_cmpuint (positions->len, ==, 1);
  g_assert_true (g_array_index (positions, SkyReversiTrainingPosition, 0).P == after_white);
  g_assert_true (g_array_index (positions, SkyReversiTrainingPosition, 0).O == after_black);
  /* With the start: one more, the rest repeated now. */
  g_assert_cmpuint (sky_reversi_training_add_game (game, G_N_ELEMENTS (game), 0, 60,
                                                   seen, positions, NULL), ==, 1);
  g_assert_cmpuint (positions->len, ==, 2);
  g_assert_cmpuint (sky_reversi_position_set_size (seen), ==, 2);
}

static void
test_label_exact (void)
{
  g_autoptr(GArray) positions = generate (4, 21, 1, 1, 12);
  g_autoptr(SkyReversiLabeler) labeler = sky_reversi_labeler_new (12, 0);
  g_autoptr(SkyReversiLabeler) searcher = sky_reversi_labeler_new (10, 2);

  g_assert_cmpuint (positions->len, >, 20);
  g_assert_true (sky_reversi_labeler_can_label (labeler, 12));
  g_assert_false (sky_reversi_labeler_can_label (labeler, 13));
  g_assert_true (sky_reversi_labeler_can_label (searcher, 40));
  for (guint i = 0; i < positions->len; i++)
    {
      SkyReversiTrainingPosition pos = g_array_index (positions, SkyReversiTrainingPosition, i);
      SkyReversiLabel label;
      guint64 nodes = 0;
      int score = sky_reversi_solve (pos.P, pos.O, -64, 64, NULL, NULL);

      sky_reversi_labeler_label (labeler, pos.P, pos.O, &label, &nodes);
      g_assert_cmpuint (label.P, ==, pos.P);
      g_assert_cmpuint (label.O, ==, pos.O);
      g_assert_cmpint (label.value, ==, 100 * score);
      g_assert_cmpint (label.source, ==, SKY_REVERSI_LABEL_EXACT);
      g_assert_cmpint (label.empties, ==, 64 - sky_reversi_popcount (pos.P | pos.O));
      g_assert_cmpuint (nodes, >, 0);

      /* Above 10 empties, a depth-2 search (unless it reaches the end). */
      sky_reversi_labeler_label (searcher, pos.P, pos.O, &label, NULL);
      if (label.empties <= 10)
        {
          g_assert_cmpint (label.value, ==, 100 * score);
          g_assert_cmpint (label.source, ==, SKY_REVERSI_LABEL_EXACT);
        }
      else
        {
          SkyReversiSearchOptions options = { .max_depth = 2, .solve_empties = -1 };
          SkySearchResult result;

          g_assert_true (sky_reversi_search (pos.P, pos.O, &options, &result, NULL));
          g_assert_false (result.solved);
          g_assert_cmpint (label.value, ==, result.value);
          g_assert_cmpint (label.source, ==, 2);
        }
    }
}

static char *
temp_path (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static void
write_bytes (const char *path, const void *data, gsize length)
{
  g_assert_true (g_file_set_contents (path, data, (gssize) length, NULL));
}

static void
test_files_positions (void)
{
  g_autoptr(GArray) positions = generate (3, 8, 1, 1, 59);
  g_autofree char *path = temp_path ("p.pos");
  g_autofree char *contents = NULL;
  g_autoptr(GArray) back = NULL;
  g_autoptr(GError) error = NULL;
  SkyReversiTrainingFileKind kind;
  gsize length;

  g_assert_true (sky_reversi_positions_save (path, (SkyReversiTrainingPosition *) positions->data,
                                             positions->len, &error));
  g_assert_no_error (error);
  back = sky_reversi_positions_load (path, &error);
  g_assert_no_error (error);
  assert_same_positions (positions, back);
  g_assert_true (sky_reversi_training_file_kind (path, &kind, &error));
  g_assert_cmpint (kind, ==, SKY_REVERSI_FILE_POSITIONS);

  /* The layout: magic, then P and O little-endian. */
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, ==, 8 + 16 * positions->len);
  g_assert_cmpmem (contents, 8, "SKYPOS1\n", 8);
  for (int i = 0; i < 8; i++)
    g_assert_cmpuint ((guint8) contents[8 + i], ==,
                      (g_array_index (positions, SkyReversiTrainingPosition, 0).P >> (8 * i)) & 0xff);

  /* Cut in a record. */
  write_bytes (path, contents, length - 5);
  g_clear_pointer (&back, g_array_unref);
  back = sky_reversi_positions_load (path, &error);
  g_assert_null (back);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "middle of a record"));
  g_clear_error (&error);

  /* A square on both sides. */
  contents[8 + 16] = (char) 0xff;
  contents[8 + 16 + 8] = (char) 0xff;
  write_bytes (path, contents, length);
  back = sky_reversi_positions_load (path, &error);
  g_assert_null (back);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "at byte 24"));
  g_clear_error (&error);

  /* Bad magic; an empty file; a missing one. */
  write_bytes (path, "SKYLAB1\n", 8);
  back = sky_reversi_positions_load (path, &error);
  g_assert_null (back);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  write_bytes (path, "", 0);
  back = sky_reversi_positions_load (path, &error);
  g_assert_null (back);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_false (sky_reversi_training_file_kind (path, &kind, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_remove (path);
  back = sky_reversi_positions_load (path, &error);
  g_assert_null (back);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* Labels of a few positions, some exact and some searched. */
static GArray *
some_labels (GArray **positions_out)
{
  g_autoptr(GArray) positions = generate (2, 31, 1, 1, 20);
  g_autoptr(SkyReversiLabeler) labeler = sky_reversi_labeler_new (8, 1);
  GArray *labels = g_array_new (FALSE, FALSE, sizeof (SkyReversiLabel));

  for (guint i = 0; i < positions->len; i++)
    {
      SkyReversiTrainingPosition pos = g_array_index (positions, SkyReversiTrainingPosition, i);
      SkyReversiLabel label;

      sky_reversi_labeler_label (labeler, pos.P, pos.O, &label, NULL);
      g_array_append_val (labels, label);
    }
  if (positions_out != NULL)
    *positions_out = g_steal_pointer (&positions);
  return labels;
}

static void
test_files_labels (void)
{
  g_autoptr(GArray) labels = some_labels (NULL);
  g_autofree char *path = temp_path ("l.lab");
  g_autofree char *contents = NULL;
  g_autoptr(GArray) back = NULL;
  g_autoptr(GError) error = NULL;
  gsize length, partial = 99;
  SkyReversiTrainingFileKind kind;
  gboolean exact = FALSE, searched = FALSE;

  for (guint i = 0; i < labels->len; i++)
    {
      exact |= g_array_index (labels, SkyReversiLabel, i).source == 0;
      searched |= g_array_index (labels, SkyReversiLabel, i).source == 1;
    }
  g_assert_true (exact && searched);
  g_assert_true (sky_reversi_labels_save (path, (SkyReversiLabel *) labels->data,
                                          labels->len, &error));
  g_assert_no_error (error);
  back = sky_reversi_labels_load (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->len, ==, labels->len);
  assert_same_labels (back, labels, labels->len);
  g_assert_true (sky_reversi_training_file_kind (path, &kind, &error));
  g_assert_cmpint (kind, ==, SKY_REVERSI_FILE_LABELS);

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, ==, 8 + 20 * labels->len);
  g_assert_cmpmem (contents, 8, "SKYLAB1\n", 8);
  /* The value, little-endian, at byte 16 of the record. */
  g_assert_cmpint ((gint16) (guint16) ((guint8) contents[8 + 16]
                                       | (guint8) contents[8 + 17] << 8),
                   ==, g_array_index (labels, SkyReversiLabel, 0).value);

  /* Cut in a record: an error, or the whole records and the rest's size. */
  write_bytes (path, contents, length - 3);
  g_clear_pointer (&back, g_array_unref);
  back = sky_reversi_labels_load (path, NULL, &error);
  g_assert_null (back);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);
  back = sky_reversi_labels_load (path, &partial, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->len, ==, labels->len - 1);
  g_assert_cmpuint (partial, ==, 17);
  g_clear_pointer (&back, g_array_unref);

  /* Corrupt: empties that do not match the discs; a value out of range. */
  contents[8 + 20 + 18] ^= 1;
  write_bytes (path, contents, length);
  back = sky_reversi_labels_load (path, NULL, &error);
  g_assert_null (back);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "at byte 28"));
  g_clear_error (&error);
  contents[8 + 20 + 18] ^= 1;
  contents[8 + 17] = 0x7f;
  write_bytes (path, contents, length);
  back = sky_reversi_labels_load (path, NULL, &error);
  g_assert_null (back);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);

  /* Random bytes after a good magic never crash the reader. */
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (17);

    for (int t = 0; t < 50; t++)
      {
        for (gsize i = 8; i < length; i++)
          if (g_rand_int_range (rand, 0, 20) == 0)
            contents[i] = (char) g_rand_int (rand);
        write_bytes (path, contents, length - g_rand_int_range (rand, 0, 30));
        back = sky_reversi_labels_load (path, NULL, NULL);
        g_clear_pointer (&back, g_array_unref);
      }
  }
}

/* Writes labels[0..n) with a writer opened on path, in one go or stopping
 * after `stop` labels with `extra` bytes of a record begun. */
static void
write_labels (const char *path, GArray *labels, guint stop, gsize extra)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) existing = g_array_new (FALSE, FALSE, sizeof (SkyReversiLabel));
  SkyReversiLabelWriter *writer = sky_reversi_label_writer_open (path, NULL, existing, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (existing->len, <=, stop);
  assert_same_labels (existing, labels, existing->len);
  for (guint i = existing->len; i < stop; i++)
    g_assert_true (sky_reversi_label_writer_add (writer,
                                                 &g_array_index (labels, SkyReversiLabel, i),
                                                 &error));
  g_assert_true (sky_reversi_label_writer_close (writer, &error));
  g_assert_no_error (error);
  if (extra > 0)
    {
      g_autofree char *contents = NULL;
      gsize length;
      g_autofree char *longer = NULL;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      longer = g_malloc0 (length + extra);
      memcpy (longer, contents, length);
      memset (longer + length, 0x5a, extra);
      write_bytes (path, longer, length + extra);
    }
}

/* A labelling stopped anywhere and resumed makes the same file. */
static void
test_writer_resume (void)
{
  g_autoptr(GArray) labels = some_labels (NULL);
  g_autofree char *whole = temp_path ("whole.lab");
  g_autofree char *resumed = temp_path ("resumed.lab");
  g_autofree char *expected = NULL;
  gsize expected_length;

  write_labels (whole, labels, labels->len, 0);
  g_assert_true (g_file_get_contents (whole, &expected, &expected_length, NULL));

  for (guint stop = 0; stop <= 3; stop++)
    for (gsize extra = 0; extra < 20; extra += 7)
      {
        g_autofree char *contents = NULL;
        gsize length;

        g_remove (resumed);
        write_labels (resumed, labels, stop, extra);
        write_labels (resumed, labels, labels->len, 0);
        g_assert_true (g_file_get_contents (resumed, &contents, &length, NULL));
        g_assert_cmpmem (contents, length, expected, expected_length);
      }

  /* Cut inside the magic: started again. */
  write_bytes (resumed, "SKY", 3);
  write_labels (resumed, labels, labels->len, 0);
  {
    g_autofree char *contents = NULL;
    gsize length;

    g_assert_true (g_file_get_contents (resumed, &contents, &length, NULL));
    g_assert_cmpmem (contents, length, expected, expected_length);
  }

  /* Not a labels file: left alone. */
  {
    g_autoptr(GError) error = NULL;

    write_bytes (resumed, "SKYPOS1\n", 8);
    g_assert_null (sky_reversi_label_writer_open (resumed, NULL, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_remove (resumed);
  }
  g_remove (whole);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("sakiyomi-training-XXXXXX", NULL);
  g_assert_nonnull (dir);

  g_test_add_func ("/training/symmetry", test_symmetry);
  g_test_add_func ("/training/generate/deterministic", test_generate_deterministic);
  g_test_add_func ("/training/generate/positions", test_generate_positions);
  g_test_add_func ("/training/generate/add-game", test_add_game);
  g_test_add_func ("/training/label/exact", test_label_exact);
  g_test_add_func ("/training/files/positions", test_files_positions);
  g_test_add_func ("/training/files/labels", test_files_labels);
  g_test_add_func ("/training/files/resume", test_writer_resume);

  status = g_test_run ();
  {
    g_autofree char *p = temp_path ("l.lab");

    g_remove (p);
  }
  g_rmdir (dir);
  g_free (dir);
  return status;
}
