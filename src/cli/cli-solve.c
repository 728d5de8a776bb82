/* cli-solve.c: `sakiyomi-cli solve POSITION` and `solve --file FILE`: the
 * exact endgame solver on reversi positions (board strings or OBF lines,
 * reversi-obf.h), with the score, best move, principal line and speed,
 * and for an OBF line that gives expected scores, whether they agree.
 * Reversi's own (its solver and its OBF positions): it names the game. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "reversi.h"
#include "reversi-endgame.h"
#include "reversi-obf.h"

/* Beyond this many empties an exact solve takes hours or more. */
#define SOLVE_MAX_EMPTIES 36

/* solve --file: the longest line read (an OBF line scoring all 64 squares
 * is under 700 bytes) and the most positions. */
#define SOLVE_FILE_MAX_LINE 4096
#define SOLVE_FILE_MAX_POSITIONS 100000

static char *
square_text (int move)
{
  if (move == SKY_REVERSI_SOLVE_PASS)
    return g_strdup ("pass");
  if (move == SKY_REVERSI_SOLVE_NONE)
    return g_strdup ("none");
  return g_strdup_printf ("%c%d", 'a' + move % 8, move / 8 + 1);
}

/* A position to solve, with the expected scores its OBF line gives. */
typedef struct {
  int line;
  SkyPosition *pos;
  SkyObfScores *expected;   /* NULL if the line gives none */
} Problem;

static void
problem_clear (Problem *problem)
{
  sky_position_free (problem->pos);
  g_free (problem->expected);
}

/* Reads a position (board string or OBF line) that can be solved. */
static SkyPosition *
read_problem (const char *text, SkyObfScores *expected, GError **error)
{
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);
  int empties;

  if (!sky_reversi_obf_parse (text, pos, expected, error))
    return NULL;
  empties = sky_reversi_empties (pos);
  if (empties > SOLVE_MAX_EMPTIES)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_UNSUPPORTED,
                   _("the position has %d empty squares; an exact solve is practical up to about %d"),
                   empties, SOLVE_MAX_EMPTIES);
      return NULL;
    }
  return g_steal_pointer (&pos);
}

static gboolean
solve (SkyReversiSolver *solver, const SkyPosition *pos,
       SkyReversiSolveResult *result, double *seconds)
{
  SkySide side = pos->to_move;
  gint64 start = g_get_monotonic_time ();

  if (!sky_reversi_solver_solve_root (solver, sky_reversi_discs (pos, side),
                                      sky_reversi_discs (pos,
                                                         SKY_SIDE_OTHER (side)),
                                      result))
    {
      fprintf (stderr, "sakiyomi-cli: %s\n", _("solve: the search was stopped"));
      return FALSE;
    }
  *seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  return TRUE;
}

/* "+38 (a2)" or "+38 (a2 b1)": the best expected score and its moves. */
static char *
format_expected (const SkyObfScores *expected)
{
  int best = sky_obf_scores_best (expected);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "%+d (", best);
  for (int i = 0, n = 0; i < expected->n_moves; i++)
    if (expected->scores[i] == best)
      {
        g_autofree char *move = square_text (expected->moves[i]);

        g_string_append_printf (text, n++ > 0 ? " %s" : "%s", move);
      }
  g_string_append_c (text, ')');
  return g_string_free (text, FALSE);
}

/* The FFO suite's test: the solved score is the best expected one, and the
 * move found one of the moves that have it. */
static gboolean
agrees (const SkyObfScores *expected, const SkyReversiSolveResult *result)
{
  if (expected->n_moves == 0)
    return TRUE;
  return result->score == sky_obf_scores_best (expected)
         && sky_obf_scores_is_best_move (expected, result->best_move);
}

/* Reads one line of file into buffer (without its end); its length, -1 at
 * the end of the file, -2 if longer than the buffer, -3 if it holds a
 * zero byte, -4 on a read error. */
static int
read_line (FILE *file, char *buffer, int size)
{
  int length = 0;
  int c;

  while ((c = getc (file)) != EOF && c != '\n')
    {
      if (c == '\0')
        return -3;
      if (length == size - 1)
        return -2;
      buffer[length++] = (char) c;
    }
  if (ferror (file))
    return -4;
  if (c == EOF && length == 0)
    return -1;
  if (length > 0 && buffer[length - 1] == '\r')
    length--;
  buffer[length] = '\0';
  return length;
}

/* Every position of path ("-": standard input), before any is solved, so
 * that a malformed line is found at once; NULL with the error printed
 * (exit with SKY_CLI_EXIT_USAGE). */
static GArray *
read_problems (const char *path)
{
  g_autoptr(GArray) problems = g_array_new (FALSE, FALSE, sizeof (Problem));
  gboolean is_stdin = strcmp (path, "-") == 0;
  const char *name = is_stdin ? _("standard input") : path;
  char buffer[SOLVE_FILE_MAX_LINE];
  FILE *file;
  int number = 0;
  int length;

  g_array_set_clear_func (problems, (GDestroyNotify) problem_clear);
  file = is_stdin ? stdin : fopen (path, "r");
  if (file == NULL)
    {
      int saved = errno;

      sky_cli_usage_error (_("%s: %s"), name, g_strerror (saved));
      return NULL;
    }

  while ((length = read_line (file, buffer, sizeof buffer)) >= -3)
    {
      g_autoptr(GError) error = NULL;
      SkyObfScores expected;
      Problem problem = { 0 };
      const char *p;

      number++;
      if (length == -1)
        break;
      if (length == -2)
        {
          sky_cli_usage_error (_("%s:%d: the line is longer than %d bytes"),
                               name, number, SOLVE_FILE_MAX_LINE - 1);
          goto fail;
        }
      if (length == -3 || !g_utf8_validate (buffer, length, NULL))
        {
          sky_cli_usage_error (_("%s:%d: the line is not UTF-8 text"), name,
                               number);
          goto fail;
        }
      /* Blank lines and comments ("%" as in Edax's files, or "#"). */
      p = number == 1 && g_str_has_prefix (buffer, "\xEF\xBB\xBF")
          ? buffer + 3 : buffer;
      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0' || *p == '%' || *p == '#')
        continue;
      if (problems->len == SOLVE_FILE_MAX_POSITIONS)
        {
          sky_cli_usage_error (_("%s:%d: more than %d positions"), name,
                               number, SOLVE_FILE_MAX_POSITIONS);
          goto fail;
        }
      problem.pos = read_problem (p, &expected, &error);
      if (problem.pos == NULL)
        {
          sky_cli_usage_error (_("%s:%d: %s"), name, number, error->message);
          goto fail;
        }
      problem.line = number;
      if (expected.n_moves > 0)
        problem.expected = g_memdup2 (&expected, sizeof expected);
      g_array_append_val (problems, problem);
    }
  if (length == -4)
    {
      sky_cli_usage_error (_("%s: %s"), name, g_strerror (errno));
      goto fail;
    }
  if (!is_stdin)
    fclose (file);
  if (problems->len == 0)
    {
      sky_cli_usage_error (_("%s holds no positions (a board string or an OBF line a line)"),
                           name);
      return NULL;
    }
  return g_steal_pointer (&problems);

fail:
  if (!is_stdin)
    fclose (file);
  return NULL;
}

/* solve --file: each position's score, best move and time, whether they
 * agree with the expected scores, and the totals. */
static int
solve_file (const char *path, int threads)
{
  g_autoptr(GArray) problems = read_problems (path);
  g_autoptr(SkyReversiSolver) solver = NULL;
  g_autofree char *nodes_text = NULL;
  const char *name = strcmp (path, "-") == 0 ? _("standard input") : path;
  guint64 nodes = 0;
  double total = 0;
  int checked = 0, disagree = 0;

  if (problems == NULL)
    return SKY_CLI_EXIT_USAGE;
  solver = sky_reversi_solver_new (20);
  sky_reversi_solver_set_threads (solver, threads);
  for (guint i = 0; i < problems->len; i++)
    {
      const Problem *problem = &g_array_index (problems, Problem, i);
      SkyReversiSolveResult result;
      g_autofree char *best = NULL;
      double seconds;

      if (!solve (solver, problem->pos, &result, &seconds))
        return SKY_CLI_EXIT_FAILURE;
      nodes += result.nodes;
      total += seconds;
      best = square_text (result.best_move);
      /* TRANSLATORS: FILE:LINE: the exact score, the best move, the time. */
      printf (_("%s:%d: score %+d, best move %s, %.3f s"), name,
              problem->line, result.score, best, seconds);
      if (problem->expected != NULL)
        {
          g_autofree char *expected = format_expected (problem->expected);
          gboolean ok = agrees (problem->expected, &result);

          checked++;
          if (!ok)
            disagree++;
          printf (ok ? _("; expected %s: agrees") : _("; expected %s: DISAGREES"),
                  expected);
        }
      printf ("\n");
    }
  nodes_text = g_strdup_printf ("%" G_GUINT64_FORMAT, nodes);
  printf (ngettext ("%u position solved: %s nodes in %.3f s",
                    "%u positions solved: %s nodes in %.3f s", problems->len),
          problems->len, nodes_text, total);
  if (total >= 0.001)
    printf (_(", %.1f million nodes per second"), nodes / total / 1e6);
  printf ("\n");
  if (checked > 0)
    printf (ngettext ("%d of %d position with expected scores agrees.\n",
                      "%d of %d positions with expected scores agree.\n",
                      checked),
            checked - disagree, checked);
  return disagree > 0 ? SKY_CLI_EXIT_FAILURE : 0;
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
  g_autofree char *file = NULL;
  GString *line;
  SkyReversiSolveResult result;
  SkyObfScores expected;
  double seconds;
  g_autofree char *threads_text = NULL;
  int threads = (int) g_get_num_processors ();
  const GOptionEntry entries[] = {
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      N_("Threads to search on, 1 to 256 (default: one per processor); exact scores are the same on any number"), N_("N") },
    { "file", 'f', 0, G_OPTION_ARG_FILENAME, &file,
      /* xgettext:no-c-format */
      N_("Solve every position of FILE, a board string or an OBF line a line (“-” reads standard input; blank lines and lines starting with % or # are skipped)"),
      N_("FILE") },
    { NULL }
  };

  context = g_option_context_new (_("POSITION | --file FILE — solve reversi endgames exactly"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Finds the exact final disc difference of a reversi position with perfect "
      "play by both sides, for the side to move (empty squares left at the end "
      "go to the winner), a best move and the principal line, and prints the "
      "nodes searched, the time and the speed.\n"
      "POSITION is a board string: 64 squares a1…h1, a2…h8 (X or * black, O "
      "white, - or . empty; blanks between them allowed), then X or O to move, "
      "as in the FFO endgame suite; or an OBF line, the board string, “;” and "
      "the expected scores of moves (“A2:+38; B1:+36;”), which are then checked. "
      "For example\n"
      "  sakiyomi-cli solve 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X'\n"
      "With --file, every line of FILE is solved and its score, best move and "
      "time printed; where a line gives expected scores, whether they agree as "
      "the FFO suite checks them: the score found is the best expected score, "
      "and the move found one of the moves that have it.  The exit status is 1 "
      "if any disagrees, 2 if a line is not a position."));
  /* Positions often start with "-" (an empty a1): the options' parser
   * leaves them here. */
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (threads_text != NULL
      && !sky_cli_parse_int ("--threads", threads_text, 1, 256, &threads,
                             &error))
    return sky_cli_usage_error ("%s", error->message);

  if (file != NULL)
    {
      if (argc > 1)
        return sky_cli_usage_error (_("solve: --file gives the positions: no POSITION with it (found “%s”)"),
                                    argv[1]);
      return solve_file (file, threads);
    }

  /* The position as one argument, or in pieces: the squares and the side,
   * or eight rows and the side. */
  if (argc < 2)
    return sky_cli_usage_error (_("solve: the POSITION is missing (see “sakiyomi-cli solve --help”)"));
  text = g_strjoinv (" ", argv + 1);
  pos = read_problem (text, &expected, &error);
  if (pos == NULL)
    return sky_cli_usage_error (_("solve: %s"), error->message);

  solver = sky_reversi_solver_new (20);
  sky_reversi_solver_set_threads (solver, threads);
  if (!solve (solver, pos, &result, &seconds))
    return SKY_CLI_EXIT_FAILURE;

  printf (_("score: %+d for %s to move (exact final disc difference)\n"),
          result.score, pos->to_move == SKY_SIDE_FIRST ? _("black") : _("white"));
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
  if (expected.n_moves > 0)
    {
      g_autofree char *best = format_expected (&expected);

      if (!agrees (&expected, &result))
        {
          printf (_("expected: %s: DISAGREES\n"), best);
          return SKY_CLI_EXIT_FAILURE;
        }
      printf (_("expected: %s: agrees\n"), best);
    }
  return 0;
}
