/* cli-game-reversi.c: reversi in the terminal (cli-game.h): the legal
 * squares marked on the board, positions as board strings or OBF lines,
 * move lists run together ("f5d6c3"), and what belongs to reversi's own
 * formats: GGF records and openings after four moves. */
#include "config.h"

#include "cli-game.h"
#include "reversi.h"
#include "reversi-obf.h"

static void
reversi_append_cell (GString *text, const SkyPosition *pos, int index,
                     gboolean legal)
{
  SkyCell cell = pos->game->cell (pos, index);

  g_string_append_c (text, ' ');
  if (cell.kind == SKY_CELL_FIRST)
    g_string_append_c (text, 'X');
  else if (cell.kind == SKY_CELL_SECOND)
    g_string_append_c (text, 'O');
  else
    g_string_append_c (text, legal ? '*' : '.');
}

/* A board string in any layout, or an OBF line (its scores are not used
 * here). */
static gboolean
reversi_parse_position (const char *text, SkyPosition *pos, GError **error)
{
  return sky_reversi_obf_parse (text, pos, NULL, error);
}

static gboolean
reversi_play_moves (SkyPosition *pos, const char *moves, GError **error)
{
  return sky_reversi_play_record (pos, moves, NULL, error);
}

const SkyCliGame sky_cli_game_reversi = {
  .game_id = "reversi",
  .cell_width = 2,
  .letter_at = 1,
  .append_cell = reversi_append_cell,
  .parse_position = reversi_parse_position,
  .play_moves = reversi_play_moves,
  .writes_ggf = TRUE,
  .opening_plies = 4,
};
