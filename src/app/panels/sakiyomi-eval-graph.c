/* sakiyomi-eval-graph.c: the evaluation graph of a game review.
 *
 * Point k is the value after k moves from the first player's point of
 * view: point 0 is the best value of the start, point k the value of the
 * k-th move played.  The vertical scale is symmetric and grows with the
 * largest value shown, never below a floor per game, so that a quiet game
 * does not look wild.  Plies not reviewed yet leave gaps: the graph fills
 * while the review runs.  The axis label says whose view and which unit
 * ("Black's lead (discs)").  For a screen reader the graph is a slider whose
 * value is the ply shown, and whose text says the move and its value.
 * Mistakes are marked by shape as well as colour (an inaccuracy a
 * triangle, a mistake a square, a blunder a cross), so the classes read
 * without colour; the high-contrast style draws them in the text colour.
 */
#define G_LOG_DOMAIN "sakiyomi-eval-graph"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-eval-graph.h"
#include "sakiyomi-game-text.h"
#include "value-format.h"

#define PADDING 6.0

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

static double
scale_floor (const SkyGame *game)
{
  return game->graph_scale_floor;
}

/* GNOME's palette: yellow, orange and red for the three classes. */
static void
set_judgement_colour (cairo_t      *cr,
                      SkyJudgement  judgement)
{
  switch (judgement)
    {
    case SKY_JUDGEMENT_INACCURACY:
      cairo_set_source_rgb (cr, 0xe5 / 255.0, 0xa5 / 255.0, 0x0a / 255.0);
      break;
    case SKY_JUDGEMENT_MISTAKE:
      cairo_set_source_rgb (cr, 0xff / 255.0, 0x78 / 255.0, 0x00 / 255.0);
      break;
    case SKY_JUDGEMENT_BLUNDER:
    case SKY_JUDGEMENT_NONE:
    case SKY_N_JUDGEMENTS:
    default:
      cairo_set_source_rgb (cr, 0xe0 / 255.0, 0x1b / 255.0, 0x24 / 255.0);
      break;
    }
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
    gdk_cairo_set_source_rgba (cr, fg);
  else
    set_judgement_colour (cr, judgement);
  if (judgement == SKY_JUDGEMENT_BLUNDER)
    cairo_stroke (cr);
  else
    cairo_fill (cr);
}

guint
sakiyomi_eval_graph_ply_at (SakiyomiEvalGraph *self,
                            double             x,
                            int                width)
{
  guint n;
  double inner = width - 2 * PADDING;
  double k;

  g_return_val_if_fail (SAKIYOMI_IS_EVAL_GRAPH (self), 0);
  n = n_plies (self);
  if (n == 0 || inner <= 0)
    return 0;
  k = (x - PADDING) / inner * n + 0.5;
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

/* The axis label in the top left corner, small and dim. */
static void
draw_axis_label (SakiyomiEvalGraph *self,
                 cairo_t           *cr,
                 const GdkRGBA     *fg)
{
  g_autofree char *text = sakiyomi_eval_graph_dup_axis_label (self);
  g_autoptr(PangoLayout) layout = NULL;
  PangoAttrList *attrs;

  if (text == NULL)
    return;
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_scale_new (PANGO_SCALE_SMALL));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.7);
  cairo_move_to (cr, PADDING, PADDING / 2);
  pango_cairo_show_layout (cr, layout);
}

void
sakiyomi_eval_graph_draw (SakiyomiEvalGraph *self,
                          cairo_t           *cr,
                          int                width,
                          int                height)
{
  guint n = n_plies (self);
  double inner_w = width - 2 * PADDING, inner_h = height - 2 * PADDING;
  double mid = PADDING + inner_h / 2, range = 0;
  gboolean started = FALSE;
  GdkRGBA fg, halo;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  /* Black or white, whichever the text colour stands out on. */
  if (0.299 * fg.red + 0.587 * fg.green + 0.114 * fg.blue > 0.5)
    halo = (GdkRGBA) { 0, 0, 0, 1 };
  else
    halo = (GdkRGBA) { 1, 1, 1, 1 };

  /* The frame and the axis: even ground. */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.06);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.35);
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, PADDING, mid + 0.5);
  cairo_line_to (cr, width - PADDING, mid + 0.5);
  cairo_stroke (cr);
  draw_axis_label (self, cr, &fg);
  if (n == 0 || inner_w <= 0 || inner_h <= 0)
    return;

  range = scale_floor (review_game (self));
  for (guint k = 0; k <= n; k++)
    {
      double v;

      if (point_value (self, k, &v))
        range = MAX (range, ABS (v));
    }

#define X(k) (PADDING + (double) (k) / n * inner_w)
#define Y(v) (mid - (v) / range * (inner_h / 2))

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
                  cairo_line_to (cr, X (k - 1), mid);
                  cairo_close_path (cr);
                }
              started = FALSE;
              continue;
            }
          if (!started)
            {
              if (pass == 0)
                cairo_move_to (cr, X (k), mid);
              else
                cairo_move_to (cr, X (k), Y (v));
              started = TRUE;
            }
          cairo_line_to (cr, X (k), Y (v));
          if (pass == 0 && k == n)
            {
              cairo_line_to (cr, X (k), mid);
              cairo_close_path (cr);
            }
        }
      if (pass == 0)
        {
          /* The area once, filled in blue above the axis and in orange
           * below it (a clip takes the path, so it is kept aside). */
          cairo_path_t *area = cairo_copy_path (cr);

          cairo_new_path (cr);
          cairo_save (cr);
          cairo_rectangle (cr, 0, 0, width, mid);
          cairo_clip (cr);
          cairo_append_path (cr, area);
          cairo_set_source_rgba (cr, 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0, 0.35);
          cairo_fill (cr);
          cairo_restore (cr);
          cairo_save (cr);
          cairo_rectangle (cr, 0, mid, width, height - mid);
          cairo_clip (cr);
          cairo_append_path (cr, area);
          cairo_set_source_rgba (cr, 0xff / 255.0, 0x78 / 255.0, 0x00 / 255.0, 0.30);
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

  /* The ply on the board. */
  cairo_set_source_rgba (cr, 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0, 0.9);
  cairo_set_line_width (cr, 2.0);
  cairo_move_to (cr, X (MIN (self->ply, n)), PADDING);
  cairo_line_to (cr, X (MIN (self->ply, n)), height - PADDING);
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
      g_autofree char *words = sakiyomi_format_review_value (review_game (self), value);

      /* TRANSLATORS: the evaluation graph for a screen reader: "Move 12 of
       * 60: +6 discs for Black" */
      text = g_strdup_printf (_("Move %u of %u: %s for %s"),
                              self->ply, n, words,
                              sakiyomi_side_name (review_game (self), SKY_SIDE_FIRST));
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
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = 120;
  else
    {
      *minimum = 64;
      *natural = 110;
    }
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
