/* test-newcomer.c: the window a newcomer sees (issue 36): a main menu of
 * at most twelve entries that hides what does not apply, a first screen
 * without the opening book, a status line that never changes height, and
 * a phone-sized window whose board has the width. */
#include "config.h"

#include <string.h>

#include "gui-test-util.h"
#include "sakiyomi-board-painter.h"
#include "sakiyomi-game-layout.h"
#include "sakiyomi-new-game-dialog.h"
#include "levels.h"

static gboolean
is_primary_menu_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget)
         && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

static GMenuModel *
primary_menu (SakiyomiWindow *window)
{
  GtkWidget *button = gui_test_find_widget (GTK_WIDGET (window),
                                            is_primary_menu_button, NULL);

  g_assert_nonnull (button);
  return gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
}

static char *
item_string (GMenuModel *menu, int i, const char *attribute)
{
  char *value = NULL;

  g_menu_model_get_item_attribute (menu, i, attribute, "s", &value);
  return value;
}

/* The entries of one popover page: a section's items are the page's, a
 * submenu is one entry (its own page is another). */
static guint
count_page (GMenuModel *menu)
{
  guint n = 0;

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      n += section != NULL ? count_page (section) : 1;
    }
  return n;
}

/* Every action named anywhere in the menu, with its hidden-when. */
static void
collect_actions (GMenuModel *menu, GHashTable *actions)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *action = item_string (menu, i, "action");
      g_autofree char *hidden = item_string (menu, i, "hidden-when");
      GMenuLinkIter *links = g_menu_model_iterate_item_links (menu, i);
      GMenuModel *link;

      if (action != NULL)
        g_hash_table_insert (actions, g_steal_pointer (&action),
                             g_strdup (hidden != NULL ? hidden : ""));
      while (g_menu_link_iter_get_next (links, NULL, &link))
        {
          collect_actions (link, actions);
          g_object_unref (link);
        }
      g_object_unref (links);
    }
}

/* The main menu: twelve entries at most on its first page; no Quit, Undo,
 * Redo nor Hint (the header bar and Ctrl+Q have them); the copy formats
 * under Copy As; the entries of one game only hidden in the others. */
static void
test_menu (void)
{
  g_autoptr(GHashTable) actions = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                         g_free, g_free);
  SakiyomiWindow *window;
  GMenuModel *menu;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  menu = primary_menu (window);
  g_test_message ("the main menu's first page has %u entries", count_page (menu));
  g_assert_cmpuint (count_page (menu), <=, 12);
  collect_actions (menu, actions);
  for (guint i = 0; i < 4; i++)
    {
      static const char *const gone[] = { "app.quit", "win.undo", "win.redo", "win.hint" };

      g_assert_false (g_hash_table_contains (actions, gone[i]));
    }
  g_assert_cmpstr (g_hash_table_lookup (actions, "win.copy-game-ggf"), ==, "action-disabled");
  g_assert_cmpstr (g_hash_table_lookup (actions, "win.copy-position-obf"), ==, "action-disabled");
  g_assert_cmpstr (g_hash_table_lookup (actions, "win.show-book"), ==, "action-disabled");
  g_assert_cmpstr (g_hash_table_lookup (actions, "win.misere"), ==, "action-disabled");
  g_assert_true (g_hash_table_contains (actions, "win.new-game"));
  g_assert_true (g_hash_table_contains (actions, "win.edit-position"));
  g_assert_true (g_hash_table_contains (actions, "win.review-game"));
  g_assert_true (g_hash_table_contains (actions, "app.preferences"));

  /* Reversi: its own entries apply, tic-tac-toe's rule does not. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "copy-position-obf"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "show-book"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "misere"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "game",
                                  g_variant_new_string ("tictactoe"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "copy-position-obf"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "show-book"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "misere"));
  gui_test_window_close (window);
}

/* The first screen has no opening book; asked for, it is there, and it
 * goes again with its close button's setting. */
static void
test_quiet_first_screen (void)
{
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  g_assert_false (sakiyomi_window_get_book_shown (window));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-book",
                                      g_variant_new_boolean (TRUE));
  g_assert_true (sakiyomi_window_get_book_shown (window));
  g_settings_set_boolean (sakiyomi_window_get_settings (window), "show-book", FALSE);
  g_assert_false (sakiyomi_window_get_book_shown (window));
  gui_test_window_close (window);
}

/* The status is one line: its height and the top of what is under it stay
 * the same through a game against the computer, whatever it says. */
static void
test_status_height (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (36);
  SakiyomiWindow *window;
  GtkWidget *status;
  int height = -1;
  guint seen = 0;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "random", "first");
  gui_test_resize (window, 1000, 700);
  status = GTK_WIDGET (window->status_label);
  for (guint move = 0; move < 30; move++)
    {
      const SkyPosition *pos;
      SkyMove moves[SKY_MAX_MOVES];
      int n;

      g_assert_true (gui_test_wait_idle (window, 30));
      gui_test_run_for (0.05);
      pos = sakiyomi_window_get_position (window);
      if (sky_position_is_over (pos))
        break;
      if (height < 0)
        height = gtk_widget_get_height (status);
      g_assert_cmpint (gtk_widget_get_height (status), ==, height);
      seen++;
      n = sky_position_legal_moves (pos, moves);
      if (moves[0] == SKY_MOVE_PASS)
        continue;
      gui_test_click_cell (window, moves[g_rand_int_range (rand, 0, n)]);
      gui_test_run_for (0.05);
      g_assert_cmpint (gtk_widget_get_height (status), ==, height);
    }
  g_test_message ("the status was %d pixels high at %u moves", height, seen);
  g_assert_cmpuint (seen, >=, 20);
  /* A long text is cut, and whole in the tooltip. */
  g_assert_true (gtk_label_get_single_line_mode (window->status_label));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (status), ==,
                   gtk_label_get_label (window->status_label));
  gui_test_window_close (window);
}

static gboolean
is_label_text (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), data) == 0;
}

static gboolean
is_hint_button (GtkWidget *widget, gconstpointer data)
{
  /* The one shown of the header's hint buttons. */
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.hint") == 0;
}

static gboolean
layout_is_narrow (gpointer data)
{
  SakiyomiWindow *window = data;

  return sakiyomi_game_layout_is_narrow (SAKIYOMI_GAME_LAYOUT (window->game_box));
}

/* On a phone (360×640) the board has the width: at least 320 of its 360
 * pixels are the board's squares; the panel is under it. */
static void
test_phone_board (void)
{
  SakiyomiWindow *window;
  SakiyomiBoardLayout layout;
  graphene_rect_t board, panel;
  GtkWidget *view;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  gui_test_resize (window, 360, 640);
  g_assert_true (gui_test_wait (layout_is_narrow, window, 5));
  gui_test_run_for (0.3);
  view = GTK_WIDGET (window->board);
  g_assert_true (sakiyomi_board_painter_layout (sakiyomi_window_get_position (window)->game,
                                                gtk_widget_get_width (view),
                                                gtk_widget_get_height (view),
                                                &layout));
  g_test_message ("window %d wide: board view %d×%d, squares %.0f",
                  gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_width (view), gtk_widget_get_height (view),
                  layout.cols * layout.cell);
  g_assert_cmpfloat (layout.cols * layout.cell, >=, 320);
  g_assert_true (gtk_widget_compute_bounds (view, GTK_WIDGET (window), &board));
  g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_last_child (window->game_box),
                                            GTK_WIDGET (window), &panel));
  g_assert_cmpfloat (panel.origin.y, >=, board.origin.y + board.size.height);
  /* The game's name is whole in the header; the hint is still there. */
  {
    GtkLabel *title = (GtkLabel *) gui_test_find_widget (GTK_WIDGET (window->header_bar),
                                                         is_label_text, "Reversi");

    g_assert_nonnull (title);
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (title)));
    g_assert_nonnull (gui_test_find_widget (GTK_WIDGET (window->header_bar),
                                            is_hint_button, NULL));
  }
  gui_test_window_close (window);
}

/* Whether widget is wholly in sight: inside its window and inside every
 * scrolled window it is in. */
static gboolean
in_sight (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_rect_t bounds, view;

  if (!gtk_widget_get_mapped (widget)
      || !gtk_widget_compute_bounds (widget, window, &bounds))
    return FALSE;
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL;
       up = gtk_widget_get_parent (up))
    {
      if (!GTK_IS_SCROLLED_WINDOW (up) && up != window)
        continue;
      if (!gtk_widget_compute_bounds (up, window, &view))
        return FALSE;
      if (bounds.origin.y < view.origin.y
          || bounds.origin.y + bounds.size.height > view.origin.y + view.size.height)
        return FALSE;
    }
  return TRUE;
}

static void
count_numbers (GtkWidget *widget, guint *n)
{
  /* A row: its number, or the start position's row above the first. */
  if (((GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "numeric"))
       || (GTK_IS_BUTTON (widget)
           && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "Start Position") == 0))
      && in_sight (widget))
    (*n)++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count_numbers (child, n);
}

/* At 1000×700, a finished game from a file (with its details) under
 * review keeps at least eight numbered rows of its moves in sight: the
 * details fold away, the status is one line. */
static void
test_review_rows (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST,
                                                 "reversi-game-details.sakiyomi",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  SakiyomiWindow *window;
  guint rows = 0;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  gui_test_resize (window, 1000, 700);
  gui_test_open_file (window, file);
  g_assert_nonnull (sakiyomi_players_panel_get_details (window->players_panel));
  g_action_group_activate_action (G_ACTION_GROUP (window), "review-game", NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->review_panel)));
  /* At the start: what the panel says there does not wait on the review's
   * progress (the judged moves come in while it runs). */
  sakiyomi_game_session_go_to_ply (sakiyomi_window_get_session (window), 0, TRUE);
  gui_test_run_for (0.5);
  count_numbers (GTK_WIDGET (window->move_list), &rows);
  g_test_message ("%u rows of moves in sight at 1000×700 under review", rows);
  g_assert_cmpuint (rows, >=, 8);
  gui_test_window_close (window);
}

/* Each highlighted move has its own mark: the engine's hint, the book's
 * move, a review's better move (with a cross on the move played there). */
static void
test_marks (void)
{
  SakiyomiWindow *window;
  SakiyomiBoardView *board;
  GSettings *settings;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  board = sakiyomi_window_get_board (window);
  settings = sakiyomi_window_get_settings (window);
  g_action_group_activate_action (G_ACTION_GROUP (window), "hint", NULL);
  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_cmpint (sakiyomi_board_view_get_hint (board), >=, 0);
  g_assert_cmpint (sakiyomi_board_view_get_hint_kind (board), ==, SAKIYOMI_MARK_HINT);
  g_settings_set_boolean (settings, "show-book", TRUE);
  g_settings_set_boolean (settings, "book-explorer", TRUE);
  g_assert_cmpint (sakiyomi_board_view_get_hint (board), >=, 0);
  g_assert_cmpint (sakiyomi_board_view_get_hint_kind (board), ==, SAKIYOMI_MARK_BOOK);
  gui_test_window_close (window);
}

static gboolean
is_drop_down (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_DROP_DOWN (widget);
}

/* The New Game dialog chooses the computer's level; the player is then
 * shown by its level, and the level is what plays. */
static void
test_new_game_level (void)
{
  SakiyomiWindow *window;
  GtkWidget *dialog;
  GtkDropDown *levels;
  g_autofree char *name = NULL;
  const SkyGame *game;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  game = sakiyomi_window_get_position (window)->game;
  g_assert_true (gui_test_wait_idle (window, 10));
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  dialog = sakiyomi_window_get_new_game_dialog (window);
  g_assert_nonnull (dialog);
  levels = (GtkDropDown *) gui_test_find_widget (dialog, is_drop_down, NULL);
  g_assert_nonnull (levels);
  /* Every level, and the algorithm in use (minimax) last, chosen. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (levels)),
                    ==, (guint) sky_level_count (game) + 1);
  g_assert_cmpuint (gtk_drop_down_get_selected (levels), ==, (guint) sky_level_count (game));
  gtk_drop_down_set_selected (levels, 5);
  sakiyomi_new_game_dialog_start (SAKIYOMI_NEW_GAME_DIALOG (dialog));
  g_assert_true (gui_test_wait_idle (window, 30));

  g_assert_cmpint (sakiyomi_settings_get_level (sakiyomi_window_get_settings (window), game), ==, 6);
  name = sakiyomi_game_session_dup_player_name (sakiyomi_window_get_session (window),
                                                SKY_SIDE_SECOND);
  {
    g_autofree char *level = sky_level_display_name (game, 6);
    g_autofree char *expected = g_strdup_printf ("Computer (%s)", level);

    g_assert_cmpstr (name, ==, expected);
  }
  /* Opened again, the dialog shows the level, and no algorithm entry. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  dialog = sakiyomi_window_get_new_game_dialog (window);
  levels = (GtkDropDown *) gui_test_find_widget (dialog, is_drop_down, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (levels)),
                    ==, (guint) sky_level_count (game));
  g_assert_cmpuint (gtk_drop_down_get_selected (levels), ==, 5);
  gtk_widget_activate_action (dialog, "window.close", NULL);
  gui_test_run_for (0.05);
  gui_test_window_close (window);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/newcomer/menu", test_menu);
  g_test_add_func ("/newcomer/quiet-first-screen", test_quiet_first_screen);
  g_test_add_func ("/newcomer/status-height", test_status_height);
  g_test_add_func ("/newcomer/phone-board", test_phone_board);
  g_test_add_func ("/newcomer/review-rows", test_review_rows);
  g_test_add_func ("/newcomer/marks", test_marks);
  g_test_add_func ("/newcomer/new-game-level", test_new_game_level);
  return g_test_run ();
}
