/* wthor.c: WTHOR databases (described in wthor.h). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "reversi.h"
#include "wthor.h"

static guint
read_u16 (const guint8 *p)
{
  return p[0] | (guint) p[1] << 8;
}

static guint
read_u32 (const guint8 *p)
{
  return p[0] | (guint) p[1] << 8 | (guint) p[2] << 16 | (guint) p[3] << 24;
}

static void
parse_header (const guint8 *data, SkyWthorHeader *header)
{
  header->n_games = read_u32 (data + 4);
  header->n_records = read_u16 (data + 8);
  header->year = read_u16 (data + 10);
  header->board_size = data[12];
  header->solitaire = data[13];
  header->depth = data[14];
}

gboolean
sky_wthor_read_header (const guint8 *data, gsize size,
                       SkyWthorHeader *header, GError **error)
{
  gsize records;

  if (size < SKY_WTHOR_HEADER_SIZE)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("WTHOR: the file has %lu bytes, fewer than its 16-byte header"),
                   (gulong) size);
      return FALSE;
    }
  parse_header (data, header);
  records = (size - SKY_WTHOR_HEADER_SIZE) / SKY_WTHOR_GAME_SIZE;
  if ((size - SKY_WTHOR_HEADER_SIZE) % SKY_WTHOR_GAME_SIZE != 0
      || records != header->n_games)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("WTHOR: the header says %u games, but the file holds %lu bytes of 68-byte games"),
                   header->n_games, (gulong) (size - SKY_WTHOR_HEADER_SIZE));
      return FALSE;
    }
  if (header->board_size != 0 && header->board_size != 8)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED,
                   _("WTHOR: the games are played on a %u×%u board; only 8×8 is supported"),
                   header->board_size, header->board_size);
      return FALSE;
    }
  if (header->solitaire != 0)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED,
                           _("WTHOR: the file holds solitaires, not games"));
      return FALSE;
    }
  return TRUE;
}

gboolean
sky_wthor_is_game_file (const guint8 *data, gsize size, const char *name)
{
  SkyWthorHeader header;

  if (name != NULL && g_str_has_suffix (name, ".wtb"))
    return TRUE;
  if (name != NULL && g_str_has_suffix (name, ".WTB"))
    return TRUE;
  if (size < SKY_WTHOR_HEADER_SIZE
      || (size - SKY_WTHOR_HEADER_SIZE) % SKY_WTHOR_GAME_SIZE != 0)
    return FALSE;
  parse_header (data, &header);
  /* A header's creation date and a count that matches the size: no text
   * file starts so. */
  return header.n_games == (size - SKY_WTHOR_HEADER_SIZE) / SKY_WTHOR_GAME_SIZE
         && header.n_records == 0 && data[2] <= 12 && data[3] <= 31
         && (header.board_size == 0 || header.board_size == 8);
}

void
sky_wthor_get_game (const guint8 *data, guint index, SkyWthorGame *game)
{
  const guint8 *p = data + SKY_WTHOR_HEADER_SIZE
                    + (gsize) index * SKY_WTHOR_GAME_SIZE;

  game->tournament = read_u16 (p);
  game->black = read_u16 (p + 2);
  game->white = read_u16 (p + 4);
  game->black_discs = p[6];
  game->theoretical = p[7];
  memcpy (game->moves, p + 8, 60);
}

GPtrArray *
sky_wthor_read_names (const guint8 *data, gsize size, gsize record_size,
                      GError **error)
{
  g_autoptr(GPtrArray) names = NULL;
  gsize n;

  if (size < SKY_WTHOR_HEADER_SIZE
      || (size - SKY_WTHOR_HEADER_SIZE) % record_size != 0)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("WTHOR: the file is not a list of %lu-byte names"),
                   (gulong) record_size);
      return NULL;
    }
  n = (size - SKY_WTHOR_HEADER_SIZE) / record_size;
  names = g_ptr_array_new_full (n, g_free);
  for (gsize i = 0; i < n; i++)
    {
      const char *name = (const char *) data + SKY_WTHOR_HEADER_SIZE
                         + i * record_size;
      gsize length = strnlen (name, record_size);
      char *utf8 = g_convert (name, length, "UTF-8", "ISO-8859-1", NULL,
                              NULL, NULL);

      g_ptr_array_add (names, utf8 != NULL ? g_strstrip (utf8)
                                           : g_strdup ("?"));
    }
  return g_steal_pointer (&names);
}

guint
sky_wthor_game_squares (const SkyWthorGame *game, SkyMove *squares,
                        guint *bad_byte)
{
  guint n = 0;

  *bad_byte = 0;
  for (; n < 60 && game->moves[n] != 0; n++)
    {
      guint row = game->moves[n] / 10, col = game->moves[n] % 10;

      if (row < 1 || row > 8 || col < 1 || col > 8)
        {
          *bad_byte = game->moves[n];
          break;
        }
      squares[n] = SKY_REVERSI_SQUARE (col - 1, row - 1);
    }
  return n;
}

SkyRecord *
sky_wthor_game_to_record (const SkyWthorGame *game, GError **error)
{
  g_autoptr(SkyPosition) start = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                                                   &(SkyGameSetup) { 0, FALSE });
  g_autoptr(SkyRecord) record = sky_record_new (start);
  SkyMove squares[60];
  guint bad_byte;
  guint n = sky_wthor_game_squares (game, squares, &bad_byte);

  if (bad_byte != 0)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("move %u: the byte %u is not a square (11 to 88)"),
                   n + 1, bad_byte);
      return NULL;
    }
  for (guint i = 0; i < n; i++)
    {
      const SkyPosition *end = sky_record_get_end (record);

      /* WTHOR leaves passes out. */
      if (!sky_position_is_over (end) && sky_reversi_legal_squares (end) == 0)
        {
          sky_record_append (record, SKY_MOVE_PASS, NULL);
          end = sky_record_get_end (record);
        }
      if (!sky_position_is_legal_move (end, squares[i]))
        {
          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                       _("move %u (%c%d) is illegal in this position"),
                       i + 1, 'a' + squares[i] % 8, squares[i] / 8 + 1);
          return NULL;
        }
      sky_record_append (record, squares[i], NULL);
    }
  return g_steal_pointer (&record);
}
