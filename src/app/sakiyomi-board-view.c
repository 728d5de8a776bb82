/* sakiyomi-board-view.c: draws a position of any game and takes clicks and
 * keys on its cells.
 *
 * The view never decides rules: it is given a position, asks the game which
 * moves are legal only to mark them, and reports activated cells with
 * ::cell-activated.  Everything is drawn with Cairo from the widget's size,
 * so it is crisp at any size and scale; the colours of text and grid come
 * from the theme, the boards' own colours are chosen to read in light and
 * dark styles alike.
 */
#define G_LOG_DOMAIN "sakiyomi-board-view"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "sakiyomi-board-view.h"
#include "sakiyomi-game-text.h"

#define FLIP_DURATION (350 * G_TIME_SPAN_MILLISECOND)

struct _SakiyomiBoardView
{
  GtkWidget parent_instance;

  SkyPosition *pos;
  SkyMove legal[SKY_MAX_MOVES];
  int n_legal;

  gboolean interactive;
  gboolean show_legal_moves;
  gboolean animate;

  int hover;                  /* cell under the pointer, or -1 */
  int cursor;                 /* keyboard cursor */
  gboolean keyboard_used;     /* show the cursor: the keys moved it last */

  SkyMove hint;
  int n_hint_values;
  SkyMove hint_moves[SKY_MAX_MOVES];
  int hint_values[SKY_MAX_MOVES];

  /* Reversi flip animation: what each cell showed before the move. */
  SkyCellKind anim_from[SKY_MAX_MOVES];
  gint64 anim_start;
  guint tick_id;
};

G_DEFINE_FINAL_TYPE (SakiyomiBoardView, sakiyomi_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_INTERACTIVE,
  PROP_SHOW_LEGAL_MOVES,
  PROP_ANIMATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CELL_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Where the board sits in a widget of a given size. */
typedef struct
{
  int cols, rows;
  double x0, y0;              /* top left of the first cell */
  double cell;                /* side of one cell */
  double margin;              /* room for coordinates around the board */
} Layout;

static gboolean
compute_layout (SakiyomiBoardView *self,
                int                width,
                int                height,
                Layout            *l)
{
  double units, side;

  if (self->pos == NULL || width <= 0 || height <= 0)
    return FALSE;

  l->cols = self->pos->game->width;
  l->rows = self->pos->game->height;
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

static int
cell_at (SakiyomiBoardView *self,
         double             x,
         double             y)
{
  Layout l;
  int col, row;

  if (!compute_layout (self, gtk_widget_get_width (GTK_WIDGET (self)),
                       gtk_widget_get_height (GTK_WIDGET (self)), &l))
    return -1;

  col = (int) floor ((x - l.x0) / l.cell);
  row = (int) floor ((y - l.y0) / l.cell);
  if (col < 0 || row < 0 || col >= l.cols || row >= l.rows)
    return -1;
  return row * l.cols + col;
}

static gboolean
is_legal (SakiyomiBoardView *self,
          int                cell)
{
  for (int i = 0; i < self->n_legal; i++)
    if (self->legal[i] == cell)
      return TRUE;
  return FALSE;
}

/* ---- Colours ---------------------------------------------------------- */

typedef struct
{
  GdkRGBA fg;                 /* the theme's text colour */
  GdkRGBA accent;
  gboolean dark;              /* the theme is dark (light text) */
} Palette;

static void
get_palette (SakiyomiBoardView *self,
             Palette           *p)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

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

/* Text centred on (cx, cy), size in device units. */
static void
draw_text (SakiyomiBoardView *self,
           cairo_t           *cr,
           const char        *text,
           double             cx,
           double             cy,
           double             size,
           gboolean           bold)
{
  g_autoptr(PangoLayout) layout =
    gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
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
draw_coordinates (SakiyomiBoardView *self,
                  cairo_t           *cr,
                  const Layout      *l,
                  const Palette     *p)
{
  double size = l->cell * 0.28;
  gboolean letters = self->pos->game->kind == SKY_GAME_REVERSI;

  set_rgba (cr, &p->fg, 0.7);
  for (int i = 0; i < l->cols; i++)
    {
      char label[8];
      double cx = l->x0 + (i + 0.5) * l->cell;

      if (letters)
        g_snprintf (label, sizeof label, "%c", 'a' + i);
      else
        g_snprintf (label, sizeof label, "%d", i + 1);
      draw_text (self, cr, label, cx, l->y0 - l->margin * l->cell / 2,
                 size, FALSE);
      draw_text (self, cr, label, cx,
                 l->y0 + l->rows * l->cell + l->margin * l->cell / 2,
                 size, FALSE);
    }
  for (int i = 0; i < l->rows; i++)
    {
      char label[8];
      double cy = l->y0 + (i + 0.5) * l->cell;

      g_snprintf (label, sizeof label, "%d", i + 1);
      draw_text (self, cr, label, l->x0 - l->margin * l->cell / 2, cy,
                 size, FALSE);
      draw_text (self, cr, label,
                 l->x0 + l->cols * l->cell + l->margin * l->cell / 2, cy,
                 size, FALSE);
    }
}

static void
draw_numbergrab (SakiyomiBoardView *self,
                 cairo_t           *cr,
                 const Layout      *l,
                 const Palette     *p)
{
  const SkyPosition *pos = self->pos;
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
      set_rgba (cr, &p->accent, p->dark ? 0.35 : 0.22);
      cairo_fill_preserve (cr);
      set_rgba (cr, &p->accent, 1.0);
      cairo_set_line_width (cr, MAX (2, l->cell * 0.04));
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

      if (c.kind == SKY_CELL_NUMBER)
        {
          g_autofree char *text = sakiyomi_format_number (c.value);

          if (c.value < 0)
            set_hex (cr, p->dark ? 0xff7b63 : 0xc01c28, 1.0);
          else
            set_rgba (cr, &p->fg, 1.0);
          draw_text (self, cr, text, x + s / 2, y + s / 2, l->cell * 0.36,
                     TRUE);
        }

      if (i == pos->last_move)
        {
          rounded_rect (cr, x + inset, y + inset, s - 2 * inset,
                        s - 2 * inset, radius * 0.8);
          set_hex (cr, side_colour (p, c.owner), 1.0);
          cairo_set_line_width (cr, MAX (2, l->cell * 0.05));
          cairo_stroke (cr);
        }
    }
}

static void
draw_tictactoe (SakiyomiBoardView *self,
                cairo_t           *cr,
                const Layout      *l,
                const Palette     *p)
{
  const SkyPosition *pos = self->pos;
  double lw = MAX (2, l->cell * 0.035);

  /* Last move: a soft square behind the mark. */
  if (pos->last_move >= 0)
    {
      double x = l->x0 + (pos->last_move % l->cols) * l->cell;
      double y = l->y0 + (pos->last_move / l->cols) * l->cell;

      rounded_rect (cr, x + lw, y + lw, l->cell - 2 * lw, l->cell - 2 * lw,
                    l->cell * 0.08);
      set_rgba (cr, &p->fg, 0.08);
      cairo_fill (cr);
    }

  set_rgba (cr, &p->fg, 0.55);
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

  cairo_set_line_width (cr, l->cell * 0.1);
  for (int i = 0; i < l->rows * l->cols; i++)
    {
      SkyCell c = pos->game->cell (pos, i);
      double cx = l->x0 + (i % l->cols + 0.5) * l->cell;
      double cy = l->y0 + (i / l->cols + 0.5) * l->cell;
      double r = l->cell * 0.27;

      if (c.kind == SKY_CELL_FIRST)
        {
          set_hex (cr, side_colour (p, SKY_SIDE_FIRST), 1.0);
          cairo_move_to (cr, cx - r, cy - r);
          cairo_line_to (cr, cx + r, cy + r);
          cairo_move_to (cr, cx + r, cy - r);
          cairo_line_to (cr, cx - r, cy + r);
          cairo_stroke (cr);
        }
      else if (c.kind == SKY_CELL_SECOND)
        {
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
          set_rgba (cr, &p->fg, 0.8);
          cairo_set_line_width (cr, l->cell * 0.06);
          cairo_move_to (cr, l->x0 + (lines[i][0] % 3 + 0.5) * l->cell,
                         l->y0 + (lines[i][0] / 3 + 0.5) * l->cell);
          cairo_line_to (cr, l->x0 + (lines[i][2] % 3 + 0.5) * l->cell,
                         l->y0 + (lines[i][2] / 3 + 0.5) * l->cell);
          cairo_stroke (cr);
        }
    }
}

static double
animation_progress (SakiyomiBoardView *self)
{
  gint64 now;

  if (self->tick_id == 0)
    return 1.0;
  now = g_get_monotonic_time ();
  return CLAMP ((double) (now - self->anim_start) / FLIP_DURATION, 0.0, 1.0);
}

static void
draw_disc (cairo_t  *cr,
           double    cx,
           double    cy,
           double    r,
           double    x_scale,
           gboolean  black)
{
  cairo_pattern_t *shade;

  if (x_scale <= 0.02)
    return;
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, x_scale, 1.0);
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
draw_reversi (SakiyomiBoardView *self,
              cairo_t           *cr,
              const Layout      *l,
              const Palette     *p)
{
  const SkyPosition *pos = self->pos;
  double w = l->cols * l->cell, h = l->rows * l->cell;
  double lw = MAX (1, round (l->cell * 0.025));
  double t = animation_progress (self);

  /* The green board with a dark frame. */
  rounded_rect (cr, l->x0 - lw * 2, l->y0 - lw * 2, w + lw * 4, h + lw * 4,
                lw * 3);
  set_hex (cr, 0x0c3d1e, 1.0);
  cairo_fill (cr);
  cairo_rectangle (cr, l->x0, l->y0, w, h);
  set_hex (cr, 0x1f7a3e, 1.0);
  cairo_fill (cr);

  set_hex (cr, 0x0c3d1e, 1.0);
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
      SkyCellKind from = self->anim_from[i];

      if (c.kind != SKY_CELL_FIRST && c.kind != SKY_CELL_SECOND)
        continue;
      if (t < 1.0 && from != c.kind && from != SKY_CELL_EMPTY)
        {
          /* A flip: the disc narrows to its edge and turns over. */
          double scale = fabs (cos (G_PI * t));
          SkyCellKind shown = t < 0.5 ? from : c.kind;

          draw_disc (cr, cx, cy, r, scale, shown == SKY_CELL_FIRST);
        }
      else if (t < 1.0 && from == SKY_CELL_EMPTY)
        draw_disc (cr, cx, cy, r * (0.7 + 0.3 * MIN (1.0, 3 * t)), 1.0,
                   c.kind == SKY_CELL_FIRST);
      else
        draw_disc (cr, cx, cy, r, 1.0, c.kind == SKY_CELL_FIRST);

      if (i == pos->last_move)
        {
          cairo_arc (cr, cx, cy, l->cell * 0.07, 0, 2 * G_PI);
          set_hex (cr, 0xe01b24, 1.0);
          cairo_fill (cr);
        }
    }

  /* Legal moves of the side to move as small dots. */
  if (self->show_legal_moves && !sky_position_is_over (pos))
    for (int i = 0; i < self->n_legal; i++)
      {
        SkyMove m = self->legal[i];

        if (m < 0)
          continue;
        cairo_arc (cr, l->x0 + (m % l->cols + 0.5) * l->cell,
                   l->y0 + (m / l->cols + 0.5) * l->cell,
                   MAX (2, l->cell * 0.08), 0, 2 * G_PI);
        if (pos->to_move == SKY_SIDE_FIRST)
          cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
        else
          cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
        cairo_fill (cr);
      }

  draw_coordinates (self, cr, l, p);
}

/* Hover, hint and the keyboard cursor, over any game. */
static void
draw_overlays (SakiyomiBoardView *self,
               cairo_t           *cr,
               const Layout      *l,
               const Palette     *p)
{
  gboolean reversi = self->pos->game->kind == SKY_GAME_REVERSI;

  if (self->interactive && self->hover >= 0 && is_legal (self, self->hover))
    {
      double x = l->x0 + (self->hover % l->cols) * l->cell;
      double y = l->y0 + (self->hover / l->cols) * l->cell;

      cairo_rectangle (cr, x, y, l->cell, l->cell);
      if (reversi)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.18);
      else
        set_rgba (cr, &p->accent, 0.25);
      cairo_fill (cr);
    }

  for (int i = 0; i < self->n_hint_values; i++)
    {
      SkyMove m = self->hint_moves[i];
      char text[16];

      if (m < 0)
        continue;
      g_snprintf (text, sizeof text, "%d", self->hint_values[i]);
      if (reversi)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
      else
        set_rgba (cr, &p->fg, 0.85);
      draw_text (self, cr, text, l->x0 + (m % l->cols + 0.5) * l->cell,
                 l->y0 + (m / l->cols + 0.84) * l->cell, l->cell * 0.2,
                 m == self->hint);
    }

  if (self->hint >= 0)
    {
      double cx = l->x0 + (self->hint % l->cols + 0.5) * l->cell;
      double cy = l->y0 + (self->hint / l->cols + 0.5) * l->cell;

      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, l->cell * (self->n_hint_values > 0 ? 0.23 : 0.36),
                 0, 2 * G_PI);
      set_hex (cr, reversi ? 0xf6d32d : 0x26a269, 1.0);
      cairo_set_line_width (cr, MAX (2, l->cell * 0.06));
      cairo_stroke (cr);
    }

  if (gtk_widget_has_focus (GTK_WIDGET (self)) && self->cursor >= 0
      && (self->keyboard_used || gtk_widget_has_visible_focus (GTK_WIDGET (self))))
    {
      double x = l->x0 + (self->cursor % l->cols) * l->cell;
      double y = l->y0 + (self->cursor / l->cols) * l->cell;
      double lw = MAX (2, l->cell * 0.05);

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
sakiyomi_board_view_draw (SakiyomiBoardView *self,
                          cairo_t           *cr,
                          int                width,
                          int                height)
{
  Layout l;
  Palette p;

  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  if (!compute_layout (self, width, height, &l))
    return;
  get_palette (self, &p);

  cairo_save (cr);
  switch (self->pos->game->kind)
    {
    case SKY_GAME_NUMBERGRAB:
      draw_numbergrab (self, cr, &l, &p);
      draw_coordinates (self, cr, &l, &p);
      break;
    case SKY_GAME_TICTACTOE:
      draw_tictactoe (self, cr, &l, &p);
      break;
    case SKY_GAME_REVERSI:
    case SKY_N_GAMES:
    default:
      draw_reversi (self, cr, &l, &p);
      break;
    }
  draw_overlays (self, cr, &l, &p);
  cairo_restore (cr);
}

static void
sakiyomi_board_view_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->pos == NULL)
    return;
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, width, height));
  sakiyomi_board_view_draw (self, cr, width, height);
  cairo_destroy (cr);
}

/* ---- Input and accessibility ------------------------------------------ */

static void
update_accessible (SakiyomiBoardView *self)
{
  g_autofree char *description = NULL;
  const char *label;

  if (self->pos == NULL)
    return;

  switch (self->pos->game->kind)
    {
    case SKY_GAME_NUMBERGRAB:
      label = _("Number-grab board");
      break;
    case SKY_GAME_TICTACTOE:
      label = _("Tic-tac-toe board");
      break;
    case SKY_GAME_REVERSI:
    case SKY_N_GAMES:
    default:
      label = _("Reversi board");
      break;
    }
  description = sakiyomi_board_view_describe_cell (self, self->cursor);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description,
                                  -1);
}

char *
sakiyomi_board_view_describe_cell (SakiyomiBoardView *self,
                                   int                cell)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), NULL);

  if (self->pos == NULL || cell < 0)
    return g_strdup ("");
  return sakiyomi_describe_cell (self->pos, cell);
}

void
sakiyomi_board_view_set_cursor (SakiyomiBoardView *self,
                                int                cell)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  if (self->pos == NULL)
    return;
  cell = CLAMP (cell, 0, self->pos->game->width * self->pos->game->height - 1);
  if (cell == self->cursor)
    return;
  self->cursor = cell;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
sakiyomi_board_view_get_cursor (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), -1);

  return self->cursor;
}

void
sakiyomi_board_view_click (SakiyomiBoardView *self,
                           double             x,
                           double             y)
{
  int cell;

  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  cell = cell_at (self, x, y);
  if (cell < 0 || !self->interactive)
    return;
  sakiyomi_board_view_set_cursor (self, cell);
  g_signal_emit (self, signals[CELL_ACTIVATED], 0, cell);
}

static void
on_click_pressed (GtkGestureClick   *gesture,
                  int                n_press,
                  double             x,
                  double             y,
                  SakiyomiBoardView *self)
{
  self->keyboard_used = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_click_released (GtkGestureClick   *gesture,
                   int                n_press,
                   double             x,
                   double             y,
                   SakiyomiBoardView *self)
{
  if (n_press == 1)
    sakiyomi_board_view_click (self, x, y);
}

static void
set_hover (SakiyomiBoardView *self,
           int                cell)
{
  if (cell == self->hover)
    return;
  self->hover = cell;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           SakiyomiBoardView        *self)
{
  set_hover (self, cell_at (self, x, y));
}

static void
on_leave (GtkEventControllerMotion *motion,
          SakiyomiBoardView        *self)
{
  set_hover (self, -1);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                SakiyomiBoardView     *self)
{
  int width, height, row, col;

  if (self->pos == NULL
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;

  width = self->pos->game->width;
  height = self->pos->game->height;
  row = self->cursor / width;
  self->keyboard_used = TRUE;
  col = self->cursor % width;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      col = MAX (col - 1, 0);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      col = MIN (col + 1, width - 1);
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      row = MAX (row - 1, 0);
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      row = MIN (row + 1, height - 1);
      break;
    case GDK_KEY_Home:
      col = 0;
      break;
    case GDK_KEY_End:
      col = width - 1;
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (self->interactive)
        g_signal_emit (self, signals[CELL_ACTIVATED], 0, self->cursor);
      return TRUE;
    default:
      return FALSE;
    }

  sakiyomi_board_view_set_cursor (self, row * width + col);
  return TRUE;
}

static gboolean
on_animation_tick (GtkWidget     *widget,
                   GdkFrameClock *clock,
                   gpointer       user_data)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (widget);

  gtk_widget_queue_draw (widget);
  if (g_get_monotonic_time () - self->anim_start >= FLIP_DURATION)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
stop_animation (SakiyomiBoardView *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

/* ---- Public API ------------------------------------------------------- */

void
sakiyomi_board_view_set_position (SakiyomiBoardView *self,
                                  const SkyPosition *pos,
                                  const SkyPosition *previous)
{
  const SkyGame *old_game;
  int n_cells;

  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));
  g_return_if_fail (pos != NULL);

  old_game = self->pos != NULL ? self->pos->game : NULL;
  stop_animation (self);
  g_clear_pointer (&self->pos, sky_position_free);
  self->pos = sky_position_copy (pos);
  self->n_legal = sky_position_legal_moves (pos, self->legal);
  self->hint = SKY_MOVE_NONE;
  self->n_hint_values = 0;
  n_cells = pos->game->width * pos->game->height;

  if (old_game != pos->game)
    self->cursor = (pos->game->height / 2) * pos->game->width
                   + pos->game->width / 2 - (pos->game->width % 2 == 0);
  self->cursor = CLAMP (self->cursor, 0, n_cells - 1);

  for (int i = 0; i < n_cells; i++)
    self->anim_from[i] = pos->game->cell (pos, i).kind;

  if (self->animate && previous != NULL && previous->game == pos->game
      && pos->game->kind == SKY_GAME_REVERSI && pos->ply == previous->ply + 1
      && gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      for (int i = 0; i < n_cells; i++)
        self->anim_from[i] = previous->game->cell (previous, i).kind;
      self->anim_start = g_get_monotonic_time ();
      self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self),
                                                    on_animation_tick,
                                                    NULL, NULL);
    }

  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const SkyPosition *
sakiyomi_board_view_get_position (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), NULL);

  return self->pos;
}

gboolean
sakiyomi_board_view_is_animating (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), FALSE);

  return self->tick_id != 0;
}

void
sakiyomi_board_view_set_interactive (SakiyomiBoardView *self,
                                     gboolean           interactive)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  interactive = !!interactive;
  if (interactive == self->interactive)
    return;
  self->interactive = interactive;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   interactive ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
sakiyomi_board_view_get_interactive (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), FALSE);

  return self->interactive;
}

void
sakiyomi_board_view_set_show_legal_moves (SakiyomiBoardView *self,
                                          gboolean           show)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  show = !!show;
  if (show == self->show_legal_moves)
    return;
  self->show_legal_moves = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LEGAL_MOVES]);
}

void
sakiyomi_board_view_set_animate (SakiyomiBoardView *self,
                                 gboolean           animate)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));

  animate = !!animate;
  if (animate == self->animate)
    return;
  self->animate = animate;
  if (!animate)
    stop_animation (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATE]);
}

void
sakiyomi_board_view_set_hint (SakiyomiBoardView *self,
                              SkyMove            best,
                              int                n_moves,
                              const SkyMove     *moves,
                              const int         *values)
{
  g_return_if_fail (SAKIYOMI_IS_BOARD_VIEW (self));
  g_return_if_fail (n_moves >= 0 && n_moves <= SKY_MAX_MOVES);

  self->hint = best;
  self->n_hint_values = n_moves;
  if (n_moves > 0)
    {
      memcpy (self->hint_moves, moves, n_moves * sizeof *moves);
      memcpy (self->hint_values, values, n_moves * sizeof *values);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sakiyomi_board_view_clear_hint (SakiyomiBoardView *self)
{
  sakiyomi_board_view_set_hint (self, SKY_MOVE_NONE, 0, NULL, NULL);
}

SkyMove
sakiyomi_board_view_get_hint (SakiyomiBoardView *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), SKY_MOVE_NONE);

  return self->hint;
}

gboolean
sakiyomi_board_view_cell_center (SakiyomiBoardView *self,
                                 int                width,
                                 int                height,
                                 int                cell,
                                 double            *x,
                                 double            *y)
{
  Layout l;

  g_return_val_if_fail (SAKIYOMI_IS_BOARD_VIEW (self), FALSE);

  if (!compute_layout (self, width, height, &l)
      || cell < 0 || cell >= l.cols * l.rows)
    return FALSE;
  *x = l.x0 + (cell % l.cols + 0.5) * l.cell;
  *y = l.y0 + (cell / l.cols + 0.5) * l.cell;
  return TRUE;
}

/* ---- GObject ---------------------------------------------------------- */

static void
sakiyomi_board_view_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  *minimum = 240;
  *natural = 560;
}

static void
sakiyomi_board_view_dispose (GObject *object)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (object);

  stop_animation (self);
  G_OBJECT_CLASS (sakiyomi_board_view_parent_class)->dispose (object);
}

static void
sakiyomi_board_view_finalize (GObject *object)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (object);

  g_clear_pointer (&self->pos, sky_position_free);
  G_OBJECT_CLASS (sakiyomi_board_view_parent_class)->finalize (object);
}

static void
sakiyomi_board_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_SHOW_LEGAL_MOVES:
      g_value_set_boolean (value, self->show_legal_moves);
      break;
    case PROP_ANIMATE:
      g_value_set_boolean (value, self->animate);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_board_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  SakiyomiBoardView *self = SAKIYOMI_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_INTERACTIVE:
      sakiyomi_board_view_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LEGAL_MOVES:
      sakiyomi_board_view_set_show_legal_moves (self,
                                                g_value_get_boolean (value));
      break;
    case PROP_ANIMATE:
      sakiyomi_board_view_set_animate (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_board_view_class_init (SakiyomiBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_board_view_dispose;
  object_class->finalize = sakiyomi_board_view_finalize;
  object_class->get_property = sakiyomi_board_view_get_property;
  object_class->set_property = sakiyomi_board_view_set_property;

  widget_class->snapshot = sakiyomi_board_view_snapshot;
  widget_class->measure = sakiyomi_board_view_measure;

  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LEGAL_MOVES] =
    g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATE] =
    g_param_spec_boolean ("animate", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SakiyomiBoardView::cell-activated:
   * @cell: the cell clicked, or played from the keyboard
   *
   * The person chose a cell; whether it is a legal move is for the
   * handler to decide.
   */
  signals[CELL_ACTIVATED] =
    g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class,
                                        GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sakiyomi_board_view_init (SakiyomiBoardView *self)
{
  GtkEventController *controller;
  GtkGesture *click;

  self->hover = -1;
  self->hint = SKY_MOVE_NONE;
  self->show_legal_moves = TRUE;
  self->animate = TRUE;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  /* The cursor is drawn only while the board has the keyboard focus. */
  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter",
                            G_CALLBACK (gtk_widget_queue_draw), self);
  g_signal_connect_swapped (controller, "leave",
                            G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed),
                    self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

GtkWidget *
sakiyomi_board_view_new (void)
{
  return g_object_new (SAKIYOMI_TYPE_BOARD_VIEW, NULL);
}
