/* test-book.c: the opening book (reversi-book.h): symmetries, negamax
 * values that equal a direct search, exact values, the file and its
 * errors, the book move with variety, and `sakiyomi-cli book`. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "cli-run.h"
#include "player.h"
#include "reversi.h"
#include "reversi-bitboard.h"
#include "reversi-book.h"
#include "reversi-endgame.h"
#include "reversi-search.h"
#include "review.h"

static int
direct_search (guint64 P, guint64 O, int depth)
{
  SkyReversiSearchOptions options = {
    .max_depth = depth, .solve_empties = -1, .threads = 1,
    .selective = SKY_SELECTIVE_OFF,
  };
  SkySearchResult result;

  g_assert_true (sky_reversi_search (P, O, &options, &result, NULL));
  g_assert_false (result.solved);
  return result.value;
}

static SkyReversiBook *
build (int plies, int depth, int exact, guint count)
{
  SkyReversiBookParams params = {
    .depth = depth, .exact_empties = exact, .max_plies = plies,
    .width = 128, .count = count,
  };
  SkyReversiBook *book = sky_reversi_book_new ();

  g_assert_true (sky_reversi_book_extend (book, &params, NULL));
  return book;
}

/* Every symmetry of a position has the same canonical form, and a move
 * turned with the position turns its flips the same way. */
static void
test_symmetry (void)
{
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);
  guint64 P, O, cp, co;

  g_assert_true (sky_reversi_play_record (pos, "f5d6c3d3c4f4f6", NULL, NULL));
  P = sky_reversi_discs (pos, pos->to_move);
  O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
  sky_reversi_book_canonical (P, O, &cp, &co, NULL);
  for (int s = 0; s < 8; s++)
    {
      guint64 tp = 0, to = 0, tcp, tco, mob = sky_reversi_mobility (P, O), tmob = 0;

      for (int sq = 0; sq < 64; sq++)
        {
          int t = sky_reversi_book_transform_square (s, sq);

          g_assert_cmpint (sky_reversi_book_untransform_square (s, t), ==, sq);
          if ((P >> sq) & 1)
            tp |= G_GUINT64_CONSTANT (1) << t;
          if ((O >> sq) & 1)
            to |= G_GUINT64_CONSTANT (1) << t;
          if ((mob >> sq) & 1)
            tmob |= G_GUINT64_CONSTANT (1) << t;
        }
      g_assert_cmphex (sky_reversi_mobility (tp, to), ==, tmob);
      sky_reversi_book_canonical (tp, to, &tcp, &tco, NULL);
      g_assert_cmphex (tcp, ==, cp);
      g_assert_cmphex (tco, ==, co);
    }
}

/* Positions counted once across the symmetries: 1 + 1 + 3 after two
 * plies, 1 + 1 + 3 + 14 after three (the counts of distinct openings). */
static void
test_counts (void)
{
  g_autoptr(SkyReversiBook) two = build (2, 1, 0, 1000000);
  g_autoptr(SkyReversiBook) three = build (3, 1, 0, 1000000);

  g_assert_cmpuint (sky_reversi_book_size (two), ==, 5);
  g_assert_cmpuint (sky_reversi_book_size (three), ==, 19);
}

/* --width 0 follows only the best moves: every expanded position but the
 * start is reached by a best move, and fewer positions are expanded than
 * with every move. */
static void
test_width (void)
{
  SkyReversiBookParams params = {
    .depth = 2, .exact_empties = 0, .max_plies = 4, .width = 0,
    .count = 1000000,
  };
  g_autoptr(SkyReversiBook) narrow = sky_reversi_book_new ();
  g_autoptr(SkyReversiBook) full = build (4, 2, 0, 1000000);
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);

  g_assert_true (sky_reversi_book_extend (narrow, &params, NULL));
  g_assert_cmpuint (sky_reversi_book_size (narrow), <,
                    sky_reversi_book_size (full));
  /* Down the best line, every position to ply 4 is expanded. */
  for (int ply = 0; ply < 4; ply++)
    {
      guint64 P = sky_reversi_discs (pos, pos->to_move);
      guint64 O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
      const SkyReversiBookEntry *e = sky_reversi_book_lookup (narrow, P, O);
      SkyReversiBookMove best;

      g_assert_nonnull (e);
      g_assert_cmpint (e->leaf, ==, SKY_REVERSI_BOOK_NONE);
      g_assert_true (sky_reversi_book_choose (narrow, P, O, 0, NULL, &best));
      g_assert_true (best.in_book);
      sky_position_play (pos, best.square);
    }
}

/* Searching the new positions on several threads gives the same book,
 * byte for byte, as one at a time (every search has its own tables), with
 * checkpoints in the way too. */
static gboolean
count_checkpoint (SkyReversiBook *book, gpointer data, GError **error)
{
  (void) book;
  (void) error;
  (*(int *) data)++;
  return TRUE;
}

static void
test_threads (void)
{
  GBytes *bytes[2] = { NULL, NULL };
  int checkpoints[2] = { 0, 0 };

  for (int k = 0; k < 2; k++)
    {
      SkyReversiBookParams params = {
        .depth = 3, .exact_empties = 0, .max_plies = 4, .width = 128,
        .count = 1000000, .threads = k == 0 ? 1 : 3, .checkpoint = 25,
        .checkpoint_func = count_checkpoint,
        .checkpoint_data = &checkpoints[k],
      };
      g_autoptr(SkyReversiBook) book = sky_reversi_book_new ();

      g_assert_true (sky_reversi_book_extend (book, &params, NULL));
      /* 1 + 1 + 3 + 14 + 60 distinct positions to ply 4. */
      g_assert_cmpuint (sky_reversi_book_size (book), ==, 79);
      bytes[k] = sky_reversi_book_to_bytes (book);
    }
  g_assert_true (g_bytes_equal (bytes[0], bytes[1]));
  g_bytes_unref (bytes[0]);
  g_bytes_unref (bytes[1]);
  g_assert_cmpint (checkpoints[0], >, 0);
  g_assert_cmpint (checkpoints[1], >, 0);
}

/* Every position to ply p and the last searched to depth d: negamax gives
 * the start position the value of a search to p + d (less the odd-depth
 * bias when d is odd, for the side to move at ply p: reversi-book.h), and
 * every book value the best of its children's.  The leaves keep their
 * searches' own values. */
static void
test_negamax_equals_search (void)
{
  static const int cases[][2] = { { 2, 3 }, { 3, 2 }, { 1, 4 }, { 1, 3 } };

  for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      int p = cases[c][0], d = cases[c][1];
      int bias = d % 2 == 0 ? 0
                 : p % 2 == 0 ? -SKY_REVERSI_BOOK_ODD_DEPTH_BIAS
                 : SKY_REVERSI_BOOK_ODD_DEPTH_BIAS;
      g_autoptr(SkyReversiBook) book = build (p, d, 0, 1000000);
      g_autoptr(GPtrArray) list = sky_reversi_book_entries (book);
      guint64 P, O;

      sky_reversi_book_start (&P, &O);
      g_assert_cmpint (sky_reversi_book_lookup (book, P, O)->value, ==,
                       direct_search (P, O, p + d) + bias);
      for (guint i = 0; i < list->len; i++)
        {
          const SkyReversiBookEntry *e = list->pdata[i];
          SkyReversiBookMove moves[SKY_MAX_MOVES];
          int n = sky_reversi_book_moves (book, e->player, e->opponent, moves);

          g_assert_cmpint (n, >, 0);
          g_assert_cmpint (moves[0].value, ==, e->value);
          if (e->leaf != SKY_REVERSI_BOOK_NONE)
            g_assert_cmpint (e->leaf, ==,
                             direct_search (e->player, e->opponent,
                                            cases[c][1]));
        }
    }
}

/* With reach_seconds, each position's one search measures the reach and
 * goes on past it: every leaf is from a search at least params->depth
 * deep, with the value of a direct search to the depth it records (plain
 * alpha-beta, whose value does not depend on the board's orientation; the
 * book searches a position as reached and keeps it turned).  A cancelled
 * build stops with G_IO_ERROR_CANCELLED. */
static void
test_reach (void)
{
  SkyReversiBookParams params = {
    .depth = 3, .exact_empties = 0, .max_plies = 2, .width = 128,
    .count = 1000000, .reach_seconds = 0.002, .margin = 1,
  };
  g_autoptr(SkyReversiBook) book = sky_reversi_book_new ();
  g_autoptr(SkyReversiBook) cancelled_book = sky_reversi_book_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  guint leaves = 0;

  g_assert_true (sky_reversi_book_extend (book, &params, NULL));
  g_assert_cmpuint (sky_reversi_book_size (book), ==, 5);
  list = sky_reversi_book_entries (book);
  for (guint i = 0; i < list->len; i++)
    {
      const SkyReversiBookEntry *e = list->pdata[i];

      if (e->leaf == SKY_REVERSI_BOOK_NONE)
        continue;
      leaves++;
      g_assert_cmpint (e->depth, >=, params.depth);
      g_assert_cmpint (e->leaf, ==,
                       direct_search (e->player, e->opponent, e->depth));
      g_assert_true (sky_reversi_mobility (e->player, e->opponent)
                     & ((guint64) 1 << e->leaf_move));
    }
  g_assert_cmpuint (leaves, ==, 3);

  g_cancellable_cancel (cancellable);
  params.cancellable = cancellable;
  g_assert_false (sky_reversi_book_extend (cancelled_book, &params, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* deepen: a book searched to depth 2 without a reach has its 3 leaves
 * (ply 2) searched again to at least 3 with the reach, marked, with the
 * values of a direct search to their new depth, the start position's
 * value backed up from them; again, nothing is left to check.  Without a
 * reach, only the leaves under --depth are searched again. */
static void
test_deepen (void)
{
  SkyReversiBookParams params = {
    .depth = 3, .exact_empties = 0, .max_plies = 2, .width = 128,
    .count = 1000000, .reach_seconds = 0.002, .margin = 1, .threads = 2,
    .checkpoint = 2,
  };
  g_autoptr(SkyReversiBook) book = build (2, 2, 0, 1000000);
  g_autoptr(GPtrArray) list = NULL;
  guint checked = 0, deepened = 0;
  guint64 P, O;

  g_assert_true (sky_reversi_book_deepen (book, &params, &checked, &deepened,
                                          NULL));
  g_assert_cmpuint (checked, ==, 3);
  g_assert_cmpuint (deepened, ==, 3);
  list = sky_reversi_book_entries (book);
  for (guint i = 0; i < list->len; i++)
    {
      const SkyReversiBookEntry *e = list->pdata[i];

      if (e->leaf == SKY_REVERSI_BOOK_NONE)
        continue;
      g_assert_cmpint (e->depth, >=, 3);
      g_assert_true (e->flags & SKY_REVERSI_BOOK_LEAF_REACHED);
      g_assert_cmpint (e->leaf, ==,
                       direct_search (e->player, e->opponent, e->depth));
      /* A leaf of odd depth counts the odd-depth bias less. */
      g_assert_cmpint (e->value, ==,
                       e->leaf - (e->depth % 2 == 1
                                  ? SKY_REVERSI_BOOK_ODD_DEPTH_BIAS : 0));
    }
  sky_reversi_book_start (&P, &O);
  {
    SkyReversiBookMove moves[SKY_MAX_MOVES];

    g_assert_cmpint (sky_reversi_book_moves (book, P, O, moves), ==, 4);
    g_assert_cmpint (sky_reversi_book_lookup (book, P, O)->value, ==,
                     moves[0].value);
  }
  checked = deepened = 0;
  g_assert_true (sky_reversi_book_deepen (book, &params, &checked, &deepened,
                                          NULL));
  g_assert_cmpuint (checked, ==, 0);
  /* Unmarked, the 3 leaves are checked again (and deep enough now). */
  g_assert_cmpuint (sky_reversi_book_unmark (book), ==, 3);
  g_assert_cmpuint (sky_reversi_book_unmark (book), ==, 0);
  g_assert_true (sky_reversi_book_deepen (book, &params, &checked, &deepened,
                                          NULL));
  g_assert_cmpuint (checked, ==, 3);
  for (guint i = 0; i < list->len; i++)
    {
      const SkyReversiBookEntry *e = list->pdata[i];

      if (e->leaf != SKY_REVERSI_BOOK_NONE)
        g_assert_true (e->flags & SKY_REVERSI_BOOK_LEAF_REACHED);
    }
  checked = deepened = 0;

  /* No reach: the leaves under depth 4 again, to 4. */
  params.reach_seconds = 0;
  params.depth = 4;
  {
    guint under = 0;

    for (guint i = 0; i < list->len; i++)
      {
        const SkyReversiBookEntry *e = list->pdata[i];

        under += e->leaf != SKY_REVERSI_BOOK_NONE && e->depth < 4;
      }
    g_assert_true (sky_reversi_book_deepen (book, &params, &checked,
                                            &deepened, NULL));
    g_assert_cmpuint (checked, ==, under);
    g_assert_cmpuint (deepened, ==, under);
  }
  for (guint i = 0; i < list->len; i++)
    {
      const SkyReversiBookEntry *e = list->pdata[i];

      if (e->leaf == SKY_REVERSI_BOOK_NONE)
        continue;
      g_assert_cmpint (e->depth, >=, 4);
      g_assert_cmpint (e->leaf, ==,
                       direct_search (e->player, e->opponent, e->depth));
    }
}

/* A whole game learnt with exact values from 10 empties: those positions
 * agree with the solver, and the moves not played are in the book. */
static void
test_learn_exact (void)
{
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);
  g_autoptr(SkyReversiBook) book = sky_reversi_book_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  SkyReversiBookParams params = {
    .depth = 1, .exact_empties = 10, .max_plies = 60,
  };
  int moves[80], n = 0;
  gboolean checked = FALSE;

  /* A whole game of random legal moves, passes included (seed 23). */
  while (!sky_position_is_over (pos))
    {
      SkyMove legal[SKY_MAX_MOVES];
      int k = sky_position_legal_moves (pos, legal);
      SkyMove move = legal[g_rand_int_range (rand, 0, k)];

      moves[n++] = move == SKY_MOVE_PASS ? SKY_REVERSI_BOOK_PASS : move;
      sky_position_play (pos, move);
    }
  g_assert_true (sky_reversi_book_learn (book, moves, n, &params, NULL));

  g_clear_pointer (&pos, sky_position_free);
  pos = sky_position_new (&sky_reversi_game, NULL);
  for (int i = 0; i < n; i++)
    {
      guint64 P = sky_reversi_discs (pos, pos->to_move);
      guint64 O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
      const SkyReversiBookEntry *e = sky_reversi_book_lookup (book, P, O);
      SkyReversiBookMove known[SKY_MAX_MOVES];
      int n_legal = sky_reversi_popcount (sky_reversi_mobility (P, O));

      g_assert_nonnull (e);
      /* Every legal move is known (the deviations). */
      g_assert_cmpint (sky_reversi_book_moves (book, P, O, known), ==,
                       n_legal > 0 ? n_legal : 1);
      /* Exact from 10 empties, and exact wherever it says so (above 10
       * when every child is). */
      if (sky_reversi_empties (pos) <= 10)
        g_assert_true (e->flags & SKY_REVERSI_BOOK_VALUE_EXACT);
      if (e->flags & SKY_REVERSI_BOOK_VALUE_EXACT)
        {
          g_assert_cmpint (e->value, ==,
                           100 * sky_reversi_solve (P, O, -64, 64, NULL, NULL));
          checked = TRUE;
        }
      sky_position_play (pos, moves[i] == SKY_REVERSI_BOOK_PASS
                              ? SKY_MOVE_PASS : moves[i]);
    }
  g_assert_true (checked);

  /* A move that is not legal is refused with its number. */
  {
    g_autoptr(GError) error = NULL;
    int bad[] = { 37, 0 };

    g_assert_false (sky_reversi_book_learn (book, bad, 2, &params, &error));
    g_assert_nonnull (strstr (error->message, "move 2"));
  }
}

/* The file: written and read back to the same bytes; damage is found. */
static void
test_file (void)
{
  g_autoptr(SkyReversiBook) book = build (3, 2, 0, 1000000);
  g_autoptr(GBytes) bytes = sky_reversi_book_to_bytes (book);
  g_autoptr(SkyReversiBook) again = NULL;
  g_autoptr(GBytes) bytes2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-book-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "b.skb", NULL);
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  guint8 *copy;

  g_assert_cmpuint (size, ==, 32 + 24 * 19);
  again = sky_reversi_book_new_from_bytes (bytes, "b", &error);
  g_assert_no_error (error);
  bytes2 = sky_reversi_book_to_bytes (again);
  g_assert_true (g_bytes_equal (bytes, bytes2));

  g_assert_true (sky_reversi_book_save (book, path, NULL));
  g_clear_pointer (&again, sky_reversi_book_free);
  again = sky_reversi_book_load (path, SKY_REVERSI_BOOK_MAX_BYTES, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_reversi_book_size (again), ==, 19);
  /* The size limit. */
  g_assert_null (sky_reversi_book_load (path, 100, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "an opening book is at most 100 bytes"));
  g_clear_error (&error);
  /* A device has no size to judge: read against the limit all the same. */
  g_assert_null (sky_reversi_book_load ("/dev/zero", 100, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_clear_error (&error);
  /* A folder is told as one. */
  g_assert_null (sky_reversi_book_load (dir, SKY_REVERSI_BOOK_MAX_BYTES, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_nonnull (strstr (error->message, "is a folder, not an opening book"));
  g_clear_error (&error);

  copy = g_memdup2 (data, size);
  {
    struct { gsize offset; guint8 value; gsize length; const char *says; } damage[] = {
      { 0, 'X', size, "magic" },
      { 8, 2, size, "version" },
      { 12, 16, size, "record size" },
      { 0, 0, size - 24, "size does not match" },
      { 32 + 16, 1, size, "checksum" },
    };

    for (gsize i = 0; i < G_N_ELEMENTS (damage); i++)
      {
        g_autofree guint8 *bad = g_memdup2 (copy, size);
        g_autoptr(GBytes) b = NULL;

        if (damage[i].length == size)
          bad[damage[i].offset] ^= damage[i].value;
        b = g_bytes_new (bad, damage[i].length);
        g_assert_null (sky_reversi_book_new_from_bytes (b, "damaged.skb", &error));
        g_assert_nonnull (strstr (error->message, "damaged.skb"));
        g_assert_nonnull (strstr (error->message, damage[i].says));
        g_clear_error (&error);
      }
  }
  g_free (copy);
  g_unlink (path);
  g_rmdir (dir);
}

/* The book move: the best without variety; with it, only moves within
 * that many discs, the same for the same seed, and more than one of them
 * over many seeds. */
static void
test_choose (void)
{
  g_autoptr(SkyReversiBook) book = build (2, 3, 0, 1000000);
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);
  SkyReversiBookMove moves[SKY_MAX_MOVES], chosen, again;
  guint64 P, O;
  int n, seen = 0;

  g_assert_true (sky_reversi_play_record (pos, "f5", NULL, NULL));
  P = sky_reversi_discs (pos, pos->to_move);
  O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
  n = sky_reversi_book_moves (book, P, O, moves);
  g_assert_cmpint (n, ==, 3);
  g_assert_true (sky_reversi_book_choose (book, P, O, 0, NULL, &chosen));
  g_assert_cmpint (chosen.square, ==, moves[0].square);
  for (guint32 seed = 0; seed < 64; seed++)
    {
      g_autoptr(GRand) a = g_rand_new_with_seed (seed);
      g_autoptr(GRand) b = g_rand_new_with_seed (seed);

      g_assert_true (sky_reversi_book_choose (book, P, O, 64, a, &chosen));
      g_assert_true (sky_reversi_book_choose (book, P, O, 64, b, &again));
      g_assert_cmpint (chosen.square, ==, again.square);
      for (int i = 0; i < n; i++)
        if (moves[i].square == chosen.square)
          seen |= 1 << i;
    }
  g_assert_cmpint (seen, ==, 7);
  /* Not in the book. */
  g_assert_false (sky_reversi_book_choose (book, 1, 2, 0, NULL, &chosen));
}

/* The user's book extends the shipped one: merged entries win and the
 * values are backed up again. */
static void
test_merge (void)
{
  g_autoptr(SkyReversiBook) base = build (1, 2, 0, 1000000);
  g_autoptr(SkyReversiBook) deeper = build (2, 2, 0, 1000000);
  guint64 P, O;

  sky_reversi_book_merge (base, deeper);
  sky_reversi_book_start (&P, &O);
  g_assert_cmpuint (sky_reversi_book_size (base), ==, 5);
  g_assert_cmpint (sky_reversi_book_lookup (base, P, O)->value, ==,
                   direct_search (P, O, 4));
}

/* The strong engine plays a book position at once, the best move or,
 * with variety, one drawn from the game's generator; book=no and
 * exact values search. */
static void
test_play (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-book-play-XXXXXX", NULL);
  g_autofree char *sub = g_build_filename (dir, "sakiyomi", NULL);
  g_autofree char *user = g_build_filename (sub, "book.skb", NULL);
  g_autoptr(SkyReversiBook) mine = build (2, 3, 0, 1000000);
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);
  const SkyReversiBook *book;
  SkyStrength strength;
  SkySearchResult result;
  SkyReversiBookMove best;
  guint64 P, O;
  int seen = 0;

  g_assert_cmpint (g_mkdir_with_parents (sub, 0700), ==, 0);
  g_assert_true (sky_reversi_book_save (mine, user, NULL));
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  book = sky_reversi_book_get_default ();
  sky_reversi_book_start (&P, &O);
  /* The user's positions are all there. */
  g_assert_nonnull (sky_reversi_book_lookup (book, P, O));
  g_assert_true (sky_reversi_book_choose (book, P, O, 0, NULL, &best));

  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, SKY_GAME_REVERSI);
  strength.engine = TRUE;
  strength.depth = 2;
  strength.threads = 1;
  g_assert_true (sky_player_choose (&strength, pos, NULL, NULL, NULL, NULL,
                                    &result, NULL));
  g_assert_true (result.book);
  g_assert_cmpint (result.move, ==, best.square);
  g_assert_cmpint (result.value, ==, sky_reversi_book_lookup (book, P, O)->value);
  g_assert_cmpuint (result.nodes, ==, 0);
  g_assert_cmpint (result.n_moves, ==, 4);

  strength.variety = 64;
  for (guint32 seed = 0; seed < 32; seed++)
    {
      g_autoptr(GRand) a = g_rand_new_with_seed (seed);
      g_autoptr(GRand) b = g_rand_new_with_seed (seed);
      SkySearchResult again;

      g_assert_true (sky_player_choose (&strength, pos, a, NULL, NULL, NULL,
                                        &result, NULL));
      g_assert_true (sky_player_choose (&strength, pos, b, NULL, NULL, NULL,
                                        &again, NULL));
      g_assert_cmpint (result.move, ==, again.move);
      seen |= 1 << (result.move % 32);
    }
  /* All four first moves (d3 c4 f5 e6) are equal by symmetry. */
  g_assert_cmpint (__builtin_popcount (seen), ==, 4);

  strength.no_book = TRUE;
  g_assert_true (sky_player_choose (&strength, pos, NULL, NULL, NULL, NULL,
                                    &result, NULL));
  g_assert_false (result.book);
  g_assert_cmpuint (result.nodes, >, 0);
  strength.no_book = FALSE;
  strength.exact_values = TRUE;
  g_assert_true (sky_player_choose (&strength, pos, NULL, NULL, NULL, NULL,
                                    &result, NULL));
  g_assert_false (result.book);

  /* The review judges book positions by the book: f5 and d6 are book
   * moves; the position after f5 d6 is a leaf, so c3 leaves the book; the
   * next position is searched. */
  {
    g_autoptr(SkyRecord) record = sky_record_from_string ("f5d6c3d3", NULL);
    SkyReviewOptions options;
    SkyReviewPly plies[4];
    SkyReversiBookMove known[SKY_MAX_MOVES];
    const SkyPosition *after;

    sky_review_options_init_default (&options);
    options.depth = 2;
    options.threads = 1;
    g_assert_true (sky_review_run (record, &options, NULL, NULL, NULL, plies,
                                   NULL));
    g_assert_true (plies[0].book && plies[0].book_move);
    g_assert_cmpfloat (plies[0].best_value, ==,
                       sky_reversi_book_lookup (book, P, O)->value / 100.0);
    g_assert_true (plies[1].book && plies[1].book_move);
    /* The shipped book may know more here than the user's: compare with
     * the engine's book as it is. */
    for (int k = 2; k < 4; k++)
      {
        guint64 p, o;
        int n, c3 = SKY_REVERSI_SQUARE (2, 2);
        gboolean stays = FALSE;

        after = sky_record_get_position (record, k);
        p = sky_reversi_discs (after, after->to_move);
        o = sky_reversi_discs (after, SKY_SIDE_OTHER (after->to_move));
        n = sky_reversi_book_moves (book, p, o, known);
        g_assert_cmpint (plies[k].book, ==, n > 0);
        if (k == 2)
          g_assert_cmpint (n, >, 0);
        if (n == 0)
          continue;
        for (int i = 0; i < n; i++)
          if (known[i].square == (k == 2 ? c3 : SKY_REVERSI_SQUARE (3, 2)))
            stays = known[i].in_book;
        g_assert_cmpint (plies[k].book_move, ==, stays);
        /* The book's best, unless the move played (not one the book
         * knows) was found better by the next position's search. */
        g_assert_cmpfloat (plies[k].best_value, >=, known[0].value / 100.0);
      }
    options.no_book = TRUE;
    g_assert_true (sky_review_run (record, &options, NULL, NULL, NULL, plies,
                                   NULL));
    g_assert_false (plies[0].book);
  }

  g_unlink (user);
  g_rmdir (sub);
  g_rmdir (dir);
}

static void
count_progress (int done, int total, gpointer data)
{
  int *seen = data;

  g_assert_cmpint (done, ==, seen[0] + 1);
  seen[0] = done;
  seen[1] = total;
}

/* Learning into the user's book ($XDG_DATA_HOME, as test_play set it):
 * the game's positions and their deviations go in, the shipped book is
 * untouched, the user's file holds only what differs from the shipped
 * one, and the engine then plays the learned positions from the book.
 * The line, the first legal move (a1 first) at each ply, leaves the
 * shipped book at once. */
static void
test_learn_user (void)
{
  static const char line[] = "d3c3b3b2b1a1c4c1c2d2d1e1";
  g_autofree char *user = sky_reversi_book_user_path ();
  g_autofree char *sub = g_path_get_dirname (user);
  g_autoptr(SkyReversiBook) shipped = sky_reversi_book_load_shipped ();
  g_autoptr(GBytes) shipped_bytes = sky_reversi_book_to_bytes (shipped);
  g_autoptr(SkyRecord) record = sky_record_from_string (line, NULL);
  g_autoptr(SkyReversiBook) mine = NULL;
  SkyReversiBookParams params = {
    .depth = 2, .exact_empties = 0, .max_plies = 10,
  };
  int moves[12], n = (int) sky_record_get_n_moves (record);
  guint added = 0, again = 99;
  int progress[2] = { 0, 0 };

  g_assert_cmpint (n, ==, 12);
  for (int i = 0; i < n; i++)
    moves[i] = sky_record_get_move (record, i);
  g_unlink (user);
  g_assert_true (sky_reversi_book_learn_user (moves, n, &params, NULL,
                                              &added, NULL));
  g_assert_cmpuint (added, >, 0);
  g_assert_true (g_file_test (user, G_FILE_TEST_EXISTS));

  /* The shipped book is as it was. */
  {
    g_autoptr(SkyReversiBook) now = sky_reversi_book_load_shipped ();
    g_autoptr(GBytes) now_bytes = sky_reversi_book_to_bytes (now);

    g_assert_true (g_bytes_equal (shipped_bytes, now_bytes));
  }

  /* The user's file: only entries that are new or differ from the
   * shipped ones, and every learnt position (plies 0-9) expanded in the
   * engine's book, which was reloaded. */
  mine = sky_reversi_book_load (user, SKY_REVERSI_BOOK_MAX_BYTES, NULL);
  g_assert_nonnull (mine);
  {
    g_autoptr(GPtrArray) list = sky_reversi_book_entries (mine);

    for (guint i = 0; i < list->len; i++)
      {
        const SkyReversiBookEntry *e = list->pdata[i];
        const SkyReversiBookEntry *s =
          sky_reversi_book_lookup (shipped, e->player, e->opponent);

        g_assert_true (s == NULL || s->value != e->value
                       || s->leaf != e->leaf || s->depth != e->depth
                       || s->flags != e->flags
                       || s->leaf_move != e->leaf_move);
      }
  }
  {
    const SkyReversiBook *book = sky_reversi_book_get_default ();
    g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);
    SkyStrength strength;
    gboolean new_somewhere = FALSE;

    sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX,
                               SKY_GAME_REVERSI);
    strength.engine = TRUE;
    strength.depth = 2;
    strength.threads = 1;
    for (int i = 0; i < 10; i++)
      {
        guint64 P = sky_reversi_discs (pos, pos->to_move);
        guint64 O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
        const SkyReversiBookEntry *e = sky_reversi_book_lookup (book, P, O);
        SkyReversiBookMove known[SKY_MAX_MOVES], best;
        SkySearchResult result;

        g_assert_nonnull (e);
        g_assert_cmpint (e->leaf, ==, SKY_REVERSI_BOOK_NONE);
        g_assert_cmpint (sky_reversi_book_moves (book, P, O, known), ==,
                         sky_reversi_popcount (sky_reversi_mobility (P, O)));
        if (sky_reversi_book_lookup (shipped, P, O) == NULL)
          new_somewhere = TRUE;
        /* The engine answers from the book, with the book's best. */
        g_assert_true (sky_reversi_book_choose (book, P, O, 0, NULL, &best));
        g_assert_true (sky_player_choose (&strength, pos, NULL, NULL, NULL,
                                          NULL, &result, NULL));
        g_assert_true (result.book);
        g_assert_cmpuint (result.nodes, ==, 0);
        g_assert_cmpint (result.move, ==, best.square);
        sky_position_play (pos, moves[i]);
      }
    g_assert_true (new_somewhere);
  }

  /* Learnt again: nothing new. */
  params.progress_func = count_progress;
  params.progress_data = progress;
  g_assert_true (sky_reversi_book_learn_user (moves, n, &params, NULL,
                                              &again, NULL));
  g_assert_cmpuint (again, ==, 0);
  g_assert_cmpint (progress[0], ==, 10);
  g_assert_cmpint (progress[1], ==, 10);

  /* A user book that cannot be read is an error, left as it was. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *text = NULL;

    g_assert_true (g_file_set_contents (user, "not a book", -1, NULL));
    g_assert_false (sky_reversi_book_learn_user (moves, n, &params, NULL,
                                                 NULL, &error));
    g_assert_nonnull (strstr (error->message, user));
    g_assert_true (g_file_get_contents (user, &text, NULL, NULL));
    g_assert_cmpstr (text, ==, "not a book");
  }

  g_unlink (user);
  g_rmdir (sub);
  sky_reversi_book_reload_default ();
}

/* `sakiyomi-cli book`: build, show, extend, learn, export, and the
 * errors. */
static void
test_cli (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-book-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "tiny.skb", NULL);
  g_autofree char *game = g_build_filename (dir, "game.txt", NULL);
  g_autofree char *user = g_build_filename (dir, "sakiyomi", "book.skb", NULL);
  g_autofree char *expected = NULL;
  g_autoptr(SkyReversiBook) book = NULL;
  guint64 P, O;

  /* The engine's book must not read a user book from outside the test. */
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  sky_reversi_book_start (&P, &O);
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "book", "build", "-o", path, "--plies", "2",
             "--depth", "3", "--exact", "0", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "5 positions"));
    /* The leaves at ply 2 have black to move and an odd depth. */
    expected = g_strdup_printf ("start position: %+.2f discs for black",
                                (direct_search (P, O, 5)
                                 - SKY_REVERSI_BOOK_ODD_DEPTH_BIAS) / 100.0);
    g_assert_nonnull (strstr (run.out, expected));
  }
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "book", "show", "--book", path, "--line", "f5", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "white to move"));
    g_assert_nonnull (strstr (run.out, "d6"));
    g_assert_nonnull (strstr (run.out, "f4"));
    g_assert_nonnull (strstr (run.out, "f6"));
  }
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "book", "extend", path, "--plies", "3",
             "--depth", "2", "--exact", "0", "--checkpoint", "5",
             "--threads", "2", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "19 positions"));
    g_assert_nonnull (strstr (run.err, "checkpoint"));
  }
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "book", "export", "--book", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    {
      g_auto(GStrv) lines = g_strsplit (run.out, "\n", -1);

      g_assert_cmpuint (g_strv_length (lines), ==, 19 + 1);
    }
  }
  /* stats: the 1 + 1 + 3 positions to ply 2 expanded, the 14 at ply 3
   * leaves of depth-2 searches. */
  {
    static const char *const lines[] = {
      "file: 488 bytes",
      "expanded: 5; leaves: 14, 0 of them solved exactly",
      "searched past the engine’s measured reach: 0 of the 14 leaves not solved",
      "  ply  positions   expanded",
      "    0          1          1",
      "    1          1          1",
      "    2          3          3",
      "    3         14          0",
      "leaf depth     leaves",
      "         2         14",
    };
    g_auto(Run) run = { 0 };
    g_autofree char *first = g_strdup_printf ("%s: 19 positions\n", path);

    run_cli (&run, NULL, "book", "stats", "--book", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_true (g_str_has_prefix (run.out, first));
    for (gsize i = 0; i < G_N_ELEMENTS (lines); i++)
      {
        g_autofree char *line = g_strdup_printf ("\n%s\n", lines[i]);

        if (strstr (run.out, line) == NULL)
          g_error ("missing line “%s” in:\n%s", lines[i], run.out);
      }
  }
  /* deepen: the 14 leaves of depth 2 searched again to 3. */
  {
    g_auto(Run) run = { 0 };
    g_auto(Run) stats = { 0 };

    run_cli (&run, NULL, "book", "deepen", path, "--depth", "3", "--exact",
             "0", "--threads", "2", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\nleaves checked: 14, searched again: 14\n"));
    run_cli (&stats, NULL, "book", "stats", "--book", path, NULL);
    g_assert_nonnull (strstr (stats.out, "\n         3         14\n"));
  }
  /* deepen with a reach: every leaf checked and marked, which stats counts. */
  {
    g_auto(Run) run = { 0 };
    g_auto(Run) stats = { 0 };

    run_cli (&run, NULL, "book", "deepen", path, "--depth", "3", "--exact",
             "0", "--reach", "0.01", "--margin", "1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\nleaves checked: 14, "));
    run_cli (&stats, NULL, "book", "stats", "--book", path, NULL);
    g_assert_nonnull (strstr (stats.out, "\nsearched past the engine’s measured reach: 14 of the 14 leaves not solved\n"));
    /* export says so after each of the 14 leaves. */
    {
      g_auto(Run) export = { 0 };
      g_auto(GStrv) lines = NULL;
      guint reached = 0;

      run_cli (&export, NULL, "book", "export", "--book", path, NULL);
      g_assert_cmpint (export.status, ==, 0);
      lines = g_strsplit (export.out, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        if (g_str_has_suffix (lines[i], " reached"))
          {
            g_assert_nonnull (strstr (lines[i], " depth:"));
            reached++;
          }
      g_assert_cmpuint (reached, ==, 14);
    }
  }
  /* unmark: the 14 marks cleared, the values kept (export the same but
   * for "reached"); deepen checks all 14 again. */
  {
    g_auto(Run) before = { 0 };
    g_auto(Run) run = { 0 };
    g_auto(Run) stats = { 0 };
    g_auto(Run) after = { 0 };
    g_auto(Run) again = { 0 };
    g_auto(GStrv) lines = NULL;
    GString *unmarked = g_string_new (NULL);

    run_cli (&before, NULL, "book", "export", "--book", path, NULL);
    run_cli (&run, NULL, "book", "unmark", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, ": the marks of 14 leaves cleared; "));
    run_cli (&stats, NULL, "book", "stats", "--book", path, NULL);
    g_assert_nonnull (strstr (stats.out, "\nsearched past the engine’s measured reach: 0 of the 14 leaves not solved\n"));
    run_cli (&after, NULL, "book", "export", "--book", path, NULL);
    lines = g_strsplit (before.out, "\n", -1);
    for (guint i = 0; lines[i] != NULL; i++)
      {
        if (i > 0)
          g_string_append_c (unmarked, '\n');
        if (g_str_has_suffix (lines[i], " reached"))
          g_string_append_len (unmarked, lines[i], strlen (lines[i]) - strlen (" reached"));
        else
          g_string_append (unmarked, lines[i]);
      }
    g_assert_cmpstr (after.out, ==, unmarked->str);
    g_string_free (unmarked, TRUE);
    run_cli (&again, NULL, "book", "deepen", path, "--depth", "3", "--exact",
             "0", "--reach", "0.01", "--margin", "1", NULL);
    g_assert_cmpint (again.status, ==, 0);
    g_assert_nonnull (strstr (again.out, "\nleaves checked: 14, "));
  }
  /* learn into the user's book, made in $XDG_DATA_HOME/sakiyomi: a
   * record and a --line, both leaving the shipped book at once (the first
   * legal move, a1 first, at each ply). */
  g_assert_true (g_file_set_contents (game, "# Sakiyomi reversi\nd3 c3 b3 b2\n", -1, NULL));
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "book", "learn", "--depth", "2", "--exact", "0",
             game, "--line", "d3c3b3b2b1a1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_file_test (user, G_FILE_TEST_EXISTS));
    book = sky_reversi_book_load (user, SKY_REVERSI_BOOK_MAX_BYTES, NULL);
    g_assert_nonnull (book);
    g_assert_nonnull (strstr (run.out, "positions added"));
    g_assert_nonnull (strstr (run.err, "--line: 7 of 7 positions learnt"));
    /* d3c3b3b2b1 and its 5 or more moves are new. */
    g_assert_cmpuint (sky_reversi_book_size (book), >=, 6);
  }
  /* The engine's book (no shipped position is lost) shows the user's. */
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "book", "show", "--line", "d3c3b3b2b1a1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_null (strstr (run.out, "not in the book"));
    g_assert_null (strstr (run.out, "leaves the book"));
  }
  /* Learnt again: nothing new. */
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "book", "learn", "--depth", "2", "--exact", "0",
             "--line", "d3c3b3b2b1a1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\n0 positions added"));
  }

  /* Errors: exit 2 and a message naming the problem. */
  {
    static const char *const bad[][8] = {
      { "book", NULL },
      { "book", "frobnicate", NULL },
      { "book", "build", NULL },
      { "book", "build", "-o", "@PATH", NULL },
      { "book", "build", "-o", "@NEW", "--depth", "0", NULL },
      { "book", "build", "-o", "@NEW", "--plies", "x", NULL },
      { "book", "extend", NULL },
      { "book", "extend", "@GAME", NULL },
      { "book", "show", "--book", "@PATH", "--line", "a1", NULL },
      { "book", "learn", "--book", "@NEW", NULL },
      { "book", "learn", "--book", "@NEW", "--line", "f5f5", NULL },
      { "analyze", "reversi", "--player", "minimax:engine=yes,book=maybe", NULL },
      { "analyze", "reversi", "--player", "minimax:engine=yes,variety=65", NULL },
      { "analyze", "reversi", "--player", "minimax:variety=2", NULL },
      { "book", "build", "-o", "@NEW", "--reach", "0", NULL },
      { "book", "extend", "@PATH", "--threads", "0", NULL },
      { "book", "stats", "--book", "@GAME", NULL },
      { "book", "stats", "extra", NULL },
      { "book", "deepen", NULL },
      { "book", "unmark", NULL },
      { "book", "unmark", "@PATH", "@GAME", NULL },
    };
    static const char *const says[] = {
      "Usage", "unknown command", "--output", "exists already", "--depth",
      "--plies", "missing", "not a valid opening book", "a1", "no game",
      "--line: line 1: move 2 (f5)",
      "book must be yes or no", "variety", "needs engine=yes", "--reach",
      "--threads", "not a valid opening book", "unexpected argument “extra”",
      "book deepen: the book FILE is missing",
      "book unmark: the book FILE is missing",
      "book unmark: one book FILE at a time",
    };
    g_autofree char *fresh = g_build_filename (dir, "new.skb", NULL);

    for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_auto(Run) run = { 0 };
        const char *args[8] = { 0 };

        for (int k = 0; bad[i][k] != NULL; k++)
          args[k] = strcmp (bad[i][k], "@PATH") == 0 ? path
                    : strcmp (bad[i][k], "@NEW") == 0 ? fresh
                    : strcmp (bad[i][k], "@GAME") == 0 ? game : bad[i][k];
        run_cli (&run, NULL, args[0], args[1], args[2], args[3], args[4],
                 args[5], args[6], NULL);
        g_assert_cmpint (run.status, ==, 2);
        if (strstr (run.err, says[i]) == NULL)
          g_error ("case %zu: “%s” not in: %s", i, says[i], run.err);
      }
    g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
  }

  g_unlink (user);
  {
    g_autofree char *sub = g_path_get_dirname (user);

    g_rmdir (sub);
  }
  g_unlink (game);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/book/symmetry", test_symmetry);
  g_test_add_func ("/book/counts", test_counts);
  g_test_add_func ("/book/negamax-equals-search", test_negamax_equals_search);
  g_test_add_func ("/book/width", test_width);
  g_test_add_func ("/book/threads", test_threads);
  g_test_add_func ("/book/reach", test_reach);
  g_test_add_func ("/book/deepen", test_deepen);
  g_test_add_func ("/book/learn-exact", test_learn_exact);
  g_test_add_func ("/book/file", test_file);
  g_test_add_func ("/book/choose", test_choose);
  g_test_add_func ("/book/merge", test_merge);
  g_test_add_func ("/book/play", test_play);
  g_test_add_func ("/book/learn-user", test_learn_user);
  g_test_add_func ("/book/cli", test_cli);
  return g_test_run ();
}
