/* fuzz-obf.c: sky_reversi_obf_parse, the board string and OBF line reader
 * (solve, analyze, the position editor, a record's start).  Accepted:
 * the board string written back reads back to the same position, the
 * scores are distinct legal moves in range, the position reachable (its
 * centre filled).  Refused: the position and scores are untouched. */
#include "config.h"

#include "fuzz-common.h"
#include "reversi.h"
#include "reversi-obf.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(SkyPosition) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *board = NULL;
  g_autofree char *obf = NULL;
  g_autofree char *again = NULL;
  SkyObfScores expected = { .n_moves = -1 };
  const guint64 centre = G_GUINT64_CONSTANT (0x0000001818000000);

  fuzz_init ();
  pos = sky_position_new (&sky_reversi_game, NULL);
  before = sky_reversi_board_format (pos);
  text = fuzz_string (data, size);
  if (!sky_reversi_obf_parse (text, pos, &expected, &error))
    {
      g_autofree char *after = sky_reversi_board_format (pos);

      FUZZ_CHECK (error != NULL && error->domain == SKY_GAME_ERROR
                  && *error->message != '\0');
      FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL));
      FUZZ_CHECK (g_strcmp0 (after, before) == 0);
      FUZZ_CHECK (expected.n_moves == -1);
      return 0;
    }
  FUZZ_CHECK (error == NULL);
  FUZZ_CHECK (((sky_reversi_discs (pos, SKY_SIDE_FIRST)
                | sky_reversi_discs (pos, SKY_SIDE_SECOND)) & centre) == centre);
  FUZZ_CHECK (expected.n_moves >= 0 && expected.n_moves <= SKY_OBF_MAX_SCORES);
  for (int i = 0; i < expected.n_moves; i++)
    {
      FUZZ_CHECK (sky_position_is_legal_move (pos, expected.moves[i]));
      FUZZ_CHECK (expected.scores[i] >= -64 && expected.scores[i] <= 64);
      for (int j = 0; j < i; j++)
        FUZZ_CHECK (expected.moves[j] != expected.moves[i]);
      FUZZ_CHECK (sky_obf_scores_best (&expected) >= expected.scores[i]);
    }

  /* Written back, it reads back to itself, as a board string and as OBF. */
  board = sky_reversi_board_format (pos);
  obf = sky_reversi_obf_format (pos);
  back = sky_position_new (&sky_reversi_game, NULL);
  FUZZ_CHECK (sky_reversi_board_parse (board, back, NULL));
  again = sky_reversi_board_format (back);
  FUZZ_CHECK (g_strcmp0 (again, board) == 0);
  FUZZ_CHECK (back->to_move == pos->to_move);
  FUZZ_CHECK (sky_reversi_obf_parse (obf, back, &expected, NULL));
  FUZZ_CHECK (expected.n_moves == 0);
  fuzz_check_position (pos);
  return 0;
}
