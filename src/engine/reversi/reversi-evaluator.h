/* reversi-evaluator.h: the evaluation the strong reversi engine uses, as
 * one value: either the pattern evaluation (reversi-pattern.h) with its
 * weights, or the legacy evaluation (reversi-eval.h) with its weights.
 *
 * Both give the value of a position for P, the side to move, in hundredths
 * of a disc within ±SKY_REVERSI_EVAL_LIMIT, so the search (reversi-search.h)
 * and the training labels (reversi-training.h) take either.  An evaluator is
 * reference counted and never changes once made: any number of threads may
 * evaluate with it at once.
 */
#pragma once

#include <gio/gio.h>

#include "reversi-eval.h"
#include "reversi-pattern.h"

G_BEGIN_DECLS

typedef struct _SkyReversiEvaluator SkyReversiEvaluator;

#define SKY_TYPE_REVERSI_EVALUATOR (sky_reversi_evaluator_get_type ())
GType sky_reversi_evaluator_get_type (void) G_GNUC_CONST;

/* The pattern evaluation with weights (a new reference is taken). */
SkyReversiEvaluator *sky_reversi_evaluator_new_pattern (SkyReversiPatternWeights *weights);
/* The legacy evaluation with the compiled-in weights (reversi-weights.h). */
SkyReversiEvaluator *sky_reversi_evaluator_new_legacy (void);
/* The legacy evaluation with other weights (a new reference is taken). */
SkyReversiEvaluator *sky_reversi_evaluator_new_legacy_weights (SkyReversiLegacyWeights *weights);
/* A weights file of either kind, told apart by its magic: a pattern
 * weights file ("SKYPATW…", reversi-pattern.h) or a legacy one
 * ("SKYLEGW…", reversi-eval-file.h), checked whole (every phase of a
 * pattern file unpacked).  NULL and an error naming the file and what is
 * wrong with it if it cannot be read, is neither or is broken. */
SkyReversiEvaluator *sky_reversi_evaluator_load_file (const char *path,
                                                      GError **error);

/* The evaluator of searches that name none: the pattern evaluation with
 * the weights of the engine's GResource
 * (sky_reversi_pattern_weights_load_default ()).  Made at first use and
 * kept for the life of the program (no reference to drop). */
const SkyReversiEvaluator *sky_reversi_evaluator_get_default (void);

SkyReversiEvaluator *sky_reversi_evaluator_ref (SkyReversiEvaluator *ev);
void sky_reversi_evaluator_unref (SkyReversiEvaluator *ev);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyReversiEvaluator, sky_reversi_evaluator_unref)

/* The value of P to move against O (not overlapping), hundredths of a
 * disc, within ±SKY_REVERSI_EVAL_LIMIT: the search's leaf. */
int sky_reversi_evaluator_evaluate (const SkyReversiEvaluator *ev, guint64 P,
                                    guint64 O);

/* "pattern" or "legacy". */
const char *sky_reversi_evaluator_get_name (const SkyReversiEvaluator *ev);
/* Where the weights come from: the text their file carries (the command
 * that made them), or a line about the compiled-in ones. */
const char *sky_reversi_evaluator_get_description (const SkyReversiEvaluator *ev);
/* The weights: one of the two is NULL. */
SkyReversiPatternWeights *sky_reversi_evaluator_get_pattern_weights (const SkyReversiEvaluator *ev);
SkyReversiLegacyWeights *sky_reversi_evaluator_get_legacy_weights (const SkyReversiEvaluator *ev);

G_END_DECLS
