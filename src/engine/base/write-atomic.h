/* base/: the floor under the whole engine: a file read with a limit
 * (read-limited.h), a file written whole or not at all (this header), the
 * sources' random numbers (pyrandom.h, fastrand.h) and a UTF-8 mark
 * skipped (utf8-bom.h).  Uses GLib and GIO only.
 *
 * write-atomic.h: writing a whole file so that a failure (a full disk,
 * an interruption) leaves the old file whole.  The one writer of the
 * program: the CLI's -o, the engine's weights and training files, and the
 * window's Save and its game kept for the next start all go through it. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Replaces the file at path (a symbolic link: the file it points to, and
 * the link stays) with length bytes of data, or makes it with new_mode
 * (less the umask) if there is none.  A temporary file beside it, with a
 * short name (".sakiyomi-XXXXXX": it fits beside a file whose own name
 * takes all 255 bytes), is written, synced and renamed over it, so that
 * on any failure (a full disk, a read-only folder) the file that was
 * there is left whole and the temporary file is removed.  A replaced file
 * keeps its mode (and its owner, where allowed).  *existed (if not NULL)
 * says whether there was a file before, also on failure.  What is not a
 * regular file (a device, a named pipe, a folder) is never replaced: it
 * is refused with G_IO_ERROR_NOT_REGULAR_FILE or G_IO_ERROR_IS_DIRECTORY.
 * The errors are G_IO_ERROR, their message the reason alone ("No space
 * left on device"), for the caller to put in a sentence naming the file. */
gboolean sky_file_replace (const char *path, const char *data, gsize length,
                           int new_mode, gboolean *existed, GError **error);

/* Whether sky_file_replace () could write path, found out before a long
 * work whose end it would be: the name is not too long, what is there
 * is a regular file (or nothing), and a temporary file can be made (and
 * is removed again) in its folder.  The error is as sky_file_replace ()'s,
 * the reason alone. */
gboolean sky_file_check_replaceable (const char *path, GError **error);

/* sky_file_replace () of length bytes of contents (-1: up to its NUL), a
 * new file readable by all (0666 less the umask), with an error message
 * that names path: "Cannot write “PATH”: REASON". */
gboolean sky_write_file_atomic (const char *path, const char *contents,
                                gssize length, GError **error);

/* What a file of this st_mode is, for a person, as the error of a file
 * that cannot be read or replaced because it is not a regular one
 * ("It is a named pipe (FIFO), not a regular file."). */
void sky_set_not_regular_error (GError **error, guint mode);

G_END_DECLS
