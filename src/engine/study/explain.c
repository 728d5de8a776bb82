/* explain.c: a judged move in words (see explain.h).  The sentences about
 * the review's numbers are written here for every game; the game's own
 * reasons come from its descriptor's explain hook. */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "explain.h"
#include "value-format.h"

/* A reason kept beside a heavier one must weigh at least this share of
 * it: "b2 lets White take a1" needs no "b2 gives White 4 more moves". */
#define SECOND_REASON_SHARE 0.5

static const char *
side_name (const SkyPosition *pos, SkySide side)
{
  return _(pos->game->side_names[side]);
}

/* value (for side) said from the side ahead: "Black +12", "X wins",
 * "even". */
static char *
value_text (const SkyPosition *pos, SkySide side, double value)
{
  SkyValueUnit unit = sky_value_unit_for_review (pos->game->kind);
  SkySide ahead = value >= 0 ? side : SKY_SIDE_OTHER (side);
  g_autofree char *number = NULL;

  if (unit == SKY_VALUE_UNIT_OUTCOME)
    return value == 0 ? g_strdup (_("a draw"))
           /* TRANSLATORS: a result with best play, "X wins" */
           : g_strdup_printf (_("%s wins"), side_name (pos, ahead));
  number = sky_value_format (unit, fabs (value), SKY_VALUE_STYLE_NUMBER);
  if (strcmp (number, "0") == 0)
    /* TRANSLATORS: a value of 0: neither side ahead */
    return g_strdup (_("even"));
  /* TRANSLATORS: a lead said from the side that has it, "Black +12" */
  return g_strdup_printf (C_("lead", "%s %s"), side_name (pos, ahead), number);
}

/* What the move loses: "it loses 19 discs", "it turns a win into a
 * draw". */
static char *
loss_text (const SkyPosition *pos, const SkyReviewPly *ply)
{
  SkyValueUnit unit = sky_value_unit_for_review (pos->game->kind);
  g_autofree char *amount = NULL;

  if (unit == SKY_VALUE_UNIT_OUTCOME)
    {
      if (ply->best_value > 0 && ply->played_value == 0)
        return g_strdup (_("it turns a win into a draw"));
      if (ply->best_value > 0)
        return g_strdup (_("it turns a win into a loss"));
      return g_strdup (_("it turns a draw into a loss"));
    }
  amount = sky_value_format (unit, ply->loss, SKY_VALUE_STYLE_LONG);
  /* TRANSLATORS: what a move loses, "it loses 19 discs" */
  return g_strdup_printf (_("it loses %s"),
                          amount[0] == '+' ? amount + 1 : amount);
}

/* The first sentence: the move, its class and its loss. */
static char *
judgement_text (const char *move, const char *loss, SkyJudgement judgement)
{
  switch (judgement)
    {
    case SKY_JUDGEMENT_INACCURACY:
      /* TRANSLATORS: "c6 is an inaccuracy: it loses 3 discs." */
      return g_strdup_printf (_("%s is an inaccuracy: %s."), move, loss);
    case SKY_JUDGEMENT_MISTAKE:
      /* TRANSLATORS: "c6 is a mistake: it loses 8 discs." */
      return g_strdup_printf (_("%s is a mistake: %s."), move, loss);
    case SKY_JUDGEMENT_BLUNDER:
      /* TRANSLATORS: "b2 is a blunder: it loses 19 discs." */
      return g_strdup_printf (_("%s is a blunder: %s."), move, loss);
    case SKY_JUDGEMENT_NONE:
    case SKY_N_JUDGEMENTS:
    default:
      /* TRANSLATORS: a move that loses too little to be a mistake,
       * "c6 is close to the best: it loses 1 disc." */
      return g_strdup_printf (_("%s is close to the best: %s."), move, loss);
    }
}

/* Two sentences in a row. */
static void
append_sentence (GString *text, const char *sentence)
{
  g_autofree char *both = NULL;

  if (text->len == 0)
    {
      g_string_append (text, sentence);
      return;
    }
  /* TRANSLATORS: two sentences of an explanation in a row: a space
   * between them in English, none in Japanese */
  both = g_strdup_printf (C_("sentences", "%s %s"), text->str, sentence);
  g_string_assign (text, both);
}

static int
heavier_first (const void *a, const void *b)
{
  const SkyExplainReason *ra = a, *rb = b;

  return rb->weight - ra->weight;
}

/* The game's reasons and the review's own, the heaviest kept. */
static void
find_reasons (const SkyPosition *before, const SkyReviewPly *ply,
              SkyExplanation *e)
{
  SkyExplainReason found[SKY_EXPLAIN_MAX_FOUND + 1] = { { 0 } };
  SkyExplainMoves moves = {
    .before = before,
    .played = ply->played,
    .better = ply->best,
    .refutation = ply->refutation,
    .refutation_length = ply->refutation_length,
    .better_line = ply->pv,
    .better_line_length = ply->pv_length,
  };
  int n = 0;

  if (before->game->explain != NULL)
    n = before->game->explain (&moves, found);
  /* The book's move list is the known opening line. */
  if (ply->book && !ply->book_move)
    {
      found[n++] = (SkyExplainReason) {
        .id = "leaves-book",
        .weight = 30,
        .square = ply->played,
        .text = g_strdup (_("The known opening line ends here.")),
      };
    }
  /* Stable: equal weights keep the game's order. */
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && heavier_first (&found[j - 1], &found[j]) > 0; j--)
      {
        SkyExplainReason t = found[j];

        found[j] = found[j - 1];
        found[j - 1] = t;
      }
  for (int i = 0; i < n; i++)
    {
      if (e->n_reasons < SKY_EXPLAIN_MAX_SHOWN
          && (i == 0 || found[i].weight >= SECOND_REASON_SHARE * found[0].weight))
        {
          e->reasons[e->n_reasons++] = found[i];
          found[i].text = NULL;
        }
    }
  sky_explain_reasons_clear (found, n);
}

/* A loss too small to show: "0" in the unit's precision. */
static gboolean
loss_shown_as_none (const SkyPosition *pos, double loss)
{
  g_autofree char *number = sky_value_format (sky_value_unit_for_review (pos->game->kind),
                                              loss, SKY_VALUE_STYLE_NUMBER);

  return loss <= 0 || strcmp (number, "0") == 0;
}

SkyExplanation *
sky_explain_move (const SkyPosition *before, const SkyReviewPly *judged)
{
  SkyReviewPly copy = *judged;
  const SkyReviewPly *ply = &copy;
  SkyExplanation *e = g_new0 (SkyExplanation, 1);
  GString *text = g_string_new (NULL);
  g_autofree char *move = NULL;
  g_autofree char *best = NULL;
  g_autofree char *best_value = NULL;
  g_autofree char *sentence = NULL;

  /* A ply without a best move (a search that found none) is judged as
   * its own best. */
  if (copy.best == SKY_MOVE_NONE)
    copy.best = copy.played;
  move = sky_explain_move_name (before, ply->played);
  best = sky_explain_move_name (before, ply->best);
  best_value = value_text (before, ply->side, ply->best_value);

  if (ply->played == SKY_MOVE_PASS)
    {
      /* TRANSLATORS: "White had no move and passed." */
      g_string_printf (text, _("%s had no move and passed."),
                       side_name (before, ply->side));
      e->text = g_string_free (text, FALSE);
      return e;
    }
  if (ply->best == ply->played || ply->loss <= 0)
    /* TRANSLATORS: "f5 is the best move (Black +2)." */
    g_string_printf (text, _("%s is the best move (%s)."), move, best_value);
  else if (loss_shown_as_none (before, ply->loss))
    /* TRANSLATORS: a move that loses less than the values show: "f5 is
     * about as good as d3 (Black +2)." */
    g_string_printf (text, _("%s is about as good as %s (%s)."), move, best,
                     best_value);
  else
    {
      g_autofree char *loss = loss_text (before, ply);

      sentence = judgement_text (move, loss, ply->judgement);
      append_sentence (text, sentence);
      g_free (sentence);
      /* TRANSLATORS: "f4 was best (Black +2)." */
      sentence = g_strdup_printf (_("%s was best (%s)."), best, best_value);
      append_sentence (text, sentence);
    }
  find_reasons (before, ply, e);
  for (int i = 0; i < e->n_reasons; i++)
    append_sentence (text, e->reasons[i].text);
  e->text = g_string_free (text, FALSE);
  return e;
}

void
sky_explanation_free (SkyExplanation *e)
{
  if (e == NULL)
    return;
  sky_explain_reasons_clear (e->reasons, e->n_reasons);
  g_free (e->text);
  g_free (e);
}
