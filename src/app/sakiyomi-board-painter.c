/* sakiyomi-board-painter.c: draws a position of any game with Cairo.
 *
 * Everything is drawn from the widget's size, so it is crisp at any size
 * and scale; the colours of text and grid come from the theme, the boards'
 * own colours are chosen to read in light and dark styles alike.  What to
 * draw (hover, cursor, hint, animation) is the board view's to decide.
 *
 * The high-contrast style tells everything apart by shape and by strong
 * light-on-dark outlines, never by colour alone: flat black and white
 * discs with a ring of the other colour, legal moves as hollow squares,
 * the hint as a thick diamond (a double ring around a number), the cursor
 * as a thick dashed square,
 * number-grab's taken cells as a bar along the taker's line.
 */
#define G_LOG_DOMAIN "sakiyomi-board-painter"

#include "config.h"

#include <math.h>

#include "sakiyomi-board-painter.h"
#include "sakiyomi-game-text.h"

/* ---- Layout ----------------------------------------------------------- */

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
  /* Coordinates on the edges of the 8x8 boards; a small frame otherwise. */
  l->margin = l->cols >= 8 ? 0.6 : 0.25;
  units = MAX (l->cols, l->rows) + 2 * l->margin;
  side = MIN (width, height);
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

/* ---- Colours ---------------------------------------------------------- */

typedef struct
{
  GdkRGBA fg;                 /* the theme's text colour */
  GdkRGBA accent;
  GdkRGBA paper;              /* black or white, whichever fg stands out on */
  gboolean dark;              /* the theme is dark (light text) */
  gboolean high_contrast;
} Palette;

static void
get_palette (GtkWidget *widget,
             gboolean   high_contrast,
             Palette   *p)
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

static void
set_rgba (cairo_t       *cr,
          const GdkRGBA *c,
          double         alpha)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha * alpha);
}

static void
set_hex (cairo_t *cr,
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

static guint32
side_colour (const Palette *p,
             SkySide        side)
{
  if (side == SKY_SIDE_FIRST)
    return p->dark ? FIRST_COLOUR_DARK : FIRST_COLOUR_LIGHT;
  return p->dark ? SECOND_COLOUR_DARK : SECOND_COLOUR_LIGHT;
}

static void
rounded_rect (cairo_t *cr,
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
static void
stroke_double (cairo_t       *cr,
               const GdkRGBA *under,
               const GdkRGBA *over,
               double         width)
{
  cairo_set_line_width (cr, width * 3);
  set_rgba (cr, under, 1.0);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  set_rgba (cr, over, 1.0);
  cairo_stroke (cr);
}

static void
diamond_path (cairo_t *cr,
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

static const GdkRGBA black_rgba = { 0, 0, 0, 1 };
static const GdkRGBA white_rgba = { 1, 1, 1, 1 };

/* Text centred on (cx, cy), size in device units. */
static void
draw_text (GtkWidget  *widget,
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

/* ---- Games ------------------------------------------------------------ */

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
draw_coordinates (GtkWidget                 *widget,
                  const SakiyomiBoardScene  *scene,
                  cairo_t                   *cr,
                  const SakiyomiBoardLayout *l,
                  const Palette             *p)
{
  double size = l->cell * 0.28;
  gboolean letters = scene->pos->game->kind == SKY_GAME_REVERSI;

  set_rgba (cr, &p->fg, p->high_contrast ? 1.0 : 0.7);
  for (int i = 0; i < l->cols; i++)
    {
      char label[8];
      double cx = l->x0 + (i + 0.5) * l->cell;

      if (letters)
        g_snprintf (label, sizeof label, "%c", 'a' + i);
      else
        g_snprintf (label, sizeof label, "%d", i + 1);
      draw_text (widget, cr, label, cx, l->y0 - l->margin * l->cell / 2,
                 size, FALSE);
      draw_text (widget, cr, label, cx,
                 l->y0 + l->rows * l->cell + l->margin * l->cell / 2,
                 size, FALSE);
    }
  for (int i = 0; i < l->rows; i++)
    {
      char label[8];
      double cy = l->y0 + (i + 0.5) * l->cell;

      g_snprintf (label, sizeof label, "%d", i + 1);
      draw_text (widget, cr, label, l->x0 - l->margin * l->cell / 2, cy,
                 size, FALSE);
      draw_text (widget, cr, label,
                 l->x0 + l->cols * l->cell + l->margin * l->cell / 2, cy,
                 size, FALSE);
    }
}

static void
draw_numbergrab (GtkWidget                 *widget,
                 const SakiyomiBoardScene  *scene,
                 cairo_t                   *cr,
                 const SakiyomiBoardLayout *l,
                 const Palette             *p)
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
      rounded_rect (cr, x, y, w, h, radius + inset);
      set_rgba (cr, &p->accent, p->high_contrast ? 0.15
                                : p->dark ? 0.35 : 0.22);
      cairo_fill_preserve (cr);
      set_rgba (cr, &p->accent, 1.0);
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

      rounded_rect (cr, x, y, s, s, radius);
      if (c.kind == SKY_CELL_TAKEN)
        set_hex (cr, side_colour (p, c.owner), 0.28);
      else
        set_rgba (cr, &p->fg, 0.07);
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
          set_rgba (cr, &p->fg, 1.0);
          cairo_set_line_width (cr, MAX (2, l->cell * 0.08));
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_stroke (cr);
        }

      if (c.kind == SKY_CELL_NUMBER)
        {
          g_autofree char *text = sakiyomi_format_number (c.value);

          /* High contrast: the minus sign says it, in the text colour. */
          if (c.value < 0 && !p->high_contrast)
            set_hex (cr, p->dark ? 0xff7b63 : 0xc01c28, 1.0);
          else
            set_rgba (cr, &p->fg, 1.0);
          draw_text (widget, cr, text, x + s / 2, y + s / 2, l->cell * 0.36,
                     TRUE);
        }

      if (i == pos->last_move)
        {
          rounded_rect (cr, x + inset, y + inset, s - 2 * inset,
                        s - 2 * inset, radius * 0.8);
          if (p->high_contrast)
            set_rgba (cr, &p->fg, 1.0);
          else
            set_hex (cr, side_colour (p, c.owner), 1.0);
          cairo_set_line_width (cr, MAX (2, l->cell * 0.05));
          cairo_stroke (cr);
        }
    }
}

static void
draw_tictactoe (GtkWidget                 *widget,
                const SakiyomiBoardScene  *scene,
                cairo_t                   *cr,
                const SakiyomiBoardLayout *l,
                const Palette             *p)
{
  const SkyPosition *pos = scene->pos;
  double lw = MAX (2, l->cell * (p->high_contrast ? 0.05 : 0.035));

  /* Last move: a soft square behind the mark (high contrast: a frame). */
  if (pos->last_move >= 0)
    {
      double x = l->x0 + (pos->last_move % l->cols) * l->cell;
      double y = l->y0 + (pos->last_move / l->cols) * l->cell;

      rounded_rect (cr, x + lw, y + lw, l->cell - 2 * lw, l->cell - 2 * lw,
                    l->cell * 0.08);
      if (p->high_contrast)
        {
          set_rgba (cr, &p->fg, 1.0);
          cairo_set_line_width (cr, lw * 0.6);
          cairo_stroke (cr);
        }
      else
        {
          set_rgba (cr, &p->fg, 0.08);
          cairo_fill (cr);
        }
    }

  set_rgba (cr, &p->fg, p->high_contrast ? 1.0 : 0.55);
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
            set_rgba (cr, &p->fg, 1.0);
          else
            set_hex (cr, side_colour (p, SKY_SIDE_FIRST), 1.0);
          cairo_move_to (cr, cx - r, cy - r);
          cairo_line_to (cr, cx + r, cy + r);
          cairo_move_to (cr, cx + r, cy - r);
          cairo_line_to (cr, cx - r, cy + r);
          cairo_stroke (cr);
        }
      else if (c.kind == SKY_CELL_SECOND)
        {
          if (p->high_contrast)
            set_rgba (cr, &p->fg, 1.0);
          else
            set_hex (cr, side_colour (p, SKY_SIDE_SECOND), 1.0);
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
          set_rgba (cr, &p->fg, p->high_contrast ? 1.0 : 0.8);
          cairo_set_line_width (cr, l->cell * 0.06);
          cairo_move_to (cr, l->x0 + (lines[i][0] % 3 + 0.5) * l->cell,
                         l->y0 + (lines[i][0] / 3 + 0.5) * l->cell);
          cairo_line_to (cr, l->x0 + (lines[i][2] % 3 + 0.5) * l->cell,
                         l->y0 + (lines[i][2] / 3 + 0.5) * l->cell);
          cairo_stroke (cr);
        }
    }
}

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
      set_rgba (cr, black ? &black_rgba : &white_rgba, 1.0);
      cairo_fill_preserve (cr);
      set_rgba (cr, black ? &white_rgba : &black_rgba, 1.0);
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
draw_reversi (GtkWidget                 *widget,
              const SakiyomiBoardScene  *scene,
              cairo_t                   *cr,
              const SakiyomiBoardLayout *l,
              const Palette             *p)
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
  rounded_rect (cr, l->x0 - lw * 2, l->y0 - lw * 2, w + lw * 4, h + lw * 4,
                lw * 3);
  set_hex (cr, line, 1.0);
  cairo_fill (cr);
  cairo_rectangle (cr, l->x0, l->y0, w, h);
  set_hex (cr, hc ? 0x145c2e : 0x1f7a3e, 1.0);
  cairo_fill (cr);

  set_hex (cr, line, 1.0);
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
            set_rgba (cr, c.kind == SKY_CELL_FIRST ? &white_rgba : &black_rgba,
                      1.0);
          else
            set_hex (cr, 0xe01b24, 1.0);
          cairo_fill (cr);
        }
    }

  /* Legal moves of the side to move as small dots; high contrast: hollow
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
            stroke_double (cr, black_moves ? &white_rgba : &black_rgba,
                           black_moves ? &black_rgba : &white_rgba,
                           MAX (3, l->cell * 0.06));
            continue;
          }
        cairo_arc (cr, l->x0 + (m % l->cols + 0.5) * l->cell,
                   l->y0 + (m / l->cols + 0.5) * l->cell,
                   MAX (2, l->cell * 0.08), 0, 2 * G_PI);
        if (pos->to_move == SKY_SIDE_FIRST)
          cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
        else
          cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
        cairo_fill (cr);
      }

  draw_coordinates (widget, scene, cr, l, p);
}

/* Hover, hint and the keyboard cursor, over any game. */
static void
draw_overlays (GtkWidget                 *widget,
               const SakiyomiBoardScene  *scene,
               cairo_t                   *cr,
               const SakiyomiBoardLayout *l,
               const Palette             *p)
{
  gboolean reversi = scene->pos->game->kind == SKY_GAME_REVERSI;
  gboolean hc = p->high_contrast;
  /* High contrast marks: on the dark green board white over black. */
  const GdkRGBA *ink = reversi ? &white_rgba : &p->fg;
  const GdkRGBA *paper = reversi ? &black_rgba : &p->paper;

  if (scene->hover >= 0)
    {
      double x = l->x0 + (scene->hover % l->cols) * l->cell;
      double y = l->y0 + (scene->hover / l->cols) * l->cell;

      cairo_rectangle (cr, x, y, l->cell, l->cell);
      if (reversi)
        cairo_set_source_rgba (cr, 1, 1, 1, hc ? 0.3 : 0.18);
      else
        set_rgba (cr, &p->accent, 0.25);
      cairo_fill (cr);
    }

  for (int i = 0; i < scene->n_hint_values; i++)
    {
      SkyMove m = scene->hint_moves[i];
      char text[16];

      if (m < 0)
        continue;
      g_snprintf (text, sizeof text, "%d", scene->hint_values[i]);
      if (reversi)
        cairo_set_source_rgba (cr, 1, 1, 1, hc ? 1.0 : 0.95);
      else
        set_rgba (cr, &p->fg, hc ? 1.0 : 0.85);
      draw_text (widget, cr, text, l->x0 + (m % l->cols + 0.5) * l->cell,
                 l->y0 + (m / l->cols + 0.84) * l->cell, l->cell * 0.2,
                 m == scene->hint);
    }

  if (scene->hint >= 0)
    {
      double cx = l->x0 + (scene->hint % l->cols + 0.5) * l->cell;
      double cy = l->y0 + (scene->hint / l->cols + 0.5) * l->cell;

      if (hc && scene->pos->game->kind == SKY_GAME_NUMBERGRAB)
        {
          /* Around a number a diamond would cross its digits: a double
           * ring, which no other mark has. */
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, l->cell * 0.36, 0, 2 * G_PI);
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, l->cell * 0.44, 0, 2 * G_PI);
          stroke_double (cr, paper, ink, MAX (2, l->cell * 0.035));
        }
      else if (hc)
        {
          /* A thick diamond on an empty square: no other mark has its
           * shape. */
          diamond_path (cr, cx, cy,
                        l->cell * (scene->n_hint_values > 0 ? 0.28 : 0.38));
          stroke_double (cr, paper, ink, CLAMP (l->cell * 0.06, 3, 8));
        }
      else
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy,
                     l->cell * (scene->n_hint_values > 0 ? 0.23 : 0.36),
                     0, 2 * G_PI);
          set_hex (cr, reversi ? 0xf6d32d : 0x26a269, 1.0);
          cairo_set_line_width (cr, MAX (2, l->cell * 0.06));
          cairo_stroke (cr);
        }
    }

  if (scene->cursor >= 0)
    {
      double x = l->x0 + (scene->cursor % l->cols) * l->cell;
      double y = l->y0 + (scene->cursor / l->cols) * l->cell;
      double lw = MAX (2, l->cell * 0.05);

      if (hc)
        {
          /* A thick dashed square on a solid one of the other colour. */
          double dash = lw * 2;

          lw = MAX (3, l->cell * 0.07);
          cairo_rectangle (cr, x + lw / 2, y + lw / 2, l->cell - lw,
                           l->cell - lw);
          set_rgba (cr, paper, 1.0);
          cairo_set_line_width (cr, lw);
          cairo_stroke_preserve (cr);
          set_rgba (cr, ink, 1.0);
          cairo_set_dash (cr, &dash, 1, 0);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
          return;
        }
      rounded_rect (cr, x + lw / 2, y + lw / 2, l->cell - lw, l->cell - lw,
                    lw);
      if (reversi)
        set_hex (cr, 0xf6d32d, 1.0);
      else
        set_rgba (cr, &p->accent, 1.0);
      cairo_set_line_width (cr, lw);
      cairo_stroke (cr);
    }
}

void
sakiyomi_board_painter_draw (GtkWidget                 *widget,
                             cairo_t                   *cr,
                             const SakiyomiBoardLayout *layout,
                             const SakiyomiBoardScene  *scene)
{
  Palette p;

  get_palette (widget, scene->high_contrast, &p);

  cairo_save (cr);
  switch (scene->pos->game->kind)
    {
    case SKY_GAME_NUMBERGRAB:
      draw_numbergrab (widget, scene, cr, layout, &p);
      draw_coordinates (widget, scene, cr, layout, &p);
      break;
    case SKY_GAME_TICTACTOE:
      draw_tictactoe (widget, scene, cr, layout, &p);
      break;
    case SKY_GAME_REVERSI:
    case SKY_N_GAMES:
    default:
      draw_reversi (widget, scene, cr, layout, &p);
      break;
    }
  draw_overlays (widget, scene, cr, layout, &p);
  cairo_restore (cr);
}
