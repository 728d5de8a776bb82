/* sakiyomi-eval-graph.c: the evaluation graph of a game review.
 *
 * Point k is the value after k moves from the first player's point of
 * view: point 0 is the best value of the start, point k the value of the
 * k-th move played.  The vertical scale is symmetric and grows with the
 * largest value shown, never below a floor per game, so that a quiet game
 * does not look wild.  Plies not reviewed yet leave gaps: the graph fills
 * while the review runs.
 *
 * A graph to read: the caption above says whose view and which unit
 * ("Black's lead (discs)") where the graph is tall enough; the value axis
 * on the left is ticked at the top and bottom of the scale (a round
 * number) and at zero, in the game's unit, each tick named by the side
 * ahead ("Black +20 discs", "Even", "White +20 discs"; "X wins", "Draw",
 * "O wins"), never by a bare signed number; the move numbers run under
 * the plot.  Marks stay inside the plot, off
 * the caption and the numbers.  Its colours are the style sheet's
 * (style.css and its dark and high-contrast sheets).  For a screen reader
 * the graph is a slider whose value is the ply shown, and whose text says
 * the move and its value.  Mistakes are marked by shape as well as colour
 * (an inaccuracy a triangle, a mistake a square, a blunder a cross), so
 * the classes read without colour; the high-contrast style draws them in
 * the text colour.
 */
#define G_LOG_DOMAIN "sakiyomi-eval-graph"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "sakiyomi-eval-graph.h"
#include "sakiyomi-game-text.h"
#include "value-format.h"

#define PADDING 6.0
/* Room above and below the line inside the plot: a mark at the top or
 * the bottom of the scale stays inside it, off the caption and the move
 * numbers. */
#define MARK_ROOM 8.0
/* Below these heights the move numbers, the caption are left out: the
 * line and its marks come first. */
#define NUMBERS_MIN_HEIGHT 72
#define CAPTION_MIN_HEIGHT 150

struct _SakiyomiEvalGraph
{
  GtkWidget parent_instance;

  SakiyomiGameReview *review;
  guint ply;
  gboolean high_contrast;
};

G_DEFINE_FINAL_TYPE (SakiyomiEvalGraph, sakiyomi_eval_graph, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_HIGH_CONTRAST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PLY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Where things go in a graph of a size: the plot, its scale and its
 * ticks. */
typedef struct
{
  double left, right, top, bottom;      /* the plot */
  double mid, half;                     /* the zero line; a range's height */
  double range;                         /* the value at mid - half */
  double tick;                          /* the value ticked above and below */
  guint move_step;                      /* move numbers every move_step */
  gboolean caption, numbers;
} Frame;

static guint
n_plies (SakiyomiEvalGraph *self)
{
  return self->review != NULL ? sakiyomi_game_review_get_n_plies (self->review) : 0;
}

static const SkyGame *
review_game (SakiyomiEvalGraph *self)
{
  return sky_record_get_game (sakiyomi_game_review_get_record (self->review));
}

static SkyValueUnit
review_unit (SakiyomiEvalGraph *self)
{
  return sky_value_unit_for_review (review_game (self)->kind);
}

/* The value of point k for the first player, FALSE if not known yet. */
static gboolean
point_value (SakiyomiEvalGraph *self,
             guint              k,
             double            *value)
{
  const SkyReviewPly *ply;

  if (k == 0)
    {
      ply = sakiyomi_game_review_get_ply (self->review, 0);
      if (ply == NULL)
        return FALSE;
      *value = ply->side == SKY_SIDE_FIRST ? ply->best_value : -ply->best_value;
      return TRUE;
    }
  ply = sakiyomi_game_review_get_ply (self->review, k - 1);
  if (ply == NULL)
    return FALSE;
  *value = sky_review_ply_value_for_first (ply);
  return TRUE;
}

/* A named colour of the style sheet (style.css and its dark and
 * high-contrast sheets), or fallback if the theme lacks it. */
static void
lookup_colour (SakiyomiEvalGraph *self,
               const char        *name,
               const char        *fallback,
               GdkRGBA           *colour)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (self)),
                                       name, colour))
    gdk_rgba_parse (colour, fallback);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

void
sakiyomi_eval_graph_get_judgement_colour (SakiyomiEvalGraph *self,
                                          SkyJudgement       judgement,
                                          GdkRGBA           *colour)
{
  static const char *const names[][2] = {
    [SKY_JUDGEMENT_INACCURACY] = { "sakiyomi_inaccuracy_color", "#946000" },
    [SKY_JUDGEMENT_MISTAKE] = { "sakiyomi_mistake_color", "#c64600" },
    [SKY_JUDGEMENT_BLUNDER] = { "sakiyomi_blunder_color", "#c01c28" },
  };

  g_return_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self));
  if (judgement < SKY_JUDGEMENT_INACCURACY || judgement > SKY_JUDGEMENT_BLUNDER)
    judgement = SKY_JUDGEMENT_BLUNDER;
  lookup_colour (self, names[judgement][0], names[judgement][1], colour);
}

/* A mistake's mark at (x, y), its shape telling its class; r is half
 * its size. */
static void
mark_path (cairo_t      *cr,
           SkyJudgement  judgement,
           double        x,
           double        y,
           double        r)
{
  switch (judgement)
    {
    case SKY_JUDGEMENT_INACCURACY:
      cairo_move_to (cr, x, y - r);
      cairo_line_to (cr, x + r, y + r * 0.8);
      cairo_line_to (cr, x - r, y + r * 0.8);
      cairo_close_path (cr);
      break;
    case SKY_JUDGEMENT_MISTAKE:
      cairo_rectangle (cr, x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6);
      break;
    case SKY_JUDGEMENT_BLUNDER:
    case SKY_JUDGEMENT_NONE:
    case SKY_N_JUDGEMENTS:
    default:
      cairo_move_to (cr, x - r, y - r);
      cairo_line_to (cr, x + r, y + r);
      cairo_move_to (cr, x + r, y - r);
      cairo_line_to (cr, x - r, y + r);
      break;
    }
}

/* The mark drawn: the triangle and square filled, the cross stroked; each
 * on a halo of outline so it stands out from the line under it. */
static void
draw_mark (SakiyomiEvalGraph *self,
           cairo_t           *cr,
           SkyJudgement       judgement,
           double             x,
           double             y,
           const GdkRGBA     *fg,
           const GdkRGBA     *halo)
{
  double r = self->high_contrast ? 6.0 : 5.0;
  double cross_width = self->high_contrast ? 3.0 : 2.5;
  GdkRGBA colour;

  mark_path (cr, judgement, x, y, r);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  gdk_cairo_set_source_rgba (cr, halo);
  if (judgement == SKY_JUDGEMENT_BLUNDER)
    {
      cairo_set_line_width (cr, cross_width + 3.0);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, cross_width);
    }
  else
    {
      cairo_set_line_width (cr, 3.0);
      cairo_stroke_preserve (cr);
    }
  if (self->high_contrast)
    colour = *fg;
  else
    sakiyomi_eval_graph_get_judgement_colour (self, judgement, &colour);
  gdk_cairo_set_source_rgba (cr, &colour);
  if (judgement == SKY_JUDGEMENT_BLUNDER)
    cairo_stroke (cr);
  else
    cairo_fill (cr);
}

/* A small layout of text, as the caption and the axes write. */
static PangoLayout *
small_layout (SakiyomiEvalGraph *self,
              const char        *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_scale_new (PANGO_SCALE_SMALL));
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  return layout;
}

static void
text_size (SakiyomiEvalGraph *self, const char *text, int *width, int *height)
{
  g_autoptr(PangoLayout) layout = small_layout (self, text);

  pango_layout_get_pixel_size (layout, width, height);
}

char *
sakiyomi_eval_graph_dup_value_text (SakiyomiEvalGraph *self,
                                    double             value,
                                    gboolean           with_unit)
{
  const SkyGame *game;
  SkyValueUnit unit;
  g_autofree char *amount = NULL;

  g_return_val_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self), NULL);
  if (self->review == NULL)
    return NULL;
  game = review_game (self);
  unit = review_unit (self);
  if (unit == SKY_VALUE_UNIT_OUTCOME)
    {
      if (value > 0.5 || value < -0.5)
        /* TRANSLATORS: the evaluation graph, a side's result: "X wins" */
        return g_strdup_printf (_("%s wins"),
                                sakiyomi_side_name (game, value > 0 ? SKY_SIDE_FIRST
                                                                    : SKY_SIDE_SECOND));
      /* TRANSLATORS: the evaluation graph's zero line in tic-tac-toe */
      return g_strdup (C_("eval graph", "Draw"));
    }
  amount = sky_value_format (unit, ABS (value),
                             with_unit ? SKY_VALUE_STYLE_LONG : SKY_VALUE_STYLE_NUMBER);
  if (value == 0 || g_str_equal (amount, "0") || g_str_has_prefix (amount, "0 "))
    /* TRANSLATORS: the evaluation graph's zero line: neither side ahead */
    return g_strdup (C_("eval graph", "Even"));
  /* TRANSLATORS: a lead said from the side that has it, "Black +12" */
  return g_strdup_printf (C_("lead", "%s %s"),
                          sakiyomi_side_name (game, value > 0 ? SKY_SIDE_FIRST
                                                              : SKY_SIDE_SECOND),
                          amount);
}

/* The scale: the least round number at or over range; its top and bottom
 * are ticked, as far from the zero line as labels can be. */
static double
round_up (double range)
{
  static const double steps[] = { 1, 2, 3, 4, 5, 6, 8, 10 };
  double power = pow (10.0, floor (log10 (range)));

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (steps[i] * power >= range - 1e-9)
      return steps[i] * power;
  return 10 * power;
}

/* The frame of a graph width x height. */
static void
get_frame (SakiyomiEvalGraph *self,
           int                width,
           int                height,
           Frame             *frame)
{
  static const guint steps[] = { 1, 2, 5, 10, 20, 25, 50, 100, 200, 500 };
  guint n = n_plies (self);
  int tick_w = 0, text_h = 0, number_w = 0;

  *frame = (Frame) { 0 };
  frame->caption = height >= CAPTION_MIN_HEIGHT;
  frame->numbers = height >= NUMBERS_MIN_HEIGHT;
  frame->range = self->review != NULL ? review_game (self)->graph_scale_floor : 1.0;
  for (guint k = 0; n > 0 && k <= n; k++)
    {
      double v;

      if (point_value (self, k, &v))
        frame->range = MAX (frame->range, ABS (v));
    }
  frame->range = frame->tick = round_up (frame->range);

  /* The value axis on the left, as wide as its widest label. */
  text_size (self, "0", NULL, &text_h);
  if (self->review != NULL)
    {
      double values[] = { frame->tick, 0, -frame->tick };

      for (guint i = 0; i < G_N_ELEMENTS (values); i++)
        {
          g_autofree char *text = sakiyomi_eval_graph_dup_value_text (self, values[i], TRUE);
          int w;

          text_size (self, text, &w, NULL);
          tick_w = MAX (tick_w, w);
        }
    }
  frame->left = PADDING + (tick_w > 0 ? tick_w + 6 : 0);
  frame->right = width - PADDING;
  frame->top = PADDING + (frame->caption ? text_h + 2 : 0);
  frame->bottom = height - PADDING - (frame->numbers ? text_h + 2 : 0);
  frame->mid = (frame->top + frame->bottom) / 2;
  frame->half = MAX ((frame->bottom - frame->top) / 2 - MARK_ROOM, 1.0);

  /* Move numbers far enough apart to read: the widest one and a gap. */
  if (n > 0)
    {
      g_autofree char *widest = g_strdup_printf ("%u", n);
      double per_move = (frame->right - frame->left) / n;

      text_size (self, widest, &number_w, NULL);
      frame->move_step = steps[G_N_ELEMENTS (steps) - 1];
      for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
        if (steps[i] * per_move >= number_w + 10)
          {
            frame->move_step = steps[i];
            break;
          }
    }
}

static double
frame_x (const Frame *frame, guint k, guint n)
{
  return frame->left + (n > 0 ? (double) k / n : 0) * (frame->right - frame->left);
}

static double
frame_y (const Frame *frame, double value)
{
  return frame->mid - value / frame->range * frame->half;
}

gboolean
sakiyomi_eval_graph_get_point (SakiyomiEvalGraph *self,
                               int                width,
                               int                height,
                               guint              k,
                               double            *x,
                               double            *y)
{
  Frame frame;
  double v;

  g_return_val_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self), FALSE);
  if (k > n_plies (self) || n_plies (self) == 0 || !point_value (self, k, &v))
    return FALSE;
  get_frame (self, width, height, &frame);
  *x = frame_x (&frame, k, n_plies (self));
  *y = frame_y (&frame, v);
  return TRUE;
}

void
sakiyomi_eval_graph_get_layout (SakiyomiEvalGraph *self,
                                int                width,
                                int                height,
                                SakiyomiEvalGraphLayout *layout)
{
  Frame frame;

  g_return_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self));
  get_frame (self, width, height, &frame);
  *layout = (SakiyomiEvalGraphLayout) {
    .plot = GRAPHENE_RECT_INIT (frame.left, frame.top, frame.right - frame.left,
                                frame.bottom - frame.top),
    .zero_y = frame.mid,
    .tick = frame.tick,
    .tick_y = frame_y (&frame, frame.tick),
    .move_step = frame.move_step,
    .caption = frame.caption,
    .numbers = frame.numbers,
  };
}

guint
sakiyomi_eval_graph_ply_at (SakiyomiEvalGraph *self,
                            double             x,
                            int                width)
{
  guint n;
  Frame frame;
  double k;

  g_return_val_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self), 0);
  n = n_plies (self);
  get_frame (self, width, gtk_widget_get_height (GTK_WIDGET (self)), &frame);
  if (n == 0 || frame.right <= frame.left)
    return 0;
  k = (x - frame.left) / (frame.right - frame.left) * n + 0.5;
  return (guint) CLAMP (k, 0.0, (double) n);
}

char *
sakiyomi_eval_graph_dup_axis_label (SakiyomiEvalGraph *self)
{
  const SkyGame *game;
  SkyValueUnit unit;
  const char *side;

  g_return_val_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self), NULL);
  if (self->review == NULL)
    return NULL;
  game = review_game (self);
  unit = sky_value_unit_for_review (game->kind);
  side = sakiyomi_side_name (game, SKY_SIDE_FIRST);
  if (unit == SKY_VALUE_UNIT_OUTCOME)
    /* TRANSLATORS: the evaluation graph's axis: "X's result
     * (win/draw/loss)" */
    return g_strdup_printf (_("%s’s result (%s)"), side, sky_value_unit_name (unit));
  /* TRANSLATORS: the evaluation graph's axis, the first player's view:
   * "Black's lead (discs)" */
  return g_strdup_printf (_("%s’s lead (%s)"), side, sky_value_unit_name (unit));
}

/* text aligned at (x, y): 0 its left or top, 0.5 its middle, 1 its right. */
static void
show_text (SakiyomiEvalGraph *self,
           cairo_t           *cr,
           const char        *text,
           double             x,
           double             y,
           double             align,
           double             valign)
{
  g_autoptr(PangoLayout) layout = small_layout (self, text);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, round (x - align * w), round (y - valign * h));
  pango_cairo_show_layout (cr, layout);
}

/* The caption above the plot, the value axis on its left (the zero line
 * named), the move numbers under it. */
static void
draw_axes (SakiyomiEvalGraph *self,
           cairo_t           *cr,
           const Frame       *frame,
           guint              n,
           const GdkRGBA     *fg)
{
  double values[] = { frame->tick, 0, -frame->tick };

  /* Text in the text colour: dimmed, it would not hold 4.5:1. */
  gdk_cairo_set_source_rgba (cr, fg);
  if (frame->caption)
    {
      g_autofree char *caption = sakiyomi_eval_graph_dup_axis_label (self);

      show_text (self, cr, caption, frame->left, PADDING / 2, 0, 0);
    }
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autofree char *text = sakiyomi_eval_graph_dup_value_text (self, values[i], TRUE);

      show_text (self, cr, text, frame->left - 6, frame_y (frame, values[i]), 1, 0.5);
    }
  if (frame->numbers && frame->move_step > 0)
    for (guint k = frame->move_step; k <= n; k += frame->move_step)
      {
        g_autofree char *text = g_strdup_printf ("%u", k);
        double x = frame_x (frame, k, n);

        show_text (self, cr, text, x, frame->bottom + 2, k == n ? 1 : 0.5, 0);
      }

  /* Ticks: the scale's lines faint across the plot, the zero line
   * stronger. */
  cairo_set_line_width (cr, 1.0);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, self->high_contrast ? 0.4 : 0.15);
  for (int i = 0; i < 3; i += 2)
    {
      double y = round (frame_y (frame, values[i])) + 0.5;

      cairo_move_to (cr, frame->left, y);
      cairo_line_to (cr, frame->right, y);
    }
  if (frame->numbers && frame->move_step > 0)
    for (guint k = frame->move_step; k <= n; k += frame->move_step)
      {
        double x = round (frame_x (frame, k, n)) + 0.5;

        cairo_move_to (cr, x, frame->bottom - 3);
        cairo_line_to (cr, x, frame->bottom + 1);
      }
  cairo_stroke (cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, self->high_contrast ? 0.9 : 0.5);
  cairo_move_to (cr, frame->left, round (frame->mid) + 0.5);
  cairo_line_to (cr, frame->right, round (frame->mid) + 0.5);
  cairo_stroke (cr);
}

void
sakiyomi_eval_graph_draw (SakiyomiEvalGraph *self,
                          cairo_t           *cr,
                          int                width,
                          int                height)
{
  guint n = n_plies (self);
  gboolean started = FALSE;
  GdkRGBA fg, halo, first_fill, second_fill, accent;
  Frame frame;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  lookup_colour (self, "sakiyomi_graph_first_fill", "rgba(53,132,228,0.35)", &first_fill);
  lookup_colour (self, "sakiyomi_graph_second_fill", "rgba(255,120,0,0.30)", &second_fill);
  lookup_colour (self, "accent_color", "#1c71d8", &accent);
  /* Black or white, whichever the text colour stands out on. */
  if (0.299 * fg.red + 0.587 * fg.green + 0.114 * fg.blue > 0.5)
    halo = (GdkRGBA) { 0, 0, 0, 1 };
  else
    halo = (GdkRGBA) { 1, 1, 1, 1 };

  get_frame (self, width, height, &frame);
  /* Even ground under the plot. */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.04);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  if (self->review == NULL || n == 0 || frame.right <= frame.left
      || frame.bottom <= frame.top)
    return;
  draw_axes (self, cr, &frame, n, &fg);

#define X(k) frame_x (&frame, (k), n)
#define Y(v) frame_y (&frame, (v))

  /* The first player's advantage filled above the axis, the second's
   * below; each known stretch of the line on its own. */
  for (int pass = 0; pass < 2; pass++)
    {
      started = FALSE;
      for (guint k = 0; k <= n; k++)
        {
          double v;

          if (!point_value (self, k, &v))
            {
              if (started && pass == 0)
                {
                  cairo_line_to (cr, X (k - 1), frame.mid);
                  cairo_close_path (cr);
                }
              started = FALSE;
              continue;
            }
          if (!started)
            {
              if (pass == 0)
                cairo_move_to (cr, X (k), frame.mid);
              else
                cairo_move_to (cr, X (k), Y (v));
              started = TRUE;
            }
          cairo_line_to (cr, X (k), Y (v));
          if (pass == 0 && k == n)
            {
              cairo_line_to (cr, X (k), frame.mid);
              cairo_close_path (cr);
            }
        }
      if (pass == 0)
        {
          /* The area once, filled in the first side's colour above the
           * axis and the second's below it (a clip takes the path, so it
           * is kept aside). */
          cairo_path_t *area = cairo_copy_path (cr);

          cairo_new_path (cr);
          cairo_save (cr);
          cairo_rectangle (cr, 0, 0, width, frame.mid);
          cairo_clip (cr);
          cairo_append_path (cr, area);
          gdk_cairo_set_source_rgba (cr, &first_fill);
          cairo_fill (cr);
          cairo_restore (cr);
          cairo_save (cr);
          cairo_rectangle (cr, 0, frame.mid, width, height - frame.mid);
          cairo_clip (cr);
          cairo_append_path (cr, area);
          gdk_cairo_set_source_rgba (cr, &second_fill);
          cairo_fill (cr);
          cairo_restore (cr);
          cairo_path_destroy (area);
        }
      else
        {
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue,
                                 self->high_contrast ? 1.0 : 0.85);
          cairo_set_line_width (cr, self->high_contrast ? 2.0 : 1.5);
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
          cairo_stroke (cr);
        }
    }

  /* The ply on the board, across the plot. */
  gdk_cairo_set_source_rgba (cr, &accent);
  cairo_set_line_width (cr, 2.0);
  cairo_move_to (cr, X (MIN (self->ply, n)), frame.top);
  cairo_line_to (cr, X (MIN (self->ply, n)), frame.bottom);
  cairo_stroke (cr);

  /* Mistakes, by the shape and the colour of their class. */
  for (guint k = 1; k <= n; k++)
    {
      const SkyReviewPly *ply = sakiyomi_game_review_get_ply (self->review, k - 1);
      double v;

      if (ply == NULL || ply->judgement == SKY_JUDGEMENT_NONE
          || !point_value (self, k, &v))
        continue;
      draw_mark (self, cr, ply->judgement, X (k), Y (v), &fg, &halo);
    }
#undef X
#undef Y
}

static void
sakiyomi_eval_graph_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot,
                                           &GRAPHENE_RECT_INIT (0, 0, width, height));

  sakiyomi_eval_graph_draw (SAKIYOMI_EVAL_GRAPH (widget), cr, width, height);
  cairo_destroy (cr);
}

/* What a screen reader says: the ply shown and its value. */
static void
update_accessible (SakiyomiEvalGraph *self)
{
  g_autofree char *text = NULL;
  guint n = n_plies (self);
  double value;

  if (self->review != NULL && point_value (self, MIN (self->ply, n), &value))
    {
      g_autofree char *words = sakiyomi_eval_graph_dup_value_text (self, value, TRUE);

      /* TRANSLATORS: the evaluation graph for a screen reader and its
       * tooltip: "Move 12 of 60: White +6 discs" */
      text = g_strdup_printf (_("Move %u of %u: %s"), self->ply, n, words);
    }
  else
    /* TRANSLATORS: the evaluation graph for a screen reader */
    text = g_strdup_printf (_("Move %u of %u: not reviewed yet"), self->ply, n);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) n,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) self->ply,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

static void
on_ply_ready (SakiyomiGameReview *review,
              guint               ply,
              SakiyomiEvalGraph  *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (ply + 1 == self->ply || (ply == 0 && self->ply == 0))
    update_accessible (self);
}

void
sakiyomi_eval_graph_set_review (SakiyomiEvalGraph  *self,
                                SakiyomiGameReview *review)
{
  g_return_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self));

  if (self->review == review)
    return;
  if (self->review != NULL)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_set_object (&self->review, review);
  if (review != NULL)
    g_signal_connect_object (review, "ply-ready", G_CALLBACK (on_ply_ready), self, 0);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sakiyomi_eval_graph_set_ply (SakiyomiEvalGraph *self,
                             guint              ply)
{
  g_return_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self));

  if (self->ply == ply)
    return;
  self->ply = ply;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sakiyomi_eval_graph_set_high_contrast (SakiyomiEvalGraph *self,
                                       gboolean           high_contrast)
{
  g_return_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self));

  high_contrast = !!high_contrast;
  if (self->high_contrast == high_contrast)
    return;
  self->high_contrast = high_contrast;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST]);
}

gboolean
sakiyomi_eval_graph_get_high_contrast (SakiyomiEvalGraph *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self), FALSE);
  return self->high_contrast;
}

guint
sakiyomi_eval_graph_get_ply (SakiyomiEvalGraph *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self), 0);
  return self->ply;
}

void
sakiyomi_eval_graph_click (SakiyomiEvalGraph *self,
                           double             x)
{
  guint ply;

  g_return_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self));

  if (self->review == NULL)
    return;
  ply = sakiyomi_eval_graph_ply_at (self, x, gtk_widget_get_width (GTK_WIDGET (self)));
  g_signal_emit (self, signals[PLY_ACTIVATED], 0, ply);
}

char *
sakiyomi_eval_graph_dup_tooltip (SakiyomiEvalGraph *self,
                                 guint              k)
{
  const SkyReviewPly *ply;
  g_autofree char *words = NULL;
  double value;

  g_return_val_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self), NULL);
  if (self->review == NULL || k > n_plies (self) || !point_value (self, k, &value))
    return NULL;
  words = sakiyomi_eval_graph_dup_value_text (self, value, TRUE);
  if (k == 0)
    /* TRANSLATORS: the evaluation graph's tooltip at the start: "Start:
     * Black +2 discs" */
    return g_strdup_printf (_("Start: %s"), words);
  ply = sakiyomi_game_review_get_ply (self->review, k - 1);
  if (ply->judgement != SKY_JUDGEMENT_NONE)
    /* TRANSLATORS: the evaluation graph's tooltip on a mark: "Move 23:
     * White +6 discs · Mistake ?" */
    return g_strdup_printf (_("Move %u: %s · %s %s"), k, words,
                            sakiyomi_judgement_name (ply->judgement),
                            sky_judgement_symbol (ply->judgement));
  /* TRANSLATORS: the evaluation graph's tooltip: "Move 23: White +6
   * discs" */
  return g_strdup_printf (_("Move %u: %s"), k, words);
}

/* The tooltip says the move under the pointer: its value and its class. */
static gboolean
on_query_tooltip (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    data)
{
  SakiyomiEvalGraph *self = SAKIYOMI_EVAL_GRAPH (widget);
  guint k = keyboard ? self->ply
                     : sakiyomi_eval_graph_ply_at (self, x, gtk_widget_get_width (widget));
  g_autofree char *text = sakiyomi_eval_graph_dup_tooltip (self, k);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_pressed (GtkGestureClick   *gesture,
            int                n_press,
            double             x,
            double             y,
            SakiyomiEvalGraph *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  sakiyomi_eval_graph_click (self, x);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                SakiyomiEvalGraph     *self)
{
  guint n = n_plies (self);
  guint ply = self->ply;

  if (self->review == NULL)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      ply = ply > 0 ? ply - 1 : 0;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      ply = MIN (ply + 1, n);
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      ply = 0;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      ply = n;
      break;
    default:
      return FALSE;
    }
  if (ply != self->ply)
    g_signal_emit (self, signals[PLY_ACTIVATED], 0, ply);
  return TRUE;
}

static void
sakiyomi_eval_graph_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  gboolean across = orientation == GTK_ORIENTATION_HORIZONTAL;

  *minimum = across ? 120 : 64;
  *natural = across ? 120 : 150;
}

static void
sakiyomi_eval_graph_dispose (GObject *object)
{
  SakiyomiEvalGraph *self = SAKIYOMI_EVAL_GRAPH (object);

  if (self->review != NULL)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_clear_object (&self->review);
  G_OBJECT_CLASS (sakiyomi_eval_graph_parent_class)->dispose (object);
}

static void
sakiyomi_eval_graph_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SakiyomiEvalGraph *self = SAKIYOMI_EVAL_GRAPH (object);

  switch (prop_id)
    {
    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_eval_graph_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  SakiyomiEvalGraph *self = SAKIYOMI_EVAL_GRAPH (object);

  switch (prop_id)
    {
    case PROP_HIGH_CONTRAST:
      sakiyomi_eval_graph_set_high_contrast (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_eval_graph_class_init (SakiyomiEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_eval_graph_dispose;
  object_class->get_property = sakiyomi_eval_graph_get_property;
  object_class->set_property = sakiyomi_eval_graph_set_property;
  widget_class->snapshot = sakiyomi_eval_graph_snapshot;
  widget_class->measure = sakiyomi_eval_graph_measure;

  /* A ply was asked for (click, arrow keys); the window shows it. */
  signals[PLY_ACTIVATED] =
    g_signal_new ("ply-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /* Draw in the high-contrast style (set by whoever follows the
   * desktop's style). */
  properties[PROP_HIGH_CONTRAST] =
    g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
}

static void
sakiyomi_eval_graph_init (SakiyomiEvalGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Evaluation graph"), -1);
  update_accessible (self);
}

GtkWidget *
sakiyomi_eval_graph_new (void)
{
  return g_object_new (SAKIYOMI_TYPE_EVAL_GRAPH, NULL);
}
