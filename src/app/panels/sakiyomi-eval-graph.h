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
/* The axis label: whose view and which unit, "Black's lead (discs)";
 * NULL without a review. */
char *sakiyomi_eval_graph_dup_axis_label (SakiyomiEvalGraph *self);
/* The graph drawn into cr at width x height (what snapshot does). */
void sakiyomi_eval_graph_draw (SakiyomiEvalGraph *self,
                               cairo_t           *cr,
                               int                width,
                               int                height);

/* A value for the first player in words, named by the side ahead with a
 * positive amount: "Black +12" ("Black +12 discs" with_unit), "White +3",
 * "Even"; "X wins", "Draw".  NULL without a review. */
char *sakiyomi_eval_graph_dup_value_text (SakiyomiEvalGraph *self,
                                          double             value,
                                          gboolean           with_unit);
/* The tooltip at point k: "Move 23: White +6 discs · Mistake ?"; NULL
 * if not known. */
char *sakiyomi_eval_graph_dup_tooltip (SakiyomiEvalGraph *self,
                                       guint              k);
/* The colour a class of mistake is marked in (the style sheet's). */
void sakiyomi_eval_graph_get_judgement_colour (SakiyomiEvalGraph *self,
                                               SkyJudgement       judgement,
                                               GdkRGBA           *colour);

/* Where a graph of a size puts things (for the tests). */
typedef struct
{
  graphene_rect_t plot;         /* the line and its marks stay inside */
  double zero_y;                /* the zero line */
  double tick;                  /* the value ticked above and below zero:
                                 * the scale's top and bottom */
  double tick_y;                /* where tick is */
  guint move_step;              /* move numbers every move_step moves */
  gboolean caption;             /* the caption above (tall enough) */
  gboolean numbers;             /* the move numbers under */
} SakiyomiEvalGraphLayout;

void sakiyomi_eval_graph_get_layout (SakiyomiEvalGraph       *self,
                                     int                      width,
                                     int                      height,
                                     SakiyomiEvalGraphLayout *layout);
/* Where point k (the value after k moves) is drawn; FALSE if not known
 * yet. */
gboolean sakiyomi_eval_graph_get_point (SakiyomiEvalGraph *self,
                                        int                width,
                                        int                height,
                                        guint              k,
                                        double            *x,
                                        double            *y);

G_END_DECLS
