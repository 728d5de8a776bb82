/* test-review.c: the review of whole games (review.h) against checks of
 * the test's own: brute force over the rules of tic-tac-toe and
 * number-grab written here, the reversi endgame solver, and the CLI's
 * `review` subcommand ($SAKIYOMI_CLI).  Searches have fixed depths, never a
 * time budget, so that every run is the same. */
#include "config.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "cli-run.h"
#include "record.h"
#include "reversi.h"
#include "reversi-endgame.h"
#include "review.h"

static SkyRecord *
record_from (const char *text)
{
  g_autoptr(GError) error = NULL;
  SkyRecord *record = sky_record_from_string (text, &error);

  g_assert_no_error (error);
  return record;
}

static SkyReviewPly *
review (const SkyRecord *record, int depth, int exact_empties)
{
  SkyReviewPly *plies = g_new0 (SkyReviewPly,
                                sky_record_get_n_moves (record) + 1);
  g_autoptr(GError) error = NULL;
  SkyReviewOptions options;

  sky_review_options_init_default (&options);
  options.depth = depth;
  options.exact_empties = exact_empties;
  /* The searches these tests check, not the opening book's values
   * (test-book.c checks those). */
  options.no_book = TRUE;
  g_assert_true (sky_review_run (record, &options, NULL, NULL, NULL, plies,
                                 &error));
  g_assert_no_error (error);
  return plies;
}

/* Every ply's own checks, whatever the game. */
static void
check_ply_invariants (const SkyRecord *record, const SkyReviewPly *plies)
{
  const SkyGame *game = sky_record_get_game (record);

  for (guint k = 0; k < sky_record_get_n_moves (record); k++)
    {
      const SkyReviewPly *ply = &plies[k];

      g_assert_cmpuint (ply->ply, ==, k);
      g_assert_cmpint (ply->side, ==,
                       sky_record_get_position (record, k)->to_move);
      g_assert_cmpint (ply->played, ==, sky_record_get_move (record, k));
      g_assert_cmpfloat (ply->loss, >=, 0);
      g_assert_cmpfloat (ply->loss, ==, ply->best_value - ply->played_value);
      g_assert_cmpint (ply->judgement, ==,
                       sky_review_judge (game->kind, ply->best_value,
                                         ply->played_value, ply->exact));
      if (ply->loss == 0)
        g_assert_cmpint (ply->best, ==, ply->played);
      g_assert_cmpint (ply->pv_length, >=, 1);
      g_assert_cmpint (ply->pv[0], ==, ply->best);
    }
}

/* The defaults: reversi exact from 26 empties (a whole game's review
 * stays within half a minute), half a second a position before that. */
static void
test_defaults (void)
{
  SkyReviewOptions options;

  sky_review_options_init_default (&options);
  g_assert_cmpint (options.exact_empties, ==, 26);
  g_assert_cmpfloat (options.seconds, ==, 0.5);
  g_assert_cmpint (options.depth, ==, 0);
}

/* Tic-tac-toe
 * ===========
 *
 * After X takes the centre, O must answer in a corner: an edge loses. */

#define TTT_GAME "# Sakiyomi tictactoe\nb2 b1 a1 c3 a3 a2 c1\n"

static const int ttt_lines[8][3] = {
  { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 }, { 0, 3, 6 },
  { 1, 4, 7 }, { 2, 5, 8 }, { 0, 4, 8 }, { 2, 4, 6 },
};

static gboolean
ttt_has_line (const char *cells, char mark)
{
  for (int i = 0; i < 8; i++)
    if (cells[ttt_lines[i][0]] == mark && cells[ttt_lines[i][1]] == mark
        && cells[ttt_lines[i][2]] == mark)
      return TRUE;
  return FALSE;
}

/* The value for mark of putting it on cell: +1 win, 0 draw, -1 loss. */
static int
ttt_move_value (char *cells, int cell, char mark)
{
  char other = mark == 'X' ? 'O' : 'X';
  int best = -2;

  cells[cell] = mark;
  if (ttt_has_line (cells, mark))
    best = 1;
  else if (strchr (cells, '.') == NULL)
    best = 0;
  else
    {
      for (int i = 0; i < 9; i++)
        if (cells[i] == '.')
          best = MAX (best, ttt_move_value (cells, i, other));
      best = -best;
    }
  cells[cell] = '.';
  return best;
}

static void
test_tictactoe (void)
{
  g_autoptr(SkyRecord) record = record_from (TTT_GAME);
  g_autofree SkyReviewPly *plies = review (record, 0, 20);
  char cells[10] = ".........";

  check_ply_invariants (record, plies);
  for (guint k = 0; k < sky_record_get_n_moves (record); k++)
    {
      const SkyReviewPly *ply = &plies[k];
      char mark = k % 2 == 0 ? 'X' : 'O';
      int values[9], best = -2;

      for (int i = 0; i < 9; i++)
        if (cells[i] == '.')
          {
            values[i] = ttt_move_value (cells, i, mark);
            best = MAX (best, values[i]);
          }
      g_assert_true (ply->exact);
      g_assert_cmpfloat (ply->best_value, ==, best);
      g_assert_cmpfloat (ply->played_value, ==, values[ply->played]);
      g_assert_cmpint (values[ply->best], ==, best);
      g_assert_cmpint (ply->judgement, ==,
                       values[ply->played] < best ? SKY_JUDGEMENT_BLUNDER
                                                  : SKY_JUDGEMENT_NONE);
      /* The good moves (a practice position's answers): exactly those of
       * the best value. */
      {
        int n_best = 0;

        for (int i = 0; i < 9; i++)
          if (cells[i] == '.' && values[i] == best)
            n_best++;
        g_assert_cmpint (ply->n_good, ==, n_best);
        for (int i = 0; i < ply->n_good; i++)
          g_assert_cmpint (values[ply->good[i]], ==, best);
      }
      cells[ply->played] = mark;
    }

  /* O's b1 (cell 1) throws the draw away; a corner keeps it. */
  g_assert_cmpint (plies[1].played, ==, 1);
  g_assert_cmpint (plies[1].judgement, ==, SKY_JUDGEMENT_BLUNDER);
  g_assert_cmpfloat (plies[1].best_value, ==, 0);
  g_assert_cmpfloat (plies[1].played_value, ==, -1);
  g_assert_true (plies[1].best == 0 || plies[1].best == 2
                 || plies[1].best == 6 || plies[1].best == 8);
  for (guint k = 0; k < sky_record_get_n_moves (record); k++)
    if (k != 1)
      g_assert_cmpint (plies[k].judgement, ==, SKY_JUDGEMENT_NONE);
}

/* Number-grab
 * ===========
 *
 * The game printed in seed 000 (Makoto Hiroi, "MiniMax"): play (2, 2) on
 * the board it prints, 24 moves, 先手 69 点, 後手 49 点.  The article shows
 * the board, the first two takes ((0, 5) the 9, (4, 5) the 7), the position
 * before the last and the last take ((2, 4) the -8); the moves between are
 * those of its level-2 minimax, which Sakiyomi's seed-faithful minimax
 * (depth 2, no alpha-beta) plays again from that board to the same end. */
#define NG_GAME \
  "# Sakiyomi numbergrab\n" \
  "-5 +4 +4 -3 -2 +9 -5 +8\n" \
  "-4 -8 -5 +7 +6 +1 -5 -9\n" \
  "+9 -3 +9 +8 -8 -5 -1 +9\n" \
  "-1 +6 +5 -7 +4 -7 -7 +7\n" \
  "-8 +7 -1 -9 +2 +7 +9 -5\n" \
  "+1 +5 -8 +8 +2 -7 +7 -9\n" \
  "-6 -7 +6 +9 +3 +6 -8 -1\n" \
  "-3 -8 -7 -9 +6 -7 -5 +9\n" \
  "f1 f5 g5 g6 d6 d7 f7 f2 e2 e4 b4 b5 e5 e6 b6 b1 h1 h8 e8 e7 c7 c1 e1 e3\n"

static const int ng_board[64] = {
  -5, +4, +4, -3, -2, +9, -5, +8,
  -4, -8, -5, +7, +6, +1, -5, -9,
  +9, -3, +9, +8, -8, -5, -1, +9,
  -1, +6, +5, -7, +4, -7, -7, +7,
  -8, +7, -1, -9, +2, +7, +9, -5,
  +1, +5, -8, +8, +2, -7, +7, -9,
  -6, -7, +6, +9, +3, +6, -8, -1,
  -3, -8, -7, -9, +6, -7, -5, +9,
};

/* The rules again, on a bitboard of taken cells: the first player takes
 * along the row of the second's last take (row 0 at first), the second
 * along the column of the first's last take; the game ends once the row or
 * the column of the cell just taken is full. */
static int
ng_legal (guint64 taken, int last, int side, int *cells)
{
  int n = 0;

  for (int i = 0; i < 8; i++)
    {
      int cell = side == 0 ? (last < 0 ? 0 : last / 8) * 8 + i
                           : i * 8 + last % 8;

      if (!(taken & (G_GUINT64_CONSTANT (1) << cell)))
        cells[n++] = cell;
    }
  return n;
}

static gboolean
ng_over (guint64 taken, int cell)
{
  guint64 row = G_GUINT64_CONSTANT (0xff) << (8 * (cell / 8));
  guint64 column = G_GUINT64_CONSTANT (0x0101010101010101) << (cell % 8);

  return (taken & row) == row || (taken & column) == column;
}

/* Plain minimax to depth: the points the side to move takes from here on
 * minus the other's, the final take counted, 0 for what lies beyond the
 * depth (*cut is then set). */
static int
ng_minimax (guint64 taken, int last, int side, int depth, gboolean *cut)
{
  int cells[8], n, best = G_MININT;

  if (depth == 0)
    {
      *cut = TRUE;
      return 0;
    }
  n = ng_legal (taken, last, side, cells);
  for (int i = 0; i < n; i++)
    {
      guint64 next = taken | (G_GUINT64_CONSTANT (1) << cells[i]);
      int v = ng_board[cells[i]];

      if (!ng_over (next, cells[i]))
        v -= ng_minimax (next, cells[i], 1 - side, depth - 1, cut);
      best = MAX (best, v);
    }
  return best;
}

static int
ng_cell (const char *text)
{
  return (text[1] - '1') * 8 + (text[0] - 'a');
}

static void
test_numbergrab_depth (void)
{
  const int depth = 8;
  g_autoptr(SkyRecord) record = record_from (NG_GAME);
  g_autofree SkyReviewPly *plies = review (record, depth, 20);
  g_auto(GStrv) moves = NULL;
  const SkyPosition *end = sky_record_get_end (record);
  guint64 taken = 0;
  int totals[2] = { 0, 0 }, last = -1;
  guint n = sky_record_get_n_moves (record);

  g_assert_cmpuint (n, ==, 24);
  g_assert_cmpint (end->game->score (end, SKY_SIDE_FIRST), ==, 69);
  g_assert_cmpint (end->game->score (end, SKY_SIDE_SECOND), ==, 49);
  check_ply_invariants (record, plies);

  moves = g_strsplit ("f1 f5 g5 g6 d6 d7 f7 f2 e2 e4 b4 b5 e5 e6 b6 b1 h1 h8 "
                      "e8 e7 c7 c1 e1 e3", " ", -1);
  for (guint k = 0; k < n; k++)
    {
      const SkyReviewPly *ply = &plies[k];
      int side = k % 2, cells[8], count, best = G_MININT, played = G_MININT;
      int base = totals[side] - totals[1 - side];
      gboolean cut = FALSE;

      g_assert_cmpint (ply->played, ==, ng_cell (moves[k]));
      count = ng_legal (taken, last, side, cells);
      for (int i = 0; i < count; i++)
        {
          guint64 next = taken | (G_GUINT64_CONSTANT (1) << cells[i]);
          int v = base + ng_board[cells[i]];

          if (!ng_over (next, cells[i]))
            v -= ng_minimax (next, cells[i], 1 - side, depth - 1, &cut);
          best = MAX (best, v);
          if (cells[i] == ply->played)
            played = v;
        }
      g_assert_cmpfloat (ply->best_value, ==, best);
      g_assert_cmpfloat (ply->played_value, ==, played);
      g_assert_cmpfloat (ply->loss, ==, best - played);
      /* Every line ended within the depth: the review knows it is exact. */
      if (!cut)
        g_assert_true (ply->exact);
      if (!ply->exact)
        g_assert_cmpint (ply->depth, ==, depth);

      taken |= G_GUINT64_CONSTANT (1) << ply->played;
      totals[side] += ng_board[ply->played];
      last = ply->played;
    }

  /* The last take, the -8 that ended the game, counts: 49 - 69, where the
   * seed's minimax would judge the end by the totals before it. */
  g_assert_true (plies[23].exact);
  g_assert_cmpfloat (plies[23].played_value, ==, -20);
}

typedef struct {
  GCancellable *cancellable;
  guint stop_after;
  guint calls;
} StopAfter;

static void
stop_after (const SkyReviewPly *ply, guint done, guint total,
            gpointer user_data)
{
  StopAfter *stop = user_data;

  stop->calls++;
  g_assert_cmpuint (done, ==, stop->calls);
  g_assert_cmpuint (total, ==, 24);
  /* From the end backwards. */
  g_assert_cmpuint (ply->ply, ==, total - done);
  if (done == stop->stop_after)
    g_cancellable_cancel (stop->cancellable);
}

/* Searched to the end (depth 64), the last plies are exact; the earlier
 * ones would take minutes, so the review is cancelled after the last two,
 * and it stops there. */
static void
test_numbergrab_exact_and_cancel (void)
{
  g_autoptr(SkyRecord) record = record_from (NG_GAME);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autofree SkyReviewPly *plies = g_new0 (SkyReviewPly, 24);
  g_autoptr(GError) error = NULL;
  StopAfter stop = { cancellable, 2, 0 };
  SkyReviewOptions options;

  sky_review_options_init_default (&options);
  options.depth = 64;
  g_assert_false (sky_review_run (record, &options, cancellable, stop_after,
                                  &stop, plies, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (stop.calls, ==, 2);

  for (guint k = 22; k < 24; k++)
    g_assert_true (plies[k].exact);
  /* The move played at ply 22 leads to ply 23's position. */
  g_assert_cmpfloat (plies[22].played_value, ==, -plies[23].best_value);
  g_assert_cmpfloat (plies[23].played_value, ==, -20);
}

/* Reversi
 * =======
 *
 * A game of the strong engine against itself (depth 8 after six random
 * moves from seed 2), 61 plies with a pass by white at ply 59 (the record
 * leaves it out; reading puts it back).  With 20 empties or fewer from
 * ply 40 on. */
#define REVERSI_GAME \
  "# Sakiyomi reversi\n" \
  "d3c3c4e3f6b4f3f4f5g4d2f2e2c1b5c5d1e1g3d6c6e6g6g5d7c2f7c8b6h4a3e7f8d8\n" \
  "b3h6h3c7e8g8h5h2g7a5b2b7a8a6a4g2h1h7h8b1g1f1a7b8a2a1\n"

static int
solve (const SkyPosition *pos)
{
  SkyReversiSolveStats stats = { 0 };
  int score = sky_reversi_solve (sky_reversi_discs (pos, pos->to_move),
                                 sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move)),
                                 -SKY_REVERSI_SCORE_MAX, SKY_REVERSI_SCORE_MAX,
                                 &stats, NULL);

  g_assert_false (stats.aborted);
  return score;
}

static void
test_reversi (void)
{
  g_autoptr(SkyRecord) record = record_from (REVERSI_GAME);
  g_autofree SkyReviewPly *plies = review (record, 4, 20);
  guint n = sky_record_get_n_moves (record), exact = 0, passes = 0;

  g_assert_cmpuint (n, ==, 61);
  check_ply_invariants (record, plies);
  for (guint k = 0; k < n; k++)
    {
      const SkyPosition *pos = sky_record_get_position (record, k);
      const SkyPosition *next = sky_record_get_position (record, k + 1);
      const SkyReviewPly *ply = &plies[k];
      int after;

      if (sky_reversi_empties (pos) > 20)
        {
          /* The engine at depth 4, nowhere near the end. */
          g_assert_false (ply->exact);
          g_assert_cmpint (ply->depth, ==, 4);
          continue;
        }
      exact++;
      g_assert_true (ply->exact);
      g_assert_cmpfloat (ply->best_value, ==, solve (pos));
      after = solve (next);
      g_assert_cmpfloat (ply->played_value, ==,
                         next->to_move == ply->side ? after : -after);
      if (ply->played == SKY_MOVE_PASS)
        {
          passes++;
          g_assert_cmpint (ply->best, ==, SKY_MOVE_PASS);
          g_assert_cmpfloat (ply->loss, ==, 0);
          g_assert_cmpint (ply->judgement, ==, SKY_JUDGEMENT_NONE);
        }
    }
  g_assert_cmpuint (exact, ==, 21);
  g_assert_cmpuint (passes, ==, 1);
}

static void
test_judge (void)
{
  /* Reversi: 2, 6 and 12 discs; an exact win thrown away is a blunder. */
  g_assert_cmpint (sky_review_judge (SKY_GAME_REVERSI, 10, 8.5, FALSE), ==,
                   SKY_JUDGEMENT_NONE);
  g_assert_cmpint (sky_review_judge (SKY_GAME_REVERSI, 10, 8, FALSE), ==,
                   SKY_JUDGEMENT_INACCURACY);
  g_assert_cmpint (sky_review_judge (SKY_GAME_REVERSI, 10, 4, FALSE), ==,
                   SKY_JUDGEMENT_MISTAKE);
  g_assert_cmpint (sky_review_judge (SKY_GAME_REVERSI, 10, -2, FALSE), ==,
                   SKY_JUDGEMENT_BLUNDER);
  g_assert_cmpint (sky_review_judge (SKY_GAME_REVERSI, 2, 0, TRUE), ==,
                   SKY_JUDGEMENT_BLUNDER);
  g_assert_cmpint (sky_review_judge (SKY_GAME_REVERSI, 2, 0, FALSE), ==,
                   SKY_JUDGEMENT_INACCURACY);
  g_assert_cmpint (sky_review_judge (SKY_GAME_REVERSI, 0, -2, TRUE), ==,
                   SKY_JUDGEMENT_BLUNDER);
  g_assert_cmpint (sky_review_judge (SKY_GAME_REVERSI, -2, -4, TRUE), ==,
                   SKY_JUDGEMENT_INACCURACY);
  /* Number-grab: 3, 8 and 15 points. */
  g_assert_cmpint (sky_review_judge (SKY_GAME_NUMBERGRAB, 20, 18, TRUE), ==,
                   SKY_JUDGEMENT_NONE);
  g_assert_cmpint (sky_review_judge (SKY_GAME_NUMBERGRAB, 20, 17, TRUE), ==,
                   SKY_JUDGEMENT_INACCURACY);
  g_assert_cmpint (sky_review_judge (SKY_GAME_NUMBERGRAB, 20, 12, TRUE), ==,
                   SKY_JUDGEMENT_MISTAKE);
  g_assert_cmpint (sky_review_judge (SKY_GAME_NUMBERGRAB, 20, 5, FALSE), ==,
                   SKY_JUDGEMENT_BLUNDER);
  g_assert_cmpint (sky_review_judge (SKY_GAME_NUMBERGRAB, 1, -1, TRUE), ==,
                   SKY_JUDGEMENT_BLUNDER);
  /* Tic-tac-toe: any loss. */
  g_assert_cmpint (sky_review_judge (SKY_GAME_TICTACTOE, 1, 0, TRUE), ==,
                   SKY_JUDGEMENT_BLUNDER);
  g_assert_cmpint (sky_review_judge (SKY_GAME_TICTACTOE, 0, 0, TRUE), ==,
                   SKY_JUDGEMENT_NONE);

  g_assert_cmpstr (sky_judgement_symbol (SKY_JUDGEMENT_NONE), ==, "");
  g_assert_cmpstr (sky_judgement_symbol (SKY_JUDGEMENT_INACCURACY), ==, "?!");
  g_assert_cmpstr (sky_judgement_symbol (SKY_JUDGEMENT_MISTAKE), ==, "?");
  g_assert_cmpstr (sky_judgement_symbol (SKY_JUDGEMENT_BLUNDER), ==, "??");
}

static void
test_summary (void)
{
  g_autoptr(SkyRecord) record = record_from (TTT_GAME);
  g_autofree SkyReviewPly *plies = review (record, 0, 20);
  SkyReviewSummary x, o;

  sky_review_summarize (plies, 7, SKY_SIDE_FIRST, &x);
  sky_review_summarize (plies, 7, SKY_SIDE_SECOND, &o);
  g_assert_cmpuint (x.moves, ==, 4);
  g_assert_cmpuint (x.counts[SKY_JUDGEMENT_NONE], ==, 4);
  g_assert_cmpfloat (x.average_loss, ==, 0);
  g_assert_cmpuint (o.moves, ==, 3);
  g_assert_cmpuint (o.counts[SKY_JUDGEMENT_BLUNDER], ==, 1);
  g_assert_cmpfloat_with_epsilon (o.average_loss, 1.0 / 3, 1e-9);
  /* The value after each move for X: O's blunder hands X the win. */
  g_assert_cmpfloat (sky_review_ply_value_for_first (&plies[0]), ==, 0);
  g_assert_cmpfloat (sky_review_ply_value_for_first (&plies[1]), ==, 1);
}

/* The CLI
 * ======= */

static char *
write_temp (const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("sakiyomi-review-XXXXXX.txt", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    n += *p == '\n';
  return n;
}

static void
test_cli_text (void)
{
  g_autofree char *path = write_temp (NG_GAME);
  g_auto(Run) file = { 0 }, input = { 0 };

  run_cli (&file, NULL, "review", "--depth", "4", path, NULL);
  g_assert_cmpstr (file.err, ==, "");
  g_assert_cmpint (file.status, ==, 0);
  g_assert_nonnull (strstr (file.out, "searched to depth 4"));
  /* One line per ply: the first and the last. */
  g_assert_nonnull (strstr (file.out, "\n   1  First player  f1 "));
  g_assert_true (g_regex_match_simple ("\n  24  Second player e3 +−20 ", file.out,
                                       0, 0));
  /* The values in the window's form, the legend naming their unit. */
  g_assert_nonnull (strstr (file.out, "\nValues for the side that moved: its final total minus the other’s, in points.\n"));
  g_assert_nonnull (strstr (file.out, "average loss"));

  /* Standard input gives the same. */
  run_cli (&input, NG_GAME, "review", "--depth", "4", "-", NULL);
  g_assert_cmpint (input.status, ==, 0);
  g_assert_cmpstr (input.out, ==, file.out);
  g_unlink (path);
}

static void
test_cli_opening (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "f5d6c3d3c4f4", "review", "--depth", "2", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\nOpening: Tiger (虎)"));
}

static void
test_cli_tsv (void)
{
  g_autofree char *path = write_temp (TTT_GAME);
  g_auto(Run) file = { 0 }, input = { 0 };
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) fields = NULL;

  run_cli (&file, NULL, "review", "--format=tsv", path, NULL);
  g_assert_cmpstr (file.err, ==, "");
  g_assert_cmpint (file.status, ==, 0);
  g_assert_cmpuint (count_lines (file.out), ==, 8);
  lines = g_strsplit (file.out, "\n", -1);
  g_assert_cmpstr (lines[0], ==,
                   "ply\tside\tmove\tvalue\tbest\tbest_value\tloss\tjudgement\texact\tdepth");
  fields = g_strsplit (lines[2], "\t", -1);
  g_assert_cmpuint (g_strv_length (fields), ==, 10);
  g_assert_cmpstr (fields[0], ==, "2");
  g_assert_cmpstr (fields[1], ==, "second");
  g_assert_cmpstr (fields[2], ==, "b1");
  g_assert_cmpstr (fields[3], ==, "-1.00");
  g_assert_cmpstr (fields[5], ==, "0.00");
  g_assert_cmpstr (fields[6], ==, "1.00");
  g_assert_cmpstr (fields[7], ==, "blunder");
  g_assert_cmpstr (fields[8], ==, "yes");

  run_cli (&input, TTT_GAME, "review", "--format", "tsv", "-", NULL);
  g_assert_cmpstr (input.out, ==, file.out);
  g_unlink (path);
}

static void
check_json (const char *text, const char *game, const char *unit,
            guint n_plies)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *summary;
  JsonArray *plies;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "game"), ==, game);
  /* What the values count and for whom (value-format.h). */
  g_assert_cmpstr (json_object_get_string_member (root, "unit"), ==, unit);
  g_assert_cmpstr (json_object_get_string_member (root, "point_of_view"), ==,
                   "side-to-move");
  plies = json_object_get_array_member (root, "plies");
  g_assert_cmpuint (json_array_get_length (plies), ==, n_plies);
  for (guint i = 0; i < n_plies; i++)
    {
      JsonObject *ply = json_array_get_object_element (plies, i);

      g_assert_cmpint (json_object_get_int_member (ply, "ply"), ==, i + 1);
      g_assert_cmpstr (json_object_get_string_member (ply, "side"), ==,
                       i % 2 == 0 ? "first" : "second");
      g_assert_true (json_object_has_member (ply, "move"));
      g_assert_true (json_object_has_member (ply, "best"));
      g_assert_cmpfloat (json_object_get_double_member (ply, "loss"), ==,
                         json_object_get_double_member (ply, "best_value")
                         - json_object_get_double_member (ply, "value"));
      g_assert_true (json_object_has_member (ply, "judgement"));
      g_assert_true (json_object_has_member (ply, "exact"));
      g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (ply, "line"), 0),
                       ==, json_object_get_string_member (ply, "best"));
    }
  summary = json_object_get_object_member (root, "summary");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (summary, "first"),
                                               "moves")
                   + json_object_get_int_member (json_object_get_object_member (summary, "second"),
                                                 "moves"), ==, n_plies);
}

static void
test_cli_json (void)
{
  g_autofree char *path = write_temp (TTT_GAME);
  g_auto(Run) file = { 0 }, input = { 0 }, reversi = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *opening;

  run_cli (&file, NULL, "review", "--format=json", path, NULL);
  g_assert_cmpstr (file.err, ==, "");
  g_assert_cmpint (file.status, ==, 0);
  check_json (file.out, "tictactoe", "outcome", 7);
  run_cli (&input, TTT_GAME, "review", "--format=json", "-", NULL);
  g_assert_cmpstr (input.out, ==, file.out);

  run_cli (&reversi, "f5d6c3d3c4f4", "review", "--format=json", "--depth", "2",
           "-", NULL);
  g_assert_cmpint (reversi.status, ==, 0);
  check_json (reversi.out, "reversi", "discs", 6);
  g_assert_true (json_parser_load_from_data (parser, reversi.out, -1, NULL));
  opening = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                           "opening");
  g_assert_cmpstr (json_object_get_string_member (opening, "name"), ==, "Tiger");
  g_unlink (path);
}

/* The JSON explains each move in words, with stable reasons and the line
 * that answers it, and writes its numbers as they are shown; the text
 * form says the sentence under each mistake. */
static void
test_cli_explain (void)
{
  g_auto(Run) json = { 0 }, text = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GRegex) long_number = g_regex_new ("[0-9]\\.[0-9]{4,}", 0, 0, NULL);
  JsonArray *plies, *reasons, *refutation, *next_line;
  JsonObject *b2, *a1;

  run_cli (&json, "d3 c3 c4 e3 b2 a1", "review", "--format=json", "--depth",
           "2", "--threads", "1", "-", NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_false (g_regex_match (long_number, json.out, 0, NULL));
  g_assert_true (json_parser_load_from_data (parser, json.out, -1, NULL));
  plies = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                        "plies");
  b2 = json_array_get_object_element (plies, 4);
  a1 = json_array_get_object_element (plies, 5);
  g_assert_cmpstr (json_object_get_string_member (b2, "move"), ==, "b2");
  g_assert_cmpstr (json_object_get_string_member (b2, "judgement"), ==, "blunder");
  g_assert_true (g_str_has_prefix (json_object_get_string_member (b2, "explanation"),
                                   "b2 is a blunder: it loses "));
  g_assert_true (g_str_has_suffix (json_object_get_string_member (b2, "explanation"),
                                   " b2 lets White take the a1 corner."));
  reasons = json_object_get_array_member (b2, "reasons");
  g_assert_cmpstr (json_array_get_string_element (reasons, 0), ==, "gives-corner");
  /* The engine's line after b2: the next ply's line, from its best reply
   * on (the book's c6: taking a1 at once is worse for White than later). */
  refutation = json_object_get_array_member (b2, "refutation");
  next_line = json_object_get_array_member (a1, "line");
  g_assert_cmpuint (json_array_get_length (refutation), >, 0);
  g_assert_cmpuint (json_array_get_length (refutation), ==,
                    json_array_get_length (next_line));
  for (guint i = 0; i < json_array_get_length (refutation); i++)
    g_assert_cmpstr (json_array_get_string_element (refutation, i), ==,
                     json_array_get_string_element (next_line, i));
  /* The last move's line comes from a search of its own. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (a1, "refutation")),
                    >, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_array_get_object_element (plies, 0),
                                                                         "reasons")), ==, 0);

  run_cli (&text, "d3 c3 c4 e3 b2 a1", "review", "--depth", "2", "--threads",
           "1", "-", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "\n      b2 is a blunder: it loses "));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/review/defaults", test_defaults);
  g_test_add_func ("/review/judge", test_judge);
  g_test_add_func ("/review/summary", test_summary);
  g_test_add_func ("/review/tictactoe", test_tictactoe);
  g_test_add_func ("/review/numbergrab/depth", test_numbergrab_depth);
  g_test_add_func ("/review/numbergrab/exact-and-cancel",
                   test_numbergrab_exact_and_cancel);
  g_test_add_func ("/review/reversi", test_reversi);
  g_test_add_func ("/review/cli/text", test_cli_text);
  g_test_add_func ("/review/cli/opening", test_cli_opening);
  g_test_add_func ("/review/cli/tsv", test_cli_tsv);
  g_test_add_func ("/review/cli/json", test_cli_json);
  g_test_add_func ("/review/cli/explain", test_cli_explain);
  return g_test_run ();
}
