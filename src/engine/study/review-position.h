/* review-position.h: the values of one position for the review
 * (review.c), by its game's review method, with what the searches keep
 * from one position to the next (number-grab's table, the reversi solver's)
 * for the whole review. */
#pragma once

#include <gio/gio.h>

#include "game.h"
#include "review-options.h"

G_BEGIN_DECLS

/* What a search of one position found, in the game's unit for the side to
 * move: the best move, its value and line, and every move's value where
 * the search gives them (n_moves 0 where it does not: the reversi solver
 * gives the best move only). */
typedef struct {
  SkyMove best;
  double best_value;
  gboolean exact;
  int depth;
  int pv_length;
  SkyMove pv[SKY_REVIEW_LINE_MAX];
  int n_moves;
  SkyMove moves[SKY_MAX_MOVES];
  double values[SKY_MAX_MOVES];
  gboolean book;            /* the values are the opening book's */
  gboolean in_book[SKY_MAX_MOVES];
} SkyReviewValues;

typedef struct _SkyReviewSearcher SkyReviewSearcher;

/* options and cancellable are kept, not copied: they outlive the
 * searcher. */
SkyReviewSearcher *sky_review_searcher_new (const SkyReviewOptions *options,
                                            GCancellable           *cancellable);
void sky_review_searcher_free (SkyReviewSearcher *r);

/* The values of pos (not over) for its side to move; FALSE with
 * G_IO_ERROR_CANCELLED when the review is cancelled. */
gboolean sky_review_searcher_search (SkyReviewSearcher *r,
                                     const SkyPosition *pos,
                                     SkyReviewValues   *root,
                                     GError           **error);

/* G_IO_ERROR_CANCELLED, "The review was cancelled"; FALSE. */
gboolean sky_review_set_cancelled (GCancellable *cancellable, GError **error);

G_END_DECLS
