/* sakiyomi-window.h: the game window. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_WINDOW (sakiyomi_window_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiWindow, sakiyomi_window,
                      SAKIYOMI, WINDOW, GtkApplicationWindow)

SakiyomiWindow *sakiyomi_window_new (GtkApplication *application);

/* The manual's page about what the window shows (sakiyomi-help.h): the
 * review when one is open, else the rules of the game being played. */
const char *sakiyomi_window_get_help_page (SakiyomiWindow *self);

/* Stops the computer's search at once (closing, quitting). */
void sakiyomi_window_cancel_search (SakiyomiWindow *self);

G_END_DECLS
