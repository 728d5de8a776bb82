/* sakiyomi-numbergrab-painter.h: the painter of numbergrab's board, registered at
 * the board painters' extension point under the game's id. */
#pragma once

#include "sakiyomi-board-painter.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_NUMBERGRAB_PAINTER (sakiyomi_numbergrab_painter_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiNumbergrabPainter, sakiyomi_numbergrab_painter,
                      SAKIYOMI, NUMBERGRAB_PAINTER, SakiyomiBoardPainter)

G_END_DECLS
