/* sakiyomi-board-marks.c: the marks over a board (see the header).
 *
 * The colours (GNOME's palette): the hint yellow, the book's move blue
 * and dashed, a review's better move green and doubled, the move played
 * there an orange cross, the cursor a white (or the accent's) square.  In
 * high contrast, shapes alone tell them apart: a diamond, a dashed
 * diamond, a double ring, a cross, a dashed square; each drawn twice,
 * wide in one colour and narrow in the other, so that it reads on any
 * square. */
#define G_LOG_DOMAIN "sakiyomi-board-marks"

#include "config.h"

#include "sakiyomi-board-marks.h"

static void
cell_centre (const SakiyomiBoardLayout *l,
             int                        cell,
             double                    *cx,
             double                    *cy)
{
  *cx = l->x0 + (cell % l->cols + 0.5) * l->cell;
  *cy = l->y0 + (cell / l->cols + 0.5) * l->cell;
}

/* The high-contrast ink and paper: on a dark board white over black. */
static void
contrast_colours (const SakiyomiMarkStyle *style,
                  const GdkRGBA          **ink,
                  const GdkRGBA          **paper)
{
  *ink = style->dark_board ? &sakiyomi_paint_white : &style->palette->fg;
  *paper = style->dark_board ? &sakiyomi_paint_black : &style->palette->paper;
}

static void
ring_path (cairo_t *cr,
           double   cx,
           double   cy,
           double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
}

void
sakiyomi_board_marks_draw_move (cairo_t                 *cr,
                                const SakiyomiMarkStyle *style,
                                SakiyomiMarkKind         kind,
                                int                      cell,
                                gboolean                 small)
{
  const SakiyomiBoardLayout *l = style->layout;
  const GdkRGBA *ink, *paper;
  double cx, cy, dash = MAX (3, l->cell * 0.08);
  double r = l->cell * (small ? 0.23 : 0.36);
  double lw = MAX (2, l->cell * 0.06);

  cell_centre (l, cell, &cx, &cy);
  contrast_colours (style, &ink, &paper);
  cairo_save (cr);
  if (style->palette->high_contrast)
    {
      if (kind == SAKIYOMI_MARK_BETTER || style->around_number)
        {
          /* Two rings: around a number a diamond would cross its digits. */
          ring_path (cr, cx, cy, l->cell * 0.36);
          ring_path (cr, cx, cy, l->cell * 0.44);
          if (kind == SAKIYOMI_MARK_BOOK)
            cairo_set_dash (cr, &dash, 1, 0);
          sakiyomi_paint_stroke_double (cr, paper, ink, MAX (2, l->cell * 0.035));
        }
      else
        {
          sakiyomi_paint_diamond_path (cr, cx, cy, l->cell * (small ? 0.28 : 0.38));
          if (kind == SAKIYOMI_MARK_BOOK)
            cairo_set_dash (cr, &dash, 1, 0);
          sakiyomi_paint_stroke_double (cr, paper, ink, CLAMP (l->cell * 0.06, 3, 8));
        }
      cairo_restore (cr);
      return;
    }
  switch (kind)
    {
    case SAKIYOMI_MARK_HINT:
      ring_path (cr, cx, cy, r);
      sakiyomi_paint_set_hex (cr, style->dark_board ? 0xf6d32d : 0x26a269, 1.0);
      break;
    case SAKIYOMI_MARK_BOOK:
      ring_path (cr, cx, cy, r);
      cairo_set_dash (cr, &dash, 1, 0);
      sakiyomi_paint_set_hex (cr, style->dark_board ? 0x99c1f1 : 0x1c71d8, 1.0);
      break;
    case SAKIYOMI_MARK_BETTER:
      ring_path (cr, cx, cy, r);
      ring_path (cr, cx, cy, r - lw * 1.6);
      lw = MAX (2, l->cell * 0.04);
      sakiyomi_paint_set_hex (cr, style->dark_board ? 0x8ff0a4 : 0x26a269, 1.0);
      break;
    }
  cairo_set_line_width (cr, lw);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
sakiyomi_board_marks_draw_played (cairo_t                 *cr,
                                  const SakiyomiMarkStyle *style,
                                  int                      cell)
{
  const SakiyomiBoardLayout *l = style->layout;
  const GdkRGBA *ink, *paper;
  double cx, cy, half = l->cell * 0.3;

  cell_centre (l, cell, &cx, &cy);
  contrast_colours (style, &ink, &paper);
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, cx - half, cy - half);
  cairo_line_to (cr, cx + half, cy + half);
  cairo_move_to (cr, cx + half, cy - half);
  cairo_line_to (cr, cx - half, cy + half);
  if (style->palette->high_contrast)
    sakiyomi_paint_stroke_double (cr, paper, ink, CLAMP (l->cell * 0.06, 3, 8));
  else
    {
      sakiyomi_paint_set_hex (cr, style->dark_board ? 0xffa348 : 0xc64600, 1.0);
      cairo_set_line_width (cr, MAX (2, l->cell * 0.07));
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

void
sakiyomi_board_marks_draw_cursor (cairo_t                 *cr,
                                  const SakiyomiMarkStyle *style,
                                  int                      cell)
{
  const SakiyomiBoardLayout *l = style->layout;
  const GdkRGBA *ink, *paper;
  double x = l->x0 + (cell % l->cols) * l->cell;
  double y = l->y0 + (cell / l->cols) * l->cell;
  double lw = MAX (2, l->cell * 0.05);

  contrast_colours (style, &ink, &paper);
  cairo_save (cr);
  if (style->palette->high_contrast)
    {
      /* A thick dashed square on a solid one of the other colour. */
      double dash = lw * 2;

      lw = MAX (3, l->cell * 0.07);
      cairo_rectangle (cr, x + lw / 2, y + lw / 2, l->cell - lw, l->cell - lw);
      sakiyomi_paint_set_rgba (cr, paper, 1.0);
      cairo_set_line_width (cr, lw);
      cairo_stroke_preserve (cr);
      sakiyomi_paint_set_rgba (cr, ink, 1.0);
      cairo_set_dash (cr, &dash, 1, 0);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }
  sakiyomi_paint_rounded_rect (cr, x + lw / 2, y + lw / 2, l->cell - lw,
                               l->cell - lw, lw);
  if (style->dark_board)
    sakiyomi_paint_set_rgba (cr, &sakiyomi_paint_white, 0.95);
  else
    sakiyomi_paint_set_rgba (cr, &style->palette->accent, 1.0);
  cairo_set_line_width (cr, lw);
  cairo_stroke (cr);
  cairo_restore (cr);
}
