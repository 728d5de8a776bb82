/* test-preferences-values.c: Preferences show the number the app uses,
 * whatever the settings store holds (issue 21, item 12).
 *
 * The store is GLib's key file in a temporary XDG_CONFIG_HOME, written
 * behind the app's back as `gsettings set` or an editor could: every
 * number of the schema (int or double) holds a value the app does not use
 * (NaN, infinities, 1e308, out of its range, not a number of its type).
 * GSettings gives the default for most of them itself; NaN passes its range
 * check, and the app then uses the default (sakiyomi-settings.c), but
 * Preferences showed the spin button's lower bound (0.1 for the engine's
 * time).  Each control must show exactly what the app uses, which for
 * these values is the schema's default.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "gui-test-util.h"
#include "sakiyomi-preferences-window.h"
#include "sakiyomi-settings.h"

static char *config_home;
static char *keyfile;
static guint nan_warnings;

/* Values no number of the schema may take, in turn. */
static const char *const bad_doubles[] = { "nan", "inf", "-inf", "1e308", "-0.5" };
static const char *const bad_ints[] = { "2147483647", "-2147483648", "-1", "1e3", "99999999" };

static gboolean
is_nan_warning (const char *log_domain,
                const char *message)
{
  return g_strcmp0 (log_domain, "sakiyomi-settings") == 0
         && g_str_has_suffix (message, "is not a number; using its default");
}

/* The app says so when a setting is NaN: counted, not printed … */
static void
count_nan_warning (const char     *log_domain,
                   GLogLevelFlags  log_level,
                   const char     *message,
                   gpointer        user_data)
{
  if (is_nan_warning (log_domain, message))
    nan_warnings++;
  else
    g_log_default_handler (log_domain, log_level, message, user_data);
}

/* … and not fatal; any other warning is. */
static gboolean
allow_nan_warning (const char     *log_domain,
                   GLogLevelFlags  log_level,
                   const char     *message,
                   gpointer        user_data)
{
  return !is_nan_warning (log_domain, message);
}

/* The key file: a bad value for every number of the schema. */
static void
write_keyfile (void)
{
  g_autoptr(GSettingsSchema) schema =
    g_settings_schema_source_lookup (g_settings_schema_source_get_default (),
                                     APPLICATION_ID, TRUE);
  g_auto(GStrv) keys = g_settings_schema_list_keys (schema);
  g_autoptr(GString) contents = g_string_new ("[io/github/sakiyomi/Sakiyomi]\n");
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_build_filename (config_home, "glib-2.0", "settings", NULL);
  guint n_doubles = 0, n_ints = 0;

  for (int i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i]);
      const GVariantType *type = g_settings_schema_key_get_value_type (key);

      if (g_str_equal (keys[i], "reversi-engine-seconds"))
        continue;
      if (g_variant_type_equal (type, G_VARIANT_TYPE_DOUBLE))
        g_string_append_printf (contents, "%s=%s\n", keys[i],
                                bad_doubles[n_doubles++ % G_N_ELEMENTS (bad_doubles)]);
      else if (g_variant_type_equal (type, G_VARIANT_TYPE_INT32))
        g_string_append_printf (contents, "%s=%s\n", keys[i],
                                bad_ints[n_ints++ % G_N_ELEMENTS (bad_ints)]);
    }
  /* The issue's own case: the strong engine's time, NaN. */
  g_string_append (contents, "reversi-engine-seconds=nan\n"
                             "reversi-engine=true\n");
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  keyfile = g_build_filename (folder, "keyfile", NULL);
  g_assert_true (g_file_set_contents (keyfile, contents->str, -1, &error));
  g_assert_no_error (error);
}

static gboolean
has_control (gpointer data)
{
  return sakiyomi_preferences_window_get_control (data, "reversi-engine-seconds") != NULL;
}

static void
test_numbers_shown_as_used (void)
{
  g_autoptr(GSettings) settings = sakiyomi_settings_new ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;
  SakiyomiPreferencesWindow *prefs;
  SkyStrength strength;
  guint n_checked = 0;

  /* Set here: each test case starts without one. */
  g_test_log_set_fatal_handler (allow_nan_warning, NULL);
  g_log_set_handler ("sakiyomi-settings", G_LOG_LEVEL_WARNING | G_LOG_FLAG_FATAL,
                     count_nan_warning, NULL);
  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);

  prefs = sakiyomi_preferences_window_new (NULL);
  gtk_window_set_application (GTK_WINDOW (prefs), gui_test_get_application ());
  gtk_window_present (GTK_WINDOW (prefs));
  g_assert_true (gui_test_wait (has_control, prefs, 10));
  gui_test_run_for (0.1);

  for (int i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i]);
      g_autoptr(GVariant) fallback = g_settings_schema_key_get_default_value (key);
      const GVariantType *type = g_settings_schema_key_get_value_type (key);
      GtkWidget *control = sakiyomi_preferences_window_get_control (prefs, keys[i]);
      double shown, used, expected;

      if (control == NULL || !GTK_IS_SPIN_BUTTON (control))
        continue;
      shown = gtk_spin_button_get_value (GTK_SPIN_BUTTON (control));
      if (g_variant_type_equal (type, G_VARIANT_TYPE_DOUBLE))
        {
          used = sakiyomi_settings_get_double (settings, keys[i]);
          expected = g_variant_get_double (fallback);
        }
      else
        {
          used = sakiyomi_settings_get_int (settings, keys[i]);
          expected = g_variant_get_int32 (fallback);
        }
      g_test_message ("%s: shown %g, used %g", keys[i], shown, used);
      /* A number switched off (its 0: no limit, every processor) is
       * shown by its switch, the number folded away under it. */
      if (used == 0 && gtk_adjustment_get_lower (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (control))) > 0)
        g_assert_false (gtk_widget_get_mapped (control));
      else
        g_assert_cmpfloat_with_epsilon (shown, used, 1e-9);
      g_assert_cmpfloat_with_epsilon (used, expected, 1e-9);
      n_checked++;
    }
  /* The threads', four a game, and reversi's book variety (the
   * computer's pause is shown in seconds, kept in milliseconds). */
  g_assert_cmpuint (n_checked, ==, 1 + 3 * 4 + 1);
  g_assert_cmpuint (nan_warnings, >, 0);

  /* What plays is what is shown: the strong engine at 1 s a move. */
  sakiyomi_settings_get_strength (settings, SKY_GAME_REVERSI,
                                  SKY_PLAYER_MINIMAX, &strength);
  g_assert_true (strength.engine);
  g_assert_cmpfloat (strength.seconds, ==,
                     gtk_spin_button_get_value (GTK_SPIN_BUTTON (sakiyomi_preferences_window_get_control (prefs, "reversi-engine-seconds"))));

  /* The book's switch turns the engine's book off. */
  {
    GtkWidget *book = sakiyomi_preferences_window_get_control (prefs, "reversi-engine-book");

    GtkWidget *variety = sakiyomi_preferences_window_get_control (prefs, "reversi-engine-variety");

    g_assert_true (GTK_IS_SWITCH (book));
    g_assert_false (strength.no_book);
    g_assert_true (gtk_widget_is_sensitive (variety));
    gtk_switch_set_active (GTK_SWITCH (book), FALSE);
    sakiyomi_settings_get_strength (settings, SKY_GAME_REVERSI,
                                    SKY_PLAYER_MINIMAX, &strength);
    g_assert_true (strength.no_book);
    /* The variety is for the book, and the book for the strong engine. */
    g_assert_false (gtk_widget_is_sensitive (variety));
    g_settings_reset (settings, "reversi-engine-book");
    g_assert_true (gtk_widget_is_sensitive (variety));
    g_settings_set_boolean (settings, "reversi-engine", FALSE);
    g_assert_false (gtk_widget_is_sensitive (variety));
    g_assert_false (gtk_widget_is_sensitive (book));
    g_settings_set_boolean (settings, "reversi-engine", TRUE);
  }

  gtk_window_destroy (GTK_WINDOW (prefs));
  gui_test_run_for (0.05);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  /* Before GLib reads them once and for all. */
  config_home = g_dir_make_tmp ("sakiyomi-prefs-values-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_CONFIG_HOME", config_home, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "keyfile", TRUE);

  write_keyfile ();
  gui_test_init (&argc, &argv);
  g_test_add_func ("/preferences/numbers-shown-as-used", test_numbers_shown_as_used);
  status = g_test_run ();

  g_unlink (keyfile);
  {
    g_autofree char *folder = g_path_get_dirname (keyfile);
    g_autofree char *glib_dir = g_path_get_dirname (folder);

    g_rmdir (folder);
    g_rmdir (glib_dir);
  }
  g_rmdir (config_home);
  return status;
}
