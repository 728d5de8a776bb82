/* sakiyomi-record-file.c: game records as files. */
#define G_LOG_DOMAIN "sakiyomi-record-file"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ggf.h"
#include "sakiyomi-record-file.h"

const char *
sakiyomi_record_file_side_key (SkyGameKind kind,
                               SkySide     side)
{
  static const char *const keys[SKY_N_GAMES][2] = {
    [SKY_GAME_NUMBERGRAB] = { "First", "Second" },
    [SKY_GAME_TICTACTOE] = { "X", "O" },
    [SKY_GAME_REVERSI] = { "Black", "White" },
  };

  g_return_val_if_fail (kind < SKY_N_GAMES, NULL);
  return keys[kind][side != SKY_SIDE_FIRST];
}

char *
sakiyomi_record_file_suggest_name (const SkyRecord *record)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");

  return g_strdup_printf ("%s-%s.txt", sky_record_get_game (record)->id, date);
}

SkyRecord *
sakiyomi_record_file_read (GFile   *file,
                           GError **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  /* One byte more than a record may have, to tell a file that is too long. */
  g_autofree char *text = g_malloc (SKY_RECORD_MAX_LENGTH + 2);
  gsize length = 0;

  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return NULL;
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), text,
                                SKY_RECORD_MAX_LENGTH + 1, &length, NULL,
                                error))
    return NULL;
  text[length] = '\0';
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

gboolean
sakiyomi_record_file_write (GFile            *file,
                            const SkyRecord  *record,
                            GError          **error)
{
  g_autofree char *text = sky_record_to_string (record);

  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                  G_FILE_CREATE_NONE, NULL, NULL, error);
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
  /* GIO writes a temporary file beside it and renames it over the old. */
  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                  G_FILE_CREATE_NONE, NULL, NULL, error);
}
