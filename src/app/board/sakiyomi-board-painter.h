/* sakiyomi-board-painter.h: where a board sits in a widget, and the
 * painter that draws a game's board there with Cairo: its cells, the
 * legal moves, the hint, the hover and the keyboard cursor, in the normal
 * or the high-contrast style.
 *
 * Each game's painter is its own subclass, found by the game's id at the
 * extension point SAKIYOMI_BOARD_PAINTER_EXTENSION_POINT_NAME the way GTK
 * finds its media and print backends; a game with none is drawn by this
 * class itself, a plain grid of cells.
 */
#pragma once

#include <gtk/gtk.h>

#include "game.h"
#include "sakiyomi-board-marks.h"
#include "sakiyomi-board-paint.h"

G_BEGIN_DECLS

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
  SakiyomiMarkKind hint_kind; /* what the hint is: the engine's, the
                               * book's, a review's better move */
  SkyMove played;             /* a review's move played here, or
                               * SKY_MOVE_NONE */
  int n_hint_values;
  const SkyMove *hint_moves;
  const int *hint_values;

  /* Flips (a painter with animates_flips): what each cell showed before
   * the move, and how far the animation is (0 to 1; at 1 anim_from is not
   * read). */
  const SkyCellKind *anim_from;
  double anim_progress;

  /* The high-contrast style: pieces, legal moves, the hint and the cursor
   * told apart by shape and strong outlines, not by colour alone. */
  gboolean high_contrast;
} SakiyomiBoardScene;

#define SAKIYOMI_BOARD_PAINTER_EXTENSION_POINT_NAME "sakiyomi-board-painter"

#define SAKIYOMI_TYPE_BOARD_PAINTER (sakiyomi_board_painter_get_type ())
G_DECLARE_DERIVABLE_TYPE (SakiyomiBoardPainter, sakiyomi_board_painter,
                          SAKIYOMI, BOARD_PAINTER, GObject)

struct _SakiyomiBoardPainterClass
{
  GObjectClass parent_class;

  /* The board and its pieces; the hover, the hint and the cursor are
   * drawn over it afterwards by this class. */
  void (*draw_board) (SakiyomiBoardPainter       *self,
                      GtkWidget                  *widget,
                      cairo_t                    *cr,
                      const SakiyomiBoardLayout  *layout,
                      const SakiyomiBoardScene   *scene,
                      const SakiyomiBoardPalette *palette);

  /* A side's token beside its player's name (the players' panel): its
   * piece, centred on (cx, cy) within radius r. */
  void (*draw_token) (SakiyomiBoardPainter *self,
                      GtkWidget            *widget,
                      cairo_t              *cr,
                      double                cx,
                      double                cy,
                      double                r,
                      SkySide               side);

  /* How the marks drawn over the board suit it: */
  gboolean dark_board;        /* light marks on a dark board of its own
                               * colour, whatever the theme */
  gboolean hint_rings;        /* high contrast: the hint as a double ring
                               * around what the cell shows (a diamond
                               * would cross a number's digits) */
  gboolean animates_flips;    /* a move's turned pieces are animated */
};

/* The painter of game: its own, found by its id, else this class's plain
 * grid of cells.  Painters keep no state; the caller owns the reference. */
SakiyomiBoardPainter *sakiyomi_board_painter_new_for_game (const SkyGame *game);

/* Draws scene into cr; widget gives the theme's colours and the fonts. */
void sakiyomi_board_painter_draw (SakiyomiBoardPainter      *self,
                                  GtkWidget                 *widget,
                                  cairo_t                   *cr,
                                  const SakiyomiBoardLayout *layout,
                                  const SakiyomiBoardScene  *scene);

gboolean sakiyomi_board_painter_animates_flips (SakiyomiBoardPainter *self);

/* Draws side's token centred on (cx, cy) within radius r; widget gives
 * the theme's colours. */
void sakiyomi_board_painter_draw_token (SakiyomiBoardPainter *self,
                                        GtkWidget            *widget,
                                        cairo_t              *cr,
                                        double                cx,
                                        double                cy,
                                        double                r,
                                        SkySide               side);

/* The app's own painters at the extension point (sakiyomi-board-painters.c):
 * one line a game that has one. */
void sakiyomi_board_painters_ensure (void);

G_END_DECLS
