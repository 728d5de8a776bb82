/* test-cli-positions.c: a reversi position whose text starts with "-" (an
 * empty a1, as most do) is a position, not an option, for every subcommand
 * that takes one (analyze and solve as an argument, perft as the value of
 * --position), with no "--" before it; and an option that is not one is
 * still refused with status 2.  Runs the built sakiyomi-cli
 * ($SAKIYOMI_CLI). */
#include "config.h"

#include "cli-run.h"

#include <string.h>

/* The start position, and its squares and side apart. */
#define START "---------------------------OX------XO--------------------------- X"
#define START_SQUARES "---------------------------OX------XO---------------------------"

/* An endgame of nine empties, a1 and a2 among them: quick to solve. */
#define ENDGAME "-OOOOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXXXXXOOOOXXXXXOOOXXXXX---- X"
#define ENDGAME_SQUARES "-OOOOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXXXXXOOOOXXXXXOOOXXXXX----"

static void
assert_ok (const Run *run)
{
  if (run->status != 0)
    g_error ("status %d, standard error: %s", run->status, run->err);
  g_assert_cmpstr (run->err, ==, "");
}

/* The output with the search's time ("…, 0.012 s") cut from its line:
 * the one part that may differ between two runs. */
static char *
without_time (const char *out)
{
  g_autoptr(GRegex) time = g_regex_new (", [0-9.]+ s\n", 0, 0, NULL);

  return g_regex_replace_literal (time, out, -1, 0, "\n", 0, NULL);
}

static void
assert_same_analysis (const Run *run, const Run *reference)
{
  g_autofree char *have = without_time (run->out);
  g_autofree char *want = without_time (reference->out);

  g_assert_cmpstr (have, ==, want);
}

/* analyze: the position as one argument, as squares and side, after and
 * before an option with a value; each the same as with "--" and as the
 * start itself. */
static void
test_analyze (void)
{
  g_auto(Run) reference = { 0 };
  g_auto(Run) from_start = { 0 };
  g_auto(Run) one = { 0 };
  g_auto(Run) two = { 0 };
  g_auto(Run) option_first = { 0 };
  g_auto(Run) option_after = { 0 };
  g_auto(Run) option_joined = { 0 };

  run_cli (&reference, NULL, "analyze", "reversi", "-p", "minimax:depth=2",
           "--", START, NULL);
  run_cli (&from_start, NULL, "analyze", "reversi", "-p", "minimax:depth=2",
           NULL);
  run_cli (&one, NULL, "analyze", "reversi", "-p", "minimax:depth=2", START,
           NULL);
  run_cli (&two, NULL, "analyze", "reversi", "-p", "minimax:depth=2",
           START_SQUARES, "X", NULL);
  run_cli (&option_first, NULL, "analyze", "-p", "minimax:depth=2", "reversi",
           START, NULL);
  run_cli (&option_after, NULL, "analyze", "reversi", START, "--player",
           "minimax:depth=2", NULL);
  run_cli (&option_joined, NULL, "analyze", "reversi", START,
           "--player=minimax:depth=2", NULL);
  assert_ok (&reference);
  g_assert_nonnull (strstr (reference.out, "\nChosen move: d3 (+3 points (table))\n"));
  assert_same_analysis (&from_start, &reference);
  assert_ok (&one);
  assert_ok (&two);
  assert_ok (&option_first);
  assert_ok (&option_after);
  assert_ok (&option_joined);
  assert_same_analysis (&one, &reference);
  assert_same_analysis (&two, &reference);
  assert_same_analysis (&option_first, &reference);
  assert_same_analysis (&option_after, &reference);
  assert_same_analysis (&option_joined, &reference);
}

/* solve: as one argument and as squares and side. */
static void
test_solve (void)
{
  const char *const lines[] = {
    "score: +28 for black to move (exact final disc difference)\n",
    "best move: h8\n",
    "line: h8 g8 f8 e8 a2 pass a1\n",
  };
  g_auto(Run) one = { 0 };
  g_auto(Run) two = { 0 };

  run_cli (&one, NULL, "solve", ENDGAME, NULL);
  run_cli (&two, NULL, "solve", ENDGAME_SQUARES, "X", NULL);
  assert_ok (&one);
  assert_ok (&two);
  for (gsize i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_assert_nonnull (strstr (one.out, lines[i]));
      g_assert_nonnull (strstr (two.out, lines[i]));
    }
}

/* perft: the value of -p, of --position and of --position=, and before the
 * depth. */
static void
test_perft (void)
{
  const char *const forms[][4] = {
    { "3", "-p", START, NULL },
    { "3", "--position", START, NULL },
    { "3", "--position=" START, NULL, NULL },
    { "-p", START, "3", NULL },
    { "-dp", START, "3", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_auto(Run) run = { 0 };

      run_cli (&run, NULL, "perft", forms[i][0], forms[i][1], forms[i][2],
               NULL);
      assert_ok (&run);
      /* -d: the count below each move first. */
      g_assert_true (g_str_has_prefix (run.out, i < 4 ? "perft 3: 56 paths\n"
                                                      : "d3    14\n"));
      g_assert_nonnull (strstr (run.out, "perft 3: 56 paths\n"));
    }
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "perft", "2", "-p", ENDGAME, NULL);
    assert_ok (&run);
    g_assert_true (g_str_has_prefix (run.out, "perft 2: 14 paths\n"));
  }
}

typedef struct {
  const char *args[6];
  const char *message;
} BadInput;

/* Options that are not ones, beside a position: refused as before. */
static const BadInput bad_inputs[] = {
  { { "analyze", "reversi", "--bogus", START, NULL }, "Unknown option --bogus" },
  { { "analyze", "reversi", START, "-z", NULL }, "Unknown option -z" },
  { { "solve", "--bogus", NULL }, "Unknown option --bogus" },
  { { "solve", ENDGAME, "--bogus", NULL }, "Unknown option --bogus" },
  { { "perft", "3", "-p", START, "--bogus", NULL }, "Unknown option --bogus" },
  { { "perft", "-1", NULL }, "Unknown option -1" },
  /* Too short to be a position: an option. */
  { { "analyze", "reversi", "-X-", NULL }, "Unknown option -X-" },
  /* A position, if a wrong one: the position's parser says what is wrong. */
  { { "analyze", "reversi", "--------Z", NULL }, "Square a2 of the board string is “Z”: use X or * for black, O for white, - or . for empty" },
  { { "solve", "--------", NULL }, "solve: A board string has 64 squares, this one has 8" },
};

static void
test_bad_input (gconstpointer data)
{
  const BadInput *bad = data;
  g_auto(Run) run = { 0 };
  g_autofree char *expected = g_strdup_printf ("sakiyomi-cli: %s\n",
                                               bad->message);

  run_cli (&run, NULL, bad->args[0], bad->args[1], bad->args[2],
           bad->args[3], bad->args[4], bad->args[5], NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, expected);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/positions/analyze", test_analyze);
  g_test_add_func ("/cli/positions/solve", test_solve);
  g_test_add_func ("/cli/positions/perft", test_perft);
  for (gsize i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/positions/bad-input/%" G_GSIZE_FORMAT, i);

      g_test_add_data_func (path, &bad_inputs[i], test_bad_input);
    }
  return g_test_run ();
}
