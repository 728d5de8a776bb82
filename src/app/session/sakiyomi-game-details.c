/* sakiyomi-game-details.c: the players, result, date, place and clock of a
 * game from a file. */
#define G_LOG_DOMAIN "sakiyomi-game-details"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

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
  if (text->len > 0)
    g_string_append_c (text, '\n');
  g_string_append (text, line);
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
      /* TRANSLATORS: a game from a file: when it was played */
      g_autofree char *line = g_strdup_printf (_("Date: %s"), date);

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
      /* TRANSLATORS: a game from a file: the time each player had, as
       * the file gives it, e.g. "Clock: 05:00//02:00" */
      g_autofree char *line = g_strdup_printf (_("Clock: %s"), clock);

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
