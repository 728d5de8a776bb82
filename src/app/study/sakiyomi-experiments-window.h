/* sakiyomi-experiments-window.h: series of computer-vs-computer games, and
 * seed 000's table reproduced beside the article's printing. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_EXPERIMENTS_WINDOW (sakiyomi_experiments_window_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiExperimentsWindow, sakiyomi_experiments_window,
                      SAKIYOMI, EXPERIMENTS_WINDOW, GtkWindow)

SakiyomiExperimentsWindow *sakiyomi_experiments_window_new (GtkWindow *parent);

/* Stops a running series (the window is closing or the app quits). */
void sakiyomi_experiments_window_cancel (SakiyomiExperimentsWindow *self);

G_END_DECLS
