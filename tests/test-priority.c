/* test-priority.c: the priority-table opponent (seed 004 computer_1) and the
 * random opponent (computer_0) on all three games. */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "game.h"
#include "player.h"
#include "reversi.h"

static SkyPosition *
start (SkyGameKind kind)
{
  SkyGameSetup setup = { 0, FALSE };   /* number-grab: seed 0's board */

  return sky_position_new (sky_game_get (kind), &setup);
}

static void
play_moves (SkyPosition *pos, const char *moves)
{
  g_auto(GStrv) tokens = g_strsplit (moves, " ", -1);

  for (int i = 0; tokens[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      SkyMove move;

      g_assert_true (pos->game->move_from_string (pos, tokens[i], &move,
                                                  &error));
      g_assert_no_error (error);
      sky_position_play (pos, move);
    }
}

static void
choose (SkyPlayerKind kind, const SkyPosition *pos, GRand *rand,
        SkySearchResult *result)
{
  g_autoptr(GError) error = NULL;
  SkyStrength strength;

  sky_strength_init_default (&strength, kind, pos->game->kind);
  g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL, NULL,
                                    result, &error));
  g_assert_no_error (error);
  g_assert_true (sky_position_is_legal_move (pos, result->move));
}

static void
check_priority (const SkyPosition *pos, const char *expected_move,
                int expected_value, const int *expected_values)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n = sky_position_legal_moves (pos, moves);
  g_autofree char *name = NULL;
  SkySearchResult result;

  choose (SKY_PLAYER_PRIORITY, pos, NULL, &result);
  name = pos->game->move_to_string (pos, result.move);
  g_assert_cmpstr (name, ==, expected_move);
  g_assert_cmpint (result.value, ==, expected_value);
  g_assert_cmpint (result.n_moves, ==, n);
  g_assert_true (result.move_values_exact);
  for (int i = 0; i < n; i++)
    {
      g_assert_cmpint (result.moves[i], ==, moves[i]);
      if (expected_values != NULL)
        g_assert_cmpint (result.move_values[i], ==, expected_values[i]);
    }
  g_assert_cmpint (result.pv_length, ==, 1);
  g_assert_cmpint (result.pv[0], ==, result.move);
}

static void
test_priority_tictactoe (void)
{
  static const int table[9] = { 2, 1, 2, 1, 3, 1, 2, 1, 2 };
  static const int edges[4] = { 1, 1, 1, 1 };
  g_autoptr(SkyPosition) pos = start (SKY_GAME_TICTACTOE);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) edges_only = NULL;

  /* The centre first, then the corners in cell order, then the edges. */
  check_priority (pos, "b2", 3, table);
  play_moves (pos, "b2");
  check_priority (pos, "a1", 2, NULL);
  play_moves (pos, "a1 c3");
  check_priority (pos, "c1", 2, NULL);
  play_moves (pos, "c1 a3");
  check_priority (pos, "b1", 1, NULL);

  edges_only = sky_position_new_from_string (sky_game_get (SKY_GAME_TICTACTOE),
                                             "X.O/.O./X.X O", &error);
  g_assert_no_error (error);
  check_priority (edges_only, "b1", 1, edges);
}

/* Seed 004's computer_1 (restored/reversi_004.py) asked at every position of
 * two games of random moves (python3, play (player, player, seed=1 and 2)
 * with player = computer_1's answer logged, then computer_0's move played):
 * the game record, then computer_1's choice before each move. */
static const struct {
  const char *record;
  const char *choices;
} seed004_games[] = {
  { "c4e3f2c6f6e6d6g6f4c3f5c5h7g1e7g3b4b6g4h4d2d8d3d7h2d1g7g5e8a5b7b8a3f8c8h8h5h6a7g2h3b5c2c1f1e1e2f7b3b2a6h1a2b1f3a4c7a1g8a8",
    "d3 c3 f2 e2 f4 e2 f4 e2 f3 e2 c2 e2 b3 h6 d2 h6 e2 h6 a6 a3 h3 c1 h3 c1 a6 c1 c1 h8 a6 h8 a3 h8 a8 h8 a8 h8 a8 h6 a8 a6 a8 h1 a8 h1 a8 h1 a8 h1 a8 h1 a8 h1 a8 a1 a8 a8 a8 a1 a8 a8" },
  { "c4e3f2c6f4f3e6f5f6g2g3b3d3g4h5c2g1g6c3f7c5f1b7h1e2d6g7h7a2h2e8e1d7b6b5a3h3g5h8h4h6c8a4a6a5a1e7d8c1g8d1f8b8c7a7a8d2b4b2b1",
    "d3 c3 f2 e2 f4 e2 g3 f1 g3 g2 d3 e2 h1 d2 h1 f1 h1 h1 h6 h1 c1 h1 c1 h1 c1 a8 c1 a8 h8 a8 h8 a8 h8 a8 h8 a8 h8 a1 h8 a1 c1 a1 c1 a8 a8 a1 a8 f8 a8 f8 a8 f8 a8 a8 d2 a8 d2 b4 b2 b1" },
};

static void
test_priority_reversi_seed004 (void)
{
  for (gsize g = 0; g < G_N_ELEMENTS (seed004_games); g++)
    {
      g_autoptr(SkyPosition) pos = start (SKY_GAME_REVERSI);
      g_auto(GStrv) choices = g_strsplit (seed004_games[g].choices, " ", -1);
      const char *record = seed004_games[g].record;

      g_assert_cmpuint (g_strv_length (choices), ==, 60);
      for (int i = 0; i < 60; i++)
        {
          char move[3] = { record[2 * i], record[2 * i + 1], '\0' };
          SkyMove moves[SKY_MAX_MOVES];
          SkySearchResult result;
          g_autofree char *name = NULL;

          /* No passes in these two games. */
          g_assert_cmpint (sky_position_legal_moves (pos, moves), >, 0);
          g_assert_cmpint (moves[0], !=, SKY_MOVE_PASS);
          choose (SKY_PLAYER_PRIORITY, pos, NULL, &result);
          name = pos->game->move_to_string (pos, result.move);
          g_assert_cmpstr (name, ==, choices[i]);
          play_moves (pos, move);
        }
      g_assert_true (sky_position_is_over (pos));
    }
}

static void
test_priority_reversi (void)
{
  static const int start_values[4] = { 3, 3, 3, 3 };
  g_autoptr(SkyPosition) pos = start (SKY_GAME_REVERSI);
  g_autoptr(SkyPosition) centre = start (SKY_GAME_REVERSI);
  g_autoptr(SkyPosition) pass = start (SKY_GAME_REVERSI);
  SkySearchResult result;

  /* The start: d3, c4, f5 and e6 all have priority 3; the seed's scan
   * takes the first of them in rows top to bottom. */
  check_priority (pos, "d3", 3, start_values);
  play_moves (pos, "f5");
  check_priority (pos, "f4", 3, NULL);

  /* A square of priority 0 (the centre) that is the only legal move: the
   * seed's `point[y][x] > p` from p = 0 would answer a1, which is not
   * legal; the opponent plays d4. */
  g_assert_true (sky_reversi_set_discs (centre, G_GUINT64_CONSTANT (1) << 43,
                                        G_GUINT64_CONSTANT (1) << 35,
                                        SKY_SIDE_FIRST));
  check_priority (centre, "d4", 0, (const int[]) { 0 });

  /* A forced pass: black b1 cannot take white's corner a1. */
  g_assert_true (sky_reversi_set_discs (pass, G_GUINT64_CONSTANT (1) << 1,
                                        G_GUINT64_CONSTANT (1) << 0,
                                        SKY_SIDE_FIRST));
  choose (SKY_PLAYER_PRIORITY, pass, NULL, &result);
  g_assert_cmpint (result.move, ==, SKY_MOVE_PASS);
  g_assert_cmpint (result.value, ==, 0);
}

static void
test_priority_numbergrab (void)
{
  g_autoptr(SkyPosition) pos = start (SKY_GAME_NUMBERGRAB);
  /* Seed 0's first board, row 1: +3 +4 -8 -1 +7 +6 +3 +8. */
  static const int row1[8] = { 3, 4, -8, -1, 7, 6, 3, 8 };

  /* The largest number: h1 = +8, as seed 000's first game begins. */
  check_priority (pos, "h1", 8, row1);
  /* The second player along column h: -1 -6 +7 +6 -2 +6 +8 below h1. */
  play_moves (pos, "h1");
  check_priority (pos, "h8", 8, (const int[]) { -1, -6, 7, 6, -2, 6, 8 });
  /* Row 3 is +8 -5 +2 -7 +1 +6 +8 -6: two +8, and the first (a3) is
   * taken. */
  play_moves (pos, "h3");
  check_priority (pos, "a3", 8, (const int[]) { 8, -5, 2, -7, 1, 6, 8 });
}

/* The random opponent: legal, reproducible from the seed, and spread over
 * all the moves. */
static void
test_random (void)
{
  for (SkyGameKind kind = 0; kind < SKY_N_GAMES; kind++)
    {
      g_autoptr(SkyPosition) pos = start (kind);
      g_autoptr(GRand) rand = g_rand_new_with_seed (42);
      g_autoptr(GRand) again = g_rand_new_with_seed (42);
      SkyMove moves[SKY_MAX_MOVES];
      int n = sky_position_legal_moves (pos, moves);
      int counts[SKY_MAX_MOVES] = { 0, };
      const int draws = 1000 * n;

      for (int i = 0; i < draws; i++)
        {
          SkySearchResult result, same;
          int index;

          choose (SKY_PLAYER_RANDOM, pos, rand, &result);
          choose (SKY_PLAYER_RANDOM, pos, again, &same);
          g_assert_cmpint (result.move, ==, same.move);
          g_assert_cmpint (result.n_moves, ==, 0);
          for (index = 0; moves[index] != result.move; index++)
            ;
          counts[index]++;
        }
      /* 1000 expected each; the standard deviation is about 30. */
      for (int i = 0; i < n; i++)
        g_assert_cmpint (ABS (counts[i] - 1000), <, 150);
    }
}

static void
test_random_pass (void)
{
  g_autoptr(SkyPosition) pos = start (SKY_GAME_REVERSI);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  SkySearchResult result;

  g_assert_true (sky_reversi_set_discs (pos, G_GUINT64_CONSTANT (1) << 1,
                                        G_GUINT64_CONSTANT (1) << 0,
                                        SKY_SIDE_FIRST));
  choose (SKY_PLAYER_RANDOM, pos, rand, &result);
  g_assert_cmpint (result.move, ==, SKY_MOVE_PASS);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/priority/tictactoe", test_priority_tictactoe);
  g_test_add_func ("/priority/reversi", test_priority_reversi);
  g_test_add_func ("/priority/reversi-seed004", test_priority_reversi_seed004);
  g_test_add_func ("/priority/numbergrab", test_priority_numbergrab);
  g_test_add_func ("/random/spread", test_random);
  g_test_add_func ("/random/pass", test_random_pass);

  return g_test_run ();
}
