/* test-reversi.c: the reversi rules, the bitboard move generator against a
 * plain square-by-square reference, perft, playouts and the text forms. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <glib.h>

#include "reversi.h"
#include "reversi-bitboard.h"

#define START_TEXT \
  "---------------------------OX------XO--------------------------- X"

static const SkyGame *game = &sky_reversi_game;

static guint64
bit (int sq)
{
  return G_GUINT64_CONSTANT (1) << sq;
}

static SkyPosition *
position_from_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  SkyPosition *pos = sky_position_new_from_string (game, text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (pos);
  return pos;
}

static SkyMove
square (const char *name)
{
  return SKY_REVERSI_SQUARE (name[0] - 'a', name[1] - '1');
}

/* The reference: a plain board walked square by square, as seed 004's
 * kaeseru () and ishi_utsu () do. ---------------------------------------- */

static const int ref_dr[8] = { -1, -1, -1, 0, 0, 1, 1, 1 };
static const int ref_dc[8] = { -1, 0, 1, -1, 1, -1, 0, 1 };

/* cells: 0 empty, 1 black, 2 white; me is 1 or 2. */
static guint64
ref_flips (const int *cells, int me, int sq)
{
  guint64 flips = 0;

  if (cells[sq] != 0)
    return 0;
  for (int d = 0; d < 8; d++)
    {
      guint64 run = 0;
      int r = sq / 8 + ref_dr[d], c = sq % 8 + ref_dc[d];

      while (r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] == 3 - me)
        {
          run |= bit (r * 8 + c);
          r += ref_dr[d];
          c += ref_dc[d];
        }
      if (run != 0 && r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] == me)
        flips |= run;
    }
  return flips;
}

static void
ref_cells (const SkyPosition *pos, int *cells)
{
  for (int sq = 0; sq < 64; sq++)
    cells[sq] = (sky_reversi_discs (pos, SKY_SIDE_FIRST) & bit (sq)) ? 1
                : (sky_reversi_discs (pos, SKY_SIDE_SECOND) & bit (sq)) ? 2 : 0;
}

static int
ref_legal (const int *cells, int me, SkyMove *moves)
{
  int n = 0;

  for (int sq = 0; sq < 64; sq++)
    if (ref_flips (cells, me, sq) != 0)
      moves[n++] = sq;
  return n;
}

/* Tests ----------------------------------------------------------------- */

static void
test_rays (void)
{
  static const int dr[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
  static const int dc[8] = { 1, -1, 0, 1, -1, 1, 0, -1 };

  for (int sq = 0; sq < 64; sq++)
    for (int d = 0; d < 8; d++)
      {
        guint64 ray = 0;
        int r = sq / 8 + dr[d], c = sq % 8 + dc[d];

        for (; r >= 0 && r < 8 && c >= 0 && c < 8; r += dr[d], c += dc[d])
          ray |= bit (r * 8 + c);
        g_assert_cmphex (sky_reversi_rays[sq][d], ==, ray);
      }
}

static void
test_start (void)
{
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
  g_autofree char *text = game->position_to_string (pos);
  SkyMove moves[SKY_MAX_MOVES];
  int n;

  g_assert_cmpstr (game->id, ==, "reversi");
  g_assert_cmpint (game->width, ==, 8);
  g_assert_cmpint (game->height, ==, 8);
  g_assert_cmpstr (text, ==, START_TEXT);
  g_assert_cmphex (sky_reversi_discs (pos, SKY_SIDE_FIRST), ==, bit (35) | bit (28));
  g_assert_cmphex (sky_reversi_discs (pos, SKY_SIDE_SECOND), ==, bit (27) | bit (36));
  g_assert_cmpint (pos->to_move, ==, SKY_SIDE_FIRST);
  g_assert_cmpint (pos->ply, ==, 0);
  g_assert_cmpint (pos->last_move, ==, SKY_MOVE_NONE);
  g_assert_cmpint (sky_reversi_empties (pos), ==, 60);

  /* Row-major: d3, c4, f5, e6. */
  n = sky_position_legal_moves (pos, moves);
  g_assert_cmpint (n, ==, 4);
  g_assert_cmpint (moves[0], ==, square ("d3"));
  g_assert_cmpint (moves[1], ==, square ("c4"));
  g_assert_cmpint (moves[2], ==, square ("f5"));
  g_assert_cmpint (moves[3], ==, square ("e6"));

  g_assert_cmpint (game->cell (pos, square ("d5")).kind, ==, SKY_CELL_FIRST);
  g_assert_cmpint (game->cell (pos, square ("e4")).kind, ==, SKY_CELL_FIRST);
  g_assert_cmpint (game->cell (pos, square ("d4")).kind, ==, SKY_CELL_SECOND);
  g_assert_cmpint (game->cell (pos, square ("e5")).kind, ==, SKY_CELL_SECOND);
  g_assert_cmpint (game->cell (pos, square ("a1")).kind, ==, SKY_CELL_EMPTY);
  g_assert_false (sky_position_is_over (pos));
  g_assert_cmpint (game->result (pos), ==, SKY_RESULT_NONE);
  g_assert_cmpint (game->score (pos, SKY_SIDE_FIRST), ==, 2);
  g_assert_cmpint (game->evaluate (pos, SKY_SIDE_FIRST, FALSE), ==, 2);

  /* f5 turns e5 over. */
  sky_position_play (pos, square ("f5"));
  g_assert_cmphex (sky_reversi_last_flips (pos), ==, bit (square ("e5")));
  g_assert_cmpint (pos->last_move, ==, square ("f5"));
  g_assert_cmpint (pos->to_move, ==, SKY_SIDE_SECOND);
  g_assert_cmpint (pos->ply, ==, 1);
  g_assert_cmpint (game->score (pos, SKY_SIDE_FIRST), ==, 4);
  g_assert_cmpint (game->score (pos, SKY_SIDE_SECOND), ==, 1);
  g_assert_cmpint (game->evaluate (pos, SKY_SIDE_FIRST, FALSE), ==, 4);
  g_assert_cmpint (game->evaluate (pos, SKY_SIDE_SECOND, FALSE), ==, 1);
}

static void
test_perft (void)
{
  static const guint64 counts[] = {
    1, 4, 12, 56, 244, 1396, 8200, 55092, 390216
  };
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);

  for (int depth = 0; depth < (int) G_N_ELEMENTS (counts); depth++)
    g_assert_cmpuint (sky_reversi_perft (pos, depth), ==, counts[depth]);
  /* Each compiled variant (where the CPU runs it). */
  for (int level = SKY_REVERSI_CPU_GENERIC; level <= SKY_REVERSI_CPU_AVX2_BMI2; level++)
    g_assert_cmpuint (sky_reversi_perft_bitboards_at (level, bit (35) | bit (28),
                                                      bit (27) | bit (36), 8),
                      ==, 390216);
}

/* Perft by playing every move through the game interface, ends and passes
 * as the interface reports them. */
static guint64
slow_perft (const SkyPosition *pos, int depth)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n;
  guint64 total = 0;

  if (depth == 0)
    return 1;
  n = sky_position_legal_moves (pos, moves);
  if (n == 0)
    return 1;
  for (int i = 0; i < n; i++)
    {
      g_autoptr(SkyPosition) child = sky_position_copy (pos);

      sky_position_play (child, moves[i]);
      total += slow_perft (child, depth - 1);
    }
  return total;
}

static void
test_perft_late (void)
{
  /* Late positions with passes and game ends inside the horizon: the fast
   * counter agrees with playing everything out. */
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);

  for (int game_no = 0; game_no < 40; game_no++)
    {
      g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
      int stop = 44 + g_rand_int_range (rand, 0, 14);

      while (pos->ply < stop && !sky_position_is_over (pos))
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = sky_position_legal_moves (pos, moves);

          sky_position_play (pos, moves[g_rand_int_range (rand, 0, n)]);
        }
      for (int depth = 0; depth <= 4; depth++)
        g_assert_cmpuint (sky_reversi_perft (pos, depth), ==,
                          slow_perft (pos, depth));
    }
}

static void
test_pass_and_early_end (void)
{
  /* Black a1, white b1: white cannot move (a1 is a corner), black can take
   * c1; then the board holds only black discs and nobody can move. */
  g_autoptr(SkyPosition) pos = position_from_text (
    "XO-------------------------------------------------------------- O");
  SkyMove moves[SKY_MAX_MOVES];
  int n;

  n = sky_position_legal_moves (pos, moves);
  g_assert_cmpint (n, ==, 1);
  g_assert_cmpint (moves[0], ==, SKY_MOVE_PASS);
  g_assert_cmphex (sky_reversi_legal_squares (pos), ==, 0);
  g_assert_false (sky_position_is_over (pos));
  g_assert_cmpint (game->result (pos), ==, SKY_RESULT_NONE);
  g_assert_cmpuint (sky_reversi_perft (pos, 1), ==, 1);
  g_assert_cmpuint (sky_reversi_perft (pos, 2), ==, 1);
  g_assert_cmpuint (sky_reversi_perft (pos, 5), ==, 1);

  sky_position_play (pos, SKY_MOVE_PASS);
  g_assert_cmpint (pos->to_move, ==, SKY_SIDE_FIRST);
  g_assert_cmpint (pos->last_move, ==, SKY_MOVE_PASS);
  g_assert_cmphex (sky_reversi_last_flips (pos), ==, 0);
  n = sky_position_legal_moves (pos, moves);
  g_assert_cmpint (n, ==, 1);
  g_assert_cmpint (moves[0], ==, square ("c1"));

  sky_position_play (pos, square ("c1"));
  g_assert_cmphex (sky_reversi_last_flips (pos), ==, bit (square ("b1")));
  g_assert_true (sky_position_is_over (pos));
  g_assert_cmpint (sky_position_legal_moves (pos, moves), ==, 0);
  g_assert_cmpint (sky_reversi_empties (pos), ==, 61);
  g_assert_cmpint (game->result (pos), ==, SKY_RESULT_FIRST_WINS);
  g_assert_cmpint (game->score (pos, SKY_SIDE_FIRST), ==, 3);
  g_assert_cmpint (game->score (pos, SKY_SIDE_SECOND), ==, 0);
  g_assert_cmpint (game->final_value (pos, SKY_SIDE_FIRST, 1), ==, 1003);
  g_assert_cmpint (game->final_value (pos, SKY_SIDE_SECOND, 1), ==, -1003);
  g_assert_cmpuint (sky_reversi_perft (pos, 3), ==, 1);

  /* Both sides blocked with empties left and discs of both colours: black
   * a1 b1, white g8 h8: no run to flank anywhere; 2 : 2 is a draw. */
  {
    g_autoptr(SkyPosition) blocked = position_from_text (
      "XX------------------------------------------------------------OO X");

    g_assert_true (sky_position_is_over (blocked));
    g_assert_cmpint (sky_position_legal_moves (blocked, moves), ==, 0);
    g_assert_cmpint (game->result (blocked), ==, SKY_RESULT_DRAW);
    g_assert_cmpint (game->final_value (blocked, SKY_SIDE_FIRST, 3), ==, 0);
  }
}

static void
test_full_board (void)
{
  /* 33 black, 31 white. */
  GString *text = g_string_new (NULL);
  g_autoptr(SkyPosition) pos = NULL;
  SkyMove moves[SKY_MAX_MOVES];

  for (int sq = 0; sq < 64; sq++)
    g_string_append_c (text, sq < 33 ? 'X' : 'O');
  g_string_append (text, " O");
  pos = position_from_text (text->str);
  g_string_free (text, TRUE);

  g_assert_true (sky_position_is_over (pos));
  g_assert_cmpint (sky_position_legal_moves (pos, moves), ==, 0);
  g_assert_cmpint (sky_reversi_empties (pos), ==, 0);
  g_assert_cmpint (game->result (pos), ==, SKY_RESULT_FIRST_WINS);
  g_assert_cmpint (game->final_value (pos, SKY_SIDE_FIRST, 2), ==, 1002);
  g_assert_cmpint (game->final_value (pos, SKY_SIDE_SECOND, 2), ==, -1002);
  g_assert_cmpuint (sky_reversi_perft (pos, 4), ==, 1);

  /* The same board 32 : 32 is a draw. */
  {
    g_autoptr(SkyPosition) draw = sky_position_new (game, NULL);

    sky_reversi_set_discs (draw, G_GUINT64_CONSTANT (0x00000000ffffffff),
                           G_GUINT64_CONSTANT (0xffffffff00000000),
                           SKY_SIDE_FIRST);
    g_assert_true (sky_position_is_over (draw));
    g_assert_cmpint (game->result (draw), ==, SKY_RESULT_DRAW);
    g_assert_cmpint (game->final_value (draw, SKY_SIDE_SECOND, 1), ==, 0);
    g_assert_false (sky_reversi_set_discs (draw, 1, 3, SKY_SIDE_FIRST));
  }
}

static void
test_flips_all_directions (void)
{
  /* d4 empty, surrounded by white runs each closed by black: east e4 f4 g4
   * then h4, west c4 then b4, north d3 then d2, south d5 d6 then d7,
   * north-east e3 then f2, north-west c3 then b2, south-east e5 f6 then
   * g7, south-west c5 then b6.  A black move at d4 turns all 12 over. */
  static const char *white[] = {
    "e4", "f4", "g4", "c4", "d3", "d5", "d6", "e3", "c3", "e5", "f6", "c5"
  };
  static const char *black[] = {
    "h4", "b4", "d2", "d7", "f2", "b2", "g7", "b6"
  };
  guint64 w = 0, b = 0;
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
  g_autoptr(GError) error = NULL;
  SkyMove move;

  for (gsize i = 0; i < G_N_ELEMENTS (white); i++)
    w |= bit (square (white[i]));
  for (gsize i = 0; i < G_N_ELEMENTS (black); i++)
    b |= bit (square (black[i]));
  g_assert_true (sky_reversi_set_discs (pos, b, w, SKY_SIDE_FIRST));

  g_assert_cmphex (sky_reversi_flips (b, w, square ("d4")), ==, w);
  g_assert_true (game->move_from_string (pos, "d4", &move, &error));
  g_assert_no_error (error);
  sky_position_play (pos, move);
  g_assert_cmphex (sky_reversi_last_flips (pos), ==, w);
  g_assert_cmphex (sky_reversi_discs (pos, SKY_SIDE_FIRST), ==,
                   b | w | bit (square ("d4")));
  g_assert_cmphex (sky_reversi_discs (pos, SKY_SIDE_SECOND), ==, 0);

  /* Runs that reach the edge, or stop at an empty square, turn nothing:
   * white a4..c4 and nothing behind them. */
  g_assert_cmphex (sky_reversi_flips (bit (square ("h1")),
                                      bit (square ("a4")) | bit (square ("b4"))
                                      | bit (square ("c4")),
                                      square ("d4")), ==, 0);
  /* A run that wraps around the side of the board is not a run: black h3,
   * white a4 would be "next" to h3 in bit order. */
  g_assert_cmphex (sky_reversi_flips (bit (square ("h3")), bit (square ("a4")),
                                      square ("b4")), ==, 0);
  g_assert_cmphex (sky_reversi_mobility (bit (square ("h3")),
                                         bit (square ("a4"))), ==, 0);
}

/* Random games: every position's legal moves and every empty square's
 * flips agree with the reference; the passes and ends too. */
static void
test_against_reference (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121);
  guint64 positions = 0, passes = 0, early_ends = 0;

  for (int game_no = 0; game_no < 3000; game_no++)
    {
      g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);

      for (;;)
        {
          SkyMove moves[SKY_MAX_MOVES], ref_moves[SKY_MAX_MOVES];
          int cells[64];
          int me = pos->to_move == SKY_SIDE_FIRST ? 1 : 2;
          guint64 P = sky_reversi_discs (pos, pos->to_move);
          guint64 O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
          int n, ref_n, other_n;
          SkyMove move;
          guint64 before;

          ref_cells (pos, cells);
          n = sky_position_legal_moves (pos, moves);
          ref_n = ref_legal (cells, me, ref_moves);
          other_n = ref_legal (cells, 3 - me, ref_moves + ref_n);
          positions++;
          for (int sq = 0; sq < 64; sq++)
            if (cells[sq] == 0)
              g_assert_cmphex (sky_reversi_flips (P, O, sq), ==,
                               ref_flips (cells, me, sq));
          if (ref_n == 0 && other_n == 0)
            {
              g_assert_cmpint (n, ==, 0);
              g_assert_true (sky_position_is_over (pos));
              if (sky_reversi_empties (pos) > 0)
                early_ends++;
              break;
            }
          g_assert_false (sky_position_is_over (pos));
          if (ref_n == 0)
            {
              g_assert_cmpint (n, ==, 1);
              g_assert_cmpint (moves[0], ==, SKY_MOVE_PASS);
              passes++;
            }
          else
            {
              g_assert_cmpint (n, ==, ref_n);
              for (int i = 0; i < n; i++)
                g_assert_cmpint (moves[i], ==, ref_moves[i]);
            }
          move = moves[g_rand_int_range (rand, 0, n)];
          before = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
          sky_position_play (pos, move);
          if (move != SKY_MOVE_PASS)
            g_assert_cmphex (sky_reversi_last_flips (pos), ==,
                             ref_flips (cells, me, move));
          g_assert_cmphex (sky_reversi_discs (pos, pos->to_move), ==,
                           before & ~sky_reversi_last_flips (pos));
        }
    }
  /* The games did pass through the cases under test. */
  g_test_message ("%" G_GUINT64_FORMAT " positions, %" G_GUINT64_FORMAT
                  " passes, %" G_GUINT64_FORMAT " early ends",
                  positions, passes, early_ends);
  g_assert_cmpuint (passes, >, 100);
  g_assert_cmpuint (early_ends, >, 0);
}

/* The reference playout: the same generator and the same pick (the k-th
 * legal square in row-major order), on the plain board. */
static int
ref_playout (const SkyPosition *start, guint64 *rng)
{
  int cells[64];
  int me = start->to_move == SKY_SIDE_FIRST ? 1 : 2;
  gboolean passed = FALSE;
  int diff = 0;

  ref_cells (start, cells);
  for (;;)
    {
      SkyMove moves[SKY_MAX_MOVES];
      int n = ref_legal (cells, me, moves);

      if (n > 0)
        {
          int k = (int) (((sky_reversi_rng_next (rng) >> 32) * (guint64) n) >> 32);
          guint64 flips = ref_flips (cells, me, moves[k]);

          cells[moves[k]] = me;
          for (int sq = 0; sq < 64; sq++)
            if (flips & bit (sq))
              cells[sq] = me;
          passed = FALSE;
        }
      else if (passed)
        break;
      else
        passed = TRUE;
      me = 3 - me;
    }
  for (int sq = 0; sq < 64; sq++)
    diff += cells[sq] == 1 ? 1 : cells[sq] == 2 ? -1 : 0;
  return diff;
}

static void
test_playout (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
  guint64 rng, ref_rng;
  int black_wins = 0;

  sky_reversi_rng_seed (&rng, rand);
  ref_rng = rng;
  /* Every variant this CPU runs plays the reference's games exactly. */
  for (int i = 0; i < 4000; i++)
    {
      SkyReversiCpuLevel level = i % 4;
      int diff = sky_reversi_random_playout_at (level,
        sky_reversi_discs (pos, SKY_SIDE_FIRST),
        sky_reversi_discs (pos, SKY_SIDE_SECOND), pos->to_move, &rng);

      g_assert_cmpint (diff, ==, ref_playout (pos, &ref_rng));
      g_assert_cmpuint (rng, ==, ref_rng);
      g_assert_cmpint (diff, >=, -64);
      g_assert_cmpint (diff, <=, 64);
      black_wins += diff > 0;
    }
  /* Random play from the start is roughly even. */
  g_assert_cmpint (black_wins, >, 1600);
  g_assert_cmpint (black_wins, <, 2400);

  /* White to move in the pass position: white passes, black c1, end. */
  {
    g_autoptr(SkyPosition) pass = position_from_text (
      "XO-------------------------------------------------------------- O");

    g_assert_cmpint (sky_reversi_random_playout (
                       sky_reversi_discs (pass, SKY_SIDE_FIRST),
                       sky_reversi_discs (pass, SKY_SIDE_SECOND),
                       SKY_SIDE_SECOND, &rng), ==, 3);
  }

  /* The same seed gives the same playouts. */
  {
    g_autoptr(GRand) again = g_rand_new_with_seed (4);
    guint64 a, b;

    sky_reversi_rng_seed (&a, again);
    b = a;
    for (int i = 0; i < 50; i++)
      g_assert_cmpint (sky_reversi_random_playout (bit (35) | bit (28),
                                                   bit (27) | bit (36),
                                                   SKY_SIDE_FIRST, &a), ==,
                       sky_reversi_random_playout (bit (35) | bit (28),
                                                   bit (27) | bit (36),
                                                   SKY_SIDE_FIRST, &b));
  }
}

static void
test_evaluate (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (int game_no = 0; game_no < 50; game_no++)
    {
      g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);

      while (!sky_position_is_over (pos))
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = sky_position_legal_moves (pos, moves);
          int black = game->evaluate (pos, SKY_SIDE_FIRST, TRUE);
          int white = game->evaluate (pos, SKY_SIDE_SECOND, TRUE);

          /* Symmetric and below any finished game's value. */
          g_assert_cmpint (black, ==, -white);
          g_assert_cmpint (ABS (black), <, 1000);
          g_assert_cmpint (game->evaluate (pos, SKY_SIDE_FIRST, FALSE), ==,
                           game->score (pos, SKY_SIDE_FIRST));
          sky_position_play (pos, moves[g_rand_int_range (rand, 0, n)]);
        }
      /* A win outranks every evaluation, a loss is below every one. */
      if (game->result (pos) == SKY_RESULT_FIRST_WINS)
        g_assert_cmpint (game->final_value (pos, SKY_SIDE_FIRST, 1), >, 1000);
      else if (game->result (pos) == SKY_RESULT_SECOND_WINS)
        g_assert_cmpint (game->final_value (pos, SKY_SIDE_FIRST, 1), <, -1000);
    }

  /* A corner is worth more than the X square next to it. */
  {
    g_autoptr(SkyPosition) corner = sky_position_new (game, NULL);
    g_autoptr(SkyPosition) x_square = sky_position_new (game, NULL);
    guint64 black = sky_reversi_discs (corner, SKY_SIDE_FIRST);
    guint64 white = sky_reversi_discs (corner, SKY_SIDE_SECOND);

    sky_reversi_set_discs (corner, black | bit (square ("a1")), white,
                           SKY_SIDE_SECOND);
    sky_reversi_set_discs (x_square, black | bit (square ("b2")), white,
                           SKY_SIDE_SECOND);
    g_assert_cmpint (game->evaluate (corner, SKY_SIDE_FIRST, TRUE), >,
                     game->evaluate (x_square, SKY_SIDE_FIRST, TRUE));
  }
}

static void
test_position_text (void)
{
  /* FFO #40 from issue 5. */
  static const char *ffo40 =
    "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";
  g_autoptr(SkyPosition) pos = position_from_text (ffo40);
  g_autofree char *text = game->position_to_string (pos);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  g_assert_cmpstr (text, ==, ffo40);
  g_assert_cmpint (sky_reversi_empties (pos), ==, 20);
  g_assert_cmpint (pos->to_move, ==, SKY_SIDE_FIRST);
  g_assert_cmpint (game->cell (pos, square ("a1")).kind, ==, SKY_CELL_SECOND);
  g_assert_cmpint (game->cell (pos, square ("h1")).kind, ==, SKY_CELL_FIRST);
  g_assert_true (sky_position_is_legal_move (pos, square ("a2")));

  /* The variants: * for black, . for empty, lower case, spaces around. */
  {
    g_autoptr(SkyPosition) start = position_from_text (
      "  ...........................ox......*o........................... x\n");
    g_autofree char *again = game->position_to_string (start);

    g_assert_cmpstr (again, ==, START_TEXT);
  }

  /* Round trips through random games. */
  for (int game_no = 0; game_no < 20; game_no++)
    {
      g_autoptr(SkyPosition) p = sky_position_new (game, NULL);

      while (!sky_position_is_over (p))
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = sky_position_legal_moves (p, moves);
          g_autofree char *s = game->position_to_string (p);
          g_autoptr(SkyPosition) q = position_from_text (s);

          g_assert_cmphex (sky_reversi_discs (q, SKY_SIDE_FIRST), ==,
                           sky_reversi_discs (p, SKY_SIDE_FIRST));
          g_assert_cmphex (sky_reversi_discs (q, SKY_SIDE_SECOND), ==,
                           sky_reversi_discs (p, SKY_SIDE_SECOND));
          g_assert_cmpint (q->to_move, ==, p->to_move);
          sky_position_play (p, moves[g_rand_int_range (rand, 0, n)]);
        }
    }
}

static void
test_position_errors (void)
{
  static const struct {
    const char *text;
    const char *message_part;
  } bad[] = {
    { "", "64 squares" },
    { "---------------------------OX------XO-------------------------- X", "not 63" },
    { "---------------------------OX------XO---------------------------- X", "not 65" },
    { "---------------------------OX------XO---------------------------Z X", "“Z” after the 64 squares" },
    { "---------------------------OX------XO--------------------------- ", "side to move is missing" },
    { "---------------------------OX------XO---------------------------", "side to move is missing" },
    { "---------------------------OX------XO--------------------------- Z", "Invalid side to move “Z”" },
    { "---------------------------OX------XO--------------------------- X O", "Invalid side to move" },
    { "---------------------------OX------XO--------------------------- XO", "Invalid side to move" },
    { "---------------------------OQ------XO--------------------------- X", "“Q” for square e4" },
    { "---------------------------OX------XO--------------------------é X", "“é” for square h8" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyPosition) pos =
        sky_position_new_from_string (game, bad[i].text, &error);

      g_assert_null (pos);
      g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
      if (strstr (error->message, bad[i].message_part) == NULL)
        g_error ("“%s”: message “%s” does not contain “%s”", bad[i].text,
                 error->message, bad[i].message_part);
    }
}

static void
test_move_text (void)
{
  g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
  static const struct {
    const char *text;
    int code;
    const char *message_part;
  } bad[] = {
    { "", SKY_GAME_ERROR_SYNTAX, "not a reversi move" },
    { "i5", SKY_GAME_ERROR_SYNTAX, "not a reversi move" },
    { "f9", SKY_GAME_ERROR_SYNTAX, "not a reversi move" },
    { "f", SKY_GAME_ERROR_SYNTAX, "not a reversi move" },
    { "f55", SKY_GAME_ERROR_SYNTAX, "not a reversi move" },
    { "pas", SKY_GAME_ERROR_SYNTAX, "not a reversi move" },
    { "d4", SKY_GAME_ERROR_ILLEGAL, "the square is taken" },
    { "a1", SKY_GAME_ERROR_ILLEGAL, "turns over no discs" },
    { "pass", SKY_GAME_ERROR_ILLEGAL, "has a move" },
  };

  for (int sq = 0; sq < 64; sq++)
    {
      g_autofree char *name = game->move_to_string (pos, sq);
      g_autofree char *upper = g_ascii_strup (name, -1);
      char expected[3] = { 'a' + sq % 8, '1' + sq / 8, '\0' };
      g_autoptr(GError) error = NULL;
      SkyMove move = SKY_MOVE_NONE;
      gboolean legal = sky_position_is_legal_move (pos, sq);

      g_assert_cmpstr (name, ==, expected);
      g_assert_cmpint (game->move_from_string (pos, upper, &move, &error), ==,
                       legal);
      if (legal)
        g_assert_cmpint (move, ==, sq);
      else
        g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
    }
  {
    g_autofree char *name = game->move_to_string (pos, SKY_MOVE_PASS);

    g_assert_cmpstr (name, ==, "pass");
  }
  {
    g_autoptr(GError) error = NULL;
    SkyMove move;

    g_assert_true (game->move_from_string (pos, " f5\n", &move, &error));
    g_assert_cmpint (move, ==, square ("f5"));
  }

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      SkyMove move = SKY_MOVE_NONE;

      g_assert_false (game->move_from_string (pos, bad[i].text, &move, &error));
      g_assert_error (error, SKY_GAME_ERROR, bad[i].code);
      g_assert_cmpint (move, ==, SKY_MOVE_NONE);
      if (strstr (error->message, bad[i].message_part) == NULL)
        g_error ("“%s”: message “%s” does not contain “%s”", bad[i].text,
                 error->message, bad[i].message_part);
    }

  /* When the side must pass, only pass is legal; after the end, nothing. */
  {
    g_autoptr(SkyPosition) pass = position_from_text (
      "XO-------------------------------------------------------------- O");
    g_autoptr(GError) error = NULL;
    SkyMove move;

    g_assert_false (game->move_from_string (pass, "c1", &move, &error));
    g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
    g_assert_nonnull (strstr (error->message, "must pass"));
    g_clear_error (&error);
    g_assert_true (game->move_from_string (pass, "PASS", &move, &error));
    g_assert_cmpint (move, ==, SKY_MOVE_PASS);
    sky_position_play (pass, move);
    sky_position_play (pass, square ("c1"));
    g_assert_false (game->move_from_string (pass, "pass", &move, &error));
    g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
    g_assert_nonnull (strstr (error->message, "game is over"));
  }
}

static void
test_record (void)
{
  g_autoptr(GError) error = NULL;
  int played = -1;

  /* The first moves of a real game, then the same with whitespace. */
  {
    g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
    g_autoptr(SkyPosition) spaced = sky_position_new (game, NULL);
    g_autofree char *text = NULL;

    g_assert_true (sky_reversi_play_record (pos, "f5d6c3d3c4", &played, &error));
    g_assert_no_error (error);
    g_assert_cmpint (played, ==, 5);
    g_assert_cmpint (pos->ply, ==, 5);
    g_assert_cmpint (pos->to_move, ==, SKY_SIDE_SECOND);
    text = game->position_to_string (pos);
    g_assert_cmpstr (text, ==,
                     /* checked with seeds/restored/reversi_004.py */
                     "------------------XO------XXX------OXX-----O-------------------- O");
    g_assert_true (sky_reversi_play_record (spaced, " F5 d6\tc3\nd3  c4 ", NULL,
                                            &error));
    g_assert_cmphex (sky_reversi_discs (spaced, SKY_SIDE_FIRST), ==,
                     sky_reversi_discs (pos, SKY_SIDE_FIRST));

    /* The forms books and other programs write (reversi-movelist.h). */
    {
      static const char *const forms[] = {
        "f5-d6-c3-d3-c4",
        "F5 D6 C3 D3 C4",
        "f5, d6, c3, d3, c4",
        "1. f5 d6 2. c3 d3 3. c4",
        "1.f5 2.d6 3.c3 4.d3 5.c4",
        "1) f5 2) d6 3) c3 4) d3 5) c4",
        "\xef\xbb\xbf" "f5d6c3d3c4",
      };

      for (gsize i = 0; i < G_N_ELEMENTS (forms); i++)
        {
          g_autoptr(SkyPosition) other = sky_position_new (game, NULL);

          g_assert_true (sky_reversi_play_record (other, forms[i], &played,
                                                  &error));
          g_assert_no_error (error);
          g_assert_cmpint (played, ==, 5);
          g_assert_cmphex (sky_reversi_discs (other, SKY_SIDE_FIRST), ==,
                           sky_reversi_discs (pos, SKY_SIDE_FIRST));
          g_assert_cmphex (sky_reversi_discs (other, SKY_SIDE_SECOND), ==,
                           sky_reversi_discs (pos, SKY_SIDE_SECOND));
        }
    }
    /* "1... d6": the list starts with white's move. */
    {
      g_autoptr(SkyPosition) after_f5 = sky_position_new (game, NULL);
      g_autoptr(SkyPosition) numbered = sky_position_new (game, NULL);

      g_assert_true (sky_reversi_play_record (after_f5, "f5", NULL, &error));
      g_assert_true (sky_reversi_play_record (after_f5, "1... d6 2. c3", NULL,
                                              &error));
      g_assert_no_error (error);
      g_assert_true (sky_reversi_play_record (numbered, "f5d6c3", NULL,
                                              &error));
      g_assert_cmphex (sky_reversi_discs (after_f5, SKY_SIDE_FIRST), ==,
                       sky_reversi_discs (numbered, SKY_SIDE_FIRST));
    }
  }

  /* A record leaves passes out or writes them. */
  {
    static const char *start =
      "XO-------------------------------------------------------------- O";
    g_autoptr(SkyPosition) implicit = position_from_text (start);
    g_autoptr(SkyPosition) explicit = position_from_text (start);

    g_assert_true (sky_reversi_play_record (implicit, "c1", &played, &error));
    g_assert_cmpint (played, ==, 1);
    g_assert_cmpint (implicit->ply, ==, 2);
    g_assert_true (sky_position_is_over (implicit));
    g_assert_true (sky_reversi_play_record (explicit, "passc1", &played, &error));
    g_assert_cmpint (played, ==, 2);
    g_assert_cmphex (sky_reversi_discs (explicit, SKY_SIDE_FIRST), ==,
                     sky_reversi_discs (implicit, SKY_SIDE_FIRST));
  }

  /* A whole random game written out and read back (passes left out). */
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (99);
    g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);
    g_autoptr(SkyPosition) replay = sky_position_new (game, NULL);
    GString *record = g_string_new (NULL);

    while (!sky_position_is_over (pos))
      {
        SkyMove moves[SKY_MAX_MOVES];
        int n = sky_position_legal_moves (pos, moves);
        SkyMove move = moves[g_rand_int_range (rand, 0, n)];

        if (move != SKY_MOVE_PASS)
          {
            g_autofree char *name = game->move_to_string (pos, move);

            g_string_append (record, name);
          }
        sky_position_play (pos, move);
      }
    g_assert_true (sky_reversi_play_record (replay, record->str, NULL, &error));
    g_assert_no_error (error);
    g_assert_true (sky_position_is_over (replay));
    g_assert_cmpint (replay->ply, ==, pos->ply);
    g_assert_cmphex (sky_reversi_discs (replay, SKY_SIDE_FIRST), ==,
                     sky_reversi_discs (pos, SKY_SIDE_FIRST));
    g_string_free (record, TRUE);
  }

  /* Errors name the move and its index; the moves before it are played. */
  {
    static const struct {
      const char *record;
      int code;
      int played;
      const char *message_part;
    } bad[] = {
      { "f5d6z3", SKY_GAME_ERROR_SYNTAX, 2, "Move 3 of the move list: “z3” is not a square such as f5, or pass" },
      { "f5 d6 c", SKY_GAME_ERROR_SYNTAX, 2, "Move 3 of the move list: “c” is not" },
      { "f5f5", SKY_GAME_ERROR_ILLEGAL, 1, "Move 2 of the move list: f5 is not legal: the square is taken" },
      { "f5d6a1", SKY_GAME_ERROR_ILLEGAL, 2, "Move 3 of the move list: a1 is not legal: it turns over no discs" },
      { "pass", SKY_GAME_ERROR_ILLEGAL, 0, "Move 1 of the move list: pass is not legal" },
      { "f5;d6", SKY_GAME_ERROR_SYNTAX, 1, "Move 2 of the move list: “;d6” is not a square" },
      { "1. f5 d6 2 c3", SKY_GAME_ERROR_SYNTAX, 2, "Move 3 of the move list: “2” is not a square" },
      { "f5\xef\xbb\xbf" "d6", SKY_GAME_ERROR_SYNTAX, 1, "Move 2 of the move list: “U+FEFFd6” is not" },
    };

    for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(SkyPosition) pos = sky_position_new (game, NULL);

        g_clear_error (&error);
        g_assert_false (sky_reversi_play_record (pos, bad[i].record, &played,
                                                 &error));
        g_assert_error (error, SKY_GAME_ERROR, bad[i].code);
        g_assert_cmpint (played, ==, bad[i].played);
        g_assert_cmpint (pos->ply, ==, bad[i].played);
        if (strstr (error->message, bad[i].message_part) == NULL)
          g_error ("“%s”: message “%s” does not contain “%s”", bad[i].record,
                   error->message, bad[i].message_part);
      }
  }
}

/* Games of seed 004's own program (tests/reversi-seed004-games.txt, passes
 * written out in half of them) replay to the same final discs. */
static void
test_seed_games (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST,
                                                 "reversi-seed004-games.txt",
                                                 NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  int games = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_autoptr(SkyPosition) pos = NULL;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], " ", 3);
      g_assert_cmpuint (g_strv_length (fields), ==, 3);
      pos = sky_position_new (game, NULL);
      g_assert_true (sky_reversi_play_record (pos, fields[2], NULL, &error));
      g_assert_no_error (error);
      g_assert_true (sky_position_is_over (pos));
      g_assert_cmpint (game->score (pos, SKY_SIDE_FIRST), ==, atoi (fields[0]));
      g_assert_cmpint (game->score (pos, SKY_SIDE_SECOND), ==, atoi (fields[1]));
      games++;
    }
  g_assert_cmpint (games, ==, 30);
}

/* `sakiyomi-cli perft`, run as the built binary. */
static int
run_perft_cli (const char *const *args, char **out, char **err)
{
  const char *cli = g_getenv ("SAKIYOMI_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status;

  g_ptr_array_add (argv, (char *) cli);
  g_ptr_array_add (argv, (char *) "perft");
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL,
                NULL, out, err, &wait_status, &error);
  g_assert_no_error (error);
  return WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

static void
test_perft_cli (void)
{
  static const struct {
    const char *args[4];
    const char *message;
  } bad[] = {
    { { NULL }, "the DEPTH is missing" },
    { { "0", NULL }, "DEPTH must be between 1 and 20, not 0" },
    { { "21", NULL }, "DEPTH must be between 1 and 20, not 21" },
    { { "six", NULL }, "DEPTH must be a whole number, not “six”" },
    { { "3", "4", NULL }, "unexpected argument “4”" },
    { { "3", "--position", "XO X", NULL }, "64 squares" },
  };

  if (g_getenv ("SAKIYOMI_CLI") == NULL)
    {
      g_test_skip ("SAKIYOMI_CLI is not set (run through meson test)");
      return;
    }
  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_perft_cli ((const char *const[]) { "6", NULL },
                                    &out, &err), ==, 0);
    g_assert_true (g_str_has_prefix (out, "perft 6: 8200 paths\ntime: "));
    g_assert_cmpstr (err, ==, "");
  }
  {
    /* From the pass position: the pass, then c1, then the end. */
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_perft_cli ((const char *const[]) {
                       "5", "--divide", "--position",
                       "XO-------------------------------------------------------------- O",
                       NULL }, &out, &err), ==, 0);
    g_assert_true (g_str_has_prefix (out, "pass  1\nperft 5: 1 path\n"));
  }
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *out = NULL, *err = NULL;

      g_assert_cmpint (run_perft_cli (bad[i].args, &out, &err), ==, 2);
      g_assert_cmpstr (out, ==, "");
      if (strstr (err, bad[i].message) == NULL)
        g_error ("perft error “%s” does not contain “%s”", err,
                 bad[i].message);
    }
}

/* The position editor's cells from a board string ("X", "O", "-"). */
static void
cells_from_text (const char *text, SkyCellKind cells[64])
{
  for (int sq = 0; sq < 64; sq++)
    cells[sq] = text[sq] == 'X' ? SKY_CELL_FIRST
                : text[sq] == 'O' ? SKY_CELL_SECOND : SKY_CELL_EMPTY;
}

static void
test_setup (void)
{
  const SkyGame *rules = &sky_reversi_game;
  SkyCellKind cells[64];
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  g_autofree char *text = NULL;
  SkyMove moves[SKY_MAX_MOVES];

  /* A position after f5, white to move: taken as it is. */
  cells_from_text ("---------------------------OX------XXX--------------------------", cells);
  pos = sky_position_new_from_cells (rules, cells, SKY_SIDE_SECOND, NULL, &error);
  g_assert_no_error (error);
  text = rules->position_to_string (pos);
  g_assert_cmpstr (text, ==, "---------------------------OX------XXX-------------------------- O");
  g_assert_cmpint (pos->ply, ==, 1);
  g_assert_cmpint (pos->to_move, ==, SKY_SIDE_SECOND);
  g_clear_pointer (&pos, sky_position_free);

  /* Empty centre squares, named. */
  cells_from_text ("---------------------------OX------X----------------------------", cells);
  pos = sky_position_new_from_cells (rules, cells, SKY_SIDE_FIRST, NULL, &error);
  g_assert_null (pos);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "e5"));
  g_clear_error (&error);

  /* No discs at all: the centre is empty. */
  cells_from_text ("----------------------------------------------------------------", cells);
  pos = sky_position_new_from_cells (rules, cells, SKY_SIDE_FIRST, NULL, &error);
  g_assert_null (pos);
  g_assert_nonnull (strstr (error->message, "d4, e4, d5, e5"));
  g_clear_error (&error);

  /* A disc on a1 that touches nothing. */
  cells_from_text ("X--------------------------OX------XO---------------------------", cells);
  pos = sky_position_new_from_cells (rules, cells, SKY_SIDE_FIRST, NULL, &error);
  g_assert_null (pos);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "a1"));
  g_clear_error (&error);

  /* Diagonal touching is enough: a chain from c3 to the centre. */
  cells_from_text ("------------------X--------OX------XO---------------------------", cells);
  pos = sky_position_new_from_cells (rules, cells, SKY_SIDE_FIRST, NULL, &error);
  g_assert_no_error (error);
  g_clear_pointer (&pos, sky_position_free);

  /* Only black discs: neither side can move, the game is over. */
  cells_from_text ("---------------------------XX------XX---------------------------", cells);
  pos = sky_position_new_from_cells (rules, cells, SKY_SIDE_FIRST, NULL, &error);
  g_assert_null (pos);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* Black to move has no move but white has: taken, black passes. */
  cells_from_text ("------------------X--------OO------OO--------X------------------", cells);
  pos = sky_position_new_from_cells (rules, cells, SKY_SIDE_FIRST, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sky_position_legal_moves (pos, moves), ==, 1);
  g_assert_cmpint (moves[0], ==, SKY_MOVE_PASS);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/reversi/rays", test_rays);
  g_test_add_func ("/reversi/start", test_start);
  g_test_add_func ("/reversi/perft", test_perft);
  g_test_add_func ("/reversi/perft-late", test_perft_late);
  g_test_add_func ("/reversi/pass-and-early-end", test_pass_and_early_end);
  g_test_add_func ("/reversi/full-board", test_full_board);
  g_test_add_func ("/reversi/flips-all-directions", test_flips_all_directions);
  g_test_add_func ("/reversi/against-reference", test_against_reference);
  g_test_add_func ("/reversi/playout", test_playout);
  g_test_add_func ("/reversi/evaluate", test_evaluate);
  g_test_add_func ("/reversi/position-text", test_position_text);
  g_test_add_func ("/reversi/position-errors", test_position_errors);
  g_test_add_func ("/reversi/move-text", test_move_text);
  g_test_add_func ("/reversi/record", test_record);
  g_test_add_func ("/reversi/setup", test_setup);
  g_test_add_func ("/reversi/seed-games", test_seed_games);
  g_test_add_func ("/reversi/perft-cli", test_perft_cli);

  return g_test_run ();
}
