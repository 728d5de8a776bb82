/* write-atomic.c: writing a whole file through a temporary one. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "write-atomic.h"

/* Where it failed, for g_file_set_contents ()'s words (and GLib's
 * translations of them). */
typedef enum { FAILED_CREATE, FAILED_WRITE, FAILED_RENAME } Failure;

static gboolean
set_errno_error (GError **error, Failure failure, const char *path,
                 int saved_errno)
{
  g_autofree char *display = g_filename_display_name (path);
  GFileError code = g_file_error_from_errno (saved_errno);
  const char *why = g_strerror (saved_errno);

  switch (failure)
    {
    case FAILED_CREATE:
      g_set_error (error, G_FILE_ERROR, code,
                   g_dgettext ("glib20", "Failed to create file “%s”: %s"),
                   display, why);
      break;
    case FAILED_WRITE:
      g_set_error (error, G_FILE_ERROR, code,
                   g_dgettext ("glib20", "Failed to write file “%s”: write() failed: %s"),
                   display, why);
      break;
    case FAILED_RENAME:
      g_set_error (error, G_FILE_ERROR, code,
                   g_dgettext ("glib20", "Failed to rename file “%s” to “%s”: g_rename() failed: %s"),
                   display, display, why);
      break;
    }
  return FALSE;
}

gboolean
sky_write_file_atomic (const char *path, const char *contents, gssize length,
                       GError **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *tmp = NULL;
  gsize left;
  int fd, saved_errno;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL || length == 0, FALSE);

  left = length < 0 ? strlen (contents) : (gsize) length;
  dir = g_path_get_dirname (path);
  tmp = g_build_filename (dir, ".sakiyomi-XXXXXX", NULL);
  fd = g_mkstemp_full (tmp, O_RDWR | O_CLOEXEC, 0666);
  if (fd < 0)
    return set_errno_error (error, FAILED_CREATE, path, errno);

  while (left > 0)
    {
      gssize n = write (fd, contents, left);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        goto write_failed;
      contents += n;
      left -= n;
    }
  /* On the disk before the rename makes it the file. */
  if (fsync (fd) != 0)
    goto write_failed;
  if (close (fd) != 0)
    {
      fd = -1;
      goto write_failed;
    }
  if (g_rename (tmp, path) != 0)
    {
      saved_errno = errno;
      g_unlink (tmp);
      return set_errno_error (error, FAILED_RENAME, path, saved_errno);
    }
  return TRUE;

write_failed:
  saved_errno = errno;
  if (fd >= 0)
    close (fd);
  g_unlink (tmp);
  return set_errno_error (error, FAILED_WRITE, path, saved_errno);
}
