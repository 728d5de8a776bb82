/* sakiyomi-weak-ref.c: a weak reference to pass as an async call's user
 * data.  A GTask whose source object is a window keeps the window alive
 * until the task ends; a window destroyed meanwhile then outlives its
 * transient parent, and GTK 4.8 touches the freed parent when the window
 * is finally disposed.  Held weakly, the window is disposed when it is
 * destroyed, and its dispose cancels the task. */
#include "config.h"

#include "sakiyomi-weak-ref.h"

GWeakRef *
sakiyomi_weak_ref_new (gpointer object)
{
  GWeakRef *ref = g_new (GWeakRef, 1);

  g_weak_ref_init (ref, object);
  return ref;
}

gpointer
sakiyomi_weak_ref_steal (GWeakRef *ref)
{
  gpointer object = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  return object;
}
