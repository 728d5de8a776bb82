/* test-probcut.c: the selective search (reversi-probcut.h): the fitted
 * table is there and sane; a fixed-depth search is not selective unless
 * asked, and a selective one still solves exactly when it reaches the end;
 * the solver's probable iterations change no exact score, whatever the
 * window.
 */
#include "config.h"

#include <gio/gio.h>

#include "player.h"
#include "reversi-bitboard.h"
#include "reversi-endgame.h"
#include "reversi-probcut.h"
#include "reversi-search.h"

/* A position after plies random moves from the start (FALSE if the game
 * ended first); P is to move and has a move. */
static gboolean
random_position (GRand *rand, int plies, guint64 *P, guint64 *O)
{
  guint64 p = G_GUINT64_CONSTANT (0x0000000810000000);
  guint64 o = G_GUINT64_CONSTANT (0x0000001008000000), t;

  for (int ply = 0; ply < plies; ply++)
    {
      guint64 moves = sky_reversi_mobility (p, o);
      int k, sq;
      guint64 flips;

      if (moves == 0)
        {
          if (sky_reversi_mobility (o, p) == 0)
            return FALSE;
          t = p, p = o, o = t;
          ply--;
          continue;
        }
      for (k = g_rand_int_range (rand, 0, sky_reversi_popcount (moves));
           k > 0; k--)
        moves &= moves - 1;
      sq = __builtin_ctzll (moves);
      flips = sky_reversi_flips (p, o, sq);
      p |= flips | (G_GUINT64_CONSTANT (1) << sq);
      o &= ~flips;
      t = p, p = o, o = t;
    }
  if (sky_reversi_mobility (p, o) == 0)
    return FALSE;
  *P = p;
  *O = o;
  return TRUE;
}

/* The table: a cut for every depth from 3 on in the midgame, paired with
 * a shallower depth of the same parity, with a slope near 1 and a spread
 * of a few discs; none for a search to the end; the endgame's from some
 * number of empties on. */
static void
test_table (void)
{
  SkyReversiProbCut cut;
  int endgame_min = sky_reversi_probcut_endgame_min_empties ();

  for (int e = 14; e <= 60; e++)
    for (int d = 3; d <= 20 && d < e; d++)
      {
        g_assert_true (sky_reversi_probcut_midgame (e, d, &cut));
        g_assert_cmpint (cut.shallow, >=, 1);
        g_assert_cmpint (cut.shallow, <, d);
        g_assert_cmpint ((d - cut.shallow) % 2, ==, 0);
        g_assert_cmpfloat (cut.a, >, 0.5);
        g_assert_cmpfloat (cut.a, <, 1.5);
        g_assert_cmpfloat (ABS (cut.b), <, 1000);
        g_assert_cmpfloat (cut.sigma, >, 50);
        g_assert_cmpfloat (cut.sigma, <, 2000);
      }
  for (int e = 1; e <= 60; e++)
    {
      g_assert_false (sky_reversi_probcut_midgame (e, e, &cut));
      g_assert_false (sky_reversi_probcut_midgame (e, e + 1, &cut));
      g_assert_false (sky_reversi_probcut_midgame (e, 2, &cut));
    }

  g_assert_cmpint (endgame_min, >=, 4);
  g_assert_cmpint (endgame_min, <=, 30);
  g_assert_false (sky_reversi_probcut_endgame (endgame_min - 1, &cut));
  for (int e = endgame_min; e <= 60; e++)
    {
      g_assert_true (sky_reversi_probcut_endgame (e, &cut));
      g_assert_cmpint (cut.shallow, >=, 1);
      g_assert_cmpint (cut.shallow, <, e);
      g_assert_cmpfloat (cut.a, >, 0.5);
      g_assert_cmpfloat (cut.a, <, 1.5);
      g_assert_cmpfloat (ABS (cut.b), <, 1000);
      g_assert_cmpfloat (cut.sigma, >, 50);
      g_assert_cmpfloat (cut.sigma, <, 2500);
    }

  for (int level = 1; level < SKY_REVERSI_PROBCUT_LEVELS; level++)
    g_assert_cmpfloat (sky_reversi_probcut_level_t (level), >,
                       sky_reversi_probcut_level_t (level - 1));
}

static void
search (guint64 P, guint64 O, int depth, SkySelective selective,
        SkySearchResult *result)
{
  SkyReversiSearchOptions options = {
    .max_depth = depth,
    .solve_empties = -1,
    .exact_values = TRUE,
    .threads = 1,
    .selective = selective,
  };

  g_assert_true (sky_reversi_search (P, O, &options, result, NULL));
}

/* At a fixed depth (no time budget) the default is the full-width search:
 * the same values as with selectivity off, move by move; with it on, the
 * same legal moves, the same result on every run, and far fewer nodes. */
static void
test_midgame_fixed_depth (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);
  guint64 nodes_off = 0, nodes_on = 0;
  int n = 0;

  while (n < 6)
    {
      SkySearchResult off, automatic, on, again;
      guint64 P, O;

      if (!random_position (rand, 14 + 3 * n, &P, &O))
        continue;
      search (P, O, 7, SKY_SELECTIVE_OFF, &off);
      search (P, O, 7, SKY_SELECTIVE_AUTO, &automatic);
      search (P, O, 7, SKY_SELECTIVE_ON, &on);
      search (P, O, 7, SKY_SELECTIVE_ON, &again);
      g_assert_cmpint (automatic.value, ==, off.value);
      g_assert_cmpint (automatic.move, ==, off.move);
      g_assert_cmpint (automatic.nodes, ==, off.nodes);
      g_assert_cmpint (automatic.n_moves, ==, off.n_moves);
      for (int i = 0; i < off.n_moves; i++)
        g_assert_cmpint (automatic.move_values[i], ==, off.move_values[i]);

      g_assert_cmpint (on.depth, ==, 7);
      g_assert_cmpint (on.n_moves, ==, off.n_moves);
      g_assert_true (sky_reversi_mobility (P, O)
                     & (G_GUINT64_CONSTANT (1) << on.move));
      g_assert_cmpint (ABS (on.value), <=, 6400);
      g_assert_cmpint (again.value, ==, on.value);
      g_assert_cmpint (again.move, ==, on.move);
      g_assert_cmpint (again.nodes, ==, on.nodes);
      nodes_off += off.nodes;
      nodes_on += on.nodes;
      n++;
    }
  g_assert_cmpuint (nodes_on, <, nodes_off);
}

/* A selective search that reaches the end of the game is exact: its last
 * iteration cuts nothing. */
static void
test_midgame_to_the_end (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (16);
  int n = 0;

  while (n < 4)
    {
      SkySearchResult on;
      guint64 P, O;

      if (!random_position (rand, 50, &P, &O))
        continue;
      search (P, O, 64, SKY_SELECTIVE_ON, &on);
      g_assert_true (on.solved);
      g_assert_cmpint (on.value, ==,
                       sky_reversi_solver_solve (solver, P, O,
                                                 -SKY_REVERSI_SCORE_MAX,
                                                 SKY_REVERSI_SCORE_MAX, NULL));
      for (int i = 0; i < on.n_moves; i++)
        {
          guint64 flips = sky_reversi_flips (P, O, on.moves[i]);
          int exact = -sky_reversi_solver_solve (solver, O ^ flips,
                                                 P ^ flips ^ (G_GUINT64_CONSTANT (1) << on.moves[i]),
                                                 -SKY_REVERSI_SCORE_MAX,
                                                 SKY_REVERSI_SCORE_MAX, NULL);

          g_assert_cmpint (on.move_values[i], ==, exact);
        }
      n++;
    }
}

/* With and without the probable iterations, the solver gives the same
 * exact score for the whole window, and a true bound for a narrow one, on
 * positions deep enough to have them. */
static void
test_endgame_exact (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(SkyReversiSolver) with = sky_reversi_solver_new (18);
  g_autoptr(SkyReversiSolver) without = sky_reversi_solver_new (18);
  int n = 0, empties = g_test_slow () ? 20 : 18;

  sky_reversi_solver_set_threads (with, 1);
  sky_reversi_solver_set_threads (without, 1);
  sky_reversi_solver_set_selective (with, TRUE);
  sky_reversi_solver_set_selective (without, FALSE);
  g_assert_true (sky_reversi_solver_get_selective (with));
  g_assert_false (sky_reversi_solver_get_selective (without));
  while (n < 6)
    {
      guint64 P, O;
      int exact, v, windows[][2] = { { -64, 64 }, { -1, 1 }, { 9, 11 },
                                     { -21, -19 }, { -64, 0 }, { 0, 64 } };

      if (!random_position (rand, 60 - empties, &P, &O))
        continue;
      exact = sky_reversi_solver_solve (without, P, O, -64, 64, NULL);
      for (gsize w = 0; w < G_N_ELEMENTS (windows); w++)
        {
          int alpha = windows[w][0], beta = windows[w][1];

          /* A new generation each time, so that the table's entries of
           * the last solve do not answer at once. */
          sky_reversi_solver_clear (with);
          v = sky_reversi_solver_solve (with, P, O, alpha, beta, NULL);
          if (exact <= alpha)
            g_assert_cmpint (v, <=, alpha);
          else if (exact >= beta)
            g_assert_cmpint (v, >=, beta);
          else
            g_assert_cmpint (v, ==, exact);
          g_assert_cmpint (v, >=, exact <= alpha ? exact : -64);
          g_assert_cmpint (v, <=, exact >= beta ? exact : 64);
        }
      n++;
    }
}

/* A probable solve (sky_reversi_solver_set_last_level ()): the same score
 * each time, near the exact one, from fewer nodes than the exact solve at
 * the least sure level; the exact score again once set back to -1, and
 * where the position is too short for a cut. */
static void
test_endgame_probable (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (18);
  guint64 nodes_exact = 0, nodes_level0 = 0;
  int n = 0;

  sky_reversi_solver_set_threads (solver, 1);
  while (n < 6)
    {
      SkyReversiSolveStats stats = { 0 };
      guint64 P, O;
      int exact;

      if (!random_position (rand, 60 - 18, &P, &O))
        continue;
      sky_reversi_solver_clear (solver);
      sky_reversi_solver_set_last_level (solver, -1);
      exact = sky_reversi_solver_solve (solver, P, O, -64, 64, &stats);
      nodes_exact += stats.nodes;
      for (int level = 0; level < SKY_REVERSI_PROBCUT_LEVELS; level++)
        {
          SkyReversiSolveStats first = { 0 }, again = { 0 };
          int v, w;

          sky_reversi_solver_set_last_level (solver, level);
          sky_reversi_solver_clear (solver);
          v = sky_reversi_solver_solve (solver, P, O, -64, 64, &first);
          sky_reversi_solver_clear (solver);
          w = sky_reversi_solver_solve (solver, P, O, -64, 64, &again);
          g_assert_cmpint (v, ==, w);
          g_assert_cmpuint (first.nodes, ==, again.nodes);
          /* Seeded positions: the least sure levels miss three of them
           * by 2 or 4 discs; from 2.0 sigma on every score is exact. */
          g_assert_cmpint (ABS (v - exact), <=, 4);
          if (level >= 2)
            g_assert_cmpint (v, ==, exact);
          if (level == 0)
            nodes_level0 += first.nodes;
        }
      sky_reversi_solver_set_last_level (solver, -1);
      sky_reversi_solver_clear (solver);
      g_assert_cmpint (sky_reversi_solver_solve (solver, P, O, -64, 64, NULL),
                       ==, exact);
      n++;
    }
  g_assert_cmpuint (nodes_level0, <, nodes_exact);

  /* Too few empties for a cut: exact at any level. */
  n = 0;
  while (n < 6)
    {
      guint64 P, O;
      int exact;

      if (!random_position (rand, 60 - 8, &P, &O))
        continue;
      g_assert_cmpint (sky_reversi_probcut_endgame_min_empties (), >, 8);
      sky_reversi_solver_set_last_level (solver, -1);
      exact = sky_reversi_solver_solve (solver, P, O, -64, 64, NULL);
      sky_reversi_solver_set_last_level (solver, 0);
      sky_reversi_solver_clear (solver);
      g_assert_cmpint (sky_reversi_solver_solve (solver, P, O, -64, 64, NULL),
                       ==, exact);
      n++;
    }
}

/* FFO #40 with the probable iterations, on one thread and on two: +38 by
 * a2, its only best move. */
static void
test_endgame_ffo40 (void)
{
  /* Black to move; rows a1-h1 first (X black, O white). */
  const char *board = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X--------";
  guint64 P = 0, O = 0;

  for (int sq = 0; sq < 64; sq++)
    if (board[sq] == 'X')
      P |= G_GUINT64_CONSTANT (1) << sq;
    else if (board[sq] == 'O')
      O |= G_GUINT64_CONSTANT (1) << sq;
  for (int threads = 1; threads <= 2; threads++)
    {
      g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (0);
      SkyReversiSolveResult result;

      sky_reversi_solver_set_threads (solver, threads);
      sky_reversi_solver_set_selective (solver, TRUE);
      g_assert_true (sky_reversi_solver_solve_root (solver, P, O, &result));
      g_assert_cmpint (result.score, ==, 38);
      g_assert_cmpint (result.best_move, ==, 8);    /* a2 */
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/probcut/table", test_table);
  g_test_add_func ("/probcut/midgame/fixed-depth", test_midgame_fixed_depth);
  g_test_add_func ("/probcut/midgame/to-the-end", test_midgame_to_the_end);
  g_test_add_func ("/probcut/endgame/exact", test_endgame_exact);
  g_test_add_func ("/probcut/endgame/ffo40", test_endgame_ffo40);
  g_test_add_func ("/probcut/endgame/probable", test_endgame_probable);
  return g_test_run ();
}
