/* fuzz-ggf.c: reversi games in GGF (sky_record_from_ggf), as NBoard's
 * "set game" reads them.  A game read must write back to a Sakiyomi record
 * that reads back the same (fuzz-record.c's checks), and to GGF
 * (sky_record_to_ggf) that reads back to the same moves. */
#include "config.h"

#include "fuzz-common.h"
#include "ggf.h"
#include "record.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = NULL;

  fuzz_init ();
  text = fuzz_string (data, size);
  record = sky_record_from_ggf (text, &error);
  if (record == NULL)
    {
      FUZZ_CHECK (error != NULL && error->domain == SKY_GAME_ERROR
                  && *error->message != '\0');
      FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  FUZZ_CHECK (sky_record_get_game (record)->kind == SKY_GAME_REVERSI);
  fuzz_check_record (record);
  fuzz_check_ggf_round_trip (record);
  return 0;
}
