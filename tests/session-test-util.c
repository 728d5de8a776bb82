/* session-test-util.c: driving a session's main loop (session-test-util.h). */
#include "config.h"

#include "sakiyomi-ai-worker.h"
#include "session-test-util.h"

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

gboolean
session_test_run_until (SessionTestDone      done,
                        SakiyomiGameSession *session,
                        double               seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  guint tick = g_timeout_add (10, wake_up, NULL);
  gboolean seen;

  /* done () is asked once a turn and its answer kept: it may read what
   * other threads write (the autosave's file), which can change between
   * two calls without the loop turning. */
  while (!(seen = done (session)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  return seen;
}

gboolean
session_test_is_over (SakiyomiGameSession *session)
{
  return sky_position_is_over (sakiyomi_game_session_get_position (session));
}

gboolean
session_test_is_idle (SakiyomiGameSession *session)
{
  return !sakiyomi_game_session_is_busy (session)
         && sakiyomi_ai_worker_get_n_undelivered (sakiyomi_game_session_get_worker (session)) == 0;
}
