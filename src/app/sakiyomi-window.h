/* sakiyomi-window.h: the game window. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_WINDOW (sakiyomi_window_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiWindow, sakiyomi_window,
                      SAKIYOMI, WINDOW, GtkApplicationWindow)

SakiyomiWindow *sakiyomi_window_new (GtkApplication *application);

/* Stops the computer's search at once (closing, quitting). */
void sakiyomi_window_cancel_search (SakiyomiWindow *self);

G_END_DECLS
