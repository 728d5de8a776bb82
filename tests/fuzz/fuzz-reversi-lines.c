/* fuzz-reversi-lines.c: files of one game or one position a line
 * (reversi-lines.h): which form a text is taken for, its lines, and each
 * line read as move line, logbook line and position line.  Every record
 * read is a legal reversi record (a game from the standard position, or a
 * position with no moves) whose GGF reads back the same; every refusal
 * says why in UTF-8; the lines found lie inside the text, in order. */
#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "reversi-lines.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Reading many lines three ways is slow and finds nothing new. */
#define MAX_LINES 4

static void
check_line (SkyReversiLines kind, const char *text, gsize length)
{
  g_autoptr(GError) error = NULL;
  SkyObfScores scores;
  g_autoptr(SkyRecord) record = sky_reversi_lines_read (kind, text, length,
                                                        &scores, &error);

  if (record == NULL)
    {
      FUZZ_CHECK (error != NULL && *error->message != '\0');
      FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL));
      return;
    }
  FUZZ_CHECK (error == NULL);
  fuzz_check_record (record);
  fuzz_check_ggf_round_trip (record);
  if (kind == SKY_REVERSI_LINES_POSITIONS)
    {
      FUZZ_CHECK (sky_record_get_n_moves (record) == 0);
      FUZZ_CHECK (scores.n_moves >= 0 && scores.n_moves <= SKY_OBF_MAX_SCORES);
      for (int i = 0; i < scores.n_moves; i++)
        FUZZ_CHECK (sky_position_is_legal_move (sky_record_get_start (record),
                                                scores.moves[i]));
    }
  else
    {
      const char *result = sky_record_get_tag (record, "Result");

      FUZZ_CHECK (sky_record_get_n_moves (record) > 0);
      FUZZ_CHECK (result == NULL || g_utf8_validate (result, -1, NULL));
      FUZZ_CHECK (scores.n_moves == 0);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const char *text = (const char *) data;
  SkyReversiLines kind;
  gsize offset = 0, start, length, last_end = 0;
  guint line = 0, last_line = 0, n = 0;

  fuzz_init ();
  kind = sky_reversi_lines_detect (text, size);
  FUZZ_CHECK (kind >= SKY_REVERSI_LINES_NONE && kind <= SKY_REVERSI_LINES_POSITIONS);
  while (sky_reversi_lines_next (text, size, &offset, &line, &start, &length))
    {
      FUZZ_CHECK (start >= last_end && length > 0 && start + length <= size);
      FUZZ_CHECK (line > last_line && offset <= size && offset >= start + length);
      last_end = start + length;
      last_line = line;
      if (n++ < MAX_LINES)
        for (SkyReversiLines k = SKY_REVERSI_LINES_MOVES;
             k <= SKY_REVERSI_LINES_POSITIONS; k++)
          check_line (k, text + start, length);
    }
  FUZZ_CHECK (offset == size || size == 0 || offset >= size);
  return 0;
}
