/* fuzz-common.c: helpers shared by the libFuzzer harnesses. */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "ggf.h"
#include "record.h"

/* Warnings are findings too, except the settings' own warning about a
 * value it ignores (fuzz-settings.c writes such values on purpose). */
static void
log_handler (const char *domain, GLogLevelFlags level, const char *message,
             gpointer data)
{
  g_log_default_handler (domain, level, message, data);
  if ((level & G_LOG_LEVEL_WARNING) && g_strcmp0 (domain, "sakiyomi-settings") != 0)
    abort ();
}

void
fuzz_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      setlocale (LC_ALL, "C.UTF-8");
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_FATAL_MASK);
      g_log_set_default_handler (log_handler, NULL);
      g_once_init_leave (&done, 1);
    }
}

char *
fuzz_string (const uint8_t *data, size_t size)
{
  return g_strndup ((const char *) data, size);
}

void
fuzz_fail (const char *file, int line, const char *what)
{
  fprintf (stderr, "%s:%d: check failed: %s\n", file, line, what);
  abort ();
}

void
fuzz_check_position (const SkyPosition *pos)
{
  const SkyGame *game = pos->game;
  SkyMove moves[SKY_MAX_MOVES];
  g_autofree char *text = game->position_to_string (pos);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) again = NULL;
  g_autofree char *text_again = NULL;
  int n;

  FUZZ_CHECK (pos->to_move == SKY_SIDE_FIRST || pos->to_move == SKY_SIDE_SECOND);
  FUZZ_CHECK (pos->ply >= 0);

  /* The text written reads back to the same position text. */
  again = sky_position_new_from_string (game, text, &error);
  if (again == NULL)
    fprintf (stderr, "position text does not read back: %s\n%s\n",
             error->message, text);
  FUZZ_CHECK (again != NULL);
  text_again = game->position_to_string (again);
  FUZZ_CHECK (strcmp (text, text_again) == 0);
  FUZZ_CHECK (again->to_move == pos->to_move);

  /* Every listed move is legal, named, read back and playable. */
  n = sky_position_legal_moves (pos, moves);
  FUZZ_CHECK (n >= 0 && n <= SKY_MAX_MOVES);
  FUZZ_CHECK ((n == 0) == sky_position_is_over (pos));
  if (sky_position_is_over (pos))
    FUZZ_CHECK (game->result (pos) != SKY_RESULT_NONE);
  else
    FUZZ_CHECK (game->result (pos) == SKY_RESULT_NONE);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *name = game->move_to_string (pos, moves[i]);
      g_autoptr(GError) move_error = NULL;
      g_autoptr(SkyPosition) next = sky_position_copy (pos);
      SkyMove parsed = SKY_MOVE_NONE;

      FUZZ_CHECK (sky_position_is_legal_move (pos, moves[i]));
      if (!game->move_from_string (pos, name, &parsed, &move_error))
        fprintf (stderr, "move %s does not read back: %s\n", name,
                 move_error->message);
      FUZZ_CHECK (parsed == moves[i]);
      sky_position_play (next, moves[i]);
      FUZZ_CHECK (next->ply == pos->ply + 1);
      FUZZ_CHECK (next->to_move == SKY_SIDE_OTHER (pos->to_move)
                  || game->kind == SKY_GAME_NUMBERGRAB);
    }
  for (int i = 0; i < game->width * game->height; i++)
    {
      SkyCell cell = game->cell (pos, i);

      FUZZ_CHECK (cell.kind <= SKY_CELL_TAKEN);
    }
}

void
fuzz_position_text (const SkyGame *game, const uint8_t *data, size_t size)
{
  g_autofree char *text = fuzz_string (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) pos = NULL;

  fuzz_init ();
  pos = sky_position_new_from_string (game, text, &error);
  if (pos == NULL)
    {
      FUZZ_CHECK (error != NULL && error->domain == SKY_GAME_ERROR);
      FUZZ_CHECK (error->message != NULL && *error->message != '\0');
      return;
    }
  FUZZ_CHECK (error == NULL);
  FUZZ_CHECK (pos->game == game);
  fuzz_check_position (pos);
}

/* The same game, start, moves and tags. */
static void
check_same (const SkyRecord *a, const SkyRecord *b)
{
  const char *const *keys_a = sky_record_get_tag_keys (a);
  const char *const *keys_b = sky_record_get_tag_keys (b);
  guint n = sky_record_get_n_moves (a);
  const SkyGame *game = sky_record_get_game (a);

  FUZZ_CHECK (game == sky_record_get_game (b));
  FUZZ_CHECK (n == sky_record_get_n_moves (b));
  FUZZ_CHECK (memcmp (sky_record_get_start (a), sky_record_get_start (b),
                      game->position_size) == 0);
  for (guint i = 0; i < n; i++)
    FUZZ_CHECK (sky_record_get_move (a, i) == sky_record_get_move (b, i));
  for (int i = 0; keys_a[i] != NULL || keys_b[i] != NULL; i++)
    {
      FUZZ_CHECK (keys_a[i] != NULL && keys_b[i] != NULL);
      FUZZ_CHECK (strcmp (keys_a[i], keys_b[i]) == 0);
      FUZZ_CHECK (strcmp (sky_record_get_tag (a, keys_a[i]),
                          sky_record_get_tag (b, keys_b[i])) == 0);
    }
}

void
fuzz_check_record (const SkyRecord *record)
{
  g_autofree char *text = sky_record_to_string (record);
  g_autofree char *text_again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) again = NULL;
  g_autoptr(SkyRecord) copy = NULL;
  guint n = sky_record_get_n_moves (record);

  for (guint i = 0; i < n; i++)
    {
      const SkyPosition *pos = sky_record_get_position (record, i);
      SkyMove move = sky_record_get_move (record, i);
      g_autofree char *name = sky_record_get_move_text (record, i);
      g_autoptr(SkyPosition) next = sky_position_copy (pos);

      FUZZ_CHECK (sky_position_is_legal_move (pos, move));
      FUZZ_CHECK (name != NULL && *name != '\0');
      sky_position_play (next, move);
      FUZZ_CHECK (memcmp (next, sky_record_get_position (record, i + 1),
                          pos->game->position_size) == 0);
    }
  fuzz_check_position (sky_record_get_end (record));

  again = sky_record_from_string (text, &error);
  if (again == NULL)
    g_printerr ("a record written does not read back: %s\n%s", error->message,
                text);
  FUZZ_CHECK (again != NULL);
  check_same (record, again);
  text_again = sky_record_to_string (again);
  FUZZ_CHECK (strcmp (text, text_again) == 0);

  copy = sky_record_copy (record);
  check_same (record, copy);
}

void
fuzz_check_ggf_round_trip (const SkyRecord *record)
{
  g_autofree char *ggf = sky_record_to_ggf (record);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) back = NULL;
  g_autofree char *start = NULL, *start_back = NULL, *again = NULL;
  const char *const *keys;

  FUZZ_CHECK (ggf != NULL);
  back = sky_record_from_ggf (ggf, &error);
  if (back == NULL)
    fuzz_fail (__FILE__, __LINE__, error->message);
  FUZZ_CHECK (sky_record_get_n_moves (back) == sky_record_get_n_moves (record));
  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    FUZZ_CHECK (sky_record_get_move (back, i) == sky_record_get_move (record, i));
  start = sky_record_get_game (record)->position_to_string (sky_record_get_start (record));
  start_back = sky_record_get_game (back)->position_to_string (sky_record_get_start (back));
  FUZZ_CHECK (g_str_equal (start, start_back));
  /* Each move's evaluation and time, as they were. */
  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    {
      FUZZ_CHECK (g_strcmp0 (sky_record_get_move_eval (record, i),
                             sky_record_get_move_eval (back, i)) == 0);
      FUZZ_CHECK (g_strcmp0 (sky_record_get_move_time (record, i),
                             sky_record_get_move_time (back, i)) == 0);
    }
  /* Every tag read back is the record's (the result may be the board's
   * score where the record's is no GGF result), and the game written again
   * is the same text. */
  keys = sky_record_get_tag_keys (back);
  for (guint k = 0; keys[k] != NULL; k++)
    if (g_ascii_strcasecmp (keys[k], "Result") != 0)
      FUZZ_CHECK (g_strcmp0 (sky_record_get_tag (back, keys[k]),
                             sky_record_get_tag (record, keys[k])) == 0);
  again = sky_record_to_ggf (back);
  if (strcmp (ggf, again) != 0)
    fuzz_fail (__FILE__, __LINE__, again);
}
