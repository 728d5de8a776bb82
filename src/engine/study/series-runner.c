/* series-runner.c: independent jobs on several threads, delivered in order
 * (see series-runner.h).
 *
 * The calling thread prepares the jobs into a ring of slots, a window
 * ahead of the job it delivers next; the workers claim prepared jobs in
 * index order, play each into its slot and mark it finished; the calling
 * thread waits for the job it delivers next, delivers it, clears its slot
 * and prepares the job that takes the slot over.  One lock guards the
 * counters and the finished marks; a slot itself belongs to the calling
 * thread until its job is prepared, then to the worker that claims it
 * until it is finished, then to the calling thread again.
 */
#include "config.h"

#include <string.h>

#include "series-runner.h"

/* Slots per thread: room for the workers to run ahead of a long game. */
#define SLOTS_PER_THREAD 8
#define MIN_SLOTS 32

typedef struct {
  const SkySeriesRunnerFuncs *funcs;
  gpointer data;
  GCancellable *cancellable;
  int n_jobs, n_slots;
  guint8 *slots;

  GMutex lock;                  /* guards what follows */
  GCond cond;
  int prepared;                 /* jobs 0..prepared-1 are prepared */
  int next;                     /* the next job a worker claims */
  gboolean stop;                /* claim no more */
  gboolean *finished;           /* by slot: its job was played */
  GError **errors;              /* by slot: why it failed */
} Runner;

int
sky_series_runner_default_threads (void)
{
  return CLAMP ((int) g_get_num_processors (), 1,
                SKY_SERIES_RUNNER_MAX_THREADS);
}

static gpointer
slot_of (Runner *runner, int index)
{
  return runner->slots
         + (gsize) (index % runner->n_slots) * runner->funcs->slot_size;
}

static gboolean
play_job (const SkySeriesRunnerFuncs *funcs, int index, gpointer slot,
          GCancellable *cancellable, gpointer data, GError **error)
{
  GError *local = NULL;

  if (funcs->play (index, slot, cancellable, data, &local))
    return TRUE;
  if (local == NULL)
    local = g_error_new (G_IO_ERROR, G_IO_ERROR_FAILED,
                         "Game %d failed", index + 1);
  g_propagate_error (error, local);
  return FALSE;
}

static gpointer
worker (gpointer user_data)
{
  Runner *runner = user_data;

  g_mutex_lock (&runner->lock);
  for (;;)
    {
      GError *error = NULL;
      gboolean ok;
      int index;

      while (!runner->stop && runner->next < runner->n_jobs
             && runner->next >= runner->prepared)
        g_cond_wait (&runner->cond, &runner->lock);
      if (runner->stop || runner->next >= runner->n_jobs)
        break;
      index = runner->next++;
      g_mutex_unlock (&runner->lock);

      ok = play_job (runner->funcs, index, slot_of (runner, index),
                     runner->cancellable, runner->data, &error);

      g_mutex_lock (&runner->lock);
      runner->finished[index % runner->n_slots] = TRUE;
      runner->errors[index % runner->n_slots] = error;
      /* The jobs before this one were all claimed and will finish; the
       * ones after it will not be delivered. */
      if (!ok)
        runner->stop = TRUE;
      g_cond_broadcast (&runner->cond);
    }
  g_mutex_unlock (&runner->lock);
  return NULL;
}

/* One thread: every step of every job in turn, on the calling thread. */
static gboolean
run_serially (const SkySeriesRunnerFuncs *funcs, int n_jobs,
              GCancellable *cancellable, gpointer data, GError **error)
{
  g_autofree guint8 *slot = g_malloc0 (MAX (funcs->slot_size, 1));
  gboolean ok = TRUE;

  for (int i = 0; ok && i < n_jobs; i++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      memset (slot, 0, funcs->slot_size);
      funcs->prepare (i, slot, data);
      if (funcs->started != NULL)
        funcs->started (i, data);
      ok = !g_cancellable_set_error_if_cancelled (cancellable, error)
           && play_job (funcs, i, slot, cancellable, data, error)
           && funcs->deliver (i, slot, data, error);
      if (funcs->clear != NULL)
        funcs->clear (slot, data);
    }
  return ok;
}

/* Prepares the jobs up to (not including) end and lets the workers at
 * them. */
static void
prepare_until (Runner *runner, int end)
{
  int from = runner->prepared;    /* written by this thread only */

  if (from >= end)
    return;
  for (int j = from; j < end; j++)
    {
      gpointer slot = slot_of (runner, j);

      memset (slot, 0, runner->funcs->slot_size);
      runner->funcs->prepare (j, slot, runner->data);
    }
  g_mutex_lock (&runner->lock);
  runner->prepared = end;
  g_cond_broadcast (&runner->cond);
  g_mutex_unlock (&runner->lock);
}

gboolean
sky_series_runner_run (const SkySeriesRunnerFuncs *funcs, int n_jobs,
                       int n_threads, GCancellable *cancellable,
                       gpointer data, GError **error)
{
  Runner runner = {
    .funcs = funcs, .data = data, .cancellable = cancellable,
    .n_jobs = n_jobs,
  };
  g_autoptr(GPtrArray) threads = NULL;
  gboolean ok = TRUE;
  int delivered = 0;

  g_return_val_if_fail (funcs != NULL && funcs->prepare != NULL
                        && funcs->play != NULL && funcs->deliver != NULL,
                        FALSE);
  g_return_val_if_fail (n_jobs >= 0, FALSE);

  if (n_threads <= 0)
    n_threads = sky_series_runner_default_threads ();
  n_threads = MIN (MIN (n_threads, SKY_SERIES_RUNNER_MAX_THREADS), n_jobs);
  if (n_threads <= 1)
    return run_serially (funcs, n_jobs, cancellable, data, error);

  runner.n_slots = MIN (n_jobs, MAX (MIN_SLOTS, SLOTS_PER_THREAD * n_threads));
  runner.slots = g_malloc0 ((gsize) runner.n_slots * MAX (funcs->slot_size, 1));
  runner.finished = g_new0 (gboolean, runner.n_slots);
  runner.errors = g_new0 (GError *, runner.n_slots);
  g_mutex_init (&runner.lock);
  g_cond_init (&runner.cond);

  threads = g_ptr_array_new ();
  for (int t = 0; t < n_threads; t++)
    {
      GThread *thread = g_thread_try_new ("sky-series", worker, &runner,
                                          NULL);

      if (thread == NULL)
        break;
      g_ptr_array_add (threads, thread);
    }

  if (threads->len == 0)
    ok = run_serially (funcs, n_jobs, cancellable, data, error);
  for (int i = 0; threads->len > 0 && ok && i < n_jobs; i++)
    {
      int s = i % runner.n_slots;
      GError *failure;

      prepare_until (&runner, MIN (n_jobs, i + runner.n_slots));
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          ok = FALSE;
          break;
        }
      if (funcs->started != NULL)
        funcs->started (i, data);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          ok = FALSE;
          break;
        }

      g_mutex_lock (&runner.lock);
      while (!runner.finished[s])
        g_cond_wait (&runner.cond, &runner.lock);
      failure = g_steal_pointer (&runner.errors[s]);
      g_mutex_unlock (&runner.lock);

      if (failure != NULL)
        {
          g_propagate_error (error, failure);
          ok = FALSE;
          break;
        }
      /* A cancellation while the job was played: stop as a serial run
       * would have stopped inside it. */
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          ok = FALSE;
          break;
        }
      ok = funcs->deliver (i, slot_of (&runner, i), data, error);
      if (funcs->clear != NULL)
        funcs->clear (slot_of (&runner, i), data);
      delivered = i + 1;
      g_mutex_lock (&runner.lock);
      runner.finished[s] = FALSE;
      g_mutex_unlock (&runner.lock);
    }

  g_mutex_lock (&runner.lock);
  runner.stop = TRUE;
  g_cond_broadcast (&runner.cond);
  g_mutex_unlock (&runner.lock);
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (threads->pdata[t]);

  /* The jobs prepared but not delivered. */
  for (int j = delivered; j < runner.prepared; j++)
    {
      if (funcs->clear != NULL)
        funcs->clear (slot_of (&runner, j), data);
      g_clear_error (&runner.errors[j % runner.n_slots]);
    }
  g_mutex_clear (&runner.lock);
  g_cond_clear (&runner.cond);
  g_free (runner.finished);
  g_free (runner.errors);
  g_free (runner.slots);
  return ok;
}
