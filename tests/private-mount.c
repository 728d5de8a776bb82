/* private-mount.c: small file systems of a test's own. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "private-mount.h"

static char *unavailable;

gboolean
private_mount_init (void)
{
  if (geteuid () != 0)
    {
      unavailable = g_strdup ("a tmpfs of the test's own needs root (CI runs as root)");
      return FALSE;
    }
  /* Mounts made from here on are the test's alone and go with it. */
  if (unshare (CLONE_NEWNS) != 0)
    {
      unavailable = g_strdup_printf ("no mount namespace of its own: %s",
                                     g_strerror (errno));
      return FALSE;
    }
  if (mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    {
      unavailable = g_strdup_printf ("mounts cannot be made private: %s",
                                     g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

const char *
private_mount_unavailable (void)
{
  return unavailable;
}

void
private_mount_tmpfs (const char *dir,
                     gsize       size)
{
  g_autofree char *options = g_strdup_printf ("size=%" G_GSIZE_FORMAT ",mode=0700",
                                              size);

  g_assert_null (unavailable);
  if (mount ("tmpfs", dir, "tmpfs", MS_NOSUID | MS_NODEV, options) != 0)
    g_error ("cannot mount a tmpfs on %s: %s", dir, g_strerror (errno));
}

void
private_mount_set_read_only (const char *dir,
                             gboolean    read_only)
{
  unsigned long flags = MS_REMOUNT | MS_NOSUID | MS_NODEV | (read_only ? MS_RDONLY : 0);

  if (mount ("tmpfs", dir, "tmpfs", flags, NULL) != 0)
    g_error ("cannot remount %s: %s", dir, g_strerror (errno));
}

void
private_mount_unmount (const char *dir)
{
  if (umount2 (dir, MNT_DETACH) != 0)
    g_error ("cannot unmount %s: %s", dir, g_strerror (errno));
}

char *
private_mount_fill (const char *dir)
{
  char *path = g_build_filename (dir, "filler", NULL);
  static const char block[4096];
  int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);

  g_assert_cmpint (fd, >=, 0);
  /* Whole blocks, then single bytes, until the disk says no more. */
  while (write (fd, block, sizeof block) == (ssize_t) sizeof block)
    ;
  while (write (fd, block, 1) == 1)
    ;
  g_assert_cmpint (errno, ==, ENOSPC);
  close (fd);
  return path;
}
