/* fuzz-record.c: game records (sky_record_from_string) of all three games.
 * A record read must write back (sky_record_to_string) to a text that reads
 * back to the same record, and writes the same text again: the round trip
 * is the identity.  Every position kept is checked. */
#include "config.h"

#include <string.h>

#include "fuzz-common.h"
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
  record = sky_record_from_string (text, &error);
  if (record == NULL)
    {
      FUZZ_CHECK (error != NULL && error->domain == SKY_GAME_ERROR
                  && *error->message != '\0');
      FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  fuzz_check_record (record);
  return 0;
}
