/* review-position.c: the values of one position for the review (see
 * review-position.h), by its game's review method (SkyGame.review_method):
 * the generic search to the end (tic-tac-toe), number-grab's own search
 * (review-numbergrab.h), or reversi's strong engine with its book and its
 * solver. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "review-numbergrab.h"
#include "review-position.h"
#include "reversi-book.h"
#include "reversi.h"
#include "reversi-endgame.h"
#include "reversi-search.h"
#include "search-common.h"
#include "search-generic.h"

struct _SkyReviewSearcher
{
  const SkyReviewOptions *options;
  GCancellable *cancellable;
  SkyNgSearch *numbergrab;  /* made on first use, kept for the review */
  SkyReversiSolver *solver; /* the same */
};

gboolean
sky_review_set_cancelled (GCancellable *cancellable, GError **error)
{
  return sky_search_set_cancelled (error, cancellable,
                                   _("The review was cancelled"));
}

SkyReviewSearcher *
sky_review_searcher_new (const SkyReviewOptions *options,
                         GCancellable           *cancellable)
{
  SkyReviewSearcher *r = g_new0 (SkyReviewSearcher, 1);

  r->options = options;
  r->cancellable = cancellable;
  return r;
}

void
sky_review_searcher_free (SkyReviewSearcher *r)
{
  g_clear_pointer (&r->numbergrab, sky_ng_search_free);
  g_clear_pointer (&r->solver, sky_reversi_solver_free);
  g_free (r);
}

static void
copy_line (SkyReviewValues *root, const SkyMove *line, int length)
{
  root->pv_length = MIN (length, (int) G_N_ELEMENTS (root->pv));
  memcpy (root->pv, line, root->pv_length * sizeof (SkyMove));
}

/* SKY_REVIEW_SOLVE: the generic search to the end of every line. */
static gboolean
search_solve (SkyReviewSearcher *r, const SkyPosition *pos,
              SkyReviewValues *root, GError **error)
{
  SkyGenericSearchOptions options = {
    .exact_values = TRUE,
    .cancellable = r->cancellable,
  };
  SkySearchResult result;

  if (!sky_generic_search (pos, &options, &result, error))
    return FALSE;
  /* The search's values say how soon a result comes; the review wants the
   * result alone. */
  root->best = result.move;
  root->best_value = CLAMP (result.value, -1, 1);
  root->exact = TRUE;
  root->depth = result.depth;
  copy_line (root, result.pv, result.pv_length);
  root->n_moves = result.n_moves;
  for (int i = 0; i < result.n_moves; i++)
    {
      root->moves[i] = result.moves[i];
      root->values[i] = CLAMP (result.move_values[i], -1, 1);
    }
  return TRUE;
}

/* SKY_REVIEW_GENERIC: the generic search at the review's depth. */
static gboolean
search_generic (SkyReviewSearcher *r, const SkyPosition *pos,
                SkyReviewValues *root, GError **error)
{
  const SkyReviewOptions *options = r->options;
  SkyNgRoot found;
  gint64 budget = options->depth > 0
                  ? 0 : sky_seconds_to_budget (options->seconds);

  if (r->numbergrab == NULL)
    r->numbergrab = sky_ng_search_new (pos->game);
  if (!sky_ng_search_root (r->numbergrab, pos, options->depth, budget,
                           r->cancellable, &found))
    return sky_review_set_cancelled (r->cancellable, error);
  root->best = found.moves[found.best];
  root->best_value = found.values[found.best];
  root->exact = found.exact;
  root->depth = found.depth;
  copy_line (root, found.pv, found.pv_length);
  root->n_moves = found.n_moves;
  for (int i = 0; i < found.n_moves; i++)
    {
      root->moves[i] = found.moves[i];
      root->values[i] = found.values[i];
    }
  return TRUE;
}

/* Reversi at exact_empties or fewer: the solver, exact, best move only. */
static gboolean
solve_reversi (SkyReviewSearcher *r, const SkyPosition *pos,
               SkyReviewValues *root, GError **error)
{
  SkyReversiSolveResult solved;

  if (r->solver == NULL)
    {
      r->solver = sky_reversi_solver_new (0);
      sky_reversi_solver_set_limits (r->solver, r->cancellable, 0);
      if (r->options->threads > 0)
        sky_reversi_solver_set_threads (r->solver, r->options->threads);
    }
  if (!sky_reversi_solver_solve_root (r->solver,
                                      sky_reversi_discs (pos, pos->to_move),
                                      sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                                      &solved))
    return sky_review_set_cancelled (r->cancellable, error);
  root->best = solved.best_move == SKY_REVERSI_SOLVE_PASS ? SKY_MOVE_PASS
                                                           : solved.best_move;
  root->best_value = solved.score;
  root->exact = TRUE;
  root->depth = sky_reversi_empties (pos);
  root->pv_length = MIN (solved.pv_length, (int) G_N_ELEMENTS (root->pv));
  for (int i = 0; i < root->pv_length; i++)
    root->pv[i] = solved.pv[i] == SKY_REVERSI_SOLVE_PASS ? SKY_MOVE_PASS
                                                          : solved.pv[i];
  root->n_moves = 0;
  return TRUE;
}

/* Reversi above exact_empties, a position in the opening book: the book's
 * values of the moves it knows (reversi-book.h). */
static gboolean
book_reversi (const SkyPosition *pos, SkyReviewValues *root)
{
  SkyReversiBookMove moves[SKY_MAX_MOVES];
  int n = sky_reversi_book_moves (sky_reversi_book_get_default (),
                                  sky_reversi_discs (pos, pos->to_move),
                                  sky_reversi_discs (pos,
                                                     SKY_SIDE_OTHER (pos->to_move)),
                                  moves);

  if (n == 0)
    return FALSE;
  root->book = TRUE;
  root->best = moves[0].square == SKY_REVERSI_BOOK_PASS ? SKY_MOVE_PASS
                                                        : moves[0].square;
  root->best_value = moves[0].value / 100.0;
  root->exact = moves[0].exact;
  root->depth = moves[0].depth;
  copy_line (root, &root->best, 1);
  root->n_moves = n;
  for (int i = 0; i < n; i++)
    {
      root->moves[i] = moves[i].square == SKY_REVERSI_BOOK_PASS
                       ? SKY_MOVE_PASS : moves[i].square;
      root->values[i] = moves[i].value / 100.0;
      root->in_book[i] = moves[i].in_book;
      root->exact = root->exact && moves[i].exact;
    }
  return TRUE;
}

/* SKY_REVIEW_ENGINE, the strong engine of reversi (the one game with
 * one): its book, then above exact_empties its search with every move's
 * value, below them its solver. */
static gboolean
search_engine (SkyReviewSearcher *r, const SkyPosition *pos,
               SkyReviewValues *root, GError **error)
{
  const SkyReviewOptions *options = r->options;
  SkyReversiSearchOptions search = {
    .max_depth = options->depth,
    .seconds = options->depth > 0 ? 0 : options->seconds,
    .exact_values = TRUE,
    .threads = options->threads,
    .evaluator = options->evaluator,
    /* As the book's values are: steady across depths. */
    .steady_values = TRUE,
    .cancellable = r->cancellable,
  };
  SkySearchResult result;
  /* The engine's estimates are in hundredths of a disc. */
  double unit;

  if (sky_reversi_empties (pos) <= options->exact_empties)
    return solve_reversi (r, pos, root, error);
  if (!options->no_book && book_reversi (pos, root))
    return TRUE;
  if (!sky_reversi_search (sky_reversi_discs (pos, pos->to_move),
                           sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                           &search, &result, error))
    return FALSE;
  unit = result.solved ? 1 : 100;
  root->best = result.move;
  root->exact = result.solved;
  root->depth = result.depth;
  copy_line (root, result.pv, result.pv_length);
  root->n_moves = result.n_moves;
  root->best_value = result.value / unit;
  for (int i = 0; i < result.n_moves; i++)
    {
      root->moves[i] = result.moves[i];
      root->values[i] = result.move_values[i] / unit;
      /* A search stopped inside an iteration updates only its best move's
       * entry: take that one. */
      if (result.moves[i] == result.move)
        root->best_value = root->values[i];
    }
  return TRUE;
}

gboolean
sky_review_searcher_search (SkyReviewSearcher *r, const SkyPosition *pos,
                            SkyReviewValues *root, GError **error)
{
  memset (root, 0, sizeof *root);
  switch (pos->game->review_method)
    {
    case SKY_REVIEW_SOLVE:
      return search_solve (r, pos, root, error);
    case SKY_REVIEW_GENERIC:
      return search_generic (r, pos, root, error);
    case SKY_REVIEW_ENGINE:
      return search_engine (r, pos, root, error);
    }
  g_return_val_if_reached (FALSE);
}
