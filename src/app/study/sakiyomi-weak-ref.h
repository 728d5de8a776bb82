/* sakiyomi-weak-ref.h: a weak reference to pass as an async call's
 * user data, so that the call does not keep a window alive until it
 * ends. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* A new weak reference to object. */
GWeakRef *sakiyomi_weak_ref_new (gpointer object);

/* Frees ref and returns a strong reference to its object, or NULL when
 * the object is gone. */
gpointer sakiyomi_weak_ref_steal (GWeakRef *ref);

G_END_DECLS
