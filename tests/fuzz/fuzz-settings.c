/* fuzz-settings.c: the app's settings read back whatever was written
 * behind its back (sakiyomi-settings.c).  Each input line writes one key:
 * its first byte picks the key of the schema, the rest is a GVariant in
 * text form, as `gsettings set` or `dconf write` would take it, written
 * straight into the settings backend with no type or range check.  Then
 * every value the app reads must be one it can use: numbers inside the
 * schema's ranges, enums among their values, strengths the players take.
 *
 * Needs the compiled schema: GSETTINGS_SCHEMA_DIR, or the build's data
 * directory compiled in as FUZZ_SCHEMA_DIR. */
#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gsettingsbackend.h>

#include "fuzz-common.h"
#include "sakiyomi-settings.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
#ifdef FUZZ_SCHEMA_DIR
  g_setenv ("GSETTINGS_SCHEMA_DIR", FUZZ_SCHEMA_DIR, FALSE);
#endif
  return 0;
}

/* A number read through the app is inside the key's range. */
static void
check_number (GSettings *settings, GSettingsSchemaKey *key, const char *name)
{
  g_autoptr(GVariant) range = g_settings_schema_key_get_range (key);
  g_autoptr(GVariant) limits = NULL;
  const GVariantType *type = g_settings_schema_key_get_value_type (key);
  const char *kind;

  g_variant_get (range, "(&sv)", &kind, &limits);
  if (g_variant_type_equal (type, G_VARIANT_TYPE_INT32))
    {
      int value = sakiyomi_settings_get_int (settings, name);
      int min, max;

      if (g_strcmp0 (kind, "range") != 0)
        return;
      g_variant_get (limits, "(ii)", &min, &max);
      FUZZ_CHECK (value >= min && value <= max);
    }
  else if (g_variant_type_equal (type, G_VARIANT_TYPE_DOUBLE))
    {
      double value = sakiyomi_settings_get_double (settings, name);
      double min, max;

      if (g_strcmp0 (kind, "range") != 0)
        return;
      g_variant_get (limits, "(dd)", &min, &max);
      FUZZ_CHECK (value >= min && value <= max);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = fuzz_string (data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;
  guint n_keys;

  settings = g_settings_new_with_backend (APPLICATION_ID, backend);
  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  n_keys = g_strv_length (keys);

  for (int i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *path = NULL;
      g_autoptr(GVariant) value = NULL;

      /* dconf and gsettings hold GVariants, whose strings are UTF-8
       * (g_variant_parse () would refuse other text with a critical). */
      if (lines[i][0] == '\0' || !g_utf8_validate (lines[i] + 1, -1, NULL))
        continue;
      path = g_strconcat ("/io/github/sakiyomi/Sakiyomi/",
                          keys[(guchar) lines[i][0] % n_keys], NULL);
      value = g_variant_parse (NULL, lines[i] + 1, NULL, NULL, NULL);
      if (value == NULL)
        continue;
      /* The backend's own write, below GSettings' type and range checks. */
      G_SETTINGS_BACKEND_GET_CLASS (backend)->write (backend, path, value,
                                                     NULL);
    }

  for (guint k = 0; k < n_keys; k++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema,
                                                                     keys[k]);
      g_autoptr(GVariant) value = g_settings_get_value (settings, keys[k]);

      /* GSettings itself gives a value of the key's type … */
      FUZZ_CHECK (g_variant_is_of_type (value,
                                        g_settings_schema_key_get_value_type (key)));
      /* … inside its range (or an enum's values). */
      FUZZ_CHECK (g_settings_schema_key_range_check (key, value));
      check_number (settings, key, keys[k]);
    }

  FUZZ_CHECK (sakiyomi_settings_get_game (settings) < SKY_N_GAMES);
  FUZZ_CHECK (sakiyomi_settings_get_opponent (settings) < SKY_N_PLAYER_KINDS);
  FUZZ_CHECK (sakiyomi_settings_get_second_opponent (settings)
              < SKY_N_PLAYER_KINDS);
  FUZZ_CHECK (sakiyomi_settings_get_mode (settings) < SAKIYOMI_N_MODES);
  for (int game = 0; game < SKY_N_GAMES; game++)
    for (int kind = 0; kind < SKY_N_PLAYER_KINDS; kind++)
      {
        SkyStrength strength;
        g_autofree char *description = NULL;

        sakiyomi_settings_get_strength (settings, game, kind, &strength);
        FUZZ_CHECK (strength.kind == (SkyPlayerKind) kind);
        FUZZ_CHECK (strength.engine || (strength.depth >= 1
                                        && strength.depth <= 10));
        FUZZ_CHECK (strength.playouts >= 0 && strength.playouts <= 1000000);
        FUZZ_CHECK (strength.seconds >= 0 && strength.seconds <= 60);
        description = sakiyomi_describe_strength (&strength);
        FUZZ_CHECK (g_utf8_validate (description, -1, NULL));
      }

  /* The backend's change notifications, queued for the main context. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return 0;
}
