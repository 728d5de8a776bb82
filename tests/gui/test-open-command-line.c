/* test-open-command-line.c: the real program opens the files it is given:
 * `sakiyomi FILE` starting it, `gapplication launch APP-ID FILE` (what a
 * file manager does over D-Bus) and `sakiyomi FILE` again while it runs.
 *
 * The program runs as its own process on the test's display and session
 * bus, with its settings in a throwaway key file (tic-tac-toe, two
 * people) and no game kept from before.  Its game windows are read over
 * D-Bus, as GtkApplication exports their actions: a window holds a game
 * with moves when win.review-game is enabled, and win.game's state is the
 * game it shows (the setting follows the game opened).
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <gio/gio.h>

#define OBJECT_PATH "/io/github/sakiyomi/Sakiyomi"

/* The first 20 and 21 moves of tests/reversi-game-details.sakiyomi:
 * unfinished games. */
#define UNFINISHED "# Sakiyomi reversi\nc4e3f2c6f4f3e6f5f6g2g3b3d3g4h5c2g1g6c3f7\n"
#define UNFINISHED_21 "# Sakiyomi reversi\nc4e3f2c6f4f3e6f5f6g2g3b3d3g4h5c2g1g6c3f7c5\n"

static GDBusConnection *bus;

static gboolean
wait_for_name (const char *name,
               double      seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (g_get_monotonic_time () < deadline)
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
      if (has_owner)
        return TRUE;
      g_usleep (20 * 1000);
    }
  return FALSE;
}

typedef struct
{
  gboolean exists;
  gboolean has_moves;           /* win.review-game is enabled */
  char *game;                   /* win.game's state */
} WindowState;

static void
window_state_clear (WindowState *state)
{
  g_clear_pointer (&state->game, g_free);
}

static void
read_window (guint        id,
             WindowState *state)
{
  g_autofree char *path = g_strdup_printf (OBJECT_PATH "/window/%u", id);
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) actions = NULL;
  g_autoptr(GVariant) review = NULL;
  g_autoptr(GVariant) game = NULL;

  window_state_clear (state);
  state->exists = FALSE;
  state->has_moves = FALSE;
  reply = g_dbus_connection_call_sync (bus, APPLICATION_ID, path,
                                       "org.gtk.Actions", "DescribeAll", NULL,
                                       G_VARIANT_TYPE ("(a{s(bgav)})"),
                                       G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL);
  if (reply == NULL)
    return;
  actions = g_variant_get_child_value (reply, 0);
  review = g_variant_lookup_value (actions, "review-game", NULL);
  game = g_variant_lookup_value (actions, "game", NULL);
  if (review == NULL || game == NULL)
    return;
  state->exists = TRUE;
  g_variant_get_child (review, 0, "b", &state->has_moves);
  {
    g_autoptr(GVariant) states = g_variant_get_child_value (game, 2);

    if (g_variant_n_children (states) == 1)
      {
        g_autoptr(GVariant) boxed = g_variant_get_child_value (states, 0);
        g_autoptr(GVariant) value = g_variant_get_variant (boxed);

        state->game = g_variant_dup_string (value, NULL);
      }
  }
}

/* Waits until window id exists and shows a reversi game with moves. */
static gboolean
wait_for_reversi_window (guint  id,
                         double seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  WindowState state = { 0 };
  gboolean ok = FALSE;

  while (!ok && g_get_monotonic_time () < deadline)
    {
      read_window (id, &state);
      ok = state.exists && state.has_moves && g_strcmp0 (state.game, "reversi") == 0;
      if (!ok)
        g_usleep (50 * 1000);
    }
  if (!ok)
    g_test_message ("window %u: exists %d, moves %d, game %s", id, state.exists,
                    state.has_moves, state.game);
  window_state_clear (&state);
  return ok;
}

static void
run_to_end (const char * const *argv,
            const char         *config)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;

  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "keyfile", TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", config, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", config, TRUE);
  process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);
  g_test_message ("%s said: %s", argv[0], err);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
}

static void
test_open_from_command_line (void)
{
  const char *app = g_getenv ("SAKIYOMI_APP");
  const char *details = g_getenv ("SAKIYOMI_DETAILS_GAME");
  g_autoptr(GError) error = NULL;
  g_autofree char *config = g_dir_make_tmp ("sakiyomi-open-XXXXXX", &error);
  g_autofree char *settings_dir = NULL;
  g_autofree char *keyfile = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *gapplication = g_find_program_in_path ("gapplication");
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GVariant) reply = NULL;
  WindowState state = { 0 };

  g_assert_nonnull (app);
  g_assert_nonnull (details);
  g_assert_no_error (error);
  settings_dir = g_build_filename (config, "glib-2.0", "settings", NULL);
  g_assert_cmpint (g_mkdir_with_parents (settings_dir, 0700), ==, 0);
  keyfile = g_build_filename (settings_dir, "keyfile", NULL);
  g_assert_true (g_file_set_contents (keyfile,
                                      "[io/github/sakiyomi/Sakiyomi]\n"
                                      "game='tictactoe'\n"
                                      "player-mode='two-people'\n",
                                      -1, &error));
  first = g_build_filename (config, "first.sakiyomi", NULL);
  second = g_build_filename (config, "second.sakiyomi", NULL);
  g_assert_true (g_file_set_contents (first, UNFINISHED, -1, NULL));
  g_assert_true (g_file_set_contents (second, UNFINISHED_21, -1, NULL));

  /* sakiyomi FILE: the first window shows the file's game. */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "keyfile", TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", config, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", config, TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, app, first, NULL);
  g_assert_no_error (error);
  g_assert_true (wait_for_name (APPLICATION_ID, 20));
  g_assert_true (wait_for_reversi_window (1, 20));

  /* gapplication launch APP-ID FILE, as a file manager asks over D-Bus:
   * the first window's game is being played, so a second window opens. */
  if (gapplication != NULL)
    {
      const char *argv[] = { gapplication, "launch", APPLICATION_ID, second, NULL };

      run_to_end (argv, config);
      g_assert_true (wait_for_reversi_window (2, 20));
    }
  else
    {
      const char *argv[] = { app, second, NULL };

      g_test_message ("no gapplication: the second file is given to sakiyomi");
      run_to_end (argv, config);
      g_assert_true (wait_for_reversi_window (2, 20));
    }

  /* sakiyomi FILE while it runs: the file goes to the running program,
   * and as every game there is being played, into a window of its own. */
  {
    const char *argv[] = { app, details, NULL };

    run_to_end (argv, config);
    g_assert_true (wait_for_reversi_window (3, 20));
  }
  /* The first two windows still have their games. */
  g_assert_true (wait_for_reversi_window (1, 1));
  g_assert_true (wait_for_reversi_window (2, 1));
  read_window (4, &state);
  g_assert_false (state.exists);
  window_state_clear (&state);

  reply = g_dbus_connection_call_sync (bus, APPLICATION_ID, OBJECT_PATH,
                                       "org.gtk.Actions", "Activate",
                                       g_variant_new ("(sava{sv})", "quit", NULL, NULL),
                                       NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
  g_assert_no_error (error);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);

  /* The game kept for the next start is the first window's. */
  {
    g_autofree char *kept_path = g_build_filename (config, "sakiyomi", "current-game.txt", NULL);
    g_autofree char *kept = NULL;

    g_assert_true (g_file_get_contents (kept_path, &kept, NULL, NULL));
    g_test_message ("kept: %s", kept);
    g_assert_nonnull (strstr (kept, "c3f7"));
    g_assert_null (strstr (kept, "f7c5"));
    g_unlink (kept_path);
  }
  {
    g_autofree char *dir = g_build_filename (config, "sakiyomi", NULL);

    g_rmdir (dir);
  }
  g_unlink (first);
  g_unlink (second);
  g_unlink (keyfile);
  g_rmdir (settings_dir);
  {
    g_autofree char *glib_dir = g_path_get_dirname (settings_dir);

    g_rmdir (glib_dir);
  }
  g_rmdir (config);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);
  g_test_add_func ("/open/command-line", test_open_from_command_line);
  return g_test_run ();
}
