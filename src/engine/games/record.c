/* record.c: game records and their text forms (described in record.h).
 * What differs from game to game in the text (the start's lines, how the
 * moves are read) is in each game's own record file, through its
 * description (game.h record_form, record-form.h). */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "record.h"
#include "record-form.h"
#include "utf8-bom.h"

struct _SkyRecord {
  const SkyGame *game;
  GArray *moves;            /* SkyMove, every ply */
  GPtrArray *positions;     /* SkyPosition *: [i] is after i moves */
  GPtrArray *tag_keys;      /* char *, NULL-terminated */
  GPtrArray *tag_values;    /* char *, parallel to tag_keys */
  GArray *notes;            /* MoveNote, parallel to moves */
};

/* A move's evaluation and time as read (record.h), NULL where none. */
typedef struct {
  char *eval, *time;
} MoveNote;

static void
move_note_clear (gpointer data)
{
  MoveNote *note = data;

  g_clear_pointer (&note->eval, g_free);
  g_clear_pointer (&note->time, g_free);
}

/* The longest piece of the input an error message quotes, in characters. */
#define MAX_QUOTED 24

/* Records --------------------------------------------------------------- */

static SkyRecord *
record_alloc (const SkyPosition *start)
{
  SkyRecord *record = g_new0 (SkyRecord, 1);

  record->game = start->game;
  record->moves = g_array_new (FALSE, FALSE, sizeof (SkyMove));
  record->positions = g_ptr_array_new_with_free_func ((GDestroyNotify) sky_position_free);
  g_ptr_array_add (record->positions, sky_position_copy (start));
  record->tag_keys = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (record->tag_keys, NULL);
  record->tag_values = g_ptr_array_new_with_free_func (g_free);
  record->notes = g_array_new (FALSE, TRUE, sizeof (MoveNote));
  g_array_set_clear_func (record->notes, move_note_clear);
  return record;
}

void
sky_record_append_unchecked (SkyRecord *record, SkyMove move)
{
  const SkyPosition *last = sky_record_get_end (record);
  SkyPosition *next = sky_position_copy (last);

  sky_position_play (next, move);
  g_array_append_val (record->moves, move);
  g_ptr_array_add (record->positions, next);
  g_array_set_size (record->notes, record->moves->len);
}

SkyRecord *
sky_record_new (const SkyPosition *start)
{
  const SkyRecordForm *form;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(SkyPosition) fresh = NULL;
  SkyRecord *record;

  g_return_val_if_fail (start != NULL, NULL);

  form = start->game->record_form;
  if (form == NULL || form->unwind == NULL || start->ply == 0)
    return record_alloc (start);

  /* A record that starts before the moves the position remembers. */
  moves = g_array_new (FALSE, FALSE, sizeof (SkyMove));
  if (!form->unwind (start, &fresh, moves))
    return NULL;
  record = record_alloc (fresh);
  for (guint i = 0; i < moves->len; i++)
    sky_record_append_unchecked (record, g_array_index (moves, SkyMove, i));
  return record;
}

SkyRecord *
sky_record_copy (const SkyRecord *record)
{
  SkyRecord *copy;

  g_return_val_if_fail (record != NULL, NULL);

  copy = record_alloc (sky_record_get_start (record));
  for (guint i = 0; i < record->moves->len; i++)
    {
      const MoveNote *note = &g_array_index (record->notes, MoveNote, i);

      sky_record_append_unchecked (copy, g_array_index (record->moves, SkyMove, i));
      sky_record_set_move_note (copy, i, note->eval, note->time);
    }
  for (guint i = 0; i < record->tag_values->len; i++)
    sky_record_set_tag (copy, g_ptr_array_index (record->tag_keys, i),
                        g_ptr_array_index (record->tag_values, i));
  return copy;
}

void
sky_record_free (SkyRecord *record)
{
  if (record == NULL)
    return;
  g_array_unref (record->moves);
  g_ptr_array_unref (record->positions);
  g_ptr_array_unref (record->tag_keys);
  g_ptr_array_unref (record->tag_values);
  g_array_unref (record->notes);
  g_free (record);
}

const SkyGame *
sky_record_get_game (const SkyRecord *record)
{
  g_return_val_if_fail (record != NULL, NULL);
  return record->game;
}

guint
sky_record_get_n_moves (const SkyRecord *record)
{
  g_return_val_if_fail (record != NULL, 0);
  return record->moves->len;
}

SkyMove
sky_record_get_move (const SkyRecord *record, guint index)
{
  g_return_val_if_fail (record != NULL, SKY_MOVE_NONE);
  g_return_val_if_fail (index < record->moves->len, SKY_MOVE_NONE);
  return g_array_index (record->moves, SkyMove, index);
}

char *
sky_record_get_move_text (const SkyRecord *record, guint index)
{
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (index < record->moves->len, NULL);
  return record->game->move_to_string (g_ptr_array_index (record->positions,
                                                          index),
                                       g_array_index (record->moves, SkyMove,
                                                      index));
}

const SkyPosition *
sky_record_get_position (const SkyRecord *record, guint ply)
{
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (ply < record->positions->len, NULL);
  return g_ptr_array_index (record->positions, ply);
}

const SkyPosition *
sky_record_get_start (const SkyRecord *record)
{
  return sky_record_get_position (record, 0);
}

const SkyPosition *
sky_record_get_end (const SkyRecord *record)
{
  g_return_val_if_fail (record != NULL, NULL);
  return sky_record_get_position (record, record->moves->len);
}

gboolean
sky_record_append (SkyRecord *record, SkyMove move, GError **error)
{
  const SkyPosition *end;

  g_return_val_if_fail (record != NULL, FALSE);

  end = sky_record_get_end (record);
  if (!sky_position_is_legal_move (end, move))
    {
      g_autofree char *name = record->game->move_to_string (end, move);

      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   _("%s is not a legal move in this position"), name);
      return FALSE;
    }
  sky_record_append_unchecked (record, move);
  return TRUE;
}

void
sky_record_truncate (SkyRecord *record, guint n_moves)
{
  g_return_if_fail (record != NULL);

  if (n_moves >= record->moves->len)
    return;
  g_array_set_size (record->moves, n_moves);
  g_ptr_array_set_size (record->positions, n_moves + 1);
  g_array_set_size (record->notes, n_moves);
}

/* Move notes ------------------------------------------------------------ */

gboolean
sky_record_is_valid_note (const char *s, gssize length)
{
  gsize n = length < 0 ? strlen (s) : (gsize) length;

  if (n == 0 || n > SKY_RECORD_MAX_NOTE)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    if (s[i] <= ' ' || s[i] > '~' || s[i] == '/' || s[i] == '['
        || s[i] == ']' || s[i] == '\\')
      return FALSE;
  return TRUE;
}

gboolean
sky_record_set_move_note (SkyRecord *record, guint index, const char *eval,
                          const char *time)
{
  MoveNote *note;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (index < record->moves->len, FALSE);

  if (eval != NULL && *eval == '\0')
    eval = NULL;
  if (time != NULL && *time == '\0')
    time = NULL;
  if ((eval != NULL && !sky_record_is_valid_note (eval, -1))
      || (time != NULL && !sky_record_is_valid_note (time, -1)))
    return FALSE;
  note = &g_array_index (record->notes, MoveNote, index);
  move_note_clear (note);
  note->eval = g_strdup (eval);
  note->time = g_strdup (time);
  return TRUE;
}

void
sky_record_set_move_value (SkyRecord *record, guint index, double value)
{
  char eval[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *time = NULL;

  g_return_if_fail (record != NULL);
  g_return_if_fail (index < record->moves->len);
  g_return_if_fail (isfinite (value) && fabs (value) < 1e9);

  g_ascii_formatd (eval, sizeof eval, "%.2f", value);
  if (strcmp (eval, "-0.00") == 0)
    strcpy (eval, "0.00");
  time = g_strdup (sky_record_get_move_time (record, index));
  sky_record_set_move_note (record, index, eval, time);
}

const char *
sky_record_get_move_eval (const SkyRecord *record, guint index)
{
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (index < record->moves->len, NULL);
  return g_array_index (record->notes, MoveNote, index).eval;
}

const char *
sky_record_get_move_time (const SkyRecord *record, guint index)
{
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (index < record->moves->len, NULL);
  return g_array_index (record->notes, MoveNote, index).time;
}

gboolean
sky_record_has_move_notes (const SkyRecord *record)
{
  g_return_val_if_fail (record != NULL, FALSE);
  for (guint i = 0; i < record->notes->len; i++)
    {
      const MoveNote *note = &g_array_index (record->notes, MoveNote, i);

      if (note->eval != NULL || note->time != NULL)
        return TRUE;
    }
  return FALSE;
}

/* Tags ------------------------------------------------------------------ */

static gboolean
is_valid_tag_key (const char *key)
{
  gsize length = strlen (key);

  if (length == 0 || length > SKY_RECORD_MAX_TAG_KEY
      || key[0] == ' ' || key[length - 1] == ' ')
    return FALSE;
  for (const char *p = key; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != ' ')
      return FALSE;
  return TRUE;
}

static gboolean
is_valid_tag_value (const char *value)
{
  if (strlen (value) > SKY_RECORD_MAX_TAG_VALUE
      || !g_utf8_validate (value, -1, NULL))
    return FALSE;
  for (const char *p = value; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

static int
find_tag (const SkyRecord *record, const char *key)
{
  for (guint i = 0; i < record->tag_values->len; i++)
    if (g_ascii_strcasecmp (g_ptr_array_index (record->tag_keys, i), key) == 0)
      return (int) i;
  return -1;
}

const char *
sky_record_get_tag (const SkyRecord *record, const char *key)
{
  int i;

  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (key != NULL, NULL);

  i = find_tag (record, key);
  return i >= 0 ? g_ptr_array_index (record->tag_values, i) : NULL;
}

gboolean
sky_record_set_tag (SkyRecord *record, const char *key, const char *value)
{
  int i;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (key != NULL, FALSE);

  if (!is_valid_tag_key (key) || (value != NULL && !is_valid_tag_value (value)))
    return FALSE;
  i = find_tag (record, key);
  if (value == NULL)
    {
      if (i >= 0)
        {
          g_ptr_array_remove_index (record->tag_keys, i);
          g_ptr_array_remove_index (record->tag_values, i);
        }
      return TRUE;
    }
  if (i >= 0)
    {
      g_free (record->tag_values->pdata[i]);
      record->tag_values->pdata[i] = g_strstrip (g_strdup (value));
      return TRUE;
    }
  if (record->tag_values->len >= SKY_RECORD_MAX_TAGS)
    return FALSE;
  g_ptr_array_insert (record->tag_keys, record->tag_keys->len - 1,
                      g_strdup (key));
  /* Kept without the spaces around it, which the text form cannot hold
   * (the reader strips them): a GGF "PB[ name]" reads back the same. */
  g_ptr_array_add (record->tag_values, g_strstrip (g_strdup (value)));
  return TRUE;
}

const char *const *
sky_record_get_tag_keys (const SkyRecord *record)
{
  g_return_val_if_fail (record != NULL, NULL);
  return (const char *const *) record->tag_keys->pdata;
}

/* Writing --------------------------------------------------------------- */

gboolean
sky_record_is_standard_start (const SkyPosition *start,
                              const SkyGameSetup *setup)
{
  g_autoptr(SkyPosition) standard = NULL;
  g_autofree char *a = NULL, *b = NULL;

  standard = sky_position_new (start->game, setup);
  a = start->game->position_to_string (start);
  b = start->game->position_to_string (standard);
  return strcmp (a, b) == 0;
}

char *
sky_record_to_string (const SkyRecord *record)
{
  const SkyRecordForm *form;
  const SkyPosition *start;
  GString *text;
  guint n;

  g_return_val_if_fail (record != NULL, NULL);

  start = sky_record_get_start (record);
  form = record->game->record_form;
  n = record->moves->len;
  text = g_string_new (NULL);
  g_string_append_printf (text, "# Sakiyomi %s\n", record->game->id);
  for (guint i = 0; i < record->tag_values->len; i++)
    g_string_append_printf (text, "# %s: %s\n",
                            (const char *) g_ptr_array_index (record->tag_keys, i),
                            (const char *) g_ptr_array_index (record->tag_values, i));

  if (form != NULL && form->write_start != NULL)
    form->write_start (text, start);
  else if (!sky_record_is_standard_start (start, &(SkyGameSetup) { 0, FALSE }))
    {
      g_autofree char *line = record->game->position_to_string (start);

      g_string_append_printf (text, "%s\n", line);
    }

  for (guint i = 0; i < n; i++)
    {
      SkyMove move = g_array_index (record->moves, SkyMove, i);
      const SkyPosition *pos = g_ptr_array_index (record->positions, i);
      g_autofree char *name = NULL;

      if (form != NULL && form->moves_joined)
        {
          /* The standard transcript: squares run together, passes left out
           * (the reader puts them back) except at the very end. */
          if (move == SKY_MOVE_PASS && i + 1 < n)
            continue;
          name = record->game->move_to_string (pos, move);
          g_string_append (text, name);
        }
      else
        {
          name = record->game->move_to_string (pos, move);
          if (i > 0)
            g_string_append_c (text, ' ');
          g_string_append (text, name);
        }
    }
  if (n > 0)
    g_string_append_c (text, '\n');
  return g_string_free (text, FALSE);
}

/* Reading --------------------------------------------------------------- */

typedef SkyRecordLine Line;
typedef SkyRecordReader Reader;

/* A piece of the input to quote in an error: at most MAX_QUOTED
 * characters, control characters and those that cannot be seen (a byte
 * order mark) shown as "?". */
char *
sky_record_quote_text (const char *text, gsize length)
{
  GString *out = g_string_new (NULL);
  const char *end = text + length;
  int chars = 0;

  for (const char *p = text; p < end && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (chars++ == MAX_QUOTED)
        {
          g_string_append (out, "…");
          break;
        }
      if (g_unichar_iscntrl (c) || (c != ' ' && !g_unichar_isgraph (c)))
        g_string_append_c (out, '?');
      else
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

/* The next token of a line at *p: a run of non-blank characters.  Number-grab's
 * "(0, 7)" and "0, 7" are kept in one token.  Returns its length, 0 at the
 * end of the line. */
gsize
sky_record_next_token (const Line *line, gsize *p, gboolean seed_cells)
{
  gsize i = *p, begin;
  const char *s = line->start;

  while (i < line->length && g_ascii_isspace (s[i]))
    i++;
  begin = i;
  if (seed_cells && i < line->length && s[i] == '(')
    {
      while (i < line->length && s[i] != ')')
        i++;
      if (i < line->length)
        i++;
    }
  else
    while (i < line->length && !g_ascii_isspace (s[i]))
      {
        /* "0, 7": a comma joins the number after the blanks. */
        if (seed_cells && s[i] == ',')
          {
            i++;
            while (i < line->length && g_ascii_isspace (s[i]))
              i++;
            continue;
          }
        i++;
      }
  *p = i;
  return i - begin;
}

gboolean
sky_record_illegal_move_error (Reader *reader, const Line *line, const char *token,
                    gsize length, const char *reason, GError **error)
{
  g_autofree char *quoted = sky_record_quote_text (token, length);

  /* GGF moves have no line: they are counted alone. */
  if (line->number <= 0)
    g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                 _("move %d (%s) is illegal in this position (%s)"),
                 reader->n_written, quoted, reason);
  else
    g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                 _("line %d: move %d (%s) is illegal in this position (%s)"),
                 line->number, reader->n_written, quoted, reason);
  return FALSE;
}

void
sky_record_not_a_square (const Line *line, const char *quoted, GError **error)
{
  g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
               _("line %d: “%s” is not a square"), line->number, quoted);
}

gboolean
sky_record_play_token (Reader *reader, const Line *line, const char *token,
                       gsize length, SkyRecordNotAMove not_a_move,
                       GError **error)
{
  const SkyGame *game = reader->record->game;
  const SkyPosition *end = sky_record_get_end (reader->record);
  g_autofree char *text = g_strndup (token, length);
  g_autoptr(GError) move_error = NULL;
  SkyMove move;

  reader->n_written++;
  if (game->move_from_string (end, text, &move, &move_error))
    {
      sky_record_append_unchecked (reader->record, move);
      return TRUE;
    }
  if (g_error_matches (move_error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL))
    return sky_record_illegal_move_error (reader, line, token, length,
                               move_error->message, error);
  {
    g_autofree char *quoted = sky_record_quote_text (token, length);

    not_a_move (line, quoted, error);
  }
  return FALSE;
}

/* "# Key: value" or "# Sakiyomi GAME"; anything else is a comment. */
static gboolean
read_header_line (const Line *line, const SkyGame **game, SkyRecord *record,
                  GError **error)
{
  g_autofree char *text = g_strstrip (g_strndup (line->start + 1,
                                                 line->length - 1));
  const char *colon;

  if (*game == NULL && g_ascii_strncasecmp (text, "Sakiyomi ", 9) == 0)
    {
      const char *id = g_strstrip (text + 9);

      *game = sky_game_from_id (id);
      if (*game == NULL)
        {
          g_autofree char *quoted = sky_record_quote_text (id, strlen (id));

          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("line %d: unknown game “%s” (the games are numbergrab, tictactoe and reversi)"),
                       line->number, quoted);
          return FALSE;
        }
      return TRUE;
    }

  colon = strchr (text, ':');
  if (record != NULL && colon != NULL)
    {
      g_autofree char *key = g_strstrip (g_strndup (text, colon - text));
      const char *value = colon + 1;

      while (*value == ' ' || *value == '\t')
        value++;
      if (is_valid_tag_key (key))
        {
          if (!is_valid_tag_value (value))
            {
              g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("line %d: the value of “%s” is too long or holds control characters"),
                           line->number, key);
              return FALSE;
            }
          if (!sky_record_set_tag (record, key, value))
            {
              g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("line %d: more than %d tags"), line->number,
                           SKY_RECORD_MAX_TAGS);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* Splits text into lines, CR LF or LF. */
static GArray *
split_lines (const char *text)
{
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (Line));
  const char *p = text;
  int number = 1;

  while (*p != '\0')
    {
      const char *nl = strchr (p, '\n');
      Line line = { p, nl != NULL ? (gsize) (nl - p) : strlen (p), number++ };

      if (line.length > 0 && p[line.length - 1] == '\r')
        line.length--;
      g_array_append_val (lines, line);
      if (nl == NULL)
        break;
      p = nl + 1;
    }
  return lines;
}

gboolean
sky_record_line_is_blank (const Line *line)
{
  for (gsize i = 0; i < line->length; i++)
    if (!g_ascii_isspace (line->start[i]))
      return FALSE;
  return TRUE;
}

gboolean
sky_record_read_move_tokens (Reader *reader, const Line *line,
                             gboolean seed_cells,
                             SkyRecordNotAMove not_a_move, GError **error)
{
  gsize p = 0, length;

  while ((length = sky_record_next_token (line, &p, seed_cells)) > 0)
    if (!sky_record_play_token (reader, line, line->start + p - length,
                                length, not_a_move, error))
      return FALSE;
  return TRUE;
}

static gboolean
read_moves (Reader *reader, const Line *line, GError **error)
{
  const SkyRecordForm *form = reader->record->game->record_form;

  if (form != NULL && form->read_moves != NULL)
    return form->read_moves (reader, line, error);
  return sky_record_read_move_tokens (reader, line, FALSE,
                                      sky_record_not_a_square, error);
}

SkyPosition *
sky_record_read_position_line (const SkyGame *game, const Line *line,
                               GError **error)
{
  g_autofree char *position = g_strndup (line->start, line->length);
  g_autoptr(GError) position_error = NULL;
  SkyPosition *start = sky_position_new_from_string (game, position,
                                                     &position_error);

  if (start == NULL)
    g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                 _("line %d: %s"), line->number, position_error->message);
  return start;
}

/* The start of a record from lines[*i] (record-form.h, read_start). */
static SkyPosition *
read_start (const SkyGame *game, GArray *lines, guint *i, gboolean own,
            gboolean *consumed, GError **error)
{
  const SkyRecordForm *form = game->record_form;

  if (form != NULL && form->read_start != NULL)
    return form->read_start (game, lines, i, own, consumed, error);
  *consumed = FALSE;
  return sky_position_new (game, &(SkyGameSetup) { 0, FALSE });
}

/* The game of a record without a "# Sakiyomi GAME" line. */
static const SkyGame *
game_without_header (void)
{
  for (guint kind = 0; kind < sky_game_count (); kind++)
    if (sky_game_get (kind)->record_without_header)
      return sky_game_get (kind);
  return sky_game_get (0);
}

SkyRecord *
sky_record_from_string (const char *text, GError **error)
{
  g_autoptr(GArray) lines = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(SkyPosition) start = NULL;
  const SkyGame *game = NULL;
  Reader reader = { NULL, 0 };
  gboolean own, consumed;
  guint i;

  g_return_val_if_fail (text != NULL, NULL);

  if (strlen (text) > SKY_RECORD_MAX_LENGTH)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("A game record is at most %d bytes long"),
                   SKY_RECORD_MAX_LENGTH);
      return NULL;
    }
  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("The game record is not UTF-8 text"));
      return NULL;
    }
  lines = split_lines (sky_utf8_skip_bom (text));

  /* Which game: the first "# Sakiyomi GAME" line, else the game whose
   * records go without one (reversi's transcripts). */
  for (i = 0; i < lines->len && game == NULL; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);

      if (line->length > 0 && line->start[0] == '#'
          && !read_header_line (line, &game, NULL, error))
        return NULL;
    }
  own = game != NULL;
  if (game == NULL)
    game = game_without_header ();

  for (i = 0; i < lines->len; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);

      if (sky_record_line_is_blank (line))
        continue;
      /* The header and comments: the tags are read at the end, once
       * there is a record to hold them. */
      if (line->start[0] == '#')
        continue;

      if (record == NULL)
        {
          /* The start position. */
          start = read_start (game, lines, &i, own, &consumed, error);
          if (start == NULL)
            return NULL;
          record = record_alloc (start);
          if (consumed)
            continue;
        }

      reader.record = record;
      if (!read_moves (&reader, line, error))
        return NULL;
    }

  if (record == NULL)
    {
      /* No line after the header: the start as the game reads nothing. */
      i = lines->len;
      start = read_start (game, lines, &i, own, &consumed, error);
      if (start == NULL)
        return NULL;
      record = record_alloc (start);
    }

  /* The tags, now that there is a record to hold them. */
  for (i = 0; i < lines->len; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);
      const SkyGame *ignored = game;

      if (line->length > 0 && line->start[0] == '#'
          && !read_header_line (line, &ignored, record, error))
        return NULL;
    }
  return g_steal_pointer (&record);
}
