/* sakiyomi-preferences-window.h: the opponents' strengths and the display. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_PREFERENCES_WINDOW (sakiyomi_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiPreferencesWindow, sakiyomi_preferences_window,
                      SAKIYOMI, PREFERENCES_WINDOW, AdwPreferencesWindow)

SakiyomiPreferencesWindow *sakiyomi_preferences_window_new (GtkWindow *parent);

/* The strength presets of a game (a SkyGameKind): Beginner … Expert, then
 * Custom; for the tests. */
GtkDropDown *sakiyomi_preferences_window_get_presets (SakiyomiPreferencesWindow *self,
                                                     int                        game);
/* The control bound to a settings key (a switch, a spin button, a drop
 * down, the tree search check button), or NULL; for the tests. */
GtkWidget *sakiyomi_preferences_window_get_control (SakiyomiPreferencesWindow *self,
                                                    const char                *key);

G_END_DECLS
