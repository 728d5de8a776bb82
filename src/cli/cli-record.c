/* cli-record.c: reading and writing game records for the subcommands
 * (analyze --record, review, convert, games, play --save). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "ggf.h"
#include "read-limited.h"

/* Reads all of standard input, refusing more than limit bytes. */
static GBytes *
read_all_stdin (gsize limit, GError **error)
{
  GByteArray *data = g_byte_array_new ();
  guint8 chunk[65536];
  gsize n;

  while ((n = fread (chunk, 1, sizeof chunk, stdin)) > 0)
    {
      if (data->len + n > limit)
        {
          g_byte_array_unref (data);
          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("The input is larger than %d MB"),
                       (int) (limit / (1024 * 1024)));
          return NULL;
        }
      g_byte_array_append (data, chunk, n);
    }
  return g_byte_array_free_to_bytes (data);
}

static const char *
display_name (const char *path)
{
  return g_strcmp0 (path, "-") == 0 ? _("standard input") : path;
}

GBytes *
sky_cli_read_games_file (const char *path, GError **error)
{
  char *data;
  gsize size = 0;

  if (g_strcmp0 (path, "-") == 0)
    {
      GBytes *contents = read_all_stdin (SKY_RECORD_COLLECTION_MAX_FILE,
                                         error);

      if (contents == NULL)
        g_prefix_error (error, "%s: ", display_name (path));
      return contents;
    }
  /* Read, not mapped, against the limit, as the collection reads a file. */
  data = sky_read_file_limited (path, SKY_RECORD_COLLECTION_MAX_FILE,
                                _("a file of games"), 0, NULL, NULL, &size,
                                error);
  return data != NULL ? g_bytes_new_take (data, size) : NULL;
}

SkyRecordCollection *
sky_cli_collection_from_bytes (const char *path, GBytes *contents,
                               GError **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean from_stdin = g_strcmp0 (path, "-") == 0;
  SkyRecordCollection *collection;

  collection = sky_record_collection_new_from_bytes (contents,
                                                     from_stdin ? NULL : path,
                                                     NULL, NULL, NULL,
                                                     &local_error);
  if (collection == NULL)
    {
      /* The errors of opening and reading name the file already. */
      if (local_error->domain != SKY_GAME_ERROR)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, local_error->domain, local_error->code, "%s: %s",
                     display_name (path), local_error->message);
    }
  return collection;
}

SkyRecordCollection *
sky_cli_load_collection (const char *path, GError **error)
{
  g_autoptr(GBytes) contents = sky_cli_read_games_file (path, error);

  if (contents == NULL)
    return NULL;
  return sky_cli_collection_from_bytes (path, contents, error);
}

SkyRecord *
sky_cli_load_record_game (const char *path, guint game, GError **error)
{
  g_autoptr(SkyRecordCollection) collection = sky_cli_load_collection (path,
                                                                       error);
  g_autoptr(GError) local_error = NULL;
  SkyRecord *record;
  gboolean positions;
  guint n_games;

  if (collection == NULL)
    return NULL;
  n_games = sky_record_collection_get_n_games (collection);
  positions = sky_record_collection_holds_positions (collection);
  if (game > n_games && positions)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%s: there is no position %u: the file holds %u position",
                                "%s: there is no position %u: the file holds %u positions",
                                n_games),
                   display_name (path), game, n_games);
      return NULL;
    }
  if (game > n_games)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%s: there is no game %u: the file holds %u game",
                                "%s: there is no game %u: the file holds %u games",
                                n_games),
                   display_name (path), game, n_games);
      return NULL;
    }
  if (game == 0 && n_games > 1 && positions)
    fprintf (stderr,
             g_dngettext (GETTEXT_PACKAGE,
                          "sakiyomi-cli: %s holds %u position; reading position 1 (choose with --game N, list them with “sakiyomi-cli games”)\n",
                          "sakiyomi-cli: %s holds %u positions; reading position 1 (choose with --game N, list them with “sakiyomi-cli games”)\n",
                          n_games),
             display_name (path), n_games);
  else if (game == 0 && n_games > 1)
    fprintf (stderr,
             g_dngettext (GETTEXT_PACKAGE,
                          "sakiyomi-cli: %s holds %u game; reading game 1 (choose with --game N, list them with “sakiyomi-cli games”)\n",
                          "sakiyomi-cli: %s holds %u games; reading game 1 (choose with --game N, list them with “sakiyomi-cli games”)\n",
                          n_games),
             display_name (path), n_games);
  record = sky_record_collection_get_record (collection, game > 0 ? game - 1 : 0,
                                             &local_error);
  if (record == NULL)
    g_set_error (error, local_error->domain, local_error->code, "%s: %s",
                 display_name (path), local_error->message);
  return record;
}

SkyRecord *
sky_cli_load_record (const char *path, GError **error)
{
  return sky_cli_load_record_game (path, 0, error);
}

gboolean
sky_cli_parse_game_number (const char *text, guint *game, GError **error)
{
  int number;

  *game = 0;
  if (text == NULL)
    return TRUE;
  if (!sky_cli_parse_int ("--game", text, 1, G_MAXINT, &number, error))
    return FALSE;
  *game = number;
  return TRUE;
}

gboolean
sky_cli_parse_record_format (const char *option, const char *text,
                             SkyCliRecordFormat *format, GError **error)
{
  if (text == NULL || strcmp (text, "text") == 0)
    *format = SKY_CLI_RECORD_TEXT;
  else if (strcmp (text, "ggf") == 0)
    *format = SKY_CLI_RECORD_GGF;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s must be text or ggf, not “%s”"), option, text);
      return FALSE;
    }
  return TRUE;
}

gboolean
sky_cli_save_record_as (const SkyRecord *record, const char *path,
                        SkyCliRecordFormat format, GError **error)
{
  g_autofree char *text = NULL;

  if (format == SKY_CLI_RECORD_GGF)
    {
      text = sky_record_to_ggf (record);
      if (text == NULL)
        {
          g_set_error_literal (error, SKY_GAME_ERROR,
                               SKY_GAME_ERROR_UNSUPPORTED,
                               _("Only reversi games can be written as GGF"));
          return FALSE;
        }
    }
  else
    text = sky_record_to_string (record);
  return sky_cli_write_output (path, text, strlen (text), error);
}

gboolean
sky_cli_save_record (const SkyRecord *record, const char *path,
                     GError **error)
{
  return sky_cli_save_record_as (record, path, SKY_CLI_RECORD_TEXT, error);
}
