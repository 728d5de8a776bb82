/* test-obf.c: board strings and OBF lines (reversi-obf.h) and the moves of
 * a move list (reversi-movelist.h), read in every form and refused with
 * the reason. */
#include "config.h"

#include <string.h>

#include "reversi.h"
#include "reversi-movelist.h"
#include "reversi-obf.h"

/* FFO #40 (www.radagast.se/othello/ffotest.html), as its OBF line. */
#define FFO40 "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"
#define START "---------------------------OX------XO--------------------------- X"

static SkyPosition *
parse_ok (const char *text, SkyObfScores *expected)
{
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);
  g_autoptr(GError) error = NULL;

  if (!sky_reversi_obf_parse (text, pos, expected, &error))
    g_error ("“%s”: %s", text, error->message);
  return g_steal_pointer (&pos);
}

static char *
board_of (const char *text)
{
  g_autoptr(SkyPosition) pos = parse_ok (text, NULL);

  return sky_reversi_board_format (pos);
}

/* Every layout of the start position reads as the same board string. */
static void
test_board_forms (void)
{
  static const char *const forms[] = {
    START,
    "---------------------------OX------XO---------------------------X",
    "-------- -------- -------- ---OX--- ---XO--- -------- -------- -------- X",
    "--------\n--------\n--------\n---OX---\n---XO---\n--------\n--------\n--------\nX\n",
    "........\r\n........\r\n........\r\n...ox...\r\n...*o...\r\n........\r\n........\r\n........ *",
    "\xef\xbb\xbf" START,
    "  " START "  \n",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autofree char *board = board_of (forms[i]);

      g_assert_cmpstr (board, ==, START);
    }

  /* White to move, and the board alone (no ";") through board_parse. */
  {
    g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);
    g_autoptr(GError) error = NULL;
    g_autofree char *obf = NULL;

    g_assert_true (sky_reversi_board_parse (FFO40, pos, &error));
    g_assert_no_error (error);
    g_assert_cmpint (pos->to_move, ==, SKY_SIDE_FIRST);
    g_assert_cmpint (sky_reversi_empties (pos), ==, 20);
    obf = sky_reversi_obf_format (pos);
    g_assert_cmpstr (obf, ==, FFO40 ";");
    g_assert_false (sky_reversi_board_parse (FFO40 "; A2:+38;", pos, &error));
    g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
  }
}

/* What is wrong is said in a board string's own terms. */
static void
test_board_errors (void)
{
  static const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "---------------------------OX------XO------------------------- X",
      "A board string has 64 squares, this one has 62" },
    { "-------- -------- -------- ---OX--- ---XO--- -------- -------- X",
      "A board string has 64 squares, this one has 56" },
    { "", "A board string has 64 squares, this one has 0" },
    { "---------------------------OX------XO-------------------------- X",
      "A board string has 64 squares, this one has 63" },
    { "---------------------------OX------XO---------------------------",
      "The side to move is missing: after the 64 squares of a board string comes X (black) or O (white)" },
    { "---------------------------OX------XO--------------------------- -",
      "“-” is not a side to move: after the 64 squares of a board string comes X (black) or O (white)" },
    { "---------------------------OX------XO--------------------------- B",
      "“B” is not a side to move: after the 64 squares of a board string comes X (black) or O (white)" },
    { "--Q------------------------OX------XO--------------------------- X",
      "Square c1 of the board string is “Q”: use X or * for black, O for white, - or . for empty" },
    { "---------------------------OX------XO-------------------------\xef\xbb\xbf-- X",
      "Square g8 of the board string is “U+FEFF”: use X or * for black, O for white, - or . for empty" },
    { "---------------------------OX------XO--------------------------- X f5",
      "“f” after the side to move: an OBF line goes on with “;”" },
    { "---------------------------O-------XO--------------------------- X",
      "No reversi game reaches this position: the centre square e4 is empty (d4, e4, d5 and e5 are filled from the start)" },
    { START "; A2:+38;", "Score 1 of the OBF line is for a2, which is not a legal move in this position" },
    { START "; D3:+0; d3:+1;", "Score 2 of the OBF line scores d3 again" },
    { START "; D3:+65;", "Score 1 of the OBF line (“D3:+65”) is out of range: a final disc difference is from -64 to 64" },
    { START "; D3+1;", "Score 1 of the OBF line (“D3+1”) is not a move and a score such as “A2:+38;”" },
    { START "; D3:;", "Score 1 of the OBF line (“D3:”) is not a move and a score such as “A2:+38;”" },
    { START "; D3:+1 C4:+1;", "Score 1 of the OBF line (“D3:+1 C4:+1”) is not a move and a score such as “A2:+38;”" },
    { START "; PS:+0;", "Score 1 of the OBF line is for pass, which is not a legal move in this position" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);
      g_autoptr(GError) error = NULL;
      SkyObfScores expected = { .n_moves = 7 };
      g_autofree char *before = sky_reversi_board_format (pos);
      g_autofree char *after = NULL;

      g_assert_false (sky_reversi_obf_parse (cases[i].text, pos, &expected,
                                             &error));
      g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      /* Unchanged on failure. */
      after = sky_reversi_board_format (pos);
      g_assert_cmpstr (after, ==, before);
      g_assert_cmpint (expected.n_moves, ==, 7);
    }
}

/* An OBF line's scores, the FFO suite's test, and the fixture's lines. */
static void
test_obf_scores (void)
{
  SkyObfScores expected;

  {
    g_autoptr(SkyPosition) pos = parse_ok (FFO40 "; A2:+38; b1:+36 ;C1:+34;;", &expected);

    g_assert_cmpint (expected.n_moves, ==, 3);
    g_assert_cmpint (expected.moves[0], ==, SKY_REVERSI_SQUARE (0, 1));
    g_assert_cmpint (expected.scores[0], ==, 38);
    g_assert_cmpint (expected.moves[1], ==, SKY_REVERSI_SQUARE (1, 0));
    g_assert_cmpint (expected.scores[2], ==, 34);
    g_assert_cmpint (sky_obf_scores_best (&expected), ==, 38);
    g_assert_true (sky_obf_scores_is_best_move (&expected, SKY_REVERSI_SQUARE (0, 1)));
    g_assert_false (sky_obf_scores_is_best_move (&expected, SKY_REVERSI_SQUARE (1, 0)));
    /* A move the line does not score is not among the best. */
    g_assert_false (sky_obf_scores_is_best_move (&expected, SKY_REVERSI_SQUARE (2, 6)));
  }
  /* Two best moves, scores out of order, no space, a pass. */
  {
    g_autoptr(SkyPosition) pos = parse_ok (START ";c4:-1;D3:+0;F5:0;E6:-0", &expected);

    g_assert_cmpint (expected.n_moves, ==, 4);
    g_assert_cmpint (sky_obf_scores_best (&expected), ==, 0);
    g_assert_true (sky_obf_scores_is_best_move (&expected, SKY_REVERSI_SQUARE (3, 2)));
    g_assert_true (sky_obf_scores_is_best_move (&expected, SKY_REVERSI_SQUARE (4, 5)));
    g_assert_false (sky_obf_scores_is_best_move (&expected, SKY_REVERSI_SQUARE (2, 3)));
  }
  {
    /* White must pass: only a pass can be scored. */
    g_autoptr(SkyPosition) pos = parse_ok ("XO----------------------" "---XX------XX---" "------------------------ O; PS:-7;",
                                           &expected);

    g_assert_cmpint (expected.n_moves, ==, 1);
    g_assert_cmpint (expected.moves[0], ==, SKY_MOVE_PASS);
    g_assert_cmpint (expected.scores[0], ==, -7);
  }
  /* A board string gives no scores. */
  {
    g_autoptr(SkyPosition) pos = parse_ok (START, &expected);

    g_assert_cmpint (expected.n_moves, ==, 0);
  }

  /* Every position line of the fixture reads, scores every legal move,
   * best first. */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "obf",
                                                   "endgames.obf", NULL);
    g_autofree char *contents = NULL;
    g_auto(GStrv) lines = NULL;
    int n = 0;

    g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
    lines = g_strsplit (contents, "\n", -1);
    for (int i = 0; lines[i] != NULL; i++)
      {
        g_autoptr(SkyPosition) pos = NULL;
        SkyMove moves[SKY_MAX_MOVES];

        if (lines[i][0] == '%' || lines[i][0] == '\0')
          continue;
        pos = parse_ok (lines[i], &expected);
        g_assert_cmpint (expected.n_moves, ==, sky_position_legal_moves (pos, moves));
        g_assert_cmpint (expected.scores[0], ==, sky_obf_scores_best (&expected));
        n++;
      }
    g_assert_cmpint (n, ==, 8);
  }
}

/* The move list scanner: each form's moves and the token it stops at. */
static void
test_movelist (void)
{
  static const struct {
    const char *text;
    const char *moves;        /* the moves read, as "f5 d6 …" */
    const char *bad;          /* the bad token, or NULL */
  } cases[] = {
    { "f5d6c3", "f5 d6 c3", NULL },
    { "F5 D6\tC3\n", "f5 d6 c3", NULL },
    { "f5-d6-c3", "f5 d6 c3", NULL },
    { "f5, d6, c3", "f5 d6 c3", NULL },
    { "1. f5 d6 2. c3 d3", "f5 d6 c3 d3", NULL },
    { "1.f5 2.d6 3.c3", "f5 d6 c3", NULL },
    { "1... d6 2. c3", "d6 c3", NULL },
    { "12) h8 PA ps pass", "h8 pass pass pass", NULL },
    { "", "", NULL },
    { "1. 2. --", "", NULL },
    { "f5 d9", "f5", "d9" },
    { "f5 1 d6", "f5", "1" },
    { "f5 x1-d6", "f5", "x1" },
    { "f5 d6c", "f5 d6", "c" },
    { "f5 1. 2.", "f5", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *text = cases[i].text;
      gsize length = strlen (text), at = 0, token = 0, token_length = 0;
      GString *moves = g_string_new (NULL);
      SkyMovelistItem item;
      SkyMove move;

      while ((item = sky_reversi_movelist_next (text, length, &at, &move,
                                                &token, &token_length))
             == SKY_MOVELIST_MOVE)
        {
          if (moves->len > 0)
            g_string_append_c (moves, ' ');
          if (move == SKY_MOVE_PASS)
            g_string_append (moves, "pass");
          else
            g_string_append_printf (moves, "%c%d", 'a' + move % 8, move / 8 + 1);
          g_assert_cmpuint (token_length, >=, 2);
        }
      g_assert_cmpstr (moves->str, ==, cases[i].moves);
      g_string_free (moves, TRUE);
      if (cases[i].bad == NULL)
        g_assert_cmpint (item, ==, SKY_MOVELIST_END);
      else
        {
          g_autofree char *bad = g_strndup (text + token, token_length);

          g_assert_cmpint (item, ==, SKY_MOVELIST_BAD);
          g_assert_cmpstr (bad, ==, cases[i].bad);
        }
      g_assert_cmpuint (at, <=, length);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/obf/board-forms", test_board_forms);
  g_test_add_func ("/obf/board-errors", test_board_errors);
  g_test_add_func ("/obf/scores", test_obf_scores);
  g_test_add_func ("/obf/movelist", test_movelist);
  return g_test_run ();
}
