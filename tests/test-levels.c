/* test-levels.c: the strength levels of every game (levels.h): each
 * ladder's length, order and names, what each level is made of, and the
 * chance of a random move (SkyStrength.random_percent) they use: drawn
 * from the game's generator, the same moves for the same seed, and
 * nothing drawn when it is 0. */
#include "config.h"

#include <string.h>

#include <gio/gio.h>

#include "game.h"
#include "levels.h"
#include "player.h"

typedef struct {
  const char *id;
  const char *const *names;
} Ladder;

static const char *const reversi_names[] = {
  "Novice", "Beginner", "Learner", "Casual", "Improver", "Intermediate",
  "Club Player", "Advanced", "Strong", "Expert", "Master", "Grandmaster",
  "Champion", NULL
};
static const char *const tictactoe_names[] = {
  "Novice", "Beginner", "Casual", "Perfect", NULL
};
static const char *const numbergrab_names[] = {
  "Novice", "Beginner", "Learner", "Casual", "Greedy", "Improver",
  "Club Player", "Expert", "Master", NULL
};

static const Ladder ladders[] = {
  { "reversi", reversi_names },
  { "tictactoe", tictactoe_names },
  { "numbergrab", numbergrab_names },
};

/* Every game's ladder: its names in order, a description each, and
 * levels 0 and count + 1 do not exist. */
static void
test_levels_ladders (void)
{
  for (gsize l = 0; l < G_N_ELEMENTS (ladders); l++)
    {
      const SkyGame *game = sky_game_from_id (ladders[l].id);
      int n = (int) g_strv_length ((char **) ladders[l].names);

      g_assert_nonnull (game);
      g_assert_cmpint (sky_level_count (game), ==, n);
      g_assert_null (sky_level_get (game, 0));
      g_assert_null (sky_level_get (game, n + 1));
      for (int i = 1; i <= n; i++)
        {
          const SkyStrengthLevel *level = sky_level_get (game, i);
          g_autofree char *display = sky_level_display_name (game, i);
          g_autofree char *expected = g_strdup_printf ("Level %d · %s", i,
                                                       ladders[l].names[i - 1]);

          g_assert_nonnull (level);
          g_assert_cmpstr (level->name, ==, ladders[l].names[i - 1]);
          g_assert_true (level->description != NULL
                         && *level->description != '\0');
          g_assert_cmpstr (display, ==, expected);
        }
    }
}

/* What the levels are made of: the weakest of reversi plays at random,
 * the strongest is the strong engine to a depth with no clock; tic-tac-toe's
 * top is the exact minimax, the levels below it the same with random
 * moves; every level has a fixed budget. */
static void
test_levels_strengths (void)
{
  const SkyGame *reversi = sky_game_from_id ("reversi");
  const SkyGame *tictactoe = sky_game_from_id ("tictactoe");
  SkyStrength s;

  sky_level_strength (reversi, 1, &s);
  g_assert_cmpint (s.kind, ==, SKY_PLAYER_RANDOM);
  g_assert_cmpint (s.random_percent, ==, 0);
  sky_level_strength (reversi, 2, &s);
  g_assert_cmpint (s.kind, ==, SKY_PLAYER_PRIORITY);
  g_assert_cmpint (s.random_percent, ==, 30);
  sky_level_strength (reversi, 4, &s);
  g_assert_cmpint (s.kind, ==, SKY_PLAYER_MINIMAX);
  g_assert_cmpint (s.depth, ==, 1);
  g_assert_true (s.strong_eval);
  g_assert_false (s.engine);
  sky_level_strength (reversi, sky_level_count (reversi), &s);
  g_assert_cmpint (s.kind, ==, SKY_PLAYER_MINIMAX);
  g_assert_true (s.engine);
  g_assert_cmpint (s.depth, ==, 10);
  g_assert_cmpfloat (s.seconds, ==, 0);

  sky_level_strength (tictactoe, 4, &s);
  g_assert_cmpint (s.kind, ==, SKY_PLAYER_MINIMAX);
  g_assert_cmpint (s.depth, ==, 9);
  g_assert_cmpint (s.random_percent, ==, 0);
  sky_level_strength (tictactoe, 3, &s);
  g_assert_cmpint (s.depth, ==, 9);
  g_assert_cmpint (s.random_percent, ==, 20);

  for (int g = 0; g < SKY_N_GAMES; g++)
    {
      const SkyGame *game = sky_game_get (g);

      for (int i = 1; i <= sky_level_count (game); i++)
        {
          sky_level_strength (game, i, &s);
          g_assert_cmpfloat (s.seconds, ==, 0);
          g_assert_cmpint (s.random_percent, >=, 0);
          g_assert_cmpint (s.random_percent, <=, 100);
          g_assert_true (s.kind == SKY_PLAYER_RANDOM || s.kind == SKY_PLAYER_MONTECARLO
                         || s.playouts == 0);
        }
    }
}

/* random_percent 100: every move is a random legal one (no values, as
 * the random opponent gives none), the same for the same seed; 0 draws
 * nothing from the generator, so the strengths of before play as they
 * did. */
static void
test_levels_random_moves (void)
{
  const SkyGame *game = sky_game_from_id ("reversi");
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
  SkyMove legal[SKY_MAX_MOVES];
  int n = sky_position_legal_moves (pos, legal);
  gboolean seen[SKY_MAX_MOVES] = { FALSE, };
  int distinct = 0;
  SkyStrength minimax;

  sky_strength_init_default (&minimax, SKY_PLAYER_MINIMAX, game->kind);
  minimax.depth = 2;
  minimax.random_percent = 100;
  for (guint32 seed = 0; seed < 40; seed++)
    {
      g_autoptr(GRand) a = g_rand_new_with_seed (seed);
      g_autoptr(GRand) b = g_rand_new_with_seed (seed);
      SkySearchResult ra, rb;
      int k;

      g_assert_true (sky_player_choose (&minimax, pos, a, NULL, NULL, NULL,
                                        &ra, NULL));
      g_assert_true (sky_player_choose (&minimax, pos, b, NULL, NULL, NULL,
                                        &rb, NULL));
      g_assert_cmpint (ra.move, ==, rb.move);
      g_assert_cmpint (ra.n_moves, ==, 0);
      for (k = 0; k < n && legal[k] != ra.move; k++)
        ;
      g_assert_cmpint (k, <, n);
      if (!seen[k])
        distinct++;
      seen[k] = TRUE;
    }
  g_assert_cmpint (distinct, ==, n);

  {
    g_autoptr(GRand) a = g_rand_new_with_seed (7);
    g_autoptr(GRand) b = g_rand_new_with_seed (7);
    SkySearchResult r;

    minimax.random_percent = 0;
    g_assert_true (sky_player_choose (&minimax, pos, a, NULL, NULL, NULL, &r,
                                      NULL));
    g_assert_cmpint (r.n_moves, ==, n);
    g_assert_cmpuint (g_rand_int (a), ==, g_rand_int (b));
  }
}

/* A level with random moves plays the same game for the same seed, and
 * another for another seed. */
static char *
play_level_game (const SkyGame *game, int level_a, int level_b, guint32 seed)
{
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  GString *moves = g_string_new (NULL);
  SkyStrength strengths[2];

  sky_level_strength (game, level_a, &strengths[0]);
  sky_level_strength (game, level_b, &strengths[1]);
  while (!sky_position_is_over (pos))
    {
      SkySearchResult result;

      g_assert_true (sky_player_choose (&strengths[pos->to_move], pos, rand,
                                        NULL, NULL, NULL, &result, NULL));
      g_string_append_printf (moves, "%d ", result.move);
      sky_position_play (pos, result.move);
    }
  return g_string_free (moves, FALSE);
}

static void
test_levels_deterministic (void)
{
  const SkyGame *game = sky_game_from_id ("tictactoe");
  g_autofree char *a = play_level_game (game, 2, 3, 1);
  g_autofree char *b = play_level_game (game, 2, 3, 1);
  gboolean differs = FALSE;

  g_assert_cmpstr (a, ==, b);
  for (guint32 seed = 2; seed < 12 && !differs; seed++)
    {
      g_autofree char *c = play_level_game (game, 2, 3, seed);

      differs = strcmp (a, c) != 0;
    }
  g_assert_true (differs);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/levels/ladders", test_levels_ladders);
  g_test_add_func ("/levels/strengths", test_levels_strengths);
  g_test_add_func ("/levels/random-moves", test_levels_random_moves);
  g_test_add_func ("/levels/deterministic", test_levels_deterministic);
  return g_test_run ();
}
