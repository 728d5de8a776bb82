/* sakiyomi-autosave.h: the game in progress, kept on disk after every
 * ply so that neither a crash nor a logout loses a move. */
#pragma once

#include <gio/gio.h>

#include "record.h"
#include "sakiyomi-settings.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_AUTOSAVE (sakiyomi_autosave_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiAutosave, sakiyomi_autosave,
                      SAKIYOMI, AUTOSAVE, GObject)

/* g_get_user_data_dir()/sakiyomi/current-game.txt */
GFile *sakiyomi_autosave_get_default_file (void);
/* Removes the game kept in the default file, if any. */
void sakiyomi_autosave_remove_default (void);

/* Keeps the game in file, or in the default file if file is NULL. */
SakiyomiAutosave *sakiyomi_autosave_new (GFile *file);
GFile *sakiyomi_autosave_get_file (SakiyomiAutosave *self);

/* Keeps record (copied) as the game in progress, with whose side the
 * person plays (a "Mode" tag); NULL forgets it.  Written off the main
 * thread by an atomic replace; of several stores only the newest is sure
 * to reach the disk, and never an older one after it. */
void sakiyomi_autosave_store (SakiyomiAutosave *self,
                              const SkyRecord  *record,
                              SakiyomiMode      mode);
/* Writes the newest store now, on this thread, and returns when it is on
 * disk (for quitting).  FALSE if it could not be ("error-message"). */
gboolean sakiyomi_autosave_flush (SakiyomiAutosave *self);
/* Flushes, then writes nothing more and lets the folder go for the next
 * copy of the app (the session that used it is going away). */
void sakiyomi_autosave_close (SakiyomiAutosave *self);

/* The kept game, or NULL if there is none, if another copy of the app
 * keeps its game here (held-elsewhere), or if it cannot be used (error
 * set to why).  A file that cannot be used (not a record, a named pipe)
 * is moved aside next to it (never deleted) and a g_warning says where;
 * *moved_to (if not NULL) gets that path, NULL if it could not be moved. */
SkyRecord *sakiyomi_autosave_restore (SakiyomiAutosave  *self,
                                      SakiyomiMode      *mode,
                                      char             **moved_to,
                                      GError           **error);

/* Why the newest store could not be written ("No space left on device"),
 * or NULL; "notify::error-message" on the main thread when it changes. */
const char *sakiyomi_autosave_get_error_message (SakiyomiAutosave *self);
/* Another copy of the app (another login, another machine sharing this
 * home folder) keeps its game in progress in the same file: this one
 * neither reads nor writes it.  "notify::held-elsewhere". */
gboolean sakiyomi_autosave_is_held_elsewhere (SakiyomiAutosave *self);

G_END_DECLS
