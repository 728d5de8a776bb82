/* sakiyomi-safe-file.h: a person's files read only when they are regular
 * files (GIO only: the session and the window's Open use it).  They are
 * written by sky_file_replace () (write-atomic.h). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Reads at most max_length + 1 bytes of file (NUL-terminated in
 * *contents), so that the caller can tell a file that is too long.  What
 * is not a regular file (a named pipe, a device, a folder) is refused with
 * a message saying what it is, without waiting on it: a named pipe with no
 * writer never blocks the caller. */
gboolean sakiyomi_safe_file_read (GFile         *file,
                                  gsize          max_length,
                                  char         **contents,
                                  gsize         *length,
                                  GCancellable  *cancellable,
                                  GError       **error);

G_END_DECLS
