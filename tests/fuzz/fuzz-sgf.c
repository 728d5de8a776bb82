/* fuzz-sgf.c: Othello games in SGF (reversi-sgf.h) as a file of games and
 * as a pasted game: the checks of fuzz-game-file.h. */
#include "config.h"

#include "fuzz-common.h"
#include "fuzz-game-file.h"
#include "reversi-sgf.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fuzz_game_file (&sky_sgf_format, data, size);
  return 0;
}
