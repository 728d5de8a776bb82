/* test-score-interval.c: the 95 % Wilson interval of a score
 * (score-interval.h): its values at 0, 1, n − 1 and n wins of 20 and of
 * 200 games (worked out on their own with the formula, to six places),
 * with draws counting half, and that it never collapses to a point nor
 * leaves [0, 1]. */
#include "config.h"

#include <math.h>

#include "score-interval.h"

typedef struct {
  int wins, draws, losses;
  double score, low, high;
} Expected;

static const Expected expected[] = {
  /* 20 games */
  { 0, 0, 20, 0.000, 0.000000, 0.161125 },
  { 1, 0, 19, 0.050, 0.008881, 0.236131 },
  { 19, 0, 1, 0.950, 0.763869, 0.991119 },
  { 20, 0, 0, 1.000, 0.838875, 1.000000 },
  /* 200 games */
  { 0, 0, 200, 0.000, 0.000000, 0.018845 },
  { 1, 0, 199, 0.005, 0.000883, 0.027774 },
  { 199, 0, 1, 0.995, 0.972226, 0.999117 },
  { 200, 0, 0, 1.000, 0.981155, 1.000000 },
  /* Draws count half: 18 wins and 2 draws score as 19 wins and a loss,
   * 20 draws as 10 wins and 10 losses, 199 wins and a draw as 199.5. */
  { 18, 2, 0, 0.950, 0.763869, 0.991119 },
  { 0, 20, 0, 0.500, 0.299298, 0.700702 },
  { 10, 0, 10, 0.500, 0.299298, 0.700702 },
  { 199, 1, 0, 0.9975, 0.976510, 0.999739 },
  { 0, 4, 0, 0.500, 0.150039, 0.849961 },
  /* One game */
  { 1, 0, 0, 1.000, 0.206549, 1.000000 },
};

static void
test_values (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const Expected *e = &expected[i];
      SkyScoreInterval interval;

      sky_score_interval (e->wins, e->draws, e->losses, &interval);
      g_test_message ("%d-%d-%d: %.6f in %.6f..%.6f", e->wins, e->draws,
                      e->losses, interval.score, interval.low, interval.high);
      g_assert_cmpfloat_with_epsilon (interval.score, e->score, 1e-12);
      g_assert_cmpfloat_with_epsilon (interval.low, e->low, 6e-7);
      g_assert_cmpfloat_with_epsilon (interval.high, e->high, 6e-7);
    }
}

/* 20–0 at the exact bound: n / (n + z²), the upper bound 1. */
static void
test_all_won (void)
{
  SkyScoreInterval interval;
  double z2 = SKY_SCORE_INTERVAL_Z * SKY_SCORE_INTERVAL_Z;

  sky_score_interval (20, 0, 0, &interval);
  g_assert_cmpfloat_with_epsilon (interval.low, 20 / (20 + z2), 1e-12);
  g_assert_cmpfloat (interval.high, ==, 1.0);
  sky_score_interval (0, 0, 20, &interval);
  g_assert_cmpfloat (interval.low, ==, 0.0);
  g_assert_cmpfloat_with_epsilon (interval.high, z2 / (20 + z2), 1e-12);
}

/* Every result of up to 60 games: inside [0, 1], around the score, never
 * a point, symmetric between the sides, and narrower with more games. */
static void
test_bounds (void)
{
  for (int n = 1; n <= 60; n++)
    for (int wins = 0; wins <= n; wins++)
      for (int draws = 0; wins + draws <= n; draws++)
        {
          int losses = n - wins - draws;
          SkyScoreInterval interval, mirror, doubled;

          sky_score_interval (wins, draws, losses, &interval);
          g_assert_cmpfloat (interval.low, >=, 0.0);
          g_assert_cmpfloat (interval.high, <=, 1.0);
          g_assert_cmpfloat (interval.low, <=, interval.score);
          g_assert_cmpfloat (interval.score, <=, interval.high);
          g_assert_cmpfloat (interval.high - interval.low, >, 0.01);
          g_assert_true (interval.low < interval.score
                         || interval.score == 0);
          g_assert_true (interval.score < interval.high
                         || interval.score == 1);

          sky_score_interval (losses, draws, wins, &mirror);
          g_assert_cmpfloat_with_epsilon (mirror.low, 1 - interval.high, 1e-12);
          g_assert_cmpfloat_with_epsilon (mirror.high, 1 - interval.low, 1e-12);

          sky_score_interval (2 * wins, 2 * draws, 2 * losses, &doubled);
          g_assert_cmpfloat (doubled.high - doubled.low, <,
                             interval.high - interval.low);
        }
}

static void
test_no_games (void)
{
  SkyScoreInterval interval;

  sky_score_interval (0, 0, 0, &interval);
  g_assert_cmpfloat (interval.score, ==, 0.0);
  g_assert_cmpfloat (interval.low, ==, 0.0);
  g_assert_cmpfloat (interval.high, ==, 1.0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/score-interval/values", test_values);
  g_test_add_func ("/score-interval/all-won", test_all_won);
  g_test_add_func ("/score-interval/bounds", test_bounds);
  g_test_add_func ("/score-interval/no-games", test_no_games);
  return g_test_run ();
}
