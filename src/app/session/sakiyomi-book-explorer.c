/* sakiyomi-book-explorer.c: the opening book as the window shows it. */
#include "config.h"

#include "sakiyomi-book-explorer.h"

#include "reversi.h"
#include "reversi-book.h"

static int
book_moves (const SkyPosition *pos, SkyReversiBookMove *moves)
{
  guint64 P, O;

  if (!pos->game->strength.has_book || sky_position_is_over (pos))
    return 0;
  P = sky_reversi_discs (pos, pos->to_move);
  O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
  return sky_reversi_book_moves (sky_reversi_book_get_default (), P, O,
                                 moves);
}

int
sakiyomi_book_explorer_moves (const SkyPosition *pos,
                              SkyMove           *moves,
                              int               *discs)
{
  SkyReversiBookMove known[SKY_MAX_MOVES];
  int n = book_moves (pos, known);

  for (int i = 0; i < n; i++)
    {
      moves[i] = known[i].square == SKY_REVERSI_BOOK_PASS ? SKY_MOVE_PASS
                                                           : known[i].square;
      /* Hundredths to whole discs, halves away from zero. */
      discs[i] = (int) (known[i].value / 100.0
                        + (known[i].value < 0 ? -0.5 : 0.5));
    }
  return n;
}

gboolean
sakiyomi_book_knows_every_move (const SkyPosition *pos)
{
  SkyReversiBookMove known[SKY_MAX_MOVES];
  SkyMove legal[SKY_MAX_MOVES];
  int n = book_moves (pos, known);

  for (int i = 0; i < n; i++)
    if (!known[i].in_book)
      return FALSE;
  return n > 0 && n == sky_position_legal_moves (pos, legal);
}
