/* reversi-movelist.c: reversi move lists (described in reversi-movelist.h). */
#include "config.h"

#include "reversi-movelist.h"

static gboolean
is_separator (char c)
{
  return g_ascii_isspace (c) || c == '-' || c == ',';
}

/* The length of a move number at s ("12.", "1...", "3)"), 0 if none. */
static gsize
move_number_length (const char *s, gsize left)
{
  gsize i = 0;

  while (i < left && g_ascii_isdigit (s[i]))
    i++;
  if (i == 0 || i >= left)
    return 0;
  if (s[i] == ')')
    return i + 1;
  if (s[i] != '.')
    return 0;
  while (i < left && s[i] == '.')
    i++;
  return i;
}

/* The length of a move at s, 0 if none. */
static gsize
move_length (const char *s, gsize left, SkyMove *move)
{
  if (left >= 4 && g_ascii_strncasecmp (s, "pass", 4) == 0)
    {
      *move = SKY_MOVE_PASS;
      return 4;
    }
  if (left >= 2 && (g_ascii_strncasecmp (s, "pa", 2) == 0
                    || g_ascii_strncasecmp (s, "ps", 2) == 0))
    {
      *move = SKY_MOVE_PASS;
      return 2;
    }
  if (left >= 2 && g_ascii_tolower (s[0]) >= 'a'
      && g_ascii_tolower (s[0]) <= 'h' && s[1] >= '1' && s[1] <= '8')
    {
      /* reversi.h's square: row * 8 + column, a1 = 0 */
      *move = (s[1] - '1') * 8 + (g_ascii_tolower (s[0]) - 'a');
      return 2;
    }
  return 0;
}

SkyMovelistItem
sky_reversi_movelist_next (const char *text, gsize length, gsize *at,
                           SkyMove *move, gsize *token_start,
                           gsize *token_length)
{
  gsize i = *at;

  g_return_val_if_fail (text != NULL || length == 0, SKY_MOVELIST_END);
  g_return_val_if_fail (*at <= length, SKY_MOVELIST_END);

  for (;;)
    {
      gsize n;

      while (i < length && is_separator (text[i]))
        i++;
      if (i >= length)
        {
          *at = i;
          return SKY_MOVELIST_END;
        }
      n = move_number_length (text + i, length - i);
      if (n == 0)
        break;
      i += n;
    }

  *token_start = i;
  *token_length = move_length (text + i, length - i, move);
  if (*token_length > 0)
    {
      *at = i + *token_length;
      return SKY_MOVELIST_MOVE;
    }
  while (i < length && !is_separator (text[i]))
    i++;
  *token_length = i - *token_start;
  *at = i;
  return SKY_MOVELIST_BAD;
}
