/* sakiyomi-window-editor.c: the window's position editor mode.
 *
 * Set Up Board turns the window into the editor: the header bar gives way
 * to one with Cancel and Play from Here, the board and side panel to the
 * position editor (sakiyomi-position-editor.c).  The game in progress
 * waits meanwhile: its search is stopped and the game's actions are off,
 * and Cancel takes it up again where it was.  Play from Here asks who
 * plays, as a new game does, and starts the game from the position set
 * up.
 */
#define G_LOG_DOMAIN "sakiyomi-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-game-text.h"
#include "sakiyomi-new-game-dialog.h"
#include "sakiyomi-window-private.h"

static gboolean
can_set_up (const SkyGame *game)
{
  return game->position_from_cells != NULL;
}

static void
leave_editor (SakiyomiWindow *self)
{
  self->editing = FALSE;
  if (self->setup_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->setup_dialog));
  gtk_stack_set_visible_child (self->titlebar_stack, GTK_WIDGET (self->header_bar));
  gtk_stack_set_visible_child (self->content_stack, GTK_WIDGET (self->game_box));
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  _sakiyomi_window_actions_update (self);
}

static void
load_editor (SakiyomiWindow      *self,
             const SkyPosition   *pos)
{
  sakiyomi_position_editor_load (self->position_editor, pos,
                                 sakiyomi_game_session_is_misere (self->session));
  adw_window_title_set_subtitle (self->editor_window_title,
                                 sakiyomi_game_name (pos->game->kind,
                                                     sakiyomi_game_session_is_misere (self->session)));
}

static void
edit_position_activated (GSimpleAction *action,
                         GVariant      *param,
                         gpointer       user_data)
{
  SakiyomiWindow *self = user_data;
  const SkyPosition *pos = sakiyomi_game_session_get_position (self->session);

  if (self->editing || !can_set_up (pos->game))
    return;
  /* The game waits while the board is set up. */
  sakiyomi_game_session_cancel_search (self->session);
  self->editing = TRUE;
  load_editor (self, pos);
  gtk_stack_set_visible_child (self->titlebar_stack,
                               GTK_WIDGET (self->editor_header_bar));
  gtk_stack_set_visible_child (self->content_stack,
                               GTK_WIDGET (self->position_editor));
  gtk_widget_grab_focus (GTK_WIDGET (sakiyomi_position_editor_get_board (self->position_editor)));
  _sakiyomi_window_actions_update (self);
}

static void
cancel_activated (GSimpleAction *action,
                  GVariant      *param,
                  gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  if (!self->editing)
    return;
  leave_editor (self);
  /* The game goes on where it was: the computer thinks again if it is
   * its turn. */
  sakiyomi_game_session_go_to_ply (self->session,
                                   sakiyomi_game_session_get_ply (self->session),
                                   sakiyomi_game_session_is_reviewing (self->session));
}

static void
on_setup_start (SakiyomiNewGameDialog *dialog,
                SakiyomiWindow        *self)
{
  SakiyomiMode mode = sakiyomi_new_game_dialog_get_mode (dialog);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) start = NULL;

  gtk_window_destroy (GTK_WINDOW (dialog));
  start = sakiyomi_position_editor_dup_position (self->position_editor, &error);
  if (start == NULL)
    {
      /* The editor shows why already; the button was off. */
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  leave_editor (self);
  g_settings_set_enum (self->settings, "player-mode", mode);
  sakiyomi_game_session_set_up (self->session, start, mode);
}

static void
done_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  SakiyomiWindow *self = user_data;

  if (!self->editing)
    return;
  if (!sakiyomi_position_editor_get_valid (self->position_editor))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (self->setup_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->setup_dialog));
      return;
    }
  /* Who plays, as for a new game. */
  self->setup_dialog = GTK_WIDGET (sakiyomi_new_game_dialog_new (GTK_WINDOW (self),
                                                                 self->settings));
  gtk_window_set_title (GTK_WINDOW (self->setup_dialog), _("Play from Here"));
  g_object_add_weak_pointer (G_OBJECT (self->setup_dialog),
                             (gpointer *) &self->setup_dialog);
  g_signal_connect (self->setup_dialog, "start",
                    G_CALLBACK (on_setup_start), self);
  gtk_window_present (GTK_WINDOW (self->setup_dialog));
}

/* ---- Installing and updating -------------------------------------------- */

static void
on_editor_valid (SakiyomiWindow *self)
{
  _sakiyomi_window_actions_update (self);
}

/* The game was switched while the board is set up: set up the new one
 * (its game waits too), or leave. */
static void
on_session_changed (SakiyomiWindow *self)
{
  const SkyPosition *pos = sakiyomi_game_session_get_position (self->session);

  if (!self->editing
      || sakiyomi_position_editor_get_game (self->position_editor) == pos->game)
    return;
  if (can_set_up (pos->game))
    {
      sakiyomi_game_session_cancel_search (self->session);
      load_editor (self, pos);
    }
  else
    leave_editor (self);
}

static const GActionEntry editor_actions[] = {
  { "edit-position", edit_position_activated },
  { "edit-position-cancel", cancel_activated },
  { "edit-position-done", done_activated },
};

void
_sakiyomi_window_editor_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (SAKIYOMI_TYPE_POSITION_EDITOR);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, editor_header_bar);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, editor_window_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, game_box);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, position_editor);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiWindow, edit_position_button);
  /* Only while editing: the actions are off otherwise, and the keys go
   * on to whatever else wants them. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0,
                                       "win.edit-position-cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "win.edit-position-done", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "win.edit-position-done", NULL);
}

void
_sakiyomi_window_editor_init (SakiyomiWindow *self)
{
  /* Not bound template children: the window takes its titlebar and its
   * content down itself, and bound ones would be taken down twice.  The
   * game box's parent is the stack it shares with the editor (below the
   * window's banners). */
  self->titlebar_stack = GTK_STACK (gtk_window_get_titlebar (GTK_WINDOW (self)));
  self->content_stack = GTK_STACK (gtk_widget_get_parent (self->game_box));
  g_action_map_add_action_entries (G_ACTION_MAP (self), editor_actions,
                                   G_N_ELEMENTS (editor_actions), self);
  g_signal_connect_swapped (self->position_editor, "notify::valid",
                            G_CALLBACK (on_editor_valid), self);
  /* Before the window's own handler, which updates the actions. */
  g_signal_connect_swapped (self->session, "changed",
                            G_CALLBACK (on_session_changed), self);
}

gboolean
sakiyomi_window_is_editing (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), FALSE);
  return self->editing;
}

SakiyomiPositionEditor *
sakiyomi_window_get_position_editor (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->position_editor;
}

GtkWidget *
sakiyomi_window_get_setup_dialog (SakiyomiWindow *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_WINDOW (self), NULL);
  return self->setup_dialog;
}
