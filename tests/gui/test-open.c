/* test-open.c: files opened into the application (command line, file
 * manager, `gapplication launch`: GApplication's "open") and dropped on a
 * window, and the details of a game from a file shown in the window.
 *
 * The game with details is tests/reversi-game-details.sakiyomi: a finished
 * reversi game whose tags name its players, result, date, place and clock.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "gui-test-util.h"
#include "sakiyomi-autosave.h"

/* The first 20 moves of the game in the fixture: a game still going on. */
#define UNFINISHED "# Sakiyomi reversi\nc4e3f2c6f4f3e6f5f6g2g3b3d3g4h5c2g1g6c3f7\n"

static char *data_home;

static GFile *
details_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST,
                                                 "reversi-game-details.sakiyomi",
                                                 NULL);

  return g_file_new_for_path (path);
}

static GFile *
write_game (const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (data_home, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_file_new_for_path (path);
}

/* The game windows of the application, oldest first. */
static GPtrArray *
game_windows (void)
{
  GPtrArray *windows = g_ptr_array_new ();
  GList *list = gtk_application_get_windows (gui_test_get_application ());

  for (GList *l = g_list_last (list); l != NULL; l = l->prev)
    if (SAKIYOMI_IS_WINDOW (l->data))
      g_ptr_array_add (windows, l->data);
  return windows;
}

static void
close_all (void)
{
  g_autoptr(GPtrArray) windows = game_windows ();

  for (guint i = 0; i < windows->len; i++)
    gui_test_window_close (windows->pdata[i]);
  sakiyomi_autosave_remove_default ();
}

static void
open_files (GFile **files,
            int     n_files)
{
  g_application_open (G_APPLICATION (gui_test_get_application ()), files,
                      n_files, "");
}

/* Opening may read the file off the main thread: the tests wait for what
 * it shows. */
typedef struct
{
  SakiyomiWindow *window;
  guint n_moves;
} MovesWanted;

static gboolean
has_moves (gpointer data)
{
  MovesWanted *wanted = data;

  return sakiyomi_window_get_n_moves (wanted->window) == wanted->n_moves;
}

static void
wait_moves (SakiyomiWindow *window,
            guint           n_moves)
{
  MovesWanted wanted = { window, n_moves };

  g_assert_true (gui_test_wait (has_moves, &wanted, 30));
}

static gboolean
asks (gpointer data)
{
  return sakiyomi_window_get_question_dialog (data) != NULL;
}

/* The newest game window holds a game of n_moves, and there are at least
 * n_windows. */
typedef struct
{
  guint n_windows;
  guint n_moves;
} NewestWanted;

static gboolean
newest_has (gpointer data)
{
  NewestWanted *wanted = data;
  g_autoptr(GPtrArray) windows = game_windows ();

  return windows->len >= wanted->n_windows
         && sakiyomi_window_get_n_moves (windows->pdata[windows->len - 1]) == wanted->n_moves;
}

static void
wait_newest (guint n_windows,
             guint n_moves)
{
  NewestWanted wanted = { n_windows, n_moves };

  g_assert_true (gui_test_wait (newest_has, &wanted, 30));
}

static void
play (SakiyomiWindow *window,
      const char     *squares)
{
  SakiyomiGameSession *session = sakiyomi_window_get_session (window);

  for (const char *s = squares; *s != '\0'; s += 2)
    {
      const SkyPosition *pos = sakiyomi_game_session_get_position (session);
      char name[3] = { s[0], s[1], '\0' };
      SkyMove move;

      g_assert_true (pos->game->move_from_string (pos, name, &move, NULL));
      sakiyomi_game_session_play (session, move);
    }
}

/* A finished game from a file, opened into a window with no game being
 * played: the same window shows it, with the file's players, result,
 * date, place and clock; playing on from it makes it the window's game. */
static void
test_open_details (void)
{
  g_autoptr(GFile) file = details_file ();
  g_autoptr(GPtrArray) windows = NULL;
  SakiyomiWindow *window;
  const char *details;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "first");
  open_files (&file, 1);
  wait_moves (window, 60);

  windows = game_windows ();
  g_assert_cmpuint (windows->len, ==, 1);
  g_assert_true (windows->pdata[0] == window);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 60);
  g_assert_cmpint (sakiyomi_game_session_get_game (sakiyomi_window_get_session (window))->kind,
                   ==, SKY_GAME_REVERSI);
  g_assert_null (sakiyomi_window_get_question_dialog (window));

  /* The file's players, not "You" and "Computer (…)". */
  g_assert_cmpstr (sakiyomi_players_panel_get_name (window->players_panel, SKY_SIDE_FIRST),
                   ==, "Hiroshi Inoue");
  g_assert_cmpstr (sakiyomi_players_panel_get_name (window->players_panel, SKY_SIDE_SECOND),
                   ==, "Brian Rose");
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==,
                   "Hiroshi Inoue vs Brian Rose");
  g_assert_cmpstr (gtk_label_get_text (window->result_label), ==, "White wins");
  details = sakiyomi_players_panel_get_details (window->players_panel);
  g_assert_cmpstr (details, ==,
                   "Result: 25–39\n"
                   "Date: 14 Aug 2003\n"
                   "Place: World Othello Championship, Stockholm\n"
                   "Clock: 30 min");
  /* Saving it keeps them. */
  {
    g_autoptr(SkyRecord) saved = sakiyomi_game_session_export_record (sakiyomi_window_get_session (window));

    g_assert_cmpstr (sky_record_get_tag (saved, "Black"), ==, "Hiroshi Inoue");
    g_assert_cmpstr (sky_record_get_tag (saved, "Place"), ==,
                     "World Othello Championship, Stockholm");
  }

  /* Looking back changes nothing; continuing from an earlier position
   * makes it a game of this window's players. */
  sakiyomi_game_session_go_to_ply (sakiyomi_window_get_session (window), 30, TRUE);
  g_assert_cmpstr (sakiyomi_players_panel_get_name (window->players_panel, SKY_SIDE_FIRST),
                   ==, "Hiroshi Inoue");
  g_action_group_activate_action (G_ACTION_GROUP (window), "start-game",
                                  g_variant_new_string ("two-people"));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 0);
  open_files (&file, 1);
  wait_moves (window, 60);
  sakiyomi_game_session_go_to_ply (sakiyomi_window_get_session (window), 30, TRUE);
  sakiyomi_game_session_continue_here (sakiyomi_window_get_session (window));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 30);
  g_assert_cmpstr (sakiyomi_players_panel_get_name (window->players_panel, SKY_SIDE_FIRST),
                   ==, "Player 1");
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==,
                   "Player 1 vs Player 2");
  g_assert_null (sakiyomi_players_panel_get_details (window->players_panel));
  g_assert_null (sky_record_get_tag (sakiyomi_window_get_record (window), "Result"));
  /* The game's own date stays. */
  g_assert_cmpstr (sky_record_get_tag (sakiyomi_window_get_record (window), "Date"),
                   ==, "2003-08-14");

  /* A game of the window's own has no details to show. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "start-game",
                                  g_variant_new_string ("two-people"));
  g_assert_null (sakiyomi_players_panel_get_details (window->players_panel));
  close_all ();
}

/* A game being played is never replaced by a file: the file opens in a
 * new window beside it, which leaves the kept game to the first window;
 * several files open one window each.  The second window's switch to
 * reversi does not restart the first window's tic-tac-toe game. */
static void
test_open_beside_game_in_progress (void)
{
  g_autoptr(GFile) details = details_file ();
  g_autoptr(GFile) unfinished = write_game ("unfinished.sakiyomi", UNFINISHED);
  g_autoptr(GPtrArray) windows = NULL;
  g_autoptr(SkyRecord) before = NULL;
  GFile *both[2];
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  play (window, "b2a1");
  g_assert_true (sakiyomi_window_is_game_in_progress (window));
  before = sky_record_copy (sakiyomi_window_get_record (window));

  open_files (&details, 1);
  wait_newest (2, 60);
  windows = game_windows ();
  g_assert_cmpuint (windows->len, ==, 2);
  g_assert_true (windows->pdata[0] == window);
  g_assert_true (sakiyomi_window_keeps_game (windows->pdata[0]));
  g_assert_false (sakiyomi_window_keeps_game (windows->pdata[1]));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (windows->pdata[1]), ==, 60);
  g_assert_null (sakiyomi_window_get_question_dialog (windows->pdata[1]));
  g_assert_cmpstr (adw_window_title_get_subtitle (((SakiyomiWindow *) windows->pdata[1])->window_title),
                   ==, "Hiroshi Inoue vs Brian Rose");
  /* The first window's game is as it was, in its own game. */
  g_assert_null (sakiyomi_window_get_question_dialog (window));
  g_assert_null (sakiyomi_window_get_confirm_dialog (window));
  g_assert_cmpint (sakiyomi_game_session_get_game (sakiyomi_window_get_session (window))->kind,
                   ==, SKY_GAME_TICTACTOE);
  {
    g_autofree char *a = sky_record_to_string (before);
    g_autofree char *b = sky_record_to_string (sakiyomi_window_get_record (window));

    g_assert_cmpstr (a, ==, b);
  }
  g_clear_pointer (&windows, g_ptr_array_unref);

  /* Two files: the first goes into the window used last if its game is
   * not being played (the second window's is over; whether the first
   * window's focus has reached the window list depends on the window
   * manager), and otherwise beside it; the second always beside.  Never
   * into the first window, whose game is being played. */
  gtk_window_present (GTK_WINDOW (window));
  both[0] = details;
  both[1] = unfinished;
  open_files (both, 2);
  wait_newest (3, 20);
  windows = game_windows ();
  /* A game being played in a window beside the first: it says that it is
   * not kept for the next start.  The first window says nothing of it. */
  g_assert_nonnull (strstr (sakiyomi_banner_get_text (sakiyomi_window_get_banner (windows->pdata[windows->len - 1])),
                            "not kept for the next start"));
  g_assert_null (sakiyomi_banner_get_text (sakiyomi_window_get_banner (window)));
  g_assert_true (sakiyomi_window_is_game_in_progress (windows->pdata[windows->len - 1]));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 2);
  close_all ();
}

static gboolean
has_error_dialog (gpointer data)
{
  return sakiyomi_window_get_error_dialog (data) != NULL;
}

/* What a drop on the window does: the window takes files and text, opens
 * a file dropped as Open does and text as Paste does; further files open
 * beside it, and text that is not a game is refused with the reason. */
static void
test_drop (void)
{
  g_autoptr(GFile) details = details_file ();
  g_autoptr(GFile) unfinished = write_game ("dropped.sakiyomi", UNFINISHED);
  g_autoptr(GListModel) controllers = NULL;
  g_autoptr(GPtrArray) windows = NULL;
  GtkDropTarget *target = NULL;
  SakiyomiWindow *window;
  GValue value = G_VALUE_INIT;
  gsize n_types = 0;
  const GType *types;
  gboolean takes_files = FALSE, takes_text = FALSE;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");

  controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);
  types = gtk_drop_target_get_gtypes (target, &n_types);
  for (gsize i = 0; i < n_types; i++)
    {
      takes_files |= types[i] == GDK_TYPE_FILE_LIST;
      takes_text |= types[i] == G_TYPE_STRING;
    }
  g_assert_true (takes_files);
  g_assert_true (takes_text);

  /* Text: a move list in the common numbered form would need the new
   * reader; a plain transcript is what every version reads. */
  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, "f5d6c3d3c4");
  g_assert_true (sakiyomi_window_drop_value (window, &value));
  wait_moves (window, 5);
  {
    g_autofree char *log = sakiyomi_window_get_log (window);

    g_assert_nonnull (strstr (log, "Dropped: Reversi, 5 moves"));
  }
  g_value_unset (&value);

  /* A game in progress: dropping asks before it is replaced. */
  {
    GFile *one[1] = { unfinished };
    g_autoptr(GSList) list = g_slist_prepend (NULL, one[0]);
    GdkFileList *file_list = gdk_file_list_new_from_list (list);

    g_value_init (&value, GDK_TYPE_FILE_LIST);
    g_value_take_boxed (&value, file_list);
    g_assert_true (sakiyomi_window_drop_value (window, &value));
    g_value_unset (&value);
    g_assert_true (gui_test_wait (asks, window, 30));
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_question_dialog (window)),
                                 "accept");
    wait_moves (window, 20);
  }

  /* Two files: the first here (after the question), the second beside. */
  {
    g_autoptr(GSList) list = NULL;

    list = g_slist_prepend (list, unfinished);
    list = g_slist_prepend (list, details);
    g_value_init (&value, GDK_TYPE_FILE_LIST);
    g_value_take_boxed (&value, gdk_file_list_new_from_list (list));
    g_assert_true (sakiyomi_window_drop_value (window, &value));
    g_value_unset (&value);
    g_assert_true (gui_test_wait (asks, window, 30));
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_question_dialog (window)),
                                 "accept");
    wait_moves (window, 60);
    wait_newest (2, 20);
    windows = game_windows ();
    g_assert_cmpuint (windows->len, ==, 2);
  }

  /* One GFile, as some sources offer it. */
  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, unfinished);
  g_assert_true (sakiyomi_window_drop_value (window, &value));
  g_value_unset (&value);
  wait_moves (window, 20);

  /* Text that is no game: refused with the reason; the game stays. */
  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, "# Sakiyomi reversi\nz9\n");
  g_assert_true (sakiyomi_window_drop_value (window, &value));
  g_value_unset (&value);
  g_assert_true (gui_test_wait (has_error_dialog, window, 5));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 20);
  {
    g_autofree char *primary = NULL;

    g_object_get (sakiyomi_window_get_error_dialog (window), "heading", &primary, NULL);
    g_assert_cmpstr (primary, ==, "The text dropped is not a game");
  }
  close_all ();
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  data_home = g_dir_make_tmp ("sakiyomi-open-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gui_test_init (&argc, &argv);
  g_test_add_func ("/open/details", test_open_details);
  g_test_add_func ("/open/beside-game-in-progress", test_open_beside_game_in_progress);
  g_test_add_func ("/open/drop", test_drop);
  status = g_test_run ();

  {
    const char *names[] = { "unfinished.sakiyomi", "dropped.sakiyomi" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *path = g_build_filename (data_home, names[i], NULL);

        g_unlink (path);
      }
  }
  sakiyomi_autosave_remove_default ();
  {
    g_autofree char *dir = g_build_filename (data_home, "sakiyomi", NULL);

    g_rmdir (dir);
  }
  g_rmdir (data_home);
  return status;
}
