/* sakiyomi-series-form.c: the controls that describe a series.
 *
 * Built in code rather than in the window's template: each opponent's
 * options (depth and alpha-beta, or playouts and time) change with its
 * kind, and the two opponents are the same controls twice.  The widgets
 * belong to the grid; the form only keeps pointers to read and set them.
 */
#define G_LOG_DOMAIN "sakiyomi-series-form"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-series-form.h"
#include "sakiyomi-settings.h"

#define MAX_DEPTH 12

typedef struct
{
  GtkDropDown *kind;
  GtkStack *options;
  GtkSpinButton *depth;
  GtkCheckButton *alpha_beta;
  GtkCheckButton *tree;
  GtkSpinButton *playouts;
  GtkSpinButton *seconds;
} OpponentControls;

struct _SakiyomiSeriesForm
{
  GtkDropDown *game_dropdown;
  GtkCheckButton *misere_check;
  OpponentControls opponents[2];
  GtkSpinButton *games_spin;
  GtkSpinButton *seed_spin;
};

/* The game list is the registry's, in its order: an item's position is
 * its game's kind. */
static SkyGameKind
selected_game (SakiyomiSeriesForm *self)
{
  guint i = gtk_drop_down_get_selected (self->game_dropdown);

  return MIN (i, sky_game_count () - 1);
}

/* ---- Opponent controls --------------------------------------------------- */

static GtkWidget *
labelled (const char *mnemonic,
          GtkWidget  *control)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_mnemonic_widget (GTK_LABEL (label), control);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), control);
  return box;
}

static void
on_kind_changed (GtkDropDown      *dropdown,
                 GParamSpec       *pspec,
                 OpponentControls *controls)
{
  static const char *const pages[] = {
    [SKY_PLAYER_MINIMAX] = "minimax",
    [SKY_PLAYER_RANDOM] = "none",
    [SKY_PLAYER_PRIORITY] = "none",
    [SKY_PLAYER_MONTECARLO] = "montecarlo",
  };
  guint kind = gtk_drop_down_get_selected (dropdown);

  if (kind < SKY_N_PLAYER_KINDS)
    gtk_stack_set_visible_child_name (controls->options, pages[kind]);
}

static GtkWidget *
build_opponent (OpponentControls *controls,
                const char       *accessible_name)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *minimax = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *montecarlo = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  const char *kinds[SKY_N_PLAYER_KINDS + 1];

  for (int k = 0; k < SKY_N_PLAYER_KINDS; k++)
    kinds[k] = _(sky_player_kind_name (k));
  kinds[SKY_N_PLAYER_KINDS] = NULL;
  controls->kind = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (kinds));
  gtk_accessible_update_property (GTK_ACCESSIBLE (controls->kind),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible_name, -1);

  controls->depth = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, MAX_DEPTH, 1));
  controls->alpha_beta = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("Alpha-beta")));
  gtk_box_append (GTK_BOX (minimax), labelled (_("Depth"), GTK_WIDGET (controls->depth)));
  gtk_box_append (GTK_BOX (minimax), GTK_WIDGET (controls->alpha_beta));

  controls->tree = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("Tree search")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (controls->tree),
                               _("UCT tree search instead of the flat method of source 004"));
  controls->playouts = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 1000000, 10));
  gtk_widget_set_tooltip_text (GTK_WIDGET (controls->playouts),
                               _("Flat: per legal move; tree search: in all. 0: the game’s default"));
  controls->seconds = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 60, 0.1));
  gtk_spin_button_set_digits (controls->seconds, 1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (controls->seconds),
                               _("Time per move; 0: no time limit"));
  gtk_box_append (GTK_BOX (montecarlo), GTK_WIDGET (controls->tree));
  gtk_box_append (GTK_BOX (montecarlo),
                  labelled (_("Playouts"), GTK_WIDGET (controls->playouts)));
  gtk_box_append (GTK_BOX (montecarlo),
                  labelled (_("Seconds"), GTK_WIDGET (controls->seconds)));

  controls->options = GTK_STACK (gtk_stack_new ());
  gtk_stack_set_hhomogeneous (controls->options, FALSE);
  gtk_stack_add_named (controls->options, minimax, "minimax");
  gtk_stack_add_named (controls->options, montecarlo, "montecarlo");
  gtk_stack_add_named (controls->options, gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0), "none");

  g_signal_connect (controls->kind, "notify::selected",
                    G_CALLBACK (on_kind_changed), controls);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (controls->kind));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (controls->options));
  return box;
}

static void
set_opponent (OpponentControls  *controls,
              const SkyStrength *strength)
{
  gtk_drop_down_set_selected (controls->kind, strength->kind);
  gtk_spin_button_set_value (controls->depth, CLAMP (strength->depth, 1, MAX_DEPTH));
  gtk_check_button_set_active (controls->alpha_beta, strength->alpha_beta);
  gtk_check_button_set_active (controls->tree, strength->tree);
  gtk_spin_button_set_value (controls->playouts, strength->playouts);
  gtk_spin_button_set_value (controls->seconds, strength->seconds);
  on_kind_changed (controls->kind, NULL, controls);
}

static void
get_opponent (OpponentControls *controls,
              SkyGameKind       game,
              SkyStrength      *strength)
{
  SkyPlayerKind kind = MIN (gtk_drop_down_get_selected (controls->kind),
                            SKY_N_PLAYER_KINDS - 1);

  sky_strength_init_default (strength, kind, game);
  if (kind == SKY_PLAYER_MINIMAX)
    {
      strength->depth = gtk_spin_button_get_value_as_int (controls->depth);
      strength->alpha_beta = gtk_check_button_get_active (controls->alpha_beta);
    }
  else if (kind == SKY_PLAYER_MONTECARLO)
    {
      strength->tree = gtk_check_button_get_active (controls->tree);
      strength->playouts = gtk_spin_button_get_value_as_int (controls->playouts);
      strength->seconds = gtk_spin_button_get_value (controls->seconds);
    }
}

static void
on_game_changed (GtkDropDown        *dropdown,
                 GParamSpec         *pspec,
                 SakiyomiSeriesForm *self)
{
  gboolean has_misere = sky_game_get (selected_game (self))->has_misere;

  gtk_widget_set_sensitive (GTK_WIDGET (self->misere_check), has_misere);
  if (!has_misere)
    gtk_check_button_set_active (self->misere_check, FALSE);
}

static GtkWidget *
grid_label (const char *mnemonic,
            GtkWidget  *control)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), control);
  return label;
}

static void
build_setup (SakiyomiSeriesForm *self,
             GtkGrid            *grid)
{
  GtkStringList *games = gtk_string_list_new (NULL);
  GtkWidget *game_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *count_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *first, *second;
  g_autoptr(GSettings) settings = sakiyomi_settings_new ();
  SkyGameKind game = sakiyomi_settings_get_game (settings);
  SkyStrength strength;

  for (guint kind = 0; kind < sky_game_count (); kind++)
    gtk_string_list_append (games, _(sky_game_get (kind)->name));
  self->game_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (games),
                                                          NULL));
  self->misere_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Misère (three in a row loses)")));
  gtk_box_append (GTK_BOX (game_box), GTK_WIDGET (self->game_dropdown));
  gtk_box_append (GTK_BOX (game_box), GTK_WIDGET (self->misere_check));
  g_signal_connect (self->game_dropdown, "notify::selected",
                    G_CALLBACK (on_game_changed), self);

  first = build_opponent (&self->opponents[SKY_SIDE_FIRST], _("First player"));
  second = build_opponent (&self->opponents[SKY_SIDE_SECOND], _("Second player"));

  self->games_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 100000, 10));
  self->seed_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, G_MAXUINT32, 1));
  gtk_spin_button_set_digits (self->seed_spin, 0);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->seed_spin),
                               _("Game k of the series starts from the position of seed + k, and the opponents’ random choices come from the seed: the same seed gives the same games"));
  gtk_box_append (GTK_BOX (count_box), GTK_WIDGET (self->games_spin));
  gtk_box_append (GTK_BOX (count_box),
                  labelled (_("_Seed"), GTK_WIDGET (self->seed_spin)));

  gtk_grid_attach (grid, grid_label (_("_Game"), GTK_WIDGET (self->game_dropdown)), 0, 0, 1, 1);
  gtk_grid_attach (grid, game_box, 1, 0, 1, 1);
  gtk_grid_attach (grid, grid_label (_("_First player"), GTK_WIDGET (self->opponents[0].kind)), 0, 1, 1, 1);
  gtk_grid_attach (grid, first, 1, 1, 1, 1);
  gtk_grid_attach (grid, grid_label (_("Se_cond player"), GTK_WIDGET (self->opponents[1].kind)), 0, 2, 1, 1);
  gtk_grid_attach (grid, second, 1, 2, 1, 1);
  gtk_grid_attach (grid, grid_label (_("_Number of games"), GTK_WIDGET (self->games_spin)), 0, 3, 1, 1);
  gtk_grid_attach (grid, count_box, 1, 3, 1, 1);

  /* A first series worth running: the game in play, minimax against
   * random, 100 games from seed 0. */
  gtk_drop_down_set_selected (self->game_dropdown, game);
  on_game_changed (self->game_dropdown, NULL, self);
  sky_experiment_level_strength (game, sky_game_get (game)->experiment_depth,
                                 &strength);
  strength.alpha_beta = TRUE;
  set_opponent (&self->opponents[SKY_SIDE_FIRST], &strength);
  sky_strength_init_default (&strength, SKY_PLAYER_RANDOM, game);
  set_opponent (&self->opponents[SKY_SIDE_SECOND], &strength);
  gtk_spin_button_set_value (self->games_spin, 100);
  gtk_spin_button_set_value (self->seed_spin, 0);
}

SakiyomiSeriesForm *
sakiyomi_series_form_new (GtkGrid *grid)
{
  SakiyomiSeriesForm *self = g_new0 (SakiyomiSeriesForm, 1);

  build_setup (self, grid);
  return self;
}

void
sakiyomi_series_form_free (SakiyomiSeriesForm *self)
{
  g_free (self);
}

void
sakiyomi_series_form_set (SakiyomiSeriesForm *self,
                          SkyGameKind         game,
                          gboolean            misere,
                          const SkyStrength  *first,
                          const SkyStrength  *second,
                          int                 n_games,
                          guint32             seed)
{
  gtk_drop_down_set_selected (self->game_dropdown, game);
  gtk_check_button_set_active (self->misere_check, misere);
  set_opponent (&self->opponents[SKY_SIDE_FIRST], first);
  set_opponent (&self->opponents[SKY_SIDE_SECOND], second);
  gtk_spin_button_set_value (self->games_spin, n_games);
  gtk_spin_button_set_value (self->seed_spin, seed);
}

void
sakiyomi_series_form_get (SakiyomiSeriesForm *self,
                          SkyExperimentSetup *setup,
                          SkyStrength        *first,
                          SkyStrength        *second)
{
  SkyGameKind game = selected_game (self);

  *setup = (SkyExperimentSetup) {
    .game = sky_game_get (game),
    .misere = sky_game_get (game)->has_misere
              && gtk_check_button_get_active (self->misere_check),
    .seed = (guint32) gtk_spin_button_get_value (self->seed_spin),
    .n_games = gtk_spin_button_get_value_as_int (self->games_spin),
  };
  get_opponent (&self->opponents[SKY_SIDE_FIRST], game, first);
  get_opponent (&self->opponents[SKY_SIDE_SECOND], game, second);
}
