/* cli-analyze.c: `sakiyomi-cli analyze`: the value of every legal move in a
 * position, as one of the opponents sees it. */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "cli-board.h"
#include "value-format.h"

/* Whether the opponent's numbers are values (value-format.h): the
 * priority table ranks squares instead. */
static gboolean
has_values (const SkyStrength *strength)
{
  return strength->kind == SKY_PLAYER_MINIMAX
         || strength->kind == SKY_PLAYER_MONTECARLO;
}

/* What the numbers in the table mean, by opponent: the unit, and that
 * values are for the side to move. */
static char *
values_legend (const SkyStrength *strength, const SkyPosition *pos)
{
  SkyValueUnit unit = sky_value_unit_for_search (pos->game->kind, strength);

  switch (strength->kind)
    {
    case SKY_PLAYER_MINIMAX:
    case SKY_PLAYER_MONTECARLO:
      /* TRANSLATORS: %s is a unit: "discs", "points (table)", "win rate",
       * "win/draw/loss" */
      return g_strdup_printf (_("Values for the side to move, in %s; higher is better."),
                              sky_value_unit_name (unit));
    case SKY_PLAYER_PRIORITY:
      return g_strdup (_("Values: the priority of the square (the highest is played)."));
    case SKY_PLAYER_RANDOM:
    case SKY_N_PLAYER_KINDS:
    default:
      return g_strdup (_("The random opponent gives moves no values: each legal move is equally likely."));
    }
}

/* A number of the table: a value in its unit, or a priority as it is. */
static char *
format_cell (const SkyStrength *strength, const SkyPosition *pos,
             const SkySearchResult *result, int raw, SkyValueStyle style)
{
  SkyGameKind game = pos->game->kind;

  if (!has_values (strength))
    return g_strdup_printf ("%d", raw);
  return sky_value_format (sky_value_unit_for_search (game, strength),
                           sky_value_from_search (game, strength, result, raw),
                           style);
}

/* A game whose values are outcomes (tic-tac-toe), searched to the end of
 * every line (a move a square), has exact ones: seed 001's values are
 * 100 − plies for a win, −(100 − plies) for a loss, 0 for a draw. */
static gboolean
shows_outcomes (const SkyStrength *strength, const SkyPosition *pos)
{
  const SkyGame *game = pos->game;

  return game->value_unit == SKY_VALUE_UNIT_OUTCOME
         && strength->kind == SKY_PLAYER_MINIMAX
         && strength->depth >= game->width * game->height - pos->ply;
}

static char *
format_outcome (const SkyPosition *pos, int value)
{
  const char *side = sky_cli_side_name (pos->game, pos->to_move);

  if (value > 0)
    return g_strdup_printf (ngettext ("%s wins in %d move",
                                      "%s wins in %d moves", 100 - value),
                            side, 100 - value);
  if (value < 0)
    return g_strdup_printf (ngettext ("%s loses in %d move",
                                      "%s loses in %d moves", 100 + value),
                            side, 100 + value);
  return g_strdup (_("draw"));
}

/* text padded on the left to width characters (not bytes: "−" is three). */
static char *
right_aligned (const char *text, int width)
{
  glong length = g_utf8_strlen (text, -1);

  if (length >= width)
    return g_strdup (text);
  return g_strdup_printf ("%*s%s", (int) (width - length), "", text);
}

/* A move's value in the table: a number in the legend's unit, or, where
 * tic-tac-toe is searched to its end, the outcome in words. */
static char *
format_table_value (const SkyStrength *strength, const SkyPosition *pos,
                    const SkySearchResult *result, int raw)
{
  g_autofree char *value = NULL;

  if (shows_outcomes (strength, pos))
    return format_outcome (pos, raw);
  value = format_cell (strength, pos, result, raw, SKY_VALUE_STYLE_NUMBER);
  return right_aligned (value, 6);
}

static void
print_table (const SkyStrength *strength, const SkyPosition *pos,
             const SkySearchResult *result)
{
  if (shows_outcomes (strength, pos))
    printf ("    %-6s %s\n", _("Move"), _("Value"));
  else
    printf ("    %-6s %6s\n", _("Move"), _("Value"));
  for (int i = 0; i < result->n_moves; i++)
    {
      g_autofree char *move = pos->game->move_to_string (pos,
                                                         result->moves[i]);
      const char *mark = result->moves[i] == result->move ? "*" : " ";
      g_autofree char *value = format_table_value (strength, pos, result,
                                                   result->move_values[i]);

      printf ("  %s %-6s %s\n", mark, move, value);
    }
}

static void
print_statistics (const SkyStrength *strength, const SkyPosition *pos,
                  const SkySearchResult *result)
{
  /* The counts are formatted first: a G_GUINT64_FORMAT inside _() would
   * hide the message from xgettext. */
  g_autofree char *evaluations = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                  result->evaluations);
  g_autofree char *nodes = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                            result->nodes);
  g_autofree char *playouts = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                               result->playouts);

  switch (strength->kind)
    {
    case SKY_PLAYER_MINIMAX:
      printf (_("Search: depth %d, %s evaluations, %s nodes, %.3f s\n"),
              result->depth, evaluations, nodes, result->seconds);
      break;
    case SKY_PLAYER_MONTECARLO:
      printf (_("Search: %s playouts, %s nodes, %.3f s\n"), playouts, nodes,
              result->seconds);
      break;
    case SKY_PLAYER_RANDOM:
    case SKY_PLAYER_PRIORITY:
    case SKY_N_PLAYER_KINDS:
    default:
      printf (_("Search: %.3f s\n"), result->seconds);
      break;
    }

  if (result->pv_length > 1)
    {
      SkyPosition *line = sky_position_copy (pos);
      GString *text = g_string_new (NULL);

      /* Moves are named in the position they are played from. */
      for (int i = 0; i < result->pv_length
                      && sky_position_is_legal_move (line, result->pv[i]); i++)
        {
          g_autofree char *move = pos->game->move_to_string (line,
                                                             result->pv[i]);

          g_string_append_printf (text, " %s", move);
          sky_position_play (line, result->pv[i]);
        }
      printf (_("Principal variation:%s\n"), text->str);
      g_string_free (text, TRUE);
      sky_position_free (line);
    }
}

int
sky_cli_analyze (int argc, char **argv)
{
  g_autofree char *player_spec = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *record = NULL;
  g_autofree char *position_text = NULL;
  g_autofree char *board = NULL;
  g_autofree char *status = NULL;
  g_autofree char *opponent = NULL;
  g_autofree char *legend = NULL;
  g_autofree char *chosen = NULL;
  g_autofree char *record_path = NULL;
  g_autofree char *ply_text = NULL;
  g_autofree char *weights = NULL;
  g_autoptr(SkyRecord) game_record = NULL;
  g_autofree char *game_number_text = NULL;
  guint game_number = 0;
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *description = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(GRand) rand = NULL;
  gboolean misere = FALSE;
  gboolean move_only = FALSE;
  const SkyGame *game;
  SkyStrength strength;
  SkySearchResult result;
  int seed = 0;
  g_autofree char *threads_text = NULL;
  g_autofree char *hash_text = NULL;
  int threads = (int) g_get_num_processors ();
  GOptionEntry entries[] = {
    { "player", 'p', 0, G_OPTION_ARG_STRING, &player_spec,
      N_("The opponent that analyzes, e.g. minimax:depth=5, montecarlo:tree=yes or level:4, a strength level (“sakiyomi-cli levels GAME” lists them; default: minimax at the game’s default depth)"),
      N_("SPEC") },
    { "misere", 0, 0, G_OPTION_ARG_NONE, &misere,
      N_("Tic-tac-toe: three in a row loses"), NULL },
    { "moves", 'm', 0, G_OPTION_ARG_STRING, &record,
      N_("Play these moves first (reversi: f5d6c3…; other games: separated by spaces)"),
      N_("MOVES") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Number-grab: draw the board from this seed; the seed of the random generator too (default 0)"),
      N_("N") },
    { "record", 'r', 0, G_OPTION_ARG_FILENAME, &record_path,
      N_("Analyze the position at the end of this game record (any file games lists: Sakiyomi’s text form, GGF, a WTHOR database, PGN, SGF, move lines, a logbook, a file of positions; “-” reads standard input); GAME may then be left out"),
      N_("FILE") },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_number_text,
      N_("With --record: of a file with several games, game N (1-based; “sakiyomi-cli games FILE” lists them; default 1)"),
      N_("N") },
    { "ply", 0, 0, G_OPTION_ARG_STRING, &ply_text,
      N_("With --record: the position after the first N moves of the record instead"),
      N_("N") },
    { "hash", 0, 0, G_OPTION_ARG_STRING, &hash_text, sky_cli_hash_help,
      N_("MB") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      N_("Threads to search on, 1 to 256 (default: one per processor); exact scores are the same on any number"), N_("N") },
    { "move-only", 0, 0, G_OPTION_ARG_NONE, &move_only,
      N_("Search only for the move to play, as in a game, and show it without the table: faster, as the other moves’ values are not worked out"),
      NULL },
    { "weights", 0, 0, G_OPTION_ARG_FILENAME, &weights,
      N_("Reversi, the strong engine (--player minimax:engine=yes…): evaluate with the weights in FILE, pattern or legacy (“tune export-legacy” writes the legacy ones), unless the player sets its own weights=FILE"),
      N_("FILE") },
    { NULL }
  };

  context = g_option_context_new (_("GAME [POSITION] — the value of every legal move"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  description = sky_cli_games_sentence (
    _("POSITION is the game’s position text (see the documentation of each game; “-” reads it from standard input); without it, the start position.  A reversi POSITION is a board string, the 64 squares a1…h8 (X or * black, O white, - or . empty; blanks between them allowed) and X or O to move, or an OBF line (the board string, “;” and scores, which are not used).  Examples:\n"
      "  sakiyomi-cli analyze tictactoe --misere\n"
      "  sakiyomi-cli analyze tictactoe 'X.O/.X./... O'\n"
      "  sakiyomi-cli analyze reversi --moves f5d6c3 --player minimax:depth=6\n"
      "  sakiyomi-cli analyze --record game.txt --ply 12"));
  g_option_context_set_description (context, description);
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;

  if (ply_text != NULL && record_path == NULL)
    return sky_cli_usage_error (_("--ply needs --record"));
  if (game_number_text != NULL && record_path == NULL)
    return sky_cli_usage_error (_("--game needs --record"));
  if (!sky_cli_parse_game_number (game_number_text, &game_number, &error))
    return sky_cli_usage_error ("%s", error->message);
  if (record_path != NULL)
    {
      if (argc > 2 || misere || record != NULL)
        return sky_cli_usage_error (_("--record gives the position: no POSITION, --moves or --misere with it"));
      game_record = sky_cli_load_record_game (record_path, game_number, &error);
      if (game_record == NULL)
        return sky_cli_usage_error ("%s", error->message);
    }
  if (argc < 2 && game_record == NULL)
    {
      g_autofree char *ids = sky_cli_game_ids ();

      /* TRANSLATORS: %s is the list of the games, "numbergrab, tictactoe
       * or reversi" */
      return sky_cli_usage_error (_("analyze: which game? (%s)"), ids);
    }
  game = argc >= 2 ? sky_cli_parse_game (argv[1], &error)
                   : sky_record_get_game (game_record);
  if (game == NULL)
    return sky_cli_usage_error ("%s", error->message);
  if (game_record != NULL && sky_record_get_game (game_record) != game)
    return sky_cli_usage_error (_("The record holds a game of %s, not %s"),
                                sky_record_get_game (game_record)->id,
                                game->id);
  if (argc > 2)
    position_text = g_strjoinv (" ", argv + 2);
  if (seed_text != NULL
      && !sky_cli_parse_int ("--seed", seed_text, 0, G_MAXINT, &seed, &error))
    return sky_cli_usage_error ("%s", error->message);
  if (!sky_cli_apply_hash (hash_text))
    return SKY_CLI_EXIT_USAGE;
  if (threads_text != NULL
      && !sky_cli_parse_int ("--threads", threads_text, 1, 256, &threads,
                             &error))
    return sky_cli_usage_error ("%s", error->message);

  if (player_spec == NULL)
    sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, game->kind);
  else if (!sky_cli_parse_player (player_spec, game, &strength, &error))
    return sky_cli_usage_error ("%s", error->message);
  if (!sky_cli_apply_weights (weights, game, (SkyStrength *[]) { &strength }, 1))
    return SKY_CLI_EXIT_USAGE;
  /* A table of values needs every value exact, not alpha-beta's bounds;
   * the move alone is searched as a game's move is. */
  strength.exact_values = !move_only;
  strength.threads = threads;

  if (game_record != NULL)
    {
      int ply = (int) sky_record_get_n_moves (game_record);

      if (ply_text != NULL
          && !sky_cli_parse_int ("--ply", ply_text, 0, ply, &ply, &error))
        return sky_cli_usage_error ("%s", error->message);
      pos = sky_position_copy (sky_record_get_position (game_record, ply));
    }
  else
    pos = sky_cli_load_position (game, position_text, misere, seed, record,
                                 &error);
  if (pos == NULL)
    return sky_cli_usage_error ("%s", error->message);

  board = sky_cli_format_board (pos, TRUE);
  status = sky_cli_format_status (pos);
  printf ("%s", _(game->name));
  if (sky_cli_is_misere (pos))
    printf (" %s", _("(misère: three in a row loses)"));
  printf ("\n%s%s\n", board, status);
  if (sky_position_is_over (pos))
    return sky_cli_usage_error (_("The game is over: there are no moves to analyze"));

  opponent = sky_cli_format_player (player_spec, game, &strength);
  printf (_("Opponent: %s\n"), opponent);

  rand = g_rand_new_with_seed ((guint32) seed);
  if (!sky_player_choose (&strength, pos, rand, NULL, NULL, NULL, &result,
                          &error))
    {
      sky_cli_error (error->message);
      return SKY_CLI_EXIT_FAILURE;
    }

  if (!move_only)
    {
      legend = values_legend (&strength, pos);
      printf ("%s\n\n", legend);
      if (result.n_moves > 0)
        print_table (&strength, pos, &result);
      else
        {
          SkyMove moves[SKY_MAX_MOVES];
          int n = sky_position_legal_moves (pos, moves);

          printf ("%s", _("Legal moves:"));
          for (int i = 0; i < n; i++)
            {
              g_autofree char *move = game->move_to_string (pos, moves[i]);

              printf (" %s", move);
            }
          printf ("\n");
        }
    }

  chosen = game->move_to_string (pos, result.move);
  if (result.n_moves > 0 && shows_outcomes (&strength, pos))
    {
      g_autofree char *outcome = format_outcome (pos, result.value);

      /* TRANSLATORS: "Chosen move: c3 (O loses in 4 moves)" */
      printf (_("\nChosen move: %s (%s)\n"), chosen, outcome);
    }
  else if (result.n_moves > 0 && has_values (&strength))
    {
      g_autofree char *value = format_cell (&strength, pos, &result,
                                            result.value, SKY_VALUE_STYLE_LONG);

      /* TRANSLATORS: "Chosen move: d3 (+3 points (table))" */
      printf (_("\nChosen move: %s (%s)\n"), chosen, value);
    }
  else if (result.n_moves > 0)
    /* TRANSLATORS: the priority table's choice: "Chosen move: h1
     * (priority 8)" */
    printf (_("\nChosen move: %s (priority %d)\n"), chosen, result.value);
  else
    printf (_("\nChosen move: %s\n"), chosen);
  print_statistics (&strength, pos, &result);
  return 0;
}
