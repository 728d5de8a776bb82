/* fourbyfour-record.c: four by four's text record (record-form.h): a game
 * set up on a board of its own starts with its position line (rows joined
 * by "/", fourbyfour.h), the moves follow as squares separated by blanks.
 *
 * The writer needs nothing of its own: without write_start, record.c
 * writes a start that is not the empty board as its position line.  The
 * reader needs this file to take that line back: record.c's default reads
 * every line as moves. */
#include "config.h"

#include <string.h>

#include "fourbyfour.h"
#include "record.h"
#include "record-form.h"

/* A position line's first token has the rows' "/"; a move never has. */
static gboolean
looks_like_position (const SkyRecordLine *line)
{
  gsize p = 0;
  gsize length = sky_record_next_token (line, &p, FALSE);
  const char *token = line->start + p - length;

  return memchr (token, '/', length) != NULL;
}

static SkyPosition *
fourbyfour_read_start (const SkyGame *game, GArray *lines, guint *i,
                       gboolean own, gboolean *consumed, GError **error)
{
  const SkyRecordLine *line;

  *consumed = FALSE;
  if (*i < lines->len)
    {
      line = &g_array_index (lines, SkyRecordLine, *i);
      if (looks_like_position (line))
        {
          *consumed = TRUE;
          return sky_record_read_position_line (game, line, error);
        }
    }
  return sky_position_new (game, NULL);
}

const SkyRecordForm sky_fourbyfour_record_form = {
  .read_start = fourbyfour_read_start,
};
