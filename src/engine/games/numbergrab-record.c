/* numbergrab-record.c: number-grab's text record (record-form.h): its
 * board's eight rows of numbers as the start, and cells as "h1" or as the
 * seed's "(0, 7)".  A record starts from the untouched board, before the
 * numbers a position remembers as taken. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "numbergrab.h"
#include "record.h"
#include "record-form.h"

/* The cells of pos's history in the order taken, read from the "taken"
 * line of its text (numbergrab.h); FALSE if it has none. */
static gboolean
numbergrab_takes (const SkyPosition *pos, GArray *takes)
{
  g_autofree char *text = pos->game->position_to_string (pos);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (int i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "taken "))
      {
        g_auto(GStrv) items = g_strsplit (lines[i] + 6, " ", -1);

        for (int j = 0; items[j] != NULL; j++)
          {
            const char *item = items[j];
            SkyMove move;

            if (strlen (item) < 2)
              return FALSE;
            move = (item[1] - '1') * SKY_NUMBERGRAB_SIZE + (item[0] - 'a');
            g_array_append_val (takes, move);
          }
        return TRUE;
      }
  return FALSE;
}

/* The untouched board and the numbers taken since. */
static gboolean
numbergrab_unwind (const SkyPosition *pos, SkyPosition **start, GArray *moves)
{
  int values[SKY_NUMBERGRAB_SIZE * SKY_NUMBERGRAB_SIZE];

  g_return_val_if_fail (sky_numbergrab_history_known (pos), FALSE);
  if (!numbergrab_takes (pos, moves))
    g_return_val_if_reached (FALSE);
  for (int row = 0; row < SKY_NUMBERGRAB_SIZE; row++)
    for (int col = 0; col < SKY_NUMBERGRAB_SIZE; col++)
      values[row * SKY_NUMBERGRAB_SIZE + col] = sky_numbergrab_value (pos, row, col);
  *start = sky_position_copy (pos);
  sky_numbergrab_init_with_values (*start, values);
  return TRUE;
}

static void
numbergrab_write_start (GString *text, const SkyPosition *start)
{
  for (int row = 0; row < SKY_NUMBERGRAB_SIZE; row++)
    {
      for (int col = 0; col < SKY_NUMBERGRAB_SIZE; col++)
        g_string_append_printf (text, col > 0 ? " %+d" : "%+d",
                                sky_numbergrab_value (start, row, col));
      g_string_append_c (text, '\n');
    }
}

/* Number-grab: one row of the board: eight numbers -9..9 but 0. */
static gboolean
read_board_row (const SkyRecordLine *line, int row, int *values, GError **error)
{
  gsize p = 0, length;
  int n = 0;

  while ((length = sky_record_next_token (line, &p, FALSE)) > 0)
    {
      const char *token = line->start + p - length;
      gsize i = 0;
      int sign = 1;

      if (token[0] == '+' || token[0] == '-')
        {
          sign = token[0] == '-' ? -1 : 1;
          i = 1;
        }
      if (length != i + 1 || token[i] < '1' || token[i] > '9')
        {
          g_autofree char *quoted = sky_record_quote_text (token, length);

          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("line %d: “%s” is not a number from -9 to 9 other than 0"),
                       line->number, quoted);
          return FALSE;
        }
      if (n < SKY_NUMBERGRAB_SIZE)
        values[row * SKY_NUMBERGRAB_SIZE + n] = sign * (token[i] - '0');
      n++;
    }
  if (n != SKY_NUMBERGRAB_SIZE)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("line %d: a row of the number-grab board has 8 numbers, not %d"),
                   line->number, n);
      return FALSE;
    }
  return TRUE;
}


/* The board's eight rows, blank lines and comments between them left
 * out. */
static SkyPosition *
numbergrab_read_start (const SkyGame *game, GArray *lines, guint *i,
                       gboolean own, gboolean *consumed, GError **error)
{
  int values[SKY_NUMBERGRAB_SIZE * SKY_NUMBERGRAB_SIZE];
  int board_rows = 0;
  SkyPosition *start;

  for (; *i < lines->len; (*i)++)
    {
      const SkyRecordLine *line = &g_array_index (lines, SkyRecordLine, *i);

      if (sky_record_line_is_blank (line) || line->start[0] == '#')
        continue;
      if (!read_board_row (line, board_rows, values, error))
        return NULL;
      if (++board_rows == SKY_NUMBERGRAB_SIZE)
        break;
    }
  if (board_rows < SKY_NUMBERGRAB_SIZE)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("The number-grab record ends before the 8 rows of its board (found %d)"),
                   board_rows);
      return NULL;
    }
  start = sky_position_new (game, &(SkyGameSetup) { 0, FALSE });
  sky_numbergrab_init_with_values (start, values);
  *consumed = TRUE;
  return start;
}

static void
not_a_cell (const SkyRecordLine *line, const char *quoted, GError **error)
{
  g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
               _("line %d: “%s” is not a cell (write h1, or the seed’s (0, 7))"),
               line->number, quoted);
}

static gboolean
numbergrab_read_moves (SkyRecordReader *reader, const SkyRecordLine *line,
                       GError **error)
{
  return sky_record_read_move_tokens (reader, line, TRUE, not_a_cell, error);
}

const SkyRecordForm sky_numbergrab_record_form = {
  .unwind = numbergrab_unwind,
  .write_start = numbergrab_write_start,
  .read_start = numbergrab_read_start,
  .read_moves = numbergrab_read_moves,
};
