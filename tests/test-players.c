/* test-players.c: every opponent through the common player interface:
 * only legal moves in every game, the same seed gives the same move, the
 * flat Monte Carlo method's seed-004 rules (first move in order on ties, a
 * move without wins can be chosen, the MONTE trial schedule), the UCT
 * search's budget, progress reports, and cancellation from another thread. */
#include "config.h"

#include <string.h>

#include <gio/gio.h>

#include "game.h"
#include "player.h"
#include "reversi.h"

/* The opponents under test, each at a strength that keeps the test fast. */
typedef struct {
  const char *name;
  SkyPlayerKind kind;
  int depth;
  gboolean alpha_beta;
  gboolean tree;
  int playouts;
  gboolean engine;          /* the strong engine (minimax:engine=yes) */
} Opponent;

static const Opponent opponents[] = {
  { "minimax-plain", SKY_PLAYER_MINIMAX, 2, FALSE, FALSE, 0 },
  { "minimax-alphabeta", SKY_PLAYER_MINIMAX, 3, TRUE, FALSE, 0 },
  { "random", SKY_PLAYER_RANDOM, 0, FALSE, FALSE, 0 },
  { "priority", SKY_PLAYER_PRIORITY, 0, FALSE, FALSE, 0 },
  { "montecarlo-flat", SKY_PLAYER_MONTECARLO, 0, FALSE, FALSE, 8 },
  { "montecarlo-uct", SKY_PLAYER_MONTECARLO, 0, FALSE, TRUE, 200 },
  { "engine", SKY_PLAYER_MINIMAX, 3, TRUE, FALSE, 0, TRUE },
};

static SkyStrength
opponent_strength (const Opponent *opponent, SkyGameKind game)
{
  SkyStrength strength;

  sky_strength_init_default (&strength, opponent->kind, game);
  if (opponent->depth > 0)
    strength.depth = opponent->depth;
  strength.alpha_beta = opponent->alpha_beta;
  strength.tree = opponent->tree;
  strength.playouts = opponent->playouts;
  strength.engine = opponent->engine;
  if (opponent->engine)
    strength.solve_empties = 8;     /* exact from 8 empties: fast enough */
  return strength;
}

/* Random positions of a game, none of them over: every position of n_games
 * random games (for number-grab each on its own board, for tic-tac-toe
 * alternately under the normal and the misère rule). */
static GPtrArray *
random_positions (SkyGameKind kind, int n_games, guint32 seed)
{
  const SkyGame *game = sky_game_get (kind);
  GPtrArray *positions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  for (int i = 0; i < n_games; i++)
    {
      SkyGameSetup setup = { .seed = seed + i, .misere = i % 2 == 1 };
      g_autoptr(SkyPosition) pos = sky_position_new (game, &setup);

      while (!sky_position_is_over (pos))
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = sky_position_legal_moves (pos, moves);

          g_assert_cmpint (n, >, 0);
          g_ptr_array_add (positions, sky_position_copy (pos));
          sky_position_play (pos, moves[g_rand_int_range (rand, 0, n)]);
        }
    }
  return positions;
}

static void
assert_legal_result (const SkyPosition *pos, const SkySearchResult *result)
{
  g_assert_true (sky_position_is_legal_move (pos, result->move));
  for (int i = 0; i < result->n_moves; i++)
    g_assert_true (sky_position_is_legal_move (pos, result->moves[i]));
  if (result->pv_length > 0)
    g_assert_cmpint (result->pv[0], ==, result->move);
}

typedef struct {
  SkyGameKind game;
  const Opponent *opponent;
} LegalCase;

/* Every opponent returns a legal move in every position of random games. */
static void
test_legal_moves (gconstpointer data)
{
  const LegalCase *c = data;
  g_autoptr(GPtrArray) positions = random_positions (c->game, 10, 1000);
  SkyStrength strength = opponent_strength (c->opponent, c->game);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint i = 0; i < positions->len; i++)
    {
      const SkyPosition *pos = positions->pdata[i];
      g_autoptr(GError) error = NULL;
      SkySearchResult result;

      g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL,
                                        NULL, &result, &error));
      g_assert_no_error (error);
      assert_legal_result (pos, &result);
    }
}

static void
assert_same_result (const SkySearchResult *a, const SkySearchResult *b)
{
  g_assert_cmpint (a->move, ==, b->move);
  g_assert_cmpint (a->value, ==, b->value);
  g_assert_cmpuint (a->evaluations, ==, b->evaluations);
  g_assert_cmpuint (a->nodes, ==, b->nodes);
  g_assert_cmpuint (a->playouts, ==, b->playouts);
  g_assert_cmpint (a->depth, ==, b->depth);
  g_assert_cmpint (a->pv_length, ==, b->pv_length);
  g_assert_cmpmem (a->pv, a->pv_length * sizeof (SkyMove),
                   b->pv, b->pv_length * sizeof (SkyMove));
  g_assert_cmpint (a->n_moves, ==, b->n_moves);
  g_assert_cmpmem (a->moves, a->n_moves * sizeof (SkyMove),
                   b->moves, b->n_moves * sizeof (SkyMove));
  g_assert_cmpmem (a->move_values, a->n_moves * sizeof (int),
                   b->move_values, b->n_moves * sizeof (int));
}

/* The same seed gives the same move and the same statistics. */
static void
test_determinism (gconstpointer data)
{
  const LegalCase *c = data;
  g_autoptr(GPtrArray) positions = random_positions (c->game, 2, 2000);
  SkyStrength strength = opponent_strength (c->opponent, c->game);

  for (guint i = 0; i < positions->len; i += 3)
    {
      const SkyPosition *pos = positions->pdata[i];
      g_autoptr(GRand) rand1 = g_rand_new_with_seed (100 + i);
      g_autoptr(GRand) rand2 = g_rand_new_with_seed (100 + i);
      SkySearchResult first, second;

      g_assert_true (sky_player_choose (&strength, pos, rand1, NULL, NULL,
                                        NULL, &first, NULL));
      g_assert_true (sky_player_choose (&strength, pos, rand2, NULL, NULL,
                                        NULL, &second, NULL));
      assert_same_result (&first, &second);
    }
}

/* Reversi position from bitboards. */
static SkyPosition *
reversi_position (guint64 black, guint64 white, SkySide to_move)
{
  SkyPosition *pos = sky_position_new (sky_game_get (SKY_GAME_REVERSI), NULL);

  g_assert_true (sky_reversi_set_discs (pos, black, white, to_move));
  return pos;
}

#define BIT(sq) (G_GUINT64_CONSTANT (1) << (sq))

/* Two empty squares, a1 and h8, and black to move with both a1 (turning b1
 * over) and h8 (turning g8 over) legal.  With the board black's, black wins
 * every playout after either move: a tie, which goes to the first move in
 * row-major order, a1.  With the board white's, black loses every playout
 * after either move: both keep the seed's starting count of 1, and a1, a
 * move without a single win, is still chosen. */
static void
test_flat_ties (void)
{
  guint64 empty = BIT (0) | BIT (63);
  guint64 black_board = ~empty & ~(BIT (1) | BIT (62));
  guint64 white_board = ~empty & ~(BIT (2) | BIT (61));
  g_autoptr(SkyPosition) winning = reversi_position (black_board,
                                                     BIT (1) | BIT (62),
                                                     SKY_SIDE_FIRST);
  g_autoptr(SkyPosition) losing = reversi_position (BIT (2) | BIT (61),
                                                    white_board,
                                                    SKY_SIDE_FIRST);
  SkyStrength strength;
  SkySearchResult result;
  SkyMove moves[SKY_MAX_MOVES];

  g_assert_cmpint (sky_position_legal_moves (winning, moves), ==, 2);
  g_assert_cmpint (moves[0], ==, 0);
  g_assert_cmpint (moves[1], ==, 63);
  g_assert_cmpint (sky_position_legal_moves (losing, moves), ==, 2);
  g_assert_cmpint (moves[0], ==, 0);
  g_assert_cmpint (moves[1], ==, 63);

  sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                             SKY_GAME_REVERSI);
  strength.playouts = 50;
  for (guint32 seed = 0; seed < 5; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

      g_assert_true (sky_player_choose (&strength, winning, rand, NULL, NULL,
                                        NULL, &result, NULL));
      g_assert_cmpint (result.move, ==, 0);
      g_assert_cmpint (result.value, ==, 1000);
      g_assert_cmpint (result.n_moves, ==, 2);
      g_assert_cmpint (result.move_values[0], ==, 1000);
      g_assert_cmpint (result.move_values[1], ==, 1000);
      g_assert_cmpuint (result.playouts, ==, 100);

      g_assert_true (sky_player_choose (&strength, losing, rand, NULL, NULL,
                                        NULL, &result, NULL));
      g_assert_cmpint (result.move, ==, 0);
      g_assert_cmpint (result.value, ==, 0);
      g_assert_cmpint (result.move_values[0], ==, 0);
      g_assert_cmpint (result.move_values[1], ==, 0);
      g_assert_cmpuint (result.playouts, ==, 100);
    }
}

/* UCT scores every node for the side that moved into it, which after a
 * pass is not the side that moved before: in the positions of
 * test_flat_ties, after a1 white must pass and black plays h8 (and the
 * other way round), so every line has a pass in it, and every playout is a
 * win for black in the first position and a loss in the second. */
static void
test_uct_passes (void)
{
  guint64 empty = BIT (0) | BIT (63);
  g_autoptr(SkyPosition) winning = NULL;
  g_autoptr(SkyPosition) losing = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  SkyStrength strength;
  SkySearchResult result;

  winning = reversi_position (~empty & ~(BIT (1) | BIT (62)),
                              BIT (1) | BIT (62), SKY_SIDE_FIRST);
  losing = reversi_position (BIT (2) | BIT (61),
                             ~empty & ~(BIT (2) | BIT (61)), SKY_SIDE_FIRST);
  sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                             SKY_GAME_REVERSI);
  strength.tree = TRUE;
  strength.playouts = 100;

  g_assert_true (sky_player_choose (&strength, winning, rand, NULL, NULL,
                                    NULL, &result, NULL));
  g_assert_cmpint (result.value, ==, 1000);
  g_assert_cmpint (result.move_values[0], ==, 1000);
  g_assert_cmpint (result.move_values[1], ==, 1000);
  g_assert_cmpint (result.pv_length, ==, 3);
  g_assert_cmpint (result.pv[1], ==, SKY_MOVE_PASS);

  g_assert_true (sky_player_choose (&strength, losing, rand, NULL, NULL,
                                    NULL, &result, NULL));
  g_assert_cmpint (result.value, ==, 0);
  g_assert_cmpint (result.move_values[0], ==, 0);
  g_assert_cmpint (result.move_values[1], ==, 0);
  g_assert_cmpint (result.pv_length, ==, 3);
  g_assert_cmpint (result.pv[1], ==, SKY_MOVE_PASS);
}

/* UCT plays a forced move after a few playouts, whatever its budget (here
 * 30 seconds). */
static void
test_uct_forced (void)
{
  const SkyGame *game = sky_game_get (SKY_GAME_TICTACTOE);
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (37);
  g_autoptr(GError) error = NULL;
  SkyStrength strength;
  SkySearchResult result;

  pos = sky_position_new_from_string (game, "XOX/XOO/OX. X", &error);
  g_assert_no_error (error);
  sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                             SKY_GAME_TICTACTOE);
  strength.tree = TRUE;
  strength.seconds = 30;
  g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL, NULL,
                                    &result, NULL));
  g_assert_cmpint (result.move, ==, 8);
  g_assert_cmpuint (result.playouts, ==, 1000);
  g_assert_cmpint (result.value, ==, 500);      /* a draw is half a win */
}

/* A draw counts as a loss: tic-tac-toe where every move ends in a draw (X
 * to move on the last square) scores 0 wins, not half. */
static void
test_flat_draw_is_no_win (void)
{
  const SkyGame *game = sky_game_get (SKY_GAME_TICTACTOE);
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  SkyStrength strength;
  SkySearchResult result;

  pos = sky_position_new_from_string (game, "XOX/XOO/OX. X", &error);
  g_assert_no_error (error);
  sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                             SKY_GAME_TICTACTOE);
  strength.playouts = 10;
  g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL, NULL,
                                    &result, NULL));
  g_assert_cmpint (result.move, ==, 8);
  g_assert_cmpint (result.value, ==, 0);
  g_assert_cmpuint (result.playouts, ==, 10);
}

/* The seed's trial schedule, MONTE[empty squares / 10] playouts per move:
 * 1 from the start (60 empty squares), 240 with 25 empty squares, and 300
 * (SKY_MC_FLAT_DEFAULT_PLAYOUTS) for the other games. */
static void
test_flat_schedule (void)
{
  const SkyGame *reversi = sky_game_get (SKY_GAME_REVERSI);
  g_autoptr(SkyPosition) start = sky_position_new (reversi, NULL);
  g_autoptr(SkyPosition) ttt = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  SkyStrength strength;
  SkySearchResult result;
  SkyMove moves[SKY_MAX_MOVES];
  int n;

  sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                             SKY_GAME_REVERSI);
  g_assert_false (strength.tree);
  g_assert_cmpint (strength.playouts, ==, 0);
  g_assert_true (sky_player_choose (&strength, start, rand, NULL, NULL, NULL,
                                    &result, NULL));
  g_assert_cmpuint (result.playouts, ==, 4);
  g_assert_cmpint (result.n_moves, ==, 4);

  /* A position with 25 empty squares from a random game. */
  {
    g_autoptr(GPtrArray) positions = random_positions (SKY_GAME_REVERSI, 1,
                                                       3000);
    const SkyPosition *mid = NULL;

    for (guint i = 0; i < positions->len && mid == NULL; i++)
      if (sky_reversi_empties (positions->pdata[i]) == 25)
        mid = positions->pdata[i];
    g_assert_nonnull (mid);
    n = sky_position_legal_moves (mid, moves);
    g_assert_true (sky_player_choose (&strength, mid, rand, NULL, NULL, NULL,
                                      &result, NULL));
    g_assert_cmpuint (result.playouts, ==, 240 * n);
  }

  ttt = sky_position_new (sky_game_get (SKY_GAME_TICTACTOE), NULL);
  sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                             SKY_GAME_TICTACTOE);
  g_assert_true (sky_player_choose (&strength, ttt, rand, NULL, NULL, NULL,
                                    &result, NULL));
  g_assert_cmpuint (result.playouts, ==, 300 * 9);
}

/* Both methods find an immediate win: X completes the top row at c1 (cell
 * 2); every playout after it is a win. */
static void
test_immediate_win (void)
{
  const SkyGame *game = sky_game_get (SKY_GAME_TICTACTOE);
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(GError) error = NULL;

  pos = sky_position_new_from_string (game, "XX./OO./... X", &error);
  g_assert_no_error (error);
  for (int tree = 0; tree < 2; tree++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (5);
      SkyStrength strength;
      SkySearchResult result;

      sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                                 SKY_GAME_TICTACTOE);
      strength.tree = tree;
      strength.playouts = 2000;
      g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL,
                                        NULL, &result, NULL));
      g_assert_cmpint (result.move, ==, 2);
      g_assert_cmpint (result.value, ==, 1000);
      g_assert_cmpint (result.n_moves, ==, 5);
      g_assert_cmpint (result.moves[0], ==, 2);
      g_assert_cmpint (result.move_values[0], ==, 1000);
    }
}

/* UCT spends exactly its playout budget, grows at most one node per
 * playout, and gives every legal move a value. */
static void
test_uct_budget (void)
{
  const SkyGame *game = sky_game_get (SKY_GAME_REVERSI);
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  SkyStrength strength;
  SkySearchResult result;

  sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                             SKY_GAME_REVERSI);
  strength.tree = TRUE;
  strength.playouts = 3000;
  g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL, NULL,
                                    &result, NULL));
  g_assert_cmpuint (result.playouts, ==, 3000);
  g_assert_cmpuint (result.nodes, <=, 3001);
  g_assert_cmpuint (result.nodes, >, 4);
  g_assert_cmpint (result.n_moves, ==, 4);
  g_assert_cmpint (result.pv_length, >=, 2);
  g_assert_cmpint (result.depth, >=, 2);
  for (int i = 0; i < result.n_moves; i++)
    g_assert_cmpint (result.move_values[i], >, 0);

  /* The default budget when the strength gives none. */
  strength.playouts = 0;
  g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL, NULL,
                                    &result, NULL));
  g_assert_cmpuint (result.playouts, ==, 10000);
}

/* A time budget alone: each legal move still gets at least one playout. */
static void
test_time_budget (void)
{
  const SkyGame *game = sky_game_get (SKY_GAME_REVERSI);
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);

  for (int tree = 0; tree < 2; tree++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (13);
      SkyStrength strength;
      SkySearchResult result;

      sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                                 SKY_GAME_REVERSI);
      strength.tree = tree;
      strength.seconds = 0.02;
      g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL,
                                        NULL, &result, NULL));
      g_assert_true (sky_position_is_legal_move (pos, result.move));
      g_assert_cmpuint (result.playouts, >=, 4);
    }
}

typedef struct {
  int posts;
  SkyProgress last;
  const SkyPosition *pos;
  gboolean all_legal;
} ProgressLog;

static void
log_progress (const SkyProgress *progress, gpointer data)
{
  ProgressLog *log = data;

  if (log->posts > 0 && progress->playouts_done < log->last.playouts_done)
    log->all_legal = FALSE;
  if (!sky_position_is_legal_move (log->pos, progress->best_so_far))
    log->all_legal = FALSE;
  log->posts++;
  log->last = *progress;
}

/* Progress comes during the search (at least every
 * SKY_MC_PROGRESS_PLAYOUTS = 1024 playouts) and once at the end. */
static void
test_progress (void)
{
  const SkyGame *game = sky_game_get (SKY_GAME_REVERSI);
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);

  for (int tree = 0; tree < 2; tree++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (17);
      ProgressLog log = { .pos = pos, .all_legal = TRUE };
      SkyStrength strength;
      SkySearchResult result;

      sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                                 SKY_GAME_REVERSI);
      strength.tree = tree;
      strength.playouts = tree ? 5000 : 1250;
      g_assert_true (sky_player_choose (&strength, pos, rand, NULL,
                                        log_progress, &log, &result, NULL));
      g_assert_cmpuint (result.playouts, ==, 5000);
      g_assert_cmpint (log.posts, >=, 5);
      g_assert_true (log.all_legal);
      g_assert_cmpuint (log.last.playouts_done, ==, 5000);
      g_assert_cmpuint (log.last.playouts_total, ==, 5000);
      g_assert_cmpfloat (log.last.fraction, ==, 1.0);
      g_assert_cmpint (log.last.best_so_far, ==, result.move);
    }
}

/* A search on a worker thread, cancelled from the test's thread. */
typedef struct {
  SkyStrength strength;
  SkyPosition *pos;
  GCancellable *cancellable;
  GMutex mutex;
  GCond cond;
  gboolean progressed;
  gboolean finished;
  gboolean ok;
  GError *error;
} Worker;

static void
worker_progress (const SkyProgress *progress, gpointer data)
{
  Worker *worker = data;

  g_mutex_lock (&worker->mutex);
  worker->progressed = TRUE;
  g_cond_broadcast (&worker->cond);
  g_mutex_unlock (&worker->mutex);
}

static gpointer
worker_run (gpointer data)
{
  Worker *worker = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  SkySearchResult result;
  GError *error = NULL;
  gboolean ok;

  ok = sky_player_choose (&worker->strength, worker->pos, rand,
                          worker->cancellable, worker_progress, worker,
                          &result, &error);
  g_mutex_lock (&worker->mutex);
  worker->ok = ok;
  worker->error = error;
  worker->finished = TRUE;
  g_cond_broadcast (&worker->cond);
  g_mutex_unlock (&worker->mutex);
  return NULL;
}

/* Waits until *flag is set or the generous timeout passes (only there so
 * that a broken search fails the test instead of hanging it). */
static gboolean
worker_wait (Worker *worker, gboolean *flag)
{
  gint64 end = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;
  gboolean set;

  g_mutex_lock (&worker->mutex);
  while (!*flag && g_cond_wait_until (&worker->cond, &worker->mutex, end))
    ;
  set = *flag;
  g_mutex_unlock (&worker->mutex);
  return set;
}

typedef struct {
  const char *name;
  SkyPlayerKind kind;
  gboolean tree;
  gboolean wait_for_progress;   /* the opponent posts progress mid-search */
} CancelCase;

static const CancelCase cancel_cases[] = {
  { "montecarlo-flat", SKY_PLAYER_MONTECARLO, FALSE, TRUE },
  { "montecarlo-uct", SKY_PLAYER_MONTECARLO, TRUE, TRUE },
  { "minimax-plain", SKY_PLAYER_MINIMAX, FALSE, FALSE },
  { "minimax-alphabeta", SKY_PLAYER_MINIMAX, FALSE, FALSE },
  { "engine", SKY_PLAYER_MINIMAX, FALSE, FALSE },
};

static void
test_cancel (gconstpointer data)
{
  const CancelCase *c = data;
  const SkyGame *game = sky_game_get (SKY_GAME_REVERSI);
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Worker worker = { .pos = pos, .cancellable = cancellable };
  GThread *thread;

  sky_strength_init_default (&worker.strength, c->kind, SKY_GAME_REVERSI);
  /* Searches that would take hours. */
  worker.strength.tree = c->tree;
  worker.strength.playouts = 1000000000;
  worker.strength.depth = 40;
  worker.strength.alpha_beta = strcmp (c->name, "minimax-plain") != 0;
  worker.strength.engine = strcmp (c->name, "engine") == 0;
  /* A search, not the opening book's answer at once. */
  worker.strength.no_book = TRUE;
  g_mutex_init (&worker.mutex);
  g_cond_init (&worker.cond);

  thread = g_thread_new ("search", worker_run, &worker);
  if (c->wait_for_progress)
    g_assert_true (worker_wait (&worker, &worker.progressed));
  else
    g_usleep (50 * 1000);     /* let it get going; any moment will do */
  g_cancellable_cancel (cancellable);
  g_assert_true (worker_wait (&worker, &worker.finished));
  g_thread_join (thread);

  g_assert_false (worker.ok);
  g_assert_error (worker.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&worker.error);
  g_mutex_clear (&worker.mutex);
  g_cond_clear (&worker.cond);
}

/* A search that is cancelled before it starts returns at once. */
static void
test_cancel_before (void)
{
  const SkyGame *game = sky_game_get (SKY_GAME_REVERSI);
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();

  g_cancellable_cancel (cancellable);
  for (int tree = 0; tree < 2; tree++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (29);
      g_autoptr(GError) error = NULL;
      SkyStrength strength;
      SkySearchResult result;

      sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO,
                                 SKY_GAME_REVERSI);
      strength.tree = tree;
      strength.playouts = 1000000000;
      g_assert_false (sky_player_choose (&strength, pos, rand, cancellable,
                                         NULL, NULL, &result, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    }
}

int
main (int argc, char **argv)
{
  static LegalCase cases[SKY_N_GAMES][G_N_ELEMENTS (opponents)];

  g_test_init (&argc, &argv, NULL);

  for (int game = 0; game < SKY_N_GAMES; game++)
    for (gsize i = 0; i < G_N_ELEMENTS (opponents); i++)
      {
        g_autofree char *legal = NULL;
        g_autofree char *same = NULL;

        cases[game][i] = (LegalCase) { game, &opponents[i] };
        legal = g_strdup_printf ("/players/legal/%s/%s",
                                 sky_game_get (game)->id, opponents[i].name);
        same = g_strdup_printf ("/players/determinism/%s/%s",
                                sky_game_get (game)->id, opponents[i].name);
        g_test_add_data_func (legal, &cases[game][i], test_legal_moves);
        g_test_add_data_func (same, &cases[game][i], test_determinism);
      }

  g_test_add_func ("/players/montecarlo/flat-ties", test_flat_ties);
  g_test_add_func ("/players/montecarlo/flat-draw-is-no-win",
                   test_flat_draw_is_no_win);
  g_test_add_func ("/players/montecarlo/flat-schedule", test_flat_schedule);
  g_test_add_func ("/players/montecarlo/immediate-win", test_immediate_win);
  g_test_add_func ("/players/montecarlo/uct-budget", test_uct_budget);
  g_test_add_func ("/players/montecarlo/uct-passes", test_uct_passes);
  g_test_add_func ("/players/montecarlo/uct-forced", test_uct_forced);
  g_test_add_func ("/players/montecarlo/time-budget", test_time_budget);
  g_test_add_func ("/players/montecarlo/progress", test_progress);
  for (gsize i = 0; i < G_N_ELEMENTS (cancel_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/players/cancel/%s",
                                               cancel_cases[i].name);

      g_test_add_data_func (path, &cancel_cases[i], test_cancel);
    }
  g_test_add_func ("/players/cancel/before-start", test_cancel_before);

  return g_test_run ();
}
