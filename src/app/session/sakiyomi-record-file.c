/* sakiyomi-record-file.c: game records as files. */
#define G_LOG_DOMAIN "sakiyomi-record-file"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ggf.h"
#include "sakiyomi-game-text.h"
#include "sakiyomi-record-file.h"
#include "sakiyomi-safe-file.h"
#include "write-atomic.h"

const char *
sakiyomi_record_file_side_key (SkyGameKind kind,
                               SkySide     side)
{
  g_return_val_if_fail (kind < sky_game_count (), NULL);
  return sky_game_get (kind)->side_tags[side != SKY_SIDE_FIRST];
}

char *
sakiyomi_record_file_suggest_name (const SkyRecord *record)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");

  /* Its own extension, so that a file manager opens it with Sakiyomi
   * (data/io.github.sakiyomi.Sakiyomi.mime.xml); the text inside is the
   * same as the .txt files of earlier versions, which still open. */
  return g_strdup_printf ("%s-%s.sakiyomi", sky_record_get_game (record)->id, date);
}

SkyRecord *
sakiyomi_record_file_read (GFile         *file,
                           GCancellable  *cancellable,
                           GError       **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;

  if (!sakiyomi_safe_file_read (file, SKY_RECORD_MAX_LENGTH, &text, &length,
                                cancellable, error))
    return NULL;
  if (length > SKY_RECORD_MAX_LENGTH)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   /* TRANSLATORS: %d is a number of bytes */
                   _("The file is longer than a game record may be (%d bytes)."),
                   SKY_RECORD_MAX_LENGTH);
      return NULL;
    }
  if (memchr (text, '\0', length) != NULL || !g_utf8_validate (text, length, NULL))
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("The file is not text."));
      return NULL;
    }
  return sky_record_from_any (text, error);
}

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  SkyRecord *record = sakiyomi_record_file_read (G_FILE (source_object),
                                                 cancellable, &error);

  if (record == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, record, (GDestroyNotify) sky_record_free);
}

void
sakiyomi_record_file_read_async (GFile               *file,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, sakiyomi_record_file_read_async);
  /* A record read after the caller gave up is dropped, never played. */
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, read_thread);
}

SkyRecord *
sakiyomi_record_file_read_finish (GFile         *file,
                                  GAsyncResult  *result,
                                  GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, file), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

gboolean
sakiyomi_record_file_write_text (GFile       *file,
                                 const char  *text,
                                 GError     **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *reason = NULL;
  gboolean existed = FALSE;

  if (path == NULL)
    {
      /* Not a local file (a network share): GIO's own replace writes a
       * temporary file there too and only then moves it over the old. */
      return g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                      G_FILE_CREATE_NONE, NULL, NULL, error);
    }
  if (sky_file_replace (path, text, strlen (text), 0666, &existed,
                                  &local_error))
    return TRUE;
  reason = sakiyomi_sentence (local_error->message);
  if (existed)
    g_set_error (error, local_error->domain, local_error->code,
                 /* TRANSLATORS: the first %s says why a save failed ("No
                  * space left on device"); the file that was there is
                  * left as it was */
                 _("%s The old file is unchanged."), reason);
  else
    g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

gboolean
sakiyomi_record_file_write (GFile            *file,
                            const SkyRecord  *record,
                            GError          **error)
{
  g_autofree char *text = sky_record_to_string (record);

  return sakiyomi_record_file_write_text (file, text, error);
}

gboolean
sakiyomi_record_file_is_ggf_name (const char *name)
{
  gsize length = name != NULL ? strlen (name) : 0;

  return length > 4 && g_ascii_strcasecmp (name + length - 4, ".ggf") == 0;
}

gboolean
sakiyomi_record_file_write_ggf (GFile            *file,
                                const SkyRecord  *record,
                                GError          **error)
{
  g_autofree char *text = sky_record_to_ggf (record);

  if (text == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("The Generic Game Format holds only reversi games."));
      return FALSE;
    }
  return sakiyomi_record_file_write_text (file, text, error);
}
