/* test-cli.c: sakiyomi-cli's opponent spec parser, called directly, and the
 * analyze and play subcommands, run as the built binary ($SAKIYOMI_CLI):
 * their output, exit statuses and the messages of bad input. */
#include "config.h"

#include "cli-run.h"

#include <string.h>

#include <gio/gio.h>

#include "cli.h"

/* The opponent spec parser -------------------------------------------- */

static void
test_spec_accepted (void)
{
  static const struct {
    const char *spec;
    SkyGameKind game;
    SkyStrength expected;
  } cases[] = {
    { "minimax", SKY_GAME_TICTACTOE,
      { .kind = SKY_PLAYER_MINIMAX, .depth = 9, .alpha_beta = TRUE } },
    { "minimax", SKY_GAME_NUMBERGRAB,
      { .kind = SKY_PLAYER_MINIMAX, .depth = 4, .alpha_beta = TRUE } },
    { "minimax:depth=5,ab=no", SKY_GAME_NUMBERGRAB,
      { .kind = SKY_PLAYER_MINIMAX, .depth = 5, .alpha_beta = FALSE } },
    { "minimax:strong=yes,depth=64", SKY_GAME_REVERSI,
      { .kind = SKY_PLAYER_MINIMAX, .depth = 64, .alpha_beta = TRUE,
        .strong_eval = TRUE } },
    { "minimax:depth=1,ab=yes,strong=no", SKY_GAME_REVERSI,
      { .kind = SKY_PLAYER_MINIMAX, .depth = 1, .alpha_beta = TRUE } },
    { "random", SKY_GAME_REVERSI,
      { .kind = SKY_PLAYER_RANDOM, .depth = 3, .alpha_beta = TRUE } },
    { "priority", SKY_GAME_TICTACTOE,
      { .kind = SKY_PLAYER_PRIORITY, .depth = 9, .alpha_beta = TRUE } },
    { "montecarlo", SKY_GAME_REVERSI,
      { .kind = SKY_PLAYER_MONTECARLO, .depth = 3, .alpha_beta = TRUE } },
    { "montecarlo:tree=yes,seconds=1.5", SKY_GAME_REVERSI,
      { .kind = SKY_PLAYER_MONTECARLO, .depth = 3, .alpha_beta = TRUE,
        .tree = TRUE, .seconds = 1.5 } },
    { "montecarlo:playouts=300,tree=no,seconds=0", SKY_GAME_NUMBERGRAB,
      { .kind = SKY_PLAYER_MONTECARLO, .depth = 4, .alpha_beta = TRUE,
        .playouts = 300 } },
    { "montecarlo:seconds=3600,playouts=0", SKY_GAME_TICTACTOE,
      { .kind = SKY_PLAYER_MONTECARLO, .depth = 9, .alpha_beta = TRUE,
        .seconds = 3600 } },
    /* The strong engine: no depth limit and a second a move unless told. */
    { "minimax:engine=yes", SKY_GAME_REVERSI,
      { .kind = SKY_PLAYER_MINIMAX, .depth = 64, .alpha_beta = TRUE,
        .engine = TRUE, .seconds = 1 } },
    { "minimax:engine=yes,seconds=0.1,solve=14,depth=8", SKY_GAME_REVERSI,
      { .kind = SKY_PLAYER_MINIMAX, .depth = 8, .alpha_beta = TRUE,
        .engine = TRUE, .seconds = 0.1, .solve_empties = 14 } },
    { "minimax:solve=0,engine=yes,seconds=0,depth=6", SKY_GAME_NUMBERGRAB,
      { .kind = SKY_PLAYER_MINIMAX, .depth = 6, .alpha_beta = TRUE,
        .engine = TRUE } },
    { "minimax:engine=no,depth=2", SKY_GAME_TICTACTOE,
      { .kind = SKY_PLAYER_MINIMAX, .depth = 2, .alpha_beta = TRUE } },
    /* Selectivity: the engine's default unless told. */
    { "minimax:engine=yes,selective=no", SKY_GAME_REVERSI,
      { .kind = SKY_PLAYER_MINIMAX, .depth = 64, .alpha_beta = TRUE,
        .engine = TRUE, .seconds = 1, .selective = SKY_SELECTIVE_OFF } },
    { "minimax:selective=yes,engine=yes,depth=9,seconds=0", SKY_GAME_REVERSI,
      { .kind = SKY_PLAYER_MINIMAX, .depth = 9, .alpha_beta = TRUE,
        .engine = TRUE, .selective = SKY_SELECTIVE_ON } },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      SkyStrength strength, defaults;

      g_test_message ("%s", cases[i].spec);
      g_assert_true (sky_cli_parse_player (cases[i].spec,
                                           sky_game_get (cases[i].game),
                                           &strength, &error));
      g_assert_no_error (error);
      /* Every field starts from the game's defaults. */
      sky_strength_init_default (&defaults, cases[i].expected.kind,
                                 cases[i].game);
      g_assert_cmpint (strength.kind, ==, cases[i].expected.kind);
      g_assert_cmpint (strength.depth, ==, cases[i].expected.depth);
      g_assert_cmpint (strength.alpha_beta, ==, cases[i].expected.alpha_beta);
      g_assert_cmpint (strength.exact_values, ==, defaults.exact_values);
      g_assert_cmpint (strength.strong_eval, ==,
                       cases[i].expected.strong_eval);
      g_assert_cmpint (strength.tree, ==, cases[i].expected.tree);
      g_assert_cmpint (strength.playouts, ==, cases[i].expected.playouts);
      g_assert_cmpfloat (strength.seconds, ==, cases[i].expected.seconds);
      g_assert_cmpint (strength.engine, ==, cases[i].expected.engine);
      g_assert_cmpint (strength.solve_empties, ==,
                       cases[i].expected.solve_empties);
      g_assert_cmpint (strength.selective, ==, cases[i].expected.selective);
    }
}

static void
test_spec_rejected (void)
{
  static const struct {
    const char *spec;
    const char *message;
  } cases[] = {
    { "", "Unknown opponent “” (choose minimax, random, priority, montecarlo or level:N)" },
    { "alphabeta", "Unknown opponent “alphabeta” (choose minimax, random, priority, montecarlo or level:N)" },
    { "Minimax", "Unknown opponent “Minimax” (choose minimax, random, priority, montecarlo or level:N)" },
    { ":depth=3", "Unknown opponent “” (choose minimax, random, priority, montecarlo or level:N)" },
    { "minimax:foo=1", "Unknown key “foo” in opponent “minimax:foo=1”" },
    { "minimax:depth=1000", "depth must be between 1 and 64, not 1000" },
    { "minimax:depth=0", "depth must be between 1 and 64, not 0" },
    { "minimax:depth=-3", "depth must be between 1 and 64, not -3" },
    { "minimax:depth=four", "depth must be a whole number, not “four”" },
    { "minimax:depth=", "depth must be a whole number, not “”" },
    { "minimax:depth=4x", "depth must be a whole number, not “4x”" },
    { "minimax:", "Nothing after “:” in opponent “minimax:”" },
    { "minimax:depth=3,", "Empty setting in opponent “minimax:depth=3,”" },
    { "minimax:depth=3,,ab=no", "Empty setting in opponent “minimax:depth=3,,ab=no”" },
    { "minimax:depth", "“depth” in opponent “minimax:depth” is not KEY=VALUE" },
    { "minimax:=3", "“=3” in opponent “minimax:=3” is not KEY=VALUE" },
    { "minimax:depth=3,depth=4", "Key “depth” given twice in opponent “minimax:depth=3,depth=4”" },
    { "minimax:ab=maybe", "ab must be yes or no, not “maybe”" },
    { "minimax:strong=YES", "strong must be yes or no, not “YES”" },
    { "minimax:tree=yes", "Key “tree” in opponent “minimax:tree=yes” is only for the montecarlo opponent" },
    { "random:depth=2", "Key “depth” in opponent “random:depth=2” is only for the minimax opponent" },
    { "priority:playouts=5", "Key “playouts” in opponent “priority:playouts=5” is only for the montecarlo opponent" },
    { "montecarlo:tree=1", "tree must be yes or no, not “1”" },
    { "montecarlo:playouts=-1", "playouts must be between 0 and 100000000, not -1" },
    { "montecarlo:seconds=3601", "seconds must be 0 (no time limit) or between 0.001 and 3600, not 3601" },
    /* A budget that rounds to nothing is refused, not taken for none. */
    { "montecarlo:seconds=0.0000000001", "seconds must be 0 (no time limit) or between 0.001 and 3600, not 0.0000000001" },
    { "minimax:engine=yes,seconds=0.0001", "seconds must be 0 (no time limit) or between 0.001 and 3600, not 0.0001" },
    /* The engine with no clock and no depth would search to the end. */
    { "minimax:engine=yes,seconds=0", "seconds=0 (no time limit) in opponent “minimax:engine=yes,seconds=0” needs a depth" },
    { "montecarlo:seconds=-1", "seconds must be a number, not “-1”" },
    { "montecarlo:seconds=inf", "seconds must be a number, not “inf”" },
    { "montecarlo:seconds=nan", "seconds must be a number, not “nan”" },
    { "montecarlo:seconds=1e3", "seconds must be a number, not “1e3”" },
    { "montecarlo:seconds=.", "seconds must be a number, not “.”" },
    { "minimax:engine=maybe", "engine must be yes or no, not “maybe”" },
    { "minimax:engine=yes,solve=65", "solve must be between 0 and 64, not 65" },
    { "minimax:engine=yes,solve=x", "solve must be a whole number, not “x”" },
    { "minimax:seconds=1", "Key “seconds” in opponent “minimax:seconds=1” needs engine=yes" },
    { "minimax:engine=no,solve=12", "Key “solve” in opponent “minimax:engine=no,solve=12” needs engine=yes" },
    { "montecarlo:engine=yes", "Key “engine” in opponent “montecarlo:engine=yes” is only for the minimax opponent" },
    { "random:solve=3", "Key “solve” in opponent “random:solve=3” is only for the minimax opponent" },
    { "minimax:engine=yes,selective=auto", "selective must be yes or no, not “auto”" },
    { "minimax:selective=no", "Key “selective” in opponent “minimax:selective=no” needs engine=yes" },
    { "minimax:engine=yes,selective=no,selective=no", "Key “selective” given twice in opponent “minimax:engine=yes,selective=no,selective=no”" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      SkyStrength strength = { .depth = 77 };

      g_test_message ("%s", cases[i].spec);
      g_assert_false (sky_cli_parse_player (cases[i].spec,
                                            sky_game_get (SKY_GAME_REVERSI),
                                            &strength, &error));
      g_assert_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_cmpint (strength.depth, ==, 77);   /* left alone */
    }
}

/* The binary ----------------------------------------------------------- */

/* Whether text has a line equal to line. */
static gboolean
has_line (const char *text, const char *line)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  return g_strv_contains ((const char *const *) lines, line);
}

static void
assert_lines (const char *text, const char *const *lines)
{
  for (int i = 0; lines[i] != NULL; i++)
    if (!has_line (text, lines[i]))
      g_error ("missing line “%s” in:\n%s", lines[i], text);
}

static void
test_analyze_tictactoe (void)
{
  g_auto(Run) run = { 0 };
  static const char *const lines[] = {
    "Tic-tac-toe",
    "    a b c",
    " 1  . . .",
    "X to move.",
    "Opponent: Minimax, depth 9, alpha-beta",
    "Values for the side to move, in win/draw/loss; higher is better.",
    "    Move   Value",
    "  * a1     draw",
    "    b1     draw",
    "    c1     draw",
    "    a2     draw",
    "    b2     draw",
    "    c2     draw",
    "    a3     draw",
    "    b3     draw",
    "    c3     draw",
    "Chosen move: a1 (draw)",
    NULL
  };

  run_cli (&run, NULL, "analyze", "tictactoe", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  assert_lines (run.out, lines);
}

static void
test_analyze_misere (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) plain = { 0 };
  static const char *const lines[] = {
    "Tic-tac-toe (misère: three in a row loses)",
    "    a1     X loses in 9 moves",
    "    b1     X loses in 9 moves",
    "    c1     X loses in 9 moves",
    "    a2     X loses in 9 moves",
    "  * b2     draw",
    "    c2     X loses in 9 moves",
    "    a3     X loses in 9 moves",
    "    b3     X loses in 9 moves",
    "    c3     X loses in 9 moves",
    "Chosen move: b2 (draw)",
    NULL
  };

  run_cli (&run, NULL, "analyze", "tictactoe", "--misere", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_lines (run.out, lines);

  /* The same with plain minimax and the rule in the position text. */
  run_cli (&plain, NULL, "analyze", "tictactoe", ".../.../...", "X", "misere",
           "--player", "minimax:ab=no", NULL);
  g_assert_cmpint (plain.status, ==, 0);
  assert_lines (plain.out, lines + 1);
}

static void
test_analyze_positions (void)
{
  g_auto(Run) losing = { 0 };
  g_auto(Run) numbergrab = { 0 };
  g_auto(Run) reversi = { 0 };
  static const char *const losing_lines[] = {
    "O to move.",
    "    c1     O loses in 2 moves",
    "  * c3     O loses in 4 moves",
    "Chosen move: c3 (O loses in 4 moves)",
    NULL
  };
  static const char *const numbergrab_lines[] = {
    "Number-grab",
    "      a    b    c    d    e    f    g    h",
    " 1  [+3] [+4] [-8] [-1] [+7] [+6] [+3] [+8]",
    " 8   -6   +9   +2   +8   +1   +8   -3   +8",
    "First player to move, taking from row 1. Score: First player 0, Second player 0.",
    "Opponent: Priority table",
    "    c1         -8",
    "  * h1          8",
    "Chosen move: h1 (priority 8)",
    NULL
  };
  static const char *const reversi_lines[] = {
    " 3  . . X * . * . .",
    "White to move. Score: Black 5, White 2.",
    "  * d3          3",
    "    f3          3",
    "    f4          3",
    "    g5          3",
    NULL
  };

  run_cli (&losing, NULL, "analyze", "tictactoe", "XO./.X./...", NULL);
  g_assert_cmpint (losing.status, ==, 0);
  assert_lines (losing.out, losing_lines);

  run_cli (&numbergrab, NULL, "analyze", "numbergrab", "-p", "priority",
           NULL);
  g_assert_cmpint (numbergrab.status, ==, 0);
  assert_lines (numbergrab.out, numbergrab_lines);

  run_cli (&reversi, NULL, "analyze", "reversi", "--moves", "f5d6c3",
           "--player", "priority", NULL);
  g_assert_cmpint (reversi.status, ==, 0);
  assert_lines (reversi.out, reversi_lines);
}

/* --move-only searches as a game's move does (the other moves' values
 * not worked out): the same move and value at a fixed depth, in fewer
 * nodes, and no table. */
static void
test_analyze_move_only (void)
{
  g_auto(Run) table = { 0 };
  g_auto(Run) move = { 0 };
  static const char *const lines[] = {
    "White to move. Score: Black 5, White 2.",
    "Chosen move: f4 (−2.8 discs)",
    "Principal variation: f4 f6 g5",
    NULL
  };

  run_cli (&table, NULL, "analyze", "reversi", "--moves", "f5d6c3", "--player",
           "minimax:engine=yes,depth=6,book=no", "--threads", "1", NULL);
  run_cli (&move, NULL, "analyze", "reversi", "--moves", "f5d6c3", "--player",
           "minimax:engine=yes,depth=6,book=no", "--threads", "1",
           "--move-only", NULL);
  g_assert_cmpint (table.status, ==, 0);
  g_assert_cmpint (move.status, ==, 0);
  assert_lines (table.out, lines);
  assert_lines (move.out, lines);
  g_assert_nonnull (strstr (table.out, "    Move    Value"));
  g_assert_null (strstr (move.out, "Move    Value"));
  g_assert_null (strstr (move.out, "Values for the side to move"));
  g_assert_nonnull (strstr (move.out, "Search: depth 6, 1170 evaluations, 1718 nodes"));
  g_assert_nonnull (strstr (table.out, "Search: depth 6, 2814 evaluations, 4046 nodes"));
}

static void
test_analyze_stdin (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "XX./OO./... X\n", "analyze", "tictactoe", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (has_line (run.out, "  * c1     X wins in 1 move"));
}

/* Bad input: exit status 2 and one line on stderr naming the problem. */
static void
test_bad_input (void)
{
  static const struct {
    const char *args[6];
    const char *message;
  } cases[] = {
    { { "analyze", NULL }, "analyze: which game? (numbergrab, tictactoe or reversi)" },
    { { "analyze", "chess", NULL }, "Unknown game “chess” (choose numbergrab, tictactoe or reversi)" },
    { { "analyze", "tictactoe", "--bogus", NULL }, "Unknown option --bogus" },
    { { "analyze", "tictactoe", "-p", "minimax:foo=1", NULL }, "Unknown key “foo” in opponent “minimax:foo=1”" },
    { { "analyze", "tictactoe", "-p", "minimax:depth=1000", NULL }, "depth must be between 1 and 64, not 1000" },
    { { "analyze", "tictactoe", "--seed", "x", NULL }, "--seed must be a whole number, not “x”" },
    { { "analyze", "tictactoe", "X../.../..Z", NULL }, "“Z” is not a tic-tac-toe cell (use X, O or .)" },
    { { "analyze", "tictactoe", "XXX/OO./...", NULL }, "The game is over: there are no moves to analyze" },
    { { "analyze", "tictactoe", "--moves", "b2 b2", NULL }, "Move 2 of the move list: b2 is already taken" },
    { { "analyze", "tictactoe", "--moves", "b2 d4", NULL }, "Move 2 of the move list: “d4” is not a tic-tac-toe square (use a1 to c3, or 0 to 8)" },
    { { "analyze", "reversi", "--misere", NULL }, "--misere is only for tic-tac-toe" },
    { { "play", NULL }, "play: which game? (numbergrab, tictactoe or reversi)" },
    { { "play", "go", NULL }, "Unknown game “go” (choose numbergrab, tictactoe or reversi)" },
    { { "play", "tictactoe", "extra", NULL }, "play: unexpected “extra” after the game" },
    { { "play", "tictactoe", "--opponent", "montecarlo:depth=2", NULL }, "Key “depth” in opponent “montecarlo:depth=2” is only for the minimax opponent" },
    { { "play", "numbergrab", "--misere", NULL }, "--misere is only for tic-tac-toe" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *const *a = cases[i].args;
      g_auto(Run) run = { 0 };
      g_autofree char *expected = g_strdup_printf ("sakiyomi-cli: %s\n",
                                                   cases[i].message);

      /* args has room for six words and always ends in NULL. */
      run_cli (&run, NULL, a[0], a[1], a[2], a[3], a[4], a[5], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.err, ==, expected);
    }
}

static void
test_help (void)
{
  static const char *const commands[] = { "analyze", "play" };

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *usage = g_strdup_printf ("Usage:\n  sakiyomi-cli %s [OPTION…]",
                                                commands[i]);

      run_cli (&run, NULL, commands[i], "--help", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_true (g_str_has_prefix (run.out, usage));
      g_assert_nonnull (strstr (run.out, "--misere"));
      g_assert_cmpstr (run.err, ==, "");
    }
}

static void
test_play_win (void)
{
  g_auto(Run) run = { 0 };
  static const char *const lines[] = {
    "Tic-tac-toe: you play X, the computer (Priority table) plays O.",
    "The computer plays a1.",
    "The computer plays c1.",
    "The computer plays a3.",
    " 1  O X O",
    " 2  . X .",
    " 3  O X X",
    "X wins.",
    "You win.",
    NULL
  };

  /* The priority table answers the centre with a1, then takes corners. */
  run_cli (&run, "b2\nc3\nb1\nb3\n", "play", "tictactoe", "--opponent",
           "priority", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  assert_lines (run.out, lines);
}

static void
test_play_computer_first (void)
{
  g_auto(Run) run = { 0 };
  static const char *const lines[] = {
    "Tic-tac-toe: you play O, the computer (Priority table) plays X.",
    "The computer plays b2.",
    "The computer plays c1.",
    "The computer plays c3.",
    "The computer plays b1.",
    "The computer plays a2.",
    " 1  O X X",
    " 2  X X O",
    " 3  O O X",
    "Draw.",
    "The game is drawn.",
    NULL
  };

  /* The computer (X) opens in the centre and takes the free corners, then
   * the edges; O blocks every line. */
  run_cli (&run, "a1\na3\nc2\nb3\n", "play", "tictactoe", "--second",
           "-o", "priority", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  assert_lines (run.out, lines);
}

static void
test_play_illegal_then_quit (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) eof = { 0 };

  run_cli (&run, "b2\nb2\nzz\n\nhelp\nquit\n", "play", "tictactoe",
           "--opponent", "priority", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==,
                   "b2 is already taken\n"
                   "“zz” is not a tic-tac-toe square (use a1 to c3, or 0 to 8)\n");
  g_assert_true (has_line (run.out, "Legal moves: b1 c1 a2 c2 a3 b3 c3"));
  g_assert_true (g_str_has_suffix (run.out, "quit\nGame stopped.\n"));

  /* The end of the input stops the game cleanly too. */
  run_cli (&eof, "f5\n", "play", "reversi", "-o", "random", NULL);
  g_assert_cmpint (eof.status, ==, 0);
  g_assert_cmpstr (eof.err, ==, "");
  g_assert_true (g_str_has_suffix (eof.out, "\nGame stopped.\n"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/spec/accepted", test_spec_accepted);
  g_test_add_func ("/cli/spec/rejected", test_spec_rejected);
  g_test_add_func ("/cli/analyze/tictactoe", test_analyze_tictactoe);
  g_test_add_func ("/cli/analyze/misere", test_analyze_misere);
  g_test_add_func ("/cli/analyze/positions", test_analyze_positions);
  g_test_add_func ("/cli/analyze/stdin", test_analyze_stdin);
  g_test_add_func ("/cli/analyze/move-only", test_analyze_move_only);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/play/win", test_play_win);
  g_test_add_func ("/cli/play/computer-first", test_play_computer_first);
  g_test_add_func ("/cli/play/illegal-then-quit", test_play_illegal_then_quit);

  return g_test_run ();
}
