/* numbergrab-explain.c: why a number-grab take was worse than another
 * (game-explain.h): the large number it leaves the opponent to take next,
 * or the smaller number it takes itself. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "game-explain.h"
#include "numbergrab.h"

/* The largest number the side to move in pos may take, and where;
 * FALSE if the game is over. */
static gboolean
largest (const SkyPosition *pos, int *value, SkyMove *where)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n;

  if (sky_position_is_over (pos))
    return FALSE;
  n = sky_position_legal_moves (pos, moves);
  if (n == 0)
    return FALSE;
  *where = moves[0];
  *value = pos->game->cell (pos, moves[0]).value;
  for (int i = 1; i < n; i++)
    if (pos->game->cell (pos, moves[i]).value > *value)
      {
        *value = pos->game->cell (pos, moves[i]).value;
        *where = moves[i];
      }
  return TRUE;
}

/* A number with its sign, as the board shows it: "+9", "−4". */
static char *
number (int value)
{
  return value < 0 ? g_strdup_printf ("−%d", -value)
                   : g_strdup_printf ("+%d", value);
}

int
sky_numbergrab_explain (const SkyExplainMoves *moves, SkyExplainReason *found)
{
  const SkyPosition *before = moves->before;
  g_autoptr(SkyPosition) played = NULL;
  g_autoptr(SkyPosition) better = NULL;
  g_autofree char *p = NULL, *b = NULL;
  int take_p, take_b, next_p = 0, next_b = 0, n = 0;
  SkyMove where_p = SKY_MOVE_NONE, where_b = SKY_MOVE_NONE;
  gboolean has_p, has_b;

  if (moves->played < 0 || moves->better < 0 || moves->played == moves->better
      || !sky_position_is_legal_move (before, moves->played)
      || !sky_position_is_legal_move (before, moves->better))
    return 0;
  played = sky_position_copy (before);
  sky_position_play (played, moves->played);
  better = sky_position_copy (before);
  sky_position_play (better, moves->better);
  p = sky_explain_move_name (before, moves->played);
  b = sky_explain_move_name (before, moves->better);
  take_p = before->game->cell (before, moves->played).value;
  take_b = before->game->cell (before, moves->better).value;

  has_p = largest (played, &next_p, &where_p);
  has_b = largest (better, &next_b, &where_b);
  if (has_p && next_p - (has_b ? next_b : 0) >= 3)
    {
      g_autofree char *np = number (next_p);
      g_autofree char *w = sky_explain_move_name (played, where_p);

      if (has_b)
        {
          g_autofree char *nb = number (next_b);

          sky_explain_add (found, &n, "gives-number",
                           MIN (60 + 4 * (next_p - next_b), 100), where_p,
                           next_p, next_b,
                           /* TRANSLATORS: number-grab: "h1 lets the opponent take +9 at h4 next; c1 leaves +2 at most." */
                           g_strdup_printf (_("%s lets the opponent take %s at %s next; %s leaves %s at most."),
                                            p, np, w, b, nb));
        }
      else
        sky_explain_add (found, &n, "gives-number",
                         MIN (60 + 4 * next_p, 100), where_p, next_p, 0,
                         /* TRANSLATORS: number-grab: "h1 lets the opponent take +9 at h4 next; c1 ends the game." */
                         g_strdup_printf (_("%s lets the opponent take %s at %s next; %s ends the game."),
                                          p, np, w, b));
    }
  if (take_b - take_p >= 3)
    {
      g_autofree char *tp = number (take_p);
      g_autofree char *tb = number (take_b);

      sky_explain_add (found, &n, "takes-less",
                       MIN (40 + 3 * (take_b - take_p), 80), moves->played,
                       take_p, take_b,
                       /* TRANSLATORS: number-grab: "b1 takes −3; c1 would take +6." */
                       g_strdup_printf (_("%s takes %s; %s would take %s."),
                                        p, tp, b, tb));
    }
  return n;
}
