/* test-search-threads.c: the strong engine and the exact solver on several
 * threads give the answers they give on one: the same exact scores, a best
 * move of that score, and at a fixed depth with exact values the same
 * values.  No timing is asserted.  Also run under ThreadSanitizer
 * (build-aux/test-sanitizers), so the positions are small: 14 to 18
 * empties (the solver goes parallel from 14), FFO #40 only with -m slow. */
#include "config.h"

#include "reversi.h"
#include "reversi-bitboard.h"
#include "reversi-endgame.h"
#include "reversi-search.h"

static inline guint64
bit (int sq)
{
  return G_GUINT64_CONSTANT (1) << sq;
}

/* The position after random moves from the start until empties squares
 * are empty (passes played), or FALSE if the game ended first. */
static gboolean
random_position (guint32 seed, int empties, guint64 *P, guint64 *O)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  guint64 p = G_GUINT64_CONSTANT (0x0000000810000000);
  guint64 o = G_GUINT64_CONSTANT (0x0000001008000000);

  while (sky_reversi_popcount (~(p | o)) > empties)
    {
      guint64 moves = sky_reversi_mobility (p, o), t;
      int k, sq;

      if (moves == 0)
        {
          if (sky_reversi_mobility (o, p) == 0)
            return FALSE;
          t = p, p = o, o = t;
          continue;
        }
      for (k = g_rand_int_range (rand, 0, sky_reversi_popcount (moves));
           k > 0; k--)
        moves &= moves - 1;
      sq = __builtin_ctzll (moves);
      {
        guint64 flips = sky_reversi_flips (p, o, sq);

        t = o ^ flips;
        o = p ^ flips ^ bit (sq);
        p = t;
      }
    }
  /* A side to move that can move (a pass handed over). */
  if (sky_reversi_mobility (p, o) == 0)
    {
      guint64 t = p;

      if (sky_reversi_mobility (o, p) == 0)
        return FALSE;
      p = o;
      o = t;
    }
  *P = p;
  *O = o;
  return TRUE;
}

/* Positions of 14 to 18 empties from random games (seeds in order, those
 * that end early skipped). */
static int
test_positions (guint64 *P, guint64 *O, int max)
{
  static const int empties[] = { 14, 15, 16, 16, 17, 18 };
  int n = 0;

  for (guint32 seed = 1; n < max && n < (int) G_N_ELEMENTS (empties); seed++)
    if (random_position (seed, empties[n], &P[n], &O[n]))
      n++;
  return n;
}

/* The exact score of the position after sq from the mover's side, on one
 * thread. */
static int
score_after (guint64 P, guint64 O, int sq)
{
  guint64 flips = sky_reversi_flips (P, O, sq);

  return -sky_reversi_solve (O ^ flips, P ^ flips ^ bit (sq), -64, 64, NULL,
                             NULL);
}

static void
check_solver_threads (guint64 P, guint64 O)
{
  g_autoptr(SkyReversiSolver) one = sky_reversi_solver_new (18);
  SkyReversiSolveResult expected;

  sky_reversi_solver_set_threads (one, 1);
  g_assert_true (sky_reversi_solver_solve_root (one, P, O, &expected));
  for (int threads = 2; threads <= 4; threads++)
    {
      g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (18);
      SkyReversiSolveResult result;
      SkyReversiSolveStats stats = { 0 };

      sky_reversi_solver_set_threads (solver, threads);
      g_assert_cmpint (sky_reversi_solver_get_threads (solver), ==, threads);
      g_assert_true (sky_reversi_solver_solve_root (solver, P, O, &result));
      g_assert_cmpint (result.score, ==, expected.score);
      /* The best move may be another one, of the same exact score. */
      g_assert_cmpint (result.best_move, >=, 0);
      g_assert_true (sky_reversi_mobility (P, O) & bit (result.best_move));
      g_assert_cmpint (score_after (P, O, result.best_move), ==,
                       expected.score);
      /* Narrow windows: the same answer on each side of the score. */
      g_assert_cmpint (sky_reversi_solver_solve (solver, P, O,
                                                 expected.score - 1,
                                                 expected.score + 1, &stats),
                       ==, expected.score);
      g_assert_cmpint (sky_reversi_solver_solve (solver, P, O,
                                                 expected.score + 1,
                                                 expected.score + 3, &stats),
                       <=, expected.score + 1);
      g_assert_cmpint (sky_reversi_solver_solve (solver, P, O,
                                                 expected.score - 3,
                                                 expected.score - 1, &stats),
                       >=, expected.score - 1);
      g_assert_false (stats.aborted);
    }
}

static void
test_solver_threads (void)
{
  guint64 P[8], O[8];
  int n = test_positions (P, O, 8);

  g_assert_cmpint (n, ==, 6);
  for (int i = 0; i < n; i++)
    check_solver_threads (P[i], O[i]);
}

/* One solver kept from solve to solve on two threads, as the engine keeps
 * its own: the same scores as fresh solvers on one. */
static void
test_solver_reused (void)
{
  g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (16);
  guint64 P[8], O[8];
  int n = test_positions (P, O, 8);

  sky_reversi_solver_set_threads (solver, 2);
  for (int round = 0; round < 2; round++)
    for (int i = 0; i < n; i++)
      {
        SkyReversiSolveResult result;

        g_assert_true (sky_reversi_solver_solve_root (solver, P[i], O[i],
                                                      &result));
        g_assert_cmpint (result.score, ==,
                         sky_reversi_solve (P[i], O[i], -64, 64, NULL, NULL));
      }
}

static void
test_ffo40_threads (void)
{
  /* FFO #40: +38, a2 the only best move. */
  const char *text = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";
  guint64 P = 0, O = 0;

  if (!g_test_slow ())
    {
      g_test_skip ("FFO #40 on 1 to 4 threads takes a while: run with -m slow");
      return;
    }
  for (int i = 0; i < 64; i++)
    if (text[i] == 'X')
      P |= bit (i);
    else if (text[i] == 'O')
      O |= bit (i);
  for (int threads = 1; threads <= 4; threads++)
    {
      g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (0);
      SkyReversiSolveResult result;

      sky_reversi_solver_set_threads (solver, threads);
      g_assert_true (sky_reversi_solver_solve_root (solver, P, O, &result));
      g_assert_cmpint (result.score, ==, 38);
      g_assert_cmpint (result.best_move, ==, 8);
    }
}

/* The thread default of the calling thread: what a new solver and a search
 * without threads of its own take. */
static void
test_thread_default (void)
{
  g_assert_cmpint (sky_reversi_solver_get_thread_default (), ==, 1);
  g_assert_cmpint (sky_reversi_search_threads (0), ==, 1);
  sky_reversi_search_set_thread_default (3);
  g_assert_cmpint (sky_reversi_search_threads (0), ==, 3);
  g_assert_cmpint (sky_reversi_search_threads (2), ==, 2);
  {
    g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (10);

    g_assert_cmpint (sky_reversi_solver_get_threads (solver), ==, 3);
  }
  sky_reversi_search_set_thread_default (0);
  g_assert_cmpint (sky_reversi_search_threads (0), ==, 1);
}

/* A midgame position of a random game, ply 20. */
static void
midgame_position (guint32 seed, guint64 *P, guint64 *O)
{
  g_assert_true (random_position (seed, 40, P, O));
}

static void
search (guint64 P, guint64 O, int depth, int threads, SkySearchResult *result)
{
  SkyReversiSearchOptions options = {
    .max_depth = depth,
    .solve_empties = -1,
    .exact_values = TRUE,
    .threads = threads,
  };
  g_autoptr(GError) error = NULL;

  g_assert_true (sky_reversi_search (P, O, &options, result, &error));
  g_assert_no_error (error);
}

/* At a fixed depth with exact values, every root move's value is that of
 * a plain alpha-beta of that depth, on any number of threads; so is the
 * best value, and the move is one of that value. */
static void
test_search_fixed_depth (void)
{
  for (guint32 seed = 1; seed <= 3; seed++)
    {
      SkySearchResult expected, result;
      guint64 P, O;

      midgame_position (seed, &P, &O);
      search (P, O, 6, 1, &expected);
      for (int threads = 2; threads <= 3; threads++)
        {
          search (P, O, 6, threads, &result);
          g_assert_cmpint (result.depth, ==, 6);
          g_assert_cmpint (result.value, ==, expected.value);
          g_assert_cmpint (result.n_moves, ==, expected.n_moves);
          for (int i = 0; i < result.n_moves; i++)
            {
              gboolean found = FALSE;

              for (int j = 0; j < expected.n_moves; j++)
                if (expected.moves[j] == result.moves[i])
                  {
                    g_assert_cmpint (result.move_values[i], ==,
                                     expected.move_values[j]);
                    found = TRUE;
                  }
              g_assert_true (found);
              if (result.moves[i] == result.move)
                g_assert_cmpint (result.move_values[i], ==, expected.value);
            }
          g_assert_true (result.move_values_exact);
        }
    }
}

/* The same search twice on one thread: the tables kept from the first
 * change nothing, not even the count of nodes. */
static void
test_search_tables_reused (void)
{
  SkySearchResult first, second;
  guint64 P, O;

  midgame_position (7, &P, &O);
  search (P, O, 5, 1, &first);
  search (P, O, 5, 1, &second);
  g_assert_cmpint (first.value, ==, second.value);
  g_assert_cmpint (first.move, ==, second.move);
  g_assert_cmpuint (first.nodes, ==, second.nodes);
  g_assert_cmpuint (first.evaluations, ==, second.evaluations);
  sky_reversi_search_release_tables ();
  search (P, O, 5, 1, &second);
  g_assert_cmpuint (first.nodes, ==, second.nodes);
}

/* With a time budget on two threads: a legal move. */
static void
test_search_budget (void)
{
  for (guint32 seed = 1; seed <= 3; seed++)
    {
      SkyReversiSearchOptions options = {
        .seconds = 0.05,
        .threads = 2,
      };
      SkySearchResult result;
      guint64 P, O;

      midgame_position (seed, &P, &O);
      g_assert_true (sky_reversi_search (P, O, &options, &result, NULL));
      g_assert_cmpint (result.move, >=, 0);
      g_assert_true (sky_reversi_mobility (P, O) & bit (result.move));
    }
}

/* The engine solving at the root on several threads: the exact value of
 * one thread, every move's exact value with exact_values. */
static void
test_search_solves (void)
{
  guint64 P[8], O[8];
  int n = test_positions (P, O, 8);

  for (int i = 0; i < n && i < 3; i++)
    {
      SkyReversiSearchOptions options = {
        .solve_empties = 20,
        .exact_values = TRUE,
        .threads = 1,
      };
      SkySearchResult expected, result;

      g_assert_true (sky_reversi_search (P[i], O[i], &options, &expected,
                                         NULL));
      g_assert_true (expected.solved);
      options.threads = 2;
      g_assert_true (sky_reversi_search (P[i], O[i], &options, &result,
                                         NULL));
      g_assert_true (result.solved);
      g_assert_cmpint (result.value, ==, expected.value);
      g_assert_cmpint (result.n_moves, ==, expected.n_moves);
      for (int k = 0; k < result.n_moves; k++)
        for (int j = 0; j < expected.n_moves; j++)
          if (expected.moves[j] == result.moves[k])
            g_assert_cmpint (result.move_values[k], ==,
                             expected.move_values[j]);
    }
}

/* Cancelled before it starts: FALSE at once, on several threads too. */
static void
test_search_cancelled (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  SkyReversiSearchOptions options = {
    .max_depth = 12,
    .solve_empties = -1,
    .threads = 3,
    .cancellable = cancellable,
  };
  g_autoptr(GError) error = NULL;
  SkySearchResult result;
  guint64 P, O;

  midgame_position (2, &P, &O);
  g_cancellable_cancel (cancellable);
  g_assert_false (sky_reversi_search (P, O, &options, &result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-threads/solver", test_solver_threads);
  g_test_add_func ("/search-threads/solver-reused", test_solver_reused);
  g_test_add_func ("/search-threads/ffo40", test_ffo40_threads);
  g_test_add_func ("/search-threads/thread-default", test_thread_default);
  g_test_add_func ("/search-threads/fixed-depth", test_search_fixed_depth);
  g_test_add_func ("/search-threads/tables-reused", test_search_tables_reused);
  g_test_add_func ("/search-threads/budget", test_search_budget);
  g_test_add_func ("/search-threads/solves", test_search_solves);
  g_test_add_func ("/search-threads/cancelled", test_search_cancelled);
  return g_test_run ();
}
