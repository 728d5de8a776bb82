/* cli-bench-tictactoe.c: the tic-tac-toe item of `sakiyomi-cli bench`
 * (cli-bench.h): the game solved exactly, again and again. */
#include "config.h"

#include <glib/gi18n.h>

#include "cli-bench.h"
#include "search-generic.h"

/* Tic-tac-toe solved exactly from the empty board by the engine, a thousand
 * times (each a fresh search): all nine first moves are draws. */
static void
bench_engine_tictactoe (BenchRun *run)
{
  const SkyGame *game = sky_game_get (SKY_GAME_TICTACTOE);
  g_autoptr(SkyPosition) start = sky_position_new (game, NULL);
  SkyGenericSearchOptions options = { .exact_values = TRUE };
  int n = run->quick ? 100 : 1000;
  gboolean all_draws = TRUE;
  SkySearchResult result;

  run->name = g_strdup_printf (_("tic-tac-toe engine, exact, %d times"), n);
  run->unit = _("nodes");
  for (int i = 0; i < n; i++)
    {
      sky_generic_search (start, &options, &result, NULL);
      run->count += result.nodes;
      for (int k = 0; k < result.n_moves; k++)
        all_draws = all_draws && result.move_values[k] == 0;
    }
  all_draws = all_draws && result.n_moves == 9 && result.solved;
  run->check = all_draws ? CHECK_OK : CHECK_WRONG;
  run->note = g_strdup (_("every first move draws"));
}

/* In the set's order (cli-bench-set.c). */
const BenchItem sky_cli_bench_tictactoe_items[] = {
  { "engine-tictactoe", bench_engine_tictactoe },
  { NULL }
};
