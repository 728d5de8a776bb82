/* review-options.h: how a review (review.h) searches: its time or depth
 * a position, where reversi is solved, the engine's threads, evaluation
 * and book.  Apart from review.h so that the files that search for the
 * review (review-position.h) need not include it. */
#pragma once

#include <glib.h>

#include "player.h"

G_BEGIN_DECLS

/* The longest line after a best move that a review keeps. */
#define SKY_REVIEW_LINE_MAX 32

typedef struct {
  /* Time budget per position: reversi above exact_empties, number-grab
   * where its end is out of reach.  Default 0.5 s.  With depth 0 it must
   * be more than 0: without a budget or a depth an early position would
   * be searched to the end of the game, which takes far too long. */
  double seconds;
  /* Reversi: solve exactly at this many empty squares or fewer.
   * Default 26. */
  int exact_empties;
  /* > 0: search to this fixed depth instead of by time, so that a review
   * is the same on every machine (tests).  Default 0. */
  int depth;
  /* Reversi: the threads of the strong engine's searches and solves
   * (SkyStrength.threads); 0 = the calling thread's default (one unless
   * set, reversi-endgame.h).  Default 0. */
  int threads;
  /* Reversi: the strong engine's evaluation (SkyStrength.evaluator,
   * borrowed); NULL = the default.  Default NULL. */
  const SkyReversiEvaluator *evaluator;
  /* Reversi: TRUE to leave the opening book out; otherwise a position in
   * the engine's book (reversi-book.h) above exact_empties is judged by
   * the book's values instead of a search.  Default FALSE. */
  gboolean no_book;
} SkyReviewOptions;

void sky_review_options_init_default (SkyReviewOptions *options);

G_END_DECLS
