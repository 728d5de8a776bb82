/* series-runner.h: a series of independent jobs (games) played on several
 * threads with exactly the outcome of a serial run.
 *
 * The caller's jobs are numbered 0..n_jobs-1.  Everything that depends on
 * the order of the jobs happens on the calling thread, in index order:
 * prepare () draws a job's inputs (its board, its random generator's seed)
 * into the job's slot, started () and deliver () report it and add its
 * result to the totals.  Only play () runs on the worker threads, each job
 * on one of them, touching nothing but its slot and data it only reads.
 * So the totals, and anything printed from deliver (), are the same for
 * every number of threads, to the digit.
 *
 * The jobs are prepared a window ahead of the one being delivered (a few
 * dozen slots, not one per job), so a series of a million games needs no
 * more memory than one of a hundred.  With one thread no thread is
 * started: each job is prepared, started, played and delivered in turn on
 * the calling thread.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The most threads a runner starts. */
#define SKY_SERIES_RUNNER_MAX_THREADS 256

typedef struct {
  /* Bytes of a job's slot; the runner hands every callback its job's slot,
   * zeroed before prepare (). */
  gsize slot_size;
  /* Calling thread, index order, before the job is played. */
  void (*prepare) (int index, gpointer slot, gpointer data);
  /* A worker thread (the calling thread with one thread), concurrently
   * with other jobs: plays the job into its slot.  FALSE with an error
   * (G_IO_ERROR_CANCELLED once cancellable is cancelled). */
  gboolean (*play) (int index, gpointer slot, GCancellable *cancellable,
                    gpointer data, GError **error);
  /* Calling thread, index order, after every earlier job was delivered and
   * before this one is (with one thread: before it is played; with more it
   * may already be under way or played).  May be NULL. */
  void (*started) (int index, gpointer data);
  /* Calling thread, index order: the job's result.  FALSE with an error
   * stops the series. */
  gboolean (*deliver) (int index, gpointer slot, gpointer data,
                       GError **error);
  /* Calling thread: frees what prepare () and play () left in a slot, after
   * it was delivered or when the series stopped before.  May be NULL. */
  void (*clear) (gpointer slot, gpointer data);
} SkySeriesRunnerFuncs;

/* The number of threads meant by 0: one per processor. */
int sky_series_runner_default_threads (void);

/* Runs jobs 0..n_jobs-1 on n_threads threads (0: one per processor; never
 * more than SKY_SERIES_RUNNER_MAX_THREADS or n_jobs).  Returns FALSE with
 * the error of the first job (in index order) that failed, or of
 * deliver (), or G_IO_ERROR_CANCELLED once cancellable is cancelled; the
 * jobs before it have been delivered, none after it.  Every worker has
 * finished when it returns. */
gboolean sky_series_runner_run (const SkySeriesRunnerFuncs *funcs,
                                int n_jobs,
                                int n_threads,
                                GCancellable *cancellable,
                                gpointer data,
                                GError **error);

G_END_DECLS
