/* test-stress.c: the real window under abuse.  Hundreds of actions in a
 * random order (a fixed seed) while the computer thinks: new games, undo,
 * redo, hints, switching game, opponent and misère, strength settings,
 * clicks on any cell, computer against computer, with short main-loop
 * turns in between.  Afterwards the window must be alive, its board a
 * position of the current game reached by legal moves only, no cancelled
 * search's result may have been used, the searches must all end soon after
 * the window goes, and memory must not grow from one repetition to the
 * next.  Also: closing the window during a deep search stops the search
 * at once. */
#include "config.h"

#include <malloc.h>
#include <string.h>

#include "gui-test-util.h"

#define REPETITIONS 5
#define ACTIONS_PER_REPETITION 160

static const char *const games[] = { "numbergrab", "tictactoe", "reversi" };
static const char *const opponents[] = {
  "minimax", "random", "priority", "montecarlo",
};
static const char *const modes[] = {
  "first", "second", "two-people", "computers",
};

static void
activate (SakiyomiWindow *window,
          const char     *action,
          GVariant       *param)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), action, param);
}

/* A strength setting of the current game's kind, changed to a value the
 * window can use (small enough that whole games stay quick). */
static void
change_strength (SakiyomiWindow *window,
                 GRand          *rand)
{
  GSettings *settings = sakiyomi_window_get_settings (window);
  const char *game = games[g_rand_int_range (rand, 0, G_N_ELEMENTS (games))];
  g_autofree char *key = NULL;

  switch (g_rand_int_range (rand, 0, 7))
    {
    case 0:
      key = g_strdup_printf ("%s-minimax-depth", game);
      g_settings_set_int (settings, key, g_rand_int_range (rand, 1, 5));
      break;
    case 1:
      key = g_strdup_printf ("%s-alpha-beta", game);
      g_settings_set_boolean (settings, key, g_rand_boolean (rand));
      break;
    case 2:
      key = g_strdup_printf ("%s-montecarlo-playouts", game);
      g_settings_set_int (settings, key, g_rand_int_range (rand, 4, 120));
      break;
    case 3:
      key = g_strdup_printf ("%s-montecarlo-tree", game);
      g_settings_set_boolean (settings, key, g_rand_boolean (rand));
      break;
    case 4:
      {
        g_autofree char *seconds = g_strdup_printf ("%s-engine-seconds", game);

        key = g_strdup_printf ("%s-engine", game);
        g_settings_set_boolean (settings, key, g_rand_boolean (rand));
        g_settings_set_double (settings, seconds,
                               g_rand_double_range (rand, 0.1, 0.2));
      }
      break;
    case 5:
      g_settings_set_int (settings, "computer-pause", g_rand_int_range (rand, 0, 30));
      g_settings_set_int (settings, "computers-pace", g_rand_int_range (rand, 0, 30));
      break;
    default:
      g_settings_set_boolean (settings, "hint-overlay", g_rand_boolean (rand));
      break;
    }
}

/* Answers whatever question or dialog the last action opened. */
static void
answer_dialogs (SakiyomiWindow *window,
                GRand          *rand)
{
  GtkWidget *dialog;

  dialog = sakiyomi_window_get_confirm_dialog (window);
  if (dialog != NULL)
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog),
                                 g_rand_boolean (rand) ? "accept" : "cancel");
  dialog = sakiyomi_window_get_new_game_dialog (window);
  if (dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
random_action (SakiyomiWindow *window,
               GRand          *rand)
{
  const SkyPosition *pos = sakiyomi_window_get_position (window);
  int n_cells = pos->game->width * pos->game->height;

  switch (g_rand_int_range (rand, 0, 16))
    {
    case 0:
    case 1:
    case 2:
    case 3:
      gui_test_click_cell (window, g_rand_int_range (rand, 0, n_cells));
      break;
    case 4:
      activate (window, "undo", NULL);
      break;
    case 5:
      activate (window, "redo", NULL);
      break;
    case 6:
      activate (window, "hint", NULL);
      break;
    case 7:
      activate (window, "restart", NULL);
      break;
    case 8:
    case 9:
      activate (window, "start-game",
                g_variant_new_string (modes[g_rand_int_range (rand, 0, G_N_ELEMENTS (modes))]));
      break;
    case 10:
      activate (window, "game",
                g_variant_new_string (games[g_rand_int_range (rand, 0, G_N_ELEMENTS (games))]));
      break;
    case 11:
      activate (window, "opponent",
                g_variant_new_string (opponents[g_rand_int_range (rand, 0, G_N_ELEMENTS (opponents))]));
      break;
    case 12:
      activate (window, "misere", NULL);
      break;
    case 13:
      activate (window, "new-game", NULL);
      break;
    default:
      change_strength (window, rand);
      break;
    }
  answer_dialogs (window, rand);
}

/* The board shown is the record's position at the window's ply, and the
 * record is its game's start followed by legal moves only. */
static void
check_board (SakiyomiWindow *window)
{
  const SkyRecord *record = sakiyomi_window_get_record (window);
  const SkyGame *game = sky_record_get_game (record);
  guint n = sky_record_get_n_moves (record);
  guint ply = sakiyomi_window_get_n_moves (window);
  g_autoptr(SkyPosition) pos = sky_position_copy (sky_record_get_start (record));
  GSettings *settings = sakiyomi_window_get_settings (window);

  g_assert_cmpint (pos->ply, ==, 0);
  for (guint i = 0; i < n; i++)
    {
      SkyMove move = sky_record_get_move (record, i);
      const SkyPosition *kept = sky_record_get_position (record, i + 1);

      g_assert_false (sky_position_is_over (pos));
      g_assert_true (sky_position_is_legal_move (pos, move));
      sky_position_play (pos, move);
      g_assert_cmpmem (pos, game->position_size, kept, game->position_size);
    }
  g_assert_cmpuint (ply, <=, n);
  g_assert_cmpmem (sakiyomi_window_get_position (window), game->position_size,
                   sky_record_get_position (record, ply), game->position_size);

  /* The game is the one chosen, once no question about switching waits. */
  if (sakiyomi_window_get_confirm_dialog (window) == NULL)
    {
      g_autofree char *chosen = g_settings_get_string (settings, "game");

      g_assert_cmpstr (game->id, ==, chosen);
    }
}

/* A timeout that counts its runs and the longest gap between two: how long
 * the main loop was ever kept from running. */
typedef struct
{
  guint ticks;
  gint64 last;
  gint64 longest_gap;
} Ticker;

static gboolean
count_tick (gpointer data)
{
  Ticker *ticker = data;
  gint64 now = g_get_monotonic_time ();

  if (ticker->ticks++ > 0)
    ticker->longest_gap = MAX (ticker->longest_gap, now - ticker->last);
  ticker->last = now;
  return G_SOURCE_CONTINUE;
}

static gboolean
ticked_thrice (gpointer data)
{
  Ticker *ticker = data;

  return ticker->ticks >= 3;
}

static gboolean
worker_done (gpointer data)
{
  return sakiyomi_ai_worker_get_n_running (data) == 0;
}

/* Bytes the allocator has handed out and not had back (0 where the
 * allocator is not glibc's own, as under AddressSanitizer). */
static gsize
heap_in_use (void)
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  return mallinfo2 ().uordblks;
#else
  return 0;
#endif
}

/* One window abused: returns the longest a search outlived the window. */
static double
abuse_window (guint32  seed,
              guint   *n_actions,
              SakiyomiSearchCounts *total)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  SakiyomiWindow *window;
  SakiyomiAiWorker *worker;
  SakiyomiSearchCounts counts;
  Ticker ticker = { 0 };
  guint tick_id;
  gint64 closed;
  double outlived_ms;

  gui_test_reset_settings ();
  window = gui_test_window_new (games[seed % G_N_ELEMENTS (games)],
                                opponents[seed % G_N_ELEMENTS (opponents)],
                                "computers");
  worker = g_object_ref (sakiyomi_window_get_worker (window));
  tick_id = g_timeout_add (10, count_tick, &ticker);

  for (int i = 0; i < ACTIONS_PER_REPETITION; i++)
    {
      random_action (window, rand);
      (*n_actions)++;
      /* Short turns of the main loop: searches finish, moves get played,
       * progress arrives, and sometimes nothing has happened yet. */
      if (g_rand_int_range (rand, 0, 3) == 0)
        g_main_context_iteration (NULL, FALSE);
      else
        gui_test_run_for (g_rand_double_range (rand, 0.0, 0.02));
      if (i % 20 == 19)
        check_board (window);
    }
  check_board (window);

  /* Alive: the main loop still runs its timeouts. */
  ticker.ticks = 0;
  g_assert_true (gui_test_wait (ticked_thrice, &ticker, 10));
  g_source_remove (tick_id);
  g_test_message ("the main loop was kept from running for %.1f ms at most",
                  ticker.longest_gap / 1000.0);

  /* Every search started was used or dropped, except those whose result
   * has not reached the main loop yet (a thread may have returned a
   * moment ago); none whose cancellable had been cancelled was used. */
  sakiyomi_window_get_search_counts (window, &counts);
  g_assert_cmpuint (counts.used_after_cancel, ==, 0);
  g_assert_cmpuint (counts.used + counts.dropped, <=, counts.started);
  g_assert_cmpuint (counts.started - (counts.used + counts.dropped), ==,
                    sakiyomi_ai_worker_get_n_undelivered (worker));
  g_assert_cmpuint (sakiyomi_ai_worker_get_n_running (worker), <=,
                    sakiyomi_ai_worker_get_n_undelivered (worker));
  total->started += counts.started;
  total->used += counts.used;
  total->dropped += counts.dropped;

  /* The window goes, perhaps mid-search: its searches end soon after. */
  closed = g_get_monotonic_time ();
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (gui_test_wait (worker_done, worker, 10));
  outlived_ms = (g_get_monotonic_time () - closed) / 1000.0;
  gui_test_run_for (0.05);
  g_object_unref (worker);
  return outlived_ms;
}

static void
test_abuse (void)
{
  gsize heap[REPETITIONS];
  guint n_actions = 0;
  double worst_ms = 0;
  SakiyomiSearchCounts total = { 0 };

  for (int rep = 0; rep < REPETITIONS; rep++)
    {
      double outlived_ms = abuse_window (1000 + rep, &n_actions, &total);

      worst_ms = MAX (worst_ms, outlived_ms);
      malloc_trim (0);
      heap[rep] = heap_in_use ();
      g_test_message ("repetition %d: heap in use %" G_GSIZE_FORMAT
                      " bytes, searches ended %.1f ms after the window closed",
                      rep, heap[rep], outlived_ms);
    }
  g_test_message ("%u actions; %u searches started, %u used, %u dropped as stale;"
                  " the longest a search outlived its window: %.1f ms",
                  n_actions, total.started, total.used, total.dropped, worst_ms);
  g_assert_cmpuint (n_actions, ==, REPETITIONS * ACTIONS_PER_REPETITION);
  g_assert_cmpuint (total.started, >, 100);
  g_assert_cmpuint (total.dropped, >, 0);

  /* After the first repetitions have filled GTK's and fontconfig's
   * caches, a repetition leaves the heap as it found it, give or take
   * what the allocator keeps (1 MiB: a leaked game record of a few
   * hundred moves per repetition would already be visible in total). */
  if (heap[REPETITIONS - 1] != 0)
    g_assert_cmpuint (heap[REPETITIONS - 1], <, heap[2] + 1024 * 1024);
}

typedef struct
{
  const char *name;
  const char *keyfile_lines[6];
} DeepSearch;

/* Searches that would run for minutes. */
static const DeepSearch deep_searches[] = {
  { "minimax", { "reversi-minimax-depth", "10", "reversi-alpha-beta", "false" } },
  { "montecarlo", { "reversi-montecarlo-playouts", "0", "reversi-montecarlo-seconds", "60" } },
  /* Without the opening book, which would answer the first move at once. */
  { "engine", { "reversi-engine", "true", "reversi-engine-seconds", "60",
                "reversi-engine-book", "false" } },
};

static void
set_setting (GSettings  *settings,
             const char *key,
             const char *text)
{
  g_autoptr(GVariant) old = g_settings_get_value (settings, key);
  g_autoptr(GVariant) value = g_variant_parse (g_variant_get_type (old), text,
                                               NULL, NULL, NULL);

  g_assert_nonnull (value);
  g_settings_set_value (settings, key, value);
}

static gboolean
window_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static void
test_close_while_thinking (gconstpointer data)
{
  const DeepSearch *deep = data;
  SakiyomiWindow *window;
  SakiyomiAiWorker *worker;
  GSettings *settings;
  gint64 closed;
  double ms;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi",
                                g_str_equal (deep->name, "montecarlo")
                                ? "montecarlo" : "minimax",
                                "two-people");
  settings = sakiyomi_window_get_settings (window);
  set_setting (settings, deep->keyfile_lines[0], deep->keyfile_lines[1]);
  set_setting (settings, deep->keyfile_lines[2], deep->keyfile_lines[3]);
  if (deep->keyfile_lines[4] != NULL)
    set_setting (settings, deep->keyfile_lines[4], deep->keyfile_lines[5]);
  worker = g_object_ref (sakiyomi_window_get_worker (window));
  activate (window, "start-game", g_variant_new_string ("second"));
  g_assert_true (sakiyomi_window_is_busy (window));
  g_assert_cmpuint (sakiyomi_ai_worker_get_n_running (worker), ==, 1);
  gui_test_run_for (0.3);
  g_assert_cmpuint (sakiyomi_ai_worker_get_n_running (worker), ==, 1);

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  closed = g_get_monotonic_time ();
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (gui_test_wait (window_gone, &window, 10));
  g_assert_true (gui_test_wait (worker_done, worker, 10));
  ms = (g_get_monotonic_time () - closed) / 1000.0;
  g_test_message ("closing the window during a deep %s search: "
                  "the search ended %.1f ms later", deep->name, ms);
  g_object_unref (worker);
}

/* What the stress test found first (under AddressSanitizer): switching to
 * number-grab stored the new board's seed while the record was still the
 * old game's, and the settings handler read the tic-tac-toe position (the
 * smallest) as a number-grab one, past its end. */
static void
test_switch_to_numbergrab (void)
{
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "random", "two-people");
  activate (window, "game", g_variant_new_string ("numbergrab"));
  g_assert_null (sakiyomi_window_get_confirm_dialog (window));
  g_assert_cmpstr (sky_record_get_game (sakiyomi_window_get_record (window))->id,
                   ==, "numbergrab");
  check_board (window);
  gui_test_window_close (window);
}

int
main (int    argc,
      char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/stress/switch-to-numbergrab", test_switch_to_numbergrab);
  g_test_add_func ("/stress/abuse", test_abuse);
  for (gsize i = 0; i < G_N_ELEMENTS (deep_searches); i++)
    {
      g_autofree char *path = g_strdup_printf ("/stress/close-while-thinking/%s",
                                               deep_searches[i].name);

      g_test_add_data_func (path, &deep_searches[i], test_close_while_thinking);
    }
  return g_test_run ();
}
