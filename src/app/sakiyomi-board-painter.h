/* sakiyomi-board-painter.h: where a board sits in a widget, and drawing
 * it there with Cairo: each game's cells, the legal moves, the hint, the
 * hover and the keyboard cursor, in the normal or the high-contrast
 * style. */
#pragma once

#include <gtk/gtk.h>

#include "game.h"

G_BEGIN_DECLS

/* Where the board sits in a widget of a given size. */
typedef struct
{
  int cols, rows;
  double x0, y0;              /* top left of the first cell */
  double cell;                /* side of one cell */
  double margin;              /* room for coordinates around the board */
} SakiyomiBoardLayout;

/* FALSE if the widget has no room. */
gboolean sakiyomi_board_painter_layout (const SkyGame       *game,
                                        int                  width,
                                        int                  height,
                                        SakiyomiBoardLayout *layout);
/* The cell at (x, y), or -1 off the board. */
int sakiyomi_board_painter_cell_at (const SakiyomiBoardLayout *layout,
                                    double                     x,
                                    double                     y);

/* What to draw: the view decides what shows, the painter only draws it. */
typedef struct
{
  const SkyPosition *pos;
  const SkyMove *legal;
  int n_legal;
  gboolean show_legal_moves;

  int hover;                  /* a legal cell under the pointer, or -1 */
  int cursor;                 /* the keyboard cursor when shown, or -1 */

  SkyMove hint;               /* SKY_MOVE_NONE: no hint */
  int n_hint_values;
  const SkyMove *hint_moves;
  const int *hint_values;

  /* Reversi flips: what each cell showed before the move, and how far
   * the animation is (0 to 1; at 1 anim_from is not read). */
  const SkyCellKind *anim_from;
  double anim_progress;

  /* The high-contrast style: discs, legal moves, the hint and the cursor
   * told apart by shape and strong outlines, not by colour alone. */
  gboolean high_contrast;
} SakiyomiBoardScene;

/* Draws scene into cr; widget gives the theme's colours and the fonts. */
void sakiyomi_board_painter_draw (GtkWidget                 *widget,
                                  cairo_t                   *cr,
                                  const SakiyomiBoardLayout *layout,
                                  const SakiyomiBoardScene  *scene);

G_END_DECLS
