/* session-test-util.h: driving a SakiyomiGameSession's main loop in the
 * tests that play games through it without a window (test-game-session.c,
 * test-session-fourbyfour.c). */
#pragma once

#include "sakiyomi-game-session.h"

G_BEGIN_DECLS

typedef gboolean (*SessionTestDone) (SakiyomiGameSession *session);

/* Runs the main loop until done (session) or the guard of seconds runs
 * out; a guard against a hang, not a measure of time.  Returns whether
 * done (session) was seen. */
gboolean session_test_run_until (SessionTestDone      done,
                                 SakiyomiGameSession *session,
                                 double               seconds);

/* The game has ended. */
gboolean session_test_is_over (SakiyomiGameSession *session);

/* No search is running and the worker has delivered every answer. */
gboolean session_test_is_idle (SakiyomiGameSession *session);

G_END_DECLS
