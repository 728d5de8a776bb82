/* review-options.c: a review's default options (review-options.h). */
#include "config.h"

#include "review-options.h"

void
sky_review_options_init_default (SkyReviewOptions *options)
{
  options->seconds = 0.5;
  options->exact_empties = 26;
  options->depth = 0;
  options->threads = 0;
  options->evaluator = NULL;
  options->no_book = FALSE;
}
