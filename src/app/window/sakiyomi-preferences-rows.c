/* sakiyomi-preferences-rows.c: the rows the preferences are made of (see
 * the header).  Every row follows its key both ways: a change here is
 * written at once, a change made elsewhere shows here. */
#define G_LOG_DOMAIN "sakiyomi-preferences-rows"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "levels.h"
#include "sakiyomi-preferences-rows.h"
#include "sakiyomi-settings.h"

GtkWidget *
sakiyomi_preferences_row_new (const char *title,
                              const char *subtitle,
                              GtkWidget  *control)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), control);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), control);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (control),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, row,
                                  NULL, -1);
  return row;
}

/* ---- Numbers ------------------------------------------------------------ */

/* A number with a fraction as the app uses it (sakiyomi-settings.c): a
 * value the store holds but the app does not use, such as NaN, shows as
 * what is used instead. */
typedef struct
{
  GSettings *settings;
  char *key;
} DoubleKey;

static void
double_key_free (gpointer data)
{
  DoubleKey *double_key = data;

  g_object_unref (double_key->settings);
  g_free (double_key->key);
  g_free (double_key);
}

static gboolean
get_double_in_use (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  DoubleKey *double_key = user_data;

  g_value_set_double (value,
                      sakiyomi_settings_double_in_use (double_key->settings,
                                                       double_key->key,
                                                       g_variant_get_double (variant)));
  return TRUE;
}

GtkWidget *
sakiyomi_preferences_spin_new (GSettings  *settings,
                               const char *key,
                               double      lower,
                               double      step,
                               int         digits)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) limits = NULL;
  g_autoptr(GVariant) min = NULL;
  g_autoptr(GVariant) max = NULL;
  const char *type;
  double least = 0, upper = 100;
  GtkAdjustment *adjustment;
  GtkWidget *control;

  g_object_get (settings, "settings-schema", &schema, NULL);
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &type, &limits);
  if (g_strcmp0 (type, "range") == 0)
    {
      g_variant_get (limits, "(@?@?)", &min, &max);
      if (g_variant_is_of_type (min, G_VARIANT_TYPE_INT32))
        least = g_variant_get_int32 (min), upper = g_variant_get_int32 (max);
      else
        least = g_variant_get_double (min), upper = g_variant_get_double (max);
    }
  if (!isnan (lower))
    least = lower;

  adjustment = gtk_adjustment_new (least, least, upper, step, step * 10, 0);
  control = gtk_spin_button_new (adjustment, step, digits);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (control), TRUE);
  if (g_variant_type_equal (g_settings_schema_key_get_value_type (schema_key),
                            G_VARIANT_TYPE_DOUBLE))
    {
      DoubleKey *double_key = g_new (DoubleKey, 1);

      double_key->settings = g_object_ref (settings);
      double_key->key = g_strdup (key);
      g_settings_bind_with_mapping (settings, key, adjustment, "value",
                                    G_SETTINGS_BIND_DEFAULT,
                                    get_double_in_use, NULL,
                                    double_key, double_key_free);
    }
  else
    /* GSettings itself gives the default for an int out of range. */
    g_settings_bind (settings, key, adjustment, "value",
                     G_SETTINGS_BIND_DEFAULT);
  return control;
}

/* ---- A number that can be switched off ---------------------------------- */

typedef struct
{
  GSettings *settings;
  char *key;
  double on_value;
  gboolean inverted;
  gboolean syncing;
} Optional;

static void
optional_free (gpointer data)
{
  Optional *optional = data;

  g_object_unref (optional->settings);
  g_free (optional->key);
  g_free (optional);
}

static double
key_value (GSettings  *settings,
           const char *key)
{
  g_autoptr(GVariant) value = g_settings_get_value (settings, key);

  if (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
    return sakiyomi_settings_get_double (settings, key);
  return sakiyomi_settings_get_int (settings, key);
}

static void
set_key_value (GSettings  *settings,
               const char *key,
               double      number)
{
  g_autoptr(GVariant) value = g_settings_get_value (settings, key);

  if (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
    g_settings_set_double (settings, key, number);
  else
    g_settings_set_int (settings, key, (int) number);
}

static void
optional_follow_key (GSettings   *settings,
                     const char  *key,
                     AdwExpanderRow *row)
{
  Optional *optional = g_object_get_data (G_OBJECT (row), "optional");
  gboolean on = key_value (settings, optional->key) != 0;

  optional->syncing = TRUE;
  adw_expander_row_set_enable_expansion (row, optional->inverted ? !on : on);
  optional->syncing = FALSE;
}

static void
optional_switched (AdwExpanderRow *row)
{
  Optional *optional = g_object_get_data (G_OBJECT (row), "optional");
  gboolean on = adw_expander_row_get_enable_expansion (row);

  if (optional->syncing)
    return;
  if (optional->inverted)
    on = !on;
  if (!on)
    set_key_value (optional->settings, optional->key, 0);
  else if (key_value (optional->settings, optional->key) == 0)
    set_key_value (optional->settings, optional->key, optional->on_value);
}

GtkWidget *
sakiyomi_preferences_optional_new (GSettings  *settings,
                                   const char *key,
                                   const char *title,
                                   const char *subtitle,
                                   const char *value_title,
                                   GtkWidget  *spin,
                                   double      on_value,
                                   gboolean    inverted)
{
  GtkWidget *row = adw_expander_row_new ();
  Optional *optional = g_new0 (Optional, 1);
  g_autofree char *signal = g_strdup_printf ("changed::%s", key);

  optional->settings = g_object_ref (settings);
  optional->key = g_strdup (key);
  optional->on_value = on_value;
  optional->inverted = inverted;
  g_object_set_data_full (G_OBJECT (row), "optional", optional, optional_free);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  adw_expander_row_set_show_enable_switch (ADW_EXPANDER_ROW (row), TRUE);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row),
                            sakiyomi_preferences_row_new (value_title, NULL, spin));
  optional_follow_key (settings, key, ADW_EXPANDER_ROW (row));
  g_signal_connect_object (settings, signal, G_CALLBACK (optional_follow_key), row, 0);
  g_signal_connect (row, "notify::enable-expansion", G_CALLBACK (optional_switched), NULL);
  return row;
}

/* ---- A game's strength level -------------------------------------------- */

static void
level_follow_key (GSettings  *settings,
                  const char *key,
                  AdwComboRow *row)
{
  const SkyGame *game = g_object_get_data (G_OBJECT (row), "game");
  g_autofree char *level_key = sakiyomi_settings_game_key (game, "level");
  int level = CLAMP (sakiyomi_settings_get_int (settings, level_key), 1,
                     sky_level_count (game));

  g_object_set_data (G_OBJECT (row), "syncing", GINT_TO_POINTER (TRUE));
  adw_combo_row_set_selected (row, (guint) level - 1);
  g_object_set_data (G_OBJECT (row), "syncing", GINT_TO_POINTER (FALSE));
  /* The level's name is the subtitle (use-subtitle), what it does the
   * tooltip: a description beside the choice would cut its name short. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (row),
                               _(sky_level_get (game, level)->description));
}

static void
level_chosen (AdwComboRow *row,
              GParamSpec  *pspec,
              GSettings   *settings)
{
  const SkyGame *game = g_object_get_data (G_OBJECT (row), "game");
  guint i = adw_combo_row_get_selected (row);

  if (g_object_get_data (G_OBJECT (row), "syncing") != NULL
      || i == GTK_INVALID_LIST_POSITION)
    return;
  /* Chosen here, the level is what the computer plays. */
  sakiyomi_settings_set_level (settings, game, (int) i + 1);
}

GtkWidget *
sakiyomi_preferences_level_row_new (GSettings     *settings,
                                    const SkyGame *game)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  g_autofree char *key = sakiyomi_settings_game_key (game, "level");
  g_autofree char *signal = g_strdup_printf ("changed::%s", key);

  for (int i = 1; i <= sky_level_count (game); i++)
    {
      g_autofree char *name = sky_level_display_name (game, i);

      gtk_string_list_append (names, name);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 sakiyomi_game_name (game->kind, FALSE));
  adw_combo_row_set_model (row, G_LIST_MODEL (names));
  adw_combo_row_set_use_subtitle (row, TRUE);
  g_object_unref (names);
  g_object_set_data (G_OBJECT (row), "game", (gpointer) game);
  level_follow_key (settings, key, row);
  g_signal_connect_object (settings, signal, G_CALLBACK (level_follow_key), row, 0);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (level_chosen),
                           settings, 0);
  return GTK_WIDGET (row);
}

/* ---- A choice among an enum's values ------------------------------------ */

static gboolean
get_enum_index (GValue   *value,
                GVariant *variant,
                gpointer  user_data)
{
  const char *const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
set_enum_index (const GValue       *value,
                const GVariantType *type,
                gpointer            user_data)
{
  const char *const *nicks = user_data;
  guint n = g_strv_length ((char **) nicks);
  guint i = g_value_get_uint (value);

  return g_variant_new_string (nicks[MIN (i, n - 1)]);
}

GtkWidget *
sakiyomi_preferences_enum_row_new (GSettings         *settings,
                                   const char        *key,
                                   const char        *title,
                                   const char *const *choices)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) values = NULL;
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  GtkStringList *names = gtk_string_list_new (choices);
  char **nicks;

  g_object_get (settings, "settings-schema", &schema, NULL);
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", NULL, &values);
  nicks = g_variant_dup_strv (values, NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (row, G_LIST_MODEL (names));
  g_object_unref (names);
  g_settings_bind_with_mapping (settings, key, row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                get_enum_index, set_enum_index,
                                nicks, (GDestroyNotify) g_strfreev);
  return GTK_WIDGET (row);
}
