/* test-eval.c: the reversi evaluation of the strong engine
 * (reversi-eval.c) and its weights (reversi-weights.h): symmetry under the
 * eight symmetries of the board, the sign when the sides swap, positions
 * whose order is known, stability, the pattern classes, and that the
 * weights compiled in are the ones the file's checksum names.  The tune and
 * tournament subcommands are run as the built binary ($SAKIYOMI_CLI). */
#include "config.h"

#include <string.h>

#include <gio/gio.h>

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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eval/symmetry", test_symmetry);
  g_test_add_func ("/eval/sign", test_sign);
  g_test_add_func ("/eval/known-positions", test_known_positions);
  g_test_add_func ("/eval/stable", test_stable);
  g_test_add_func ("/eval/classes", test_classes);
  g_test_add_func ("/eval/weights-file", test_weights_file);
  g_test_add_func ("/eval/features", test_features);
  return g_test_run ();
}
