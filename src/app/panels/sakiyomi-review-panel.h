/* sakiyomi-review-panel.h: the review of the whole game in the side
 * panel: its progress, the evaluation graph, the best move of the position
 * shown and each side's mistakes. */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-eval-graph.h"
#include "sakiyomi-line-player.h"
#include "sakiyomi-game-session.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_REVIEW_PANEL (sakiyomi_review_panel_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiReviewPanel, sakiyomi_review_panel,
                      SAKIYOMI, REVIEW_PANEL, GtkBox)

/* Shows session's review from now on; hidden while there is none.  A
 * click on the graph looks back at that ply. */
void sakiyomi_review_panel_set_session (SakiyomiReviewPanel *self,
                                        SakiyomiGameSession *session);
/* The line played out on the board, and playing out the line after the
 * move selected (played) or after the better move. */
SakiyomiLinePlayer *sakiyomi_review_panel_get_line_player (SakiyomiReviewPanel *self);
void sakiyomi_review_panel_play_out (SakiyomiReviewPanel *self,
                                     gboolean             played);
/* What the panel says of the move selected. */
const char *sakiyomi_review_panel_get_comment (SakiyomiReviewPanel *self);
SakiyomiEvalGraph *sakiyomi_review_panel_get_graph (SakiyomiReviewPanel *self);
/* Compact: a lower graph, its progress without its text, for a short panel (under the board on a
 * phone-sized window). */
void sakiyomi_review_panel_set_compact (SakiyomiReviewPanel *self,
                                        gboolean             compact);

G_END_DECLS
