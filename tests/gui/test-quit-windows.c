/* test-quit-windows.c: Quit with every kind of window open is clean.
 *
 * Ctrl+Q pressed in Preferences, Experiments or the search tree used to
 * print four "invalid (NULL) class pointer" warnings and four criticals:
 * the key press holds the window it was pressed in while Quit destroys
 * every window, so that window outlived its transient parent, and GTK 4.8
 * touched the freed parent when it was finally let go.  Here every window
 * of the application (those with the app's shortcuts, where Ctrl+Q can be
 * pressed) is held as that key press holds it while app.quit runs, with
 * the dialogs (New Game, About, Keyboard Shortcuts) open too.
 * gtk_test_init makes every warning and critical fatal, so any of them
 * fails the test.
 */
#include "config.h"

#include "gui-test-util.h"
#include "sakiyomi-experiments-window.h"
#include "sakiyomi-preferences-window.h"
#include "sakiyomi-tree-window.h"

static gboolean
has_window (GType type)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type)
        && gtk_widget_get_visible (l->data))
      return TRUE;
  return FALSE;
}

static gboolean
all_open (gpointer data)
{
  return has_window (SAKIYOMI_TYPE_PREFERENCES_WINDOW)
         && has_window (SAKIYOMI_TYPE_EXPERIMENTS_WINDOW)
         && has_window (SAKIYOMI_TYPE_TREE_WINDOW)
         && has_window (ADW_TYPE_ABOUT_WINDOW)
         && has_window (GTK_TYPE_SHORTCUTS_WINDOW);
}

static void
test_quit_with_every_window (void)
{
  GtkApplication *app = gui_test_get_application ();
  SakiyomiWindow *window;
  GList *held = NULL;
  guint n_toplevels, n_windows;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-search-tree", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "experiments", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  g_assert_true (gui_test_wait (all_open, NULL, 10));

  {
    g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

    n_toplevels = g_list_length (toplevels);
  }
  /* The main window, its tree, Preferences and Experiments. */
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    held = g_list_prepend (held, g_object_ref (l->data));
  n_windows = g_list_length (held);
  g_assert_cmpuint (n_windows, ==, 4);

  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  gui_test_run_for (0.1);

  /* Let go of them as the key press would, once Quit is done: for most
   * this is the last reference. */
  g_list_free_full (held, g_object_unref);
  gui_test_run_for (0.1);
  g_assert_null (gtk_application_get_windows (app));
  g_test_message ("quit with %u windows open, %u of them the app's: no warnings",
                  n_toplevels, n_windows);
}

int
main (int    argc,
      char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/quit/every-window-open", test_quit_with_every_window);
  return g_test_run ();
}
