/* sakiyomi-safe-file.h: a person's files written whole or not at all, and
 * read only when they are regular files (GIO only: the session, the
 * autosave and the window's Save and Open use it). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Replaces the file at path (a symbolic link: the file it points to) with
 * length bytes of data, or makes it with new_mode (less the umask) if
 * there is none.  A temporary file beside it is written, synced and
 * renamed over it, so that on any failure (a full disk, a read-only
 * folder) the file that was there is left whole and the temporary file is
 * removed.  A replaced file keeps its permissions.  *existed (if not NULL)
 * says whether there was a file before, also on failure.  Refuses, with
 * G_IO_ERROR_NOT_REGULAR_FILE or G_IO_ERROR_IS_DIRECTORY, to replace what
 * is not a regular file. */
gboolean sakiyomi_safe_file_replace (const char  *path,
                                     const char  *data,
                                     gsize        length,
                                     int          new_mode,
                                     gboolean    *existed,
                                     GError     **error);

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
