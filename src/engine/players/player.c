/* player.c: choosing an opponent by kind, and what each kind plays like by
 * default. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "player.h"

static const char *const kind_ids[SKY_N_PLAYER_KINDS] = {
  "minimax", "random", "priority", "montecarlo",
};

static const char *const kind_names[SKY_N_PLAYER_KINDS] = {
  N_("Minimax"), N_("Random"), N_("Priority table"), N_("Monte Carlo"),
};

const char *
sky_player_kind_id (SkyPlayerKind kind)
{
  g_return_val_if_fail (kind < SKY_N_PLAYER_KINDS, NULL);
  return kind_ids[kind];
}

const char *
sky_player_kind_name (SkyPlayerKind kind)
{
  g_return_val_if_fail (kind < SKY_N_PLAYER_KINDS, NULL);
  return kind_names[kind];
}

gboolean
sky_player_kind_from_id (const char *id, SkyPlayerKind *kind)
{
  for (int i = 0; i < SKY_N_PLAYER_KINDS; i++)
    if (g_strcmp0 (kind_ids[i], id) == 0)
      {
        *kind = i;
        return TRUE;
      }
  return FALSE;
}

void
sky_strength_init_default (SkyStrength *strength, SkyPlayerKind kind,
                           SkyGameKind game)
{
  *strength = (SkyStrength) {
    .kind = kind,
    .alpha_beta = TRUE,
  };

  /* The sources' own depth: number-grab 4, tic-tac-toe 9 (to the end of
   * every game: exact), reversi 3 (seed 003's *depth*). */
  strength->depth = sky_game_get (game)->strength.source_depth;
}

gboolean
sky_player_choose (const SkyStrength *strength,
                   const SkyPosition *pos,
                   GRand *rand,
                   GCancellable *cancellable,
                   SkyProgressFunc progress,
                   gpointer progress_data,
                   SkySearchResult *result,
                   GError **error)
{
  typedef gboolean (*ChooseFunc) (const SkyStrength *, const SkyPosition *,
                                  GRand *, GCancellable *, SkyProgressFunc,
                                  gpointer, SkySearchResult *, GError **);
  static const ChooseFunc choose[SKY_N_PLAYER_KINDS] = {
    sky_player_minimax_choose,
    sky_player_random_choose,
    sky_player_priority_choose,
    sky_player_montecarlo_choose,
  };
  gint64 start = g_get_monotonic_time ();
  gboolean ok;

  g_return_val_if_fail (strength->kind < SKY_N_PLAYER_KINDS, FALSE);
  g_return_val_if_fail (!sky_position_is_over (pos), FALSE);
  /* Random moves by chance are drawn from rand. */
  g_return_val_if_fail (rand != NULL || strength->random_percent == 0, FALSE);

  *result = (SkySearchResult) { .move = SKY_MOVE_NONE };
  /* A move by chance first, so the opponent's own draws follow it. */
  if (strength->random_percent > 0
      && g_rand_int_range (rand, 0, 100) < strength->random_percent)
    ok = sky_player_random_choose (strength, pos, rand, cancellable,
                                   progress, progress_data, result, error);
  else
    ok = choose[strength->kind] (strength, pos, rand, cancellable, progress,
                                 progress_data, result, error);
  result->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  return ok;
}
