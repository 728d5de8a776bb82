/* sakiyomi-game-layout.c: the board beside the side panel, or above it on
 * a narrow window.
 *
 * libadwaita 1.2 has no breakpoints, and a leaflet or flap would hide the
 * board or the panel on a phone-sized window where both fit one above the
 * other.  The two children (the board first, then the panel) are laid out
 * by size: side by side when the board keeps at least BOARD_MIN pixels
 * beside the panel, the panel below the board when not even
 * BOARD_BESIDE_MIN would, and in between by the area's shape (a small
 * landscape window keeps its board beside the panel, where under it the
 * board would be a thumbnail).  A hairline between them
 * stands for a separator, drawn here because its orientation follows the
 * layout.
 *
 * Under the board, the board has the whole width (a phone's board is the
 * reason to open the app), and the panel what is left, at least
 * PANEL_UNDER_SHARE of the height; the panel scrolls as a whole.
 * "narrow" tells the window, which makes the panel more compact then.
 */
#define G_LOG_DOMAIN "sakiyomi-game-layout"

#include "config.h"

#include "sakiyomi-game-layout.h"

/* The narrowest board beside the panel that is always kept so. */
#define BOARD_MIN 320
/* The narrowest board beside the panel at all. */
#define BOARD_BESIDE_MIN 200
/* The panel's share of a wide window, up to PANEL_MAX pixels. */
#define PANEL_SHARE 0.38
#define PANEL_MAX 440
/* The least share of a narrow window's height the panel under the board
 * keeps (it scrolls). */
#define PANEL_UNDER_SHARE 0.35

struct _SakiyomiGameLayout
{
  GtkWidget parent_instance;

  gboolean narrow;
  guint notify_id;              /* "narrow" told once allocated */
};

enum {
  PROP_0,
  PROP_NARROW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void sakiyomi_game_layout_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SakiyomiGameLayout, sakiyomi_game_layout,
                               GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      sakiyomi_game_layout_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

static void
sakiyomi_game_layout_add_child (GtkBuildable *buildable,
                                GtkBuilder   *builder,
                                GObject      *child,
                                const char   *type)
{
  if (GTK_IS_WIDGET (child))
    gtk_widget_set_parent (GTK_WIDGET (child), GTK_WIDGET (buildable));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
sakiyomi_game_layout_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = sakiyomi_game_layout_add_child;
}

static GtkWidget *
board_of (SakiyomiGameLayout *self)
{
  return gtk_widget_get_first_child (GTK_WIDGET (self));
}

static GtkWidget *
panel_of (SakiyomiGameLayout *self)
{
  return gtk_widget_get_last_child (GTK_WIDGET (self));
}

static int
panel_min_width (SakiyomiGameLayout *self)
{
  int min = 0;

  gtk_widget_measure (panel_of (self), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min, NULL, NULL, NULL);
  return min;
}

static int
panel_width_at (SakiyomiGameLayout *self,
                int                 width)
{
  int min = panel_min_width (self);

  return CLAMP ((int) (width * PANEL_SHARE), min, MAX (min, PANEL_MAX));
}

/* The board's height with the panel under it: square across the whole
 * width, leaving the panel PANEL_UNDER_SHARE of the height and always
 * what it cannot do without. */
static int
board_height_above (SakiyomiGameLayout *self,
                    int                 width,
                    int                 height)
{
  int panel_min = 0, board_height;

  gtk_widget_measure (panel_of (self), GTK_ORIENTATION_VERTICAL, width,
                      &panel_min, NULL, NULL, NULL);
  board_height = MIN (width, height - (int) (height * PANEL_UNDER_SHARE));
  return MAX (0, MIN (board_height, height - panel_min));
}

/* Whether the panel goes under the board in a width × height area. */
static gboolean
is_narrow_at (SakiyomiGameLayout *self,
              int                 width,
              int                 height)
{
  int panel_min = panel_min_width (self), beside_min = 0, board_min = 0,
      under_min = 0;

  if (width < panel_min + BOARD_BESIDE_MIN)
    return TRUE;
  if (width >= panel_min + BOARD_MIN)
    return FALSE;
  /* In between, either way whose panel fits the height (the measure asks
   * only for the lower of the two), and where both do, the area's shape: a
   * landscape area keeps the board beside the panel (under it, the board
   * would be a thumbnail), a portrait one puts the panel under the board,
   * which then has the width (measured: at 600 × 450 the board is twice as
   * large beside the panel, at 560 × 650 about 40 % larger above it). */
  gtk_widget_measure (panel_of (self), GTK_ORIENTATION_VERTICAL,
                      panel_width_at (self, width), &beside_min, NULL, NULL, NULL);
  gtk_widget_measure (board_of (self), GTK_ORIENTATION_VERTICAL, width,
                      &board_min, NULL, NULL, NULL);
  gtk_widget_measure (panel_of (self), GTK_ORIENTATION_VERTICAL, width,
                      &under_min, NULL, NULL, NULL);
  if (height < beside_min)
    return TRUE;
  if (height < board_min + under_min)
    return FALSE;
  return height > width;
}

static void
sakiyomi_game_layout_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  SakiyomiGameLayout *self = SAKIYOMI_GAME_LAYOUT (widget);
  GtkWidget *board = board_of (self), *panel = panel_of (self);
  int board_min = 0, board_nat = 0, panel_min = 0, panel_nat = 0;

  *minimum = *natural = 0;
  if (board == NULL || panel == NULL || board == panel)
    return;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* As narrow as the narrower of the two one above the other. */
      gtk_widget_measure (board, orientation, -1, &board_min, &board_nat, NULL, NULL);
      gtk_widget_measure (panel, orientation, -1, &panel_min, &panel_nat, NULL, NULL);
      *minimum = MAX (board_min, panel_min);
      *natural = MAX (board_nat, BOARD_MIN) + panel_min;
      return;
    }
  if (for_size >= 0 && for_size < panel_min_width (self) + BOARD_MIN)
    {
      int panel_min_w = panel_min_width (self), stacked_min;

      gtk_widget_measure (board, orientation, for_size, &board_min, &board_nat, NULL, NULL);
      gtk_widget_measure (panel, orientation, for_size, &panel_min, &panel_nat, NULL, NULL);
      stacked_min = board_min + panel_min;
      *natural = board_nat + panel_nat;
      *minimum = stacked_min;
      if (for_size >= panel_min_w + BOARD_BESIDE_MIN)
        {
          /* Either way may be taken (is_narrow_at ()): the lower of the
           * two heights will do. */
          gtk_widget_measure (board, orientation, -1, &board_min, NULL, NULL, NULL);
          gtk_widget_measure (panel, orientation, panel_width_at (self, for_size),
                              &panel_min, NULL, NULL, NULL);
          *minimum = MIN (stacked_min, MAX (board_min, panel_min));
        }
      return;
    }
  gtk_widget_measure (board, orientation, -1, &board_min, &board_nat, NULL, NULL);
  gtk_widget_measure (panel, orientation,
                      for_size >= 0 ? panel_width_at (self, for_size) : -1,
                      &panel_min, &panel_nat, NULL, NULL);
  *minimum = MAX (board_min, panel_min);
  *natural = MAX (board_nat, panel_nat);
}

static gboolean
notify_narrow (gpointer data)
{
  SakiyomiGameLayout *self = data;

  self->notify_id = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
  return G_SOURCE_REMOVE;
}

static void
sakiyomi_game_layout_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  SakiyomiGameLayout *self = SAKIYOMI_GAME_LAYOUT (widget);
  GtkWidget *board = board_of (self), *panel = panel_of (self);

  if (board == NULL || panel == NULL || board == panel)
    return;
  if (self->narrow != is_narrow_at (self, width, height))
    {
      self->narrow = !self->narrow;
      /* Not from inside the allocation: whoever follows it changes sizes. */
      if (self->notify_id == 0)
        self->notify_id = g_idle_add (notify_narrow, self);
    }
  if (!self->narrow)
    {
      int panel_width = panel_width_at (self, width);

      gtk_widget_allocate (board, width - panel_width, height, -1, NULL);
      gtk_widget_allocate (panel, panel_width, height, -1,
                           gsk_transform_translate (NULL,
                                                    &GRAPHENE_POINT_INIT (width - panel_width, 0)));
    }
  else
    {
      int board_height = board_height_above (self, width, height);

      gtk_widget_allocate (board, width, board_height, -1, NULL);
      gtk_widget_allocate (panel, width, height - board_height, -1,
                           gsk_transform_translate (NULL,
                                                    &GRAPHENE_POINT_INIT (0, board_height)));
    }
}

static void
sakiyomi_game_layout_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  SakiyomiGameLayout *self = SAKIYOMI_GAME_LAYOUT (widget);
  GtkWidget *panel = panel_of (self);
  GdkRGBA line;
  graphene_rect_t bounds;

  GTK_WIDGET_CLASS (sakiyomi_game_layout_parent_class)->snapshot (widget, snapshot);
  if (panel == NULL || !gtk_widget_compute_bounds (panel, widget, &bounds))
    return;
  /* The theme's separator: the text colour, faint. */
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &line);
  line.alpha *= 0.15f;
  if (self->narrow)
    gtk_snapshot_append_color (snapshot, &line,
                               &GRAPHENE_RECT_INIT (0, bounds.origin.y,
                                                    gtk_widget_get_width (widget), 1));
  else
    gtk_snapshot_append_color (snapshot, &line,
                               &GRAPHENE_RECT_INIT (bounds.origin.x, 0,
                                                    1, gtk_widget_get_height (widget)));
}

static GtkSizeRequestMode
sakiyomi_game_layout_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
sakiyomi_game_layout_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  SakiyomiGameLayout *self = SAKIYOMI_GAME_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_game_layout_dispose (GObject *object)
{
  SakiyomiGameLayout *self = SAKIYOMI_GAME_LAYOUT (object);
  GtkWidget *child;

  g_clear_handle_id (&self->notify_id, g_source_remove);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (sakiyomi_game_layout_parent_class)->dispose (object);
}

static void
sakiyomi_game_layout_class_init (SakiyomiGameLayoutClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sakiyomi_game_layout_dispose;
  G_OBJECT_CLASS (klass)->get_property = sakiyomi_game_layout_get_property;
  widget_class->measure = sakiyomi_game_layout_measure;
  widget_class->size_allocate = sakiyomi_game_layout_size_allocate;
  widget_class->snapshot = sakiyomi_game_layout_snapshot;
  widget_class->get_request_mode = sakiyomi_game_layout_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "gamelayout");

  /* The panel is under the board.  Told after the allocation that made
   * it so. */
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, properties);
}

static void
sakiyomi_game_layout_init (SakiyomiGameLayout *self)
{
}

gboolean
sakiyomi_game_layout_is_narrow (SakiyomiGameLayout *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_LAYOUT (self), FALSE);
  return self->narrow;
}
