/* check-libfuzzer.c: configure-time check that clang can build a libFuzzer
 * harness with AddressSanitizer and UndefinedBehaviorSanitizer. */
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  return 0;
}
