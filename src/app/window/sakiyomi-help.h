/* sakiyomi-help.h: the user manual (help/), opened in the desktop's help
 * viewer at the page about what the person is looking at. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Opens help:sakiyomi/PAGE (the front page when page is NULL) over parent.
 * When no help viewer can show it, a dialog over parent says so and how to
 * get one: never a silent failure. */
void sakiyomi_help_show (GtkWindow  *parent,
                         const char *page);

/* The manual's page about window: the game window's current game (or its
 * review), the search tree, the experiments, the preferences, the keyboard
 * shortcuts; a dialog's page is its parent window's.  NULL: the front
 * page. */
const char *sakiyomi_help_page_for_window (GtkWindow *window);

/* The dialog of the last help that could not be shown, while it is open
 * (for the tests). */
GtkWidget *sakiyomi_help_get_error_dialog (void);

G_END_DECLS
