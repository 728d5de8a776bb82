/* test-cli-search-threads.c: --threads on the subcommands that search
 * ($SAKIYOMI_CLI): solve gives the same score on one thread as on two or
 * three, analyze the same values at a fixed depth, and a --threads that is
 * not 1..256 is refused with one line and status 2. */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "cli-run.h"

/* 16 empties of a random game: a parallel solve, quick even in a debug
 * build under ThreadSanitizer. */
#define POSITION "O-XXO-X-OOXOOO--OOXOOXO--OOXOOXOOOOXO-OOOOXOXX-OXOOXX---XOO-X--- X"

/* The line of out that starts with prefix. */
static char *
line_starting (const char *out, const char *prefix)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);

  for (int i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return g_strdup (lines[i]);
  return NULL;
}

static void
test_solve_same_score (void)
{
  g_autofree char *expected = NULL;

  for (int n_threads = 1; n_threads <= 3; n_threads++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *threads = g_strdup_printf ("%d", n_threads);
      g_autofree char *score = NULL;
      g_autofree char *best = NULL;

      run_cli (&run, NULL, "solve", "--threads", threads, POSITION, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      score = line_starting (run.out, "score: ");
      g_assert_nonnull (score);
      best = line_starting (run.out, "best move: ");
      g_assert_nonnull (best);
      if (expected == NULL)
        expected = g_steal_pointer (&score);
      else
        g_assert_cmpstr (score, ==, expected);
    }
}

/* The table of values at a fixed depth, without the statistics (nodes and
 * times differ between runs on several threads). */
static void
test_analyze_same_values (void)
{
  g_autofree char *expected = NULL;

  for (int n_threads = 1; n_threads <= 2; n_threads++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *threads = g_strdup_printf ("%d", n_threads);
      g_autofree char *table = NULL;
      const char *end;

      run_cli (&run, NULL, "analyze", "reversi", "--moves", "f5d6c3d3c4f4",
               "--player", "minimax:engine=yes,depth=6,seconds=0",
               "--threads", threads, NULL);
      g_assert_cmpint (run.status, ==, 0);
      /* The board, the values and the move come before the statistics. */
      end = strstr (run.out, "Search:");
      table = end != NULL ? g_strndup (run.out, end - run.out)
                          : g_strdup (run.out);
      if (expected == NULL)
        expected = g_steal_pointer (&table);
      else
        g_assert_cmpstr (table, ==, expected);
    }
}

static void
test_bad_threads (void)
{
  static const char *const values[] = { "0", "x", "257", "-1", "" };
  static const char *const commands[][3] = {
    { "solve", POSITION, NULL },
    { "analyze", "reversi", NULL },
    { "play", "reversi", NULL },
    { "review", "-", NULL },
    { "bench", NULL, NULL },
  };

  for (gsize c = 0; c < G_N_ELEMENTS (commands); c++)
    for (gsize v = 0; v < G_N_ELEMENTS (values); v++)
      {
        g_auto(Run) run = { 0 };

        run_cli (&run, "", commands[c][0], "--threads", values[v],
                 commands[c][1], NULL);
        g_assert_cmpint (run.status, ==, 2);
        g_assert_cmpstr (run.out, ==, "");
        g_assert_nonnull (strstr (run.err, "--threads"));
        /* One line. */
        g_assert_nonnull (strchr (run.err, '\n'));
        g_assert_null (strchr (strchr (run.err, '\n') + 1, '\n'));
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-search-threads/solve", test_solve_same_score);
  g_test_add_func ("/cli-search-threads/analyze", test_analyze_same_values);
  g_test_add_func ("/cli-search-threads/bad", test_bad_threads);
  return g_test_run ();
}
