/* game-file-format.c: the formats of game files read a game at a time
 * (described in game-file-format.h). */
#include "config.h"

#include <stdarg.h>

#include <glib/gi18n-lib.h>

#include "game-file-format.h"
#include "reversi-pgn.h"
#include "reversi-sgf.h"

/* In the order they are tried: SGF before anything else that starts with
 * "(;", PGN before a bare transcript. */
static const SkyGameFileFormat *const formats[] = {
  &sky_sgf_format,
  &sky_pgn_format,
};

const SkyGameFileFormat *
sky_game_file_format_detect (const char *text, gsize length)
{
  g_return_val_if_fail (text != NULL || length == 0, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (formats); i++)
    if (formats[i]->detect (text, length))
      return formats[i];
  return NULL;
}

SkyRecord *
sky_game_file_format_read_first (const SkyGameFileFormat *format,
                                 const char *text, gsize length,
                                 GError **error)
{
  gsize offset = 0, start = 0, game_length = 0;
  guint line = 1, start_line = 1;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (format != NULL, NULL);

  if (!format->next_game (text, length, &offset, &line, &start, &game_length,
                          &start_line, &local_error))
    {
      if (local_error != NULL)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        /* TRANSLATORS: %s is a file format, "PGN" */
        g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                     _("%s: there is no game"), _(format->name));
      return NULL;
    }
  return format->read_game (text + start, game_length, start_line, error);
}

void
sky_game_file_set_error (GError **error, int code,
                         const SkyGameFileFormat *format, guint line,
                         const char *message_format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, message_format);
  message = g_strdup_vprintf (message_format, args);
  va_end (args);
  /* TRANSLATORS: an error in a game file: the format ("PGN"), the line
   * and what is wrong, "PGN, line 12: move 7 (“z9”) is not a square" */
  g_set_error (error, SKY_GAME_ERROR, code, _("%s, line %u: %s"),
               _(format->name), line, message);
}
