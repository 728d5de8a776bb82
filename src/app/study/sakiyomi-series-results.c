/* sakiyomi-series-results.c: a series' results, as a chart and a grid.
 *
 * Shown again after every game while the series runs, and once more with
 * every finished game when it ends or is cancelled.  The numbers are
 * averages per game (integer division, as the sources' programs print
 * them) and per move; "both players" is seed 000's average evaluations.
 * Each share of the games has its 95 % interval (the Wilson interval,
 * score-interval.h) as its tooltip; the chart draws the same intervals.
 */
#define G_LOG_DOMAIN "sakiyomi-series-results"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-series-results.h"
#include "sakiyomi-settings.h"
#include "score-interval.h"

struct _SakiyomiSeriesResults
{
  GtkWidget *box;
  GtkLabel *title;
  SakiyomiResultsChart *chart;
  GtkGrid *grid;
  GtkLabel *labels[SAKIYOMI_RESULTS_N_ROWS][SAKIYOMI_RESULTS_N_COLS];
};

static char *
format_count (guint64 n)
{
  /* Thousands separated as the locale does. */
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
}

static GtkLabel *
results_label (SakiyomiSeriesResults *self,
               int                    row,
               int                    col)
{
  GtkWidget *label = gtk_label_new ("");

  gtk_label_set_xalign (GTK_LABEL (label), col == 0 ? 0.0 : 1.0);
  gtk_label_set_selectable (GTK_LABEL (label), col > 0 && row > 0);
  if (row == 0)
    gtk_widget_add_css_class (label, "heading");
  if (col > 0)
    gtk_widget_add_css_class (label, "numeric");
  gtk_grid_attach (self->grid, label, col, row, 1, 1);
  self->labels[row][col] = GTK_LABEL (label);
  return GTK_LABEL (label);
}

static const char *
results_header (int col)
{
  switch (col)
    {
    case SAKIYOMI_RESULTS_COL_WINS:
      return _("Wins");
    case SAKIYOMI_RESULTS_COL_SHARE:
      return _("Share");
    case SAKIYOMI_RESULTS_COL_EVALS_PER_GAME:
      /* TRANSLATORS: average evaluation-function calls per game */
      return _("Evaluations per game");
    case SAKIYOMI_RESULTS_COL_EVALS_PER_MOVE:
      return _("Evaluations per move");
    case SAKIYOMI_RESULTS_COL_NODES_PER_GAME:
      /* TRANSLATORS: positions the search visited, per game */
      return _("Nodes per game");
    case SAKIYOMI_RESULTS_COL_PLAYOUTS_PER_GAME:
      return _("Playouts per game");
    default:
      return "";
    }
}

static void
build_results_grid (SakiyomiSeriesResults *self)
{
  for (int row = 0; row < SAKIYOMI_RESULTS_N_ROWS; row++)
    for (int col = 0; col < SAKIYOMI_RESULTS_N_COLS; col++)
      results_label (self, row, col);
  for (int col = 1; col < SAKIYOMI_RESULTS_N_COLS; col++)
    gtk_label_set_text (self->labels[0][col], results_header (col));
}

static char *
side_title (const SkySeries *series,
            SkySide          side)
{
  g_autofree char *description = sakiyomi_describe_strength (side == SKY_SIDE_FIRST
                                                              ? &series->first
                                                              : &series->second);

  /* TRANSLATORS: a row of the results: "First player: Minimax, depth 3" */
  return g_strdup_printf (side == SKY_SIDE_FIRST ? _("First player: %s")
                                                 : _("Second player: %s"),
                          description);
}

static char *
share_text (int count,
            int n_games)
{
  /* TRANSLATORS: a share of the games, "63 %" */
  return g_strdup_printf (_("%.0f %%"), n_games > 0 ? 100.0 * count / n_games : 0.0);
}

/* "95 % interval 41–59 %": the share of count games out of n_games that
 * the series is 95 % sure of; NULL with no games. */
static char *
interval_text (int count,
               int n_games)
{
  SkyScoreInterval interval;

  if (n_games <= 0)
    return NULL;
  sky_score_interval (count, 0, n_games - count, &interval);
  /* TRANSLATORS: the 95 % confidence interval of a share of the games,
   * "95 % interval 41–59 %" */
  return g_strdup_printf (_("95 %% interval %.0f–%.0f %%"),
                          100 * interval.low, 100 * interval.high);
}

static void
set_result (SakiyomiSeriesResults *self,
            int                    row,
            int                    col,
            char                  *text)
{
  gtk_label_set_text (self->labels[row][col], text != NULL ? text : "");
  g_free (text);
}

/* The share column of row: count out of n_games, its interval as the
 * tooltip. */
static void
set_share (SakiyomiSeriesResults *self,
           int                    row,
           int                    count,
           int                    n_games)
{
  g_autofree char *interval = interval_text (count, n_games);

  set_result (self, row, SAKIYOMI_RESULTS_COL_SHARE, share_text (count, n_games));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->labels[row][SAKIYOMI_RESULTS_COL_SHARE]),
                               interval);
}

static char *
per_game (guint64 total,
          int     n_games)
{
  return n_games > 0 ? format_count (total / (guint64) n_games) : g_strdup ("—");
}

void
sakiyomi_series_results_show (SakiyomiSeriesResults    *self,
                              const SkySeries          *series,
                              const SkyExperimentSetup *setup)
{
  int n = series->n_games;
  g_autofree char *first = sakiyomi_describe_strength (&series->first);
  g_autofree char *second = sakiyomi_describe_strength (&series->second);
  g_autofree char *title = NULL;
  static const struct { int row; int wins; SakiyomiChartColour colour; } bars[] = {
    { SAKIYOMI_RESULTS_ROW_FIRST, SKY_SERIES_FIRST_WINS, SAKIYOMI_CHART_FIRST },
    { SAKIYOMI_RESULTS_ROW_DRAWS, SKY_SERIES_DRAWS, SAKIYOMI_CHART_NEUTRAL },
    { SAKIYOMI_RESULTS_ROW_SECOND, SKY_SERIES_SECOND_WINS, SAKIYOMI_CHART_SECOND },
  };

  /* TRANSLATORS: the results' title: game, first opponent, second
   * opponent, games played, seed */
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "%s: %s against %s, %d game, seed %u",
                                        "%s: %s against %s, %d games, seed %u",
                                        n),
                           sakiyomi_game_name (setup->game->kind, setup->misere),
                           first, second, n, setup->seed);
  gtk_label_set_text (self->title, title);

  sakiyomi_results_chart_clear (self->chart, n);
  for (guint i = 0; i < G_N_ELEMENTS (bars); i++)
    {
      int count = series->wins[bars[i].wins];
      g_autofree char *share = share_text (count, n);
      g_autofree char *text = g_strdup_printf ("%d (%s)", count, share);
      const char *label = bars[i].wins == SKY_SERIES_FIRST_WINS
                          ? _("First player wins")
                          : bars[i].wins == SKY_SERIES_SECOND_WINS
                          ? _("Second player wins") : _("Draws");

      sakiyomi_results_chart_add_bar (self->chart, label, count, text,
                                      bars[i].colour);
    }

  for (int side = 0; side < 2; side++)
    {
      int row = side == SKY_SIDE_FIRST ? SAKIYOMI_RESULTS_ROW_FIRST
                                       : SAKIYOMI_RESULTS_ROW_SECOND;
      int wins = series->wins[side == SKY_SIDE_FIRST ? SKY_SERIES_FIRST_WINS
                                                     : SKY_SERIES_SECOND_WINS];

      set_result (self, row, 0, side_title (series, side));
      set_result (self, row, SAKIYOMI_RESULTS_COL_WINS, g_strdup_printf ("%d", wins));
      set_share (self, row, wins, n);
      set_result (self, row, SAKIYOMI_RESULTS_COL_EVALS_PER_GAME,
                  per_game (series->evaluations[side], n));
      set_result (self, row, SAKIYOMI_RESULTS_COL_EVALS_PER_MOVE,
                  series->moves[side] > 0
                  ? g_strdup_printf ("%.1f", sky_series_evaluations_per_move (series, side))
                  : g_strdup ("—"));
      set_result (self, row, SAKIYOMI_RESULTS_COL_NODES_PER_GAME,
                  per_game (series->nodes[side], n));
      set_result (self, row, SAKIYOMI_RESULTS_COL_PLAYOUTS_PER_GAME,
                  per_game (series->playouts[side], n));
    }

  set_result (self, SAKIYOMI_RESULTS_ROW_DRAWS, 0, g_strdup (_("Draws")));
  set_result (self, SAKIYOMI_RESULTS_ROW_DRAWS, SAKIYOMI_RESULTS_COL_WINS,
              g_strdup_printf ("%d", series->wins[SKY_SERIES_DRAWS]));
  set_share (self, SAKIYOMI_RESULTS_ROW_DRAWS, series->wins[SKY_SERIES_DRAWS], n);

  /* Both players together: seed 000's "平均評価回数". */
  set_result (self, SAKIYOMI_RESULTS_ROW_BOTH, 0, g_strdup (_("Both players")));
  set_result (self, SAKIYOMI_RESULTS_ROW_BOTH, SAKIYOMI_RESULTS_COL_EVALS_PER_GAME,
              n > 0 ? format_count (sky_series_evaluations_per_game (series))
                    : g_strdup ("—"));
  set_result (self, SAKIYOMI_RESULTS_ROW_BOTH, SAKIYOMI_RESULTS_COL_EVALS_PER_MOVE,
              series->moves[0] + series->moves[1] > 0
              ? g_strdup_printf ("%.1f", (double) (series->evaluations[0] + series->evaluations[1])
                                         / (double) (series->moves[0] + series->moves[1]))
              : g_strdup ("—"));
  set_result (self, SAKIYOMI_RESULTS_ROW_BOTH, SAKIYOMI_RESULTS_COL_NODES_PER_GAME,
              per_game (series->nodes[0] + series->nodes[1], n));
  set_result (self, SAKIYOMI_RESULTS_ROW_BOTH, SAKIYOMI_RESULTS_COL_PLAYOUTS_PER_GAME,
              per_game (series->playouts[0] + series->playouts[1], n));

  gtk_widget_set_visible (self->box, TRUE);
}

SakiyomiSeriesResults *
sakiyomi_series_results_new (GtkWidget            *box,
                             GtkLabel             *title,
                             SakiyomiResultsChart *chart,
                             GtkGrid              *grid)
{
  SakiyomiSeriesResults *self = g_new0 (SakiyomiSeriesResults, 1);

  self->box = box;
  self->title = title;
  self->chart = chart;
  self->grid = grid;
  build_results_grid (self);
  return self;
}

void
sakiyomi_series_results_free (SakiyomiSeriesResults *self)
{
  g_free (self);
}

const char *
sakiyomi_series_results_get_text (SakiyomiSeriesResults *self,
                                  int                    row,
                                  int                    column)
{
  g_return_val_if_fail (row >= 0 && row < SAKIYOMI_RESULTS_N_ROWS, NULL);
  g_return_val_if_fail (column >= 0 && column < SAKIYOMI_RESULTS_N_COLS, NULL);

  return gtk_label_get_text (self->labels[row][column]);
}

/* ---- Tab-separated text ------------------------------------------------- */

static void
tsv_row (GString    *out,
         const char *first,
         ...)
{
  va_list args;
  const char *field;

  g_string_append (out, first);
  va_start (args, first);
  while ((field = va_arg (args, const char *)) != NULL)
    {
      g_string_append_c (out, '\t');
      g_string_append (out, field);
    }
  va_end (args);
  g_string_append_c (out, '\n');
}

char *
sakiyomi_series_results_tsv (const SkySeries          *s,
                             const SkyExperimentSetup *setup)
{
  GString *out = g_string_new (NULL);
  int n = s->n_games;
  g_autofree char *first = sakiyomi_describe_strength (&s->first);
  g_autofree char *second = sakiyomi_describe_strength (&s->second);
  g_autofree char *games = g_strdup_printf ("%d", n);
  g_autofree char *seed = g_strdup_printf ("%u", setup->seed);

  tsv_row (out, _("Game"), sakiyomi_game_name (setup->game->kind, setup->misere),
           NULL);
  tsv_row (out, _("Games"), games, NULL);
  tsv_row (out, _("Seed"), seed, NULL);
  tsv_row (out, _("Side"), _("Opponent"), _("Wins"),
           results_header (SAKIYOMI_RESULTS_COL_EVALS_PER_GAME),
           results_header (SAKIYOMI_RESULTS_COL_EVALS_PER_MOVE),
           results_header (SAKIYOMI_RESULTS_COL_NODES_PER_GAME),
           results_header (SAKIYOMI_RESULTS_COL_PLAYOUTS_PER_GAME), NULL);
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *wins = g_strdup_printf ("%d", s->wins[side]);
      g_autofree char *evals = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                n > 0 ? s->evaluations[side] / (guint64) n : 0);
      g_autofree char *per_move = g_strdup_printf ("%.1f",
                                                   sky_series_evaluations_per_move (s, side));
      g_autofree char *nodes = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                n > 0 ? s->nodes[side] / (guint64) n : 0);
      g_autofree char *playouts = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                   n > 0 ? s->playouts[side] / (guint64) n : 0);

      tsv_row (out, side == SKY_SIDE_FIRST ? _("First player") : _("Second player"),
               side == SKY_SIDE_FIRST ? first : second, wins, evals, per_move,
               nodes, playouts, NULL);
    }
  {
    g_autofree char *draws = g_strdup_printf ("%d", s->wins[SKY_SERIES_DRAWS]);
    g_autofree char *both = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                             sky_series_evaluations_per_game (s));

    tsv_row (out, _("Draws"), "", draws, NULL);
    tsv_row (out, _("Both players"), "", "", both, NULL);
  }
  return g_string_free (out, FALSE);
}
