/* test-record.c: game records (record.h): their text forms for the three
 * games, round trips, the positions at every ply, GGF games, and the errors
 * and limits of the readers. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "numbergrab.h"
#include "player.h"
#include "record.h"
#include "reversi.h"
#include "tictactoe.h"

static SkyPosition *
new_start (SkyGameKind kind, guint32 seed, gboolean misere)
{
  SkyGameSetup setup = { seed, misere };

  return sky_position_new (sky_game_get (kind), &setup);
}

static char *
position_text (const SkyPosition *pos)
{
  return pos->game->position_to_string (pos);
}

static void
assert_same_position (const SkyPosition *a, const SkyPosition *b)
{
  g_autofree char *ta = position_text (a);
  g_autofree char *tb = position_text (b);

  g_assert_cmpstr (ta, ==, tb);
  g_assert_cmpint (a->to_move, ==, b->to_move);
}

static SkyRecord *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  SkyRecord *record = sky_record_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

/* Writes record, reads it back, and checks that nothing changed. */
static void
assert_round_trip (const SkyRecord *record)
{
  g_autofree char *text = sky_record_to_string (record);
  g_autoptr(SkyRecord) back = parse_ok (text);
  g_autofree char *again = sky_record_to_string (back);
  guint n = sky_record_get_n_moves (record);

  g_assert_true (sky_record_get_game (back) == sky_record_get_game (record));
  g_assert_cmpuint (sky_record_get_n_moves (back), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (sky_record_get_move (back, i), ==,
                     sky_record_get_move (record, i));
  for (guint i = 0; i <= n; i++)
    assert_same_position (sky_record_get_position (back, i),
                          sky_record_get_position (record, i));
  g_assert_cmpstr (again, ==, text);
}

/* Reversi --------------------------------------------------------------- */

static void
test_reversi_transcript (void)
{
  g_autoptr(SkyRecord) record = parse_ok ("f5d6c3d3c4");
  g_autoptr(SkyRecord) spaced = parse_ok ("# Sakiyomi reversi\r\n\r\nF5 d6\nC3D3 c4\n");
  g_autoptr(SkyPosition) expected = new_start (SKY_GAME_REVERSI, 0, FALSE);
  g_autofree char *text = NULL;

  g_assert_true (sky_reversi_play_record (expected, "f5d6c3d3c4", NULL, NULL));
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 5);
  g_assert_cmpint (sky_record_get_move (record, 0), ==, SKY_REVERSI_SQUARE (5, 4));
  g_assert_cmpint (sky_record_get_move (record, 4), ==, SKY_REVERSI_SQUARE (2, 3));
  assert_same_position (sky_record_get_end (record), expected);
  assert_same_position (sky_record_get_end (spaced), expected);
  g_assert_cmpint (sky_record_get_start (record)->ply, ==, 0);
  {
    g_autofree char *first = sky_record_get_move_text (record, 0);
    g_autofree char *last = sky_record_get_move_text (record, 4);

    g_assert_cmpstr (first, ==, "f5");
    g_assert_cmpstr (last, ==, "c4");
  }
  g_assert_cmpint (sky_record_get_position (record, 3)->ply, ==, 3);

  text = sky_record_to_string (record);
  g_assert_cmpstr (text, ==, "# Sakiyomi reversi\nf5d6c3d3c4\n");
  assert_round_trip (record);
}

/* The games seed 004's program played (fixture reversi-seed004-games.txt),
 * half with their passes written out, half without: every one replays to
 * its final disc count and survives a round trip. */
static void
test_reversi_seed004_games (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST,
                                                 "reversi-seed004-games.txt",
                                                 NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  int games = 0, with_passes = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_autoptr(SkyRecord) record = NULL;
      const SkyPosition *end;
      gboolean passes = FALSE;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], " ", 3);
      g_assert_nonnull (fields[2]);
      record = parse_ok (fields[2]);
      end = sky_record_get_end (record);
      g_assert_true (sky_position_is_over (end));
      g_assert_cmpint (end->game->score (end, SKY_SIDE_FIRST), ==,
                       atoi (fields[0]));
      g_assert_cmpint (end->game->score (end, SKY_SIDE_SECOND), ==,
                       atoi (fields[1]));
      for (guint m = 0; m < sky_record_get_n_moves (record); m++)
        passes |= sky_record_get_move (record, m) == SKY_MOVE_PASS;
      with_passes += passes;
      assert_round_trip (record);
      /* 32 moves run together are as long as a start position line. */
      {
        g_autoptr(SkyRecord) half = sky_record_copy (record);
        g_autofree char *text = NULL;

        sky_record_truncate (half, 32);
        text = sky_record_to_string (half);
        if (!passes)
          g_assert_cmpuint (strlen (strchr (text, '\n') + 1), ==, 65);
        assert_round_trip (half);
      }
      games++;
    }
  g_assert_cmpint (games, ==, 30);
  g_assert_cmpint (with_passes, >, 0);
}

/* A pass as the last move is written out; passes before a move are not. */
static void
test_reversi_passes (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  int trailing = 0;

  for (int game = 0; game < 200; game++)
    {
      g_autoptr(SkyPosition) pos = new_start (SKY_GAME_REVERSI, 0, FALSE);
      g_autoptr(SkyRecord) record = sky_record_new (pos);

      while (!sky_position_is_over (sky_record_get_end (record)))
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = sky_position_legal_moves (sky_record_get_end (record), moves);

          g_assert_true (sky_record_append (record,
                                            moves[g_rand_int_range (rand, 0, n)],
                                            NULL));
        }
      assert_round_trip (record);
      for (guint m = 0; m < sky_record_get_n_moves (record); m++)
        if (sky_record_get_move (record, m) == SKY_MOVE_PASS)
          {
            g_autoptr(SkyRecord) cut = sky_record_copy (record);
            g_autofree char *text = NULL;

            sky_record_truncate (cut, m + 1);
            text = sky_record_to_string (cut);
            g_assert_true (g_str_has_suffix (text, "pass\n"));
            assert_round_trip (cut);
            trailing++;
          }
    }
  g_assert_cmpint (trailing, >, 0);

  /* "PA" and "pass" are read too. */
  {
    g_autoptr(SkyRecord) a = parse_ok ("f5d6c3d3c4");
    g_autoptr(GError) error = NULL;
    g_autoptr(SkyRecord) bad = sky_record_from_string ("f5 PA", &error);

    g_assert_null (bad);
    g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
    g_assert_cmpstr (error->message, ==,
                     "line 1: move 2 (PA) is illegal in this position (pass is not legal: the side to move has a move)");
    (void) a;
  }
}

static void
test_reversi_start_position (void)
{
  static const char *const text =
    "# Sakiyomi reversi\n"
    "# Black: Ann\n"
    "# White: Bob\n"
    "---------------------------OX------XO--------------------------- O\n"
    "e3f5\n";
  g_autoptr(SkyRecord) record = parse_ok (text);
  g_autofree char *written = sky_record_to_string (record);
  const SkyPosition *start = sky_record_get_start (record);
  g_autofree char *start_text = position_text (start);

  g_assert_cmpstr (start_text, ==,
                   "---------------------------OX------XO--------------------------- O");
  g_assert_cmpint (start->to_move, ==, SKY_SIDE_SECOND);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 2);
  g_assert_cmpstr (sky_record_get_tag (record, "Black"), ==, "Ann");
  g_assert_cmpstr (sky_record_get_tag (record, "white"), ==, "Bob");
  g_assert_cmpstr (written, ==, text);
  assert_round_trip (record);
}

/* Number-grab ----------------------------------------------------------- */

static const char numbergrab_seed0[] =
  "# Sakiyomi numbergrab\n"
  "+3 +4 -8 -1 +7 +6 +3 +8\n"
  "+2 +9 -3 +7 -5 +3 -6 -1\n"
  "+8 -5 +2 -7 +1 +6 +8 -6\n"
  "+2 +4 +1 -3 +8 +6 +5 +7\n"
  "-1 -8 +8 -9 -7 +3 -9 +6\n"
  "+1 -2 +1 -7 -3 +9 -2 -2\n"
  "-5 +8 +5 -7 -7 +1 +7 +6\n"
  "-6 +9 +2 +8 +1 +8 -3 +8\n";

static void
test_numbergrab_record (void)
{
  g_autofree char *text = g_strconcat (numbergrab_seed0,
                                       "h1 (3, 7) 3,4\n e1\n", NULL);
  g_autofree char *expected = g_strconcat (numbergrab_seed0,
                                           "h1 h4 e4 e1\n", NULL);
  g_autoptr(SkyRecord) record = parse_ok (text);
  g_autoptr(SkyPosition) seed0 = new_start (SKY_GAME_NUMBERGRAB, 0, FALSE);
  g_autofree char *written = sky_record_to_string (record);
  g_autofree char *end = position_text (sky_record_get_end (record));

  /* The board is the seed-0 experiment's first board. */
  assert_same_position (sky_record_get_start (record), seed0);
  g_assert_cmpstr (written, ==, expected);
  /* numbergrab.h's example position. */
  g_assert_cmpstr (end, ==,
                   "first 16 second 14\n"
                   "+3 +4 -8 -1 ** +6 +3 **\n"
                   "+2 +9 -3 +7 -5 +3 -6 -1\n"
                   "+8 -5 +2 -7 +1 +6 +8 -6\n"
                   "+2 +4 +1 -3 ** +6 +5 **\n"
                   "-1 -8 +8 -9 -7 +3 -9 +6\n"
                   "+1 -2 +1 -7 -3 +9 -2 -2\n"
                   "-5 +8 +5 -7 -7 +1 +7 +6\n"
                   "-6 +9 +2 +8 +1 +8 -3 +8\n"
                   "first to move, row 1\n"
                   "taken h1+8 h4+7 e4+8 e1+7\n");
  assert_round_trip (record);
}

/* The seed-0 experiment's first game (level 2 against level 2: 33 moves,
 * 50 : 67) recorded move by move, written, read back and replayed. */
static void
test_numbergrab_seed0_game (void)
{
  g_autoptr(SkyPosition) pos = new_start (SKY_GAME_NUMBERGRAB, 0, FALSE);
  g_autoptr(SkyRecord) record = sky_record_new (pos);
  g_autoptr(SkyRecord) back = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (0);
  g_autofree char *text = NULL;
  SkyStrength strength;
  const SkyPosition *end;

  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX,
                             SKY_GAME_NUMBERGRAB);
  strength.depth = 2;
  strength.alpha_beta = FALSE;
  while (!sky_position_is_over (sky_record_get_end (record)))
    {
      SkySearchResult result;

      g_assert_true (sky_player_choose (&strength, sky_record_get_end (record),
                                        rand, NULL, NULL, NULL, &result, NULL));
      g_assert_true (sky_record_append (record, result.move, NULL));
    }
  text = sky_record_to_string (record);
  g_assert_true (g_str_has_prefix (text, numbergrab_seed0));
  g_assert_true (g_str_has_prefix (text + strlen (numbergrab_seed0),
                                   "h1 h4 e4 "));
  back = parse_ok (text);
  end = sky_record_get_end (back);
  g_assert_cmpuint (sky_record_get_n_moves (back), ==, 33);
  g_assert_true (sky_position_is_over (end));
  g_assert_cmpint (sky_numbergrab_total (end, SKY_SIDE_FIRST), ==, 50);
  g_assert_cmpint (sky_numbergrab_total (end, SKY_SIDE_SECOND), ==, 67);
  assert_round_trip (record);

  /* A record started from the middle of the game goes back to the board. */
  {
    g_autoptr(SkyRecord) middle = sky_record_new (sky_record_get_position (record, 10));
    g_autofree char *middle_text = sky_record_to_string (middle);
    g_autoptr(SkyRecord) first_ten = sky_record_copy (record);
    g_autofree char *first_ten_text = NULL;

    sky_record_truncate (first_ten, 10);
    first_ten_text = sky_record_to_string (first_ten);
    g_assert_cmpuint (sky_record_get_n_moves (middle), ==, 10);
    g_assert_cmpstr (middle_text, ==, first_ten_text);
  }
}

/* Tic-tac-toe ----------------------------------------------------------- */

static void
test_tictactoe_record (void)
{
  g_autoptr(SkyRecord) letters = parse_ok ("# Sakiyomi tictactoe\nb2 a1 c3\n");
  g_autoptr(SkyRecord) digits = parse_ok ("# Sakiyomi tictactoe\n408\n");
  g_autoptr(SkyRecord) misere = parse_ok ("# Sakiyomi tictactoe\nmisère\n4 0 8\n");
  g_autoptr(SkyRecord) from = parse_ok ("# Sakiyomi tictactoe\nX../.O./... X misere\nc3\n");
  g_autofree char *t1 = sky_record_to_string (letters);
  g_autofree char *t2 = sky_record_to_string (digits);
  g_autofree char *t3 = sky_record_to_string (misere);
  g_autofree char *t4 = sky_record_to_string (from);
  g_autofree char *end3 = position_text (sky_record_get_end (misere));
  g_autofree char *end4 = position_text (sky_record_get_end (from));

  g_assert_cmpstr (t1, ==, "# Sakiyomi tictactoe\nb2 a1 c3\n");
  g_assert_cmpstr (t2, ==, t1);
  g_assert_cmpstr (t3, ==, "# Sakiyomi tictactoe\nmisere\nb2 a1 c3\n");
  g_assert_cmpstr (end3, ==, "O../.X./..X O misere");
  g_assert_cmpstr (t4, ==, "# Sakiyomi tictactoe\nX../.O./... X misere\nc3\n");
  g_assert_cmpstr (end4, ==, "X../.O./..X O misere");
  g_assert_false (sky_tictactoe_is_misere (sky_record_get_end (letters)));
  assert_round_trip (letters);
  assert_round_trip (misere);
  assert_round_trip (from);

  /* Every game of a random series, under both rules. */
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (3);

    for (int game = 0; game < 100; game++)
      {
        g_autoptr(SkyPosition) pos = new_start (SKY_GAME_TICTACTOE, 0,
                                                game % 2);
        g_autoptr(SkyRecord) record = sky_record_new (pos);

        while (!sky_position_is_over (sky_record_get_end (record)))
          {
            SkyMove moves[SKY_MAX_MOVES];
            int n = sky_position_legal_moves (sky_record_get_end (record),
                                              moves);

            sky_record_append (record, moves[g_rand_int_range (rand, 0, n)],
                               NULL);
          }
        assert_round_trip (record);
      }
  }
}

/* The record as the window uses it --------------------------------------- */

static void
test_append_truncate_tags (void)
{
  g_autoptr(SkyPosition) start = new_start (SKY_GAME_REVERSI, 0, FALSE);
  g_autoptr(SkyRecord) record = sky_record_new (start);
  g_autoptr(GError) error = NULL;
  const char *const *keys;

  g_assert_true (sky_record_append (record, SKY_REVERSI_SQUARE (5, 4), NULL));
  g_assert_false (sky_record_append (record, SKY_REVERSI_SQUARE (0, 0), &error));
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "a1 is not a legal move in this position");
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 1);
  g_assert_true (sky_record_append (record, SKY_REVERSI_SQUARE (3, 5), NULL));
  sky_record_truncate (record, 5);        /* no more than there are */
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 2);
  sky_record_truncate (record, 0);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 0);
  assert_same_position (sky_record_get_end (record), start);

  g_assert_true (sky_record_set_tag (record, "Black", "Ann"));
  g_assert_true (sky_record_set_tag (record, "Date", "2026-11-21"));
  g_assert_true (sky_record_set_tag (record, "black", "Anne"));
  g_assert_false (sky_record_set_tag (record, "Bad:key", "x"));
  g_assert_false (sky_record_set_tag (record, " Black", "x"));
  g_assert_false (sky_record_set_tag (record, "Black", "two\nlines"));
  keys = sky_record_get_tag_keys (record);
  g_assert_cmpstr (keys[0], ==, "Black");
  g_assert_cmpstr (keys[1], ==, "Date");
  g_assert_null (keys[2]);
  g_assert_cmpstr (sky_record_get_tag (record, "BLACK"), ==, "Anne");
  g_assert_true (sky_record_set_tag (record, "Black", NULL));
  g_assert_null (sky_record_get_tag (record, "Black"));
  keys = sky_record_get_tag_keys (record);
  g_assert_cmpstr (keys[0], ==, "Date");
  g_assert_null (keys[1]);
  for (int i = 1; i < SKY_RECORD_MAX_TAGS; i++)
    {
      g_autofree char *key = g_strdup_printf ("Key%d", i);

      g_assert_true (sky_record_set_tag (record, key, "v"));
    }
  g_assert_false (sky_record_set_tag (record, "One too many", "v"));
}

/* Errors and limits ------------------------------------------------------ */

static void
test_errors (void)
{
  static const struct {
    const char *text;
    int code;
    const char *message;
  } cases[] = {
    { "f5d6\n\nc3 z9", SKY_GAME_ERROR_SYNTAX, "line 3: “z9” is not a square" },
    { "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1a4c4", SKY_GAME_ERROR_ILLEGAL,
      "line 1: move 20 (c4) is illegal in this position (c4 is not legal: the square is taken)" },
    { "f5d6c3d3h8", SKY_GAME_ERROR_ILLEGAL,
      "line 1: move 5 (h8) is illegal in this position (h8 is not legal: it turns over no discs)" },
    { "# Sakiyomi chess\ne4", SKY_GAME_ERROR_SYNTAX,
      "line 1: unknown game “chess” (the games are numbergrab, tictactoe and reversi)" },
    { "# Sakiyomi tictactoe\nb2 b2", SKY_GAME_ERROR_ILLEGAL,
      "line 2: move 2 (b2) is illegal in this position (b2 is already taken)" },
    { "# Sakiyomi tictactoe\na1 b1 a2 b2 a3 c3", SKY_GAME_ERROR_ILLEGAL,
      "line 2: move 6 (c3) is illegal in this position (The game is over)" },
    { "# Sakiyomi tictactoe\nb2 d4", SKY_GAME_ERROR_SYNTAX,
      "line 2: “d4” is not a square" },
    { "# Sakiyomi tictactoe\nb2\nmisere", SKY_GAME_ERROR_SYNTAX,
      "line 3: “misere” must come before the moves" },
    { "# Sakiyomi tictactoe\nXX./.../... O", SKY_GAME_ERROR_SYNTAX, NULL },
    { "# Sakiyomi numbergrab\n+1 +2\n", SKY_GAME_ERROR_SYNTAX,
      "line 2: a row of the number-grab board has 8 numbers, not 2" },
    { "# Sakiyomi numbergrab\n+1 +2 +3 +4 +5 +6 +7 10\n", SKY_GAME_ERROR_SYNTAX,
      "line 2: “10” is not a number from -9 to 9 other than 0" },
    { "# Sakiyomi numbergrab\n+1 +2 +3 +4 +5 +6 +7 +8\n", SKY_GAME_ERROR_SYNTAX,
      "The number-grab record ends before the 8 rows of its board (found 1)" },
    { "---------------------------OX------XO--------------------------- Q\n",
      SKY_GAME_ERROR_SYNTAX,
      "line 1: Invalid side to move “Q” in the reversi position (use X for black or O for white)" },
    { "f5 averyveryveryverylongtokenthatgoesonandon", SKY_GAME_ERROR_SYNTAX,
      "line 1: “averyveryveryverylongtok…” is not a square" },
    { "f5 \x01\x02", SKY_GAME_ERROR_SYNTAX, "line 1: “??” is not a square" },
    { "f5 \xff", SKY_GAME_ERROR_SYNTAX, "The game record is not UTF-8 text" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyRecord) record = NULL;

      g_autofree char *shown = g_strescape (cases[i].text, NULL);

      g_test_message ("%s", shown);
      record = sky_record_from_string (cases[i].text, &error);
      g_assert_null (record);
      g_assert_error (error, SKY_GAME_ERROR, cases[i].code);
      if (cases[i].message != NULL)
        g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

static void
test_number_grab_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *wrong_line = g_strconcat (numbergrab_seed0, "h1 g1\n", NULL);
  g_autofree char *not_cell = g_strconcat (numbergrab_seed0, "h1 (9, 9)\n", NULL);
  g_autoptr(SkyRecord) a = sky_record_from_string (wrong_line, &error);

  g_assert_null (a);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==,
                   "line 10: move 2 (g1) is illegal in this position (Cannot take g1: the second player takes along column h)");
  g_clear_error (&error);
  g_assert_null (sky_record_from_string (not_cell, &error));
  g_assert_cmpstr (error->message, ==,
                   "line 10: “(9, 9)” is not a cell (write h1, or the seed’s (0, 7))");
}

static void
test_limits (void)
{
  g_autoptr(GError) error = NULL;
  GString *big = g_string_new ("f5");
  GString *tags = g_string_new ("# Sakiyomi reversi\n");
  GString *long_value = g_string_new ("# Black: ");

  /* Longer than SKY_RECORD_MAX_LENGTH. */
  while (big->len <= SKY_RECORD_MAX_LENGTH)
    g_string_append (big, "                ");
  g_assert_null (sky_record_from_string (big->str, &error));
  g_assert_cmpstr (error->message, ==, "A game record is at most 1048576 bytes long");
  g_clear_error (&error);

  /* Blank lines are fine as long as the text fits. */
  g_string_truncate (big, SKY_RECORD_MAX_LENGTH - 2);
  g_string_append (big, "d6");
  {
    g_autoptr(SkyRecord) record = parse_ok (big->str);

    g_assert_cmpuint (sky_record_get_n_moves (record), ==, 2);
  }

  for (int i = 0; i <= SKY_RECORD_MAX_TAGS; i++)
    g_string_append_printf (tags, "# Tag%d: %d\n", i, i);
  g_assert_null (sky_record_from_string (tags->str, &error));
  g_assert_cmpstr (error->message, ==, "line 34: more than 32 tags");
  g_clear_error (&error);

  for (int i = 0; i <= SKY_RECORD_MAX_TAG_VALUE; i++)
    g_string_append_c (long_value, 'x');
  g_assert_null (sky_record_from_string (long_value->str, &error));
  g_assert_cmpstr (error->message, ==,
                   "line 1: the value of “Black” is too long or holds control characters");
  g_clear_error (&error);

  /* A record cannot run past the end of its game. */
  g_assert_null (sky_record_from_string (
    "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1a4 f5", &error));
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);

  g_string_free (big, TRUE);
  g_string_free (tags, TRUE);
  g_string_free (long_value, TRUE);
}

/* Damaged records are refused with an error or read consistently, never a
 * crash. */
static void
test_damaged (void)
{
  static const char alphabet[] = "abch18 +-9(),#:\n\r/XO.pPaAs\xc3\xa9";
  g_autofree char *numbergrab = g_strconcat (numbergrab_seed0,
                                             "h1 h4 e4 e1\n", NULL);
  const char *const valid[] = {
    "# Sakiyomi reversi\n# Black: Ann\nf5d6c3d3c4f4c5b3c2e6\n",
    numbergrab,
    "# Sakiyomi tictactoe\nmisere\nb2 a1 c3\n",
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  int accepted = 0, refused = 0;

  for (int round = 0; round < 3000; round++)
    {
      const char *base = valid[round % G_N_ELEMENTS (valid)];
      GString *text = g_string_new (base);
      int edits = g_rand_int_range (rand, 1, 4);
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyRecord) record = NULL;

      for (int e = 0; e < edits && text->len > 0; e++)
        {
          gsize at = g_rand_int_range (rand, 0, text->len);
          char c = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];

          switch (g_rand_int_range (rand, 0, 3))
            {
            case 0:
              text->str[at] = c;
              break;
            case 1:
              g_string_insert_c (text, at, c);
              break;
            default:
              g_string_erase (text, at, 1);
              break;
            }
        }
      record = sky_record_from_string (text->str, &error);
      if (record == NULL)
        {
          g_assert_nonnull (error);
          refused++;
        }
      else
        {
          g_assert_no_error (error);
          assert_round_trip (record);
          accepted++;
        }
      g_string_free (text, TRUE);
    }
  g_test_message ("damaged records: %d accepted, %d refused", accepted,
                  refused);
  g_assert_cmpint (accepted, >, 0);
  g_assert_cmpint (refused, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record/reversi/transcript", test_reversi_transcript);
  g_test_add_func ("/record/reversi/seed004-games", test_reversi_seed004_games);
  g_test_add_func ("/record/reversi/passes", test_reversi_passes);
  g_test_add_func ("/record/reversi/start-position", test_reversi_start_position);
  g_test_add_func ("/record/numbergrab/record", test_numbergrab_record);
  g_test_add_func ("/record/numbergrab/seed0-game", test_numbergrab_seed0_game);
  g_test_add_func ("/record/tictactoe/record", test_tictactoe_record);
  g_test_add_func ("/record/append-truncate-tags", test_append_truncate_tags);
  g_test_add_func ("/record/errors", test_errors);
  g_test_add_func ("/record/numbergrab/errors", test_number_grab_errors);
  g_test_add_func ("/record/limits", test_limits);
  g_test_add_func ("/record/damaged", test_damaged);
  return g_test_run ();
}
