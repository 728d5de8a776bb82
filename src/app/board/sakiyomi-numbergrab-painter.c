/* sakiyomi-numbergrab-painter.c: number-grab's board: the numbers, the line
 * the side to move must take from, the taken cells in their taker's colour
 * (high contrast: a bar along the taker's line) and the coordinates.
 */
#define G_LOG_DOMAIN "sakiyomi-board-painter"

#include "config.h"

#include <math.h>

#include "sakiyomi-numbergrab-painter.h"
#include "sakiyomi-game-text.h"

struct _SakiyomiNumbergrabPainter
{
  SakiyomiBoardPainter parent_instance;
};

G_DEFINE_FINAL_TYPE_WITH_CODE (SakiyomiNumbergrabPainter, sakiyomi_numbergrab_painter,
                               SAKIYOMI_TYPE_BOARD_PAINTER,
                               g_io_extension_point_implement (SAKIYOMI_BOARD_PAINTER_EXTENSION_POINT_NAME,
                                                               g_define_type_id,
                                                               "numbergrab", 0))

/* The row (first player) or column (second) the side to move takes from:
 * row 0 at the start, then the line of the previous take. */
static void
numbergrab_line (const SkyPosition *pos,
                 int               *row,
                 int               *col)
{
  int width = pos->game->width;

  *row = *col = -1;
  if (pos->last_move < 0)
    *row = 0;
  else if (pos->to_move == SKY_SIDE_FIRST)
    *row = pos->last_move / width;
  else
    *col = pos->last_move % width;
}

static void
draw_numbergrab (SakiyomiBoardPainter       *self,
                 GtkWidget                  *widget,
                 cairo_t                    *cr,
                 const SakiyomiBoardLayout  *l,
                 const SakiyomiBoardScene   *scene,
                 const SakiyomiBoardPalette *p)
{
  const SkyPosition *pos = scene->pos;
  gboolean over = sky_position_is_over (pos);
  double inset = MAX (1, l->cell * 0.04);
  double radius = l->cell * 0.12;
  int line_row, line_col;

  numbergrab_line (pos, &line_row, &line_col);

  /* The line the side to move must take from. */
  if (!over)
    {
      double x = l->x0, y = l->y0, w = l->cell, h = l->cell;

      if (line_row >= 0)
        y += line_row * l->cell, w = l->cols * l->cell;
      else
        x += line_col * l->cell, h = l->rows * l->cell;
      sakiyomi_paint_rounded_rect (cr, x, y, w, h, radius + inset);
      sakiyomi_paint_set_rgba (cr, &p->accent,
                               p->high_contrast ? 0.15 : p->dark ? 0.35 : 0.22);
      cairo_fill_preserve (cr);
      sakiyomi_paint_set_rgba (cr, &p->accent, 1.0);
      cairo_set_line_width (cr, p->high_contrast ? MAX (3, l->cell * 0.07)
                                                 : MAX (2, l->cell * 0.04));
      cairo_stroke (cr);
    }

  for (int i = 0; i < l->rows * l->cols; i++)
    {
      SkyCell c = pos->game->cell (pos, i);
      double x = l->x0 + (i % l->cols) * l->cell + inset;
      double y = l->y0 + (i / l->cols) * l->cell + inset;
      double s = l->cell - 2 * inset;

      sakiyomi_paint_rounded_rect (cr, x, y, s, s, radius);
      if (c.kind == SKY_CELL_TAKEN)
        sakiyomi_paint_set_hex (cr, sakiyomi_paint_side_colour (p, c.owner),
                                0.28);
      else
        sakiyomi_paint_set_rgba (cr, &p->fg, 0.07);
      cairo_fill (cr);

      /* Who took a cell by shape: a bar along the line the taker takes
       * from, a row for the first player, a column for the second. */
      if (p->high_contrast && c.kind == SKY_CELL_TAKEN)
        {
          double half = s * 0.3;

          if (c.owner == SKY_SIDE_FIRST)
            {
              cairo_move_to (cr, x + s / 2 - half, y + s / 2);
              cairo_line_to (cr, x + s / 2 + half, y + s / 2);
            }
          else
            {
              cairo_move_to (cr, x + s / 2, y + s / 2 - half);
              cairo_line_to (cr, x + s / 2, y + s / 2 + half);
            }
          sakiyomi_paint_set_rgba (cr, &p->fg, 1.0);
          cairo_set_line_width (cr, MAX (2, l->cell * 0.08));
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_stroke (cr);
        }

      if (c.kind == SKY_CELL_NUMBER)
        {
          g_autofree char *text = sakiyomi_format_number (c.value);

          /* High contrast: the minus sign says it, in the text colour. */
          if (c.value < 0 && !p->high_contrast)
            sakiyomi_paint_set_hex (cr, p->dark ? 0xff7b63 : 0xc01c28, 1.0);
          else
            sakiyomi_paint_set_rgba (cr, &p->fg, 1.0);
          sakiyomi_paint_text (widget, cr, text, x + s / 2, y + s / 2,
                               l->cell * 0.36, TRUE);
        }

      if (i == pos->last_move)
        {
          sakiyomi_paint_rounded_rect (cr, x + inset, y + inset, s - 2 * inset,
                                       s - 2 * inset, radius * 0.8);
          if (p->high_contrast)
            sakiyomi_paint_set_rgba (cr, &p->fg, 1.0);
          else
            sakiyomi_paint_set_hex (cr,
                                    sakiyomi_paint_side_colour (p, c.owner),
                                    1.0);
          cairo_set_line_width (cr, MAX (2, l->cell * 0.05));
          cairo_stroke (cr);
        }
    }

  sakiyomi_paint_coordinates (widget, cr, l, p, FALSE);
}

static void
sakiyomi_numbergrab_painter_class_init (SakiyomiNumbergrabPainterClass *klass)
{
  SakiyomiBoardPainterClass *painter_class = SAKIYOMI_BOARD_PAINTER_CLASS (klass);

  painter_class->draw_board = draw_numbergrab;
  painter_class->hint_rings = TRUE;
}

static void
sakiyomi_numbergrab_painter_init (SakiyomiNumbergrabPainter *self)
{
}
