/* cli-nboard.c: `sakiyomi-cli nboard`: Sakiyomi's reversi engine behind
 * the NBoard protocol, so that reversi GUIs that speak it (NBoard and its
 * successors) can play against it and ask it for hints.
 *
 * One command a line on standard input, replies a line each on standard
 * output, flushed at once.  Commands are handled one after another, so
 * "ping N" is answered only after everything before it is done.
 *
 *   nboard VERSION      → set myname Sakiyomi
 *   set depth N         the search depth, 1–60: the strong engine
 *                       (player.h) deepens to N moves, and solves the game
 *                       exactly once 2N empty squares are left (at most 20)
 *   set game GGF        a new game: the GGF game's start position and moves
 *   set contempt N      accepted; the search has no draw contempt
 *   move MOVE[/EVAL[/TIME]]   a move played in the game ("PA" passes)
 *   hint N              → status Thinking, then up to N lines
 *                         "search MOVE EVAL 0 DEPTH", best first, then
 *                         an empty "status"
 *   go                  → status Thinking, "=== MOVE/EVAL/TIME", status
 *                         (the move is not played: the GUI sends it back
 *                         with "move")
 *   ping N              → pong N
 *   learn               → learned (there is no book to learn into)
 *   quit                ends (as does the end of the input)
 *
 * EVAL is from the side to move's point of view in discs: the exact final
 * disc margin once the game is solved, otherwise the engine's estimate of
 * it.  DEPTH is the depth searched, or the number of empty squares when
 * solved.  MOVE is "F5" or "PA".
 *
 * The protocol has no error reply: a command that cannot be carried out (a
 * malformed GGF game, an illegal move, a bad number) is answered with
 * "status ERROR: WHY" and changes nothing.  Unknown commands are ignored,
 * as the protocol asks, with a note on standard error.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "record.h"
#include "reversi.h"

#define ENGINE_NAME "Sakiyomi"
#define MIN_DEPTH 1
#define MAX_DEPTH 60
#define DEFAULT_DEPTH 6
/* The most empty squares solved exactly: about a second. */
#define MAX_SOLVE_EMPTIES 20
/* The longest command line read; the rest of a longer one is dropped. */
#define MAX_LINE (SKY_RECORD_MAX_LENGTH + 64)

typedef struct {
  SkyRecord *game;
  int depth;
  int contempt;
  GRand *rand;
} NBoard;

static void
reply (const char *format, ...) G_GNUC_PRINTF (1, 2);

static void
reply (const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  putchar ('\n');
  fflush (stdout);
}

static void
reply_error (const char *message)
{
  reply ("status ERROR: %s", message);
}

static char *
format_move (SkyMove move)
{
  if (move == SKY_MOVE_PASS)
    return g_strdup ("PA");
  return g_strdup_printf ("%c%d", 'A' + move % 8, move / 8 + 1);
}

/* A search value in discs, as text with a decimal point in any locale:
 * the engine gives whole discs for a solved game, else hundredths. */
static char *
format_eval (const SkySearchResult *result, int value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  double discs = result->solved ? value : value / 100.0;

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.2f", discs));
}

static char *
format_seconds (double seconds)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.2f", seconds));
}

static void
nboard_strength (const NBoard *nboard, SkyStrength *strength)
{
  sky_strength_init_default (strength, SKY_PLAYER_MINIMAX, SKY_GAME_REVERSI);
  strength->engine = TRUE;
  strength->depth = nboard->depth;
  strength->seconds = 0;    /* the GUI's depth is the limit, not a clock */
  strength->solve_empties = MIN (2 * nboard->depth, MAX_SOLVE_EMPTIES);
  strength->alpha_beta = TRUE;
  strength->strong_eval = TRUE;
}

/* Searches the current position; FALSE (and a status line saying why) if
 * there is nothing to search. */
static gboolean
search (NBoard *nboard, gboolean exact_values, SkySearchResult *result)
{
  const SkyPosition *pos = sky_record_get_end (nboard->game);
  g_autoptr(GError) error = NULL;
  SkyStrength strength;

  if (sky_position_is_over (pos))
    {
      reply_error (_("the game is over"));
      return FALSE;
    }
  nboard_strength (nboard, &strength);
  strength.exact_values = exact_values;
  reply ("status %s", _("Thinking"));
  if (!sky_player_choose (&strength, pos, nboard->rand, NULL, NULL, NULL,
                          result, &error))
    {
      reply_error (error->message);
      return FALSE;
    }
  return TRUE;
}

/* Commands -------------------------------------------------------------- */

static gboolean
parse_number (const char *what, const char *text, int min, int max,
              int *value)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  if (!sky_cli_parse_int (what, stripped, min, max, value, &error))
    {
      reply_error (error->message);
      return FALSE;
    }
  return TRUE;
}

static void
command_set (NBoard *nboard, const char *args)
{
  const char *value = args + strcspn (args, " ");
  g_autofree char *name = g_strndup (args, value - args);

  while (*value == ' ')
    value++;
  if (strcmp (name, "depth") == 0)
    {
      int depth;

      if (parse_number ("depth", value, MIN_DEPTH, MAX_DEPTH, &depth))
        nboard->depth = depth;
    }
  else if (strcmp (name, "game") == 0)
    {
      g_autoptr(GError) error = NULL;
      SkyRecord *game = sky_record_from_ggf (value, &error);

      if (game == NULL)
        reply_error (error->message);
      else
        {
          sky_record_free (nboard->game);
          nboard->game = game;
        }
    }
  else if (strcmp (name, "contempt") == 0)
    {
      int contempt;

      if (parse_number ("contempt", value, -6400, 6400, &contempt))
        nboard->contempt = contempt;
    }
  else
    fprintf (stderr, _("sakiyomi-cli nboard: ignoring “set %s”\n"), name);
}

static void
command_move (NBoard *nboard, const char *args)
{
  g_autofree char *text = g_strstrip (g_strndup (args, strcspn (args, "/")));
  const SkyGame *game = sky_record_get_game (nboard->game);
  const SkyPosition *pos = sky_record_get_end (nboard->game);
  g_autoptr(GError) error = NULL;
  SkyMove move;

  if (g_ascii_strcasecmp (text, "PA") == 0)
    {
      g_free (text);
      text = g_strdup ("pass");
    }
  /* A GUI may leave out a pass, as transcripts do. */
  if (g_ascii_strcasecmp (text, "pass") != 0
      && sky_reversi_legal_squares (pos) == 0 && !sky_position_is_over (pos))
    {
      SkyRecord *with_pass = sky_record_copy (nboard->game);

      sky_record_append (with_pass, SKY_MOVE_PASS, NULL);
      if (!game->move_from_string (sky_record_get_end (with_pass), text,
                                   &move, &error))
        {
          sky_record_free (with_pass);
          reply_error (error->message);
          return;
        }
      sky_record_append (with_pass, move, NULL);
      sky_record_free (nboard->game);
      nboard->game = with_pass;
      return;
    }
  if (!game->move_from_string (pos, text, &move, &error))
    {
      reply_error (error->message);
      return;
    }
  sky_record_append (nboard->game, move, NULL);
}

/* Orders move indices by value, best first, in move order on ties. */
static int
compare_values (gconstpointer a, gconstpointer b, gpointer data)
{
  const SkySearchResult *result = data;
  int i = *(const int *) a, j = *(const int *) b;

  if (result->move_values[i] != result->move_values[j])
    return result->move_values[i] > result->move_values[j] ? -1 : 1;
  return i - j;
}

static void
command_hint (NBoard *nboard, const char *args)
{
  SkySearchResult result;
  int order[SKY_MAX_MOVES];
  int n;

  if (!parse_number ("hint", args, 1, SKY_MAX_MOVES, &n))
    return;
  if (!search (nboard, TRUE, &result))
    return;
  for (int i = 0; i < result.n_moves; i++)
    order[i] = i;
  g_qsort_with_data (order, result.n_moves, sizeof order[0], compare_values,
                     &result);
  for (int i = 0; i < n && i < result.n_moves; i++)
    {
      g_autofree char *move = format_move (result.moves[order[i]]);
      g_autofree char *eval = format_eval (&result,
                                           result.move_values[order[i]]);

      reply ("search %s %s 0 %d", move, eval, result.depth);
    }
  reply ("status");
}

static void
command_go (NBoard *nboard)
{
  SkySearchResult result;
  g_autofree char *move = NULL;
  g_autofree char *eval = NULL;
  g_autofree char *seconds = NULL;

  if (!search (nboard, FALSE, &result))
    return;
  move = format_move (result.move);
  eval = format_eval (&result, result.value);
  seconds = format_seconds (result.seconds);
  reply ("=== %s/%s/%s", move, eval, seconds);
  reply ("status");
}

/* Handles one line; FALSE after "quit". */
static gboolean
handle_line (NBoard *nboard, const char *line)
{
  const char *args = line + strcspn (line, " \t");
  g_autofree char *command = g_strndup (line, args - line);

  while (*args == ' ' || *args == '\t')
    args++;

  if (*command == '\0')
    ;
  else if (strcmp (command, "nboard") == 0)
    reply ("set myname %s", ENGINE_NAME);
  else if (strcmp (command, "set") == 0)
    command_set (nboard, args);
  else if (strcmp (command, "move") == 0)
    command_move (nboard, args);
  else if (strcmp (command, "hint") == 0)
    command_hint (nboard, args);
  else if (strcmp (command, "go") == 0)
    command_go (nboard);
  else if (strcmp (command, "ping") == 0)
    reply ("pong %s", args);
  else if (strcmp (command, "learn") == 0)
    reply ("learned");
  else if (strcmp (command, "quit") == 0)
    return FALSE;
  else
    {
      fprintf (stderr, _("sakiyomi-cli nboard: ignoring unknown command “%s”\n"),
               command);
    }
  return TRUE;
}

/* Reads a line of at most MAX_LINE bytes (the rest is dropped, and so are
 * NUL bytes) without its line end; FALSE at the end of the input. */
static gboolean
read_line (GString *line)
{
  int c;

  g_string_truncate (line, 0);
  while ((c = getc (stdin)) != EOF && c != '\n')
    if (c != '\0' && line->len < MAX_LINE)
      g_string_append_c (line, (char) c);
  if (c == EOF && line->len == 0)
    return FALSE;
  if (line->len > 0 && line->str[line->len - 1] == '\r')
    g_string_truncate (line, line->len - 1);
  return TRUE;
}

int
sky_cli_nboard (int argc, char **argv)
{
  g_autofree char *depth_text = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) line = g_string_new (NULL);
  g_autoptr(SkyPosition) start = NULL;
  NBoard nboard = { NULL, DEFAULT_DEPTH, 0, NULL };
  GOptionEntry entries[] = {
    { "depth", 'd', 0, G_OPTION_ARG_STRING, &depth_text,
      N_("Search depth until the GUI sets one (1–60, default 6)"), N_("N") },
    { NULL }
  };

  context = g_option_context_new (_("— the reversi engine for GUIs that speak the NBoard protocol"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("Reads NBoard commands on standard input and answers on standard output: nboard, set depth, set game, set contempt, move, hint, go, ping, learn and quit.  A command that cannot be carried out is answered with “status ERROR: …” and changes nothing."));
  if (!sky_cli_parse_options (context, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc > 1)
    return sky_cli_usage_error (_("nboard: unexpected argument “%s”"), argv[1]);
  if (depth_text != NULL
      && !sky_cli_parse_int ("--depth", depth_text, MIN_DEPTH, MAX_DEPTH,
                             &nboard.depth, &error))
    return sky_cli_usage_error ("%s", error->message);

  start = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                            &(SkyGameSetup) { 0, FALSE });
  nboard.game = sky_record_new (start);
  nboard.rand = g_rand_new_with_seed (0);

  while (read_line (line))
    {
      /* Replies quote the input: keep them UTF-8 whatever comes in. */
      g_autofree char *valid = g_utf8_make_valid (line->str, line->len);

      if (!handle_line (&nboard, valid))
        break;
    }

  sky_record_free (nboard.game);
  g_rand_free (nboard.rand);
  return 0;
}
