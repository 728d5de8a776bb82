/* read-limited.h: a whole file read against a limit on its size, so that
 * no input (/dev/zero, an endless pipe, a sparse file of gigabytes) can
 * take memory without end. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Looks at the first bytes of a file before the rest is read: FALSE (and
 * an error) refuses the file. */
typedef gboolean (*SkyReadHeadCheck) (const guint8 *head, gsize length,
                                      gpointer user_data, GError **error);

/* The contents of path (a file, a pipe or a device), NUL-terminated, with
 * their length in *length (the NUL not counted).  At most limit bytes:
 * a regular file is refused by its size before it is read, anything else
 * once more than limit bytes have come; the error (G_IO_ERROR,
 * G_IO_ERROR_MESSAGE_TOO_LARGE) says "PATH: too long: WHAT is at most
 * SIZE", what being a phrase such as _("a game record").  If check is
 * given it sees the first head_length bytes (fewer if the file is
 * shorter) before anything else is read or the size is judged, so that a
 * file of the wrong kind is told so whatever its size.  A folder is
 * refused as "“PATH” is a folder, not WHAT" (G_FILE_ERROR_ISDIR); the
 * other errors of opening and reading are g_file_get_contents ()'s
 * (G_FILE_ERROR, with its messages). */
char *sky_read_file_limited (const char *path, gsize limit, const char *what,
                             gsize head_length, SkyReadHeadCheck check,
                             gpointer user_data, gsize *length,
                             GError **error);

/* The error above, for readers with their own loop (standard input). */
void sky_read_set_too_long (GError **error, const char *name, gsize limit,
                            const char *what);

G_END_DECLS
