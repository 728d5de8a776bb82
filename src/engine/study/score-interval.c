/* score-interval.c: the 95 % Wilson interval of a score (score-interval.h). */
#include "config.h"

#include <math.h>

#include "score-interval.h"

void
sky_score_interval (int wins, int draws, int losses,
                    SkyScoreInterval *interval)
{
  const double z2 = SKY_SCORE_INTERVAL_Z * SKY_SCORE_INTERVAL_Z;
  double n, s, denominator, centre, half;

  g_return_if_fail (interval != NULL);
  g_return_if_fail (wins >= 0 && draws >= 0 && losses >= 0);

  n = (double) wins + draws + losses;
  if (n == 0)
    {
      interval->score = 0;
      interval->low = 0;
      interval->high = 1;
      return;
    }
  s = (wins + 0.5 * draws) / n;
  denominator = 1 + z2 / n;
  centre = (s + z2 / (2 * n)) / denominator;
  half = SKY_SCORE_INTERVAL_Z / denominator
         * sqrt (s * (1 - s) / n + z2 / (4 * n * n));
  interval->score = s;
  /* Rounding must not put the bounds past the score or outside [0, 1]
   * (at s = 1 the upper bound is 1 exactly in real numbers). */
  interval->low = CLAMP (centre - half, 0.0, s);
  interval->high = CLAMP (centre + half, s, 1.0);
}
