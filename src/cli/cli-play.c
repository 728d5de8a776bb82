/* cli-play.c: `sakiyomi-cli play`: a person plays a game against one of the
 * computer opponents in the terminal. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "cli-board.h"
#include "cli-game.h"

typedef enum {
  INPUT_MOVE,
  INPUT_QUIT,               /* "quit" or the end of the input */
  INPUT_TOO_LONG            /* a line longer than MAX_INPUT_LINE */
} InputKind;

/* The longest line of input read: a move is a few characters. */
#define MAX_INPUT_LINE 1024

/* The next line of standard input without its line end, at most
 * MAX_INPUT_LINE bytes; NULL at the end of the input or, with *too_long
 * set, when the line is longer. */
static char *
read_line (gboolean *too_long)
{
  GString *line = g_string_new (NULL);
  int c;

  *too_long = FALSE;
  while ((c = getchar ()) != EOF && c != '\n')
    {
      if (line->len == MAX_INPUT_LINE)
        {
          *too_long = TRUE;
          g_string_free (line, TRUE);
          return NULL;
        }
      g_string_append_c (line, (char) c);
    }
  if (c == EOF && line->len == 0)
    {
      g_string_free (line, TRUE);
      return NULL;
    }
  return g_string_free (line, FALSE);
}

static void
print_position (const SkyPosition *pos, gboolean mark_legal)
{
  g_autofree char *board = sky_cli_format_board (pos, mark_legal);
  g_autofree char *status = sky_cli_format_status (pos);

  printf ("\n%s%s\n", board, status);
}

static void
print_legal_moves (const SkyPosition *pos)
{
  SkyMove moves[SKY_MAX_MOVES];
  int n = sky_position_legal_moves (pos, moves);

  printf ("%s", _("Legal moves:"));
  for (int i = 0; i < n; i++)
    {
      g_autofree char *move = pos->game->move_to_string (pos, moves[i]);

      printf (" %s", move);
    }
  printf ("\n");
}

/* Reads the person's move, prompting again after help or a wrong move. */
static InputKind
read_move (const SkyPosition *pos, SkyMove *move)
{
  const char *side = sky_cli_side_name (pos->game, pos->to_move);

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *line = NULL;
      gboolean too_long;
      char *text;

      printf (_("Your move (%s; “help” for the legal moves, “quit” to stop): "),
              side);
      fflush (stdout);
      line = read_line (&too_long);
      if (line == NULL)
        {
          printf ("\n");
          return too_long ? INPUT_TOO_LONG : INPUT_QUIT;
        }
      text = g_strstrip (line);
      /* Typed moves echo on a terminal; show piped ones the same way. */
      if (!isatty (STDIN_FILENO))
        printf ("%s\n", text);
      if (*text == '\0')
        continue;
      if (g_ascii_strcasecmp (text, "quit") == 0
          || g_ascii_strcasecmp (text, "q") == 0
          || g_ascii_strcasecmp (text, "exit") == 0)
        return INPUT_QUIT;
      if (g_ascii_strcasecmp (text, "help") == 0 || strcmp (text, "?") == 0)
        {
          print_legal_moves (pos);
          continue;
        }
      if (pos->game->move_from_string (pos, text, move, &error))
        return INPUT_MOVE;
      fflush (stdout);
      fprintf (stderr, "%s\n", error->message);
    }
}

static void
print_outcome (const SkyPosition *pos, SkySide person)
{
  SkyResult result = pos->game->result (pos);

  if (result == SKY_RESULT_DRAW)
    printf ("%s\n", _("The game is drawn."));
  else if ((result == SKY_RESULT_FIRST_WINS) == (person == SKY_SIDE_FIRST))
    printf ("%s\n", _("You win."));
  else
    printf ("%s\n", _("The computer wins."));
}

/* A record of the game about to be played from pos, with the players. */
static SkyRecord *
start_record (const SkyPosition *pos, SkySide person, const char *opponent)
{
  /* Tag keys are not translated: the file is read back in any language. */
  const char *const *keys = pos->game->side_tags;
  SkyRecord *record = sky_record_new (pos);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H:%M");

  sky_record_set_tag (record, keys[person], _("You"));
  sky_record_set_tag (record, keys[SKY_SIDE_OTHER (person)], opponent);
  sky_record_set_tag (record, "Date", date);
  return record;
}

/* Writes the game to path (with its result if it is over); the exit
 * status of play. */
static int
save_record (SkyRecord *record, const char *path, SkyCliRecordFormat format)
{
  g_autoptr(GError) error = NULL;
  const SkyPosition *end;

  if (record == NULL)
    return 0;
  end = sky_record_get_end (record);
  if (sky_position_is_over (end))
    {
      g_autofree char *result = g_strdup_printf ("%d-%d",
                                                 end->game->score (end, SKY_SIDE_FIRST),
                                                 end->game->score (end, SKY_SIDE_SECOND));

      sky_record_set_tag (record, "Result", result);
    }
  if (!sky_cli_save_record_as (record, path, format, &error))
    {
      sky_cli_error (error->message);
      return SKY_CLI_EXIT_FAILURE;
    }
  return 0;
}

int
sky_cli_play (int argc, char **argv)
{
  g_autofree char *opponent_spec = NULL;
  g_autofree char *save_path = NULL;
  g_autofree char *save_format_text = NULL;
  SkyCliRecordFormat save_format;
  g_autoptr(SkyRecord) game_record = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *opponent = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *description = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  g_autoptr(GRand) rand = NULL;
  gboolean second = FALSE, misere = FALSE;
  const SkyGame *game;
  SkyStrength strength;
  SkySide person;
  int seed = 0;
  g_autofree char *threads_text = NULL;
  g_autofree char *hash_text = NULL;
  int threads = (int) g_get_num_processors ();
  GOptionEntry entries[] = {
    { "opponent", 'o', 0, G_OPTION_ARG_STRING, &opponent_spec,
      N_("The computer opponent, e.g. minimax:depth=5, random, priority, montecarlo:tree=yes or level:4, a strength level (“sakiyomi-cli levels GAME” lists them; default: minimax at the game’s default depth)"),
      N_("SPEC") },
    { "second", 0, 0, G_OPTION_ARG_NONE, &second,
      N_("Let the computer move first"), NULL },
    { "misere", 0, 0, G_OPTION_ARG_NONE, &misere,
      N_("Tic-tac-toe: three in a row loses"), NULL },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Number-grab: draw the board from this seed; the seed of the computer’s random choices too (default 0)"),
      N_("N") },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save_path,
      N_("Write the game played to FILE as a game record when it ends or stops"),
      N_("FILE") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &save_format_text,
      N_("With --save: text (Sakiyomi’s game record, the default) or ggf (reversi only)"),
      N_("FORMAT") },
    { "hash", 0, 0, G_OPTION_ARG_STRING, &hash_text, sky_cli_hash_help,
      N_("MB") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      N_("Threads to search on, 1 to 256 (default: one per processor); exact scores are the same on any number"), N_("N") },
    { NULL }
  };

  context = g_option_context_new (_("GAME — play against the computer"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  description = sky_cli_games_sentence (
    _("Type moves as squares: b2 in tic-tac-toe, f5 in reversi, h1 in number-grab (column letter, row number from the top).  “help” lists the legal moves, “quit” or the end of the input stops."));
  g_option_context_set_description (context, description);
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;

  if (argc < 2)
    {
      g_autofree char *ids = sky_cli_game_ids ();

      /* TRANSLATORS: %s is the list of the games, "numbergrab, tictactoe
       * or reversi" */
      return sky_cli_usage_error (_("play: which game? (%s)"), ids);
    }
  if (argc > 2)
    return sky_cli_usage_error (_("play: unexpected “%s” after the game"),
                                argv[2]);
  game = sky_cli_parse_game (argv[1], &error);
  if (game == NULL)
    return sky_cli_usage_error ("%s", error->message);
  if (seed_text != NULL
      && !sky_cli_parse_int ("--seed", seed_text, 0, G_MAXINT, &seed, &error))
    return sky_cli_usage_error ("%s", error->message);
  if (!sky_cli_apply_hash (hash_text))
    return SKY_CLI_EXIT_USAGE;
  if (threads_text != NULL
      && !sky_cli_parse_int ("--threads", threads_text, 1, 256, &threads,
                             &error))
    return sky_cli_usage_error ("%s", error->message);
  if (opponent_spec == NULL)
    sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, game->kind);
  else if (!sky_cli_parse_player (opponent_spec, game, &strength, &error))
    return sky_cli_usage_error ("%s", error->message);
  strength.threads = threads;

  /* Where the game goes, and in what form, is checked before it is
   * played, not after. */
  if (!sky_cli_check_output_path ("--save", save_path))
    return SKY_CLI_EXIT_USAGE;
  if (!sky_cli_parse_record_format ("--format", save_format_text, &save_format,
                                    &error))
    return sky_cli_usage_error ("%s", error->message);
  if (save_format_text != NULL && save_path == NULL)
    return sky_cli_usage_error (_("--format needs --save"));
  if (save_format == SKY_CLI_RECORD_GGF && !sky_cli_game (game)->writes_ggf)
    return sky_cli_usage_error (_("Only reversi games can be written as GGF"));

  pos = sky_cli_load_position (game, NULL, misere, seed, NULL, &error);
  if (pos == NULL)
    return sky_cli_usage_error ("%s", error->message);

  person = second ? SKY_SIDE_SECOND : SKY_SIDE_FIRST;
  rand = g_rand_new_with_seed ((guint32) seed);
  opponent = sky_cli_format_player (opponent_spec, game, &strength);
  if (save_path != NULL)
    game_record = start_record (pos, person, opponent);
  printf (_("%s: you play %s, the computer (%s) plays %s.\n"),
          _(game->name), sky_cli_side_name (game, person), opponent,
          sky_cli_side_name (game, SKY_SIDE_OTHER (person)));

  while (!sky_position_is_over (pos))
    {
      g_autofree char *name = NULL;
      SkyMove move;

      print_position (pos, pos->to_move == person);
      if (pos->to_move == person)
        {
          SkyMove moves[SKY_MAX_MOVES];

          if (sky_position_legal_moves (pos, moves) == 1
              && moves[0] == SKY_MOVE_PASS)
            {
              printf ("%s\n", _("You have no legal move and must pass."));
              move = SKY_MOVE_PASS;
            }
          else
            switch (read_move (pos, &move))
              {
              case INPUT_MOVE:
                break;
              case INPUT_QUIT:
                printf ("%s\n", _("Game stopped."));
                return save_record (game_record, save_path, save_format);
              case INPUT_TOO_LONG:
                /* Bad input, but the game so far is kept. */
                fflush (stdout);
                sky_cli_usage_error (_("standard input: a line longer than %d bytes; the game is stopped"),
                                     MAX_INPUT_LINE);
                return save_record (game_record, save_path, save_format) != 0
                       ? SKY_CLI_EXIT_FAILURE : SKY_CLI_EXIT_USAGE;
              }
        }
      else
        {
          SkySearchResult result;

          gboolean terminal = isatty (STDOUT_FILENO);

          if (terminal)
            {
              printf ("%s", _("The computer is thinking…"));
              fflush (stdout);
            }
          if (!sky_player_choose (&strength, pos, rand, NULL, NULL, NULL,
                                  &result, &error))
            {
              printf (terminal ? "\n" : "");
              fflush (stdout);
              sky_cli_error (error->message);
              return SKY_CLI_EXIT_FAILURE;
            }
          move = result.move;
          name = game->move_to_string (pos, move);
          if (terminal)
            printf ("\r\033[K");      /* erase the thinking line */
          if (move == SKY_MOVE_PASS)
            printf ("%s\n", _("The computer has no legal move and passes."));
          else
            printf (_("The computer plays %s.\n"), name);
        }
      if (game_record != NULL)
        sky_record_append (game_record, move, NULL);
      sky_position_play (pos, move);
    }

  print_position (pos, FALSE);
  print_outcome (pos, person);
  return save_record (game_record, save_path, save_format);
}
