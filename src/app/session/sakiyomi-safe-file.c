/* sakiyomi-safe-file.c: a person's files read only when they are regular.
 *
 * g_file_read () on a named pipe waits for a writer for ever.  Here a read
 * opens without waiting (O_NONBLOCK) and looks at what it opened before
 * reading a byte.  Writing is the engine's sky_file_replace ()
 * (write-atomic.h), the one writer the CLI uses too.
 */
#define G_LOG_DOMAIN "sakiyomi-safe-file"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sakiyomi-safe-file.h"
#include "write-atomic.h"

static void
set_errno_error (GError **error,
                 int      saved_errno)
{
  g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       g_strerror (saved_errno));
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
      sky_set_not_regular_error (error, st.st_mode);
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
      sky_set_not_regular_error (error, S_IFDIR);
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
      sky_set_not_regular_error (error, 0);
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
