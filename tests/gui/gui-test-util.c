/* gui-test-util.c: what the GUI tests share. */
#include "config.h"

#include "gui-test-util.h"
#include "sakiyomi-autosave.h"

static GtkApplication *application;

void
gui_test_init (int    *argc,
               char ***argv)
{
  g_autoptr(GError) error = NULL;

  gtk_test_init (argc, argv, NULL);
  application = GTK_APPLICATION (sakiyomi_application_new ());
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application))
                           | G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (application), NULL, &error))
    g_error ("cannot register the application: %s", error->message);
}

GtkApplication *
gui_test_get_application (void)
{
  return application;
}

void
gui_test_reset_settings (void)
{
  g_autoptr(GSettings) settings = sakiyomi_settings_new ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (int i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
  /* No game left by an earlier window is restored. */
  sakiyomi_autosave_remove_default ();
  g_settings_set_int (settings, "computer-pause", 0);
  g_settings_set_int (settings, "computers-pace", 0);
  g_settings_set_boolean (settings, "animation", FALSE);
  /* Fast strengths for whole games. */
  g_settings_set_int (settings, "reversi-minimax-depth", 2);
  g_settings_set_int (settings, "numbergrab-minimax-depth", 3);
  g_settings_set_int (settings, "reversi-montecarlo-playouts", 8);
  g_settings_set_int (settings, "numbergrab-montecarlo-playouts", 8);
  g_settings_set_int (settings, "tictactoe-montecarlo-playouts", 30);
  g_settings_set_boolean (settings, "reversi-montecarlo-tree", FALSE);
  g_settings_set_boolean (settings, "numbergrab-montecarlo-tree", FALSE);
  g_settings_set_boolean (settings, "tictactoe-montecarlo-tree", FALSE);
  g_settings_set_double (settings, "reversi-montecarlo-seconds", 0);
  g_settings_set_double (settings, "numbergrab-montecarlo-seconds", 0);
  g_settings_set_double (settings, "tictactoe-montecarlo-seconds", 0);
}

static gboolean
board_allocated (gpointer data)
{
  SakiyomiWindow *window = data;

  return gtk_widget_get_width (GTK_WIDGET (sakiyomi_window_get_board (window))) > 0;
}

SakiyomiWindow *
gui_test_window_new (const char *game,
                     const char *opponent,
                     const char *mode)
{
  g_autoptr(GSettings) settings = sakiyomi_settings_new ();
  SakiyomiWindow *window;

  g_settings_set_string (settings, "game", game);
  g_settings_set_string (settings, "opponent", opponent);
  /* Open on two people, so nothing searches before the seed is fixed. */
  g_settings_set_string (settings, "player-mode", "two-people");

  window = sakiyomi_window_new (application);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gui_test_wait (board_allocated, window, 10));

  sakiyomi_window_reseed (window, 20261121);
  g_action_group_activate_action (G_ACTION_GROUP (window), "start-game",
                                  g_variant_new_string (mode));
  return window;
}

void
gui_test_window_close (SakiyomiWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_run_for (0.05);
}

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

gboolean
gui_test_wait (GuiCondition cond,
               gpointer     data,
               double       seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  guint tick = g_timeout_add (5, wake_up, NULL);
  gboolean ok;

  while (!(ok = cond (data)) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  return ok;
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

void
gui_test_run_for (double seconds)
{
  gui_test_wait (never, NULL, seconds);
}

static gboolean
window_idle (gpointer data)
{
  return !sakiyomi_window_is_busy (data);
}

gboolean
gui_test_wait_idle (SakiyomiWindow *window,
                    double          seconds)
{
  return gui_test_wait (window_idle, window, seconds);
}

void
gui_test_click_cell (SakiyomiWindow *window,
                     int             cell)
{
  SakiyomiBoardView *board = sakiyomi_window_get_board (window);
  double x, y;

  g_assert_true (sakiyomi_board_view_cell_center (board,
                                                  gtk_widget_get_width (GTK_WIDGET (board)),
                                                  gtk_widget_get_height (GTK_WIDGET (board)),
                                                  cell, &x, &y));
  sakiyomi_board_view_click (board, x, y);
}

static gboolean
file_read (gpointer data)
{
  return !sakiyomi_window_is_reading_file (data);
}

void
gui_test_open_file (SakiyomiWindow *window,
                    GFile          *file)
{
  sakiyomi_window_open_file (window, file);
  g_assert_true (gui_test_wait (file_read, window, 30));
}

typedef struct
{
  GtkWidget *window;
  int width;
  int height;
} Size;

/* The default size, less the client-side frame (the shadow's few pixels
 * without a window manager). */
static gboolean
has_size (gpointer data)
{
  Size *size = data;
  int width = gtk_widget_get_width (size->window);
  int height = gtk_widget_get_height (size->window);

  return width > size->width - 20 && width <= size->width
         && height > size->height - 20 && height <= size->height;
}

void
gui_test_resize (SakiyomiWindow *window,
                 int             width,
                 int             height)
{
  Size size = { GTK_WIDGET (window), width, height };

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  if (!gui_test_wait (has_size, &size, 10))
    {
      /* What keeps it larger: each part's least width. */
      for (GtkWidget *w = GTK_WIDGET (window->content_stack); w != NULL; w = gtk_widget_get_parent (w))
        {
          int min = 0;

          gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
          g_test_message ("%s: at least %d wide", G_OBJECT_TYPE_NAME (w), min);
        }
      for (GtkWidget *w = gtk_widget_get_first_child (window->game_box); w != NULL;
           w = gtk_widget_get_next_sibling (w))
        {
          int min = 0;

          gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
          g_test_message ("%s: at least %d wide", G_OBJECT_TYPE_NAME (w), min);
        }
      {
        int min = 0;

        gtk_widget_measure (GTK_WIDGET (window->titlebar_stack), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
        g_test_message ("titlebar: at least %d wide", min);
      }
      g_error ("the window is %d×%d, not %d×%d",
               gtk_widget_get_width (GTK_WIDGET (window)),
               gtk_widget_get_height (GTK_WIDGET (window)), width, height);
    }
}

void
gui_test_assert_on_screen (GtkWidget  *widget,
                           const char *what,
                           float       min_height)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_get_visible (widget));
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  /* Not scrolled out of sight by a scrolled window it is in. */
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL;
       up = gtk_widget_get_parent (up))
    {
      graphene_rect_t view;

      if (!GTK_IS_SCROLLED_WINDOW (up))
        continue;
      g_assert_true (gtk_widget_compute_bounds (up, window, &view));
      g_assert_cmpfloat (bounds.origin.y, >=, view.origin.y);
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                         view.origin.y + view.size.height);
    }
  g_test_message ("%s: %.0f×%.0f at %.0f,%.0f in %d×%d", what,
                  bounds.size.width, bounds.size.height,
                  bounds.origin.x, bounds.origin.y,
                  gtk_widget_get_width (window), gtk_widget_get_height (window));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (window));
  g_assert_cmpfloat (bounds.size.height, >=, min_height);
}

/* Scrolls the side panel (the outermost scrolled window widget is in) so
 * that widget's top is in sight, and lets the window draw it. */
static void
scroll_into_view (GtkWidget *widget)
{
  GtkWidget *scroller = NULL;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;

  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL;
       up = gtk_widget_get_parent (up))
    if (GTK_IS_SCROLLED_WINDOW (up))
      scroller = up;
  if (scroller == NULL)
    return;
  g_assert_true (gtk_widget_compute_bounds (widget,
                                            gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
                                            &bounds));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  /* The bounds are in the viewport's coordinates, which are scrolled by
   * the adjustment's value already. */
  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_value (adjustment) + bounds.origin.y);
  gui_test_run_for (0.2);
}

void
gui_test_assert_review_fits (SakiyomiWindow *window)
{
  /* A phone-sized window has the board across its width and the panel
   * under it, which scrolls (issue 36): the review is there to scroll to. */
  gboolean phone = gtk_widget_get_width (GTK_WIDGET (window)) < 600;

  gui_test_assert_on_screen (GTK_WIDGET (window->board), "board", 300);
  gui_test_assert_on_screen (GTK_WIDGET (window->players_panel), "players", 30);
  gui_test_assert_on_screen (GTK_WIDGET (window->status_label), "status", 16);
  if (phone)
    scroll_into_view (GTK_WIDGET (sakiyomi_review_panel_get_graph (window->review_panel)));
  gui_test_assert_on_screen (GTK_WIDGET (sakiyomi_review_panel_get_graph (window->review_panel)),
                             "graph", phone ? 56 : 80);
  /* The whole review: its graph, the position shown and the summaries. */
  gui_test_assert_on_screen (GTK_WIDGET (window->review_panel), "review", phone ? 110 : 150);
  /* The moves, a few rows of them. */
  if (phone)
    scroll_into_view (GTK_WIDGET (window->move_list));
  gui_test_assert_on_screen (GTK_WIDGET (window->move_list), "move list", phone ? 44 : 100);
}

GtkWidget *
gui_test_find_widget (GtkWidget *root, GuiWidgetMatch match, gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = gui_test_find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}
