/* sakiyomi-series-form.h: the controls that describe a series of
 * computer-vs-computer games: the game, the two opponents with their
 * strengths, the number of games and the seed. */
#pragma once

#include <gtk/gtk.h>

#include "experiment.h"

G_BEGIN_DECLS

typedef struct _SakiyomiSeriesForm SakiyomiSeriesForm;

/* Builds the controls into grid (which owns them), set to a first series
 * worth running: the game in play, minimax against random, 100 games from
 * seed 0. */
SakiyomiSeriesForm *sakiyomi_series_form_new (GtkGrid *grid);
void sakiyomi_series_form_free (SakiyomiSeriesForm *self);

void sakiyomi_series_form_set (SakiyomiSeriesForm *self,
                               SkyGameKind         game,
                               gboolean            misere,
                               const SkyStrength  *first,
                               const SkyStrength  *second,
                               int                 n_games,
                               guint32             seed);
/* The series the controls describe now. */
void sakiyomi_series_form_get (SakiyomiSeriesForm *self,
                               SkyExperimentSetup *setup,
                               SkyStrength        *first,
                               SkyStrength        *second);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SakiyomiSeriesForm, sakiyomi_series_form_free)

G_END_DECLS
