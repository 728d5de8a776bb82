/* score-interval.h: the 95 % confidence interval of a score over a series
 * of games, shared by `sakiyomi-cli match`, `tournament` and the
 * Experiments window.
 *
 * The score counts a win 1, a draw 1/2 and a loss 0: s = (wins + draws/2)/n
 * over n games.  Its interval is the Wilson score interval for a binomial
 * proportion, taken at s with n trials and z = 1.959964 (two-sided 95 %):
 *
 *   centre = (s + z²/2n) / (1 + z²/n)
 *   half   = z / (1 + z²/n) · √(s(1 − s)/n + z²/4n²)
 *
 * Unlike the normal approximation (s ± z·√(s(1 − s)/n)), it never shrinks
 * to a point when every game ends the same way (20 wins in 20 games give
 * 83.9–100 %, not 100–100 %), always stays within [0, 1], and is close to
 * the exact binomial interval even for a few games (for 200 wins in 200 it
 * gives at least 98.1 %, the exact Clopper–Pearson bound 98.2 %).  Counting
 * a draw as half a win and taking the games as n binomial trials is the
 * cautious choice: draws make a score less variable than the binomial, so
 * the interval is, if anything, a little wide when there are many draws.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* z of a two-sided 95 % interval: the 97.5th percentile of the normal. */
#define SKY_SCORE_INTERVAL_Z 1.959964

typedef struct {
  double score;       /* (wins + draws/2) / n; 0 with no games */
  double low;         /* the interval, 0 <= low <= score <= high <= 1 */
  double high;
} SkyScoreInterval;

/* The score of wins, draws and losses (each >= 0) with its 95 % Wilson
 * interval.  With no games at all the score is 0 and the interval the
 * whole of [0, 1]. */
void sky_score_interval (int wins, int draws, int losses,
                         SkyScoreInterval *interval);

G_END_DECLS
