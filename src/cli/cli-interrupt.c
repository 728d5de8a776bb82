/* cli-interrupt.c: Ctrl+C (SIGINT) as a request to stop, for commands
 * that have work worth keeping (match): a thread of its own waits for the
 * signal with GLib's unix signal source and cancels the command's
 * GCancellable, which the searches and the series runner already heed. */
#include "config.h"

#include <signal.h>

#include <glib-unix.h>

#include "cli.h"

struct _SkyCliInterrupt {
  GMainContext *context;
  GMainLoop *loop;
  GThread *thread;
  GCancellable *cancellable;
  gboolean interrupted;     /* read after the thread is joined */
};

static gboolean
on_sigint (gpointer data)
{
  SkyCliInterrupt *interrupt = data;

  interrupt->interrupted = TRUE;
  g_cancellable_cancel (interrupt->cancellable);
  /* The source removed, GLib gives SIGINT its default back: a second
   * Ctrl+C stops at once. */
  return G_SOURCE_REMOVE;
}

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static gpointer
watch (gpointer data)
{
  SkyCliInterrupt *interrupt = data;

  g_main_context_push_thread_default (interrupt->context);
  g_main_loop_run (interrupt->loop);
  g_main_context_pop_thread_default (interrupt->context);
  return NULL;
}

SkyCliInterrupt *
sky_cli_interrupt_start (GCancellable *cancellable)
{
  SkyCliInterrupt *interrupt = g_new0 (SkyCliInterrupt, 1);
  struct sigaction current;

  interrupt->cancellable = g_object_ref (cancellable);
  interrupt->context = g_main_context_new ();
  interrupt->loop = g_main_loop_new (interrupt->context, FALSE);
  /* A SIGINT ignored by whoever started us (a background job of a
   * script, nohup) stays ignored, as for any program. */
  if (sigaction (SIGINT, NULL, &current) != 0
      || current.sa_handler != SIG_IGN)
    {
      g_autoptr(GSource) source = g_unix_signal_source_new (SIGINT);

      g_source_set_callback (source, on_sigint, interrupt, NULL);
      /* Attached before this returns: a Ctrl+C from now on is caught. */
      g_source_attach (source, interrupt->context);
    }
  interrupt->thread = g_thread_new ("sky-sigint", watch, interrupt);
  return interrupt;
}

gboolean
sky_cli_interrupt_stop (SkyCliInterrupt *interrupt)
{
  gboolean interrupted;

  /* Quit from inside the loop: a g_main_loop_quit () from here could come
   * before the thread has started running it, and be lost. */
  g_main_context_invoke (interrupt->context, quit_loop, interrupt->loop);
  g_thread_join (interrupt->thread);
  interrupted = interrupt->interrupted;
  /* Destroying the context destroys its sources: SIGINT is the default
   * again. */
  g_main_loop_unref (interrupt->loop);
  g_main_context_unref (interrupt->context);
  g_object_unref (interrupt->cancellable);
  g_free (interrupt);
  return interrupted;
}
