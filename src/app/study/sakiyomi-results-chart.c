/* sakiyomi-results-chart.c: a horizontal bar chart drawn with Cairo.
 *
 * The colours come from the theme when it is drawn: text and the bars'
 * tracks in the text colour, the sides in the board's side colours (a
 * lighter shade on a dark theme), so it reads in light and dark alike.
 * A bar's value is a count of games out of the total; a whisker across
 * the bar shows the 95 % interval of that share (the Wilson interval,
 * score-interval.h), and the bar's tooltip says it in words.  Screen
 * readers get the same figures as the chart's description.
 */
#define G_LOG_DOMAIN "sakiyomi-results-chart"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "sakiyomi-results-chart.h"
#include "score-interval.h"

#define ROW_MIN_HEIGHT 30
#define MIN_ROWS 3
#define GAP 10

typedef struct
{
  char *label;
  char *value_text;
  double value;
  SakiyomiChartColour colour;
} Bar;

struct _SakiyomiResultsChart
{
  GtkWidget parent_instance;

  GArray *bars;                 /* Bar */
  double total;
};

G_DEFINE_FINAL_TYPE (SakiyomiResultsChart, sakiyomi_results_chart,
                     GTK_TYPE_WIDGET)

static void
bar_clear (gpointer data)
{
  Bar *bar = data;

  g_free (bar->label);
  g_free (bar->value_text);
}

/* The side colours of the board and the players' panel (GNOME palette). */
static void
colour_rgb (SakiyomiChartColour colour,
            gboolean            dark,
            double              rgb[3])
{
  guint32 hex;

  switch (colour)
    {
    case SAKIYOMI_CHART_FIRST:
      hex = dark ? 0x62a0ea : 0x1c71d8;
      break;
    case SAKIYOMI_CHART_SECOND:
      hex = dark ? 0xffa348 : 0xe66100;
      break;
    case SAKIYOMI_CHART_NEUTRAL:
    default:
      /* Grey halfway between the text and the background. */
      rgb[0] = rgb[1] = rgb[2] = dark ? 0.62 : 0.52;
      return;
    }
  rgb[0] = ((hex >> 16) & 0xff) / 255.0;
  rgb[1] = ((hex >> 8) & 0xff) / 255.0;
  rgb[2] = (hex & 0xff) / 255.0;
}

/* The 95 % interval of bar's share of the total, as fractions; FALSE if
 * there are no games. */
static gboolean
bar_interval (SakiyomiResultsChart *self,
              const Bar            *bar,
              SkyScoreInterval     *interval)
{
  int n = (int) round (self->total);
  int count = (int) round (bar->value);

  if (n <= 0 || count < 0 || count > n)
    return FALSE;
  sky_score_interval (count, 0, n - count, interval);
  return TRUE;
}

/* "95 % interval 41–59 %" (the same words as the results' grid). */
static char *
bar_interval_text (SakiyomiResultsChart *self,
                   const Bar            *bar)
{
  SkyScoreInterval interval;

  if (!bar_interval (self, bar, &interval))
    return NULL;
  /* TRANSLATORS: the 95 % confidence interval of a share of the games,
   * "95 % interval 41–59 %" */
  return g_strdup_printf (_("95 %% interval %.0f–%.0f %%"),
                          100 * interval.low, 100 * interval.high);
}

static int
row_height (SakiyomiResultsChart *self)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self),
                                                        "Ag");
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  g_object_unref (layout);
  return MAX (ROW_MIN_HEIGHT, height + 12);
}

static void
sakiyomi_results_chart_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  SakiyomiResultsChart *self = SAKIYOMI_RESULTS_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 240;
      *natural = 480;
    }
  else
    {
      int rows = MAX ((int) self->bars->len, MIN_ROWS);

      *minimum = *natural = rows * row_height (self);
    }
}

static void
sakiyomi_results_chart_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  SakiyomiResultsChart *self = SAKIYOMI_RESULTS_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int row_h = row_height (self);
  int label_w = 0, value_w = 0;
  double bar_x, bar_w;
  GdkRGBA fg;
  gboolean dark;
  cairo_t *cr;

  if (self->bars->len == 0 || width <= 0)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  dark = 0.299 * fg.red + 0.587 * fg.green + 0.114 * fg.blue > 0.5;

  /* The label column and room for the longest value text. */
  for (guint i = 0; i < self->bars->len; i++)
    {
      Bar *bar = &g_array_index (self->bars, Bar, i);
      PangoLayout *layout = gtk_widget_create_pango_layout (widget,
                                                            bar->label);
      int w;

      pango_layout_get_pixel_size (layout, &w, NULL);
      label_w = MAX (label_w, w);
      pango_layout_set_text (layout, bar->value_text, -1);
      pango_layout_get_pixel_size (layout, &w, NULL);
      value_w = MAX (value_w, w);
      g_object_unref (layout);
    }
  bar_x = label_w + GAP;
  bar_w = MAX (1.0, width - bar_x - value_w - GAP);

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* Quarter lines across every row, faint. */
  cairo_set_line_width (cr, 1.0);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.12);
  for (int q = 1; q <= 3; q++)
    {
      double x = floor (bar_x + bar_w * q / 4.0) + 0.5;

      cairo_move_to (cr, x, 2);
      cairo_line_to (cr, x, self->bars->len * row_h - 2);
    }
  cairo_stroke (cr);

  for (guint i = 0; i < self->bars->len; i++)
    {
      Bar *bar = &g_array_index (self->bars, Bar, i);
      PangoLayout *layout;
      double y = i * row_h;
      double bar_h = row_h * 0.62;
      double top = y + (row_h - bar_h) / 2;
      double share = self->total > 0 ? CLAMP (bar->value / self->total, 0, 1)
                                     : 0;
      double text_from = share;
      SkyScoreInterval interval;
      double rgb[3];
      int text_w, text_h;

      /* The label, right-aligned against the bars. */
      layout = gtk_widget_create_pango_layout (widget, bar->label);
      pango_layout_get_pixel_size (layout, &text_w, &text_h);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha);
      cairo_move_to (cr, label_w - text_w, y + (row_h - text_h) / 2.0);
      pango_cairo_show_layout (cr, layout);

      /* The track, then the bar. */
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.07);
      cairo_rectangle (cr, bar_x, top, bar_w, bar_h);
      cairo_fill (cr);
      colour_rgb (bar->colour, dark, rgb);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_rectangle (cr, bar_x, top, MAX (share * bar_w, share > 0 ? 2 : 0),
                       bar_h);
      cairo_fill (cr);

      /* The interval: a line across the bar's middle with an end stop at
       * each bound, in the text colour. */
      if (bar_interval (self, bar, &interval))
        {
          double lo = floor (bar_x + interval.low * bar_w) + 0.5;
          double hi = floor (bar_x + interval.high * bar_w) + 0.5;
          double mid = floor (top + bar_h / 2) + 0.5;
          double stop = bar_h * 0.3;

          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.8);
          cairo_set_line_width (cr, 1.0);
          cairo_move_to (cr, lo, mid);
          cairo_line_to (cr, hi, mid);
          cairo_move_to (cr, lo, mid - stop);
          cairo_line_to (cr, lo, mid + stop);
          cairo_move_to (cr, hi, mid - stop);
          cairo_line_to (cr, hi, mid + stop);
          cairo_stroke (cr);
          text_from = MAX (share, interval.high);
        }

      /* The value just past the bar's end, or the interval's. */
      pango_layout_set_text (layout, bar->value_text, -1);
      pango_layout_get_pixel_size (layout, &text_w, &text_h);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha);
      cairo_move_to (cr, bar_x + text_from * bar_w + GAP / 2.0,
                     y + (row_h - text_h) / 2.0);
      pango_cairo_show_layout (cr, layout);
      g_object_unref (layout);
    }

  cairo_destroy (cr);
}

static void
update_description (SakiyomiResultsChart *self)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < self->bars->len; i++)
    {
      Bar *bar = &g_array_index (self->bars, Bar, i);
      g_autofree char *interval = bar_interval_text (self, bar);

      g_string_append_printf (text, "%s%s: %s", i > 0 ? "; " : "",
                              bar->label, bar->value_text);
      if (interval != NULL)
        g_string_append_printf (text, ", %s", interval);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text->str, -1);
  g_string_free (text, TRUE);
}

/* A bar's tooltip: its label, value and interval. */
static gboolean
sakiyomi_results_chart_query_tooltip (GtkWidget  *widget,
                                      int         x,
                                      int         y,
                                      gboolean    keyboard_mode,
                                      GtkTooltip *tooltip)
{
  SakiyomiResultsChart *self = SAKIYOMI_RESULTS_CHART (widget);
  int row = keyboard_mode ? 0 : y / row_height (self);
  g_autofree char *interval = NULL;
  g_autofree char *text = NULL;
  Bar *bar;

  if (row < 0 || row >= (int) self->bars->len)
    return FALSE;
  bar = &g_array_index (self->bars, Bar, row);
  interval = bar_interval_text (self, bar);
  text = interval != NULL
         ? g_strdup_printf ("%s: %s\n%s", bar->label, bar->value_text, interval)
         : g_strdup_printf ("%s: %s", bar->label, bar->value_text);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
sakiyomi_results_chart_finalize (GObject *object)
{
  SakiyomiResultsChart *self = SAKIYOMI_RESULTS_CHART (object);

  g_array_unref (self->bars);
  G_OBJECT_CLASS (sakiyomi_results_chart_parent_class)->finalize (object);
}

static void
sakiyomi_results_chart_class_init (SakiyomiResultsChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sakiyomi_results_chart_finalize;
  widget_class->measure = sakiyomi_results_chart_measure;
  widget_class->snapshot = sakiyomi_results_chart_snapshot;
  widget_class->query_tooltip = sakiyomi_results_chart_query_tooltip;
  gtk_widget_class_set_css_name (widget_class, "resultschart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
sakiyomi_results_chart_init (SakiyomiResultsChart *self)
{
  self->bars = g_array_new (FALSE, TRUE, sizeof (Bar));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_array_set_clear_func (self->bars, bar_clear);
}

GtkWidget *
sakiyomi_results_chart_new (void)
{
  return g_object_new (SAKIYOMI_TYPE_RESULTS_CHART, NULL);
}

void
sakiyomi_results_chart_clear (SakiyomiResultsChart *self,
                              double                total)
{
  g_return_if_fail (SAKIYOMI_IS_RESULTS_CHART (self));

  g_array_set_size (self->bars, 0);
  self->total = total;
  update_description (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
sakiyomi_results_chart_add_bar (SakiyomiResultsChart *self,
                                const char           *label,
                                double                value,
                                const char           *value_text,
                                SakiyomiChartColour   colour)
{
  Bar bar = {
    .label = g_strdup (label),
    .value_text = g_strdup (value_text),
    .value = value,
    .colour = colour,
  };

  g_return_if_fail (SAKIYOMI_IS_RESULTS_CHART (self));

  g_array_append_val (self->bars, bar);
  update_description (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
sakiyomi_results_chart_get_n_bars (SakiyomiResultsChart *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_RESULTS_CHART (self), 0);

  return self->bars->len;
}

double
sakiyomi_results_chart_get_value (SakiyomiResultsChart *self,
                                  guint                 index)
{
  g_return_val_if_fail (SAKIYOMI_IS_RESULTS_CHART (self), 0);
  g_return_val_if_fail (index < self->bars->len, 0);

  return g_array_index (self->bars, Bar, index).value;
}
