/* review.c: a whole game judged move by move (see review.h).
 *
 * The plies are reviewed from the last to the first.  The positions near
 * the end are the cheapest, and what their searches leave behind (the
 * reversi solver's table, number-grab's table of solved positions) is the
 * tree below the earlier ones; and the value of the move played at ply k
 * is the value of the position at ply k + 1, which is then already known.
 *
 * Each position's values come from review-position.c, by its game's review
 * method; this file walks the plies, fills them in and judges the moves.
 */
#include "config.h"

#include <string.h>

#include "review.h"
#include "review-position.h"

double
sky_review_ply_value_for_first (const SkyReviewPly *ply)
{
  return ply->side == SKY_SIDE_FIRST ? ply->played_value : -ply->played_value;
}

/* The thresholds, in each game's unit of loss (best minus played, for the
 * mover), as each game's description holds them (review_classes):
 *
 *   game         inaccuracy  mistake     blunder
 *   reversi      >= 2 discs  >= 6 discs  >= 12 discs, or (exact) a win
 *                                        thrown into a draw or a loss, or a
 *                                        draw into a loss
 *   number-grab  >= 3 points >= 8 points >= 15 points, or (exact) the same
 *                                        change of result
 *   tic-tac-toe  -           -           any loss: the move changes the
 *                                        game-theoretic result
 *
 * Number-grab's numbers are -9..+9 and a game lasts some 15-40 takes, so
 * final differences run to a few dozen points: 3 points is a middling
 * number given away, 8 about a good take, 15 a swing of two.  A thrown
 * result is a blunder only when exact: estimates near 0 change sign too
 * easily to mean anything. */
SkyJudgement
sky_review_judge (SkyGameKind game, double best, double played,
                  gboolean exact)
{
  double loss = MAX (best - played, 0.0);
  gboolean result_thrown = exact
                           && ((best > 0 && played <= 0)
                               || (best == 0 && played < 0));
  const SkyReviewClasses *classes = &sky_game_get (game)->review_classes;
  double inaccuracy = classes->inaccuracy, mistake = classes->mistake;
  double blunder = classes->blunder;

  if (loss >= blunder || result_thrown)
    return SKY_JUDGEMENT_BLUNDER;
  if (loss >= mistake)
    return SKY_JUDGEMENT_MISTAKE;
  if (loss >= inaccuracy)
    return SKY_JUDGEMENT_INACCURACY;
  return SKY_JUDGEMENT_NONE;
}

const char *
sky_judgement_symbol (SkyJudgement judgement)
{
  switch (judgement)
    {
    case SKY_JUDGEMENT_INACCURACY:
      return "?!";
    case SKY_JUDGEMENT_MISTAKE:
      return "?";
    case SKY_JUDGEMENT_BLUNDER:
      return "??";
    case SKY_JUDGEMENT_NONE:
    case SKY_N_JUDGEMENTS:
    default:
      return "";
    }
}

void
sky_review_summarize (const SkyReviewPly *plies, guint n_plies, SkySide side,
                      SkyReviewSummary *summary)
{
  double total = 0;

  memset (summary, 0, sizeof *summary);
  for (guint i = 0; i < n_plies; i++)
    {
      if (plies[i].side != side || plies[i].played == SKY_MOVE_PASS)
        continue;
      summary->moves++;
      summary->counts[plies[i].judgement]++;
      total += plies[i].loss;
    }
  summary->average_loss = summary->moves > 0 ? total / summary->moves : 0;
}

/* The review
 * ========== */

/* A position's line is copied whole into its ply. */
G_STATIC_ASSERT (G_N_ELEMENTS (((SkyReviewPly *) NULL)->pv)
                 == G_N_ELEMENTS (((SkyReviewValues *) NULL)->pv));

typedef struct {
  const SkyRecord *record;
  const SkyReviewOptions *options;
  GCancellable *cancellable;
  SkyReviewSearcher *searcher;
  SkyReviewPly *plies;
  guint n_plies;
} Review;

/* The value of a finished game for side, in the game's unit: a result,
 * a difference of points, or of discs with the empties going to the
 * winner, as reversi's solver counts them. */
static double
final_value (const SkyPosition *pos, SkySide side)
{
  const SkyGame *game = pos->game;
  int mine = game->score (pos, side);
  int theirs = game->score (pos, SKY_SIDE_OTHER (side));
  int empties;
  SkyResult result;

  switch (game->value_unit)
    {
    case SKY_VALUE_UNIT_OUTCOME:
      result = game->result (pos);
      if (result == SKY_RESULT_DRAW || result == SKY_RESULT_NONE)
        return 0;
      return (result == SKY_RESULT_FIRST_WINS) == (side == SKY_SIDE_FIRST)
             ? 1 : -1;
    case SKY_VALUE_UNIT_DISCS:
      empties = game->width * game->height - mine - theirs;
      return mine > theirs ? mine - theirs + empties
             : mine < theirs ? mine - theirs - empties : 0;
    case SKY_VALUE_UNIT_POINTS:
    case SKY_VALUE_UNIT_TABLE_POINTS:
    case SKY_VALUE_UNIT_WIN_RATE:
    case SKY_N_VALUE_UNITS:
    default:
      return mine - theirs;
    }
}

static void
copy_refutation (SkyReviewPly *ply, const SkyMove *line, int length)
{
  ply->refutation_length = MIN (length, (int) G_N_ELEMENTS (ply->refutation));
  memcpy (ply->refutation, line, ply->refutation_length * sizeof (SkyMove));
}

/* The value for side of the position after ply k: the next ply's best
 * value, reviewed already; at the end of the record the game's result, or
 * if the record stops before the end, a search of the position. */
static gboolean
value_after (Review *r, guint k, SkySide side, double *value,
             gboolean *exact, int *depth, SkyReviewPly *line_to,
             GError **error)
{
  const SkyPosition *pos;
  SkyReviewValues next;

  if (k + 1 < r->n_plies)
    {
      const SkyReviewPly *ply = &r->plies[k + 1];

      *value = ply->side == side ? ply->best_value : -ply->best_value;
      *exact = ply->exact;
      *depth = ply->depth;
      return TRUE;
    }
  pos = sky_record_get_position (r->record, k + 1);
  if (sky_position_is_over (pos))
    {
      *value = final_value (pos, side);
      *exact = TRUE;
      *depth = 0;
      return TRUE;
    }
  if (!sky_review_searcher_search (r->searcher, pos, &next, error))
    return FALSE;
  if (line_to != NULL)
    copy_refutation (line_to, next.pv, next.pv_length);
  *value = pos->to_move == side ? next.best_value : -next.best_value;
  *exact = next.exact;
  *depth = next.depth;
  return TRUE;
}

/* The line of a best move that was the move played: the move, then the
 * next ply's line. */
static void
line_from_played (Review *r, guint k, SkyReviewPly *ply)
{
  ply->pv[0] = ply->played;
  ply->pv_length = 1;
  if (k + 1 < r->n_plies)
    {
      const SkyReviewPly *next = &r->plies[k + 1];
      int n = MIN (next->pv_length, (int) G_N_ELEMENTS (ply->pv) - 1);

      memcpy (&ply->pv[1], next->pv, n * sizeof (SkyMove));
      ply->pv_length += n;
    }
}

/* The line after the move played at ply k: the next ply's line, reviewed
 * already; after the last move of a record that stops before the end
 * (where value_after () did not search it), a search of its own, by a
 * searcher of its own so that the review's tables, and so its other
 * values, stay as they were without it. */
static gboolean
refutation (Review *r, guint k, SkyReviewPly *ply, GError **error)
{
  const SkyPosition *pos;
  SkyReviewSearcher *searcher;
  SkyReviewValues next;
  gboolean ok;

  if (k + 1 < r->n_plies)
    {
      copy_refutation (ply, r->plies[k + 1].pv, r->plies[k + 1].pv_length);
      return TRUE;
    }
  pos = sky_record_get_position (r->record, k + 1);
  if (ply->refutation_length > 0 || sky_position_is_over (pos))
    return TRUE;
  searcher = sky_review_searcher_new (r->options, r->cancellable);
  ok = sky_review_searcher_search (searcher, pos, &next, error);
  sky_review_searcher_free (searcher);
  if (ok)
    copy_refutation (ply, next.pv, next.pv_length);
  return ok;
}

/* The moves within the tolerance of the best (see SkyReviewPly.good). */
static void
find_good_moves (const SkyPosition *pos, const SkyReviewValues *root,
                 SkyReviewPly *ply)
{
  double tolerance = ply->exact
                     ? 0 : pos->game->review_classes.inaccuracy / 2;
  gboolean has_best = FALSE;

  ply->n_good = 0;
  for (int i = 0; i < root->n_moves; i++)
    if (root->values[i] >= ply->best_value - tolerance)
      {
        ply->good[ply->n_good++] = root->moves[i];
        has_best = has_best || root->moves[i] == ply->best;
      }
  if (!has_best && ply->n_good < (int) G_N_ELEMENTS (ply->good))
    ply->good[ply->n_good++] = ply->best;
}

static gboolean
review_ply (Review *r, guint k, GError **error)
{
  const SkyPosition *pos = sky_record_get_position (r->record, k);
  SkyReviewPly *ply = &r->plies[k];
  SkyReviewValues root;
  gboolean found = FALSE;

  memset (ply, 0, sizeof *ply);
  ply->ply = k;
  ply->side = pos->to_move;
  ply->played = sky_record_get_move (r->record, k);
  ply->judgement = SKY_JUDGEMENT_NONE;

  /* A pass is forced: its value is the next position's. */
  if (ply->played == SKY_MOVE_PASS)
    {
      if (!value_after (r, k, ply->side, &ply->played_value, &ply->exact,
                        &ply->depth, ply, error))
        return FALSE;
      ply->best = SKY_MOVE_PASS;
      ply->best_value = ply->played_value;
      ply->good[0] = SKY_MOVE_PASS;
      ply->n_good = 1;
      line_from_played (r, k, ply);
      return refutation (r, k, ply, error);
    }

  if (!sky_review_searcher_search (r->searcher, pos, &root, error))
    return FALSE;
  ply->best = root.best;
  ply->best_value = root.best_value;
  ply->exact = root.exact;
  ply->depth = root.depth;
  ply->pv_length = root.pv_length;
  memcpy (ply->pv, root.pv, root.pv_length * sizeof (SkyMove));
  ply->book = root.book;
  for (int i = 0; i < root.n_moves && !found; i++)
    if (root.moves[i] == ply->played)
      {
        ply->played_value = root.values[i];
        ply->book_move = root.in_book[i];
        found = TRUE;
      }
  if (!found)
    {
      gboolean exact;
      int depth;

      if (!value_after (r, k, ply->side, &ply->played_value, &exact, &depth,
                        ply, error))
        return FALSE;
      ply->exact = ply->exact && exact;
    }

  /* Of equally good moves, the one played is the best. */
  if (ply->played_value >= ply->best_value)
    {
      ply->best = ply->played;
      ply->best_value = ply->played_value;
      line_from_played (r, k, ply);
    }
  ply->loss = ply->best_value - ply->played_value;
  find_good_moves (pos, &root, ply);
  ply->judgement = sky_review_judge (pos->game->kind, ply->best_value,
                                     ply->played_value, ply->exact);
  return refutation (r, k, ply, error);
}

gboolean
sky_review_run (const SkyRecord *record, const SkyReviewOptions *options,
                GCancellable *cancellable, SkyReviewFunc func,
                gpointer user_data, SkyReviewPly *plies, GError **error)
{
  SkyReviewOptions defaults;
  Review r = {
    .record = record,
    .cancellable = cancellable,
    .plies = plies,
    .n_plies = sky_record_get_n_moves (record),
  };
  gboolean ok = TRUE;

  if (options == NULL)
    {
      sky_review_options_init_default (&defaults);
      options = &defaults;
    }
  g_return_val_if_fail (options->depth > 0 || options->seconds > 0, FALSE);
  r.options = options;
  r.searcher = sky_review_searcher_new (options, cancellable);
  for (guint k = r.n_plies; k-- > 0;)
    {
      if (g_cancellable_is_cancelled (cancellable))
        ok = sky_review_set_cancelled (cancellable, error);
      else
        ok = review_ply (&r, k, error);
      if (!ok)
        break;
      if (func != NULL)
        func (&plies[k], r.n_plies - k, r.n_plies, user_data);
    }
  sky_review_searcher_free (r.searcher);
  return ok;
}
