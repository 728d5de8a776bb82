/* write-atomic.c: a whole file written through a temporary one, never
 * over what is not a regular file.
 *
 * g_file_set_contents () renames over whatever the path names: run as
 * root, a device such as /dev/full became a regular file.  Its temporary
 * name ("NAME.XXXXXX") does not fit beside a name of 249 bytes or more,
 * and the file it replaces loses its mode.  g_file_replace_contents ()
 * truncates the old file when the disk fills under it.  Hence this one.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "write-atomic.h"

/* The temporary file's name: 16 bytes, whatever the file's own name. */
#define TEMPORARY_NAME ".sakiyomi-XXXXXX"

static gboolean
set_errno_error (GError **error, int saved_errno)
{
  g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       g_strerror (saved_errno));
  return FALSE;
}

void
sky_set_not_regular_error (GError **error, guint mode)
{
  if (S_ISDIR (mode))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                         _("It is a folder, not a file."));
  else if (S_ISFIFO (mode))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                         _("It is a named pipe (FIFO), not a regular file."));
  else if (S_ISCHR (mode) || S_ISBLK (mode))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                         _("It is a device, not a regular file."));
  else if (S_ISSOCK (mode))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                         _("It is a socket, not a regular file."));
  else
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                         _("It is not a regular file."));
}

/* The file a path names: through any symbolic links, so that writing
 * over a link replaces the file it points to and leaves the link.  A path
 * that does not exist (yet) is itself. */
static char *
resolve_path (const char *path)
{
  char *resolved = realpath (path, NULL);
  char *copy;

  if (resolved == NULL)
    return g_strdup (path);
  copy = g_strdup (resolved);
  free (resolved);
  return copy;
}

static gboolean
write_all (int fd, const char *data, gsize length)
{
  while (length > 0)
    {
      ssize_t n = write (fd, data, length);

      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          return FALSE;
        }
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* The rename is on disk once the folder is: a failure here loses nothing
 * (the new file is in place), so it is not reported. */
static void
sync_folder (const char *dir)
{
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

gboolean
sky_file_replace (const char *path, const char *data, gsize length,
                  int new_mode, gboolean *existed, GError **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *temporary = NULL;
  struct stat old;
  gboolean have_old;
  int fd, saved_errno;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  target = resolve_path (path);
  have_old = stat (target, &old) == 0;
  if (existed != NULL)
    *existed = have_old;
  if (have_old && !S_ISREG (old.st_mode))
    {
      sky_set_not_regular_error (error, old.st_mode);
      return FALSE;
    }

  dir = g_path_get_dirname (target);
  temporary = g_build_filename (dir, TEMPORARY_NAME, NULL);
  /* A replaced file keeps its mode: the temporary one is private until
   * it is set. */
  fd = g_mkstemp_full (temporary, O_RDWR | O_CLOEXEC, have_old ? 0600 : new_mode);
  if (fd < 0)
    return set_errno_error (error, errno);
  if (have_old)
    {
      /* Best effort: a file of another owner is the caller's to replace
       * only if the folder allows it, and then it becomes the caller's. */
      if (fchown (fd, old.st_uid, old.st_gid) != 0)
        errno = 0;
      if (fchmod (fd, old.st_mode & 07777) != 0)
        errno = 0;
    }

  if (!write_all (fd, data, length) || fsync (fd) != 0)
    {
      saved_errno = errno;
      close (fd);
      goto failed;
    }
  if (close (fd) != 0 || g_rename (temporary, target) != 0)
    {
      saved_errno = errno;
      goto failed;
    }
  sync_folder (dir);
  return TRUE;

failed:
  g_unlink (temporary);
  return set_errno_error (error, saved_errno);
}

gboolean
sky_file_check_replaceable (const char *path, GError **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *temporary = NULL;
  struct stat old;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  target = resolve_path (path);
  if (stat (target, &old) == 0)
    {
      if (!S_ISREG (old.st_mode))
        {
          sky_set_not_regular_error (error, old.st_mode);
          return FALSE;
        }
    }
  else if (errno != ENOENT)
    /* A name too long, a folder that cannot be searched. */
    return set_errno_error (error, errno);

  dir = g_path_get_dirname (target);
  temporary = g_build_filename (dir, TEMPORARY_NAME, NULL);
  fd = g_mkstemp_full (temporary, O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0)
    return set_errno_error (error, errno);
  close (fd);
  g_unlink (temporary);
  return TRUE;
}

gboolean
sky_write_file_atomic (const char *path, const char *contents, gssize length,
                       GError **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL || length == 0, FALSE);

  if (!sky_file_replace (path, contents,
                         length < 0 ? strlen (contents) : (gsize) length,
                         0666, NULL, error))
    {
      g_autofree char *display = g_filename_display_name (path);

      /* TRANSLATORS: "Cannot write “out.ggf”: No space left on device" */
      g_prefix_error (error, _("Cannot write “%s”: "), display);
      return FALSE;
    }
  return TRUE;
}
