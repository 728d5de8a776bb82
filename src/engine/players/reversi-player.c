/* reversi-player.c: reversi's strong engine as an opponent, for the games
 * whose description says they have it (game.h, strength.has_book):
 * player-engine.c comes here.
 *
 * A position in the opening book (reversi-book.h) is played from the book
 * without a search; otherwise reversi's own search (reversi-search.h:
 * bitboards, the strength's evaluator or the default one, the exact
 * endgame solver) runs iterative deepening under strength->seconds up to
 * strength->depth.
 */
#include "config.h"

#include "player.h"
#include "reversi.h"
#include "reversi-book.h"
#include "reversi-player.h"
#include "reversi-search.h"

/* A book position is played at once (see SkyStrength.no_book). */
static gboolean
choose_from_book (const SkyStrength *strength, const SkyPosition *pos,
                  GRand *rand, SkySearchResult *result)
{
  const SkyReversiBook *book = sky_reversi_book_get_default ();
  guint64 P = sky_reversi_discs (pos, pos->to_move);
  guint64 O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
  SkyReversiBookMove moves[SKY_MAX_MOVES], chosen;
  int n;

  if (!sky_reversi_book_choose (book, P, O, strength->variety, rand, &chosen))
    return FALSE;
  n = sky_reversi_book_moves (book, P, O, moves);
  result->move = chosen.square == SKY_REVERSI_BOOK_PASS ? SKY_MOVE_PASS
                                                        : chosen.square;
  result->value = chosen.value;
  result->depth = chosen.depth;
  result->pv[0] = result->move;
  result->pv_length = 1;
  result->n_moves = n;
  for (int i = 0; i < n; i++)
    {
      result->moves[i] = moves[i].square == SKY_REVERSI_BOOK_PASS
                         ? SKY_MOVE_PASS : moves[i].square;
      result->move_values[i] = moves[i].value;
    }
  result->move_values_exact = TRUE;
  result->book = TRUE;
  return TRUE;
}

gboolean
sky_reversi_player_choose (const SkyStrength *strength, const SkyPosition *pos,
                           GRand *rand, GCancellable *cancellable,
                           SkyProgressFunc progress, gpointer progress_data,
                           SkySearchResult *result, GError **error)
{
  SkyReversiSearchOptions options = {
    .max_depth = strength->depth,
    .seconds = strength->seconds,
    .solve_empties = strength->solve_empties,
    .exact_values = strength->exact_values,
    .threads = strength->threads,
    .evaluator = strength->evaluator,
    .selective = strength->selective,
    /* Every value a person sees comes from here: steady across depths. */
    .steady_values = TRUE,
    .cancellable = cancellable,
    .progress = progress,
    .progress_data = progress_data,
  };

  if (!strength->no_book && !strength->exact_values
      && choose_from_book (strength, pos, rand, result))
    return TRUE;
  return sky_reversi_search (sky_reversi_discs (pos, pos->to_move),
                             sky_reversi_discs (pos,
                                                SKY_SIDE_OTHER (pos->to_move)),
                             &options, result, error);
}
