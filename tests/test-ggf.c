/* test-ggf.c: GGF games as GGS, Edax and NBoard write them (ggf.h), files
 * of many games (record-collection.h), and our own GGF read back. */
#include "config.h"

#include <string.h>

#include "ggf.h"
#include "record-collection.h"
#include "player.h"
#include "reversi.h"
#include "selfplay.h"

#define STANDARD_COMPACT "8 ---------------------------O*------*O--------------------------- *"
#define STANDARD_SPACED "8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *"

static SkyPosition *
standard_start (void)
{
  return sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                           &(SkyGameSetup) { 0, FALSE });
}

static void
assert_same_moves (const SkyRecord *a, const SkyRecord *b)
{
  g_autofree char *start_a = NULL, *start_b = NULL;

  g_assert_cmpuint (sky_record_get_n_moves (a), ==, sky_record_get_n_moves (b));
  for (guint i = 0; i < sky_record_get_n_moves (a); i++)
    g_assert_cmpint (sky_record_get_move (a, i), ==, sky_record_get_move (b, i));
  start_a = sky_record_get_game (a)->position_to_string (sky_record_get_start (a));
  start_b = sky_record_get_game (b)->position_to_string (sky_record_get_start (b));
  g_assert_cmpstr (start_a, ==, start_b);
  g_assert_cmpint (sky_record_get_start (a)->to_move, ==,
                   sky_record_get_start (b)->to_move);
}

static SkyRecordCollection *
open_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "ggf", name, NULL);
  g_autoptr(GError) error = NULL;
  SkyRecordCollection *collection = sky_record_collection_new_from_file (path, NULL,
                                                                         NULL, NULL,
                                                                         &error);

  g_assert_no_error (error);
  g_assert_nonnull (collection);
  return collection;
}

static SkyRecordCollection *
collection_from_text (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return sky_record_collection_new_from_bytes (bytes, NULL, NULL, NULL, NULL,
                                               error);
}

/* One game as NBoard sends it in "set game": compact BO, moves with
 * /eval/time. */
static void
test_compact_board (void)
{
  static const char ggf[] =
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]"
    "RE[?]TI[15:00]TY[8]BO[" STANDARD_COMPACT "]"
    "B[F5//1.23]W[F6]B[E6/-0.5/3]W[F4];)";
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = sky_record_from_ggf (ggf, &error);
  g_autoptr(SkyPosition) expected = standard_start ();

  g_assert_no_error (error);
  g_assert_true (sky_reversi_play_record (expected, "f5f6e6f4", NULL, NULL));
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 4);
  g_assert_cmpuint (sky_reversi_discs (sky_record_get_end (record), SKY_SIDE_FIRST), ==,
                    sky_reversi_discs (expected, SKY_SIDE_FIRST));
  g_assert_cmpstr (sky_record_get_tag (record, "Black"), ==, "./mEdax");
  g_assert_cmpstr (sky_record_get_tag (record, "White"), ==, "chris");
  /* RE[?]: no result. */
  g_assert_null (sky_record_get_tag (record, "Result"));
  g_assert_cmpstr (sky_record_get_tag (record, "Date"), ==, "2014-02-21 20:52:27 GMT");
  g_assert_cmpstr (sky_record_get_tag (record, "Place"), ==, "NBoard");
  g_assert_cmpstr (sky_record_get_tag (record, "Clock"), ==, "15:00");
}

/* The spaced BO that GGS, Edax and the Java NBoard write, lower-case
 * moves. */
static void
test_spaced_board (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) spaced = sky_record_from_ggf ("(;GM[Othello]BO[" STANDARD_SPACED "]"
                                                     "B[f5]W[D6]B[c3//0.01];)", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_n_moves (spaced), ==, 3);
  g_assert_cmpint (sky_record_get_move (spaced, 1), ==, SKY_REVERSI_SQUARE (3, 5));
}

/* Every game our writer makes from a game with passes reads back the same,
 * with passes as PA, pass or left out. */
static void
test_passes_written (void)
{
  g_autoptr(SkyPosition) pos = standard_start ();
  g_autoptr(SkyRecord) record = NULL;
  g_autofree char *ggf = NULL;
  g_auto(GStrv) pieces = NULL;
  g_autofree char *with_pass = NULL, *left_out = NULL;
  GRand *rand = g_rand_new_with_seed (4);
  gboolean passed = FALSE;

  /* Random games until one has a pass. */
  while (!passed)
    {
      g_clear_pointer (&record, sky_record_free);
      g_clear_pointer (&pos, sky_position_free);
      pos = standard_start ();
      record = sky_record_new (pos);
      while (!sky_position_is_over (sky_record_get_end (record)))
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = sky_position_legal_moves (sky_record_get_end (record), moves);
          SkyMove move = moves[g_rand_int_range (rand, 0, n)];

          passed |= move == SKY_MOVE_PASS;
          g_assert_true (sky_record_append (record, move, NULL));
        }
    }
  g_rand_free (rand);
  ggf = sky_record_to_ggf (record);
  g_assert_nonnull (strstr (ggf, "[PA]"));
  pieces = g_strsplit (ggf, "[PA]", -1);
  with_pass = g_strjoinv ("[pass]", pieces);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyRecord) back = sky_record_from_ggf (i == 0 ? ggf : with_pass, &error);

      g_assert_no_error (error);
      assert_same_moves (record, back);
    }
  /* A file that leaves a pass out: the pass is put back. */
  {
    GString *out = g_string_new (NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(SkyRecord) back = NULL;

    for (const char *p = ggf; *p != '\0'; p++)
      if ((p[0] == 'B' || p[0] == 'W') && g_str_has_prefix (p + 1, "[PA]")
          && p[5] != ';')
        p += 4;
      else
        g_string_append_c (out, *p);
    left_out = g_string_free (out, FALSE);
    back = sky_record_from_ggf (left_out, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (sky_record_get_n_moves (back), ==, sky_record_get_n_moves (record));
  }
}

static void
test_errors (void)
{
  static const struct {
    const char *ggf;
    const char *message;
  } cases[] = {
    { "GM[Othello]", "GGF: line 1: “GM[Othello]” is not the start of a GGF game “(;”" },
    { "(;GM[Othello]B[F5]", "GGF: line 1: the game is not closed with “;)”" },
    { "(;GM[Chess];)", "GGF: GM[Chess]: only Othello games are supported" },
    { "(;GM[Othello]TY[10];)", "GGF: TY[10]: only the 8×8 board is supported" },
    { "(;GM[Othello]TY[8q];)", "GGF: TY: “8q” is not a GGS game type ([s]8[k][r<n>][a][b|w])" },
    { "(;GM[Othello]TY[8a];)", "GGF: anti-reversi (TY[8a]) is not supported" },
    { "(;GM[Othello]TY[s8r20a];)", "GGF: anti-reversi (TY[s8r20a]) is not supported" },
    { "(;GM[Othello]B[Z9];)", "GGF: move 1 (B[Z9]): “Z9” is not a square or PA" },
    { "(;GM[Othello]B[F5]B[D6];)", "GGF: move 2 (B[D6]): it is white’s turn" },
    { "(;GM[Othello]B[F5]W[A1//3.0];)",
      "GGF: move 2 (W[A1]) is illegal in this position (a1 is not legal: it turns over no discs)" },
    { "(;GM[Othello]BO[8 --- *];)",
      "GGF: BO: the board has 3 squares and the side to move, not 64 and one" },
    { "(;GM[Othello]BO[10 --- *];)", "GGF: BO[10 --- *]: only the 8×8 board is supported" },
    { "(;GM[Othello]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------Z *];)",
      "GGF: BO: square 64 is “Z”, not “*”, “O” or “-”" },
    { "(;GM[Othello]BO[" STANDARD_SPACED "]BO[" STANDARD_SPACED "];)", "GGF: BO is given twice" },
    { "(;GM[Othello]B F5;)", "GGF: “B F5;)” is not a property NAME[value]" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyRecord) record = sky_record_from_ggf (cases[i].ggf, &error);

      g_test_message ("%s", cases[i].ggf);
      g_assert_null (record);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* Either form, told apart by the GGF opening "(;". */
static void
test_from_any (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) ggf = sky_record_from_any (" \n(;GM[Othello]TY[8]"
                                                  "BO[" STANDARD_COMPACT "]"
                                                  "B[F5]W[F6];)", &error);
  g_autoptr(SkyRecord) text = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_n_moves (ggf), ==, 2);
  text = sky_record_from_any ("# Sakiyomi reversi\nf5f6\n", &error);
  g_assert_no_error (error);
  assert_same_moves (ggf, text);
  g_assert_null (sky_record_from_any ("(;GM[Chess];)", &error));
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED);
}

/* GGS archive lines: the count before each line, a komi game, a resigned
 * result with its suffix, a random start. */
static void
test_ggs_archive (void)
{
  g_autoptr(SkyRecordCollection) collection = open_fixture ("ggs-archive.ggf");
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 3);
  g_assert_cmpstr (sky_record_collection_get_format (collection), ==, "GGF");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Black"), ==, "Saio1200");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "White"), ==, "Saio3000");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Clock"), ==, "05:00//02:00");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Place"), ==, "GGS/os");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 1, "Result"), ==, "-40.00:r");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 1, "Date"), ==,
                   "2003.12.15_14:02:11.MST");
  /* The random start has no opening's name. */
  g_assert_null (sky_record_collection_get_summary (collection, 2, "Opening"));
  g_assert_null (sky_record_collection_get_summary (collection, 0, "Nothing"));
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(SkyRecord) record = sky_record_collection_get_record (collection, i, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (sky_record_get_tag (record, "Black"), ==,
                       sky_record_collection_get_summary (collection, i, "Black"));
      if (i != 1)
        g_assert_true (sky_position_is_over (sky_record_get_end (record)));
    }
  {
    g_autoptr(SkyRecord) random_start = sky_record_collection_get_record (collection, 2, NULL);

    g_assert_cmpint (sky_reversi_empties (sky_record_get_start (random_start)), ==, 48);
  }
}

/* A synchro line: two games from one random start. */
static void
test_synchro (void)
{
  g_autoptr(SkyRecordCollection) collection = open_fixture ("ggs-synchro.ggf");
  g_autoptr(SkyRecord) first = NULL, second = NULL;
  g_autofree char *start_a = NULL, *start_b = NULL;

  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 2);
  first = sky_record_collection_get_record (collection, 0, NULL);
  second = sky_record_collection_get_record (collection, 1, NULL);
  g_assert_nonnull (first);
  g_assert_nonnull (second);
  g_assert_cmpstr (sky_record_get_tag (first, "Black"), ==, sky_record_get_tag (second, "White"));
  start_a = sky_record_get_game (first)->position_to_string (sky_record_get_start (first));
  start_b = sky_record_get_game (second)->position_to_string (sky_record_get_start (second));
  g_assert_cmpstr (start_a, ==, start_b);
}

/* An anti game stays listed, and is refused when it is chosen. */
static void
test_anti (void)
{
  g_autoptr(SkyRecordCollection) collection = open_fixture ("ggs-anti.ggf");
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 1);
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Black"), ==, "loser");
  g_assert_null (sky_record_collection_get_record (collection, 0, &error));
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED);
  g_assert_cmpstr (error->message, ==, "game 1: anti-reversi (TY[8a]) is not supported");
}

static void
test_edax_nboard_three (void)
{
  static const char *const names[] = { "edax.ggf", "nboard.ggf", "three-games.ggf" };
  static const guint n_games[] = { 1, 1, 3 };

  for (gsize f = 0; f < G_N_ELEMENTS (names); f++)
    {
      g_autoptr(SkyRecordCollection) collection = open_fixture (names[f]);

      g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, n_games[f]);
      for (guint i = 0; i < n_games[f]; i++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(SkyRecord) record = sky_record_collection_get_record (collection, i, &error);

          g_assert_no_error (error);
          g_assert_cmpuint (sky_record_get_n_moves (record), >, 0);
        }
    }
  {
    g_autoptr(SkyRecordCollection) three = open_fixture ("three-games.ggf");

    g_assert_cmpstr (sky_record_collection_get_summary (three, 1, "Black"), ==, "Carol");
    g_assert_cmpstr (sky_record_collection_get_summary (three, 2, "White"), ==, "Frank");
  }
  {
    g_autoptr(SkyRecordCollection) edax = open_fixture ("edax.ggf");
    g_autoptr(SkyRecord) record = sky_record_collection_get_record (edax, 0, NULL);

    g_assert_cmpstr (sky_record_get_tag (record, "Place"), ==, "Edax");
    g_assert_true (sky_position_is_over (sky_record_get_end (record)));
  }
}

/* Broken games stay listed; get_record names the game. */
static void
test_collection_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecordCollection) collection = collection_from_text (
    "1 (;GM[Othello]PB[a]B[f5]W[d6]B[C3//1]W[d3]B[c4];)\n"
    "1 (;GM[Othello]PB[b]BO[8 ---- *]B[f5];)\n", &error);
  g_autoptr(SkyRecordCollection) bad = NULL;
  g_autoptr(SkyRecord) record = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 2);
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 1, "Black"), ==, "b");
  g_assert_null (sky_record_collection_get_record (collection, 1, &error));
  g_assert_cmpstr (error->message, ==,
                   "game 2: BO: the board has 4 squares and the side to move, not 64 and one");
  g_clear_error (&error);

  /* An opening is named from the moves alone. */
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Opening"), ==, "Tiger");

  bad = collection_from_text ("(;GM[Othello]B[f5];)\nhello\n", &error);
  g_assert_null (bad);
  g_assert_cmpstr (error->message, ==,
                   "GGF: line 2: “hello” is not the start of a GGF game “(;”");
  g_clear_error (&error);

  /* A BOM before a GGF game, and our own text form, one game. */
  g_clear_pointer (&collection, sky_record_collection_free);
  collection = collection_from_text ("\xEF\xBB\xBF(;GM[Othello]B[f5];)", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 1);
  g_clear_pointer (&collection, sky_record_collection_free);
  collection = collection_from_text ("# Sakiyomi reversi\n# Black: Me\nf5d6c3d3c4\n", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 1);
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Black"), ==, "Me");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Opening"), ==, "Tiger");
  record = sky_record_collection_get_record (collection, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 5);

  g_clear_pointer (&collection, sky_record_collection_free);
  collection = collection_from_text ("(;GM[Othello]B[f5]", &error);
  g_assert_null (collection);
  g_assert_cmpstr (error->message, ==, "GGF: line 1: the game is not closed with “;)”");
  g_clear_error (&error);

  {
    static const char binary[] = "\xff\xfe\x00junk";
    g_autoptr(GBytes) bytes = g_bytes_new (binary, sizeof binary);

    g_assert_null (sky_record_collection_new_from_bytes (bytes, NULL, NULL, NULL, NULL, &error));
    g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
  }
}

static void
progress_seen (double fraction, gpointer user_data)
{
  double *last = user_data;

  g_assert_cmpfloat (fraction, >=, *last);
  *last = fraction;
}

/* Progress runs to 1; a cancelled read stops with G_IO_ERROR_CANCELLED. */
static void
test_progress_cancel (void)
{
  GString *text = g_string_new (NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecordCollection) collection = NULL;
  double last = 0;

  for (int i = 0; i < 5000; i++)
    g_string_append_printf (text, "1 (;GM[Othello]PB[p%d]B[f5]W[d6];)\n", i);
  bytes = g_string_free_to_bytes (text);
  collection = sky_record_collection_new_from_bytes (bytes, NULL, NULL, progress_seen,
                                                     &last, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 5000);
  g_assert_cmpfloat (last, ==, 1.0);
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 4999, "Black"), ==, "p4999");
  g_cancellable_cancel (cancellable);
  g_assert_null (sky_record_collection_new_from_bytes (bytes, NULL, cancellable, NULL, NULL,
                                                       &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* Reversi records read back from our own GGF give the same game: the
 * recorded seed 004 games and seeded random games from set-up starts. */
static void
assert_ggf_round_trip (const SkyRecord *record)
{
  g_autofree char *ggf = sky_record_to_ggf (record);
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) back = sky_record_from_ggf (ggf, &error);

  g_assert_no_error (error);
  g_assert_nonnull (strstr (ggf, "GM[Othello]"));
  g_assert_nonnull (strstr (ggf, "TY[8]"));
  assert_same_moves (record, back);
  for (const char *const *key = (const char *const[]) { "Black", "White", "Date", NULL };
       *key != NULL; key++)
    g_assert_cmpstr (sky_record_get_tag (back, *key), ==, sky_record_get_tag (record, *key));
}

static void
test_round_trip (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "reversi-seed004-games.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GRand *rand = g_rand_new_with_seed (20);
  guint n_games = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_autoptr(SkyRecord) record = NULL;
      g_autoptr(GError) error = NULL;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], " ", 3);
      record = sky_record_from_string (fields[2], &error);
      g_assert_no_error (error);
      sky_record_set_tag (record, "Black", "Seed [004] \\ black");
      sky_record_set_tag (record, "Date", "2026-11-27");
      assert_ggf_round_trip (record);
      n_games++;
    }
  /* Seeded random games, some from a set-up start with White to move. */
  for (int g = 0; g < 40; g++)
    {
      g_autoptr(SkyPosition) start = standard_start ();
      g_autoptr(SkyRecord) record = NULL;
      int setup = g_rand_int_range (rand, 0, 12);

      for (int k = 0; k < setup; k++)
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = sky_position_legal_moves (start, moves);

          sky_position_play (start, moves[g_rand_int_range (rand, 0, n)]);
        }
      record = sky_record_new (start);
      sky_record_set_tag (record, "White", "random");
      while (!sky_position_is_over (sky_record_get_end (record)))
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = sky_position_legal_moves (sky_record_get_end (record), moves);

          g_assert_true (sky_record_append (record, moves[g_rand_int_range (rand, 0, n)],
                                            NULL));
        }
      if (g % 4 == 0)
        sky_record_truncate (record, sky_record_get_n_moves (record) / 2);
      assert_ggf_round_trip (record);
      n_games++;
    }
  /* Seeded self-play games: minimax at depth 2 against the priority table
   * and the random opponent, each side first. */
  for (int g = 0; g < 4; g++)
    {
      g_autoptr(SkyPosition) pos = standard_start ();
      g_autoptr(SkyRecord) record = sky_record_new (pos);
      g_autoptr(GRand) seeded = g_rand_new_with_seed (g);
      SkyStrength minimax, other;
      SkySelfplayGame game;

      sky_strength_init_default (&minimax, SKY_PLAYER_MINIMAX, SKY_GAME_REVERSI);
      minimax.depth = 2;
      minimax.threads = 1;
      sky_strength_init_default (&other, g < 2 ? SKY_PLAYER_PRIORITY : SKY_PLAYER_RANDOM,
                                 SKY_GAME_REVERSI);
      g_assert_true (sky_selfplay_game (pos, g % 2 ? &minimax : &other,
                                        g % 2 ? &other : &minimax, seeded, NULL,
                                        &game, NULL));
      for (int i = 0; i < game.n_moves; i++)
        g_assert_true (sky_record_append (record, game.moves[i], NULL));
      g_assert_true (sky_position_is_over (sky_record_get_end (record)));
      assert_ggf_round_trip (record);
      n_games++;
    }
  g_rand_free (rand);
  g_assert_cmpuint (n_games, ==, 74);
}

/* The writer: spaced BO, players, result, date. */
static void
test_write (void)
{
  g_autoptr(SkyRecord) record = sky_record_from_string ("# Sakiyomi reversi\n"
                                                        "# Black: You\n"
                                                        "# White: minimax, depth 6\n"
                                                        "# Date: 2026-11-27\n"
                                                        "f5d6\n", NULL);
  g_autofree char *ggf = sky_record_to_ggf (record);
  g_autoptr(SkyRecord) tictactoe = sky_record_from_string ("# Sakiyomi tictactoe\nb2\n", NULL);

  g_assert_cmpstr (ggf, ==,
                   "(;GM[Othello]DT[2026-11-27]PB[You]PW[minimax, depth 6]TY[8]RE[?]"
                   "BO[" STANDARD_SPACED "]B[F5]W[D6];)\n");
  g_assert_null (sky_record_to_ggf (tictactoe));
}

/* Lossless GGF ------------------------------------------------------------ */

typedef struct {
  GHashTable *values;       /* property name -> unescaped value (the last) */
  guint n_moves, n_noted;   /* B/W properties, those with "/eval/time" */
} Properties;

static gboolean
gather_property (const char *name, gsize name_length, const char *value,
                 gsize value_length, gpointer user_data)
{
  Properties *properties = user_data;

  if (name_length == 1 && (name[0] == 'B' || name[0] == 'W'))
    {
      const char *slash = memchr (value, '/', value_length);

      properties->n_moves++;
      /* A note is there when "/eval/time" is more than slashes. */
      if (slash != NULL)
        for (const char *p = slash; p < value + value_length; p++)
          if (*p != '/' && !g_ascii_isspace (*p))
            {
              properties->n_noted++;
              break;
            }
    }
  else
    g_hash_table_insert (properties->values, g_strndup (name, name_length),
                         sky_ggf_tag_value (name, name_length, value,
                                            value_length));
  return TRUE;
}

static void
gather (const char *game, gsize length, Properties *properties)
{
  properties->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                              g_free);
  properties->n_moves = properties->n_noted = 0;
  g_assert_true (sky_ggf_foreach_property (game, length, gather_property,
                                           properties, NULL));
}

static guint
count_noted (const SkyRecord *record)
{
  guint n = 0;

  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    if (sky_record_get_move_eval (record, i) != NULL
        || sky_record_get_move_time (record, i) != NULL)
      n++;
  return n;
}

static void
assert_same_notes_and_tags (const SkyRecord *a, const SkyRecord *b)
{
  const char *const *keys_a = sky_record_get_tag_keys (a);
  const char *const *keys_b = sky_record_get_tag_keys (b);

  assert_same_moves (a, b);
  for (guint i = 0; i < sky_record_get_n_moves (a); i++)
    {
      g_assert_cmpstr (sky_record_get_move_eval (a, i), ==, sky_record_get_move_eval (b, i));
      g_assert_cmpstr (sky_record_get_move_time (a, i), ==, sky_record_get_move_time (b, i));
    }
  g_assert_cmpuint (g_strv_length ((char **) keys_a), ==, g_strv_length ((char **) keys_b));
  for (guint k = 0; keys_a[k] != NULL; k++)
    g_assert_cmpstr (sky_record_get_tag (a, keys_a[k]), ==, sky_record_get_tag (b, keys_a[k]));
}

/* One game of a file read, written and read again: the same moves, start,
 * notes and tags, the same text when written again, and every property of
 * the source (but those that say nothing, PB[?]) written with its value as
 * read.  Returns FALSE if the reader refuses the game as unsupported. */
static gboolean
assert_lossless (const char *game, gsize length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = sky_ggf_read_game (game, length, &error);
  g_autoptr(SkyRecord) back = NULL;
  g_autofree char *ggf = NULL, *again = NULL;
  Properties source, written;
  GHashTableIter iter;
  gpointer name, value;

  if (g_error_matches (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED))
    return FALSE;
  g_assert_no_error (error);
  ggf = sky_record_to_ggf (record);
  back = sky_record_from_ggf (ggf, &error);
  g_assert_no_error (error);
  assert_same_notes_and_tags (record, back);
  again = sky_record_to_ggf (back);
  g_assert_cmpstr (again, ==, ggf);

  gather (game, length, &source);
  gather (ggf, strlen (ggf), &written);
  g_hash_table_iter_init (&iter, source.values);
  while (g_hash_table_iter_next (&iter, &name, &value))
    if (value != NULL && strcmp (name, "GM") != 0 && strcmp (name, "BO") != 0)
      {
        if (g_test_verbose () && g_strcmp0 (g_hash_table_lookup (written.values, name), value) != 0)
          g_printerr ("%s: %s\n", (char *) name, ggf);
        g_assert_cmpstr (g_hash_table_lookup (written.values, name), ==, value);
      }
  /* Every move's note kept (a pass GGF left out comes back without one). */
  g_assert_cmpuint (written.n_noted, ==, source.n_noted);
  g_assert_cmpuint (count_noted (record), ==, source.n_noted);
  g_assert_cmpuint (written.n_moves, >=, source.n_moves);
  g_hash_table_unref (source.values);
  g_hash_table_unref (written.values);
  return TRUE;
}

/* Every game of every fixture, the real ones (real-*.ggf, README.md says
 * where each comes from) and those made in their shape. */
static void
test_lossless_files (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "ggf", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n_files = 0, n_real = 0, n_games = 0, n_refused = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autofree char *text = NULL;
      gsize size, offset = 0, start, length;
      guint line = 1;
      g_autoptr(GError) error = NULL;

      if (!g_str_has_suffix (name, ".ggf"))
        continue;
      n_files++;
      n_real += g_str_has_prefix (name, "real-");
      g_assert_true (g_file_get_contents (path, &text, &size, NULL));
      while (sky_ggf_next_game (text, size, &offset, &line, &start, &length, &error))
        {
          n_games++;
          if (!assert_lossless (text + start, length))
            n_refused++;
        }
      g_assert_no_error (error);
    }
  g_assert_cmpuint (n_files, ==, 11);
  g_assert_cmpuint (n_real, ==, 5);
  /* The anti game and the 4×4 game are refused for play. */
  g_assert_cmpuint (n_games, ==, 22);
  g_assert_cmpuint (n_refused, ==, 2);
}

/* Game number of a fixture, written as GGF. */
static char *
write_fixture_game (const char *file, guint number, SkyRecord **record_out)
{
  g_autoptr(SkyRecordCollection) collection = open_fixture (file);
  g_autoptr(GError) error = NULL;
  SkyRecord *record = sky_record_collection_get_record (collection, number, &error);
  char *ggf;

  g_assert_no_error (error);
  ggf = sky_record_to_ggf (record);
  if (record_out != NULL)
    *record_out = record;
  else
    sky_record_free (record);
  return ggf;
}

/* What was lost before: each a real game, each failing on the old writer. */
static void
test_lossless_regressions (void)
{
  g_autofree char *synchro = write_fixture_game ("real-othello-synchro.ggf", 0, NULL);
  g_autofree char *saio = write_fixture_game ("real-novello-ggs.ggf", 0, NULL);
  g_autofree char *white_first = write_fixture_game ("real-novello-ggs.ggf", 2, NULL);
  g_autofree char *resigned = write_fixture_game ("ggs-archive.ggf", 1, NULL);
  SkyRecord *komi_record = NULL;
  g_autofree char *komi = write_fixture_game ("real-novello-ggs.ggf", 1, &komi_record);

  /* TY as read, not TY[8]. */
  g_assert_nonnull (strstr (synchro, "TY[s8r18]"));
  g_assert_nonnull (strstr (white_first, "TY[s8r19]"));
  /* A komi game: its type, bids, komi and result (the board's +8 less the
   * komi -0.5), not an ordinary game's +8.00. */
  g_assert_nonnull (strstr (komi, "TY[8k]KB[e6//0.90]KW[f5/-1.00]KM[-0.500]RE[+8.500]"));
  g_assert_cmpstr (sky_record_get_tag (komi_record, "Komi"), ==, "-0.500");
  g_assert_cmpstr (sky_record_get_tag (komi_record, "Result"), ==, "+8.500");
  /* The window keeps the game's own result where it agrees with the
   * board; without it (a game the window exports with "36-28"), the komi
   * still counts. */
  g_assert_true (sky_ggf_result_agrees (komi_record));
  sky_record_set_tag (komi_record, "Result", "36-28");
  g_assert_false (sky_ggf_result_agrees (komi_record));
  {
    g_autofree char *exported = sky_record_to_ggf (komi_record);

    g_assert_nonnull (strstr (exported, "RE[+8.500]"));
  }
  sky_record_free (komi_record);
  /* RE to the precision read, with its suffix. */
  g_assert_nonnull (strstr (saio, "RE[+0.000]"));
  g_assert_nonnull (strstr (synchro, "RE[-10.000]"));
  g_assert_nonnull (strstr (resigned, "RE[-40.00:r]"));
  /* Ratings. */
  g_assert_nonnull (strstr (saio, "PB[Saio1200]PW[Saio3000]RB[2197.01]RW[2199.72]TI[05:00//02:00]"));
  /* Each move's evaluation and time; a move without stays bare. */
  g_assert_nonnull (strstr (komi, "B[E6//0.90]W[F4/-16.47/0.24]"));
  g_assert_nonnull (strstr (komi, "W[C3/-12.53]"));
  g_assert_nonnull (strstr (komi, "W[A1]B[B8//5.46]W[A8];)"));
  g_assert_nonnull (strstr (white_first, "BO[8 -------- -------- --OOO*-- -O*OO*-- --O*OO-- --O***-- --O*---- -------- O]W[B5/-8.00/91.89]"));
}

/* Edax's game with no result and unknown players (as its writer and its
 * manual show it: PB[?]PW[?]RE[-127.000]). */
static void
test_edax_unknown (void)
{
  static const char edax[] =
    "(;GM[othello]PC[Edax]PB[?]PW[?]RE[-127.000]BO[8 -------- -------- -------- "
    "---O*--- ---*O--- -------- -------- -------- *]B[F5]W[D6]B[C3]W[D3]B[C4];)\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = sky_record_from_ggf (edax, &error);
  g_autoptr(SkyRecordCollection) collection = collection_from_text (edax, &error);
  g_autofree char *ggf = NULL;

  g_assert_no_error (error);
  g_assert_null (sky_record_get_tag (record, "Black"));
  g_assert_null (sky_record_get_tag (record, "White"));
  g_assert_null (sky_record_get_tag (record, "Result"));
  g_assert_cmpstr (sky_record_get_tag (record, "Place"), ==, "Edax");
  g_assert_null (sky_record_collection_get_summary (collection, 0, "Black"));
  g_assert_null (sky_record_collection_get_summary (collection, 0, "White"));
  g_assert_null (sky_record_collection_get_summary (collection, 0, "Result"));
  ggf = sky_record_to_ggf (record);
  g_assert_cmpstr (ggf, ==,
                   "(;GM[Othello]PC[Edax]TY[8]RE[?]BO[" STANDARD_SPACED "]"
                   "B[F5]W[D6]B[C3]W[D3]B[C4];)\n");
  /* A real result of -127 cannot be: a written Result tag of -127 is none. */
  sky_record_set_tag (record, "Black", "?");
  sky_record_set_tag (record, "Result", "-127.000");
  g_free (ggf);
  ggf = sky_record_to_ggf (record);
  g_assert_null (strstr (ggf, "PB["));
  g_assert_nonnull (strstr (ggf, "RE[?]"));
}

/* Notes follow their moves through copy and truncate, and are checked. */
static void
test_notes (void)
{
  g_autoptr(SkyRecord) record = sky_record_from_ggf ("(;GM[Othello]BO[" STANDARD_SPACED "]"
                                                     "B[f5/1.39/2.5]W[d6//0.01]B[c3/ -2 ]W[d3];)",
                                                     NULL);
  g_autoptr(SkyRecord) copy = NULL;

  g_assert_nonnull (record);
  g_assert_cmpstr (sky_record_get_move_eval (record, 0), ==, "1.39");
  g_assert_cmpstr (sky_record_get_move_time (record, 0), ==, "2.5");
  g_assert_null (sky_record_get_move_eval (record, 1));
  g_assert_cmpstr (sky_record_get_move_time (record, 1), ==, "0.01");
  g_assert_cmpstr (sky_record_get_move_eval (record, 2), ==, "-2");
  g_assert_null (sky_record_get_move_time (record, 2));
  g_assert_null (sky_record_get_move_eval (record, 3));
  g_assert_true (sky_record_has_move_notes (record));
  copy = sky_record_copy (record);
  assert_same_notes_and_tags (record, copy);
  /* Undone and played again: the new moves have no notes. */
  sky_record_truncate (copy, 1);
  g_assert_true (sky_record_append (copy, sky_record_get_move (record, 1), NULL));
  g_assert_cmpstr (sky_record_get_move_eval (copy, 0), ==, "1.39");
  g_assert_null (sky_record_get_move_time (copy, 1));
  g_assert_false (sky_record_set_move_note (copy, 1, "a b", NULL));
  g_assert_false (sky_record_set_move_note (copy, 1, "1/2", NULL));
  g_assert_false (sky_record_set_move_note (copy, 1, "]", NULL));
  g_assert_false (sky_record_set_move_note (copy, 1, NULL,
                                            "123456789012345678901234567890123"));
  g_assert_true (sky_record_set_move_note (copy, 1, "+0.5", ""));
  g_assert_cmpstr (sky_record_get_move_eval (copy, 1), ==, "+0.5");
  g_assert_null (sky_record_get_move_time (copy, 1));
  sky_record_truncate (copy, 0);
  g_assert_false (sky_record_has_move_notes (copy));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ggf/compact-board", test_compact_board);
  g_test_add_func ("/ggf/spaced-board", test_spaced_board);
  g_test_add_func ("/ggf/passes-written", test_passes_written);
  g_test_add_func ("/ggf/errors", test_errors);
  g_test_add_func ("/ggf/from-any", test_from_any);
  g_test_add_func ("/ggf/write", test_write);
  g_test_add_func ("/ggf/round-trip", test_round_trip);
  g_test_add_func ("/ggf/lossless-files", test_lossless_files);
  g_test_add_func ("/ggf/lossless-regressions", test_lossless_regressions);
  g_test_add_func ("/ggf/edax-unknown", test_edax_unknown);
  g_test_add_func ("/ggf/notes", test_notes);
  g_test_add_func ("/collection/ggs-archive", test_ggs_archive);
  g_test_add_func ("/collection/synchro", test_synchro);
  g_test_add_func ("/collection/anti", test_anti);
  g_test_add_func ("/collection/edax-nboard-three", test_edax_nboard_three);
  g_test_add_func ("/collection/errors", test_collection_errors);
  g_test_add_func ("/collection/progress-cancel", test_progress_cancel);
  return g_test_run ();
}
