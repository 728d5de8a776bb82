/* sakiyomi-eval-graph.h: a game review's values against the ply, drawn
 * with Cairo: the first player's advantage above the axis, mistakes
 * marked by the shape and colour of their class; a click or the arrow
 * keys go to a ply. */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-game-review.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_EVAL_GRAPH (sakiyomi_eval_graph_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiEvalGraph, sakiyomi_eval_graph,
                      SAKIYOMI, EVAL_GRAPH, GtkWidget)

GtkWidget *sakiyomi_eval_graph_new (void);
/* The review drawn (followed as its plies come), or NULL. */
void sakiyomi_eval_graph_set_review (SakiyomiEvalGraph  *self,
                                     SakiyomiGameReview *review);
/* The position shown on the board: after ply moves. */
void sakiyomi_eval_graph_set_ply (SakiyomiEvalGraph *self,
                                  guint              ply);
guint sakiyomi_eval_graph_get_ply (SakiyomiEvalGraph *self);
/* The high-contrast style: marks in the text colour, stronger lines. */
void sakiyomi_eval_graph_set_high_contrast (SakiyomiEvalGraph *self,
                                            gboolean           high_contrast);
gboolean sakiyomi_eval_graph_get_high_contrast (SakiyomiEvalGraph *self);
/* The ply a click at x of a graph width wide goes to. */
guint sakiyomi_eval_graph_ply_at (SakiyomiEvalGraph *self,
                                  double             x,
                                  int                width);
/* What a click at x does (the gesture's handler): emits ::ply-activated
 * with the ply there. */
void sakiyomi_eval_graph_click (SakiyomiEvalGraph *self,
                                double             x);
/* The graph drawn into cr at width x height (what snapshot does). */
/* The axis label: whose view and which unit, "Black's lead (discs)";
 * NULL without a review. */
char *sakiyomi_eval_graph_dup_axis_label (SakiyomiEvalGraph *self);
void sakiyomi_eval_graph_draw (SakiyomiEvalGraph *self,
                               cairo_t           *cr,
                               int                width,
                               int                height);

G_END_DECLS
