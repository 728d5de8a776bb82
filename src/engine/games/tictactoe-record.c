/* tictactoe-record.c: tic-tac-toe's text record (record-form.h): a
 * "misere" line for the misère rule, or a set-up start as its position
 * line (rows joined by "/"); moves as squares or seed 002's cell numbers,
 * which it runs together ("408"). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "record.h"
#include "record-form.h"
#include "tictactoe.h"

static gboolean
is_misere_line (const SkyRecordLine *line)
{
  g_autofree char *text = g_strstrip (g_strndup (line->start, line->length));

  return g_ascii_strcasecmp (text, "misere") == 0
         || strcmp (text, "misère") == 0 || strcmp (text, "MISÈRE") == 0;
}

/* A start set up: its position line; the standard start under the misère
 * rule: "misere". */
static void
tictactoe_write_start (GString *text, const SkyPosition *start)
{
  SkyGameSetup setup = { 0, sky_tictactoe_is_misere (start) };

  if (!sky_record_is_standard_start (start, &setup))
    {
      g_autofree char *line = start->game->position_to_string (start);

      g_string_append_printf (text, "%s\n", line);
    }
  else if (setup.misere)
    g_string_append (text, "misere\n");
}

/* The start position line (rows joined by "/"). */
static gboolean
looks_like_position (const SkyRecordLine *line)
{
  gsize p = 0;
  gsize length = sky_record_next_token (line, &p, FALSE);
  const char *token = line->start + p - length;

  return memchr (token, '/', length) != NULL;
}

static SkyPosition *
tictactoe_read_start (const SkyGame *game, GArray *lines, guint *i,
                      gboolean own, gboolean *consumed, GError **error)
{
  const SkyRecordLine *line;

  *consumed = FALSE;
  if (*i >= lines->len)
    return sky_position_new (game, &(SkyGameSetup) { 0, FALSE });
  line = &g_array_index (lines, SkyRecordLine, *i);
  if (is_misere_line (line))
    {
      *consumed = TRUE;
      return sky_position_new (game, &(SkyGameSetup) { 0, TRUE });
    }
  if (looks_like_position (line))
    {
      *consumed = TRUE;
      return sky_record_read_position_line (game, line, error);
    }
  return sky_position_new (game, &(SkyGameSetup) { 0, FALSE });
}

static gboolean
tictactoe_read_moves (SkyRecordReader *reader, const SkyRecordLine *line,
                      GError **error)
{
  SkyRecordNotAMove not_a_move = sky_record_not_a_square;
  gsize p = 0, length;

  if (is_misere_line (line))
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("line %d: “misere” must come before the moves"),
                   line->number);
      return FALSE;
    }
  while ((length = sky_record_next_token (line, &p, FALSE)) > 0)
    {
      const char *token = line->start + p - length;

      /* Seed 002 runs its cell numbers together: "408". */
      if (length > 1 && strspn (token, "012345678") >= length)
        {
          for (gsize i = 0; i < length; i++)
            if (!sky_record_play_token (reader, line, token + i, 1,
                                        not_a_move, error))
              return FALSE;
        }
      else if (!sky_record_play_token (reader, line, token, length,
                                       not_a_move, error))
        return FALSE;
    }
  return TRUE;
}

const SkyRecordForm sky_tictactoe_record_form = {
  .write_start = tictactoe_write_start,
  .read_start = tictactoe_read_start,
  .read_moves = tictactoe_read_moves,
};
