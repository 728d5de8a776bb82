/* fuzz-move.c: the move text parsers (move_from_string) of the three games,
 * from a few fixed positions.  The first byte picks the position, the rest
 * is the move text.  A move read must be legal there, and its name must
 * read back to it. */
#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "game.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static const struct {
  SkyGameKind game;
  const char *position;       /* NULL: the start position */
  const char *moves;          /* played from it, space separated */
} positions[] = {
  { SKY_GAME_REVERSI, NULL, NULL },
  { SKY_GAME_REVERSI, NULL, "f5 d6 c3 d3 c4" },
  /* White must pass. */
  { SKY_GAME_REVERSI, "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-O O", NULL },
  /* Over: neither side can move. */
  { SKY_GAME_REVERSI, "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-- X", NULL },
  { SKY_GAME_NUMBERGRAB, NULL, NULL },
  { SKY_GAME_NUMBERGRAB, NULL, "h1 h4 e4" },
  { SKY_GAME_TICTACTOE, NULL, NULL },
  { SKY_GAME_TICTACTOE, "XO./.X./... O", NULL },
  { SKY_GAME_TICTACTOE, "XXX/OO./... O", NULL },
};

static SkyPosition *
make_position (guint index)
{
  const SkyGame *game = sky_game_get (positions[index].game);
  SkyGameSetup setup = { 7, FALSE };
  SkyPosition *pos;
  g_auto(GStrv) moves = NULL;

  if (positions[index].position != NULL)
    pos = sky_position_new_from_string (game, positions[index].position, NULL);
  else
    pos = sky_position_new (game, &setup);
  FUZZ_CHECK (pos != NULL);
  if (positions[index].moves == NULL)
    return pos;
  moves = g_strsplit (positions[index].moves, " ", -1);
  for (int i = 0; moves[i] != NULL; i++)
    {
      SkyMove move;

      FUZZ_CHECK (game->move_from_string (pos, moves[i], &move, NULL));
      sky_position_play (pos, move);
    }
  return pos;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SkyMove move = SKY_MOVE_NONE;

  fuzz_init ();
  if (size < 1)
    return 0;
  pos = make_position (data[0] % G_N_ELEMENTS (positions));
  text = fuzz_string (data + 1, size - 1);
  if (pos->game->move_from_string (pos, text, &move, &error))
    {
      g_autofree char *name = pos->game->move_to_string (pos, move);
      SkyMove again = SKY_MOVE_NONE;

      FUZZ_CHECK (error == NULL);
      FUZZ_CHECK (sky_position_is_legal_move (pos, move));
      FUZZ_CHECK (pos->game->move_from_string (pos, name, &again, NULL));
      FUZZ_CHECK (again == move);
      sky_position_play (pos, move);
      fuzz_check_position (pos);
    }
  else
    FUZZ_CHECK (error != NULL && error->domain == SKY_GAME_ERROR
                && *error->message != '\0');
  return 0;
}
