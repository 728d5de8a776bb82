/* test-settings-schema.c: the app's settings schema
 * (data/io.github.sakiyomi.Sakiyomi.gschema.xml) agrees with the games'
 * descriptions (struct _SkyGame, src/engine/games/game.h): the Game
 * menu's choices are the registry's games, and each game's own keys
 * (<id>-minimax-depth …) have the ranges and defaults its strength gives,
 * the positional evaluation's key only where it has one, the book's only
 * where its engine has a book, the seed's only where its board is drawn
 * from one.  A game the schema does not know (a test's own) plays with
 * its description's defaults and is not offered in the menus. */
#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gsettingsbackend.h>

#include "sakiyomi-settings.h"
#include "tictactoe.h"

static GSettings *
memory_settings (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();

  return g_settings_new_with_backend (APPLICATION_ID, backend);
}

static GSettingsSchemaKey *
get_key (GSettings  *settings,
         const char *name)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  g_assert_true (g_settings_schema_has_key (schema, name));
  return g_settings_schema_get_key (schema, name);
}

static void
assert_int_range (GSettings  *settings,
                  const char *name,
                  int         min,
                  int         max,
                  int         def)
{
  g_autoptr(GSettingsSchemaKey) key = get_key (settings, name);
  g_autoptr(GVariant) range = g_settings_schema_key_get_range (key);
  g_autoptr(GVariant) limits = NULL;
  g_autoptr(GVariant) default_value = g_settings_schema_key_get_default_value (key);
  const char *type;
  int low, high;

  g_variant_get (range, "(&sv)", &type, &limits);
  g_assert_cmpstr (type, ==, "range");
  g_variant_get (limits, "(ii)", &low, &high);
  g_test_message ("%s: %d..%d, default %d", name, low, high,
                  g_variant_get_int32 (default_value));
  g_assert_cmpint (low, ==, min);
  g_assert_cmpint (high, ==, max);
  g_assert_cmpint (g_variant_get_int32 (default_value), ==, def);
}

static void
assert_has_key (GSettings     *settings,
                const SkyGame *game,
                const char    *name,
                gboolean       expected)
{
  g_autofree char *key = sakiyomi_settings_game_key (game, name);

  g_test_message ("%s: %s", key, expected ? "present" : "absent");
  g_assert_cmpint (sakiyomi_settings_has_key (settings, key), ==, expected);
}

static void
test_game_choices (void)
{
  g_autoptr(GSettings) settings = memory_settings ();
  g_autoptr(GSettingsSchemaKey) key = get_key (settings, "game");
  g_autoptr(GVariant) range = g_settings_schema_key_get_range (key);
  g_autoptr(GVariant) choices = NULL;
  g_autoptr(GVariant) default_value = g_settings_schema_key_get_default_value (key);
  const char *type;
  GVariantIter iter;
  const char *id;
  guint n = 0;

  g_variant_get (range, "(&sv)", &type, &choices);
  g_assert_cmpstr (type, ==, "enum");
  /* The choices are the built-in games, in the registry's order. */
  g_variant_iter_init (&iter, choices);
  while (g_variant_iter_next (&iter, "&s", &id))
    {
      g_assert_cmpuint (n, <, sky_game_count ());
      g_assert_cmpstr (id, ==, sky_game_get (n)->id);
      g_assert_true (sakiyomi_settings_names_game (settings, sky_game_get (n)));
      n++;
    }
  g_assert_cmpuint (n, ==, sky_game_count ());
  g_assert_nonnull (sky_game_from_id (g_variant_get_string (default_value, NULL)));
  g_assert_cmpuint (sakiyomi_settings_get_game (settings), ==,
                    sky_game_from_id (g_variant_get_string (default_value, NULL))->kind);
}

static void
test_strength_keys (void)
{
  g_autoptr(GSettings) settings = memory_settings ();

  for (guint kind = 0; kind < sky_game_count (); kind++)
    {
      const SkyGame *game = sky_game_get (kind);
      const SkyGameStrength *strength = &game->strength;
      g_autofree char *depth = sakiyomi_settings_game_key (game, "minimax-depth");
      g_autofree char *seconds = sakiyomi_settings_game_key (game, "montecarlo-seconds");
      g_autoptr(GSettingsSchemaKey) seconds_key = NULL;
      g_autoptr(GVariant) seconds_default = NULL;

      g_assert_true (sakiyomi_settings_has_game_keys (settings, game));
      assert_int_range (settings, depth, 1, strength->depth_max, strength->depth);
      seconds_key = get_key (settings, seconds);
      seconds_default = g_settings_schema_key_get_default_value (seconds_key);
      g_assert_cmpfloat (g_variant_get_double (seconds_default), ==,
                         strength->montecarlo_seconds);
      assert_has_key (settings, game, "alpha-beta", TRUE);
      assert_has_key (settings, game, "engine", TRUE);
      assert_has_key (settings, game, "engine-seconds", TRUE);
      assert_has_key (settings, game, "montecarlo-tree", TRUE);
      assert_has_key (settings, game, "montecarlo-playouts", TRUE);
      assert_has_key (settings, game, "strong-eval", strength->has_strong_eval);
      assert_has_key (settings, game, "engine-book", strength->has_book);
      assert_has_key (settings, game, "engine-variety", strength->has_book);
      assert_has_key (settings, game, "seed", game->board_from_seed);
      /* Every preset is within the settings' range. */
      for (guint i = 0; i < SKY_N_STRENGTH_PRESETS; i++)
        {
          g_assert_nonnull (strength->presets[i].name);
          g_assert_nonnull (strength->presets[i].description);
          g_assert_cmpint (strength->presets[i].depth, >=, 1);
          g_assert_cmpint (strength->presets[i].depth, <=, strength->depth_max);
        }
    }
}

/* A new player of a game reads the schema's defaults, which are the
 * description's: the same strength as a game without keys gets. */
static void
test_defaults_as_described (void)
{
  g_autoptr(GSettings) settings = memory_settings ();

  for (guint kind = 0; kind < sky_game_count (); kind++)
    {
      const SkyGame *game = sky_game_get (kind);
      SkyStrength minimax, montecarlo;

      sakiyomi_settings_get_strength (settings, kind, SKY_PLAYER_MINIMAX, &minimax);
      sakiyomi_settings_get_strength (settings, kind, SKY_PLAYER_MONTECARLO,
                                      &montecarlo);
      g_assert_cmpint (minimax.depth, ==, game->strength.depth);
      g_assert_true (minimax.alpha_beta);
      g_assert_cmpint (minimax.strong_eval, ==, game->strength.has_strong_eval);
      g_assert_false (minimax.engine);
      g_assert_true (montecarlo.tree);
      g_assert_cmpint (montecarlo.playouts, ==, 0);
      g_assert_cmpfloat (montecarlo.seconds, ==, game->strength.montecarlo_seconds);
    }
}

/* A game of the registry the schema has no keys for: tic-tac-toe's rules
 * under another id, with other defaults. */
static void
test_game_without_keys (void)
{
  static SkyGame unknown;
  g_autoptr(GSettings) settings = memory_settings ();
  SkyGameKind kind;
  SkyStrength strength;

  unknown = sky_tictactoe_game;
  unknown.id = "tictactoe-without-keys";
  unknown.strength.depth = 3;
  unknown.strength.has_strong_eval = TRUE;
  unknown.strength.montecarlo_seconds = 0.25;
  kind = sky_game_register (&unknown);
  g_assert_true (sky_game_get (kind) == &unknown);

  g_assert_false (sakiyomi_settings_has_game_keys (settings, &unknown));
  g_assert_false (sakiyomi_settings_names_game (settings, &unknown));
  sakiyomi_settings_get_strength (settings, kind, SKY_PLAYER_MINIMAX, &strength);
  g_assert_cmpint (strength.depth, ==, 3);
  g_assert_true (strength.alpha_beta);
  g_assert_true (strength.strong_eval);
  g_assert_false (strength.engine);
  sakiyomi_settings_get_strength (settings, kind, SKY_PLAYER_MONTECARLO, &strength);
  g_assert_true (strength.tree);
  g_assert_cmpfloat (strength.seconds, ==, 0.25);
  /* The settings still name a game they know. */
  g_assert_true (sky_game_get (sakiyomi_settings_get_game (settings))
                 != &unknown);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/settings-schema/game-choices", test_game_choices);
  g_test_add_func ("/settings-schema/strength-keys", test_strength_keys);
  g_test_add_func ("/settings-schema/defaults-as-described",
                   test_defaults_as_described);
  g_test_add_func ("/settings-schema/game-without-keys", test_game_without_keys);
  return g_test_run ();
}
