/* sakiyomi-book-panel.h: the side panel's part for the strong engine's
 * opening book (reversi only): Add Game to Book with its progress, and the
 * explorer that shows the book's moves of the position on the board. */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-game-session.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_BOOK_PANEL (sakiyomi_book_panel_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiBookPanel, sakiyomi_book_panel, SAKIYOMI, BOOK_PANEL, GtkBox)

/* The part, its actions (add-to-book, stop-learning and the
 * book-explorer toggle, the "book-explorer" setting of settings) put in
 * actions, under the names the main menu and the part's buttons use
 * ("win." and the action's name, actions being the window). */
GtkWidget *sakiyomi_book_panel_new (GSettings  *settings,
                                    GActionMap *actions);

/* The session shown: the part follows its positions by itself.  Signals:
 * "show-moves" (guint n, gpointer moves, gpointer values: n SkyMove and
 * int arrays, the book's moves and their values in discs, to draw on the
 * board), "clear-moves" (the explorer turned off), and "toast" (const
 * char *, how a learning went). */
void sakiyomi_book_panel_set_session (SakiyomiBookPanel   *self,
                                      SakiyomiGameSession *session);

/* What can be done with the book now (after a change the part does not
 * see itself, such as a review opened or closed). */
void sakiyomi_book_panel_update (SakiyomiBookPanel *self);

/* ---- For the tests ---- */

/* Add Game to Book searches to this depth, plainly, not by the shipped
 * book's rules (which take minutes). */
void sakiyomi_book_panel_set_learn_depth (SakiyomiBookPanel *self,
                                          int                depth);
/* Add Game to Book is under way. */
gboolean sakiyomi_book_panel_is_learning (SakiyomiBookPanel *self);
/* What the part says under its buttons ("" if nothing). */
const char *sakiyomi_book_panel_get_caption (SakiyomiBookPanel *self);

G_END_DECLS
