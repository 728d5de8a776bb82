/* sakiyomi-reversi-painter.c: reversi's board: the green board, the discs
 * (turned over as they flip), the legal moves as dots and the coordinates a
 * to h, 1 to 8.
 */
#define G_LOG_DOMAIN "sakiyomi-board-painter"

#include "config.h"

#include <math.h>

#include "sakiyomi-reversi-painter.h"
#include "sakiyomi-game-text.h"

struct _SakiyomiReversiPainter
{
  SakiyomiBoardPainter parent_instance;
};

G_DEFINE_FINAL_TYPE_WITH_CODE (SakiyomiReversiPainter, sakiyomi_reversi_painter,
                               SAKIYOMI_TYPE_BOARD_PAINTER,
                               g_io_extension_point_implement (SAKIYOMI_BOARD_PAINTER_EXTENSION_POINT_NAME,
                                                               g_define_type_id,
                                                               "reversi", 0))

static void
draw_disc (cairo_t  *cr,
           double    cx,
           double    cy,
           double    r,
           double    x_scale,
           gboolean  black,
           gboolean  high_contrast)
{
  cairo_pattern_t *shade;

  if (x_scale <= 0.02)
    return;
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, x_scale, 1.0);
  if (high_contrast)
    {
      /* Flat black or white with a thick ring of the other colour: each
       * disc stands out from the board and from the other side's. */
      cairo_arc (cr, 0, 0, r * 0.94, 0, 2 * G_PI);
      sakiyomi_paint_set_rgba (cr,
                               black ? &sakiyomi_paint_black : &sakiyomi_paint_white,
                               1.0);
      cairo_fill_preserve (cr);
      sakiyomi_paint_set_rgba (cr,
                               black ? &sakiyomi_paint_white : &sakiyomi_paint_black,
                               1.0);
      cairo_set_line_width (cr, r * 0.12);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }
  /* A soft shadow under the disc. */
  cairo_arc (cr, r * 0.04, r * 0.08, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  shade = cairo_pattern_create_radial (-r * 0.35, -r * 0.35, r * 0.1,
                                       0, 0, r);
  if (black)
    {
      cairo_pattern_add_color_stop_rgb (shade, 0, 0.30, 0.30, 0.30);
      cairo_pattern_add_color_stop_rgb (shade, 1, 0.07, 0.07, 0.07);
    }
  else
    {
      cairo_pattern_add_color_stop_rgb (shade, 0, 1.0, 1.0, 1.0);
      cairo_pattern_add_color_stop_rgb (shade, 1, 0.86, 0.86, 0.84);
    }
  cairo_set_source (cr, shade);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (shade);
  cairo_set_source_rgba (cr, 0, 0, 0, black ? 0.6 : 0.35);
  cairo_set_line_width (cr, MAX (1, r * 0.04));
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_reversi (SakiyomiBoardPainter       *self,
              GtkWidget                  *widget,
              cairo_t                    *cr,
              const SakiyomiBoardLayout  *l,
              const SakiyomiBoardScene   *scene,
              const SakiyomiBoardPalette *p)
{
  const SkyPosition *pos = scene->pos;
  double w = l->cols * l->cell, h = l->rows * l->cell;
  gboolean hc = p->high_contrast;
  double lw = MAX (hc ? 2 : 1, round (l->cell * (hc ? 0.04 : 0.025)));
  double t = scene->anim_progress;
  /* High contrast: a darker green that white discs and marks stand out
   * on, and black lines. */
  guint32 line = hc ? 0x000000 : 0x0c3d1e;

  /* The green board with a dark frame. */
  sakiyomi_paint_rounded_rect (cr, l->x0 - lw * 2, l->y0 - lw * 2, w + lw * 4,
                               h + lw * 4, lw * 3);
  sakiyomi_paint_set_hex (cr, line, 1.0);
  cairo_fill (cr);
  cairo_rectangle (cr, l->x0, l->y0, w, h);
  sakiyomi_paint_set_hex (cr, hc ? 0x145c2e : 0x1f7a3e, 1.0);
  cairo_fill (cr);

  sakiyomi_paint_set_hex (cr, line, 1.0);
  cairo_set_line_width (cr, lw);
  for (int i = 1; i < l->cols; i++)
    {
      double x = round (l->x0 + i * l->cell);
      double y = round (l->y0 + i * l->cell);

      cairo_move_to (cr, x, l->y0);
      cairo_line_to (cr, x, l->y0 + h);
      cairo_move_to (cr, l->x0, y);
      cairo_line_to (cr, l->x0 + w, y);
    }
  cairo_stroke (cr);
  for (int i = 0; i < 4; i++)
    {
      cairo_arc (cr, l->x0 + (i % 2 ? 6 : 2) * l->cell,
                 l->y0 + (i / 2 ? 6 : 2) * l->cell, MAX (2, l->cell * 0.06),
                 0, 2 * G_PI);
      cairo_fill (cr);
    }

  for (int i = 0; i < l->rows * l->cols; i++)
    {
      SkyCell c = pos->game->cell (pos, i);
      double cx = l->x0 + (i % l->cols + 0.5) * l->cell;
      double cy = l->y0 + (i / l->cols + 0.5) * l->cell;
      double r = l->cell * 0.4;
      SkyCellKind from = scene->anim_from[i];

      if (c.kind != SKY_CELL_FIRST && c.kind != SKY_CELL_SECOND)
        continue;
      if (t < 1.0 && from != c.kind && from != SKY_CELL_EMPTY)
        {
          /* A flip: the disc narrows to its edge and turns over. */
          double scale = fabs (cos (G_PI * t));
          SkyCellKind shown = t < 0.5 ? from : c.kind;

          draw_disc (cr, cx, cy, r, scale, shown == SKY_CELL_FIRST, hc);
        }
      else if (t < 1.0 && from == SKY_CELL_EMPTY)
        draw_disc (cr, cx, cy, r * (0.7 + 0.3 * MIN (1.0, 3 * t)), 1.0,
                   c.kind == SKY_CELL_FIRST, hc);
      else
        draw_disc (cr, cx, cy, r, 1.0, c.kind == SKY_CELL_FIRST, hc);

      if (i == pos->last_move)
        {
          /* High contrast: a larger dot of the other side's colour. */
          cairo_arc (cr, cx, cy, l->cell * (hc ? 0.1 : 0.07), 0, 2 * G_PI);
          if (hc)
            sakiyomi_paint_set_rgba (cr,
                                     c.kind == SKY_CELL_FIRST ? &sakiyomi_paint_white : &sakiyomi_paint_black,
                                     1.0);
          else
            sakiyomi_paint_set_hex (cr, 0xe01b24, 1.0);
          cairo_fill (cr);
        }
    }

  /* Legal moves of the side to move as faint discs; high contrast: hollow
   * squares of the mover's colour, lined with the other. */
  if (scene->show_legal_moves && !sky_position_is_over (pos))
    for (int i = 0; i < scene->n_legal; i++)
      {
        SkyMove m = scene->legal[i];

        if (m < 0)
          continue;
        if (hc)
          {
            double half = l->cell * 0.15;
            gboolean black_moves = pos->to_move == SKY_SIDE_FIRST;

            cairo_rectangle (cr, l->x0 + (m % l->cols + 0.5) * l->cell - half,
                             l->y0 + (m / l->cols + 0.5) * l->cell - half,
                             2 * half, 2 * half);
            sakiyomi_paint_stroke_double (cr,
                                          black_moves ? &sakiyomi_paint_white : &sakiyomi_paint_black,
                                          black_moves ? &sakiyomi_paint_black : &sakiyomi_paint_white,
                                          MAX (3, l->cell * 0.06));
            continue;
          }
        /* A faint disc of the mover's colour, three times the star
         * points' size and in the middle of a square, not on a corner:
         * the two are not taken for each other. */
        cairo_arc (cr, l->x0 + (m % l->cols + 0.5) * l->cell,
                   l->y0 + (m / l->cols + 0.5) * l->cell,
                   MAX (3, l->cell * 0.17), 0, 2 * G_PI);
        if (pos->to_move == SKY_SIDE_FIRST)
          cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
        else
          cairo_set_source_rgba (cr, 1, 1, 1, 0.4);
        cairo_fill (cr);
      }

  sakiyomi_paint_coordinates (widget, cr, l, p, TRUE);
}

/* A flat disc of the side's colour, ringed in the text colour. */
static void
draw_reversi_token (SakiyomiBoardPainter *self,
                    GtkWidget            *widget,
                    cairo_t              *cr,
                    double                cx,
                    double                cy,
                    double                r,
                    SkySide               side)
{
  SakiyomiBoardPalette p;

  sakiyomi_paint_get_palette (widget, FALSE, &p);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  if (side == SKY_SIDE_FIRST)
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  else
    cairo_set_source_rgb (cr, 0.96, 0.96, 0.95);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, p.fg.red, p.fg.green, p.fg.blue, 0.6);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
sakiyomi_reversi_painter_class_init (SakiyomiReversiPainterClass *klass)
{
  SakiyomiBoardPainterClass *painter_class = SAKIYOMI_BOARD_PAINTER_CLASS (klass);

  painter_class->draw_board = draw_reversi;
  painter_class->draw_token = draw_reversi_token;
  painter_class->dark_board = TRUE;
  painter_class->animates_flips = TRUE;
}

static void
sakiyomi_reversi_painter_init (SakiyomiReversiPainter *self)
{
}
