/* test-cli-match.c: the match and bench subcommands, run as the built
 * binary ($SAKIYOMI_CLI): their tables, determinism, checks, and the exit
 * status and message of bad input. */
#include "config.h"

#include "cli-run.h"
#include "ggf.h"

#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

static void
assert_lines (const char *text, const char *const *lines)
{
  g_auto(GStrv) have = g_strsplit (text, "\n", -1);

  for (int i = 0; lines[i] != NULL; i++)
    if (!g_strv_contains ((const char *const *) have, lines[i]))
      g_error ("missing line “%s” in:\n%s", lines[i], text);
}

/* The output without the line of timings, which alone may change. */
static char *
without_times (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *kept = g_string_new (NULL);

  for (int i = 0; lines[i] != NULL; i++)
    if (!g_str_has_prefix (lines[i], "Average time per move"))
      g_string_append_printf (kept, "%s\n", lines[i]);
  return g_string_free (kept, FALSE);
}

/* Perfect tic-tac-toe play draws every game, under both rules. */
static void
test_match_tictactoe_draws (void)
{
  static const char *const lines[] = {
    "Tic-tac-toe: minimax (A) against minimax (B), 4 games, seed 0",
    "                            wins draws losses    score",
    "  A as X                       0     2     0    50.0%",
    "  A as O                       0     2     0    50.0%",
    "  A overall                    0     4     0    50.0%",
    "Score of A: 50.0% (95% confidence interval 15.0% to 85.0%)",
    NULL
  };

  for (int misere = 0; misere < 2; misere++)
    {
      g_auto(Run) run = { 0 };

      run_cli (&run, NULL, "match", "tictactoe", "minimax", "minimax", "--games",
               "4", misere ? "--misere" : NULL, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      assert_lines (run.out, lines);
    }
}

/* The exact minimax never loses to a random player. */
static void
test_match_tictactoe_random (void)
{
  static const char *const lines[] = {
    "  A as X                      10     0     0   100.0%",
    "  A as O                       8     2     0    90.0%",
    "  A overall                   18     2     0    95.0%",
    "Score of A: 95.0% (95% confidence interval 76.4% to 99.1%)",
    NULL
  };
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "match", "tictactoe", "minimax", "random", "--games", "20",
           "--seed", "1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_lines (run.out, lines);
}

/* Every game won: the 95 % interval (Wilson's, score-interval.h) still
 * reaches below 100 %, to 20 / (20 + 1.96²) = 83.9 %, not to a point. */
static void
test_match_all_won (void)
{
  static const char *const lines[] = {
    "  A overall                   20     0     0   100.0%",
    "Score of A: 100.0% (95% confidence interval 83.9% to 100.0%)",
    NULL
  };
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "match", "numbergrab", "minimax", "random", "--games",
           "20", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_lines (run.out, lines);
}

/* One game gives an interval too. */
static void
test_match_one_game (void)
{
  static const char *const lines[] = {
    "Score of A: 100.0% (95% confidence interval 20.7% to 100.0%)",
    NULL
  };
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "match", "numbergrab", "minimax", "random", "--games",
           "1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_lines (run.out, lines);
}

/* Reversi starts from the 236 distinct positions after four moves, and
 * the same seed plays the same games. */
static void
test_match_reversi_deterministic (void)
{
  g_auto(Run) first = { 0 };
  g_auto(Run) second = { 0 };
  g_auto(Run) other_seed = { 0 };
  g_autofree char *first_out = NULL;
  g_autofree char *second_out = NULL;
  g_autofree char *other_out = NULL;

  run_cli (&first, NULL, "match", "reversi", "montecarlo:tree=yes,playouts=200",
           "montecarlo:playouts=5", "--games", "6", "--seed", "3", "-v", NULL);
  run_cli (&second, NULL, "match", "reversi", "montecarlo:tree=yes,playouts=200",
           "montecarlo:playouts=5", "--games", "6", "--seed", "3", "-v", NULL);
  run_cli (&other_seed, NULL, "match", "reversi", "montecarlo:tree=yes,playouts=200",
           "montecarlo:playouts=5", "--games", "6", "--seed", "4", "-v", NULL);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_cmpint (second.status, ==, 0);
  g_assert_cmpint (other_seed.status, ==, 0);
  g_assert_nonnull (strstr (first.out,
                            "\nOpenings: 236 distinct positions after 4 moves\n"));
  g_assert_nonnull (strstr (first.out, "\ngame 6: A white "));
  first_out = without_times (first.out);
  second_out = without_times (second.out);
  other_out = without_times (other_seed.out);
  g_assert_cmpstr (first_out, ==, second_out);
  g_assert_cmpstr (first_out + strlen ("Reversi"), !=,
                   other_out + strlen ("Reversi"));
}

/* --openings: the pairs start from the file's lines in order, both ways,
 * two games a line unless --games says otherwise; a bad line is named. */
static void
test_match_openings_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-openings-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "openings.txt", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.txt", NULL);
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) bad = { 0 };
  g_auto(Run) tictactoe = { 0 };

  g_assert_true (g_file_set_contents (path,
                                      "# two openings\n"
                                      "f5d6c3d3c4f4c5b3\n"
                                      "\n"
                                      "f5f6e6f4  # the second\n", -1, NULL));
  run_cli (&run, NULL, "match", "reversi", "minimax:depth=2", "random",
           "--openings", path, "--seed", "5", "-v", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  expected = g_strdup_printf ("Openings: 2 positions from %s\n", path);
  g_assert_nonnull (strstr (run.out, "Reversi: minimax:depth=2 (A) against random (B), 4 games, seed 5\n"));
  g_assert_nonnull (strstr (run.out, expected));
  g_assert_nonnull (strstr (run.out, "\ngame 1: A black "));
  g_assert_nonnull (strstr (run.out, "\ngame 2: A white "));
  g_assert_null (strstr (run.out, "\ngame 5:"));

  g_assert_true (g_file_set_contents (bad_path, "f5d6\nf5d6zz\n", -1, NULL));
  run_cli (&bad, NULL, "match", "reversi", "random", "random", "--openings",
           bad_path, NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.out, ==, "");
  g_assert_true (g_str_has_prefix (bad.err, "sakiyomi-cli: "));
  g_assert_nonnull (strstr (bad.err, "bad.txt, line 2: "));

  run_cli (&tictactoe, NULL, "match", "tictactoe", "random", "random",
           "--openings", path, NULL);
  g_assert_cmpint (tictactoe.status, ==, 2);
  g_assert_cmpstr (tictactoe.err, ==, "sakiyomi-cli: --openings is for reversi\n");

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_remove (bad_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The lines after the score: how many games were distinct, and for an
 * opponent with an opening book its book moves and the ply where it first
 * searched.  Depth-2 players repeat the game of each colour; the book (the
 * shipped one; XDG_DATA_HOME is empty) holds every reply to f5 and every
 * answer to those, so A leaves it at ply 3 or later in every game. */
static void
test_match_book_exits (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-book-exits-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "f5.txt", NULL);
  g_auto(Run) run = { 0 };
  g_auto(Run) tictactoe = { 0 };
  g_auto(GStrv) lines = NULL;
  const char *where_a;
  guint a_book, a_moves, b_book, b_moves;
  guint games = 0;

  g_assert_true (g_file_set_contents (path, "f5\n", -1, NULL));
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  /* seconds=0: the depth alone decides (the strong engine's second a
   * move could stop a depth-2 search on a loaded machine under ASan, and
   * the games then differed: 3 distinct of 4). */
  run_cli (&run, NULL, "match", "reversi", "minimax:engine=yes,depth=2,seconds=0",
           "minimax:engine=yes,depth=2,book=no,seconds=0", "--openings", path,
           "--games", "4", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_nonnull (strstr (run.out, "\nDistinct games: 2 of 4 (the same moves from the same start count once)\n"));
  g_assert_nonnull (strstr (run.out, "\nMoves from an opening book: A "));
  g_assert_cmpint (sscanf (strstr (run.out, "\nMoves from an opening book: "),
                           "\nMoves from an opening book: A %u of %u, B %u of %u",
                           &a_book, &a_moves, &b_book, &b_moves), ==, 4);
  g_assert_cmpuint (a_book, >=, 4);
  g_assert_cmpuint (a_book, <, a_moves);
  g_assert_cmpuint (b_book, ==, 0);
  g_assert_null (strstr (run.out, "Where B left"));
  where_a = strstr (run.out, "\nWhere A left its opening book (the ply of its first searched move):\n");
  g_assert_nonnull (where_a);
  lines = g_strsplit (where_a + 1, "\n", -1);
  for (int i = 1; lines[i] != NULL && g_str_has_prefix (lines[i], "  ply "); i++)
    {
      guint ply, count;

      g_assert_cmpint (sscanf (lines[i], "  ply %u %u games", &ply, &count), ==, 2);
      g_assert_cmpuint (ply, >=, 3);
      games += count;
    }
  g_assert_cmpuint (games, ==, 4);
  g_assert_nonnull (strstr (where_a, "\n  mean ply "));

  /* Opponents without a book: no book lines. */
  run_cli (&tictactoe, NULL, "match", "tictactoe", "minimax", "random",
           "--games", "2", NULL);
  g_assert_cmpint (tictactoe.status, ==, 0);
  g_assert_nonnull (strstr (tictactoe.out, "\nDistinct games: "));
  g_assert_null (strstr (tictactoe.out, "opening book"));

  g_unsetenv ("XDG_DATA_HOME");
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* --save: every game in the file as GGF, in the order of the games, with
 * the opponents' specs as the players and the scores -v prints. */
static void
test_match_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-match-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "games.ggf", NULL);
  g_autofree char *text = NULL;
  g_auto(Run) run = { 0 };
  gsize length, offset = 0, start, game_length;
  guint line = 1;
  int games = 0;

  run_cli (&run, NULL, "match", "reversi", "minimax:depth=2", "random",
           "--games", "4", "--seed", "5", "-v", "--save", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  while (sky_ggf_next_game (text, length, &offset, &line, &start,
                            &game_length, NULL))
    {
      g_autoptr(SkyRecord) record = sky_ggf_read_game (text + start,
                                                       game_length, NULL);
      const SkyPosition *end;
      gboolean a_black = games % 2 == 0;
      g_autofree char *expected = NULL;

      g_assert_nonnull (record);
      end = sky_record_get_end (record);
      g_assert_true (sky_position_is_over (end));
      g_assert_cmpstr (sky_record_get_tag (record, a_black ? "Black" : "White"),
                       ==, "A: minimax:depth=2");
      g_assert_cmpstr (sky_record_get_tag (record, a_black ? "White" : "Black"),
                       ==, "B: random");
      g_assert_cmpstr (sky_record_get_tag (record, "Place"), ==,
                       "sakiyomi-cli match");
      expected = g_strdup_printf ("\ngame %d: A %s %d, B %s %d: ", games + 1,
                                  a_black ? "black" : "white",
                                  end->game->score (end, a_black ? SKY_SIDE_FIRST
                                                                 : SKY_SIDE_SECOND),
                                  a_black ? "white" : "black",
                                  end->game->score (end, a_black ? SKY_SIDE_SECOND
                                                                 : SKY_SIDE_FIRST));
      g_assert_nonnull (strstr (run.out, expected));
      games++;
    }
  g_assert_cmpint (games, ==, 4);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The balanced openings the strength matches start from
 * (data/reversi-balanced-openings.txt, build-aux/balanced-openings) load:
 * a hundred lines of legal moves. */
static void
test_match_balanced_openings (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data",
                                                 "reversi-balanced-openings.txt",
                                                 NULL);
  g_autofree char *expected = g_strdup_printf ("Openings: 100 positions from %s\n",
                                               path);
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "match", "reversi", "random", "random", "--openings",
           path, "--games", "4", "-v", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_nonnull (strstr (run.out, expected));
  g_assert_nonnull (strstr (run.out, "Reversi: random (A) against random (B), 4 games, seed 0\n"));
  g_assert_nonnull (strstr (run.out, "\ngame 4: A white "));
}

typedef struct {
  const char *args[8];
  const char *message;
} BadInput;

static const BadInput bad_inputs[] = {
  { { "match", NULL }, "sakiyomi-cli: match needs GAME, A and B (see “sakiyomi-cli match --help”)\n" },
  { { "match", "chess", "random", "random", NULL }, "sakiyomi-cli: Unknown game “chess” (choose numbergrab, tictactoe or reversi)\n" },
  { { "match", "reversi", "random", "wizard", NULL }, "sakiyomi-cli: Unknown opponent “wizard” (choose minimax, random, priority, montecarlo or level:N)\n" },
  { { "match", "reversi", "random", "random", "--misere", NULL }, "sakiyomi-cli: --misere is a tic-tac-toe rule\n" },
  { { "match", "reversi", "random", "random", "--games", "0", NULL }, "sakiyomi-cli: --games must be at least 1, not 0\n" },
  { { "match", "reversi", "random", "random", "--seed", "-1", NULL }, "sakiyomi-cli: --seed must not be negative, not -1\n" },
  { { "match", "reversi", "random", "random", "extra", NULL }, "sakiyomi-cli: match needs GAME, A and B (see “sakiyomi-cli match --help”)\n" },
  { { "match", "tictactoe", "random", "random", "--save", "x.ggf", NULL }, "sakiyomi-cli: Only reversi games can be written as GGF\n" },
  { { "match", "reversi", "random", "random", "--save", "-", NULL }, "sakiyomi-cli: --save needs a file, not standard output\n" },
  { { "match", "reversi", "random", "random", "--save", "/nonexistent-sakiyomi/x.ggf", NULL }, "sakiyomi-cli: --save: cannot write “/nonexistent-sakiyomi/x.ggf”: the folder “/nonexistent-sakiyomi” does not exist\n" },
  { { "bench", "extra", NULL }, "sakiyomi-cli: bench takes no arguments, not “extra”\n" },
  { { "bench", "--repeat", "0", NULL }, "sakiyomi-cli: --repeat must be at least 1, not 0\n" },
  { { "bench", "--only", "chess", NULL }, "sakiyomi-cli: No benchmark item contains “chess”\n" },
};

static void
test_bad_input (gconstpointer data)
{
  const BadInput *bad = data;
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, bad->args[0], bad->args[1], bad->args[2], bad->args[3],
           bad->args[4], bad->args[5], bad->args[6], bad->args[7], NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, bad->message);
}

static void
test_help (void)
{
  const char *commands[] = { "match", "bench" };

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Run) run = { 0 };

      run_cli (&run, NULL, commands[i], "--help", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_true (g_str_has_prefix (run.out, "Usage:"));
    }
}

/* The quick benchmark's checked items: perft 8 and the seed-0 table for
 * levels 2..3 with both searches, every check ok; the engine's tables
 * listed after them. */
static void
test_bench_checks (void)
{
  g_auto(Run) run = { 0 };
  g_auto(GStrv) lines = NULL;
  int checked = 0;

  run_cli (&run, NULL, "bench", "--quick", "--only", "e", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  lines = g_strsplit (run.out, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "reversi perft 8 "))
        {
          g_assert_nonnull (strstr (lines[i], " 390216 nodes "));
          g_assert_nonnull (strstr (lines[i], "  ok "));
          checked++;
        }
      if (g_str_has_prefix (lines[i], "number-grab seed-0 table, levels 2..3, minimax "))
        {
          g_assert_nonnull (strstr (lines[i], " 1415087 evaluations "));
          g_assert_nonnull (strstr (lines[i], "  ok "));
          checked++;
        }
      if (g_str_has_prefix (lines[i], "number-grab seed-0 table, levels 2..3, alpha-beta "))
        {
          g_assert_nonnull (strstr (lines[i], "  ok "));
          checked++;
        }
      /* The engine's tables at their default sizes. */
      if (g_str_has_prefix (lines[i], "reversi engine tables: "))
        {
          g_assert_cmpstr (lines[i], ==, "reversi engine tables: transposition table 24.0 MiB (1048576 positions; 6.0 MiB for searches of 0.25 s or less), endgame solver’s table 24.0 MiB, short search before a solve 1.5 MiB, positions being searched 128 KiB per search or solve on several threads");
          checked++;
        }
    }
  g_assert_cmpint (checked, ==, 4);
}

/* --save is written whole after every game: killed at any moment, the
 * file is the one there before (until the first game ends) or whole games
 * only, never a game cut in two nor an empty file (it was opened and
 * emptied first, then appended to). */
static void
test_match_save_killed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-match-killed-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "games.ggf", NULL);
  const char *argv[] = {
    g_getenv ("SAKIYOMI_CLI"), "match", "reversi", "minimax:depth=3", "random",
    "--games", "1000", "--seed", "3", "--threads", "1", "--save", path, NULL,
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *text = NULL;
  gsize length, offset = 0, start, game_length;
  guint line = 1;
  int games = 0, status;
  GPid pid;

  g_assert_true (g_file_set_contents (path, "kept until a game is saved\n", -1, NULL));
  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL,
                                G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL,
                                NULL, NULL, &pid, &error));
  g_assert_no_error (error);
  /* The old file, whole, until the first game is saved; then games. */
  for (int i = 0; i < 3000; i++)
    {
      g_clear_pointer (&before, g_free);
      g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
      g_assert_true (g_str_equal (before, "kept until a game is saved\n")
                     || g_str_has_prefix (before, "(;GM[Othello]"));
      if (!g_str_equal (before, "kept until a game is saved\n"))
        break;
      g_usleep (10000);
    }
  g_assert_true (g_str_has_prefix (before, "(;GM[Othello]"));
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  while (sky_ggf_next_game (text, length, &offset, &line, &start,
                            &game_length, NULL))
    {
      g_autoptr(SkyRecord) record = sky_ggf_read_game (text + start,
                                                       game_length, NULL);

      g_assert_nonnull (record);
      g_assert_true (sky_position_is_over (sky_record_get_end (record)));
      games++;
    }
  g_assert_cmpint (games, >, 0);
  g_assert_true (g_str_has_suffix (text, ";)\n"));

  /* A write killed half-way leaves its temporary file beside. */
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *file = g_build_filename (dir, name, NULL);

        g_assert_cmpint (g_remove (file), ==, 0);
      }
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/match/tictactoe-draws", test_match_tictactoe_draws);
  g_test_add_func ("/cli/match/tictactoe-random", test_match_tictactoe_random);
  g_test_add_func ("/cli/match/all-won", test_match_all_won);
  g_test_add_func ("/cli/match/one-game", test_match_one_game);
  g_test_add_func ("/cli/match/reversi-deterministic",
                   test_match_reversi_deterministic);
  for (gsize i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/bad-input/%" G_GSIZE_FORMAT, i);

      g_test_add_data_func (path, &bad_inputs[i], test_bad_input);
    }
  g_test_add_func ("/cli/match/openings-file", test_match_openings_file);
  g_test_add_func ("/cli/match/balanced-openings", test_match_balanced_openings);
  g_test_add_func ("/cli/match/book-exits", test_match_book_exits);
  g_test_add_func ("/cli/match/save", test_match_save);
  g_test_add_func ("/cli/match/save-killed", test_match_save_killed);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/bench/checks", test_bench_checks);

  return g_test_run ();
}
