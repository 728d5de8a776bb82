/* sakiyomi-game-text.h: the words the window uses for sides, cells and
 * moves, shared by the board (screen reader) and the status log. */
#pragma once

#include <glib.h>

#include "game.h"

G_BEGIN_DECLS

/* "Black", "X", "First player" … (translated). */
const char *sakiyomi_side_name (const SkyGame *game,
                                SkySide        side);
/* "e4" for reversi, "row 3, column 5" otherwise. */
char *sakiyomi_cell_name (const SkyGame *game,
                          int            cell);
/* "e4, black disc", "row 3, column 5, minus 7", "row 1, column 1, X". */
char *sakiyomi_describe_cell (const SkyPosition *pos,
                              int                cell);
/* "Black plays f5", "White has no move and passes",
 * "First player takes +8 at row 1, column 8". */
char *sakiyomi_describe_move (const SkyPosition *before,
                              SkyMove            move);
/* "+8", "−3" (number-grab's numbers as printed on the board). */
char *sakiyomi_format_number (int value);
/* "60", "−3": a score, with the same minus sign. */
char *sakiyomi_format_score (int value);

G_END_DECLS
