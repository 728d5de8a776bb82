/* sakiyomi-settings.c: reading the app's GSettings as engine values.
 *
 * GSettings already refuses out-of-range writes made through its own API,
 * but dconf can be written behind its back; every number is clamped to the
 * range the schema gives, so a strange value is never a crash or a search
 * that never ends.
 *
 * When the store cannot be written at all (a read-only config folder), the
 * app keeps a copy of the settings in memory instead: every GSettings made
 * here then shares it, so changes still apply everywhere and last until
 * the app quits, and the window says why.
 */
#define G_LOG_DOMAIN "sakiyomi-settings"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "levels.h"
#include "sakiyomi-settings.h"

static const char *const mode_ids[SAKIYOMI_N_MODES] = {
  "first", "second", "two-people", "computers",
};

/* Set once the store is found read-only: the copy in memory, and why. */
static GSettingsBackend *memory_backend;
static char *memory_reason;

GSettings *
sakiyomi_settings_new (void)
{
  if (memory_backend != NULL)
    return g_settings_new_with_backend (APPLICATION_ID, memory_backend);
  return g_settings_new (APPLICATION_ID);
}

/* Why the store cannot be written, in the person's words: the key file's
 * folder when it is GLib's key file, else the store in general. */
static char *
describe_read_only_store (GSettings *store)
{
  g_autoptr(GSettingsBackend) backend = NULL;

  g_object_get (store, "backend", &backend, NULL);
  if (backend != NULL
      && g_strcmp0 (G_OBJECT_TYPE_NAME (backend), "GKeyfileSettingsBackend") == 0)
    {
      g_autofree char *folder = g_build_filename (g_get_user_config_dir (),
                                                  "glib-2.0", "settings", NULL);

      /* TRANSLATORS: %s is a folder, e.g. /home/ann/.config/glib-2.0/settings */
      return g_strdup_printf (_("Settings cannot be saved: the folder %s cannot be written. Changes last until Sakiyomi quits."),
                              folder);
    }
  return g_strdup (_("Settings cannot be saved: the settings store cannot be written. Changes last until Sakiyomi quits."));
}

gboolean
sakiyomi_settings_check_writable (void)
{
  g_autoptr(GSettings) store = NULL;
  g_autoptr(GSettings) copy = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  if (memory_backend != NULL)
    return FALSE;

  store = g_settings_new (APPLICATION_ID);
  g_object_get (store, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  /* One writable key is enough: the others are locked on purpose (as by
   * dconf's lockdown), and the preferences show them so. */
  for (int i = 0; keys[i] != NULL; i++)
    if (g_settings_is_writable (store, keys[i]))
      return TRUE;

  memory_backend = g_memory_settings_backend_new ();
  memory_reason = describe_read_only_store (store);
  g_message ("%s", memory_reason);

  /* What the person had set, as the store gives it (values it refuses are
   * already the defaults). */
  copy = g_settings_new_with_backend (APPLICATION_ID, memory_backend);
  g_settings_delay (copy);
  for (int i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GVariant) value = g_settings_get_user_value (store, keys[i]);

      if (value != NULL)
        g_settings_set_value (copy, keys[i], value);
    }
  g_settings_apply (copy);
  return FALSE;
}

const char *
sakiyomi_settings_get_unsaved_reason (void)
{
  return memory_reason;
}

static void
get_range (GSettings  *settings,
           const char *key,
           GVariant  **min,
           GVariant  **max)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) limits = NULL;
  const char *type;

  *min = *max = NULL;
  g_object_get (settings, "settings-schema", &schema, NULL);
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &type, &limits);
  if (g_strcmp0 (type, "range") == 0)
    g_variant_get (limits, "(@?@?)", min, max);
}

int
sakiyomi_settings_get_int (GSettings  *settings,
                           const char *key)
{
  g_autoptr(GVariant) min = NULL;
  g_autoptr(GVariant) max = NULL;
  int value = g_settings_get_int (settings, key);

  get_range (settings, key, &min, &max);
  if (min != NULL && max != NULL)
    value = CLAMP (value, g_variant_get_int32 (min), g_variant_get_int32 (max));
  return value;
}

/* Said once a key, not at every move and every redraw of Preferences. */
static void
warn_not_a_number (const char *key)
{
  static GHashTable *said;
  G_LOCK_DEFINE_STATIC (said);
  gboolean first;

  G_LOCK (said);
  if (said == NULL)
    said = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  first = g_hash_table_add (said, g_strdup (key));
  G_UNLOCK (said);
  if (first)
    g_warning ("Setting %s is not a number; using its default", key);
}

double
sakiyomi_settings_get_double (GSettings  *settings,
                              const char *key)
{
  return sakiyomi_settings_double_in_use (settings, key,
                                          g_settings_get_double (settings, key));
}

double
sakiyomi_settings_double_in_use (GSettings  *settings,
                                 const char *key,
                                 double      value)
{
  g_autoptr(GVariant) min = NULL;
  g_autoptr(GVariant) max = NULL;

  /* NaN passes GSettings' range check (every comparison is false) and
   * CLAMP: the schema's default instead. */
  if (isnan (value))
    {
      g_autoptr(GVariant) fallback = g_settings_get_default_value (settings, key);

      warn_not_a_number (key);
      value = g_variant_get_double (fallback);
    }
  get_range (settings, key, &min, &max);
  if (min != NULL && max != NULL)
    value = CLAMP (value, g_variant_get_double (min),
                   g_variant_get_double (max));
  return value;
}

SkyGameKind
sakiyomi_settings_get_game (GSettings *settings)
{
  g_autofree char *id = g_settings_get_string (settings, "game");
  const SkyGame *game = sky_game_from_id (id);

  /* The schema lists only games of the registry; a store written behind
   * its back may hold another name: the schema's default then. */
  if (game == NULL)
    {
      g_autoptr(GVariant) fallback = g_settings_get_default_value (settings,
                                                                   "game");

      game = sky_game_from_id (g_variant_get_string (fallback, NULL));
    }
  g_return_val_if_fail (game != NULL, 0);
  return game->kind;
}

gboolean
sakiyomi_settings_has_key (GSettings  *settings,
                           const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  return g_settings_schema_has_key (schema, key);
}

char *
sakiyomi_settings_game_key (const SkyGame *game,
                            const char    *name)
{
  return g_strdup_printf ("%s-%s", game->id, name);
}

gboolean
sakiyomi_settings_has_game_keys (GSettings     *settings,
                                 const SkyGame *game)
{
  g_autofree char *depth = sakiyomi_settings_game_key (game, "minimax-depth");

  return sakiyomi_settings_has_key (settings, depth);
}

gboolean
sakiyomi_settings_names_game (GSettings     *settings,
                              const SkyGame *game)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) key = NULL;
  g_autoptr(GVariant) id = g_variant_ref_sink (g_variant_new_string (game->id));

  g_object_get (settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, "game");
  return g_settings_schema_key_range_check (key, id);
}

/* The Opponent enum's nick past the algorithms: the level chosen. */
#define OPPONENT_LEVEL SKY_N_PLAYER_KINDS

/* An algorithm of the opponent setting; a level's algorithm questions
 * (the hint's search, say) are minimax's. */
static SkyPlayerKind
opponent_kind (GSettings  *settings,
               const char *key)
{
  int value = g_settings_get_enum (settings, key);

  if (value == OPPONENT_LEVEL)
    return SKY_PLAYER_MINIMAX;
  return CLAMP (value, 0, SKY_N_PLAYER_KINDS - 1);
}

SkyPlayerKind
sakiyomi_settings_get_opponent (GSettings *settings)
{
  return opponent_kind (settings, "opponent");
}

SkyPlayerKind
sakiyomi_settings_get_second_opponent (GSettings *settings)
{
  return opponent_kind (settings, "computers-second-opponent");
}

SakiyomiMode
sakiyomi_settings_get_mode (GSettings *settings)
{
  return CLAMP (g_settings_get_enum (settings, "player-mode"), 0,
                SAKIYOMI_N_MODES - 1);
}

const char *
sakiyomi_mode_id (SakiyomiMode mode)
{
  g_return_val_if_fail (mode < SAKIYOMI_N_MODES, NULL);
  return mode_ids[mode];
}

gboolean
sakiyomi_mode_from_id (const char   *id,
                       SakiyomiMode *mode)
{
  for (int i = 0; i < SAKIYOMI_N_MODES; i++)
    if (g_strcmp0 (id, mode_ids[i]) == 0)
      {
        *mode = i;
        return TRUE;
      }
  return FALSE;
}

int
sakiyomi_settings_get_threads (GSettings *settings)
{
  int threads = sakiyomi_settings_get_int (settings, "threads");

  return threads > 0 ? threads : (int) g_get_num_processors ();
}

/* A boolean of the game's own keys, or fallback where the schema has no
 * such key for it (a game the app's schema does not know). */
static gboolean
get_game_boolean (GSettings     *settings,
                  const SkyGame *game,
                  const char    *name,
                  gboolean       fallback)
{
  g_autofree char *key = sakiyomi_settings_game_key (game, name);

  if (!sakiyomi_settings_has_key (settings, key))
    return fallback;
  return g_settings_get_boolean (settings, key);
}

static int
get_game_int (GSettings     *settings,
              const SkyGame *game,
              const char    *name,
              int            fallback)
{
  g_autofree char *key = sakiyomi_settings_game_key (game, name);

  if (!sakiyomi_settings_has_key (settings, key))
    return fallback;
  return sakiyomi_settings_get_int (settings, key);
}

static double
get_game_double (GSettings     *settings,
                 const SkyGame *game,
                 const char    *name,
                 double         fallback)
{
  g_autofree char *key = sakiyomi_settings_game_key (game, name);

  if (!sakiyomi_settings_has_key (settings, key))
    return fallback;
  return sakiyomi_settings_get_double (settings, key);
}

static void engine_strength (GSettings     *settings,
                             const SkyGame *game,
                             SkyStrength   *strength);

void
sakiyomi_settings_get_strength (GSettings     *settings,
                                SkyGameKind    kind_of_game,
                                SkyPlayerKind  kind,
                                SkyStrength   *strength)
{
  const SkyGame *game = sky_game_get (kind_of_game);
  const SkyGameStrength *own = &game->strength;

  /* A game without keys of its own plays as a new player of it would:
   * the defaults its description gives, as the schema's are for the
   * games it knows. */
  sky_strength_init_default (strength, kind, kind_of_game);
  strength->depth = get_game_int (settings, game, "minimax-depth", own->depth);
  strength->alpha_beta = get_game_boolean (settings, game, "alpha-beta", TRUE);
  strength->strong_eval = own->has_strong_eval
                          && get_game_boolean (settings, game, "strong-eval",
                                               TRUE);
  strength->tree = get_game_boolean (settings, game, "montecarlo-tree", TRUE);
  strength->playouts = get_game_int (settings, game, "montecarlo-playouts", 0);
  strength->seconds = get_game_double (settings, game, "montecarlo-seconds",
                                       own->montecarlo_seconds);

  /* The strong engine deepens as far as its time allows. */
  if (kind == SKY_PLAYER_MINIMAX
      && get_game_boolean (settings, game, "engine", FALSE))
    engine_strength (settings, game, strength);
}

/* The strong engine for its time a move, with its book as set. */
static void
engine_strength (GSettings     *settings,
                 const SkyGame *game,
                 SkyStrength   *strength)
{
  const SkyGameStrength *own = &game->strength;

    {
      strength->engine = TRUE;
      strength->depth = 0;
      strength->solve_empties = 0;
      strength->seconds = get_game_double (settings, game, "engine-seconds",
                                           1.0);
      strength->threads = sakiyomi_settings_get_threads (settings);
      if (own->has_book)
        {
          strength->no_book = !get_game_boolean (settings, game,
                                                 "engine-book", TRUE);
          strength->variety = get_game_int (settings, game, "engine-variety",
                                            1);
        }
    }
}

char *
sakiyomi_describe_strength (const SkyStrength *strength)
{
  const char *name = _(sky_player_kind_name (strength->kind));

  switch (strength->kind)
    {
    case SKY_PLAYER_MINIMAX:
      if (strength->engine)
        /* TRANSLATORS: "Minimax, strong engine, 1.0 s per move" */
        return g_strdup_printf (_("%s, strong engine, %.1f s per move"), name,
                                strength->seconds);
      if (strength->alpha_beta)
        /* TRANSLATORS: "Minimax, depth 4, alpha-beta" */
        return g_strdup_printf (_("%s, depth %d, alpha-beta"), name,
                                strength->depth);
      /* TRANSLATORS: "Minimax, depth 4" */
      return g_strdup_printf (_("%s, depth %d"), name, strength->depth);

    case SKY_PLAYER_MONTECARLO:
      {
        const char *method = strength->tree ? _("tree search")
                                            : _("flat");
        if (strength->seconds > 0 && strength->playouts > 0)
          /* TRANSLATORS: "Monte Carlo, flat, 300 playouts or 2.0 s per
           * move": it stops at whichever limit comes first */
          return g_strdup_printf (_("%s, %s, %d playouts or %.1f s per move"),
                                  name, method, strength->playouts,
                                  strength->seconds);
        if (strength->seconds > 0)
          /* TRANSLATORS: "Monte Carlo, flat, 2.0 s per move" */
          return g_strdup_printf (_("%s, %s, %.1f s per move"), name, method,
                                  strength->seconds);
        if (strength->playouts > 0)
          /* TRANSLATORS: "Monte Carlo, flat, 300 playouts" */
          return g_strdup_printf (_("%s, %s, %d playouts"), name, method,
                                  strength->playouts);
        /* TRANSLATORS: "Monte Carlo, flat" with the default playouts */
        return g_strdup_printf (_("%s, %s"), name, method);
      }

    case SKY_PLAYER_RANDOM:
    case SKY_PLAYER_PRIORITY:
    case SKY_N_PLAYER_KINDS:
    default:
      return g_strdup (name);
    }
}

const char *
sakiyomi_game_name (SkyGameKind game,
                    gboolean    misere)
{
  const SkyGame *described = sky_game_get (game);

  if (misere && described->has_misere)
    return _(described->misere_name);
  return _(described->name);
}

/* ---- Strength levels ---------------------------------------------------- */

int
sakiyomi_settings_get_level (GSettings     *settings,
                             const SkyGame *game)
{
  g_autofree char *key = sakiyomi_settings_game_key (game, "level");
  int n = sky_level_count (game);

  if (n == 0 || !sakiyomi_settings_has_key (settings, key)
      || g_settings_get_enum (settings, "opponent") != OPPONENT_LEVEL)
    return 0;
  /* The schema's range is wider than a ladder: the highest is kept. */
  return CLAMP (sakiyomi_settings_get_int (settings, key), 1, n);
}

void
sakiyomi_settings_set_level (GSettings     *settings,
                             const SkyGame *game,
                             int            level)
{
  g_autofree char *key = sakiyomi_settings_game_key (game, "level");

  g_return_if_fail (level >= 1 && level <= sky_level_count (game));
  if (sakiyomi_settings_has_key (settings, key))
    g_settings_set_int (settings, key, level);
  g_settings_set_enum (settings, "opponent", OPPONENT_LEVEL);
}

void
sakiyomi_settings_get_computer (GSettings     *settings,
                                const SkyGame *game,
                                SkyPlayerKind  kind,
                                gboolean       may_use_level,
                                SkyStrength   *strength)
{
  int level = may_use_level ? sakiyomi_settings_get_level (settings, game) : 0;

  if (level > 0)
    {
      sky_level_strength (game, level, strength);
      /* The strong engine's threads are the machine's, as for the
       * algorithm's settings. */
      strength->threads = sakiyomi_settings_get_threads (settings);
    }
  else
    sakiyomi_settings_get_strength (settings, game->kind, kind, strength);
}

char *
sakiyomi_settings_describe_computer (GSettings     *settings,
                                     const SkyGame *game,
                                     SkyPlayerKind  kind,
                                     gboolean       may_use_level)
{
  int level = may_use_level ? sakiyomi_settings_get_level (settings, game) : 0;
  SkyStrength strength;

  if (level > 0)
    return sky_level_display_name (game, level);
  sakiyomi_settings_get_strength (settings, game->kind, kind, &strength);
  return sakiyomi_describe_strength (&strength);
}

void
sakiyomi_settings_get_hint_strength (GSettings     *settings,
                                     const SkyGame *game,
                                     SkyStrength   *strength)
{
  int n = sky_level_count (game);

  /* A game with a strong engine of its own (reversi): the engine for its
   * time a move, which solves the end exactly when it can in that time. */
  if (game->strength.has_book)
    {
      sakiyomi_settings_get_strength (settings, game->kind, SKY_PLAYER_MINIMAX,
                                      strength);
      engine_strength (settings, game, strength);
    }
  /* Otherwise the game's strongest level (tic-tac-toe's perfect play). */
  else if (n > 0)
    sky_level_strength (game, n, strength);
  else
    sakiyomi_settings_get_strength (settings, game->kind, SKY_PLAYER_MINIMAX,
                                    strength);
}
