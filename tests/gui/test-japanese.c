/* test-japanese.c: the window in Japanese (LANGUAGE=ja, the build's
 * po/ja catalogue): a button in the content shows no mnemonic; Japanese
 * writes one as "(_N)", which would show on the button as "(N)". */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include "gui-test-util.h"

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

static GtkButton *
find_action_button (GtkWidget  *widget,
                    const char *action)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return GTK_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkButton *button = find_action_button (child, action);

      if (button != NULL)
        return button;
    }
  return NULL;
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
  return g_test_run ();
}
