/* test-cli-record.c: game records on the command line, run as the built
 * binary ($SAKIYOMI_CLI): `analyze --record FILE [--ply N] [--game N]`,
 * `play --save FILE [--format]`, `games FILE`, `convert FILE` and
 * `review --game N`, on the GGF fixtures of tests/ggf (their shapes are
 * described in tests/ggf/README.md). */
#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli-run.h"
#include "ggf.h"
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
  g_assert_nonnull (strstr (run.out, "    b1     X loses in 7 moves\n"));
  g_assert_nonnull (strstr (run.out, "  * c3     draw\n"));
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

static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "ggf", name, NULL);
}

/* games lists a GGS archive, a 3-game file and a synchro line. */
static void
test_games (void)
{
  g_autofree char *archive = fixture ("ggs-archive.ggf");
  g_autofree char *three = fixture ("three-games.ggf");
  g_autofree char *synchro = fixture ("ggs-synchro.ggf");
  g_autofree char *anti = fixture ("ggs-anti.ggf");
  g_autofree char *header = g_strdup_printf ("%s: 3 games (GGF)\n", archive);
  Run run = { 0 };

  run_cli (&run, NULL, "games", archive, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, header));
  g_assert_nonnull (strstr (run.out,
                            "#  Black     White     Result    Date                     Opening\n"
                            "1  Saio1200  Saio3000  +10.000   2003.12.15_13:24:03.MST  Perpendicular Opening\n"
                            "2  ant       Zebra     -40.00:r  2003.12.15_14:02:11.MST  Perpendicular Opening\n"
                            "3  delorean  Saio3000  +0.000    2003.12.16_09:10:00.MST  -\n"));
  run_clear (&run);

  run_cli (&run, NULL, "games", "--format=tsv", three, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "game\tblack\twhite\tresult\tdate\tplace\tclock\topening\n"
                   "1\tAlice\tBob\t+10.00\t2014-02-01 10:00:00 GMT\tNBoard\t15:00\tPerpendicular Opening\n"
                   "2\tCarol\tDave\t+14.00\t2014-02-02 10:00:00 GMT\tNBoard\t15:00\tPerpendicular Opening\n"
                   "3\tEve\tFrank\t-10.00\t2014-02-03 10:00:00 GMT\tNBoard\t15:00\tParallel Opening\n");
  run_clear (&run);

  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (synchro, &contents, NULL, NULL));
    run_cli (&run, contents, "games", "--format", "json", "-", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\"format\" : \"GGF\""));
    g_assert_nonnull (strstr (run.out, "\"game\" : 2,\n      \"black\" : \"Zebra\",\n      \"white\" : \"Saio1200\""));
    g_assert_nonnull (strstr (run.out, "\"opening\" : null"));
    run_clear (&run);
  }

  /* The anti game is listed (the user sees it) though it cannot be read. */
  run_cli (&run, NULL, "games", anti, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "1  loser  winner  +12.000"));
  run_clear (&run);

  run_cli (&run, NULL, "games", "--format=xml", three, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "sakiyomi-cli: --format must be text, tsv or json, not “xml”\n");
  run_clear (&run);

  run_cli (&run, NULL, "games", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "sakiyomi-cli: games: the FILE is missing (see “sakiyomi-cli games --help”)\n");
  run_clear (&run);

  run_cli (&run, "(;GM[Othello]B[f5];)\nnot a game\n", "games", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==,
                   "sakiyomi-cli: standard input: GGF: line 2: “not a game” is not the start of a GGF game “(;”\n");
  run_clear (&run);
}

/* convert writes every fixture's games as GGF and as text; each reads back
 * as the same game. */
static void
test_convert (void)
{
  static const char *const names[] = {
    "ggs-archive.ggf", "ggs-synchro.ggf", "edax.ggf", "nboard.ggf", "three-games.ggf",
  };
  g_autofree char *three = fixture ("three-games.ggf");
  g_autofree char *anti = fixture ("ggs-anti.ggf");
  Run run = { 0 };

  for (gsize f = 0; f < G_N_ELEMENTS (names); f++)
    {
      g_autofree char *path = fixture (names[f]);

      for (int game = 1; game <= 3; game++)
        {
          g_autofree char *number = g_strdup_printf ("%d", game);
          g_autoptr(SkyRecord) from_ggf = NULL, from_text = NULL;
          g_autoptr(GError) error = NULL;

          run_cli (&run, NULL, "convert", "--game", number, "--format=ggf", path, NULL);
          if (run.status != 0)
            {
              /* Past the file's last game. */
              g_assert_cmpint (run.status, ==, 2);
              g_assert_nonnull (strstr (run.err, "there is no game"));
              run_clear (&run);
              break;
            }
          from_ggf = sky_record_from_ggf (run.out, &error);
          g_assert_no_error (error);
          run_clear (&run);
          run_cli (&run, NULL, "convert", "--game", number, path, NULL);
          g_assert_cmpint (run.status, ==, 0);
          from_text = sky_record_from_string (run.out, &error);
          g_assert_no_error (error);
          run_clear (&run);
          g_assert_cmpuint (sky_record_get_n_moves (from_ggf), ==, sky_record_get_n_moves (from_text));
          for (guint i = 0; i < sky_record_get_n_moves (from_ggf); i++)
            g_assert_cmpint (sky_record_get_move (from_ggf, i), ==, sky_record_get_move (from_text, i));
          g_assert_cmpstr (sky_record_get_tag (from_ggf, "Black"), ==,
                           sky_record_get_tag (from_text, "Black"));
        }
    }

  /* A text record from standard input to GGF. */
  run_cli (&run, "# Sakiyomi reversi\n# Black: Me\nf5d6\n", "convert", "--format=ggf", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "(;GM[Othello]PB[Me]TY[8]RE[?]"
                   "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"
                   "B[F5]W[D6];)\n");
  run_clear (&run);

  run_cli (&run, NULL, "convert", three, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "# Sakiyomi reversi\n"));
  g_assert_nonnull (strstr (run.out, "# Black: Alice\n"));
  g_assert_nonnull (strstr (run.err, "holds 3 games; reading game 1"));
  run_clear (&run);

  run_cli (&run, NULL, "convert", "--game", "4", three, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_suffix (run.err, ": there is no game 4: the file holds 3 games\n"));
  run_clear (&run);

  run_cli (&run, NULL, "convert", "--game", "0", three, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--game"));
  run_clear (&run);

  run_cli (&run, NULL, "convert", anti, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_suffix (run.err, "ggs-anti.ggf: game 1: anti-reversi (TY[8a]) is not supported\n"));
  run_clear (&run);

  run_cli (&run, "# Sakiyomi tictactoe\nb2\n", "convert", "--format=ggf", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "sakiyomi-cli: Only reversi games can be written as GGF\n");
  run_clear (&run);

  run_cli (&run, NULL, "convert", "--format=sgf", three, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "sakiyomi-cli: --format must be text or ggf, not “sgf”\n");
  run_clear (&run);
}

/* analyze --record and review take --game N. */
static void
test_game_option (void)
{
  g_autofree char *three = fixture ("three-games.ggf");
  Run run = { 0 };

  run_cli (&run, NULL, "analyze", "--record", three, "--game", "3", "--ply", "2",
           "--player", "minimax:depth=1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Black to move."));
  g_assert_cmpstr (run.err, ==, "");
  run_clear (&run);

  run_cli (&run, NULL, "analyze", "reversi", "--game", "2", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "sakiyomi-cli: --game needs --record\n");
  run_clear (&run);

  run_cli (&run, NULL, "review", three, "--game", "2", "--depth", "1",
           "--exact-empties", "0", "--format", "tsv", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  run_clear (&run);

  run_cli (&run, NULL, "review", three, "--game", "9", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "there is no game 9"));
  run_clear (&run);
}

/* play --save --format=ggf writes GGF. */
static void
test_play_save_ggf (void)
{
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  Run run = { 0 };

  run_cli (&run, "f5\nquit\n", "play", "reversi", "--opponent", "minimax:depth=1",
           "--save", "-", "--format", "ggf", NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    const char *ggf = strstr (run.out, "(;GM[Othello]");

    g_assert_nonnull (ggf);
    g_assert_nonnull (strstr (ggf, "PB[You]"));
    record = sky_record_from_ggf (ggf, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (sky_record_get_n_moves (record), ==, 2);
  }
  run_clear (&run);

  run_cli (&run, "quit\n", "play", "tictactoe", "--save", "-", "--format", "ggf", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "sakiyomi-cli: Only reversi games can be written as GGF\n");
  run_clear (&run);

  run_cli (&run, "quit\n", "play", "reversi", "--format", "ggf", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "sakiyomi-cli: --format needs --save\n");
  run_clear (&run);
}

/* A WTHOR database the test writes in the published format (16-byte
 * header, 68-byte games: tournament, black, white, black's discs,
 * theoretical score, 60 moves as 10 × row + column), read by games and
 * convert like any other file; its players' names come from the WTHOR.JOU
 * beside it. */
static void
test_wthor (void)
{
  static const guint8 header[16] = { 20, 26, 11, 27, 2, 0, 0, 0, 0, 0, 0xE9, 0x07, 8, 0, 22, 0 };
  static const guint8 jou_header[16] = { 20, 26, 11, 27, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0 };
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-record-XXXXXX", NULL);
  g_autofree char *wtb = g_build_filename (dir, "WTH_2025.wtb", NULL);
  g_autofree char *jou = g_build_filename (dir, "WTHOR.JOU", NULL);
  g_autoptr(GByteArray) games = g_byte_array_new ();
  g_autoptr(GByteArray) players = g_byte_array_new ();
  const char *const moves[2] = { "f5d6c3d3c4", "f5f6e6f4" };
  Run run = { 0 };

  g_byte_array_append (games, header, sizeof header);
  for (int g = 0; g < 2; g++)
    {
      guint8 game[68] = { 0, 0, g, 0, 1 - g, 0, 40, 32 };

      for (int i = 0; moves[g][2 * i] != '\0'; i++)
        game[8 + i] = 10 * (moves[g][2 * i + 1] - '0') + (moves[g][2 * i] - 'a' + 1);
      g_byte_array_append (games, game, sizeof game);
    }
  g_byte_array_append (players, jou_header, sizeof jou_header);
  g_byte_array_append (players, (const guint8 *) "Alice\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 20);
  g_byte_array_append (players, (const guint8 *) "Bob\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 20);
  g_assert_true (g_file_set_contents (wtb, (const char *) games->data, games->len, NULL));
  g_assert_true (g_file_set_contents (jou, (const char *) players->data, players->len, NULL));

  run_cli (&run, NULL, "games", "--format=tsv", wtb, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "game\tblack\twhite\tresult\tdate\tplace\tclock\topening\n"
                   "1\tAlice\tBob\t40-24\t2025\tTournament 0\t\tTiger\n"
                   "2\tBob\tAlice\t40-24\t2025\tTournament 0\t\tDiagonal Opening\n");
  run_clear (&run);

  run_cli (&run, NULL, "convert", "--game", "2", wtb, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "# Sakiyomi reversi\n# Black: Bob\n# White: Alice\n# Result: 40-24\n"
                   "# Date: 2025\n# Place: Tournament 0\nf5f6e6f4\n");
  run_clear (&run);

  g_assert_cmpint (g_remove (wtb), ==, 0);
  g_assert_cmpint (g_remove (jou), ==, 0);
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

/* convert -o FILE.ggf writes GGF without loss (a real komi game), and
 * review --save writes the review's values as NBoard writes an engine's:
 * each move's value from the mover's side, to two places, beside the
 * time the game had. */
static void
test_ggf_lossless (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-record-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "komi.ggf", NULL);
  g_autofree char *reviewed = g_build_filename (dir, "reviewed.ggf", NULL);
  g_autofree char *source = fixture ("real-novello-ggs.ggf");
  g_autofree char *contents = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(SkyRecord) original = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  Run run = { 0 };

  run_cli (&run, NULL, "convert", "--game", "2", "-o", out, source, NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  g_assert_true (g_file_get_contents (out, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "(;GM[Othello]PC[GGS/os]"));
  g_assert_nonnull (strstr (contents, "RB[1440.64]RW[1176.38]TI[15:00//02:00]TY[8k]"
                                      "KB[e6//0.90]KW[f5/-1.00]KM[-0.500]RE[+8.500]"));
  g_assert_nonnull (strstr (contents, "B[E6//0.90]W[F4/-16.47/0.24]"));
  original = sky_record_from_ggf (contents, &error);
  g_assert_no_error (error);
  g_clear_pointer (&contents, g_free);

  run_cli (&run, NULL, "review", "--game", "2", "--depth", "1", "--exact-empties", "6",
           "--threads", "1", "--format=tsv", "--save", reviewed, source, NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  run_clear (&run);
  g_assert_true (g_file_get_contents (reviewed, &contents, NULL, NULL));
  record = sky_record_from_ggf (contents, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sky_record_get_tag (record, "Result"), ==, "+8.500");
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, sky_record_get_n_moves (original));
  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i + 1], "\t", -1);

      /* The TSV's value column, the mover's, is the note. */
      g_assert_cmpstr (sky_record_get_move_eval (record, i), ==,
                       strcmp (fields[3], "-0.00") == 0 ? "0.00" : fields[3]);
      g_assert_cmpstr (sky_record_get_move_time (record, i), ==,
                       sky_record_get_move_time (original, i));
    }
  g_assert_cmpint (g_remove (out), ==, 0);
  g_assert_cmpint (g_remove (reviewed), ==, 0);

  /* GGF holds only reversi: refused before the searching. */
  g_assert_true (g_file_set_contents (out, "# Sakiyomi tictactoe\nb2\n", -1, NULL));
  run_cli (&run, NULL, "review", "--save", reviewed, out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--save writes GGF"));
  g_assert_false (g_file_test (reviewed, G_FILE_TEST_EXISTS));
  run_clear (&run);
  g_assert_cmpint (g_remove (out), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* PGN and SGF (tests/pgn, tests/sgf): games lists them with their players,
 * place, date and result; convert writes them as GGF that reads back to
 * the same moves; an error names the format and the line. */
static void
test_pgn_sgf (void)
{
  g_autofree char *kurnik = g_test_build_filename (G_TEST_DIST, "pgn", "kurnik.pgn", NULL);
  g_autofree char *wthor = g_test_build_filename (G_TEST_DIST, "pgn", "wthor-1977.pgn", NULL);
  g_autofree char *sgf = g_test_build_filename (G_TEST_DIST, "sgf", "edax.sgf", NULL);
  g_autofree char *header = g_strdup_printf ("%s: 2 games (PGN)\n", kurnik);
  g_autoptr(SkyRecord) from_pgn = NULL, from_sgf = NULL;
  g_autoptr(GError) error = NULL;
  Run run = { 0 };

  run_cli (&run, NULL, "games", kurnik, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, header));
  g_assert_nonnull (strstr (run.out,
                            "#  Black      White      Result  Date        Opening\n"
                            "1  t7m4o1k9a  ntwo       37-27   2014-10-19  Comp'Oth\n"
                            "2  ntwo       cosmostan  37-27   2014-10-19  Rose-Bill\n"));
  run_clear (&run);

  run_cli (&run, NULL, "games", "--format=tsv", wthor, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "game\tblack\twhite\tresult\tdate\tplace\tclock\topening\n"
                   "1\tInoue Hiroshi\tHeiberg Thomas\t34-30\t1977\tWorld Championship - 1977\t\tPerpendicular Opening\n"
                   "2\tWoch Alan\tJacobs Carol\t16-48\t1977\tWorld Championship - 1977\t\tBuffalo\n");
  run_clear (&run);

  run_cli (&run, NULL, "games", "--format=tsv", sgf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "game\tblack\twhite\tresult\tdate\tplace\tclock\topening\n"
                   "1\tntwo\tcosmostan\t+10\t2014-10-19\tEdax\t\tRose-Bill\n");
  run_clear (&run);

  run_cli (&run, NULL, "convert", "--game", "2", "--format=ggf", kurnik, NULL);
  g_assert_cmpint (run.status, ==, 0);
  from_pgn = sky_record_from_ggf (run.out, &error);
  g_assert_no_error (error);
  run_clear (&run);
  run_cli (&run, NULL, "convert", "--format=ggf", sgf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  from_sgf = sky_record_from_ggf (run.out, &error);
  g_assert_no_error (error);
  run_clear (&run);
  /* 60 squares and white's two passes. */
  g_assert_cmpuint (sky_record_get_n_moves (from_pgn), ==, 62);
  g_assert_cmpuint (sky_record_get_n_moves (from_sgf), ==, 62);
  for (guint i = 0; i < 62; i++)
    g_assert_cmpint (sky_record_get_move (from_pgn, i), ==, sky_record_get_move (from_sgf, i));
  g_assert_cmpstr (sky_record_get_tag (from_pgn, "Black"), ==, "ntwo");
  g_assert_cmpstr (sky_record_get_tag (from_sgf, "White"), ==, "cosmostan");

  /* PlayOK's move text pasted, its result at the end. */
  run_cli (&run, "1. f5 d6 2. c3 d3 3. c4 f4 37-27\n", "convert", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "# Sakiyomi reversi\n# Result: 37-27\nf5d6c3d3c4f4\n");
  run_clear (&run);

  run_cli (&run, "[Event \"?\"]\n\n1. f5 d6\n2. c3 z9 *\n", "convert", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==,
                   "sakiyomi-cli: standard input: game 1: PGN, line 4: move 4 (“z9”) is not a square: the moves are squares a1–h8 such as f5, and “--” or “pass”\n");
  run_clear (&run);

  run_cli (&run, "(;FF[4]GM[1]SZ[19];B[pd])\n", "games", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "1 game (SGF)"));
  run_clear (&run);
  run_cli (&run, "(;FF[4]GM[1]SZ[19];B[pd])\n", "convert", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==,
                   "sakiyomi-cli: standard input: game 1: SGF, line 1: GM[1] is a game of Go: only Othello games (GM[2]) are supported\n");
  run_clear (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-record/analyze", test_analyze_record);
  g_test_add_func ("/cli-record/analyze-stdin", test_analyze_record_stdin);
  g_test_add_func ("/cli-record/play-save", test_play_save);
  g_test_add_func ("/cli-record/games", test_games);
  g_test_add_func ("/cli-record/convert", test_convert);
  g_test_add_func ("/cli-record/ggf-lossless", test_ggf_lossless);
  g_test_add_func ("/cli-record/game-option", test_game_option);
  g_test_add_func ("/cli-record/play-save-ggf", test_play_save_ggf);
  g_test_add_func ("/cli-record/wthor", test_wthor);
  g_test_add_func ("/cli-record/byte-order-mark", test_byte_order_mark);
  g_test_add_func ("/cli-record/pgn-sgf", test_pgn_sgf);
  return g_test_run ();
}
