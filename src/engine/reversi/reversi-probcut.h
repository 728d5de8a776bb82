/* reversi-probcut.h: the statistics of the strong engine's selective
 * search (Multi-ProbCut, after Buro).
 *
 * A search of depth d is predicted by a shallow search of depth d' of the
 * same position: deep ≈ a · shallow + b, with a residual of standard
 * deviation sigma.  When the shallow value says, with confidence t · sigma,
 * that the deep one lies outside the window, the deep search is cut
 * (reversi-search.c in the midgame, reversi-endgame.c for the first,
 * probable iterations of a deep endgame solve).  The pairs (d, d') and the
 * numbers a, b, sigma per number of empties are fitted from positions by
 * `sakiyomi-cli tune probcut` (src/cli/cli-tune-probcut.c), which writes
 * reversi-probcut-table.h; nothing here depends on the data at build time.
 *
 * Values are in hundredths of a disc, the search's scale.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  int shallow;              /* the shallow search's depth d' */
  double a, b;              /* deep ≈ a · shallow + b */
  double sigma;             /* the residual's standard deviation */
} SkyReversiProbCut;

/* The midgame cut for a position with empties empty squares searched to
 * depth (fewer than empties: a search to the end of the game is never
 * cut): FALSE if the table has none.  Beyond the deepest fitted depth D,
 * depth d uses D's statistics with the same gap, d' = d - (D - D'). */
gboolean sky_reversi_probcut_midgame (int empties, int depth,
                                      SkyReversiProbCut *cut);

/* The endgame cut for a position with empties empty squares, predicting
 * its exact score (in hundredths) from the solver's shallow search
 * (sky_reversi_endgame_estimate ()): FALSE if the table has none. */
gboolean sky_reversi_probcut_endgame (int empties, SkyReversiProbCut *cut);

/* The fewest empties with an endgame cut (G_MAXINT if none). */
int sky_reversi_probcut_endgame_min_empties (void);

/* The confidence t of the endgame's probable iterations, least sure
 * first: SKY_REVERSI_PROBCUT_LEVELS of them, then the exact one. */
#define SKY_REVERSI_PROBCUT_LEVELS 5
double sky_reversi_probcut_level_t (int level);

G_END_DECLS
