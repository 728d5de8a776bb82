/* record.c: game records and their text forms (described in record.h). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "numbergrab.h"
#include "record.h"
#include "reversi.h"
#include "reversi-movelist.h"
#include "reversi-obf.h"
#include "tictactoe.h"
#include "utf8-bom.h"

struct _SkyRecord {
  const SkyGame *game;
  GArray *moves;            /* SkyMove, every ply */
  GPtrArray *positions;     /* SkyPosition *: [i] is after i moves */
  GPtrArray *tag_keys;      /* char *, NULL-terminated */
  GPtrArray *tag_values;    /* char *, parallel to tag_keys */
};

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
  return record;
}

static void
append_unchecked (SkyRecord *record, SkyMove move)
{
  const SkyPosition *last = sky_record_get_end (record);
  SkyPosition *next = sky_position_copy (last);

  sky_position_play (next, move);
  g_array_append_val (record->moves, move);
  g_ptr_array_add (record->positions, next);
}

/* Number-grab: the cells of pos's history in the order taken, read from the
 * "taken" line of its text (numbergrab.h); FALSE if it has none. */
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

SkyRecord *
sky_record_new (const SkyPosition *start)
{
  g_autoptr(GArray) takes = NULL;
  SkyRecord *record;
  SkyPosition *fresh;
  int values[SKY_NUMBERGRAB_SIZE * SKY_NUMBERGRAB_SIZE];

  g_return_val_if_fail (start != NULL, NULL);

  if (start->game->kind != SKY_GAME_NUMBERGRAB || start->ply == 0)
    return record_alloc (start);

  /* A number-grab record starts from the untouched board. */
  g_return_val_if_fail (sky_numbergrab_history_known (start), NULL);
  takes = g_array_new (FALSE, FALSE, sizeof (SkyMove));
  if (!numbergrab_takes (start, takes))
    g_return_val_if_reached (NULL);
  for (int row = 0; row < SKY_NUMBERGRAB_SIZE; row++)
    for (int col = 0; col < SKY_NUMBERGRAB_SIZE; col++)
      values[row * SKY_NUMBERGRAB_SIZE + col] = sky_numbergrab_value (start, row, col);
  fresh = sky_position_copy (start);
  sky_numbergrab_init_with_values (fresh, values);
  record = record_alloc (fresh);
  sky_position_free (fresh);
  for (guint i = 0; i < takes->len; i++)
    append_unchecked (record, g_array_index (takes, SkyMove, i));
  return record;
}

SkyRecord *
sky_record_copy (const SkyRecord *record)
{
  SkyRecord *copy;

  g_return_val_if_fail (record != NULL, NULL);

  copy = record_alloc (sky_record_get_start (record));
  for (guint i = 0; i < record->moves->len; i++)
    append_unchecked (copy, g_array_index (record->moves, SkyMove, i));
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
  append_unchecked (record, move);
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

static gboolean
is_standard_start (const SkyPosition *start)
{
  SkyGameSetup setup = { 0, FALSE };
  g_autoptr(SkyPosition) standard = NULL;
  g_autofree char *a = NULL, *b = NULL;

  if (start->game->kind == SKY_GAME_TICTACTOE)
    setup.misere = sky_tictactoe_is_misere (start);
  standard = sky_position_new (start->game, &setup);
  a = start->game->position_to_string (start);
  b = start->game->position_to_string (standard);
  return strcmp (a, b) == 0;
}

static void
write_numbergrab_board (GString *text, const SkyPosition *start)
{
  for (int row = 0; row < SKY_NUMBERGRAB_SIZE; row++)
    {
      for (int col = 0; col < SKY_NUMBERGRAB_SIZE; col++)
        g_string_append_printf (text, col > 0 ? " %+d" : "%+d",
                                sky_numbergrab_value (start, row, col));
      g_string_append_c (text, '\n');
    }
}

char *
sky_record_to_string (const SkyRecord *record)
{
  const SkyPosition *start;
  GString *text;
  guint n;

  g_return_val_if_fail (record != NULL, NULL);

  start = sky_record_get_start (record);
  n = record->moves->len;
  text = g_string_new (NULL);
  g_string_append_printf (text, "# Sakiyomi %s\n", record->game->id);
  for (guint i = 0; i < record->tag_values->len; i++)
    g_string_append_printf (text, "# %s: %s\n",
                            (const char *) g_ptr_array_index (record->tag_keys, i),
                            (const char *) g_ptr_array_index (record->tag_values, i));

  switch (record->game->kind)
    {
    case SKY_GAME_NUMBERGRAB:
      write_numbergrab_board (text, start);
      break;
    case SKY_GAME_TICTACTOE:
      if (!is_standard_start (start))
        {
          g_autofree char *line = record->game->position_to_string (start);

          g_string_append_printf (text, "%s\n", line);
        }
      else if (sky_tictactoe_is_misere (start))
        g_string_append (text, "misere\n");
      break;
    case SKY_GAME_REVERSI:
    case SKY_N_GAMES:
    default:
      if (!is_standard_start (start))
        {
          g_autofree char *line = record->game->position_to_string (start);

          g_string_append_printf (text, "%s\n", line);
        }
      break;
    }

  for (guint i = 0; i < n; i++)
    {
      SkyMove move = g_array_index (record->moves, SkyMove, i);
      const SkyPosition *pos = g_ptr_array_index (record->positions, i);
      g_autofree char *name = NULL;

      if (record->game->kind == SKY_GAME_REVERSI)
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

typedef struct {
  const char *start;        /* the line, not NUL-terminated */
  gsize length;
  int number;               /* 1-based */
} Line;

/* A piece of the input to quote in an error: at most MAX_QUOTED
 * characters, control characters and those that cannot be seen (a byte
 * order mark) shown as "?". */
static char *
quote_text (const char *text, gsize length)
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
static gsize
next_token (const Line *line, gsize *p, gboolean seed_cells)
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

typedef struct {
  SkyRecord *record;
  int n_written;            /* moves as written in the text, for errors */
} Reader;

static gboolean
illegal_move_error (Reader *reader, const Line *line, const char *token,
                    gsize length, const char *reason, GError **error)
{
  g_autofree char *quoted = quote_text (token, length);

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

/* Plays one move token through the game's own move parser. */
static gboolean
play_token (Reader *reader, const Line *line, const char *token, gsize length,
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
      append_unchecked (reader->record, move);
      return TRUE;
    }
  if (g_error_matches (move_error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL))
    return illegal_move_error (reader, line, token, length,
                               move_error->message, error);
  {
    g_autofree char *quoted = quote_text (token, length);

    g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                 game->kind == SKY_GAME_NUMBERGRAB
                 ? _("line %d: “%s” is not a cell (write h1, or the seed’s (0, 7))")
                 : _("line %d: “%s” is not a square"),
                 line->number, quoted);
  }
  return FALSE;
}

/* Plays a reversi move, first the pass a transcript leaves out. */
static gboolean
play_reversi_move (Reader *reader, const Line *line, const char *token,
                   gsize length, SkyMove move, GError **error)
{
  SkyRecord *record = reader->record;
  const SkyPosition *end = sky_record_get_end (record);

  reader->n_written++;
  if (move != SKY_MOVE_PASS && sky_reversi_legal_squares (end) == 0
      && !sky_position_is_over (end))
    {
      append_unchecked (record, SKY_MOVE_PASS);
      end = sky_record_get_end (record);
    }
  if (!sky_position_is_legal_move (end, move))
    {
      g_autofree char *name = record->game->move_to_string (end, move);
      g_autoptr(GError) reason = NULL;
      SkyMove unused;

      /* The game's parser says why. */
      if (record->game->move_from_string (end, name, &unused, &reason))
        return illegal_move_error (reader, line, token, length, name, error);
      return illegal_move_error (reader, line, token, length, reason->message,
                                 error);
    }
  append_unchecked (record, move);
  return TRUE;
}

/* A line of a reversi move list in any of the forms of
 * reversi-movelist.h. */
static gboolean
read_reversi_moves (Reader *reader, const Line *line, GError **error)
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
          g_autofree char *quoted = quote_text (line->start + token, length);

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

static gboolean
read_moves (Reader *reader, const Line *line, GError **error)
{
  SkyGameKind kind = reader->record->game->kind;
  gsize p = 0, length;

  if (kind == SKY_GAME_REVERSI)
    return read_reversi_moves (reader, line, error);

  while ((length = next_token (line, &p, kind == SKY_GAME_NUMBERGRAB)) > 0)
    {
      const char *token = line->start + p - length;

      /* Seed 002 runs its cell numbers together: "408". */
      if (kind == SKY_GAME_TICTACTOE && length > 1
          && strspn (token, "012345678") >= length)
        {
          for (gsize i = 0; i < length; i++)
            if (!play_token (reader, line, token + i, 1, error))
              return FALSE;
        }
      else if (!play_token (reader, line, token, length, error))
        return FALSE;
    }
  return TRUE;
}

/* Number-grab: one row of the board: eight numbers -9..9 but 0. */
static gboolean
read_board_row (const Line *line, int row, int *values, GError **error)
{
  gsize p = 0, length;
  int n = 0;

  while ((length = next_token (line, &p, FALSE)) > 0)
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
          g_autofree char *quoted = quote_text (token, length);

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
          g_autofree char *quoted = quote_text (id, strlen (id));

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

static gboolean
is_blank (const Line *line)
{
  for (gsize i = 0; i < line->length; i++)
    if (!g_ascii_isspace (line->start[i]))
      return FALSE;
  return TRUE;
}

/* The start position line of tic-tac-toe (rows joined by "/"). */
static gboolean
looks_like_position (const SkyGame *game, const Line *line)
{
  gsize p = 0;
  gsize length = next_token (line, &p, FALSE);
  const char *token = line->start + p - length;

  if (game->kind == SKY_GAME_TICTACTOE)
    return memchr (token, '/', length) != NULL;
  return FALSE;
}

/* Reversi: whether line starts a board string (reversi-obf.h): a move list
 * never starts with a square's X, O, *, "." or with "-" before another. */
static gboolean
starts_board (const Line *line)
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
continues_board (const Line *line)
{
  for (gsize i = 0; i < line->length; i++)
    {
      char c = line->start[i];

      if (c == ';')
        return TRUE;
      if (!g_ascii_isspace (c) && strchr ("XxOo*-.", c) == NULL)
        return FALSE;
    }
  return !is_blank (line);
}

/* Reads the reversi start position that starts at line *i: a board string
 * over one or more lines, or an OBF line (its scores are checked, then left
 * out: a record keeps no scores).  *i is left on its last line.  own: the
 * record names its game, as Sakiyomi writes it; its start may be any
 * position the engine held, a centre square empty too. */
static SkyPosition *
read_reversi_start (GArray *lines, guint *i, gboolean own, GError **error)
{
  const Line *first = &g_array_index (lines, Line, *i);
  g_autoptr(SkyPosition) start = sky_position_new (&sky_reversi_game, NULL);
  g_autoptr(GError) board_error = NULL;
  GString *text = g_string_new_len (first->start, first->length);

  while (memchr (text->str, ';', text->len) == NULL && *i + 1 < lines->len)
    {
      const Line *next = &g_array_index (lines, Line, *i + 1);

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

static gboolean
is_misere_line (const Line *line)
{
  g_autofree char *text = g_strstrip (g_strndup (line->start, line->length));

  return g_ascii_strcasecmp (text, "misere") == 0
         || strcmp (text, "misère") == 0 || strcmp (text, "MISÈRE") == 0;
}

SkyRecord *
sky_record_from_string (const char *text, GError **error)
{
  g_autoptr(GArray) lines = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(SkyPosition) start = NULL;
  const SkyGame *game = NULL;
  Reader reader = { NULL, 0 };
  int values[SKY_NUMBERGRAB_SIZE * SKY_NUMBERGRAB_SIZE];
  int board_rows = 0;
  gboolean own;
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

  /* Which game: the first "# Sakiyomi GAME" line, else reversi. */
  for (i = 0; i < lines->len && game == NULL; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);

      if (line->length > 0 && line->start[0] == '#'
          && !read_header_line (line, &game, NULL, error))
        return NULL;
    }
  own = game != NULL;
  if (game == NULL)
    game = sky_game_get (SKY_GAME_REVERSI);

  for (i = 0; i < lines->len; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);

      if (is_blank (line))
        continue;
      /* The header and comments: the tags are read at the end, once
       * there is a record to hold them. */
      if (line->start[0] == '#')
        continue;

      if (record == NULL)
        {
          /* The start position. */
          if (game->kind == SKY_GAME_NUMBERGRAB)
            {
              if (!read_board_row (line, board_rows, values, error))
                return NULL;
              if (++board_rows < SKY_NUMBERGRAB_SIZE)
                continue;
              start = sky_position_new (game, &(SkyGameSetup) { 0, FALSE });
              sky_numbergrab_init_with_values (start, values);
              record = record_alloc (start);
              continue;
            }
          if (game->kind == SKY_GAME_TICTACTOE && is_misere_line (line))
            {
              start = sky_position_new (game, &(SkyGameSetup) { 0, TRUE });
              record = record_alloc (start);
              continue;
            }
          if (game->kind == SKY_GAME_REVERSI && starts_board (line))
            {
              start = read_reversi_start (lines, &i, own, error);
              if (start == NULL)
                return NULL;
              record = record_alloc (start);
              continue;
            }
          if (looks_like_position (game, line))
            {
              g_autofree char *position = g_strndup (line->start, line->length);
              g_autoptr(GError) position_error = NULL;

              start = sky_position_new_from_string (game, position,
                                                    &position_error);
              if (start == NULL)
                {
                  g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                               _("line %d: %s"), line->number,
                               position_error->message);
                  return NULL;
                }
              record = record_alloc (start);
              continue;
            }
          start = sky_position_new (game, &(SkyGameSetup) { 0, FALSE });
          record = record_alloc (start);
        }
      else if (game->kind == SKY_GAME_TICTACTOE && is_misere_line (line))
        {
          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("line %d: “misere” must come before the moves"),
                       line->number);
          return NULL;
        }

      reader.record = record;
      if (!read_moves (&reader, line, error))
        return NULL;
    }

  if (record == NULL)
    {
      if (game->kind == SKY_GAME_NUMBERGRAB)
        {
          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("The number-grab record ends before the 8 rows of its board (found %d)"),
                       board_rows);
          return NULL;
        }
      start = sky_position_new (game, &(SkyGameSetup) { 0, FALSE });
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
