/* test-eval.c: the reversi evaluation of the strong engine
 * (reversi-eval.c) and its weights (reversi-weights.h): symmetry under the
 * eight symmetries of the board, the sign when the sides swap, positions
 * whose order is known, stability, the pattern classes, and that the
 * weights compiled in are the ones the file's checksum names.  The tune and
 * tournament subcommands are run as the built binary ($SAKIYOMI_CLI). */
#include "config.h"

#include "cli-run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "reversi-bitboard.h"
#include "reversi-eval.h"
#include "reversi-weights.h"

/* The eight symmetries, square by square (independent of the evaluation's
 * own bit tricks). */
static guint64
transform (guint64 x, int symmetry)
{
  guint64 out = 0;

  for (int sq = 0; sq < 64; sq++)
    if (x & (G_GUINT64_CONSTANT (1) << sq))
      {
        int r = sq / 8, c = sq % 8, t;

        if (symmetry & 1)
          c = 7 - c;
        if (symmetry & 2)
          r = 7 - r;
        if (symmetry & 4)
          {
            t = r;
            r = c;
            c = t;
          }
        out |= G_GUINT64_CONSTANT (1) << (r * 8 + c);
      }
  return out;
}

/* A position after plies random legal moves from the start (fewer if the
 * game ends), P to move. */
static void
random_position (GRand *rand, int plies, guint64 *P, guint64 *O)
{
  guint64 p = G_GUINT64_CONSTANT (0x0000000810000000);  /* black d5 e4 */
  guint64 o = G_GUINT64_CONSTANT (0x0000001008000000);  /* white d4 e5 */

  for (int i = 0; i < plies; i++)
    {
      guint64 moves = sky_reversi_mobility (p, o), t;
      int n = sky_reversi_popcount (moves), k;

      if (n == 0)
        {
          if (sky_reversi_mobility (o, p) == 0)
            break;
          t = p;
          p = o;
          o = t;
          continue;
        }
      k = g_rand_int_range (rand, 0, n);
      while (k-- > 0)
        moves &= moves - 1;
      {
        int sq = __builtin_ctzll (moves);
        guint64 flips = sky_reversi_flips (p, o, sq);

        p |= flips | (G_GUINT64_CONSTANT (1) << sq);
        o &= ~flips;
      }
      t = p;
      p = o;
      o = t;
    }
  *P = p;
  *O = o;
}

static void
test_symmetry (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);

  for (int i = 0; i < 2000; i++)
    {
      guint64 P, O;
      int value;

      random_position (rand, g_rand_int_range (rand, 0, 61), &P, &O);
      value = sky_reversi_evaluate (P, O);
      for (int s = 1; s < 8; s++)
        g_assert_cmpint (sky_reversi_evaluate (transform (P, s),
                                               transform (O, s)), ==, value);
    }
}

/* Every CPU variant of the evaluation gives the same value. */
static void
test_variants (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);

  for (int i = 0; i < 2000; i++)
    {
      guint64 P, O;
      int value;

      random_position (rand, g_rand_int_range (rand, 0, 61), &P, &O);
      value = sky_reversi_evaluate (P, O);
      for (int level = SKY_REVERSI_CPU_GENERIC;
           level <= SKY_REVERSI_CPU_AVX2_BMI2; level++)
        g_assert_cmpint (sky_reversi_evaluate_at ((SkyReversiCpuLevel) level,
                                                  P, O), ==, value);
    }
}

/* Swapping the sides negates everything but the side-to-move terms. */
static void
test_sign (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (6);

  for (int i = 0; i < 2000; i++)
    {
      guint64 P, O;
      int empties, a, b;

      random_position (rand, g_rand_int_range (rand, 0, 61), &P, &O);
      empties = 64 - sky_reversi_popcount (P | O);
      a = sky_reversi_evaluate (P, O);
      b = sky_reversi_evaluate (O, P);
      g_assert_cmpint (ABS (a), <=, SKY_REVERSI_EVAL_LIMIT);
      if (ABS (a) < SKY_REVERSI_EVAL_LIMIT && ABS (b) < SKY_REVERSI_EVAL_LIMIT)
        g_assert_cmpint (a + b, ==, 2 * sky_reversi_eval_tempo (empties));
    }
}

static guint64
parse_board (const char *text, guint64 *O)
{
  guint64 P = 0;

  *O = 0;
  g_assert_cmpuint (strlen (text), ==, 64);
  for (int sq = 0; sq < 64; sq++)
    if (text[sq] == 'X')
      P |= G_GUINT64_CONSTANT (1) << sq;
    else if (text[sq] == 'O')
      *O |= G_GUINT64_CONSTANT (1) << sq;
  return P;
}

/* Known orders: owning a corner is better than the same position with the
 * corner empty and the opponent able to take it; a position where P owns
 * the whole edge beats its colour swap. */
static void
test_known_positions (void)
{
  guint64 P, O, P2, O2;

  /* Midgame: X holds a1 and the first row's start; in the mirror X's a1
   * disc is gone and O can take a1 (b1 X, c1 O... along the row). */
  P = parse_board ("XXXO----"
                   "-XXO----"
                   "--XOO---"
                   "---XOO--"
                   "---OXX--"
                   "--------"
                   "--------"
                   "--------", &O);
  P2 = parse_board ("-XXO----"
                    "-XXO----"
                    "--XOO---"
                    "---XOO--"
                    "---OXX--"
                    "--------"
                    "--------"
                    "--------", &O2);
  g_assert_cmpint (sky_reversi_evaluate (P, O), >,
                   sky_reversi_evaluate (P2, O2));
  /* The same for the side that does not own it. */
  g_assert_cmpint (sky_reversi_evaluate (O, P), <,
                   sky_reversi_evaluate (O2, P2));
  /* A whole edge and two corners against none. */
  P = parse_board ("XXXXXXXX"
                   "-OOOOOO-"
                   "--OXXO--"
                   "---XO---"
                   "---OX---"
                   "--------"
                   "--------"
                   "--------", &O);
  g_assert_cmpint (sky_reversi_evaluate (P, O), >, 0);
  g_assert_cmpint (sky_reversi_evaluate (O, P), <, 0);
}

static void
test_stable (void)
{
  guint64 P, O;

  /* The corner, the runs along the edges from it and b2 (held in every
   * direction by stable neighbours) are stable; c2 is not: the diagonal
   * d1-b3 through it is empty at both ends. */
  P = parse_board ("XXX-----"
                   "XXX-----"
                   "X-------"
                   "---XO---"
                   "---OX---"
                   "--------"
                   "--------"
                   "--------", &O);
  g_assert_cmphex (sky_reversi_stable_discs (P, O), ==,
                   G_GUINT64_CONSTANT (0x0000000000010307));
  /* A full board: everything is stable. */
  P = G_GUINT64_CONSTANT (0x00ff00ff00ff00ff);
  O = ~P;
  g_assert_cmphex (sky_reversi_stable_discs (P, O), ==, P);
  g_assert_cmphex (sky_reversi_stable_discs (O, P), ==, O);
  /* No corner, no full line: nothing. */
  P = parse_board ("--------"
                   "--------"
                   "--------"
                   "---XO---"
                   "---OX---"
                   "--------"
                   "--------"
                   "--------", &O);
  g_assert_cmphex (sky_reversi_stable_discs (P, O), ==, 0);
}

static void
test_classes (void)
{
  int sign, other_sign;

  /* Edge: code 1 (P on digit 0) and its reflection (P on digit 7,
   * 3^7 = 2187) share a class with the same sign; the colour swap (O on
   * digit 0, code 2) has the opposite sign. */
  g_assert_cmpint (sky_reversi_eval_edge_class (1, &sign), ==,
                   sky_reversi_eval_edge_class (2187, &other_sign));
  g_assert_cmpint (sign, ==, other_sign);
  g_assert_cmpint (sky_reversi_eval_edge_class (2, &other_sign), ==,
                   sky_reversi_eval_edge_class (1, &sign));
  g_assert_cmpint (sign, ==, -other_sign);
  g_assert_cmpint (ABS (sign), ==, 1);
  /* The empty edge is its own colour swap: weight 0. */
  g_assert_cmpint (sky_reversi_eval_edge_class (0, &sign), ==, 0);
  g_assert_cmpint (sign, ==, 0);
  /* P on digit 0 and O on digit 7 is the colour swap of its reflection. */
  sky_reversi_eval_edge_class (1 + 2 * 2187, &sign);
  g_assert_cmpint (sign, ==, 0);
  /* Corner: (0,1) and (1,0) are reflections: digits 1 and 3. */
  g_assert_cmpint (sky_reversi_eval_corner_class (3, &sign), ==,
                   sky_reversi_eval_corner_class (27, &other_sign));
  g_assert_cmpint (sign, ==, other_sign);
  g_assert_cmpint (ABS (sign), ==, 1);
}

/* The weights compiled in are the ones reversi-weights.h names by checksum
 * and size. */
static void
test_weights_file (void)
{
  g_assert_cmpuint (sizeof sky_reversi_weights_edges, ==,
                    SKY_REVERSI_EVAL_N_PHASES
                    * SKY_REVERSI_EVAL_N_EDGE_CLASSES * sizeof (gint16));
  g_assert_cmpuint (sizeof sky_reversi_weights_corners, ==,
                    SKY_REVERSI_EVAL_N_PHASES
                    * SKY_REVERSI_EVAL_N_CORNER_CLASSES * sizeof (gint16));
  g_assert_cmphex (sky_reversi_eval_weights_checksum (), ==,
                   SKY_REVERSI_WEIGHTS_CHECKSUM);
}

static void
test_features (void)
{
  SkyReversiEvalFeatures f;
  guint64 P = G_GUINT64_CONSTANT (0x0000000810000000);
  guint64 O = G_GUINT64_CONSTANT (0x0000001008000000);

  sky_reversi_eval_features (P, O, &f);
  g_assert_cmpint (f.phase, ==, 9);
  g_assert_cmpint (f.features[SKY_REVERSI_FEATURE_BIAS], ==, 1);
  g_assert_cmpint (f.features[SKY_REVERSI_FEATURE_PARITY], ==, 0);
  g_assert_cmpint (f.features[SKY_REVERSI_FEATURE_MOBILITY], ==, 0);
  g_assert_cmpint (f.features[SKY_REVERSI_FEATURE_POTENTIAL], ==, 0);
  g_assert_cmpint (f.features[SKY_REVERSI_FEATURE_DISCS], ==, 0);
  for (int i = 0; i < 4; i++)
    {
      g_assert_cmpint (f.edge_class[i], ==, 0);
      g_assert_cmpint (f.edge_sign[i], ==, 0);
    }
  g_assert_cmpint (sky_reversi_eval_phase (60), ==, 9);
  g_assert_cmpint (sky_reversi_eval_phase (55), ==, 9);
  g_assert_cmpint (sky_reversi_eval_phase (54), ==, 8);
  g_assert_cmpint (sky_reversi_eval_phase (6), ==, 0);
  g_assert_cmpint (sky_reversi_eval_phase (7), ==, 1);
  g_assert_cmpint (sky_reversi_eval_phase (0), ==, 0);
}

/* The subcommands, run as the built binary ------------------------------ */

/* tune's training data is the same for the same seed, well formed, and
 * different for another seed. */
static void
test_tune_data (void)
{
  g_auto(Run) first = { 0 };
  g_auto(Run) second = { 0 };
  g_auto(Run) other = { 0 };
  g_auto(Run) bad = { 0 };
  g_auto(GStrv) lines = NULL;
  int n_lines = 0, n_held_out = 0;

  run_cli (&first, NULL, "tune", "--games", "10", "--seed", "7", "--iterations",
           "0", "--quiet", "--data", "-", NULL);
  g_assert_cmpint (first.status, ==, 0);
  run_cli (&second, NULL, "tune", "--games", "10", "--seed", "7", "--iterations",
           "0", "--quiet", "--data", "-", NULL);
  g_assert_cmpint (second.status, ==, 0);
  g_assert_cmpstr (first.out, ==, second.out);
  run_cli (&other, NULL, "tune", "--games", "10", "--seed", "8", "--iterations",
           "0", "--quiet", "--data", "-", NULL);
  g_assert_cmpint (other.status, ==, 0);
  g_assert_cmpstr (first.out, !=, other.out);
  /* The summary goes to stderr when the data goes to stdout. */
  g_assert_true (g_str_has_prefix (first.err, "10 games, "));

  lines = g_strsplit (first.out, "\n", -1);
  for (int i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      const char *line = lines[i];
      char *end;
      long label;

      n_lines++;
      g_assert_cmpuint (strspn (line, "XO-"), ==, 64);
      g_assert_true (g_str_has_prefix (line + 64, " X "));
      label = strtol (line + 67, &end, 10);
      g_assert_cmpint (label, >=, -64);
      g_assert_cmpint (label, <=, 64);
      g_assert_true (g_str_equal (end, " train")
                     || g_str_equal (end, " held-out"));
      n_held_out += g_str_equal (end, " held-out");
    }
  /* Ten games of up to 60 positions, the tenth held out. */
  g_assert_cmpint (n_lines, >=, 10 * 40);
  g_assert_cmpint (n_lines, <=, 10 * 60);
  g_assert_cmpint (n_held_out, >, 0);
  g_assert_cmpint (n_held_out, <, n_lines / 5);

  run_cli (&bad, NULL, "tune", "--solve-empties", "30", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.err, ==,
                   "sakiyomi-cli: --solve-empties must be 1 to 20, not 30\n");
}

/* --load reads back what --data wrote: the same positions, so the same
 * error of the compiled weights; a damaged line is refused by number. */
static void
test_tune_load (void)
{
  g_auto(Run) direct = { 0 };
  g_auto(Run) loaded = { 0 };
  g_auto(Run) bad = { 0 };
  g_autofree char *path = g_build_filename (g_get_tmp_dir (),
                                            "test-eval-data.txt", NULL);
  g_autofree char *expected = NULL;
  const char *error_line;

  run_cli (&direct, NULL, "tune", "--games", "5", "--seed", "2", "--iterations",
           "0", "--quiet", "--data", path, NULL);
  g_assert_cmpint (direct.status, ==, 0);
  run_cli (&loaded, NULL, "tune", "--load", path, "--iterations", "0", "--quiet",
           NULL);
  g_assert_cmpint (loaded.status, ==, 0);
  error_line = strstr (direct.out, "Error of the compiled weights: ");
  g_assert_nonnull (error_line);
  g_assert_nonnull (strstr (loaded.out, error_line));

  g_assert_true (g_file_set_contents (path,
                                      "----------------------------------------------------------------"
                                      " X +0 train\n"
                                      "XO X +3 train\n", -1, NULL));
  run_cli (&bad, NULL, "tune", "--load", path, NULL);
  g_assert_cmpint (bad.status, ==, 2);
  expected = g_strdup_printf ("sakiyomi-cli: %s:2: not a training position "
                              "(64 squares, “X”, the score, “train” or "
                              "“held-out”)\n", path);
  g_assert_cmpstr (bad.err, ==, expected);
  g_unlink (path);
}

/* A small fit: the error after is below the error before on the training
 * positions, and the report has one line per phase. */
static void
test_tune_fit (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *path = g_build_filename (g_get_tmp_dir (),
                                            "test-eval-weights.h", NULL);
  g_autofree char *header = NULL;

  run_cli (&run, NULL, "tune", "--games", "20", "--seed", "3", "--iterations",
           "20", "--quiet", "--output", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "  empties 55-60: "));
  g_assert_nonnull (strstr (run.out, "  empties  1- 6: "));
  g_assert_nonnull (strstr (run.out, "  all: "));
  g_assert_true (g_file_get_contents (path, &header, NULL, NULL));
  g_assert_nonnull (strstr (header,
                            " *   sakiyomi-cli tune --games 20 --seed 3 "
                            "--solve-empties 14 --depth 2 --random-plies 20 "
                            "--iterations 20 --neighbour 0.5 --lambda 4 "
                            "--output src/engine/reversi/reversi-weights.h\n"));
  g_assert_nonnull (strstr (header, "#define SKY_REVERSI_WEIGHTS_CHECKSUM 0x"));
  g_assert_nonnull (strstr (header, "static const gint16 sky_reversi_weights_edges["));
  g_unlink (path);
}

/* The ladder's table on a tiny run of the pairings without a time
 * budget. */
static void
test_tournament (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) bad = { 0 };
  g_autofree char *path = g_build_filename (g_get_tmp_dir (),
                                            "test-eval-ladder.svg", NULL);
  g_autofree char *svg = NULL;
  static const char *const lines[] = {
    "Openings: 236 distinct positions after 4 moves, each with both colours",
    "Opponents:",
    "  random             random",
    "  priority table     priority",
    "  flat Monte Carlo   montecarlo",
    "  minimax depth 3    minimax:depth=3,ab=no,strong=no",
    "  UCT Monte Carlo    montecarlo:tree=yes,seconds=0.1",
    "  strong engine      minimax:engine=yes,seconds=0.1",
    "  Pairing (A vs B)                       games  wins draws losses   score  95% interval   target",
    "  UCT Monte Carlo vs minimax depth 3     (skipped: timed)",
    "  strong engine vs UCT Monte Carlo       (skipped: timed)",
    "  strong engine vs flat Monte Carlo      (skipped: timed)",
    NULL
  };
  static const char *const played[] = {
    "  priority table vs random                   4",
    "  flat Monte Carlo vs priority table         4",
    "  minimax depth 3 vs flat Monte Carlo        4",
    "  minimax depth 3 vs priority table          4",
    NULL
  };
  g_auto(GStrv) out_lines = NULL;

  run_cli (&run, NULL, "tournament", "reversi", "--games", "4", "--seed", "1",
           "--skip-timed", "--svg", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  out_lines = g_strsplit (run.out, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    if (!g_strv_contains ((const char *const *) out_lines, lines[i]))
      g_error ("missing line “%s” in:\n%s", lines[i], run.out);
  for (int i = 0; played[i] != NULL; i++)
    {
      gboolean found = FALSE;

      for (int j = 0; out_lines[j] != NULL; j++)
        if (g_str_has_prefix (out_lines[j], played[i]))
          {
            int games, wins, draws, losses;
            double score;

            found = TRUE;
            g_assert_cmpint (sscanf (out_lines[j] + 40, "%d %d %d %d %lf%%",
                                     &games, &wins, &draws, &losses,
                                     &score), ==, 5);
            g_assert_cmpint (games, ==, 4);
            g_assert_cmpint (wins + draws + losses, ==, 4);
            g_assert_cmpfloat_with_epsilon (score,
                                            100.0 * (wins + 0.5 * draws) / 4,
                                            0.051);
            /* The last pairing has no target. */
            if (played[i + 1] != NULL)
              g_assert_true (g_str_has_suffix (out_lines[j], " met")
                             || g_str_has_suffix (out_lines[j], " missed"));
            else
              g_assert_true (g_str_has_suffix (out_lines[j], "     -"));
          }
      g_assert_true (found);
    }
  g_assert_true (g_file_get_contents (path, &svg, NULL, NULL));
  g_assert_true (g_str_has_prefix (svg, "<?xml"));
  g_assert_nonnull (strstr (svg, "priority table vs random"));
  g_assert_nonnull (strstr (svg, "</svg>"));
  g_unlink (path);

  run_cli (&bad, NULL, "tournament", "tictactoe", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.err, ==,
                   "sakiyomi-cli: tournament: the ladder is for reversi, not tictactoe\n");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eval/symmetry", test_symmetry);
  g_test_add_func ("/eval/sign", test_sign);
  g_test_add_func ("/eval/variants", test_variants);
  g_test_add_func ("/eval/known-positions", test_known_positions);
  g_test_add_func ("/eval/stable", test_stable);
  g_test_add_func ("/eval/classes", test_classes);
  g_test_add_func ("/eval/weights-file", test_weights_file);
  g_test_add_func ("/eval/features", test_features);
  g_test_add_func ("/eval/tune-data", test_tune_data);
  g_test_add_func ("/eval/tune-load", test_tune_load);
  g_test_add_func ("/eval/tune-fit", test_tune_fit);
  g_test_add_func ("/eval/tournament", test_tournament);
  return g_test_run ();
}
