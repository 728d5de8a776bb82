/* tictactoe-table.h: tic-tac-toe searched to its end from a table of every
 * position's exact value under each rule (5,478 positions, worked out once
 * per process), which the generic search answers from for a game whose
 * description says so (game.h, exact_table). */
#pragma once

#include "search-types.h"

G_BEGIN_DECLS

/* The root's moves and values, the best move and its line, as
 * sky_generic_search () gives them searching to the end, on its scale (a
 * win at the root is win, SKY_GENERIC_WIN); progress (may be NULL) gets
 * the one report of the search done. */
void sky_tictactoe_table_search (const SkyPosition *pos, int win,
                                 SkyProgressFunc progress,
                                 gpointer progress_data,
                                 SkySearchResult *result);

G_END_DECLS
