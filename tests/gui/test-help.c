/* test-help.c: F1 and the Help item: the manual's page fits the window the
 * person is in, and with no help viewer installed (no handler for help:
 * URIs) a dialog says so instead of nothing happening. */
#include "config.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "gui-test-util.h"
#include "sakiyomi-experiments-window.h"
#include "sakiyomi-help.h"
#include "sakiyomi-preferences-window.h"
#include "sakiyomi-tree-window.h"

static char *empty_dir;

static void
test_help_pages (void)
{
  static const struct { const char *game, *page; } games[] = {
    { "numbergrab", "number-grab" },
    { "tictactoe", "tic-tac-toe" },
    { "reversi", "reversi" },
  };

  gui_test_reset_settings ();
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      SakiyomiWindow *window = gui_test_window_new (games[i].game, "random", "first");
      GtkWidget *dialog;

      g_assert_cmpstr (sakiyomi_window_get_help_page (window), ==, games[i].page);
      g_assert_cmpstr (sakiyomi_help_page_for_window (GTK_WINDOW (window)), ==, games[i].page);
      /* A dialog over the window is about the same game. */
      dialog = gtk_window_new ();
      gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (window));
      g_assert_cmpstr (sakiyomi_help_page_for_window (GTK_WINDOW (dialog)), ==, games[i].page);
      gtk_window_destroy (GTK_WINDOW (dialog));
      gui_test_window_close (window);
    }
}

static gboolean
review_started (gpointer data)
{
  return sakiyomi_game_session_get_review (data) != NULL;
}

static void
test_help_pages_of_windows (void)
{
  SakiyomiWindow *window;
  SakiyomiGameSession *session;
  SakiyomiTreeWindow *tree;
  SakiyomiExperimentsWindow *experiments;
  SakiyomiPreferencesWindow *preferences;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  session = sakiyomi_window_get_session (window);

  /* The tree window is one of the application's windows (so F1 works in
   * it) and opens the search tree's page. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-search-tree", NULL);
  tree = SAKIYOMI_TREE_WINDOW (sakiyomi_window_get_tree_window (window));
  g_assert_nonnull (tree);
  g_assert_true (gtk_window_get_application (GTK_WINDOW (tree)) == gui_test_get_application ());
  g_assert_cmpstr (sakiyomi_help_page_for_window (GTK_WINDOW (tree)), ==, "search-tree");
  /* Closed while it records the search, it goes at once: its task does not
   * keep it alive past the game window, its transient parent. */
  g_object_add_weak_pointer (G_OBJECT (tree), (gpointer *) &tree);
  gtk_window_destroy (GTK_WINDOW (tree));
  g_assert_null (tree);

  experiments = sakiyomi_experiments_window_new (GTK_WINDOW (window));
  g_assert_cmpstr (sakiyomi_help_page_for_window (GTK_WINDOW (experiments)), ==, "experiments");
  gtk_window_destroy (GTK_WINDOW (experiments));

  preferences = sakiyomi_preferences_window_new (GTK_WINDOW (window));
  g_assert_cmpstr (sakiyomi_help_page_for_window (GTK_WINDOW (preferences)), ==, "preferences");
  gtk_window_destroy (GTK_WINDOW (preferences));

  /* While a review is shown, the review's page. */
  gui_test_click_cell (window, 4);
  gui_test_click_cell (window, 0);
  g_assert_true (gui_test_wait_idle (window, 10));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", NULL);
  g_assert_true (gui_test_wait (review_started, session, 10));
  g_assert_cmpstr (sakiyomi_help_page_for_window (GTK_WINDOW (window)), ==, "review");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-review", NULL);
  g_assert_cmpstr (sakiyomi_help_page_for_window (GTK_WINDOW (window)), ==, "tic-tac-toe");

  g_assert_null (sakiyomi_help_page_for_window (NULL));
  gui_test_window_close (window);
}

static gboolean
error_dialog_shown (gpointer data)
{
  GtkWidget *dialog = sakiyomi_help_get_error_dialog ();

  return dialog != NULL && gtk_widget_get_mapped (dialog);
}

static gboolean
first_dialog_gone_and_another_shown (gpointer data)
{
  GtkWidget **first = data;

  return *first == NULL && error_dialog_shown (NULL);
}

static guint
count_message_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint count = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        count++;
    }
  return count;
}

static void
test_help_without_viewer (void)
{
  GtkApplication *app = gui_test_get_application ();
  SakiyomiWindow *window;
  GtkWidget *dialog;
  g_autofree char *secondary = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "random", "first");
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_application_get_active_window (app) == GTK_WINDOW (window));

  /* F1's action, as the shortcut and the menu item run it. */
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "help"));
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (app, "app.help");

    g_assert_cmpstr (accels[0], ==, "F1");
  }
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  g_assert_true (gui_test_wait (error_dialog_shown, NULL, 20));

  dialog = sakiyomi_help_get_error_dialog ();
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  g_object_get (dialog, "body", &secondary, NULL);
  g_assert_nonnull (strstr (secondary, "Yelp"));

  /* A second try replaces the dialog rather than piling them up. */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  g_assert_true (gui_test_wait (first_dialog_gone_and_another_shown, &dialog, 20));
  g_assert_cmpuint (count_message_dialogs (), ==, 1);

  /* Closing it leaves the game as it was. */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_help_get_error_dialog ()), "close");
  gui_test_run_for (0.2);
  g_assert_null (sakiyomi_help_get_error_dialog ());
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (sakiyomi_window_get_session (window)), ==, 0);
  gui_test_window_close (window);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  /* No help viewer: no application directories (so no handler for help:)
   * and no mimeapps.list, but the icons and schemas GTK wants. */
  empty_dir = g_dir_make_tmp ("sakiyomi-help-XXXXXX", &error);
  g_assert_no_error (error);
  {
    static const char *keep[] = { "icons", "glib-2.0", "mime" };

    for (guint i = 0; i < G_N_ELEMENTS (keep); i++)
      {
        g_autofree char *target = g_build_filename ("/usr/share", keep[i], NULL);
        g_autofree char *link = g_build_filename (empty_dir, keep[i], NULL);

        if (g_file_test (target, G_FILE_TEST_IS_DIR))
          g_assert_cmpint (symlink (target, link), ==, 0);
      }
  }
  g_setenv ("XDG_DATA_DIRS", empty_dir, TRUE);
  g_setenv ("XDG_CONFIG_DIRS", empty_dir, TRUE);
  g_setenv ("XDG_CONFIG_HOME", empty_dir, TRUE);

  gui_test_init (&argc, &argv);
  g_test_add_func ("/help/pages", test_help_pages);
  g_test_add_func ("/help/pages-of-windows", test_help_pages_of_windows);
  g_test_add_func ("/help/without-viewer", test_help_without_viewer);
  status = g_test_run ();

  {
    static const char *keep[] = { "icons", "glib-2.0", "mime" };

    for (guint i = 0; i < G_N_ELEMENTS (keep); i++)
      {
        g_autofree char *link = g_build_filename (empty_dir, keep[i], NULL);

        g_unlink (link);
      }
  }
  g_rmdir (empty_dir);
  g_free (empty_dir);
  return status;
}
