/* read-limited.c: a whole file read against a limit on its size. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "read-limited.h"

void
sky_read_set_too_long (GError **error, const char *name, gsize limit,
                       const char *what)
{
  g_autofree char *size = g_format_size_full (limit, G_FORMAT_SIZE_IEC_UNITS);

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
               /* TRANSLATORS: a file's name, what it holds ("a game
                * record"), then a size such as "1.0 MiB" */
               _("%s: too long: %s is at most %s"), name, what, size);
}

/* The errors g_file_get_contents () gives, in GLib's own words and
 * translations, so that every reader says the same. */
typedef enum { FAILED_OPEN, FAILED_STAT, FAILED_READ } Failure;

static void
set_errno_error (GError **error, Failure failure, const char *path,
                 int saved_errno)
{
  g_autofree char *display = g_filename_display_name (path);
  GFileError code = g_file_error_from_errno (saved_errno);
  const char *why = g_strerror (saved_errno);

  switch (failure)
    {
    case FAILED_OPEN:
      g_set_error (error, G_FILE_ERROR, code,
                   g_dgettext ("glib20", "Failed to open file “%s”: %s"),
                   display, why);
      break;
    case FAILED_STAT:
      g_set_error (error, G_FILE_ERROR, code,
                   g_dgettext ("glib20", "Failed to get attributes of file “%s”: fstat() failed: %s"),
                   display, why);
      break;
    case FAILED_READ:
      g_set_error (error, G_FILE_ERROR, code,
                   g_dgettext ("glib20", "Error reading file “%s”: %s"),
                   display, why);
      break;
    }
}

/* Reads into buffer until it holds want bytes or the input ends. */
static gboolean
read_up_to (int fd, const char *path, GByteArray *buffer, gsize want,
            GError **error)
{
  while (buffer->len < want)
    {
      gsize used = buffer->len;
      gsize chunk = MIN (want - used, (gsize) 65536);
      gssize n;

      g_byte_array_set_size (buffer, used + chunk);
      n = read (fd, buffer->data + used, chunk);
      if (n < 0)
        {
          int saved_errno = errno;

          g_byte_array_set_size (buffer, used);
          if (saved_errno == EINTR)
            continue;
          set_errno_error (error, FAILED_READ, path, saved_errno);
          return FALSE;
        }
      g_byte_array_set_size (buffer, used + n);
      if (n == 0)
        break;
    }
  return TRUE;
}

char *
sky_read_file_limited (const char *path, gsize limit, const char *what,
                       gsize head_length, SkyReadHeadCheck check,
                       gpointer user_data, gsize *length, GError **error)
{
  g_autoptr(GByteArray) buffer = NULL;
  struct stat st;
  gboolean regular;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (limit < G_MAXSIZE, NULL);

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_errno_error (error, FAILED_OPEN, path, errno);
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      g_close (fd, NULL);
      set_errno_error (error, FAILED_STAT, path, saved_errno);
      return NULL;
    }
  if (S_ISDIR (st.st_mode))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_close (fd, NULL);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR,
                   /* TRANSLATORS: a file's name, then what it should
                    * hold ("a game record") */
                   _("“%s” is a folder, not %s"), display, what);
      return NULL;
    }
  regular = S_ISREG (st.st_mode);
  /* A regular file within the limit in one block, as it will be (it is
   * read to its size and a byte more first, so that the block is never
   * grown unless the file grew). */
  buffer = g_byte_array_sized_new (regular && (guint64) st.st_size <= limit
                                   && st.st_size < G_MAXUINT
                                   ? (guint) st.st_size + 1 : 65536);

  if (check != NULL)
    {
      if (!read_up_to (fd, path, buffer, head_length, error)
          || !check (buffer->data, buffer->len, user_data, error))
        {
          g_close (fd, NULL);
          return NULL;
        }
    }
  /* A regular file by its size, read or not; anything else (a pipe, a
   * device such as /dev/zero) by what comes, one byte past the limit
   * being enough to know. */
  if ((regular && (guint64) st.st_size > limit)
      || (regular && !read_up_to (fd, path, buffer, st.st_size + 1, error))
      || ((!regular || buffer->len > (gsize) st.st_size)
          && !read_up_to (fd, path, buffer, limit + 1, error))
      || buffer->len > limit)
    {
      g_close (fd, NULL);
      if (error != NULL && *error == NULL)
        {
          g_autofree char *display = g_filename_display_name (path);

          sky_read_set_too_long (error, display, limit, what);
        }
      return NULL;
    }
  g_close (fd, NULL);
  if (length != NULL)
    *length = buffer->len;
  g_byte_array_append (buffer, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&buffer), FALSE);
}
