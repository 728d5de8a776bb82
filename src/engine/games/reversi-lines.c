/* reversi-lines.c: reversi files of one game or one position a line
 * (described in reversi-lines.h). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "record-form.h"
#include "reversi.h"
#include "reversi-bitboard.h"
#include "reversi-lines.h"
#include "reversi-movelist.h"

/* A board string's line starts with at least this many squares; the eight
 * lines of a board drawn as a grid hold eight each. */
#define POSITION_MIN_SQUARES 24
/* Sakiyomi's own header is looked for in the first bytes only: its records
 * are at most SKY_RECORD_MAX_LENGTH long and it comes first. */
#define HEADER_SCAN SKY_RECORD_MAX_LENGTH

/* Lines ------------------------------------------------------------------ */

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

gboolean
sky_reversi_lines_next (const char *text, gsize size, gsize *offset,
                        guint *line_number, gsize *start, gsize *length)
{
  gsize p = *offset;

  if (p == 0 && size >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    p = 3;
  while (p < size)
    {
      const char *end = memchr (text + p, '\n', size - p);
      gsize line_end = end != NULL ? (gsize) (end - text) : size;
      gsize first = p, last = line_end;

      (*line_number)++;
      while (first < line_end && is_blank (text[first]))
        first++;
      while (last > first && is_blank (text[last - 1]))
        last--;
      p = end != NULL ? line_end + 1 : size;
      if (first == last || text[first] == '%' || text[first] == '#')
        continue;
      *start = first;
      *length = last - first;
      *offset = p;
      return TRUE;
    }
  *offset = p;
  return FALSE;
}

/* Detection -------------------------------------------------------------- */

static gboolean
is_square_letter (char c)
{
  c = g_ascii_tolower (c);
  return c >= 'a' && c <= 'h';
}

static gboolean
looks_like_position (const char *line, gsize length)
{
  guint squares = 0;

  for (gsize i = 0; i < length; i++)
    if (line[i] != '\0' && strchr ("XxOo*-.", line[i]) != NULL)
      squares++;
    else if (!is_blank (line[i]))
      break;
  return squares >= POSITION_MIN_SQUARES;
}

static gboolean
looks_like_logbook (const char *line, gsize length)
{
  return length >= 3 && (line[0] == '+' || line[0] == '-')
         && is_square_letter (line[1]) && line[2] >= '1' && line[2] <= '8';
}

/* Whether line starts with a move legal from the standard position. */
static gboolean
starts_game (const char *line, gsize length)
{
  g_autoptr(SkyPosition) standard = sky_position_new (&sky_reversi_game, NULL);
  gsize at = 0, token, token_length;
  SkyMove move;

  return sky_reversi_movelist_next (line, length, &at, &move, &token,
                                    &token_length) == SKY_MOVELIST_MOVE
         && move != SKY_MOVE_PASS && sky_position_is_legal_move (standard, move);
}

static gboolean
has_own_header (const char *text, gsize size)
{
  static const char header[] = "# Sakiyomi";
  gsize scan = MIN (size, HEADER_SCAN);

  for (gsize p = 0; p + sizeof header - 1 <= scan; )
    {
      const char *end;

      if (memcmp (text + p, header, sizeof header - 1) == 0)
        return TRUE;
      end = memchr (text + p, '\n', scan - p);
      if (end == NULL)
        break;
      p = end - text + 1;
    }
  return FALSE;
}

SkyReversiLines
sky_reversi_lines_detect (const char *text, gsize size)
{
  gsize offset = 0, start[2], length[2];
  guint line = 0, n = 0;

  g_return_val_if_fail (text != NULL || size == 0, SKY_REVERSI_LINES_NONE);

  if (has_own_header (text, size))
    return SKY_REVERSI_LINES_NONE;
  while (n < 2 && sky_reversi_lines_next (text, size, &offset, &line,
                                          &start[n], &length[n]))
    n++;
  if (n >= 1 && looks_like_logbook (text + start[0], length[0]))
    return SKY_REVERSI_LINES_LOGBOOK;
  if (n < 2)
    return SKY_REVERSI_LINES_NONE;
  if (looks_like_position (text + start[0], length[0])
      && looks_like_position (text + start[1], length[1]))
    return SKY_REVERSI_LINES_POSITIONS;
  if (starts_game (text + start[0], length[0])
      && starts_game (text + start[1], length[1]))
    return SKY_REVERSI_LINES_MOVES;
  return SKY_REVERSI_LINES_NONE;
}

const char *
sky_reversi_lines_name (SkyReversiLines kind)
{
  switch (kind)
    {
    case SKY_REVERSI_LINES_MOVES:
      return C_("file format", "move lines");
    case SKY_REVERSI_LINES_LOGBOOK:
      return C_("file format", "logbook");
    case SKY_REVERSI_LINES_POSITIONS:
      return C_("file format", "positions");
    case SKY_REVERSI_LINES_NONE:
    default:
      return "";
    }
}

/* Games ------------------------------------------------------------------ */

/* Plays move (counted as the line's move number) at the end of record,
 * first the pass the line leaves out. */
static gboolean
play (SkyRecord *record, SkyMove move, guint number, const char *token,
      gsize token_length, GError **error)
{
  const SkyPosition *end = sky_record_get_end (record);

  if (move != SKY_MOVE_PASS && sky_reversi_legal_squares (end) == 0
      && !sky_position_is_over (end))
    {
      sky_record_append (record, SKY_MOVE_PASS, NULL);
      end = sky_record_get_end (record);
    }
  if (!sky_position_is_legal_move (end, move))
    {
      g_autofree char *quoted = sky_record_quote_text (token, token_length);

      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   sky_position_is_over (end)
                   ? _("move %u (“%s”) comes after the end of the game")
                   : _("move %u (“%s”) is illegal in this position"),
                   number, quoted);
      return FALSE;
    }
  return sky_record_append (record, move, error);
}

/* Black's and white's discs of a finished game, "33-31". */
static void
set_final_result (SkyRecord *record)
{
  const SkyPosition *end = sky_record_get_end (record);
  char result[16];

  g_snprintf (result, sizeof result, "%d-%d",
              sky_reversi_popcount (sky_reversi_discs (end, SKY_SIDE_FIRST)),
              sky_reversi_popcount (sky_reversi_discs (end, SKY_SIDE_SECOND)));
  sky_record_set_tag (record, "Result", result);
}

/* A result or score at the end of a move line: "1", "-12", "+3.5",
 * "34-30". */
static gboolean
is_result (const char *token, gsize length)
{
  gsize i = 0, digits = 0;

  if (i < length && (token[i] == '+' || token[i] == '-'))
    i++;
  for (; i < length && g_ascii_isdigit (token[i]); i++)
    digits++;
  if (digits == 0)
    return FALSE;
  if (i == length)
    return TRUE;
  if (token[i] == '.' || (token[i] == '-' && !(token[0] == '+' || token[0] == '-')))
    {
      gsize more = 0;

      for (i++; i < length && g_ascii_isdigit (token[i]); i++)
        more++;
      return more > 0 && i == length;
    }
  return FALSE;
}

static SkyRecord *
read_moves (const char *text, gsize length, GError **error)
{
  g_autoptr(SkyPosition) standard = sky_position_new (&sky_reversi_game, NULL);
  g_autoptr(SkyRecord) record = sky_record_new (standard);
  gsize moves_length = length, result_start = length, at = 0, token, token_length;
  SkyMovelistItem item;
  SkyMove move;
  guint number = 0;

  /* The last word, after a blank, may be the result. */
  for (gsize i = length; i > 0; i--)
    if (is_blank (text[i - 1]))
      {
        if (is_result (text + i, length - i))
          {
            result_start = i;
            moves_length = i - 1;
          }
        break;
      }
  while ((item = sky_reversi_movelist_next (text, moves_length, &at, &move,
                                            &token, &token_length))
         != SKY_MOVELIST_END)
    {
      number++;
      if (item == SKY_MOVELIST_BAD)
        {
          g_autofree char *quoted = sky_record_quote_text (text + token, token_length);

          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("move %u (“%s”) is not a square: a move line holds squares a1–h8 such as f5, and may end with a result"),
                       number, quoted);
          return NULL;
        }
      if (!play (record, move, number, text + token, token_length, error))
        return NULL;
    }
  if (number == 0)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("the line holds no move"));
      return NULL;
    }
  if (sky_position_is_over (sky_record_get_end (record)))
    set_final_result (record);
  else if (result_start < length)
    {
      g_autofree char *result = g_strndup (text + result_start, length - result_start);

      sky_record_set_tag (record, "Result", result);
    }
  return g_steal_pointer (&record);
}

static SkyRecord *
read_logbook (const char *text, gsize length, GError **error)
{
  g_autoptr(SkyPosition) standard = sky_position_new (&sky_reversi_game, NULL);
  g_autoptr(SkyRecord) record = sky_record_new (standard);
  g_autofree char *rest = NULL;
  char result[16];
  guint number = 0;
  gsize p = 0;
  long lead;
  char *end;

  for (;;)
    {
      const SkyPosition *at;
      SkySide side;
      SkyMove move;

      while (p < length && is_blank (text[p]))
        p++;
      if (p < length && text[p] == ':')
        break;
      number++;
      if (p >= length || !(text[p] == '+' || text[p] == '-')
          || p + 2 >= length || !is_square_letter (text[p + 1])
          || text[p + 2] < '1' || text[p + 2] > '8')
        {
          gsize word = 0;
          g_autofree char *quoted = NULL;

          /* The word there, as far as a blank (8 characters at most). */
          while (p + word < length && word < 8 && !is_blank (text[p + word]))
            word++;
          quoted = sky_record_quote_text (text + p, word);

          if (p >= length)
            g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                                 _("the line ends without “:” and the result after its moves"));
          else
            g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                         _("move %u (“%s”) is not a signed square such as +d3 (black) or -c3 (white)"),
                         number, quoted);
          return NULL;
        }
      move = SKY_REVERSI_SQUARE (g_ascii_tolower (text[p + 1]) - 'a', text[p + 2] - '1');
      at = sky_record_get_end (record);
      side = sky_reversi_legal_squares (at) == 0 && !sky_position_is_over (at)
             ? SKY_SIDE_OTHER (at->to_move) : at->to_move;
      if ((text[p] == '+') != (side == SKY_SIDE_FIRST))
        {
          g_autofree char *quoted = sky_record_quote_text (text + p, 3);

          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                       side == SKY_SIDE_FIRST
                       ? _("move %u (“%s”) is signed for white, but black is to move")
                       : _("move %u (“%s”) is signed for black, but white is to move"),
                       number, quoted);
          return NULL;
        }
      if (!play (record, move, number, text + p, 3, error))
        return NULL;
      p += 3;
    }
  if (number == 0)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("the line holds no move"));
      return NULL;
    }
  /* After the ":", black's disc lead and the flag (10). */
  rest = g_strndup (text + p + 1, length - p - 1);
  lead = strtol (rest, &end, 10);
  if (end == rest || lead < -64 || lead > 64)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("after “:” comes black’s disc lead at the end, from -64 to 64, such as “-04”"));
      return NULL;
    }
  if (lead == 0)
    g_strlcpy (result, "0", sizeof result);
  else
    g_snprintf (result, sizeof result, "%+ld", lead);
  sky_record_set_tag (record, "Result", result);
  return g_steal_pointer (&record);
}

/* Positions -------------------------------------------------------------- */

static SkyRecord *
read_position (const char *text, gsize length, SkyObfScores *scores,
               GError **error)
{
  g_autofree char *line = g_strndup (text, length);
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);

  if (strlen (line) != length)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("the line holds a zero byte"));
      return NULL;
    }
  if (!sky_reversi_obf_parse (line, pos, scores, error))
    return NULL;
  return sky_record_new (pos);
}

SkyRecord *
sky_reversi_lines_read (SkyReversiLines kind, const char *text, gsize length,
                        SkyObfScores *scores, GError **error)
{
  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (scores != NULL)
    scores->n_moves = 0;
  switch (kind)
    {
    case SKY_REVERSI_LINES_MOVES:
      return read_moves (text, length, error);
    case SKY_REVERSI_LINES_LOGBOOK:
      return read_logbook (text, length, error);
    case SKY_REVERSI_LINES_POSITIONS:
      return read_position (text, length, scores, error);
    case SKY_REVERSI_LINES_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}
