/* tictactoe-table.c: tic-tac-toe searched to its end from a table of
 * every position's exact value (tictactoe-table.h), for the generic
 * search (search-generic.c) of a game whose description says so
 * (game.h, exact_table). */
#include "config.h"

#include <string.h>

#include "tictactoe.h"
#include "tictactoe-table.h"


/* The value of a finished game for the side to move, plies below the
 * root, on the generic search's scale (search-generic.h): a win at the
 * root is root_win. */
static int
finished_value (const SkyPosition *pos, int root_win, int plies)
{
  SkyResult r = pos->game->result (pos);
  int win = root_win - plies;

  switch (r)
    {
    case SKY_RESULT_FIRST_WINS:
      return pos->to_move == SKY_SIDE_FIRST ? win : -win;
    case SKY_RESULT_SECOND_WINS:
      return pos->to_move == SKY_SIDE_SECOND ? win : -win;
    case SKY_RESULT_DRAW:
    case SKY_RESULT_NONE:
    default:
      return 0;
    }
}

/* Tic-tac-toe, exact: every position's value under each rule, worked out
 * once per process (5,478 positions) and then looked up, so a move is
 * found in microseconds.  A value is from the side to move's point of view,
 * 100 - d for a win d plies away, -(100 - d) for a loss, 0 for a draw;
 * indexed by the base-3 code of the cells (0 empty, 1 X, 2 O). */
#define TTT_CODES 19683
#define TTT_UNKNOWN G_MININT8

static gint8 ttt_values[2][TTT_CODES];

static int
ttt_code (const SkyPosition *pos)
{
  int code = 0;

  for (int i = SKY_TICTACTOE_CELLS - 1; i >= 0; i--)
    {
      SkyCell cell = pos->game->cell (pos, i);

      code = code * 3 + (cell.kind == SKY_CELL_FIRST ? 1
                         : cell.kind == SKY_CELL_SECOND ? 2 : 0);
    }
  return code;
}

/* The value of a finished game for the side that just moved (1 ply). */
static int
ttt_final_for_mover (const SkyPosition *child)
{
  switch (child->game->result (child))
    {
    case SKY_RESULT_FIRST_WINS:
      return child->to_move == SKY_SIDE_SECOND ? 99 : -99;
    case SKY_RESULT_SECOND_WINS:
      return child->to_move == SKY_SIDE_FIRST ? 99 : -99;
    case SKY_RESULT_DRAW:
    case SKY_RESULT_NONE:
    default:
      return 0;
    }
}

/* A value one ply further from the end. */
static inline int
ttt_one_ply_back (int value)
{
  return value > 0 ? value - 1 : value < 0 ? value + 1 : 0;
}

static int
ttt_solve (gint8 *values, const SkyPosition *pos)
{
  int code = ttt_code (pos);
  SkyMove moves[SKY_MAX_MOVES];
  SkyPosition *child;
  int n, best = -100;

  if (values[code] != TTT_UNKNOWN)
    return values[code];
  child = sky_position_copy (pos);
  n = pos->game->legal_moves (pos, moves);
  for (int i = 0; i < n; i++)
    {
      int v;

      sky_position_copy_into (child, pos);
      pos->game->play (child, moves[i]);
      v = pos->game->is_over (child)
          ? ttt_final_for_mover (child)
          : -ttt_one_ply_back (ttt_solve (values, child));
      best = MAX (best, v);
    }
  sky_position_free (child);
  values[code] = (gint8) best;
  return best;
}

static const gint8 *
ttt_table (const SkyGame *game, gboolean misere)
{
  static gsize done[2];

  if (g_once_init_enter (&done[misere]))
    {
      SkyGameSetup setup = { .misere = misere };
      g_autoptr(SkyPosition) start = sky_position_new (game,
                                                       &setup);

      memset (ttt_values[misere], TTT_UNKNOWN, TTT_CODES);
      ttt_solve (ttt_values[misere], start);
      g_once_init_leave (&done[misere], 1);
    }
  return ttt_values[misere];
}

/* The root from the table, values on the search's scale (search-generic.h):
 * a child d plies from its end is d + 1 plies from the root's. */
void
sky_tictactoe_table_search (const SkyPosition *pos, int win,
                            SkyProgressFunc progress, gpointer progress_data,
                            SkySearchResult *result)
{
  const gint8 *values = ttt_table (pos->game, sky_tictactoe_is_misere (pos));
  g_autoptr(SkyPosition) child = sky_position_copy (pos);
  SkyMove moves[SKY_MAX_MOVES];
  int n = pos->game->legal_moves (pos, moves);
  int best = -2 * win, empties = n;   /* below any value */

  result->n_moves = n;
  for (int i = 0; i < n; i++)
    {
      int v;

      sky_position_copy_into (child, pos);
      pos->game->play (child, moves[i]);
      if (pos->game->is_over (child))
        v = finished_value (child, win, 1) * -1;
      else
        {
          int w = values[ttt_code (child)];
          int d = 100 - ABS (w);

          v = w > 0 ? -(win - d - 1)
              : w < 0 ? win - d - 1 : 0;
        }
      result->moves[i] = moves[i];
      result->move_values[i] = v;
      result->nodes++;
      if (v > best)
        {
          best = v;
          result->move = moves[i];
        }
    }
  result->value = best;
  result->move_values_exact = TRUE;
  result->solved = TRUE;
  result->depth = empties;

  /* The principal variation: a best move at each step. */
  sky_position_copy_into (child, pos);
  while (!pos->game->is_over (child)
         && result->pv_length < (int) G_N_ELEMENTS (result->pv))
    {
      g_autoptr(SkyPosition) next = sky_position_copy (child);
      SkyMove best_move = SKY_MOVE_NONE;
      int best_value = -1000;

      n = pos->game->legal_moves (child, moves);
      for (int i = 0; i < n; i++)
        {
          int v;

          sky_position_copy_into (next, child);
          pos->game->play (next, moves[i]);
          v = pos->game->is_over (next) ? ttt_final_for_mover (next)
              : -ttt_one_ply_back (values[ttt_code (next)]);
          if (v > best_value)
            {
              best_value = v;
              best_move = moves[i];
            }
        }
      result->pv[result->pv_length++] = best_move;
      pos->game->play (child, best_move);
    }
  if (progress != NULL)
    {
      SkyProgress report = {
        .fraction = 1.0,
        .depth_done = empties,
        .best_so_far = result->move,
      };

      progress (&report, progress_data);
    }
}
