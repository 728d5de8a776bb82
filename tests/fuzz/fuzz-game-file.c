/* fuzz-game-file.c: the checks of a game file format (described in
 * fuzz-game-file.h). */
#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "fuzz-game-file.h"
#include "game-files.h"

/* Playing every game of a large input is slow and finds nothing new. */
#define MAX_PLAYED 16
#define MAX_LISTED 4096

static void
check_tag (const char *key, const char *value, gpointer user_data)
{
  guint *n = user_data;

  FUZZ_CHECK (key != NULL && *key != '\0' && g_utf8_validate (key, -1, NULL));
  FUZZ_CHECK (value != NULL && g_utf8_validate (value, -1, NULL));
  FUZZ_CHECK (strchr (value, '\n') == NULL);
  (*n)++;
}

static void
check_error (const SkyGameFileFormat *format, const GError *error)
{
  g_autofree char *prefix = g_strdup_printf ("%s, line ", format->name);

  FUZZ_CHECK (error != NULL && error->domain == SKY_GAME_ERROR);
  FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL));
  FUZZ_CHECK (g_str_has_prefix (error->message, prefix));
}

void
fuzz_game_file (const SkyGameFileFormat *format, const uint8_t *data,
                size_t size)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length, offset = 0, start, game_length, last_end = 0;
  guint line = 1, start_line, last_line = 1, n = 0;

  fuzz_init ();
  text = fuzz_string (data, size);
  length = strlen (text);
  while (n < MAX_LISTED
         && format->next_game (text, length, &offset, &line, &start,
                               &game_length, &start_line, &error))
    {
      SkyMove squares[60];
      guint n_tags = 0, n_squares;

      FUZZ_CHECK (start >= last_end && start + game_length <= length);
      FUZZ_CHECK (offset >= start + game_length && offset <= length);
      FUZZ_CHECK (start_line >= last_line && line >= start_line);
      n_squares = format->summarize (text + start, game_length, check_tag,
                                     &n_tags, squares, G_N_ELEMENTS (squares));
      FUZZ_CHECK (n_squares <= G_N_ELEMENTS (squares));
      for (guint i = 0; i < n_squares; i++)
        FUZZ_CHECK (squares[i] >= 0 && squares[i] < 64);
      if (n < MAX_PLAYED)
        {
          g_autoptr(GError) game_error = NULL;
          g_autoptr(SkyRecord) record = format->read_game (text + start,
                                                           game_length,
                                                           start_line,
                                                           &game_error);

          if (record == NULL)
            check_error (format, game_error);
          else
            {
              FUZZ_CHECK (sky_record_get_game (record)->kind == SKY_GAME_REVERSI);
              fuzz_check_record (record);
              fuzz_check_ggf_round_trip (record);
            }
        }
      last_end = start + game_length;
      last_line = line;
      n++;
    }
  if (error != NULL)
    check_error (format, error);
  if (length <= SKY_RECORD_MAX_LENGTH
      && sky_game_file_format_detect (text, length) == format)
    {
      g_autoptr(GError) any_error = NULL;
      g_autoptr(SkyRecord) record = sky_record_from_any (text, &any_error);

      if (record == NULL)
        FUZZ_CHECK (any_error != NULL && g_utf8_validate (any_error->message, -1, NULL));
      else
        fuzz_check_record (record);
    }
}
