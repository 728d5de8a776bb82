/* sakiyomi-ai-worker.h: runs the engine's opponents off the main thread. */
#pragma once

#include <gio/gio.h>

#include "player.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_AI_WORKER (sakiyomi_ai_worker_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiAiWorker, sakiyomi_ai_worker,
                      SAKIYOMI, AI_WORKER, GObject)

SakiyomiAiWorker *sakiyomi_ai_worker_new (guint32 seed);
/* Restarts the stream the searches' random generators are seeded from. */
void sakiyomi_ai_worker_reseed (SakiyomiAiWorker *self,
                                guint32           seed);

/* Starts a search for the side to move in pos (copied).  Returns the request
 * id; "progress" is emitted on the main context with that id while the
 * search runs, throttled.  Only the newest request is considered current:
 * sakiyomi_ai_worker_is_current () tells a callback whether its result still
 * matters. */
guint sakiyomi_ai_worker_choose_async (SakiyomiAiWorker    *self,
                                       const SkyStrength   *strength,
                                       const SkyPosition   *pos,
                                       GCancellable        *cancellable,
                                       GAsyncReadyCallback  callback,
                                       gpointer             user_data);
gboolean sakiyomi_ai_worker_choose_finish (SakiyomiAiWorker  *self,
                                           GAsyncResult      *result,
                                           guint             *request_id,
                                           SkySearchResult   *search_result,
                                           GError           **error);

/* The seed a finished request's random generator started from: the same
 * search with this seed plays the same random playouts. */
guint32 sakiyomi_ai_worker_get_request_seed (SakiyomiAiWorker *self,
                                             GAsyncResult     *result);

/* Makes every outstanding request stale (they may still finish, but
 * sakiyomi_ai_worker_is_current () is FALSE for them). */
void sakiyomi_ai_worker_forget (SakiyomiAiWorker *self);
gboolean sakiyomi_ai_worker_is_current (SakiyomiAiWorker *self,
                                        guint             request_id);
/* Searches whose worker thread has not returned yet. */
guint sakiyomi_ai_worker_get_n_running (SakiyomiAiWorker *self);
/* Searches started whose result has not been taken with _finish () yet:
 * a thread may have returned while its result still waits in the main
 * loop, so this can be larger than the number running. */
guint sakiyomi_ai_worker_get_n_undelivered (SakiyomiAiWorker *self);
/* The thread the last search ran on (for tests: not the main thread). */
gboolean sakiyomi_ai_worker_last_ran_off_main_thread (SakiyomiAiWorker *self);

G_END_DECLS
