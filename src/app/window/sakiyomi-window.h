/* sakiyomi-window.h: the game window. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_WINDOW (sakiyomi_window_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiWindow, sakiyomi_window,
                      SAKIYOMI, WINDOW, GtkApplicationWindow)

SakiyomiWindow *sakiyomi_window_new (GtkApplication *application);
/* A window opened beside the first, for a file: it starts with a new game
 * and leaves the game kept across restarts to the first window. */
SakiyomiWindow *sakiyomi_window_new_beside (GtkApplication *application);

/* Moves were played and the game is not over: opening a file here would
 * replace a game being played. */
gboolean sakiyomi_window_is_game_in_progress (SakiyomiWindow *self);
/* A question or the New Game dialog is open over the window, or a file
 * opened there is still being read. */
gboolean sakiyomi_window_is_asking (SakiyomiWindow *self);
/* Whether the window keeps its game in progress across restarts. */
gboolean sakiyomi_window_keeps_game (SakiyomiWindow *self);

/* The manual's page about what the window shows (sakiyomi-help.h): the
 * review when one is open, else the rules of the game being played. */
const char *sakiyomi_window_get_help_page (SakiyomiWindow *self);

/* A short note over the board that does not stop play: a game opened,
 * copied or saved. */
void sakiyomi_window_add_toast (SakiyomiWindow *self,
                                const char     *text);
/* The text of the last toast shown, or NULL (for the tests). */
const char *sakiyomi_window_get_last_toast (SakiyomiWindow *self);

/* Stops the computer's search at once (closing, quitting). */
void sakiyomi_window_cancel_search (SakiyomiWindow *self);
/* Opens file in this window, as Open Game… would. */
void sakiyomi_window_open_file (SakiyomiWindow *self,
                                GFile          *file);

G_END_DECLS
