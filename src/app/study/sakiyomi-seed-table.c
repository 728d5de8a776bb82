/* sakiyomi-seed-table.c: seed 000's table beside the article's printing.
 *
 * The program's output, reproduced game for game, is the truth; where the
 * printed table differs, both cells are marked (the numbers that differ in
 * bold) and each difference is listed in words.
 */
#define G_LOG_DOMAIN "sakiyomi-seed-table"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-seed-table.h"

typedef struct
{
  GtkWidget *box;
  GtkLabel *wins;
  GtkLabel *evaluations;
  GtkLabel *alpha_beta;
  gboolean marked;
} TableCell;

struct _SakiyomiSeedTable
{
  TableCell computed[SKY_SEED0_N_SERIES];
  TableCell article[SKY_SEED0_N_SERIES];
  GtkLabel *slips_label;
};

static void
build_table (GtkGrid   *grid,
             TableCell *cells)
{
  GtkWidget *corner = gtk_label_new (_("First →\nSecond ↓"));

  gtk_grid_set_row_spacing (grid, 4);
  gtk_grid_set_column_spacing (grid, 4);
  gtk_widget_add_css_class (corner, "dim-label");
  gtk_widget_add_css_class (corner, "caption");
  gtk_grid_attach (grid, corner, 0, 0, 1, 1);
  for (int level = SKY_SEED0_LOW; level <= SKY_SEED0_HIGH; level++)
    {
      g_autofree char *text = g_strdup_printf ("%d", level);
      GtkWidget *column = gtk_label_new (text);
      GtkWidget *row = gtk_label_new (text);

      gtk_widget_add_css_class (column, "heading");
      gtk_widget_add_css_class (row, "heading");
      gtk_widget_set_margin_end (row, 6);
      gtk_grid_attach (grid, column, level - SKY_SEED0_LOW + 1, 0, 1, 1);
      gtk_grid_attach (grid, row, 0, level - SKY_SEED0_LOW + 1, 1, 1);
    }

  /* The article's layout: the first player's level across, the second's
   * down. */
  for (int i = 0; i < SKY_SEED0_N_SERIES; i++)
    {
      int x = i / SKY_SEED0_LEVELS, y = i % SKY_SEED0_LEVELS;
      TableCell *cell = &cells[i];

      cell->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      gtk_widget_add_css_class (cell->box, "seed-cell");
      gtk_widget_set_hexpand (cell->box, TRUE);
      cell->wins = GTK_LABEL (gtk_label_new ("—"));
      cell->evaluations = GTK_LABEL (gtk_label_new (""));
      cell->alpha_beta = GTK_LABEL (gtk_label_new (""));
      gtk_label_set_justify (cell->alpha_beta, GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (GTK_WIDGET (cell->wins), "numeric");
      gtk_widget_add_css_class (GTK_WIDGET (cell->evaluations), "numeric");
      gtk_widget_add_css_class (GTK_WIDGET (cell->alpha_beta), "numeric");
      gtk_widget_add_css_class (GTK_WIDGET (cell->alpha_beta), "caption");
      gtk_widget_add_css_class (GTK_WIDGET (cell->alpha_beta), "dim-label");
      gtk_widget_set_visible (GTK_WIDGET (cell->alpha_beta), FALSE);
      gtk_box_append (GTK_BOX (cell->box), GTK_WIDGET (cell->wins));
      gtk_box_append (GTK_BOX (cell->box), GTK_WIDGET (cell->evaluations));
      gtk_box_append (GTK_BOX (cell->box), GTK_WIDGET (cell->alpha_beta));
      gtk_grid_attach (grid, cell->box, x + 1, y + 1, 1, 1);
    }
}

/* Sets a cell's two lines; the numbers that differ from the other table
 * (where known) in bold. */
static void
set_cell (TableCell   *cell,
          const int    wins[3],
          guint64      evaluations,
          const int    other_wins[3],
          guint64      other_evaluations,
          gboolean     compare)
{
  GString *markup = g_string_new (NULL);
  g_autofree char *evals = NULL;
  gboolean marked = FALSE;

  for (int k = 0; k < 3; k++)
    {
      gboolean differs = compare && wins[k] != other_wins[k];

      marked |= differs;
      g_string_append_printf (markup, "%s%s%d%s", k > 0 ? ", " : "",
                              differs ? "<b><u>" : "", wins[k],
                              differs ? "</u></b>" : "");
    }
  gtk_label_set_markup (cell->wins, markup->str);
  g_string_free (markup, TRUE);

  if (compare && evaluations != other_evaluations)
    {
      marked = TRUE;
      evals = g_strdup_printf ("<b><u>%" G_GUINT64_FORMAT "</u></b>", evaluations);
    }
  else
    evals = g_strdup_printf ("%" G_GUINT64_FORMAT, evaluations);
  gtk_label_set_markup (cell->evaluations, evals);

  cell->marked = marked;
  if (marked)
    gtk_widget_add_css_class (cell->box, "slip");
  else
    gtk_widget_remove_css_class (cell->box, "slip");
}

void
sakiyomi_seed_table_clear (SakiyomiSeedTable *self)
{
  for (int i = 0; i < SKY_SEED0_N_SERIES; i++)
    {
      const SkySeed0Cell *printed = &sky_seed0_article_table[i];

      gtk_label_set_text (self->computed[i].wins, "—");
      gtk_label_set_text (self->computed[i].evaluations, "");
      gtk_widget_set_visible (GTK_WIDGET (self->computed[i].alpha_beta), FALSE);
      self->computed[i].marked = FALSE;
      gtk_widget_remove_css_class (self->computed[i].box, "slip");
      set_cell (&self->article[i], printed->wins, printed->evaluations,
                NULL, 0, FALSE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->slips_label), FALSE);
}

/* One difference between the printing and the program, in words. */
static void
append_slip (GString    *text,
             int         first,
             int         second,
             const char *what,
             guint64     printed,
             guint64     computed)
{
  /* TRANSLATORS: one place where the article's table differs, e.g.
   * "(2, 2) second-player wins: printed 33, computed 35"; (first player's
   * level, second player's level) */
  g_autofree char *printed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, printed);
  g_autofree char *computed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, computed);

  g_string_append_c (text, '\n');
  g_string_append_printf (text, _("• (%d, %d) %s: printed %s, computed %s"),
                          first, second, what, printed_text, computed_text);
}

/* Fills the computed cells up to n_done and explains the marks. */
void
sakiyomi_seed_table_show (SakiyomiSeedTable *self,
                          const SkySeries   *table,
                          int                n_done,
                          gboolean           alpha_beta)
{
  GString *slips = g_string_new (NULL);
  int n_slips = 0;

  for (int i = 0; i < n_done; i++)
    {
      const SkySeries *series = &table[i];
      const SkySeed0Cell *printed = &sky_seed0_article_table[i];
      guint64 evaluations = sky_series_evaluations_per_game (series);
      const char *what[3] = {
        _("first-player wins"), _("second-player wins"), _("draws"),
      };

      set_cell (&self->computed[i], series->wins, evaluations,
                printed->wins, printed->evaluations, TRUE);
      set_cell (&self->article[i], printed->wins, printed->evaluations,
                series->wins, evaluations, TRUE);
      for (int k = 0; k < 3; k++)
        if (series->wins[k] != printed->wins[k])
          {
            append_slip (slips, printed->first, printed->second, what[k],
                         printed->wins[k], series->wins[k]);
            n_slips++;
          }
      if (evaluations != printed->evaluations)
        {
          append_slip (slips, printed->first, printed->second,
                       _("average evaluations"), printed->evaluations,
                       evaluations);
          n_slips++;
        }

      if (alpha_beta)
        {
          guint64 ab = sky_series_ab_evaluations_per_game (series);
          /* TRANSLATORS: alpha-beta's evaluations per game in a cell of
           * the seed table and their share of plain minimax's */
          g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, ab);
          g_autofree char *text = g_strdup_printf (_("α-β %s\n(%.0f%%)"),
                                                   count, evaluations > 0
                                                   ? 100.0 * ab / evaluations : 0.0);

          gtk_label_set_text (self->computed[i].alpha_beta, text);
          gtk_widget_set_visible (GTK_WIDGET (self->computed[i].alpha_beta), TRUE);
        }
    }

  if (n_done == 0)
    gtk_widget_set_visible (GTK_WIDGET (self->slips_label), FALSE);
  else
    {
      g_autofree char *text = NULL;

      if (n_slips == 0)
        text = g_strdup (_("So far every computed cell agrees with the article’s printing."));
      else
        /* TRANSLATORS: followed by the list of differences, one per line */
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "The article’s printed table differs in %d place (marked) from what its own program prints; the program’s output, reproduced here game for game, is the truth, and the printed table has a transcription slip:%s",
                                             "The article’s printed table differs in %d places (marked) from what its own program prints; the program’s output, reproduced here game for game, is the truth, and the printed table has transcription slips:%s",
                                             n_slips),
                                n_slips, slips->str);
      gtk_label_set_text (self->slips_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->slips_label), TRUE);
    }
  g_string_free (slips, TRUE);
}

SakiyomiSeedTable *
sakiyomi_seed_table_new (GtkGrid  *computed_grid,
                         GtkGrid  *article_grid,
                         GtkLabel *legend,
                         GtkLabel *slips_label)
{
  SakiyomiSeedTable *self = g_new0 (SakiyomiSeedTable, 1);

  self->slips_label = slips_label;
  build_table (computed_grid, self->computed);
  build_table (article_grid, self->article);
  sakiyomi_seed_table_clear (self);
  gtk_label_set_text (legend,
                      _("Each cell: first-player wins, second-player wins, draws; below, the average number of evaluations per game (both players, whole games, integer division as the article’s program prints it). Columns are the first player’s level, rows the second player’s, as in the article. With alpha-beta, the last lines give its evaluations per game in the same games, move for move, and their share of plain minimax’s."));
  return self;
}

void
sakiyomi_seed_table_free (SakiyomiSeedTable *self)
{
  g_free (self);
}

void
sakiyomi_seed_table_get_cell (SakiyomiSeedTable *self,
                              gboolean           article,
                              int                first,
                              int                second,
                              const char       **wins_text,
                              const char       **evaluations_text,
                              gboolean          *marked)
{
  int i = (first - SKY_SEED0_LOW) * SKY_SEED0_LEVELS + (second - SKY_SEED0_LOW);
  TableCell *cell;

  g_return_if_fail (i >= 0 && i < SKY_SEED0_N_SERIES);

  cell = article ? &self->article[i] : &self->computed[i];
  *wins_text = gtk_label_get_text (cell->wins);
  *evaluations_text = gtk_label_get_text (cell->evaluations);
  *marked = cell->marked && gtk_widget_has_css_class (cell->box, "slip");
}

/* ---- Tab-separated text ------------------------------------------------- */

char *
sakiyomi_seed_table_tsv (const SkySeries *table,
                         int              n_done,
                         gboolean         alpha_beta)
{
  GString *out = g_string_new (NULL);
  const char *header[] = {
    _("First player’s level"), _("Second player’s level"),
    _("First-player wins"), _("Second-player wins"), _("Draws"),
    _("Average evaluations"),
    alpha_beta ? _("Alpha-beta average evaluations") : "",
    _("Article: first-player wins"), _("Article: second-player wins"),
    _("Article: draws"), _("Article: average evaluations"), NULL,
  };
  g_autofree char *header_line = g_strjoinv ("\t", (char **) header);

  g_string_append_printf (out, "%s\n", header_line);
  for (int i = 0; i < n_done; i++)
    {
      const SkySeries *s = &table[i];
      const SkySeed0Cell *p = &sky_seed0_article_table[i];
      g_autofree char *cells = g_strdup_printf ("%d\t%d\t%d\t%d\t%d\t%" G_GUINT64_FORMAT "\t",
                                                p->first, p->second, s->wins[0], s->wins[1],
                                                s->wins[2], sky_series_evaluations_per_game (s));
      g_autofree char *ab = alpha_beta
                            ? g_strdup_printf ("%" G_GUINT64_FORMAT,
                                               sky_series_ab_evaluations_per_game (s))
                            : g_strdup ("");

      g_string_append_printf (out, "%s%s\t%d\t%d\t%d\t%" G_GUINT64_FORMAT "\n",
                              cells, ab, p->wins[0], p->wins[1], p->wins[2],
                              p->evaluations);
    }
  return g_string_free (out, FALSE);
}
