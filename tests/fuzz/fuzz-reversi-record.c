/* fuzz-reversi-record.c: sky_reversi_play_record, the reversi transcript
 * reader of `analyze --moves`, from the start position or (first byte odd)
 * from a position where white must pass. */
#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "reversi.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint64 black, white;
  int n_played = -1;
  gboolean ok;

  fuzz_init ();
  if (size < 1)
    return 0;
  if (data[0] & 1)
    pos = sky_position_new_from_string (&sky_reversi_game,
                                        "--XXXXXX" "XXXXXXXX" "XXXXXXXX" "XXXXXXXX"
                                        "XXXXXXOO" "XXXXXXXX" "XXXXXXXX" "XXXXXX-- O",
                                        NULL);
  else
    pos = sky_position_new (&sky_reversi_game, &(SkyGameSetup) { 0, FALSE });
  FUZZ_CHECK (pos != NULL);
  text = fuzz_string (data + 1, size - 1);
  ok = sky_reversi_play_record (pos, text, &n_played, &error);
  FUZZ_CHECK (ok == (error == NULL));
  FUZZ_CHECK (n_played >= 0 && (gsize) n_played <= strlen (text));
  if (!ok)
    FUZZ_CHECK (error->domain == SKY_GAME_ERROR && *error->message != '\0');

  /* Played or stopped, pos is a reversi position. */
  black = sky_reversi_discs (pos, SKY_SIDE_FIRST);
  white = sky_reversi_discs (pos, SKY_SIDE_SECOND);
  FUZZ_CHECK ((black & white) == 0);
  FUZZ_CHECK (pos->game->score (pos, SKY_SIDE_FIRST)
              + pos->game->score (pos, SKY_SIDE_SECOND)
              + sky_reversi_empties (pos) == 64);
  fuzz_check_position (pos);
  return 0;
}
