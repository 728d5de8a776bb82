/* fuzz-reversi-position.c: the reversi position text parser
 * (position_from_string), with a round trip through position_to_string
 * and every listed move checked on what it accepts. */
#include "config.h"

#include "fuzz-common.h"
#include "reversi.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fuzz_position_text (&sky_reversi_game, data, size);
  return 0;
}
