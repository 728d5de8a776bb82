/* evaluator-fixture.h: evaluators for the tests whose answers depend on
 * the evaluation, so that they stay exact whatever weights the engine
 * ships by default. */
#pragma once

#include "reversi-evaluator.h"

/* The pattern evaluation with weights drawn from seed in every phase,
 * small enough that no sum reaches the clamp. */
SkyReversiEvaluator *test_pattern_evaluator (guint32 seed);
