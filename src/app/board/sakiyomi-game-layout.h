/* sakiyomi-game-layout.h: the board beside the side panel, or above it on
 * a narrow window. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_GAME_LAYOUT (sakiyomi_game_layout_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiGameLayout, sakiyomi_game_layout,
                      SAKIYOMI, GAME_LAYOUT, GtkWidget)

/* Whether the side panel is under the board (the window is narrow). */
gboolean sakiyomi_game_layout_is_narrow (SakiyomiGameLayout *self);

G_END_DECLS
