/* file-lock.h: a lock that processes writing the same file take around
 * reading it again and replacing it, so that two writers at once lose
 * nothing (the second reads what the first wrote, merges and writes). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _SkyFileLock SkyFileLock;

/* Waits for, then takes, the lock of the file at path: an flock () on
 * its folder (through symbolic links), which every process and thread
 * that takes this lock for a file of the folder shares, so that no lock
 * file is left beside it and a name of 255 bytes needs no longer one.
 * NULL, with a G_IO_ERROR naming the folder, if the folder cannot be
 * opened or locked. */
SkyFileLock *sky_file_lock (const char *path, GError **error);
/* Gives the lock back (NULL: nothing). */
void sky_file_unlock (SkyFileLock *lock);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyFileLock, sky_file_unlock)

G_END_DECLS
