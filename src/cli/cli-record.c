/* cli-record.c: reading and writing game records for the subcommands
 * (analyze --record, play --save). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "read-limited.h"
#include "write-atomic.h"

/* Reads all of standard input, refusing more than limit bytes. */
static char *
read_all_stdin (gsize limit, GError **error)
{
  GString *text = g_string_new (NULL);
  char chunk[4096];
  gsize n;

  while ((n = fread (chunk, 1, sizeof chunk, stdin)) > 0)
    {
      if (text->len + n > limit)
        {
          g_string_free (text, TRUE);
          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("A game record is at most %d bytes long"),
                       SKY_RECORD_MAX_LENGTH);
          return NULL;
        }
      g_string_append_len (text, chunk, n);
    }
  if (memchr (text->str, '\0', text->len) != NULL)
    {
      g_string_free (text, TRUE);
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("The game record is not UTF-8 text"));
      return NULL;
    }
  return g_string_free (text, FALSE);
}

SkyRecord *
sky_cli_load_record (const char *path, GError **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) local_error = NULL;
  SkyRecord *record;
  gsize length = 0;

  if (g_strcmp0 (path, "-") == 0)
    {
      text = read_all_stdin (SKY_RECORD_MAX_LENGTH, &local_error);
      if (text == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }
  else if ((text = sky_read_file_limited (path, SKY_RECORD_MAX_LENGTH,
                                          _("a game record"), 0, NULL, NULL,
                                          &length, &local_error)) == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  else if (memchr (text, '\0', length) != NULL)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("%s: the game record is not UTF-8 text"), path);
      return NULL;
    }

  /* A GGF game (as NBoard and GGS save them) or Sakiyomi's own form. */
  record = sky_record_from_any (text, &local_error);
  if (record == NULL)
    {
      g_set_error (error, local_error->domain, local_error->code, "%s: %s",
                   g_strcmp0 (path, "-") == 0 ? _("standard input") : path,
                   local_error->message);
      return NULL;
    }
  return record;
}

gboolean
sky_cli_save_record (const SkyRecord *record, const char *path,
                     GError **error)
{
  g_autofree char *text = sky_record_to_string (record);

  if (g_strcmp0 (path, "-") == 0)
    {
      fputs (text, stdout);
      fflush (stdout);
      return TRUE;
    }
  return sky_write_file_atomic (path, text, -1, error);
}
