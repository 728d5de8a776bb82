/* cli-perft.c: `sakiyomi-cli perft DEPTH`: counts reversi move paths, the
 * correctness check and speed measure of the move generator.  Reversi's
 * own: it names the game. */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "reversi.h"

#define PERFT_MAX_DEPTH 20

/* Prints the count below each legal move, then the total. */
static guint64
perft_divide (const SkyPosition *pos, int depth)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n = sky_position_legal_moves (pos, moves);
  guint64 total = 0;

  for (int i = 0; i < n; i++)
    {
      g_autoptr(SkyPosition) child = sky_position_copy (pos);
      g_autofree char *name = pos->game->move_to_string (pos, moves[i]);
      guint64 count;

      sky_position_play (child, moves[i]);
      count = sky_reversi_perft (child, depth - 1);
      printf ("%-5s %" G_GUINT64_FORMAT "\n", name, count);
      total += count;
    }
  /* A finished game is one path of any depth. */
  return n > 0 ? total : 1;
}

int
sky_cli_perft (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *position_text = NULL;
  g_autofree char *count_text = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  gboolean divide = FALSE;
  int depth;
  gint64 start, end;
  double seconds;
  guint64 count;
  const GOptionEntry entries[] = {
    { "position", 'p', 0, G_OPTION_ARG_STRING, &position_text,
      N_("Count from POSITION instead of the start: 64 squares a1…h1, a2…h8 (X black, O white, - empty), a space, then X or O to move"),
      N_("POSITION") },
    { "divide", 'd', 0, G_OPTION_ARG_NONE, &divide,
      N_("Also print the count below each legal move"), NULL },
    { NULL }
  };

  context = g_option_context_new (_("DEPTH — count reversi move paths"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Counts the move paths of DEPTH plies from the reversi start position "
      "(or --position), a pass counted as a ply and a game that ends sooner "
      "as one path, and prints the count, the time and the speed.\n"
      "From the start: 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, "
      "24571284, 212258800 for depths 1 to 11."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;

  if (argc < 2)
    return sky_cli_usage_error (_("perft: the DEPTH is missing (e.g. sakiyomi-cli perft 8)"));
  if (argc > 2)
    return sky_cli_usage_error (_("perft: unexpected argument “%s” (put a position after --position)"),
                                argv[2]);
  if (!sky_cli_parse_int (_("perft: DEPTH"), argv[1], 1, PERFT_MAX_DEPTH,
                          &depth, &error))
    return sky_cli_usage_error ("%s", error->message);

  if (position_text != NULL)
    {
      pos = sky_position_new_from_string (&sky_reversi_game, position_text,
                                          &error);
      if (pos == NULL)
        return sky_cli_usage_error (_("perft: %s"), error->message);
    }
  else
    pos = sky_position_new (&sky_reversi_game, NULL);

  start = g_get_monotonic_time ();
  count = divide ? perft_divide (pos, depth) : sky_reversi_perft (pos, depth);
  end = g_get_monotonic_time ();
  seconds = (end - start) / (double) G_USEC_PER_SEC;

  /* The count as text: xgettext cannot see through G_GUINT64_FORMAT. */
  count_text = g_strdup_printf ("%" G_GUINT64_FORMAT, count);
  printf (ngettext ("perft %d: %s path\n", "perft %d: %s paths\n",
                    (unsigned long) MIN (count, G_MAXULONG)),
          depth, count_text);
  printf (_("time: %.3f s\n"), seconds);
  /* Below a millisecond the clock says nothing about speed. */
  if (seconds >= 0.001)
    printf (_("speed: %.1f million paths per second\n"),
            count / seconds / 1e6);
  return 0;
}
