/* sakiyomi-search-summary.c: the positions a search looked at, per depth.
 *
 * Deep Monte Carlo trees show their first twelve levels.  For minimax the
 * Search Tree window records both plain minimax and alpha-beta on the same
 * position, so the rows compare them and the last says, depth by depth,
 * what share of plain minimax's positions alpha-beta searched.
 */
#define G_LOG_DOMAIN "sakiyomi-search-summary"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-search-summary.h"
#include "sakiyomi-search-text.h"

static void
summary_cell (GtkGrid    *grid,
              int         column,
              int         row,
              const char *text,
              gboolean    heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0.0 : 1.0);
  if (heading)
    gtk_widget_add_css_class (label, "dim-label");
  else if (column > 0)
    gtk_widget_add_css_class (label, "numeric");
  gtk_grid_attach (grid, label, column, row, 1, 1);
}

static void
clear_summary (GtkGrid *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))))
    gtk_grid_remove (grid, child);
}

/* One row of positions per depth and the totals, for a tree. */
static void
summary_row (GtkGrid       *grid,
             GString       *text,
             SkySearchTree *tree,
             int            row,
             int            max_depth,
             const char    *title)
{
  guint64 total = 0, leaves = 0;
  const SkySearchResult *result = sky_search_tree_get_result (tree);

  summary_cell (grid, 0, row, title, FALSE);
  g_string_append (text, title);
  for (int d = 1; d <= max_depth; d++)
    {
      guint64 n = sky_search_tree_get_nodes_at_depth (tree, d);
      g_autofree char *cell = sakiyomi_search_text_count (n);

      total += n;
      leaves += sky_search_tree_get_leaves_at_depth (tree, d);
      summary_cell (grid, d, row, cell, FALSE);
      g_string_append_printf (text, "\t%s", cell);
    }
  {
    g_autofree char *cell = sakiyomi_search_text_count (total);
    g_autofree char *evaluations =
      sakiyomi_search_text_count (sakiyomi_search_text_is_monte_carlo (tree)
                                  ? result->playouts : leaves);

    summary_cell (grid, max_depth + 1, row, cell, FALSE);
    summary_cell (grid, max_depth + 2, row, evaluations, FALSE);
    g_string_append_printf (text, "\t%s\t%s\n", cell, evaluations);
  }
}

char *
sakiyomi_search_summary_show (GtkGrid       *grid,
                              SkySearchTree *tree,
                              SkySearchTree *other)
{
  GString *text = g_string_new (NULL);
  int max_depth = sky_search_tree_get_max_depth (tree);
  int row = 1;

  clear_summary (grid);
  /* Deep Monte Carlo trees: the first levels say enough. */
  max_depth = MIN (max_depth, 12);

  summary_cell (grid, 0, 0, _("Positions per depth"), TRUE);
  for (int d = 1; d <= max_depth; d++)
    {
      g_autofree char *title = g_strdup_printf ("%d", d);

      summary_cell (grid, d, 0, title, TRUE);
    }
  summary_cell (grid, max_depth + 1, 0, _("Total"), TRUE);
  summary_cell (grid, max_depth + 2, 0,
                sakiyomi_search_text_is_monte_carlo (tree) ? _("Playouts")
                                                           : _("Evaluations"),
                TRUE);

  if (sky_search_tree_get_kind (tree) == SKY_SEARCH_TREE_MINIMAX
      && other != NULL)
    {
      SkySearchTree *plain = tree, *pruned = other;
      guint64 plain_total = 0, pruned_total = 0;

      if (sky_search_tree_get_strength (plain)->alpha_beta)
        {
          plain = other;
          pruned = tree;
        }
      summary_row (grid, text, plain, row++, max_depth, _("Plain minimax"));
      summary_row (grid, text, pruned, row++, max_depth, _("Alpha-beta"));
      summary_cell (grid, 0, row, _("Alpha-beta searched"), TRUE);
      g_string_append (text, _("Alpha-beta searched"));
      for (int d = 1; d <= max_depth + 1; d++)
        {
          guint64 a = 0, b = 0;
          g_autofree char *cell = NULL;

          if (d <= max_depth)
            {
              a = sky_search_tree_get_nodes_at_depth (plain, d);
              b = sky_search_tree_get_nodes_at_depth (pruned, d);
              plain_total += a;
              pruned_total += b;
            }
          else
            {
              a = plain_total;
              b = pruned_total;
            }
          /* TRANSLATORS: the share of plain minimax's positions that
           * alpha-beta searched, "12.5 %" */
          cell = g_strdup_printf (_("%.1f %%"), a > 0 ? 100.0 * b / a : 100.0);
          summary_cell (grid, d, row, cell, TRUE);
          g_string_append_printf (text, "\t%s", cell);
        }
      g_string_append (text, "\n");
    }
  else
    summary_row (grid, text, tree, row,
                 max_depth,
                 sky_search_tree_get_kind (tree) == SKY_SEARCH_TREE_UCT
                 ? _("UCT tree")
                 : sky_search_tree_get_kind (tree) == SKY_SEARCH_TREE_FLAT
                   ? _("Flat Monte Carlo")
                   : sky_search_tree_get_strength (tree)->alpha_beta
                     ? _("Alpha-beta") : _("Plain minimax"));

  return g_string_free (text, FALSE);
}
