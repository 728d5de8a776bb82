/* sakiyomi-new-game-dialog.c: who plays the next game.
 *
 * Modal and keyboard-friendly: Escape cancels, Enter starts (the Start
 * button is the default widget).  It opens on the last choice, stored in
 * GSettings, and shows the game and chooses the computer's strength: a
 * level of the game's ladder (players/levels.h), or the Opponent menu's
 * algorithm as it is set, offered last when it is the one in use.
 */
#define G_LOG_DOMAIN "sakiyomi-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "game.h"
#include "levels.h"
#include "sakiyomi-game-text.h"
#include "sakiyomi-new-game-dialog.h"

struct _SakiyomiNewGameDialog
{
  GtkWindow parent_instance;

  GSettings *settings;

  GtkLabel *game_label;
  GtkDropDown *level_drop;
  GtkLabel *level_description;
  int n_levels;                 /* the game's; an entry past them: the
                                 * algorithm in use */
  GtkCheckButton *first_check;
  GtkCheckButton *second_check;
  GtkCheckButton *two_people_check;
  GtkCheckButton *computers_check;
  GtkWidget *computers_box;
  GtkLabel *second_opponent_label;
  GtkDropDown *second_opponent_drop;
  GtkSpinButton *pace_spin;
};

G_DEFINE_FINAL_TYPE (SakiyomiNewGameDialog, sakiyomi_new_game_dialog,
                     GTK_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkCheckButton *
check_for_mode (SakiyomiNewGameDialog *self,
                SakiyomiMode           mode)
{
  switch (mode)
    {
    case SAKIYOMI_MODE_SECOND:
      return self->second_check;
    case SAKIYOMI_MODE_TWO_PEOPLE:
      return self->two_people_check;
    case SAKIYOMI_MODE_COMPUTERS:
      return self->computers_check;
    case SAKIYOMI_MODE_FIRST:
    case SAKIYOMI_N_MODES:
    default:
      return self->first_check;
    }
}

SakiyomiMode
sakiyomi_new_game_dialog_get_mode (SakiyomiNewGameDialog *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_NEW_GAME_DIALOG (self), SAKIYOMI_MODE_FIRST);

  for (int mode = 0; mode < SAKIYOMI_N_MODES; mode++)
    if (gtk_check_button_get_active (check_for_mode (self, mode)))
      return mode;
  return SAKIYOMI_MODE_FIRST;
}

void
sakiyomi_new_game_dialog_set_mode (SakiyomiNewGameDialog *self,
                                   SakiyomiMode           mode)
{
  g_return_if_fail (SAKIYOMI_IS_NEW_GAME_DIALOG (self));

  gtk_check_button_set_active (check_for_mode (self, mode), TRUE);
}

void
sakiyomi_new_game_dialog_start (SakiyomiNewGameDialog *self)
{
  g_return_if_fail (SAKIYOMI_IS_NEW_GAME_DIALOG (self));

  g_settings_set_enum (self->settings, "player-mode",
                       sakiyomi_new_game_dialog_get_mode (self));
  if ((int) gtk_drop_down_get_selected (self->level_drop) < self->n_levels)
    sakiyomi_settings_set_level (self->settings,
                                 sky_game_get (sakiyomi_settings_get_game (self->settings)),
                                 (int) gtk_drop_down_get_selected (self->level_drop) + 1);
  g_settings_set_enum (self->settings, "computers-second-opponent",
                       gtk_drop_down_get_selected (self->second_opponent_drop));
  g_settings_set_int (self->settings, "computers-pace",
                      (int) (gtk_spin_button_get_value (self->pace_spin) * 1000 + 0.5));
  g_signal_emit (self, signals[START], 0);
}

static void
on_start_clicked (SakiyomiNewGameDialog *self)
{
  sakiyomi_new_game_dialog_start (self);
}

static void
on_computers_toggled (SakiyomiNewGameDialog *self)
{
  gtk_widget_set_sensitive (self->computers_box,
                            gtk_check_button_get_active (self->computers_check));
  /* Two people need no computer's strength. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->level_drop),
                            !gtk_check_button_get_active (self->two_people_check));
}

/* Under the choice, what the computer then does. */
static void
on_level_selected (SakiyomiNewGameDialog *self)
{
  const SkyGame *game;
  int i = (int) gtk_drop_down_get_selected (self->level_drop);

  if (self->settings == NULL)
    return;     /* being built */
  game = sky_game_get (sakiyomi_settings_get_game (self->settings));
  if (i < self->n_levels)
    gtk_label_set_text (self->level_description, _(sky_level_get (game, i + 1)->description));
  else
    gtk_label_set_text (self->level_description,
                        _("The algorithm chosen in the Opponent menu, with its settings in Preferences."));
}

/* The game's levels, "Level 4 · Casual", and the algorithm in use after
 * them when no level is. */
static void
fill_levels (SakiyomiNewGameDialog *self,
             const SkyGame         *game)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  int level = sakiyomi_settings_get_level (self->settings, game);

  self->n_levels = sky_level_count (game);
  for (int i = 1; i <= self->n_levels; i++)
    {
      g_autofree char *name = sky_level_display_name (game, i);

      gtk_string_list_append (names, name);
    }
  if (level == 0)
    {
      g_autofree char *algorithm = sakiyomi_settings_describe_computer (self->settings, game,
                                                                        sakiyomi_settings_get_opponent (self->settings),
                                                                        FALSE);

      gtk_string_list_append (names, algorithm);
    }
  gtk_drop_down_set_model (self->level_drop, G_LIST_MODEL (names));
  g_object_unref (names);
  gtk_drop_down_set_selected (self->level_drop,
                              level > 0 ? (guint) level - 1 : (guint) self->n_levels);
  on_level_selected (self);
}

static void
fill_in (SakiyomiNewGameDialog *self)
{
  SkyGameKind kind = sakiyomi_settings_get_game (self->settings);
  const SkyGame *game = sky_game_get (kind);
  gboolean misere = g_settings_get_boolean (self->settings, "misere");
  SkyStrength strength;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  gtk_label_set_text (self->game_label, sakiyomi_game_name (kind, misere));
  fill_levels (self, game);

  /* TRANSLATORS: "You play _first (Black)": %s is the first side */
  first = g_strdup_printf (_("You play _first (%s)"),
                           sakiyomi_side_name (game, SKY_SIDE_FIRST));
  /* TRANSLATORS: "You play _second (White)" */
  second = g_strdup_printf (_("You play _second (%s)"),
                            sakiyomi_side_name (game, SKY_SIDE_SECOND));
  gtk_check_button_set_label (self->first_check, first);
  gtk_check_button_set_label (self->second_check, second);

  /* Computer against computer: the chosen opponent plays the first side,
   * this one the second, each at its own strength for the game. */
  {
    GtkStringList *names = gtk_string_list_new (NULL);
    g_autofree char *label = NULL;

    for (int k = 0; k < SKY_N_PLAYER_KINDS; k++)
      {
        g_autofree char *text = NULL;

        sakiyomi_settings_get_strength (self->settings, game->kind, k, &strength);
        text = sakiyomi_describe_strength (&strength);
        gtk_string_list_append (names, text);
      }
    gtk_drop_down_set_model (self->second_opponent_drop, G_LIST_MODEL (names));
    g_object_unref (names);
    gtk_drop_down_set_selected (self->second_opponent_drop,
                                sakiyomi_settings_get_second_opponent (self->settings));
    /* TRANSLATORS: "_White plays with" in computer against computer */
    label = g_strdup_printf (_("%s _plays with"),
                             sakiyomi_side_name (game, SKY_SIDE_SECOND));
    gtk_label_set_text_with_mnemonic (self->second_opponent_label, label);
  }

  sakiyomi_new_game_dialog_set_mode (self,
                                     sakiyomi_settings_get_mode (self->settings));
  gtk_spin_button_set_value (self->pace_spin,
                             sakiyomi_settings_get_int (self->settings,
                                                        "computers-pace") / 1000.0);
  on_computers_toggled (self);
}

static void
sakiyomi_new_game_dialog_dispose (GObject *object)
{
  SakiyomiNewGameDialog *self = SAKIYOMI_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SAKIYOMI_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (sakiyomi_new_game_dialog_parent_class)->dispose (object);
}

static void
sakiyomi_new_game_dialog_class_init (SakiyomiNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_new_game_dialog_dispose;

  /**
   * SakiyomiNewGameDialog::start:
   *
   * The person chose Start; the choice is in the dialog and in GSettings.
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass),
                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiNewGameDialog, game_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiNewGameDialog, level_drop);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiNewGameDialog, level_description);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiNewGameDialog, first_check);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiNewGameDialog, second_check);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiNewGameDialog, two_people_check);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiNewGameDialog, computers_check);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiNewGameDialog, computers_box);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiNewGameDialog, second_opponent_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiNewGameDialog, second_opponent_drop);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiNewGameDialog, pace_spin);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_computers_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_level_selected);
  g_type_ensure (GTK_TYPE_DROP_DOWN);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0,
                                       "window.close", NULL);
}

/* Enter starts the game even from a radio button, which would otherwise
 * take the key for itself. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                SakiyomiNewGameDialog *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter
       || keyval == GDK_KEY_ISO_Enter)
      && (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) == 0
      && (focus == NULL || GTK_IS_CHECK_BUTTON (focus)
          || GTK_IS_CHECK_BUTTON (gtk_widget_get_parent (focus))))
    {
      sakiyomi_new_game_dialog_start (self);
      return TRUE;
    }
  return FALSE;
}

static void
sakiyomi_new_game_dialog_init (SakiyomiNewGameDialog *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

SakiyomiNewGameDialog *
sakiyomi_new_game_dialog_new (GtkWindow *parent,
                              GSettings *settings)
{
  SakiyomiNewGameDialog *self =
    g_object_new (SAKIYOMI_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);

  self->settings = g_object_ref (settings);
  fill_in (self);
  return self;
}
