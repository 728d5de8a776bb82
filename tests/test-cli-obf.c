/* test-cli-obf.c: `solve` and `analyze` take a reversi position as a board
 * string in any layout or as an OBF line; `solve --file` solves every line
 * of a file of them (tests/obf/endgames.obf) and checks the expected scores
 * as the FFO suite does.  Runs the built sakiyomi-cli ($SAKIYOMI_CLI).
 * With -m slow (`meson test --suite slow`): FFO #40-#42. */
#include "config.h"

#include "cli-run.h"

#include <glib/gstdio.h>
#include <string.h>

/* An endgame of nine empties (the one of test-cli-positions.c). */
#define ENDGAME "-OOOOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXXXXXOOOOXXXXXOOOXXXXX---- X"

static void
assert_ok (const Run *run)
{
  if (run->status != 0)
    g_error ("status %d, standard error: %s", run->status, run->err);
  g_assert_cmpstr (run->err, ==, "");
}

static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "obf", name, NULL);
}

/* A file of text in a fresh folder; the folder is removed by the caller. */
static char *
write_file (const char *dir, const char *name, const char *contents)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

/* The lines of out with their times ("0.012 s") cut out: the one part that
 * differs between runs. */
static char *
without_times (const char *out)
{
  g_autoptr(GRegex) time = g_regex_new ("[0-9]+\\.[0-9]+ s\\b|, [0-9.]+ million nodes per second",
                                        0, 0, NULL);

  return g_regex_replace_literal (time, out, -1, 0, "T", 0, NULL);
}

/* solve: the same answer from each layout of the board string and from the
 * OBF line, whose expected scores are checked. */
static void
test_solve_forms (void)
{
  const char *const forms[][10] = {
    { ENDGAME },
    { "-OOOOOOX -OOOOOOX OOXXOOOX OOXOOOXX OOOOOOXX XXXOOOOX XXXXOOOX XXXX---- X" },
    { "-OOOOOOX", "-OOOOOOX", "OOXXOOOX", "OOXOOOXX", "OOOOOOXX", "XXXOOOOX", "XXXXOOOX", "XXXX----", "X" },
    { "-oooooox\n-oooooox\nooxxooox\nooxoooxx\nooooooxx\nxxxoooox\nxxxxooox\nxxxx....\n*" },
    { ENDGAME "; H8:+28;" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_auto(Run) run = { 0 };
      const char *const *a = forms[i];

      run_cli (&run, NULL, "solve", "--threads", "1", a[0], a[1], a[2], a[3],
               a[4], a[5], a[6], a[7], a[8], NULL);
      assert_ok (&run);
      g_assert_nonnull (strstr (run.out, "score: +28 for black to move (exact final disc difference)\n"));
      g_assert_nonnull (strstr (run.out, "best move: h8\n"));
      g_assert_true ((strstr (run.out, "expected: +28 (h8): agrees\n") != NULL)
                     == (i == G_N_ELEMENTS (forms) - 1));
    }

  /* The line expects another score or another best move: status 1. */
  {
    const char *const wrong[] = { ENDGAME "; H8:+30;", ENDGAME "; H8:+26; A1:+28;" };

    for (gsize i = 0; i < G_N_ELEMENTS (wrong); i++)
      {
        g_auto(Run) run = { 0 };

        run_cli (&run, NULL, "solve", "--threads", "1", wrong[i], NULL);
        g_assert_cmpint (run.status, ==, 1);
        g_assert_nonnull (strstr (run.out, "best move: h8\n"));
        g_assert_nonnull (strstr (run.out, i == 0 ? "expected: +30 (h8): DISAGREES\n"
                                                  : "expected: +28 (a1): DISAGREES\n"));
      }
  }
}

/* solve and analyze refuse a bad position with the reason, status 2. */
static void
test_bad_positions (void)
{
  static const struct {
    const char *args[4];
    const char *message;
  } cases[] = {
    { { "solve", "-OOOOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXXXXXOOOOXXXXXOOOXXXX---- X" },
      "sakiyomi-cli: solve: A board string has 64 squares, this one has 63\n" },
    { { "solve", "---------------------------O-------XO--------------------------- X" },
      "sakiyomi-cli: solve: No reversi game reaches this position: the centre square e4 is empty (d4, e4, d5 and e5 are filled from the start)\n" },
    { { "solve", ENDGAME "; Z9:+1;" },
      "sakiyomi-cli: solve: Score 1 of the OBF line (“Z9:+1”) is not a move and a score such as “A2:+38;”\n" },
    { { "analyze", "reversi", "---------------------------OX------XO--------------------------- X; A1:+3;" },
      "sakiyomi-cli: Score 1 of the OBF line is for a1, which is not a legal move in this position\n" },
    { { "solve", "--file", "tests/obf/endgames.obf", ENDGAME },
      "sakiyomi-cli: solve: --file gives the positions: no POSITION with it (found “" ENDGAME "”)\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };
      const char *const *a = cases[i].args;

      run_cli (&run, NULL, a[0], a[1], a[2], a[3], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.err, ==, cases[i].message);
      g_assert_cmpstr (run.out, ==, "");
    }
}

/* analyze: the board string over eight arguments and the OBF line give
 * the analysis of the board string itself. */
static void
test_analyze_forms (void)
{
  g_auto(Run) reference = { 0 };
  g_auto(Run) rows = { 0 };
  g_auto(Run) obf = { 0 };
  g_autofree char *want = NULL;
  g_autofree char *have_rows = NULL;
  g_autofree char *have_obf = NULL;

  run_cli (&reference, NULL, "analyze", "reversi", "-p", "minimax:depth=3",
           ENDGAME, NULL);
  run_cli (&rows, NULL, "analyze", "reversi", "-p", "minimax:depth=3",
           "-OOOOOOX", "-OOOOOOX", "OOXXOOOX", "OOXOOOXX", "OOOOOOXX",
           "XXXOOOOX", "XXXXOOOX", "XXXX....", "X", NULL);
  run_cli (&obf, NULL, "analyze", "reversi", "-p", "minimax:depth=3",
           ENDGAME "; H8:+28; G8:+26;", NULL);
  assert_ok (&reference);
  assert_ok (&rows);
  assert_ok (&obf);
  want = without_times (reference.out);
  have_rows = without_times (rows.out);
  have_obf = without_times (obf.out);
  g_assert_cmpstr (have_rows, ==, want);
  g_assert_cmpstr (have_obf, ==, want);
}

/* solve --file: every position of the fixture, each agreeing; the same
 * from standard input. */
static void
test_file (void)
{
  g_autofree char *path = fixture ("endgames.obf");
  g_autofree char *contents = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) piped = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autofree char *from_file = NULL;
  g_autofree char *from_pipe = NULL;
  int solved = 0;

  run_cli (&run, NULL, "solve", "--threads", "1", "--file", path, NULL);
  assert_ok (&run);
  lines = g_strsplit (run.out, "\n", -1);
  for (int i = 0; lines[i] != NULL && g_str_has_prefix (lines[i], path); i++)
    {
      g_assert_true (g_str_has_suffix (lines[i], ": agrees"));
      solved++;
    }
  g_assert_cmpint (solved, ==, 8);
  /* The first position's line, and one where two moves are best. */
  {
    g_autofree char *first = g_strdup_printf ("%s:9: score -42, best move c7, ", path);
    g_autofree char *tie = g_strdup_printf ("%s:15: score +58, best move ", path);

    g_assert_true (g_str_has_prefix (run.out, first));
    g_assert_nonnull (strstr (run.out, tie));
    g_assert_nonnull (strstr (run.out, "; expected +58 (b7 h8): agrees\n"));
  }
  g_assert_nonnull (strstr (run.out, "\n8 positions solved: "));
  g_assert_true (g_str_has_suffix (run.out, "\n8 of 8 positions with expected scores agree.\n"));

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  run_cli (&piped, contents, "solve", "--threads", "1", "--file", "-", NULL);
  assert_ok (&piped);
  from_pipe = without_times (piped.out);
  from_file = without_times (run.out);
  {
    g_autofree char *renamed = NULL;
    g_autofree char *escaped = g_regex_escape_string (path, -1);
    g_autoptr(GRegex) name = g_regex_new (escaped, 0, 0, NULL);

    renamed = g_regex_replace_literal (name, from_file, -1, 0,
                                       "standard input", 0, NULL);
    g_assert_cmpstr (from_pipe, ==, renamed);
  }
}

/* solve --file: a disagreement (status 1, every line still solved),
 * a line with no scores, and what is wrong with a file (status 2, named
 * FILE:LINE, nothing solved). */
static void
test_file_errors (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-obf-XXXXXX", NULL);
  g_autofree char *mixed = write_file (dir, "mixed.obf",
    "\xef\xbb\xbf% a comment\r\n"
    "# another\n"
    "\n"
    ENDGAME "; H8:+28;\n"
    ENDGAME "; H8:+20; G8:+26;\n"
    ENDGAME "\n");
  g_autofree char *long_line = g_strnfill (5000, '-');
  struct {
    const char *name;
    char *contents;
    const char *message;          /* after "FILE" */
  } bad[] = {
    { "short.obf", g_strdup (ENDGAME "\n---- X\n"),
      ":2: A board string has 64 squares, this one has 4\n" },
    { "centre.obf", g_strdup ("% centre\n---------------------------OX-------O--------------------------- X\n"),
      ":2: No reversi game reaches this position: the centre square d5 is empty (d4, e4, d5 and e5 are filled from the start)\n" },
    { "scores.obf", g_strdup (ENDGAME "; H8:28;\n" ENDGAME "; H8 +28;\n"),
      ":2: Score 1 of the OBF line (“H8 +28”) is not a move and a score such as “A2:+38;”\n" },
    { "empties.obf", g_strdup ("---------------------------OX------XO--------------------------- X\n"),
      ":1: the position has 60 empty squares; an exact solve is practical up to about 36\n" },
    { "long.obf", g_strconcat (ENDGAME "\n", long_line, "\n", NULL),
      ":2: the line is longer than 4095 bytes\n" },
    { "binary.obf", g_strdup (ENDGAME "\n\xff\xfe\n"),
      ":2: the line is not UTF-8 text\n" },
    { "empty.obf", g_strdup ("% nothing\n\n"), NULL },
  };
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "solve", "--threads", "1", "--file", mixed, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "");
  {
    g_autofree char *four = g_strdup_printf ("%s:4: score +28, best move h8, ", mixed);
    g_autofree char *five = g_strdup_printf ("%s:5: score +28, best move h8, ", mixed);
    g_autofree char *six = g_strdup_printf ("%s:6: score +28, best move h8, ", mixed);

    g_assert_true (g_str_has_prefix (run.out, four));
    g_assert_nonnull (strstr (run.out, five));
    g_assert_nonnull (strstr (run.out, "; expected +26 (g8): DISAGREES\n"));
    g_assert_nonnull (strstr (run.out, six));
    g_assert_nonnull (strstr (run.out, "\n3 positions solved: "));
    g_assert_true (g_str_has_suffix (run.out, "\n1 of 2 positions with expected scores agree.\n"));
  }

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *path = write_file (dir, bad[i].name, bad[i].contents);
      g_autofree char *want = bad[i].message != NULL
        ? g_strdup_printf ("sakiyomi-cli: %s%s", path, bad[i].message)
        : g_strdup_printf ("sakiyomi-cli: %s holds no positions (a board string or an OBF line a line)\n", path);
      g_auto(Run) failed = { 0 };

      run_cli (&failed, NULL, "solve", "--file", path, NULL);
      g_assert_cmpint (failed.status, ==, 2);
      g_assert_cmpstr (failed.err, ==, want);
      g_assert_cmpstr (failed.out, ==, "");
      g_unlink (path);
      g_free (bad[i].contents);
    }

  {
    g_autofree char *missing = g_build_filename (dir, "missing.obf", NULL);
    g_autofree char *want = g_strdup_printf ("sakiyomi-cli: %s: No such file or directory\n", missing);
    g_auto(Run) failed = { 0 };

    run_cli (&failed, NULL, "solve", "--file", missing, NULL);
    g_assert_cmpint (failed.status, ==, 2);
    g_assert_cmpstr (failed.err, ==, want);
  }
  g_unlink (mixed);
  g_rmdir (dir);
}

/* FFO #40-#42 (20-22 empties, seconds each): the published answers. */
static void
test_ffo (void)
{
  g_autofree char *path = fixture ("ffo-40-42.obf");
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "solve", "--file", path, NULL);
  assert_ok (&run);
  g_assert_nonnull (strstr (run.out, ":4: score +38, best move a2, "));
  g_assert_nonnull (strstr (run.out, ":5: score +0, best move h4, "));
  g_assert_nonnull (strstr (run.out, ":6: score +6, best move g2, "));
  g_assert_true (g_str_has_suffix (run.out, "\n3 of 3 positions with expected scores agree.\n"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/obf/solve-forms", test_solve_forms);
  g_test_add_func ("/cli/obf/bad-positions", test_bad_positions);
  g_test_add_func ("/cli/obf/analyze-forms", test_analyze_forms);
  g_test_add_func ("/cli/obf/file", test_file);
  g_test_add_func ("/cli/obf/file-errors", test_file_errors);
  if (g_test_slow ())
    g_test_add_func ("/cli/obf/ffo", test_ffo);
  return g_test_run ();
}
