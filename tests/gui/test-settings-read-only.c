/* test-settings-read-only.c: the app with a settings store it cannot
 * write stays playable and says why (issue 21, item 2).
 *
 * As `XDG_CONFIG_HOME=<read-only folder> GSETTINGS_BACKEND=keyfile
 * sakiyomi`: the folder holds GLib's key file with a few of the person's
 * settings and is then made read-only: a read-only tmpfs in a mount
 * namespace of the test's own when the test runs as root (root may write
 * into any folder whatever its mode), else a folder of mode 0555.  The
 * window used to be greyed out entirely (a settings binding makes its
 * widget insensitive when the key cannot be written) and clicks did
 * nothing.  Now the window is sensitive, a move is played, the banner says
 * why settings are not saved, the person's settings are those of the
 * store, and a change in Preferences applies at once everywhere in the
 * app (kept in memory) while the file is left as it was.
 */
#include "config.h"

#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "gui-test-util.h"
#include "private-mount.h"
#include "sakiyomi-preferences-window.h"
#include "sakiyomi-settings.h"

static char *config_home;
static char *keyfile;
static char *unavailable;       /* why the folder cannot be read-only */

/* The person's settings, in the store before the app starts. */
static const char keyfile_contents[] =
  "[io/github/sakiyomi/Sakiyomi]\n"
  "game='tictactoe'\n"
  "tictactoe-minimax-depth=3\n"
  "animation=false\n";

static gboolean
prefs_shown (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static void
test_read_only_store (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GSettings) other = NULL;
  g_autofree char *on_disk = NULL;
  const char *reason = sakiyomi_settings_get_unsaved_reason ();
  SakiyomiWindow *window;
  SakiyomiBoardView *board;
  SakiyomiPreferencesWindow *prefs;
  GtkWidget *legal_moves;

  if (unavailable != NULL)
    {
      g_test_skip (unavailable);
      return;
    }

  /* Found read-only when the app started, and said in words. */
  g_assert_nonnull (reason);
  g_assert_nonnull (strstr (reason, config_home));
  g_test_message ("%s", reason);

  /* The person's settings are the store's, and can be changed. */
  settings = sakiyomi_settings_new ();
  g_assert_cmpint (sakiyomi_settings_get_game (settings), ==, SKY_GAME_TICTACTOE);
  g_assert_cmpint (g_settings_get_int (settings, "tictactoe-minimax-depth"), ==, 3);
  g_assert_false (g_settings_get_boolean (settings, "animation"));
  g_assert_true (g_settings_is_writable (settings, "game"));

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  board = sakiyomi_window_get_board (window);

  /* Playable: nothing greyed out, and a click plays (d3). */
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (window)));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (board)));
  gui_test_click_cell (window, 2 * 8 + 3);
  g_assert_true (gui_test_wait_idle (window, 10));
  g_assert_cmpuint (sky_record_get_n_moves (sakiyomi_window_get_record (window)), ==, 1);

  /* The window says why, once, in its banner. */
  g_assert_cmpstr (sakiyomi_banner_get_text (sakiyomi_window_get_settings_banner (window)),
                   ==, reason);
  g_assert_cmpint (sakiyomi_banner_get_kind (sakiyomi_window_get_settings_banner (window)),
                   ==, SAKIYOMI_BANNER_PROBLEM);

  /* Preferences can be changed, and the change applies to the window. */
  prefs = sakiyomi_preferences_window_new (GTK_WINDOW (window));
  gtk_window_set_application (GTK_WINDOW (prefs), gui_test_get_application ());
  gtk_window_present (GTK_WINDOW (prefs));
  g_assert_true (gui_test_wait (prefs_shown, prefs, 10));
  legal_moves = sakiyomi_preferences_window_get_control (prefs, "show-legal-moves");
  g_assert_true (gtk_widget_is_sensitive (legal_moves));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (legal_moves)));
  gtk_switch_set_active (GTK_SWITCH (legal_moves), FALSE);
  gui_test_run_for (0.05);
  {
    gboolean shown = TRUE;

    g_object_get (board, "show-legal-moves", &shown, NULL);
    g_assert_false (shown);
  }
  other = sakiyomi_settings_new ();
  g_assert_false (g_settings_get_boolean (other, "show-legal-moves"));

  /* The file is as it was. */
  g_assert_true (g_file_get_contents (keyfile, &on_disk, NULL, NULL));
  g_assert_cmpstr (on_disk, ==, keyfile_contents);

  gtk_window_destroy (GTK_WINDOW (prefs));
  gui_test_window_close (window);
}

/* The key file in config_home, which is then made read-only. */
static void
make_read_only_store (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  gboolean mounted = FALSE;

  config_home = g_dir_make_tmp ("sakiyomi-read-only-XXXXXX", &error);
  g_assert_no_error (error);
  if (private_mount_unavailable () == NULL)
    {
      private_mount_tmpfs (config_home, 64 * 1024);
      mounted = TRUE;
    }
  else if (geteuid () == 0)
    {
      unavailable = g_strdup_printf ("root writes into a folder of any mode, and %s",
                                     private_mount_unavailable ());
      return;
    }

  /* The folder exists, as after an earlier run: only writing fails. */
  folder = g_build_filename (config_home, "glib-2.0", "settings", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  keyfile = g_build_filename (folder, "keyfile", NULL);
  g_assert_true (g_file_set_contents (keyfile, keyfile_contents, -1, &error));
  g_assert_no_error (error);

  if (mounted)
    private_mount_set_read_only (config_home, TRUE);
  else
    {
      g_autofree char *glib_dir = g_path_get_dirname (folder);

      g_assert_cmpint (g_chmod (folder, 0555), ==, 0);
      g_assert_cmpint (g_chmod (glib_dir, 0555), ==, 0);
      g_assert_cmpint (g_chmod (config_home, 0555), ==, 0);
    }
}

static void
remove_store (void)
{
  g_autofree char *folder = NULL;
  g_autofree char *glib_dir = NULL;

  if (keyfile == NULL)
    {
      g_rmdir (config_home);
      return;
    }
  folder = g_path_get_dirname (keyfile);
  glib_dir = g_path_get_dirname (folder);
  if (private_mount_unavailable () == NULL)
    private_mount_unmount (config_home);
  else
    {
      g_chmod (config_home, 0700);
      g_chmod (glib_dir, 0700);
      g_chmod (folder, 0700);
      g_unlink (keyfile);
      g_rmdir (folder);
      g_rmdir (glib_dir);
    }
  g_rmdir (config_home);
}

int
main (int    argc,
      char **argv)
{
  int status;

  /* Before any thread starts: the test's tmpfs is its own. */
  private_mount_init ();
  /* Before GLib reads them once and for all. */
  make_read_only_store ();
  g_setenv ("XDG_CONFIG_HOME", config_home, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "keyfile", TRUE);

  gui_test_init (&argc, &argv);
  g_test_add_func ("/settings/read-only-store", test_read_only_store);
  status = g_test_run ();
  remove_store ();
  return status;
}
