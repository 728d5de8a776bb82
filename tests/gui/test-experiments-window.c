/* test-experiments-window.c: the Experiments window: a short series of fast
 * opponents run to the end with the counts shown as the engine counts
 * them, a long series cancelled, seed 000's table reproduced in full with
 * the article's four slips marked, and the results copied as
 * tab-separated text. */
#include "config.h"

#include <string.h>

#include "gui-test-util.h"
#include "sakiyomi-experiments-window-private.h"

static SakiyomiExperimentsWindow *
open_window (void)
{
  GtkApplication *app = gui_test_get_application ();
  SakiyomiExperimentsWindow *window;

  /* Through the app's action, as the menu and Ctrl+E open it. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "experiments", NULL);
  window = NULL;
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (SAKIYOMI_IS_EXPERIMENTS_WINDOW (l->data))
      window = l->data;
  g_assert_nonnull (window);
  gui_test_run_for (0.1);
  return window;
}

static void
activate (SakiyomiExperimentsWindow *window,
          const char                *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action,
                                             NULL));
}

static gboolean
not_running (gpointer data)
{
  return !sakiyomi_experiments_window_is_running (data);
}

static const char *
result (SakiyomiExperimentsWindow *window,
        int                        row,
        int                        col)
{
  return sakiyomi_experiments_window_get_result_text (window, row, col);
}

/* The same series straight from the engine, to compare with. */
static void
engine_series (const SkyExperimentSetup *setup,
               const SkyStrength        *first,
               const SkyStrength        *second,
               SkySeries                *series)
{
  g_autoptr(SkyExperiment) experiment = NULL;
  g_autoptr(GError) error = NULL;

  experiment = sky_experiment_new (setup, &error);
  g_assert_no_error (error);
  *series = (SkySeries) { .first = *first, .second = *second };
  g_assert_true (sky_experiment_play_series (experiment, series, NULL, NULL,
                                             NULL, &error));
  g_assert_no_error (error);
}

static void
test_series (void)
{
  SakiyomiExperimentsWindow *window = open_window ();
  SakiyomiResultsChart *chart = sakiyomi_experiments_window_get_chart (window);
  SkyExperimentSetup setup;
  SkyStrength first, second;
  SkySeries expected;
  const SkySeries *shown;
  g_autofree char *text = NULL;

  /* Tic-tac-toe: plain minimax depth 2 against random, 30 games. */
  sky_experiment_level_strength (SKY_GAME_TICTACTOE, 2, &first);
  sky_strength_init_default (&second, SKY_PLAYER_RANDOM, SKY_GAME_TICTACTOE);
  sakiyomi_experiments_window_set_series (window, SKY_GAME_TICTACTOE, FALSE,
                                          &first, &second, 30, 11);
  sakiyomi_experiments_window_get_series (window, &setup, &first, &second);
  g_assert_cmpint (setup.n_games, ==, 30);
  g_assert_cmpuint (setup.seed, ==, 11);
  g_assert_cmpint (first.kind, ==, SKY_PLAYER_MINIMAX);
  g_assert_cmpint (first.depth, ==, 2);
  g_assert_false (first.alpha_beta);
  g_assert_cmpint (second.kind, ==, SKY_PLAYER_RANDOM);
  g_assert_null (sakiyomi_experiments_window_get_tsv (window));

  activate (window, "experiments.run");
  g_assert_true (sakiyomi_experiments_window_is_running (window));
  g_assert_true (gui_test_wait (not_running, window, 60));
  g_assert_true (g_str_has_prefix (sakiyomi_experiments_window_get_status (window),
                                   "Done: 30 games"));

  engine_series (&setup, &first, &second, &expected);
  shown = sakiyomi_experiments_window_get_series_result (window);
  g_assert_nonnull (shown);
  g_assert_true (memcmp (shown, &expected, sizeof expected) == 0);

  /* What the window shows: the engine's counts. */
  text = g_strdup_printf ("%d", expected.wins[SKY_SERIES_FIRST_WINS]);
  g_assert_cmpstr (result (window, SAKIYOMI_RESULTS_ROW_FIRST,
                           SAKIYOMI_RESULTS_COL_WINS), ==, text);
  g_free (text);
  text = g_strdup_printf ("%d", expected.wins[SKY_SERIES_SECOND_WINS]);
  g_assert_cmpstr (result (window, SAKIYOMI_RESULTS_ROW_SECOND,
                           SAKIYOMI_RESULTS_COL_WINS), ==, text);
  g_free (text);
  text = g_strdup_printf ("%d", expected.wins[SKY_SERIES_DRAWS]);
  g_assert_cmpstr (result (window, SAKIYOMI_RESULTS_ROW_DRAWS,
                           SAKIYOMI_RESULTS_COL_WINS), ==, text);
  g_free (text);
  text = g_strdup_printf ("%'" G_GUINT64_FORMAT,
                          sky_series_evaluations_per_game (&expected));
  g_assert_cmpstr (result (window, SAKIYOMI_RESULTS_ROW_BOTH,
                           SAKIYOMI_RESULTS_COL_EVALS_PER_GAME), ==, text);
  g_free (text);
  text = g_strdup_printf ("%.1f", sky_series_evaluations_per_move (&expected,
                                                                    SKY_SIDE_FIRST));
  g_assert_cmpstr (result (window, SAKIYOMI_RESULTS_ROW_FIRST,
                           SAKIYOMI_RESULTS_COL_EVALS_PER_MOVE), ==, text);
  g_clear_pointer (&text, g_free);
  /* Random does not evaluate. */
  g_assert_cmpstr (result (window, SAKIYOMI_RESULTS_ROW_SECOND,
                           SAKIYOMI_RESULTS_COL_EVALS_PER_GAME), ==, "0");
  g_assert_cmpstr (result (window, SAKIYOMI_RESULTS_ROW_FIRST, 0), ==,
                   "First player: Minimax, depth 2");

  /* The chart: first wins, draws, second wins, out of 30. */
  g_assert_cmpuint (sakiyomi_results_chart_get_n_bars (chart), ==, 3);
  g_assert_cmpfloat (sakiyomi_results_chart_get_value (chart, 0), ==,
                     expected.wins[SKY_SERIES_FIRST_WINS]);
  g_assert_cmpfloat (sakiyomi_results_chart_get_value (chart, 1), ==,
                     expected.wins[SKY_SERIES_DRAWS]);
  g_assert_cmpfloat (sakiyomi_results_chart_get_value (chart, 2), ==,
                     expected.wins[SKY_SERIES_SECOND_WINS]);
  g_assert_cmpint (expected.wins[0] + expected.wins[1] + expected.wins[2], ==,
                   30);
  /* Depth 2 beats random far more often than not. */
  g_assert_cmpint (expected.wins[SKY_SERIES_FIRST_WINS], >,
                   expected.wins[SKY_SERIES_SECOND_WINS]);

  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_run_for (0.05);
}

static gboolean
has_played (gpointer data)
{
  const SkySeries *shown = sakiyomi_experiments_window_get_series_result (data);

  return shown != NULL && shown->n_games >= 2;
}

static void
test_cancel (void)
{
  SakiyomiExperimentsWindow *window = open_window ();
  SkyStrength first;
  const SkySeries *shown;
  int played;

  /* Reversi, plain minimax depth 3 both sides: far longer than the test. */
  sky_experiment_level_strength (SKY_GAME_REVERSI, 3, &first);
  sakiyomi_experiments_window_set_series (window, SKY_GAME_REVERSI, FALSE,
                                          &first, &first, 10000, 5);
  activate (window, "experiments.run");
  g_assert_true (gui_test_wait (has_played, window, 120));
  g_assert_true (sakiyomi_experiments_window_is_running (window));

  activate (window, "experiments.cancel");
  g_assert_true (gui_test_wait (not_running, window, 10));
  shown = sakiyomi_experiments_window_get_series_result (window);
  g_assert_nonnull (shown);
  played = shown->n_games;
  g_assert_cmpint (played, >=, 2);
  g_assert_cmpint (played, <, 10000);
  g_assert_cmpint (shown->wins[0] + shown->wins[1] + shown->wins[2], ==,
                   played);
  {
    g_autofree char *status = g_strdup_printf ("Cancelled after %d of 10000 games.",
                                               played);

    g_assert_cmpstr (sakiyomi_experiments_window_get_status (window), ==,
                     status);
  }

  /* A cancelled window can run again; closing it mid-run stops the
   * thread. */
  activate (window, "experiments.run");
  g_assert_true (sakiyomi_experiments_window_is_running (window));
  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_run_for (0.3);
}

typedef struct
{
  char *text;
  gboolean done;
} ClipboardRead;

static void
clipboard_read (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  ClipboardRead *read = data;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result,
                                               NULL);
  read->done = TRUE;
}

static gboolean
read_done (gpointer data)
{
  return ((ClipboardRead *) data)->done;
}

static char *
clipboard_text (GtkWidget *widget)
{
  ClipboardRead read = { NULL, FALSE };

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL,
                                 clipboard_read, &read);
  g_assert_true (gui_test_wait (read_done, &read, 10));
  return read.text;
}

/* Seed 000's table, in full (1,600 games, twice with alpha-beta). */
static void
test_reproduce (void)
{
  SakiyomiExperimentsWindow *window = open_window ();
  static const struct { int first, second; const char *wins, *evals; } slips[] = {
    { 2, 2, "63, 35, 2", "1009" },
    { 3, 3, "73, 25, 2", "6208" },
    { 3, 4, "49, 49, 2", "20242" },
    { 4, 3, "78, 21, 1", "21287" },
  };
  const char *wins, *evals, *slips_text;
  gboolean marked;
  int n_marked = 0;
  g_autofree char *tsv = NULL;
  g_autofree char *copied = NULL;
  g_auto(GStrv) lines = NULL;

  /* Before the run: the article's numbers, nothing marked. */
  sakiyomi_experiments_window_get_table_cell (window, TRUE, 2, 2, &wins,
                                              &evals, &marked);
  g_assert_cmpstr (wins, ==, "63, 33, 2");
  g_assert_cmpstr (evals, ==, "1009");
  g_assert_false (marked);
  sakiyomi_experiments_window_get_table_cell (window, FALSE, 2, 2, &wins,
                                              &evals, &marked);
  g_assert_cmpstr (wins, ==, "—");

  sakiyomi_experiments_window_set_table_alpha_beta (window, TRUE);
  activate (window, "experiments.reproduce");
  g_assert_true (sakiyomi_experiments_window_is_running (window));
  g_assert_true (gui_test_wait (not_running, window, 300));
  g_assert_true (g_str_has_prefix (sakiyomi_experiments_window_get_status (window),
                                   "Done: 1600 games"));

  /* Exactly the four cells are marked, in both tables. */
  for (int x = SKY_SEED0_LOW; x <= SKY_SEED0_HIGH; x++)
    for (int y = SKY_SEED0_LOW; y <= SKY_SEED0_HIGH; y++)
      {
        gboolean article_marked;

        sakiyomi_experiments_window_get_table_cell (window, FALSE, x, y,
                                                    &wins, &evals, &marked);
        sakiyomi_experiments_window_get_table_cell (window, TRUE, x, y,
                                                    &wins, &evals,
                                                    &article_marked);
        g_assert_true (marked == article_marked);
        n_marked += marked;
      }
  g_assert_cmpint (n_marked, ==, 4);
  for (guint i = 0; i < G_N_ELEMENTS (slips); i++)
    {
      sakiyomi_experiments_window_get_table_cell (window, FALSE,
                                                  slips[i].first,
                                                  slips[i].second,
                                                  &wins, &evals, &marked);
      g_assert_true (marked);
      g_assert_cmpstr (wins, ==, slips[i].wins);
      g_assert_cmpstr (evals, ==, slips[i].evals);
    }
  sakiyomi_experiments_window_get_table_cell (window, TRUE, 3, 4, &wins,
                                              &evals, &marked);
  g_assert_cmpstr (evals, ==, "20281");
  g_assert_true (marked);
  /* An unmarked cell agrees. */
  sakiyomi_experiments_window_get_table_cell (window, FALSE, 5, 5, &wins,
                                              &evals, &marked);
  g_assert_cmpstr (wins, ==, "66, 32, 2");
  g_assert_cmpstr (evals, ==, "201120");
  g_assert_false (marked);

  slips_text = sakiyomi_experiments_window_get_slips_text (window);
  g_assert_nonnull (slips_text);
  g_assert_nonnull (strstr (slips_text, "4 places"));
  g_assert_nonnull (strstr (slips_text, "(2, 2) second-player wins: printed 33, computed 35"));
  g_assert_nonnull (strstr (slips_text, "(3, 3) average evaluations: printed 6201, computed 6208"));
  g_assert_nonnull (strstr (slips_text, "(3, 4) average evaluations: printed 20281, computed 20242"));
  g_assert_nonnull (strstr (slips_text, "(4, 3) average evaluations: printed 21278, computed 21287"));

  /* Copy (Ctrl+C's action): the table as tab-separated text. */
  tsv = sakiyomi_experiments_window_get_tsv (window);
  activate (window, "experiments.copy");
  copied = clipboard_text (GTK_WIDGET (window));
  g_assert_cmpstr (copied, ==, tsv);
  lines = g_strsplit (tsv, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 18);  /* header, 16, "" */
  g_assert_true (g_str_has_prefix (lines[0], "First player’s level\t"));
  g_assert_cmpstr (lines[1], ==, "2\t2\t63\t35\t2\t1009\t586\t63\t33\t2\t1009");
  g_assert_cmpstr (lines[16], ==, "5\t5\t66\t32\t2\t201120\t22778\t66\t32\t2\t201120");
  g_assert_cmpstr (lines[17], ==, "");

  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_run_for (0.05);
}

/* Copying a series: a header block and a row per side. */
static void
test_copy_series (void)
{
  SakiyomiExperimentsWindow *window = open_window ();
  SkyStrength first, second;
  g_autofree char *copied = NULL;
  g_auto(GStrv) lines = NULL;

  sky_strength_init_default (&first, SKY_PLAYER_PRIORITY, SKY_GAME_NUMBERGRAB);
  sky_strength_init_default (&second, SKY_PLAYER_RANDOM, SKY_GAME_NUMBERGRAB);
  sakiyomi_experiments_window_set_series (window, SKY_GAME_NUMBERGRAB, FALSE,
                                          &first, &second, 20, 3);
  activate (window, "experiments.run");
  g_assert_true (gui_test_wait (not_running, window, 60));
  activate (window, "experiments.copy");
  copied = clipboard_text (GTK_WIDGET (window));
  lines = g_strsplit (copied, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "Game\tNumber-grab");
  g_assert_cmpstr (lines[1], ==, "Games\t20");
  g_assert_cmpstr (lines[2], ==, "Seed\t3");
  g_assert_true (g_str_has_prefix (lines[3], "Side\tOpponent\tWins\t"));
  g_assert_true (g_str_has_prefix (lines[4], "First player\tPriority table\t"));
  g_assert_true (g_str_has_prefix (lines[5], "Second player\tRandom\t"));
  g_assert_true (g_str_has_prefix (lines[6], "Draws\t\t"));

  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_run_for (0.05);
}

int
main (int    argc,
      char **argv)
{
  gui_test_init (&argc, &argv);
  gui_test_reset_settings ();

  g_test_add_func ("/experiments/series", test_series);
  g_test_add_func ("/experiments/cancel", test_cancel);
  g_test_add_func ("/experiments/reproduce", test_reproduce);
  g_test_add_func ("/experiments/copy-series", test_copy_series);
  return g_test_run ();
}
