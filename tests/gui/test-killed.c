/* test-killed.c: killed, not closed: the real program under the test's X
 * server plays some moves and is killed; started again, it shows every
 * move.
 *
 * The program runs as its own process on the test's display and session
 * bus (as in test-quit.c), with its settings in a throwaway key file: the
 * computer plays reversi against itself, random moves a tenth of a second
 * apart.  The test reads the game it keeps on disk after every ply until
 * it holds MIN_MOVES moves, then sends the process SIGKILL (nothing of it
 * runs after that: only what was already on disk counts) or SIGTERM (a
 * logout: it saves the game as it stands and exits with status 0).  The
 * file left behind must be a whole record with at least the moves seen,
 * and a window of this process, started as the program starts its own,
 * must restore every one of them.
 *
 * Nothing is timed: the pace only lets the moves pile up while the test
 * watches, and the deadlines are guards against a hang.  XDG_DATA_HOME is
 * a fresh temporary directory, shared by the program and this process.
 */
#include "config.h"

#include <signal.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "gui-test-util.h"
#include "sakiyomi-autosave.h"

/* Moves on disk before the process is killed. */
#define MIN_MOVES 8

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

/* The game kept at path, or NULL if there is none (yet).  What is there
 * must be a whole record: the file is only ever replaced atomically. */
static SkyRecord *
read_saved (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SkyRecord *record;

  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
      return NULL;
    }
  record = sky_record_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

/* record is prefix played on: the same game from the same start, its moves
 * first. */
static void
assert_extends (const SkyRecord *record,
                const SkyRecord *prefix)
{
  const SkyPosition *a = sky_record_get_start (record);
  const SkyPosition *b = sky_record_get_start (prefix);

  g_assert_true (sky_record_get_game (record) == sky_record_get_game (prefix));
  g_assert_cmpmem (a, a->game->position_size, b, b->game->position_size);
  g_assert_cmpuint (sky_record_get_n_moves (record), >=, sky_record_get_n_moves (prefix));
  for (guint i = 0; i < sky_record_get_n_moves (prefix); i++)
    g_assert_cmpint (sky_record_get_move (record, i), ==, sky_record_get_move (prefix, i));
}

static void
assert_same_record (const SkyRecord *a,
                    const SkyRecord *b)
{
  assert_extends (a, b);
  g_assert_cmpuint (sky_record_get_n_moves (a), ==, sky_record_get_n_moves (b));
}

/* The move list's rows for a reversi record from the usual start, Black
 * first: "1. f5 d6\n2. c3 …". */
static char *
expected_rows (const SkyRecord *record)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    {
      g_autofree char *move = sky_record_get_move_text (record, i);

      if (i % 2 == 0)
        g_string_append_printf (text, "%s%u.", i > 0 ? "\n" : "", i / 2 + 1);
      g_string_append_printf (text, " %s", move);
    }
  return g_string_free (text, FALSE);
}

/* Whether name has an owner on the bus. */
static gboolean
name_has_owner (GDBusConnection *bus,
                const char      *name)
{
  g_autoptr(GVariant) reply =
    g_dbus_connection_call_sync (bus, "org.freedesktop.DBus",
                                 "/org/freedesktop/DBus",
                                 "org.freedesktop.DBus", "NameHasOwner",
                                 g_variant_new ("(s)", name),
                                 G_VARIANT_TYPE ("(b)"),
                                 G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL);
  gboolean has_owner = FALSE;

  if (reply != NULL)
    g_variant_get (reply, "(b)", &has_owner);
  return has_owner;
}

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

/* Waits (at most seconds, a guard) for process to end; if it has not,
 * kills it, so that a failing test leaves nothing running, and fails. */
static void
wait_for_exit (GSubprocess *process,
               double       seconds)
{
  WaitData wait = { FALSE, FALSE, NULL };
  gboolean in_time;

  g_subprocess_wait_async (process, NULL, on_exited, &wait);
  in_time = gui_test_wait (wait_done, &wait, seconds);
  if (!in_time)
    {
      g_subprocess_force_exit (process);
      g_assert_true (gui_test_wait (wait_done, &wait, 30));
    }
  g_assert_true (in_time);
  g_assert_no_error (wait.error);
  g_assert_true (wait.ok);
}

/* The program with the settings in config/glib-2.0/settings/keyfile and
 * the game in progress under data_home. */
static GSubprocess *
spawn_app (const char *config)
{
  const char *app = g_getenv ("SAKIYOMI_APP");
  g_autoptr(GError) error = NULL;
  g_autofree char *settings_dir = g_build_filename (config, "glib-2.0", "settings", NULL);
  g_autofree char *keyfile = g_build_filename (settings_dir, "keyfile", NULL);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  GSubprocess *process;

  g_assert_nonnull (app);
  g_assert_cmpint (g_mkdir_with_parents (settings_dir, 0700), ==, 0);
  /* Random moves on both sides, a tenth of a second apart: a game of some
   * sixty plies takes several seconds, the test needs the first few. */
  g_assert_true (g_file_set_contents (keyfile,
                                      "[io/github/sakiyomi/Sakiyomi]\n"
                                      "game='reversi'\n"
                                      "player-mode='computers'\n"
                                      "opponent='random'\n"
                                      "computers-second-opponent='random'\n"
                                      "computers-pace=100\n"
                                      "computer-pause=0\n"
                                      "animation=false\n",
                                      -1, &error));
  g_assert_no_error (error);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "keyfile", TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", config, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  /* Whatever it prints goes with the test's messages, not into the TAP
   * stream. */
  g_subprocess_launcher_take_stdout_fd (launcher, dup (STDERR_FILENO));
  process = g_subprocess_launcher_spawn (launcher, &error, app, NULL);
  g_assert_no_error (error);
  return process;
}

static gboolean
board_allocated (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (sakiyomi_window_get_board (data))) > 0;
}

/* A window of this process opened as the program opens its own shows
 * exactly saved. */
static void
assert_restored (const SkyRecord *saved)
{
  g_autoptr(GSettings) settings = sakiyomi_settings_new ();
  g_autofree char *rows = expected_rows (saved);
  guint n = sky_record_get_n_moves (saved);
  const SkyPosition *end = sky_record_get_end (saved);
  SakiyomiWindow *window;
  SakiyomiMoveList *list;

  /* Should the computers search here, a random move is quick to drop. */
  g_settings_set_string (settings, "opponent", "random");
  g_settings_set_string (settings, "computers-second-opponent", "random");

  /* The game is restored as the window is made, before the main loop
   * runs again. */
  window = sakiyomi_window_new (gui_test_get_application ());
  list = sakiyomi_window_get_move_list (window);
  assert_same_record (sakiyomi_window_get_record (window), saved);
  g_assert_cmpint (sakiyomi_window_get_mode (window), ==, SAKIYOMI_MODE_COMPUTERS);
  {
    g_autofree char *text = sakiyomi_move_list_get_text (list);

    g_assert_cmpstr (text, ==, rows);
  }

  /* The computers would play on from here: they wait while the test
   * looks at the window on screen. */
  sakiyomi_window_cancel_search (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gui_test_wait (board_allocated, window, 30));

  assert_same_record (sakiyomi_window_get_record (window), saved);
  g_assert_false (sakiyomi_window_is_busy (window));
  g_assert_false (sakiyomi_window_is_reviewing (window));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, n);
  g_assert_cmpmem (sakiyomi_window_get_position (window), end->game->position_size,
                   end, end->game->position_size);
  g_assert_cmpmem (sakiyomi_board_view_get_position (sakiyomi_window_get_board (window)),
                   end->game->position_size, end, end->game->position_size);
  g_assert_cmpuint (sakiyomi_move_list_get_current (list), ==, n);
  {
    g_autofree char *text = sakiyomi_move_list_get_text (list);

    g_assert_cmpstr (text, ==, rows);
  }

  gui_test_window_close (window);
}

static void
test_killed (gconstpointer data)
{
  int signum = GPOINTER_TO_INT (data);
  g_autoptr(GError) error = NULL;
  g_autofree char *config = g_dir_make_tmp ("sakiyomi-killed-XXXXXX", &error);
  g_autoptr(GFile) current = sakiyomi_autosave_get_default_file ();
  g_autofree char *path = g_file_get_path (current);
  g_autofree char *game_dir = g_path_get_dirname (path);
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(SkyRecord) seen = NULL;     /* the newest game read while it played */
  g_autoptr(SkyRecord) saved = NULL;
  gboolean running = TRUE;
  guint reads = 0;
  gint64 deadline;

  g_assert_no_error (error);
  /* No game left by the case before: the program starts a new one. */
  gui_test_reset_settings ();
  remove_tree (game_dir);

  /* The program before (killed, or quit) has let its name go, so this one
   * is the primary instance, not a second one handing over and exiting. */
  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);
  deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (name_has_owner (bus, APPLICATION_ID) && g_get_monotonic_time () < deadline)
    g_usleep (20 * 1000);
  g_assert_false (name_has_owner (bus, APPLICATION_ID));

  process = spawn_app (config);

  /* Watch the moves pile up on disk: each read plays on from the one
   * before (never an older game after a newer one), until MIN_MOVES. */
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < deadline)
    {
      g_autoptr(SkyRecord) record = read_saved (path);

      /* The process is reaped on GLib's worker thread: no identifier, it
       * has ended (crashed, or found another instance). */
      running = g_subprocess_get_identifier (process) != NULL;
      if (record != NULL)
        {
          reads++;
          if (seen != NULL)
            assert_extends (record, seen);
          else
            g_assert_false (sky_position_is_over (sky_record_get_end (record)));
          g_clear_pointer (&seen, sky_record_free);
          seen = g_steal_pointer (&record);
          if (sky_record_get_n_moves (seen) >= MIN_MOVES)
            break;
        }
      if (!running)
        break;
      g_usleep (10 * 1000);
    }
  if (seen == NULL || sky_record_get_n_moves (seen) < MIN_MOVES)
    {
      /* Nothing is left running when the test fails. */
      if (running)
        g_subprocess_force_exit (process);
      wait_for_exit (process, 30);
      g_test_message ("the game on disk never reached %d moves (%u; process %s)",
                      MIN_MOVES, seen != NULL ? sky_record_get_n_moves (seen) : 0,
                      running ? "still running" : "ended");
    }
  g_assert_true (running);
  g_assert_nonnull (seen);
  g_assert_cmpuint (sky_record_get_n_moves (seen), >=, MIN_MOVES);

  if (signum == SIGKILL)
    g_subprocess_force_exit (process);
  else
    g_subprocess_send_signal (process, signum);
  wait_for_exit (process, 60);
  if (signum == SIGKILL)
    {
      g_assert_true (g_subprocess_get_if_signaled (process));
      g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGKILL);
    }
  else
    {
      /* Quit as from the menu: it saved the game and exited cleanly. */
      g_assert_true (g_subprocess_get_if_exited (process));
      g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
    }

  /* What it left on disk: the game it played, every move seen and maybe
   * some more, still in progress, the computers playing both sides. */
  saved = read_saved (path);
  g_assert_nonnull (saved);
  assert_extends (saved, seen);
  g_assert_cmpuint (sky_record_get_n_moves (saved), >=, MIN_MOVES);
  g_assert_false (sky_position_is_over (sky_record_get_end (saved)));
  g_assert_cmpstr (sky_record_get_tag (saved, "Mode"), ==,
                   sakiyomi_mode_id (SAKIYOMI_MODE_COMPUTERS));
  g_test_message ("%s: %u reads while it played, %u moves seen, %u on disk after",
                  signum == SIGKILL ? "SIGKILL" : "SIGTERM", reads,
                  sky_record_get_n_moves (seen), sky_record_get_n_moves (saved));
  sky_record_set_tag (saved, "Mode", NULL);

  /* Started again, it shows every move. */
  assert_restored (saved);

  remove_tree (game_dir);
  remove_tree (config);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  /* Before GLib reads it once and for all: the program and the windows of
   * this process keep the game in progress here. */
  data_home = g_dir_make_tmp ("sakiyomi-killed-data-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gui_test_init (&argc, &argv);
  g_test_add_data_func ("/killed/sigkill", GINT_TO_POINTER (SIGKILL), test_killed);
  g_test_add_data_func ("/killed/sigterm", GINT_TO_POINTER (SIGTERM), test_killed);
  status = g_test_run ();

  remove_tree (data_home);
  g_free (data_home);
  return status;
}
