/* gui-test-util.h: what the GUI tests share: an application, fresh
 * settings, a window, and waiting on the main loop. */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-application.h"
#include "sakiyomi-window-private.h"

G_BEGIN_DECLS

typedef gboolean (*GuiCondition) (gpointer data);

/* gtk_test_init and a registered, non-unique application. */
void gui_test_init (int *argc, char ***argv);
GtkApplication *gui_test_get_application (void);

/* Resets every key of the app's schema (and forgets the saved game in
 * progress) and makes the computer fast and visible at once: no pause, no
 * animation. */
void gui_test_reset_settings (void);

/* A window playing game against opponent (ids), the person in mode, with
 * fixed random streams; shown and allocated. */
SakiyomiWindow *gui_test_window_new (const char *game,
                                     const char *opponent,
                                     const char *mode);
void gui_test_window_close (SakiyomiWindow *window);

/* Iterates the default main context until cond holds or seconds pass;
 * returns whether it holds. */
gboolean gui_test_wait (GuiCondition cond, gpointer data, double seconds);
/* Iterates for about this long. */
void gui_test_run_for (double seconds);
/* Waits until the computer has finished and it is no longer busy. */
gboolean gui_test_wait_idle (SakiyomiWindow *window, double seconds);

/* Opens file as the Open chooser does, and waits (a guard of 30 s) until
 * it has been read: the game is offered, or the error shown. */
void gui_test_open_file (SakiyomiWindow *window, GFile *file);

/* Sets the window's default size to width x height and waits until it has
 * it (less the client-side frame's few pixels, without a window manager). */
void gui_test_resize (SakiyomiWindow *window, int width, int height);
/* Asserts that widget is mapped, lies wholly inside its window and is at
 * least min_height pixels high (what says which, in the test's log). */
void gui_test_assert_on_screen (GtkWidget *widget, const char *what,
                                float min_height);

/* Asserts that the board, the players, the status and the review (its
 * graph and summaries) and the move list are all on screen. */
void gui_test_assert_review_fits (SakiyomiWindow *window);

/* Clicks cell through the board view's own click handler, at its centre. */
void gui_test_click_cell (SakiyomiWindow *window, int cell);

/* The first widget under root (root included, depth first) that match
 * says is the one, or NULL. */
typedef gboolean (*GuiWidgetMatch) (GtkWidget *widget, gconstpointer data);
GtkWidget *gui_test_find_widget (GtkWidget *root, GuiWidgetMatch match,
                                 gconstpointer data);

G_END_DECLS
