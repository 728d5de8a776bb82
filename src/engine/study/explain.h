/* explain.h: a judged move in words (issue 35): what the review found
 * (review.h) said as a player would say it, with the one or two reasons
 * that matter most.
 *
 * "b2 is a blunder: it loses 19 discs. f4 was best (Black +2). b2 lets
 * White take the a1 corner."  The first sentence names the move, its class
 * and what it loses in the game's unit; the second, the best move and its
 * value from a named side; then the reasons.  The reasons come from the
 * game itself (SkyGame.explain, game-explain.h: corners, threats, numbers
 * left to take), and one from the review: a move that leaves the opening
 * book ends the known opening line.  Translated, like every engine
 * string.
 */
#pragma once

#include "game-explain.h"
#include "review.h"

G_BEGIN_DECLS

/* The most reasons an explanation keeps. */
#define SKY_EXPLAIN_MAX_SHOWN 2

typedef struct {
  char *text;               /* the whole explanation, translated */
  int n_reasons;            /* the reasons kept, heaviest first */
  SkyExplainReason reasons[SKY_EXPLAIN_MAX_SHOWN];
} SkyExplanation;

/* The move judged (a ply of a review) in words; before is the position it
 * was played in (sky_record_get_position (record, judged->ply)).  Any ply
 * a review gives: a pass, a best move, a mistake, the last move. */
SkyExplanation *sky_explain_move (const SkyPosition  *before,
                                  const SkyReviewPly *judged);
void sky_explanation_free (SkyExplanation *explanation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyExplanation, sky_explanation_free)

G_END_DECLS
