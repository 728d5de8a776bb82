/* sakiyomi-experiments-window-private.h: what the GUI tests set and read
 * inside the Experiments window. */
#pragma once

#include "experiment.h"
#include "sakiyomi-experiments-window.h"
#include "sakiyomi-results-chart.h"
/* The rows and columns of the series' results grid. */
#include "sakiyomi-series-results.h"

G_BEGIN_DECLS

/* Sets the series page's controls. */
void sakiyomi_experiments_window_set_series (SakiyomiExperimentsWindow *self,
                                             SkyGameKind                game,
                                             gboolean                   misere,
                                             const SkyStrength         *first,
                                             const SkyStrength         *second,
                                             int                        n_games,
                                             guint32                    seed);
/* What the series page's controls describe now. */
void sakiyomi_experiments_window_get_series (SakiyomiExperimentsWindow *self,
                                             SkyExperimentSetup        *setup,
                                             SkyStrength               *first,
                                             SkyStrength               *second);
void sakiyomi_experiments_window_set_table_alpha_beta (SakiyomiExperimentsWindow *self,
                                                       gboolean                   alpha_beta);
/* "series" or "table". */
void sakiyomi_experiments_window_show_page (SakiyomiExperimentsWindow *self,
                                            const char                *name);

gboolean sakiyomi_experiments_window_is_running (SakiyomiExperimentsWindow *self);
/* The last series shown (finished or cancelled), NULL before any. */
const SkySeries *sakiyomi_experiments_window_get_series_result (SakiyomiExperimentsWindow *self);
const char *sakiyomi_experiments_window_get_result_text (SakiyomiExperimentsWindow *self,
                                                         int                        row,
                                                         int                        column);
const char *sakiyomi_experiments_window_get_status (SakiyomiExperimentsWindow *self);
SakiyomiResultsChart *sakiyomi_experiments_window_get_chart (SakiyomiExperimentsWindow *self);

/* A cell of the seed table (levels first, second in 2..5), computed or as
 * the article prints it: its two lines of text and whether it is marked as
 * a place where the article's printing differs from the program. */
void sakiyomi_experiments_window_get_table_cell (SakiyomiExperimentsWindow *self,
                                                 gboolean                   article,
                                                 int                        first,
                                                 int                        second,
                                                 const char               **wins_text,
                                                 const char               **evaluations_text,
                                                 gboolean                  *marked);
const char *sakiyomi_experiments_window_get_slips_text (SakiyomiExperimentsWindow *self);

/* The visible page's results as tab-separated text (NULL if none). */
char *sakiyomi_experiments_window_get_tsv (SakiyomiExperimentsWindow *self);

G_END_DECLS
