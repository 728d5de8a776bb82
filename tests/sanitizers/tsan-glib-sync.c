/* tsan-glib-sync.c: makes GLib's locks visible to ThreadSanitizer.
 *
 * On Linux GLib's GMutex, GRecMutex and GCond are futexes, not pthread
 * mutexes, so TSan does not see them synchronise anything and reports
 * every access made under a GMutex as a race.  Preloaded
 * (LD_PRELOAD) into the ThreadSanitizer test runs only, this library
 * interposes the lock calls made from our code and from GIO and GTK and
 * tells TSan about them (acquire after locking, release before unlocking),
 * then calls GLib's own.  Built only when b_sanitize=thread.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <glib.h>

void __tsan_acquire (void *addr);
void __tsan_release (void *addr);

#define REAL(name) \
  static __typeof__ (name) *real; \
  if (real == NULL) \
    real = (__typeof__ (name) *) dlsym (RTLD_NEXT, #name)

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
