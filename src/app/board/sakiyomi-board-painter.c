/* sakiyomi-board-painter.c: where a board sits, the painters' base class
 * and the plain grid it draws for a game without a painter of its own.
 *
 * Everything is drawn from the widget's size, so it is crisp at any size
 * and scale.  What to draw (hover, cursor, hint, animation) is the board
 * view's to decide; a game's painter draws its board and pieces, and the
 * marks over them are drawn here for every game alike.
 */
#define G_LOG_DOMAIN "sakiyomi-board-painter"

#include "config.h"

#include <math.h>

#include "sakiyomi-board-painter.h"
#include "sakiyomi-game-text.h"

/* ---- Layout ----------------------------------------------------------- */

/* A board narrower than this (a phone's) has narrower coordinates. */
#define SMALL_BOARD 420

gboolean
sakiyomi_board_painter_layout (const SkyGame       *game,
                               int                  width,
                               int                  height,
                               SakiyomiBoardLayout *l)
{
  double units, side;

  if (width <= 0 || height <= 0)
    return FALSE;

  l->cols = game->width;
  l->rows = game->height;
  side = MIN (width, height);
  /* Coordinates on the edges of the 8x8 boards (closer in on a phone,
   * where the cells need every pixel); a small frame otherwise. */
  if (l->cols < 8)
    l->margin = 0.25;
  else
    l->margin = side < SMALL_BOARD ? 0.28 : 0.6;
  units = MAX (l->cols, l->rows) + 2 * l->margin;
  l->cell = floor (side / units);
  if (l->cell < 4)
    l->cell = side / units;
  l->x0 = floor ((width - l->cols * l->cell) / 2);
  l->y0 = floor ((height - l->rows * l->cell) / 2);
  return TRUE;
}

int
sakiyomi_board_painter_cell_at (const SakiyomiBoardLayout *l,
                                double                     x,
                                double                     y)
{
  int col = (int) floor ((x - l->x0) / l->cell);
  int row = (int) floor ((y - l->y0) / l->cell);

  if (col < 0 || row < 0 || col >= l->cols || row >= l->rows)
    return -1;
  return row * l->cols + col;
}

/* ---- The plain grid --------------------------------------------------- */

G_DEFINE_TYPE (SakiyomiBoardPainter, sakiyomi_board_painter, G_TYPE_OBJECT)

/* Any game's cells as rounded squares: the sides' pieces as discs of
 * their colours (high contrast: filled and hollow), numbers as numbers,
 * taken cells tinted with their taker's colour, the last move framed. */
static void
draw_cells (SakiyomiBoardPainter       *self,
            GtkWidget                  *widget,
            cairo_t                    *cr,
            const SakiyomiBoardLayout  *l,
            const SakiyomiBoardScene   *scene,
            const SakiyomiBoardPalette *p)
{
  const SkyPosition *pos = scene->pos;
  double inset = MAX (1, l->cell * 0.04);
  double radius = l->cell * 0.12;

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

      if (c.kind == SKY_CELL_FIRST || c.kind == SKY_CELL_SECOND)
        {
          SkySide side = c.kind == SKY_CELL_FIRST ? SKY_SIDE_FIRST
                                                  : SKY_SIDE_SECOND;

          cairo_new_sub_path (cr);
          cairo_arc (cr, x + s / 2, y + s / 2, s * 0.32, 0, 2 * G_PI);
          if (p->high_contrast)
            sakiyomi_paint_set_rgba (cr, &p->fg, 1.0);
          else
            sakiyomi_paint_set_hex (cr, sakiyomi_paint_side_colour (p, side),
                                    1.0);
          if (p->high_contrast && side == SKY_SIDE_SECOND)
            {
              cairo_set_line_width (cr, MAX (2, l->cell * 0.08));
              cairo_stroke (cr);
            }
          else
            cairo_fill (cr);
        }
      else if (c.kind == SKY_CELL_NUMBER)
        {
          g_autofree char *text = sakiyomi_format_number (c.value);

          sakiyomi_paint_set_rgba (cr, &p->fg, 1.0);
          sakiyomi_paint_text (widget, cr, text, x + s / 2, y + s / 2,
                               l->cell * 0.36, TRUE);
        }

      if (i == pos->last_move)
        {
          sakiyomi_paint_rounded_rect (cr, x + inset, y + inset, s - 2 * inset,
                                       s - 2 * inset, radius * 0.8);
          sakiyomi_paint_set_rgba (cr, &p->fg, 1.0);
          cairo_set_line_width (cr, MAX (2, l->cell * 0.05));
          cairo_stroke (cr);
        }
    }

  /* The legal moves as small dots in the mover's colour. */
  if (scene->show_legal_moves && !sky_position_is_over (pos))
    for (int i = 0; i < scene->n_legal; i++)
      {
        SkyMove m = scene->legal[i];

        if (m < 0)
          continue;
        cairo_new_sub_path (cr);
        cairo_arc (cr, l->x0 + (m % l->cols + 0.5) * l->cell,
                   l->y0 + (m / l->cols + 0.5) * l->cell,
                   MAX (2, l->cell * 0.08), 0, 2 * G_PI);
        if (p->high_contrast)
          sakiyomi_paint_set_rgba (cr, &p->fg, 1.0);
        else
          sakiyomi_paint_set_hex (cr,
                                  sakiyomi_paint_side_colour (p, pos->to_move),
                                  0.6);
        cairo_fill (cr);
      }

  sakiyomi_paint_coordinates (widget, cr, l, p, FALSE);
}

/* The tint the plain grid (and number-grab's board) gives a side's
 * cells. */
static void
draw_tinted_token (SakiyomiBoardPainter *self,
                   GtkWidget            *widget,
                   cairo_t              *cr,
                   double                cx,
                   double                cy,
                   double                r,
                   SkySide               side)
{
  SakiyomiBoardPalette p;

  sakiyomi_paint_get_palette (widget, FALSE, &p);
  cairo_rectangle (cr, cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6);
  sakiyomi_paint_set_hex (cr, sakiyomi_paint_side_colour (&p, side), 1.0);
  cairo_fill (cr);
}

static void
sakiyomi_board_painter_class_init (SakiyomiBoardPainterClass *klass)
{
  klass->draw_board = draw_cells;
  klass->draw_token = draw_tinted_token;
}

static void
sakiyomi_board_painter_init (SakiyomiBoardPainter *self)
{
}

static GIOExtensionPoint *
extension_point (void)
{
  static GIOExtensionPoint *point;

  if (g_once_init_enter (&point))
    {
      GIOExtensionPoint *registered =
        g_io_extension_point_register (SAKIYOMI_BOARD_PAINTER_EXTENSION_POINT_NAME);

      g_io_extension_point_set_required_type (registered,
                                              SAKIYOMI_TYPE_BOARD_PAINTER);
      g_once_init_leave (&point, registered);
      sakiyomi_board_painters_ensure ();
    }
  return point;
}

SakiyomiBoardPainter *
sakiyomi_board_painter_new_for_game (const SkyGame *game)
{
  GIOExtension *extension;

  g_return_val_if_fail (game != NULL, NULL);

  extension = g_io_extension_point_get_extension_by_name (extension_point (),
                                                          game->id);
  if (extension != NULL)
    return g_object_new (g_io_extension_get_type (extension), NULL);
  return g_object_new (SAKIYOMI_TYPE_BOARD_PAINTER, NULL);
}

gboolean
sakiyomi_board_painter_animates_flips (SakiyomiBoardPainter *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_PAINTER (self), FALSE);
  return SAKIYOMI_BOARD_PAINTER_GET_CLASS (self)->animates_flips;
}

void
sakiyomi_board_painter_draw_token (SakiyomiBoardPainter *self,
                                   GtkWidget            *widget,
                                   cairo_t              *cr,
                                   double                cx,
                                   double                cy,
                                   double                r,
                                   SkySide               side)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_PAINTER (self));

  SAKIYOMI_BOARD_PAINTER_GET_CLASS (self)->draw_token (self, widget, cr,
                                                       cx, cy, r, side);
}

/* ---- The marks over the board ------------------------------------------ */

/* Hover, hint and the keyboard cursor, over any game. */
static void
draw_overlays (SakiyomiBoardPainter       *self,
               GtkWidget                  *widget,
               const SakiyomiBoardScene   *scene,
               cairo_t                    *cr,
               const SakiyomiBoardLayout  *l,
               const SakiyomiBoardPalette *p)
{
  SakiyomiBoardPainterClass *klass = SAKIYOMI_BOARD_PAINTER_GET_CLASS (self);
  gboolean dark_board = klass->dark_board;
  gboolean hc = p->high_contrast;
  SakiyomiMarkStyle style = {
    .layout = l,
    .palette = p,
    .dark_board = dark_board,
    .around_number = klass->hint_rings,
  };

  if (scene->hover >= 0)
    {
      double x = l->x0 + (scene->hover % l->cols) * l->cell;
      double y = l->y0 + (scene->hover / l->cols) * l->cell;

      cairo_rectangle (cr, x, y, l->cell, l->cell);
      if (dark_board)
        cairo_set_source_rgba (cr, 1, 1, 1, hc ? 0.3 : 0.18);
      else
        sakiyomi_paint_set_rgba (cr, &p->accent, 0.25);
      cairo_fill (cr);
    }

  for (int i = 0; i < scene->n_hint_values; i++)
    {
      SkyMove m = scene->hint_moves[i];
      char text[16];

      if (m < 0)
        continue;
      g_snprintf (text, sizeof text, "%d", scene->hint_values[i]);
      if (dark_board)
        cairo_set_source_rgba (cr, 1, 1, 1, hc ? 1.0 : 0.95);
      else
        sakiyomi_paint_set_rgba (cr, &p->fg, hc ? 1.0 : 0.85);
      sakiyomi_paint_text (widget, cr, text,
                           l->x0 + (m % l->cols + 0.5) * l->cell,
                           l->y0 + (m / l->cols + 0.84) * l->cell,
                           l->cell * 0.2, m == scene->hint);
    }

  if (scene->played >= 0)
    sakiyomi_board_marks_draw_played (cr, &style, scene->played);
  if (scene->hint >= 0)
    sakiyomi_board_marks_draw_move (cr, &style, scene->hint_kind, scene->hint,
                                    scene->n_hint_values > 0);
  if (scene->cursor >= 0)
    sakiyomi_board_marks_draw_cursor (cr, &style, scene->cursor);
}

void
sakiyomi_board_painter_draw (SakiyomiBoardPainter      *self,
                             GtkWidget                 *widget,
                             cairo_t                   *cr,
                             const SakiyomiBoardLayout *layout,
                             const SakiyomiBoardScene  *scene)
{
  SakiyomiBoardPalette p;

  g_return_if_fail (SAKIYOMI_IS_BOARD_PAINTER (self));

  sakiyomi_paint_get_palette (widget, scene->high_contrast, &p);

  cairo_save (cr);
  SAKIYOMI_BOARD_PAINTER_GET_CLASS (self)->draw_board (self, widget, cr,
                                                       layout, scene, &p);
  draw_overlays (self, widget, scene, cr, layout, &p);
  cairo_restore (cr);
}
