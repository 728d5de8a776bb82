/* game-explain.c: the helpers of the games' explain hooks (see
 * game-explain.h). */
#include "config.h"

#include "game-explain.h"

void
sky_explain_reasons_clear (SkyExplainReason *reasons, int n)
{
  for (int i = 0; i < n; i++)
    g_clear_pointer (&reasons[i].text, g_free);
}

void
sky_explain_add (SkyExplainReason *found, int *n, const char *id, int weight,
                 SkyMove square, int played_count, int better_count,
                 char *text)
{
  if (*n >= SKY_EXPLAIN_MAX_FOUND)
    {
      g_free (text);
      return;
    }
  found[*n] = (SkyExplainReason) {
    .id = id,
    .weight = weight,
    .square = square,
    .played_count = played_count,
    .better_count = better_count,
    .text = text,
  };
  (*n)++;
}

char *
sky_explain_move_name (const SkyPosition *pos, SkyMove move)
{
  if (move == SKY_MOVE_PASS)
    return g_strdup ("pass");
  return pos->game->move_to_string (pos, move);
}
