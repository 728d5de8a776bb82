/* test-cli-threads.c: `selfplay`, `match` and `tournament` ($SAKIYOMI_CLI)
 * print exactly the same on one thread as on two or three (but for the
 * thinking times), and refuse a --threads that is not 1..256 with one line
 * and status 2. */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "cli-run.h"

/* The output without the lines of thinking time, which no two runs share. */
static char *
without_times (const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  GString *kept = g_string_new (NULL);

  for (int i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], " ms") == NULL)
      g_string_append_printf (kept, "%s\n", lines[i]);
  return g_string_free (kept, FALSE);
}

/* Runs args with --threads 1, 2 and 3 (args[0] the subcommand); asserts
 * the same output, with at least min_lines lines. */
static void
assert_same_on_threads (const char *const *args, int min_lines)
{
  g_autofree char *serial = NULL;

  for (int n_threads = 1; n_threads <= 3; n_threads++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *threads = g_strdup_printf ("%d", n_threads);
      g_autofree char *out = NULL;
      const char *argv[16] = { NULL };
      int n = 0;

      for (; args[n] != NULL; n++)
        argv[n] = args[n];
      argv[n++] = "--threads";
      argv[n++] = threads;
      g_assert_cmpint (n, <, (int) G_N_ELEMENTS (argv));
      run_cli (&run, NULL, argv[0], argv[1], argv[2], argv[3], argv[4],
               argv[5], argv[6], argv[7], argv[8], argv[9], argv[10],
               argv[11], argv[12], argv[13], argv[14], NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      out = without_times (run.out);
      if (serial == NULL)
        {
          g_auto(GStrv) lines = g_strsplit (out, "\n", -1);

          g_assert_cmpint (g_strv_length (lines), >, min_lines);
          serial = g_steal_pointer (&out);
        }
      else
        g_assert_cmpstr (out, ==, serial);
    }
}

static void
test_selfplay (void)
{
  const char *seed0[] = { "selfplay", "numbergrab", "--seed", "0",
                          "--games", "30", "--levels", "2..4", "--legacy",
                          "--format", "games", NULL };
  const char *opponents[] = { "selfplay", "reversi", "--first", "random",
                              "--second", "montecarlo:playouts=10",
                              "--games", "12", "--seed", "5", "--format",
                              "games", NULL };
  const char *table[] = { "selfplay", "tictactoe", "--first", "random",
                          "--second", "montecarlo:tree=yes,playouts=100",
                          "--games", "40", "--seed", "3", NULL };

  assert_same_on_threads (seed0, 270);
  assert_same_on_threads (opponents, 12);
  assert_same_on_threads (table, 3);
}

static void
test_match (void)
{
  const char *reversi[] = { "match", "reversi",
                            "montecarlo:tree=yes,playouts=100",
                            "montecarlo:playouts=5", "--games", "8",
                            "--seed", "3", "-v", NULL };
  const char *tictactoe[] = { "match", "tictactoe", "minimax", "random",
                              "--games", "30", "-v", NULL };

  assert_same_on_threads (reversi, 8);
  assert_same_on_threads (tictactoe, 30);
}

static void
test_tournament (void)
{
  const char *ladder[] = { "tournament", "reversi", "--games", "4",
                           "--skip-timed", NULL };

  assert_same_on_threads (ladder, 10);
}

static void
test_bad_threads (void)
{
  static const struct {
    const char *args[6];
    const char *message;
  } cases[] = {
    { { "selfplay", "tictactoe", "--threads", "0", NULL }, "--threads must be between 1 and 256, not 0" },
    { { "selfplay", "tictactoe", "--threads", "x", NULL }, "--threads must be a whole number, not “x”" },
    { { "selfplay", "tictactoe", "--threads", "257", NULL }, "--threads must be between 1 and 256, not 257" },
    { { "match", "tictactoe", "random", "random", "--threads", "0" }, "--threads must be between 1 and 256, not 0" },
    { { "match", "tictactoe", "random", "random", "--threads", "x" }, "--threads must be a whole number, not “x”" },
    { { "tournament", "reversi", "--threads", "-2", NULL }, "--threads must be between 1 and 256, not -2" },
    { { "tournament", "reversi", "--threads", "", NULL }, "--threads must be a whole number, not “”" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *expected = g_strdup_printf ("sakiyomi-cli: %s\n",
                                                   cases[i].message);
      const char *const *a = cases[i].args;

      run_cli (&run, NULL, a[0], a[1], a[2], a[3], a[4], a[5], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, expected);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/threads/selfplay", test_selfplay);
  g_test_add_func ("/cli/threads/match", test_match);
  g_test_add_func ("/cli/threads/tournament", test_tournament);
  g_test_add_func ("/cli/threads/bad", test_bad_threads);
  return g_test_run ();
}
