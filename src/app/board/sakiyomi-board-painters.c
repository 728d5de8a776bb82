/* sakiyomi-board-painters.c: the app's own board painters, one line a
 * game that has one; each registers itself at the extension point under
 * its game's id when its type is made.  A game without a line here is
 * drawn by the plain grid of SakiyomiBoardPainter. */
#include "config.h"

#include "sakiyomi-board-painter.h"
#include "sakiyomi-numbergrab-painter.h"
#include "sakiyomi-reversi-painter.h"
#include "sakiyomi-tictactoe-painter.h"

void
sakiyomi_board_painters_ensure (void)
{
  g_type_ensure (SAKIYOMI_TYPE_NUMBERGRAB_PAINTER);
  g_type_ensure (SAKIYOMI_TYPE_TICTACTOE_PAINTER);
  g_type_ensure (SAKIYOMI_TYPE_REVERSI_PAINTER);
}
