/* test-japanese.c: the window in Japanese (LANGUAGE=ja, the build's
 * po/ja catalogue): a button in the content (the game's, the position
 * editor's, the Experiments window's) shows no mnemonic; Japanese writes one as "(_N)", which would
 * show on the button as "(N)".  The longer Japanese status still leaves
 * a game's review on screen at each window size. */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gui-test-util.h"
#include "sakiyomi-experiments-window.h"

static gboolean
review_finished (gpointer data)
{
  SakiyomiGameReview *review = sakiyomi_game_session_get_review (sakiyomi_window_get_session (data));

  return review != NULL && sakiyomi_game_review_is_finished (review);
}

/* Visible buttons under widget whose label shows a mnemonic. */
static void
collect_mnemonic_buttons (GtkWidget  *widget,
                          GPtrArray  *found)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_BUTTON (widget))
    {
      const char *label = gtk_button_get_label (GTK_BUTTON (widget));

      if (label != NULL && gtk_button_get_use_underline (GTK_BUTTON (widget))
          && strstr (label, "(_") != NULL)
        g_ptr_array_add (found, g_strdup (label));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_mnemonic_buttons (child, found);
}

static gboolean
is_action_button (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)),
                       action) == 0;
}

/* The button under widget that activates action, or NULL. */
static GtkButton *
find_action_button (GtkWidget  *widget,
                    const char *action)
{
  return (GtkButton *) gui_test_find_widget (widget, is_action_button, action);
}

/* A tic-tac-toe game won by X: the game-over card's button reads
 * 「新しいゲーム」, without "(N)", and no other button in the game's
 * content shows a mnemonic. */
static void
test_game_over_button (void)
{
  static const int moves[] = { 0, 3, 1, 4, 2 };     /* X takes the top row */
  SakiyomiWindow *window;
  GtkButton *button;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);

  /* The catalogue is there: a message of the window in Japanese. */
  g_assert_cmpstr (C_("game over button", "New Game"), ==, "新しいゲーム");

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    gui_test_click_cell (window, moves[i]);
  g_assert_true (sky_position_is_over (sakiyomi_window_get_position (window)));
  g_assert_true (gtk_revealer_get_reveal_child (window->game_over_revealer));

  button = find_action_button (GTK_WIDGET (window->game_over_revealer), "win.new-game");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (button), ==, "新しいゲーム");
  g_assert_false (gtk_button_get_use_underline (button));

  collect_mnemonic_buttons (window->game_box, found);
  for (guint i = 0; i < found->len; i++)
    g_test_message ("a mnemonic on a button in the content: %s",
                    (const char *) found->pdata[i]);
  g_assert_cmpuint (found->len, ==, 0);
  gui_test_window_close (window);
}

/* The position editor's buttons: no "(_S)" on them; their keys are in
 * their tooltips. */
static void
test_editor_buttons (void)
{
  SakiyomiWindow *window;
  GtkWidget *editor;
  GtkButton *button;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  g_action_group_activate_action (G_ACTION_GROUP (window), "edit-position", NULL);
  editor = GTK_WIDGET (sakiyomi_window_get_position_editor (window));
  g_assert_true (gtk_widget_get_mapped (editor));

  collect_mnemonic_buttons (editor, found);
  for (guint i = 0; i < found->len; i++)
    g_test_message ("a mnemonic on a button of the position editor: %s",
                    (const char *) found->pdata[i]);
  g_assert_cmpuint (found->len, ==, 0);

  button = find_action_button (editor, "editor.start-position");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (button), ==, "開始局面");
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), "Alt+S"));
  button = find_action_button (editor, "editor.clear");
  g_assert_nonnull (button);
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), "Alt+L"));
  button = find_action_button (editor, "editor.paste");
  g_assert_nonnull (button);
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), "Ctrl+V"));
  gui_test_window_close (window);
}

/* The Experiments window's buttons: 「連続対局を実行」 without "(R)"; Alt+R
 * is named in the tooltip.  (Its form's labels keep their mnemonics:
 * they are a form's, not buttons.) */
static void
test_experiments_buttons (void)
{
  GtkApplication *app = gui_test_get_application ();
  GtkWidget *experiments = NULL;
  GtkButton *button;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);

  gui_test_reset_settings ();
  g_action_group_activate_action (G_ACTION_GROUP (app), "experiments", NULL);
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (SAKIYOMI_IS_EXPERIMENTS_WINDOW (l->data))
      experiments = l->data;
  g_assert_nonnull (experiments);
  gui_test_run_for (0.1);

  collect_mnemonic_buttons (experiments, found);
  for (guint i = 0; i < found->len; i++)
    g_test_message ("a mnemonic on a button of the Experiments window: %s",
                    (const char *) found->pdata[i]);
  g_assert_cmpuint (found->len, ==, 0);
  button = find_action_button (experiments, "experiments.run");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (button), ==, "連続対局を実行");
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), "Alt+R"));
  gtk_window_destroy (GTK_WINDOW (experiments));
  gui_test_run_for (0.05);
}

/* A tic-tac-toe game, reviewed in Japanese at 1000×700, 1280×900 and
 * 360×640: the board, the players, the status (longer in Japanese), the
 * graph, the summaries and the moves all on screen. */
static void
test_review_fits (void)
{
  static const int sizes[][2] = { { 1000, 700 }, { 1280, 900 }, { 360, 640 } };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-ja-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  SakiyomiWindow *window;

  g_assert_no_error (error);
  /* X wins after O's blunder on an edge (as in test-review-window). */
  path = g_build_filename (dir, "blunder.txt", NULL);
  g_assert_true (g_file_set_contents (path, "# Sakiyomi tictactoe\nb2 b1 a1 c3 a3 a2 c1\n", -1, NULL));
  file = g_file_new_for_path (path);

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  gui_test_resize (window, 1000, 700);
  gui_test_open_file (window, file);
  g_action_group_activate_action (G_ACTION_GROUP (window), "review-game", NULL);
  g_assert_true (gui_test_wait (review_finished, window, 30));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      gui_test_resize (window, sizes[i][0], sizes[i][1]);
      gui_test_run_for (0.5);
      gui_test_assert_review_fits (window);
    }
  gui_test_window_close (window);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  const char *localedir = g_getenv ("SAKIYOMI_LOCALEDIR");

  g_assert_nonnull (localedir);
  g_setenv ("LANGUAGE", "ja", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gui_test_init (&argc, &argv);
  g_test_add_func ("/japanese/game-over-button", test_game_over_button);
  g_test_add_func ("/japanese/editor-buttons", test_editor_buttons);
  g_test_add_func ("/japanese/experiments-buttons", test_experiments_buttons);
  g_test_add_func ("/japanese/review-fits", test_review_fits);
  return g_test_run ();
}
