/* reversi-sgf.c: reversi games in SGF (described in reversi-sgf.h). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ggf.h"
#include "record-form.h"
#include "reversi.h"
#include "reversi-sgf.h"

/* More properties than a real game's main line has (60 moves, setup and
 * a dozen tags); a longer property name than SGF has. */
#define MAX_PROPERTIES 4096
#define MAX_NAME 8
/* How far the detection looks for what tells SGF from GGF. */
#define DETECT_SCAN (64 * 1024)

typedef struct {
  char name[MAX_NAME + 1];
  const char *value;
  gsize value_length;
  guint line;
} Property;

static gboolean
fail (GError **error, int code, guint line, const char *message)
{
  sky_game_file_set_error (error, code, &sky_sgf_format, line, "%s", message);
  return FALSE;
}

/* Reading the tree ------------------------------------------------------------- */

/* The end of the value whose "[" is at game[p]: the index of its "]",
 * *line moved over its newlines; length if it is not closed. */
static gsize
value_end (const char *game, gsize length, gsize p, guint *line)
{
  for (p++; p < length && game[p] != ']'; p++)
    {
      if (game[p] == '\\' && p + 1 < length)
        p++;
      if (game[p] == '\n')
        (*line)++;
    }
  return p;
}

/* Collects the properties of the main line of one game tree (game[0] is
 * its "("), each value its own Property: the first variation at every
 * branch, up to the first ")". */
static gboolean
collect_main_line (const char *game, gsize length, guint line,
                   GArray *properties, GError **error)
{
  gboolean main_line = TRUE;
  guint depth = 0;
  gsize p = 0;

  while (p < length)
    {
      char c = game[p];

      if (c == '\n')
        {
          line++;
          p++;
        }
      else if (g_ascii_isspace (c) || c == ';')
        p++;
      else if (c == '(')
        {
          depth++;
          p++;
        }
      else if (c == ')')
        {
          if (depth == 0)
            return fail (error, SKY_GAME_ERROR_SYNTAX, line,
                         _("“)” closes nothing"));
          depth--;
          main_line = FALSE;
          p++;
          if (depth == 0)
            return TRUE;
        }
      else if (g_ascii_isalpha (c))
        {
          Property property = { "", NULL, 0, line };
          gsize n = 0, values = 0;

          /* Lower-case letters in a name are FF[3]'s, left out. */
          for (; p < length && g_ascii_isalpha (game[p]); p++)
            if (g_ascii_isupper (game[p]))
              {
                if (n == MAX_NAME)
                  return fail (error, SKY_GAME_ERROR_SYNTAX, line,
                               _("a property’s name is longer than SGF has"));
                property.name[n++] = game[p];
              }
          for (;;)
            {
              gsize end;

              while (p < length && g_ascii_isspace (game[p]))
                if (game[p++] == '\n')
                  line++;
              if (p >= length || game[p] != '[')
                break;
              property.line = line;
              end = value_end (game, length, p, &line);
              if (end >= length)
                return fail (error, SKY_GAME_ERROR_SYNTAX, property.line,
                             _("a value “[” is not closed with “]”"));
              property.value = game + p + 1;
              property.value_length = end - p - 1;
              if (main_line && n > 0)
                {
                  if (properties->len >= MAX_PROPERTIES)
                    {
                      g_autofree char *message = g_strdup_printf (_("the game has more than %d properties"),
                                                                  MAX_PROPERTIES);

                      return fail (error, SKY_GAME_ERROR_SYNTAX, line, message);
                    }
                  g_array_append_val (properties, property);
                }
              values++;
              p = end + 1;
            }
          if (values == 0)
            {
              g_autofree char *message = g_strdup_printf (_("the property %s has no value [ ]"),
                                                          property.name);

              return fail (error, SKY_GAME_ERROR_SYNTAX, line, message);
            }
        }
      else
        {
          g_autofree char *quoted = sky_record_quote_text (game + p, 1);
          g_autofree char *message = g_strdup_printf (_("“%s” is not a property such as B[f5]"),
                                                      quoted);

          return fail (error, SKY_GAME_ERROR_SYNTAX, line, message);
        }
    }
  return fail (error, SKY_GAME_ERROR_SYNTAX, line,
               _("the game is not closed with “)”"));
}

static gboolean
is_named (const Property *property, const char *name)
{
  return strcmp (property->name, name) == 0;
}

/* A value without its escapes and blanks at either end (newly
 * allocated). */
static char *
plain_value (const Property *property)
{
  return sky_ggf_unescape (property->value, property->value_length);
}

/* A point or a pass: "f5" (Edax), "fe" (SGF), "PA", "pass", "tt", "". */
static gboolean
parse_move (const char *value, SkyMove *move)
{
  gsize n = strlen (value);
  int col, row;

  if (n == 0 || g_ascii_strcasecmp (value, "tt") == 0
      || g_ascii_strcasecmp (value, "PA") == 0
      || g_ascii_strcasecmp (value, "pass") == 0)
    {
      *move = SKY_MOVE_PASS;
      return TRUE;
    }
  if (n != 2)
    return FALSE;
  col = g_ascii_tolower (value[0]) - 'a';
  if (value[1] >= '1' && value[1] <= '8')
    row = value[1] - '1';
  else
    row = g_ascii_tolower (value[1]) - 'a';
  if (col < 0 || col >= 8 || row < 0 || row >= 8)
    return FALSE;
  *move = SKY_REVERSI_SQUARE (col, row);
  return TRUE;
}

static void
set_record_tag (const char *key, const char *value, gpointer user_data)
{
  sky_record_set_tag (user_data, key, value);
}

/* Games ------------------------------------------------------------------------- */

/* Some of SGF's game numbers (GM), for the error. */
static const char *
game_name (guint64 number)
{
  switch (number)
    {
    case 1: return _("Go");
    case 3: return _("chess");
    case 4: return _("Gomoku");
    case 6: return _("backgammon");
    case 7: return _("Chinese chess");
    case 8: return _("shogi");
    case 11: return _("Hex");
    default: return NULL;
    }
}

/* GM and SZ: an Othello game on 8×8. */
static gboolean
check_game (const Property *property, GError **error)
{
  g_autofree char *value = plain_value (property);
  char *end;

  if (is_named (property, "GM") && strcmp (value, "2") != 0)
    {
      guint64 number = g_ascii_strtoull (value, &end, 10);
      const char *name = *end == '\0' && end != value ? game_name (number) : NULL;
      g_autofree char *quoted = sky_record_quote_text (value, strlen (value));
      g_autofree char *message = name != NULL
        /* TRANSLATORS: "GM[1] is a game of Go: …" */
        ? g_strdup_printf (_("GM[%s] is a game of %s: only Othello games (GM[2]) are supported"),
                           quoted, name)
        : g_strdup_printf (_("GM[%s]: only Othello games (GM[2]) are supported"),
                           quoted);

      return fail (error, SKY_GAME_ERROR_UNSUPPORTED, property->line, message);
    }
  if (is_named (property, "SZ") && strcmp (value, "8") != 0
      && strcmp (value, "8:8") != 0)
    {
      g_autofree char *quoted = sky_record_quote_text (value, strlen (value));
      g_autofree char *message = g_strdup_printf (_("SZ[%s]: only the 8×8 board is supported"),
                                                  quoted);

      return fail (error, SKY_GAME_ERROR_UNSUPPORTED, property->line, message);
    }
  return TRUE;
}

/* RE as the record keeps it, NULL if it says nothing. */
static char *
result_of (const char *value)
{
  gsize i = 2;

  if (value[0] == '\0' || strcmp (value, "?") == 0
      || g_ascii_strcasecmp (value, "Void") == 0)
    return NULL;
  if (strcmp (value, "0") == 0 || g_ascii_strcasecmp (value, "Draw") == 0
      || strcmp (value, "D") == 0)
    return g_strdup ("0");
  if ((value[0] == 'B' || value[0] == 'W') && value[1] == '+'
      && g_ascii_isdigit (value[2]))
    {
      while (g_ascii_isdigit (value[i]) || value[i] == '.')
        i++;
      if (value[i] == '\0')
        return g_strconcat (value[0] == 'B' ? "+" : "-", value + 2, NULL);
    }
  return g_strdup (value);
}

/* The record's tags of a game's properties. */
static void
map_tags (GArray *properties, SkyGameFileTagFunc func, gpointer user_data)
{
  static const struct {
    const char *property, *tag;
  } tags[] = {
    { "PB", "Black" }, { "PW", "White" }, { "DT", "Date" }, { "RO", "Round" },
  };
  const Property *event = NULL, *place = NULL;

  for (guint i = 0; i < properties->len; i++)
    {
      const Property *property = &g_array_index (properties, Property, i);
      g_autofree char *value = NULL;

      if (!is_named (property, "RE") && !is_named (property, "EV")
          && !is_named (property, "PC"))
        {
          gsize t = 0;

          while (t < G_N_ELEMENTS (tags) && !is_named (property, tags[t].property))
            t++;
          if (t == G_N_ELEMENTS (tags))
            continue;
          value = plain_value (property);
          if (value[0] != '\0' && strcmp (value, "?") != 0)
            func (tags[t].tag, value, user_data);
        }
      else if (is_named (property, "RE"))
        {
          g_autofree char *plain = plain_value (property);

          value = result_of (plain);
          if (value != NULL)
            func ("Result", value, user_data);
        }
      else if (is_named (property, "EV") && event == NULL)
        event = property;
      else if (is_named (property, "PC") && place == NULL)
        place = property;
    }
  if (event != NULL)
    {
      g_autofree char *value = plain_value (event);

      if (value[0] != '\0')
        func ("Place", value, user_data);
      else
        event = NULL;
    }
  if (place != NULL)
    {
      g_autofree char *value = plain_value (place);

      if (value[0] != '\0')
        func (event != NULL ? "Site" : "Place", value, user_data);
    }
}

/* The start: the standard position, or AB, AW and AE on an empty board
 * with PL to move (setup properties before the first move only).  *standard:
 * whether it is the standard start. */
static SkyPosition *
read_start (GArray *properties, gboolean *standard, GError **error)
{
  g_autoptr(SkyPosition) start = sky_position_new (&sky_reversi_game,
                                                   &(SkyGameSetup) { 0, FALSE });
  g_autoptr(SkyPosition) standard_start = sky_position_copy (start);
  guint64 discs[2] = { 0, 0 };
  gboolean setup = FALSE, moved = FALSE;
  SkySide side = SKY_SIDE_FIRST;

  for (guint i = 0; i < properties->len; i++)
    {
      const Property *property = &g_array_index (properties, Property, i);
      gboolean add_black = is_named (property, "AB"),
               add_white = is_named (property, "AW"),
               clear = is_named (property, "AE"), to_move = is_named (property, "PL");
      g_autofree char *value = NULL;
      SkyMove square;

      if (is_named (property, "B") || is_named (property, "W"))
        moved = TRUE;
      if (!add_black && !add_white && !clear && !to_move)
        continue;
      if (moved)
        {
          g_autofree char *message = g_strdup_printf (_("%s after the first move: a position set up during the game is not supported"),
                                                      property->name);

          fail (error, SKY_GAME_ERROR_UNSUPPORTED, property->line, message);
          return NULL;
        }
      setup = TRUE;
      value = plain_value (property);
      if (to_move)
        {
          if (g_ascii_strcasecmp (value, "B") != 0 && g_ascii_strcasecmp (value, "W") != 0)
            {
              g_autofree char *quoted = sky_record_quote_text (value, strlen (value));
              g_autofree char *message = g_strdup_printf (_("PL[%s]: the side to move is B or W"),
                                                          quoted);

              fail (error, SKY_GAME_ERROR_SYNTAX, property->line, message);
              return NULL;
            }
          side = g_ascii_toupper (value[0]) == 'B' ? SKY_SIDE_FIRST : SKY_SIDE_SECOND;
          continue;
        }
      if (!parse_move (value, &square) || square == SKY_MOVE_PASS)
        {
          g_autofree char *quoted = sky_record_quote_text (value, strlen (value));
          g_autofree char *message = g_strdup_printf (_("%s[%s]: “%s” is not a square"),
                                                      property->name, quoted,
                                                      quoted);

          fail (error, SKY_GAME_ERROR_SYNTAX, property->line, message);
          return NULL;
        }
      discs[SKY_SIDE_FIRST] &= ~(G_GUINT64_CONSTANT (1) << square);
      discs[SKY_SIDE_SECOND] &= ~(G_GUINT64_CONSTANT (1) << square);
      if (!clear)
        discs[add_black ? SKY_SIDE_FIRST : SKY_SIDE_SECOND]
          |= G_GUINT64_CONSTANT (1) << square;
    }
  if (setup)
    sky_reversi_set_discs (start, discs[SKY_SIDE_FIRST],
                           discs[SKY_SIDE_SECOND], side);
  *standard = sky_reversi_discs (start, SKY_SIDE_FIRST) == sky_reversi_discs (standard_start, SKY_SIDE_FIRST)
              && sky_reversi_discs (start, SKY_SIDE_SECOND) == sky_reversi_discs (standard_start, SKY_SIDE_SECOND)
              && start->to_move == standard_start->to_move;
  return g_steal_pointer (&start);
}

/* Plays property (B or W, the number-th move) at the end of record. */
static gboolean
play_move (SkyRecord *record, const Property *property, guint number,
           GError **error)
{
  const SkyGame *game = &sky_reversi_game;
  SkySide side = is_named (property, "B") ? SKY_SIDE_FIRST : SKY_SIDE_SECOND;
  g_autofree char *value = plain_value (property);
  g_autofree char *quoted = sky_record_quote_text (value, strlen (value));
  g_autofree char *message = NULL;
  const SkyPosition *end = sky_record_get_end (record);
  int code = SKY_GAME_ERROR_ILLEGAL;
  SkyMove move;

  if (!parse_move (value, &move))
    {
      code = SKY_GAME_ERROR_SYNTAX;
      message = g_strdup_printf (_("move %u (%s[%s]): “%s” is not a square such as f5, or PA"),
                               number, property->name, quoted, quoted);
    }
  else
    {
      /* A pass left out. */
      if (end->to_move != side && !sky_position_is_over (end)
          && sky_reversi_legal_squares (end) == 0)
        {
          sky_record_append (record, SKY_MOVE_PASS, NULL);
          end = sky_record_get_end (record);
        }
      if (sky_position_is_over (end))
        message = g_strdup_printf (_("move %u (%s[%s]) is played after the end of the game"),
                                   number, property->name, quoted);
      else if (end->to_move != side)
        message = g_strdup_printf (_("move %u (%s[%s]): it is %s’s turn"),
                                   number, property->name, quoted,
                                   end->to_move == SKY_SIDE_FIRST ? _("black") : _("white"));
      else if (sky_position_is_legal_move (end, move))
        {
          sky_record_append (record, move, NULL);
          return TRUE;
        }
      else if (move == SKY_MOVE_PASS)
        message = g_strdup_printf (_("move %u (%s[%s]) is a pass, but %s has a move"),
                                   number, property->name, quoted,
                                   side == SKY_SIDE_FIRST ? _("black") : _("white"));
      else
        {
          g_autofree char *name = game->move_to_string (end, move);
          g_autoptr(GError) reason = NULL;
          SkyMove unused;

          /* The game's parser says why. */
          if (game->move_from_string (end, name, &unused, &reason))
            message = g_strdup_printf (_("move %u (%s[%s]) is illegal in this position"),
                                       number, property->name, quoted);
          else
            message = g_strdup_printf (_("move %u (%s[%s]) is illegal in this position (%s)"),
                                       number, property->name, quoted,
                                       reason->message);
        }
    }
  return fail (error, code, property->line, message);
}

static SkyRecord *
sgf_read_game (const char *game, gsize length, guint line, GError **error)
{
  g_autoptr(GArray) properties = g_array_new (FALSE, FALSE, sizeof (Property));
  g_autoptr(SkyPosition) start = NULL;
  g_autoptr(SkyRecord) record = NULL;
  gboolean standard;
  guint n_moves = 0;

  if (!collect_main_line (game, length, line, properties, error))
    return NULL;
  for (guint i = 0; i < properties->len; i++)
    if (!check_game (&g_array_index (properties, Property, i), error))
      return NULL;
  start = read_start (properties, &standard, error);
  if (start == NULL)
    return NULL;
  record = sky_record_new (start);
  map_tags (properties, set_record_tag, record);
  for (guint i = 0; i < properties->len; i++)
    {
      const Property *property = &g_array_index (properties, Property, i);

      if ((is_named (property, "B") || is_named (property, "W"))
          && !play_move (record, property, ++n_moves, error))
        return NULL;
    }
  return g_steal_pointer (&record);
}

static guint
sgf_summarize (const char *game, gsize length, SkyGameFileTagFunc func,
               gpointer user_data, SkyMove *squares, guint max_moves)
{
  g_autoptr(GArray) properties = g_array_new (FALSE, FALSE, sizeof (Property));
  g_autoptr(SkyPosition) start = NULL;
  gboolean standard = FALSE;
  guint n = 0;

  /* What can be read of a broken game is listed all the same. */
  collect_main_line (game, length, 1, properties, NULL);
  map_tags (properties, func, user_data);
  start = read_start (properties, &standard, NULL);
  if (start == NULL || !standard)
    return 0;
  for (guint i = 0; i < properties->len && n < max_moves; i++)
    {
      const Property *property = &g_array_index (properties, Property, i);
      g_autofree char *value = NULL;
      SkyMove move;

      if (!is_named (property, "B") && !is_named (property, "W"))
        continue;
      value = plain_value (property);
      if (!parse_move (value, &move) || move == SKY_MOVE_PASS)
        break;
      squares[n++] = move;
    }
  return n;
}

/* Splitting and telling apart --------------------------------------------- */

static gboolean
sgf_next_game (const char *text, gsize length, gsize *offset, guint *line,
               gsize *start, gsize *game_length, guint *start_line,
               GError **error)
{
  gsize p = *offset;
  guint depth = 0;

  if (p == 0 && length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    p = 3;
  while (p < length && g_ascii_isspace (text[p]))
    if (text[p++] == '\n')
      (*line)++;
  *offset = p;
  if (p >= length)
    return FALSE;
  if (text[p] != '(')
    {
      gsize end = p;
      g_autofree char *quoted = NULL;
      g_autofree char *message = NULL;

      while (end < length && text[end] != '\n' && text[end] != '\r')
        end++;
      quoted = sky_record_quote_text (text + p, end - p);
      message = g_strdup_printf (_("“%s” is not a game “(;…)”"), quoted);
      return fail (error, SKY_GAME_ERROR_SYNTAX, *line, message);
    }
  *start = p;
  *start_line = *line;
  for (; p < length; p++)
    {
      if (text[p] == '[')
        {
          guint value_line = *line;

          p = value_end (text, length, p, line);
          if (p >= length)
            return fail (error, SKY_GAME_ERROR_SYNTAX, value_line,
                         _("a value “[” is not closed with “]”"));
        }
      else if (text[p] == '\n')
        (*line)++;
      else if (text[p] == '(')
        depth++;
      else if (text[p] == ')' && --depth == 0)
        break;
    }
  if (p >= length)
    return fail (error, SKY_GAME_ERROR_SYNTAX, *start_line,
                 _("the game is not closed with “)”"));
  *offset = p + 1;
  *game_length = p + 1 - *start;
  return TRUE;
}

/* Whether text is SGF: "(;" first, and in its first node FF[…] or a
 * numeric GM[…], or a second node. */
static gboolean
sgf_detect (const char *text, gsize length)
{
  gsize p = 0, limit = MIN (length, (gsize) DETECT_SCAN);

  if (limit >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    p = 3;
  while (p < limit && g_ascii_isspace (text[p]))
    p++;
  if (p >= limit || text[p] != '(')
    return FALSE;
  p++;
  while (p < limit && g_ascii_isspace (text[p]))
    p++;
  if (p >= limit || text[p] != ';')
    return FALSE;
  p++;
  while (p < limit)
    {
      gsize name = p, name_length;
      guint unused = 0;

      while (p < limit && g_ascii_isspace (text[p]))
        p++;
      if (p >= limit)
        return FALSE;
      if (text[p] == ';')
        {
          p++;
          while (p < limit && g_ascii_isspace (text[p]))
            p++;
          /* GGF ends with ";)"; a second node is SGF's. */
          return p < limit && (g_ascii_isalpha (text[p]) || text[p] == '(');
        }
      if (text[p] == '(')
        return TRUE;
      if (!g_ascii_isalpha (text[p]))
        return FALSE;
      name = p;
      while (p < limit && g_ascii_isalpha (text[p]))
        p++;
      name_length = p - name;
      while (p < limit && text[p] == '[')
        {
          gsize end = value_end (text, limit, p, &unused);
          gboolean numeric = end > p + 1;

          if (end >= limit)
            return FALSE;
          for (gsize i = p + 1; i < end; i++)
            numeric &= g_ascii_isdigit (text[i]);
          if (name_length == 2 && (memcmp (text + name, "FF", 2) == 0
                                   || (memcmp (text + name, "GM", 2) == 0 && numeric)))
            return TRUE;
          p = end + 1;
          while (p < limit && g_ascii_isspace (text[p]))
            p++;
        }
    }
  return FALSE;
}

const SkyGameFileFormat sky_sgf_format = {
  .name = N_("SGF"),
  .detect = sgf_detect,
  .next_game = sgf_next_game,
  .summarize = sgf_summarize,
  .read_game = sgf_read_game,
};
