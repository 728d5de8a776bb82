/* sakiyomi-game-details.c: the players, result, date, place and clock of a
 * game from a file. */
#define G_LOG_DOMAIN "sakiyomi-game-details"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "printable.h"
#include "sakiyomi-game-details.h"
#include "sakiyomi-record-file.h"

/* What a game from elsewhere carries and the program's own games do not. */
static const char *const outcome_keys[] = { "Result", "Place", "Clock" };

const char *
sakiyomi_game_details_get_player (const SkyRecord *record,
                                  SkySide          side)
{
  const char *key;
  const char *name;

  g_return_val_if_fail (record != NULL, NULL);

  key = sakiyomi_record_file_side_key (sky_record_get_game (record)->kind, side);
  name = sky_record_get_tag (record, key);
  return name != NULL && *name != '\0' ? name : NULL;
}

/* "33-31": two disc counts that a board can hold. */
static gboolean
parse_discs (const char *text,
             int        *black,
             int        *white)
{
  guint64 b, w;
  char *end;

  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  b = g_ascii_strtoull (text, &end, 10);
  if (*end != '-' || !g_ascii_isdigit (end[1]))
    return FALSE;
  w = g_ascii_strtoull (end + 1, &end, 10);
  if (*end != '\0' || b + w > 64)
    return FALSE;
  *black = (int) b;
  *white = (int) w;
  return TRUE;
}

gboolean
sakiyomi_game_details_parse_result (const char *text,
                                    double     *margin,
                                    char       *how,
                                    gboolean   *discs)
{
  const char *digits;
  char *end;
  double value;
  int black, white;

  g_return_val_if_fail (margin != NULL && how != NULL && discs != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  if (parse_discs (text, &black, &white))
    {
      *margin = black - white;
      *how = '\0';
      *discs = TRUE;
      return TRUE;
    }
  /* GGF: a number (strtod alone would take "inf" and hexadecimal too). */
  digits = text[0] == '+' || text[0] == '-' ? text + 1 : text;
  if (!g_ascii_isdigit (digits[0]))
    return FALSE;
  for (const char *p = digits; *p != '\0' && *p != ':'; p++)
    if (!g_ascii_isdigit (*p) && *p != '.')
      return FALSE;
  value = g_ascii_strtod (text, &end);
  if (end == text || value < -64 || value > 64)
    return FALSE;
  if (*end == ':')
    {
      if (strchr ("rts", end[1]) == NULL || end[1] == '\0' || end[2] != '\0')
        return FALSE;
      *how = end[1];
    }
  else if (*end == '\0')
    *how = '\0';
  else
    return FALSE;
  *margin = value;
  *discs = FALSE;
  return TRUE;
}

char *
sakiyomi_game_details_format_result (const char *text)
{
  g_autofree char *lead = NULL;
  g_autofree char *score = NULL;
  gboolean black_won, discs;
  double margin;
  char how;

  g_return_val_if_fail (text != NULL, NULL);

  if (!sakiyomi_game_details_parse_result (text, &margin, &how, &discs))
    return g_strdup (text);
  if (discs)
    {
      int black, white;

      parse_discs (text, &black, &white);
      /* TRANSLATORS: a reversi game's result, black's discs and white's,
       * as WTHOR gives it: "33–31" */
      return g_strdup_printf (_("%d–%d"), black, white);
    }
  black_won = margin > 0;
  lead = margin == (int) margin ? g_strdup_printf ("%d", (int) ABS (margin))
                                : g_strdup_printf ("%.1f", ABS (margin));
  if (margin == 0)
    /* TRANSLATORS: a reversi game's result: neither side won */
    score = g_strdup (C_("result", "Draw"));
  else if (black_won)
    /* TRANSLATORS: a reversi game's result: black won by %s discs,
     * "Black +10" */
    score = g_strdup_printf (_("Black +%s"), lead);
  else
    /* TRANSLATORS: a reversi game's result: white won by %s discs,
     * "White +40" */
    score = g_strdup_printf (_("White +%s"), lead);
  switch (how)
    {
    case 'r':
      return g_strdup_printf (black_won
                              /* TRANSLATORS: "Black +40, White resigned" */
                              ? _("%s, White resigned")
                              /* TRANSLATORS: "White +40, Black resigned" */
                              : _("%s, Black resigned"), score);
    case 't':
      return g_strdup_printf (black_won
                              /* TRANSLATORS: "Black +12, White lost on
                               * time" */
                              ? _("%s, White lost on time")
                              /* TRANSLATORS: "White +12, Black lost on
                               * time" */
                              : _("%s, Black lost on time"), score);
    case 's':
      /* TRANSLATORS: a result the players agreed on instead of playing
       * the game out: "Black +6, agreed" */
      return g_strdup_printf (_("%s, agreed"), score);
    default:
      return g_steal_pointer (&score);
    }
}

/* n digits at text; advances it. */
static gboolean
take_number (const char **text,
             guint        n,
             int         *value)
{
  int v = 0;

  for (guint i = 0; i < n; i++)
    {
      if (!g_ascii_isdigit ((*text)[i]))
        return FALSE;
      v = v * 10 + ((*text)[i] - '0');
    }
  *text += n;
  *value = v;
  return TRUE;
}

char *
sakiyomi_game_details_format_date (const char *text)
{
  g_autoptr(GDateTime) when = NULL;
  const char *p = text;
  int year, month, day, hour = 0, minute = 0;
  gboolean timed = FALSE;
  char separator;

  g_return_val_if_fail (text != NULL, NULL);

  /* "2010.10.17", "2003-08-14": the date, then perhaps "_05:21:05.MDT"
   * (GGS), " 23:05:30 GMT" (NBoard) or " 14:05" (this program's own);
   * the zone is left out, the time shown as the file gives it. */
  if (!take_number (&p, 4, &year))
    return g_strdup (text);
  separator = *p++;
  if ((separator != '.' && separator != '-') || !take_number (&p, 2, &month)
      || *p++ != separator || !take_number (&p, 2, &day))
    return g_strdup (text);
  if ((*p == '_' || *p == ' ' || *p == 'T') && g_ascii_isdigit (p[1]))
    {
      p++;
      if (!take_number (&p, 2, &hour) || *p++ != ':' || !take_number (&p, 2, &minute))
        return g_strdup (text);
      timed = TRUE;
      if (*p == ':')
        {
          int second;

          p++;
          if (!take_number (&p, 2, &second))
            return g_strdup (text);
        }
      /* A zone: ".MDT", " GMT", "Z", "+09:00". */
      if (*p == '.' || *p == ' ')
        p++;
      while (g_ascii_isalnum (*p) || *p == '+' || *p == '-' || *p == ':')
        p++;
    }
  if (*p != '\0')
    return g_strdup (text);
  when = g_date_time_new_utc (year, month, day, hour, minute, 0);
  if (when == NULL)
    return g_strdup (text);
  return g_date_time_format (when, timed
                             /* TRANSLATORS: the date and time a game from
                              * a file was played, a g_date_time_format()
                              * format: "17 Oct 2010, 05:21" */
                             ? C_("game date", "%-d %b %Y, %H:%M")
                             /* TRANSLATORS: the date a game from a file was
                              * played, a g_date_time_format() format:
                              * "14 Aug 2003" */
                             : C_("game date", "%-d %b %Y"));
}

/* One part of a GGS clock, text[0..length): "[[H:]M:]S", empty for none
 * and ",…" (GGS's flags) ignored; whole seconds only. */
static gboolean
parse_clock_part (const char *text,
                  gsize       length,
                  guint64    *seconds)
{
  guint64 total = 0, part = 0;
  guint colons = 0;
  gboolean digits = FALSE;

  for (gsize i = 0; i < length && text[i] != ','; i++)
    {
      if (g_ascii_isdigit (text[i]))
        {
          part = part * 10 + (guint64) (text[i] - '0');
          digits = TRUE;
          if (part > 100000)
            return FALSE;
        }
      else if (text[i] == ':' && digits && colons < 2)
        {
          total = (total + part) * 60;
          part = 0;
          digits = FALSE;
          colons++;
        }
      else
        return FALSE;
    }
  if (colons > 0 && !digits)
    return FALSE;
  *seconds = total + part;
  return TRUE;
}

/* "15 min", "1 h 30 min", "1 min 30 s", "20 s". */
static char *
format_duration (guint64 seconds)
{
  GString *text = g_string_new (NULL);
  guint64 h = seconds / 3600, min = seconds / 60 % 60, s = seconds % 60;

  if (h > 0)
    /* TRANSLATORS: hours of a game's clock, "1 h" */
    g_string_append_printf (text, _("%u h"), (guint) h);
  if (min > 0)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* TRANSLATORS: minutes of a game's clock, "15 min" */
      g_string_append_printf (text, _("%u min"), (guint) min);
    }
  if (s > 0 || seconds == 0)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* TRANSLATORS: seconds of a game's clock, "30 s" */
      g_string_append_printf (text, _("%u s"), (guint) s);
    }
  return g_string_free (text, FALSE);
}

char *
sakiyomi_game_details_format_clock (const char *text)
{
  g_autofree char *main_time = NULL;
  g_autofree char *increment = NULL;
  g_autofree char *extension = NULL;
  g_auto(GStrv) parts = NULL;
  guint64 seconds[3] = { 0, 0, 0 };
  guint n;

  g_return_val_if_fail (text != NULL, NULL);

  /* GGF's TI: "MAIN[/INCREMENT[/EXTENSION]]", the increment given back
   * after each move, the extension once the main time is spent. */
  parts = g_strsplit (text, "/", -1);
  n = g_strv_length (parts);
  if (n == 0 || n > 3 || *parts[0] == '\0')
    return g_strdup (text);
  for (guint i = 0; i < n; i++)
    if (!parse_clock_part (parts[i], strlen (parts[i]), &seconds[i]))
      return g_strdup (text);
  if (seconds[0] == 0 && seconds[1] == 0 && seconds[2] == 0)
    /* TRANSLATORS: a game from a file that had no clock ("TI[0//0]") */
    return g_strdup (C_("clock", "None"));
  main_time = format_duration (seconds[0]);
  if (seconds[1] > 0)
    {
      g_autofree char *each = format_duration (seconds[1]);

      /* TRANSLATORS: a game's clock: the time for the game, and the time
       * given back after each move: "10 min + 5 s a move" */
      increment = g_strdup_printf (_("%s + %s a move"), main_time, each);
    }
  if (seconds[2] == 0)
    return g_strdup (increment != NULL ? increment : main_time);
  extension = format_duration (seconds[2]);
  /* TRANSLATORS: a game's clock and GGS's extension, extra time once the
   * clock's time is spent: "5 min, 2 min extension" */
  return g_strdup_printf (_("%s, %s extension"),
                          increment != NULL ? increment : main_time, extension);
}

static gboolean
has_details (const SkyRecord *record)
{
  if (sakiyomi_game_details_get_player (record, SKY_SIDE_FIRST) != NULL
      || sakiyomi_game_details_get_player (record, SKY_SIDE_SECOND) != NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (outcome_keys); i++)
    if (sky_record_get_tag (record, outcome_keys[i]) != NULL)
      return TRUE;
  return FALSE;
}

static void
add_line (GString    *text,
          const char *line)
{
  g_autofree char *shown = sky_text_printable (line);

  /* The line quotes the file: nothing of it may turn the label round. */
  if (text->len > 0)
    g_string_append_c (text, '\n');
  g_string_append (text, shown);
}

char *
sakiyomi_game_details_describe (const SkyRecord *record)
{
  const char *result, *date, *place, *clock;
  GString *text;

  g_return_val_if_fail (record != NULL, NULL);

  if (!has_details (record))
    return NULL;
  result = sky_record_get_tag (record, "Result");
  date = sky_record_get_tag (record, "Date");
  place = sky_record_get_tag (record, "Place");
  clock = sky_record_get_tag (record, "Clock");
  text = g_string_new (NULL);
  if (result != NULL && *result != '\0')
    {
      /* GGF's form is reversi's alone; the other games' own results are
       * "a-b", which it writes "a–b". */
      g_autofree char *shown = sakiyomi_game_details_format_result (result);
      /* TRANSLATORS: a game from a file: its result, "Result: 36–28" or
       * "Result: White +40" */
      g_autofree char *line = g_strdup_printf (_("Result: %s"), shown);

      add_line (text, line);
    }
  if (date != NULL && *date != '\0')
    {
      g_autofree char *shown = sakiyomi_game_details_format_date (date);
      /* TRANSLATORS: a game from a file: when it was played, "Date: 17
       * Oct 2010, 05:21" */
      g_autofree char *line = g_strdup_printf (_("Date: %s"), shown);

      add_line (text, line);
    }
  if (place != NULL && *place != '\0')
    {
      /* TRANSLATORS: a game from a file: where it was played (a server,
       * a tournament) */
      g_autofree char *line = g_strdup_printf (_("Place: %s"), place);

      add_line (text, line);
    }
  if (clock != NULL && *clock != '\0')
    {
      g_autofree char *shown = sakiyomi_game_details_format_clock (clock);
      /* TRANSLATORS: a game from a file: the time each player had,
       * "Clock: 5 min, 2 min extension" */
      g_autofree char *line = g_strdup_printf (_("Clock: %s"), shown);

      add_line (text, line);
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

void
sakiyomi_game_details_forget (SkyRecord *record)
{
  const SkyGame *game;

  g_return_if_fail (record != NULL);

  game = sky_record_get_game (record);
  for (int side = 0; side < 2; side++)
    sky_record_set_tag (record, sakiyomi_record_file_side_key (game->kind, side),
                        NULL);
  for (guint i = 0; i < G_N_ELEMENTS (outcome_keys); i++)
    sky_record_set_tag (record, outcome_keys[i], NULL);
}
