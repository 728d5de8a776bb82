/* montecarlo.h: what the two Monte Carlo opponents (flat and UCT) share:
 * random playouts, the playout and time budget, cancellation and progress.
 *
 * Private to player-montecarlo.c and montecarlo-uct.c.
 */
#pragma once

#include "fastrand.h"
#include "player.h"
#include "search-tree.h"

G_BEGIN_DECLS

/* Flat Monte Carlo playouts per legal move when the strength gives neither a
 * playout count nor a time budget, for the games without a source's
 * schedule (game.h, strength.montecarlo_schedule: reversi's MONTE table). */
#define SKY_MC_FLAT_DEFAULT_PLAYOUTS 300

/* UCT playouts in all when the strength gives neither a playout count nor a
 * time budget. */
#define SKY_MC_UCT_DEFAULT_PLAYOUTS 10000

/* Progress is posted after this many playouts or this much time since the
 * last post, whichever comes first; the clock is read every
 * SKY_MC_CLOCK_INTERVAL playouts. */
#define SKY_MC_PROGRESS_PLAYOUTS 1024
#define SKY_MC_PROGRESS_USEC (30 * 1000)
#define SKY_MC_CLOCK_INTERVAL 16

/* One search's bookkeeping. */
typedef struct {
  const SkyPosition *root;
  GCancellable *cancellable;
  SkyProgressFunc progress;
  gpointer progress_data;
  SkyFastRand rng;
  guint64 playout_rng;      /* the state of a game's own playout generator
                             * (game.h, random_playout) */

  gint64 start_usec;
  gint64 now_usec;          /* refreshed every SKY_MC_CLOCK_INTERVAL playouts */
  double seconds;           /* time budget, 0 = none */
  guint64 playouts_total;   /* playout budget of the whole search, 0 = none */
  guint64 playouts_done;

  guint64 progress_playouts;  /* playouts_done at the last progress post */
  gint64 progress_usec;       /* time of the last progress post */
} SkyMcRun;

void sky_mc_run_init (SkyMcRun *run, const SkyPosition *root, double seconds,
                      guint64 playouts_total, GRand *rand,
                      GCancellable *cancellable, SkyProgressFunc progress,
                      gpointer progress_data);

/* Plays a random game from pos to the end, every move chosen uniformly at
 * random among the legal moves of the side to move (a side that must pass
 * passes), and returns the result.  pos is scratch: it is left at the end
 * of the game or anywhere else.  A game with its own playout
 * (game.h, random_playout: reversi's allocation-free bitboards) takes it. */
SkyResult sky_mc_playout (SkyMcRun *run, SkyPosition *pos);

/* Counts one playout done; every SKY_MC_CLOCK_INTERVAL playouts reads the
 * clock.  Returns TRUE when a progress post is due. */
static inline gboolean
sky_mc_run_count (SkyMcRun *run)
{
  run->playouts_done++;
  if (run->playouts_done % SKY_MC_CLOCK_INTERVAL == 0)
    {
      run->now_usec = g_get_monotonic_time ();
      return run->progress != NULL
             && (run->playouts_done - run->progress_playouts
                   >= SKY_MC_PROGRESS_PLAYOUTS
                 || run->now_usec - run->progress_usec >= SKY_MC_PROGRESS_USEC);
    }
  return FALSE;
}

/* Microseconds since the start of the search, as of the last clock read. */
static inline gint64
sky_mc_run_elapsed (const SkyMcRun *run)
{
  return run->now_usec - run->start_usec;
}

/* TRUE, with G_IO_ERROR_CANCELLED set, if the search was cancelled. */
gboolean sky_mc_run_cancelled (SkyMcRun *run, GError **error);

/* Posts progress with best as the best move so far. */
void sky_mc_run_post (SkyMcRun *run, SkyMove best);

/* Wins per thousand playouts, from points scored in them where a win is
 * worth points_per_win (flat: 1, draws 0; UCT: 2, draws 1). */
static inline int
sky_mc_per_thousand (guint64 points, guint64 playouts, guint64 points_per_win)
{
  if (playouts == 0)
    return 0;
  return (int) (points * 1000 / (playouts * points_per_win));
}

/* The UCT tree search (montecarlo-uct.c). */
gboolean sky_mc_uct_choose (const SkyStrength *strength,
                            const SkyPosition *pos, GRand *rand,
                            GCancellable *cancellable,
                            SkyProgressFunc progress, gpointer progress_data,
                            SkySearchResult *result, GError **error);

/* The same, recording the tree into tree (see search-tree.h). */
gboolean sky_mc_uct_choose_recorded (const SkyStrength *strength,
                                     const SkyPosition *pos, GRand *rand,
                                     GCancellable *cancellable,
                                     SkyProgressFunc progress,
                                     gpointer progress_data,
                                     SkySearchTree *tree,
                                     SkySearchResult *result, GError **error);

G_END_DECLS
