/* test-openings.c: the table of named reversi openings and the matcher
 * (openings.h): every line legal from the start as the rules engine plays
 * it, no line twice, the Tiger in all four orientations, and the matcher
 * against a plain scan of the table. */
#include "config.h"

#include <string.h>

#include "openings.h"
#include "reversi.h"

#define MAX_LINE 60

/* A line's moves as squares. */
typedef SkyMove Line[MAX_LINE];

/* The four symmetries that keep the start position, as square maps; each is
 * its own inverse.  Index 0 is the identity. */
static SkyMove
transform (guint symmetry, SkyMove square)
{
  int row = square / 8, col = square % 8;

  switch (symmetry)
    {
    case 1: return col * 8 + row;                   /* a1-h8 reflection */
    case 2: return (7 - col) * 8 + (7 - row);       /* h1-a8 reflection */
    case 3: return 63 - square;                     /* half turn */
    default: return square;
    }
}

/* Plays text ("f5d6c3") from the start with the rules engine, asserting that
 * every move is legal and none comes after a pass; returns the moves. */
static guint
play_line (const char *text, SkyMove *moves)
{
  g_autoptr(SkyPosition) pos = sky_position_new (sky_game_get (SKY_GAME_REVERSI), NULL);
  gsize len = strlen (text);
  guint n = 0;

  g_assert_cmpuint (len % 2, ==, 0);
  g_assert_cmpuint (len / 2, <=, MAX_LINE);
  for (gsize i = 0; i < len; i += 2, n++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *square = g_strndup (text + i, 2);

      g_assert_true (pos->game->move_from_string (pos, square, &moves[n], &error));
      g_assert_no_error (error);
      g_assert_cmpint (moves[n], >=, 0);
      sky_position_play (pos, moves[n]);
    }
  return n;
}

static const SkyOpening *
find_by_name (const char *name)
{
  for (guint i = 0; i < sky_openings_get_n (); i++)
    if (g_strcmp0 (sky_openings_get (i)->name, name) == 0)
      return sky_openings_get (i);
  g_assert_not_reached ();
}

/* The lookup the matcher must agree with: a scan of the whole table for the
 * longest line the (already 1.f5) game starts with.  lines holds every line
 * played out, n_lines[i] moves each. */
static const SkyOpening *
scan_table (const Line *lines, const guint *n_lines,
            const SkyMove *moves, guint n_moves, guint *length)
{
  const SkyOpening *best = NULL;

  *length = 0;
  for (guint i = 0; i < sky_openings_get_n (); i++)
    {
      guint n = n_lines[i];

      if (n <= n_moves && n > *length
          && memcmp (lines[i], moves, n * sizeof (SkyMove)) == 0)
        {
          best = sky_openings_get (i);
          *length = n;
        }
    }
  return best;
}

static gpointer
find_in_thread (gpointer data)
{
  static const SkyMove tiger[] = { 37, 43, 18, 19, 26 };   /* f5d6c3d3c4 */
  guint length = 0;

  (void) data;
  return (gpointer) sky_opening_find (tiger, G_N_ELEMENTS (tiger), &length);
}

/* Runs first, so that the table is built while several threads ask at once. */
static void
test_threads (void)
{
  GThread *threads[8];

  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("opening", find_in_thread, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    g_assert_true (g_thread_join (threads[i]) == find_by_name ("Tiger"));
}

static void
test_table (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint n = sky_openings_get_n ();

  g_assert_cmpuint (n, >=, 60);
  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (sky_openings_get (n));
  g_test_assert_expected_messages ();
  for (guint i = 0; i < n; i++)
    {
      const SkyOpening *opening = sky_openings_get (i);
      SkyMove moves[MAX_LINE];
      guint n_moves;

      g_test_message ("%s %s", opening->moves, opening->name);
      g_assert_true (g_str_has_prefix (opening->moves, "f5"));
      n_moves = play_line (opening->moves, moves);
      g_assert_cmpuint (n_moves, >=, 2);
      g_assert_true (g_utf8_validate (opening->name, -1, NULL));
      g_assert_cmpstr (opening->name, !=, "");
      if (opening->name_ja != NULL)
        {
          g_assert_true (g_utf8_validate (opening->name_ja, -1, NULL));
          g_assert_cmpstr (opening->name_ja, !=, "");
        }
      /* No two lines with the same moves, and none twice under a name. */
      g_assert_false (g_hash_table_contains (seen, opening->moves));
      g_hash_table_add (seen, (gpointer) opening->moves);
    }
}

/* Every line, in each of its four orientations, is found as itself. */
static void
test_every_line_found (void)
{
  for (guint i = 0; i < sky_openings_get_n (); i++)
    {
      const SkyOpening *opening = sky_openings_get (i);
      SkyMove moves[MAX_LINE], turned[MAX_LINE];
      guint n = play_line (opening->moves, moves);

      for (guint symmetry = 0; symmetry < 4; symmetry++)
        {
          guint length = 0;

          for (guint k = 0; k < n; k++)
            turned[k] = transform (symmetry, moves[k]);
          g_assert_true (sky_opening_find (turned, n, &length) == opening);
          g_assert_cmpuint (length, ==, n);
        }
    }
}

static void
assert_named (const char *game, const char *name, const char *name_ja,
              guint expected_length)
{
  SkyMove moves[MAX_LINE];
  guint n = play_line (game, moves), length = 99;
  const SkyOpening *opening = sky_opening_find (moves, n, &length);

  g_test_message ("%s", game);
  g_assert_nonnull (opening);
  g_assert_cmpstr (opening->name, ==, name);
  g_assert_cmpstr (opening->name_ja, ==, name_ja);
  g_assert_cmpuint (length, ==, expected_length);
  /* length may be NULL. */
  g_assert_true (sky_opening_find (moves, n, NULL) == opening);
}

/* The Tiger from each of the four first moves: 1.f5 as in the table, 1.e6
 * its a1-h8 reflection, 1.d3 its h1-a8 reflection, 1.c4 its half turn. */
static void
test_tiger (void)
{
  assert_named ("f5d6c3d3c4", "Tiger", "虎", 5);
  assert_named ("e6f4c3c4d3", "Tiger", "虎", 5);
  assert_named ("d3c5f6f5e6", "Tiger", "虎", 5);
  assert_named ("c4e3f6e6f5", "Tiger", "虎", 5);
  assert_named ("f5d6c5f4e3", "Rabbit", "兎", 5);
  assert_named ("f5f6e6f4e3", "Cow", "牛", 5);
  assert_named ("f5f6e6f4c3", "Buffalo", "バッファロー", 5);
  assert_named ("f5d6c5f4e3c6d3f6e6d7", "Rose", "ローズ", 10);
  assert_named ("f5d6", "Perpendicular Opening", "縦取り", 2);
  assert_named ("f5f6", "Diagonal Opening", "斜め取り", 2);
  assert_named ("f5f4", "Parallel Opening", "平行取り", 2);
}

/* A game keeps the name of the last line it followed once it leaves the
 * book, in any orientation. */
static void
test_out_of_book (void)
{
  /* 6...g6 is in no line. */
  assert_named ("f5d6c3d3c4g6c5b5b6b4f4f3", "Tiger", "虎", 5);
  assert_named ("c4e3f6e6f5b3f4g4g3g5c5c6", "Tiger", "虎", 5);
  /* Tiger, then Brightwell (7.e3), then out of the book. */
  assert_named ("f5d6c3d3c4f4e3f6e6b4c5b5b6b3", "Brightwell", "ブライトウェル", 7);
  assert_named ("e6f4c3c4d3d6c5", "Brightwell", "ブライトウェル", 7);
}

/* Lines that start other lines: the longest one the game follows wins. */
static void
test_longest (void)
{
  assert_named ("f5d6c5f4e3c6d3f6", "Rabbit", "兎", 5);
  assert_named ("f5d6c5f4e3c6d3f6e6d7g4", "Flat", "Fローズ", 11);
  assert_named ("f5d6c5f4e3c6d3f6e6d7g4c4", "Rotating Flat", "Fローズローテーション型", 12);
  assert_named ("f5d6c5f4e3c6d3f6e6d7g4c4g6c3", "Murakami Variation", "村上流", 13);
  assert_named ("f5d6c5f4e3c6d3f6e6d7g3c4b4c3e7", "Rose-Tamenori-Kling", NULL, 14);
}

/* Every prefix of every line, in every orientation, against a scan. */
static void
test_against_scan (void)
{
  guint n_openings = sky_openings_get_n ();
  g_autofree Line *lines = g_new (Line, n_openings);
  g_autofree guint *n_lines = g_new (guint, n_openings);

  for (guint i = 0; i < n_openings; i++)
    n_lines[i] = play_line (sky_openings_get (i)->moves, lines[i]);
  for (guint i = 0; i < n_openings; i++)
    {
      const SkyMove *moves = lines[i];
      SkyMove turned[MAX_LINE];
      guint n = n_lines[i];

      for (guint k = 0; k <= n; k++)
        {
          guint expected_length;
          const SkyOpening *expected = scan_table (lines, n_lines, moves, k,
                                                   &expected_length);

          for (guint symmetry = 0; symmetry < 4; symmetry++)
            {
              guint length = 99;

              for (guint j = 0; j < k; j++)
                turned[j] = transform (symmetry, moves[j]);
              g_assert_true (sky_opening_find (turned, k, &length) == expected);
              g_assert_cmpuint (length, ==, expected_length);
            }
        }
    }
}

static void
test_none (void)
{
  static const SkyMove f5[] = { 37 };
  static const SkyMove pass[] = { SKY_MOVE_PASS, 37, 43 };
  static const SkyMove not_first[] = { 0, 1, 2, 3, 4 };
  static const SkyMove pass_later[] = { 37, SKY_MOVE_PASS, 43 };
  guint length = 99;

  g_assert_null (sky_opening_find (NULL, 0, &length));
  g_assert_cmpuint (length, ==, 0);
  length = 99;
  g_assert_null (sky_opening_find (f5, G_N_ELEMENTS (f5), &length));
  g_assert_cmpuint (length, ==, 0);
  length = 99;
  g_assert_null (sky_opening_find (pass, G_N_ELEMENTS (pass), &length));
  g_assert_cmpuint (length, ==, 0);
  length = 99;
  g_assert_null (sky_opening_find (not_first, G_N_ELEMENTS (not_first), &length));
  g_assert_cmpuint (length, ==, 0);
  length = 99;
  g_assert_null (sky_opening_find (pass_later, G_N_ELEMENTS (pass_later), &length));
  g_assert_cmpuint (length, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/openings/threads", test_threads);
  g_test_add_func ("/openings/table", test_table);
  g_test_add_func ("/openings/every-line-found", test_every_line_found);
  g_test_add_func ("/openings/tiger", test_tiger);
  g_test_add_func ("/openings/out-of-book", test_out_of_book);
  g_test_add_func ("/openings/longest", test_longest);
  g_test_add_func ("/openings/against-scan", test_against_scan);
  g_test_add_func ("/openings/none", test_none);

  return g_test_run ();
}
