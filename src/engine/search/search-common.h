/* search-common.h: what the strong engine's two alpha-beta searches share
 * (reversi-search.c on bitboards, search-generic.c over the SkyGame
 * interface): when to stop, the transposition table's cut-off, the lines
 * of the principal variation, the best root move of an iteration, and the
 * guess of the next iteration's time.  The seeds' minimax
 * (player-minimax.c) takes only the cancellation error: its own check has
 * no clock.
 *
 * static inline: the stop test and the table cut-off run at every node.
 * The node search itself (the principal-variation loop) stays written out
 * in each file, specialised to its own position and table: a shared one
 * would need a call through a pointer at every node.
 */
#pragma once

#include <string.h>

#include <gio/gio.h>

#include "search-types.h"

G_BEGIN_DECLS

/* When a search stops: its GCancellable, and its deadline once the first
 * iteration (which always completes) is done. */
typedef struct {
  guint64 next_check;       /* the node count of the next look */
  GCancellable *cancellable;
  gint64 deadline;          /* hard limit (monotonic µs), 0 = none */
  gboolean use_deadline;    /* FALSE while the first iteration runs */
  gboolean cancelled;
  gboolean timed_out;
} SkySearchLimits;

/* TRUE once the search must stop: looks at the cancellable and the clock
 * when nodes reaches the next look, then every interval nodes. */
static inline gboolean
sky_search_limits_stopped (SkySearchLimits *limits, guint64 nodes,
                           guint64 interval)
{
  if (G_UNLIKELY (nodes >= limits->next_check))
    {
      limits->next_check = nodes + interval;
      if (g_cancellable_is_cancelled (limits->cancellable))
        limits->cancelled = TRUE;
      else if (limits->use_deadline && limits->deadline != 0
               && g_get_monotonic_time () >= limits->deadline)
        limits->timed_out = TRUE;
    }
  return limits->cancelled || limits->timed_out;
}

/* Sets G_IO_ERROR_CANCELLED, the cancellable's own error where it has one,
 * else with message (the caller's translated text, so that the string
 * stays in a file xgettext reads); returns FALSE. */
static inline gboolean
sky_search_set_cancelled (GError **error, GCancellable *cancellable,
                          const char *message)
{
  if (!g_cancellable_set_error_if_cancelled (cancellable, error))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, message);
  return FALSE;
}

/* A table entry's bounds lower..upper of a search at least as deep as the
 * one wanted: TRUE, with *value, if they settle the node for the window
 * (*alpha, *beta); otherwise narrows the window to them. */
static inline gboolean
sky_search_table_cut (int lower, int upper, int *alpha, int *beta, int *value)
{
  if (lower >= *beta)
    *value = lower;
  else if (upper <= *alpha)
    *value = upper;
  else if (lower == upper)
    *value = lower;
  else
    {
      *alpha = MAX (*alpha, lower);
      *beta = MIN (*beta, upper);
      return FALSE;
    }
  return TRUE;
}

/* Writes move and then the child's line child_pv (child_length moves) to
 * line, at most max_length moves in all; returns the length. */
static inline int
sky_search_line_prepend (SkyMove *line, int max_length, SkyMove move,
                         const SkyMove *child_pv, int child_length)
{
  int length = 1 + MIN (child_length, max_length - 1);

  line[0] = move;
  for (int k = 1; k < length; k++)
    line[k] = child_pv[k - 1];
  return length;
}

/* The best root move so far in one iteration over the root's moves. */
typedef struct {
  int alpha;                /* the lower end of the next move's window */
  int value;                /* -infinity before any move */
  int index;                /* among the root moves, -1 before any */
  SkyMove move;
  int pv_length;            /* its line, starting with move */
  SkyMove pv[G_N_ELEMENTS (((SkySearchResult *) NULL)->pv)];
} SkySearchRootBest;

static inline void
sky_search_root_best_init (SkySearchRootBest *best, int infinity)
{
  best->alpha = -infinity;
  best->value = -infinity;
  best->index = -1;
  best->move = SKY_MOVE_NONE;
  best->pv_length = 0;
}

/* Root move index (move) is worth value, with the line child_pv below it:
 * the best if better than the best so far (of equal ones the first stays).
 * alpha follows the best unless every move gets the full window. */
static inline void
sky_search_root_best_offer (SkySearchRootBest *best, int index, SkyMove move,
                            int value, const SkyMove *child_pv,
                            int child_length, gboolean exact_values)
{
  if (value <= best->value)
    return;
  best->value = value;
  best->index = index;
  best->move = move;
  best->pv_length = sky_search_line_prepend (best->pv,
                                             (int) G_N_ELEMENTS (best->pv),
                                             move, child_pv, child_length);
  if (!exact_values)
    best->alpha = MAX (best->alpha, value);
}

/* The best move, its value and its line into result. */
static inline void
sky_search_root_best_apply (const SkySearchRootBest *best,
                            SkySearchResult *result)
{
  result->move = best->move;
  result->value = best->value;
  result->pv_length = best->pv_length;
  memcpy (result->pv, best->pv, best->pv_length * sizeof (SkyMove));
}

/* The guess of how long the next iteration takes (µs): as many times longer
 * than the last as the last was than the one before, that ratio clamped to
 * min_growth..max_growth (4 before there are two). */
static inline double
sky_search_next_iteration (gint64 last, gint64 previous, double min_growth,
                           double max_growth)
{
  double growth = previous > 0 ? (double) last / previous : 4;

  growth = CLAMP (growth, min_growth, max_growth);
  return last * growth;
}

/* Sorts moves[0..n) by keys, the largest first; equal keys keep their
 * order (a stable insertion sort: the lists are a few dozen moves). */
static inline void
sky_search_sort_moves (SkyMove *moves,
                       int     *keys,
                       int      n)
{
  for (int i = 1; i < n; i++)
    {
      SkyMove m = moves[i];
      int k = keys[i], j = i;

      for (; j > 0 && keys[j - 1] < k; j--)
        {
          moves[j] = moves[j - 1];
          keys[j] = keys[j - 1];
        }
      moves[j] = m;
      keys[j] = k;
    }
}

G_END_DECLS
