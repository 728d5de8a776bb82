/* test-engine-resource.c: the engine's GResource asked for by several
 * threads at once, the first time in the process (reversi-resource.c: with
 * GLib's own getter a thread could get NULL while another registered it,
 * and a match crashed in its first games now and then).  This file must
 * not touch the resource before the threads start. */
#include "config.h"

#include "reversi-pattern.h"
#include "reversi-resource.h"

#define THREADS 8

static GMutex lock;
static GCond go;
static gboolean started;

static gpointer
ask (gpointer data)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  GResource *resource;

  (void) data;
  g_mutex_lock (&lock);
  while (!started)
    g_cond_wait (&go, &lock);
  g_mutex_unlock (&lock);
  resource = sky_reversi_engine_resource ();
  g_assert_nonnull (resource);
  bytes = g_resource_lookup_data (resource, SKY_REVERSI_PATTERN_RESOURCE,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), >, 0);
  return resource;
}

static void
test_first_use_on_threads (void)
{
  GThread *threads[THREADS];
  gpointer first = NULL;

  for (int i = 0; i < THREADS; i++)
    threads[i] = g_thread_new ("resource", ask, NULL);
  g_mutex_lock (&lock);
  started = TRUE;
  g_cond_broadcast (&go);
  g_mutex_unlock (&lock);
  for (int i = 0; i < THREADS; i++)
    {
      gpointer resource = g_thread_join (threads[i]);

      if (first == NULL)
        first = resource;
      g_assert_true (resource == first);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine-resource/first-use-on-threads",
                   test_first_use_on_threads);
  return g_test_run ();
}
