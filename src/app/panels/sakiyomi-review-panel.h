/* sakiyomi-review-panel.h: the review of the whole game in the side
 * panel: its progress, the evaluation graph, the best move of the position
 * shown and each side's mistakes. */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-eval-graph.h"
#include "sakiyomi-game-session.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_REVIEW_PANEL (sakiyomi_review_panel_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiReviewPanel, sakiyomi_review_panel,
                      SAKIYOMI, REVIEW_PANEL, GtkBox)

/* Shows session's review from now on; hidden while there is none.  A
 * click on the graph looks back at that ply. */
void sakiyomi_review_panel_set_session (SakiyomiReviewPanel *self,
                                        SakiyomiGameSession *session);
/* What the panel says of the move selected. */
const char *sakiyomi_review_panel_get_comment (SakiyomiReviewPanel *self);
SakiyomiEvalGraph *sakiyomi_review_panel_get_graph (SakiyomiReviewPanel *self);
/* Compact: a lower graph, its progress without its text, for a short panel (under the board on a
 * phone-sized window). */
void sakiyomi_review_panel_set_compact (SakiyomiReviewPanel *self,
                                        gboolean             compact);

G_END_DECLS
