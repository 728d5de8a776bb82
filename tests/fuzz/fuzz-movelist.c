/* fuzz-movelist.c: sky_reversi_movelist_next, the move list scanner of
 * records and --moves, over the whole input: every token lies inside it,
 * the scanner always moves forward, a move token reads as its move, and
 * the moves it finds played by sky_record_from_any () (with a "# Sakiyomi
 * reversi" header) give a record whose invariants hold. */
#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "reversi.h"
#include "reversi-movelist.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = NULL;
  g_autofree char *record_text = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  gsize length, at = 0;
  SkyMovelistItem item;
  int n_moves = 0;

  fuzz_init ();
  text = fuzz_string (data, size);
  length = strlen (text);
  for (;;)
    {
      gsize before = at, token = G_MAXSIZE, token_length = G_MAXSIZE;
      SkyMove move = SKY_MOVE_NONE;

      item = sky_reversi_movelist_next (text, length, &at, &move, &token,
                                        &token_length);
      FUZZ_CHECK (at >= before && at <= length);
      if (item == SKY_MOVELIST_END)
        {
          FUZZ_CHECK (at == length);
          break;
        }
      FUZZ_CHECK (token >= before && token_length > 0
                  && token + token_length == at);
      if (item == SKY_MOVELIST_BAD)
        break;
      FUZZ_CHECK (item == SKY_MOVELIST_MOVE);
      FUZZ_CHECK (move == SKY_MOVE_PASS || (move >= 0 && move < 64));
      FUZZ_CHECK (token_length == 2 || token_length == 4);
      n_moves++;
    }

  /* The same text as a record: read or refused with a message. */
  record_text = g_strconcat ("# Sakiyomi reversi\n", text, NULL);
  record = sky_record_from_any (record_text, &error);
  FUZZ_CHECK ((record == NULL) == (error != NULL));
  if (record != NULL)
    {
      fuzz_check_record (record);
      /* Passes the text leaves out are played too: never fewer plies. */
      if (item == SKY_MOVELIST_END && strchr (text, '\n') == NULL
          && strchr (text, '#') == NULL)
        FUZZ_CHECK (sky_record_get_n_moves (record) >= (guint) n_moves);
    }
  else
    FUZZ_CHECK (*error->message != '\0'
                && g_utf8_validate (error->message, -1, NULL));
  return 0;
}
