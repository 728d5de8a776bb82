/* reversi-record.c: reversi's text record (record-form.h): a set-up start
 * as a board string or an OBF line (reversi-obf.h), the moves as one
 * transcript ("f5d6c3"), passes left out but at the end, read in any of
 * the forms of reversi-movelist.h. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "record.h"
#include "record-form.h"
#include "reversi.h"
#include "reversi-movelist.h"
#include "reversi-obf.h"

/* Plays a reversi move, first the pass a transcript leaves out. */
static gboolean
play_reversi_move (SkyRecordReader *reader, const SkyRecordLine *line,
                   const char *token,
                   gsize length, SkyMove move, GError **error)
{
  SkyRecord *record = reader->record;
  const SkyPosition *end = sky_record_get_end (record);

  reader->n_written++;
  if (move != SKY_MOVE_PASS && sky_reversi_legal_squares (end) == 0
      && !sky_position_is_over (end))
    {
      sky_record_append_unchecked (record, SKY_MOVE_PASS);
      end = sky_record_get_end (record);
    }
  if (!sky_position_is_legal_move (end, move))
    {
      g_autofree char *name = sky_record_get_game (record)->move_to_string (end, move);
      g_autoptr(GError) reason = NULL;
      SkyMove unused;

      /* The game's parser says why. */
      if (sky_record_get_game (record)->move_from_string (end, name, &unused,
                                                       &reason))
        return sky_record_illegal_move_error (reader, line, token, length, name, error);
      return sky_record_illegal_move_error (reader, line, token, length, reason->message,
                                 error);
    }
  sky_record_append_unchecked (record, move);
  return TRUE;
}

/* A line of a reversi move list in any of the forms of
 * reversi-movelist.h. */
static gboolean
read_reversi_moves (SkyRecordReader *reader, const SkyRecordLine *line,
                    GError **error)
{
  gsize at = 0, token, length;
  SkyMove move;
  SkyMovelistItem item;

  while ((item = sky_reversi_movelist_next (line->start, line->length, &at,
                                            &move, &token, &length))
         != SKY_MOVELIST_END)
    {
      if (item == SKY_MOVELIST_BAD)
        {
          g_autofree char *quoted = sky_record_quote_text (line->start + token, length);

          reader->n_written++;
          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("line %d: move %d (“%s”) is not a square: a move list holds squares a1–h8 such as f5, and pass"),
                       line->number, reader->n_written, quoted);
          return FALSE;
        }
      if (!play_reversi_move (reader, line, line->start + token, length, move,
                              error))
        return FALSE;
    }
  return TRUE;
}


/* Reversi: whether line starts a board string (reversi-obf.h): a move list
 * never starts with a square's X, O, *, "." or with "-" before another. */
static gboolean
starts_board (const SkyRecordLine *line)
{
  gsize i = 0;

  while (i < line->length && g_ascii_isspace (line->start[i]))
    i++;
  if (i == line->length)
    return FALSE;
  if (strchr ("XxOo*.", line->start[i]) != NULL)
    return TRUE;
  return line->start[i] == '-'
         && (i + 1 == line->length || g_ascii_isspace (line->start[i + 1])
             || strchr ("XxOo*.-", line->start[i + 1]) != NULL);
}

/* Whether line goes on with the board string of the lines before it:
 * squares and blanks only, or an OBF line's ";" after them. */
static gboolean
continues_board (const SkyRecordLine *line)
{
  for (gsize i = 0; i < line->length; i++)
    {
      char c = line->start[i];

      if (c == ';')
        return TRUE;
      if (!g_ascii_isspace (c) && strchr ("XxOo*-.", c) == NULL)
        return FALSE;
    }
  return !sky_record_line_is_blank (line);
}

/* Reads the reversi start position that starts at line *i: a board string
 * over one or more lines, or an OBF line (its scores are checked, then left
 * out: a record keeps no scores).  *i is left on its last line.  own: the
 * record names its game, as Sakiyomi writes it; its start may be any
 * position the engine held, a centre square empty too. */
static SkyPosition *
read_reversi_start (GArray *lines, guint *i, gboolean own, GError **error)
{
  const SkyRecordLine *first = &g_array_index (lines, SkyRecordLine, *i);
  g_autoptr(SkyPosition) start = sky_position_new (&sky_reversi_game, NULL);
  g_autoptr(GError) board_error = NULL;
  GString *text = g_string_new_len (first->start, first->length);

  while (memchr (text->str, ';', text->len) == NULL && *i + 1 < lines->len)
    {
      const SkyRecordLine *next = &g_array_index (lines, SkyRecordLine, *i + 1);

      if (!continues_board (next))
        break;
      g_string_append_c (text, '\n');
      g_string_append_len (text, next->start, next->length);
      (*i)++;
    }
  if (!(own ? sky_reversi_obf_parse_unchecked (text->str, start, NULL,
                                               &board_error)
             : sky_reversi_obf_parse (text->str, start, NULL, &board_error)))
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("line %d: %s"), first->number, board_error->message);
      g_string_free (text, TRUE);
      return NULL;
    }
  g_string_free (text, TRUE);
  return g_steal_pointer (&start);
}


static SkyPosition *
reversi_read_start (const SkyGame *game, GArray *lines, guint *i,
                    gboolean own, gboolean *consumed, GError **error)
{
  *consumed = *i < lines->len
              && starts_board (&g_array_index (lines, SkyRecordLine, *i));
  if (*consumed)
    return read_reversi_start (lines, i, own, error);
  return sky_position_new (game, &(SkyGameSetup) { 0, FALSE });
}

const SkyRecordForm sky_reversi_record_form = {
  .moves_joined = TRUE,
  .read_start = reversi_read_start,
  .read_moves = read_reversi_moves,
};
