/* sakiyomi-results-chart.h: a horizontal bar chart drawn with Cairo, for
 * the results of a series: one bar per outcome (first player's wins,
 * draws, second player's wins), each as long as its share of the games. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_RESULTS_CHART (sakiyomi_results_chart_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiResultsChart, sakiyomi_results_chart,
                      SAKIYOMI, RESULTS_CHART, GtkWidget)

/* A bar's colour: the side's colour as on the board, or neutral. */
typedef enum {
  SAKIYOMI_CHART_FIRST,
  SAKIYOMI_CHART_SECOND,
  SAKIYOMI_CHART_NEUTRAL
} SakiyomiChartColour;

GtkWidget *sakiyomi_results_chart_new (void);

/* Removes every bar; total is what a full-length bar stands for. */
void sakiyomi_results_chart_clear (SakiyomiResultsChart *self,
                                   double                total);
/* Adds a bar below the others: a label to its left, its value as text at
 * its end. */
void sakiyomi_results_chart_add_bar (SakiyomiResultsChart *self,
                                     const char           *label,
                                     double                value,
                                     const char           *value_text,
                                     SakiyomiChartColour   colour);
guint sakiyomi_results_chart_get_n_bars (SakiyomiResultsChart *self);
double sakiyomi_results_chart_get_value (SakiyomiResultsChart *self,
                                         guint                 index);

G_END_DECLS
