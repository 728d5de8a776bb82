/* file-lock.c: the lock of a file's folder, for writers that read the
 * file again and merge before they replace it (file-lock.h). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/file.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>

#include "file-lock.h"

struct _SkyFileLock {
  int fd;
};

/* The folder of the file a path names, through symbolic links (the
 * file's own link and the folder's), so that two names of one file
 * take one lock. */
static char *
lock_folder (const char *path)
{
  char *resolved = realpath (path, NULL);
  g_autofree char *dir = NULL;
  char *real_dir;
  char *copy;

  if (resolved != NULL)
    {
      dir = g_path_get_dirname (resolved);
      free (resolved);
    }
  else
    dir = g_path_get_dirname (path);
  real_dir = realpath (dir, NULL);
  if (real_dir == NULL)
    return g_steal_pointer (&dir);
  copy = g_strdup (real_dir);
  free (real_dir);
  return copy;
}

SkyFileLock *
sky_file_lock (const char *path, GError **error)
{
  g_autofree char *dir = lock_folder (path);
  SkyFileLock *lock;
  int fd, saved;

  fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    goto failed;
  /* A lock of the open folder: a second open (another process, another
   * thread) waits here until the first closes it. */
  while (flock (fd, LOCK_EX) != 0)
    if (errno != EINTR)
      {
        saved = errno;
        close (fd);
        errno = saved;
        goto failed;
      }
  lock = g_new (SkyFileLock, 1);
  lock->fd = fd;
  return lock;

failed:
  saved = errno;
  {
    g_autofree char *display = g_filename_display_name (dir);

    /* TRANSLATORS: "Cannot lock the folder “/home/ann/.local/share/sakiyomi”: Permission denied" */
    g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                 _("Cannot lock the folder “%s”: %s"), display,
                 g_strerror (saved));
  }
  return NULL;
}

void
sky_file_unlock (SkyFileLock *lock)
{
  if (lock == NULL)
    return;
  close (lock->fd);
  g_free (lock);
}
