/* sakiyomi-safe-file.c: files written whole or not at all, read only when
 * regular.
 *
 * g_file_replace_contents () truncates the old file when the disk fills
 * under it, and g_file_read () on a named pipe waits for a writer for
 * ever.  Here a write goes to a temporary file with a short name (it fits
 * NAME_MAX beside a file whose own name takes all 255 bytes), is synced,
 * and only then renamed over the old file; a read opens without waiting
 * (O_NONBLOCK) and looks at what it opened before reading a byte.
 */
#define G_LOG_DOMAIN "sakiyomi-safe-file"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sakiyomi-safe-file.h"

/* The temporary file's name: 16 bytes, whatever the file's own name. */
#define TEMPORARY_NAME ".sakiyomi-XXXXXX"

static void
set_errno_error (GError **error,
                 int      saved_errno)
{
  g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       g_strerror (saved_errno));
}

/* What a file of mode is, for a person: it cannot be read or replaced. */
static void
set_not_regular_error (GError **error,
                       mode_t   mode)
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

/* The file a path names: through any symbolic links, so that saving over
 * a link replaces the file it points to and leaves the link.  A path that
 * does not exist (yet) is itself. */
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
write_all (int         fd,
           const char *data,
           gsize       length)
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
sakiyomi_safe_file_replace (const char  *path,
                            const char  *data,
                            gsize        length,
                            int          new_mode,
                            gboolean    *existed,
                            GError     **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *temporary = NULL;
  struct stat old;
  gboolean have_old;
  int fd;
  int saved_errno;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  target = resolve_path (path);
  have_old = stat (target, &old) == 0;
  if (existed != NULL)
    *existed = have_old;
  if (have_old && !S_ISREG (old.st_mode))
    {
      set_not_regular_error (error, old.st_mode);
      return FALSE;
    }

  dir = g_path_get_dirname (target);
  temporary = g_build_filename (dir, TEMPORARY_NAME, NULL);
  /* A replaced file keeps its mode: the temporary one is private until
   * it is set. */
  fd = g_mkstemp_full (temporary, O_RDWR | O_CLOEXEC, have_old ? 0600 : new_mode);
  if (fd < 0)
    {
      set_errno_error (error, errno);
      return FALSE;
    }
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
  set_errno_error (error, saved_errno);
  return FALSE;
}

/* Reads up to limit bytes of fd into buffer. */
static gboolean
read_fd (int            fd,
         char          *buffer,
         gsize          limit,
         gsize         *length,
         GCancellable  *cancellable,
         GError       **error)
{
  gsize done = 0;

  while (done < limit)
    {
      ssize_t n;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      n = read (fd, buffer + done, MIN (limit - done, 65536));
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          set_errno_error (error, errno);
          return FALSE;
        }
      if (n == 0)
        break;
      done += (gsize) n;
    }
  *length = done;
  return TRUE;
}

/* A file with a local path: opened without waiting, then looked at. */
static gboolean
read_local (const char    *path,
            char          *buffer,
            gsize          limit,
            gsize         *length,
            GCancellable  *cancellable,
            GError       **error)
{
  struct stat st;
  gboolean ok;
  int fd;

  /* O_NONBLOCK: a named pipe opens at once instead of waiting for a
   * writer; O_NOCTTY: a terminal does not become ours. */
  fd = open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0)
    {
      set_errno_error (error, errno);
      return FALSE;
    }
  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, errno);
      close (fd);
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      set_not_regular_error (error, st.st_mode);
      close (fd);
      return FALSE;
    }
  ok = read_fd (fd, buffer, limit, length, cancellable, error);
  close (fd);
  return ok;
}

/* A file GIO reaches some other way (a network share): its type first. */
static gboolean
read_remote (GFile         *file,
             char          *buffer,
             gsize          limit,
             gsize         *length,
             GCancellable  *cancellable,
             GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return FALSE;
  switch (g_file_info_get_file_type (info))
    {
    case G_FILE_TYPE_REGULAR:
      break;
    case G_FILE_TYPE_DIRECTORY:
      set_not_regular_error (error, S_IFDIR);
      return FALSE;
    case G_FILE_TYPE_SPECIAL:
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                           _("It is a named pipe, a device or a socket, not a regular file."));
      return FALSE;
    case G_FILE_TYPE_UNKNOWN:
    case G_FILE_TYPE_SYMBOLIC_LINK:
    case G_FILE_TYPE_SHORTCUT:
    case G_FILE_TYPE_MOUNTABLE:
    default:
      set_not_regular_error (error, 0);
      return FALSE;
    }
  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return FALSE;
  return g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, limit,
                                  length, cancellable, error);
}

gboolean
sakiyomi_safe_file_read (GFile         *file,
                         gsize          max_length,
                         char         **contents,
                         gsize         *length,
                         GCancellable  *cancellable,
                         GError       **error)
{
  g_autofree char *path = NULL;
  g_autofree char *buffer = NULL;
  gsize done = 0;
  gboolean ok;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);
  g_return_val_if_fail (max_length < G_MAXSIZE - 1, FALSE);

  /* One byte more than allowed, to tell a file that is too long. */
  buffer = g_malloc (max_length + 2);
  path = g_file_get_path (file);
  if (path != NULL)
    ok = read_local (path, buffer, max_length + 1, &done, cancellable, error);
  else
    ok = read_remote (file, buffer, max_length + 1, &done, cancellable, error);
  if (!ok)
    return FALSE;
  buffer[done] = '\0';
  *contents = g_steal_pointer (&buffer);
  if (length != NULL)
    *length = done;
  return TRUE;
}
