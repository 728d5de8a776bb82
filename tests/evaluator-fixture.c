/* evaluator-fixture.c: see evaluator-fixture.h. */
#include "config.h"

#include "evaluator-fixture.h"

SkyReversiEvaluator *
test_pattern_evaluator (guint32 seed)
{
  g_autoptr(SkyReversiPatternWeights) w = sky_reversi_pattern_weights_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree gint16 *phase = g_new (gint16, SKY_REVERSI_PATTERN_N_WEIGHTS);
  g_autofree char *text = g_strdup_printf ("test weights, seed %u", seed);

  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    {
      for (int i = 0; i < SKY_REVERSI_PATTERN_N_WEIGHTS; i++)
        phase[i] = (gint16) g_rand_int_range (rand, -120, 121);
      sky_reversi_pattern_weights_set_phase (w, p, phase);
    }
  sky_reversi_pattern_weights_set_description (w, text);
  return sky_reversi_evaluator_new_pattern (w);
}
