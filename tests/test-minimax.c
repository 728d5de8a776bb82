/* test-minimax.c: the minimax opponent on every game: plain minimax against
 * a naive reference written from the seeds' description, alpha-beta against
 * plain minimax over hundreds of random positions, the principal variation,
 * progress and cancellation. */
#include "config.h"

#include <gio/gio.h>

#include "game.h"
#include "player.h"

/* How many random positions, and which depths, for each game: enough to
 * meet every kind of position, few enough to stay fast. */
typedef struct {
  SkyGameKind kind;
  gboolean misere;
  int n_positions;
  int max_depth;
} GameCase;

static const GameCase cases[] = {
  { SKY_GAME_NUMBERGRAB, FALSE, 250, 5 },
  { SKY_GAME_TICTACTOE, FALSE, 200, 9 },
  { SKY_GAME_TICTACTOE, TRUE, 200, 9 },
  { SKY_GAME_REVERSI, FALSE, 200, 4 },
};

/* The seeds' minimax, written as plainly as they write it: the value of pos
 * for root, counting evaluations. */
static int
reference_minimax (const SkyPosition *pos, SkySide root, int depth,
                   int plies, gboolean strong, guint64 *evaluations,
                   SkyMove *best_move)
{
  const SkyGame *game = pos->game;
  SkyMove moves[SKY_MAX_MOVES];
  int n = game->legal_moves (pos, moves);
  gboolean maximise = pos->to_move == root;
  int best = 0;

  g_assert_cmpint (n, >, 0);
  for (int i = 0; i < n; i++)
    {
      g_autoptr(SkyPosition) child = sky_position_copy (pos);
      int value;

      game->play (child, moves[i]);
      if (game->is_over (child))
        {
          ++*evaluations;
          value = game->final_value (child, root, plies + 1);
        }
      else if (depth == 1)
        {
          ++*evaluations;
          value = game->evaluate (child, root, strong);
        }
      else
        value = reference_minimax (child, root, depth - 1, plies + 1, strong,
                                   evaluations, NULL);
      if (i == 0 || (maximise ? value > best : value < best))
        {
          best = value;
          if (best_move != NULL)
            *best_move = moves[i];
        }
    }
  return best;
}

static gboolean
game_is_written (const SkyGame *game)
{
  if (game->legal_moves != NULL && game->play != NULL
      && game->evaluate != NULL && game->final_value != NULL)
    return TRUE;
  g_test_incomplete ("this game's rules module is still a placeholder");
  return FALSE;
}

/* A position a random number of random moves into a game, not over. */
static SkyPosition *
random_position (const GameCase *c, GRand *rand)
{
  const SkyGame *game = sky_game_get (c->kind);

  for (;;)
    {
      SkyGameSetup setup = { .seed = g_rand_int (rand), .misere = c->misere };
      SkyPosition *pos = sky_position_new (game, &setup);
      int n_plies = g_rand_int_range (rand, 0, c->kind == SKY_GAME_REVERSI
                                                ? 56 : c->kind == SKY_GAME_TICTACTOE ? 8 : 40);

      for (int i = 0; i < n_plies && !game->is_over (pos); i++)
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = game->legal_moves (pos, moves);

          game->play (pos, moves[g_rand_int_range (rand, 0, n)]);
        }
      if (!game->is_over (pos))
        return pos;
      sky_position_free (pos);
    }
}

static void
search (const SkyPosition *pos, int depth, gboolean alpha_beta,
        gboolean exact, gboolean strong, SkySearchResult *result)
{
  SkyStrength strength;
  g_autoptr(GError) error = NULL;

  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, pos->game->kind);
  strength.depth = depth;
  strength.alpha_beta = alpha_beta;
  strength.exact_values = exact;
  strength.strong_eval = strong;
  g_assert_true (sky_player_choose (&strength, pos, NULL, NULL, NULL, NULL,
                                    result, &error));
  g_assert_no_error (error);
}

/* The principal variation is a legal line starting with the move. */
static void
check_pv (const SkyPosition *pos, const SkySearchResult *result, int depth)
{
  g_autoptr(SkyPosition) line = sky_position_copy (pos);

  g_assert_cmpint (result->pv_length, >=, 1);
  g_assert_cmpint (result->pv_length, <=, depth);
  g_assert_cmpint (result->pv[0], ==, result->move);
  for (int i = 0; i < result->pv_length; i++)
    {
      g_assert_false (sky_position_is_over (line));
      g_assert_true (sky_position_is_legal_move (line, result->pv[i]));
      sky_position_play (line, result->pv[i]);
    }
  /* The line stops early only where the game ends. */
  if (result->pv_length < depth)
    g_assert_true (sky_position_is_over (line));
}

static void
test_agreement (gconstpointer data)
{
  const GameCase *c = data;
  const SkyGame *game = sky_game_get (c->kind);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121 + c->kind);
  guint64 plain_total = 0, ab_total = 0;

  if (!game_is_written (game))
    return;

  for (int p = 0; p < c->n_positions; p++)
    {
      g_autoptr(SkyPosition) pos = random_position (c, rand);
      int depth = 1 + p % c->max_depth;
      gboolean strong = c->kind == SKY_GAME_REVERSI && p % 2 == 1;
      SkySearchResult plain, ab, exact;
      guint64 reference_evaluations = 0;
      SkyMove reference_move = SKY_MOVE_NONE;
      int reference_value;
      SkyMove moves[SKY_MAX_MOVES];
      int n = game->legal_moves (pos, moves);

      reference_value = reference_minimax (pos, pos->to_move, depth, 0, strong,
                                           &reference_evaluations,
                                           &reference_move);
      search (pos, depth, FALSE, FALSE, strong, &plain);
      search (pos, depth, TRUE, FALSE, strong, &ab);
      search (pos, depth, TRUE, TRUE, strong, &exact);

      /* Plain minimax is the seeds' minimax, evaluation for evaluation. */
      g_assert_cmpint (plain.move, ==, reference_move);
      g_assert_cmpint (plain.value, ==, reference_value);
      g_assert_cmpuint (plain.evaluations, ==, reference_evaluations);
      g_assert_cmpint (plain.depth, ==, depth);
      g_assert_true (plain.move_values_exact);
      g_assert_cmpint (plain.n_moves, ==, n);
      for (int i = 0; i < n; i++)
        {
          g_assert_cmpint (plain.moves[i], ==, moves[i]);
          g_assert_cmpint (plain.move_values[i], <=, plain.value);
          if (plain.moves[i] == plain.move)
            g_assert_cmpint (plain.move_values[i], ==, plain.value);
        }
      check_pv (pos, &plain, depth);

      /* Alpha-beta: the same move and value for fewer evaluations; the
       * other moves' values are upper bounds. */
      g_assert_cmpint (ab.move, ==, plain.move);
      g_assert_cmpint (ab.value, ==, plain.value);
      g_assert_cmpuint (ab.evaluations, <=, plain.evaluations);
      g_assert_false (ab.move_values_exact);
      g_assert_cmpint (ab.n_moves, ==, n);
      for (int i = 0; i < n; i++)
        {
          g_assert_cmpint (ab.moves[i], ==, moves[i]);
          if (ab.moves[i] == ab.move)
            g_assert_cmpint (ab.move_values[i], ==, plain.move_values[i]);
          else
            g_assert_cmpint (ab.move_values[i], >=, plain.move_values[i]);
        }
      check_pv (pos, &ab, depth);
      g_assert_cmpmem (ab.pv, ab.pv_length * sizeof (SkyMove),
                       plain.pv, plain.pv_length * sizeof (SkyMove));

      /* With exact values every move's value is plain minimax's. */
      g_assert_cmpint (exact.move, ==, plain.move);
      g_assert_cmpint (exact.value, ==, plain.value);
      g_assert_true (exact.move_values_exact);
      g_assert_cmpmem (exact.move_values, n * sizeof (int),
                       plain.move_values, n * sizeof (int));
      g_assert_cmpuint (exact.evaluations, >=, ab.evaluations);
      g_assert_cmpuint (exact.evaluations, <=, plain.evaluations);

      plain_total += plain.evaluations;
      ab_total += ab.evaluations;
    }
  /* Over so many positions the cut-offs must show. */
  g_assert_cmpuint (ab_total, <, plain_total);
  g_test_message ("%s: %" G_GUINT64_FORMAT " evaluations plain, %"
                  G_GUINT64_FORMAT " with alpha-beta", game->id, plain_total,
                  ab_total);
}

typedef struct {
  GCancellable *cancellable;
  int calls;
  double last_fraction;
  SkyMove last_best;
} ProgressLog;

static void
log_progress (const SkyProgress *progress, gpointer data)
{
  ProgressLog *log = data;

  g_assert_cmpfloat (progress->fraction, >, log->last_fraction);
  g_assert_cmpfloat (progress->fraction, <=, 1.0);
  log->last_fraction = progress->fraction;
  log->last_best = progress->best_so_far;
  log->calls++;
  if (log->cancellable != NULL)
    g_cancellable_cancel (log->cancellable);
}

static void
test_progress (gconstpointer data)
{
  const GameCase *c = data;
  const SkyGame *game = sky_game_get (c->kind);
  g_autoptr(SkyPosition) pos = NULL;
  SkyStrength strength;
  SkySearchResult result;
  ProgressLog log = { NULL, 0, 0.0, SKY_MOVE_NONE };
  SkyMove moves[SKY_MAX_MOVES];
  int n;

  if (!game_is_written (game))
    return;
  pos = sky_position_new (game, &(SkyGameSetup) { .misere = c->misere });
  n = game->legal_moves (pos, moves);
  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, c->kind);
  strength.depth = 3;
  g_assert_true (sky_player_choose (&strength, pos, NULL, NULL, log_progress,
                                    &log, &result, NULL));
  g_assert_cmpint (log.calls, ==, n);
  g_assert_cmpfloat (log.last_fraction, ==, 1.0);
  g_assert_cmpint (log.last_best, ==, result.move);
  g_assert_cmpuint (result.nodes, >, result.evaluations / 2);
}

/* A cancelled search returns FALSE with G_IO_ERROR_CANCELLED: cancelled
 * before it starts, and cancelled after its first root move (deep enough
 * that the rest would take long). */
static void
test_cancel (gconstpointer data)
{
  const GameCase *c = data;
  const SkyGame *game = sky_game_get (c->kind);
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  SkyStrength strength;
  SkySearchResult result;
  ProgressLog log = { cancellable, 0, 0.0, SKY_MOVE_NONE };

  if (!game_is_written (game))
    return;
  pos = sky_position_new (game, &(SkyGameSetup) { .misere = c->misere });
  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, c->kind);
  strength.alpha_beta = FALSE;
  strength.depth = c->kind == SKY_GAME_TICTACTOE ? 9 : 8;

  g_assert_false (sky_player_choose (&strength, pos, NULL, cancellable,
                                     log_progress, &log, &result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (log.calls, ==, 1);
  g_clear_error (&error);

  log.calls = 0;
  log.last_fraction = 0.0;
  g_assert_false (sky_player_choose (&strength, pos, NULL, cancellable,
                                     log_progress, &log, &result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (log.calls, ==, 0);
}

static void
add_tests (const char *what, GTestDataFunc func)
{
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const SkyGame *game = sky_game_get (cases[i].kind);
      g_autofree char *path = g_strdup_printf ("/minimax/%s/%s%s", what,
                                               game->id != NULL ? game->id
                                                                : "unknown",
                                               cases[i].misere ? "-misere" : "");

      g_test_add_data_func (path, &cases[i], func);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  add_tests ("agreement", test_agreement);
  add_tests ("progress", test_progress);
  add_tests ("cancel", test_cancel);
  return g_test_run ();
}
