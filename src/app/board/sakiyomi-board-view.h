/* sakiyomi-board-view.h: draws a position of any game and takes clicks and
 * keys on its cells. */
#pragma once

#include <gtk/gtk.h>

#include "game.h"
#include "sakiyomi-board-marks.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_BOARD_VIEW (sakiyomi_board_view_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiBoardView, sakiyomi_board_view,
                      SAKIYOMI, BOARD_VIEW, GtkWidget)

GtkWidget *sakiyomi_board_view_new (void);

/* Shows pos (copied).  previous, if not NULL, is the position before the
 * move that led to pos: reversi flips between the two are animated when
 * animation is on. */
void sakiyomi_board_view_set_position (SakiyomiBoardView *self,
                                       const SkyPosition *pos,
                                       const SkyPosition *previous);
const SkyPosition *sakiyomi_board_view_get_position (SakiyomiBoardView *self);

void sakiyomi_board_view_set_interactive (SakiyomiBoardView *self,
                                          gboolean           interactive);
gboolean sakiyomi_board_view_get_interactive (SakiyomiBoardView *self);
void sakiyomi_board_view_set_show_legal_moves (SakiyomiBoardView *self,
                                               gboolean           show);
/* The app's switch; flips also need GtkSettings:gtk-enable-animations. */
void sakiyomi_board_view_set_animate (SakiyomiBoardView *self,
                                      gboolean           animate);
/* A flip runs (a tick callback is on). */
gboolean sakiyomi_board_view_is_animating (SakiyomiBoardView *self);
/* The high-contrast style: marks told apart by shape and outline. */
void sakiyomi_board_view_set_high_contrast (SakiyomiBoardView *self,
                                            gboolean           high_contrast);
gboolean sakiyomi_board_view_get_high_contrast (SakiyomiBoardView *self);
/* Sets the high-contrast style whenever the desktop asks for it (its High
 * Contrast switch, or a high-contrast GTK theme).  The one input: every
 * other view of the window follows this board's property. */
void sakiyomi_board_view_follow_desktop_contrast (SakiyomiBoardView *self);

/* A hint: the best move, and optionally every legal move's value. */
void sakiyomi_board_view_set_hint (SakiyomiBoardView *self,
                                   SkyMove            best,
                                   int                n_moves,
                                   const SkyMove     *moves,
                                   const int         *values);
void sakiyomi_board_view_clear_hint (SakiyomiBoardView *self);
SkyMove sakiyomi_board_view_get_hint (SakiyomiBoardView *self);
/* What the hint's move is (the engine's, the book's, a review's better
 * move): each has its own mark. */
void sakiyomi_board_view_set_hint_kind (SakiyomiBoardView *self,
                                        SakiyomiMarkKind   kind);
SakiyomiMarkKind sakiyomi_board_view_get_hint_kind (SakiyomiBoardView *self);
/* A review's move played in the position shown, marked with a cross
 * (cleared with the position, like the hint). */
void sakiyomi_board_view_set_played (SakiyomiBoardView *self,
                                     SkyMove            move);
SkyMove sakiyomi_board_view_get_played (SakiyomiBoardView *self);

/* The board drawn into cr for a widget of width x height: what snapshot
 * does, callable on an image surface. */
void sakiyomi_board_view_draw (SakiyomiBoardView *self,
                               cairo_t           *cr,
                               int                width,
                               int                height);

/* Geometry for a widget of width x height. */
gboolean sakiyomi_board_view_cell_center (SakiyomiBoardView *self,
                                          int                width,
                                          int                height,
                                          int                cell,
                                          double            *x,
                                          double            *y);

/* What a click at (x, y) of the widget does: emits ::cell-activated for the
 * cell there when the board is interactive. */
void sakiyomi_board_view_click (SakiyomiBoardView *self,
                                double             x,
                                double             y);

/* The keyboard cursor and its spoken description ("e4, black disc"). */
void sakiyomi_board_view_set_cursor (SakiyomiBoardView *self,
                                     int                cell);
/* The keyboard cursor is drawn: the board has the focus and the keys
 * moved the cursor last (never after a click). */
gboolean sakiyomi_board_view_get_cursor_shown (SakiyomiBoardView *self);
int sakiyomi_board_view_get_cursor (SakiyomiBoardView *self);
char *sakiyomi_board_view_describe_cell (SakiyomiBoardView *self,
                                         int                cell);

G_END_DECLS
