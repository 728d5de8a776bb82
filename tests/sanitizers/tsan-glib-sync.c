/* tsan-glib-sync.c: makes GLib's hand-offs between threads visible to
 * ThreadSanitizer.
 *
 * GLib itself is not built with TSan, so TSan sees none of the ways it
 * synchronises threads and reports the accesses on either side as races:
 *
 *  - GMutex, GRecMutex and GCond are futexes on Linux, not pthread mutexes;
 *  - a GAsyncQueue, and a GThreadPool through its internal one, hand each
 *    item to the thread that pops it;
 *  - a GTask hands its result back to the main context through an internal
 *    source and lock;
 *  - GObject reference counts are atomics inside GObject;
 *  - g_once_init_leave () publishes what it initialised with a store
 *    inside GLib, which the inline fast path of g_once_init_enter () in
 *    another thread then reads (the pattern evaluation unpacks each phase
 *    this way, in whichever search thread needs it first).
 *
 * Preloaded (LD_PRELOAD) into the ThreadSanitizer test runs only, this
 * library interposes those calls where they cross into GLib (from our code,
 * and from GIO and GTK into GLib) and tells TSan what they guarantee:
 * acquire after a lock, release before an unlock; release when an item is
 * pushed or a task's result returned, acquire when it is popped or before
 * the pool's function or the task's callback runs; acquire-release on every reference change.
 * Then it calls GLib's own function.  GLib's calls to itself stay invisible,
 * which is why the runs also set ignore_noninstrumented_modules.  Built only
 * when b_sanitize=thread.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <gio/gio.h>

void __tsan_acquire (void *addr);
void __tsan_release (void *addr);

/* The real function, looked up once; atomically, as the first call may
 * come from two threads at once. */
#define REAL(name) \
  static __typeof__ (name) *real_slot; \
  __typeof__ (name) *real = __atomic_load_n (&real_slot, __ATOMIC_ACQUIRE); \
  if (real == NULL) \
    { \
      real = (__typeof__ (name) *) dlsym (RTLD_NEXT, #name); \
      __atomic_store_n (&real_slot, real, __ATOMIC_RELEASE); \
    }

void
g_mutex_lock (GMutex *mutex)
{
  REAL (g_mutex_lock);
  real (mutex);
  __tsan_acquire (mutex);
}

gboolean
g_mutex_trylock (GMutex *mutex)
{
  REAL (g_mutex_trylock);
  if (!real (mutex))
    return FALSE;
  __tsan_acquire (mutex);
  return TRUE;
}

void
g_mutex_unlock (GMutex *mutex)
{
  REAL (g_mutex_unlock);
  __tsan_release (mutex);
  real (mutex);
}

void
g_rec_mutex_lock (GRecMutex *mutex)
{
  REAL (g_rec_mutex_lock);
  real (mutex);
  __tsan_acquire (mutex);
}

void
g_rec_mutex_unlock (GRecMutex *mutex)
{
  REAL (g_rec_mutex_unlock);
  __tsan_release (mutex);
  real (mutex);
}

void
g_cond_wait (GCond  *cond,
             GMutex *mutex)
{
  REAL (g_cond_wait);
  __tsan_release (mutex);
  real (cond, mutex);
  __tsan_acquire (mutex);
}

gboolean
g_cond_wait_until (GCond  *cond,
                   GMutex *mutex,
                   gint64  end_time)
{
  gboolean signalled;

  REAL (g_cond_wait_until);
  __tsan_release (mutex);
  signalled = real (cond, mutex, end_time);
  __tsan_acquire (mutex);
  return signalled;
}

/* GAsyncQueue: the push releases the item, the pop acquires it. */
void
g_async_queue_push (GAsyncQueue *queue,
                    gpointer     data)
{
  REAL (g_async_queue_push);
  __tsan_release (data);
  real (queue, data);
}

gpointer
g_async_queue_pop (GAsyncQueue *queue)
{
  gpointer data;

  REAL (g_async_queue_pop);
  data = real (queue);
  __tsan_acquire (data);
  return data;
}

gpointer
g_async_queue_try_pop (GAsyncQueue *queue)
{
  gpointer data;

  REAL (g_async_queue_try_pop);
  data = real (queue);
  if (data != NULL)
    __tsan_acquire (data);
  return data;
}

gpointer
g_async_queue_timeout_pop (GAsyncQueue *queue,
                           guint64      timeout)
{
  gpointer data;

  REAL (g_async_queue_timeout_pop);
  data = real (queue, timeout);
  if (data != NULL)
    __tsan_acquire (data);
  return data;
}

/* GThreadPool: the push releases the item, the pool's thread acquires it
 * before running the function. */
typedef struct
{
  GFunc func;
  gpointer user_data;
} PoolFunc;

static void
pool_func_acquiring (gpointer data,
                     gpointer user_data)
{
  PoolFunc *pool_func = user_data;

  __tsan_acquire (data);
  pool_func->func (data, pool_func->user_data);
}

/* The PoolFunc lives as long as the process: a pool has no destroy
 * notification for its user data, and test runs make a handful of pools. */
static PoolFunc *
pool_func_new (GFunc    func,
               gpointer user_data)
{
  PoolFunc *pool_func = g_new (PoolFunc, 1);

  pool_func->func = func;
  pool_func->user_data = user_data;
  return pool_func;
}

GThreadPool *
g_thread_pool_new (GFunc     func,
                   gpointer  user_data,
                   gint      max_threads,
                   gboolean  exclusive,
                   GError  **error)
{
  REAL (g_thread_pool_new);
  return real (pool_func_acquiring, pool_func_new (func, user_data),
               max_threads, exclusive, error);
}

GThreadPool *
g_thread_pool_new_full (GFunc           func,
                        gpointer        user_data,
                        GDestroyNotify  item_free_func,
                        gint            max_threads,
                        gboolean        exclusive,
                        GError        **error)
{
  REAL (g_thread_pool_new_full);
  return real (pool_func_acquiring, pool_func_new (func, user_data),
               item_free_func, max_threads, exclusive, error);
}

gboolean
g_thread_pool_push (GThreadPool  *pool,
                    gpointer      data,
                    GError      **error)
{
  REAL (g_thread_pool_push);
  __tsan_release (data);
  return real (pool, data, error);
}

/* GTask: returning a result releases the task, the callback acquires it. */
typedef struct
{
  GAsyncReadyCallback callback;
  gpointer user_data;
} TaskCallback;

static void
task_callback_acquiring (GObject      *source,
                         GAsyncResult *result,
                         gpointer      user_data)
{
  TaskCallback task_callback = *(TaskCallback *) user_data;

  g_free (user_data);
  __tsan_acquire (result);
  task_callback.callback (source, result, task_callback.user_data);
}

GTask *
g_task_new (gpointer             source_object,
            GCancellable        *cancellable,
            GAsyncReadyCallback  callback,
            gpointer             callback_data)
{
  TaskCallback *task_callback;

  REAL (g_task_new);
  if (callback == NULL)
    return real (source_object, cancellable, callback, callback_data);
  task_callback = g_new (TaskCallback, 1);
  task_callback->callback = callback;
  task_callback->user_data = callback_data;
  return real (source_object, cancellable, task_callback_acquiring,
               task_callback);
}

void
g_task_return_boolean (GTask    *task,
                       gboolean  result)
{
  REAL (g_task_return_boolean);
  __tsan_release (task);
  real (task, result);
}

void
g_task_return_int (GTask  *task,
                   gssize  result)
{
  REAL (g_task_return_int);
  __tsan_release (task);
  real (task, result);
}

void
g_task_return_pointer (GTask          *task,
                       gpointer        result,
                       GDestroyNotify  result_destroy)
{
  REAL (g_task_return_pointer);
  __tsan_release (task);
  real (task, result, result_destroy);
}

void
g_task_return_error (GTask  *task,
                     GError *error)
{
  REAL (g_task_return_error);
  __tsan_release (task);
  real (task, error);
}

gboolean
g_task_return_error_if_cancelled (GTask *task)
{
  REAL (g_task_return_error_if_cancelled);
  __tsan_release (task);
  return real (task);
}

/* GObject: a reference count is an atomic read-modify-write, so every
 * change acquires what earlier changes released (the last unref, which
 * finalizes, sees everything done before any other unref). */
/* In parentheses: gobject.h defines a g_object_ref () macro. */
gpointer
(g_object_ref) (gpointer object)
{
  REAL (g_object_ref);
  if (object != NULL)
    {
      __tsan_release (object);
      __tsan_acquire (object);
    }
  return real (object);
}

void
g_object_unref (gpointer object)
{
  REAL (g_object_unref);
  if (object != NULL)
    {
      __tsan_release (object);
      __tsan_acquire (object);
    }
  real (object);
}

/* g_once: the value stored by g_once_init_leave () releases what the
 * initialising thread wrote (the inline check in g_once_init_enter () is an
 * acquiring atomic load of the same location, which TSan sees); a thread
 * that waited inside g_once_init_enter () for another to finish acquires
 * it. */
#undef g_once_init_enter
#undef g_once_init_leave

gboolean
g_once_init_enter (volatile void *location)
{
  REAL (g_once_init_enter);
  if (real (location))
    return TRUE;
  __tsan_acquire ((void *) location);
  return FALSE;
}

void
g_once_init_leave (volatile void *location, gsize result)
{
  REAL (g_once_init_leave);
  __tsan_release ((void *) location);
  real (location, result);
}
