/* game-file-format.c: what the formats of game-file-format.h share: their
 * errors. */
#include "config.h"

#include <stdarg.h>

#include <glib/gi18n-lib.h>

#include "game-file-format.h"

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
