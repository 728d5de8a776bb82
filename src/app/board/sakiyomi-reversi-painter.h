/* sakiyomi-reversi-painter.h: the painter of reversi's board, registered at
 * the board painters' extension point under the game's id. */
#pragma once

#include "sakiyomi-board-painter.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_REVERSI_PAINTER (sakiyomi_reversi_painter_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiReversiPainter, sakiyomi_reversi_painter,
                      SAKIYOMI, REVERSI_PAINTER, SakiyomiBoardPainter)

G_END_DECLS
