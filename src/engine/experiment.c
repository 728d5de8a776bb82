/* experiment.c: series of computer-vs-computer games (see experiment.h). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "experiment.h"
#include "numbergrab.h"
#include "pyrandom.h"

G_DEFINE_QUARK (sky-experiment-error-quark, sky_experiment_error)

struct _SkyExperiment {
  SkyExperimentSetup setup;
  SkyPyRandom *board_stream;      /* legacy: every number-grab board */
  GRand *rand;                    /* the opponents' randomness */
};

/* Seed 000's table as the article prints it ("表 : 勝敗と評価回数"; its
 * columns are the first player's level, its rows the second's). */
const SkySeed0Cell sky_seed0_article_table[SKY_SEED0_N_SERIES] = {
  { 2, 2, { 63, 33, 2 }, 1009 }, { 2, 3, { 45, 55, 0 }, 3512 },
  { 2, 4, { 33, 67, 0 }, 17373 }, { 2, 5, { 31, 68, 1 }, 96798 },
  { 3, 2, { 84, 16, 0 }, 3420 }, { 3, 3, { 73, 25, 2 }, 6201 },
  { 3, 4, { 49, 49, 2 }, 20281 }, { 3, 5, { 56, 43, 1 }, 99393 },
  { 4, 2, { 91, 8, 1 }, 17829 }, { 4, 3, { 78, 21, 1 }, 21278 },
  { 4, 4, { 70, 29, 1 }, 34851 }, { 4, 5, { 61, 37, 2 }, 114155 },
  { 5, 2, { 90, 10, 0 }, 101983 }, { 5, 3, { 77, 22, 1 }, 109437 },
  { 5, 4, { 79, 20, 1 }, 122856 }, { 5, 5, { 66, 32, 2 }, 201120 },
};

guint64
sky_series_evaluations_per_game (const SkySeries *series)
{
  if (series->n_games == 0)
    return 0;
  return (series->evaluations[0] + series->evaluations[1])
         / (guint64) series->n_games;
}

guint64
sky_series_ab_evaluations_per_game (const SkySeries *series)
{
  if (series->n_games == 0)
    return 0;
  return (series->ab_evaluations[0] + series->ab_evaluations[1])
         / (guint64) series->n_games;
}

double
sky_series_evaluations_per_move (const SkySeries *series, SkySide side)
{
  if (series->moves[side] == 0)
    return 0.0;
  return (double) series->evaluations[side] / (double) series->moves[side];
}

int
sky_series_result_index (SkyResult result)
{
  switch (result)
    {
    case SKY_RESULT_FIRST_WINS:
      return SKY_SERIES_FIRST_WINS;
    case SKY_RESULT_SECOND_WINS:
      return SKY_SERIES_SECOND_WINS;
    case SKY_RESULT_DRAW:
    case SKY_RESULT_NONE:
    default:
      return SKY_SERIES_DRAWS;
    }
}

SkyExperiment *
sky_experiment_new (const SkyExperimentSetup *setup, GError **error)
{
  g_autoptr(SkyPyRandom) board_stream = NULL;
  SkyExperiment *experiment;

  g_return_val_if_fail (setup != NULL && setup->game != NULL, NULL);

  if (setup->n_games < 1)
    {
      g_set_error (error, SKY_EXPERIMENT_ERROR, SKY_EXPERIMENT_ERROR_INVALID,
                   _("A series needs at least one game, not %d"),
                   setup->n_games);
      return NULL;
    }
  if (setup->misere && setup->game->kind != SKY_GAME_TICTACTOE)
    {
      g_set_error (error, SKY_EXPERIMENT_ERROR, SKY_EXPERIMENT_ERROR_INVALID,
                   _("The misère rule is for tic-tac-toe, not %s"),
                   setup->game->id);
      return NULL;
    }
  if (setup->legacy)
    {
      if (setup->game->kind != SKY_GAME_NUMBERGRAB)
        {
          g_set_error (error, SKY_EXPERIMENT_ERROR,
                       SKY_EXPERIMENT_ERROR_INVALID,
                       _("Seed 000’s boards are number-grab boards; they are not for %s"),
                       setup->game->id);
          return NULL;
        }
      board_stream = sky_py_random_new (setup->seed, error);
      if (board_stream == NULL)
        return NULL;
    }

  experiment = g_new0 (SkyExperiment, 1);
  experiment->setup = *setup;
  experiment->board_stream = g_steal_pointer (&board_stream);
  experiment->rand = g_rand_new_with_seed (setup->seed);
  return experiment;
}

void
sky_experiment_free (SkyExperiment *experiment)
{
  if (experiment == NULL)
    return;
  g_clear_pointer (&experiment->board_stream, sky_py_random_free);
  g_rand_free (experiment->rand);
  g_free (experiment);
}

const SkyExperimentSetup *
sky_experiment_get_setup (SkyExperiment *experiment)
{
  return &experiment->setup;
}

/* The start position of game `index` of a series. */
static SkyPosition *
start_position (SkyExperiment *experiment, int index)
{
  SkyGameSetup setup = { .seed = experiment->setup.seed + (guint32) index,
                         .misere = experiment->setup.misere };
  SkyPosition *pos = sky_position_new (experiment->setup.game, &setup);

  if (experiment->board_stream != NULL)
    sky_numbergrab_init_from_random (pos, experiment->board_stream);
  return pos;
}

static gboolean
same_game (const SkySelfplayGame *a, const SkySelfplayGame *b)
{
  return a->n_moves == b->n_moves && a->result == b->result
         && memcmp (a->moves, b->moves,
                    MIN (a->n_moves, SKY_SELFPLAY_MAX_MOVES)
                    * sizeof (SkyMove)) == 0;
}

gboolean
sky_experiment_play_series (SkyExperiment *experiment, SkySeries *series,
                            GCancellable *cancellable,
                            const SkyExperimentCallbacks *callbacks,
                            gpointer data, GError **error)
{
  static const SkyExperimentCallbacks none = { NULL, };

  if (callbacks == NULL)
    callbacks = &none;

  for (int i = 0; i < experiment->setup.n_games; i++)
    {
      g_autoptr(SkyPosition) pos = NULL;
      g_autoptr(SkyPosition) ab_pos = NULL;
      SkySelfplayGame game, ab_game;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      pos = start_position (experiment, i);
      ab_pos = sky_position_copy (pos);
      if (callbacks->game_started != NULL)
        callbacks->game_started (series, i, data);
      if (!sky_selfplay_game (pos, &series->first, &series->second,
                              experiment->rand, cancellable, &game, error))
        return FALSE;

      if (experiment->setup.alpha_beta_too)
        {
          SkyStrength ab_first = series->first, ab_second = series->second;

          ab_first.alpha_beta = ab_second.alpha_beta = TRUE;
          if (!sky_selfplay_game (ab_pos, &ab_first, &ab_second,
                                  experiment->rand, cancellable, &ab_game,
                                  error))
            return FALSE;
          if (!same_game (&game, &ab_game))
            {
              g_set_error (error, SKY_EXPERIMENT_ERROR,
                           SKY_EXPERIMENT_ERROR_MISMATCH,
                           _("Alpha-beta played game %d differently from plain minimax: the search is broken"),
                           i + 1);
              return FALSE;
            }
        }

      /* Counted only once the game (and its replay) is complete, so a
       * cancelled series holds whole games. */
      series->n_games++;
      series->wins[sky_series_result_index (game.result)]++;
      for (int side = 0; side < 2; side++)
        {
          series->evaluations[side] += game.evaluations[side];
          series->nodes[side] += game.nodes[side];
          series->playouts[side] += game.playouts[side];
          if (experiment->setup.alpha_beta_too)
            series->ab_evaluations[side] += ab_game.evaluations[side];
        }
      /* The sides alternate, passes included: the first side made the
       * odd-numbered moves. */
      series->moves[SKY_SIDE_FIRST] += (guint64) (game.n_moves + 1) / 2;
      series->moves[SKY_SIDE_SECOND] += (guint64) game.n_moves / 2;

      if (callbacks->game_done != NULL)
        callbacks->game_done (series, i, &game,
                              experiment->setup.alpha_beta_too ? &ab_game
                                                               : NULL,
                              data);
    }
  if (callbacks->series_done != NULL)
    callbacks->series_done (series, data);
  return TRUE;
}

void
sky_experiment_level_strength (SkyGameKind game, int depth,
                               SkyStrength *strength)
{
  sky_strength_init_default (strength, SKY_PLAYER_MINIMAX, game);
  strength->depth = depth;
  strength->alpha_beta = FALSE;
}

gboolean
sky_experiment_play_levels (SkyExperiment *experiment, int low, int high,
                            SkySeries *series, GCancellable *cancellable,
                            const SkyExperimentCallbacks *callbacks,
                            gpointer data, GError **error)
{
  int n_levels = high - low + 1;

  g_return_val_if_fail (low >= 1 && low <= high, FALSE);

  memset (series, 0, sizeof (SkySeries) * (gsize) (n_levels * n_levels));
  for (int x = low; x <= high; x++)
    for (int y = low; y <= high; y++)
      {
        SkySeries *row = &series[(x - low) * n_levels + (y - low)];

        sky_experiment_level_strength (experiment->setup.game->kind, x,
                                       &row->first);
        sky_experiment_level_strength (experiment->setup.game->kind, y,
                                       &row->second);
        if (!sky_experiment_play_series (experiment, row, cancellable,
                                         callbacks, data, error))
          return FALSE;
      }
  return TRUE;
}

void
sky_experiment_seed0_setup (SkyExperimentSetup *setup,
                            gboolean alpha_beta_too)
{
  *setup = (SkyExperimentSetup) {
    .game = &sky_numbergrab_game,
    .seed = 0,
    .legacy = TRUE,
    .n_games = SKY_SEED0_GAMES,
    .alpha_beta_too = alpha_beta_too,
  };
}
