/* test-invariants.c: the rules checked against themselves over thousands of
 * random games (fixed seeds), after every move:
 *
 * - reversi: the discs add up and never overlap; the legal moves, every
 *   flip, the passes and the end of the game agree with a plain
 *   square-by-square reference implementation written here (no bitboards);
 * - number-grab: the totals are the sums of the numbers each side took; the
 *   legal moves are the untaken cells of the line (row for the first
 *   player, column for the second); the game is over exactly when the row
 *   or the column of the last take is empty (the seed's gameover ());
 * - tic-tac-toe: the end and the winner agree with a brute-force look at
 *   all eight lines, inverted under the misère rule;
 *
 * and, at every ply, the position's text reads back to the same position
 * and the move's text to the same move; every game's record reads back.
 */
#include "config.h"

#include <string.h>

#include "game.h"
#include "numbergrab.h"
#include "record.h"
#include "reversi.h"
#include "tictactoe.h"

#define REVERSI_GAMES 2000
#define NUMBERGRAB_GAMES 3000
#define TICTACTOE_GAMES 5000

/* A legal move chosen at random; SKY_MOVE_NONE when the game is over. */
static SkyMove
random_move (const SkyPosition *pos, GRand *rand)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n = sky_position_legal_moves (pos, moves);

  if (n == 0)
    return SKY_MOVE_NONE;
  return moves[g_rand_int_range (rand, 0, n)];
}

/* The position's text reads back to the same text and side to move; the
 * move's text to the same move. */
static void
check_text_round_trip (const SkyPosition *pos, SkyMove move)
{
  const SkyGame *game = pos->game;
  g_autofree char *text = game->position_to_string (pos);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) again = sky_position_new_from_string (game, text,
                                                               &error);
  g_autofree char *text_again = NULL;

  g_assert_no_error (error);
  text_again = game->position_to_string (again);
  g_assert_cmpstr (text_again, ==, text);
  g_assert_cmpint (again->to_move, ==, pos->to_move);
  g_assert_cmpint (sky_position_is_over (again), ==, sky_position_is_over (pos));

  if (move != SKY_MOVE_NONE)
    {
      g_autofree char *name = game->move_to_string (pos, move);
      SkyMove parsed = SKY_MOVE_NONE;

      g_assert_true (game->move_from_string (pos, name, &parsed, &error));
      g_assert_no_error (error);
      g_assert_cmpint (parsed, ==, move);
    }
}

/* A finished game's record reads back to the same moves. */
static void
check_record_round_trip (const SkyRecord *record)
{
  g_autofree char *text = sky_record_to_string (record);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) again = sky_record_from_string (text, &error);
  const SkyGame *game = sky_record_get_game (record);

  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_n_moves (again), ==,
                    sky_record_get_n_moves (record));
  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    g_assert_cmpint (sky_record_get_move (again, i), ==,
                     sky_record_get_move (record, i));
  g_assert_cmpmem (sky_record_get_end (again), game->position_size,
                   sky_record_get_end (record), game->position_size);
}

/* Reversi ------------------------------------------------------------------ */

/* The reference: a board of 64 chars, 'X', 'O' or '.'. */
typedef struct {
  char board[64];
  SkySide to_move;
} RefReversi;

static const int directions[8][2] = {
  { -1, -1 }, { -1, 0 }, { -1, 1 }, { 0, -1 },
  { 0, 1 }, { 1, -1 }, { 1, 0 }, { 1, 1 },
};

static char
side_char (SkySide side)
{
  return side == SKY_SIDE_FIRST ? 'X' : 'O';
}

/* The squares side's disc on sq would turn over, as a bitboard (0: none,
 * so the move is not legal). */
static guint64
ref_flips (const RefReversi *ref, SkySide side, int sq)
{
  char me = side_char (side), them = side_char (SKY_SIDE_OTHER (side));
  int row = sq / 8, col = sq % 8;
  guint64 flips = 0;

  if (ref->board[sq] != '.')
    return 0;
  for (int d = 0; d < 8; d++)
    {
      guint64 line = 0;
      int r = row + directions[d][0], c = col + directions[d][1];

      while (r >= 0 && r < 8 && c >= 0 && c < 8 && ref->board[r * 8 + c] == them)
        {
          line |= G_GUINT64_CONSTANT (1) << (r * 8 + c);
          r += directions[d][0];
          c += directions[d][1];
        }
      if (line != 0 && r >= 0 && r < 8 && c >= 0 && c < 8
          && ref->board[r * 8 + c] == me)
        flips |= line;
    }
  return flips;
}

static int
ref_moves (const RefReversi *ref, SkySide side, SkyMove *moves)
{
  int n = 0;

  for (int sq = 0; sq < 64; sq++)
    if (ref_flips (ref, side, sq) != 0)
      moves[n++] = sq;
  return n;
}

static void
ref_from_position (RefReversi *ref, const SkyPosition *pos)
{
  guint64 black = sky_reversi_discs (pos, SKY_SIDE_FIRST);
  guint64 white = sky_reversi_discs (pos, SKY_SIDE_SECOND);

  for (int sq = 0; sq < 64; sq++)
    ref->board[sq] = (black >> sq) & 1 ? 'X' : (white >> sq) & 1 ? 'O' : '.';
  ref->to_move = pos->to_move;
}

static void
check_reversi_against_reference (const SkyPosition *pos, const RefReversi *ref)
{
  guint64 black = sky_reversi_discs (pos, SKY_SIDE_FIRST);
  guint64 white = sky_reversi_discs (pos, SKY_SIDE_SECOND);
  SkyMove mine[64], theirs[64], listed[SKY_MAX_MOVES];
  int n_mine = ref_moves (ref, ref->to_move, mine);
  int n_theirs = ref_moves (ref, SKY_SIDE_OTHER (ref->to_move), theirs);
  int n_listed = sky_position_legal_moves (pos, listed);
  int n_black = 0, n_white = 0, n_empty = 0;

  /* The same board, no overlap, counts that add up. */
  g_assert_cmpuint (black & white, ==, 0);
  for (int sq = 0; sq < 64; sq++)
    {
      char expected = (black >> sq) & 1 ? 'X' : (white >> sq) & 1 ? 'O' : '.';

      g_assert_cmpint (ref->board[sq], ==, expected);
      n_black += ref->board[sq] == 'X';
      n_white += ref->board[sq] == 'O';
      n_empty += ref->board[sq] == '.';
    }
  g_assert_cmpint (pos->to_move, ==, ref->to_move);
  g_assert_cmpint (pos->game->score (pos, SKY_SIDE_FIRST), ==, n_black);
  g_assert_cmpint (pos->game->score (pos, SKY_SIDE_SECOND), ==, n_white);
  g_assert_cmpint (sky_reversi_empties (pos), ==, n_empty);
  g_assert_cmpint (n_black + n_white + n_empty, ==, 64);

  /* The legal moves in row-major order; a pass only when there is no move
   * but the other side has one; the end only when neither can move. */
  if (n_mine > 0)
    {
      g_assert_cmpint (n_listed, ==, n_mine);
      for (int i = 0; i < n_mine; i++)
        g_assert_cmpint (listed[i], ==, mine[i]);
      g_assert_false (sky_position_is_over (pos));
    }
  else if (n_theirs > 0)
    {
      g_assert_cmpint (n_listed, ==, 1);
      g_assert_cmpint (listed[0], ==, SKY_MOVE_PASS);
      g_assert_false (sky_position_is_over (pos));
    }
  else
    {
      SkyResult expected = n_black > n_white ? SKY_RESULT_FIRST_WINS
                           : n_black < n_white ? SKY_RESULT_SECOND_WINS
                           : SKY_RESULT_DRAW;

      g_assert_cmpint (n_listed, ==, 0);
      g_assert_true (sky_position_is_over (pos));
      g_assert_cmpint (pos->game->result (pos), ==, expected);
    }
  if (!sky_position_is_over (pos))
    g_assert_cmpint (pos->game->result (pos), ==, SKY_RESULT_NONE);
}

static void
test_reversi_invariants (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (6006);
  guint64 plies = 0, passes = 0;

  for (int game = 0; game < REVERSI_GAMES; game++)
    {
      g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game,
                                                     &(SkyGameSetup) { 0, FALSE });
      g_autoptr(SkyRecord) record = sky_record_new (pos);
      RefReversi ref;

      ref_from_position (&ref, pos);
      check_reversi_against_reference (pos, &ref);
      for (;;)
        {
          SkyMove move = random_move (pos, rand);

          check_text_round_trip (pos, move);
          if (move == SKY_MOVE_NONE)
            break;
          if (move == SKY_MOVE_PASS)
            {
              passes++;
              sky_position_play (pos, move);
              g_assert_cmpuint (sky_reversi_last_flips (pos), ==, 0);
            }
          else
            {
              guint64 flips = ref_flips (&ref, ref.to_move, move);

              /* Every flip the engine makes is one the rules make. */
              g_assert_cmpuint (flips, !=, 0);
              sky_position_play (pos, move);
              g_assert_cmphex (sky_reversi_last_flips (pos), ==, flips);
              ref.board[move] = side_char (ref.to_move);
              for (int sq = 0; sq < 64; sq++)
                if ((flips >> sq) & 1)
                  ref.board[sq] = side_char (ref.to_move);
            }
          ref.to_move = SKY_SIDE_OTHER (ref.to_move);
          g_assert_cmpint (pos->last_move, ==, move);
          g_assert_true (sky_record_append (record, move, NULL));
          check_reversi_against_reference (pos, &ref);
          plies++;
        }
      check_record_round_trip (record);
    }
  g_test_message ("%d reversi games, %" G_GUINT64_FORMAT " plies, %"
                  G_GUINT64_FORMAT " passes", REVERSI_GAMES, plies, passes);
  /* Random games do pass now and then: the pass rule was exercised. */
  g_assert_cmpuint (passes, >, 0);
}

/* Number-grab -------------------------------------------------------------- */

static void
check_numbergrab (const SkyPosition *pos, const int *values)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n = sky_position_legal_moves (pos, moves);
  int totals[2] = { 0, 0 }, n_taken = 0;
  gboolean is_row, over = FALSE;
  int line = sky_numbergrab_line (pos, &is_row);

  /* The totals are the numbers taken, by who took them. */
  for (int i = 0; i < 64; i++)
    {
      SkyCell cell = pos->game->cell (pos, i);

      g_assert_cmpint (cell.value, ==, values[i]);
      g_assert_cmpint (sky_numbergrab_value (pos, i / 8, i % 8), ==, values[i]);
      g_assert_cmpint (cell.kind == SKY_CELL_TAKEN, ==,
                       sky_numbergrab_is_taken (pos, i / 8, i % 8));
      if (cell.kind == SKY_CELL_TAKEN)
        {
          totals[cell.owner] += cell.value;
          n_taken++;
        }
      else
        g_assert_cmpint (cell.kind, ==, SKY_CELL_NUMBER);
    }
  g_assert_cmpint (n_taken, ==, pos->ply);
  for (int side = 0; side < 2; side++)
    {
      g_assert_cmpint (sky_numbergrab_total (pos, side), ==, totals[side]);
      g_assert_cmpint (pos->game->score (pos, side), ==, totals[side]);
    }

  /* The seed's gameover (): the row or the column of the last take is
   * empty. */
  if (pos->last_move >= 0)
    {
      int row = pos->last_move / 8, col = pos->last_move % 8;
      gboolean row_full = TRUE, col_full = TRUE;

      for (int i = 0; i < 8; i++)
        {
          row_full &= sky_numbergrab_is_taken (pos, row, i);
          col_full &= sky_numbergrab_is_taken (pos, i, col);
        }
      over = row_full || col_full;
      /* The next line is the column (after the first player) or the row
       * (after the second) of the last take. */
      g_assert_cmpint (line, ==, pos->to_move == SKY_SIDE_SECOND ? col : row);
    }
  else
    g_assert_cmpint (line, ==, 0);
  g_assert_cmpint (sky_position_is_over (pos), ==, over);
  g_assert_cmpint (is_row, ==, pos->to_move == SKY_SIDE_FIRST);

  if (over)
    {
      SkyResult expected = totals[0] > totals[1] ? SKY_RESULT_FIRST_WINS
                           : totals[0] < totals[1] ? SKY_RESULT_SECOND_WINS
                           : SKY_RESULT_DRAW;

      g_assert_cmpint (n, ==, 0);
      g_assert_cmpint (pos->game->result (pos), ==, expected);
      return;
    }
  g_assert_cmpint (pos->game->result (pos), ==, SKY_RESULT_NONE);

  /* The legal moves: the untaken cells of the line, in order. */
  {
    int k = 0;

    for (int i = 0; i < 8; i++)
      {
        int row = is_row ? line : i, col = is_row ? i : line;

        if (!sky_numbergrab_is_taken (pos, row, col))
          {
            g_assert_cmpint (k, <, n);
            g_assert_cmpint (moves[k], ==, row * 8 + col);
            k++;
          }
      }
    g_assert_cmpint (k, ==, n);
    g_assert_cmpint (n, >, 0);
  }
}

static void
test_numbergrab_invariants (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (6007);
  guint64 plies = 0;

  for (int game = 0; game < NUMBERGRAB_GAMES; game++)
    {
      SkyGameSetup setup = { (guint32) game, FALSE };
      g_autoptr(SkyPosition) pos = sky_position_new (&sky_numbergrab_game,
                                                     &setup);
      g_autoptr(SkyRecord) record = sky_record_new (pos);
      int values[64];

      for (int i = 0; i < 64; i++)
        {
          values[i] = sky_numbergrab_value (pos, i / 8, i % 8);
          g_assert_true (values[i] >= -9 && values[i] <= 9 && values[i] != 0);
        }
      for (;;)
        {
          SkyMove move;

          check_numbergrab (pos, values);
          move = random_move (pos, rand);
          check_text_round_trip (pos, move);
          if (move == SKY_MOVE_NONE)
            break;
          sky_position_play (pos, move);
          g_assert_true (sky_record_append (record, move, NULL));
          plies++;
        }
      check_record_round_trip (record);
    }
  g_test_message ("%d number-grab games, %" G_GUINT64_FORMAT " plies",
                  NUMBERGRAB_GAMES, plies);
}

/* Tic-tac-toe -------------------------------------------------------------- */

static void
check_tictactoe (const SkyPosition *pos, gboolean misere)
{
  static const int lines[8][3] = {
    { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 }, { 0, 3, 6 },
    { 1, 4, 7 }, { 2, 5, 8 }, { 0, 4, 8 }, { 2, 4, 6 },
  };
  SkyCellKind cells[9];
  int owner = -1, n_lines = 0, n_empty = 0, n_marks[2] = { 0, 0 };
  int line[3];
  SkyResult expected;

  for (int i = 0; i < 9; i++)
    {
      cells[i] = pos->game->cell (pos, i).kind;
      if (cells[i] == SKY_CELL_EMPTY)
        n_empty++;
      else
        n_marks[cells[i] == SKY_CELL_SECOND]++;
    }
  /* X moves first: X has as many marks as O or one more. */
  g_assert_cmpint (n_marks[0] - n_marks[1], ==, pos->ply % 2);
  g_assert_cmpint (pos->to_move, ==, pos->ply % 2);

  /* Brute force: every line of three the same mark. */
  for (int l = 0; l < 8; l++)
    {
      SkyCellKind a = cells[lines[l][0]];

      if (a != SKY_CELL_EMPTY && a == cells[lines[l][1]] && a == cells[lines[l][2]])
        {
          /* A game stops at its first line: any second line is the same
           * side's (made by one move). */
          g_assert_true (owner < 0 || owner == (a == SKY_CELL_SECOND));
          owner = a == SKY_CELL_SECOND;
          n_lines++;
        }
    }
  if (owner >= 0)
    {
      /* The line is the last mover's. */
      g_assert_cmpint (owner, ==, SKY_SIDE_OTHER (pos->to_move));
      g_assert_true (sky_tictactoe_get_line (pos, line));
      g_assert_cmpint (cells[line[0]], ==, cells[line[1]]);
      g_assert_cmpint (cells[line[1]], ==, cells[line[2]]);
      g_assert_cmpint (cells[line[0]], ==, owner == 0 ? SKY_CELL_FIRST : SKY_CELL_SECOND);
      g_assert_true (line[0] < line[1] && line[1] < line[2]);
    }
  else
    g_assert_false (sky_tictactoe_get_line (pos, line));

  g_assert_cmpint (sky_tictactoe_is_misere (pos), ==, misere);
  g_assert_cmpint (sky_position_is_over (pos), ==, owner >= 0 || n_empty == 0);
  if (owner >= 0)
    {
      /* Misère: three in a row loses. */
      SkySide winner = misere ? SKY_SIDE_OTHER (owner) : (SkySide) owner;

      expected = winner == SKY_SIDE_FIRST ? SKY_RESULT_FIRST_WINS
                                          : SKY_RESULT_SECOND_WINS;
      g_assert_cmpint (pos->game->score (pos, winner), ==, 1);
      g_assert_cmpint (pos->game->score (pos, SKY_SIDE_OTHER (winner)), ==, 0);
    }
  else
    expected = n_empty == 0 ? SKY_RESULT_DRAW : SKY_RESULT_NONE;
  g_assert_cmpint (pos->game->result (pos), ==, expected);

  {
    SkyMove moves[SKY_MAX_MOVES];
    int n = sky_position_legal_moves (pos, moves);

    g_assert_cmpint (n, ==, sky_position_is_over (pos) ? 0 : n_empty);
  }
}

static void
test_tictactoe_invariants (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (6008);
  int results[2][4] = { { 0 } };

  for (int game = 0; game < TICTACTOE_GAMES; game++)
    {
      gboolean misere = game % 2 == 1;
      SkyGameSetup setup = { 0, misere };
      g_autoptr(SkyPosition) pos = sky_position_new (&sky_tictactoe_game,
                                                     &setup);
      g_autoptr(SkyRecord) record = sky_record_new (pos);

      for (;;)
        {
          SkyMove move;

          check_tictactoe (pos, misere);
          move = random_move (pos, rand);
          check_text_round_trip (pos, move);
          if (move == SKY_MOVE_NONE)
            break;
          sky_position_play (pos, move);
          g_assert_true (sky_record_append (record, move, NULL));
        }
      results[misere][pos->game->result (pos)]++;
      check_record_round_trip (record);
    }
  /* Random games reach all three results under both rules. */
  for (int misere = 0; misere < 2; misere++)
    for (int r = SKY_RESULT_FIRST_WINS; r <= SKY_RESULT_DRAW; r++)
      g_assert_cmpint (results[misere][r], >, 0);
  g_test_message ("tic-tac-toe: normal %d/%d/%d, misere %d/%d/%d (X wins, O wins, draws)",
                  results[0][1], results[0][2], results[0][3],
                  results[1][1], results[1][2], results[1][3]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/invariants/reversi", test_reversi_invariants);
  g_test_add_func ("/invariants/numbergrab", test_numbergrab_invariants);
  g_test_add_func ("/invariants/tictactoe", test_tictactoe_invariants);

  return g_test_run ();
}
