/* sakiyomi-experiments-window.c: the Experiments window.
 *
 * Two pages.  "Series": a game, two opponents with their strengths, a
 * number of games and a seed; the series runs on a worker thread (a GTask)
 * and its tally is shown as it grows, as a bar chart and a table of
 * evaluations per game and per move.  "The Source's Table": seed 000's
 * experiment run exactly as `sakiyomi-cli selfplay --legacy` runs it (the
 * engine's experiment.c for both), its 4×4 table beside the one printed
 * in the article, with the cells where the printing differs marked.
 *
 * The worker thread touches nothing but its task data: the engine writes
 * its tally there, and after every game a copy of the current series goes
 * under a lock, which a timer on the main thread picks up to show progress.
 */
#define G_LOG_DOMAIN "sakiyomi-experiments-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-experiments-window-private.h"
#include "sakiyomi-settings.h"

#define POLL_INTERVAL_MS 80
#define MAX_DEPTH 12

/* ---- The run, shared with the worker thread ------------------------------ */

typedef struct
{
  gboolean levels;              /* seed 000's table, else one series */
  SkyExperimentSetup setup;
  SkySeries series[SKY_SEED0_N_SERIES];   /* levels: all; else [0] */
  int total_games;
  gint64 started;               /* monotonic time */

  GMutex lock;                  /* guards what follows */
  SkySeries live;               /* the current series after its last game */
  int games_done;
  int series_done;
} Run;

static void
run_free (gpointer data)
{
  Run *run = data;

  g_mutex_clear (&run->lock);
  g_free (run);
}

static void
on_thread_game_done (const SkySeries *series, int index,
                     const SkySelfplayGame *game,
                     const SkySelfplayGame *ab_game, gpointer data)
{
  Run *run = data;

  g_mutex_lock (&run->lock);
  run->live = *series;
  run->games_done++;
  g_mutex_unlock (&run->lock);
}

static void
on_thread_series_done (const SkySeries *series, gpointer data)
{
  Run *run = data;

  g_mutex_lock (&run->lock);
  run->series_done++;
  g_mutex_unlock (&run->lock);
}

static const SkyExperimentCallbacks thread_callbacks = {
  NULL, on_thread_game_done, on_thread_series_done
};

static void
run_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Run *run = task_data;
  g_autoptr(SkyExperiment) experiment = NULL;
  GError *error = NULL;
  gboolean ok;

  experiment = sky_experiment_new (&run->setup, &error);
  if (experiment == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (run->levels)
    ok = sky_experiment_play_levels (experiment, SKY_SEED0_LOW,
                                     SKY_SEED0_HIGH, run->series, cancellable,
                                     &thread_callbacks, run, &error);
  else
    ok = sky_experiment_play_series (experiment, &run->series[0],
                                     cancellable, &thread_callbacks, run,
                                     &error);
  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* ---- The window -------------------------------------------------------- */

typedef struct
{
  GtkDropDown *kind;
  GtkStack *options;
  GtkSpinButton *depth;
  GtkCheckButton *alpha_beta;
  GtkCheckButton *tree;
  GtkSpinButton *playouts;
  GtkSpinButton *seconds;
} OpponentControls;

typedef struct
{
  GtkWidget *box;
  GtkLabel *wins;
  GtkLabel *evaluations;
  GtkLabel *alpha_beta;
  gboolean marked;
} TableCell;

struct _SakiyomiExperimentsWindow
{
  GtkWindow parent_instance;

  /* Template widgets */
  GtkStack *stack;
  GtkGrid *setup_grid;
  GtkWidget *run_button;
  GtkWidget *results_box;
  GtkLabel *results_title;
  SakiyomiResultsChart *chart;
  GtkGrid *results_grid;
  GtkCheckButton *alpha_beta_check;
  GtkGrid *computed_grid;
  GtkGrid *article_grid;
  GtkLabel *table_legend;
  GtkLabel *slips_label;
  GtkLabel *status_label;
  GtkProgressBar *progress_bar;

  /* Built in code */
  GtkDropDown *game_dropdown;
  GtkCheckButton *misere_check;
  OpponentControls opponents[2];
  GtkSpinButton *games_spin;
  GtkSpinButton *seed_spin;
  GtkLabel *results[SAKIYOMI_RESULTS_N_ROWS][SAKIYOMI_RESULTS_N_COLS];
  TableCell computed[SKY_SEED0_N_SERIES];
  TableCell article[SKY_SEED0_N_SERIES];

  /* The run in flight */
  GCancellable *cancellable;
  GTask *task;
  guint poll_id;

  /* What is shown */
  gboolean has_series;
  SkyExperimentSetup series_setup;
  SkySeries series;
  int table_done;               /* series of the table computed */
  gboolean table_alpha_beta;
  SkySeries table[SKY_SEED0_N_SERIES];
};

G_DEFINE_FINAL_TYPE (SakiyomiExperimentsWindow, sakiyomi_experiments_window,
                     GTK_TYPE_WINDOW)

static const SkyGameKind game_order[] = {
  SKY_GAME_NUMBERGRAB, SKY_GAME_TICTACTOE, SKY_GAME_REVERSI,
};

static gboolean
is_running (SakiyomiExperimentsWindow *self)
{
  return self->task != NULL;
}

static SkyGameKind
selected_game (SakiyomiExperimentsWindow *self)
{
  guint i = gtk_drop_down_get_selected (self->game_dropdown);

  return game_order[MIN (i, G_N_ELEMENTS (game_order) - 1)];
}

static char *
format_count (guint64 n)
{
  /* Thousands separated as the locale does. */
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
}

static void
update_actions (SakiyomiExperimentsWindow *self)
{
  gboolean running = is_running (self);
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  gboolean has_results = g_strcmp0 (page, "table") == 0
                         ? self->table_done > 0 : self->has_series;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "experiments.run",
                                 !running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "experiments.reproduce",
                                 !running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "experiments.cancel",
                                 running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "experiments.copy",
                                 has_results);
  gtk_widget_set_sensitive (GTK_WIDGET (self->setup_grid), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->alpha_beta_check), !running);
}

/* ---- Opponent controls --------------------------------------------------- */

static GtkWidget *
labelled (const char *mnemonic,
          GtkWidget  *control)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_mnemonic_widget (GTK_LABEL (label), control);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), control);
  return box;
}

static void
on_kind_changed (GtkDropDown      *dropdown,
                 GParamSpec       *pspec,
                 OpponentControls *controls)
{
  static const char *const pages[] = {
    [SKY_PLAYER_MINIMAX] = "minimax",
    [SKY_PLAYER_RANDOM] = "none",
    [SKY_PLAYER_PRIORITY] = "none",
    [SKY_PLAYER_MONTECARLO] = "montecarlo",
  };
  guint kind = gtk_drop_down_get_selected (dropdown);

  if (kind < SKY_N_PLAYER_KINDS)
    gtk_stack_set_visible_child_name (controls->options, pages[kind]);
}

static GtkWidget *
build_opponent (OpponentControls *controls,
                const char       *accessible_name)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *minimax = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *montecarlo = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  const char *kinds[SKY_N_PLAYER_KINDS + 1];

  for (int k = 0; k < SKY_N_PLAYER_KINDS; k++)
    kinds[k] = _(sky_player_kind_name (k));
  kinds[SKY_N_PLAYER_KINDS] = NULL;
  controls->kind = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (kinds));
  gtk_accessible_update_property (GTK_ACCESSIBLE (controls->kind),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible_name, -1);

  controls->depth = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, MAX_DEPTH, 1));
  controls->alpha_beta = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("Alpha-beta")));
  gtk_box_append (GTK_BOX (minimax), labelled (_("Depth"), GTK_WIDGET (controls->depth)));
  gtk_box_append (GTK_BOX (minimax), GTK_WIDGET (controls->alpha_beta));

  controls->tree = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("Tree search")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (controls->tree),
                               _("UCT tree search instead of the flat method of source 004"));
  controls->playouts = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 1000000, 10));
  gtk_widget_set_tooltip_text (GTK_WIDGET (controls->playouts),
                               _("Flat: per legal move; tree search: in all. 0: the game’s default"));
  controls->seconds = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 60, 0.1));
  gtk_spin_button_set_digits (controls->seconds, 1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (controls->seconds),
                               _("Time per move; 0: no time limit"));
  gtk_box_append (GTK_BOX (montecarlo), GTK_WIDGET (controls->tree));
  gtk_box_append (GTK_BOX (montecarlo),
                  labelled (_("Playouts"), GTK_WIDGET (controls->playouts)));
  gtk_box_append (GTK_BOX (montecarlo),
                  labelled (_("Seconds"), GTK_WIDGET (controls->seconds)));

  controls->options = GTK_STACK (gtk_stack_new ());
  gtk_stack_set_hhomogeneous (controls->options, FALSE);
  gtk_stack_add_named (controls->options, minimax, "minimax");
  gtk_stack_add_named (controls->options, montecarlo, "montecarlo");
  gtk_stack_add_named (controls->options, gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0), "none");

  g_signal_connect (controls->kind, "notify::selected",
                    G_CALLBACK (on_kind_changed), controls);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (controls->kind));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (controls->options));
  return box;
}

static void
set_opponent (OpponentControls  *controls,
              const SkyStrength *strength)
{
  gtk_drop_down_set_selected (controls->kind, strength->kind);
  gtk_spin_button_set_value (controls->depth, CLAMP (strength->depth, 1, MAX_DEPTH));
  gtk_check_button_set_active (controls->alpha_beta, strength->alpha_beta);
  gtk_check_button_set_active (controls->tree, strength->tree);
  gtk_spin_button_set_value (controls->playouts, strength->playouts);
  gtk_spin_button_set_value (controls->seconds, strength->seconds);
  on_kind_changed (controls->kind, NULL, controls);
}

static void
get_opponent (OpponentControls *controls,
              SkyGameKind       game,
              SkyStrength      *strength)
{
  SkyPlayerKind kind = MIN (gtk_drop_down_get_selected (controls->kind),
                            SKY_N_PLAYER_KINDS - 1);

  sky_strength_init_default (strength, kind, game);
  if (kind == SKY_PLAYER_MINIMAX)
    {
      strength->depth = gtk_spin_button_get_value_as_int (controls->depth);
      strength->alpha_beta = gtk_check_button_get_active (controls->alpha_beta);
    }
  else if (kind == SKY_PLAYER_MONTECARLO)
    {
      strength->tree = gtk_check_button_get_active (controls->tree);
      strength->playouts = gtk_spin_button_get_value_as_int (controls->playouts);
      strength->seconds = gtk_spin_button_get_value (controls->seconds);
    }
}

static void
on_game_changed (GtkDropDown               *dropdown,
                 GParamSpec                *pspec,
                 SakiyomiExperimentsWindow *self)
{
  gboolean tictactoe = selected_game (self) == SKY_GAME_TICTACTOE;

  gtk_widget_set_sensitive (GTK_WIDGET (self->misere_check), tictactoe);
  if (!tictactoe)
    gtk_check_button_set_active (self->misere_check, FALSE);
}

static GtkWidget *
grid_label (const char *mnemonic,
            GtkWidget  *control)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), control);
  return label;
}

static void
build_setup (SakiyomiExperimentsWindow *self)
{
  const char *games[] = {
    _("Number-grab"), _("Tic-tac-toe"), _("Reversi"), NULL,
  };
  GtkWidget *game_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *count_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *first, *second;
  g_autoptr(GSettings) settings = sakiyomi_settings_new ();
  SkyGameKind game = sakiyomi_settings_get_game (settings);
  SkyStrength strength;

  self->game_dropdown = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (games));
  self->misere_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Misère (three in a row loses)")));
  gtk_box_append (GTK_BOX (game_box), GTK_WIDGET (self->game_dropdown));
  gtk_box_append (GTK_BOX (game_box), GTK_WIDGET (self->misere_check));
  g_signal_connect (self->game_dropdown, "notify::selected",
                    G_CALLBACK (on_game_changed), self);

  first = build_opponent (&self->opponents[SKY_SIDE_FIRST], _("First player"));
  second = build_opponent (&self->opponents[SKY_SIDE_SECOND], _("Second player"));

  self->games_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 100000, 10));
  self->seed_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, G_MAXUINT32, 1));
  gtk_spin_button_set_digits (self->seed_spin, 0);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->seed_spin),
                               _("Game k of the series starts from the position of seed + k, and the opponents’ random choices come from the seed: the same seed gives the same games"));
  gtk_box_append (GTK_BOX (count_box), GTK_WIDGET (self->games_spin));
  gtk_box_append (GTK_BOX (count_box),
                  labelled (_("_Seed"), GTK_WIDGET (self->seed_spin)));

  gtk_grid_attach (self->setup_grid, grid_label (_("_Game"), GTK_WIDGET (self->game_dropdown)), 0, 0, 1, 1);
  gtk_grid_attach (self->setup_grid, game_box, 1, 0, 1, 1);
  gtk_grid_attach (self->setup_grid, grid_label (_("_First player"), GTK_WIDGET (self->opponents[0].kind)), 0, 1, 1, 1);
  gtk_grid_attach (self->setup_grid, first, 1, 1, 1, 1);
  gtk_grid_attach (self->setup_grid, grid_label (_("Se_cond player"), GTK_WIDGET (self->opponents[1].kind)), 0, 2, 1, 1);
  gtk_grid_attach (self->setup_grid, second, 1, 2, 1, 1);
  gtk_grid_attach (self->setup_grid, grid_label (_("_Number of games"), GTK_WIDGET (self->games_spin)), 0, 3, 1, 1);
  gtk_grid_attach (self->setup_grid, count_box, 1, 3, 1, 1);

  /* A first series worth running: the game in play, minimax against
   * random, 100 games from seed 0. */
  for (guint i = 0; i < G_N_ELEMENTS (game_order); i++)
    if (game_order[i] == game)
      gtk_drop_down_set_selected (self->game_dropdown, i);
  on_game_changed (self->game_dropdown, NULL, self);
  sky_experiment_level_strength (game, game == SKY_GAME_REVERSI ? 2 : 3,
                                 &strength);
  strength.alpha_beta = TRUE;
  set_opponent (&self->opponents[SKY_SIDE_FIRST], &strength);
  sky_strength_init_default (&strength, SKY_PLAYER_RANDOM, game);
  set_opponent (&self->opponents[SKY_SIDE_SECOND], &strength);
  gtk_spin_button_set_value (self->games_spin, 100);
  gtk_spin_button_set_value (self->seed_spin, 0);
}

/* ---- Series results ------------------------------------------------------ */

static GtkLabel *
results_label (SakiyomiExperimentsWindow *self,
               int                        row,
               int                        col)
{
  GtkWidget *label = gtk_label_new ("");

  gtk_label_set_xalign (GTK_LABEL (label), col == 0 ? 0.0 : 1.0);
  gtk_label_set_selectable (GTK_LABEL (label), col > 0 && row > 0);
  if (row == 0)
    gtk_widget_add_css_class (label, "heading");
  if (col > 0)
    gtk_widget_add_css_class (label, "numeric");
  gtk_grid_attach (self->results_grid, label, col, row, 1, 1);
  self->results[row][col] = GTK_LABEL (label);
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
build_results_grid (SakiyomiExperimentsWindow *self)
{
  for (int row = 0; row < SAKIYOMI_RESULTS_N_ROWS; row++)
    for (int col = 0; col < SAKIYOMI_RESULTS_N_COLS; col++)
      results_label (self, row, col);
  for (int col = 1; col < SAKIYOMI_RESULTS_N_COLS; col++)
    gtk_label_set_text (self->results[0][col], results_header (col));
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

static void
set_result (SakiyomiExperimentsWindow *self,
            int                        row,
            int                        col,
            char                      *text)
{
  gtk_label_set_text (self->results[row][col], text != NULL ? text : "");
  g_free (text);
}

static char *
per_game (guint64 total,
          int     n_games)
{
  return n_games > 0 ? format_count (total / (guint64) n_games) : g_strdup ("—");
}

static void
show_series (SakiyomiExperimentsWindow *self,
             const SkySeries           *series,
             const SkyExperimentSetup  *setup)
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
  gtk_label_set_text (self->results_title, title);

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
      set_result (self, row, SAKIYOMI_RESULTS_COL_SHARE, share_text (wins, n));
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
  set_result (self, SAKIYOMI_RESULTS_ROW_DRAWS, SAKIYOMI_RESULTS_COL_SHARE,
              share_text (series->wins[SKY_SERIES_DRAWS], n));

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

  gtk_widget_set_visible (self->results_box, TRUE);
}

/* ---- The seed table ------------------------------------------------------ */

static void
build_table (SakiyomiExperimentsWindow *self,
             GtkGrid                   *grid,
             TableCell                 *cells)
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

static void
clear_table (SakiyomiExperimentsWindow *self)
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

/* Fills the computed cells up to self->table_done and explains the marks. */
static void
show_table (SakiyomiExperimentsWindow *self)
{
  GString *slips = g_string_new (NULL);
  int n_slips = 0;

  for (int i = 0; i < self->table_done; i++)
    {
      const SkySeries *series = &self->table[i];
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

      if (self->table_alpha_beta)
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

  if (self->table_done == 0)
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

/* ---- Running ------------------------------------------------------------- */

static void
show_progress (SakiyomiExperimentsWindow *self,
               Run                       *run)
{
  SkySeries live;
  int games_done, series_done;
  g_autofree char *text = NULL;

  g_mutex_lock (&run->lock);
  live = run->live;
  games_done = run->games_done;
  series_done = run->series_done;
  g_mutex_unlock (&run->lock);

  gtk_progress_bar_set_fraction (self->progress_bar,
                                 (double) games_done / run->total_games);
  if (run->levels)
    {
      /* Finished series are no longer written by the thread. */
      for (int i = self->table_done; i < series_done; i++)
        self->table[i] = run->series[i];
      if (series_done != self->table_done)
        {
          self->table_done = series_done;
          show_table (self);
        }
      if (games_done > 0)
        /* TRANSLATORS: progress of the seed table: the levels playing,
         * the game of their series, games played of all */
        text = g_strdup_printf (_("Levels %d against %d: game %d of %d — %d of %d games in all"),
                                live.first.depth, live.second.depth,
                                live.n_games, run->setup.n_games,
                                games_done, run->total_games);
    }
  else if (games_done > 0)
    {
      self->series = live;
      self->has_series = TRUE;
      show_series (self, &live, &run->setup);
      /* TRANSLATORS: progress of a series */
      text = g_strdup_printf (_("Game %d of %d"), games_done, run->total_games);
    }
  if (text != NULL)
    gtk_label_set_text (self->status_label, text);
  update_actions (self);
}

static gboolean
poll_progress (gpointer data)
{
  SakiyomiExperimentsWindow *self = data;

  if (self->task != NULL)
    show_progress (self, g_task_get_task_data (self->task));
  return G_SOURCE_CONTINUE;
}

static void
run_done (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  SakiyomiExperimentsWindow *self = SAKIYOMI_EXPERIMENTS_WINDOW (source);
  Run *run = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autofree char *status = NULL;
  double seconds = (g_get_monotonic_time () - run->started) / (double) G_USEC_PER_SEC;
  int games_done;

  g_task_propagate_boolean (G_TASK (result), &error);
  if (G_TASK (result) != self->task)
    return;                     /* the window went away meanwhile */

  g_clear_handle_id (&self->poll_id, g_source_remove);
  show_progress (self, run);
  g_clear_object (&self->task);
  g_clear_object (&self->cancellable);

  g_mutex_lock (&run->lock);
  games_done = run->games_done;
  g_mutex_unlock (&run->lock);
  if (!run->levels)
    {
      /* Every finished game, also after a cancellation. */
      self->series = run->series[0];
      self->series_setup = run->setup;
      self->has_series = run->series[0].n_games > 0;
      if (self->has_series)
        show_series (self, &self->series, &self->series_setup);
    }

  if (error == NULL)
    /* TRANSLATORS: a run finished: games played, seconds taken */
    status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Done: %d game in %.2f s.",
                                           "Done: %d games in %.2f s.",
                                           games_done),
                              games_done, seconds);
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    /* TRANSLATORS: a run cancelled: games finished, games planned */
    status = g_strdup_printf (_("Cancelled after %d of %d games."),
                              games_done, run->total_games);
  else
    status = g_strdup (error->message);
  gtk_label_set_text (self->status_label, status);
  gtk_progress_bar_set_fraction (self->progress_bar,
                                 error == NULL ? 1.0
                                 : (double) games_done / run->total_games);
  update_actions (self);
}

static void
start_run (SakiyomiExperimentsWindow *self,
           Run                       *run)
{
  run->started = g_get_monotonic_time ();
  g_mutex_init (&run->lock);
  self->cancellable = g_cancellable_new ();
  self->task = g_task_new (self, self->cancellable, run_done, NULL);
  g_task_set_source_tag (self->task, start_run);
  g_task_set_task_data (self->task, run, run_free);
  /* The window learns of a cancellation from the error itself. */
  g_task_set_check_cancellable (self->task, FALSE);
  g_task_run_in_thread (self->task, run_thread);

  gtk_progress_bar_set_fraction (self->progress_bar, 0.0);
  gtk_label_set_text (self->status_label, _("Starting…"));
  self->poll_id = g_timeout_add (POLL_INTERVAL_MS, poll_progress, self);
  update_actions (self);
}

static void
run_activated (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  SakiyomiExperimentsWindow *self = SAKIYOMI_EXPERIMENTS_WINDOW (widget);
  Run *run;

  if (is_running (self))
    return;
  run = g_new0 (Run, 1);
  sakiyomi_experiments_window_get_series (self, &run->setup,
                                          &run->series[0].first,
                                          &run->series[0].second);
  run->total_games = run->setup.n_games;
  run->live.first = run->series[0].first;
  run->live.second = run->series[0].second;
  self->series_setup = run->setup;
  self->has_series = FALSE;
  gtk_widget_set_visible (self->results_box, FALSE);
  start_run (self, run);
}

static void
reproduce_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  SakiyomiExperimentsWindow *self = SAKIYOMI_EXPERIMENTS_WINDOW (widget);
  Run *run;

  if (is_running (self))
    return;
  run = g_new0 (Run, 1);
  run->levels = TRUE;
  self->table_alpha_beta = gtk_check_button_get_active (self->alpha_beta_check);
  sky_experiment_seed0_setup (&run->setup, self->table_alpha_beta);
  run->total_games = SKY_SEED0_N_SERIES * SKY_SEED0_GAMES;
  self->table_done = 0;
  clear_table (self);
  gtk_stack_set_visible_child_name (self->stack, "table");
  start_run (self, run);
}

static void
cancel_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  sakiyomi_experiments_window_cancel (SAKIYOMI_EXPERIMENTS_WINDOW (widget));
}

static void
copy_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  SakiyomiExperimentsWindow *self = SAKIYOMI_EXPERIMENTS_WINDOW (widget);
  g_autofree char *tsv = sakiyomi_experiments_window_get_tsv (self);

  if (tsv == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), tsv);
  gtk_label_set_text (self->status_label,
                      _("Copied the results as tab-separated text."));
}

static void
on_page_changed (GtkStack                  *stack,
                 GParamSpec                *pspec,
                 SakiyomiExperimentsWindow *self)
{
  update_actions (self);
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

static char *
series_tsv (SakiyomiExperimentsWindow *self)
{
  const SkySeries *s = &self->series;
  GString *out = g_string_new (NULL);
  int n = s->n_games;
  g_autofree char *first = sakiyomi_describe_strength (&s->first);
  g_autofree char *second = sakiyomi_describe_strength (&s->second);
  g_autofree char *games = g_strdup_printf ("%d", n);
  g_autofree char *seed = g_strdup_printf ("%u", self->series_setup.seed);

  tsv_row (out, _("Game"), sakiyomi_game_name (self->series_setup.game->kind,
                                               self->series_setup.misere), NULL);
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

static char *
table_tsv (SakiyomiExperimentsWindow *self)
{
  GString *out = g_string_new (NULL);

  tsv_row (out, _("First player’s level"), _("Second player’s level"),
           _("First-player wins"), _("Second-player wins"), _("Draws"),
           _("Average evaluations"),
           self->table_alpha_beta ? _("Alpha-beta average evaluations") : "",
           _("Article: first-player wins"), _("Article: second-player wins"),
           _("Article: draws"), _("Article: average evaluations"), NULL);
  for (int i = 0; i < self->table_done; i++)
    {
      const SkySeries *s = &self->table[i];
      const SkySeed0Cell *p = &sky_seed0_article_table[i];
      g_autofree char *cells = g_strdup_printf ("%d\t%d\t%d\t%d\t%d\t%" G_GUINT64_FORMAT "\t",
                                                p->first, p->second, s->wins[0], s->wins[1],
                                                s->wins[2], sky_series_evaluations_per_game (s));
      g_autofree char *ab = self->table_alpha_beta
                            ? g_strdup_printf ("%" G_GUINT64_FORMAT,
                                               sky_series_ab_evaluations_per_game (s))
                            : g_strdup ("");

      g_string_append_printf (out, "%s%s\t%d\t%d\t%d\t%" G_GUINT64_FORMAT "\n",
                              cells, ab, p->wins[0], p->wins[1], p->wins[2],
                              p->evaluations);
    }
  return g_string_free (out, FALSE);
}

/* ---- Object ------------------------------------------------------------- */

static void
sakiyomi_experiments_window_dispose (GObject *object)
{
  SakiyomiExperimentsWindow *self = SAKIYOMI_EXPERIMENTS_WINDOW (object);

  /* The task holds the window until the thread returns; cancelled, that is
   * within a move's search. */
  sakiyomi_experiments_window_cancel (self);
  g_clear_handle_id (&self->poll_id, g_source_remove);
  g_clear_object (&self->task);
  g_clear_object (&self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self),
                               SAKIYOMI_TYPE_EXPERIMENTS_WINDOW);
  G_OBJECT_CLASS (sakiyomi_experiments_window_parent_class)->dispose (object);
}

static void
sakiyomi_experiments_window_class_init (SakiyomiExperimentsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_experiments_window_dispose;

  g_type_ensure (SAKIYOMI_TYPE_RESULTS_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sakiyomi/Sakiyomi/ui/sakiyomi-experiments-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, setup_grid);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, run_button);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, results_box);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, results_title);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, chart);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, results_grid);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, alpha_beta_check);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, computed_grid);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, article_grid);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, table_legend);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, slips_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, SakiyomiExperimentsWindow, progress_bar);

  gtk_widget_class_install_action (widget_class, "experiments.run", NULL, run_activated);
  gtk_widget_class_install_action (widget_class, "experiments.reproduce", NULL,
                                   reproduce_activated);
  gtk_widget_class_install_action (widget_class, "experiments.cancel", NULL,
                                   cancel_activated);
  gtk_widget_class_install_action (widget_class, "experiments.copy", NULL, copy_activated);
  /* Bubble phase: a focused entry copies its own selection first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK,
                                       "experiments.copy", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0,
                                       "experiments.cancel", NULL);
}

static void
sakiyomi_experiments_window_init (SakiyomiExperimentsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  build_setup (self);
  build_results_grid (self);
  build_table (self, self->computed_grid, self->computed);
  build_table (self, self->article_grid, self->article);
  clear_table (self);
  gtk_label_set_text (self->table_legend,
                      _("Each cell: first-player wins, second-player wins, draws; below, the average number of evaluations per game (both players, whole games, integer division as the article’s program prints it). Columns are the first player’s level, rows the second player’s, as in the article. With alpha-beta, the last lines give its evaluations per game in the same games, move for move, and their share of plain minimax’s."));
  g_signal_connect (self->stack, "notify::visible-child-name",
                    G_CALLBACK (on_page_changed), self);
  update_actions (self);
}

SakiyomiExperimentsWindow *
sakiyomi_experiments_window_new (GtkWindow *parent)
{
  return g_object_new (SAKIYOMI_TYPE_EXPERIMENTS_WINDOW,
                       "transient-for", parent,
                       NULL);
}

void
sakiyomi_experiments_window_cancel (SakiyomiExperimentsWindow *self)
{
  g_return_if_fail (SAKIYOMI_IS_EXPERIMENTS_WINDOW (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

/* ---- For the tests ------------------------------------------------------ */

void
sakiyomi_experiments_window_set_series (SakiyomiExperimentsWindow *self,
                                        SkyGameKind                game,
                                        gboolean                   misere,
                                        const SkyStrength         *first,
                                        const SkyStrength         *second,
                                        int                        n_games,
                                        guint32                    seed)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_order); i++)
    if (game_order[i] == game)
      gtk_drop_down_set_selected (self->game_dropdown, i);
  gtk_check_button_set_active (self->misere_check, misere);
  set_opponent (&self->opponents[SKY_SIDE_FIRST], first);
  set_opponent (&self->opponents[SKY_SIDE_SECOND], second);
  gtk_spin_button_set_value (self->games_spin, n_games);
  gtk_spin_button_set_value (self->seed_spin, seed);
}

void
sakiyomi_experiments_window_get_series (SakiyomiExperimentsWindow *self,
                                        SkyExperimentSetup        *setup,
                                        SkyStrength               *first,
                                        SkyStrength               *second)
{
  SkyGameKind game = selected_game (self);

  *setup = (SkyExperimentSetup) {
    .game = sky_game_get (game),
    .misere = game == SKY_GAME_TICTACTOE
              && gtk_check_button_get_active (self->misere_check),
    .seed = (guint32) gtk_spin_button_get_value (self->seed_spin),
    .n_games = gtk_spin_button_get_value_as_int (self->games_spin),
  };
  get_opponent (&self->opponents[SKY_SIDE_FIRST], game, first);
  get_opponent (&self->opponents[SKY_SIDE_SECOND], game, second);
}

void
sakiyomi_experiments_window_set_table_alpha_beta (SakiyomiExperimentsWindow *self,
                                                  gboolean                   alpha_beta)
{
  gtk_check_button_set_active (self->alpha_beta_check, alpha_beta);
}

void
sakiyomi_experiments_window_show_page (SakiyomiExperimentsWindow *self,
                                       const char                *name)
{
  gtk_stack_set_visible_child_name (self->stack, name);
}

gboolean
sakiyomi_experiments_window_is_running (SakiyomiExperimentsWindow *self)
{
  return is_running (self);
}

const SkySeries *
sakiyomi_experiments_window_get_series_result (SakiyomiExperimentsWindow *self)
{
  return self->has_series ? &self->series : NULL;
}

const char *
sakiyomi_experiments_window_get_result_text (SakiyomiExperimentsWindow *self,
                                             int                        row,
                                             int                        column)
{
  g_return_val_if_fail (row >= 0 && row < SAKIYOMI_RESULTS_N_ROWS, NULL);
  g_return_val_if_fail (column >= 0 && column < SAKIYOMI_RESULTS_N_COLS, NULL);

  return gtk_label_get_text (self->results[row][column]);
}

const char *
sakiyomi_experiments_window_get_status (SakiyomiExperimentsWindow *self)
{
  return gtk_label_get_text (self->status_label);
}

SakiyomiResultsChart *
sakiyomi_experiments_window_get_chart (SakiyomiExperimentsWindow *self)
{
  return self->chart;
}

void
sakiyomi_experiments_window_get_table_cell (SakiyomiExperimentsWindow *self,
                                            gboolean                   article,
                                            int                        first,
                                            int                        second,
                                            const char               **wins_text,
                                            const char               **evaluations_text,
                                            gboolean                  *marked)
{
  int i = (first - SKY_SEED0_LOW) * SKY_SEED0_LEVELS + (second - SKY_SEED0_LOW);
  TableCell *cell;

  g_return_if_fail (i >= 0 && i < SKY_SEED0_N_SERIES);

  cell = article ? &self->article[i] : &self->computed[i];
  *wins_text = gtk_label_get_text (cell->wins);
  *evaluations_text = gtk_label_get_text (cell->evaluations);
  *marked = cell->marked && gtk_widget_has_css_class (cell->box, "slip");
}

const char *
sakiyomi_experiments_window_get_slips_text (SakiyomiExperimentsWindow *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->slips_label))
         ? gtk_label_get_text (self->slips_label) : NULL;
}

char *
sakiyomi_experiments_window_get_tsv (SakiyomiExperimentsWindow *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") == 0)
    return self->table_done > 0 ? table_tsv (self) : NULL;
  return self->has_series ? series_tsv (self) : NULL;
}
