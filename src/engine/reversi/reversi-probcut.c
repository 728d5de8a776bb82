/* reversi-probcut.c: the selective search's statistics (see
 * reversi-probcut.h), read from the table `tune probcut` wrote.
 */
#include "config.h"

#include "reversi-probcut.h"
#include "reversi-probcut-table.h"

#define MAX_DEPTH SKY_REVERSI_PROBCUT_TABLE_MAX_DEPTH

gboolean
sky_reversi_probcut_midgame (int empties, int depth, SkyReversiProbCut *cut)
{
  const float *row;
  int d = MIN (depth, MAX_DEPTH);

  if (empties < 0 || empties > 60 || depth >= empties || depth < 1)
    return FALSE;
  row = sky_reversi_probcut_table_midgame[empties][d];
  if (row[2] <= 0 || row[0] <= 0 || sky_reversi_probcut_table_shallow[d] <= 0)
    return FALSE;
  /* Deeper than the table: the deepest row's pair, shifted (the gap
   * between the depths sets the error more than the depths do). */
  cut->shallow = depth - (d - sky_reversi_probcut_table_shallow[d]);
  cut->a = row[0];
  cut->b = row[1];
  cut->sigma = row[2];
  return TRUE;
}

gboolean
sky_reversi_probcut_endgame (int empties, SkyReversiProbCut *cut)
{
  const float *row;

  if (empties < 0 || empties > 60)
    return FALSE;
  row = sky_reversi_probcut_table_endgame[empties];
  if (row[2] <= 0 || row[0] <= 0
      || sky_reversi_probcut_table_endgame_shallow[empties] <= 0)
    return FALSE;
  cut->shallow = sky_reversi_probcut_table_endgame_shallow[empties];
  cut->a = row[0];
  cut->b = row[1];
  cut->sigma = row[2];
  return TRUE;
}

int
sky_reversi_probcut_endgame_min_empties (void)
{
  SkyReversiProbCut cut;

  for (int e = 0; e <= 60; e++)
    if (sky_reversi_probcut_endgame (e, &cut))
      return e;
  return G_MAXINT;
}

double
sky_reversi_probcut_level_t (int level)
{
  /* Edax's levels of selectivity: about 73 %, 87 %, 95 %, 98 % and 99 %
   * sure of each cut. */
  static const double t[SKY_REVERSI_PROBCUT_LEVELS] = {
    1.1, 1.5, 2.0, 2.6, 3.3,
  };

  g_return_val_if_fail (level >= 0 && level < SKY_REVERSI_PROBCUT_LEVELS,
                        G_MAXDOUBLE);
  return t[level];
}
