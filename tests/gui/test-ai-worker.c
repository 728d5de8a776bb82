/* test-ai-worker.c: the window's search worker on its own, without a
 * window (no display needed): progress and results arrive on the main
 * thread only, cancelled and stale searches are told apart, and every
 * search started is delivered exactly once.  Also the ThreadSanitizer
 * stage's test of the hand-offs between the main thread and the searches.
 */
#include "config.h"

#include "sakiyomi-ai-worker.h"

static GThread *main_thread;

/* Runs the default main context until *flag or the (generous) limit. */
static gboolean
iterate_until (const gboolean *flag,
               double          limit_seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (limit_seconds * G_USEC_PER_SEC);

  while (!*flag && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE) || (g_usleep (1000), TRUE);
  return *flag;
}

typedef struct
{
  gboolean done;
  gboolean ok;
  GError *error;
  guint request;
  SkySearchResult result;
  gboolean on_main;
} Outcome;

static void
on_done (GObject      *source,
         GAsyncResult *res,
         gpointer      user_data)
{
  Outcome *outcome = user_data;

  g_assert_false (outcome->done);
  outcome->on_main = g_thread_self () == main_thread;
  outcome->ok = sakiyomi_ai_worker_choose_finish (SAKIYOMI_AI_WORKER (source), res,
                                                  &outcome->request,
                                                  &outcome->result,
                                                  &outcome->error);
  outcome->done = TRUE;
}

typedef struct
{
  guint count;
  guint off_main;
} ProgressLog;

static void
on_progress (SakiyomiAiWorker *worker,
             guint             request,
             gpointer          progress,
             ProgressLog      *log)
{
  log->count++;
  if (g_thread_self () != main_thread
      || !g_main_context_is_owner (g_main_context_default ()))
    log->off_main++;
}

static SkyStrength
strength_of (SkyPlayerKind kind,
             SkyGameKind   game)
{
  SkyStrength strength;

  sky_strength_init_default (&strength, kind, game);
  return strength;
}

/* Progress is posted to the main context, never run on the search's thread
 * even while the main thread is busy and the context free to take: this
 * test holds the main thread off the loop while the search posts. */
static void
test_progress_on_main_thread (void)
{
  g_autoptr(SakiyomiAiWorker) worker = sakiyomi_ai_worker_new (1);
  g_autoptr(SkyPosition) pos = sky_position_new (sky_game_get (SKY_GAME_REVERSI), NULL);
  SkyStrength strength = strength_of (SKY_PLAYER_MONTECARLO, SKY_GAME_REVERSI);
  ProgressLog log = { 0 };
  Outcome outcome = { 0 };

  strength.playouts = 0;
  strength.seconds = 0.5;
  g_signal_connect (worker, "progress", G_CALLBACK (on_progress), &log);
  sakiyomi_ai_worker_choose_async (worker, &strength, pos, NULL, on_done, &outcome);
  g_usleep (G_USEC_PER_SEC / 4);
  g_assert_true (iterate_until (&outcome.done, 60));

  g_assert_true (outcome.ok);
  g_assert_true (outcome.on_main);
  g_assert_true (sky_position_is_legal_move (pos, outcome.result.move));
  g_assert_cmpuint (log.count, >=, 1);
  g_assert_cmpuint (log.off_main, ==, 0);
  g_assert_true (sakiyomi_ai_worker_last_ran_off_main_thread (worker));
}

/* A cancelled search ends with G_IO_ERROR_CANCELLED, soon, and its thread
 * is free again. */
static void
test_cancel (void)
{
  g_autoptr(SakiyomiAiWorker) worker = sakiyomi_ai_worker_new (2);
  g_autoptr(SkyPosition) pos = sky_position_new (sky_game_get (SKY_GAME_REVERSI), NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  SkyStrength strength = strength_of (SKY_PLAYER_MINIMAX, SKY_GAME_REVERSI);
  Outcome outcome = { 0 };
  gboolean never = FALSE;
  gint64 cancelled;

  strength.engine = TRUE;
  strength.seconds = 60;
  strength.depth = 60;
  strength.no_book = TRUE;    /* a search, not the opening book */
  sakiyomi_ai_worker_choose_async (worker, &strength, pos, cancellable,
                                   on_done, &outcome);
  iterate_until (&never, 0.1);
  g_assert_false (outcome.done);
  g_assert_cmpuint (sakiyomi_ai_worker_get_n_running (worker), ==, 1);

  cancelled = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  g_assert_true (iterate_until (&outcome.done, 30));
  g_test_message ("the search returned %.1f ms after its cancellation",
                  (g_get_monotonic_time () - cancelled) / 1000.0);
  g_assert_false (outcome.ok);
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (sakiyomi_ai_worker_get_n_running (worker), ==, 0);
  g_assert_cmpuint (sakiyomi_ai_worker_get_n_undelivered (worker), ==, 0);
  g_clear_error (&outcome.error);
}

/* Only the newest request is current; forget () makes every one stale. */
static void
test_stale (void)
{
  g_autoptr(SakiyomiAiWorker) worker = sakiyomi_ai_worker_new (3);
  g_autoptr(SkyPosition) pos = sky_position_new (sky_game_get (SKY_GAME_TICTACTOE),
                                                 &(SkyGameSetup) { 0 });
  SkyStrength strength = strength_of (SKY_PLAYER_MINIMAX, SKY_GAME_TICTACTOE);
  Outcome first = { 0 }, second = { 0 };
  guint a, b;

  a = sakiyomi_ai_worker_choose_async (worker, &strength, pos, NULL, on_done, &first);
  g_assert_true (sakiyomi_ai_worker_is_current (worker, a));
  b = sakiyomi_ai_worker_choose_async (worker, &strength, pos, NULL, on_done, &second);
  g_assert_cmpuint (a, !=, b);
  g_assert_false (sakiyomi_ai_worker_is_current (worker, a));
  g_assert_true (sakiyomi_ai_worker_is_current (worker, b));
  g_assert_cmpuint (sakiyomi_ai_worker_get_n_undelivered (worker), ==, 2);

  g_assert_true (iterate_until (&first.done, 30));
  g_assert_true (iterate_until (&second.done, 30));
  g_assert_cmpuint (first.request, ==, a);
  g_assert_cmpuint (second.request, ==, b);
  g_assert_true (first.ok && second.ok);
  g_assert_cmpuint (sakiyomi_ai_worker_get_n_undelivered (worker), ==, 0);

  sakiyomi_ai_worker_forget (worker);
  g_assert_false (sakiyomi_ai_worker_is_current (worker, b));
}

/* Hundreds of overlapping searches of every game and opponent, half of
 * them cancelled at a random moment: each is delivered exactly once, on
 * the main thread, with a legal move unless it was cancelled. */
static void
test_many (void)
{
  enum { N = 240 };
  g_autoptr(SakiyomiAiWorker) worker = sakiyomi_ai_worker_new (4);
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  SkyPosition *positions[N];
  GCancellable *cancellables[N];
  Outcome *outcomes = g_new0 (Outcome, N);
  ProgressLog log = { 0 };
  guint n_cancelled = 0, n_moves = 0;

  g_signal_connect (worker, "progress", G_CALLBACK (on_progress), &log);
  for (int i = 0; i < N; i++)
    {
      SkyGameKind game = (SkyGameKind) (i % SKY_N_GAMES);
      SkyPlayerKind kind = (SkyPlayerKind) ((i / SKY_N_GAMES) % SKY_N_PLAYER_KINDS);
      SkyStrength strength = strength_of (kind, game);
      SkyGameSetup setup = { .seed = g_rand_int (rand) };
      SkyMove moves[SKY_MAX_MOVES];
      int plies = g_rand_int_range (rand, 0, 6);

      positions[i] = sky_position_new (sky_game_get (game), &setup);
      for (int p = 0; p < plies && !sky_position_is_over (positions[i]); p++)
        {
          int n = sky_position_legal_moves (positions[i], moves);

          sky_position_play (positions[i], moves[g_rand_int_range (rand, 0, n)]);
        }
      if (sky_position_is_over (positions[i]))
        {
          sky_position_free (positions[i]);
          positions[i] = sky_position_new (sky_game_get (game), &setup);
        }
      cancellables[i] = g_cancellable_new ();
      sakiyomi_ai_worker_choose_async (worker, &strength, positions[i],
                                       cancellables[i], on_done, &outcomes[i]);
      if (g_rand_boolean (rand))
        {
          g_cancellable_cancel (cancellables[i]);
          n_cancelled++;
        }
      for (int spin = g_rand_int_range (rand, 0, 4); spin > 0; spin--)
        g_main_context_iteration (NULL, FALSE);
    }

  for (int i = 0; i < N; i++)
    g_assert_true (iterate_until (&outcomes[i].done, 120));
  for (int i = 0; i < N; i++)
    {
      g_assert_true (outcomes[i].on_main);
      if (outcomes[i].ok)
        {
          g_assert_true (sky_position_is_legal_move (positions[i],
                                                     outcomes[i].result.move));
          n_moves++;
        }
      else
        {
          g_assert_error (outcomes[i].error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
          g_assert_true (g_cancellable_is_cancelled (cancellables[i]));
          g_clear_error (&outcomes[i].error);
        }
      sky_position_free (positions[i]);
      g_object_unref (cancellables[i]);
    }
  g_assert_cmpuint (n_moves, >=, N - n_cancelled);
  g_assert_cmpuint (log.off_main, ==, 0);
  g_assert_cmpuint (sakiyomi_ai_worker_get_n_running (worker), ==, 0);
  g_assert_cmpuint (sakiyomi_ai_worker_get_n_undelivered (worker), ==, 0);
  g_test_message ("%d searches, %u cancelled, %u moves, %u progress reports",
                  N, n_cancelled, n_moves, log.count);
  g_free (outcomes);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  main_thread = g_thread_self ();

  g_test_add_func ("/ai-worker/progress-on-main-thread", test_progress_on_main_thread);
  g_test_add_func ("/ai-worker/cancel", test_cancel);
  g_test_add_func ("/ai-worker/stale", test_stale);
  g_test_add_func ("/ai-worker/many", test_many);
  return g_test_run ();
}
