/* test-numbergrab.c: number-grab against seed 000: Python's random numbers,
 * the boards, the fixture games move by move, the whole seed-0 table game by
 * game, the rules' edge cases and the text forms. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <glib.h>

#include "numbergrab.h"
#include "pyrandom.h"
#include "selfplay.h"

static const SkyGame *game = &sky_numbergrab_game;

/* Values printed by CPython 3.11's random module. */
static void
test_pyrandom_stream (void)
{
  static const guint32 seed0[] = {
    3626764237u, 1654615998u, 3255389356u, 3823568514u, 1806341205u,
  };
  static const guint32 seed_max[] = { 2728839433u, 2661025012u, 872737089u };
  g_autoptr(SkyPyRandom) r0 = sky_py_random_new (0, NULL);
  g_autoptr(SkyPyRandom) rmax = sky_py_random_new (G_MAXUINT32, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (seed0); i++)
    g_assert_cmpuint (sky_py_random_getrandbits32 (r0), ==, seed0[i]);
  for (gsize i = 0; i < G_N_ELEMENTS (seed_max); i++)
    g_assert_cmpuint (sky_py_random_getrandbits32 (rmax), ==, seed_max[i]);
}

static void
test_pyrandom_randint (void)
{
  static const int dice[] = { 4, 4, 1, 3, 5, 4, 4, 3, 4, 3 };
  static const int wide[] = { 194, 826, 859 };
  static const gint64 widest[] = { 938204377, 2167613558, 598176026 };
  static const int seed1[] = { -5, 9, -7, -1, -6, 6, 5, 6, 3, -3, -6, 6 };
  g_autoptr(SkyPyRandom) r0 = sky_py_random_new (0, NULL);
  g_autoptr(SkyPyRandom) r1 = sky_py_random_new (1, NULL);

  /* random.seed (0); randint (1, 6) x 10; randint (-1000, 1000) x 3;
   * randint (0, 2**32 - 2) x 3; randint (5, 5) x 2; getrandbits (32) */
  for (gsize i = 0; i < G_N_ELEMENTS (dice); i++)
    g_assert_cmpint (sky_py_random_randint (r0, 1, 6), ==, dice[i]);
  for (gsize i = 0; i < G_N_ELEMENTS (wide); i++)
    g_assert_cmpint (sky_py_random_randint (r0, -1000, 1000), ==, wide[i]);
  for (gsize i = 0; i < G_N_ELEMENTS (widest); i++)
    g_assert_cmpint (sky_py_random_randint (r0, 0, G_MAXUINT32 - 1), ==,
                     widest[i]);
  g_assert_cmpint (sky_py_random_randint (r0, 5, 5), ==, 5);
  g_assert_cmpint (sky_py_random_randint (r0, 5, 5), ==, 5);
  g_assert_cmpuint (sky_py_random_getrandbits32 (r0), ==, 3246154361u);

  /* random.seed (1); randint (-9, 9) x 12 */
  for (gsize i = 0; i < G_N_ELEMENTS (seed1); i++)
    g_assert_cmpint (sky_py_random_randint (r1, -9, 9), ==, seed1[i]);
}

static void
test_pyrandom_version (void)
{
  g_autoptr(GError) error = NULL;
  SkyPyRandom *random;

  /* Only our check reads the variable here: GLib has read it already. */
  g_setenv ("G_RANDOM_VERSION", "2.0", TRUE);
  random = sky_py_random_new (0, &error);
  g_assert_null (random);
  g_assert_error (error, SKY_PY_RANDOM_ERROR,
                  SKY_PY_RANDOM_ERROR_RANDOM_VERSION);
  g_assert_nonnull (strstr (error->message, "G_RANDOM_VERSION"));
  g_clear_error (&error);

  g_setenv ("G_RANDOM_VERSION", "2.2", TRUE);
  random = sky_py_random_new (0, &error);
  g_assert_no_error (error);
  sky_py_random_free (random);
  g_unsetenv ("G_RANDOM_VERSION");
}

/* The seed-0 experiment's first board (fixture numbergrab-seed0-first-game). */
static const int first_board[64] = {
  3, 4, -8, -1, 7, 6, 3, 8,
  2, 9, -3, 7, -5, 3, -6, -1,
  8, -5, 2, -7, 1, 6, 8, -6,
  2, 4, 1, -3, 8, 6, 5, 7,
  -1, -8, 8, -9, -7, 3, -9, 6,
  1, -2, 1, -7, -3, 9, -2, -2,
  -5, 8, 5, -7, -7, 1, 7, 6,
  -6, 9, 2, 8, 1, 8, -3, 8,
};

/* The first game on it, level 2 against level 2: (row, column) taken, the
 * number, the totals and the seed's evaluation counter after the move. */
static const struct {
  int row, col, num, fval, sval, count;
} first_game[] = {
  { 0, 7, 8, 8, 0, 56 }, { 3, 7, 7, 8, 7, 105 }, { 3, 4, 8, 16, 7, 154 },
  { 0, 4, 7, 16, 14, 202 }, { 0, 5, 6, 22, 14, 244 },
  { 5, 5, 9, 22, 23, 291 }, { 5, 4, -3, 19, 23, 336 },
  { 2, 4, 1, 19, 24, 371 }, { 2, 0, 8, 27, 24, 416 },
  { 5, 0, 1, 27, 25, 458 }, { 5, 2, 1, 28, 25, 491 },
  { 4, 2, 8, 28, 33, 533 }, { 4, 7, 6, 34, 33, 572 },
  { 5, 7, -2, 34, 31, 601 }, { 5, 6, -2, 32, 31, 622 },
  { 2, 6, 8, 32, 39, 662 }, { 2, 5, 6, 38, 39, 689 },
  { 4, 5, 3, 38, 42, 720 }, { 4, 0, -1, 37, 42, 747 },
  { 0, 0, 3, 37, 45, 777 }, { 0, 6, 3, 40, 45, 801 },
  { 3, 6, 5, 40, 50, 830 }, { 3, 0, 2, 42, 50, 855 },
  { 1, 0, 2, 42, 52, 876 }, { 1, 1, 9, 51, 52, 907 },
  { 0, 1, 4, 51, 56, 933 }, { 0, 3, -1, 50, 56, 945 },
  { 1, 3, 7, 50, 63, 974 }, { 1, 5, 3, 53, 63, 991 },
  { 3, 5, 6, 53, 69, 1008 }, { 3, 1, 4, 57, 69, 1023 },
  { 5, 1, -2, 57, 67, 1044 }, { 5, 3, -7, 50, 67, 1045 },
};

/* The board printed under `play (2, 2)` in seed 000, and how that game
 * ended: the board after its 24th move. */
static const int article_board[64] = {
  -5, 4, 4, -3, -2, 9, -5, 8,
  -4, -8, -5, 7, 6, 1, -5, -9,
  9, -3, 9, 8, -8, -5, -1, 9,
  -1, 6, 5, -7, 4, -7, -7, 7,
  -8, 7, -1, -9, 2, 7, 9, -5,
  1, 5, -8, 8, 2, -7, 7, -9,
  -6, -7, 6, 9, 3, 6, -8, -1,
  -3, -8, -7, -9, 6, -7, -5, 9,
};

static const char article_final[] =
  "first 69 second 49\n"
  "-5 ** ** -3 ** ** -5 **\n"
  "-4 -8 -5 +7 ** ** -5 -9\n"
  "+9 -3 +9 +8 ** -5 -1 +9\n"
  "-1 ** +5 -7 ** -7 -7 +7\n"
  "-8 ** -1 -9 ** ** ** -5\n"
  "+1 ** -8 ** ** -7 ** -9\n"
  "-6 -7 ** ** ** ** -8 -1\n"
  "-3 -8 -7 -9 ** -7 -5 **\n"
  "game over\n";

static SkyPosition *
position_with_values (const int *values)
{
  SkyPosition *pos = g_malloc0 (game->position_size);

  sky_numbergrab_init_with_values (pos, values);
  return pos;
}

static void
set_levels (SkyStrength *first, SkyStrength *second, int x, int y,
            gboolean alpha_beta)
{
  sky_strength_init_default (first, SKY_PLAYER_MINIMAX, SKY_GAME_NUMBERGRAB);
  first->depth = x;
  first->alpha_beta = alpha_beta;
  *second = *first;
  second->depth = y;
}

static void
test_board_seed0 (void)
{
  g_autoptr(SkyPyRandom) random = sky_py_random_new (0, NULL);
  g_autoptr(SkyPosition) pos = g_malloc0 (game->position_size);
  g_autoptr(SkyPosition) from_setup = NULL;
  SkyGameSetup setup = { .seed = 0 };

  sky_numbergrab_init_from_random (pos, random);
  for (int i = 0; i < 64; i++)
    g_assert_cmpint (sky_numbergrab_value (pos, i / 8, i % 8), ==,
                     first_board[i]);

  /* A new game with seed 0 gets the same board. */
  from_setup = sky_position_new (game, &setup);
  g_assert_cmpmem (from_setup, game->position_size, pos, game->position_size);
}

/* The fixture game, each move chosen by the minimax player and checked. */
static void
test_game_seed0_first (void)
{
  g_autoptr(SkyPosition) pos = position_with_values (first_board);
  SkyStrength strength[2];
  guint64 count = 0;

  set_levels (&strength[0], &strength[1], 2, 2, FALSE);
  for (gsize i = 0; i < G_N_ELEMENTS (first_game); i++)
    {
      SkySearchResult result;
      SkySide side = pos->to_move;

      g_assert_false (sky_position_is_over (pos));
      g_assert_cmpint (side, ==, i % 2 == 0 ? SKY_SIDE_FIRST : SKY_SIDE_SECOND);
      g_assert_true (sky_player_choose (&strength[side], pos, NULL, NULL,
                                        NULL, NULL, &result, NULL));
      count += result.evaluations;
      g_assert_cmpint (result.move, ==,
                       first_game[i].row * 8 + first_game[i].col);
      g_assert_cmpint (sky_numbergrab_value (pos, first_game[i].row,
                                             first_game[i].col), ==,
                       first_game[i].num);
      sky_position_play (pos, result.move);
      g_assert_cmpint (game->score (pos, SKY_SIDE_FIRST), ==,
                       first_game[i].fval);
      g_assert_cmpint (game->score (pos, SKY_SIDE_SECOND), ==,
                       first_game[i].sval);
      g_assert_cmpuint (count, ==, first_game[i].count);
    }
  g_assert_true (sky_position_is_over (pos));
  g_assert_cmpint (pos->ply, ==, 33);
  g_assert_cmpint (game->result (pos), ==, SKY_RESULT_SECOND_WINS);
}

static void
test_game_article (void)
{
  g_autoptr(SkyPosition) pos = position_with_values (article_board);
  g_autofree char *text = NULL;
  g_autofree char *board_part = NULL;
  SkyStrength first, second;
  SkySelfplayGame result;

  set_levels (&first, &second, 2, 2, FALSE);
  g_assert_true (sky_selfplay_game (pos, &first, &second, NULL, NULL, &result,
                                    NULL));
  g_assert_cmpint (result.n_moves, ==, 24);
  g_assert_cmpint (result.moves[0], ==, 0 * 8 + 5);   /* (0, 5), the 9 */
  g_assert_cmpint (result.moves[1], ==, 4 * 8 + 5);   /* (4, 5), the 7 */
  g_assert_cmpint (result.moves[23], ==, 2 * 8 + 4);  /* (2, 4), the -8 */
  g_assert_cmpint (result.score[SKY_SIDE_FIRST], ==, 69);
  g_assert_cmpint (result.score[SKY_SIDE_SECOND], ==, 49);
  g_assert_cmpuint (result.evaluations[0] + result.evaluations[1], ==, 857);
  g_assert_cmpint (result.result, ==, SKY_RESULT_FIRST_WINS);

  /* The board as the article prints it at the end (the taken line follows). */
  text = game->position_to_string (pos);
  board_part = g_strndup (text, strlen (article_final));
  g_assert_cmpstr (board_part, ==, article_final);
  g_assert_true (g_str_has_prefix (text + strlen (article_final), "taken f1+9 f5+7 "));
}

/* Seed 000's test1 (2, 6) after random.seed (0): wins of the first player,
 * of the second, draws, and the average evaluation count, as the seed
 * program prints them. */
static const struct {
  int first, second, fwin, swin, draw, average;
} seed0_table[] = {
  { 2, 2, 63, 35, 2, 1009 }, { 2, 3, 45, 55, 0, 3512 },
  { 2, 4, 33, 67, 0, 17373 }, { 2, 5, 31, 68, 1, 96798 },
  { 3, 2, 84, 16, 0, 3420 }, { 3, 3, 73, 25, 2, 6208 },
  { 3, 4, 49, 49, 2, 20242 }, { 3, 5, 56, 43, 1, 99393 },
  { 4, 2, 91, 8, 1, 17829 }, { 4, 3, 78, 21, 1, 21287 },
  { 4, 4, 70, 29, 1, 34851 }, { 4, 5, 61, 37, 2, 114155 },
  { 5, 2, 90, 10, 0, 101983 }, { 5, 3, 77, 22, 1, 109437 },
  { 5, 4, 79, 20, 1, 122856 }, { 5, 5, 66, 32, 2, 201120 },
};

typedef struct {
  int first, second, game, diff;
  guint64 count;
} PerGame;

static GArray *
load_per_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST,
                                                 "numbergrab-seed0-pergame.tsv",
                                                 NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  GArray *games = g_array_new (FALSE, FALSE, sizeof (PerGame));

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      PerGame row;
      guint64 count;

      if (lines[i][0] == '#' || lines[i][0] == '\0'
          || g_str_has_prefix (lines[i], "first\t"))
        continue;
      g_assert_cmpint (sscanf (lines[i], "%d\t%d\t%d\t%d\t%" G_GUINT64_FORMAT,
                               &row.first, &row.second, &row.game, &row.diff,
                               &count), ==, 5);
      row.count = count;
      g_array_append_val (games, row);
    }
  return games;
}

/* The whole experiment, game by game, against the seed program. */
static void
test_experiment_seed0 (void)
{
  g_autoptr(GArray) expected = load_per_game ();
  g_autoptr(SkyPyRandom) random = sky_py_random_new (0, NULL);
  g_autoptr(SkyPosition) pos = g_malloc0 (game->position_size);
  gsize next = 0;

  g_assert_cmpuint (expected->len, ==, 1600);
  for (gsize pair = 0; pair < G_N_ELEMENTS (seed0_table); pair++)
    {
      int wins[3] = { 0, 0, 0 };
      guint64 count = 0;
      SkyStrength first, second;

      set_levels (&first, &second, seed0_table[pair].first,
                  seed0_table[pair].second, FALSE);
      for (int i = 0; i < 100; i++)
        {
          const PerGame *want = &g_array_index (expected, PerGame, next++);
          SkySelfplayGame result;
          guint64 evaluations;
          int diff;

          sky_numbergrab_init_from_random (pos, random);
          g_assert_true (sky_selfplay_game (pos, &first, &second, NULL, NULL,
                                            &result, NULL));
          diff = result.score[0] - result.score[1];
          evaluations = result.evaluations[0] + result.evaluations[1];
          if (diff != want->diff || evaluations != want->count)
            g_error ("levels %d vs %d, game %d: fval - sval %d, %"
                     G_GUINT64_FORMAT " evaluations; the seed program: %d, %"
                     G_GUINT64_FORMAT, first.depth, second.depth, i, diff,
                     evaluations, want->diff, want->count);
          g_assert_cmpint (want->first, ==, first.depth);
          g_assert_cmpint (want->second, ==, second.depth);
          g_assert_cmpint (want->game, ==, i);
          wins[diff > 0 ? 0 : diff < 0 ? 1 : 2]++;
          count += evaluations;
        }
      g_assert_cmpint (wins[0], ==, seed0_table[pair].fwin);
      g_assert_cmpint (wins[1], ==, seed0_table[pair].swin);
      g_assert_cmpint (wins[2], ==, seed0_table[pair].draw);
      g_assert_cmpuint (count / 100, ==, seed0_table[pair].average);
    }
}

static void
play_cells (SkyPosition *pos, const char *const *cells)
{
  for (int i = 0; cells[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      SkyMove move;

      g_assert_false (sky_position_is_over (pos));
      g_assert_true (game->move_from_string (pos, cells[i], &move, &error));
      g_assert_no_error (error);
      sky_position_play (pos, move);
    }
}

static void
test_rules_start (void)
{
  g_autoptr(SkyPosition) pos = position_with_values (first_board);
  SkyMove moves[SKY_MAX_MOVES];
  gboolean is_row = FALSE;
  int n;

  g_assert_false (sky_position_is_over (pos));
  g_assert_cmpint (game->result (pos), ==, SKY_RESULT_NONE);
  g_assert_cmpint (pos->to_move, ==, SKY_SIDE_FIRST);
  g_assert_cmpint (sky_numbergrab_line (pos, &is_row), ==, 0);
  g_assert_true (is_row);
  n = sky_position_legal_moves (pos, moves);
  g_assert_cmpint (n, ==, 8);
  for (int i = 0; i < 8; i++)
    g_assert_cmpint (moves[i], ==, i);

  /* The first takes h1 (the +8); the second then takes along column h,
   * rows 2..8 in order, h1 being gone. */
  sky_position_play (pos, 7);
  g_assert_cmpint (sky_numbergrab_line (pos, &is_row), ==, 7);
  g_assert_false (is_row);
  g_assert_true (sky_numbergrab_is_taken (pos, 0, 7));
  n = sky_position_legal_moves (pos, moves);
  g_assert_cmpint (n, ==, 7);
  for (int i = 0; i < 7; i++)
    g_assert_cmpint (moves[i], ==, (i + 1) * 8 + 7);
  g_assert_cmpint (game->evaluate (pos, SKY_SIDE_FIRST, FALSE), ==, 8);
  g_assert_cmpint (game->evaluate (pos, SKY_SIDE_SECOND, FALSE), ==, -8);

  /* The second takes h4 (+7): the first along row 4, without h4. */
  sky_position_play (pos, 3 * 8 + 7);
  g_assert_cmpint (sky_numbergrab_line (pos, &is_row), ==, 3);
  g_assert_true (is_row);
  n = sky_position_legal_moves (pos, moves);
  g_assert_cmpint (n, ==, 7);
  g_assert_cmpint (moves[6], ==, 3 * 8 + 6);
  g_assert_cmpint (sky_numbergrab_total (pos, SKY_SIDE_SECOND), ==, 7);
}

static void
test_rules_cells (void)
{
  g_autoptr(SkyPosition) pos = position_with_values (first_board);
  SkyCell cell;

  sky_position_play (pos, 7);
  sky_position_play (pos, 31);
  cell = game->cell (pos, 0);
  g_assert_cmpint (cell.kind, ==, SKY_CELL_NUMBER);
  g_assert_cmpint (cell.value, ==, 3);
  cell = game->cell (pos, 7);
  g_assert_cmpint (cell.kind, ==, SKY_CELL_TAKEN);
  g_assert_cmpint (cell.value, ==, 8);
  g_assert_cmpint (cell.owner, ==, SKY_SIDE_FIRST);
  cell = game->cell (pos, 31);
  g_assert_cmpint (cell.kind, ==, SKY_CELL_TAKEN);
  g_assert_cmpint (cell.value, ==, 7);
  g_assert_cmpint (cell.owner, ==, SKY_SIDE_SECOND);
  g_assert_cmpint (game->width, ==, 8);
  g_assert_cmpint (game->height, ==, 8);
  g_assert_cmpstr (game->id, ==, "numbergrab");
  g_assert_true (sky_game_from_id ("numbergrab") == game);
}

static const char *const first_game_cells[] = {
  "h1", "h4", "e4", "e1", "f1", "f6", "e6", "e3", "a3", "a6", "c6", "c5",
  "h5", "h6", "g6", "g3", "f3", "f5", "a5", "a1", "g1", "g4", "a4", "a2",
  "b2", "b1", "d1", "d2", "f2", "f4", "b4", "b6", "d6", NULL
};

/* The game ends when the row of the cell just taken is empty, although the
 * other player's column still has numbers (the fixture game's last take). */
static void
test_rules_over_row (void)
{
  g_autoptr(SkyPosition) pos = position_with_values (first_board);
  SkyMove moves[SKY_MAX_MOVES];

  play_cells (pos, first_game_cells);
  g_assert_true (sky_position_is_over (pos));
  for (int row = 0; row < 8; row++)
    g_assert_true (sky_numbergrab_is_taken (pos, 5, row));
  g_assert_false (sky_numbergrab_is_taken (pos, 2, 3));  /* column d */
  g_assert_cmpint (sky_position_legal_moves (pos, moves), ==, 0);
  g_assert_cmpint (game->score (pos, SKY_SIDE_FIRST), ==, 50);
  g_assert_cmpint (game->score (pos, SKY_SIDE_SECOND), ==, 67);
  g_assert_cmpint (game->result (pos), ==, SKY_RESULT_SECOND_WINS);
}

/* ... or when the column is empty although the row has numbers (the
 * article's game: the second player's last take empties column e). */
static void
test_rules_over_column (void)
{
  g_autoptr(SkyPosition) pos = position_with_values (article_board);
  SkyStrength first, second;
  SkySelfplayGame result;

  set_levels (&first, &second, 2, 2, FALSE);
  g_assert_true (sky_selfplay_game (pos, &first, &second, NULL, NULL, &result,
                                    NULL));
  g_assert_cmpint (pos->last_move, ==, 2 * 8 + 4);
  for (int row = 0; row < 8; row++)
    g_assert_true (sky_numbergrab_is_taken (pos, row, 4));
  g_assert_false (sky_numbergrab_is_taken (pos, 2, 0));  /* row 3 has +9 */
}

/* The seed judges a finished game by the totals before the last take. */
static void
test_rules_final_value (void)
{
  g_autoptr(SkyPosition) pos = position_with_values (first_board);
  static const char *const all_but_last[] = {
    "h1", "h4", "e4", "e1", "f1", "f6", "e6", "e3", "a3", "a6", "c6", "c5",
    "h5", "h6", "g6", "g3", "f3", "f5", "a5", "a1", "g1", "g4", "a4", "a2",
    "b2", "b1", "d1", "d2", "f2", "f4", "b4", "b6", NULL
  };
  g_autoptr(SkyPosition) before = NULL;

  play_cells (pos, all_but_last);
  before = sky_position_copy (pos);
  g_assert_cmpint (game->score (pos, SKY_SIDE_FIRST), ==, 57);
  g_assert_cmpint (game->score (pos, SKY_SIDE_SECOND), ==, 67);
  sky_position_play (pos, 5 * 8 + 3);
  g_assert_true (sky_position_is_over (pos));
  /* 57 : 67 before the -7; the seed's value_func (57, 67, True). */
  g_assert_cmpint (game->final_value (pos, SKY_SIDE_FIRST, 1), ==, -500);
  g_assert_cmpint (game->final_value (pos, SKY_SIDE_SECOND, 1), ==, 500);

  /* A take that ends the game and would turn it: the value ignores it. */
  {
    static const int values[64] = {
      1, 1, 1, 1, 1, 1, 1, 9,
      1, 1, 1, 1, 1, 1, 1, 1,
      1, 1, 1, 1, 1, 1, 1, 1,
      1, 1, 1, 1, 1, 1, 1, 1,
      1, 1, 1, 1, 1, 1, 1, 1,
      1, 1, 1, 1, 1, 1, 1, 1,
      1, 1, 1, 1, 1, 1, 1, 1,
      1, 1, 1, 1, 1, 1, 1, 1,
    };
    g_autoptr(SkyPosition) p = position_with_values (values);
    static const char *const cells[] = {
      "a1", "a2", "b2", "b1", "c1", "c3", "d3", "d1", "e1", "e2", "f2", "f1",
      "g1", "g3", "h3", NULL
    };

    /* The second takes h1 (+9) last: row 1 empties.  Totals before it are
     * 8 : 7 (the first ahead), after it 8 : 16. */
    play_cells (p, cells);
    g_assert_cmpint (game->score (p, SKY_SIDE_FIRST), ==, 8);
    g_assert_cmpint (game->score (p, SKY_SIDE_SECOND), ==, 7);
    sky_position_play (p, 7);
    g_assert_true (sky_position_is_over (p));
    g_assert_cmpint (game->result (p), ==, SKY_RESULT_SECOND_WINS);
    g_assert_cmpint (game->final_value (p, SKY_SIDE_FIRST, 3), ==, 500);
    g_assert_cmpint (game->final_value (p, SKY_SIDE_SECOND, 3), ==, -500);
  }
}

/* Every position of the fixture game survives a trip through its text, with
 * and without the taken line. */
static void
test_text_round_trip (void)
{
  g_autoptr(SkyPosition) pos = position_with_values (first_board);

  for (int i = 0;; i++)
    {
      g_autofree char *text = game->position_to_string (pos);
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyPosition) back = sky_position_new_from_string (game, text,
                                                                  &error);
      g_autofree char *again = NULL;

      g_assert_no_error (error);
      g_assert_cmpmem (back, game->position_size, pos, game->position_size);
      again = game->position_to_string (back);
      g_assert_cmpstr (again, ==, text);

      if (!sky_position_is_over (pos) && pos->ply > 0)
        {
          /* Without the taken line: the board, totals and turn as written. */
          char *taken = strstr (text, "taken");
          g_autoptr(SkyPosition) bare = NULL;
          g_autofree char *bare_text = NULL;
          SkyMove moves[SKY_MAX_MOVES], bare_moves[SKY_MAX_MOVES];
          int n;

          g_assert_nonnull (taken);
          *taken = '\0';
          bare = sky_position_new_from_string (game, text, &error);
          g_assert_no_error (error);
          g_assert_false (sky_numbergrab_history_known (bare));
          bare_text = game->position_to_string (bare);
          g_assert_cmpstr (bare_text, ==, text);
          n = sky_position_legal_moves (pos, moves);
          g_assert_cmpint (sky_position_legal_moves (bare, bare_moves), ==, n);
          g_assert_cmpmem (bare_moves, n * sizeof (SkyMove), moves,
                           n * sizeof (SkyMove));
          g_assert_cmpint (game->evaluate (bare, SKY_SIDE_FIRST, FALSE), ==,
                           game->evaluate (pos, SKY_SIDE_FIRST, FALSE));
        }
      if (first_game_cells[i] == NULL)
        break;
      play_cells (pos, (const char *const[]) { first_game_cells[i], NULL });
    }
  g_assert_true (sky_position_is_over (pos));
}

static void
test_text_form (void)
{
  g_autoptr(SkyPosition) pos = position_with_values (first_board);
  g_autofree char *start = NULL;
  g_autofree char *text = NULL;
  g_autoptr(SkyPosition) seed_print = NULL;
  g_autoptr(GError) error = NULL;

  start = game->position_to_string (pos);
  g_assert_cmpstr (start, ==,
                   "first 0 second 0\n"
                   "+3 +4 -8 -1 +7 +6 +3 +8\n"
                   "+2 +9 -3 +7 -5 +3 -6 -1\n"
                   "+8 -5 +2 -7 +1 +6 +8 -6\n"
                   "+2 +4 +1 -3 +8 +6 +5 +7\n"
                   "-1 -8 +8 -9 -7 +3 -9 +6\n"
                   "+1 -2 +1 -7 -3 +9 -2 -2\n"
                   "-5 +8 +5 -7 -7 +1 +7 +6\n"
                   "-6 +9 +2 +8 +1 +8 -3 +8\n"
                   "first to move, row 1\n");
  play_cells (pos, (const char *const[]) { "h1", "(3, 7)", "3,4", "e1", NULL });
  text = game->position_to_string (pos);
  g_assert_cmpstr (text, ==,
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

  /* The seed's own printout, with its Japanese totals line and trailing
   * spaces, is a position too. */
  seed_print = sky_position_new_from_string (game,
    "先手 9 点, 後手 0 点\n"
    "-5 +4 +4 -3 -2 ** -5 +8 \n"
    "-4 -8 -5 +7 +6 +1 -5 -9 \n"
    "+9 -3 +9 +8 -8 -5 -1 +9 \n"
    "-1 +6 +5 -7 +4 -7 -7 +7 \n"
    "-8 +7 -1 -9 +2 +7 +9 -5 \n"
    "+1 +5 -8 +8 +2 -7 +7 -9 \n"
    "-6 -7 +6 +9 +3 +6 -8 -1 \n"
    "-3 -8 -7 -9 +6 -7 -5 +9 \n"
    "second to move, column f\n", &error);
  g_assert_no_error (error);
  g_assert_cmpint (seed_print->to_move, ==, SKY_SIDE_SECOND);
  g_assert_cmpint (sky_numbergrab_total (seed_print, SKY_SIDE_FIRST), ==, 9);
  g_assert_cmpint (sky_numbergrab_line (seed_print, NULL), ==, 5);
}

static void
expect_position_error (const char *text, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) pos = sky_position_new_from_string (game, text,
                                                             &error);

  g_assert_null (pos);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
  if (strstr (error->message, fragment) == NULL)
    g_error ("parsing\n%s\ngave “%s”, which does not mention “%s”", text,
             error->message, fragment);
}

#define ROWS_START \
  "+3 +4 -8 -1 +7 +6 +3 +8\n+2 +9 -3 +7 -5 +3 -6 -1\n" \
  "+8 -5 +2 -7 +1 +6 +8 -6\n+2 +4 +1 -3 +8 +6 +5 +7\n" \
  "-1 -8 +8 -9 -7 +3 -9 +6\n+1 -2 +1 -7 -3 +9 -2 -2\n" \
  "-5 +8 +5 -7 -7 +1 +7 +6\n-6 +9 +2 +8 +1 +8 -3 +8\n"
#define ROWS_TWO_TAKEN \
  "+3 +4 -8 -1 +7 +6 +3 **\n+2 +9 -3 +7 -5 +3 -6 -1\n" \
  "+8 -5 +2 -7 +1 +6 +8 -6\n+2 +4 +1 -3 +8 +6 +5 **\n" \
  "-1 -8 +8 -9 -7 +3 -9 +6\n+1 -2 +1 -7 -3 +9 -2 -2\n" \
  "-5 +8 +5 -7 -7 +1 +7 +6\n-6 +9 +2 +8 +1 +8 -3 +8\n"

static void
test_text_malformed (void)
{
  expect_position_error ("", "only 0 lines");
  expect_position_error ("first 0 second 0\n" ROWS_START, "only 9 lines");
  expect_position_error ("first zero second 0\n" ROWS_START
                         "first to move, row 1\n", "totals");
  expect_position_error ("first 300 second 0\n" ROWS_START
                         "first to move, row 1\n", "300");
  expect_position_error ("first 0 second 0\n"
                         "+3 +4 -8 -1 +7 +6 +3\n+2 +9 -3 +7 -5 +3 -6 -1\n"
                         "+8 -5 +2 -7 +1 +6 +8 -6\n+2 +4 +1 -3 +8 +6 +5 +7\n"
                         "-1 -8 +8 -9 -7 +3 -9 +6\n+1 -2 +1 -7 -3 +9 -2 -2\n"
                         "-5 +8 +5 -7 -7 +1 +7 +6\n-6 +9 +2 +8 +1 +8 -3 +8\n"
                         "first to move, row 1\n", "row 1 has 7 cells");
  expect_position_error ("first 0 second 0\n"
                         "+3 +4 -8 -1 +7 +6 +3 +8 +1\n+2 +9 -3 +7 -5 +3 -6 -1\n"
                         "+8 -5 +2 -7 +1 +6 +8 -6\n+2 +4 +1 -3 +8 +6 +5 +7\n"
                         "-1 -8 +8 -9 -7 +3 -9 +6\n+1 -2 +1 -7 -3 +9 -2 -2\n"
                         "-5 +8 +5 -7 -7 +1 +7 +6\n-6 +9 +2 +8 +1 +8 -3 +8\n"
                         "first to move, row 1\n", "more than 8 cells");
  expect_position_error ("first 0 second 0\n"
                         "+3 +4 -8 -1 +7 +6 +3 +8\n+2 +9 -3 +0 -5 +3 -6 -1\n"
                         "+8 -5 +2 -7 +1 +6 +8 -6\n+2 +4 +1 -3 +8 +6 +5 +7\n"
                         "-1 -8 +8 -9 -7 +3 -9 +6\n+1 -2 +1 -7 -3 +9 -2 -2\n"
                         "-5 +8 +5 -7 -7 +1 +7 +6\n-6 +9 +2 +8 +1 +8 -3 +8\n"
                         "first to move, row 1\n", "cell d2: “+0”");
  expect_position_error ("first 0 second 0\n"
                         "+3 +4 -8 -1 +7 +6 +3 +8\n+2 +9 -3 7 -5 +3 -6 -1\n"
                         "+8 -5 +2 -7 +1 +6 +8 -6\n+2 +4 +1 -3 +8 +6 +5 +7\n"
                         "-1 -8 +8 -9 -7 +3 -9 +6\n+1 -2 +1 -7 -3 +9 -2 -2\n"
                         "-5 +8 +5 -7 -7 +1 +7 +6\n-6 +9 +2 +8 +1 +8 -3 +8\n"
                         "first to move, row 1\n", "cell d2: “7”");
  expect_position_error ("first 0 second 0\n" ROWS_START "white to move\n",
                         "whose turn");
  expect_position_error ("first 0 second 0\n" ROWS_START
                         "first to move, row 9\n", "whose turn");
  expect_position_error ("first 0 second 0\n" ROWS_START
                         "second to move, column a\n",
                         "it is “first to move, row 1”");
  expect_position_error ("first 0 second 0\n" ROWS_START
                         "first to move, row 3\n",
                         "it is “first to move, row 1”");
  expect_position_error ("first 0 second 0\n" ROWS_START
                         "first to move, row 1\nnonsense\n", "taken");
  expect_position_error ("first 0 second 0\n" ROWS_START
                         "first to move, row 1\ntaken\nmore\n",
                         "Unexpected text");
  /* Without the taken line. */
  expect_position_error ("first 8 second 7\n" ROWS_TWO_TAKEN
                         "second to move, column h\n", "first player’s turn");
  expect_position_error ("first 8 second 7\n" ROWS_TWO_TAKEN
                         "first to move, row 3\n", "Nothing has been taken on row 3");
  expect_position_error ("first 8 second 7\n" ROWS_TWO_TAKEN "game over\n",
                         "needs its taken line");
  /* With it: everything must agree with the takes. */
  expect_position_error ("first 8 second 7\n" ROWS_TWO_TAKEN
                         "first to move, row 4\ntaken h1+8 h4\n", "“h4”");
  expect_position_error ("first 8 second 7\n" ROWS_TWO_TAKEN
                         "first to move, row 4\ntaken h1+8\n",
                         "h4 is “**” on the board but missing");
  expect_position_error ("first 8 second 7\n" ROWS_TWO_TAKEN
                         "first to move, row 4\ntaken h1+8 h4+7 a1+3\n",
                         "a1 is in the taken line but shows a number");
  expect_position_error ("first 8 second 7\n" ROWS_TWO_TAKEN
                         "first to move, row 4\ntaken h1+8 h1+8\n",
                         "h1 is taken twice");
  expect_position_error ("first 8 second 7\n" ROWS_TWO_TAKEN
                         "first to move, row 4\ntaken h4+7 h1+8\n",
                         "Take 1 in the taken line, h4, is not on row 1");
  expect_position_error ("first 8 second 8\n" ROWS_TWO_TAKEN
                         "first to move, row 4\ntaken h1+8 h4+7\n",
                         "taken numbers make first 8 second 7");
  expect_position_error ("first 8 second 7\n" ROWS_TWO_TAKEN
                         "first to move, row 2\ntaken h1+8 h4+7\n",
                         "it is “first to move, row 4”");
  expect_position_error ("first 8 second 7\n" ROWS_TWO_TAKEN
                         "game over\ntaken h1+8 h4+7\n",
                         "still hold numbers");
}

/* Random damage to a valid text: the parser either refuses it with an
 * error or reads a position whose own text reads back the same. */
static void
test_text_mutations (void)
{
  static const char alphabet[] = "+-*0123456789abcdefghtkn ,\n";
  g_autoptr(SkyPosition) pos = position_with_values (first_board);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autofree char *valid = NULL;
  int accepted = 0;

  play_cells (pos, (const char *const[]) { "h1", "h4", "e4", "e1", "f1", NULL });
  valid = game->position_to_string (pos);
  for (int i = 0; i < 3000; i++)
    {
      g_autoptr(GString) text = g_string_new (valid);
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyPosition) parsed = NULL;
      int n_changes = g_rand_int_range (rand, 1, 4);

      for (int k = 0; k < n_changes; k++)
        {
          gsize at = g_rand_int_range (rand, 0, text->len);
          char c = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];

          switch (g_rand_int_range (rand, 0, 3))
            {
            case 0:
              text->str[at] = c;
              break;
            case 1:
              g_string_erase (text, at, 1);
              break;
            default:
              g_string_insert_c (text, at, c);
              break;
            }
        }
      parsed = sky_position_new_from_string (game, text->str, &error);
      if (parsed == NULL)
        {
          g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
          continue;
        }
      {
        g_autofree char *again = game->position_to_string (parsed);
        g_autoptr(SkyPosition) back = sky_position_new_from_string (game, again,
                                                                    &error);
        g_autofree char *third = NULL;

        g_assert_no_error (error);
        third = game->position_to_string (back);
        g_assert_cmpstr (third, ==, again);
        accepted++;
      }
    }
  g_test_message ("%d of 3000 damaged texts were still positions", accepted);
}

static void
expect_move (const SkyPosition *pos, const char *text, SkyMove expected)
{
  g_autoptr(GError) error = NULL;
  SkyMove move = SKY_MOVE_NONE;

  g_assert_true (game->move_from_string (pos, text, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpint (move, ==, expected);
}

static void
expect_move_error (const SkyPosition *pos, const char *text, int code,
                   const char *fragment)
{
  g_autoptr(GError) error = NULL;
  SkyMove move = SKY_MOVE_NONE;

  g_assert_false (game->move_from_string (pos, text, &move, &error));
  g_assert_error (error, SKY_GAME_ERROR, code);
  if (strstr (error->message, fragment) == NULL)
    g_error ("move “%s” gave “%s”, which does not mention “%s”", text,
             error->message, fragment);
}

static void
test_move_text (void)
{
  g_autoptr(SkyPosition) pos = position_with_values (first_board);
  g_autofree char *h1 = game->move_to_string (pos, 7);
  g_autofree char *a8 = game->move_to_string (pos, 56);

  g_assert_cmpstr (h1, ==, "h1");
  g_assert_cmpstr (a8, ==, "a8");
  expect_move (pos, "h1", 7);
  expect_move (pos, " H1 ", 7);
  expect_move (pos, "0,7", 7);
  expect_move (pos, "(0, 7)", 7);
  expect_move (pos, "( 0 , 0 )", 0);

  expect_move_error (pos, "", SKY_GAME_ERROR_SYNTAX, "is not a cell");
  expect_move_error (pos, "i1", SKY_GAME_ERROR_SYNTAX, "“i1”");
  expect_move_error (pos, "h9", SKY_GAME_ERROR_SYNTAX, "“h9”");
  expect_move_error (pos, "h10", SKY_GAME_ERROR_SYNTAX, "“h10”");
  expect_move_error (pos, "h", SKY_GAME_ERROR_SYNTAX, "“h”");
  expect_move_error (pos, "0,8", SKY_GAME_ERROR_SYNTAX, "“0,8”");
  expect_move_error (pos, "(0, 7", SKY_GAME_ERROR_SYNTAX, "“(0, 7”");
  expect_move_error (pos, "0,7,1", SKY_GAME_ERROR_SYNTAX, "“0,7,1”");
  expect_move_error (pos, "pass", SKY_GAME_ERROR_ILLEGAL, "no passing");
  expect_move_error (pos, "a2", SKY_GAME_ERROR_ILLEGAL, "along row 1");
  sky_position_play (pos, 7);
  expect_move_error (pos, "g2", SKY_GAME_ERROR_ILLEGAL, "along column h");
  expect_move_error (pos, "h1", SKY_GAME_ERROR_ILLEGAL, "already been taken");
  expect_move (pos, "h8", 63);

  play_cells (pos, first_game_cells + 1);
  expect_move_error (pos, "d7", SKY_GAME_ERROR_ILLEGAL, "game is over");
}

/* The CLI reproduces the seed program's printout (test1 (2, 4), run with
 * the restored seed program) and refuses bad input with exit status 2. */
static void
run_cli (const char *const *args, const char *const *env, int *status,
         char **out, char **err)
{
  const char *cli = g_getenv ("SAKIYOMI_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  int wait_status;

  g_ptr_array_add (argv, (char *) cli);
  g_ptr_array_add (argv, (char *) "selfplay");
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  for (int i = 0; env != NULL && env[i] != NULL; i += 2)
    envp = g_environ_setenv (envp, env[i], env[i + 1], TRUE);
  g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                out, err, &wait_status, &error);
  g_assert_no_error (error);
  *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

static void
test_cli_seed_output (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  if (g_getenv ("SAKIYOMI_CLI") == NULL)
    {
      g_test_skip ("SAKIYOMI_CLI is not set (run through meson test)");
      return;
    }
  run_cli ((const char *const[]) { "numbergrab", "--seed", "0", "--games",
                                   "100", "--levels", "2..3", "--legacy",
                                   "--format=seed", NULL },
           NULL, &status, &out, &err);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (out, ==,
                   "---- 2 2 ----\n"
                   "先手 63 勝, 後手 35 勝, 2 分け\n"
                   "平均評価回数 1009\n"
                   "---- 2 3 ----\n"
                   "先手 45 勝, 後手 55 勝, 0 分け\n"
                   "平均評価回数 3512\n"
                   "---- 3 2 ----\n"
                   "先手 79 勝, 後手 21 勝, 0 分け\n"
                   "平均評価回数 3423\n"
                   "---- 3 3 ----\n"
                   "先手 57 勝, 後手 40 勝, 3 分け\n"
                   "平均評価回数 6204\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* One line per game: the first pair's games are the fixture's first 100
   * lines, column for column. */
  run_cli ((const char *const[]) { "numbergrab", "--games", "100",
                                   "--levels", "2..2", "--legacy",
                                   "--format=games", NULL },
           NULL, &status, &out, &err);
  g_assert_cmpint (status, ==, 0);
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST,
                                                   "numbergrab-seed0-pergame.tsv",
                                                   NULL);
    g_autofree char *fixture = NULL;
    const char *start, *end;

    g_assert_true (g_file_get_contents (path, &fixture, NULL, NULL));
    start = strstr (fixture, "first\t");
    g_assert_nonnull (start);
    end = start;
    for (int i = 0; i < 101; i++)
      end = strchr (end, '\n') + 1;
    g_assert_cmpint (strlen (out), ==, end - start);
    g_assert_cmpint (strncmp (out, start, end - start), ==, 0);
  }
}

static void
test_cli_table (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  if (g_getenv ("SAKIYOMI_CLI") == NULL)
    {
      g_test_skip ("SAKIYOMI_CLI is not set (run through meson test)");
      return;
    }
  run_cli ((const char *const[]) { "numbergrab", "--games", "10", "--levels",
                                   "2..3", "--legacy", "--alpha-beta", NULL },
           NULL, &status, &out, &err);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out,
                            "First  Second  First wins  Second wins  Draws  "
                            "Minimax evals/game  Alpha-beta evals/game  Share\n"
                            "    2       2           5            4      1  "
                            "              1035                    603  58.3%\n"));
}

static void
test_cli_errors (void)
{
  static const struct {
    const char *args[8];
    const char *fragment;
  } cases[] = {
    { { NULL }, "needs a game" },
    { { "chess", NULL }, "Unknown game “chess”" },
    { { "numbergrab", "reversi", NULL }, "not also “reversi”" },
    { { "numbergrab", "--levels", "5..2", NULL }, "runs backwards" },
    { { "numbergrab", "--levels", "2-5", NULL }, "A..B" },
    { { "numbergrab", "--levels", "0..3", NULL }, "between 1 and 64" },
    { { "numbergrab", "--levels", "2..x", NULL }, "whole number" },
    { { "numbergrab", "--games", "0", NULL }, "--games" },
    { { "numbergrab", "--seed", "-1", NULL }, "--seed" },
    { { "numbergrab", "--seed", "4294967296", NULL }, "--seed" },
    { { "reversi", "--levels", "1..2", "--legacy", NULL }, "--legacy" },
    { { "numbergrab", "--alpha-beta", NULL }, "--alpha-beta goes with --levels" },
    { { "numbergrab", "--levels", "2..3", "--first", "random", NULL },
      "not both" },
    { { "numbergrab", "--first", "nonsense", NULL }, "nonsense" },
    { { "numbergrab", "--format", "xml", NULL }, "--format" },
    { { "numbergrab", "--misere", NULL }, "tic-tac-toe" },
  };
  static const char *const version_env[] = { "G_RANDOM_VERSION", "2.0", NULL };

  if (g_getenv ("SAKIYOMI_CLI") == NULL)
    {
      g_test_skip ("SAKIYOMI_CLI is not set (run through meson test)");
      return;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      int status;

      run_cli (cases[i].args, NULL, &status, &out, &err);
      g_assert_cmpint (status, ==, 2);
      g_assert_cmpstr (out, ==, "");
      if (strstr (err, cases[i].fragment) == NULL)
        g_error ("case %" G_GSIZE_FORMAT ": “%s” does not mention “%s”", i,
                 err, cases[i].fragment);
      /* One line. */
      g_assert_nonnull (strchr (err, '\n'));
      g_assert_cmpstr (strchr (err, '\n') + 1, ==, "");
    }

  {
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;
    int status;

    run_cli ((const char *const[]) { "numbergrab", "--levels", "2..2",
                                     "--legacy", NULL },
             version_env, &status, &out, &err);
    g_assert_cmpint (status, ==, 2);
    g_assert_nonnull (strstr (err, "G_RANDOM_VERSION"));
  }
}

int
main (int argc, char **argv)
{
  g_unsetenv ("G_RANDOM_VERSION");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/numbergrab/pyrandom/stream", test_pyrandom_stream);
  g_test_add_func ("/numbergrab/pyrandom/randint", test_pyrandom_randint);
  g_test_add_func ("/numbergrab/pyrandom/random-version",
                   test_pyrandom_version);
  g_test_add_func ("/numbergrab/board/seed0", test_board_seed0);
  g_test_add_func ("/numbergrab/game/seed0-first", test_game_seed0_first);
  g_test_add_func ("/numbergrab/game/article-play-2-2", test_game_article);
  g_test_add_func ("/numbergrab/experiment/seed0-table",
                   test_experiment_seed0);
  g_test_add_func ("/numbergrab/rules/start", test_rules_start);
  g_test_add_func ("/numbergrab/rules/cells", test_rules_cells);
  g_test_add_func ("/numbergrab/rules/over-by-row", test_rules_over_row);
  g_test_add_func ("/numbergrab/rules/over-by-column", test_rules_over_column);
  g_test_add_func ("/numbergrab/rules/final-value", test_rules_final_value);
  g_test_add_func ("/numbergrab/text/form", test_text_form);
  g_test_add_func ("/numbergrab/text/round-trip", test_text_round_trip);
  g_test_add_func ("/numbergrab/text/malformed", test_text_malformed);
  g_test_add_func ("/numbergrab/text/mutations", test_text_mutations);
  g_test_add_func ("/numbergrab/move/text", test_move_text);
  g_test_add_func ("/numbergrab/cli/seed-output", test_cli_seed_output);
  g_test_add_func ("/numbergrab/cli/table", test_cli_table);
  g_test_add_func ("/numbergrab/cli/errors", test_cli_errors);
  return g_test_run ();
}
