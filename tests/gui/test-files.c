/* test-files.c: the window and the program against a hostile disk (issue
 * 21, items 1, 4, 5 and 6).
 *
 * Save Game over a file on a full disk (a 64 KiB tmpfs in a mount
 * namespace of the test's own, filled up) leaves the old file whole and
 * says so; Open Game on a named pipe or a device says what it is and
 * never freezes the window; the real program with a named pipe where the
 * game in progress is kept shows its window and quits on SIGTERM; the
 * window tells the person, in its banner, that the game is not being kept
 * (the data folder is a file) and that it is kept again; and a second copy
 * of the app (another process holding the lock) does not take the first
 * one's game.  XDG_DATA_HOME is a fresh temporary directory.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "gui-test-util.h"
#include "private-mount.h"
#include "sakiyomi-autosave.h"

static char *data_home;

/* Removes path and, if it is a directory, everything in it: only the
 * temporary directories this test made. */
static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);

  if (dir != NULL)
    {
      const char *name;

      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          if (g_file_test (child, G_FILE_TEST_IS_DIR)
              && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
            remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
      g_rmdir (path);
    }
  else
    g_unlink (path);
}

/* The folder of the game in progress, made afresh (or removed, for
 * make = FALSE). */
static char *
fresh_game_dir (gboolean make)
{
  g_autoptr(GFile) current = sakiyomi_autosave_get_default_file ();
  g_autofree char *path = g_file_get_path (current);
  char *dir = g_path_get_dirname (path);

  remove_tree (dir);
  if (make)
    g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return dir;
}

static void
dialog_texts (GtkWidget  *dialog,
              char      **primary,
              char      **secondary)
{
  g_object_get (dialog, "heading", primary, "body", secondary, NULL);
}

/* The person plays the first legal move. */
static void
play_first_move (SakiyomiWindow *window)
{
  SkyMove moves[SKY_MAX_MOVES];

  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_cmpint (sky_position_legal_moves (sakiyomi_window_get_position (window),
                                             moves), >, 0);
  sakiyomi_game_session_play (sakiyomi_window_get_session (window), moves[0]);
}

static guint
file_moves (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  record = sky_record_from_string (text, &error);
  g_assert_no_error (error);
  return sky_record_get_n_moves (record);
}

/* ---- Save Game on a full disk (item 1) ---------------------------------- */

static void
test_save_full_disk (void)
{
  g_autofree char *dir = g_build_filename (data_home, "full", NULL);
  g_autofree char *path = g_build_filename (dir, "reversi.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *filler = NULL;
  g_autofree char *primary = NULL;
  g_autofree char *secondary = NULL;
  SakiyomiWindow *window;
  GtkWidget *dialog;
  GStatBuf st;

  if (private_mount_unavailable () != NULL)
    {
      g_test_skip (private_mount_unavailable ());
      return;
    }
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  private_mount_tmpfs (dir, 64 * 1024);

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  play_first_move (window);
  play_first_move (window);
  g_assert_true (sakiyomi_window_save_file (window, file));
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_assert_cmpuint (file_moves (path), ==, 2);

  /* The disk fills; the game goes on and is saved over the old one. */
  filler = private_mount_fill (dir);
  for (int i = 0; i < 20; i++)
    play_first_move (window);
  g_assert_false (sakiyomi_window_save_file (window, file));
  dialog = sakiyomi_window_get_error_dialog (window);
  g_assert_nonnull (dialog);
  dialog_texts (dialog, &primary, &secondary);
  g_test_message ("%s: %s", primary, secondary);
  g_assert_cmpstr (primary, ==, "Could not save “reversi.txt”");
  g_assert_cmpstr (secondary, ==, "No space left on device. The old file is unchanged.");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "close");

  /* The old file is whole (it was left with 0 bytes), and nothing of the
   * failed save is left beside it. */
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (listing)) != NULL)
      g_assert_true (g_str_equal (name, "reversi.txt") || g_str_equal (name, "filler"));
  }

  /* Room again: the save replaces it, keeping its permissions. */
  g_assert_cmpint (g_unlink (filler), ==, 0);
  g_assert_true (sakiyomi_window_save_file (window, file));
  g_assert_cmpuint (file_moves (path), ==,
                    sky_record_get_n_moves (sakiyomi_window_get_record (window)));
  g_assert_cmpuint (file_moves (path), >=, 22);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);

  gui_test_window_close (window);
  private_mount_unmount (dir);
  g_rmdir (dir);
}

/* A file name of 255 bytes, the most a name may have: the temporary
 * file's own name must fit too. */
static void
test_save_long_name (void)
{
  g_autofree char *g = g_strnfill (247, 'g');
  g_autofree char *name = g_strconcat ("long", g, ".txt", NULL);
  g_autofree char *path = g_build_filename (data_home, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  SakiyomiWindow *window;

  g_assert_cmpuint (strlen (name), ==, 255);
  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  play_first_move (window);
  g_assert_true (sakiyomi_window_save_file (window, file));
  g_assert_cmpuint (file_moves (path), ==, 1);
  play_first_move (window);
  g_assert_true (sakiyomi_window_save_file (window, file));
  g_assert_cmpuint (file_moves (path), ==, 2);
  g_assert_null (sakiyomi_window_get_error_dialog (window));
  gui_test_window_close (window);
  g_unlink (path);
}

/* ---- Open Game on what is not a file (item 4) --------------------------- */

static void
test_open_not_regular (void)
{
  g_autofree char *fifo = g_build_filename (data_home, "game.fifo", NULL);
  static const struct {
    const char *path;           /* NULL: the FIFO */
    const char *name;
    const char *message;
  } cases[] = {
    { NULL, "game.fifo", "It is a named pipe (FIFO), not a regular file." },
    { "/dev/zero", "zero", "It is a device, not a regular file." },
    { "/", "/", "It is a folder, not a file." },
  };
  SakiyomiWindow *window;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  play_first_move (window);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (cases[i].path != NULL ? cases[i].path
                                                                          : fifo);
      g_autofree char *primary = NULL;
      g_autofree char *secondary = NULL;
      g_autofree char *title = g_strdup_printf ("Could not open “%s”", cases[i].name);
      GtkWidget *dialog;

      /* A guard, not a measure: the code before never came back from a
       * FIFO, and the window froze. */
      alarm (60);
      gui_test_open_file (window, file);
      alarm (0);
      dialog = sakiyomi_window_get_error_dialog (window);
      g_assert_nonnull (dialog);
      dialog_texts (dialog, &primary, &secondary);
      g_test_message ("%s: %s", primary, secondary);
      g_assert_cmpstr (primary, ==, title);
      g_assert_cmpstr (secondary, ==, cases[i].message);
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "close");
      g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 1);
    }

  /* Saving over the FIFO is refused too; the FIFO is left as it was. */
  {
    g_autoptr(GFile) file = g_file_new_for_path (fifo);
    g_autofree char *primary = NULL;
    g_autofree char *secondary = NULL;
    GStatBuf st;

    g_assert_false (sakiyomi_window_save_file (window, file));
    dialog_texts (sakiyomi_window_get_error_dialog (window), &primary, &secondary);
    g_assert_cmpstr (secondary, ==,
                     "It is a named pipe (FIFO), not a regular file. The old file is unchanged.");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (sakiyomi_window_get_error_dialog (window)),
                                 "close");
    g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
    g_assert_true (S_ISFIFO (st.st_mode));
  }

  gui_test_window_close (window);
  g_unlink (fifo);
}

/* ---- The real program, a FIFO where its game is kept (item 4) ----------- */

typedef struct
{
  gboolean done;
  gboolean ok;
  GError *error;
} WaitData;

static void
on_exited (GObject      *source,
           GAsyncResult *res,
           gpointer      user_data)
{
  WaitData *data = user_data;

  data->ok = g_subprocess_wait_finish (G_SUBPROCESS (source), res, &data->error);
  data->done = TRUE;
}

static gboolean
wait_done (gpointer user_data)
{
  return ((WaitData *) user_data)->done;
}

/* A file beside path whose name starts with path's and the suffix. */
static char *
find_beside (const char *path,
             const char *suffix)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, suffix, NULL);
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  if (listing == NULL)
    return NULL;
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, prefix))
      return g_build_filename (dir, name, NULL);
  return NULL;
}

static gboolean
moved_aside (gpointer data)
{
  g_autofree char *aside = find_beside (data, ".unreadable-");

  return aside != NULL;
}

static void
test_program_fifo (void)
{
  const char *app = g_getenv ("SAKIYOMI_APP");
  g_autoptr(GFile) current = sakiyomi_autosave_get_default_file ();
  g_autofree char *path = g_file_get_path (current);
  g_autofree char *dir = fresh_game_dir (TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *config = g_dir_make_tmp ("sakiyomi-files-config-XXXXXX", &error);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  WaitData wait = { FALSE, FALSE, NULL };
  gboolean in_time;
  GStatBuf st;

  if (app == NULL)
    {
      g_test_skip ("SAKIYOMI_APP is not set (meson test sets it)");
      return;
    }
  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "keyfile", TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", config, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_take_stdout_fd (launcher, dup (STDERR_FILENO));
  process = g_subprocess_launcher_spawn (launcher, &error, app, NULL);
  g_assert_no_error (error);

  /* Its window restores the game: the FIFO is moved aside (the code
   * before waited on it for ever, and SIGTERM went unheard). */
  in_time = gui_test_wait (moved_aside, path, 60);
  g_subprocess_send_signal (process, in_time ? SIGTERM : SIGKILL);
  g_subprocess_wait_async (process, NULL, on_exited, &wait);
  if (!gui_test_wait (wait_done, &wait, 60))
    {
      g_subprocess_force_exit (process);
      g_assert_true (gui_test_wait (wait_done, &wait, 30));
      g_assert_not_reached ();
    }
  g_assert_true (in_time);
  g_assert_no_error (wait.error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  {
    g_autofree char *aside = find_beside (path, ".unreadable-");

    g_assert_cmpint (g_lstat (aside, &st), ==, 0);
    g_assert_true (S_ISFIFO (st.st_mode));
  }
  remove_tree (dir);
  remove_tree (config);
}

/* ---- The banner: the game not kept, and kept again (item 5) ------------- */

/* Kept again: news that passes, a toast, not the banner. */
static gboolean
toast_says_kept_again (gpointer data)
{
  return g_strcmp0 (sakiyomi_window_get_last_toast (data),
                    "This game is being kept for the next start again.") == 0;
}

static gboolean
banner_shows_problem (gpointer data)
{
  return sakiyomi_banner_get_text (data) != NULL
         && sakiyomi_banner_get_kind (data) == SAKIYOMI_BANNER_PROBLEM;
}

static void
test_banner_not_kept (void)
{
  g_autoptr(GFile) current = sakiyomi_autosave_get_default_file ();
  g_autofree char *path = g_file_get_path (current);
  g_autofree char *dir = fresh_game_dir (FALSE);
  g_autofree char *expected = NULL;
  SakiyomiWindow *window;
  SakiyomiBanner *banner;

  /* The data folder is a regular file. */
  gui_test_reset_settings ();
  g_assert_true (g_file_set_contents (dir, "not a folder\n", -1, NULL));
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  banner = sakiyomi_window_get_banner (window);
  play_first_move (window);
  g_assert_true (gui_test_wait (banner_shows_problem, banner, 30));
  expected = g_strdup_printf ("This game is not being kept for the next start: “%s” "
                              "cannot be written. Not a directory. Use Save Game to keep it.",
                              path);
  g_assert_cmpstr (sakiyomi_banner_get_text (banner), ==, expected);

  /* The person closes it: more moves, the same failure, and it stays
   * closed; play goes on. */
  sakiyomi_banner_dismiss (banner);
  for (int i = 0; i < 3; i++)
    {
      play_first_move (window);
      sakiyomi_game_session_save (sakiyomi_window_get_session (window));
    }
  g_assert_null (sakiyomi_banner_get_text (banner));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 4);

  /* The folder can be made again: kept again, and said so. */
  g_assert_cmpint (g_unlink (dir), ==, 0);
  play_first_move (window);
  g_assert_true (gui_test_wait (toast_says_kept_again, window, 30));
  g_assert_null (sakiyomi_banner_get_text (banner));
  sakiyomi_game_session_save (sakiyomi_window_get_session (window));
  g_assert_cmpuint (file_moves (path), ==, 5);

  gui_test_window_close (window);
  remove_tree (dir);
}

/* ---- A second copy of the app (item 6) ---------------------------------- */

/* The other copy: this program, holding the lock as a running app does,
 * until its standard input closes. */
static int
hold_lock (const char *lock_path)
{
  int fd = open (lock_path, O_RDONLY | O_CREAT | O_CLOEXEC, 0600);
  char byte;

  if (fd < 0 || flock (fd, LOCK_EX | LOCK_NB) != 0)
    return 1;
  printf ("holding\n");
  fflush (stdout);
  while (read (STDIN_FILENO, &byte, 1) > 0)
    ;
  return 0;
}

static void
test_second_copy (void)
{
  g_autoptr(GFile) current = sakiyomi_autosave_get_default_file ();
  g_autofree char *path = g_file_get_path (current);
  g_autofree char *lock = g_strconcat (path, ".lock", NULL);
  g_autofree char *dir = fresh_game_dir (TRUE);
  g_autofree char *first_game = NULL;
  g_autofree char *after = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) other = NULL;
  g_autoptr(GDataInputStream) other_out = NULL;
  SakiyomiWindow *window;
  SakiyomiBanner *banner;
  const char *text;

  /* The first copy's game in progress, and the first copy running. */
  first_game = g_strdup ("# Sakiyomi reversi\n# Mode: first\nf5 d6 c3\n");
  g_assert_true (g_file_set_contents (path, first_game, -1, NULL));
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  other = g_subprocess_launcher_spawn (launcher, &error, "/proc/self/exe",
                                       "--hold-lock", lock, NULL);
  g_assert_no_error (error);
  other_out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (other));
  line = g_data_input_stream_read_line_utf8 (other_out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "holding");

  /* A window opened as the program opens its own: not the first one's
   * game, and a banner that says why this one is not kept. */
  gui_test_reset_settings ();
  g_assert_true (g_file_set_contents (path, first_game, -1, NULL));
  window = sakiyomi_window_new (gui_test_get_application ());
  gtk_window_present (GTK_WINDOW (window));
  banner = sakiyomi_window_get_banner (window);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 0);
  text = sakiyomi_banner_get_text (banner);
  g_assert_nonnull (text);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "This game is not being kept for the next start: "
                                         "another copy of Sakiyomi is running"));
  g_assert_cmpint (sakiyomi_banner_get_kind (banner), ==, SAKIYOMI_BANNER_PROBLEM);

  /* Playing, and closing the window, leave the first one's game alone. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "start-game",
                                  g_variant_new_string ("two-people"));
  play_first_move (window);
  play_first_move (window);
  gui_test_window_close (window);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, first_game);

  g_assert_true (g_output_stream_close (g_subprocess_get_stdin_pipe (other), NULL, &error));
  g_assert_true (g_subprocess_wait_check (other, NULL, &error));
  g_assert_no_error (error);
  remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  if (argc == 3 && g_str_equal (argv[1], "--hold-lock"))
    return hold_lock (argv[2]);
  /* Before any thread starts: the test's tmpfs are its own. */
  private_mount_init ();
  /* Before GLib reads it once and for all. */
  data_home = g_dir_make_tmp ("sakiyomi-files-data-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gui_test_init (&argc, &argv);
  g_test_add_func ("/files/save-full-disk", test_save_full_disk);
  g_test_add_func ("/files/save-long-name", test_save_long_name);
  g_test_add_func ("/files/open-not-regular", test_open_not_regular);
  g_test_add_func ("/files/program-fifo", test_program_fifo);
  g_test_add_func ("/files/banner-not-kept", test_banner_not_kept);
  g_test_add_func ("/files/second-copy", test_second_copy);
  status = g_test_run ();

  remove_tree (data_home);
  g_free (data_home);
  return status;
}
