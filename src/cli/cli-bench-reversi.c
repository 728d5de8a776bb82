/* cli-bench-reversi.c: the reversi items of `sakiyomi-cli bench`
 * (cli-bench.h): perft, Monte Carlo playouts, the endgame solver, the
 * searches and the strong engine, the pattern evaluation, a review, and
 * reading WTHOR and GGF collections.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include <glib/gi18n.h>

#include "cli-bench.h"
#include "ggf.h"
#include "reversi.h"
#include "reversi-bitboard.h"
#include "reversi-endgame.h"
#include "reversi-pattern.h"
#include "reversi-search.h"
#include "wthor.h"
#include "record-collection.h"
#include "review.h"
#include "search-generic.h"

/* Reversi perft from the start: the standard counts, a pass counted as a
 * ply. */
static void
bench_perft (BenchRun *run)
{
  static const guint64 expected[] = {
    1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284,
    212258800,
  };
  g_autoptr(SkyPosition) start = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                                                   NULL);
  int depth = run->depth > 0 ? run->depth : run->quick ? 8 : 10;

  run->name = g_strdup_printf (_("reversi perft %d"), depth);
  run->unit = _("nodes");
  run->count = sky_reversi_perft (start, depth);
  run->check = run->count == expected[depth] ? CHECK_OK : CHECK_WRONG;
}

/* Random games to the end from the start position, as the Monte Carlo
 * opponents play them (issue 5's target: 500,000 a second on one core). */
static void
bench_playouts (BenchRun *run)
{
  g_autoptr(SkyPosition) start = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                                                   NULL);
  guint64 black = sky_reversi_discs (start, SKY_SIDE_FIRST);
  guint64 white = sky_reversi_discs (start, SKY_SIDE_SECOND);
  guint64 state = G_GUINT64_CONSTANT (0x5a4b1c2d3e4f6071);
  guint64 n = run->quick ? 20000 : 500000;
  guint64 black_wins = 0;

  run->name = g_strdup (_("reversi random playouts"));
  run->unit = _("playouts");
  for (guint64 i = 0; i < n; i++)
    if (sky_reversi_random_playout (black, white, SKY_SIDE_FIRST, &state) > 0)
      black_wins++;
  run->count = n;
  /* %llu, not G_GUINT64_FORMAT: xgettext cannot see through the macro. */
  run->note = g_strdup_printf (_("black wins %llu"), (unsigned long long) black_wins);
}

/* Seed 004's flat Monte Carlo from the start, 2,500 playouts for each of
 * the four moves. */
static void
bench_flat (BenchRun *run)
{
  g_autoptr(SkyPosition) start = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                                                   NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  SkyStrength strength;
  SkySearchResult result;

  sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                             SKY_GAME_REVERSI);
  strength.playouts = 2500;
  run->name = g_strdup (_("reversi flat Monte Carlo, 10000 playouts"));
  run->unit = _("playouts");
  sky_player_choose (&strength, start, rand, NULL, NULL, NULL, &result, NULL);
  run->count = result.playouts;
  sky_cli_bench_note_move (run, start, &result);
}

/* UCT from the start. */
static void
bench_uct (BenchRun *run)
{
  g_autoptr(SkyPosition) start = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                                                   NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  SkyStrength strength;
  SkySearchResult result;

  sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                             SKY_GAME_REVERSI);
  strength.tree = TRUE;
  strength.playouts = run->quick ? 20000 : 200000;
  run->name = g_strdup_printf (_("reversi UCT Monte Carlo, %d playouts"),
                               strength.playouts);
  run->unit = _("playouts");
  sky_player_choose (&strength, start, rand, NULL, NULL, NULL, &result, NULL);
  run->count = result.playouts;
  sky_cli_bench_note_move (run, start, &result);
}

/* The endgame fixtures of issue 5, from the FFO endgame test suite (#40,
 * #41, #42): the exact score for the side to move and the best move. */
static const struct {
  const char *position;
  int score;
  const char *best;
} ffo[] = {
  { "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X", 38, "a2" },
  { "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X", 0, "h4" },
  { "--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X", 6, "g2" },
};

/* The threads of the endgame-threads item (--threads, default 2). */
static int bench_threads = 2;

/* The evaluation of the strong engine's items (reversi-engine, review):
 * --weights FILE, or NULL for the default. */
static const SkyReversiEvaluator *bench_evaluator;

/* Solves FFO #number with a fresh solver on threads threads; TRUE if the
 * score and the best move are right.  wall: the seconds it took; thread_cpu:
 * the calling thread's CPU seconds (on a busy machine, where the threads
 * share the cores with others, the time it would take with a core of its
 * own for every thread). */
static gboolean
solve_ffo (int number, int threads, guint64 *nodes, double *wall,
           double *thread_cpu)
{
  int i = number - 40;
  g_autoptr(SkyPosition) pos = sky_position_new_from_string (sky_game_get (SKY_GAME_REVERSI),
                                                             ffo[i].position,
                                                             NULL);
  g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (0);
  SkyReversiSolveResult solved;
  struct timespec cpu_start, cpu_end;
  gint64 start;
  char square[3] = { 0 };
  gboolean ok;

  sky_reversi_solver_set_threads (solver, threads);
  start = g_get_monotonic_time ();
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &cpu_start);
  ok = sky_reversi_solver_solve_root (solver,
                                      sky_reversi_discs (pos, pos->to_move),
                                      sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                                      &solved);
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &cpu_end);
  *wall += (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  *thread_cpu += (cpu_end.tv_sec - cpu_start.tv_sec)
                 + (cpu_end.tv_nsec - cpu_start.tv_nsec) / 1e9;
  *nodes += solved.nodes;
  if (ok && solved.best_move >= 0)
    {
      square[0] = 'a' + solved.best_move % 8;
      square[1] = '1' + solved.best_move / 8;
    }
  return ok && solved.score == ffo[i].score
         && strcmp (square, ffo[i].best) == 0;
}

/* FFO #40, #41 and #42 on one thread and on bench_threads, each answer
 * checked, with the speedup: by the wall clock, and by the calling
 * thread's CPU time (what the wall clock would say with a core for every
 * thread: on a machine busy with other work the wall clock shows less). */
static void
bench_endgame_threads (BenchRun *run)
{
  double wall_one = 0, wall_n = 0, cpu_one = 0, cpu_n = 0;
  guint64 nodes_one = 0;
  gboolean ok = TRUE;

  run->name = g_strdup_printf (_("reversi endgame FFO #40-#42, 1 and %d threads"),
                               bench_threads);
  run->unit = _("nodes");
  for (int number = 40; number <= 42; number++)
    {
      ok = solve_ffo (number, 1, &nodes_one, &wall_one, &cpu_one) && ok;
      ok = solve_ffo (number, bench_threads, &run->count, &wall_n, &cpu_n)
           && ok;
    }
  run->check = ok ? CHECK_OK : CHECK_WRONG;
  /* TRANSLATORS: the seconds of FFO #40-#42 on one thread and on N, the
   * speedup by the wall clock, and by the calling thread's CPU time */
  run->note = g_strdup_printf (_("1 thread %.2f s, %d threads %.2f s: speedup %.2f (by CPU time %.2f)"),
                               wall_one, bench_threads, wall_n,
                               wall_n > 0 ? wall_one / wall_n : 0.0,
                               cpu_n > 0 ? cpu_one / cpu_n : 0.0);
}

/* FFO #40-#42 on one thread with and without the solver's probable
 * iterations (sky_reversi_solver_set_selective ()): both exact, each
 * answer checked; the count is the nodes with them. */
static void
bench_endgame_selective (BenchRun *run)
{
  const SkyGame *game = sky_game_get (SKY_GAME_REVERSI);
  double seconds[2] = { 0, 0 };
  guint64 nodes[2] = { 0, 0 };
  gboolean ok = TRUE;

  run->name = g_strdup (_("reversi endgame FFO #40-#42, probable iterations"));
  run->unit = _("nodes");
  for (int number = 40; number <= 42; number++)
    for (int selective = 0; selective < 2; selective++)
      {
        int i = number - 40;
        g_autoptr(SkyPosition) pos = sky_position_new_from_string (game,
                                                                   ffo[i].position,
                                                                   NULL);
        g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (0);
        SkyReversiSolveResult solved;
        struct timespec cpu_start, cpu_end;
        char square[3] = { 0 };

        sky_reversi_solver_set_threads (solver, 1);
        sky_reversi_solver_set_selective (solver, selective);
        clock_gettime (CLOCK_THREAD_CPUTIME_ID, &cpu_start);
        if (!sky_reversi_solver_solve_root (solver,
                                            sky_reversi_discs (pos, pos->to_move),
                                            sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                                            &solved))
          {
            ok = FALSE;
            continue;
          }
        clock_gettime (CLOCK_THREAD_CPUTIME_ID, &cpu_end);
        seconds[selective] += (cpu_end.tv_sec - cpu_start.tv_sec)
                              + (cpu_end.tv_nsec - cpu_start.tv_nsec) / 1e9;
        nodes[selective] += solved.nodes;
        if (solved.best_move >= 0)
          {
            square[0] = 'a' + solved.best_move % 8;
            square[1] = '1' + solved.best_move / 8;
          }
        ok = ok && solved.score == ffo[i].score
             && strcmp (square, ffo[i].best) == 0;
      }
  run->count = nodes[1];
  run->check = ok ? CHECK_OK : CHECK_WRONG;
  /* TRANSLATORS: CPU seconds and nodes of FFO #40-#42 solved without and
   * with the probable iterations */
  run->note = g_strdup_printf (_("without %.2f s %llu nodes, with %.2f s %llu nodes"),
                               seconds[0], (unsigned long long) nodes[0],
                               seconds[1], (unsigned long long) nodes[1]);
}

/* The FFO fixtures solved exactly by a fresh solver on one thread, one
 * item each (run->depth is the FFO number). */
static void
bench_endgame (BenchRun *run)
{
  const SkyGame *game = sky_game_get (SKY_GAME_REVERSI);
  int i = run->depth - 40;
  g_autoptr(SkyPosition) pos = sky_position_new_from_string (game,
                                                             ffo[i].position,
                                                             NULL);
  g_autoptr(SkyReversiSolver) solver = sky_reversi_solver_new (0);
  SkyReversiSolveResult solved;
  char square[3] = { 0 };

  run->name = g_strdup_printf (_("reversi endgame FFO #%d, %d empties, exact"),
                               run->depth, sky_reversi_empties (pos));
  run->unit = _("nodes");
  if (!sky_reversi_solver_solve_root (solver,
                                      sky_reversi_discs (pos, pos->to_move),
                                      sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                                      &solved))
    {
      run->check = CHECK_WRONG;
      return;
    }
  run->count = solved.nodes;
  if (solved.best_move >= 0)
    {
      square[0] = 'a' + solved.best_move % 8;
      square[1] = '1' + solved.best_move / 8;
    }
  run->check = solved.score == ffo[i].score && strcmp (square, ffo[i].best) == 0
               ? CHECK_OK : CHECK_WRONG;
  run->note = g_strdup_printf ("%s %+d", square, solved.score);
}

/* Ten midgame positions: ply 10, 14, …, 46 of ten random games. */
static GPtrArray *
reversi_midgame_positions (void)
{
  const SkyGame *game = sky_game_get (SKY_GAME_REVERSI);
  GPtrArray *positions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);

  for (int i = 0; i < 10; i++)
    {
      g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);

      while (!sky_position_is_over (pos) && pos->ply < 10 + 4 * i)
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = sky_position_legal_moves (pos, moves);

          sky_position_play (pos, moves[g_rand_int_range (rand, 0, n)]);
        }
      if (!sky_position_is_over (pos))
        g_ptr_array_add (positions, sky_position_copy (pos));
    }
  return positions;
}

/* The swing of the values shown from one depth to the next (issue 35):
 * 100 midgame positions (ply 10 to 49 of random games), each searched by
 * the strong engine to depth STEADY_DEPTH on one thread, every iteration's
 * value kept; the mean absolute difference between the values of
 * consecutive depths, in discs, as searched, corrected for the depth's
 * parity as the values shown are (steady_values), and for comparison
 * averaged over the last two depths.  The count is the pairs of depths. */
#define STEADY_POSITIONS 100
#define STEADY_DEPTH 10

typedef struct {
  int values[STEADY_DEPTH + 1];
  gboolean known[STEADY_DEPTH + 1];
} DepthValues;

static void
keep_iteration (const SkyProgress *progress, gpointer data)
{
  DepthValues *values = data;
  int depth = progress->iteration.depth;

  if (progress->has_iteration && !progress->iteration.solved
      && depth >= 1 && depth <= STEADY_DEPTH)
    {
      values->values[depth] = progress->iteration.value;
      values->known[depth] = TRUE;
    }
}

static void
bench_steady_values (BenchRun *run)
{
  const SkyGame *game = sky_game_get (SKY_GAME_REVERSI);
  g_autoptr(GRand) rand = g_rand_new_with_seed (35);
  int depth = run->quick ? 6 : STEADY_DEPTH;
  double swing[3] = { 0, 0, 0 };
  guint64 pairs = 0, averaged_pairs = 0;

  run->name = g_strdup_printf (_("reversi values of consecutive depths 1 to %d, %d positions"),
                               depth, STEADY_POSITIONS);
  run->unit = _("pairs of depths");
  for (int i = 0; i < STEADY_POSITIONS; i++)
    {
      g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
      int plies = 10 + i % 40;
      DepthValues found[2];

      while (pos->ply < plies && !sky_position_is_over (pos))
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = sky_position_legal_moves (pos, moves);

          sky_position_play (pos, moves[g_rand_int_range (rand, 0, n)]);
        }
      if (sky_position_is_over (pos))
        continue;
      for (int steady = 0; steady < 2; steady++)
        {
          SkyReversiSearchOptions options = {
            .max_depth = depth,
            .solve_empties = -1,
            .threads = 1,
            .evaluator = bench_evaluator,
            .selective = SKY_SELECTIVE_OFF,
            .steady_values = steady,
            .progress = keep_iteration,
            .progress_data = &found[steady],
          };
          SkySearchResult result;

          memset (&found[steady], 0, sizeof found[steady]);
          sky_reversi_search (sky_reversi_discs (pos, pos->to_move),
                              sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                              &options, &result, NULL);
        }
      for (int d = 2; d <= depth; d++)
        {
          if (!found[0].known[d] || !found[0].known[d - 1])
            continue;
          swing[0] += ABS (found[0].values[d] - found[0].values[d - 1]) / 100.0;
          swing[1] += ABS (found[1].values[d] - found[1].values[d - 1]) / 100.0;
          pairs++;
          if (d >= 3 && found[0].known[d - 2])
            {
              swing[2] += ABS (found[0].values[d] - found[0].values[d - 2]) / 200.0;
              averaged_pairs++;
            }
        }
    }
  run->count = pairs;
  run->note = g_strdup_printf (_("mean swing %.2f discs as searched, %.2f corrected for parity, %.2f averaged over two depths"),
                               pairs > 0 ? swing[0] / pairs : 0,
                               pairs > 0 ? swing[1] / pairs : 0,
                               averaged_pairs > 0 ? swing[2] / averaged_pairs : 0);
}

/* Fixed-depth alpha-beta with the positional evaluation. */
static void
bench_reversi_search (BenchRun *run)
{
  g_autoptr(GPtrArray) positions = reversi_midgame_positions ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  GString *moves = g_string_new (NULL);
  SkyStrength strength;

  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, SKY_GAME_REVERSI);
  strength.alpha_beta = TRUE;
  strength.strong_eval = TRUE;
  strength.depth = run->quick ? 4 : 8;
  run->name = g_strdup_printf (_("reversi alpha-beta depth %d, %u positions"),
                               strength.depth, positions->len);
  run->unit = _("nodes");
  for (guint i = 0; i < positions->len; i++)
    {
      const SkyPosition *pos = positions->pdata[i];
      g_autofree char *move = NULL;
      SkySearchResult result;

      sky_player_choose (&strength, pos, rand, NULL, NULL, NULL, &result,
                         NULL);
      run->count += result.nodes;
      move = pos->game->move_to_string (pos, result.move);
      g_string_append (moves, move);
    }
  run->note = g_string_free (moves, FALSE);
}

/* The strong engine at a fixed depth (no time budget, no endgame solver)
 * on the same positions; with Multi-ProbCut if run->depth is 1. */
static void
bench_reversi_engine (BenchRun *run)
{
  g_autoptr(GPtrArray) positions = reversi_midgame_positions ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  GString *moves = g_string_new (NULL);
  SkyStrength strength;

  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, SKY_GAME_REVERSI);
  strength.engine = TRUE;
  strength.seconds = 0;
  strength.solve_empties = -1;
  strength.depth = run->quick ? 6 : 10;
  strength.evaluator = bench_evaluator;
  strength.selective = run->depth == 1 ? SKY_SELECTIVE_ON : SKY_SELECTIVE_OFF;
  run->name = g_strdup_printf (run->depth == 1
                               ? _("reversi strong engine depth %d, %u positions, MPC")
                               : _("reversi strong engine depth %d, %u positions"),
                               strength.depth, positions->len);
  run->unit = _("nodes");
  for (guint i = 0; i < positions->len; i++)
    {
      const SkyPosition *pos = positions->pdata[i];
      g_autofree char *move = NULL;
      SkySearchResult result;

      sky_player_choose (&strength, pos, rand, NULL, NULL, NULL, &result,
                         NULL);
      run->count += result.nodes;
      move = pos->game->move_to_string (pos, result.move);
      g_string_append (moves, move);
    }
  run->note = g_string_free (moves, FALSE);
}

/* The review of a whole reversi game at the review's defaults (0.5 s a
 * position, exact from 26 empties): the one item with a time budget, so
 * its time is the point and its counts may vary.  The game is the strong
 * engine's against itself (depth 8, solving from 16 empties) after six
 * random moves from seed 1: 60 moves, black wins by 2. */
static void
bench_review (BenchRun *run)
{
  static const char game[] =
    "c4c5f6d3e2b3c3d2e3b4d6f3f2f4g4c6f5f1b5b6a6e6a5d7d1e1g1c7a4g3h4g5e7g6"
    "h6d8f7h5h3a3a2g7c8b8e8g2c1c2h1h2a8b2b7a7f8h8b1g8h7a1";
  g_autoptr(SkyRecord) record = sky_record_from_string (game, NULL);
  g_autofree SkyReviewPly *plies = NULL;
  SkyReviewOptions options;
  SkyReviewSummary black, white;
  guint n = sky_record_get_n_moves (record);

  sky_review_options_init_default (&options);
  options.evaluator = bench_evaluator;
  run->name = g_strdup_printf (_("reversi review of a %u-move game, %g s, exact from %d"),
                               n, options.seconds, options.exact_empties);
  run->unit = _("moves");
  plies = g_new0 (SkyReviewPly, n);
  if (!sky_review_run (record, &options, NULL, NULL, NULL, plies, NULL))
    {
      run->check = CHECK_WRONG;
      return;
    }
  run->count = n;
  sky_review_summarize (plies, n, SKY_SIDE_FIRST, &black);
  sky_review_summarize (plies, n, SKY_SIDE_SECOND, &white);
  /* The exact end: black wins by 2, whatever the budget. */
  run->check = plies[n - 1].exact
               && sky_review_ply_value_for_first (&plies[n - 1]) == 2
               ? CHECK_OK : CHECK_WRONG;
  run->note = g_strdup_printf (_("?!/?/?? black %u/%u/%u, white %u/%u/%u"),
                               black.counts[SKY_JUDGEMENT_INACCURACY],
                               black.counts[SKY_JUDGEMENT_MISTAKE],
                               black.counts[SKY_JUDGEMENT_BLUNDER],
                               white.counts[SKY_JUDGEMENT_INACCURACY],
                               white.counts[SKY_JUDGEMENT_MISTAKE],
                               white.counts[SKY_JUDGEMENT_BLUNDER]);
}

/* Orders positions (pairs of bitboards) by their empty squares, most
 * first. */
/* The memory of the strong engine's tables, at the size --hash set (or
 * the defaults), after the items that used them. */
void
sky_cli_bench_reversi_print_tables (void)
{
  gsize table = sky_reversi_search_get_table_size ();
  gsize busy = sky_reversi_search_busy_table_size ();

  /* TRANSLATORS: bench's list of the reversi engine's tables: the
   * transposition table's MiB and positions, its MiB in searches of a
   * quarter second or less, the endgame solver's table, the table of the
   * short search before a solve, and the KiB of the table of positions
   * being searched of each search or solve on several threads */
  printf (_("reversi engine tables: transposition table %.1f MiB (%llu positions; %.1f MiB for searches of 0.25 s or less), endgame solver’s table %.1f MiB, short search before a solve %.1f MiB, positions being searched %.0f KiB per search or solve on several threads\n"),
          table / 1048576.0,
          (unsigned long long) sky_reversi_search_table_positions (table),
          sky_reversi_search_short_table_size () / 1048576.0,
          sky_reversi_search_solver_table_size () / 1048576.0,
          sky_reversi_search_presolve_table_size () / 1048576.0,
          busy / 1024.0);
}

static int
compare_empties (gconstpointer a, gconstpointer b)
{
  const guint64 *x = a, *y = b;
  int ex = sky_reversi_popcount (~(x[0] | x[1]));
  int ey = sky_reversi_popcount (~(y[0] | y[1]));

  return ey - ex;
}

/* The pattern evaluation (reversi-pattern.h, the built-in weights) on
 * every position of 64 random games, over and over, on one thread.  The
 * check: the sum of the values is what the portable variant gives. */
static void
bench_pattern_eval (BenchRun *run)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyReversiPatternWeights) w = sky_reversi_pattern_weights_load_default (&error);
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (guint64) * 2);
  guint64 state = G_GUINT64_CONSTANT (0x3c6ef372fe94f82b);
  int rounds = run->quick ? 200 : 2500;
  gint64 expected = 0, sum = 0;

  run->unit = _("evaluations");
  if (w == NULL)
    {
      run->name = g_strdup (_("reversi pattern evaluation"));
      run->check = CHECK_WRONG;
      run->note = g_strdup (error->message);
      return;
    }
  for (int g = 0; g < 64; g++)
    {
      guint64 P = G_GUINT64_CONSTANT (0x0000000810000000);
      guint64 O = G_GUINT64_CONSTANT (0x0000001008000000), t;
      int passes = 0;

      while (passes < 2)
        {
          guint64 moves = sky_reversi_mobility (P, O);
          guint64 pair[2] = { P, O };

          if (moves == 0)
            {
              passes++;
              t = P, P = O, O = t;
              continue;
            }
          passes = 0;
          g_array_append_val (positions, pair);
          for (int k = sky_reversi_rng_next (&state) % sky_reversi_popcount (moves);
               k > 0; k--)
            moves &= moves - 1;
          {
            int sq = __builtin_ctzll (moves);
            guint64 flips = sky_reversi_flips (P, O, sq);

            P |= flips | (G_GUINT64_CONSTANT (1) << sq);
            O &= ~flips;
          }
          t = P, P = O, O = t;
        }
    }
  run->name = g_strdup_printf (_("reversi pattern evaluation, %u positions %d times"),
                               positions->len, rounds);
  for (guint i = 0; i < positions->len; i++)
    {
      const guint64 *pos = &g_array_index (positions, guint64, 2 * i);

      expected += sky_reversi_pattern_evaluate_at (SKY_REVERSI_CPU_GENERIC, w,
                                                   pos[0], pos[1]);
    }
  /* As a search evaluates: many positions of one phase in a row (a
   * search's leaves lie within a few empties of each other), so that
   * phase's table is in the cache, as it is there; the positions of each
   * number of empties, every round, then the next number. */
  g_array_sort (positions, compare_empties);
  for (guint first = 0, end; first < positions->len; first = end)
    {
      const guint64 *head = &g_array_index (positions, guint64, 2 * first);
      int empties = sky_reversi_popcount (~(head[0] | head[1]));

      for (end = first + 1; end < positions->len; end++)
        {
          const guint64 *pos = &g_array_index (positions, guint64, 2 * end);

          if (sky_reversi_popcount (~(pos[0] | pos[1])) != empties)
            break;
        }
      for (int r = 0; r < rounds; r++)
        for (guint i = first; i < end; i++)
          {
            const guint64 *pos = &g_array_index (positions, guint64, 2 * i);

            sum += sky_reversi_pattern_evaluate (w, pos[0], pos[1]);
          }
    }
  run->count = (guint64) rounds * positions->len;
  run->check = sum == expected * rounds ? CHECK_OK : CHECK_WRONG;
  run->note = g_strdup_printf ("%" G_GINT64_FORMAT, sum);
}

/* Files of many games for the listing items: n games, each one of 64
 * random games (seed 20) with its own player numbers, so that the listing
 * does the work of a real database. */
#define LIST_DISTINCT 64

static guint
list_n_games (const BenchRun *run)
{
  return run->quick ? 10000 : 100000;
}

static SkyRecord *
list_random_game (GRand *rand)
{
  g_autoptr(SkyPosition) start = sky_position_new (sky_game_get (SKY_GAME_REVERSI), NULL);
  SkyRecord *record = sky_record_new (start);

  while (!sky_position_is_over (sky_record_get_end (record)))
    {
      SkyMove moves[SKY_MAX_MOVES];
      int n = sky_position_legal_moves (sky_record_get_end (record), moves);

      sky_record_append (record, moves[g_rand_int_range (rand, 0, n)], NULL);
    }
  return record;
}

/* Lists contents (timed alone: the note gives the listing's seconds) and
 * checks the count and the last game. */
static void
list_collection (BenchRun *run, GBytes *contents, const char *name, guint n)
{
  g_autoptr(SkyRecordCollection) collection = NULL;
  g_autoptr(SkyRecord) last = NULL;
  gint64 start = g_get_monotonic_time ();

  collection = sky_record_collection_new_from_bytes (contents, name, NULL, NULL,
                                                     NULL, NULL);
  run->note = g_strdup_printf (_("listed in %.2f s"),
                               (g_get_monotonic_time () - start) / 1e6);
  run->count = n;
  if (collection != NULL)
    last = sky_record_collection_get_record (collection, n - 1, NULL);
  run->check = collection != NULL
               && sky_record_collection_get_n_games (collection) == n
               && sky_record_collection_get_summary (collection, n - 1, "Opening") != NULL
               && last != NULL ? CHECK_OK : CHECK_WRONG;
}

/* A WTHOR database of 100,000 games (issue 20: listed in under 2 s). */
static void
bench_wthor_list (BenchRun *run)
{
  guint n = list_n_games (run);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20);
  g_autoptr(GByteArray) data = g_byte_array_sized_new (SKY_WTHOR_HEADER_SIZE
                                                       + n * SKY_WTHOR_GAME_SIZE);
  g_autoptr(GBytes) contents = NULL;
  guint8 games[LIST_DISTINCT][60] = { { 0 } };
  guint8 header[SKY_WTHOR_HEADER_SIZE] = {
    20, 26, 11, 27, n & 0xFF, (n >> 8) & 0xFF, (n >> 16) & 0xFF, n >> 24,
    0, 0, 2025 & 0xFF, 2025 >> 8, 8, 0, 22, 0,
  };

  run->name = g_strdup_printf (_("WTHOR listing of %u games"), n);
  run->unit = _("games");
  for (guint g = 0; g < LIST_DISTINCT; g++)
    {
      g_autoptr(SkyRecord) record = list_random_game (rand);
      guint k = 0;

      for (guint i = 0; i < sky_record_get_n_moves (record); i++)
        {
          SkyMove move = sky_record_get_move (record, i);

          if (move != SKY_MOVE_PASS)
            games[g][k++] = 10 * (move / 8 + 1) + move % 8 + 1;
        }
    }
  g_byte_array_append (data, header, sizeof header);
  for (guint i = 0; i < n; i++)
    {
      guint8 game[SKY_WTHOR_GAME_SIZE] = {
        i % 40, 0, i % 1000 & 0xFF, (i % 1000) >> 8, (i + 7) % 1000 & 0xFF,
        ((i + 7) % 1000) >> 8, 32, 32,
      };

      memcpy (game + 8, games[i % LIST_DISTINCT], 60);
      g_byte_array_append (data, game, sizeof game);
    }
  contents = g_byte_array_free_to_bytes (g_steal_pointer (&data));
  list_collection (run, contents, "bench.wtb", n);
}

/* The same number of games as GGS archive lines. */
static void
bench_ggf_list (BenchRun *run)
{
  guint n = list_n_games (run);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_free);
  GString *text = g_string_new (NULL);
  g_autoptr(GBytes) contents = NULL;

  run->name = g_strdup_printf (_("GGF listing of %u games"), n);
  run->unit = _("games");
  for (guint g = 0; g < LIST_DISTINCT; g++)
    {
      g_autoptr(SkyRecord) record = list_random_game (rand);

      g_ptr_array_add (games, sky_record_to_ggf (record));
    }
  for (guint i = 0; i < n; i++)
    {
      const char *game = games->pdata[i % LIST_DISTINCT];

      /* "(;GM[Othello]" then players of their own. */
      g_string_append_printf (text, "1 (;GM[Othello]PC[GGS/os]PB[player%u]PW[player%u]%s",
                              i % 1000, (i + 7) % 1000, game + strlen ("(;GM[Othello]"));
    }
  contents = g_string_free_to_bytes (text);
  list_collection (run, contents, NULL, n);
}

void
sky_cli_bench_reversi_setup (int threads, const SkyReversiEvaluator *evaluator)
{
  bench_threads = threads;
  bench_evaluator = evaluator;
}

/* In the set's order (cli-bench-set.c). */
const BenchItem sky_cli_bench_reversi_items[] = {
  { "perft", bench_perft },
  { "perft11", bench_perft, 11, TRUE },
  { "playouts", bench_playouts },
  { "flat", bench_flat },
  { "uct", bench_uct },
  { "endgame40", bench_endgame, 40, TRUE },
  { "endgame41", bench_endgame, 41, TRUE },
  { "endgame42", bench_endgame, 42, TRUE },
  { "endgame-threads", bench_endgame_threads, 0, TRUE },
  { "endgame-selective", bench_endgame_selective, 0, TRUE },
  { "reversi-search", bench_reversi_search },
  { "reversi-engine", bench_reversi_engine },
  { "reversi-engine-selective", bench_reversi_engine, 1 },
  { "pattern-eval", bench_pattern_eval },
  { "review", bench_review, 0, TRUE },
  { "steady-values", bench_steady_values, 0, TRUE },
  { "wthor-list", bench_wthor_list },
  { "ggf-list", bench_ggf_list },
  { NULL }
};
