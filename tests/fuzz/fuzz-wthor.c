/* fuzz-wthor.c: WTHOR databases (wthor.h through
 * sky_record_collection_new_from_bytes with a ".wtb" name, so that every
 * input takes the WTHOR path) and the .JOU/.TRN name lists
 * (sky_wthor_read_names).  Listed games have their summaries; played ones
 * are legal records or refused with an error naming the game. */
#include "config.h"

#include "fuzz-common.h"
#include "record-collection.h"
#include "wthor.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

#define MAX_PLAYED 32

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecordCollection) collection = NULL;
  g_autoptr(GPtrArray) players = NULL;
  guint n;

  fuzz_init ();
  players = sky_wthor_read_names (data, size, SKY_WTHOR_PLAYER_SIZE, NULL);
  if (players != NULL)
    for (guint i = 0; i < players->len; i++)
      FUZZ_CHECK (g_utf8_validate (players->pdata[i], -1, NULL));

  bytes = g_bytes_new (data, size);
  collection = sky_record_collection_new_from_bytes (bytes, "fuzz.wtb", NULL,
                                                     NULL, NULL, &error);
  if (collection == NULL)
    {
      FUZZ_CHECK (error != NULL && *error->message != '\0');
      FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  n = sky_record_collection_get_n_games (collection);
  FUZZ_CHECK (n == (size - SKY_WTHOR_HEADER_SIZE) / SKY_WTHOR_GAME_SIZE);
  for (guint i = 0; i < n; i++)
    {
      const char *black = sky_record_collection_get_summary (collection, i, "Black");

      FUZZ_CHECK (black != NULL && g_utf8_validate (black, -1, NULL));
      FUZZ_CHECK (sky_record_collection_get_summary (collection, i, "Result") != NULL);
    }
  for (guint i = 0; i < n && i < MAX_PLAYED; i++)
    {
      g_autoptr(GError) game_error = NULL;
      g_autoptr(SkyRecord) record = sky_record_collection_get_record (collection,
                                                                      i, &game_error);

      if (record == NULL)
        {
          FUZZ_CHECK (game_error != NULL);
          continue;
        }
      fuzz_check_record (record);
      fuzz_check_ggf_round_trip (record);
    }
  return 0;
}
