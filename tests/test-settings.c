/* test-settings.c: the app's settings (sakiyomi-settings.c, GIO only) when
 * the settings store holds values the app cannot use, written behind its
 * back as dconf, `gsettings` or an editor could: numbers out of range, not
 * a number (NaN), unknown enum values, values of the wrong type.  Each is
 * replaced by the schema's default, never used as it is.  (Values inside
 * the range are read as they are: tests/gui/test-window.c.) */
#include "config.h"

#include <glib/gstdio.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gsettingsbackend.h>

#include "sakiyomi-settings.h"

static GSettings *
settings_from_keyfile (const char *contents, char **dir_out)
{
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-settings-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "keyfile", NULL);
  g_autoptr(GSettingsBackend) backend = NULL;

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  backend = g_keyfile_settings_backend_new (path, "/", NULL);
  *dir_out = g_steal_pointer (&dir);
  return g_settings_new_with_backend (APPLICATION_ID, backend);
}

static void
remove_keyfile (char *dir)
{
  g_autofree char *path = g_build_filename (dir, "keyfile", NULL);

  g_unlink (path);
  g_rmdir (dir);
  g_free (dir);
}

static void
test_out_of_range (void)
{
  char *dir = NULL;
  g_autoptr(GSettings) settings = settings_from_keyfile (
    "[io/github/sakiyomi/Sakiyomi]\n"
    "reversi-minimax-depth=99\n"
    "tictactoe-minimax-depth=-1\n"
    "computer-pause=-5\n"
    "reversi-montecarlo-playouts=2147483647\n"
    "reversi-montecarlo-seconds=1e308\n"
    "reversi-engine-seconds=-inf\n"
    "game='chess'\n"
    "opponent='wizard'\n"
    "player-mode=3\n"
    "reversi-alpha-beta='yes'\n", &dir);
  SkyStrength strength;

  g_assert_cmpint (sakiyomi_settings_get_int (settings, "reversi-minimax-depth"), ==, 5);
  g_assert_cmpint (sakiyomi_settings_get_int (settings, "tictactoe-minimax-depth"), ==, 9);
  g_assert_cmpint (sakiyomi_settings_get_int (settings, "computer-pause"), >=, 0);
  g_assert_cmpfloat (sakiyomi_settings_get_double (settings, "reversi-montecarlo-seconds"), ==, 0.5);
  g_assert_cmpfloat (sakiyomi_settings_get_double (settings, "reversi-engine-seconds"), ==, 1.0);
  g_assert_cmpint (sakiyomi_settings_get_game (settings), ==, SKY_GAME_REVERSI);
  g_assert_cmpint (sakiyomi_settings_get_opponent (settings), ==, SKY_PLAYER_MINIMAX);
  g_assert_cmpint (sakiyomi_settings_get_mode (settings), ==, SAKIYOMI_MODE_FIRST);

  sakiyomi_settings_get_strength (settings, SKY_GAME_REVERSI,
                                  SKY_PLAYER_MONTECARLO, &strength);
  g_assert_cmpint (strength.depth, ==, 5);
  g_assert_cmpfloat (strength.seconds, ==, 0.5);
  g_assert_cmpint (strength.playouts, <=, 1000000);
  remove_keyfile (dir);
}

/* NaN passes GSettings' own range check (no comparison with it is true):
 * the app uses the default, and warns once a key. */
static void
test_not_a_number (void)
{
  char *dir = NULL;
  g_autoptr(GSettings) settings = settings_from_keyfile (
    "[io/github/sakiyomi/Sakiyomi]\n"
    "reversi-montecarlo-seconds=nan\n"
    "reversi-engine=true\n"
    "reversi-engine-seconds=nan\n", &dir);
  SkyStrength strength;

  g_test_expect_message ("sakiyomi-settings", G_LOG_LEVEL_WARNING,
                         "Setting reversi-montecarlo-seconds is not a number*");
  g_assert_cmpfloat (sakiyomi_settings_get_double (settings, "reversi-montecarlo-seconds"), ==, 0.5);
  g_test_assert_expected_messages ();

  /* Only the key not read before is warned about. */
  g_test_expect_message ("sakiyomi-settings", G_LOG_LEVEL_WARNING,
                         "Setting reversi-engine-seconds is not a number*");
  sakiyomi_settings_get_strength (settings, SKY_GAME_REVERSI,
                                  SKY_PLAYER_MINIMAX, &strength);
  g_test_assert_expected_messages ();
  g_assert_true (strength.engine);
  g_assert_cmpfloat (strength.seconds, ==, 1.0);

  /* Nothing more is said, the default still used. */
  g_assert_cmpfloat (sakiyomi_settings_get_double (settings, "reversi-engine-seconds"), ==, 1.0);
  g_test_assert_expected_messages ();
  remove_keyfile (dir);
}

/* The opponent's description in the window names the limits that stop
 * its search: Monte Carlo with both a playout count and a time budget
 * stops at whichever comes first, so both are named. */
static void
test_describe_strength (void)
{
  static const struct {
    gboolean tree;
    int playouts;
    double seconds;
    const char *expected;
  } cases[] = {
    { FALSE, 0, 0, "Monte Carlo, flat" },
    { FALSE, 300, 0, "Monte Carlo, flat, 300 playouts" },
    { TRUE, 0, 2.0, "Monte Carlo, tree search, 2.0 s per move" },
    { TRUE, 3000, 0.5, "Monte Carlo, tree search, 3000 playouts or 0.5 s per move" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      SkyStrength strength;
      g_autofree char *text = NULL;

      sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO, SKY_GAME_REVERSI);
      strength.tree = cases[i].tree;
      strength.playouts = cases[i].playouts;
      strength.seconds = cases[i].seconds;
      text = sakiyomi_describe_strength (&strength);
      g_assert_cmpstr (text, ==, cases[i].expected);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/settings/out-of-range", test_out_of_range);
  g_test_add_func ("/settings/not-a-number", test_not_a_number);
  g_test_add_func ("/settings/describe-strength", test_describe_strength);

  return g_test_run ();
}
