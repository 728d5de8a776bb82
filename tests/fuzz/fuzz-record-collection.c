/* fuzz-record-collection.c: files of many games
 * (sky_record_collection_new_from_bytes), as the window's chooser and
 * `sakiyomi-cli games` read them: GGF with many games and GGS archive
 * lines, our text form, WTHOR when the bytes look like one, and files of
 * one game or position a line.  Every
 * game listed has its summaries; every game played is a legal record whose
 * GGF reads back the same, or is refused with an error naming it. */
#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "record-collection.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Playing every game of a large input is slow and finds nothing new. */
#define MAX_PLAYED 32

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static const char *const keys[] = {
    "Black", "White", "Result", "Date", "Place", "Clock", "Opening",
    "Line", "Moves", "To move", "Empties", "Best", "Scores",
  };
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecordCollection) collection = NULL;
  guint n;

  fuzz_init ();
  bytes = g_bytes_new (data, size);
  collection = sky_record_collection_new_from_bytes (bytes, NULL, NULL, NULL,
                                                     NULL, &error);
  if (collection == NULL)
    {
      FUZZ_CHECK (error != NULL && *error->message != '\0');
      FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  n = sky_record_collection_get_n_games (collection);
  FUZZ_CHECK (n > 0);
  for (guint i = 0; i < n; i++)
    for (gsize k = 0; k < G_N_ELEMENTS (keys); k++)
      {
        const char *value = sky_record_collection_get_summary (collection, i,
                                                               keys[k]);

        FUZZ_CHECK (value == NULL || g_utf8_validate (value, -1, NULL));
      }
  for (guint i = 0; i < n && i < MAX_PLAYED; i++)
    {
      g_autoptr(GError) game_error = NULL;
      g_autoptr(SkyRecord) record = sky_record_collection_get_record (collection,
                                                                      i, &game_error);

      if (record == NULL)
        {
          /* A line file names the form and the line instead. */
          g_autofree char *prefix = sky_record_collection_get_summary (collection, i, "Line") != NULL
                                    ? g_strdup_printf ("%s, line %s: ",
                                                       sky_record_collection_get_format (collection),
                                                       sky_record_collection_get_summary (collection, i, "Line"))
                                    : g_strdup_printf ("game %u: ", i + 1);

          FUZZ_CHECK (game_error != NULL);
          FUZZ_CHECK (g_str_has_prefix (game_error->message, prefix));
          FUZZ_CHECK (g_utf8_validate (game_error->message, -1, NULL));
          continue;
        }
      fuzz_check_record (record);
      if (sky_record_get_game (record)->kind == SKY_GAME_REVERSI)
        fuzz_check_ggf_round_trip (record);
    }
  return 0;
}
