/* sakiyomi-tree-window.h: the search tree behind a computer's move. */
#pragma once

#include <gtk/gtk.h>

#include "player.h"
#include "sakiyomi-board-view.h"
#include "search-tree.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_TREE_WINDOW (sakiyomi_tree_window_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiTreeWindow, sakiyomi_tree_window,
                      SAKIYOMI, TREE_WINDOW, GtkWindow)

/* Non-modal, transient for parent.  Emits ::analyse-current-position when
 * the person asks for the position on the board now. */
SakiyomiTreeWindow *sakiyomi_tree_window_new (GtkWindow *parent);

/* Searches pos with strength again on a worker thread, recording the tree
 * (and, for minimax, the other of plain minimax and alpha-beta, to compare
 * their sizes), then shows it.  seed seeds the search's random generator as
 * the computer's search was seeded, so Monte Carlo plays the same playouts.
 * what says what is shown ("The computer's move").  side_names are the
 * players of the first and the second side ("Computer", "You", "Black"). */
void sakiyomi_tree_window_record (SakiyomiTreeWindow *self,
                                  const SkyStrength  *strength,
                                  const SkyPosition  *pos,
                                  guint32             seed,
                                  const char         *what,
                                  const char * const  side_names[2]);
/* Shows a sentence instead of a tree (nothing to analyse). */
void sakiyomi_tree_window_show_message (SakiyomiTreeWindow *self,
                                        const char         *text);

/* For the tests. */
gboolean sakiyomi_tree_window_is_busy (SakiyomiTreeWindow *self);
/* The tree shown, NULL while recording. */
SkySearchTree *sakiyomi_tree_window_get_tree (SakiyomiTreeWindow *self);
/* The other method's tree (minimax), or NULL. */
SkySearchTree *sakiyomi_tree_window_get_other_tree (SakiyomiTreeWindow *self);
/* Shows alpha-beta's tree (TRUE) or plain minimax's. */
void sakiyomi_tree_window_show_alpha_beta (SakiyomiTreeWindow *self,
                                           gboolean            alpha_beta);
GtkSingleSelection *sakiyomi_tree_window_get_selection (SakiyomiTreeWindow *self);
GtkColumnView *sakiyomi_tree_window_get_column_view (SakiyomiTreeWindow *self);
SakiyomiBoardView *sakiyomi_tree_window_get_preview (SakiyomiTreeWindow *self);
const char *sakiyomi_tree_window_get_summary_text (SakiyomiTreeWindow *self);
/* The text a cell of row shows, column 0..5 (Move, Player, Value,
 * Playouts, Notes, Nodes below). */
char *sakiyomi_tree_window_cell_text (SakiyomiTreeWindow *self,
                                      GtkTreeListRow     *row,
                                      int                 column);

G_END_DECLS
