/* sakiyomi-seed-table.h: seed 000's 4×4 table of minimax levels against
 * each other, as computed beside the one printed in the article, with the
 * cells where the printing differs marked and the differences in words. */
#pragma once

#include <gtk/gtk.h>

#include "experiment.h"

G_BEGIN_DECLS

typedef struct _SakiyomiSeedTable SakiyomiSeedTable;

/* Fills the two grids (the window's) with the tables' cells, the computed
 * one empty, the article's as printed, and says in legend how to read
 * them; slips_label is where the differences are listed. */
SakiyomiSeedTable *sakiyomi_seed_table_new (GtkGrid  *computed_grid,
                                            GtkGrid  *article_grid,
                                            GtkLabel *legend,
                                            GtkLabel *slips_label);
void sakiyomi_seed_table_free (SakiyomiSeedTable *self);

/* Empties the computed table. */
void sakiyomi_seed_table_clear (SakiyomiSeedTable *self);
/* Shows the first n_done series of the table (SKY_SEED0_N_SERIES in the
 * article's order); alpha_beta: they also counted alpha-beta's
 * evaluations. */
void sakiyomi_seed_table_show (SakiyomiSeedTable *self,
                               const SkySeries   *table,
                               int                n_done,
                               gboolean           alpha_beta);
/* A cell (levels first, second in 2..5) as shown: its two lines and
 * whether it is marked as differing. */
void sakiyomi_seed_table_get_cell (SakiyomiSeedTable *self,
                                   gboolean           article,
                                   int                first,
                                   int                second,
                                   const char       **wins_text,
                                   const char       **evaluations_text,
                                   gboolean          *marked);

/* The first n_done series beside the article's as tab-separated text. */
char *sakiyomi_seed_table_tsv (const SkySeries *table,
                               int              n_done,
                               gboolean         alpha_beta);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SakiyomiSeedTable, sakiyomi_seed_table_free)

G_END_DECLS
