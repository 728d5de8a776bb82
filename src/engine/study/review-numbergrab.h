/* review-numbergrab.h: number-grab's own search for the review
 * (review-position.c): every move's value in points, the final difference
 * for the mover, exact where the rest of the game fits in the budget,
 * with a table of positions kept for the whole review. */
#pragma once

#include <gio/gio.h>

#include "game.h"
#include "review-options.h"

G_BEGIN_DECLS

typedef struct _SkyNgSearch SkyNgSearch;

/* What a root search found: every legal move's value in points (the final
 * difference for the mover), exact or at depth. */
typedef struct {
  int n_moves;
  SkyMove moves[SKY_MAX_MOVES];
  int values[SKY_MAX_MOVES];
  int best;                 /* index into moves */
  int depth;
  gboolean exact;
  int pv_length;
  SkyMove pv[SKY_REVIEW_LINE_MAX];
} SkyNgRoot;

SkyNgSearch *sky_ng_search_new (const SkyGame *game);
void sky_ng_search_free (SkyNgSearch *s);

/* Searches pos (not over).  With depth > 0, one search of that depth.
 * Otherwise, within budget (microseconds): a search to the end of the game
 * in half of it, and if that does not finish, iterative deepening in the
 * rest (the first iteration always completes).  FALSE if cancellable
 * was cancelled. */
gboolean sky_ng_search_root (SkyNgSearch *s, const SkyPosition *pos, int depth,
                             gint64 budget, GCancellable *cancellable,
                             SkyNgRoot *root);

G_END_DECLS
