/* sakiyomi-game-review.h: the review of a whole game (review.h) run off
 * the main thread, its plies handed to the main thread as they come. */
#pragma once

#include <gio/gio.h>

#include "record.h"
#include "review.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_GAME_REVIEW (sakiyomi_game_review_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiGameReview, sakiyomi_game_review,
                      SAKIYOMI, GAME_REVIEW, GObject)

/* A review of record (copied) with options; it starts at once.  Emits
 * ::ply-ready (guint ply) on the main context for each ply whose values
 * are known, and ::finished once every ply is (or it stopped: cancelled,
 * or an error, see get_error). */
SakiyomiGameReview *sakiyomi_game_review_new (const SkyRecord        *record,
                                              const SkyReviewOptions *options);
/* Stops the review; no signal is emitted after this. */
void sakiyomi_game_review_cancel (SakiyomiGameReview *self);

const SkyRecord *sakiyomi_game_review_get_record (SakiyomiGameReview *self);
guint sakiyomi_game_review_get_n_plies (SakiyomiGameReview *self);
/* How many plies are known so far. */
guint sakiyomi_game_review_get_n_done (SakiyomiGameReview *self);
gboolean sakiyomi_game_review_is_finished (SakiyomiGameReview *self);
/* The review of ply (the move played from position ply), or NULL if it is
 * not known yet. */
const SkyReviewPly *sakiyomi_game_review_get_ply (SakiyomiGameReview *self,
                                                  guint               ply);
/* What stopped an unfinished review, or NULL. */
const GError *sakiyomi_game_review_get_error (SakiyomiGameReview *self);
/* The summary of side's moves known so far. */
void sakiyomi_game_review_summarize (SakiyomiGameReview *self,
                                     SkySide             side,
                                     SkyReviewSummary   *summary);

G_END_DECLS
