/* sakiyomi-autosave.c: the game in progress on disk.
 *
 * Every store gets a generation number on the main thread and is written
 * by a GTask on a worker thread, so a slow disk never stalls the board.
 * Tasks may run in any order, so each write happens under a lock and only
 * if its generation is newer than the one on disk: an older state never
 * replaces a newer one, and flush () on quit writes the newest itself.
 * sky_file_replace () renames a synced temporary file over the
 * old one, so a crash, a power cut or a full disk leaves either the old
 * game or the new.
 *
 * Each write's outcome is kept, and the main thread announces when it
 * changes ("error-message"): the window tells the person that the game is
 * not being kept, and why, once, and again when it is kept again.
 *
 * One copy of the app keeps its game in a folder: it holds an flock () on
 * a lock file beside the game for as long as it runs.  A second copy (a
 * second login, another machine sharing the home folder) finds it held and
 * neither reads, moves nor writes the first one's game ("held-elsewhere").
 * The windows of one process share the hold: they are one copy.
 */
#define G_LOG_DOMAIN "sakiyomi-autosave"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sakiyomi-autosave.h"
#include "sakiyomi-record-file.h"
#include "write-atomic.h"

/* The tag that says whose side the person played in the saved game. */
#define MODE_TAG "Mode"

struct _SakiyomiAutosave
{
  GObject parent_instance;

  char *path;
  char *lock_path;              /* path.lock */

  /* Main thread only. */
  guint64 generation;           /* of the newest store */
  char *newest;                 /* its text, NULL: no game to keep */
  char *error_message;          /* as announced */
  gboolean held_elsewhere;      /* as announced */

  /* Shared with the writing threads. */
  GMutex lock;
  guint64 written;              /* the generation on disk */
  gboolean closed;              /* nothing more is written */
  gboolean holding;             /* this process holds lock_path */
  gboolean other_copy;          /* another process holds it */
  char *write_error;            /* why the last write failed, or NULL */
};

G_DEFINE_FINAL_TYPE (SakiyomiAutosave, sakiyomi_autosave, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ERROR_MESSAGE,
  PROP_HELD_ELSEWHERE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- The lock: one copy of the app per folder --------------------------- */

typedef enum {
  HOLD_TAKEN,
  HOLD_OTHER_COPY,              /* another process holds it */
  HOLD_FAILED                   /* no lock file can be made there */
} HoldResult;

typedef struct
{
  int fd;
  guint users;
} Hold;

/* This process's holds by lock path: its windows are one copy. */
static GMutex holds_mutex;
static GHashTable *holds;

static void
hold_free (gpointer data)
{
  Hold *hold = data;

  /* Closing the last descriptor lets the flock go. */
  close (hold->fd);
  g_free (hold);
}

static HoldResult
hold_take (const char *lock_path)
{
  Hold *hold;
  struct stat st;
  int fd;

  g_mutex_lock (&holds_mutex);
  if (holds == NULL)
    holds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, hold_free);
  hold = g_hash_table_lookup (holds, lock_path);
  if (hold != NULL)
    {
      hold->users++;
      g_mutex_unlock (&holds_mutex);
      return HOLD_TAKEN;
    }
  /* O_NONBLOCK and O_NOFOLLOW: a named pipe or a link planted there
   * neither stalls the app nor sends the lock elsewhere.  Read-only: an
   * flock needs no more, and the file system can still be made
   * read-only under a running app. */
  fd = open (lock_path, O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY
             | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      g_mutex_unlock (&holds_mutex);
      return HOLD_FAILED;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      g_mutex_unlock (&holds_mutex);
      return HOLD_FAILED;
    }
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;

      close (fd);
      g_mutex_unlock (&holds_mutex);
      return saved_errno == EWOULDBLOCK ? HOLD_OTHER_COPY : HOLD_FAILED;
    }
  hold = g_new0 (Hold, 1);
  hold->fd = fd;
  hold->users = 1;
  g_hash_table_insert (holds, g_strdup (lock_path), hold);
  g_mutex_unlock (&holds_mutex);
  return HOLD_TAKEN;
}

static void
hold_release (const char *lock_path)
{
  Hold *hold;

  g_mutex_lock (&holds_mutex);
  hold = holds != NULL ? g_hash_table_lookup (holds, lock_path) : NULL;
  if (hold != NULL && --hold->users == 0)
    g_hash_table_remove (holds, lock_path);
  g_mutex_unlock (&holds_mutex);
}

/* Takes the hold if this copy has not got it yet and none other has it;
 * FALSE if another copy keeps its game here.  Called with self->lock
 * held.  A folder where no lock file can be made (read-only, not a
 * folder) is written without one: nothing else can write there either,
 * and the hold is tried again at the next write. */
static gboolean
ensure_hold_locked (SakiyomiAutosave *self)
{
  g_autofree char *dir = NULL;

  if (self->holding)
    return TRUE;
  if (self->other_copy)
    return FALSE;
  dir = g_path_get_dirname (self->path);
  g_mkdir_with_parents (dir, 0700);
  switch (hold_take (self->lock_path))
    {
    case HOLD_TAKEN:
      self->holding = TRUE;
      return TRUE;
    case HOLD_OTHER_COPY:
      self->other_copy = TRUE;
      return FALSE;
    case HOLD_FAILED:
    default:
      return TRUE;
    }
}

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

static void
set_write_error_locked (SakiyomiAutosave *self,
                        const char       *message)
{
  if (g_strcmp0 (self->write_error, message) == 0)
    return;
  g_free (self->write_error);
  self->write_error = g_strdup (message);
}

/* Puts text (or no file, for NULL) on disk if generation is newer than
 * what is there, and notes how it went.  Called with the lock held, on
 * any thread. */
static gboolean
write_locked (SakiyomiAutosave *self,
              guint64           generation,
              const char       *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;

  if (self->closed || generation <= self->written)
    return TRUE;
  self->written = generation;
  /* Another copy's game is not this one's to replace or remove. */
  if (!ensure_hold_locked (self))
    return FALSE;
  if (text == NULL)
    {
      if (g_unlink (self->path) != 0 && errno != ENOENT)
        {
          set_write_error_locked (self, g_strerror (errno));
          return FALSE;
        }
      set_write_error_locked (self, NULL);
      return TRUE;
    }
  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      set_write_error_locked (self, g_strerror (errno));
      return FALSE;
    }
  if (!sky_file_replace (self->path, text, strlen (text), 0600, NULL,
                                   &error))
    {
      set_write_error_locked (self, error->message);
      return FALSE;
    }
  set_write_error_locked (self, NULL);
  return TRUE;
}

/* On the main thread, after a write: announces a change in how writing
 * goes, and says it on stderr once. */
static void
announce_state (SakiyomiAutosave *self)
{
  g_autofree char *message = NULL;
  gboolean other_copy;

  g_mutex_lock (&self->lock);
  message = g_strdup (self->write_error);
  other_copy = self->other_copy;
  g_mutex_unlock (&self->lock);

  if (other_copy != self->held_elsewhere)
    {
      self->held_elsewhere = other_copy;
      if (other_copy)
        g_message ("another copy of Sakiyomi holds %s: the game in progress "
                   "is not kept", self->lock_path);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HELD_ELSEWHERE]);
    }
  if (g_strcmp0 (message, self->error_message) != 0)
    {
      if (message != NULL)
        g_message ("cannot save the game in progress to %s: %s", self->path,
                   message);
      else
        g_message ("the game in progress is saved to %s again", self->path);
      g_free (self->error_message);
      self->error_message = g_steal_pointer (&message);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR_MESSAGE]);
    }
}

static void
store_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  announce_state (SAKIYOMI_AUTOSAVE (source));
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
  task = g_task_new (self, NULL, store_done, NULL);
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
  announce_state (self);
  return ok;
}

void
sakiyomi_autosave_close (SakiyomiAutosave *self)
{
  g_return_if_fail (SAKIYOMI_IS_AUTOSAVE (self));

  sakiyomi_autosave_flush (self);
  g_mutex_lock (&self->lock);
  self->closed = TRUE;
  if (self->holding)
    hold_release (self->lock_path);
  self->holding = FALSE;
  g_mutex_unlock (&self->lock);
}

const char *
sakiyomi_autosave_get_error_message (SakiyomiAutosave *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_AUTOSAVE (self), NULL);
  return self->error_message;
}

gboolean
sakiyomi_autosave_is_held_elsewhere (SakiyomiAutosave *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_AUTOSAVE (self), FALSE);
  return self->held_elsewhere;
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
                           char             **moved_to,
                           GError           **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) read_error = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *aside = NULL;
  gboolean ours;
  const char *id;

  g_return_val_if_fail (SAKIYOMI_IS_AUTOSAVE (self), NULL);
  g_return_val_if_fail (mode != NULL, NULL);

  if (moved_to != NULL)
    *moved_to = NULL;
  /* The game of another copy still running is that copy's. */
  g_mutex_lock (&self->lock);
  ours = ensure_hold_locked (self);
  g_mutex_unlock (&self->lock);
  announce_state (self);
  if (!ours)
    return NULL;

  file = g_file_new_for_path (self->path);
  record = sakiyomi_record_file_read (file, NULL, &read_error);
  if (record == NULL)
    {
      /* No game there; a data folder that is not a folder is said when
       * the first write fails. */
      if (g_error_matches (read_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND)
          || g_error_matches (read_error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY))
        return NULL;
      reason = g_strdup (read_error->message);
    }
  else
    {
      id = sky_record_get_tag (record, MODE_TAG);
      if (id != NULL && sakiyomi_mode_from_id (id, mode))
        {
          sky_record_set_tag (record, MODE_TAG, NULL);
          return g_steal_pointer (&record);
        }
      reason = g_strdup (_("It does not say who plays."));
    }

  aside = move_aside (self);
  if (aside != NULL)
    g_warning ("ignoring the saved game %s (%s); it is kept as %s", self->path,
               reason, aside);
  else
    g_warning ("ignoring the saved game %s (%s); it could not be moved aside",
               self->path, reason);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, reason);
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

  g_mutex_lock (&self->lock);
  if (self->holding)
    hold_release (self->lock_path);
  g_mutex_unlock (&self->lock);
  g_free (self->path);
  g_free (self->lock_path);
  g_free (self->newest);
  g_free (self->error_message);
  g_free (self->write_error);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (sakiyomi_autosave_parent_class)->finalize (object);
}

static void
sakiyomi_autosave_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SakiyomiAutosave *self = SAKIYOMI_AUTOSAVE (object);

  switch (prop_id)
    {
    case PROP_ERROR_MESSAGE:
      g_value_set_string (value, self->error_message);
      break;
    case PROP_HELD_ELSEWHERE:
      g_value_set_boolean (value, self->held_elsewhere);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_autosave_class_init (SakiyomiAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sakiyomi_autosave_get_property;
  object_class->finalize = sakiyomi_autosave_finalize;

  /* Why the newest write failed ("No space left on device"), or NULL. */
  properties[PROP_ERROR_MESSAGE] =
    g_param_spec_string ("error-message", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* Another copy of the app keeps its game here: this one keeps none. */
  properties[PROP_HELD_ELSEWHERE] =
    g_param_spec_boolean ("held-elsewhere", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
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
  self->lock_path = g_strconcat (self->path, ".lock", NULL);
  /* At once: a second copy knows before it shows a game. */
  g_mutex_lock (&self->lock);
  ensure_hold_locked (self);
  g_mutex_unlock (&self->lock);
  self->held_elsewhere = self->other_copy;
  return self;
}
