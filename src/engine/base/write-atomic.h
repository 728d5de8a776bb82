/* base/: the floor under the whole engine: a file read with a limit
 * (read-limited.h), a file written whole or not at all (this header), the
 * sources' random numbers (pyrandom.h, fastrand.h) and a UTF-8 mark
 * skipped (utf8-bom.h).  Uses GLib and GIO only.
 *
 * write-atomic.h: writing a whole file so that a failure (a full disk,
 * an interruption) leaves the old file whole. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Writes length bytes of contents (-1: up to its NUL) to path through a
 * temporary file in the same folder, synced and then renamed over path:
 * path holds either its old contents or the new ones, never part of
 * them.  The temporary file's name (".sakiyomi-XXXXXX") is short, so any
 * path whose own name fits in the file system can be written (where
 * g_file_set_contents ()'s "NAME.XXXXXX" does not fit a name of 249 bytes
 * or more).  The errors are g_file_set_contents ()'s (G_FILE_ERROR, with
 * its messages), naming path. */
gboolean sky_write_file_atomic (const char *path, const char *contents,
                                gssize length, GError **error);

G_END_DECLS
