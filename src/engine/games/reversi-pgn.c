/* reversi-pgn.c: reversi games in PGN (described in reversi-pgn.h). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ggf.h"
#include "record-form.h"
#include "reversi.h"
#include "reversi-movelist.h"
#include "reversi-pgn.h"

/* Tags kept of one game while it is read (a real game has a dozen). */
#define MAX_TAGS 64

/* Where a game's text is read: the line counted as it goes. */
typedef struct {
  const char *text;
  gsize length, p;
  guint line;
  /* The result token that ended the game, or NULL: the result of move
   * text pasted without tags. */
  const char *result;
  gsize result_length;
} Scan;

/* What a game's reading does with its tags and moves (either may be
 * NULL).  value is still escaped; token is a move token as written. */
typedef struct {
  gboolean (*tag) (const char *name, gsize name_length, const char *value,
                   gsize value_length, guint line, gpointer data,
                   GError **error);
  gboolean (*move) (const char *token, gsize length, guint line,
                    gpointer data, GError **error);
  gpointer data;
} Handlers;

static gboolean
fail (GError **error, int code, guint line, const char *message)
{
  sky_game_file_set_error (error, code, &sky_pgn_format, line, "%s", message);
  return FALSE;
}

/* Scanning ----------------------------------------------------------------- */

static void
skip_line (Scan *s)
{
  while (s->p < s->length && s->text[s->p] != '\n')
    s->p++;
}

/* Skips blanks, {comments}, ";" comments and "%" lines; FALSE on a comment
 * that is not closed. */
static gboolean
skip_blanks (Scan *s, GError **error)
{
  while (s->p < s->length)
    {
      char c = s->text[s->p];

      if (c == '\n')
        {
          s->line++;
          s->p++;
        }
      else if (g_ascii_isspace (c))
        s->p++;
      else if (c == ';' || (c == '%' && (s->p == 0 || s->text[s->p - 1] == '\n')))
        skip_line (s);
      else if (c == '{')
        {
          guint line = s->line;
          gsize q = s->p + 1;

          while (q < s->length && s->text[q] != '}')
            if (s->text[q++] == '\n')
              line++;
          if (q >= s->length)
            return fail (error, SKY_GAME_ERROR_SYNTAX, s->line,
                         _("the comment “{” is not closed with “}”"));
          s->line = line;
          s->p = q + 1;
        }
      else
        break;
    }
  return TRUE;
}

/* Skips a (variation) from its "(", with the variations and comments in
 * it. */
static gboolean
skip_variation (Scan *s, GError **error)
{
  guint line = s->line, depth = 0;

  do
    {
      if (!skip_blanks (s, error))
        return FALSE;
      if (s->p >= s->length)
        return fail (error, SKY_GAME_ERROR_SYNTAX, line,
                     _("the variation “(” is not closed with “)”"));
      if (s->text[s->p] == '(')
        depth++;
      else if (s->text[s->p] == ')')
        depth--;
      s->p++;
    }
  while (depth > 0);
  return TRUE;
}

/* A tag [Name "value"] from its "[": the value runs from the first quote to
 * the last before the line's last "]", so that a quote Edax writes in a
 * name without its backslash stays in it. */
static gboolean
read_tag (Scan *s, const Handlers *handlers, GError **error)
{
  gsize end = s->p, name, name_end, open, close;

  while (end < s->length && s->text[end] != '\n')
    end++;
  name = s->p + 1;
  while (name < end && (s->text[name] == ' ' || s->text[name] == '\t'))
    name++;
  name_end = name;
  while (name_end < end && (g_ascii_isalnum (s->text[name_end])
                            || s->text[name_end] == '_'))
    name_end++;
  open = name_end;
  while (open < end && (s->text[open] == ' ' || s->text[open] == '\t'))
    open++;
  close = end;
  while (close > open && s->text[close - 1] != ']')
    close--;
  if (close > open)
    close--;                    /* on the "]" */
  while (close > open && s->text[close - 1] != '"')
    close--;
  if (name_end == name || open >= end || s->text[open] != '"'
      || close <= open + 1)
    {
      g_autofree char *quoted = sky_record_quote_text (s->text + s->p,
                                                       end - s->p);
      g_autofree char *message = g_strdup_printf (_("“%s” is not a tag [Name “value”]"),
                                                  quoted);

      return fail (error, SKY_GAME_ERROR_SYNTAX, s->line, message);
    }
  if (handlers->tag != NULL
      && !handlers->tag (s->text + name, name_end - name, s->text + open + 1,
                         close - 1 - (open + 1), s->line, handlers->data,
                         error))
    return FALSE;
  s->p = close;
  while (s->p < end && s->text[s->p] != ']')
    s->p++;
  if (s->p < end)
    s->p++;
  return TRUE;
}

/* Whether text[0..length) is a game's result ("37-27", "1-0", "1/2-1/2",
 * "*"). */
static gboolean
is_result (const char *text, gsize length)
{
  gsize i = 0, digits;
  guint64 black, white;

  if ((length == 1 && text[0] == '*')
      || (length == 7 && memcmp (text, "1/2-1/2", 7) == 0))
    return TRUE;
  while (i < length && i < 3 && g_ascii_isdigit (text[i]))
    i++;
  if (i == 0 || i >= length || text[i] != '-')
    return FALSE;
  black = g_ascii_strtoull (text, NULL, 10);
  digits = ++i;
  while (i < length && i - digits < 3 && g_ascii_isdigit (text[i]))
    i++;
  if (i == digits || i != length)
    return FALSE;
  white = g_ascii_strtoull (text + digits, NULL, 10);
  return black <= 64 && white <= 64;
}

static gboolean
is_token_end (char c)
{
  return g_ascii_isspace (c) || strchr ("{}()[];", c) != NULL;
}

/* Reads one game from s->p: its tags, then its moves up to and including
 * its result, or up to the next tags or the end of the text.  *found:
 * whether there was anything but blanks and comments. */
static gboolean
parse_game (Scan *s, const Handlers *handlers, gboolean *found,
            GError **error)
{
  gboolean moves_seen = FALSE;

  *found = FALSE;
  for (;;)
    {
      gsize start;
      char c;

      if (!skip_blanks (s, error))
        return FALSE;
      if (s->p >= s->length)
        return TRUE;
      c = s->text[s->p];
      if (c == '[')
        {
          if (moves_seen)
            return TRUE;        /* the next game's tags */
          *found = TRUE;
          if (!read_tag (s, handlers, error))
            return FALSE;
          continue;
        }
      *found = TRUE;
      moves_seen = TRUE;
      if (c == '(')
        {
          if (!skip_variation (s, error))
            return FALSE;
          continue;
        }
      if (c == ')' || c == '}')
        {
          g_autofree char *message = g_strdup_printf (_("“%c” closes nothing"), c);

          return fail (error, SKY_GAME_ERROR_SYNTAX, s->line, message);
        }
      if (c == '$')
        {
          /* An annotation's number, $1 … $255. */
          s->p++;
          while (s->p < s->length && g_ascii_isdigit (s->text[s->p]))
            s->p++;
          continue;
        }
      start = s->p;
      do
        s->p++;
      while (s->p < s->length && !is_token_end (s->text[s->p]));
      if (is_result (s->text + start, s->p - start))
        {
          s->result = s->text + start;
          s->result_length = s->p - start;
          return TRUE;
        }
      if (handlers->move != NULL
          && !handlers->move (s->text + start, s->p - start, s->line,
                              handlers->data, error))
        return FALSE;
    }
}

/* A move token without its move number ("12.", "12...") and annotations
 * ("!", "?"): *token and *length changed, FALSE if nothing is left (a move
 * number alone). */
static gboolean
strip_token (const char **token, gsize *length)
{
  gsize i = 0;

  while (i < *length && g_ascii_isdigit ((*token)[i]))
    i++;
  if (i > 0 && (i == *length || (*token)[i] == '.'))
    {
      while (i < *length && (*token)[i] == '.')
        i++;
      *token += i;
      *length -= i;
    }
  while (*length > 0 && ((*token)[*length - 1] == '!'
                         || (*token)[*length - 1] == '?'))
    (*length)--;
  return *length > 0;
}

/* Tags -------------------------------------------------------------------- */

/* Whether a tag's value says something: not "", "?", "-" or "????.??.??". */
static gboolean
is_known (const char *value)
{
  for (const char *p = value; *p != '\0'; p++)
    if (strchr ("?-. ", *p) == NULL)
      return TRUE;
  return FALSE;
}

/* A PGN date "2021.03.04" as the record keeps it, "2021-03-04": the parts not known
 * ("2021.??.??") left out, NULL if nothing is known ("????.??.??", Edax's
 * "0.0.0"); a date in another form as it is. */
static char *
known_date (const char *value)
{
  g_auto(GStrv) parts = NULL;
  GString *date;
  gboolean nonzero = FALSE;

  for (const char *p = value; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && *p != '.' && *p != '?')
      return g_strdup (value);
  parts = g_strsplit (value, ".", 3);
  date = g_string_new (NULL);
  for (guint i = 0; parts[i] != NULL && parts[i][0] != '\0'
                    && strchr (parts[i], '?') == NULL; i++)
    {
      /* As Sakiyomi and SGF write dates: "2014-10-19". */
      if (i > 0)
        g_string_append_c (date, '-');
      g_string_append (date, parts[i]);
      nonzero |= g_ascii_strtoull (parts[i], NULL, 10) != 0;
    }
  if (!nonzero)
    {
      g_string_free (date, TRUE);
      return NULL;
    }
  return g_string_free (date, FALSE);
}

/* The tags read (name, value, name, value, …; values unescaped). */
static gboolean
collect_tag (const char *name, gsize name_length, const char *value,
             gsize value_length, guint line, gpointer data, GError **error)
{
  GPtrArray *tags = data;

  (void) line;
  (void) error;
  if (tags->len < 2 * MAX_TAGS)
    {
      g_ptr_array_add (tags, g_strndup (name, name_length));
      g_ptr_array_add (tags, sky_ggf_unescape (value, value_length));
    }
  return TRUE;
}

static const char *
find_tag (GPtrArray *tags, const char *name)
{
  const char *found = NULL;

  for (guint i = 0; i + 1 < tags->len; i += 2)
    if (g_ascii_strcasecmp (tags->pdata[i], name) == 0 && found == NULL)
      found = tags->pdata[i + 1];
  return found;
}

/* The record's tags of a game's PGN tags: Black, White, Result and Date,
 * Event (or Site) as Place, the others by their own names. */
static void
map_tags (GPtrArray *tags, SkyGameFileTagFunc func, gpointer user_data)
{
  static const char *const own[] = { "Black", "White", "Result" };
  static const char *const left_out[] = { "Event", "Date", "FEN", "SetUp",
                                          "Variant" };
  const char *event = NULL, *site = NULL;
  gboolean dated = FALSE;

  for (guint i = 0; i + 1 < tags->len; i += 2)
    {
      const char *name = tags->pdata[i], *value = tags->pdata[i + 1];
      gboolean done = FALSE;

      if (!is_known (value)
          || (g_ascii_strcasecmp (name, "Result") == 0 && strcmp (value, "*") == 0))
        continue;
      for (gsize k = 0; k < G_N_ELEMENTS (own) && !done; k++)
        if (g_ascii_strcasecmp (name, own[k]) == 0)
          {
            func (own[k], value, user_data);
            done = TRUE;
          }
      if (g_ascii_strcasecmp (name, "Date") == 0 && !dated)
        {
          g_autofree char *date = known_date (value);

          /* Edax writes a second Date, "0.0.0", after the first. */
          if (date != NULL)
            {
              func ("Date", date, user_data);
              dated = TRUE;
            }
        }
      if (g_ascii_strcasecmp (name, "Event") == 0 && event == NULL)
        event = value;
      if (g_ascii_strcasecmp (name, "Site") == 0 && site == NULL)
        site = value;
      for (gsize k = 0; k < G_N_ELEMENTS (left_out) && !done; k++)
        done = g_ascii_strcasecmp (name, left_out[k]) == 0;
      if (!done)
        func (name, value, user_data);
    }
  if (event != NULL || site != NULL)
    func ("Place", event != NULL ? event : site, user_data);
}

/* Edax's FEN: rows 8 to 1 of "p" (black), "P" (white) and digits (empty
 * squares), separated by "/", then "b" or "w". */
static SkyPosition *
read_fen (const char *fen, guint line, GError **error)
{
  g_autoptr(SkyPosition) start = sky_position_new (&sky_reversi_game, NULL);
  guint64 discs[2] = { 0, 0 };
  int row = 7, col = 0;
  const char *p = fen;
  SkySide side;

  for (; *p != '\0' && *p != ' '; p++)
    {
      if (*p >= '1' && *p <= '8')
        col += *p - '0';
      else if (*p == '/' && col == 8 && row > 0)
        {
          row--;
          col = 0;
          continue;
        }
      else if ((*p == 'p' || *p == 'P') && col < 8)
        {
          discs[*p == 'p' ? SKY_SIDE_FIRST : SKY_SIDE_SECOND]
            |= G_GUINT64_CONSTANT (1) << SKY_REVERSI_SQUARE (col, row);
          col++;
        }
      else
        break;
      if (col > 8)
        break;
    }
  while (*p == ' ')
    p++;
  if (row != 0 || col != 8 || (*p != 'b' && *p != 'w')
      || (p[1] != '\0' && p[1] != ' '))
    {
      g_autofree char *quoted = sky_record_quote_text (fen, strlen (fen));
      g_autofree char *message = g_strdup_printf (_("[FEN “%s”] is not a position (rows 8 to 1 of p for black, P for white and digits for empty squares, then b or w)"),
                                                  quoted);

      fail (error, SKY_GAME_ERROR_SYNTAX, line, message);
      return NULL;
    }
  side = *p == 'b' ? SKY_SIDE_FIRST : SKY_SIDE_SECOND;
  sky_reversi_set_discs (start, discs[SKY_SIDE_FIRST], discs[SKY_SIDE_SECOND],
                         side);
  return g_steal_pointer (&start);
}

/* Summarizing ---------------------------------------------------------------- */

typedef struct {
  GPtrArray *tags;
  SkyMove *squares;
  guint n, max;
  gboolean ended;
} Summary;

static gboolean
summarize_move (const char *token, gsize length, guint line, gpointer data,
                GError **error)
{
  Summary *summary = data;
  gsize at = 0, start, token_length;
  SkyMove move;

  (void) line;
  (void) error;
  if (summary->ended || find_tag (summary->tags, "FEN") != NULL
      || !strip_token (&token, &length))
    {
      summary->ended |= find_tag (summary->tags, "FEN") != NULL;
      return TRUE;
    }
  while (!summary->ended && summary->n < summary->max)
    switch (sky_reversi_movelist_next (token, length, &at, &move, &start,
                                       &token_length))
      {
      case SKY_MOVELIST_END:
        return TRUE;
      case SKY_MOVELIST_MOVE:
        if (move == SKY_MOVE_PASS)
          summary->ended = TRUE;
        else
          summary->squares[summary->n++] = move;
        break;
      case SKY_MOVELIST_BAD:
      default:
        summary->ended = TRUE;
        break;
      }
  return TRUE;
}

static gboolean
summarize_tag (const char *name, gsize name_length, const char *value,
               gsize value_length, guint line, gpointer data, GError **error)
{
  Summary *summary = data;

  return collect_tag (name, name_length, value, value_length, line,
                      summary->tags, error);
}

static guint
pgn_summarize (const char *game, gsize length, SkyGameFileTagFunc func,
               gpointer user_data, SkyMove *squares, guint max_moves)
{
  g_autoptr(GPtrArray) tags = g_ptr_array_new_with_free_func (g_free);
  Summary summary = { tags, squares, 0, max_moves, FALSE };
  Handlers handlers = { summarize_tag, summarize_move, &summary };
  Scan s = { game, length, 0, 1 };
  gboolean found;

  parse_game (&s, &handlers, &found, NULL);
  map_tags (tags, func, user_data);
  if (find_tag (tags, "Result") == NULL && s.result != NULL
      && !(s.result_length == 1 && s.result[0] == '*'))
    {
      g_autofree char *result = g_strndup (s.result, s.result_length);

      func ("Result", result, user_data);
    }
  return summary.n;
}

/* Playing --------------------------------------------------------------------- */

typedef struct {
  GPtrArray *tags;
  guint fen_line, variant_line;
  SkyRecord *record;
  guint n_written;
} Reader;

static gboolean
collect_read_tag (const char *name, gsize name_length, const char *value,
                  gsize value_length, guint line, gpointer data,
                  GError **error)
{
  Reader *reader = data;

  if (name_length == 3 && g_ascii_strncasecmp (name, "FEN", 3) == 0)
    reader->fen_line = line;
  if (name_length == 7 && g_ascii_strncasecmp (name, "Variant", 7) == 0)
    reader->variant_line = line;
  return collect_tag (name, name_length, value, value_length, line,
                      reader->tags, error);
}

static void
set_record_tag (const char *key, const char *value, gpointer user_data)
{
  sky_record_set_tag (user_data, key, value);
}

/* The record, made at the first move (or the end), when the tags are all
 * read. */
static gboolean
start_record (Reader *reader, GError **error)
{
  const char *fen = find_tag (reader->tags, "FEN");
  const char *variant = find_tag (reader->tags, "Variant");
  g_autoptr(SkyPosition) start = NULL;

  if (reader->record != NULL)
    return TRUE;
  if (variant != NULL && is_known (variant)
      && g_ascii_strcasecmp (variant, "othello") != 0
      && g_ascii_strcasecmp (variant, "reversi") != 0)
    {
      g_autofree char *quoted = sky_record_quote_text (variant, strlen (variant));
      g_autofree char *message = g_strdup_printf (_("[Variant “%s”]: only Othello games are supported"),
                                                  quoted);

      return fail (error, SKY_GAME_ERROR_UNSUPPORTED, reader->variant_line,
                   message);
    }
  if (fen != NULL && is_known (fen))
    start = read_fen (fen, reader->fen_line, error);
  else
    start = sky_position_new (&sky_reversi_game, &(SkyGameSetup) { 0, FALSE });
  if (start == NULL)
    return FALSE;
  reader->record = sky_record_new (start);
  map_tags (reader->tags, set_record_tag, reader->record);
  return TRUE;
}

/* Plays move (written as token), first the pass a move list leaves out. */
static gboolean
play (Reader *reader, SkyMove move, const char *token, gsize length,
      guint line, GError **error)
{
  const SkyPosition *end = sky_record_get_end (reader->record);
  const SkyGame *game = &sky_reversi_game;
  g_autofree char *quoted = sky_record_quote_text (token, length);
  g_autofree char *message = NULL;

  reader->n_written++;
  if (move != SKY_MOVE_PASS && !sky_position_is_over (end)
      && sky_reversi_legal_squares (end) == 0)
    {
      sky_record_append (reader->record, SKY_MOVE_PASS, NULL);
      end = sky_record_get_end (reader->record);
    }
  if (sky_position_is_legal_move (end, move))
    {
      sky_record_append (reader->record, move, NULL);
      return TRUE;
    }
  if (sky_position_is_over (end))
    message = g_strdup_printf (_("move %u (“%s”) is played after the end of the game"),
                               reader->n_written, quoted);
  else if (move == SKY_MOVE_PASS)
    message = g_strdup_printf (_("move %u (“%s”) is a pass, but %s has a move"),
                               reader->n_written, quoted,
                               end->to_move == SKY_SIDE_FIRST ? _("black") : _("white"));
  else
    {
      g_autofree char *name = game->move_to_string (end, move);
      g_autoptr(GError) reason = NULL;
      SkyMove unused;

      /* The game's parser says why. */
      if (game->move_from_string (end, name, &unused, &reason))
        message = g_strdup_printf (_("move %u (“%s”) is illegal in this position"),
                                   reader->n_written, quoted);
      else
        message = g_strdup_printf (_("move %u (“%s”) is illegal in this position (%s)"),
                                   reader->n_written, quoted, reason->message);
    }
  return fail (error, SKY_GAME_ERROR_ILLEGAL, line, message);
}

static gboolean
read_move (const char *token, gsize length, guint line, gpointer data,
           GError **error)
{
  Reader *reader = data;
  gsize at = 0, start, token_length;
  SkyMove move;

  if (!start_record (reader, error))
    return FALSE;
  if (!strip_token (&token, &length))
    return TRUE;
  if (length == 2 && memcmp (token, "--", 2) == 0)
    return play (reader, SKY_MOVE_PASS, token, length, line, error);
  for (;;)
    switch (sky_reversi_movelist_next (token, length, &at, &move, &start,
                                       &token_length))
      {
      case SKY_MOVELIST_END:
        return TRUE;
      case SKY_MOVELIST_MOVE:
        if (!play (reader, move, token + start, token_length, line, error))
          return FALSE;
        break;
      case SKY_MOVELIST_BAD:
      default:
        {
          g_autofree char *quoted = sky_record_quote_text (token + start,
                                                           token_length);
          g_autofree char *message = g_strdup_printf (_("move %u (“%s”) is not a square: the moves are squares a1–h8 such as f5, and “--” or “pass”"),
                                                      ++reader->n_written,
                                                      quoted);

          return fail (error, SKY_GAME_ERROR_SYNTAX, line, message);
        }
      }
}

static SkyRecord *
pgn_read_game (const char *game, gsize length, guint line, GError **error)
{
  g_autoptr(GPtrArray) tags = g_ptr_array_new_with_free_func (g_free);
  Reader reader = { tags, line, line, NULL, 0 };
  Handlers handlers = { collect_read_tag, read_move, &reader };
  Scan s = { game, length, 0, line };
  gboolean found;

  if (!parse_game (&s, &handlers, &found, error)
      || !start_record (&reader, error))
    {
      g_clear_pointer (&reader.record, sky_record_free);
      return NULL;
    }
  /* Move text without tags: its result token is the result. */
  if (sky_record_get_tag (reader.record, "Result") == NULL && s.result != NULL
      && !(s.result_length == 1 && s.result[0] == '*'))
    {
      g_autofree char *result = g_strndup (s.result, s.result_length);

      sky_record_set_tag (reader.record, "Result", result);
    }
  return reader.record;
}

/* Splitting and telling apart ----------------------------------------------- */

static gboolean
pgn_next_game (const char *text, gsize length, gsize *offset, guint *line,
               gsize *start, gsize *game_length, guint *start_line,
               GError **error)
{
  Scan s = { text, length, *offset, *line };
  Handlers none = { NULL, NULL, NULL };
  gboolean found;

  if (s.p == 0 && length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    s.p = 3;
  if (!skip_blanks (&s, error))
    return FALSE;
  *start = s.p;
  *start_line = s.line;
  if (!parse_game (&s, &none, &found, error))
    return FALSE;
  *offset = s.p;
  *line = s.line;
  *game_length = s.p - *start;
  return found;
}

/* Whether text is PGN: its first line that is not blank is a tag
 * [Name "…"], or it is move text (a move number or a square first, no
 * "#" line of Sakiyomi's own form) with a comment {…} or ending in a
 * result, and no "(;" of GGF. */
/* Whether text has two or more lines that are not blank, each ending in a
 * result token. */
static gboolean
each_line_ends_in_result (const char *text, gsize length)
{
  guint lines = 0;
  gsize p = 0;

  while (p < length)
    {
      const char *newline = memchr (text + p, '\n', length - p);
      gsize end = newline != NULL ? (gsize) (newline - text) : length;
      gsize next = newline != NULL ? end + 1 : length;
      gsize last;

      while (end > p && g_ascii_isspace (text[end - 1]))
        end--;
      if (end > p)
        {
          last = end;
          while (last > p && !g_ascii_isspace (text[last - 1]))
            last--;
          if (last == p || !is_result (text + last, end - last))
            return FALSE;
          lines++;
        }
      p = next;
    }
  return lines >= 2;
}

static gboolean
pgn_detect (const char *text, gsize length)
{
  gsize p = 0, end = length, last;
  char c;

  if (length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    p = 3;
  while (p < length && g_ascii_isspace (text[p]))
    p++;
  if (p >= length)
    return FALSE;
  c = text[p];
  if (c == '[')
    {
      p++;
      while (p < length && (text[p] == ' ' || text[p] == '\t'))
        p++;
      if (p >= length || !g_ascii_isalpha (text[p]))
        return FALSE;
      while (p < length && (g_ascii_isalnum (text[p]) || text[p] == '_'))
        p++;
      while (p < length && (text[p] == ' ' || text[p] == '\t'))
        p++;
      return p < length && text[p] == '"';
    }
  c = g_ascii_tolower (c);
  if (!g_ascii_isdigit (c) && (c < 'a' || c > 'h') && c != '{')
    return FALSE;
  /* Sakiyomi's own form has "#" lines; a GGS archive line "1 (;…;)" may
   * hold a "{" in a name. */
  if (memchr (text, '#', length) != NULL
      || g_strstr_len (text, length, "(;") != NULL)
    return FALSE;
  if (memchr (text, '{', length) != NULL)
    return TRUE;
  /* Two or more lines each ending in its result are a file of one game a
   * line (reversi-lines.h), which lists them by their lines. */
  if (each_line_ends_in_result (text + p, length - p))
    return FALSE;
  while (end > p && g_ascii_isspace (text[end - 1]))
    end--;
  last = end;
  while (last > p && !g_ascii_isspace (text[last - 1]))
    last--;
  return last < end && is_result (text + last, end - last);
}

const SkyGameFileFormat sky_pgn_format = {
  .name = N_("PGN"),
  .detect = pgn_detect,
  .next_game = pgn_next_game,
  .summarize = pgn_summarize,
  .read_game = pgn_read_game,
};
