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
 * The engine plays the games themselves on one thread per processor
 * (series-runner.h) and tells the worker thread of them in order, so the
 * results are those of one thread.
 *
 * The pages' contents are their own: the series' controls
 * (sakiyomi-series-form.c), its results (sakiyomi-series-results.c) and
 * the seed table (sakiyomi-seed-table.c).  This file runs the experiments
 * and keeps what they found.
 */
#define G_LOG_DOMAIN "sakiyomi-experiments-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-experiments-window-private.h"
#include "sakiyomi-seed-table.h"
#include "sakiyomi-series-form.h"
#include "sakiyomi-series-results.h"
#include "sakiyomi-weak-ref.h"
#include "series-runner.h"

#define POLL_INTERVAL_MS 80

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

  /* The pages' contents, built in code */
  SakiyomiSeriesForm *form;
  SakiyomiSeriesResults *results;
  SakiyomiSeedTable *seed_table;

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

static gboolean
is_running (SakiyomiExperimentsWindow *self)
{
  return self->task != NULL;
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
          sakiyomi_seed_table_show (self->seed_table, self->table,
                                    self->table_done, self->table_alpha_beta);
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
      sakiyomi_series_results_show (self->results, &live, &run->setup);
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
  g_autoptr(SakiyomiExperimentsWindow) self = sakiyomi_weak_ref_steal (user_data);
  Run *run = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autofree char *status = NULL;
  double seconds = (g_get_monotonic_time () - run->started) / (double) G_USEC_PER_SEC;
  int games_done;

  g_task_propagate_boolean (G_TASK (result), &error);
  if (self == NULL || G_TASK (result) != self->task)
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
        sakiyomi_series_results_show (self->results, &self->series,
                                      &self->series_setup);
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
  /* The task holds the window weakly: closed, it goes at once (its
   * dispose cancels the run) rather than when the run ends. */
  self->task = g_task_new (NULL, self->cancellable, run_done,
                           sakiyomi_weak_ref_new (self));
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
  run->setup.n_threads = sky_series_runner_default_threads ();
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
  run->setup.n_threads = sky_series_runner_default_threads ();
  run->total_games = SKY_SEED0_N_SERIES * SKY_SEED0_GAMES;
  self->table_done = 0;
  sakiyomi_seed_table_clear (self->seed_table);
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

/* ---- Object ------------------------------------------------------------- */

static void
sakiyomi_experiments_window_dispose (GObject *object)
{
  SakiyomiExperimentsWindow *self = SAKIYOMI_EXPERIMENTS_WINDOW (object);

  /* The run stops within a move's search; its task, which holds the
   * window only weakly, then finds the window gone. */
  sakiyomi_experiments_window_cancel (self);
  g_clear_handle_id (&self->poll_id, g_source_remove);
  g_clear_object (&self->task);
  g_clear_object (&self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self),
                               SAKIYOMI_TYPE_EXPERIMENTS_WINDOW);
  G_OBJECT_CLASS (sakiyomi_experiments_window_parent_class)->dispose (object);
}

static void
sakiyomi_experiments_window_finalize (GObject *object)
{
  SakiyomiExperimentsWindow *self = SAKIYOMI_EXPERIMENTS_WINDOW (object);

  g_clear_pointer (&self->form, sakiyomi_series_form_free);
  g_clear_pointer (&self->results, sakiyomi_series_results_free);
  g_clear_pointer (&self->seed_table, sakiyomi_seed_table_free);
  G_OBJECT_CLASS (sakiyomi_experiments_window_parent_class)->finalize (object);
}

static gboolean
run_page_shortcut (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  SakiyomiExperimentsWindow *self = SAKIYOMI_EXPERIMENTS_WINDOW (widget);

  return gtk_widget_activate_action (widget,
                                     g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") == 0
                                     ? "experiments.reproduce" : "experiments.run",
                                     NULL);
}

static void
sakiyomi_experiments_window_class_init (SakiyomiExperimentsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sakiyomi_experiments_window_dispose;
  object_class->finalize = sakiyomi_experiments_window_finalize;

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
  /* Once the run buttons' mnemonic, now in their tooltips: Alt+R runs
   * the page's experiment. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_r, GDK_ALT_MASK,
                                run_page_shortcut, NULL);
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

  self->form = sakiyomi_series_form_new (self->setup_grid);
  self->results = sakiyomi_series_results_new (self->results_box,
                                               self->results_title,
                                               self->chart,
                                               self->results_grid);
  self->seed_table = sakiyomi_seed_table_new (self->computed_grid,
                                              self->article_grid,
                                              self->table_legend,
                                              self->slips_label);
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
  sakiyomi_series_form_set (self->form, game, misere, first, second, n_games,
                            seed);
}

void
sakiyomi_experiments_window_get_series (SakiyomiExperimentsWindow *self,
                                        SkyExperimentSetup        *setup,
                                        SkyStrength               *first,
                                        SkyStrength               *second)
{
  sakiyomi_series_form_get (self->form, setup, first, second);
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
  return sakiyomi_series_results_get_text (self->results, row, column);
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
  sakiyomi_seed_table_get_cell (self->seed_table, article, first, second,
                                wins_text, evaluations_text, marked);
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
    return self->table_done > 0
           ? sakiyomi_seed_table_tsv (self->table, self->table_done,
                                      self->table_alpha_beta)
           : NULL;
  return self->has_series
         ? sakiyomi_series_results_tsv (&self->series, &self->series_setup)
         : NULL;
}
