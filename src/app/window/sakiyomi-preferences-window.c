/* sakiyomi-preferences-window.c: the preferences in two layers.
 *
 * The first page is a player's: the computer's strength level in each
 * game, its pause, who plays a new game, and the board.  The games' pages
 * are the sources' algorithms, as the Opponent menu offers them, with
 * their knobs: depth, alpha-beta, the strong engine, Monte Carlo.
 * Every control is bound to its GSettings key (the rows of
 * sakiyomi-preferences-rows.c), so a change applies at once and a change
 * made elsewhere shows here.  The window is an AdwPreferencesWindow:
 * pages, groups and rows, with libadwaita's search over the rows' titles.
 */
#define G_LOG_DOMAIN "sakiyomi-preferences-window"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "game.h"
#include "levels.h"
#include "sakiyomi-preferences-rows.h"
#include "sakiyomi-preferences-window.h"
#include "sakiyomi-settings.h"

struct _SakiyomiPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;
  /* Each game's strength preset and the row that describes it, by the
   * game's kind; NULL for a game without a page. */
  GtkDropDown **presets;
  AdwActionRow **preset_rows;
  gboolean applying_preset;

  AdwPreferencesGroup *strength_group;
  AdwPreferencesGroup *play_group;
  AdwPreferencesGroup *board_group;

  GHashTable *controls;         /* key → the control bound to it */
};

G_DEFINE_FINAL_TYPE (SakiyomiPreferencesWindow, sakiyomi_preferences_window,
                     ADW_TYPE_PREFERENCES_WINDOW)

static GtkWidget *
make_row (const char *title,
          const char *subtitle,
          GtkWidget  *control)
{
  return sakiyomi_preferences_row_new (title, subtitle, control);
}

static void
add_control (SakiyomiPreferencesWindow *self,
             const char                *key,
             GtkWidget                 *control)
{
  g_hash_table_replace (self->controls, g_strdup (key), control);
}

static GtkWidget *
switch_row (SakiyomiPreferencesWindow *self,
            const char                *key,
            const char                *title,
            const char                *subtitle)
{
  GtkWidget *control = gtk_switch_new ();

  add_control (self, key, control);
  g_settings_bind (self->settings, key, control, "active",
                   G_SETTINGS_BIND_DEFAULT);
  return make_row (title, subtitle, control);
}

/* A spin button over a numeric key, with the schema's range. */
static GtkWidget *
spin_row (SakiyomiPreferencesWindow *self,
          const char                *key,
          double                     step,
          int                        digits,
          const char                *title,
          const char                *subtitle)
{
  GtkWidget *control = sakiyomi_preferences_spin_new (self->settings, key, NAN,
                                                      step, digits);

  add_control (self, key, control);
  return make_row (title, subtitle, control);
}

/* A number of the key, or none (its 0) with the switch off. */
static GtkWidget *
optional_row (SakiyomiPreferencesWindow *self,
              const char                *key,
              double                     step,
              int                        digits,
              double                     on_value,
              const char                *title,
              const char                *subtitle,
              const char                *value_title)
{
  GtkWidget *control = sakiyomi_preferences_spin_new (self->settings, key, step,
                                                      step, digits);

  add_control (self, key, control);
  return sakiyomi_preferences_optional_new (self->settings, key, title, subtitle,
                                            value_title, control, on_value, FALSE);
}

/* The computer's pause: milliseconds kept, seconds shown. */
static gboolean
get_milliseconds (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  g_value_set_double (value, g_variant_get_int32 (variant) / 1000.0);
  return TRUE;
}

static GVariant *
set_milliseconds (const GValue       *value,
                  const GVariantType *type,
                  gpointer            user_data)
{
  return g_variant_new_int32 ((gint32) (g_value_get_double (value) * 1000 + 0.5));
}

static gboolean
get_scheme_mapping (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);

  g_value_set_uint (value, g_str_equal (nick, "light") ? 1
                           : g_str_equal (nick, "dark") ? 2 : 0);
  return TRUE;
}

static GVariant *
set_scheme_mapping (const GValue       *value,
                    const GVariantType *type,
                    gpointer            user_data)
{
  static const char *const nicks[] = { "system", "light", "dark" };
  guint i = g_value_get_uint (value);

  return g_variant_new_string (nicks[MIN (i, 2)]);
}

static AdwPreferencesGroup *
new_group (const char *title)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  adw_preferences_group_set_title (group, title);
  return group;
}

/* Strength presets (the game's description, SkyStrengthPreset): named
 * sets of the settings below them, each with a sentence saying what the
 * computer then does. */
#define N_PRESETS SKY_N_STRENGTH_PRESETS

static const SkyStrengthPreset *
preset_of (SkyGameKind kind,
           guint       i)
{
  return &sky_game_get (kind)->strength.presets[i];
}

static char *
game_key (SkyGameKind  kind,
          const char  *suffix)
{
  return sakiyomi_settings_game_key (sky_game_get (kind), suffix);
}

/* The preset the settings of a game match now, or N_PRESETS (custom). */
static guint
current_preset (SakiyomiPreferencesWindow *self,
                SkyGameKind                kind)
{
  g_autofree char *depth = game_key (kind, "minimax-depth");
  g_autofree char *alpha_beta = game_key (kind, "alpha-beta");
  g_autofree char *tree = game_key (kind, "montecarlo-tree");
  g_autofree char *playouts = game_key (kind, "montecarlo-playouts");
  g_autofree char *seconds = game_key (kind, "montecarlo-seconds");
  g_autofree char *engine = game_key (kind, "engine");
  g_autofree char *engine_seconds = game_key (kind, "engine-seconds");
  g_autofree char *strong_eval = game_key (kind, "strong-eval");
  gboolean has_strong_eval = sky_game_get (kind)->strength.has_strong_eval;

  for (guint i = 0; i < N_PRESETS; i++)
    {
      const SkyStrengthPreset *p = preset_of (kind, i);
      gboolean engine_on = g_settings_get_boolean (self->settings, engine);

      if (engine_on != p->engine
          || (engine_on
              && !G_APPROX_VALUE (sakiyomi_settings_get_double (self->settings, engine_seconds),
                                  1.0, 1e-6)))
        continue;
      if (sakiyomi_settings_get_int (self->settings, depth) == p->depth
          && g_settings_get_boolean (self->settings, alpha_beta)
          && (!has_strong_eval
              || g_settings_get_boolean (self->settings, strong_eval) == p->strong_eval)
          && g_settings_get_boolean (self->settings, tree) == p->tree
          && sakiyomi_settings_get_int (self->settings, playouts) == p->playouts
          && G_APPROX_VALUE (sakiyomi_settings_get_double (self->settings, seconds),
                             p->seconds, 1e-6))
        return i;
    }
  return N_PRESETS;
}

static void
show_preset (SakiyomiPreferencesWindow *self,
             SkyGameKind                kind)
{
  guint preset = current_preset (self, kind);

  self->applying_preset = TRUE;
  gtk_drop_down_set_selected (self->presets[kind], preset);
  self->applying_preset = FALSE;
  adw_action_row_set_subtitle (self->preset_rows[kind],
                               preset < N_PRESETS
                               ? _(preset_of (kind, preset)->description)
                               : _("Your own settings, below."));
}

static void
on_preset_selected (GtkDropDown               *drop,
                    GParamSpec                *pspec,
                    SakiyomiPreferencesWindow *self)
{
  SkyGameKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (drop), "game"));
  guint i = gtk_drop_down_get_selected (drop);
  const SkyStrengthPreset *p;
  g_autofree char *depth = game_key (kind, "minimax-depth");
  g_autofree char *alpha_beta = game_key (kind, "alpha-beta");
  g_autofree char *tree = game_key (kind, "montecarlo-tree");
  g_autofree char *playouts = game_key (kind, "montecarlo-playouts");
  g_autofree char *seconds = game_key (kind, "montecarlo-seconds");
  g_autofree char *engine = game_key (kind, "engine");
  g_autofree char *engine_seconds = game_key (kind, "engine-seconds");
  g_autofree char *strong_eval = game_key (kind, "strong-eval");

  if (self->applying_preset || i >= N_PRESETS)
    {
      if (!self->applying_preset)
        show_preset (self, kind);       /* "Custom" is not a choice */
      return;
    }

  p = preset_of (kind, i);
  self->applying_preset = TRUE;
  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, depth, p->depth);
  g_settings_set_boolean (self->settings, alpha_beta, TRUE);
  if (sky_game_get (kind)->strength.has_strong_eval)
    g_settings_set_boolean (self->settings, strong_eval, p->strong_eval);
  g_settings_set_boolean (self->settings, tree, p->tree);
  g_settings_set_int (self->settings, playouts, p->playouts);
  g_settings_set_double (self->settings, seconds, p->seconds);
  g_settings_set_boolean (self->settings, engine, p->engine);
  if (p->engine)
    g_settings_set_double (self->settings, engine_seconds, 1.0);
  g_settings_apply (self->settings);
  self->applying_preset = FALSE;
  show_preset (self, kind);
}

static void
on_settings_changed (GSettings                 *settings,
                     const char                *key,
                     SakiyomiPreferencesWindow *self)
{
  if (self->applying_preset)
    return;
  for (guint kind = 0; kind < sky_game_count (); kind++)
    if (self->presets[kind] != NULL
        && g_str_has_prefix (key, sky_game_get (kind)->id))
      show_preset (self, kind);
}

static GtkWidget *
make_preset_row (SakiyomiPreferencesWindow *self,
                 SkyGameKind                kind)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  GtkWidget *drop;
  GtkWidget *row;

  for (guint i = 0; i < N_PRESETS; i++)
    gtk_string_list_append (names, _(preset_of (kind, i)->name));
  gtk_string_list_append (names, _("Custom"));
  drop = gtk_drop_down_new (G_LIST_MODEL (names), NULL);
  g_object_set_data (G_OBJECT (drop), "game", GINT_TO_POINTER (kind));

  /* The row's subtitle says what the preset chosen makes the computer do. */
  row = make_row (_("_Preset"), NULL, drop);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (drop),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                  row, NULL, -1);

  self->presets[kind] = GTK_DROP_DOWN (drop);
  self->preset_rows[kind] = ADW_ACTION_ROW (row);
  show_preset (self, kind);
  g_signal_connect (drop, "notify::selected",
                    G_CALLBACK (on_preset_selected), self);
  return row;
}

/* The book's variety row: sensitive while the strong engine and its book
 * are both on. */
static void
update_variety_row (GSettings  *settings,
                    const char *key,
                    GtkWidget  *row)
{
  const char *engine = g_object_get_data (G_OBJECT (row), "engine-key");
  const char *book = g_object_get_data (G_OBJECT (row), "book-key");

  if (key != NULL && g_strcmp0 (key, engine) != 0 && g_strcmp0 (key, book) != 0)
    return;
  gtk_widget_set_sensitive (row, g_settings_get_boolean (settings, engine)
                                 && g_settings_get_boolean (settings, book));
}

/* The strength of each opponent in one game. */
static AdwPreferencesPage *
make_game_page (SakiyomiPreferencesWindow *self,
                SkyGameKind                kind)
{
  const SkyGame *game = sky_game_get (kind);
  const char *id = game->id;
  g_autofree char *strong_eval = g_strdup_printf ("%s-strong-eval", id);
  g_autofree char *depth = g_strdup_printf ("%s-minimax-depth", id);
  g_autofree char *alpha_beta = g_strdup_printf ("%s-alpha-beta", id);
  g_autofree char *tree = g_strdup_printf ("%s-montecarlo-tree", id);
  g_autofree char *playouts = g_strdup_printf ("%s-montecarlo-playouts", id);
  g_autofree char *seconds = g_strdup_printf ("%s-montecarlo-seconds", id);
  g_autofree char *engine = g_strdup_printf ("%s-engine", id);
  g_autofree char *engine_seconds = g_strdup_printf ("%s-engine-seconds", id);
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *list;
  GtkWidget *row;
  GtkWidget *flat, *uct, *method;

  adw_preferences_page_set_title (page, sakiyomi_game_name (kind, FALSE));
  adw_preferences_page_set_icon_name (page, "applications-games-symbolic");
  gtk_widget_set_name (GTK_WIDGET (page), id);

  list = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (list, _("The Sources’ Algorithms"));
  adw_preferences_group_set_description (list,
                                         _("How the computer plays when the Opponent menu names an algorithm instead of a strength level."));
  adw_preferences_group_add (list, make_preset_row (self, kind));
  adw_preferences_page_add (page, list);
  list = new_group (_("Minimax"));
  row = spin_row (self, depth, 1, 0, _("Search _depth"),
                  _("How many moves ahead the computer looks. Deeper is stronger and slower."));
  g_settings_bind (self->settings, engine, row, "sensitive",
                   G_SETTINGS_BIND_GET | G_SETTINGS_BIND_INVERT_BOOLEAN);
  adw_preferences_group_add (list, row);
  row = switch_row (self, alpha_beta, _("_Alpha-beta pruning"),
                    _("Skips lines that cannot change the choice: the same move, far fewer positions evaluated."));
  g_settings_bind (self->settings, engine, row, "sensitive",
                   G_SETTINGS_BIND_GET | G_SETTINGS_BIND_INVERT_BOOLEAN);
  adw_preferences_group_add (list, row);
  if (game->strength.has_strong_eval)
    {
      row = switch_row (self, strong_eval, _("_Positional evaluation"),
                        _("Values corners, edges and mobility instead of only counting discs."));
      g_settings_bind (self->settings, engine, row, "sensitive",
                       G_SETTINGS_BIND_GET | G_SETTINGS_BIND_INVERT_BOOLEAN);
      adw_preferences_group_add (list, row);
    }
  adw_preferences_group_add (list,
                             switch_row (self, engine, _("Strong _engine"),
                                         _(game->strength.engine_description)));
  row = spin_row (self, engine_seconds, 0.1, 1, _("Engine _time per move"),
                  _("Seconds the strong engine thinks about a move."));
  g_settings_bind (self->settings, engine, row, "sensitive", G_SETTINGS_BIND_GET);
  adw_preferences_group_add (list, row);
  if (game->strength.engine_centi_units)
    {
      /* The strong engine's threads, for its moves and its hints. */
      GtkWidget *threads = sakiyomi_preferences_spin_new (self->settings, "threads",
                                                          1, 1, 0);
      g_autofree char *every = g_strdup_printf (ngettext ("Off: every processor, %u here.",
                                                          "Off: every processor, %u here.",
                                                          g_get_num_processors ()),
                                                g_get_num_processors ());

      add_control (self, "threads", threads);
      row = sakiyomi_preferences_optional_new (self->settings, "threads",
                                               _("Limit the _threads"), every,
                                               _("Threads"), threads, 1, FALSE);
      g_settings_bind (self->settings, engine, row, "sensitive", G_SETTINGS_BIND_GET);
      adw_preferences_group_add (list, row);
    }
  if (game->strength.has_book)
    {
      g_autofree char *book = g_strdup_printf ("%s-engine-book", id);
      g_autofree char *variety = g_strdup_printf ("%s-engine-variety", id);

      row = switch_row (self, book, _("Opening _book"),
                        _("The engine plays the positions its book knows at once, from the book’s values, instead of searching them."));
      g_settings_bind (self->settings, engine, row, "sensitive", G_SETTINGS_BIND_GET);
      adw_preferences_group_add (list, row);
      row = spin_row (self, variety, 1, 0, _("Book _variety (discs)"),
                      _("Chooses among the book moves within this many discs of the best, so that games do not all repeat; 0 always plays the best."));
      /* Used only with both the engine and its book on. */
      g_object_set_data_full (G_OBJECT (row), "engine-key", g_strdup (engine), g_free);
      g_object_set_data_full (G_OBJECT (row), "book-key", g_strdup (book), g_free);
      g_signal_connect_object (self->settings, "changed", G_CALLBACK (update_variety_row),
                               row, 0);
      update_variety_row (self->settings, NULL, row);
      adw_preferences_group_add (list, row);
    }
  adw_preferences_page_add (page, list);

  list = new_group (_("Monte Carlo"));
  method = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  flat = gtk_check_button_new_with_mnemonic (_("_Flat"));
  uct = gtk_check_button_new_with_mnemonic (_("_Tree search"));
  gtk_check_button_set_group (GTK_CHECK_BUTTON (uct), GTK_CHECK_BUTTON (flat));
  gtk_box_append (GTK_BOX (method), flat);
  gtk_box_append (GTK_BOX (method), uct);
  add_control (self, tree, uct);
  g_settings_bind (self->settings, tree, uct, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, tree, flat, "active",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_INVERT_BOOLEAN);
  adw_preferences_group_add (list,
                             make_row (_("Method"),
                                       _("Flat plays the same number of random games after every move; tree search (UCT) spends more of them on promising moves."),
                                       method));
  adw_preferences_group_add (list,
                             optional_row (self, playouts, 100, 0, 1000,
                                           _("Set the number of _playouts"),
                                           _(game->strength.playouts_description),
                                           _("Playouts per move")));
  adw_preferences_group_add (list,
                             optional_row (self, seconds, 0.5, 1, 1.0,
                                           _("_Limit time per move"),
                                           _("Off: the playouts alone decide."),
                                           _("Seconds per move")));
  adw_preferences_page_add (page, list);

  return page;
}

static void
sakiyomi_preferences_window_dispose (GObject *object)
{
  SakiyomiPreferencesWindow *self = SAKIYOMI_PREFERENCES_WINDOW (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  gtk_widget_dispose_template (GTK_WIDGET (self),
                               SAKIYOMI_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->controls, g_hash_table_unref);
  g_clear_pointer (&self->presets, g_free);
  g_clear_pointer (&self->preset_rows, g_free);
  G_OBJECT_CLASS (sakiyomi_preferences_window_parent_class)->dispose (object);
}

static void
sakiyomi_preferences_window_class_init (SakiyomiPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPreferencesWindow, strength_group);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPreferencesWindow, play_group);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiPreferencesWindow, board_group);
  /* Escape closes the window (AdwPreferencesWindow: the search first). */
}

static void
sakiyomi_preferences_window_init (SakiyomiPreferencesWindow *self)
{
  GtkStringList *schemes;
  AdwComboRow *style;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = sakiyomi_settings_new ();
  self->controls = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->presets = g_new0 (GtkDropDown *, sky_game_count ());
  self->preset_rows = g_new0 (AdwActionRow *, sky_game_count ());

  /* The player's page: each game's strength level, the computer's pause
   * (shown in seconds, kept in milliseconds), who plays a new game. */
  for (guint kind = 0; kind < sky_game_count (); kind++)
    {
      const SkyGame *game = sky_game_get (kind);
      g_autofree char *level = sakiyomi_settings_game_key (game, "level");

      if (sky_level_count (game) > 0 && sakiyomi_settings_has_key (self->settings, level))
        {
          GtkWidget *row = sakiyomi_preferences_level_row_new (self->settings, game);

          add_control (self, level, row);
          adw_preferences_group_add (self->strength_group, row);
        }
    }
  {
    GtkAdjustment *pause = gtk_adjustment_new (0, 0, 3, 0.1, 0.5, 0);
    GtkWidget *spin = gtk_spin_button_new (pause, 0.1, 1);

    g_settings_bind_with_mapping (self->settings, "computer-pause", pause, "value",
                                  G_SETTINGS_BIND_DEFAULT,
                                  get_milliseconds, set_milliseconds, NULL, NULL);
    adw_preferences_group_add (self->strength_group,
                               make_row (_("_Pause before a computer move"),
                                         _("Seconds the computer shows it is thinking, so that its quick replies can be followed."),
                                         spin));
  }
  adw_preferences_group_add (self->play_group,
                             sakiyomi_preferences_enum_row_new (self->settings, "player-mode",
                                                                _("_Who plays a new game"),
                                                                (const char *const[]) {
                                                                  _("You play first"),
                                                                  _("You play second"),
                                                                  _("Two people"),
                                                                  _("Computer against computer"),
                                                                  NULL }));

  adw_preferences_group_add (self->board_group,
                             switch_row (self, "show-legal-moves",
                                         _("Show _legal moves"),
                                         _("Mark the squares where the side to move may play.")));
  adw_preferences_group_add (self->board_group,
                             switch_row (self, "hint-overlay",
                                         _("Show every move’s _value with a hint"),
                                         _("A hint writes the engine’s value on every legal square, not only a ring around the best.")));
  adw_preferences_group_add (self->board_group,
                             switch_row (self, "animation", _("_Animate moves"),
                                         _("Turn flipped reversi discs over instead of changing them at once.")));

  schemes = gtk_string_list_new ((const char *const[]) {
    _("Follow the system"), _("Light"), _("Dark"), NULL });
  style = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (style), _("_Style"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (style), TRUE);
  adw_combo_row_set_model (style, G_LIST_MODEL (schemes));
  g_settings_bind_with_mapping (self->settings, "color-scheme", style,
                                "selected", G_SETTINGS_BIND_DEFAULT,
                                get_scheme_mapping, set_scheme_mapping,
                                NULL, NULL);
  add_control (self, "color-scheme", GTK_WIDGET (style));
  adw_preferences_group_add (self->board_group, GTK_WIDGET (style));

  /* A page for each game of the registry whose settings the schema
   * holds, in the registry's order. */
  for (guint kind = 0; kind < sky_game_count (); kind++)
    if (sakiyomi_settings_has_game_keys (self->settings, sky_game_get (kind)))
      adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                                  make_game_page (self, kind));
  g_signal_connect (self->settings, "changed",
                    G_CALLBACK (on_settings_changed), self);
}

GtkDropDown *
sakiyomi_preferences_window_get_presets (SakiyomiPreferencesWindow *self,
                                         int                        game)
{
  g_return_val_if_fail (SAKIYOMI_IS_PREFERENCES_WINDOW (self), NULL);
  g_return_val_if_fail (game >= 0 && (guint) game < sky_game_count (), NULL);

  return self->presets[game];
}

GtkWidget *
sakiyomi_preferences_window_get_control (SakiyomiPreferencesWindow *self,
                                         const char                *key)
{
  g_return_val_if_fail (SAKIYOMI_IS_PREFERENCES_WINDOW (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  return self->controls != NULL ? g_hash_table_lookup (self->controls, key) : NULL;
}

SakiyomiPreferencesWindow *
sakiyomi_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (SAKIYOMI_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent, NULL);
}
