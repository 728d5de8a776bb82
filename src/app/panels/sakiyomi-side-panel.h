/* sakiyomi-side-panel.h: the game window's side panel: the players, the
 * status line, and the views of the game (the game's end, the opening,
 * the moves and the log), of its review and of the computer's search.
 * It follows the session by itself; the window places it beside or under
 * the board and tells it when to be compact. */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-game-session.h"
#include "sakiyomi-move-list.h"
#include "sakiyomi-players-panel.h"
#include "sakiyomi-review-panel.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_SIDE_PANEL (sakiyomi_side_panel_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiSidePanel, sakiyomi_side_panel, SAKIYOMI, SIDE_PANEL, GtkWidget)

/* The session shown, once. */
void sakiyomi_side_panel_set_session (SakiyomiSidePanel   *self,
                                      SakiyomiGameSession *session);

/* Compact (with the panel under the board on a phone-sized window): the
 * players side by side, the status on one line, a lower graph, fewer rows
 * of moves at the least, narrower margins. */
void sakiyomi_side_panel_set_compact (SakiyomiSidePanel *self,
                                      gboolean           compact);

/* A part of the game's view (the opening book's), under the opening's
 * name. */
void sakiyomi_side_panel_add_part (SakiyomiSidePanel *self,
                                   GtkWidget         *part);

SakiyomiPlayersPanel *sakiyomi_side_panel_get_players_panel (SakiyomiSidePanel *self);
SakiyomiMoveList *sakiyomi_side_panel_get_move_list (SakiyomiSidePanel *self);
SakiyomiReviewPanel *sakiyomi_side_panel_get_review_panel (SakiyomiSidePanel *self);

/* ---- For the tests ---- */

GtkLabel *sakiyomi_side_panel_get_status_label (SakiyomiSidePanel *self);
GtkRevealer *sakiyomi_side_panel_get_game_over_revealer (SakiyomiSidePanel *self);
GtkLabel *sakiyomi_side_panel_get_result_label (SakiyomiSidePanel *self);
/* The switcher between the moves and the log. */
GtkWidget *sakiyomi_side_panel_get_moves_switcher (SakiyomiSidePanel *self);
/* The whole log. */
char *sakiyomi_side_panel_dup_log (SakiyomiSidePanel *self);

G_END_DECLS
