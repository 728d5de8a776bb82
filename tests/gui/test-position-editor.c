/* test-position-editor.c: the position editor mode of the window and Copy
 * Position.
 *
 * A reversi position is set up with clicks on the editor's own board and
 * played from against the computer (its reply, then the person's move and
 * its next); positions no game can have are refused with the reason and
 * the game left as it was on Cancel; a position is pasted from the
 * clipboard as an OBF line; Copy Position writes the board string and the
 * OBF line; number-grab's boards cannot be set up.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "gui-test-util.h"
#include "sakiyomi-new-game-dialog.h"

static void
activate (SakiyomiWindow *window,
          const char     *action,
          GVariant       *param)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), action, param);
}

static gboolean
action_enabled (SakiyomiWindow *window,
                const char     *action)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), action);
}

static SakiyomiPositionEditor *
editor_of (SakiyomiWindow *window)
{
  return sakiyomi_window_get_position_editor (window);
}

/* Clicks cell of the editor's board through its own click handler. */
static void
click_editor_cell (SakiyomiWindow *window,
                   int             cell)
{
  SakiyomiBoardView *board = sakiyomi_position_editor_get_board (editor_of (window));
  double x, y;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (board)));
  g_assert_true (sakiyomi_board_view_cell_center (board,
                                                  gtk_widget_get_width (GTK_WIDGET (board)),
                                                  gtk_widget_get_height (GTK_WIDGET (board)),
                                                  cell, &x, &y));
  sakiyomi_board_view_click (board, x, y);
}

static char *
editor_text (SakiyomiWindow *window)
{
  const SkyPosition *pos = sakiyomi_board_view_get_position (sakiyomi_position_editor_get_board (editor_of (window)));

  return pos->game->position_to_string (pos);
}

static gboolean
board_allocated (gpointer data)
{
  SakiyomiBoardView *board = sakiyomi_position_editor_get_board (editor_of (data));

  return gtk_widget_get_mapped (GTK_WIDGET (board))
         && gtk_widget_get_width (GTK_WIDGET (board)) > 0;
}

static void
enter_editor (SakiyomiWindow *window)
{
  g_assert_true (action_enabled (window, "edit-position"));
  activate (window, "edit-position", NULL);
  g_assert_true (sakiyomi_window_is_editing (window));
  g_assert_true (gui_test_wait (board_allocated, window, 10));
}

static gboolean
moves_reach (gpointer data)
{
  SakiyomiWindow *window = data;
  guint *n = g_object_get_data (G_OBJECT (window), "moves");

  return sakiyomi_window_get_n_moves (window) == *n && !sakiyomi_window_is_busy (window);
}

/* ---- Setting up and playing on ------------------------------------------ */

static void
test_play_from_here (void)
{
  /* After f5, white to move: f5 put down and e5 turned to black. */
  static const char board_after_f5[] =
    "---------------------------OX------XXX-------------------------- O";
  SakiyomiWindow *window;
  SakiyomiPositionEditor *editor;
  g_autofree char *text = NULL;
  g_autofree char *record_text = NULL;
  GtkWidget *dialog;
  const SkyRecord *record;
  guint n;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "priority", "first");
  g_assert_true (gui_test_wait_idle (window, 10));
  /* Not from the game's menus while the board is set up. */
  enter_editor (window);
  editor = editor_of (window);
  g_assert_false (action_enabled (window, "new-game"));
  g_assert_false (action_enabled (window, "hint"));
  g_assert_false (action_enabled (window, "edit-position"));

  /* It starts from the position on the board. */
  text = editor_text (window);
  g_assert_cmpstr (text, ==,
                   "---------------------------OX------XO--------------------------- X");
  g_assert_true (sakiyomi_position_editor_get_valid (editor));
  g_assert_true (action_enabled (window, "edit-position-done"));

  /* Clicks put the piece chosen down, and a second click takes it off. */
  click_editor_cell (window, 37);
  click_editor_cell (window, 36);
  click_editor_cell (window, 0);
  click_editor_cell (window, 0);
  sakiyomi_position_editor_set_to_move (editor, SKY_SIDE_SECOND);
  g_clear_pointer (&text, g_free);
  text = editor_text (window);
  g_assert_cmpstr (text, ==, board_after_f5);
  g_assert_null (sakiyomi_position_editor_get_message (editor));

  /* Play from Here asks who plays; the person takes black, so the
   * computer (white, the priority table) replies first. */
  activate (window, "edit-position-done", NULL);
  dialog = sakiyomi_window_get_setup_dialog (window);
  g_assert_nonnull (dialog);
  sakiyomi_new_game_dialog_set_mode (SAKIYOMI_NEW_GAME_DIALOG (dialog),
                                     SAKIYOMI_MODE_FIRST);
  sakiyomi_new_game_dialog_start (SAKIYOMI_NEW_GAME_DIALOG (dialog));
  g_assert_null (sakiyomi_window_get_setup_dialog (window));
  g_assert_false (sakiyomi_window_is_editing (window));
  g_assert_cmpint (sakiyomi_window_get_mode (window), ==, SAKIYOMI_MODE_FIRST);

  n = 1;
  g_object_set_data (G_OBJECT (window), "moves", &n);
  g_assert_true (gui_test_wait (moves_reach, window, 10));
  g_assert_true (sakiyomi_window_is_persons_turn (window));
  g_assert_true (action_enabled (window, "hint"));
  g_assert_true (action_enabled (window, "analyse-position"));

  /* The person's move, and the computer's next. */
  {
    SkyMove moves[SKY_MAX_MOVES];

    g_assert_cmpint (sky_position_legal_moves (sakiyomi_window_get_position (window),
                                               moves), >, 0);
    gui_test_click_cell (window, moves[0]);
  }
  n = 3;
  g_assert_true (gui_test_wait (moves_reach, window, 10));

  /* The record starts from the position set up, and says so when saved. */
  record = sakiyomi_window_get_record (window);
  g_clear_pointer (&text, g_free);
  text = sky_record_get_start (record)->game->position_to_string (sky_record_get_start (record));
  g_assert_cmpstr (text, ==, board_after_f5);
  record_text = sky_record_to_string (record);
  g_assert_nonnull (strstr (record_text, board_after_f5));
  g_assert_true (action_enabled (window, "review-game"));

  /* Saved to a file, the start comes first. */
  {
    g_autofree char *dir = g_dir_make_tmp ("sakiyomi-editor-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (dir, "set-up.txt", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autofree char *saved = NULL;

    g_assert_true (sakiyomi_window_save_file (window, file));
    g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
    g_autoptr(SkyRecord) read_back = NULL;
    g_autofree char *start = NULL;

    g_assert_nonnull (strstr (saved, board_after_f5));
    read_back = sky_record_from_any (saved, NULL);
    g_assert_nonnull (read_back);
    g_assert_cmpuint (sky_record_get_n_moves (read_back), ==, 3);
    start = sky_record_get_start (read_back)->game->position_to_string (sky_record_get_start (read_back));
    g_assert_cmpstr (start, ==, board_after_f5);
    g_unlink (path);
    g_rmdir (dir);
  }
  gui_test_window_close (window);
}

/* ---- Refused positions, and Cancel -------------------------------------- */

static void
test_refused (void)
{
  SakiyomiWindow *window;
  SakiyomiPositionEditor *editor;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  gui_test_click_cell (window, 4);
  before = sky_record_to_string (sakiyomi_window_get_record (window));

  enter_editor (window);
  editor = editor_of (window);
  sakiyomi_position_editor_clear (editor);
  g_assert_true (sakiyomi_position_editor_get_valid (editor));

  /* Two X and no O: no game has it. */
  sakiyomi_position_editor_set_piece (editor, SKY_CELL_FIRST);
  click_editor_cell (window, 0);
  click_editor_cell (window, 1);
  g_assert_false (sakiyomi_position_editor_get_valid (editor));
  g_assert_false (action_enabled (window, "edit-position-done"));
  g_assert_cmpstr (sakiyomi_position_editor_get_message (editor), ==,
                   "X has 2 marks and O has 0: X moves first, so X must have as many marks as O or one more");
  activate (window, "edit-position-done", NULL);
  g_assert_true (sakiyomi_window_is_editing (window));
  g_assert_null (sakiyomi_window_get_setup_dialog (window));

  /* An O makes it a position, and the side to move follows: O. */
  sakiyomi_position_editor_set_piece (editor, SKY_CELL_SECOND);
  click_editor_cell (window, 4);
  g_assert_true (sakiyomi_position_editor_get_valid (editor));
  g_assert_null (sakiyomi_position_editor_get_message (editor));
  {
    g_autofree char *text = editor_text (window);

    g_assert_cmpstr (text, ==, "XX./.O./... O");
  }
  /* X to move there is refused, with the reason. */
  sakiyomi_position_editor_set_to_move (editor, SKY_SIDE_FIRST);
  g_assert_false (sakiyomi_position_editor_get_valid (editor));
  g_assert_cmpstr (sakiyomi_position_editor_get_message (editor), ==,
                   "It is O’s turn on this board, not X’s (X moves first)");

  /* Both with three in a row. */
  sakiyomi_position_editor_clear (editor);
  sakiyomi_position_editor_set_piece (editor, SKY_CELL_FIRST);
  for (int i = 0; i < 3; i++)
    click_editor_cell (window, i);
  sakiyomi_position_editor_set_piece (editor, SKY_CELL_SECOND);
  for (int i = 3; i < 6; i++)
    click_editor_cell (window, i);
  g_assert_false (sakiyomi_position_editor_get_valid (editor));
  g_assert_nonnull (strstr (sakiyomi_position_editor_get_message (editor),
                            "cannot both have three in a row"));

  /* Cancel: the game as it was. */
  activate (window, "edit-position-cancel", NULL);
  g_assert_false (sakiyomi_window_is_editing (window));
  after = sky_record_to_string (sakiyomi_window_get_record (window));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (action_enabled (window, "new-game"));
  gui_test_window_close (window);

  /* Reversi: the centre may not be empty. */
  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "priority", "two-people");
  enter_editor (window);
  editor = editor_of (window);
  sakiyomi_position_editor_clear (editor);
  g_assert_false (sakiyomi_position_editor_get_valid (editor));
  g_assert_cmpstr (sakiyomi_position_editor_get_message (editor), ==,
                   "The centre squares d4, e4, d5, e5 are empty: the four centre squares hold discs from the start of every game");
  sakiyomi_position_editor_start_position (editor);
  g_assert_true (sakiyomi_position_editor_get_valid (editor));
  activate (window, "edit-position-cancel", NULL);
  gui_test_window_close (window);
}

/* ---- Switching the game while editing ---------------------------------- */

static void
test_switch_game (void)
{
  SakiyomiWindow *window;
  g_autofree char *text = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  enter_editor (window);
  g_assert_true (sakiyomi_position_editor_get_game (editor_of (window))
                 == sky_game_get (SKY_GAME_TICTACTOE));

  /* The game menu still works: the editor follows the game chosen. */
  activate (window, "game", g_variant_new_string ("reversi"));
  g_assert_true (sakiyomi_window_is_editing (window));
  g_assert_true (sakiyomi_position_editor_get_game (editor_of (window))
                 == sky_game_get (SKY_GAME_REVERSI));
  text = editor_text (window);
  g_assert_cmpstr (text, ==,
                   "---------------------------OX------XO--------------------------- X");
  g_assert_false (action_enabled (window, "new-game"));

  /* Number-grab's boards cannot be set up: back to its game. */
  activate (window, "game", g_variant_new_string ("numbergrab"));
  g_assert_false (sakiyomi_window_is_editing (window));
  g_assert_true (action_enabled (window, "new-game"));
  g_assert_false (action_enabled (window, "edit-position"));
  gui_test_window_close (window);
}

/* ---- Pasting a position ------------------------------------------------- */

static gboolean
editor_shows (gpointer data)
{
  SakiyomiWindow *window = data;
  g_autofree char *text = editor_text (window);

  return g_str_equal (text, g_object_get_data (G_OBJECT (window), "expected"));
}

static gboolean
message_shown (gpointer data)
{
  return sakiyomi_position_editor_get_message (editor_of (data)) != NULL;
}

static void
test_paste (void)
{
  /* FFO endgame test #40 (its OBF line, as the suite writes it), 20
   * empties, black to move. */
  static const char obf[] =
    "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38;";
  static const char board[] =
    "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";
  SakiyomiWindow *window;
  GdkClipboard *clipboard;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "priority", "two-people");
  clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  enter_editor (window);

  gdk_clipboard_set_text (clipboard, obf);
  g_object_set_data (G_OBJECT (window), "expected", (gpointer) board);
  gtk_widget_activate_action (GTK_WIDGET (editor_of (window)), "editor.paste", NULL);
  g_assert_true (gui_test_wait (editor_shows, window, 5));
  g_assert_true (sakiyomi_position_editor_get_valid (editor_of (window)));

  /* A board string in rows, as GGF files and NBoard write it. */
  g_assert_true (sakiyomi_position_editor_paste_text (editor_of (window),
                                                      "-------- -------- -------- ---O*--- ---*O--- -------- -------- -------- O",
                                                      NULL));
  g_object_set_data (G_OBJECT (window), "expected",
                     (gpointer) "---------------------------OX------XO--------------------------- O");
  g_assert_true (editor_shows (window));

  /* Not a position: said in the palette, the board kept. */
  gdk_clipboard_set_text (clipboard, "hello");
  gtk_widget_activate_action (GTK_WIDGET (editor_of (window)), "editor.paste", NULL);
  g_assert_true (gui_test_wait (message_shown, window, 5));
  g_assert_true (g_str_has_prefix (sakiyomi_position_editor_get_message (editor_of (window)),
                                   "The clipboard does not hold a position: "));
  g_assert_true (editor_shows (window));
  gui_test_window_close (window);
}

/* ---- Copy Position ------------------------------------------------------ */

static void
on_text_read (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
}

static gboolean
text_read (gpointer data)
{
  return *(char **) data != NULL;
}

static char *
clipboard_text (SakiyomiWindow *window)
{
  char *text = NULL;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)),
                                 NULL, on_text_read, &text);
  g_assert_true (gui_test_wait (text_read, &text, 5));
  return text;
}

static void
test_copy_position (void)
{
  SakiyomiWindow *window;
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "priority", "two-people");
  gui_test_click_cell (window, 37);       /* f5 */

  activate (window, "copy-position", NULL);
  text = clipboard_text (window);
  g_assert_cmpstr (text, ==,
                   "---------------------------OX------XXX-------------------------- O");
  g_clear_pointer (&text, g_free);
  g_assert_true (action_enabled (window, "copy-position-obf"));
  activate (window, "copy-position-obf", NULL);
  text = clipboard_text (window);
  g_assert_cmpstr (text, ==,
                   "---------------------------OX------XXX-------------------------- O;");
  g_assert_nonnull (strstr (sakiyomi_window_get_status (window), "copied"));
  gui_test_window_close (window);

  /* Tic-tac-toe: its own form; OBF is reversi's alone. */
  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  gui_test_click_cell (window, 4);
  g_clear_pointer (&text, g_free);
  activate (window, "copy-position", NULL);
  text = clipboard_text (window);
  g_assert_cmpstr (text, ==, ".../.X./... O");
  g_assert_false (action_enabled (window, "copy-position-obf"));
  gui_test_window_close (window);

  /* Number-grab: copied, but its boards cannot be set up, and the button
   * says why. */
  gui_test_reset_settings ();
  window = gui_test_window_new ("numbergrab", "minimax", "two-people");
  g_assert_true (action_enabled (window, "copy-position"));
  g_assert_false (action_enabled (window, "edit-position"));
  g_object_get (window->edit_position_button, "tooltip-text", &tooltip, NULL);
  g_assert_nonnull (strstr (tooltip, "cannot be set up"));
  gui_test_window_close (window);
}

int
main (int    argc,
      char **argv)
{
  gui_test_init (&argc, &argv);

  g_test_add_func ("/position-editor/play-from-here", test_play_from_here);
  g_test_add_func ("/position-editor/refused", test_refused);
  g_test_add_func ("/position-editor/switch-game", test_switch_game);
  g_test_add_func ("/position-editor/paste", test_paste);
  g_test_add_func ("/position-editor/copy-position", test_copy_position);
  return g_test_run ();
}
