/* ggf.c: reading and writing reversi games in GGF (described in ggf.h). */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ggf.h"
#include "reversi.h"

/* The longest piece of the input an error message quotes, in bytes. */
#define MAX_QUOTED 24
/* More properties than any real game has (60 moves, a dozen tags). */
#define MAX_PROPERTIES 1024

/* The properties kept as tags, in the order GGS, ntest and NBoard write
 * them; any other property NAME (but GM, BO, B and W) becomes the tag
 * "GGF NAME", written back after these. */
static const struct {
  const char *property, *tag;
} ggf_tags[] = {
  { "PC", "Place" }, { "DT", "Date" }, { "PB", "Black" }, { "PW", "White" },
  { "RB", "Black Rating" }, { "RW", "White Rating" }, { "TI", "Clock" },
  { "TB", "Black Clock" }, { "TW", "White Clock" }, { "TY", "Type" },
  { "KB", "Black Komi" }, { "KW", "White Komi" }, { "KM", "Komi" },
  { "RE", "Result" }, { "C", "Comment" },
};

#define OTHER_TAG_PREFIX "GGF "
/* Edax's RE when a game has no result. */
#define EDAX_NO_RESULT (-127.0)

/* A piece of the input for an error message: at most MAX_QUOTED bytes,
 * cut at a character, valid UTF-8. */
static char *
quote (const char *text, gsize length)
{
  gsize n = MIN (length, MAX_QUOTED);
  g_autofree char *valid = NULL;

  while (n < length && n > 0 && ((guchar) text[n] & 0xC0) == 0x80)
    n--;
  valid = g_utf8_make_valid (text, n);
  return n < length ? g_strconcat (valid, "…", NULL) : g_steal_pointer (&valid);
}

/* Splitting a file into games ------------------------------------------- */

gboolean
sky_ggf_next_game (const char *text, gsize length, gsize *offset,
                   guint *line, gsize *start, gsize *game_length,
                   GError **error)
{
  gsize p = *offset;

  if (p == 0 && length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    p = 3;
  for (;;)
    {
      gsize digits = p;

      while (p < length && g_ascii_isspace (text[p]))
        if (text[p++] == '\n')
          (*line)++;
      if (p >= length)
        {
          *offset = p;
          return FALSE;
        }
      /* A GGS archive line starts with its number of games. */
      digits = p;
      while (p < length && g_ascii_isdigit (text[p]))
        p++;
      if (p == digits)
        break;
      if (p < length && text[p] != ' ' && text[p] != '\t' && text[p] != '(')
        {
          p = digits;
          break;
        }
    }
  if (p + 1 >= length || text[p] != '(' || text[p + 1] != ';')
    {
      gsize end = p;
      g_autofree char *quoted = NULL;

      /* The text need not end in a NUL: the rest of the line, bounded. */
      while (end < length && text[end] != '\r' && text[end] != '\n'
             && text[end] != '\0')
        end++;
      quoted = quote (text + p, end - p);

      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("line %u: “%s” is not the start of a GGF game “(;”"),
                   *line, quoted);
      return FALSE;
    }
  *start = p;
  {
    guint first_line = *line;

    for (p += 2; p < length; p++)
      {
        if (text[p] == '\n')
          (*line)++;
        else if (text[p] == '[')
          {
            for (p++; p < length && text[p] != ']'; p++)
              {
                if (text[p] == '\\' && p + 1 < length)
                  p++;
                if (text[p] == '\n')
                  (*line)++;
              }
            if (p >= length)
              break;
          }
        else if (text[p] == ';')
          {
            gsize q = p + 1;

            while (q < length && g_ascii_isspace (text[q]) && text[q] != '\n')
              q++;
            if (q < length && text[q] == ')')
              {
                *game_length = q + 1 - *start;
                *offset = q + 1;
                return TRUE;
              }
          }
      }
    g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                 _("line %u: the game is not closed with “;)”"), first_line);
    *offset = length;
    return FALSE;
  }
}

/* Properties -------------------------------------------------------------- */

gboolean
sky_ggf_foreach_property (const char *game, gsize length,
                          SkyGgfPropertyFunc func, gpointer user_data,
                          GError **error)
{
  gsize p = 0;

  if (length < 2 || game[0] != '(' || game[1] != ';')
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("it does not start with “(;”"));
      return FALSE;
    }
  for (p = 2;;)
    {
      gsize name, value;

      while (p < length && g_ascii_isspace (game[p]))
        p++;
      if (p < length && game[p] == ';')
        return TRUE;
      if (p >= length)
        {
          g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                               _("it does not end with “;)”"));
          return FALSE;
        }
      name = p;
      while (p < length && g_ascii_isalpha (game[p]))
        p++;
      if (p == name || p >= length || game[p] != '[')
        {
          g_autofree char *quoted = quote (game + name, length - name);

          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("“%s” is not a property NAME[value]"), quoted);
          return FALSE;
        }
      value = ++p;
      while (p < length && game[p] != ']')
        p += game[p] == '\\' && p + 1 < length ? 2 : 1;
      if (p >= length)
        {
          g_autofree char *quoted = quote (game + name, length - name);

          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("the value of “%s” is not closed with “]”"), quoted);
          return FALSE;
        }
      if (!func (game + name, value - 1 - name, game + value, p - value,
                 user_data))
        return TRUE;
      p++;
    }
}

char *
sky_ggf_unescape (const char *value, gsize length)
{
  GString *plain = g_string_sized_new (length);
  g_autofree char *valid = NULL;
  gsize n;

  for (gsize i = 0; i < length; i++)
    {
      char c = value[i];

      if (c == '\\' && i + 1 < length)
        c = value[++i];
      g_string_append_c (plain, (guchar) c < 0x20 || c == 0x7F ? ' ' : c);
    }
  valid = g_utf8_make_valid (plain->str, plain->len);
  g_string_free (plain, TRUE);
  n = strlen (valid);
  if (n > SKY_RECORD_MAX_TAG_VALUE)
    {
      n = SKY_RECORD_MAX_TAG_VALUE;
      while (n > 0 && ((guchar) valid[n] & 0xC0) == 0x80)
        n--;
      valid[n] = '\0';
    }
  return g_strstrip (g_steal_pointer (&valid));
}

gboolean
sky_ggf_parse_move (const char *value, gsize length, SkyMove *move)
{
  gsize end = 0, at = 0;

  while (end < length && value[end] != '/')
    end++;
  while (at < end && g_ascii_isspace (value[at]))
    at++;
  while (end > at && g_ascii_isspace (value[end - 1]))
    end--;
  if ((end - at == 2 && g_ascii_strncasecmp (value + at, "PA", 2) == 0)
      || (end - at == 4 && g_ascii_strncasecmp (value + at, "pass", 4) == 0))
    {
      *move = SKY_MOVE_PASS;
      return TRUE;
    }
  if (end - at == 2)
    {
      int col = g_ascii_tolower (value[at]) - 'a', row = value[at + 1] - '1';

      if (col >= 0 && col < 8 && row >= 0 && row < 8)
        {
          *move = SKY_REVERSI_SQUARE (col, row);
          return TRUE;
        }
    }
  return FALSE;
}

const char *
sky_ggf_tag_for_property (const char *name, gsize length)
{
  for (gsize t = 0; t < G_N_ELEMENTS (ggf_tags); t++)
    if (length == strlen (ggf_tags[t].property)
        && memcmp (name, ggf_tags[t].property, length) == 0)
      return ggf_tags[t].tag;
  return NULL;
}

/* A result as RE gives it: a number ("+8.500", "-40.00") and the rest
 * (":r", "" or anything else) at *suffix; FALSE if it is no number. */
static gboolean
parse_result (const char *result, double *value, const char **suffix)
{
  char *end;

  if (!(g_ascii_isdigit (result[0]) || result[0] == '+' || result[0] == '-'
        || result[0] == '.'))
    return FALSE;
  *value = g_ascii_strtod (result, &end);
  if (end == result || !isfinite (*value))
    return FALSE;
  *suffix = end;
  return TRUE;
}

char *
sky_ggf_tag_value (const char *name, gsize name_length, const char *value,
                   gsize value_length)
{
  const char *tag = sky_ggf_tag_for_property (name, name_length);
  g_autofree char *plain = sky_ggf_unescape (value, value_length);
  double number;
  const char *suffix;

  if (plain[0] == '\0')
    return NULL;
  /* Edax's unknown player and no result; RE[?] is no result too. */
  if (tag != NULL && (strcmp (tag, "Black") == 0 || strcmp (tag, "White") == 0)
      && strcmp (plain, "?") == 0)
    return NULL;
  /* TY[8], the ordinary game, is what a game without TY is. */
  if (tag != NULL && strcmp (tag, "Type") == 0 && strcmp (plain, "8") == 0)
    return NULL;
  if (tag != NULL && strcmp (tag, "Result") == 0
      && (strcmp (plain, "?") == 0
          || (parse_result (plain, &number, &suffix)
              && number == EDAX_NO_RESULT && *suffix == '\0')))
    return NULL;
  return g_steal_pointer (&plain);
}

/* The tag key a property is kept under ("Black", "GGF XY"), NULL for GM,
 * BO, the moves and a name no tag key can hold (newly allocated). */
static char *
tag_key_for_property (const char *name, gsize length)
{
  const char *tag = sky_ggf_tag_for_property (name, length);

  if (tag != NULL)
    return g_strdup (tag);
  if ((length == 1 && (name[0] == 'B' || name[0] == 'W'))
      || (length == 2 && (memcmp (name, "GM", 2) == 0
                          || memcmp (name, "BO", 2) == 0))
      || length > SKY_RECORD_MAX_TAG_KEY - strlen (OTHER_TAG_PREFIX))
    return NULL;
  return g_strdup_printf (OTHER_TAG_PREFIX "%.*s", (int) length, name);
}

/* Reading one game -------------------------------------------------------- */

typedef struct {
  const char *name, *value;
  gsize name_length, value_length;
} Property;

static gboolean
collect_property (const char *name, gsize name_length, const char *value,
                  gsize value_length, gpointer user_data)
{
  GArray *properties = user_data;
  Property property = { name, value, name_length, value_length };

  if (properties->len >= MAX_PROPERTIES)
    return FALSE;
  g_array_append_val (properties, property);
  return TRUE;
}

static gboolean
is_property (const Property *property, const char *name)
{
  return property->name_length == strlen (name)
         && memcmp (property->name, name, property->name_length) == 0;
}

/* TY, the GGS game type [s]<size>[k][r<n>][a][b|w]. */
static gboolean
check_type (const char *type, GError **error)
{
  const char *p = type;
  gboolean anti = FALSE;
  guint64 size = 0;
  char *end;

  if (*p == 's')
    p++;
  if (g_ascii_isdigit (*p))
    {
      size = g_ascii_strtoull (p, &end, 10);
      p = end;
      if (*p == 'k')
        p++;
      if (*p == 'r' && g_ascii_isdigit (p[1]))
        {
          g_ascii_strtoull (p + 1, &end, 10);
          p = end;
        }
      if (*p == 'a')
        {
          anti = TRUE;
          p++;
        }
      if (*p == 'b' || *p == 'w')
        p++;
    }
  if (size == 0 || *p != '\0')
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("TY: “%s” is not a GGS game type ([s]8[k][r<n>][a][b|w])"),
                   type);
      return FALSE;
    }
  if (size != 8)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED,
                   _("TY[%s]: only the 8×8 board is supported"), type);
      return FALSE;
    }
  if (anti)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED,
                   _("anti-reversi (TY[%s]) is not supported"), type);
      return FALSE;
    }
  return TRUE;
}

/* BO, "8" and the 64 squares with or without spaces, then the side. */
static SkyPosition *
read_board (const char *board, GError **error)
{
  const SkyGame *game = sky_game_get (SKY_GAME_REVERSI);
  g_autoptr(SkyPosition) start = NULL;
  guint64 discs[2] = { 0, 0 };
  char squares[66];
  guint n = 0;
  char *end;
  SkySide side;

  if (g_ascii_strtoull (board, &end, 10) != 8 || end == board
      || !g_ascii_isspace (*end))
    {
      g_autofree char *quoted = quote (board, strlen (board));

      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED,
                   _("BO[%s]: only the 8×8 board is supported"), quoted);
      return NULL;
    }
  for (const char *p = end; *p != '\0'; p++)
    if (!g_ascii_isspace (*p))
      {
        if (n < sizeof squares)
          squares[n] = *p;
        n++;
      }
  if (n != 65)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("BO: the board has %u squares and the side to move, not 64 and one"),
                   n > 0 ? n - 1 : 0);
      return NULL;
    }
  for (guint i = 0; i < 64; i++)
    switch (squares[i])
      {
      case '*': case 'X': case 'x': case 'B': case 'b':
        discs[SKY_SIDE_FIRST] |= G_GUINT64_CONSTANT (1) << i;
        break;
      case 'O': case 'o': case 'W': case 'w':
        discs[SKY_SIDE_SECOND] |= G_GUINT64_CONSTANT (1) << i;
        break;
      case '-': case '.':
        break;
      default:
        g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                     _("BO: square %u is “%c”, not “*”, “O” or “-”"), i + 1,
                     g_ascii_isprint (squares[i]) ? squares[i] : '?');
        return NULL;
      }
  switch (squares[64])
    {
    case '*': case 'X': case 'x': case 'B': case 'b':
      side = SKY_SIDE_FIRST;
      break;
    case 'O': case 'o': case 'W': case 'w':
      side = SKY_SIDE_SECOND;
      break;
    default:
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("BO: the side to move is “%c”, not “*” or “O”"),
                   g_ascii_isprint (squares[64]) ? squares[64] : '?');
      return NULL;
    }
  start = sky_position_new (game, &(SkyGameSetup) { 0, FALSE });
  sky_reversi_set_discs (start, discs[SKY_SIDE_FIRST], discs[SKY_SIDE_SECOND],
                         side);
  return g_steal_pointer (&start);
}

/* The "/eval/time" after a move's square, kept on the record's last move
 * where each is a valid note (record.h); anything else is left out. */
static void
read_notes (SkyRecord *record, const char *value, gsize length)
{
  char *fields[2] = { NULL, NULL };
  gsize p = 0;

  while (p < length && value[p] != '/')
    p++;
  for (guint f = 0; f < 2 && p < length; f++)
    {
      gsize start = ++p, end;

      while (p < length && value[p] != '/')
        p++;
      end = p;
      while (start < end && g_ascii_isspace (value[start]))
        start++;
      while (end > start && g_ascii_isspace (value[end - 1]))
        end--;
      if (sky_record_is_valid_note (value + start, end - start))
        fields[f] = g_strndup (value + start, end - start);
    }
  sky_record_set_move_note (record, sky_record_get_n_moves (record) - 1,
                            fields[0], fields[1]);
  g_free (fields[0]);
  g_free (fields[1]);
}

/* Plays property (a B or W move, the number-th) at the end of record. */
static gboolean
play_move (SkyRecord *record, const Property *property, guint number,
           GError **error)
{
  SkySide side = property->name[0] == 'B' ? SKY_SIDE_FIRST : SKY_SIDE_SECOND;
  g_autofree char *value = g_strndup (property->value,
                                      MIN (property->value_length,
                                           (gsize) MAX_QUOTED));
  g_autofree char *quoted = quote (property->value,
                                   strcspn (value, "/"));
  g_autofree char *shown = g_strdup_printf ("%c[%s]", property->name[0],
                                            quoted);
  const SkyPosition *end = sky_record_get_end (record);
  SkyMove move;

  if (!sky_ggf_parse_move (property->value, property->value_length, &move))
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("move %u (%s): “%s” is not a square or PA"), number,
                   shown, quoted);
      return FALSE;
    }
  /* GGF writes every pass, but be lenient with a game that leaves one out. */
  if (end->to_move != side && !sky_position_is_over (end)
      && sky_reversi_legal_squares (end) == 0)
    {
      sky_record_append (record, SKY_MOVE_PASS, NULL);
      end = sky_record_get_end (record);
    }
  if (end->to_move != side && !sky_position_is_over (end))
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   _("move %u (%s): it is %s’s turn"), number, shown,
                   end->to_move == SKY_SIDE_FIRST ? _("black") : _("white"));
      return FALSE;
    }
  if (!sky_position_is_legal_move (end, move))
    {
      const SkyGame *game = sky_record_get_game (record);
      g_autofree char *name = game->move_to_string (end, move);
      g_autoptr(GError) reason = NULL;
      SkyMove unused;

      /* The game's parser says why. */
      if (game->move_from_string (end, name, &unused, &reason))
        g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                     _("move %u (%s) is illegal in this position"), number,
                     shown);
      else
        g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                     _("move %u (%s) is illegal in this position (%s)"),
                     number, shown, reason->message);
      return FALSE;
    }
  sky_record_append (record, move, NULL);
  read_notes (record, property->value, property->value_length);
  return TRUE;
}

SkyRecord *
sky_ggf_read_game (const char *game, gsize length, GError **error)
{
  g_autoptr(GArray) properties = g_array_new (FALSE, FALSE, sizeof (Property));
  g_autoptr(SkyPosition) start = NULL;
  g_autoptr(SkyRecord) record = NULL;
  guint n_moves = 0;

  if (!sky_ggf_foreach_property (game, length, collect_property, properties,
                                 error))
    return NULL;
  if (properties->len >= MAX_PROPERTIES)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("it has more than %d properties"), MAX_PROPERTIES);
      return NULL;
    }

  for (guint i = 0; i < properties->len; i++)
    {
      const Property *property = &g_array_index (properties, Property, i);
      g_autofree char *value = NULL;

      if (!is_property (property, "GM") && !is_property (property, "TY")
          && !is_property (property, "BO"))
        continue;
      value = g_strndup (property->value, property->value_length);
      if (strlen (value) != property->value_length)
        {
          g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                               _("it is not text"));
          return NULL;
        }
      g_strstrip (value);
      if (is_property (property, "GM"))
        {
          if (g_ascii_strcasecmp (value, "Othello") != 0
              && g_ascii_strcasecmp (value, "Reversi") != 0)
            {
              g_autofree char *quoted = quote (value, strlen (value));

              g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED,
                           _("GM[%s]: only Othello games are supported"),
                           quoted);
              return NULL;
            }
        }
      else if (is_property (property, "TY"))
        {
          if (!check_type (value, error))
            return NULL;
        }
      else
        {
          if (start != NULL)
            {
              g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                                   _("BO is given twice"));
              return NULL;
            }
          start = read_board (value, error);
          if (start == NULL)
            return NULL;
        }
    }

  if (start == NULL)
    start = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                              &(SkyGameSetup) { 0, FALSE });
  record = sky_record_new (start);
  for (guint i = 0; i < properties->len; i++)
    {
      const Property *property = &g_array_index (properties, Property, i);
      g_autofree char *tag = tag_key_for_property (property->name,
                                                   property->name_length);

      if (tag != NULL)
        {
          g_autofree char *value = sky_ggf_tag_value (property->name,
                                                      property->name_length,
                                                      property->value,
                                                      property->value_length);

          /* Tags past SKY_RECORD_MAX_TAGS are left out. */
          if (value != NULL)
            sky_record_set_tag (record, tag, value);
        }
      else if (is_property (property, "B") || is_property (property, "W"))
        {
          if (!play_move (record, property, ++n_moves, error))
            return NULL;
        }
    }
  return g_steal_pointer (&record);
}

SkyRecord *
sky_record_from_ggf (const char *text, GError **error)
{
  g_autoptr(GError) local_error = NULL;
  gsize length, offset = 0, start = 0, game_length = 0;
  guint line = 1;
  SkyRecord *record;

  g_return_val_if_fail (text != NULL, NULL);

  length = strlen (text);
  if (length > SKY_RECORD_MAX_LENGTH)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("GGF: a game is at most %d bytes long"),
                   SKY_RECORD_MAX_LENGTH);
      return NULL;
    }
  if (!g_utf8_validate (text, length, NULL))
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("GGF: the game is not UTF-8 text"));
      return NULL;
    }
  if (!sky_ggf_next_game (text, length, &offset, &line, &start, &game_length,
                          &local_error))
    {
      if (local_error == NULL)
        g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                             _("GGF: there is no game “(;…;)”"));
      else
        g_set_error (error, local_error->domain, local_error->code,
                     "GGF: %s", local_error->message);
      return NULL;
    }
  record = sky_ggf_read_game (text + start, game_length, &local_error);
  if (record == NULL)
    g_set_error (error, local_error->domain, local_error->code, "GGF: %s",
                 local_error->message);
  return record;
}

/* Writing ------------------------------------------------------------------ */

static void
append_value (GString *out, const char *name, const char *value)
{
  g_string_append_printf (out, "%s[", name);
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == ']' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, ']');
}

/* RE's value (newly allocated): the Result tag as read where it is a GGF
 * result ("+8.500", "-40.00:r", "?") and, for a game over on the board,
 * says the board's score less the komi; else that score, or "?" for a game
 * not over (a Sakiyomi result such as "36-28" is no GGF result).  *as_read
 * says whether it is the tag. */
static char *
result_value (const SkyRecord *record, gboolean *as_read)
{
  const char *tag = sky_record_get_tag (record, "Result");
  const char *komi_tag = sky_record_get_tag (record, "Komi");
  const SkyPosition *end = sky_record_get_end (record);
  const char *suffix;
  double komi = 0, value = 0, score;
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  if (komi_tag != NULL && (!parse_result (komi_tag, &komi, &suffix)
                           || *suffix != '\0' || fabs (komi) >= 60))
    komi = 0;
  /* Not a GGF result, or one the reader takes for none (Edax's -127). */
  if (tag != NULL && (!parse_result (tag, &value, &suffix)
                      || (*suffix != '\0' && *suffix != ':')
                      || (value == EDAX_NO_RESULT && *suffix == '\0')))
    tag = NULL;
  *as_read = tag != NULL;
  if (!sky_position_is_over (end))
    return g_strdup (tag != NULL ? tag : "?");
  score = sky_reversi_final_margin (end) - komi;
  /* GGS rounds a komi game's result to hundredths ("-22.87" for -26 less
   * a komi of -3.133). */
  if (tag != NULL && fabs (value - score) < 0.01)
    return g_strdup (tag);
  *as_read = FALSE;
  if (score == floor (score))
    return g_strdup_printf ("%+d.00", (int) score);
  g_ascii_formatd (number, sizeof number, "%+.3f", score);
  return g_strdup (number);
}

gboolean
sky_ggf_result_agrees (const SkyRecord *record)
{
  gboolean as_read = FALSE;
  g_autofree char *value = NULL;

  g_return_val_if_fail (record != NULL, FALSE);
  if (sky_record_get_game (record)->kind != SKY_GAME_REVERSI)
    return FALSE;
  value = result_value (record, &as_read);
  return as_read;
}

static void
append_result (GString *out, const SkyRecord *record)
{
  gboolean as_read;
  g_autofree char *value = result_value (record, &as_read);

  append_value (out, "RE", value);
}

/* TY: the Type tag where it is a type this reader plays, else 8. */
static void
append_type (GString *out, const SkyRecord *record)
{
  const char *type = sky_record_get_tag (record, "Type");

  append_value (out, "TY", type != NULL && check_type (type, NULL) ? type : "8");
}

/* A tag as its property, where the record has it. */
static void
append_tag (GString *out, const SkyRecord *record, const char *property,
            const char *tag)
{
  const char *value = sky_record_get_tag (record, tag);
  g_autofree char *kept = NULL;

  /* Not a value the reader would leave out (PB[?]). */
  if (value != NULL)
    kept = sky_ggf_tag_value (property, strlen (property), value,
                              strlen (value));
  if (kept != NULL)
    append_value (out, property, value);
}

char *
sky_record_to_ggf (const SkyRecord *record)
{
  const SkyPosition *start;
  const char *const *keys;
  GString *out;
  guint64 black, white;

  g_return_val_if_fail (record != NULL, NULL);

  if (sky_record_get_game (record)->kind != SKY_GAME_REVERSI)
    return NULL;
  start = sky_record_get_start (record);
  out = g_string_new ("(;GM[Othello]");
  for (gsize t = 0; t < G_N_ELEMENTS (ggf_tags); t++)
    if (strcmp (ggf_tags[t].property, "TY") == 0)
      append_type (out, record);
    else if (strcmp (ggf_tags[t].property, "RE") == 0)
      append_result (out, record);
    else
      append_tag (out, record, ggf_tags[t].property, ggf_tags[t].tag);
  /* The other properties read, "GGF NAME". */
  keys = sky_record_get_tag_keys (record);
  for (guint k = 0; keys[k] != NULL; k++)
    {
      const char *name = keys[k] + strlen (OTHER_TAG_PREFIX);
      g_autofree char *key = NULL;

      if (!g_str_has_prefix (keys[k], OTHER_TAG_PREFIX))
        continue;
      for (const char *p = name; *p != '\0'; p++)
        if (!g_ascii_isalpha (*p))
          name = "";
      key = tag_key_for_property (name, strlen (name));
      if (*name != '\0' && key != NULL && strcmp (key, keys[k]) == 0)
        append_tag (out, record, name, keys[k]);
    }
  g_string_append (out, "BO[8");
  black = sky_reversi_discs (start, SKY_SIDE_FIRST);
  white = sky_reversi_discs (start, SKY_SIDE_SECOND);
  for (int i = 0; i < 64; i++)
    {
      guint64 bit = G_GUINT64_CONSTANT (1) << i;

      if (i % 8 == 0)
        g_string_append_c (out, ' ');
      g_string_append_c (out, black & bit ? '*' : white & bit ? 'O' : '-');
    }
  g_string_append_printf (out, " %c]",
                          start->to_move == SKY_SIDE_FIRST ? '*' : 'O');
  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    {
      const SkyPosition *before = sky_record_get_position (record, i);
      SkyMove move = sky_record_get_move (record, i);
      const char *eval = sky_record_get_move_eval (record, i);
      const char *time = sky_record_get_move_time (record, i);

      g_string_append_c (out, before->to_move == SKY_SIDE_FIRST ? 'B' : 'W');
      if (move == SKY_MOVE_PASS)
        g_string_append (out, "[PA");
      else
        g_string_append_printf (out, "[%c%d", 'A' + move % 8, move / 8 + 1);
      /* NBoard's and GGS's "/eval/time". */
      if (eval != NULL || time != NULL)
        g_string_append_printf (out, "/%s", eval != NULL ? eval : "");
      if (time != NULL)
        g_string_append_printf (out, "/%s", time);
      g_string_append_c (out, ']');
    }
  g_string_append (out, ";)\n");
  return g_string_free (out, FALSE);
}
