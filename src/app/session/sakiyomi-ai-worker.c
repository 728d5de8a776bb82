/* sakiyomi-ai-worker.c: runs the engine's opponents off the main thread.
 *
 * Each search is a GTask on a worker thread.  The task data holds a copy of
 * everything the search needs (strength, position, a seed for its own GRand),
 * so the worker touches nothing the main thread owns.  Progress is passed
 * back through one pending idle at a time, at most every PROGRESS_INTERVAL,
 * so a fast search cannot flood the main loop.
 *
 * The threads are the worker's own (an exclusive GThreadPool rather than
 * GIO's shared one) and run at a lower scheduling priority: on a busy
 * machine the window keeps drawing and answering while the computer
 * thinks, and no other GIO work ends up on a lowered thread.  The strong
 * engine's own helper threads (strength->threads, the Threads preference)
 * are started by the search on its pool thread and inherit that priority.
 */
#define G_LOG_DOMAIN "sakiyomi-ai-worker"

#include "config.h"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "sakiyomi-ai-worker.h"

#include "reversi-search.h"

/* Searches may overlap briefly: a cancelled one is still returning while
 * the next starts. */
#define MAX_THREADS 2
#define SEARCH_NICENESS 10

#define PROGRESS_INTERVAL (40 * G_TIME_SPAN_MILLISECOND)

struct _SakiyomiAiWorker
{
  GObject parent_instance;

  GRand *rand;                /* seeds for the searches' own generators */
  GThreadPool *pool;          /* the search threads */
  guint last_request;         /* the newest request id; older ones are stale */
  guint forgotten_below;      /* requests up to this one are stale too */
  gint n_running;             /* atomic */
  guint n_undelivered;        /* started, result not yet finished */
  gboolean last_off_main;
};

G_DEFINE_FINAL_TYPE (SakiyomiAiWorker, sakiyomi_ai_worker, G_TYPE_OBJECT)

enum {
  PROGRESS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  SakiyomiAiWorker *worker;   /* owned by the task as its source object */
  guint request_id;
  SkyStrength strength;
  SkyPosition *pos;
  guint32 seed;
  SkySearchResult result;
  GThread *main_thread;
  gboolean ran_off_main;

  /* Progress handed from the worker thread to the main context. */
  GMutex lock;
  SkyProgress latest;
  gboolean idle_pending;
  gint64 last_posted;
  GMainContext *context;
} ChooseData;

static void
choose_data_free (gpointer data)
{
  ChooseData *cd = data;

  sky_position_free (cd->pos);
  g_mutex_clear (&cd->lock);
  g_main_context_unref (cd->context);
  g_free (cd);
}

static void
sakiyomi_ai_worker_finalize (GObject *object)
{
  SakiyomiAiWorker *self = SAKIYOMI_AI_WORKER (object);

  g_rand_free (self->rand);
  /* Every task holds the worker, so no search is left by now. */
  g_thread_pool_free (self->pool, TRUE, FALSE);
  /* The strong engine keeps its tables from one search to the next (a
   * set per search running at a time, see reversi-search.h): with no
   * search left, they go too. */
  sky_reversi_search_release_tables ();
  G_OBJECT_CLASS (sakiyomi_ai_worker_parent_class)->finalize (object);
}

static void
sakiyomi_ai_worker_class_init (SakiyomiAiWorkerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sakiyomi_ai_worker_finalize;

  /**
   * SakiyomiAiWorker::progress:
   * @request_id: the request the progress belongs to
   * @progress: (type gpointer): a SkyProgress, valid during emission
   *
   * Emitted on the main context while the current request searches.
   */
  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_UINT, G_TYPE_POINTER);
}

static void choose_in_pool (gpointer data, gpointer user_data);

static void
sakiyomi_ai_worker_init (SakiyomiAiWorker *self)
{
  self->pool = g_thread_pool_new (choose_in_pool, self, MAX_THREADS, TRUE,
                                  NULL);
}

SakiyomiAiWorker *
sakiyomi_ai_worker_new (guint32 seed)
{
  SakiyomiAiWorker *self = g_object_new (SAKIYOMI_TYPE_AI_WORKER, NULL);

  self->rand = g_rand_new_with_seed (seed);
  return self;
}

void
sakiyomi_ai_worker_reseed (SakiyomiAiWorker *self,
                           guint32           seed)
{
  g_return_if_fail (SAKIYOMI_IS_AI_WORKER (self));

  g_rand_set_seed (self->rand, seed);
}

gboolean
sakiyomi_ai_worker_is_current (SakiyomiAiWorker *self,
                               guint             request_id)
{
  g_return_val_if_fail (SAKIYOMI_IS_AI_WORKER (self), FALSE);

  return request_id == self->last_request
         && request_id > self->forgotten_below;
}

void
sakiyomi_ai_worker_forget (SakiyomiAiWorker *self)
{
  g_return_if_fail (SAKIYOMI_IS_AI_WORKER (self));

  self->forgotten_below = self->last_request;
}

guint
sakiyomi_ai_worker_get_n_running (SakiyomiAiWorker *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_AI_WORKER (self), 0);

  return (guint) g_atomic_int_get (&self->n_running);
}

guint
sakiyomi_ai_worker_get_n_undelivered (SakiyomiAiWorker *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_AI_WORKER (self), 0);

  return self->n_undelivered;
}

gboolean
sakiyomi_ai_worker_last_ran_off_main_thread (SakiyomiAiWorker *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_AI_WORKER (self), FALSE);

  return self->last_off_main;
}

/* Main context: hand the newest progress to the signal's handlers. */
static gboolean
post_progress_idle (gpointer user_data)
{
  GTask *task = user_data;
  ChooseData *cd = g_task_get_task_data (task);
  SkyProgress progress;

  g_mutex_lock (&cd->lock);
  progress = cd->latest;
  cd->idle_pending = FALSE;
  g_mutex_unlock (&cd->lock);

  if (sakiyomi_ai_worker_is_current (cd->worker, cd->request_id)
      && !g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    g_signal_emit (cd->worker, signals[PROGRESS], 0, cd->request_id, &progress);

  return G_SOURCE_REMOVE;
}

/* Worker thread: keep the newest progress, post at most one idle at a time. */
static void
on_search_progress (const SkyProgress *progress,
                    gpointer           user_data)
{
  GTask *task = user_data;
  ChooseData *cd = g_task_get_task_data (task);
  gint64 now = g_get_monotonic_time ();
  gboolean post = FALSE;

  g_mutex_lock (&cd->lock);
  cd->latest = *progress;
  if (!cd->idle_pending && now - cd->last_posted >= PROGRESS_INTERVAL)
    {
      cd->idle_pending = TRUE;
      cd->last_posted = now;
      post = TRUE;
    }
  g_mutex_unlock (&cd->lock);

  /* An idle source, not g_main_context_invoke (): that calls the function
   * at once, on this thread, whenever the main thread happens to be between
   * two iterations and the context is free to acquire. */
  if (post)
    {
      GSource *source = g_idle_source_new ();

      g_source_set_priority (source, G_PRIORITY_DEFAULT);
      g_source_set_callback (source, post_progress_idle, g_object_ref (task),
                             g_object_unref);
      g_source_set_static_name (source, "[sakiyomi] search progress");
      g_source_attach (source, cd->context);
      g_source_unref (source);
    }
}

static void
choose_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ChooseData *cd = task_data;
  GRand *rand = g_rand_new_with_seed (cd->seed);
  GError *error = NULL;
  gboolean ok;

  cd->ran_off_main = g_thread_self () != cd->main_thread;
  ok = sky_player_choose (&cd->strength, cd->pos, rand, cancellable,
                          on_search_progress, task, &cd->result, &error);
  g_rand_free (rand);
  g_atomic_int_add (&cd->worker->n_running, -1);

  if (!ok)
    g_task_return_error (task, error);
  else if (g_task_return_error_if_cancelled (task))
    ;
  else
    g_task_return_boolean (task, TRUE);
}

/* Lowers the calling thread's priority once; the threads are the pool's
 * alone, so nothing else runs on them. */
static void
lower_thread_priority (void)
{
#ifdef __linux__
  static _Thread_local gboolean lowered;

  if (!lowered)
    {
      lowered = TRUE;
      setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), SEARCH_NICENESS);
    }
#endif
}

static void
choose_in_pool (gpointer data,
                gpointer user_data)
{
  GTask *task = data;

  lower_thread_priority ();
  choose_thread (task, g_task_get_source_object (task),
                 g_task_get_task_data (task), g_task_get_cancellable (task));
  g_object_unref (task);
}

guint
sakiyomi_ai_worker_choose_async (SakiyomiAiWorker    *self,
                                 const SkyStrength   *strength,
                                 const SkyPosition   *pos,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ChooseData *cd;

  g_return_val_if_fail (SAKIYOMI_IS_AI_WORKER (self), 0);
  g_return_val_if_fail (!sky_position_is_over (pos), 0);

  cd = g_new0 (ChooseData, 1);
  cd->worker = self;
  cd->request_id = ++self->last_request;
  cd->strength = *strength;
  cd->pos = sky_position_copy (pos);
  cd->seed = g_rand_int (self->rand);
  cd->main_thread = g_thread_self ();
  cd->context = g_main_context_ref_thread_default ();
  cd->result.move = SKY_MOVE_NONE;
  g_mutex_init (&cd->lock);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sakiyomi_ai_worker_choose_async);
  g_task_set_task_data (task, cd, choose_data_free);
  /* The result is checked against the request id instead. */
  g_task_set_check_cancellable (task, FALSE);

  g_atomic_int_inc (&self->n_running);
  self->n_undelivered++;
  g_thread_pool_push (self->pool, g_object_ref (task), NULL);
  return cd->request_id;
}

gboolean
sakiyomi_ai_worker_choose_finish (SakiyomiAiWorker  *self,
                                  GAsyncResult      *result,
                                  guint             *request_id,
                                  SkySearchResult   *search_result,
                                  GError           **error)
{
  ChooseData *cd;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  cd = g_task_get_task_data (G_TASK (result));
  g_return_val_if_fail (self->n_undelivered > 0, FALSE);
  self->n_undelivered--;
  if (request_id != NULL)
    *request_id = cd->request_id;
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  self->last_off_main = cd->ran_off_main;
  if (search_result != NULL)
    *search_result = cd->result;
  return TRUE;
}

guint32
sakiyomi_ai_worker_get_request_seed (SakiyomiAiWorker *self,
                                     GAsyncResult     *result)
{
  g_return_val_if_fail (g_task_is_valid (result, self), 0);

  return ((ChooseData *) g_task_get_task_data (G_TASK (result)))->seed;
}
