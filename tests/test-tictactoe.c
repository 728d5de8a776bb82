/* test-tictactoe.c: the tic-tac-toe rules against the counts every source
 * agrees on, the values of seed 002, the minimax opponent playing it
 * perfectly, and the random and priority-table opponents on all games. */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "game.h"
#include "player.h"
#include "tictactoe.h"

static const SkyGame *
ttt (void)
{
  return sky_game_get (SKY_GAME_TICTACTOE);
}

static SkyPosition *
new_board (gboolean misere)
{
  SkyGameSetup setup = { 0, misere };

  return sky_position_new (ttt (), &setup);
}

static SkyPosition *
parse_position (const char *text)
{
  g_autoptr(GError) error = NULL;
  SkyPosition *pos = sky_position_new_from_string (ttt (), text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (pos);
  return pos;
}

/* The result of a finished game from side's point of view: 1, 0 or -1. */
static int
outcome_for (const SkyPosition *pos, SkySide side)
{
  switch (pos->game->result (pos))
    {
    case SKY_RESULT_FIRST_WINS:
      return side == SKY_SIDE_FIRST ? 1 : -1;
    case SKY_RESULT_SECOND_WINS:
      return side == SKY_SIDE_SECOND ? 1 : -1;
    case SKY_RESULT_DRAW:
      return 0;
    case SKY_RESULT_NONE:
    default:
      g_assert_not_reached ();
    }
}

/* Seed 002's solver, think_maru/think_batu, through the game interface:
 * +1 if X wins with best play, -1 if O does, 0 for a draw. */
static int
seed002_value (const SkyPosition *pos)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n = sky_position_legal_moves (pos, moves);
  int value = pos->to_move == SKY_SIDE_FIRST ? -2 : 2;   /* MIN_V, MAX_V */

  if (n == 0)
    return outcome_for (pos, SKY_SIDE_FIRST);
  for (int i = 0; i < n; i++)
    {
      SkyPosition *child = g_alloca (pos->game->position_size);
      int v;

      sky_position_copy_into (child, pos);
      sky_position_play (child, moves[i]);
      v = seed002_value (child);
      if (pos->to_move == SKY_SIDE_FIRST ? v > value : v < value)
        value = v;
    }
  return value;
}

/* Seed 001's depth-aware minimax as a negamax: the value for the side to
 * move of pos, reached plies moves below the root. */
static int
depth_aware_value (const SkyPosition *pos, int plies)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n = sky_position_legal_moves (pos, moves);
  int best = G_MININT;

  if (n == 0)
    return pos->game->final_value (pos, pos->to_move, plies);
  for (int i = 0; i < n; i++)
    {
      SkyPosition *child = g_alloca (pos->game->position_size);

      sky_position_copy_into (child, pos);
      sky_position_play (child, moves[i]);
      best = MAX (best, -depth_aware_value (child, plies + 1));
    }
  return best;
}

static void
minimax_strength (SkyStrength *strength, gboolean alpha_beta)
{
  sky_strength_init_default (strength, SKY_PLAYER_MINIMAX,
                             SKY_GAME_TICTACTOE);
  strength->depth = 9;
  strength->alpha_beta = alpha_beta;
}

static void
choose (const SkyStrength *strength, const SkyPosition *pos,
        SkySearchResult *result)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);

  g_assert_true (sky_player_choose (strength, pos, rand, NULL, NULL, NULL,
                                    result, &error));
  g_assert_no_error (error);
  g_assert_true (sky_position_is_legal_move (pos, result->move));
}

/* Rules -------------------------------------------------------------- */

static void
test_rules_start (void)
{
  g_autoptr(SkyPosition) pos = new_board (FALSE);
  SkyMove moves[SKY_MAX_MOVES];
  g_autofree char *text = NULL;

  g_assert_cmpstr (ttt ()->id, ==, "tictactoe");
  g_assert_cmpint (ttt ()->kind, ==, SKY_GAME_TICTACTOE);
  g_assert_true (sky_game_from_id ("tictactoe") == ttt ());
  g_assert_cmpint (ttt ()->width, ==, 3);
  g_assert_cmpint (ttt ()->height, ==, 3);

  g_assert_cmpint (pos->to_move, ==, SKY_SIDE_FIRST);
  g_assert_cmpint (pos->ply, ==, 0);
  g_assert_cmpint (pos->last_move, ==, SKY_MOVE_NONE);
  g_assert_false (sky_tictactoe_is_misere (pos));
  g_assert_cmpint (sky_position_legal_moves (pos, moves), ==, 9);
  for (int i = 0; i < 9; i++)
    {
      g_assert_cmpint (moves[i], ==, i);
      g_assert_cmpint (ttt ()->cell (pos, i).kind, ==, SKY_CELL_EMPTY);
    }
  g_assert_cmpint (ttt ()->result (pos), ==, SKY_RESULT_NONE);
  g_assert_cmpint (ttt ()->evaluate (pos, SKY_SIDE_FIRST, FALSE), ==, 0);
  text = ttt ()->position_to_string (pos);
  g_assert_cmpstr (text, ==, ".../.../... X");
}

static void
test_rules_play (void)
{
  g_autoptr(SkyPosition) pos = new_board (FALSE);
  SkyMove moves[SKY_MAX_MOVES];
  int line[3];
  /* X b2, O a1, X c1, O b1, X a3: X completes the diagonal c1-b2-a3. */
  static const SkyMove game[] = { 4, 0, 2, 1, 6 };

  for (gsize i = 0; i < G_N_ELEMENTS (game); i++)
    {
      g_assert_false (sky_position_is_over (pos));
      g_assert_cmpint (pos->to_move, ==, i % 2);
      sky_position_play (pos, game[i]);
      g_assert_cmpint (pos->ply, ==, (int) i + 1);
      g_assert_cmpint (pos->last_move, ==, game[i]);
    }
  g_assert_true (sky_position_is_over (pos));
  g_assert_cmpint (sky_position_legal_moves (pos, moves), ==, 0);
  g_assert_cmpint (ttt ()->result (pos), ==, SKY_RESULT_FIRST_WINS);
  g_assert_cmpint (ttt ()->score (pos, SKY_SIDE_FIRST), ==, 1);
  g_assert_cmpint (ttt ()->score (pos, SKY_SIDE_SECOND), ==, 0);
  g_assert_cmpint (ttt ()->cell (pos, 4).kind, ==, SKY_CELL_FIRST);
  g_assert_cmpint (ttt ()->cell (pos, 0).kind, ==, SKY_CELL_SECOND);
  g_assert_cmpint (ttt ()->cell (pos, 8).kind, ==, SKY_CELL_EMPTY);
  g_assert_true (sky_tictactoe_get_line (pos, line));
  g_assert_cmpint (line[0], ==, 2);
  g_assert_cmpint (line[1], ==, 4);
  g_assert_cmpint (line[2], ==, 6);

  /* Seed 001's depth-aware values: 100 - plies for the winner. */
  g_assert_cmpint (ttt ()->final_value (pos, SKY_SIDE_FIRST, 1), ==, 99);
  g_assert_cmpint (ttt ()->final_value (pos, SKY_SIDE_SECOND, 1), ==, -99);
  g_assert_cmpint (ttt ()->final_value (pos, SKY_SIDE_FIRST, 5), ==, 95);
  g_assert_cmpint (ttt ()->final_value (pos, SKY_SIDE_SECOND, 5), ==, -95);
}

static void
test_rules_misere (void)
{
  g_autoptr(SkyPosition) pos = new_board (TRUE);
  g_autoptr(SkyPosition) draw = parse_position ("XOX/XOO/OXX misere");
  static const SkyMove game[] = { 4, 0, 2, 1, 6 };
  g_autofree char *text = NULL;
  int line[3];

  g_assert_true (sky_tictactoe_is_misere (pos));
  text = ttt ()->position_to_string (pos);
  g_assert_cmpstr (text, ==, ".../.../... X misere");

  /* The same game as above: X's line now loses. */
  for (gsize i = 0; i < G_N_ELEMENTS (game); i++)
    sky_position_play (pos, game[i]);
  g_assert_true (sky_position_is_over (pos));
  g_assert_cmpint (ttt ()->result (pos), ==, SKY_RESULT_SECOND_WINS);
  g_assert_cmpint (ttt ()->score (pos, SKY_SIDE_FIRST), ==, 0);
  g_assert_cmpint (ttt ()->score (pos, SKY_SIDE_SECOND), ==, 1);
  g_assert_cmpint (ttt ()->final_value (pos, SKY_SIDE_FIRST, 3), ==, -97);
  g_assert_cmpint (ttt ()->final_value (pos, SKY_SIDE_SECOND, 3), ==, 97);
  g_assert_true (sky_tictactoe_get_line (pos, line));

  /* A full board without a line is a draw under either rule. */
  g_assert_true (sky_position_is_over (draw));
  g_assert_cmpint (ttt ()->result (draw), ==, SKY_RESULT_DRAW);
  g_assert_cmpint (ttt ()->score (draw, SKY_SIDE_FIRST), ==, 0);
  g_assert_cmpint (ttt ()->score (draw, SKY_SIDE_SECOND), ==, 0);
  g_assert_cmpint (ttt ()->final_value (draw, SKY_SIDE_FIRST, 2), ==, 0);
  g_assert_false (sky_tictactoe_get_line (draw, line));
}

/* Text forms ---------------------------------------------------------- */

static void
test_move_text (void)
{
  g_autoptr(SkyPosition) pos = new_board (FALSE);
  static const char *const names[9] = {
    "a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3",
  };

  for (int i = 0; i < 9; i++)
    {
      g_autofree char *text = ttt ()->move_to_string (pos, i);
      g_autofree char *upper = g_ascii_strup (names[i], -1);
      char digit[2] = { '0' + i, '\0' };
      SkyMove move = SKY_MOVE_NONE;
      g_autoptr(GError) error = NULL;

      g_assert_cmpstr (text, ==, names[i]);
      g_assert_true (ttt ()->move_from_string (pos, names[i], &move, &error));
      g_assert_no_error (error);
      g_assert_cmpint (move, ==, i);
      g_assert_true (ttt ()->move_from_string (pos, upper, &move, &error));
      g_assert_cmpint (move, ==, i);
      g_assert_true (ttt ()->move_from_string (pos, digit, &move, &error));
      g_assert_cmpint (move, ==, i);
    }
}

static void
test_move_text_rejected (void)
{
  g_autoptr(SkyPosition) pos = parse_position ("X../.O./...");
  g_autoptr(SkyPosition) over = parse_position ("XXX/OO./...");
  static const char *const malformed[] = {
    "", "a", "d1", "a4", "a0", "9", "10", "-1", "b2x", " b2", "b2 ", "pass",
    "11", "bb", "2b",
  };
  SkyMove move = 77;

  for (gsize i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (ttt ()->move_from_string (pos, malformed[i], &move,
                                                &error));
      g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
      g_assert_nonnull (strstr (error->message, malformed[i]));
      g_assert_cmpint (move, ==, 77);
    }

  {
    g_autoptr(GError) error = NULL;

    g_assert_false (ttt ()->move_from_string (pos, "b2", &move, &error));
    g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
    g_assert_cmpstr (error->message, ==, "b2 is already taken");
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (ttt ()->move_from_string (pos, "0", &move, &error));
    g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
    g_assert_cmpstr (error->message, ==, "a1 is already taken");
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (ttt ()->move_from_string (over, "c3", &move, &error));
    g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
    g_assert_cmpstr (error->message, ==, "The game is over");
  }
  g_assert_cmpint (move, ==, 77);
}

static void
test_position_text (void)
{
  static const struct {
    const char *text;
    const char *canonical;
    int ply;
    SkySide to_move;
    gboolean misere;
  } cases[] = {
    { ".../.../... X", ".../.../... X", 0, SKY_SIDE_FIRST, FALSE },
    { ".../.../...", ".../.../... X", 0, SKY_SIDE_FIRST, FALSE },
    { ".../.../... misere", ".../.../... X misere", 0, SKY_SIDE_FIRST, TRUE },
    { "x.o/.x./..o", "X.O/.X./..O X", 4, SKY_SIDE_FIRST, FALSE },
    { "  X.O/.X./... \t O   MISERE ", "X.O/.X./... O misere", 3,
      SKY_SIDE_SECOND, TRUE },
    { "XXX/OO./... O misere", "XXX/OO./... O misere", 5, SKY_SIDE_SECOND,
      TRUE },
    { "OOO/XX./X.. X", "OOO/XX./X.. X", 6, SKY_SIDE_FIRST, FALSE },
    { "XOX/XOO/OXX", "XOX/XOO/OXX O", 9, SKY_SIDE_SECOND, FALSE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(SkyPosition) pos = parse_position (cases[i].text);
      g_autoptr(SkyPosition) again = NULL;
      g_autofree char *text = ttt ()->position_to_string (pos);
      g_autofree char *text_again = NULL;

      g_assert_cmpstr (text, ==, cases[i].canonical);
      g_assert_cmpint (pos->ply, ==, cases[i].ply);
      g_assert_cmpint (pos->to_move, ==, cases[i].to_move);
      g_assert_cmpint (pos->last_move, ==, SKY_MOVE_NONE);
      g_assert_true (pos->game == ttt ());
      g_assert_cmpint (sky_tictactoe_is_misere (pos), ==, cases[i].misere);
      again = parse_position (text);
      text_again = ttt ()->position_to_string (again);
      g_assert_cmpstr (text_again, ==, text);
    }
}

static void
test_position_text_rejected (void)
{
  static const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "", "Empty tic-tac-toe position" },
    { "   ", "Empty tic-tac-toe position" },
    { "..././...", "A tic-tac-toe board is three rows of three cells joined by “/”, like “X.O/.X./..O”, not “..././...”" },
    { "........./", "A tic-tac-toe board is three rows of three cells joined by “/”, like “X.O/.X./..O”, not “........./”" },
    { ".../.../..../", "A tic-tac-toe board is three rows of three cells joined by “/”, like “X.O/.X./..O”, not “.../.../..../”" },
    { "X../.../..Z", "“Z” is not a tic-tac-toe cell (use X, O or .)" },
    { "X-./.../...", "“-” is not a tic-tac-toe cell (use X, O or .)" },
    { "X../.../... X", "It is O’s turn on this board, not X’s (X moves first)" },
    { "X../O../... O", "It is X’s turn on this board, not O’s (X moves first)" },
    { "XX./.../...", "X has 2 marks and O has 0: X moves first, so X must have as many marks as O or one more" },
    { "O../.../...", "X has 0 marks and O has 1: X moves first, so X must have as many marks as O or one more" },
    { "XXX/OOO/...", "X and O cannot both have three in a row: the game ends at the first line" },
    { "XXX/OO./.O.", "O cannot have moved after X’s three in a row: the game ends at the first line" },
    { "OOO/XX./XX.", "X cannot have moved after O’s three in a row: the game ends at the first line" },
    { ".../.../... X misere foo", "Unexpected “foo” after the tic-tac-toe board (expected the side to move, X or O, then “misere”)" },
    { ".../.../... misere X", "Unexpected “X” after the tic-tac-toe board (expected the side to move, X or O, then “misere”)" },
    { ".../.../... X X", "Unexpected “X” after the tic-tac-toe board (expected the side to move, X or O, then “misere”)" },
    { ".../.../... misere misere", "Unexpected “misere” after the tic-tac-toe board (expected the side to move, X or O, then “misere”)" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyPosition) pos = NULL;

      pos = sky_position_new_from_string (ttt (), cases[i].text, &error);
      g_assert_null (pos);
      g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* Every game -------------------------------------------------------- */

typedef struct {
  guint64 games;
  guint64 first_wins, second_wins, draws;
  GHashTable *positions;    /* text -> the position */
} Census;

static void
census_walk (Census *census, const SkyPosition *pos)
{
  SkyMove moves[SKY_MAX_MOVES];
  char *text = ttt ()->position_to_string (pos);
  int n;

  if (!g_hash_table_contains (census->positions, text))
    g_hash_table_insert (census->positions, text, sky_position_copy (pos));
  else
    g_free (text);

  n = sky_position_legal_moves (pos, moves);
  g_assert_cmpint (n == 0, ==, sky_position_is_over (pos));
  if (n == 0)
    {
      census->games++;
      switch (ttt ()->result (pos))
        {
        case SKY_RESULT_FIRST_WINS:
          census->first_wins++;
          break;
        case SKY_RESULT_SECOND_WINS:
          census->second_wins++;
          break;
        case SKY_RESULT_DRAW:
          census->draws++;
          break;
        case SKY_RESULT_NONE:
        default:
          g_assert_not_reached ();
        }
      return;
    }
  for (int i = 0; i < n; i++)
    {
      g_autoptr(SkyPosition) child = sky_position_copy (pos);

      sky_position_play (child, moves[i]);
      census_walk (census, child);
    }
}

static Census
census_take (gboolean misere)
{
  g_autoptr(SkyPosition) start = new_board (misere);
  Census census = {
    .positions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        g_free),
  };

  census_walk (&census, start);
  return census;
}

static void
test_all_games (void)
{
  Census normal = census_take (FALSE);
  Census misere = census_take (TRUE);
  GHashTableIter iter;
  gpointer key, value;

  g_assert_cmpuint (normal.games, ==, 255168);
  g_assert_cmpuint (normal.first_wins, ==, 131184);
  g_assert_cmpuint (normal.second_wins, ==, 77904);
  g_assert_cmpuint (normal.draws, ==, 46080);
  g_assert_cmpuint (g_hash_table_size (normal.positions), ==, 5478);

  /* The misère rule ends the same games, with the wins exchanged. */
  g_assert_cmpuint (misere.games, ==, 255168);
  g_assert_cmpuint (misere.first_wins, ==, 77904);
  g_assert_cmpuint (misere.second_wins, ==, 131184);
  g_assert_cmpuint (misere.draws, ==, 46080);
  g_assert_cmpuint (g_hash_table_size (misere.positions), ==, 5478);

  /* Every reachable position's text reads back as the same position. */
  g_hash_table_iter_init (&iter, normal.positions);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      SkyPosition *pos = value;
      g_autoptr(SkyPosition) again = parse_position (key);
      g_autofree char *text = ttt ()->position_to_string (again);

      g_assert_cmpstr (text, ==, key);
      g_assert_cmpint (again->ply, ==, pos->ply);
      g_assert_cmpint (again->to_move, ==, pos->to_move);
      for (int i = 0; i < 9; i++)
        g_assert_cmpint (ttt ()->cell (again, i).kind, ==,
                         ttt ()->cell (pos, i).kind);
    }

  g_hash_table_unref (normal.positions);
  g_hash_table_unref (misere.positions);
}

/* Seed 002's first-move values ------------------------------------- */

static void
check_first_moves (gboolean misere, const int seed_values[9],
                   const int values[9])
{
  g_autoptr(SkyPosition) start = new_board (misere);

  for (int alpha_beta = 0; alpha_beta <= 1; alpha_beta++)
    {
      SkyStrength strength;
      SkySearchResult root;

      minimax_strength (&strength, alpha_beta);

      for (SkyMove first = 0; first < 9; first++)
        {
          g_autoptr(SkyPosition) pos = sky_position_copy (start);
          SkySearchResult result;

          sky_position_play (pos, first);
          if (!alpha_beta)
            {
              g_assert_cmpint (seed002_value (pos), ==, seed_values[first]);
              /* O to move: its value is the negation of X's. */
              g_assert_cmpint (-depth_aware_value (pos, 1), ==,
                               values[first]);
            }
          /* Seen from the position after the first move, every win or
           * loss is a ply nearer: O's value there is worth one more. */
          choose (&strength, pos, &result);
          g_assert_cmpint (result.value, ==,
                           values[first] == 0 ? 0
                           : -values[first] + (values[first] < 0 ? 1 : -1));
        }

      /* From the empty board, the opponent's value for every first move. */
      choose (&strength, start, &root);
      g_assert_cmpint (root.n_moves, ==, 9);
      for (int i = 0; i < 9; i++)
        {
          g_assert_cmpint (root.moves[i], ==, i);
          if (!alpha_beta)
            g_assert_cmpint (root.move_values[i], ==, values[i]);
        }
      g_assert_cmpint (root.value, ==, 0);
    }
}

static void
test_first_moves_normal (void)
{
  /* Seed 002: 初手 0 … 8: 評価値 0 — every first move draws. */
  static const int seed_values[9] = { 0, 0, 0, 0, 0, 0, 0, 0, 0 };
  static const int values[9] = { 0, 0, 0, 0, 0, 0, 0, 0, 0 };

  check_first_moves (FALSE, seed_values, values);
}

static void
test_first_moves_misere (void)
{
  /* Seed 002 under "three in a row loses": the centre draws, every other
   * first move loses for X (-1).  With seed 001's depth-aware values, X's
   * three in a row comes at the earliest on ply 9 of the game for a corner
   * or an edge, hence -(100 - 9) = -91. */
  static const int seed_values[9] = { -1, -1, -1, -1, 0, -1, -1, -1, -1 };
  static const int values[9] = { -91, -91, -91, -91, 0, -91, -91, -91, -91 };

  check_first_moves (TRUE, seed_values, values);
}

/* The minimax opponent's values on hand-made positions: seed 001's
 * depth-aware scoring makes it win as soon as it can and lose as late as it
 * must; ties go to the first move in cell order. */
static void
test_minimax_depth_aware (void)
{
  static const struct {
    const char *position;
    SkyMove move;
    int value;
  } cases[] = {
    /* X wins at once on c1 (99) rather than later. */
    { "XX./OO./... X", 2, 99 },
    /* O must block c1, which draws; anything else loses on the next move. */
    { "XX./.O./... O", 2, 0 },
    /* O is lost (X threatens c3 and then forks); blocking c3 puts the loss
     * off to the fourth ply (-96) instead of the second (-98). */
    { "XO./.X./... O", 8, -96 },
    /* Misère: b1 makes X's line at once (-99); a2 is the first of the
     * moves that lose only on the fifth ply. */
    { "X.X/.O./O.. X misere", 3, -95 },
    /* Misère: c2 is the first drawing reply to the centre. */
    { "X../.O./... X misere", 5, 0 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(SkyPosition) pos = parse_position (cases[i].position);
      SkyMove moves[SKY_MAX_MOVES];
      int n = sky_position_legal_moves (pos, moves);

      g_assert_cmpint (depth_aware_value (pos, 0), ==, cases[i].value);
      for (int alpha_beta = 0; alpha_beta <= 1; alpha_beta++)
        {
          SkyStrength strength;
          SkySearchResult result;

          minimax_strength (&strength, alpha_beta);
          choose (&strength, pos, &result);
          g_assert_cmpint (result.move, ==, cases[i].move);
          g_assert_cmpint (result.value, ==, cases[i].value);
          if (alpha_beta)
            continue;
          /* Plain minimax knows every move's exact value. */
          g_assert_cmpint (result.n_moves, ==, n);
          for (int m = 0; m < n; m++)
            {
              g_autoptr(SkyPosition) child = sky_position_copy (pos);

              sky_position_play (child, moves[m]);
              g_assert_cmpint (result.moves[m], ==, moves[m]);
              g_assert_cmpint (result.move_values[m], ==,
                               -depth_aware_value (child, 1));
            }
        }
    }
}

/* The minimax opponent never loses ----------------------------------- */

typedef struct {
  SkyStrength strength;
  GHashTable *choices;      /* text -> GINT_TO_POINTER (move + 1) */
  GHashTable *worst;        /* text -> GINT_TO_POINTER (outcome + 2) */
  guint searches;
} Perfect;

static SkyMove
perfect_choice (Perfect *perfect, const SkyPosition *pos, const char *text)
{
  gpointer found = g_hash_table_lookup (perfect->choices, text);
  SkySearchResult result;

  if (found != NULL)
    return GPOINTER_TO_INT (found) - 1;
  choose (&perfect->strength, pos, &result);
  perfect->searches++;
  g_hash_table_insert (perfect->choices, g_strdup (text),
                       GINT_TO_POINTER (result.move + 1));
  return result.move;
}

/* The worst outcome for side when side plays the opponent's choices and
 * the other side tries every reply. */
static int
worst_outcome (Perfect *perfect, const SkyPosition *pos, SkySide side)
{
  g_autofree char *text = NULL;
  g_autofree char *key = NULL;
  SkyMove moves[SKY_MAX_MOVES];
  gpointer found;
  int worst = 2, n;

  if (sky_position_is_over (pos))
    return outcome_for (pos, side);

  text = ttt ()->position_to_string (pos);
  key = g_strdup_printf ("%s %d", text, side);
  found = g_hash_table_lookup (perfect->worst, key);
  if (found != NULL)
    return GPOINTER_TO_INT (found) - 2;

  if (pos->to_move == side)
    {
      moves[0] = perfect_choice (perfect, pos, text);
      n = 1;
    }
  else
    n = sky_position_legal_moves (pos, moves);

  for (int i = 0; i < n; i++)
    {
      g_autoptr(SkyPosition) child = sky_position_copy (pos);

      sky_position_play (child, moves[i]);
      worst = MIN (worst, worst_outcome (perfect, child, side));
    }
  g_hash_table_insert (perfect->worst, g_steal_pointer (&key),
                       GINT_TO_POINTER (worst + 2));
  return worst;
}

static void
check_never_loses (gboolean misere, gboolean alpha_beta)
{
  Census census = census_take (misere);
  Perfect perfect = {
    .choices = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
    .worst = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
  };
  GHashTableIter iter;
  gpointer value;
  guint checked = 0, lost = 0;

  minimax_strength (&perfect.strength, alpha_beta);

  /* From every reachable position, the side to move playing the minimax
   * opponent's moves gets at least the game-theoretic value against every
   * reply: it never loses where a draw or a win was there to keep. */
  g_hash_table_iter_init (&iter, census.positions);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      SkyPosition *pos = value;
      int theory, worst;

      if (sky_position_is_over (pos))
        continue;
      theory = seed002_value (pos);
      if (pos->to_move == SKY_SIDE_SECOND)
        theory = -theory;
      worst = worst_outcome (&perfect, pos, pos->to_move);
      g_assert_cmpint (worst, ==, theory);
      checked++;
      lost += theory < 0;
    }
  g_assert_cmpuint (checked, ==, 4520);
  g_assert_cmpuint (perfect.searches, ==, 4520);
  g_test_message ("%u positions in play, %u of them lost with best play",
                  checked, lost);

  g_hash_table_unref (perfect.choices);
  g_hash_table_unref (perfect.worst);
  g_hash_table_unref (census.positions);
}

static void
test_never_loses_normal (void)
{
  check_never_loses (FALSE, TRUE);
}

static void
test_never_loses_misere (void)
{
  check_never_loses (TRUE, TRUE);
}

static void
test_never_loses_plain (void)
{
  check_never_loses (FALSE, FALSE);
}

/* The position editor's cells from rows as the text form writes them. */
static void
ttt_cells (const char *rows, SkyCellKind cells[9])
{
  for (int i = 0; i < 9; i++)
    cells[i] = rows[i] == 'X' ? SKY_CELL_FIRST
               : rows[i] == 'O' ? SKY_CELL_SECOND : SKY_CELL_EMPTY;
}

static void
test_setup (void)
{
  const SkyGame *game = &sky_tictactoe_game;
  const SkyGameSetup misere = { 0, TRUE };
  SkyCellKind cells[9];
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  g_autofree char *text = NULL;

  ttt_cells ("X...O....", cells);
  pos = sky_position_new_from_cells (game, cells, SKY_SIDE_FIRST, &misere, &error);
  g_assert_no_error (error);
  text = game->position_to_string (pos);
  g_assert_cmpstr (text, ==, "X../.O./... X misere");
  g_assert_cmpint (pos->ply, ==, 2);
  g_clear_pointer (&pos, sky_position_free);

  /* The side to move follows from the marks. */
  pos = sky_position_new_from_cells (game, cells, SKY_SIDE_SECOND, NULL, &error);
  g_assert_null (pos);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "X’s turn"));
  g_clear_error (&error);

  /* Counts no game reaches. */
  ttt_cells ("XX.......", cells);
  pos = sky_position_new_from_cells (game, cells, SKY_SIDE_SECOND, NULL, &error);
  g_assert_null (pos);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "X has 2 marks and O has 0"));
  g_clear_error (&error);

  /* Both with three in a row. */
  ttt_cells ("XXXOOO...", cells);
  pos = sky_position_new_from_cells (game, cells, SKY_SIDE_FIRST, NULL, &error);
  g_assert_null (pos);
  g_assert_nonnull (strstr (error->message, "both"));
  g_clear_error (&error);

  /* A finished game: nothing to play from it. */
  ttt_cells ("XXXOO....", cells);
  pos = sky_position_new_from_cells (game, cells, SKY_SIDE_SECOND, NULL, &error);
  g_assert_null (pos);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* Number-grab's boards come from the seed. */
  pos = sky_position_new_from_cells (sky_game_get (SKY_GAME_NUMBERGRAB), cells,
                                     SKY_SIDE_FIRST, NULL, &error);
  g_assert_null (pos);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tictactoe/rules/start", test_rules_start);
  g_test_add_func ("/tictactoe/rules/play", test_rules_play);
  g_test_add_func ("/tictactoe/rules/misere", test_rules_misere);
  g_test_add_func ("/tictactoe/text/moves", test_move_text);
  g_test_add_func ("/tictactoe/text/moves-rejected", test_move_text_rejected);
  g_test_add_func ("/tictactoe/text/positions", test_position_text);
  g_test_add_func ("/tictactoe/text/positions-rejected",
                   test_position_text_rejected);
  g_test_add_func ("/tictactoe/all-games", test_all_games);
  g_test_add_func ("/tictactoe/minimax/first-moves-normal",
                   test_first_moves_normal);
  g_test_add_func ("/tictactoe/minimax/first-moves-misere",
                   test_first_moves_misere);
  g_test_add_func ("/tictactoe/minimax/depth-aware", test_minimax_depth_aware);
  g_test_add_func ("/tictactoe/setup", test_setup);
  g_test_add_func ("/tictactoe/minimax/never-loses-normal",
                   test_never_loses_normal);
  g_test_add_func ("/tictactoe/minimax/never-loses-misere",
                   test_never_loses_misere);
  g_test_add_func ("/tictactoe/minimax/never-loses-plain",
                   test_never_loses_plain);

  return g_test_run ();
}
