/* sakiyomi-game-text.c: the words the window uses for sides, cells and
 * moves. */
#define G_LOG_DOMAIN "sakiyomi-game-text"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-game-text.h"
#include "value-format.h"

const char *
sakiyomi_side_name (const SkyGame *game,
                    SkySide        side)
{
  return _(game->side_names[side == SKY_SIDE_FIRST ? 0 : 1]);
}

char *
sakiyomi_cell_name (const SkyGame *game,
                    int            cell)
{
  int row = cell / game->width;
  int col = cell % game->width;

  if (game->algebraic_squares)
    return g_strdup_printf ("%c%d", 'a' + col, row + 1);

  /* TRANSLATORS: a square of the board, counted from 1 at the top left */
  return g_strdup_printf (_("row %d, column %d"), row + 1, col + 1);
}

char *
sakiyomi_format_number (int value)
{
  /* U+2212 MINUS SIGN reads better than a hyphen next to digits. */
  return value < 0 ? g_strdup_printf ("\u2212%d", -value)
                   : g_strdup_printf ("+%d", value);
}

char *
sakiyomi_format_score (int value)
{
  return value < 0 ? g_strdup_printf ("\u2212%d", -value)
                   : g_strdup_printf ("%d", value);
}

static char *
spoken_number (int value)
{
  return value < 0 ? g_strdup_printf (_("minus %d"), -value)
                   : g_strdup_printf (_("plus %d"), value);
}

char *
sakiyomi_describe_cell (const SkyPosition *pos,
                        int                cell)
{
  const SkyGame *game = pos->game;
  g_autofree char *name = sakiyomi_cell_name (game, cell);
  g_autofree char *number = NULL;
  SkyCell c = game->cell (pos, cell);
  const char *content;

  switch (c.kind)
    {
    case SKY_CELL_FIRST:
      content = _(game->piece_names[0]);
      break;
    case SKY_CELL_SECOND:
      content = _(game->piece_names[1]);
      break;
    case SKY_CELL_NUMBER:
      content = number = spoken_number (c.value);
      break;
    case SKY_CELL_TAKEN:
      /* A taken cell is the piece of its taker's (number-grab's "taken
       * by the first player"). */
      content = _(game->piece_names[c.owner == SKY_SIDE_FIRST ? 0 : 1]);
      break;
    case SKY_CELL_EMPTY:
    default:
      content = _("empty");
      break;
    }

  /* TRANSLATORS: a square and what is on it, e.g. "e4, black disc" */
  return g_strdup_printf (_("%s, %s"), name, content);
}

char *
sakiyomi_describe_move (const SkyPosition *before,
                        SkyMove            move)
{
  const SkyGame *game = before->game;
  const char *side = sakiyomi_side_name (game, before->to_move);
  g_autofree char *cell = NULL;

  if (move == SKY_MOVE_PASS)
    /* TRANSLATORS: %s is a side, e.g. "White has no move and passes" */
    return g_strdup_printf (_("%s has no move and passes"), side);

  cell = sakiyomi_cell_name (game, move);
  /* A number taken (number-grab) rather than a piece placed. */
  if (game->cell (before, move).kind == SKY_CELL_NUMBER)
    {
      g_autofree char *number =
        sakiyomi_format_number (game->cell (before, move).value);

      /* TRANSLATORS: "First player takes +8 at row 1, column 8" */
      return g_strdup_printf (_("%s takes %s at %s"), side, number, cell);
    }

  /* TRANSLATORS: "Black plays f5", "X plays row 2, column 2" */
  return g_strdup_printf (_("%s plays %s"), side, cell);
}

char *
sakiyomi_status_join (const char *first,
                      const char *second)
{
  /* TRANSLATORS: the status line's two parts, what happened and what
   * happens now: "Black plays f5 · Your turn" */
  return g_strdup_printf (_("%s · %s"), first, second);
}

char *
sakiyomi_format_review_value (const SkyGame *game,
                              double         value)
{
  return sky_value_format (game->value_unit, value,
                           SKY_VALUE_STYLE_LONG);
}

char *
sakiyomi_format_review_loss (const SkyGame *game,
                             double         loss)
{
  switch (game->value_unit)
    {
    case SKY_VALUE_UNIT_DISCS:
      /* TRANSLATORS: an average loss per move, "1.4 discs" */
      return g_strdup_printf (_("%.1f discs"), loss);
    case SKY_VALUE_UNIT_POINTS:
    case SKY_VALUE_UNIT_TABLE_POINTS:
      /* TRANSLATORS: an average loss per move, "2.5 points" */
      return g_strdup_printf (_("%.1f points"), loss);
    case SKY_VALUE_UNIT_OUTCOME:
    case SKY_VALUE_UNIT_WIN_RATE:
    case SKY_N_VALUE_UNITS:
    default:
      /* TRANSLATORS: tic-tac-toe's average loss per move, in results
       * given away (a win to a draw is one, a win to a loss two) */
      return g_strdup_printf (_("%.2f results"), loss);
    }
}

const char *
sakiyomi_judgement_name (SkyJudgement judgement)
{
  switch (judgement)
    {
    case SKY_JUDGEMENT_INACCURACY:
      return _("Inaccuracy");
    case SKY_JUDGEMENT_MISTAKE:
      return _("Mistake");
    case SKY_JUDGEMENT_BLUNDER:
      return _("Blunder");
    case SKY_JUDGEMENT_NONE:
    case SKY_N_JUDGEMENTS:
    default:
      return NULL;
    }
}

/* Whether the messages are in Japanese: the first language of the user's
 * list that Sakiyomi speaks (English, its own, or Japanese). */
static gboolean
messages_in_japanese (void)
{
  const char *const *names = g_get_language_names ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_has_prefix (names[i], "ja"))
        return TRUE;
      if (g_str_has_prefix (names[i], "en") || g_str_equal (names[i], "C"))
        return FALSE;
    }
  return FALSE;
}

char *
sakiyomi_opening_name (const SkyOpening *opening)
{
  if (opening->name_ja != NULL && messages_in_japanese ())
    return g_strdup (opening->name_ja);
  return g_strdup (opening->name);
}

char *
sakiyomi_sentence (const char *text)
{
  /* TRANSLATORS: the full stop put after a system message that has none */
  const char *stop = C_("sentence", ".");

  g_return_val_if_fail (text != NULL, NULL);
  if (g_str_has_suffix (text, ".") || g_str_has_suffix (text, "。")
      || g_str_has_suffix (text, stop))
    return g_strdup (text);
  return g_strconcat (text, stop, NULL);
}
