/* cli-game-numbergrab.c: number-grab in the terminal (cli-game.h): the
 * numbers as seed 000 prints them, and the line the side to move takes
 * from. */
#include "config.h"

#include <glib/gi18n.h>

#include "cli-board.h"
#include "cli-game.h"
#include "numbergrab.h"

/* The numbers as the seed prints them, "**" where taken, and the numbers
 * the side to move may take in brackets. */
static void
numbergrab_append_cell (GString *text, const SkyPosition *pos, int index,
                        gboolean legal)
{
  SkyCell cell = pos->game->cell (pos, index);

  if (cell.kind == SKY_CELL_TAKEN)
    g_string_append (text, "  ** ");
  else if (legal)
    g_string_append_printf (text, " [%+d]", cell.value);
  else
    g_string_append_printf (text, "  %+d ", cell.value);
}

static char *
numbergrab_to_move (const SkyPosition *pos)
{
  const char *side = sky_cli_side_name (pos->game, pos->to_move);
  gboolean is_row;
  int line = sky_numbergrab_line (pos, &is_row);

  if (is_row)
    return g_strdup_printf (_("%s to move, taking from row %d."), side,
                            line + 1);
  return g_strdup_printf (_("%s to move, taking from column %c."), side,
                          'a' + line);
}

const SkyCliGame sky_cli_game_numbergrab = {
  .game_id = "numbergrab",
  .cell_width = 5,
  .letter_at = 3,
  .append_cell = numbergrab_append_cell,
  .to_move = numbergrab_to_move,
};
