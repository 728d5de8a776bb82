/* sakiyomi-new-game-dialog.h: who plays the next game. */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-settings.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_NEW_GAME_DIALOG (sakiyomi_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiNewGameDialog, sakiyomi_new_game_dialog,
                      SAKIYOMI, NEW_GAME_DIALOG, GtkWindow)

SakiyomiNewGameDialog *sakiyomi_new_game_dialog_new (GtkWindow *parent,
                                                     GSettings *settings);
SakiyomiMode sakiyomi_new_game_dialog_get_mode (SakiyomiNewGameDialog *self);
void sakiyomi_new_game_dialog_set_mode (SakiyomiNewGameDialog *self,
                                        SakiyomiMode           mode);
/* What the Start button does: remembers the choice, emits ::start. */
void sakiyomi_new_game_dialog_start (SakiyomiNewGameDialog *self);

G_END_DECLS
