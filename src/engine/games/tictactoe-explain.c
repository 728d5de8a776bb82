/* tictactoe-explain.c: why a tic-tac-toe move was worse than another
 * (game-explain.h): a win missed, a threat not blocked, a fork allowed or
 * missed.  A threat is a line with two of one side's marks and an empty
 * cell; a fork, two threats at once, which one move cannot both block.
 * Under the misère rule these words would mean the opposite: no reasons
 * there, the review's numbers say it. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "game-explain.h"
#include "tictactoe.h"

static const int lines[8][3] = {
  { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 },
  { 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 },
  { 0, 4, 8 }, { 2, 4, 6 },
};

/* The empty cells that would complete a line of side's in pos, as bits. */
static guint
threats (const SkyPosition *pos, SkySide side)
{
  SkyCellKind mine = side == SKY_SIDE_FIRST ? SKY_CELL_FIRST : SKY_CELL_SECOND;
  guint cells = 0;

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      int own = 0, empty = -1;

      for (int j = 0; j < 3; j++)
        {
          SkyCellKind kind = pos->game->cell (pos, lines[i][j]).kind;

          if (kind == mine)
            own++;
          else if (kind == SKY_CELL_EMPTY)
            empty = lines[i][j];
        }
      if (own == 2 && empty >= 0)
        cells |= 1u << empty;
    }
  return cells;
}

static int
count (guint cells)
{
  int n = 0;

  for (; cells != 0; cells &= cells - 1)
    n++;
  return n;
}

static gboolean
wins (const SkyPosition *pos, SkySide side)
{
  SkyResult result = pos->game->result (pos);

  return result == (side == SKY_SIDE_FIRST ? SKY_RESULT_FIRST_WINS
                                           : SKY_RESULT_SECOND_WINS);
}

/* A cell of side's fork in pos: a move that leaves side two threats while
 * the other side has none to win with first (the fork may be the block of
 * the other's threat); -1 if none. */
static int
fork_cell (const SkyPosition *pos, SkySide side)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n;

  if (pos->to_move != side || sky_position_is_over (pos))
    return -1;
  n = sky_position_legal_moves (pos, moves);
  for (int i = 0; i < n; i++)
    {
      g_autoptr(SkyPosition) next = sky_position_copy (pos);

      sky_position_play (next, moves[i]);
      if (!sky_position_is_over (next)
          && count (threats (next, side)) >= 2
          && threats (next, SKY_SIDE_OTHER (side)) == 0)
        return moves[i];
    }
  return -1;
}

static const char *
side_name (const SkyPosition *pos, SkySide side)
{
  return _(pos->game->side_names[side]);
}

int
sky_tictactoe_explain (const SkyExplainMoves *moves, SkyExplainReason *found)
{
  const SkyPosition *before = moves->before;
  SkySide me = before->to_move, them = SKY_SIDE_OTHER (me);
  g_autoptr(SkyPosition) played = NULL;
  g_autoptr(SkyPosition) better = NULL;
  g_autofree char *p = NULL, *b = NULL;
  guint open;
  int n = 0, cell;

  if (before->game->is_misere (before)
      || moves->played < 0 || moves->better < 0
      || !sky_position_is_legal_move (before, moves->played)
      || !sky_position_is_legal_move (before, moves->better))
    return 0;
  played = sky_position_copy (before);
  sky_position_play (played, moves->played);
  better = sky_position_copy (before);
  sky_position_play (better, moves->better);
  p = sky_explain_move_name (before, moves->played);
  b = sky_explain_move_name (before, moves->better);

  if (moves->played == moves->better)
    {
      if (wins (played, me))
        sky_explain_add (found, &n, "win", 100, moves->played, 0, 0,
                         /* TRANSLATORS: tic-tac-toe: "c3 completes a line and wins." */
                         g_strdup_printf (_("%s completes a line and wins."), p));
      else if (count (threats (played, me)) >= 2
               && threats (played, them) == 0)
        sky_explain_add (found, &n, "fork", 90, moves->played, 0, 0,
                         /* TRANSLATORS: tic-tac-toe: "a1 makes a fork: two threats, and only one can be blocked." */
                         g_strdup_printf (_("%s makes a fork: two threats, and only one can be blocked."),
                                          p));
      return n;
    }

  if (wins (better, me) && !wins (played, me))
    sky_explain_add (found, &n, "missed-win", 120, moves->better, 0, 0,
                     /* TRANSLATORS: tic-tac-toe: "c3 would have completed a line and won." */
                     g_strdup_printf (_("%s would have completed a line and won."), b));
  if (wins (played, me))
    return n;

  open = threats (played, them);
  if (open != 0)
    {
      g_autofree char *c = NULL;

      cell = g_bit_nth_lsf (open, -1);
      c = sky_explain_move_name (before, cell);
      sky_explain_add (found, &n, "threat", 100, cell, 0, 0,
                       /* TRANSLATORS: tic-tac-toe: "b1 does not block O’s threat: O wins at c3." */
                       g_strdup_printf (_("%s does not block %s’s threat: %s wins at %s."),
                                        p, side_name (before, them),
                                        side_name (before, them), c));
      return n;
    }

  cell = fork_cell (played, them);
  if (cell >= 0)
    {
      g_autofree char *c = sky_explain_move_name (before, cell);

      sky_explain_add (found, &n, "fork", 90, cell, 0, 0,
                       /* TRANSLATORS: tic-tac-toe: "b1 lets O make a fork at c3: two threats, and only one can be blocked." */
                       g_strdup_printf (_("%s lets %s make a fork at %s: two threats, and only one can be blocked."),
                                        p, side_name (before, them), c));
    }
  if (count (threats (better, me)) >= 2
      && threats (better, them) == 0
      && count (threats (played, me)) < 2)
    sky_explain_add (found, &n, "missed-fork", 85, moves->better, 0, 0,
                     /* TRANSLATORS: tic-tac-toe: "a1 would have made a fork: two threats, and only one can be blocked." */
                     g_strdup_printf (_("%s would have made a fork: two threats, and only one can be blocked."),
                                      b));
  return n;
}
