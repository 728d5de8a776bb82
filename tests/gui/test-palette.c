/* test-palette.c: every colour the review writes text in holds WCAG's
 * 4.5:1 against the window's and the view's background, light and dark
 * (this run sets each), and in high contrast (the run with
 * ADW_DEBUG_HIGH_CONTRAST=1): the move list's judged moves, also after
 * the position shown (where other moves are dimmed), the graph's legend,
 * the evaluation graph's text and its marks.  The colours are the ones the style sheets
 * give the widgets, read from what they draw (the text nodes, with the
 * opacity above them). */
#include "config.h"

#include <math.h>

#include "gui-test-util.h"

#define MIN_RATIO 4.5

/* WCAG 2's relative luminance and contrast ratio. */
static double
channel (double c)
{
  return c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * channel (c->red) + 0.7152 * channel (c->green)
         + 0.0722 * channel (c->blue);
}

static double
contrast (const GdkRGBA *a,
          const GdkRGBA *b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* fg (with its alpha) over the opaque bg. */
static GdkRGBA
over (const GdkRGBA *fg,
      const GdkRGBA *bg)
{
  double a = fg->alpha;

  return (GdkRGBA) { a * fg->red + (1 - a) * bg->red, a * fg->green + (1 - a) * bg->green,
                     a * fg->blue + (1 - a) * bg->blue, 1 };
}

/* The text colours of node and its children, each with the opacity of
 * the nodes above it in its alpha. */
static void
collect_text (GskRenderNode *node,
              double         opacity,
              GArray        *colours)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_text (gsk_container_node_get_child (node, i), opacity, colours);
      break;
    case GSK_TRANSFORM_NODE:
      collect_text (gsk_transform_node_get_child (node), opacity, colours);
      break;
    case GSK_OPACITY_NODE:
      collect_text (gsk_opacity_node_get_child (node),
                    opacity * gsk_opacity_node_get_opacity (node), colours);
      break;
    case GSK_CLIP_NODE:
      collect_text (gsk_clip_node_get_child (node), opacity, colours);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      collect_text (gsk_rounded_clip_node_get_child (node), opacity, colours);
      break;
    case GSK_DEBUG_NODE:
      collect_text (gsk_debug_node_get_child (node), opacity, colours);
      break;
    case GSK_SHADOW_NODE:
      collect_text (gsk_shadow_node_get_child (node), opacity, colours);
      break;
    case GSK_TEXT_NODE:
      {
        GdkRGBA colour = *gsk_text_node_get_color (node);

        colour.alpha *= opacity;
        g_array_append_val (colours, colour);
      }
      break;
    case GSK_NOT_A_RENDER_NODE:
    case GSK_CAIRO_NODE:
    case GSK_COLOR_NODE:
    case GSK_LINEAR_GRADIENT_NODE:
    case GSK_REPEATING_LINEAR_GRADIENT_NODE:
    case GSK_RADIAL_GRADIENT_NODE:
    case GSK_REPEATING_RADIAL_GRADIENT_NODE:
    case GSK_CONIC_GRADIENT_NODE:
    case GSK_BORDER_NODE:
    case GSK_TEXTURE_NODE:
    case GSK_INSET_SHADOW_NODE:
    case GSK_OUTSET_SHADOW_NODE:
    case GSK_COLOR_MATRIX_NODE:
    case GSK_REPEAT_NODE:
    case GSK_BLEND_NODE:
    case GSK_CROSS_FADE_NODE:
    case GSK_BLUR_NODE:
    case GSK_GL_SHADER_NODE:
    default:
      break;
    }
}

/* The one colour widget writes its text in, as drawn. */
static GdkRGBA
drawn_text_colour (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GArray) colours = g_array_new (FALSE, FALSE, sizeof (GdkRGBA));
  GskRenderNode *node;
  GdkRGBA colour;

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget),
                          gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  collect_text (node, 1.0, colours);
  gsk_render_node_unref (node);
  g_assert_cmpuint (colours->len, >, 0);
  colour = g_array_index (colours, GdkRGBA, 0);
  for (guint i = 1; i < colours->len; i++)
    g_assert_true (gdk_rgba_equal (&colour, &g_array_index (colours, GdkRGBA, i)));
  return colour;
}

static GdkRGBA
named_colour (GtkWidget  *widget,
              const char *name)
{
  GdkRGBA colour;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (widget),
                                                 name, &colour));
  G_GNUC_END_IGNORE_DEPRECATIONS
  return colour;
}

static const char *const classes[] = { NULL, "inaccuracy", "mistake", "blunder" };

typedef struct
{
  GtkWidget *window;
  /* Each button alone in a box: what the box draws has the button's
   * opacity (a widget's own drawing leaves it to its parent). */
  GtkWidget *buttons[SKY_N_JUDGEMENTS][2];      /* [class][dimmed] */
  GtkWidget *dimmed;                            /* a good move, dimmed */
  GtkWidget *legend[SKY_N_JUDGEMENTS];          /* the graph's legend */
  SakiyomiEvalGraph *graph;
} Palette;

/* button in a box of its own in box; the box returned. */
static GtkWidget *
in_box (GtkWidget *box,
        GtkWidget *button)
{
  GtkWidget *alone = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_box_append (GTK_BOX (alone), button);
  gtk_box_append (GTK_BOX (box), alone);
  return alone;
}

/* The move list's buttons (as sakiyomi-move-list.c styles them) and the
 * graph, in a window. */
static void
palette_init (Palette *p)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *legend;

  p->window = gtk_window_new ();
  gtk_widget_add_css_class (box, "move-list");
  for (int j = SKY_JUDGEMENT_INACCURACY; j <= SKY_JUDGEMENT_BLUNDER; j++)
    for (int dim = 0; dim < 2; dim++)
      {
        GtkWidget *button = gtk_button_new_with_label ("12. f5 ?!");

        gtk_widget_add_css_class (button, "flat");
        gtk_widget_add_css_class (button, classes[j]);
        if (dim)
          gtk_widget_add_css_class (button, "dim-label");
        p->buttons[j][dim] = in_box (box, button);
      }
  p->dimmed = gtk_button_new_with_label ("13. d3");
  gtk_widget_add_css_class (p->dimmed, "flat");
  gtk_widget_add_css_class (p->dimmed, "dim-label");
  p->dimmed = in_box (box, p->dimmed);
  /* The legend under the graph (sakiyomi-review-panel.ui). */
  legend = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (legend, "review-legend");
  for (int j = SKY_JUDGEMENT_INACCURACY; j <= SKY_JUDGEMENT_BLUNDER; j++)
    {
      GtkWidget *label = gtk_label_new ("▲ Inaccuracy ?!");

      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, classes[j]);
      p->legend[j] = in_box (legend, label);
    }
  gtk_box_append (GTK_BOX (box), legend);
  p->graph = SAKIYOMI_EVAL_GRAPH (sakiyomi_eval_graph_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (p->graph));
  gtk_window_set_child (GTK_WINDOW (p->window), box);
  gtk_window_present (GTK_WINDOW (p->window));
  gui_test_run_for (0.3);
}

/* One scheme: each colour against each background. */
static void
check_scheme (Palette    *p,
              const char *scheme)
{
  static const char *const backgrounds[] = { "window_bg_color", "view_bg_color" };
  gboolean high_contrast = adw_style_manager_get_high_contrast (adw_style_manager_get_default ());
  GdkRGBA dimmed;

  for (guint b = 0; b < G_N_ELEMENTS (backgrounds); b++)
    {
      GdkRGBA bg = named_colour (p->window, backgrounds[b]);
      GdkRGBA graph_fg;
      double ratio;

      bg.alpha = 1;
      for (int j = SKY_JUDGEMENT_INACCURACY; j <= SKY_JUDGEMENT_BLUNDER; j++)
        {
          GdkRGBA mark, named;

          for (int dim = 0; dim < 2; dim++)
            {
              GdkRGBA text = drawn_text_colour (p->buttons[j][dim]);
              GdkRGBA seen = over (&text, &bg);

              ratio = contrast (&seen, &bg);
              g_test_message ("%s%s on %s: %s%s %.2f:1", scheme,
                              high_contrast ? " high contrast" : "", backgrounds[b],
                              classes[j], dim ? " (dimmed)" : "", ratio);
              g_assert_cmpfloat (ratio, >=, MIN_RATIO);
            }
          {
            GdkRGBA text = drawn_text_colour (p->legend[j]);
            GdkRGBA seen = over (&text, &bg);

            ratio = contrast (&seen, &bg);
            g_test_message ("%s%s on %s: %s in the legend %.2f:1", scheme,
                            high_contrast ? " high contrast" : "", backgrounds[b],
                            classes[j], ratio);
            g_assert_cmpfloat (ratio, >=, MIN_RATIO);
          }
          /* The graph marks a class in the move list's colour. */
          sakiyomi_eval_graph_get_judgement_colour (p->graph, j, &mark);
          named = named_colour (p->window, j == SKY_JUDGEMENT_INACCURACY
                                           ? "sakiyomi_inaccuracy_color"
                                           : j == SKY_JUDGEMENT_MISTAKE
                                           ? "sakiyomi_mistake_color"
                                           : "sakiyomi_blunder_color");
          g_assert_true (gdk_rgba_equal (&mark, &named));
          g_assert_cmpfloat (contrast (&mark, &bg), >=, MIN_RATIO);
        }
      /* The graph's text: its caption, ticks and numbers. */
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (p->graph)), &graph_fg);
      G_GNUC_END_IGNORE_DEPRECATIONS
      graph_fg = over (&graph_fg, &bg);
      ratio = contrast (&graph_fg, &bg);
      g_test_message ("%s%s on %s: the graph's text %.2f:1", scheme,
                      high_contrast ? " high contrast" : "", backgrounds[b], ratio);
      g_assert_cmpfloat (ratio, >=, MIN_RATIO);
    }
  /* What is read is what is drawn: a good move after the position shown
   * is dimmed by the theme's opacity, and that opacity is seen. */
  dimmed = drawn_text_colour (p->dimmed);
  {
    GdkRGBA plain;

    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_get_color (gtk_widget_get_style_context (gtk_widget_get_first_child (p->dimmed)),
                                 &plain);
    G_GNUC_END_IGNORE_DEPRECATIONS
    g_assert_cmpfloat (dimmed.alpha, <, plain.alpha);
  }
}

static void
test_palette (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  Palette p;

  palette_init (&p);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  gui_test_run_for (0.3);
  g_assert_false (adw_style_manager_get_dark (manager));
  check_scheme (&p, "light");
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  gui_test_run_for (0.3);
  g_assert_true (adw_style_manager_get_dark (manager));
  check_scheme (&p, "dark");
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (p.window));
  gui_test_run_for (0.05);
}

int
main (int    argc,
      char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/palette/contrast", test_palette);
  return g_test_run ();
}
