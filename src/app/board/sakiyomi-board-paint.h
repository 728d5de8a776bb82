/* sakiyomi-board-paint.h: what every board painter draws with: the
 * theme's colours as a palette, the sides' colours, rounded cells, marks
 * that read in high contrast, text and the board's coordinates. */
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

typedef struct
{
  GdkRGBA fg;                 /* the theme's text colour */
  GdkRGBA accent;
  GdkRGBA paper;              /* black or white, whichever fg stands out on */
  gboolean dark;              /* the theme is dark (light text) */
  gboolean high_contrast;
} SakiyomiBoardPalette;

extern const GdkRGBA sakiyomi_paint_black;
extern const GdkRGBA sakiyomi_paint_white;

void sakiyomi_paint_get_palette (GtkWidget            *widget,
                                 gboolean              high_contrast,
                                 SakiyomiBoardPalette *p);
void sakiyomi_paint_set_rgba (cairo_t       *cr,
                              const GdkRGBA *c,
                              double         alpha);
void sakiyomi_paint_set_hex (cairo_t *cr,
                             guint32  rgb,
                             double   alpha);
/* A side's colour, shared with the players' panel (GNOME palette). */
guint32 sakiyomi_paint_side_colour (const SakiyomiBoardPalette *p,
                                    SkySide                     side);
void sakiyomi_paint_rounded_rect (cairo_t *cr,
                                  double   x,
                                  double   y,
                                  double   w,
                                  double   h,
                                  double   r);
/* The current path stroked twice: a wide line of under, then a narrow one
 * of over on top, so it reads on any ground. */
void sakiyomi_paint_stroke_double (cairo_t       *cr,
                                   const GdkRGBA *under,
                                   const GdkRGBA *over,
                                   double         width);
void sakiyomi_paint_diamond_path (cairo_t *cr,
                                  double   cx,
                                  double   cy,
                                  double   r);
/* Text centred on (cx, cy), size in device units. */
void sakiyomi_paint_text (GtkWidget  *widget,
                          cairo_t    *cr,
                          const char *text,
                          double      cx,
                          double      cy,
                          double      size,
                          gboolean    bold);
/* The columns' and rows' names on all four edges: columns in letters
 * (a, b, …) or in numbers, rows in numbers. */
void sakiyomi_paint_coordinates (GtkWidget                  *widget,
                                 cairo_t                    *cr,
                                 const SakiyomiBoardLayout  *l,
                                 const SakiyomiBoardPalette *p,
                                 gboolean                    letters);

G_END_DECLS
