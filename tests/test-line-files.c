/* test-line-files.c: files of one game or one position a line
 * (reversi-lines.h) read through the collection (record-collection.h) and
 * `sakiyomi-cli games`, `convert` and `analyze`: real files of Egaroucid
 * (tests/lines/), Edax's problems (tests/obf/fforum-1-19.obf) and lines in
 * the shape of Logistello's logbook (tests/logbook/); how each form is
 * recognised, and the errors that name the form and the line. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "cli-run.h"
#include "record-collection.h"
#include "reversi-lines.h"
#include "reversi.h"

static char *
fixture (const char *dir, const char *name)
{
  return g_test_build_filename (G_TEST_DIST, dir, name, NULL);
}

static SkyRecordCollection *
read_fixture (const char *dir, const char *name)
{
  g_autofree char *path = fixture (dir, name);
  g_autoptr(GError) error = NULL;
  SkyRecordCollection *collection = sky_record_collection_new_from_file (path, NULL, NULL,
                                                                         NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (collection);
  return collection;
}

static SkyRecordCollection *
read_text (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return sky_record_collection_new_from_bytes (bytes, NULL, NULL, NULL, NULL,
                                               error);
}

static const char *
summary (const SkyRecordCollection *collection, guint index, const char *key)
{
  return sky_record_collection_get_summary (collection, index, key);
}

/* The moves of a record as "f5 d6 c3 …" (passes as "pass"). */
static char *
moves_text (const SkyRecord *record)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    {
      g_autofree char *move = sky_record_get_move_text (record, i);

      g_string_append_printf (text, i > 0 ? " %s" : "%s", move);
    }
  return g_string_free (text, FALSE);
}

/* Egaroucid's self-play records: 12 games with the winner after each. */
static void
test_move_lines (void)
{
  g_autoptr(SkyRecordCollection) collection = read_fixture ("lines", "egaroucid-selfplay.txt");
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autofree char *moves = NULL;
  static const char *const results[] = {
    "56-8", "50-14", "9-55", "53-11", "19-45", "40-24",
    "12-52", "48-16", "37-27", "14-50", "19-45", "30-34",
  };

  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 12);
  g_assert_cmpstr (sky_record_collection_get_format (collection), ==, "move lines");
  g_assert_false (sky_record_collection_holds_positions (collection));
  for (guint i = 0; i < 12; i++)
    {
      char line[8];

      g_snprintf (line, sizeof line, "%u", i + 1);
      g_assert_cmpstr (summary (collection, i, "Line"), ==, line);
      g_assert_cmpstr (summary (collection, i, "Moves"), ==, "60");
      /* The final position's discs, not the line's winner (1, -1). */
      g_assert_cmpstr (summary (collection, i, "Result"), ==, results[i]);
      g_assert_null (summary (collection, i, "Black"));
      g_assert_null (summary (collection, i, "To move"));
    }
  g_assert_cmpstr (summary (collection, 0, "Opening"), ==, "Mouse");
  record = sky_record_collection_get_record (collection, 0, &error);
  g_assert_no_error (error);
  moves = moves_text (record);
  g_assert_true (g_str_has_prefix (moves, "f5 f4 e3 f6 d3 e2 f3 d2 g4 g5"));
  /* 60 squares and the pass the line leaves out (white's, at the end). */
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 61);
  g_assert_cmpint (sky_record_get_move (record, 59), ==, SKY_MOVE_PASS);
  g_assert_cmpstr (sky_record_get_tag (record, "Result"), ==, "56-8");
  g_assert_true (sky_position_is_over (sky_record_get_end (record)));
}

/* XOT openings: eight moves a line, no result. */
static void
test_move_lines_unfinished (void)
{
  g_autoptr(SkyRecordCollection) collection = read_fixture ("lines", "xot-openings.txt");
  g_autoptr(SkyRecordCollection) scored = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 20);
  for (guint i = 0; i < 20; i++)
    {
      g_assert_cmpstr (summary (collection, i, "Moves"), ==, "8");
      g_assert_null (summary (collection, i, "Result"));
    }
  record = sky_record_collection_get_record (collection, 19, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 8);

  /* Spaces, upper case and a score after the moves of a game not ended:
   * the line's score is its result. */
  scored = read_text ("F5 D6 C3 D3 C4 -12\r\nf5-f6-e6-f4 +4\n\nd3 c5 6\n", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_collection_get_n_games (scored), ==, 3);
  g_assert_cmpstr (summary (scored, 0, "Result"), ==, "-12");
  g_assert_cmpstr (summary (scored, 0, "Moves"), ==, "5");
  g_assert_cmpstr (summary (scored, 1, "Result"), ==, "+4");
  g_assert_cmpstr (summary (scored, 2, "Line"), ==, "4");
  g_assert_cmpstr (summary (scored, 2, "Result"), ==, "6");
}

/* One game stays one game: on one line, over several, or after its
 * board. */
static void
test_one_game_stays (void)
{
  static const char *const texts[] = {
    "f5d6c3d3c4f4\n",
    "f5d6c3d3\nc4f4f6f3\n",
    "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7\nd7 c6\n",
    "---------------------------OX------XXX-------------------------- O\nf6\n",
    "# Sakiyomi reversi\n# Black: A\nf5d6\nc3d3\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyRecordCollection) collection = read_text (texts[i], &error);

      g_assert_no_error (error);
      g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 1);
      g_assert_cmpstr (sky_record_collection_get_format (collection), ==, "Sakiyomi");
    }
}

/* A game that cannot be played stays listed; its record names the form,
 * the line and the move. */
static void
test_move_line_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecordCollection) collection =
    read_text ("f5d6c3d3c4\n% a comment\nf5d6c3d3c4f4f5\nf5d6zz\nf5d6c3\n", &error);
  g_autoptr(SkyRecord) record = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 4);
  g_assert_cmpstr (summary (collection, 1, "Line"), ==, "3");
  g_assert_null (summary (collection, 1, "Moves"));
  record = sky_record_collection_get_record (collection, 1, &error);
  g_assert_null (record);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==,
                   "move lines, line 3: move 7 (“f5”) is illegal in this position");
  g_clear_error (&error);
  record = sky_record_collection_get_record (collection, 2, &error);
  g_assert_null (record);
  g_assert_cmpstr (error->message, ==,
                   "move lines, line 4: move 3 (“zz”) is not a square: a move line holds squares a1–h8 such as f5, and may end with a result");
  g_clear_error (&error);
  record = sky_record_collection_get_record (collection, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 3);
}

/* Logbook lines: the sign of each move, black's lead after the ":". */
static void
test_logbook (void)
{
  g_autoptr(SkyRecordCollection) collection = read_fixture ("logbook", "logbook.gam");
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *moves = NULL;
  static const char *const results[] = { "-4", "-16", "0", "-22", "-2", "+8" };

  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 6);
  g_assert_cmpstr (sky_record_collection_get_format (collection), ==, "logbook");
  for (guint i = 0; i < 6; i++)
    {
      g_assert_cmpstr (summary (collection, i, "Result"), ==, results[i]);
      g_assert_cmpstr (summary (collection, i, "Moves"), ==, "60");
    }
  record = sky_record_collection_get_record (collection, 0, &error);
  g_assert_no_error (error);
  moves = moves_text (record);
  g_assert_true (g_str_has_prefix (moves, "d3 c5 f6 d2 c4 f3 e6 e3 b5 c6"));
  g_assert_cmpstr (sky_record_get_tag (record, "Result"), ==, "-4");
}

/* A real logbook line (tests/logbook/README.md): its 60 moves played to
 * the end, where black is 4 discs behind as the line's "-04" says. */
static void
test_logbook_real_line (void)
{
  g_autoptr(SkyRecordCollection) collection = read_fixture ("logbook", "odk-test.gam");
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  const SkyPosition *end;

  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 1);
  g_assert_cmpstr (summary (collection, 0, "Result"), ==, "-4");
  record = sky_record_collection_get_record (collection, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 60);
  end = sky_record_get_end (record);
  g_assert_true (sky_position_is_over (end));
  g_assert_cmpint ((int) __builtin_popcountll (sky_reversi_discs (end, SKY_SIDE_FIRST))
                   - (int) __builtin_popcountll (sky_reversi_discs (end, SKY_SIDE_SECOND)),
                   ==, -4);
}

static void
assert_logbook_error (const char *text, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecordCollection) collection = read_text (text, &error);
  g_autoptr(SkyRecord) record = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (sky_record_collection_get_format (collection), ==, "logbook");
  record = sky_record_collection_get_record (collection, 0, &error);
  g_assert_null (record);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_logbook_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecordCollection) collection = read_text ("+f5-d6+c3: +03 10\n", &error);

  /* One line is a file of one game. */
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 1);
  g_assert_cmpstr (summary (collection, 0, "Result"), ==, "+3");

  assert_logbook_error ("+f5+d6: +00 10\n",
                        "logbook, line 1: move 2 (“+d6”) is signed for black, but white is to move");
  assert_logbook_error ("+f5-d6+c3\n",
                        "logbook, line 1: the line ends without “:” and the result after its moves");
  assert_logbook_error ("+f5-d6 c3: -02 10\n",
                        "logbook, line 1: move 3 (“c3:”) is not a signed square such as +d3 (black) or -c3 (white)");
  assert_logbook_error ("+f5-d6: x\n",
                        "logbook, line 1: after “:” comes black’s disc lead at the end, from -64 to 64, such as “-04”");
  assert_logbook_error ("+f5-f5: +00 10\n",
                        "logbook, line 1: move 2 (“-f5”) is illegal in this position");
}

/* Edax's FFORUM problems: positions with every move scored. */
static void
test_obf_positions (void)
{
  g_autoptr(SkyRecordCollection) collection = read_fixture ("obf", "fforum-1-19.obf");
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *board = NULL;

  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 19);
  g_assert_cmpstr (sky_record_collection_get_format (collection), ==, "positions");
  g_assert_true (sky_record_collection_holds_positions (collection));
  g_assert_cmpstr (summary (collection, 0, "Line"), ==, "1");
  g_assert_cmpstr (summary (collection, 0, "To move"), ==, "black");
  g_assert_cmpstr (summary (collection, 0, "Empties"), ==, "14");
  g_assert_cmpstr (summary (collection, 0, "Best"), ==, "g8 +18");
  g_assert_cmpstr (summary (collection, 0, "Scores"), ==,
                   "g8 +18, h1 +12, h7 +6, a2 +6, a3 +4, b1 -4, a4 -22, g2 -24");
  g_assert_null (summary (collection, 0, "Moves"));
  g_assert_null (summary (collection, 0, "Opening"));
  g_assert_cmpstr (summary (collection, 18, "Line"), ==, "19");
  record = sky_record_collection_get_record (collection, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 0);
  board = sky_record_get_game (record)->position_to_string (sky_record_get_start (record));
  g_assert_cmpstr (board, ==,
                   "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
}

/* Board strings one a line, and an OBF file with "%" comments. */
static void
test_board_positions (void)
{
  g_autoptr(SkyRecordCollection) boards = read_fixture ("lines", "egaroucid-cold-endgames.txt");
  g_autoptr(SkyRecordCollection) endgames = read_fixture ("obf", "endgames.obf");

  g_assert_cmpuint (sky_record_collection_get_n_games (boards), ==, 8);
  g_assert_true (sky_record_collection_holds_positions (boards));
  g_assert_cmpstr (summary (boards, 0, "Empties"), ==, "44");
  g_assert_cmpstr (summary (boards, 5, "To move"), ==, "white");
  g_assert_null (summary (boards, 0, "Best"));
  g_assert_true (sky_record_collection_holds_positions (endgames));
  g_assert_cmpuint (sky_record_collection_get_n_games (endgames), ==, 8);
  g_assert_cmpstr (summary (endgames, 0, "Line"), ==, "9");
}

/* A file of positions with a line that is no position is refused, the
 * line named. */
static void
test_position_errors (void)
{
  static const struct {
    const char *text, *message;
  } cases[] = {
    { "---------------------------OX------XO--------------------------- X\n"
      "---------------------------OX------XO------------------------- X\n",
      "positions, line 2: A board string has 64 squares, this one has 62" },
    { "---------------------------OX------XO--------------------------- X\n"
      "\n"
      "---------------------------OX------XO--------------------------- Q\n",
      "positions, line 3: “Q” is not a side to move: after the 64 squares of a board string comes X (black) or O (white)" },
    { "---------------------------OX------XO--------------------------- X; F5:+2;\n"
      "---------------------------OX------XO--------------------------- X; A1:+2;\n",
      "positions, line 2: Score 1 of the OBF line is for a1, which is not a legal move in this position" },
    { "------------------------------------------------------------ X\n"
      "---------------------------OX------XO--------------------------- X\n",
      "positions, line 1: A board string has 64 squares, this one has 60" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyRecordCollection) collection = read_text (cases[i].text, &error);

      g_assert_null (collection);
      g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* Which form a text is taken for. */
static void
test_detect (void)
{
  static const struct {
    const char *text;
    SkyReversiLines kind;
  } cases[] = {
    { "f5d6c3\nf5f6e6\n", SKY_REVERSI_LINES_MOVES },
    { "\xEF\xBB\xBF" "1. f5 d6 2. c3\n1. d3 c5\n", SKY_REVERSI_LINES_MOVES },
    { "f5d6c3\n", SKY_REVERSI_LINES_NONE },
    { "f5d6c3\nd6\n", SKY_REVERSI_LINES_NONE },
    { "+d3-c3: -02 10\n", SKY_REVERSI_LINES_LOGBOOK },
    { "% comment\n\n+d3-c3: -02 10\n", SKY_REVERSI_LINES_LOGBOOK },
    { "--------\n--------\n--------\n---OX---\n---XO---\n--------\n--------\n--------\nX\n",
      SKY_REVERSI_LINES_NONE },
    { "---------------------------OX------XO--------------------------- X\n"
      "---------------------------OX------XO--------------------------- O\n",
      SKY_REVERSI_LINES_POSITIONS },
    { "---------------------------OX------XO--------------------------- X\nf5d6\n",
      SKY_REVERSI_LINES_NONE },
    { "# Sakiyomi reversi\nf5d6\nf5d6\n", SKY_REVERSI_LINES_NONE },
    { "", SKY_REVERSI_LINES_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (sky_reversi_lines_detect (cases[i].text, strlen (cases[i].text)),
                     ==, cases[i].kind);
}

/* sakiyomi-cli games on each form, and a game or a position taken from
 * them by convert and analyze. */
static void
test_cli_games (void)
{
  g_autofree char *moves = fixture ("lines", "egaroucid-selfplay.txt");
  g_autofree char *logbook = fixture ("logbook", "logbook.gam");
  g_autofree char *obf = fixture ("obf", "fforum-1-19.obf");
  g_auto(Run) run = { 0 };
  g_auto(Run) json = { 0 };
  g_auto(Run) logbook_run = { 0 };

  run_cli (&run, NULL, "games", moves, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_suffix (run.out, "12  12    30-34   60     Parallel Opening\n"));
  run_cli (&logbook_run, NULL, "games", logbook, NULL);
  g_assert_cmpint (logbook_run.status, ==, 0);
  g_assert_true (strstr (logbook_run.out, "logbook") != NULL);
  run_cli (&json, NULL, "games", "--format", "json", obf, NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_true (strstr (json.out, "\"format\" : \"positions\"") != NULL);
  g_assert_true (strstr (json.out, "\"best\" : \"g8 +18\"") != NULL);
  g_assert_true (strstr (json.out, "\"to_move\" : \"black\"") != NULL);
  g_assert_true (strstr (json.out, "\"empties\" : 14") != NULL);
}

static void
test_cli_positions_text (void)
{
  g_autofree char *obf = fixture ("obf", "fforum-1-19.obf");
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "games", obf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (strstr (run.out, ": 19 positions (positions)\n") != NULL);
  g_assert_true (strstr (run.out, "\n 1  1     Black    14       g8 +18\n") != NULL);
}

/* analyze --record takes a position of the file; a game of move lines that
 * cannot be played is named by its line. */
static void
test_cli_analyze (void)
{
  g_autofree char *obf = fixture ("obf", "fforum-1-19.obf");
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-lines-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.txt", NULL);
  g_auto(Run) run = { 0 };
  g_auto(Run) refused = { 0 };

  run_cli (&run, NULL, "analyze", "--record", obf, "--game", "19", "--player", "minimax:depth=2", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_set_contents (bad, "f5d6c3\nf5d6c3d3c4f4f5\n", -1, NULL));
  run_cli (&refused, NULL, "analyze", "--record", bad, "--game", "2", NULL);
  g_assert_cmpint (refused.status, !=, 0);
  g_assert_nonnull (strstr (refused.err,
                            "bad.txt: move lines, line 2: move 7 (“f5”) is illegal in this position"));
  g_unlink (bad);
  g_rmdir (dir);
}

static void
test_cli_convert (void)
{
  g_autofree char *moves = fixture ("lines", "egaroucid-selfplay.txt");
  g_autofree char *obf = fixture ("obf", "fforum-1-19.obf");
  g_auto(Run) ggf = { 0 };
  g_auto(Run) text = { 0 };
  g_auto(Run) bad = { 0 };

  run_cli (&ggf, NULL, "convert", "--format", "ggf", "--game", "3", moves, NULL);
  g_assert_cmpint (ggf.status, ==, 0);
  g_assert_true (g_str_has_prefix (ggf.out, "(;GM[Othello]"));
  g_assert_true (strstr (ggf.out, "RE[-46") != NULL);
  g_assert_true (strstr (ggf.out, "B[F5]W[F4]") != NULL || strstr (ggf.out, "B[f5]W[f4]") != NULL);
  run_cli (&text, NULL, "convert", "--game", "2", obf, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (strstr (text.out,
                         "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X") != NULL);
  run_cli (&bad, NULL, "convert", "--game", "20", obf, NULL);
  g_assert_cmpint (bad.status, !=, 0);
  g_assert_true (g_str_has_suffix (bad.err,
                                   "fforum-1-19.obf: there is no position 20: the file holds 19 positions\n"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);

  g_test_add_func ("/line-files/move-lines", test_move_lines);
  g_test_add_func ("/line-files/move-lines-unfinished", test_move_lines_unfinished);
  g_test_add_func ("/line-files/one-game-stays", test_one_game_stays);
  g_test_add_func ("/line-files/move-line-errors", test_move_line_errors);
  g_test_add_func ("/line-files/logbook", test_logbook);
  g_test_add_func ("/line-files/logbook-real-line", test_logbook_real_line);
  g_test_add_func ("/line-files/logbook-errors", test_logbook_errors);
  g_test_add_func ("/line-files/obf-positions", test_obf_positions);
  g_test_add_func ("/line-files/board-positions", test_board_positions);
  g_test_add_func ("/line-files/position-errors", test_position_errors);
  g_test_add_func ("/line-files/detect", test_detect);
  g_test_add_func ("/line-files/cli-games", test_cli_games);
  g_test_add_func ("/line-files/cli-positions-text", test_cli_positions_text);
  g_test_add_func ("/line-files/cli-convert", test_cli_convert);
  g_test_add_func ("/line-files/cli-analyze", test_cli_analyze);
  return g_test_run ();
}
