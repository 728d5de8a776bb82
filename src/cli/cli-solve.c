/* cli-solve.c: `sakiyomi-cli solve POSITION`: the exact endgame solver on
 * one reversi position, with its score, best move, principal line and
 * speed. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "reversi.h"
#include "reversi-endgame.h"

/* Beyond this many empties an exact solve takes hours or more. */
#define SOLVE_MAX_EMPTIES 36

static char *
square_text (int move)
{
  if (move == SKY_REVERSI_SOLVE_PASS)
    return g_strdup ("pass");
  return g_strdup_printf ("%c%d", 'a' + move % 8, move / 8 + 1);
}

int
sky_cli_solve (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(SkyReversiSolver) solver = NULL;
  g_autofree char *text = NULL;
  g_autofree char *nodes_text = NULL;
  GString *line;
  SkyReversiSolveResult result;
  SkySide side;
  int empties;
  gint64 start;
  double seconds;
  g_autofree char *threads_text = NULL;
  int threads = (int) g_get_num_processors ();
  const GOptionEntry entries[] = {
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      N_("Threads to search on, 1 to 256 (default: one per processor); exact scores are the same on any number"), N_("N") },
    { NULL }
  };

  context = g_option_context_new (_("POSITION — solve a reversi endgame exactly"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Finds the exact final disc difference of a reversi position with perfect "
      "play by both sides, for the side to move (empty squares left at the end "
      "go to the winner), a best move and the principal line, and prints the "
      "nodes searched, the time and the speed.\n"
      "POSITION is 64 squares a1…h1, a2…h8 (X black, O white, - empty), a "
      "space, then X or O to move, as in the FFO endgame suite, e.g.\n"
      "  sakiyomi-cli solve 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X'"));
  /* Positions often start with "-" (an empty a1): the options' parser
   * leaves them here. */
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (threads_text != NULL
      && !sky_cli_parse_int ("--threads", threads_text, 1, 256, &threads,
                             &error))
    return sky_cli_usage_error ("%s", error->message);

  /* The position as one argument, or the squares and the side as two. */
  if (argc == 2)
    text = g_strdup (argv[1]);
  else if (argc == 3)
    text = g_strjoin (" ", argv[1], argv[2], NULL);
  else if (argc < 2)
    return sky_cli_usage_error (_("solve: the POSITION is missing (see “sakiyomi-cli solve --help”)"));
  else
    return sky_cli_usage_error (_("solve: unexpected argument “%s” after the position"),
                                argv[3]);

  pos = sky_position_new_from_string (&sky_reversi_game, text, &error);
  if (pos == NULL)
    return sky_cli_usage_error (_("solve: %s"), error->message);
  empties = sky_reversi_empties (pos);
  if (empties > SOLVE_MAX_EMPTIES)
    return sky_cli_usage_error (_("solve: the position has %d empty squares; an exact solve is practical up to about %d"),
                                empties, SOLVE_MAX_EMPTIES);

  side = pos->to_move;
  solver = sky_reversi_solver_new (20);
  sky_reversi_solver_set_threads (solver, threads);
  start = g_get_monotonic_time ();
  if (!sky_reversi_solver_solve_root (solver, sky_reversi_discs (pos, side),
                                      sky_reversi_discs (pos,
                                                         SKY_SIDE_OTHER (side)),
                                      &result))
    {
      fprintf (stderr, "sakiyomi-cli: %s\n", _("solve: the search was stopped"));
      return SKY_CLI_EXIT_FAILURE;
    }
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  printf (_("score: %+d for %s to move (exact final disc difference)\n"),
          result.score, side == SKY_SIDE_FIRST ? _("black") : _("white"));
  if (result.best_move == SKY_REVERSI_SOLVE_NONE)
    printf ("%s\n", _("best move: none, the game is over"));
  else
    {
      g_autofree char *best = square_text (result.best_move);

      printf (_("best move: %s\n"), best);
    }
  line = g_string_new (NULL);
  for (int i = 0; i < result.pv_length; i++)
    {
      g_autofree char *move = square_text (result.pv[i]);

      if (i > 0)
        g_string_append_c (line, ' ');
      g_string_append (line, move);
    }
  if (line->len > 0)
    printf (_("line: %s\n"), line->str);
  g_string_free (line, TRUE);
  /* The count as text: xgettext cannot see through G_GUINT64_FORMAT. */
  nodes_text = g_strdup_printf ("%" G_GUINT64_FORMAT, result.nodes);
  printf (_("nodes: %s\n"), nodes_text);
  printf (_("time: %.3f s\n"), seconds);
  if (seconds >= 0.001)
    printf (_("speed: %.1f million nodes per second\n"),
            result.nodes / seconds / 1e6);
  return 0;
}
