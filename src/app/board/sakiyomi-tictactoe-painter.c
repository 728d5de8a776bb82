/* sakiyomi-tictactoe-painter.c: tic-tac-toe's board: the grid, X and O, and
 * the line of three struck through when the game is over.
 */
#define G_LOG_DOMAIN "sakiyomi-board-painter"

#include "config.h"

#include <math.h>

#include "sakiyomi-tictactoe-painter.h"
#include "sakiyomi-game-text.h"

struct _SakiyomiTictactoePainter
{
  SakiyomiBoardPainter parent_instance;
};

G_DEFINE_FINAL_TYPE_WITH_CODE (SakiyomiTictactoePainter, sakiyomi_tictactoe_painter,
                               SAKIYOMI_TYPE_BOARD_PAINTER,
                               g_io_extension_point_implement (SAKIYOMI_BOARD_PAINTER_EXTENSION_POINT_NAME,
                                                               g_define_type_id,
                                                               "tictactoe", 0))

static void
draw_tictactoe (SakiyomiBoardPainter       *self,
                GtkWidget                  *widget,
                cairo_t                    *cr,
                const SakiyomiBoardLayout  *l,
                const SakiyomiBoardScene   *scene,
                const SakiyomiBoardPalette *p)
{
  const SkyPosition *pos = scene->pos;
  double lw = MAX (2, l->cell * (p->high_contrast ? 0.05 : 0.035));

  /* Last move: a soft square behind the mark (high contrast: a frame). */
  if (pos->last_move >= 0)
    {
      double x = l->x0 + (pos->last_move % l->cols) * l->cell;
      double y = l->y0 + (pos->last_move / l->cols) * l->cell;

      sakiyomi_paint_rounded_rect (cr, x + lw, y + lw, l->cell - 2 * lw,
                                   l->cell - 2 * lw, l->cell * 0.08);
      if (p->high_contrast)
        {
          sakiyomi_paint_set_rgba (cr, &p->fg, 1.0);
          cairo_set_line_width (cr, lw * 0.6);
          cairo_stroke (cr);
        }
      else
        {
          sakiyomi_paint_set_rgba (cr, &p->fg, 0.08);
          cairo_fill (cr);
        }
    }

  sakiyomi_paint_set_rgba (cr, &p->fg, p->high_contrast ? 1.0 : 0.55);
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 1; i < l->cols; i++)
    {
      cairo_move_to (cr, l->x0 + i * l->cell, l->y0 + lw);
      cairo_line_to (cr, l->x0 + i * l->cell, l->y0 + l->rows * l->cell - lw);
      cairo_move_to (cr, l->x0 + lw, l->y0 + i * l->cell);
      cairo_line_to (cr, l->x0 + l->cols * l->cell - lw, l->y0 + i * l->cell);
    }
  cairo_stroke (cr);

  cairo_set_line_width (cr, l->cell * (p->high_contrast ? 0.12 : 0.1));
  for (int i = 0; i < l->rows * l->cols; i++)
    {
      SkyCell c = pos->game->cell (pos, i);
      double cx = l->x0 + (i % l->cols + 0.5) * l->cell;
      double cy = l->y0 + (i / l->cols + 0.5) * l->cell;
      double r = l->cell * 0.27;

      /* X and O differ by shape already; high contrast draws both in
       * the text colour. */
      if (c.kind == SKY_CELL_FIRST)
        {
          if (p->high_contrast)
            sakiyomi_paint_set_rgba (cr, &p->fg, 1.0);
          else
            sakiyomi_paint_set_hex (cr,
                                    sakiyomi_paint_side_colour (p, SKY_SIDE_FIRST),
                                    1.0);
          cairo_move_to (cr, cx - r, cy - r);
          cairo_line_to (cr, cx + r, cy + r);
          cairo_move_to (cr, cx + r, cy - r);
          cairo_line_to (cr, cx - r, cy + r);
          cairo_stroke (cr);
        }
      else if (c.kind == SKY_CELL_SECOND)
        {
          if (p->high_contrast)
            sakiyomi_paint_set_rgba (cr, &p->fg, 1.0);
          else
            sakiyomi_paint_set_hex (cr,
                                    sakiyomi_paint_side_colour (p, SKY_SIDE_SECOND),
                                    1.0);
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, r * 1.08, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
    }

  /* A finished game with three in a row: strike the line through. */
  if (sky_position_is_over (pos))
    {
      static const int lines[8][3] = {
        { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 }, { 0, 3, 6 },
        { 1, 4, 7 }, { 2, 5, 8 }, { 0, 4, 8 }, { 2, 4, 6 },
      };

      for (int i = 0; i < 8; i++)
        {
          SkyCellKind a = pos->game->cell (pos, lines[i][0]).kind;

          if (a != SKY_CELL_FIRST && a != SKY_CELL_SECOND)
            continue;
          if (pos->game->cell (pos, lines[i][1]).kind != a
              || pos->game->cell (pos, lines[i][2]).kind != a)
            continue;
          sakiyomi_paint_set_rgba (cr, &p->fg, p->high_contrast ? 1.0 : 0.8);
          cairo_set_line_width (cr, l->cell * 0.06);
          cairo_move_to (cr, l->x0 + (lines[i][0] % 3 + 0.5) * l->cell,
                         l->y0 + (lines[i][0] / 3 + 0.5) * l->cell);
          cairo_line_to (cr, l->x0 + (lines[i][2] % 3 + 0.5) * l->cell,
                         l->y0 + (lines[i][2] / 3 + 0.5) * l->cell);
          cairo_stroke (cr);
        }
    }
}

/* X or O in the side's colour. */
static void
draw_tictactoe_token (SakiyomiBoardPainter *self,
                      GtkWidget            *widget,
                      cairo_t              *cr,
                      double                cx,
                      double                cy,
                      double                r,
                      SkySide               side)
{
  SakiyomiBoardPalette p;

  sakiyomi_paint_get_palette (widget, FALSE, &p);
  cairo_set_line_width (cr, r * 0.35);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  sakiyomi_paint_set_hex (cr, sakiyomi_paint_side_colour (&p, side), 1.0);
  if (side == SKY_SIDE_FIRST)
    {
      double s = r * 0.7;

      cairo_move_to (cr, cx - s, cy - s);
      cairo_line_to (cr, cx + s, cy + s);
      cairo_move_to (cr, cx + s, cy - s);
      cairo_line_to (cr, cx - s, cy + s);
    }
  else
    cairo_arc (cr, cx, cy, r * 0.75, 0, 2 * G_PI);
  cairo_stroke (cr);
}

static void
sakiyomi_tictactoe_painter_class_init (SakiyomiTictactoePainterClass *klass)
{
  SakiyomiBoardPainterClass *painter_class = SAKIYOMI_BOARD_PAINTER_CLASS (klass);

  painter_class->draw_board = draw_tictactoe;
  painter_class->draw_token = draw_tictactoe_token;
}

static void
sakiyomi_tictactoe_painter_init (SakiyomiTictactoePainter *self)
{
}
