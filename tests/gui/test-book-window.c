/* test-book-window.c: the opening book in the window
 * (sakiyomi-window-book.c): Add Game to Book learns the game into the
 * user's book in $XDG_DATA_HOME (the GUI tests' own folder) and says so in
 * a toast; the opening explorer draws the book's moves on the board; both
 * are disabled in other games, with the reason in the side panel; a hint
 * with every move's value in a book position takes the book's values. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "gui-test-util.h"
#include "reversi.h"
#include "reversi-book.h"

static gboolean
not_learning (gpointer data)
{
  return !sakiyomi_window_is_learning (data);
}

static gboolean
action_enabled (SakiyomiWindow *window, const char *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

/* The book's best move in the window's position, or SKY_MOVE_NONE. */
static SkyMove
book_best (SakiyomiWindow *window)
{
  const SkyPosition *pos = sakiyomi_window_get_position (window);
  SkyReversiBookMove best;

  if (!sky_reversi_book_choose (sky_reversi_book_get_default (),
                                sky_reversi_discs (pos, pos->to_move),
                                sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                                0, NULL, &best))
    return SKY_MOVE_NONE;
  return best.square;
}

/* Four moves, the first legal one (a1 first) each time, which leave the
 * shipped book at once; learnt at depth 2, then the explorer shows the
 * learnt position's moves. */
static void
test_add_to_book (void)
{
  /* d3 c3 b3 b2 */
  static const int line[] = { 19, 18, 17, 9 };
  g_autofree char *user = sky_reversi_book_user_path ();
  g_autoptr(GSettings) settings = NULL;
  SakiyomiWindow *window;

  g_unlink (user);
  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  settings = g_object_ref (sakiyomi_window_get_settings (window));
  sakiyomi_window_set_book_learn_depth (window, 2);

  /* Nothing played yet: nothing to add. */
  g_assert_false (action_enabled (window, "add-to-book"));
  g_assert_true (action_enabled (window, "book-explorer"));
  for (gsize i = 0; i < G_N_ELEMENTS (line); i++)
    gui_test_click_cell (window, line[i]);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 4);
  g_assert_true (action_enabled (window, "add-to-book"));
  g_assert_cmpint (book_best (window), ==, SKY_MOVE_NONE);

  g_action_group_activate_action (G_ACTION_GROUP (window), "add-to-book", NULL);
  g_assert_true (sakiyomi_window_is_learning (window));
  /* The side panel says it is under way (and, as it goes, how far). */
  g_assert_true (g_str_has_prefix (sakiyomi_window_get_book_caption (window),
                                   "Adding the game to the book"));
  /* One learning at a time. */
  g_assert_false (action_enabled (window, "add-to-book"));
  g_assert_true (gui_test_wait (not_learning, window, 60));
  g_assert_nonnull (sakiyomi_window_get_last_toast (window));
  g_assert_true (g_str_has_prefix (sakiyomi_window_get_last_toast (window),
                                   "Game added to the book: "));
  g_assert_true (g_file_test (user, G_FILE_TEST_EXISTS));
  g_assert_true (action_enabled (window, "add-to-book"));

  /* The engine's book was reloaded: the learnt position is in it, and
   * the explorer draws its best move as the board's hint. */
  g_assert_cmpint (book_best (window), !=, SKY_MOVE_NONE);
  g_assert_cmpint (sakiyomi_board_view_get_hint (sakiyomi_window_get_board (window)),
                   ==, SKY_MOVE_NONE);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "book-explorer",
                                      g_variant_new_boolean (TRUE));
  g_assert_true (g_settings_get_boolean (settings, "book-explorer"));
  g_assert_cmpint (sakiyomi_board_view_get_hint (sakiyomi_window_get_board (window)),
                   ==, book_best (window));
  g_assert_true (g_str_has_prefix (sakiyomi_window_get_book_caption (window),
                                   "In the book: "));

  /* Added again: nothing new, and the toast says so. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "add-to-book", NULL);
  g_assert_true (gui_test_wait (not_learning, window, 60));
  g_assert_cmpstr (sakiyomi_window_get_last_toast (window), ==,
                   "The game is in the book already");

  /* Stop: offered only while a game is learnt; the learning then ends
   * (stopped, or done if it was quicker) and the user's book is whole.
   * The game now leaves the book at its third move. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  {
    SkyMove legal[SKY_MAX_MOVES];
    int n = sky_position_legal_moves (sakiyomi_window_get_position (window),
                                      legal);
    g_autoptr(SkyReversiBook) mine = NULL;

    g_assert_cmpint (n, >, 1);
    gui_test_click_cell (window, legal[0] != 17 ? legal[0] : legal[1]);
    g_assert_false (action_enabled (window, "stop-learning"));
    g_action_group_activate_action (G_ACTION_GROUP (window), "add-to-book", NULL);
    g_assert_true (action_enabled (window, "stop-learning"));
    g_action_group_activate_action (G_ACTION_GROUP (window), "stop-learning", NULL);
    g_assert_true (gui_test_wait (not_learning, window, 60));
    g_assert_false (action_enabled (window, "stop-learning"));
    mine = sky_reversi_book_load (user, SKY_REVERSI_BOOK_MAX_BYTES, NULL);
    g_assert_nonnull (mine);
  }

  /* Explorer off: the board's marks go. */
  g_settings_set_boolean (settings, "book-explorer", FALSE);
  g_assert_cmpint (sakiyomi_board_view_get_hint (sakiyomi_window_get_board (window)),
                   ==, SKY_MOVE_NONE);

  gui_test_window_close (window);
  g_unlink (user);
  sky_reversi_book_reload_default ();
}

/* The book's part is hidden on the first screen and shown when asked for
 * (Study ▸ Opening Book); the explorer follows the position: at the start
 * (the shipped book's first position) and after a move the book knows. */
static void
test_explorer (void)
{
  g_autoptr(GSettings) settings = NULL;
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  g_assert_false (sakiyomi_window_get_book_shown (window));
  g_assert_true (action_enabled (window, "show-book"));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-book",
                                      g_variant_new_boolean (TRUE));
  g_assert_true (sakiyomi_window_get_book_shown (window));
  settings = g_object_ref (sakiyomi_window_get_settings (window));
  g_settings_set_boolean (settings, "book-explorer", TRUE);
  g_assert_cmpint (book_best (window), !=, SKY_MOVE_NONE);
  g_assert_cmpint (sakiyomi_board_view_get_hint (sakiyomi_window_get_board (window)),
                   ==, book_best (window));
  gui_test_click_cell (window, book_best (window));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 1);
  g_assert_cmpint (book_best (window), !=, SKY_MOVE_NONE);
  g_assert_cmpint (sakiyomi_board_view_get_hint (sakiyomi_window_get_board (window)),
                   ==, book_best (window));
  gui_test_window_close (window);
}

/* In a book position, a hint with every move's value (the overlay) comes
 * from the book, and the status line says so. */
static void
test_hint_from_book (void)
{
  g_autoptr(GSettings) settings = NULL;
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  settings = g_object_ref (sakiyomi_window_get_settings (window));
  g_settings_set_boolean (settings, "reversi-engine", TRUE);
  g_settings_set_boolean (settings, "hint-overlay", TRUE);
  g_action_group_activate_action (G_ACTION_GROUP (window), "hint", NULL);
  g_assert_true (gui_test_wait_idle (window, 60));
  g_assert_cmpint (sakiyomi_board_view_get_hint (sakiyomi_window_get_board (window)),
                   ==, book_best (window));
  g_assert_nonnull (strstr (sakiyomi_game_session_get_status (sakiyomi_window_get_session (window)),
                            "from the book"));
  gui_test_window_close (window);
}

/* Other games: both disabled, and the book controls hidden. */
static void
test_other_games (void)
{
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  gui_test_click_cell (window, 4);
  g_assert_false (action_enabled (window, "add-to-book"));
  g_assert_false (action_enabled (window, "book-explorer"));
  g_assert_false (action_enabled (window, "show-book"));
  g_assert_false (sakiyomi_window_get_book_shown (window));
  g_assert_cmpstr (sakiyomi_window_get_book_caption (window), ==,
                   "The opening book is for reversi only.");
  gui_test_window_close (window);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/book-window/add-to-book", test_add_to_book);
  g_test_add_func ("/book-window/explorer", test_explorer);
  g_test_add_func ("/book-window/hint-from-book", test_hint_from_book);
  g_test_add_func ("/book-window/other-games", test_other_games);
  return g_test_run ();
}
