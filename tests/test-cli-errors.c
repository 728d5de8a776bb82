/* test-cli-errors.c: every subcommand of sakiyomi-cli ($SAKIYOMI_CLI) with
 * missing, malformed and out-of-range arguments: each prints exactly one
 * line naming the problem on standard error, nothing on standard output,
 * and exits with status 2.  "@DIR@" in an argument is a temporary folder
 * holding the files below. */
#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include <glib.h>
#include <glib/gstdio.h>

#define START "---------------------------OX------XO--------------------------- X"

typedef struct {
  const char *args[9];
  const char *message;      /* without "sakiyomi-cli: " and the newline */
} BadInput;

static const BadInput bad_inputs[] = {
  /* The command itself. */
  { { "chess", NULL }, "Unknown command “chess” (run “sakiyomi-cli --help” for the list)" },
  { { "--bogus", NULL }, "Unknown command “--bogus” (run “sakiyomi-cli --help” for the list)" },

  /* selfplay */
  { { "selfplay", NULL }, "selfplay needs a game: numbergrab, tictactoe or reversi" },
  { { "selfplay", "chess", NULL }, "Unknown game “chess” (choose numbergrab, tictactoe or reversi)" },
  { { "selfplay", "reversi", "extra", NULL }, "selfplay takes one game, not also “extra”" },
  { { "selfplay", "reversi", "--bogus", NULL }, "Unknown option --bogus" },
  { { "selfplay", "reversi", "--games", "-1", NULL }, "--games must be between 1 and 1000000, not -1" },
  { { "selfplay", "reversi", "--games", "x", NULL }, "--games must be a whole number, not “x”" },
  { { "selfplay", "reversi", "--levels", "1..1000", NULL }, "The last level of --levels must be between 1 and 64, not 1000" },
  { { "selfplay", "reversi", "--levels", "-1..3", NULL }, "The first level of --levels must be between 1 and 64, not -1" },
  { { "selfplay", "reversi", "--levels", "3", NULL }, "--levels must be a range of search depths A..B, like 2..5, not “3”" },
  { { "selfplay", "reversi", "--first", "minimax:depth=-1", NULL }, "depth must be between 1 and 64, not -1" },
  { { "selfplay", "reversi", "--second", "minimax:depth=1000", NULL }, "depth must be between 1 and 64, not 1000" },
  { { "selfplay", "reversi", "--first", "minimax:depth=1,depth=2", NULL }, "Key “depth” given twice in opponent “minimax:depth=1,depth=2”" },
  { { "selfplay", "reversi", "--format", "xml", NULL }, "--format must be table, seed or games, not “xml”" },
  { { "selfplay", "reversi", "--seed", "-5", NULL }, "--seed must be a whole number from 0 to 4294967295, not “-5”" },
  { { "selfplay", "reversi", "--misere", NULL }, "--misere is a tic-tac-toe rule" },

  /* match */
  { { "match", "reversi", "minimax:depth=-1", "random", NULL }, "depth must be between 1 and 64, not -1" },
  { { "match", "reversi", "random", "minimax:depth=1000", NULL }, "depth must be between 1 and 64, not 1000" },
  { { "match", "reversi", "random", "random", "-n", "x", NULL }, "Cannot parse integer value “x” for -n" },
  { { "match", "reversi", "random", "random", "--games", "99999999999", NULL }, "Integer value “99999999999” for --games out of range" },
  { { "match", "reversi", "montecarlo:seconds=nan", "random", NULL }, "seconds must be a number, not “nan”" },
  { { "match", "go", "random", "random", NULL }, "Unknown game “go” (choose numbergrab, tictactoe or reversi)" },

  /* analyze: positions, moves, records */
  { { "analyze", "reversi", "--hash", "0", NULL }, "--hash must be between 1 and 65536, not 0" },
  { { "bench", "--hash", "x", NULL }, "--hash must be a whole number, not “x”" },
  { { "play", "reversi", "--hash", "65537", NULL }, "--hash must be between 1 and 65536, not 65537" },
  { { "analyze", "reversi", "XXX", NULL }, "A board string has 64 squares, this one has 3" },
  { { "analyze", "reversi", "--", "---------------------------OX------XO--------------------------Z X", NULL }, "Square h8 of the board string is “Z”: use X or * for black, O for white, - or . for empty" },
  { { "analyze", "reversi", "--", "---------------------------OX------XO--------------------------- Q", NULL }, "“Q” is not a side to move: after the 64 squares of a board string comes X (black) or O (white)" },
  { { "analyze", "tictactoe", "X../\xd2\xa6./... X", NULL }, "“\xd2\xa6” is not a tic-tac-toe cell (use X, O or .)" },
  { { "analyze", "tictactoe", "X../.../..", NULL }, "A tic-tac-toe board is three rows of three cells joined by “/”, like “X.O/.X./..O”, not “X../.../..”" },
  { { "analyze", "reversi", "--moves", "f5f5", NULL }, "Move 2 of the move list: f5 is not legal: the square is taken" },
  { { "analyze", "reversi", "--moves", "f5z9", NULL }, "Move 2 of the move list: “z9” is not a square such as f5, or pass" },
  { { "analyze", "numbergrab", "--moves", "a2", NULL }, "Move 1 of the move list: Cannot take a2: the first player takes along row 1" },
  { { "analyze", "numbergrab", "--moves", "pass", NULL }, "Move 1 of the move list: There is no passing in number-grab" },
  { { "analyze", "numbergrab", "--seed", "-1", NULL }, "--seed must be between 0 and 2147483647, not -1" },
  { { "analyze", "tictactoe", "-p", "minimax:depth=-1", NULL }, "depth must be between 1 and 64, not -1" },
  { { "analyze", "reversi", "-p", "montecarlo:seconds=5000", NULL }, "seconds must be 0 (no time limit) or between 0.001 and 3600, not 5000" },
  { { "analyze", "reversi", "-p", "montecarlo:playouts=-1", NULL }, "playouts must be between 0 and 100000000, not -1" },
  { { "analyze", "reversi", "--ply", "3", NULL }, "--ply needs --record" },
  { { "analyze", "--record", "@DIR@/missing.txt", NULL }, "Failed to open file “@DIR@/missing.txt”: No such file or directory" },
  { { "analyze", "--record", "@DIR@/illegal.txt", NULL }, "@DIR@/illegal.txt: line 2: move 2 (f5) is illegal in this position (f5 is not legal: the square is taken)" },
  { { "analyze", "--record", "@DIR@/illegal.ggf", NULL }, "@DIR@/illegal.ggf: game 1: move 2 (W[F5]) is illegal in this position (f5 is not legal: the square is taken)" },
  { { "analyze", "--record", "@DIR@/latin1.txt", NULL }, "@DIR@/latin1.txt: The game record is not UTF-8 text" },
  { { "analyze", "--record", "@DIR@/two-moves.txt", "--ply", "1000", NULL }, "--ply must be between 0 and 2, not 1000" },
  { { "analyze", "--record", "@DIR@/two-moves.txt", "--ply", "-1", NULL }, "--ply must be between 0 and 2, not -1" },
  { { "analyze", "--record", "@DIR@", NULL }, "“@DIR@” is a folder, not a file of games" },

  /* play */
  { { "play", "reversi", "--seed", "x", NULL }, "--seed must be a whole number, not “x”" },
  { { "play", "reversi", "--opponent", "wizard", NULL }, "Unknown opponent “wizard” (choose minimax, random, priority, montecarlo or level:N)" },
  { { "play", "reversi", "--save", "@DIR@/missing/game.txt", NULL }, "--save: cannot write “@DIR@/missing/game.txt”: the folder “@DIR@/missing” does not exist" },
  { { "play", "reversi", "--save", "@DIR@", NULL }, "--save: “@DIR@” is a folder, not a file" },

  /* perft */
  { { "perft", NULL }, "perft: the DEPTH is missing (e.g. sakiyomi-cli perft 8)" },
  { { "perft", "-1", NULL }, "Unknown option -1" },
  { { "perft", "1000", NULL }, "perft: DEPTH must be between 1 and 20, not 1000" },
  { { "perft", "x", NULL }, "perft: DEPTH must be a whole number, not “x”" },
  { { "perft", "3", "extra", NULL }, "perft: unexpected argument “extra” (put a position after --position)" },
  { { "perft", "3", "--position", "XXX", NULL }, "perft: A reversi position has 64 squares (rows a1–h1 first, then a2–h2 …), not 3" },
  { { "perft", "3", "-p", NULL }, "Missing argument for -p" },

  /* solve */
  { { "solve", NULL }, "solve: the POSITION is missing (see “sakiyomi-cli solve --help”)" },
  { { "solve", "XXX", NULL }, "solve: A board string has 64 squares, this one has 3" },
  { { "solve", START, NULL }, "solve: the position has 60 empty squares; an exact solve is practical up to about 36" },
  { { "solve", "--bogus", NULL }, "Unknown option --bogus" },

  /* bench */
  { { "bench", "--repeat", "-1", NULL }, "--repeat must be at least 1, not -1" },
  { { "bench", "--repeat", "x", NULL }, "Cannot parse integer value “x” for --repeat" },
  { { "bench", "--only", "chess", NULL }, "No benchmark item contains “chess”" },

  /* tune */
  { { "tune", "--games", "-1", NULL }, "--games must be at least 1, not -1" },
  { { "tune", "--solve-empties", "1000", NULL }, "--solve-empties must be 1 to 20, not 1000" },
  { { "tune", "--depth", "-1", NULL }, "--depth must be 1 to 6, not -1" },
  { { "tune", "--depth", "1000", NULL }, "--depth must be 1 to 6, not 1000" },
  { { "tune", "--lambda", "x", NULL }, "Cannot parse double value “x” for --lambda" },
  { { "tune", "--neighbour", "-3", NULL }, "--neighbour must be 0 to 1, not -3" },
  { { "tune", "--load", "@DIR@/missing.txt", NULL }, "Failed to open file “@DIR@/missing.txt”: No such file or directory" },
  { { "tune", "--load", "@DIR@/latin1.txt", "-q", NULL }, "@DIR@/latin1.txt:1: not a training position (64 squares, “X”, the score, “train” or “held-out”)" },
  { { "tune", "--output", "@DIR@/missing/weights.h", NULL }, "--output: cannot write “@DIR@/missing/weights.h”: the folder “@DIR@/missing” does not exist" },
  { { "tune", "--data", "@DIR@", NULL }, "--data: “@DIR@” is a folder, not a file" },
  { { "tune", "extra", NULL }, "tune: unexpected argument “extra”" },

  /* tournament */
  { { "tournament", NULL }, "tournament needs the game, reversi (see “sakiyomi-cli tournament --help”)" },
  { { "tournament", "chess", NULL }, "Unknown game “chess” (choose numbergrab, tictactoe or reversi)" },
  { { "tournament", "reversi", "--games", "-1", NULL }, "--games must be at least 1, not -1" },
  { { "tournament", "reversi", "--seconds", "-1", NULL }, "--seconds must be between 0.001 and 3600, not -1" },
  { { "tournament", "reversi", "--seconds", "x", NULL }, "Cannot parse double value “x” for --seconds" },
  { { "tournament", "reversi", "--svg", "@DIR@/missing/chart.svg", NULL }, "--svg: cannot write “@DIR@/missing/chart.svg”: the folder “@DIR@/missing” does not exist" },

  /* review */
  { { "review", NULL }, "review: the FILE is missing (see “sakiyomi-cli review --help”)" },
  { { "review", "@DIR@/two-moves.txt", "extra", NULL }, "review: unexpected argument “extra” after the file" },
  { { "review", "@DIR@/missing.txt", NULL }, "Failed to open file “@DIR@/missing.txt”: No such file or directory" },
  { { "review", "@DIR@/illegal.txt", NULL }, "@DIR@/illegal.txt: line 2: move 2 (f5) is illegal in this position (f5 is not legal: the square is taken)" },
  { { "review", "@DIR@/latin1.txt", NULL }, "@DIR@/latin1.txt: The game record is not UTF-8 text" },
  { { "review", "--format", "xml", "@DIR@/two-moves.txt", NULL }, "--format must be text, tsv or json, not “xml”" },
  { { "review", "--exact-empties", "99", "@DIR@/two-moves.txt", NULL }, "--exact-empties must be between 0 and 30, not 99" },
  { { "review", "--exact-empties", "x", "@DIR@/two-moves.txt", NULL }, "--exact-empties must be a whole number, not “x”" },
  { { "review", "--depth", "-1", "@DIR@/two-moves.txt", NULL }, "--depth must be between 0 and 64, not -1" },
  { { "review", "--seconds", "0", "@DIR@/two-moves.txt", NULL }, "--seconds must be between 0.001 and 3600, not 0" },
  /* A budget that rounds to nothing is refused, not searched without end. */
  { { "review", "--seconds", "1e-10", "@DIR@/two-moves.txt", NULL }, "--seconds must be between 0.001 and 3600, not 1e-10" },
  { { "match", "reversi", "minimax:engine=yes,seconds=0", "random", NULL }, "seconds=0 (no time limit) in opponent “minimax:engine=yes,seconds=0” needs a depth" },
  { { "review", "--seconds", "x", "@DIR@/two-moves.txt", NULL }, "Cannot parse double value “x” for --seconds" },

  /* nboard */
  { { "nboard", "--depth", "-1", NULL }, "--depth must be between 1 and 60, not -1" },
  { { "nboard", "--depth", "1000", NULL }, "--depth must be between 1 and 60, not 1000" },
  { { "nboard", "extra", NULL }, "nboard: unexpected argument “extra”" },
};

static char *dir;

static char *
expand (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, "@DIR@", -1);

  return g_strjoinv (dir, parts);
}

static void
test_bad_input (gconstpointer data)
{
  const BadInput *bad = data;
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *out = NULL, *err = NULL, *message = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_ptr_array_add (argv, g_strdup (g_getenv ("SAKIYOMI_CLI")));
  for (int i = 0; bad->args[i] != NULL; i++)
    g_ptr_array_add (argv, expand (bad->args[i]));
  g_ptr_array_add (argv, NULL);

  /* Standard input is /dev/null: nothing waits for a person. */
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                               G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  message = expand (bad->message);
  expected = g_strdup_printf ("sakiyomi-cli: %s\n", message);
  g_assert_cmpstr (err, ==, expected);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
}

/* The "--" that ends the options lets a position start with "-". */
static void
test_double_dash (void)
{
  const char *argv[] = { g_getenv ("SAKIYOMI_CLI"), "analyze", "reversi",
                         "-p", "minimax:depth=1", "--", START, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "f5"));
}

static void
write_file (const char *name, const char *contents)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

int
main (int argc, char **argv)
{
  static const char *const files[] = {
    "illegal.txt", "illegal.ggf", "latin1.txt", "two-moves.txt",
  };
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("SAKIYOMI_CLI"));

  dir = g_dir_make_tmp ("sakiyomi-cli-errors-XXXXXX", NULL);
  g_assert_nonnull (dir);
  write_file ("illegal.txt", "# Sakiyomi reversi\nf5 f5\n");
  write_file ("illegal.ggf", "(;GM[Othello]B[F5]W[F5];)");
  write_file ("latin1.txt", "f5 \xe9\n");
  write_file ("two-moves.txt", "f5d6\n");

  for (gsize i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      g_autofree char *joined = g_strjoinv (" ", (char **) bad_inputs[i].args);
      g_autofree char *path = NULL;

      /* Test paths are printable: spaces and slashes become "_". */
      g_strdelimit (joined, " /", '_');
      path = g_strdup_printf ("/cli-errors/%02" G_GSIZE_FORMAT "-%s", i,
                              g_utf8_validate (joined, -1, NULL) ? joined : "not-utf8");
      g_test_add_data_func (path, &bad_inputs[i], test_bad_input);
    }
  g_test_add_func ("/cli-errors/double-dash", test_double_dash);

  status = g_test_run ();

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i], NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
  g_free (dir);
  return status;
}
