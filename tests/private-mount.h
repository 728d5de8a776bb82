/* private-mount.h: small file systems of a test's own (a tmpfs that
 * fills up, one that is read-only), in a mount namespace of its own so
 * that nothing outside the test sees them.  Needs root (CI runs as root);
 * elsewhere the tests that need them are skipped with the reason. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Call first in main (), before any thread starts: enters a private
 * mount namespace if it can.  Returns whether mounts are possible. */
gboolean private_mount_init (void);
/* Why mounts are not possible, for g_test_skip (), or NULL. */
const char *private_mount_unavailable (void);

/* Mounts a tmpfs of size bytes on the directory dir. */
void private_mount_tmpfs (const char *dir,
                          gsize       size);
/* Makes the tmpfs on dir read-only, or writable again. */
void private_mount_set_read_only (const char *dir,
                                  gboolean    read_only);
void private_mount_unmount (const char *dir);

/* Fills the file system of dir: a file "filler" that takes every free
 * block, returned so that the test can remove it. */
char *private_mount_fill (const char *dir);

G_END_DECLS
