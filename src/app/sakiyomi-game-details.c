/* sakiyomi-game-details.c: the players, result, date, place and clock of a
 * game from a file. */
#define G_LOG_DOMAIN "sakiyomi-game-details"

#include "config.h"

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
      /* TRANSLATORS: a game from a file: its result as the file gives
       * it, "Result: 36-28" or "Result: +40.00" */
      g_autofree char *line = g_strdup_printf (_("Result: %s"), result);

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
