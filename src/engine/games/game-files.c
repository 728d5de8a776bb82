/* game-files.c: the formats read a game at a time (described in
 * game-files.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "game-files.h"
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

