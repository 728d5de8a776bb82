/* test-wthor.c: WTHOR databases (wthor.h) and their listing
 * (record-collection.h), from small files this test writes in the
 * published format (the FFO's "Format WThor": a 16-byte header, 68-byte
 * games, 20-byte players, 26-byte tournaments), never a downloaded one. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "record-collection.h"
#include "reversi.h"
#include "wthor.h"

/* The 16-byte header: made 2026-11-27, n games or n records, the games'
 * year, 8×8, games, depth 22. */
static void
append_header (GByteArray *out, guint n_games, guint n_records, guint year)
{
  guint8 header[16] = {
    20, 26, 11, 27,
    n_games & 0xFF, (n_games >> 8) & 0xFF, (n_games >> 16) & 0xFF, n_games >> 24,
    n_records & 0xFF, n_records >> 8,
    year & 0xFF, year >> 8,
    8, 0, 22, 0,
  };

  g_byte_array_append (out, header, sizeof header);
}

/* A 68-byte game from a transcript ("f5d6…", passes left out). */
static void
append_game (GByteArray *out, guint tournament, guint black, guint white,
             guint black_discs, const char *moves)
{
  guint8 game[68] = {
    tournament & 0xFF, tournament >> 8, black & 0xFF, black >> 8,
    white & 0xFF, white >> 8, black_discs, 30,
  };
  guint n = 0;

  for (const char *p = moves; p[0] != '\0' && p[1] != '\0'; p += 2)
    game[8 + n++] = 10 * (p[1] - '0') + (g_ascii_tolower (p[0]) - 'a' + 1);
  g_byte_array_append (out, game, sizeof game);
}

static void
append_names (GByteArray *out, gsize record_size, const char *const *names)
{
  guint n = g_strv_length ((char **) names);

  append_header (out, 0, n, 0);
  for (guint i = 0; i < n; i++)
    {
      guint8 record[26] = { 0 };
      g_autofree char *latin1 = g_convert (names[i], -1, "ISO-8859-1", "UTF-8",
                                           NULL, NULL, NULL);

      memcpy (record, latin1, MIN (strlen (latin1), record_size - 1));
      g_byte_array_append (out, record, record_size);
    }
}

/* Seed 004's game 1 (tests/reversi-seed004-games.txt), which has no pass,
 * and a short game. */
#define GAME_1 "d3c5b6c3b3f4e3b5b4e2f1a7f2a5g4b2a3h4a1b1c1d2c2e1d1a2a4g2h3h2a6c4a8f3g1h1g3h5g5h6f5c6e6d6g6f6d7c8f7f8g8h8d8e8g7c7e7h7b7b8"
#define GAME_2 "f5d6c3d3c4"

static GBytes *
make_database (void)
{
  GByteArray *out = g_byte_array_new ();

  append_header (out, 3, 0, 2025);
  append_game (out, 1, 2, 0, 54, GAME_1);
  append_game (out, 0, 1, 2, 33, GAME_2);
  /* a1 is not legal at move 3. */
  append_game (out, 1, 0, 1, 10, "f5d6a1");
  return g_byte_array_free_to_bytes (out);
}

static void
write_file (const char *dir, const char *name, GBytes *bytes)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                      g_bytes_get_size (bytes), NULL));
}

static void
test_game_file (void)
{
  g_autoptr(GBytes) bytes = make_database ();
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  SkyWthorHeader header;
  SkyWthorGame game;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = NULL, expected = NULL;

  g_assert_true (sky_wthor_is_game_file (data, size, NULL));
  g_assert_true (sky_wthor_read_header (data, size, &header, &error));
  g_assert_cmpuint (header.n_games, ==, 3);
  g_assert_cmpuint (header.year, ==, 2025);
  g_assert_cmpuint (header.depth, ==, 22);
  sky_wthor_get_game (data, 0, &game);
  g_assert_cmpuint (game.tournament, ==, 1);
  g_assert_cmpuint (game.black, ==, 2);
  g_assert_cmpuint (game.black_discs, ==, 54);
  g_assert_cmpuint (game.moves[0], ==, 34);  /* d3 */
  record = sky_wthor_game_to_record (&game, &error);
  g_assert_no_error (error);
  expected = sky_record_from_string (GAME_1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, sky_record_get_n_moves (expected));
  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    g_assert_cmpint (sky_record_get_move (record, i), ==, sky_record_get_move (expected, i));

  /* Not a game file: a count that does not match, text. */
  g_assert_false (sky_wthor_read_header (data, size - 68, &header, &error));
  g_assert_cmpstr (error->message, ==,
                   "WTHOR: the header says 3 games, but the file holds 136 bytes of 68-byte games");
  g_clear_error (&error);
  g_assert_false (sky_wthor_read_header (data, 10, &header, &error));
  g_assert_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX);
  g_assert_false (sky_wthor_is_game_file ((const guint8 *) "f5d6c3d3c4", 10, NULL));
}

/* A database with its WTHOR.JOU and WTHOR.TRN beside it, then alone. */
static void
test_collection (void)
{
  static const char *const players[] = { "Tamenori Hideshi", "Imagawa Makoto", "Stéphane Nicolet", NULL };
  static const char *const tournaments[] = { "Open de Paris", "Championnat du Monde", NULL };
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-wthor-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "WTH_2025.wtb", NULL);
  g_autofree char *jou = g_build_filename (dir, "WTHOR.JOU", NULL);
  g_autofree char *trn = g_build_filename (dir, "wthor.trn", NULL);
  g_autoptr(GBytes) database = make_database ();
  g_autoptr(GByteArray) players_file = g_byte_array_new ();
  g_autoptr(GByteArray) tournaments_file = g_byte_array_new ();
  g_autoptr(GBytes) players_bytes = NULL, tournaments_bytes = NULL;
  g_autoptr(SkyRecordCollection) collection = NULL;
  g_autoptr(SkyRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  append_names (players_file, SKY_WTHOR_PLAYER_SIZE, players);
  append_names (tournaments_file, SKY_WTHOR_TOURNAMENT_SIZE, tournaments);
  players_bytes = g_byte_array_free_to_bytes (g_steal_pointer (&players_file));
  tournaments_bytes = g_byte_array_free_to_bytes (g_steal_pointer (&tournaments_file));
  write_file (dir, "WTH_2025.wtb", database);
  write_file (dir, "WTHOR.JOU", players_bytes);
  write_file (dir, "wthor.trn", tournaments_bytes);

  collection = sky_record_collection_new_from_file (path, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sky_record_collection_get_format (collection), ==, "WTHOR");
  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 3);
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Black"), ==, "Stéphane Nicolet");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "White"), ==, "Tamenori Hideshi");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Result"), ==, "54-10");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Date"), ==, "2025");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Place"), ==, "Championnat du Monde");
  g_assert_null (sky_record_collection_get_summary (collection, 0, "Clock"));
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 1, "Opening"), ==, "Tiger");
  record = sky_record_collection_get_record (collection, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 5);
  g_assert_cmpstr (sky_record_get_tag (record, "Black"), ==, "Imagawa Makoto");
  g_assert_cmpstr (sky_record_get_tag (record, "Result"), ==, "33-31");
  /* A broken game stays listed and is refused with its reason. */
  g_assert_null (sky_record_collection_get_record (collection, 2, &error));
  g_assert_cmpstr (error->message, ==, "game 3: move 3 (a1) is illegal in this position");
  g_clear_error (&error);
  g_clear_pointer (&collection, sky_record_collection_free);

  /* Without the names: the numbers. */
  g_assert_cmpint (g_remove (jou), ==, 0);
  g_assert_cmpint (g_remove (trn), ==, 0);
  collection = sky_record_collection_new_from_file (path, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Black"), ==, "Player 2");
  g_assert_cmpstr (sky_record_collection_get_summary (collection, 0, "Place"), ==, "Tournament 1");
  g_clear_pointer (&collection, sky_record_collection_free);

  /* Recognised by its contents under any name; a damaged .wtb is named. */
  collection = sky_record_collection_new_from_bytes (database, "games.bin", NULL, NULL, NULL,
                                                     &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_record_collection_get_n_games (collection), ==, 3);
  {
    g_autoptr(GBytes) cut = g_bytes_new_from_bytes (database, 0, 100);

    g_assert_null (sky_record_collection_new_from_bytes (cut, "cut.wtb", NULL, NULL, NULL,
                                                         &error));
    g_assert_true (g_str_has_prefix (error->message, "WTHOR: "));
  }
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wthor/game-file", test_game_file);
  g_test_add_func ("/wthor/collection", test_collection);
  return g_test_run ();
}
