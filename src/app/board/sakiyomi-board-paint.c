/* sakiyomi-board-paint.c: the drawing every board painter shares.
 *
 * The colours of text and grid come from the theme; the boards' own
 * colours are chosen to read in light and dark styles alike.  The
 * high-contrast marks tell things apart by shape and by strong
 * light-on-dark outlines, never by colour alone.
 */
#define G_LOG_DOMAIN "sakiyomi-board-paint"

#include "config.h"

#include <math.h>

#include "sakiyomi-board-paint.h"

void
sakiyomi_paint_get_palette (GtkWidget            *widget,
                            gboolean              high_contrast,
                            SakiyomiBoardPalette *p)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  gtk_style_context_get_color (context, &p->fg);
  if (!gtk_style_context_lookup_color (context, "accent_bg_color", &p->accent)
      && !gtk_style_context_lookup_color (context, "theme_selected_bg_color",
                                          &p->accent))
    gdk_rgba_parse (&p->accent, "#3584e4");
  G_GNUC_END_IGNORE_DEPRECATIONS
  p->dark = 0.299 * p->fg.red + 0.587 * p->fg.green + 0.114 * p->fg.blue > 0.5;

  /* Dark themes have a deep, greyish accent that hardly shows on dark
   * cells: use GNOME's light blue there instead. */
  if (p->dark)
    gdk_rgba_parse (&p->accent, "#62a0ea");

  p->high_contrast = high_contrast;
  p->paper = p->dark ? (GdkRGBA) { 0, 0, 0, 1 } : (GdkRGBA) { 1, 1, 1, 1 };
  /* High contrast: what the accent marks is drawn in the text colour. */
  if (high_contrast)
    p->accent = p->fg;
}

void
sakiyomi_paint_set_rgba (cairo_t       *cr,
                         const GdkRGBA *c,
                         double         alpha)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha * alpha);
}

void
sakiyomi_paint_set_hex (cairo_t *cr,
                        guint32  rgb,
                        double   alpha)
{
  cairo_set_source_rgba (cr, ((rgb >> 16) & 0xff) / 255.0,
                         ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0,
                         alpha);
}

/* Side colours shared with the players' panel (GNOME palette). */
#define FIRST_COLOUR_LIGHT  0x1c71d8
#define FIRST_COLOUR_DARK   0x62a0ea
#define SECOND_COLOUR_LIGHT 0xe66100
#define SECOND_COLOUR_DARK  0xffa348

guint32
sakiyomi_paint_side_colour (const SakiyomiBoardPalette *p,
                            SkySide                     side)
{
  if (side == SKY_SIDE_FIRST)
    return p->dark ? FIRST_COLOUR_DARK : FIRST_COLOUR_LIGHT;
  return p->dark ? SECOND_COLOUR_DARK : SECOND_COLOUR_LIGHT;
}

void
sakiyomi_paint_rounded_rect (cairo_t *cr,
                             double   x,
                             double   y,
                             double   w,
                             double   h,
                             double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* ---- High-contrast marks ---------------------------------------------- */

/* The current path stroked twice: a wide line of under, then a narrow one
 * of over on top, so it reads on any ground. */
void
sakiyomi_paint_stroke_double (cairo_t       *cr,
                              const GdkRGBA *under,
                              const GdkRGBA *over,
                              double         width)
{
  cairo_set_line_width (cr, width * 3);
  sakiyomi_paint_set_rgba (cr, under, 1.0);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  sakiyomi_paint_set_rgba (cr, over, 1.0);
  cairo_stroke (cr);
}

void
sakiyomi_paint_diamond_path (cairo_t *cr,
                             double   cx,
                             double   cy,
                             double   r)
{
  cairo_move_to (cr, cx, cy - r);
  cairo_line_to (cr, cx + r, cy);
  cairo_line_to (cr, cx, cy + r);
  cairo_line_to (cr, cx - r, cy);
  cairo_close_path (cr);
}

const GdkRGBA sakiyomi_paint_black = { 0, 0, 0, 1 };
const GdkRGBA sakiyomi_paint_white = { 1, 1, 1, 1 };

/* Text centred on (cx, cy), size in device units. */
void
sakiyomi_paint_text (GtkWidget  *widget,
                     cairo_t    *cr,
                     const char *text,
                     double      cx,
                     double      cy,
                     double      size,
                     gboolean    bold)
{
  g_autoptr(PangoLayout) layout =
    gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *desc = pango_font_description_new ();
  PangoAttrList *attrs;
  PangoRectangle ink, logical;

  pango_font_description_set_family (desc, "Sans");
  pango_font_description_set_absolute_size (desc, MAX (size, 1) * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD
                                                : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  /* Digits of equal width keep columns of numbers tidy. */
  attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum=1"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  cairo_move_to (cr, cx - logical.width / 2.0 - logical.x,
                 cy - ink.y - ink.height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

void
sakiyomi_paint_coordinates (GtkWidget                  *widget,
                            cairo_t                    *cr,
                            const SakiyomiBoardLayout  *l,
                            const SakiyomiBoardPalette *p,
                            gboolean                    letters)
{
  /* Smaller where the margin is narrow (a phone's board), and centred
   * in what the board's frame leaves of it. */
  double size = l->cell * MIN (0.28, l->margin * 0.8);
  double frame = p->high_contrast ? 4 : 2;
  double gap = (l->margin * l->cell + frame) / 2;

  sakiyomi_paint_set_rgba (cr, &p->fg, p->high_contrast ? 1.0 : 0.7);
  for (int i = 0; i < l->cols; i++)
    {
      char label[8];
      double cx = l->x0 + (i + 0.5) * l->cell;

      if (letters)
        g_snprintf (label, sizeof label, "%c", 'a' + i);
      else
        g_snprintf (label, sizeof label, "%d", i + 1);
      sakiyomi_paint_text (widget, cr, label, cx,
                           l->y0 - gap, size, FALSE);
      sakiyomi_paint_text (widget, cr, label, cx,
                           l->y0 + l->rows * l->cell + gap,
                           size, FALSE);
    }
  for (int i = 0; i < l->rows; i++)
    {
      char label[8];
      double cy = l->y0 + (i + 0.5) * l->cell;

      g_snprintf (label, sizeof label, "%d", i + 1);
      sakiyomi_paint_text (widget, cr, label, l->x0 - gap,
                           cy, size, FALSE);
      sakiyomi_paint_text (widget, cr, label,
                           l->x0 + l->cols * l->cell + gap,
                           cy, size, FALSE);
    }
}
