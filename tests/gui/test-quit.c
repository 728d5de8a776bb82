/* test-quit.c: the real program, quit while the computer is deep in a
 * search, exits promptly and cleanly.
 *
 * The program runs as its own process on the test's display and session
 * bus, with its settings in a throwaway key file: the computer plays first
 * (the person second) with a plain minimax search that would take minutes.
 * Once it is thinking, app.quit is activated over D-Bus, as the desktop
 * would, and the time until the process has exited is measured.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gio/gio.h>

static gboolean
wait_for_name (GDBusConnection *bus,
               const char      *name,
               double           seconds)
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

static void
test_quit_while_thinking (void)
{
  const char *app = g_getenv ("SAKIYOMI_APP");
  g_autoptr(GError) error = NULL;
  g_autofree char *config = g_dir_make_tmp ("sakiyomi-quit-XXXXXX", &error);
  g_autofree char *settings_dir = NULL;
  g_autofree char *keyfile = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(GVariant) reply = NULL;
  WaitData wait = { FALSE, FALSE, NULL };
  gint64 start, deadline;
  double exit_ms;

  g_assert_nonnull (app);
  g_assert_no_error (error);
  settings_dir = g_build_filename (config, "glib-2.0", "settings", NULL);
  g_assert_cmpint (g_mkdir_with_parents (settings_dir, 0700), ==, 0);
  keyfile = g_build_filename (settings_dir, "keyfile", NULL);
  g_assert_true (g_file_set_contents (keyfile,
                                      "[io/github/sakiyomi/Sakiyomi]\n"
                                      "game='reversi'\n"
                                      "opponent='minimax'\n"
                                      "player-mode='second'\n"
                                      "reversi-minimax-depth=10\n"
                                      "reversi-alpha-beta=false\n",
                                      -1, &error));
  g_assert_no_error (error);

  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "keyfile", TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", config, TRUE);
  /* No saved game in progress: the computer starts thinking at once. */
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", config, TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, app, NULL);
  g_assert_no_error (error);

  g_assert_true (wait_for_name (bus, APPLICATION_ID, 20));
  /* The name is taken before the application's startup has run, and
   * libadwaita's startup waits (without a limit) for the desktop portal's
   * settings, which a loaded machine may take tens of seconds to start:
   * wait until the main loop answers before timing anything. */
  reply = g_dbus_connection_call_sync (bus, APPLICATION_ID, "/io/github/sakiyomi/Sakiyomi",
                                       "org.gtk.Actions", "List", NULL,
                                       G_VARIANT_TYPE ("(as)"),
                                       G_DBUS_CALL_FLAGS_NONE, 120 * 1000, NULL, &error);
  g_assert_no_error (error);
  g_clear_pointer (&reply, g_variant_unref);
  /* Let the search get going: at depth 10 without pruning it would run for
   * minutes. */
  g_usleep (G_USEC_PER_SEC);
  g_assert_nonnull (g_subprocess_get_identifier (process));   /* still running */

  start = g_get_monotonic_time ();
  reply = g_dbus_connection_call_sync (bus, APPLICATION_ID, "/io/github/sakiyomi/Sakiyomi",
                                       "org.gtk.Actions", "Activate",
                                       g_variant_new ("(sava{sv})", "quit", NULL, NULL),
                                       NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
  g_assert_no_error (error);

  g_subprocess_wait_async (process, NULL, on_exited, &wait);
  deadline = start + 10 * G_USEC_PER_SEC;
  while (!wait.done && g_get_monotonic_time () < deadline)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  exit_ms = (g_get_monotonic_time () - start) / 1000.0;

  g_assert_true (wait.done);
  g_assert_no_error (wait.error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_test_message ("quit while thinking: the process exited %.1f ms after app.quit",
                  exit_ms);

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
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/quit/while-thinking", test_quit_while_thinking);
  return g_test_run ();
}
