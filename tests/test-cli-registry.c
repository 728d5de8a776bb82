/* test-cli-registry.c: the command line lists and plays the games of the
 * registry, whatever they are: a game a program registers before calling
 * sky_cli_run () (cli.h) is named in every list of games (the errors, the
 * commands' help) and gets the plain forms of the terminal (cli-game.h).
 *
 * The extra game is tic-tac-toe's description under another id, so that
 * it plays like a game the CLI was never told about; the fourth game of
 * tests/ plays its own rules through the same entry point. */
#include "config.h"

#include <stdlib.h>

#include <glib.h>

#include "cli.h"

static SkyGame extra;

/* Runs sakiyomi-cli with args (NULL-terminated) in a subprocess, the extra
 * game registered; its output is checked by the caller. */
static void
run_cli (const char *const *args)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();

      extra = *sky_game_from_id ("tictactoe");
      extra.id = "tinytoe";
      sky_game_register (&extra);
      g_ptr_array_add (argv, (char *) "sakiyomi-cli");
      for (int i = 0; args[i] != NULL; i++)
        g_ptr_array_add (argv, (char *) args[i]);
      g_ptr_array_add (argv, NULL);
      exit (sky_cli_run (argv->len - 1, (char **) argv->pdata));
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
}

static void
test_missing_game (void)
{
  run_cli ((const char *[]) { "analyze", NULL });
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("sakiyomi-cli: analyze: which game? (numbergrab, tictactoe, reversi or tinytoe)\n");
}

static void
test_unknown_game (void)
{
  run_cli ((const char *[]) { "match", "chess", "random", "random", NULL });
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("sakiyomi-cli: Unknown game “chess” (choose numbergrab, tictactoe, reversi or tinytoe)\n");
}

static void
test_help (void)
{
  run_cli ((const char *[]) { "play", "--help", NULL });
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("*\nGAME is numbergrab, tictactoe, reversi or tinytoe.  Type moves as squares:*");
}

/* The extra game in the plain forms: its sides by its description, its
 * cells X, O and '.', no legal squares marked. */
static void
test_plain_forms (void)
{
  run_cli ((const char *[]) { "analyze", "tinytoe", "--moves", "b2 a1",
                              "--player", "minimax:depth=1", NULL });
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("Tic-tac-toe\n"
                             "    a b c\n"
                             " 1  O . .\n"
                             " 2  . X .\n"
                             " 3  . . .\n"
                             "X to move.\n*");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/registry/missing-game", test_missing_game);
  g_test_add_func ("/cli/registry/unknown-game", test_unknown_game);
  g_test_add_func ("/cli/registry/help", test_help);
  g_test_add_func ("/cli/registry/plain-forms", test_plain_forms);
  return g_test_run ();
}
