/* test-fourbyfour.c: the fourth game (games/fourbyfour.h), which lives in
 * tests/ only, joins the registry with one line and is then played by the
 * engine as any game: its rules and text forms, the registry's answers,
 * every opponent kind in a round of matches through the series of
 * experiment.h (exact tallies, fixed seed), plain minimax against
 * alpha-beta move for move, and one whole game of sky_selfplay_game ().
 */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "experiment.h"
#include "fourbyfour.h"
#include "selfplay.h"

static SkyPosition *
position (const char *text)
{
  g_autoptr(GError) error = NULL;
  SkyPosition *pos = sky_position_new_from_string (&sky_fourbyfour_game, text,
                                                   &error);

  g_assert_no_error (error);
  g_assert_nonnull (pos);
  return pos;
}

static void
assert_refused (const char *text, const char *message_part)
{
  g_autoptr(GError) error = NULL;
  SkyPosition *pos = sky_position_new_from_string (&sky_fourbyfour_game, text,
                                                   &error);

  g_assert_null (pos);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, message_part));
}

/* ---- The registry -------------------------------------------------------- */

static void
test_registry (void)
{
  const SkyGame *game = &sky_fourbyfour_game;

  g_assert_cmpuint (sky_game_count (), ==, 4);
  g_assert_cmpint (game->kind, ==, 3);
  g_assert_true (sky_game_get (game->kind) == game);
  g_assert_true (sky_game_from_id ("fourbyfour") == game);
  /* The built-in games keep their places. */
  g_assert_cmpstr (sky_game_get (0)->id, ==, "numbergrab");
  g_assert_cmpstr (sky_game_get (2)->id, ==, "reversi");
}

/* ---- The rules ----------------------------------------------------------- */

static void
test_rules (void)
{
  const SkyGame *game = &sky_fourbyfour_game;
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *start = game->position_to_string (pos);
  SkyMove moves[SKY_MAX_MOVES];
  SkyMove move;
  /* X takes the top row while O plays the second. */
  static const char *const line[] = { "a1", "a2", "b1", "b2", "c1", "c2", "d1" };

  g_assert_cmpstr (start, ==, "..../..../..../.... X");
  g_assert_cmpint (sky_position_legal_moves (pos, moves), ==, 16);
  g_assert_cmpint (moves[0], ==, 0);
  g_assert_cmpint (moves[15], ==, 15);

  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    {
      g_autofree char *text = NULL;

      g_assert_false (sky_position_is_over (pos));
      g_assert_true (game->move_from_string (pos, line[i], &move, &error));
      g_assert_no_error (error);
      text = game->move_to_string (pos, move);
      g_assert_cmpstr (text, ==, line[i]);
      sky_position_play (pos, move);
    }
  g_assert_true (sky_position_is_over (pos));
  g_assert_cmpint (game->result (pos), ==, SKY_RESULT_FIRST_WINS);
  g_assert_cmpint (game->score (pos, SKY_SIDE_FIRST), ==, 1);
  g_assert_cmpint (game->score (pos, SKY_SIDE_SECOND), ==, 0);
  g_assert_cmpint (game->final_value (pos, SKY_SIDE_FIRST, 3), ==, 997);
  g_assert_cmpint (game->final_value (pos, SKY_SIDE_SECOND, 3), ==, -997);
  g_assert_cmpint (sky_position_legal_moves (pos, moves), ==, 0);
  {
    g_autofree char *text = game->position_to_string (pos);

    g_assert_cmpstr (text, ==, "XXXX/OOO./..../.... O");
  }
  g_assert_cmpint (game->cell (pos, 0).kind, ==, SKY_CELL_FIRST);
  g_assert_cmpint (game->cell (pos, 4).kind, ==, SKY_CELL_SECOND);
  g_assert_cmpint (game->cell (pos, 4).owner, ==, SKY_SIDE_SECOND);
  g_assert_cmpint (game->cell (pos, 7).kind, ==, SKY_CELL_EMPTY);
  g_assert_false (game->move_from_string (pos, "d4", &move, &error));
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
}

static void
test_draw (void)
{
  const SkyGame *game = &sky_fourbyfour_game;
  /* A full board without four in a row. */
  g_autoptr(SkyPosition) pos = position ("XXOO/OOXX/XXOO/OOXX");

  g_assert_true (sky_position_is_over (pos));
  g_assert_cmpint (game->result (pos), ==, SKY_RESULT_DRAW);
  g_assert_cmpint (game->final_value (pos, SKY_SIDE_FIRST, 1), ==, 0);
  g_assert_cmpint (pos->ply, ==, 16);
}

static void
test_text (void)
{
  const SkyGame *game = &sky_fourbyfour_game;
  g_autoptr(SkyPosition) pos = position ("x.o./.x../..../.... o");
  g_autofree char *text = game->position_to_string (pos);
  g_autoptr(GError) error = NULL;
  SkyMove move;

  g_assert_cmpstr (text, ==, "X.O./.X../..../.... O");
  g_assert_cmpint (pos->ply, ==, 3);
  g_assert_cmpint (pos->to_move, ==, SKY_SIDE_SECOND);
  /* The evaluation: X's open lines (the a1–d4 diagonal with two marks,
   * 4; the second row and the first two columns, 1 each) against O's (the
   * third column, 1); the first row holds both and counts for nobody. */
  g_assert_cmpint (game->evaluate (pos, SKY_SIDE_FIRST, FALSE), ==, 7 - 1);
  g_assert_cmpint (game->evaluate (pos, SKY_SIDE_SECOND, FALSE), ==, 1 - 7);

  g_assert_false (game->move_from_string (pos, "e1", &move, &error));
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "“e1” is not a four by four square"));
  g_clear_error (&error);
  g_assert_false (game->move_from_string (pos, "C1", &move, &error));
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "c1 is already taken"));

  assert_refused ("", "Empty four by four position");
  assert_refused ("XXX/..../..../....", "four rows of four cells");
  assert_refused ("X?../..../..../....", "a cell is X, O or .");
  assert_refused ("XX../..../..../....", "X has 2 marks and O has 0");
  assert_refused ("X.../..../..../.... X", "It is O’s turn on this board");
  assert_refused ("XXXX/OOOO/..../....", "Nobody moves after four in a row");
  assert_refused ("XXXX/OOO./O.../....", "Nobody moves after four in a row");
  assert_refused ("..../..../..../.... X misere", "Unexpected “misere”");
}

static void
test_set_up (void)
{
  const SkyGame *game = &sky_fourbyfour_game;
  SkyCellKind cells[SKY_FOURBYFOUR_CELLS] = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  g_autofree char *text = NULL;

  cells[5] = SKY_CELL_FIRST;
  cells[10] = SKY_CELL_SECOND;
  pos = sky_position_new_from_cells (game, cells, SKY_SIDE_FIRST, NULL, &error);
  g_assert_no_error (error);
  text = game->position_to_string (pos);
  g_assert_cmpstr (text, ==, "..../.X../..O./.... X");

  /* O to move after one X and one O: refused, with the reason. */
  g_assert_null (sky_position_new_from_cells (game, cells, SKY_SIDE_SECOND,
                                              NULL, &error));
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);
  cells[0] = SKY_CELL_SECOND;
  g_assert_null (sky_position_new_from_cells (game, cells, SKY_SIDE_FIRST,
                                              NULL, &error));
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
}

/* ---- The opponents ------------------------------------------------------- */

static void
test_minimax_finds_the_win (void)
{
  g_autoptr(SkyPosition) pos = position ("XXX./OOO./..../.... X");
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  SkyStrength strength = { .kind = SKY_PLAYER_MINIMAX, .depth = 3,
                           .alpha_beta = TRUE };
  SkySearchResult result;

  g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL, NULL,
                                    &result, &error));
  g_assert_no_error (error);
  g_assert_cmpint (result.move, ==, 3);                 /* d1 */
  g_assert_cmpint (result.value, ==, 1000 - 1);

  /* The priority table: the first centre cell, b2, on the empty board. */
  strength = (SkyStrength) { .kind = SKY_PLAYER_PRIORITY };
  {
    g_autoptr(SkyPosition) empty = position ("..../..../..../....");

    sky_position_copy_into (pos, empty);
  }
  g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL, NULL,
                                    &result, &error));
  g_assert_cmpint (result.move, ==, 5);
}

/* The six opponents: every kind, minimax with and without alpha-beta and
 * Monte Carlo flat and as a tree. */
typedef struct {
  const char *name;
  SkyStrength strength;
} Opponent;

static const Opponent opponents[] = {
  { "minimax", { .kind = SKY_PLAYER_MINIMAX, .depth = 2 } },
  { "alphabeta", { .kind = SKY_PLAYER_MINIMAX, .depth = 3, .alpha_beta = TRUE } },
  { "random", { .kind = SKY_PLAYER_RANDOM } },
  { "priority", { .kind = SKY_PLAYER_PRIORITY } },
  { "montecarlo", { .kind = SKY_PLAYER_MONTECARLO, .playouts = 12 } },
  { "montecarlo-tree", { .kind = SKY_PLAYER_MONTECARLO, .tree = TRUE,
                         .playouts = 200 } },
};

#define N_OPPONENTS G_N_ELEMENTS (opponents)

/* Every game of a series is checked as it ends: over, and its moves
 * replayed from the start give the same end. */
static void
check_game (const SkySeries *series, int index, const SkySelfplayGame *game,
            const SkySelfplayGame *ab_game, gpointer data)
{
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_fourbyfour_game, NULL);

  g_assert_cmpint (game->result, !=, SKY_RESULT_NONE);
  g_assert_cmpint (game->n_moves, >=, 7);
  g_assert_cmpint (game->n_moves, <=, SKY_FOURBYFOUR_CELLS);
  for (int i = 0; i < game->n_moves; i++)
    {
      g_assert_false (sky_position_is_over (pos));
      g_assert_true (sky_position_is_legal_move (pos, game->moves[i]));
      sky_position_play (pos, game->moves[i]);
    }
  g_assert_true (sky_position_is_over (pos));
  g_assert_cmpint (sky_fourbyfour_game.result (pos), ==, game->result);
}

/* The round: each opponent against each, both ways round, two games a
 * series from seed 22.  wins[first][second] is the tally of first (X)
 * against second (O): X's wins, O's wins, draws. */
static const int round_wins[N_OPPONENTS][N_OPPONENTS][3] = {
  /* minimax */
  { { 0, 0, 2 }, { 0, 0, 2 }, { 2, 0, 0 }, { 2, 0, 0 }, { 2, 0, 0 }, { 0, 0, 2 } },
  /* alphabeta */
  { { 0, 0, 2 }, { 0, 0, 2 }, { 2, 0, 0 }, { 2, 0, 0 }, { 2, 0, 0 }, { 0, 0, 2 } },
  /* random */
  { { 0, 2, 0 }, { 0, 2, 0 }, { 1, 0, 1 }, { 0, 2, 0 }, { 0, 2, 0 }, { 0, 2, 0 } },
  /* priority */
  { { 0, 2, 0 }, { 0, 2, 0 }, { 2, 0, 0 }, { 2, 0, 0 }, { 0, 2, 0 }, { 0, 1, 1 } },
  /* montecarlo */
  { { 0, 1, 1 }, { 0, 1, 1 }, { 2, 0, 0 }, { 2, 0, 0 }, { 0, 2, 0 }, { 0, 2, 0 } },
  /* montecarlo-tree */
  { { 0, 0, 2 }, { 0, 0, 2 }, { 2, 0, 0 }, { 2, 0, 0 }, { 2, 0, 0 }, { 0, 0, 2 } },
};

static void
test_round (void)
{
  SkyExperimentSetup setup = {
    .game = &sky_fourbyfour_game,
    .seed = 22,
    .n_games = 2,
    .n_threads = 2,
  };
  SkyExperimentCallbacks callbacks = { .game_done = check_game };
  g_autoptr(GError) error = NULL;
  SkyExperiment *experiment = sky_experiment_new (&setup, &error);

  g_assert_no_error (error);
  for (guint a = 0; a < N_OPPONENTS; a++)
    for (guint b = 0; b < N_OPPONENTS; b++)
      {
        SkySeries series = { 0 };

        series.first = opponents[a].strength;
        series.second = opponents[b].strength;
        g_assert_true (sky_experiment_play_series (experiment, &series, NULL,
                                                   &callbacks, NULL, &error));
        g_assert_no_error (error);
        g_assert_cmpint (series.n_games, ==, 2);
        g_test_message ("%s against %s: %d-%d, %d drawn", opponents[a].name,
                        opponents[b].name, series.wins[0], series.wins[1],
                        series.wins[2]);
        g_assert_cmpmem (series.wins, sizeof series.wins,
                         round_wins[a][b], sizeof round_wins[a][b]);
        if (opponents[a].strength.kind == SKY_PLAYER_MINIMAX)
          g_assert_cmpuint (series.evaluations[SKY_SIDE_FIRST], >, 0);
        if (opponents[b].strength.kind == SKY_PLAYER_MONTECARLO)
          g_assert_cmpuint (series.playouts[SKY_SIDE_SECOND], >, 0);
      }
  sky_experiment_free (experiment);
}

/* Plain minimax and alpha-beta choose the same moves, alpha-beta with
 * fewer evaluations: the experiment replays every game to check. */
static void
test_alpha_beta_same_games (void)
{
  SkyExperimentSetup setup = {
    .game = &sky_fourbyfour_game,
    .seed = 22,
    .n_games = 2,
    .n_threads = 1,
    .alpha_beta_too = TRUE,
  };
  g_autoptr(GError) error = NULL;
  SkyExperiment *experiment = sky_experiment_new (&setup, &error);
  SkySeries series = { 0 };

  g_assert_no_error (error);
  sky_experiment_level_strength (sky_fourbyfour_game.kind, 3, &series.first);
  sky_experiment_level_strength (sky_fourbyfour_game.kind, 2, &series.second);
  g_assert_false (series.first.alpha_beta);
  g_assert_true (sky_experiment_play_series (experiment, &series, NULL, NULL,
                                             NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (series.n_games, ==, 2);
  g_assert_cmpuint (series.ab_evaluations[SKY_SIDE_FIRST], <,
                    series.evaluations[SKY_SIDE_FIRST]);
  sky_experiment_free (experiment);
}

/* One game of alpha-beta at depth 3 against the priority table, move by
 * move: the table takes the centre while X builds the first column and
 * the top row, and cannot block both. */
static void
test_selfplay (void)
{
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_fourbyfour_game, NULL);
  g_autoptr(SkyPosition) start = sky_position_copy (pos);
  g_autoptr(GRand) rand = g_rand_new_with_seed (22);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) moves = g_string_new (NULL);
  SkyStrength first = opponents[1].strength, second = opponents[3].strength;
  SkySelfplayGame game;

  g_assert_true (sky_selfplay_game (pos, &first, &second, rand, NULL, &game,
                                    &error));
  g_assert_no_error (error);
  for (int i = 0; i < game.n_moves; i++)
    {
      g_autofree char *text = sky_fourbyfour_game.move_to_string (start,
                                                                   game.moves[i]);

      g_string_append_printf (moves, "%s%s", i > 0 ? " " : "", text);
      sky_position_play (start, game.moves[i]);
    }
  g_test_message ("%s", moves->str);
  g_assert_cmpstr (moves->str, ==, "a1 b2 d1 c2 a2 b3 a3 c3 a4");
  g_assert_cmpint (game.result, ==, SKY_RESULT_FIRST_WINS);
  g_assert_cmpint (game.score[SKY_SIDE_FIRST], ==, 1);
  g_assert_cmpint (game.score[SKY_SIDE_SECOND], ==, 0);
  g_assert_cmpuint (game.evaluations[SKY_SIDE_SECOND], ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* The one line that makes the game known. */
  sky_game_register (&sky_fourbyfour_game);

  g_test_add_func ("/fourbyfour/registry", test_registry);
  g_test_add_func ("/fourbyfour/rules", test_rules);
  g_test_add_func ("/fourbyfour/draw", test_draw);
  g_test_add_func ("/fourbyfour/text", test_text);
  g_test_add_func ("/fourbyfour/set-up", test_set_up);
  g_test_add_func ("/fourbyfour/opponents", test_minimax_finds_the_win);
  g_test_add_func ("/fourbyfour/round", test_round);
  g_test_add_func ("/fourbyfour/alpha-beta", test_alpha_beta_same_games);
  g_test_add_func ("/fourbyfour/selfplay", test_selfplay);
  return g_test_run ();
}
