/* cli-commands.c: the command-line front end: one binary, git-style
 * subcommands, run by sky_cli_run () (sakiyomi-cli.c's main (), or a test
 * program that registers a game of its own first). */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli.h"

typedef struct {
  const char *name;
  SkyCliCommandFunc run;
  const char *summary;
} Command;

static const Command commands[] = {
  { "selfplay", sky_cli_selfplay, N_("Play series of computer-vs-computer games and print a results table") },
  { "match", sky_cli_match, N_("Play two opponents against each other") },
  { "levels", sky_cli_levels, N_("Show the computer’s strength levels, and calibrate them") },
  { "analyze", sky_cli_analyze, N_("Show the value of every legal move in a position") },
  { "play", sky_cli_play, N_("Play a game against the computer in the terminal") },
  { "perft", sky_cli_perft, N_("Count reversi move paths to a depth") },
  { "bench", sky_cli_bench, N_("Run the fixed benchmark set") },
  { "solve", sky_cli_solve, N_("Solve a reversi endgame exactly") },
  { "tune", sky_cli_tune, N_("Fit the reversi evaluation to exact endgame results") },
  { "tournament", sky_cli_tournament, N_("Play the ladder of reversi opponents") },
  { "nboard", sky_cli_nboard, N_("Play reversi for a GUI over the NBoard protocol") },
  { "review", sky_cli_review, N_("Judge every move of a game record") },
  { "practice", sky_cli_practice, N_("Keep the mistakes of reviewed games and practise them") },
  { "games", sky_cli_games, N_("List the games in a file (GGF, GGS archive, WTHOR)") },
  { "convert", sky_cli_convert, N_("Write a game as GGF or as Sakiyomi’s text form") },
  { "book", sky_cli_book, N_("Build, grow, show and teach the reversi opening book") },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: sakiyomi-cli COMMAND [OPTION…]"));
  fprintf (out, "%s\n", _("Commands:"));
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “sakiyomi-cli COMMAND --help” for the options of a command."));
}

int
sky_cli_run (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  /* SAKIYOMI_LOCALEDIR: the build's translations when run uninstalled
   * (build-aux/run, meson devenv). */
  const char *localedir = g_getenv ("SAKIYOMI_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_usage (stderr);
      return SKY_CLI_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return sky_cli_close_stdout (0);
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("sakiyomi-cli %s\n", PACKAGE_VERSION);
      return sky_cli_close_stdout (0);
    }

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      {
        /* The subcommand's --help says "Usage: sakiyomi-cli perft …". */
        g_autofree char *prgname = g_strdup_printf ("sakiyomi-cli %s", argv[1]);
        int status;

        g_set_prgname (prgname);
        status = commands[i].run (argc - 1, argv + 1);
        /* Every player that borrowed a loaded evaluator is done now. */
        sky_cli_release_evaluators ();
        /* One place for every command: output it could not write is an
         * error, not a success. */
        return sky_cli_close_stdout (status);
      }

  return sky_cli_usage_error (_("Unknown command “%s” (run “sakiyomi-cli --help” for the list)"),
                              argv[1]);
}
