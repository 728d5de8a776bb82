/* sakiyomi-board-marks.h: the marks drawn over a board, each of its own
 * colour and shape so that no two can be taken for each other: the hint,
 * the opening book's best move, a review's better move and the move
 * played there, and the keyboard cursor.  (The last move's dot and the
 * legal moves are the game painters' own.) */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-board-paint.h"

G_BEGIN_DECLS

/* What the view's one highlighted move is. */
typedef enum
{
  SAKIYOMI_MARK_HINT,         /* the engine's best move, asked for */
  SAKIYOMI_MARK_BOOK,         /* the opening book's best move */
  SAKIYOMI_MARK_BETTER        /* a review's better move than the one played */
} SakiyomiMarkKind;

/* How a mark is drawn: its colour on the game's board, and whether the
 * board is dark (reversi's green) or the theme's. */
typedef struct
{
  const SakiyomiBoardLayout *layout;
  const SakiyomiBoardPalette *palette;
  gboolean dark_board;
  gboolean around_number;     /* the cell shows a number (number-grab, a
                               * value of the hint's overlay): a mark
                               * around it, not over it */
} SakiyomiMarkStyle;

void sakiyomi_board_marks_draw_move (cairo_t                 *cr,
                                     const SakiyomiMarkStyle *style,
                                     SakiyomiMarkKind         kind,
                                     int                      cell,
                                     gboolean                 small);
/* A review's played move: a cross in its cell. */
void sakiyomi_board_marks_draw_played (cairo_t                 *cr,
                                       const SakiyomiMarkStyle *style,
                                       int                      cell);
void sakiyomi_board_marks_draw_cursor (cairo_t                 *cr,
                                       const SakiyomiMarkStyle *style,
                                       int                      cell);

G_END_DECLS
