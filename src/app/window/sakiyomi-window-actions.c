/* sakiyomi-window-actions.c: the window's actions (win.*): new game,
 * undo and redo, looking back, hints, games in and out, Copy Position,
 * the search tree, and the Game and Opponent menus; and the one function
 * that decides which of them can be used now. */
#define G_LOG_DOMAIN "sakiyomi-window"

#include "config.h"

#include <glib/gi18n.h>

#include "reversi-obf.h"
#include "sakiyomi-game-text.h"
#include "sakiyomi-new-game-dialog.h"
#include "sakiyomi-tree-window.h"
#include "sakiyomi-window-private.h"

/* ---- Games -------------------------------------------------------------- */

static void
on_new_game_start (SakiyomiNewGameDialog *dialog,
                   SakiyomiWindow        *self)
{
  SakiyomiMode mode = sakiyomi_new_game_dialog_get_mode (dialog);

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_action_group_activate_action (G_ACTION_GROUP (self), "start-game",
                                  g_variant_new_string (sakiyomi_mode_id (mode)));
}

static void
new_game_activated (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  if (self->new_game_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->new_game_dialog));
      return;
    }
  self->new_game_dialog = GTK_WIDGET (sakiyomi_new_game_dialog_new (GTK_WINDOW (self),
                                                                    self->settings));
  g_object_add_weak_pointer (G_OBJECT (self->new_game_dialog),
                             (gpointer *) &self->new_game_dialog);
  g_signal_connect (self->new_game_dialog, "start",
                    G_CALLBACK (on_new_game_start), self);
  gtk_window_present (GTK_WINDOW (self->new_game_dialog));
}

static void
start_game_activated (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  SakiyomiMode mode;

  if (!sakiyomi_mode_from_id (g_variant_get_string (param, NULL), &mode))
    {
      g_warning ("unknown player mode '%s'", g_variant_get_string (param, NULL));
      return;
    }
  g_settings_set_enum (self->settings, "player-mode", mode);
  sakiyomi_game_session_new_game (self->session, mode, FALSE);
}

static void
restart_activated (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_session_new_game (self->session,
                                  sakiyomi_game_session_get_mode (self->session),
                                  TRUE);
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_session_undo (self->session);
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_session_redo (self->session);
}

static void
back_to_game_activated (GSimpleAction *action,
                        GVariant      *param,
                        gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_session_back_to_game (self->session);
}

/* ---- Continuing from an earlier position ------------------------------ */

GtkWidget *
_sakiyomi_window_open_question (SakiyomiWindow *self)
{
  return self->question_dialog != NULL ? self->question_dialog
         : sakiyomi_game_file_get_question_dialog (self->game_file);
}

static void
on_continue_response (AdwMessageDialog *dialog,
                      const char       *response,
                      SakiyomiWindow   *self)
{
  SkyMove move = self->question_move;

  g_object_remove_weak_pointer (G_OBJECT (dialog),
                                (gpointer *) &self->question_dialog);
  self->question_dialog = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (!g_str_equal (response, "accept"))
    return;

  if (move != SKY_MOVE_NONE
      && sky_position_is_legal_move (sakiyomi_game_session_get_position (self->session),
                                     move))
    sakiyomi_game_session_play (self->session, move);
  else
    sakiyomi_game_session_continue_here (self->session);
}

void
_sakiyomi_window_ask_continue (SakiyomiWindow *self,
                               SkyMove         move)
{
  guint later = sakiyomi_game_session_get_n_moves (self->session)
                - sakiyomi_game_session_get_ply (self->session);
  g_autofree char *secondary = NULL;

  if (_sakiyomi_window_open_question (self) != NULL)
    return;
  /* TRANSLATORS: continuing from an earlier position */
  secondary = g_strdup_printf (ngettext ("%u move played after this position will be dropped.",
                                         "%u moves played after this position will be dropped.",
                                         later),
                               later);
  self->question_dialog =
    sakiyomi_game_file_question_new (GTK_WINDOW (self),
                                     _("Continue from this position?"),
                                     secondary, _("_Cancel"),
                                     _("_Continue from Here"));
  g_object_add_weak_pointer (G_OBJECT (self->question_dialog),
                             (gpointer *) &self->question_dialog);
  self->question_move = move;
  g_signal_connect (self->question_dialog, "response",
                    G_CALLBACK (on_continue_response), self);
}

static void
continue_here_activated (GSimpleAction *action,
                         GVariant      *param,
                         gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  if (sakiyomi_game_session_is_reviewing (self->session))
    _sakiyomi_window_ask_continue (self, SKY_MOVE_NONE);
}

static void
hint_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_session_hint (self->session);
}

static void
review_game_activated (GSimpleAction *action,
                       GVariant      *param,
                       gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_session_review (self->session);
}

static void
close_review_activated (GSimpleAction *action,
                        GVariant      *param,
                        gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_session_end_review (self->session);
}

/* ---- Games in and out --------------------------------------------------- */

static void
save_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_file_choose_save (self->game_file);
}

static void
open_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_file_choose_open (self->game_file);
}

static void
copy_game_activated (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_file_copy (self->game_file);
}

static void
copy_game_ggf_activated (GSimpleAction *action,
                         GVariant      *param,
                         gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_file_copy_ggf (self->game_file);
}

static void
paste_game_activated (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  sakiyomi_game_file_paste (self->game_file);
}

/* ---- The search tree ---------------------------------------------------- */

/* Who plays each side, as the tree names them. */
static void
tree_side_names (SakiyomiWindow *self,
                 const char     *names[2])
{
  SakiyomiMode mode = sakiyomi_game_session_get_mode (self->session);
  const SkyGame *game = sakiyomi_game_session_get_game (self->session);

  for (int side = 0; side < 2; side++)
    if (mode == SAKIYOMI_MODE_FIRST || mode == SAKIYOMI_MODE_SECOND)
      names[side] = sakiyomi_game_session_is_computer (self->session, side)
                    ? _("Computer") : _("You");
    else
      names[side] = sakiyomi_side_name (game, side);
}

static void analyse_position_activated (GSimpleAction *action,
                                        GVariant      *param,
                                        gpointer       user_data);

static void
on_tree_analyse (SakiyomiTreeWindow *tree_window,
                 SakiyomiWindow     *self)
{
  analyse_position_activated (NULL, NULL, self);
}

static SakiyomiTreeWindow *
ensure_tree_window (SakiyomiWindow *self)
{
  if (self->tree_window == NULL)
    {
      self->tree_window = GTK_WIDGET (sakiyomi_tree_window_new (GTK_WINDOW (self)));
      /* One of the application's windows, so its shortcuts (F1, Ctrl+Q)
       * work there too; it still closes with this window. */
      gtk_window_set_application (GTK_WINDOW (self->tree_window),
                                  gtk_window_get_application (GTK_WINDOW (self)));
      g_object_add_weak_pointer (G_OBJECT (self->tree_window),
                                 (gpointer *) &self->tree_window);
      g_signal_connect_object (self->tree_window, "analyse-current-position",
                               G_CALLBACK (on_tree_analyse), self, 0);
      g_object_bind_property (self->board, "high-contrast",
                              sakiyomi_tree_window_get_preview (SAKIYOMI_TREE_WINDOW (self->tree_window)),
                              "high-contrast", G_BINDING_SYNC_CREATE);
    }
  gtk_window_present (GTK_WINDOW (self->tree_window));
  return SAKIYOMI_TREE_WINDOW (self->tree_window);
}

/* The tree of the position on the board, searched by the opponent of the
 * side to move there. */
static void
analyse_position_activated (GSimpleAction *action,
                            GVariant      *param,
                            gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  SakiyomiTreeWindow *tree_window = ensure_tree_window (self);
  const SkyPosition *pos = sakiyomi_game_session_get_position (self->session);
  const char *names[2];
  SkyStrength strength;

  if (sky_position_is_over (pos))
    {
      sakiyomi_tree_window_show_message (tree_window,
                                         _("The game is over: there is nothing left to search."));
      return;
    }
  tree_side_names (self, names);
  sakiyomi_settings_get_strength (self->settings, pos->game->kind,
                                  sakiyomi_game_session_get_opponent (self->session,
                                                                      pos->to_move),
                                  &strength);
  sakiyomi_tree_window_record (tree_window, &strength, pos, g_random_int (),
                               _("Best move here"), names);
}

/* The tree behind the computer's last move, or of the position now if the
 * computer has not moved yet. */
static void
show_search_tree_activated (GSimpleAction *action,
                            GVariant      *param,
                            gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  const SkyPosition *position;
  SkyStrength strength;
  guint32 seed;
  const char *names[2];

  if (!sakiyomi_game_session_get_tree_search (self->session, &position,
                                              &strength, &seed))
    {
      analyse_position_activated (NULL, NULL, self);
      return;
    }
  tree_side_names (self, names);
  sakiyomi_tree_window_record (ensure_tree_window (self), &strength, position,
                               seed, _("The computer’s last move"), names);
}

/* ---- The Game and Opponent menus ---------------------------------------- */

static void
on_confirm_response (AdwMessageDialog *dialog,
                     const char       *response,
                     SakiyomiWindow   *self)
{
  g_autofree char *key = g_steal_pointer (&self->confirm_key);
  g_autoptr(GVariant) value = g_steal_pointer (&self->confirm_value);

  g_object_remove_weak_pointer (G_OBJECT (dialog),
                                (gpointer *) &self->confirm_dialog);
  self->confirm_dialog = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (g_str_equal (response, "accept"))
    sakiyomi_game_session_write_setting (self->session, key, value);
  else
    /* Put the radio item back where the setting still is. */
    _sakiyomi_window_actions_sync_settings (self);
}

/* A radio or toggle item was chosen: switch, asking first if that would
 * throw away a game being played. */
static void
change_setting_state (GSimpleAction *action,
                      GVariant      *value,
                      gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  const char *key = g_action_get_name (G_ACTION (action));
  g_autoptr(GVariant) old = g_settings_get_value (self->settings, key);
  g_autoptr(GVariant) setting = NULL;
  GtkWidget *dialog;

  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    {
      /* Enum settings are read and written by their nicks. */
      g_autoptr(GSettingsSchema) schema = NULL;
      g_autoptr(GSettingsSchemaKey) schema_key = NULL;

      g_object_get (self->settings, "settings-schema", &schema, NULL);
      schema_key = g_settings_schema_get_key (schema, key);
      if (!g_settings_schema_key_range_check (schema_key, value))
        return;
    }
  setting = g_variant_ref_sink (value);
  if (g_variant_equal (old, setting))
    return;

  g_simple_action_set_state (action, setting);
  if (!sakiyomi_game_session_is_in_progress (self->session)
      || self->confirm_dialog != NULL)
    {
      if (self->confirm_dialog == NULL)
        sakiyomi_game_session_write_setting (self->session, key, setting);
      return;
    }

  /* Only a change that would start a new game needs the question. */
  if (!sakiyomi_game_session_value_changes_game (self->session, key, setting))
    {
      sakiyomi_game_session_write_setting (self->session, key, setting);
      return;
    }

  self->confirm_key = g_strdup (key);
  self->confirm_value = g_variant_ref (setting);
  dialog = sakiyomi_game_file_question_new (GTK_WINDOW (self),
                                            _("Discard the current game?"),
                                            _("Switching starts a new game; the game being played is lost."),
                                            _("_Cancel"),
                                            /* TRANSLATORS: the button of
                                             * both questions that throw the
                                             * game being played away */
                                            _("_Discard Game"));
  self->confirm_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog),
                             (gpointer *) &self->confirm_dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (on_confirm_response), self);
}

void
_sakiyomi_window_actions_sync_settings (SakiyomiWindow *self)
{
  static const char *const keys[] = { "game", "opponent" };
  GAction *action;

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *nick = g_settings_get_string (self->settings, keys[i]);

      action = g_action_map_lookup_action (G_ACTION_MAP (self), keys[i]);
      g_simple_action_set_state (G_SIMPLE_ACTION (action),
                                 g_variant_new_string (nick));
    }
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "misere");
  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_boolean (g_settings_get_boolean (self->settings,
                                                                            "misere")));
}

/* ---- Installing and updating -------------------------------------------- */

/* ---- Copy Position ------------------------------------------------------ */

static void
copy_text (SakiyomiWindow *self,
           const char     *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  sakiyomi_game_session_announce (self->session,
                                  _("Position copied to the clipboard"));
}

/* The position on the board as its game writes it: reversi's 64 squares
 * and the side to move, tic-tac-toe's rows. */
static void
copy_position_activated (GSimpleAction *action,
                         GVariant      *param,
                         gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  const SkyPosition *pos = sakiyomi_game_session_get_position (self->session);
  g_autofree char *text = pos->game->position_to_string (pos);

  copy_text (self, text);
}

/* Reversi: the Othello Board Format of the FFO test suite, the board and
 * the side to move ended by ";". */
static void
copy_position_obf_activated (GSimpleAction *action,
                             GVariant      *param,
                             gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  const SkyPosition *pos = sakiyomi_game_session_get_position (self->session);
  g_autofree char *text = NULL;

  if (pos->game->kind != SKY_GAME_REVERSI)
    return;
  text = sky_reversi_obf_format (pos);
  copy_text (self, text);
}

static const GActionEntry win_actions[] = {
  { "copy-position", copy_position_activated },
  { "copy-position-obf", copy_position_obf_activated },
  { "new-game", new_game_activated },
  { "start-game", start_game_activated, "s" },
  { "restart", restart_activated },
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "back-to-game", back_to_game_activated },
  { "continue-here", continue_here_activated },
  { "save", save_activated },
  { "open", open_activated },
  { "copy-game", copy_game_activated },
  { "copy-game-ggf", copy_game_ggf_activated },
  { "paste-game", paste_game_activated },
  { "hint", hint_activated },
  { "review-game", review_game_activated },
  { "close-review", close_review_activated },
  { "show-search-tree", show_search_tree_activated },
  { "analyse-position", analyse_position_activated },
  { "game", NULL, "s", "'reversi'", change_setting_state },
  { "opponent", NULL, "s", "'minimax'", change_setting_state },
  { "misere", NULL, NULL, "false", change_setting_state },
};

/* The Game menu from the registry: an item for each game the settings can
 * name (a test's own game is not offered), in the registry's order, then
 * the switch of each game's misère rule. */
static void
fill_game_menu (SakiyomiWindow *self)
{
  for (guint kind = 0; kind < sky_game_count (); kind++)
    {
      const SkyGame *game = sky_game_get (kind);
      g_autoptr(GMenuItem) item = NULL;

      if (!sakiyomi_settings_names_game (self->settings, game))
        continue;
      item = g_menu_item_new (_(game->menu_label), NULL);
      g_menu_item_set_action_and_target_value (item, "win.game",
                                               g_variant_new_string (game->id));
      g_menu_append_item (self->game_menu_games, item);
      if (game->has_misere)
        {
          g_autoptr(GMenuItem) rule = g_menu_item_new (_(game->misere_menu_label),
                                                       "win.misere");

          /* Shown in the game it belongs to only. */
          g_menu_item_set_attribute (rule, "hidden-when", "s", "action-disabled");
          g_menu_append_item (self->game_menu_rules, rule);
        }
    }
}

void
_sakiyomi_window_actions_init (SakiyomiWindow *self)
{
  fill_game_menu (self);
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions,
                                   G_N_ELEMENTS (win_actions), self);
  _sakiyomi_window_actions_sync_settings (self);
}

static void
set_enabled (SakiyomiWindow *self,
             const char     *name,
             gboolean        enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* The game's own actions wait while the board is set up (the position
 * editor mode); choosing the game or the opponent still works. */
static const char *const game_actions[] = {
  "new-game", "start-game", "restart", "undo", "redo", "back-to-game",
  "continue-here", "save", "open", "copy-game", "paste-game", "hint",
  "review-game", "close-review", "show-search-tree", "analyse-position",
  "copy-position", "copy-position-obf",
};

/* Set Up Board: every game but those whose boards come from a seed. */
static void
update_editor_actions (SakiyomiWindow *self)
{
  const SkyGame *game = sakiyomi_game_session_get_game (self->session);
  gboolean can_set_up = game->position_from_cells != NULL;

  set_enabled (self, "edit-position", !self->editing && can_set_up);
  set_enabled (self, "edit-position-cancel", self->editing);
  set_enabled (self, "edit-position-done",
               self->editing && sakiyomi_position_editor_get_valid (self->position_editor));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->edit_position_button),
                               can_set_up
                               ? _("Set up the board to play or study from a position of your own")
                               /* TRANSLATORS: the Set Up Board button, off in number-grab */
                               : _("Number-grab boards come from their seed: they cannot be set up"));
}

/* What the game's own actions need, while the game is shown. */
static void
update_game_actions (SakiyomiWindow *self)
{
  SakiyomiGameSession *session = self->session;
  gboolean over = sky_position_is_over (sakiyomi_game_session_get_position (session));
  gboolean reviewing = sakiyomi_game_session_is_reviewing (session);
  const SkyPosition *tree_position;
  SkyStrength strength;
  guint32 seed;

  set_enabled (self, "undo", sakiyomi_game_session_can_undo (session));
  set_enabled (self, "redo", sakiyomi_game_session_can_redo (session));
  set_enabled (self, "back-to-game", reviewing);
  set_enabled (self, "continue-here", reviewing);
  set_enabled (self, "hint", sakiyomi_game_session_can_hint (session));
  set_enabled (self, "review-game", sakiyomi_game_session_get_n_moves (session) > 0);
  set_enabled (self, "close-review", sakiyomi_game_session_get_review (session) != NULL);
  set_enabled (self, "show-search-tree",
               !over || sakiyomi_game_session_get_tree_search (session, &tree_position,
                                                               &strength, &seed));
  set_enabled (self, "analyse-position", !over);
  set_enabled (self, "copy-position-obf",
               sakiyomi_game_session_get_game (session)->kind == SKY_GAME_REVERSI);
}

void
_sakiyomi_window_actions_update (SakiyomiWindow *self)
{
  /* While the board is set up, the game waits: its own actions are off.
   * Otherwise they are on, but where their conditions say. */
  for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
    set_enabled (self, game_actions[i], !self->editing);
  if (!self->editing)
    update_game_actions (self);
  update_editor_actions (self);
  /* A rule is offered in the game that has it (the menu hides it). */
  set_enabled (self, "misere", !self->editing
               && sakiyomi_game_session_get_game (self->session)->has_misere);
  /* GGF holds reversi games only. */
  set_enabled (self, "copy-game-ggf", self->game_file != NULL
               && sakiyomi_game_file_can_write_ggf (self->game_file));

  sakiyomi_board_view_set_interactive (self->board,
                                       sakiyomi_game_session_is_persons_turn (self->session));
  if (self->book_panel != NULL)
    sakiyomi_book_panel_update (self->book_panel);
}
