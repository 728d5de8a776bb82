/* test-steady-values.c: the strong engine's values for a person
 * (SkyReversiSearchOptions.steady_values): an estimate of an odd depth
 * counts the parity's bias less, in the result and in every iteration
 * told, as the book counts its leaves; even depths, solved values, a
 * wipe-out and the move chosen stay as searched. */
#include "config.h"

#include "record.h"
#include "reversi.h"
#include "reversi-search.h"

typedef struct {
  int n;
  SkySearchResult iterations[16];
} Iterations;

static void
keep_iteration (const SkyProgress *progress, gpointer data)
{
  Iterations *kept = data;

  if (progress->has_iteration && kept->n < (int) G_N_ELEMENTS (kept->iterations))
    kept->iterations[kept->n++] = progress->iteration;
}

static void
search_position (const SkyPosition *pos, int depth, int solve_empties,
                 gboolean steady, SkySearchResult *result, Iterations *kept)
{
  g_autoptr(GError) error = NULL;
  SkyReversiSearchOptions options = {
    .max_depth = depth,
    .solve_empties = solve_empties,
    .exact_values = TRUE,
    .threads = 1,
    .selective = SKY_SELECTIVE_OFF,
    .steady_values = steady,
    .progress = kept != NULL ? keep_iteration : NULL,
    .progress_data = kept,
  };

  g_assert_true (sky_reversi_search (sky_reversi_discs (pos, pos->to_move),
                                     sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                                     &options, result, &error));
  g_assert_no_error (error);
}

static void
search (const char *moves, int depth, int solve_empties, gboolean steady,
        SkySearchResult *result, Iterations *kept)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = sky_record_from_string (moves, &error);

  g_assert_no_error (error);
  search_position (sky_record_get_end (record), depth, solve_empties, steady,
                   result, kept);
}

/* The same search, values shifted by the bias at odd depths only. */
static void
assert_steady (const SkySearchResult *raw, const SkySearchResult *steady,
               int bias)
{
  g_assert_false (raw->solved);
  g_assert_cmpint (steady->move, ==, raw->move);
  g_assert_cmpint (steady->depth, ==, raw->depth);
  g_assert_cmpint (steady->pv_length, ==, raw->pv_length);
  for (int i = 0; i < raw->pv_length; i++)
    g_assert_cmpint (steady->pv[i], ==, raw->pv[i]);
  g_assert_cmpint (steady->value, ==, raw->value - bias);
  g_assert_cmpint (steady->n_moves, ==, raw->n_moves);
  for (int i = 0; i < raw->n_moves; i++)
    {
      g_assert_cmpint (steady->moves[i], ==, raw->moves[i]);
      g_assert_cmpint (steady->move_values[i], ==, raw->move_values[i] - bias);
    }
}

#define MIDGAME "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7"

static void
test_depths (void)
{
  for (int depth = 1; depth <= 6; depth++)
    {
      SkySearchResult raw, steady;
      Iterations raw_kept = { 0 }, steady_kept = { 0 };
      int bias = depth % 2 == 1 ? SKY_REVERSI_ODD_DEPTH_BIAS : 0;

      search (MIDGAME, depth, -1, FALSE, &raw, &raw_kept);
      search (MIDGAME, depth, -1, TRUE, &steady, &steady_kept);
      g_test_message ("depth %d: %d as searched, %d steady", depth, raw.value,
                      steady.value);
      assert_steady (&raw, &steady, bias);
      /* Every iteration told, each by its own depth's parity. */
      g_assert_cmpint (raw_kept.n, ==, depth);
      g_assert_cmpint (steady_kept.n, ==, depth);
      for (int i = 0; i < depth; i++)
        assert_steady (&raw_kept.iterations[i], &steady_kept.iterations[i],
                       (i + 1) % 2 == 1 ? SKY_REVERSI_ODD_DEPTH_BIAS : 0);
    }
  g_assert_cmpint (SKY_REVERSI_ODD_DEPTH_BIAS, ==, 350);
}

/* Fixed values of the default evaluation: depth 5 and 6 as searched,
 * then steady; a change of the evaluation changes them. */
static void
test_fixed_values (void)
{
  SkySearchResult raw5, steady5, raw6, steady6;

  search (MIDGAME, 5, -1, FALSE, &raw5, NULL);
  search (MIDGAME, 5, -1, TRUE, &steady5, NULL);
  search (MIDGAME, 6, -1, FALSE, &raw6, NULL);
  search (MIDGAME, 6, -1, TRUE, &steady6, NULL);
  g_assert_cmpint (raw5.value, ==, 111);
  g_assert_cmpint (steady5.value, ==, -239);
  g_assert_cmpint (raw6.value, ==, 138);
  g_assert_cmpint (steady6.value, ==, 138);
}

/* Solved (to the end, whatever the parity of the empties): the same. */
static void
test_solved (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (35);

  /* 13 empties (odd), then 12 (even), of a game of random moves. */
  for (int empties = 13; empties >= 12; empties--)
    for (int steady = 0; steady < 2; steady++)
      {
        g_autoptr(SkyPosition) pos = sky_position_new (sky_game_from_id ("reversi"),
                                                       NULL);
        SkySearchResult raw, result;

        g_rand_set_seed (rand, 35);
        while (64 - pos->game->score (pos, SKY_SIDE_FIRST)
               - pos->game->score (pos, SKY_SIDE_SECOND) > empties)
          {
            SkyMove moves[SKY_MAX_MOVES];
            int n = sky_position_legal_moves (pos, moves);

            g_assert_cmpint (n, >, 0);
            sky_position_play (pos, moves[g_rand_int_range (rand, 0, n)]);
          }
        g_assert_false (sky_position_is_over (pos));
        search_position (pos, 0, -1, FALSE, &raw, NULL);
        search_position (pos, 0, -1, steady, &result, NULL);
        g_assert_true (raw.solved);
        g_assert_true (result.solved);
        g_assert_cmpint (result.value, ==, raw.value);
        g_assert_cmpint (result.move, ==, raw.move);
        for (int i = 0; i < raw.n_moves; i++)
          g_assert_cmpint (result.move_values[i], ==, raw.move_values[i]);
        /* And by the solver. */
        search_position (pos, 0, 20, steady, &result, NULL);
        g_assert_true (result.solved);
        g_assert_cmpint (result.value, ==, raw.value);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/steady-values/depths", test_depths);
  g_test_add_func ("/steady-values/fixed", test_fixed_values);
  g_test_add_func ("/steady-values/solved", test_solved);
  return g_test_run ();
}
