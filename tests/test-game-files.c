/* test-game-files.c: PGN and SGF for Othello (reversi-pgn.h,
 * reversi-sgf.h) read from the fixtures in tests/pgn and tests/sgf,
 * through the collection and sky_record_from_any: every move and tag
 * exact, each format told apart by its contents, and errors that name the
 * format and the line. */
#include "config.h"

#include <string.h>

#include "game-files.h"
#include "record-collection.h"
#include "reversi.h"
#include "reversi-pgn.h"
#include "reversi-sgf.h"

static const char kurnik_1[] =
  "f5d6c3d3c4f4f6f3e6e7d7g6f8f7h6c5b6e8d8c6c7b5e3c8b8f2a5d2g8b4a3a4b3c2"
  "g4g5h5h3b2a7a6a1h4h7g3a2d1c1e1f1e2h2b1g2a8b7h1g1h8g7";
static const char kurnik_2[] =
  "f5d6c3d3c4f4c5b3c2e3d2b4e2e6e7f3g4g3g5f2f1c1c7f6f7d7c6b5c8h5h6h4b6h7"
  "a5g6d1f8e8d8h2b8a2a3a4a7b1e1b2b7g2h1h3g1h8a1a6passa8passg8g7";

/* Every move of record, passes as "pass", run together. */
static char *
moves_of (const SkyRecord *record)
{
  GString *moves = g_string_new (NULL);

  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    {
      g_autofree char *move = sky_record_get_move_text (record, i);

      g_string_append (moves, move);
    }
  return g_string_free (moves, FALSE);
}

/* The record's tags as "Key=value;…" in the order they were set. */
static char *
tags_of (const SkyRecord *record)
{
  GString *tags = g_string_new (NULL);
  const char *const *keys = sky_record_get_tag_keys (record);

  for (guint i = 0; keys[i] != NULL; i++)
    g_string_append_printf (tags, "%s=%s;", keys[i],
                            sky_record_get_tag (record, keys[i]));
  return g_string_free (tags, FALSE);
}

static SkyRecordCollection *
read_fixture (const char *folder, const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, folder, name,
                                                 NULL);
  g_autoptr(GError) error = NULL;
  SkyRecordCollection *collection = sky_record_collection_new_from_file (path, NULL,
                                                                         NULL, NULL,
                                                                         &error);

  g_assert_no_error (error);
  g_assert_nonnull (collection);
  return collection;
}

static void
check_game (const SkyRecordCollection *collection, guint index,
            const char *moves, const char *tags)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = sky_record_collection_get_record (collection,
                                                                  index, &error);
  g_autofree char *read_moves = NULL;
  g_autofree char *read_tags = NULL;

  g_assert_no_error (error);
  read_moves = moves_of (record);
  read_tags = tags_of (record);
  g_assert_cmpstr (read_moves, ==, moves);
  g_assert_cmpstr (read_tags, ==, tags);
}

static SkyRecord *
read_text (const char *text, GError **error)
{
  return sky_record_from_any (text, error);
}

/* PlayOK's export: two games, passes "--", the result after the moves. */
static void
test_pgn_kurnik (void)
{
  g_autoptr(SkyRecordCollection) collection = read_fixture ("pgn", "kurnik.pgn");

  g_assert_cmpstr (sky_record_collection_get_format (collection), ==, "PGN");
  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 2);
  check_game (collection, 0, kurnik_1,
              "Site=kurnik;Date=2014-10-19;Black=t7m4o1k9a;White=ntwo;Result=37-27;"
              "Time=07:31:22;TimeControl=420;BlackElo=1159;"
              "WhiteElo=1246;Place=kurnik;");
  check_game (collection, 1, kurnik_2,
              "Site=kurnik;Date=2014-10-19;Black=ntwo;White=cosmostan;Result=37-27;"
              "Time=07:43:20;TimeControl=300;BlackElo=1226;"
              "WhiteElo=1228;Place=kurnik;");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 1, "Black"), ==, "ntwo");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 1, "Result"), ==, "37-27");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 1, "Date"), ==, "2014-10-19");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 1, "Place"), ==, "kurnik");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Opening"), ==, "Comp'Oth");
}

/* The WTHOR archive in PGN: no blank line, upper case, no result token. */
static void
test_pgn_wthor (void)
{
  g_autoptr(SkyRecordCollection) collection = read_fixture ("pgn", "wthor-1977.pgn");

  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 2);
  check_game (collection, 0,
              "f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8"
              "f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7passa7a8a1passg1g2h2h1",
              "Date=1977;Black=Inoue Hiroshi;White=Heiberg Thomas;Result=34-30;"
              "Place=World Championship - 1977;");
  check_game (collection, 1,
              "f5f6e6f4c3d6f3c5f7g5h6f8e7g6b6e8c6h4g4e3d7c4d2a6c7h3d3d8h5c8"
              "h2g3f2f1e1b5e2d1c1b1c2g1a5a4b3b4b7a3b2a1a2b8a8a7g8g7g2h1passh7",
              "Date=1977;Black=Woch Alan;White=Jacobs Carol;Result=16-48;"
              "Place=World Championship - 1977;");
}

/* Edax's PGN: two Date tags, "pass", the comment and result at the end. */
static void
test_pgn_edax (void)
{
  g_autoptr(SkyRecordCollection) collection = read_fixture ("pgn", "edax.pgn");

  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 2);
  check_game (collection, 0, kurnik_1,
              "Site=edax;Date=2026;Result=1-0;Place=edax;");
  check_game (collection, 1, kurnik_2,
              "Site=edax;Date=2026;Result=1-0;Place=edax;");
}

/* Move text alone, pasted: with a result, comments and variations. */
static void
test_pgn_move_text (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autofree char *moves = NULL;

  record = read_text ("1. f5 d6 2. c3 d3 3. c4 f4 4. f6 f3 5. e6 e7 6. d7 g6 7. f8 f7 8. h6 c5 9. b6\n"
                      "e8 10. d8 c6 11. c7 b5 12. e3 c8 13. b8 f2 14. a5 d2 15. g8 b4 16. a3 a4 17. b3\n"
                      "c2 18. g4 g5 19. h5 h3 20. b2 a7 21. a6 a1 22. h4 h7 23. g3 a2 24. d1 c1 25. e1\n"
                      "f1 26. e2 h2 27. b1 g2 28. a8 b7 29. h1 g1 30. h8 g7 37-27\n", &error);
  g_assert_no_error (error);
  moves = moves_of (record);
  g_assert_cmpstr (moves, ==, kurnik_1);
  /* The result token at the end is the game's result. */
  g_assert_cmpstr (sky_record_get_tag (record, "Result"), ==, "37-27");
  g_clear_pointer (&record, sky_record_free);
  g_clear_pointer (&moves, g_free);

  record = read_text ("1. f5 {the usual} d6 (1... f6 2. e6) 2. c3! $1 d3 ; to the line's end\n"
                      "3.c4 {? wins 40-24} 0-1\n", &error);
  g_assert_no_error (error);
  moves = moves_of (record);
  g_assert_cmpstr (moves, ==, "f5d6c3d3c4");
  g_assert_cmpstr (sky_record_get_tag (record, "Result"), ==, "0-1");
  g_clear_pointer (&record, sky_record_free);

  /* Lines of moves each ending in its result are a file of one game a
   * line, listed by their lines, not PGN. */
  {
    static const char lines[] = "f5d6c3d3c4f4 34-30\nf5f6e6f4e3 33-31\n";
    g_autoptr(GBytes) bytes = g_bytes_new_static (lines, sizeof lines - 1);
    g_autoptr(SkyRecordCollection) collection =
      sky_record_collection_new_from_bytes (bytes, NULL, NULL, NULL, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 2);
    g_assert_cmpstr (sky_record_collection_get_summary (collection, 1, "Line"), ==, "2");
    g_assert_cmpstr (sky_record_collection_get_summary (collection, 1, "Result"), ==, "33-31");
  }

  /* Sakiyomi's own transcript is not taken for PGN. */
  record = read_text ("f5d6c3d3c4\n", &error);
  g_assert_no_error (error);
  g_clear_pointer (&record, sky_record_free);

  record = read_text ("1. f5 d6 2. c3 d3\n3. z9 c4 37-27\n", &error);
  g_assert_null (record);
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==,
                   "PGN, line 2: move 5 (“z9”) is not a square: the moves are squares a1–h8 such as f5, and “--” or “pass”");
}

/* A start from FEN, Variant, errors with their lines. */
static void
test_pgn_tags_and_errors (void)
{
  static const struct {
    const char *text, *message;
  } errors[] = {
    { "[Event \"x\"]\n[Variant \"chess\"]\n\n1. e4 e5 *\n",
      "PGN, line 2: [Variant “chess”]: only Othello games are supported" },
    { "[Event \"x\"]\n[FEN \"8/8/8/3pP3/3Pp3/8/8 b\"]\n\n1. f5 *\n",
      "PGN, line 2: [FEN “8/8/8/3pP3/3Pp3/8/8 b”] is not a position (rows 8 to 1 of p for black, P for white and digits for empty squares, then b or w)" },
    { "[Event \"x\"]\n\n1. f5 d6\n2. c3 {not closed\n", "PGN, line 4: the comment “{” is not closed with “}”" },
    { "[Event \"x\"]\n\n1. f5 f5 *\n", "PGN, line 3: move 2 (“f5”) is illegal in this position (f5 is not legal: the square is taken)" },
    { "[Event \"x\"]\n\n1. f5 -- *\n", "PGN, line 3: move 2 (“--”) is a pass, but white has a move" },
    { "[Event \"x\"\n\n1. f5 *\n", "PGN, line 1: “[Event \"x\"” is not a tag [Name “value”]" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autofree char *moves = NULL;
  g_autofree char *tags = NULL;

  /* Edax's FEN of the position after f5 d6, black to move. */
  record = read_text ("[Event \"?\"]\n[Site \"edax\"]\n[Date \"2021.03.04\"]\n[Round \"3\"]\n"
                      "[Black \"A \\\"B\\\" C\"]\n[White \"?\"]\n[Result \"*\"]\n"
                      "[FEN \"8/8/3P4/3Ppp2/3Pp3/8/8/8 b - - 0 1\"]\n\n 1. c3 d3 *\n",
                      &error);
  g_assert_no_error (error);
  moves = moves_of (record);
  tags = tags_of (record);
  g_assert_cmpstr (moves, ==, "c3d3");
  g_assert_cmpstr (tags, ==, "Site=edax;Date=2021-03-04;Round=3;Black=A \"B\" C;Place=edax;");
  g_assert_cmpuint (sky_reversi_discs (sky_record_get_start (record), SKY_SIDE_FIRST), ==,
                    G_GUINT64_CONSTANT (1) << SKY_REVERSI_SQUARE (4, 3)
                    | G_GUINT64_CONSTANT (1) << SKY_REVERSI_SQUARE (5, 4)
                    | G_GUINT64_CONSTANT (1) << SKY_REVERSI_SQUARE (4, 4));
  g_clear_pointer (&record, sky_record_free);

  for (gsize i = 0; i < G_N_ELEMENTS (errors); i++)
    {
      g_clear_error (&error);
      record = read_text (errors[i].text, &error);
      g_assert_null (record);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, errors[i].message);
    }
}

/* Edax's SGF, one line and several, and the main line of a tree. */
static void
test_sgf (void)
{
  g_autoptr(SkyRecordCollection) edax = read_fixture ("sgf", "edax.sgf");
  g_autoptr(SkyRecordCollection) multiline = read_fixture ("sgf", "edax-multiline.sgf");
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autofree char *moves = NULL;
  g_autofree char *tags = NULL;

  g_assert_cmpstr (sky_record_collection_get_format (edax), ==, "SGF");
  g_assert_cmpuint (sky_record_collection_get_n_games (edax), ==, 1);
  check_game (edax, 0, kurnik_2,
              "Date=2014-10-19;Black=ntwo;White=cosmostan;Result=+10;Place=Edax;");
  check_game (multiline, 0, "f5d6c3d3c4", "Date=2026-10-07;Place=Edax;");
  g_assert_cmpstr (sky_record_collection_get_summary (multiline, 0, "Opening"), ==, "Tiger");

  record = read_text ("(;FF[4]GM[2]SZ[8]EV[Cup]PC[Tokyo]PB[a]PW[b]RE[W+4]\n"
                      ";B[fe];W[df](;B[cc];W[dc])(;B[ee]))", &error);
  g_assert_no_error (error);
  moves = moves_of (record);
  tags = tags_of (record);
  g_assert_cmpstr (moves, ==, "f5d6c3d3");
  g_assert_cmpstr (tags, ==, "Black=a;White=b;Result=-4;Place=Cup;Site=Tokyo;");
  g_clear_pointer (&record, sky_record_free);

  /* A set-up start, white to move. */
  record = read_text ("(;GM[2]AB[d5][e4][c3]AW[d4][e5]AE[c3]PL[W];W[f4])", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_start (record)->to_move, ==, SKY_SIDE_SECOND);
  g_clear_pointer (&record, sky_record_free);
}

static void
test_sgf_errors (void)
{
  static const struct {
    const char *text, *message;
  } errors[] = {
    { "(;FF[4]GM[1]SZ[19];B[pd];W[dp])", "SGF, line 1: GM[1] is a game of Go: only Othello games (GM[2]) are supported" },
    { "(;FF[4]GM[40];B[pd])", "SGF, line 1: GM[40]: only Othello games (GM[2]) are supported" },
    { "(;FF[4]GM[2]SZ[10]\n;B[pd])", "SGF, line 1: SZ[10]: only the 8×8 board is supported" },
    { "(;FF[4]GM[2]\n;B[f5]\n;B[d6])", "SGF, line 3: move 2 (B[d6]): it is white’s turn" },
    { "(;FF[4]GM[2]\n;B[f5]\n;W[z9])", "SGF, line 3: move 2 (W[z9]): “z9” is not a square such as f5, or PA" },
    { "(;FF[4]GM[2]\n;B[f5]\n;W[d6]", "SGF, line 1: the game is not closed with “)”" },
    { "(;FF[4]GM[2]\n;B[f5]\n;W[d6)", "SGF, line 3: a value “[” is not closed with “]”" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (errors); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SkyRecord) record = read_text (errors[i].text, &error);

      g_assert_null (record);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, errors[i].message);
    }
}

/* Which format a text is taken for. */
static void
test_detect (void)
{
  static const struct {
    const char *text;
    const SkyGameFileFormat *format;
  } cases[] = {
    { "(;FF[4]GM[2]B[f5];)", &sky_sgf_format },
    { "(;GM[2]PB[a];B[f5])", &sky_sgf_format },
    { "\xEF\xBB\xBF (;PB[a];B[f5];W[d6])", &sky_sgf_format },
    { "(;GM[Othello]PB[a]B[f5];)", NULL },
    { "(;GM[othello]PC[Edax]B[F5];)", NULL },
    { "[Event \"?\"]\n1. f5 *", &sky_pgn_format },
    { "  [ Site \"PlayOK\"]", &sky_pgn_format },
    { "1. f5 d6 37-27", &sky_pgn_format },
    { "f5 d6 {x}", &sky_pgn_format },
    { "f5d6c3", NULL },
    { "# Sakiyomi reversi\n# Result: 36-28\nf5d6 36-28", NULL },
    { "-------------------------XO------XXX------X--------------------- O", NULL },
    { "[not a tag]", NULL },
    { "1 (;GM[Othello]PB[{a}]B[f5];)", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_true (sky_game_file_format_detect (cases[i].text, strlen (cases[i].text))
                   == cases[i].format);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-files/pgn-kurnik", test_pgn_kurnik);
  g_test_add_func ("/game-files/pgn-wthor", test_pgn_wthor);
  g_test_add_func ("/game-files/pgn-edax", test_pgn_edax);
  g_test_add_func ("/game-files/pgn-move-text", test_pgn_move_text);
  g_test_add_func ("/game-files/pgn-tags-and-errors", test_pgn_tags_and_errors);
  g_test_add_func ("/game-files/sgf", test_sgf);
  g_test_add_func ("/game-files/sgf-errors", test_sgf_errors);
  g_test_add_func ("/game-files/detect", test_detect);
  return g_test_run ();
}
