/* sakiyomi-tictactoe-painter.h: the painter of tictactoe's board, registered at
 * the board painters' extension point under the game's id. */
#pragma once

#include "sakiyomi-board-painter.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_TICTACTOE_PAINTER (sakiyomi_tictactoe_painter_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiTictactoePainter, sakiyomi_tictactoe_painter,
                      SAKIYOMI, TICTACTOE_PAINTER, SakiyomiBoardPainter)

G_END_DECLS
