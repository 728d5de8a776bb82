/* sakiyomi-search-summary.h: how many positions a search looked at, per
 * depth, as a grid and as text; for minimax both methods side by side and
 * the share alpha-beta searched. */
#pragma once

#include <gtk/gtk.h>

#include "search-tree.h"

G_BEGIN_DECLS

/* Empties grid and fills it with tree's positions per depth (and, for
 * minimax with other, the other method's); returns the same as
 * tab-separated text. */
char *sakiyomi_search_summary_show (GtkGrid       *grid,
                                    SkySearchTree *tree,
                                    SkySearchTree *other);

G_END_DECLS
