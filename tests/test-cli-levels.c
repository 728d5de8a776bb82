/* test-cli-levels.c: the strength levels on the command line: `levels
 * GAME` (text and JSON), the opponent spec level:N in match, play and
 * analyze with its errors, the spec each level is made of, and a short
 * calibration run (that it runs and adds up, not its scores). */
#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "cli.h"
#include "cli-run.h"
#include "levels.h"

static void
assert_lines (const char *text, const char *const *lines)
{
  g_auto(GStrv) have = g_strsplit (text, "\n", -1);

  for (int i = 0; lines[i] != NULL; i++)
    if (!g_strv_contains ((const char *const *) have, lines[i]))
      g_error ("missing line “%s” in:\n%s", lines[i], text);
}

/* The lines of text that start with prefix. */
static int
count_prefixed (const char *text, const char *prefix)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  int n = 0;

  for (int i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      n++;
  return n;
}

static void
test_levels_reversi (void)
{
  static const char *const lines[] = {
    "Reversi: 13 strength levels, weakest first (opponent level:N)",
    "  1  Novice         Plays any legal move at random.",
    "                    as random",
    "                    as priority:random=30",
    "  4  Casual         Plays the move that looks best right now, counting corners, edges and mobility.",
    "                    as minimax:depth=1,strong=yes",
    "                    as minimax:depth=2,strong=yes,random=5",
    " 12  Grandmaster    The strong engine looking eight moves ahead.",
    " 13  Champion       The strong engine looking ten moves ahead: the strongest level.",
    "                    as minimax:engine=yes,depth=10,seconds=0",
    NULL
  };
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "levels", "reversi", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  assert_lines (run.out, lines);
  g_assert_cmpint (count_prefixed (run.out, "                    as "), ==, 13);
}

static void
test_levels_json (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *levels;

  run_cli (&run, NULL, "levels", "numbergrab", "--format", "json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "game"), ==,
                   "numbergrab");
  levels = json_object_get_array_member (root, "levels");
  g_assert_cmpuint (json_array_get_length (levels), ==, 9);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (levels, 0), "spec"),
                   ==, "priority:random=60");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (levels, 8), "name"),
                   ==, "Master");
  g_assert_false (json_object_has_member (root, "calibration"));
}

static void
assert_same_strength (const SkyStrength *a, const SkyStrength *b)
{
  g_assert_cmpint (a->kind, ==, b->kind);
  g_assert_cmpint (a->depth, ==, b->depth);
  g_assert_cmpint (a->alpha_beta, ==, b->alpha_beta);
  g_assert_cmpint (a->exact_values, ==, b->exact_values);
  g_assert_cmpint (a->strong_eval, ==, b->strong_eval);
  g_assert_cmpint (a->engine, ==, b->engine);
  g_assert_cmpint (a->solve_empties, ==, b->solve_empties);
  g_assert_cmpint (a->threads, ==, b->threads);
  g_assert_true (a->evaluator == b->evaluator);
  g_assert_cmpint (a->selective, ==, b->selective);
  g_assert_cmpint (a->no_book, ==, b->no_book);
  g_assert_cmpint (a->variety, ==, b->variety);
  g_assert_cmpint (a->tree, ==, b->tree);
  g_assert_cmpint (a->playouts, ==, b->playouts);
  g_assert_cmpfloat (a->seconds, ==, b->seconds);
  g_assert_cmpint (a->random_percent, ==, b->random_percent);
}

/* The spec `levels` prints for a level is that level: parsed, the same
 * strength as level:N. */
static void
test_levels_specs (void)
{
  for (int g = 0; g < SKY_N_GAMES; g++)
    {
      const SkyGame *game = sky_game_get (g);

      g_assert_cmpint (sky_level_count (game), >=, 4);
      for (int i = 1; i <= sky_level_count (game); i++)
        {
          g_autofree char *level_spec = g_strdup_printf ("level:%d", i);
          g_autofree char *spec = NULL;
          SkyStrength level, by_level, by_spec;
          g_autoptr(GError) error = NULL;

          sky_level_strength (game, i, &level);
          spec = sky_cli_strength_spec (&level);
          g_assert_true (sky_cli_parse_player (level_spec, game, &by_level,
                                               &error));
          g_assert_no_error (error);
          g_assert_true (sky_cli_parse_player (spec, game, &by_spec, &error));
          g_assert_no_error (error);
          assert_same_strength (&by_level, &level);
          assert_same_strength (&by_spec, &level);
        }
    }
}

/* level:N with N out of range or not a number: the error names the
 * levels there are. */
static void
test_levels_bad_specs (void)
{
  static const char *const bad[] = {
    "level", "level:", "level:0", "level:14", "level:x", "level:+1",
    "level:1x", "level: 1", "level:1,depth=3", "level:-1",
    "level:99999999999999999999",
  };
  const SkyGame *game = sky_game_from_id ("reversi");

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *expected = g_strdup_printf ("No strength level “%s” in Reversi: levels go from level:1 to level:13 (see “sakiyomi-cli levels reversi”)",
                                                   bad[i]);
      SkyStrength strength;
      int level = -1;

      g_assert_false (sky_cli_parse_player (bad[i], game, &strength, &error));
      g_assert_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE);
      g_assert_cmpstr (error->message, ==, expected);
      g_assert_false (sky_cli_parse_level (bad[i], game, &level));
    }
  {
    g_autoptr(GError) error = NULL;
    SkyStrength strength;

    g_assert_false (sky_cli_parse_player ("minimax:random=101", game,
                                          &strength, &error));
    g_assert_cmpstr (error->message, ==,
                     "random must be between 0 and 100, not 101");
  }
}

/* Through the binary: the errors, status 2, one line. */
static void
test_levels_bad_input (void)
{
  static const struct {
    const char *args[8];
    const char *message;
  } cases[] = {
    { { "match", "reversi", "level:14", "level:1" },
      "sakiyomi-cli: No strength level “level:14” in Reversi: levels go from level:1 to level:13 (see “sakiyomi-cli levels reversi”)\n" },
    { { "match", "tictactoe", "level:2", "level:5" },
      "sakiyomi-cli: No strength level “level:5” in Tic-tac-toe: levels go from level:1 to level:4 (see “sakiyomi-cli levels tictactoe”)\n" },
    { { "analyze", "numbergrab", "--player", "level:0" },
      "sakiyomi-cli: No strength level “level:0” in Number-grab: levels go from level:1 to level:9 (see “sakiyomi-cli levels numbergrab”)\n" },
    { { "levels" },
      "sakiyomi-cli: levels needs GAME (see “sakiyomi-cli levels --help”)\n" },
    { { "levels", "reversi", "--format", "xml" },
      "sakiyomi-cli: --format must be text or json, not “xml”\n" },
    { { "levels", "reversi", "--from", "3" },
      "sakiyomi-cli: --from, --to and --jobs go with --calibrate\n" },
    { { "levels", "reversi", "--calibrate", "--from", "1" },
      "sakiyomi-cli: --from and --to must name levels from 2 to 13, --from not above --to\n" },
    { { "levels", "reversi", "--calibrate", "--games", "0" },
      "sakiyomi-cli: --games must be at least 1, not 0\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };
      const char *const *a = cases[i].args;

      run_cli (&run, NULL, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7],
               NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.err, ==, cases[i].message);
    }
}

/* Levels play in match, analyze and play, named by their names. */
static void
test_levels_play (void)
{
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "match", "reversi", "level:2", "level:1", "--games",
             "2", "--threads", "1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_true (g_str_has_prefix (run.out, "Reversi: Level 2 · Beginner (A) against Level 1 · Novice (B), 2 games, seed 0\n"));
    g_assert_cmpint (count_prefixed (run.out, "  A overall "), ==, 1);
  }
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "analyze", "reversi", "--player", "level:3", NULL);
    g_assert_cmpint (run.status, ==, 0);
    assert_lines (run.out, (const char *const[]) {
                    "Opponent: Level 3 · Learner: Priority table", NULL });
  }
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, "quit\n", "play", "tictactoe", "--opponent", "level:2",
             NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_prefix (run.out, "Tic-tac-toe: you play X, the computer (Level 2 · Beginner: Minimax, depth 9, alpha-beta, 50% random moves) plays O.\n"));
  }
}

/* A short calibration: a line per pair, the same for any number of
 * threads, and the JSON adds up. */
static void
test_levels_calibrate (void)
{
  g_auto(Run) one = { 0 };
  g_auto(Run) two = { 0 };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *pairs;

  run_cli (&one, NULL, "levels", "tictactoe", "--calibrate", "--games", "6",
           "--jobs", "1", NULL);
  run_cli (&two, NULL, "levels", "tictactoe", "--calibrate", "--games", "6",
           "--jobs", "2", NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpstr (one.err, ==, "");
  g_assert_cmpint (count_prefixed (one.out, "  2 vs 1 "), ==, 1);
  g_assert_cmpint (count_prefixed (one.out, "  3 vs 2 "), ==, 1);
  g_assert_cmpint (count_prefixed (one.out, "  4 vs 3 "), ==, 1);
  assert_lines (one.out, (const char *const[]) {
                  "Each level against the one below it, 6 games a pair, seed 0:",
                  NULL });
  g_assert_cmpint (two.status, ==, 0);
  {
    g_auto(GStrv) a = g_strsplit (one.out, "\n", -1);
    g_auto(GStrv) b = g_strsplit (two.out, "\n", -1);

    /* Up to the times a move, which alone may differ. */
    g_assert_cmpuint (g_strv_length (a), ==, g_strv_length (b));
    for (guint i = 0; a[i] != NULL; i++)
      if (strstr (a[i], " vs ") != NULL)
        g_assert_cmpint (strncmp (a[i], b[i], 50), ==, 0);
  }

  run_cli (&json, NULL, "levels", "reversi", "--calibrate", "--games", "2",
           "--to", "3", "--format", "json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json.out, -1, NULL));
  pairs = json_object_get_array_member (
    json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                   "calibration"), "pairs");
  g_assert_cmpuint (json_array_get_length (pairs), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *pair = json_array_get_object_element (pairs, i);

      g_assert_cmpint (json_object_get_int_member (pair, "upper"), ==, i + 2);
      g_assert_cmpint (json_object_get_int_member (pair, "wins")
                       + json_object_get_int_member (pair, "draws")
                       + json_object_get_int_member (pair, "losses"), ==, 2);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/levels/reversi", test_levels_reversi);
  g_test_add_func ("/cli/levels/json", test_levels_json);
  g_test_add_func ("/cli/levels/specs", test_levels_specs);
  g_test_add_func ("/cli/levels/bad-specs", test_levels_bad_specs);
  g_test_add_func ("/cli/levels/bad-input", test_levels_bad_input);
  g_test_add_func ("/cli/levels/play", test_levels_play);
  g_test_add_func ("/cli/levels/calibrate", test_levels_calibrate);
  return g_test_run ();
}
