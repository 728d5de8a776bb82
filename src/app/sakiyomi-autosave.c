/* sakiyomi-autosave.c: the game in progress on disk.
 *
 * Every store gets a generation number on the main thread and is written
 * by a GTask on a worker thread, so a slow disk never stalls the board.
 * Tasks may run in any order, so each write happens under a lock and only
 * if its generation is newer than the one on disk: an older state never
 * replaces a newer one, and flush () on quit writes the newest itself.
 * g_file_set_contents_full () renames a synced temporary file over the old
 * one, so a crash or power cut leaves either the old game or the new.
 */
#define G_LOG_DOMAIN "sakiyomi-autosave"

#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sakiyomi-autosave.h"
#include "sakiyomi-record-file.h"

/* The tag that says whose side the person played in the saved game. */
#define MODE_TAG "Mode"

struct _SakiyomiAutosave
{
  GObject parent_instance;

  char *path;

  /* Main thread only. */
  guint64 generation;           /* of the newest store */
  char *newest;                 /* its text, NULL: no game to keep */

  /* Shared with the writing threads. */
  GMutex lock;
  guint64 written;              /* the generation on disk */
};

G_DEFINE_FINAL_TYPE (SakiyomiAutosave, sakiyomi_autosave, G_TYPE_OBJECT)

typedef struct
{
  guint64 generation;
  char *text;                   /* NULL: remove the file */
} Store;

static void
store_free (gpointer data)
{
  Store *store = data;

  g_free (store->text);
  g_free (store);
}

GFile *
sakiyomi_autosave_get_default_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "sakiyomi",
                                            "current-game.txt", NULL);

  return g_file_new_for_path (path);
}

void
sakiyomi_autosave_remove_default (void)
{
  g_autoptr(GFile) file = sakiyomi_autosave_get_default_file ();
  g_autoptr(GError) error = NULL;

  if (!g_file_delete (file, NULL, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_warning ("cannot remove the saved game: %s", error->message);
}

/* Puts text (or no file, for NULL) on disk if generation is newer than
 * what is there.  Called with the lock held, on any thread. */
static gboolean
write_locked (SakiyomiAutosave *self,
              guint64           generation,
              const char       *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;

  if (generation <= self->written)
    return TRUE;
  self->written = generation;
  if (text == NULL)
    {
      if (g_unlink (self->path) != 0 && errno != ENOENT)
        {
          int saved_errno = errno;

          g_warning ("cannot remove the saved game %s: %s", self->path,
                     g_strerror (saved_errno));
          return FALSE;
        }
      return TRUE;
    }
  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_warning ("cannot save the game in progress to %s: %s", self->path,
                 g_strerror (saved_errno));
      return FALSE;
    }
  if (!g_file_set_contents_full (self->path, text, -1,
                                 G_FILE_SET_CONTENTS_CONSISTENT
                                 | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, &error))
    {
      g_warning ("cannot save the game in progress to %s: %s", self->path,
                 error->message);
      return FALSE;
    }
  return TRUE;
}

static void
store_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  SakiyomiAutosave *self = source_object;
  Store *store = task_data;
  gboolean ok;

  g_mutex_lock (&self->lock);
  ok = write_locked (self, store->generation, store->text);
  g_mutex_unlock (&self->lock);
  g_task_return_boolean (task, ok);
}

void
sakiyomi_autosave_store (SakiyomiAutosave *self,
                         const SkyRecord  *record,
                         SakiyomiMode      mode)
{
  g_autoptr(GTask) task = NULL;
  Store *store;

  g_return_if_fail (SAKIYOMI_IS_AUTOSAVE (self));

  g_clear_pointer (&self->newest, g_free);
  if (record != NULL)
    {
      g_autoptr(SkyRecord) copy = sky_record_copy (record);

      sky_record_set_tag (copy, MODE_TAG, sakiyomi_mode_id (mode));
      self->newest = sky_record_to_string (copy);
    }
  store = g_new0 (Store, 1);
  store->generation = ++self->generation;
  store->text = g_strdup (self->newest);

  /* The task holds a reference: the object outlives its last write. */
  task = g_task_new (self, NULL, NULL, NULL);
  g_task_set_source_tag (task, sakiyomi_autosave_store);
  g_task_set_task_data (task, store, store_free);
  g_task_run_in_thread (task, store_thread);
}

gboolean
sakiyomi_autosave_flush (SakiyomiAutosave *self)
{
  gboolean ok;

  g_return_val_if_fail (SAKIYOMI_IS_AUTOSAVE (self), FALSE);

  g_mutex_lock (&self->lock);
  ok = write_locked (self, self->generation, self->newest);
  g_mutex_unlock (&self->lock);
  return ok;
}

/* Renames the unusable file to "current-game.txt.unreadable-DATE" beside
 * it; returns the new path, or NULL if even that failed. */
static char *
move_aside (SakiyomiAutosave *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (int i = 0; i < 100; i++)
    {
      g_autofree char *aside = i == 0
        ? g_strdup_printf ("%s.unreadable-%s", self->path, stamp)
        : g_strdup_printf ("%s.unreadable-%s-%d", self->path, stamp, i);

      if (g_file_test (aside, G_FILE_TEST_EXISTS))
        continue;
      if (g_rename (self->path, aside) == 0)
        return g_steal_pointer (&aside);
      break;
    }
  return NULL;
}

SkyRecord *
sakiyomi_autosave_restore (SakiyomiAutosave  *self,
                           SakiyomiMode      *mode,
                           char             **moved_to)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *aside = NULL;
  const char *id;

  g_return_val_if_fail (SAKIYOMI_IS_AUTOSAVE (self), NULL);
  g_return_val_if_fail (mode != NULL, NULL);

  if (moved_to != NULL)
    *moved_to = NULL;
  file = g_file_new_for_path (self->path);
  record = sakiyomi_record_file_read (file, &error);
  if (record == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return NULL;
      reason = g_strdup (error->message);
    }
  else
    {
      id = sky_record_get_tag (record, MODE_TAG);
      if (id != NULL && sakiyomi_mode_from_id (id, mode))
        {
          sky_record_set_tag (record, MODE_TAG, NULL);
          return g_steal_pointer (&record);
        }
      reason = g_strdup ("it does not say who plays");
    }

  aside = move_aside (self);
  if (aside != NULL)
    g_warning ("ignoring the saved game %s: %s; it is kept as %s", self->path,
               reason, aside);
  else
    g_warning ("ignoring the saved game %s: %s; it could not be moved aside "
               "and will be replaced", self->path, reason);
  if (moved_to != NULL)
    *moved_to = g_steal_pointer (&aside);
  return NULL;
}

GFile *
sakiyomi_autosave_get_file (SakiyomiAutosave *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_AUTOSAVE (self), NULL);
  return g_file_new_for_path (self->path);
}

static void
sakiyomi_autosave_finalize (GObject *object)
{
  SakiyomiAutosave *self = SAKIYOMI_AUTOSAVE (object);

  g_free (self->path);
  g_free (self->newest);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (sakiyomi_autosave_parent_class)->finalize (object);
}

static void
sakiyomi_autosave_class_init (SakiyomiAutosaveClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sakiyomi_autosave_finalize;
}

static void
sakiyomi_autosave_init (SakiyomiAutosave *self)
{
  g_mutex_init (&self->lock);
}

SakiyomiAutosave *
sakiyomi_autosave_new (GFile *file)
{
  SakiyomiAutosave *self = g_object_new (SAKIYOMI_TYPE_AUTOSAVE, NULL);
  g_autoptr(GFile) fallback = NULL;

  if (file == NULL)
    file = fallback = sakiyomi_autosave_get_default_file ();
  self->path = g_file_get_path (file);
  return self;
}
