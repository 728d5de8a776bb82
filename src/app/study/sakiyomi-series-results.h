/* sakiyomi-series-results.h: a series' results as the Experiments window
 * shows them: a title, a bar chart of wins and draws, and a grid of wins,
 * shares, evaluations, nodes and playouts per game and per move. */
#pragma once

#include <gtk/gtk.h>

#include "experiment.h"
#include "sakiyomi-results-chart.h"

G_BEGIN_DECLS

/* Rows and columns of the results grid (row 0 and column 0 are
 * headers). */
enum {
  SAKIYOMI_RESULTS_ROW_FIRST = 1,
  SAKIYOMI_RESULTS_ROW_SECOND,
  SAKIYOMI_RESULTS_ROW_DRAWS,
  SAKIYOMI_RESULTS_ROW_BOTH,
  SAKIYOMI_RESULTS_N_ROWS
};
enum {
  SAKIYOMI_RESULTS_COL_WINS = 1,
  SAKIYOMI_RESULTS_COL_SHARE,
  SAKIYOMI_RESULTS_COL_EVALS_PER_GAME,
  SAKIYOMI_RESULTS_COL_EVALS_PER_MOVE,
  SAKIYOMI_RESULTS_COL_NODES_PER_GAME,
  SAKIYOMI_RESULTS_COL_PLAYOUTS_PER_GAME,
  SAKIYOMI_RESULTS_N_COLS
};

typedef struct _SakiyomiSeriesResults SakiyomiSeriesResults;

/* Fills grid with the headers and empty cells.  The widgets are the
 * window's: box holds them all and is shown by the first results. */
SakiyomiSeriesResults *sakiyomi_series_results_new (GtkWidget            *box,
                                                    GtkLabel             *title,
                                                    SakiyomiResultsChart *chart,
                                                    GtkGrid              *grid);
void sakiyomi_series_results_free (SakiyomiSeriesResults *self);

void sakiyomi_series_results_show (SakiyomiSeriesResults    *self,
                                   const SkySeries          *series,
                                   const SkyExperimentSetup *setup);
const char *sakiyomi_series_results_get_text (SakiyomiSeriesResults *self,
                                              int                    row,
                                              int                    column);

/* A series' results as tab-separated text. */
char *sakiyomi_series_results_tsv (const SkySeries          *series,
                                   const SkyExperimentSetup *setup);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SakiyomiSeriesResults, sakiyomi_series_results_free)

G_END_DECLS
