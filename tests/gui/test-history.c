/* test-history.c: the window's game as a record: the move list and
 * reviewing earlier positions, undo and redo through it, continuing from an
 * earlier position, saving and opening games (also through the file
 * chooser), malformed files, the clipboard, and the game in progress kept
 * across windows.
 *
 * XDG_DATA_HOME is a fresh temporary directory, so the game in progress
 * is written there, never into the home directory.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "gui-test-util.h"
#include "sakiyomi-autosave.h"
#include "sakiyomi-game-text.h"

static char *data_home;

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

static guint
record_moves (SakiyomiWindow *window)
{
  return sky_record_get_n_moves (sakiyomi_window_get_record (window));
}

/* The person clicks a legal move chosen by rand, different from avoid. */
static SkyMove
person_plays (SakiyomiWindow *window,
              GRand          *rand,
              SkyMove         avoid)
{
  const SkyPosition *pos = sakiyomi_window_get_position (window);
  SkyMove moves[SKY_MAX_MOVES];
  int n = sky_position_legal_moves (pos, moves);
  SkyMove move;

  g_assert_cmpint (n, >, 0);
  g_assert_true (moves[0] != SKY_MOVE_PASS);
  do
    move = moves[g_rand_int_range (rand, 0, n)];
  while (move == avoid && n > 1);
  g_assert_cmpint (move, !=, avoid);
  gui_test_click_cell (window, move);
  return move;
}

/* The person plays count moves, the computer answering each. */
static void
play_moves (SakiyomiWindow *window,
            GRand          *rand,
            int             count)
{
  for (int i = 0; i < count; i++)
    {
      g_assert_true (gui_test_wait_idle (window, 30));
      g_assert_true (sakiyomi_window_is_persons_turn (window));
      person_plays (window, rand, SKY_MOVE_NONE);
    }
  g_assert_true (gui_test_wait_idle (window, 30));
}

/* The board shows the record's position after ply. */
static void
assert_board_at (SakiyomiWindow *window,
                 guint           ply)
{
  const SkyRecord *record = sakiyomi_window_get_record (window);
  const SkyPosition *expected = sky_record_get_position (record, ply);
  const SkyPosition *shown = sakiyomi_board_view_get_position (sakiyomi_window_get_board (window));

  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, ply);
  g_assert_cmpmem (shown, expected->game->position_size,
                   expected, expected->game->position_size);
  g_assert_cmpmem (sakiyomi_window_get_position (window), expected->game->position_size,
                   expected, expected->game->position_size);
  g_assert_cmpuint (sakiyomi_move_list_get_current (sakiyomi_window_get_move_list (window)),
                    ==, ply);
}

/* The move list's rows, worked out from the record. */
static char *
expected_rows (const SkyRecord *record)
{
  GString *text = g_string_new (NULL);
  guint n = sky_record_get_n_moves (record);

  for (guint i = 0; i < n; i++)
    {
      const SkyPosition *before = sky_record_get_position (record, i);
      SkyMove m = sky_record_get_move (record, i);
      g_autofree char *move = NULL;

      /* As the board names its squares: reversi "f5", the others
       * "(row, column)", number-grab with the number taken. */
      if (before->game->kind == SKY_GAME_REVERSI)
        move = sky_record_get_move_text (record, i);
      else if (before->game->kind == SKY_GAME_NUMBERGRAB)
        {
          g_autofree char *number = sakiyomi_format_number (before->game->cell (before, m).value);

          move = g_strdup_printf ("(%d, %d) %s", m / 8 + 1, m % 8 + 1, number);
        }
      else
        move = g_strdup_printf ("(%d, %d)", m / 3 + 1, m % 3 + 1);

      if (i % 2 == 0)
        g_string_append_printf (text, "%s%u.", i > 0 ? "\n" : "", i / 2 + 1);
      g_string_append_printf (text, " %s", move);
    }
  return g_string_free (text, FALSE);
}

static void
assert_same_record (const SkyRecord *a,
                    const SkyRecord *b)
{
  const SkyPosition *sa = sky_record_get_start (a);
  const SkyPosition *sb = sky_record_get_start (b);

  g_assert_true (sky_record_get_game (a) == sky_record_get_game (b));
  g_assert_cmpmem (sa, sa->game->position_size, sb, sb->game->position_size);
  g_assert_cmpuint (sky_record_get_n_moves (a), ==, sky_record_get_n_moves (b));
  for (guint i = 0; i < sky_record_get_n_moves (a); i++)
    g_assert_cmpint (sky_record_get_move (a, i), ==, sky_record_get_move (b, i));
}

static void
test_review (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  SakiyomiWindow *window;
  SakiyomiMoveList *list;
  g_autofree char *rows = NULL;
  g_autofree char *expected = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  list = sakiyomi_window_get_move_list (window);
  play_moves (window, rand, 3);
  g_assert_cmpuint (record_moves (window), ==, 6);
  assert_board_at (window, 6);
  g_assert_false (sakiyomi_window_is_reviewing (window));
  g_assert_false (action_enabled (window, "redo"));

  /* Numbered rows, both players. */
  rows = sakiyomi_move_list_get_text (list);
  expected = expected_rows (sakiyomi_window_get_record (window));
  g_assert_cmpstr (rows, ==, expected);
  g_assert_cmpstr (rows, ==, "1. c4 e3\n2. f6 c5\n3. e2 b4");
  g_assert_null (sakiyomi_move_list_get_review_text (list));

  /* A click on move 2: the board shows the position after it, and the
   * computer, to move there or not, does not move. */
  sakiyomi_move_list_activate_ply (list, 2);
  g_assert_true (sakiyomi_window_is_reviewing (window));
  assert_board_at (window, 2);
  /* Issue 35: one numbering, the rows': ply 2 is White's e3 of row 1. */
  g_assert_cmpstr (sakiyomi_move_list_get_review_text (list), ==,
                   "Looking back at 1… e3");
  g_assert_true (action_enabled (window, "back-to-game"));
  sakiyomi_move_list_activate_ply (list, 3);
  assert_board_at (window, 3);
  g_assert_false (sakiyomi_window_is_busy (window));
  gui_test_run_for (0.3);
  g_assert_false (sakiyomi_window_is_busy (window));
  g_assert_cmpuint (record_moves (window), ==, 6);
  assert_board_at (window, 3);

  /* The start. */
  sakiyomi_move_list_activate_ply (list, 0);
  assert_board_at (window, 0);
  g_assert_cmpstr (sakiyomi_move_list_get_review_text (list), ==,
                   "Reviewing the start of 6 moves");

  /* Clicking the move that was played steps on without asking. */
  gui_test_click_cell (window, sky_record_get_move (sakiyomi_window_get_record (window), 0));
  g_assert_null (sakiyomi_window_get_question_dialog (window));
  assert_board_at (window, 1);
  g_assert_true (sakiyomi_window_is_reviewing (window));

  /* Back to the game: the end, the person to move. */
  activate (window, "back-to-game", NULL);
  g_assert_false (sakiyomi_window_is_reviewing (window));
  g_assert_null (sakiyomi_move_list_get_review_text (list));
  assert_board_at (window, 6);
  g_assert_true (sakiyomi_window_is_persons_turn (window));

  /* The last row is the end too. */
  sakiyomi_move_list_activate_ply (list, 4);
  g_assert_true (sakiyomi_window_is_reviewing (window));
  sakiyomi_move_list_activate_ply (list, 6);
  g_assert_false (sakiyomi_window_is_reviewing (window));
  assert_board_at (window, 6);

  gui_test_window_close (window);
}

static void
test_undo_redo (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);
  SakiyomiWindow *window;
  SkyMove replaced, played;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  play_moves (window, rand, 3);
  g_assert_cmpuint (record_moves (window), ==, 6);

  /* Undo walks back to the person's turns, keeping the moves for redo. */
  activate (window, "undo", NULL);
  assert_board_at (window, 4);
  g_assert_cmpuint (record_moves (window), ==, 6);
  g_assert_true (action_enabled (window, "redo"));
  g_assert_false (sakiyomi_window_is_reviewing (window));
  g_assert_true (sakiyomi_window_is_persons_turn (window));
  activate (window, "undo", NULL);
  activate (window, "undo", NULL);
  assert_board_at (window, 0);
  g_assert_false (action_enabled (window, "undo"));

  /* Redo walks forward the same way, to the end. */
  activate (window, "redo", NULL);
  assert_board_at (window, 2);
  g_assert_true (sakiyomi_window_is_persons_turn (window));
  activate (window, "redo", NULL);
  activate (window, "redo", NULL);
  assert_board_at (window, 6);
  g_assert_false (action_enabled (window, "redo"));
  g_assert_true (sakiyomi_window_is_persons_turn (window));

  /* A new move after undo drops the moves undone, without asking. */
  activate (window, "undo", NULL);
  activate (window, "undo", NULL);
  assert_board_at (window, 2);
  replaced = sky_record_get_move (sakiyomi_window_get_record (window), 2);
  played = person_plays (window, rand, replaced);
  g_assert_null (sakiyomi_window_get_question_dialog (window));
  g_assert_cmpint (sky_record_get_move (sakiyomi_window_get_record (window), 2), ==,
                   played);
  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_cmpuint (record_moves (window), ==, 4);
  assert_board_at (window, 4);
  g_assert_false (action_enabled (window, "redo"));

  gui_test_window_close (window);
}

static void
test_continue_from_earlier (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  SakiyomiWindow *window;
  SakiyomiMoveList *list;
  GtkWidget *dialog;
  SkyMove recorded, played;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  list = sakiyomi_window_get_move_list (window);
  play_moves (window, rand, 3);
  before = sky_record_to_string (sakiyomi_window_get_record (window));

  /* Playing another move from an earlier position asks first. */
  sakiyomi_move_list_activate_ply (list, 2);
  recorded = sky_record_get_move (sakiyomi_window_get_record (window), 2);
  played = person_plays (window, rand, recorded);
  dialog = sakiyomi_window_get_question_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_assert_null (sakiyomi_window_get_question_dialog (window));
  after = sky_record_to_string (sakiyomi_window_get_record (window));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (sakiyomi_window_is_reviewing (window));
  assert_board_at (window, 2);

  /* Accepted: the later moves go, the move is played, the computer
   * answers. */
  gui_test_click_cell (window, played);
  dialog = sakiyomi_window_get_question_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  g_assert_false (sakiyomi_window_is_reviewing (window));
  g_assert_cmpint (sky_record_get_move (sakiyomi_window_get_record (window), 2), ==,
                   played);
  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_cmpuint (record_moves (window), ==, 4);
  assert_board_at (window, 4);

  /* Continue from Here where the computer is to move: it moves. */
  sakiyomi_move_list_activate_ply (list, 1);
  g_assert_true (action_enabled (window, "continue-here"));
  activate (window, "continue-here", NULL);
  dialog = sakiyomi_window_get_question_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  g_assert_false (sakiyomi_window_is_reviewing (window));
  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_cmpuint (record_moves (window), ==, 2);
  assert_board_at (window, 2);
  g_assert_true (sakiyomi_window_is_persons_turn (window));

  gui_test_window_close (window);
}

static char *
temp_path (const char *name)
{
  return g_build_filename (data_home, name, NULL);
}

static void
test_save_open (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  g_autofree char *path = temp_path ("numbergrab-game.txt");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SkyRecord) saved = NULL;
  g_autoptr(SkyRecord) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  SakiyomiWindow *window;
  GtkWidget *dialog;

  gui_test_reset_settings ();
  window = gui_test_window_new ("numbergrab", "priority", "first");
  play_moves (window, rand, 4);
  saved = sky_record_copy (sakiyomi_window_get_record (window));
  g_assert_cmpuint (sky_record_get_n_moves (saved), ==, 8);
  {
    g_autofree char *rows = sakiyomi_move_list_get_text (sakiyomi_window_get_move_list (window));
    g_autofree char *expected = expected_rows (saved);

    g_test_message ("number-grab move list:\n%s", rows);
    g_assert_cmpstr (rows, ==, expected);
    g_assert_true (g_str_has_prefix (rows, "1. ("));
  }

  g_assert_true (sakiyomi_window_save_file (window, file));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "# Sakiyomi numbergrab\n"));
  g_assert_nonnull (strstr (contents, "\n# First: You\n"));
  g_assert_nonnull (strstr (contents, "\n# Second: Computer (Priority table)\n"));
  read = sky_record_from_string (contents, &error);
  g_assert_no_error (error);
  assert_same_record (read, saved);

  /* A new game (nothing to lose): opening replaces it at once. */
  activate (window, "start-game", g_variant_new_string ("first"));
  g_assert_cmpuint (record_moves (window), ==, 0);
  gui_test_open_file (window, file);
  g_assert_null (sakiyomi_window_get_question_dialog (window));
  g_assert_null (sakiyomi_window_get_error_dialog (window));
  assert_same_record (sakiyomi_window_get_record (window), saved);
  assert_board_at (window, 8);
  g_assert_true (sakiyomi_window_is_persons_turn (window));

  /* Opening over a game in progress asks; Cancel keeps it. */
  play_moves (window, rand, 1);
  g_clear_pointer (&saved, sky_record_free);
  saved = sky_record_copy (sakiyomi_window_get_record (window));
  gui_test_open_file (window, file);
  dialog = sakiyomi_window_get_question_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  assert_same_record (sakiyomi_window_get_record (window), saved);
  gui_test_open_file (window, file);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_question_dialog (window)),
                               "accept");
  assert_same_record (sakiyomi_window_get_record (window), read);

  gui_test_window_close (window);
  g_unlink (path);
}

/* The error message's two lines. */
static void
dialog_texts (GtkWidget  *dialog,
              char      **primary,
              char      **secondary)
{
  g_object_get (dialog, "heading", primary, "body", secondary, NULL);
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

static gboolean
chooser_has_file (gpointer data)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (data);
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

  return g_strcmp0 (path, g_object_get_data (data, "expected-path")) == 0;
}

static gboolean
file_read (gpointer data)
{
  return !sakiyomi_window_is_reading_file (data);
}

static gboolean
chooser_closed (gpointer data)
{
  return sakiyomi_window_get_file_chooser (data) == NULL;
}

/* The Save and Open items go through the file chooser (GTK's own dialog
 * here, as there is no portal).  Its waits are generous: under
 * ThreadSanitizer on a busy machine the chooser took over 10 s to change
 * folders; each ends as soon as the chooser is ready. */
static void
test_file_chooser (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);
  g_autofree char *path = temp_path ("tictactoe-chosen.txt");
  g_autoptr(GFile) dir = g_file_new_for_path (data_home);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SkyRecord) saved = NULL;
  GtkFileChooserNative *chooser;
  SakiyomiWindow *window;
  g_autofree char *name = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "first");
  play_moves (window, rand, 2);
  saved = sky_record_copy (sakiyomi_window_get_record (window));
  {
    g_autofree char *rows = sakiyomi_move_list_get_text (sakiyomi_window_get_move_list (window));
    g_autofree char *expected = expected_rows (saved);

    g_assert_cmpstr (rows, ==, expected);
  }

  activate (window, "save", NULL);
  chooser = sakiyomi_window_get_file_chooser (window);
  g_assert_nonnull (chooser);
  g_assert_cmpint (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)), ==,
                   GTK_FILE_CHOOSER_ACTION_SAVE);
  /* The suggested name: the game and the date. */
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_true (g_str_has_prefix (name, "tictactoe-20"));
  g_assert_true (g_str_has_suffix (name, ".sakiyomi"));
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), dir, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "tictactoe-chosen.txt");
  /* The chooser changes folders in the background. */
  g_object_set_data_full (G_OBJECT (chooser), "expected-path", g_strdup (path), g_free);
  g_assert_true (gui_test_wait (chooser_has_file, chooser, 60));
  g_signal_emit_by_name (chooser, "response", GTK_RESPONSE_ACCEPT);
  g_assert_true (gui_test_wait (chooser_closed, window, 60));
  g_assert_true (gui_test_wait (file_exists, path, 60));

  activate (window, "start-game", g_variant_new_string ("first"));
  activate (window, "open", NULL);
  chooser = sakiyomi_window_get_file_chooser (window);
  g_assert_nonnull (chooser);
  g_assert_cmpint (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)), ==,
                   GTK_FILE_CHOOSER_ACTION_OPEN);
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL));
  g_object_set_data_full (G_OBJECT (chooser), "expected-path", g_strdup (path), g_free);
  g_assert_true (gui_test_wait (chooser_has_file, chooser, 60));
  g_signal_emit_by_name (chooser, "response", GTK_RESPONSE_ACCEPT);
  g_assert_true (gui_test_wait (chooser_closed, window, 60));
  /* The file is read off the main thread. */
  g_assert_true (gui_test_wait (file_read, window, 30));
  assert_same_record (sakiyomi_window_get_record (window), saved);

  /* Cancel does nothing. */
  activate (window, "open", NULL);
  chooser = sakiyomi_window_get_file_chooser (window);
  g_signal_emit_by_name (chooser, "response", GTK_RESPONSE_CANCEL);
  g_assert_null (sakiyomi_window_get_file_chooser (window));
  assert_same_record (sakiyomi_window_get_record (window), saved);

  gui_test_window_close (window);
  g_unlink (path);
}

static void
test_open_malformed (void)
{
  static const struct {
    const char *name;
    const char *contents;
    gssize length;
    const char *message;
  } cases[] = {
    { "bad-square.txt", "# Sakiyomi reversi\nf5d6\nc3 z9\n", -1,
      "line 3: move 4 (“z9”) is not a square" },
    { "illegal.txt", "# Sakiyomi reversi\nf5 f5\n", -1, "line 2: " },
    { "binary.txt", "# Sakiyomi reversi\n\0\1\2", 22, "The game record is not UTF-8 text" },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (16);
  SakiyomiWindow *window;
  g_autofree char *before = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  play_moves (window, rand, 2);
  before = sky_record_to_string (sakiyomi_window_get_record (window));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = temp_path (cases[i].name);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autofree char *primary = NULL;
      g_autofree char *secondary = NULL;
      g_autofree char *title = g_strdup_printf ("Could not open “%s”", cases[i].name);
      g_autofree char *after = NULL;
      GtkWidget *dialog;

      g_assert_true (g_file_set_contents (path, cases[i].contents, cases[i].length, NULL));
      gui_test_open_file (window, file);
      dialog = sakiyomi_window_get_error_dialog (window);
      g_assert_nonnull (dialog);
      g_assert_null (sakiyomi_window_get_question_dialog (window));
      dialog_texts (dialog, &primary, &secondary);
      g_test_message ("%s: %s", primary, secondary);
      g_assert_cmpstr (primary, ==, title);
      g_assert_true (g_str_has_prefix (secondary, cases[i].message));
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "close");
      g_assert_null (sakiyomi_window_get_error_dialog (window));

      /* The game is untouched. */
      after = sky_record_to_string (sakiyomi_window_get_record (window));
      g_assert_cmpstr (after, ==, before);
      assert_board_at (window, 4);
      g_assert_true (sakiyomi_window_is_persons_turn (window));
      g_unlink (path);
    }

  /* A file that is not there. */
  {
    g_autofree char *path = temp_path ("missing.txt");
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autofree char *primary = NULL;
    g_autofree char *secondary = NULL;

    gui_test_open_file (window, file);
    g_assert_nonnull (sakiyomi_window_get_error_dialog (window));
    dialog_texts (sakiyomi_window_get_error_dialog (window), &primary, &secondary);
    g_assert_cmpstr (primary, ==, "Could not open “missing.txt”");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_error_dialog (window)),
                                 "close");
  }

  gui_test_window_close (window);
}

static gboolean
record_has_moves (gpointer data)
{
  SakiyomiWindow *window = data;
  guint *n = g_object_get_data (G_OBJECT (window), "expected-moves");

  return record_moves (window) == *n;
}

static gboolean
error_shown (gpointer data)
{
  return sakiyomi_window_get_error_dialog (data) != NULL;
}

static gboolean
question_shown (gpointer data)
{
  return sakiyomi_window_get_question_dialog (data) != NULL;
}

static void
test_clipboard (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  SakiyomiWindow *window;
  GdkClipboard *clipboard;
  g_autoptr(SkyRecord) copied = NULL;
  g_autofree char *primary = NULL;
  g_autofree char *secondary = NULL;
  guint expected;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "random", "first");
  clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  play_moves (window, rand, 3);
  copied = sky_record_copy (sakiyomi_window_get_record (window));
  activate (window, "copy-game", NULL);
  /* Said in a toast, which does not stop play. */
  g_assert_cmpstr (sakiyomi_window_get_last_toast (window), ==,
                   "Game copied to the clipboard");

  /* Pasted into a new game: the same record. */
  activate (window, "start-game", g_variant_new_string ("first"));
  g_assert_cmpuint (record_moves (window), ==, 0);
  expected = sky_record_get_n_moves (copied);
  g_object_set_data (G_OBJECT (window), "expected-moves", &expected);
  activate (window, "paste-game", NULL);
  g_assert_true (gui_test_wait (record_has_moves, window, 5));
  assert_same_record (sakiyomi_window_get_record (window), copied);
  g_assert_cmpstr (sakiyomi_window_get_status (window), !=, "");
  g_assert_cmpstr (sakiyomi_window_get_last_toast (window), ==,
                   "Pasted: Reversi, 6 moves");

  /* Text that is not a game: an error, the game untouched. */
  gdk_clipboard_set_text (clipboard, "# Sakiyomi tictactoe\nb2 b2\n");
  activate (window, "paste-game", NULL);
  g_assert_true (gui_test_wait (error_shown, window, 5));
  dialog_texts (sakiyomi_window_get_error_dialog (window), &primary, &secondary);
  g_assert_cmpstr (primary, ==, "The clipboard does not hold a game");
  g_assert_true (g_str_has_prefix (secondary, "line 2: "));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_error_dialog (window)),
                               "close");
  assert_same_record (sakiyomi_window_get_record (window), copied);

  /* A game of another kind over the game in progress: asked, then the
   * window switches to tic-tac-toe, menus and all. */
  gdk_clipboard_set_text (clipboard, "# Sakiyomi tictactoe\nmisere\nb2 a1 c3\n");
  activate (window, "paste-game", NULL);
  g_assert_true (gui_test_wait (question_shown, window, 5));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_question_dialog (window)),
                               "accept");
  g_assert_cmpint (sakiyomi_window_get_position (window)->game->kind, ==,
                   SKY_GAME_TICTACTOE);
  g_assert_cmpuint (record_moves (window), ==, 3);
  assert_board_at (window, 3);
  {
    g_autofree char *game = g_settings_get_string (sakiyomi_window_get_settings (window),
                                                   "game");
    g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window),
                                                                 "game");

    g_assert_cmpstr (game, ==, "tictactoe");
    g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "tictactoe");
    g_assert_true (g_settings_get_boolean (sakiyomi_window_get_settings (window),
                                           "misere"));
  }
  /* The person plays first: the fourth move is theirs. */
  g_assert_true (gui_test_wait_idle (window, 10));
  g_assert_true (sakiyomi_window_is_persons_turn (window));

  /* A reversi game in GGF, as NBoard copies one: read as well. */
  gdk_clipboard_set_text (clipboard,
                          "\n(;GM[Othello]PC[NBoard]PB[Edax]PW[Someone]RE[?]TY[8]"
                          "BO[8 ---------------------------O*------*O--------------------------- *]"
                          "B[F5//1.2]W[F6]B[E6/-0.50/3.4]W[F4];)\n");
  activate (window, "paste-game", NULL);
  g_assert_true (gui_test_wait (question_shown, window, 5));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_question_dialog (window)),
                               "accept");
  g_assert_cmpint (sakiyomi_window_get_position (window)->game->kind, ==,
                   SKY_GAME_REVERSI);
  g_assert_cmpuint (record_moves (window), ==, 4);
  g_assert_cmpstr (sky_record_get_tag (sakiyomi_window_get_record (window), "Black"),
                   ==, "Edax");

  gui_test_window_close (window);
}

static gboolean
board_allocated (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (sakiyomi_window_get_board (data))) > 0;
}

/* A window as the program opens one: with whatever game it restores. */
static SakiyomiWindow *
open_window (void)
{
  SakiyomiWindow *window = sakiyomi_window_new (gui_test_get_application ());

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gui_test_wait (board_allocated, window, 10));
  return window;
}

/* The unusable saved game at path was kept beside it, not deleted: one
 * "path.unreadable-…" file with its text, removed here. */
static void
assert_moved_aside (const char *path,
                    const char *text)
{
  g_autofree char *dir_path = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, ".unreadable-", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint found = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix))
      {
        g_autofree char *aside = g_build_filename (dir_path, name, NULL);
        g_autofree char *contents = NULL;

        g_assert_true (g_file_get_contents (aside, &contents, NULL, NULL));
        g_assert_cmpstr (contents, ==, text);
        g_assert_cmpint (g_unlink (aside), ==, 0);
        found++;
      }
  g_assert_cmpuint (found, ==, 1);
}

static void
test_restore (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (18);
  g_autoptr(GFile) current = sakiyomi_autosave_get_default_file ();
  g_autofree char *path = g_file_get_path (current);
  g_autoptr(SkyRecord) saved = NULL;
  SakiyomiWindow *window;
  GSettings *settings;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "second");
  play_moves (window, rand, 2);
  /* Looking back when the window closes does not matter. */
  sakiyomi_move_list_activate_ply (sakiyomi_window_get_move_list (window), 1);
  saved = sky_record_copy (sakiyomi_window_get_record (window));
  g_assert_cmpuint (sky_record_get_n_moves (saved), ==, 5);
  gui_test_window_close (window);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* The next window plays it on, the person still second, even though the
   * settings say otherwise now. */
  settings = sakiyomi_settings_new ();
  g_settings_set_string (settings, "game", "numbergrab");
  g_settings_set_string (settings, "player-mode", "first");
  window = open_window ();
  assert_same_record (sakiyomi_window_get_record (window), saved);
  assert_board_at (window, 5);
  g_assert_false (sakiyomi_window_is_reviewing (window));
  g_assert_cmpint (sakiyomi_window_get_mode (window), ==, SAKIYOMI_MODE_SECOND);
  /* White, the person, to move. */
  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_true (sakiyomi_window_is_persons_turn (window));
  play_moves (window, rand, 1);
  g_assert_cmpuint (record_moves (window), ==, 7);
  {
    g_autofree char *game = g_settings_get_string (settings, "game");

    g_assert_cmpstr (game, ==, "reversi");
  }
  g_clear_pointer (&saved, sky_record_free);
  saved = sky_record_copy (sakiyomi_window_get_record (window));
  /* Quitting saves it too (no close request: the window is destroyed). */
  g_action_group_activate_action (G_ACTION_GROUP (gui_test_get_application ()),
                                  "quit", NULL);
  gui_test_run_for (0.05);

  window = open_window ();
  assert_same_record (sakiyomi_window_get_record (window), saved);

  /* A finished game is not kept. */
  activate (window, "start-game", g_variant_new_string ("computers"));
  {
    int guard = 0;

    while (!sky_position_is_over (sakiyomi_window_get_position (window)))
      {
        g_assert_true (gui_test_wait_idle (window, 30));
        g_assert_cmpint (++guard, <, 200);
        gui_test_run_for (0.01);
      }
  }
  gui_test_window_close (window);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* A corrupt or unreadable saved game: a warning and a new game. */
  {
    static const char *const corrupt[] = {
      "# Sakiyomi reversi\n# Mode: first\nf5 zz\n",
      "# Sakiyomi reversi\nf5d6\n",                  /* who plays? */
      "# Sakiyomi reversi\n# Mode: nobody\nf5d6\n",
      "\xff\xfe garbage",
    };

    for (guint i = 0; i < G_N_ELEMENTS (corrupt); i++)
      {
        g_assert_true (g_file_set_contents (path, corrupt[i], -1, NULL));
        g_settings_set_string (settings, "player-mode", "two-people");
        g_test_expect_message ("sakiyomi-autosave", G_LOG_LEVEL_WARNING,
                               "ignoring the saved game*");
        window = open_window ();
        g_test_assert_expected_messages ();
        g_assert_cmpuint (record_moves (window), ==, 0);
        g_assert_cmpint (sakiyomi_window_get_mode (window), ==,
                         SAKIYOMI_MODE_TWO_PEOPLE);
        gui_test_window_close (window);
        assert_moved_aside (path, corrupt[i]);
      }
  }
  g_object_unref (settings);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  data_home = g_dir_make_tmp ("sakiyomi-history-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gui_test_init (&argc, &argv);
  g_test_add_func ("/history/review", test_review);
  g_test_add_func ("/history/undo-redo", test_undo_redo);
  g_test_add_func ("/history/continue-from-earlier", test_continue_from_earlier);
  g_test_add_func ("/history/save-open", test_save_open);
  g_test_add_func ("/history/file-chooser", test_file_chooser);
  g_test_add_func ("/history/open-malformed", test_open_malformed);
  g_test_add_func ("/history/clipboard", test_clipboard);
  g_test_add_func ("/history/restore", test_restore);
  status = g_test_run ();

  sakiyomi_autosave_remove_default ();
  {
    g_autofree char *dir = g_build_filename (data_home, "sakiyomi", NULL);

    g_rmdir (dir);
  }
  g_rmdir (data_home);
  return status;
}
