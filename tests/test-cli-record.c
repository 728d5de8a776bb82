/* test-cli-record.c: game records on the command line, run as the built
 * binary ($SAKIYOMI_CLI): `analyze --record FILE [--ply N]` and
 * `play --save FILE`. */
#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli-run.h"
#include "record.h"

static char *
write_temp (const char *dir, const char *name, const char *contents)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

/* Seed 002: after X b2 and O a1 under the misère rule only the opposite
 * corner draws; every other move loses. */
static void
test_analyze_record (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-record-XXXXXX", NULL);
  g_autofree char *ttt = write_temp (dir, "ttt.txt",
                                     "# Sakiyomi tictactoe\nmisere\nb2 a1\n");
  Run run = { 0 };

  run_cli (&run, NULL, "analyze", "--record", ttt, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Tic-tac-toe (misère: three in a row loses)\n"
                                     "    a b c\n"
                                     " 1  O . .\n"
                                     " 2  . X .\n"
                                     " 3  . . .\n"
                                     "X to move.\n"));
  g_assert_nonnull (strstr (run.out, "    b1        -93  X loses in 7 moves\n"));
  g_assert_nonnull (strstr (run.out, "  * c3          0  draw\n"));
  run_clear (&run);

  /* The game named as well: it must match. */
  run_cli (&run, NULL, "analyze", "tictactoe", "--record", ttt, "--ply", "1",
           NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, " 1  . . .\n 2  . X .\n 3  . . .\nO to move.\n"));
  run_clear (&run);

  run_cli (&run, NULL, "analyze", "reversi", "--record", ttt, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==,
                   "sakiyomi-cli: The record holds a game of tictactoe, not reversi\n");
  run_clear (&run);

  run_cli (&run, NULL, "analyze", "--record", ttt, "--ply", "3", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==,
                   "sakiyomi-cli: --ply must be between 0 and 2, not 3\n");
  run_clear (&run);

  run_cli (&run, NULL, "analyze", "--record", ttt, "--moves", "c3", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==,
                   "sakiyomi-cli: --record gives the position: no POSITION, --moves or --misere with it\n");
  run_clear (&run);

  run_cli (&run, NULL, "analyze", "reversi", "--ply", "3", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "sakiyomi-cli: --ply needs --record\n");
  run_clear (&run);

  g_assert_cmpint (g_remove (ttt), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A bare transcript and a GGF game from standard input; a damaged record
 * is named by its line. */
static void
test_analyze_record_stdin (void)
{
  Run run = { 0 };

  run_cli (&run, "f5d6c3d3c4\n", "analyze", "--record", "-", "--player",
           "minimax:depth=1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Reversi\n"));
  g_assert_nonnull (strstr (run.out, "White to move. Score: Black 6, White 3.\n"));
  run_clear (&run);

  run_cli (&run,
           "(;GM[Othello]PC[NBoard]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6];)",
           "analyze", "--record", "-", "--player", "minimax:depth=1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Black to move. Score: Black 3, White 3.\n"));
  run_clear (&run);

  run_cli (&run, "# Sakiyomi reversi\nf5d6\nc3 z9\n", "analyze", "--record",
           "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==,
                   "sakiyomi-cli: standard input: line 3: move 4 (“z9”) is not a square: a move list holds squares a1–h8 such as f5, and pass\n");
  run_clear (&run);

  run_cli (&run, NULL, "analyze", "--record", "/nonexistent/game.txt", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_prefix (run.err, "sakiyomi-cli: "));
  g_assert_nonnull (strstr (run.err, "/nonexistent/game.txt"));
  run_clear (&run);
}

/* play --save writes the game played, which reads back move for move. */
static void
test_play_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-record-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  const SkyPosition *end;
  Run run = { 0 };

  /* The priority opponent takes the centre, then the first free corner;
   * X completes the top row. */
  run_cli (&run, "a1\nc1\nb1\n", "play", "tictactoe", "--opponent",
           "priority", "--save", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "You win.\n"));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "# Sakiyomi tictactoe\n# X: You\n# O: Priority table\n# Date: "));
  g_assert_true (g_str_has_suffix (text, "\n# Result: 1-0\na1 b2 c1 a3 b1\n"));
  record = sky_record_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 5);
  end = sky_record_get_end (record);
  g_assert_true (sky_position_is_over (end));
  g_assert_cmpint (end->game->result (end), ==, SKY_RESULT_FIRST_WINS);
  run_clear (&run);

  /* Stopped at once: the record of no moves. */
  run_cli (&run, "quit\n", "play", "reversi", "--save", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "# Sakiyomi reversi\n# Black: You\n# White: Minimax, depth 3, alpha-beta\n# Date: "));
  run_clear (&run);

  /* A file that cannot be written is found before the game starts. */
  run_cli (&run, "quit\n", "play", "reversi", "--save", "/nonexistent/dir/game.txt", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "/nonexistent/dir/game.txt"));
  run_clear (&run);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Issue 21, item 13: a record that starts with a UTF-8 byte order mark (as
 * Windows Notepad saves it) reads as one without, in each form: the text
 * form, a bare move list, a GGF game, a board string; and an error never
 * quotes the invisible mark. */
static void
test_byte_order_mark (void)
{
  static const struct {
    const char *contents;
    const char *board_line;     /* a line of the position analyzed */
  } files[] = {
    { "\xef\xbb\xbf# Sakiyomi tictactoe\nb2 a1\n", " 1  O . .\n" },
    { "\xef\xbb\xbf" "f5d6c3\r\n", " 3  . . X * . * . .\n" },
    { "\xef\xbb\xbf(;GM[Othello]B[F5]W[D6]B[C3];)", " 3  . . X * . * . .\n" },
    { "\xef\xbb\xbf---------------------------OX------XO--------------------------- O\n",
      "White to move. Score: Black 2, White 2.\n" },
  };
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-record-XXXXXX", NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = write_temp (dir, "bom.txt", files[i].contents);
      g_auto(Run) run = { 0 };

      run_cli (&run, NULL, "analyze", "--record", path, "-p",
               "minimax:depth=1", NULL);
      if (run.status != 0)
        g_error ("file %" G_GSIZE_FORMAT ": status %d, %s", i, run.status,
                 run.err);
      g_assert_nonnull (strstr (run.out, files[i].board_line));
      g_unlink (path);
    }

  /* The mark in the middle of a move list is named "?", never shown. */
  {
    g_autofree char *path = write_temp (dir, "bad.txt",
                                        "\xef\xbb\xbf" "f5\xef\xbb\xbf" "d6\n");
    g_autofree char *want = g_strdup_printf ("sakiyomi-cli: %s: line 1: move 2 (“?d6”) is not a square: a move list holds squares a1–h8 such as f5, and pass\n",
                                             path);
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "analyze", "--record", path, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_cmpstr (run.err, ==, want);
    g_assert_null (strstr (run.err, "\xef\xbb\xbf"));
    g_unlink (path);
  }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-record/analyze", test_analyze_record);
  g_test_add_func ("/cli-record/analyze-stdin", test_analyze_record_stdin);
  g_test_add_func ("/cli-record/play-save", test_play_save);
  g_test_add_func ("/cli-record/byte-order-mark", test_byte_order_mark);
  return g_test_run ();
}
