/* cli-nboard.c: `sakiyomi-cli nboard`: Sakiyomi's reversi engine behind
 * the NBoard protocol, so that reversi GUIs that speak it (NBoard and its
 * successors) can play against it and ask it for hints.  NBoard is a
 * reversi protocol: this file is reversi's own and names the game.
 *
 * One command a line on standard input, replies a line each on standard
 * output, flushed at once.  Commands are carried out one after another,
 * in order; a thread reads the input meanwhile, and "go" and "hint"
 * search on a thread of their own, so that "ping" and "quit" stop a search
 * at once (it then answers nothing: the GUI has moved on).  Other commands
 * sent during a search wait for it to end, as the GUI sends "ping" first
 * when it wants the engine's attention.  Only what the GUI sends while the
 * engine searches interrupts it: a ping or quit that came in one burst
 * with the go or hint (a whole conversation piped in at once) waits its
 * turn like any other command, and so does the end of the input: every
 * command read is carried out before the engine exits.
 *
 *   nboard VERSION      → set myname Sakiyomi, then an empty "status":
 *                         the Java NBoard shows "Loading ENGINE" as the
 *                         engine's status until its first status line
 *   set depth N         the search depth, 1–60: the strong engine
 *                       (player.h) deepens to N moves, and solves the game
 *                       exactly once 2N empty squares are left (at most 20,
 *                       and fewer when the clock is short)
 *   set game GGF        a new game: the GGF game's start position, moves
 *                       and clock (TI, with the time each move took); after
 *                       a game that is refused, move, hint and go are
 *                       refused until a game is set
 *   set contempt N      accepted; the search has no draw contempt
 *   move MOVE[/EVAL[/TIME]]   a move played in the game ("PA" passes),
 *                       TIME seconds off its player's clock; NBoard 1.1
 *                       sends the bare MOVE[/EVAL[/TIME]]
 *   hint N              → status Thinking, then as each depth is searched
 *                         "nodestats NODES SECONDS" and up to N lines
 *                         "search PV EVAL 0 DEPTH", best first, then an
 *                         empty "status"; where the opening book holds
 *                         every legal move, up to N lines "book PV EVAL 0
 *                         DEPTH" from it, best first, then "status"
 *   go                  → status Thinking, nodestats and search lines as
 *                         hint 1 gives them, "=== MOVE/EVAL/TIME", status
 *                         (the move is not played: the GUI sends it back
 *                         with "move"); in a position of the opening
 *                         book, its best move at once: "book PV EVAL 0
 *                         DEPTH", "nodestats 0 0.00", "=== MOVE/EVAL/0.00"
 *   ping N              → pong N, after stopping a search under way
 *   learn               adds the game to the user's opening book
 *                       (reversi-book.h: its positions and every move
 *                       not played in them, searched as the shipped book
 *                       was unless --learn-depth says otherwise), with
 *                       "status Learning K/N" lines as it goes, then
 *                       → learned.  It learns on the search's thread: a
 *                       ping or quit sent meanwhile stops it as it stops
 *                       a go (nothing is written; an empty "status", then
 *                       the pong)
 *   quit                ends, stopping a search
 *
 * The opening book (reversi-book.h, the shipped one with the user's) is
 * used as Edax and Ntest use theirs under NBoard: a go in a book position
 * plays the book's best move without a search, and a hint where the book
 * knows every move gives the book's values; "learn" adds to it, so a game
 * learnt is played from the book the next time.  --no-book searches every
 * position.
 *
 * The clock: when the game has one (TI), a go thinks at most its share of
 * the time the side to move has left (cli-nboard-clock.h), and the depth
 * is the limit when there is time for it.  A hint is analysis: the depth
 * alone limits it.
 *
 * EVAL is from the side to move's point of view in discs: the exact final
 * disc margin once the game is solved, otherwise the engine's estimate of
 * it.  DEPTH is the depth searched, or the number of empty squares when
 * solved.  MOVE is "F5" or "PA"; PV the moves the search expects, joined
 * by "-" ("F5-D6-C3").  NODES and SECONDS count from the start of the go
 * or hint.
 *
 * The protocol has no error reply: a command that cannot be carried out (a
 * malformed GGF game, an illegal move, a bad number, a line longer than
 * MAX_LINE) is answered with "status ERROR: WHY" and changes nothing.
 * Unknown commands are ignored, as the protocol asks, with a note on
 * standard error.
 */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "cli.h"
#include "cli-nboard-clock.h"
#include "ggf.h"
#include "record.h"
#include "reversi.h"
#include "reversi-bitboard.h"
#include "reversi-book.h"
#include "reversi-search.h"

#define ENGINE_NAME "Sakiyomi"
#define MIN_DEPTH 1
#define MAX_DEPTH 60
#define DEFAULT_DEPTH 6
/* The most empty squares solved exactly: about a second. */
#define MAX_SOLVE_EMPTIES 20
/* Where the clock is planned to last to: under a clock the search ends
 * as the solver does from a few empties beyond those it solves exactly
 * (reversi-search.h), and these probable solves, about 24 empties on, are
 * where a game is won or lost and where strong engines spend the most. */
#define PLAN_EMPTIES 24
/* The longest command line read: a longer one is refused with a status
 * line (its text is dropped as it comes, never kept). */
#define MAX_LINE (SKY_RECORD_MAX_LENGTH + 64)
/* The most input read ahead of the commands carried out (lines waiting
 * while a search runs): past it the reader stops reading until the
 * commands catch up, so a GUI (or "yes ping") that sends faster than
 * they are carried out never makes the queue grow without end.  Each line
 * counts LINE_OVERHEAD bytes more than its text, so that empty lines count
 * too. */
#define MAX_PENDING_BYTES (4 * MAX_LINE)
#define LINE_OVERHEAD 64

typedef struct {
  SkyRecord *game;          /* NULL after a "set game" that was refused */
  int depth;
  int contempt;
  GRand *rand;
  gboolean clocked;         /* the game has a clock: */
  SkyNBoardClock clock;
  double used[2];           /* the seconds each side has taken */
  int moves[2];             /* and its moves, for the increments */
  SkyReversiBookParams learn;  /* how "learn" searches */
  gboolean no_book;         /* --no-book: search book positions too */
  const SkyReversiEvaluator *evaluator;  /* --weights, or NULL */
} NBoard;

static void
reply (const char *format, ...) G_GNUC_PRINTF (1, 2);

/* One line, whole: the searching thread writes too. */
static void
reply (const char *format, ...)
{
  va_list args;

  flockfile (stdout);
  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  putchar ('\n');
  fflush (stdout);
  funlockfile (stdout);
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

/* The seconds the side to move has left, and whether the game has a
 * clock at all. */
static gboolean
nboard_time_left (const NBoard *nboard, double *seconds)
{
  SkySide side = sky_record_get_end (nboard->game)->to_move;

  if (!nboard->clocked)
    return FALSE;
  *seconds = nboard->clock.main + nboard->clock.increment * nboard->moves[side]
             - nboard->used[side];
  return TRUE;
}

/* Searches ------------------------------------------------------------- */


/* A "go" or "hint" under way: what to search (its own copy of the
 * position, so that nothing the GUI sends meanwhile can reach it) and,
 * once searched, the result or the error. */
typedef struct {
  gboolean hint;            /* "hint N", else "go" */
  int n_hints;
  SkyStrength strength;     /* its depth is the deepest iteration */
  double share;             /* the move's share of the clock, 0 = none */
  double budget;            /* seconds the search may take, 0 = no limit */
  guint64 burst;            /* the input burst its command came in */
  SkyPosition *pos;
  GRand *rand;              /* the NBoard's, used by one search at a time */
  GCancellable *cancellable;
  GAsyncQueue *inbox;       /* where a search on a thread says it is done */
  /* "learn": the game's moves into the user's book, searched by the
   * learn params (a search of its own kind, so that "ping" and "quit"
   * stop it as they stop a go) */
  gboolean learn;
  int *moves;
  int n_moves;
  SkyReversiBookParams learn_params;
  gboolean found;
  SkySearchResult result;   /* the nodes and seconds of the whole search */
  GError *error;
  gint64 start;             /* monotonic time the search began */
} Search;

/* A search of the current position, after "status Thinking"; NULL (and a
 * status line saying why) if there is nothing to search. */
static Search *
search_new (NBoard *nboard, gboolean hint, int n_hints)
{
  const SkyPosition *pos;
  Search *search;
  double time_left;

  if (nboard->game == NULL)
    {
      reply_error (_("no game is set: the last “set game” was refused"));
      return NULL;
    }
  pos = sky_record_get_end (nboard->game);
  if (sky_position_is_over (pos))
    {
      reply_error (_("the game is over"));
      return NULL;
    }
  search = g_new0 (Search, 1);
  search->hint = hint;
  search->n_hints = hint ? n_hints : 1;
  sky_strength_init_default (&search->strength, SKY_PLAYER_MINIMAX,
                             SKY_GAME_REVERSI);
  search->strength.engine = TRUE;
  search->strength.depth = nboard->depth;
  search->strength.solve_empties = MIN (2 * nboard->depth, MAX_SOLVE_EMPTIES);
  search->strength.alpha_beta = TRUE;
  search->strength.strong_eval = TRUE;
  search->strength.exact_values = hint;
  /* The clock caps a move, not an analysis. */
  if (!hint && nboard_time_left (nboard, &time_left))
    {
      search->share = sky_nboard_move_budget (time_left,
                                              nboard->clock.increment,
                                              sky_reversi_empties (pos),
                                              MIN (2 * nboard->depth,
                                                   PLAN_EMPTIES));
      search->budget = sky_nboard_search_budget (search->share);
      /* Solve only as far as the budget allows. */
      search->strength.solve_empties
        = MIN (search->strength.solve_empties,
               sky_reversi_search_solve_empties (search->budget));
    }
  /* A go in a book position plays the book's best move at once (a hint
   * asks for exact values, which the player takes from a search: see
   * hint_from_book ()). */
  search->strength.no_book = nboard->no_book;
  search->strength.evaluator = nboard->evaluator;
  search->strength.variety = 0;
  search->pos = sky_position_copy (pos);
  search->rand = nboard->rand;
  search->cancellable = g_cancellable_new ();
  if (search->share > 0)
    {
      g_autofree char *seconds = format_seconds (search->share);
      g_autofree char *status
        = g_strdup_printf (_("Thinking (at most %s s for this move)"),
                           seconds);

      reply ("status %s", status);
    }
  else
    reply ("status %s", _("Thinking"));
  return search;
}

static void
search_free (Search *search)
{
  g_free (search->moves);
  g_clear_pointer (&search->pos, sky_position_free);
  g_object_unref (search->cancellable);
  g_clear_error (&search->error);
  g_free (search);
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

/* The principal variation starting with move: the result's own after its
 * best move, the move alone for the others. */
static char *
format_pv (const SkySearchResult *result, SkyMove move)
{
  GString *pv = g_string_new (NULL);
  int length = move == result->move ? MAX (result->pv_length, 1) : 1;

  for (int i = 0; i < length; i++)
    {
      g_autofree char *text = format_move (i == 0 ? move : result->pv[i]);

      if (i > 0)
        g_string_append_c (pv, '-');
      g_string_append (pv, text);
    }
  return g_string_free (pv, FALSE);
}

/* What one depth found: "nodestats", then up to n "search" lines, best
 * first (the chosen move alone unless every value is exact). */
static void
report_iteration (const Search *search, const SkySearchResult *result,
                  guint64 nodes, double seconds)
{
  g_autofree char *elapsed = format_seconds (seconds);
  int order[SKY_MAX_MOVES];
  int n = result->move_values_exact ? MIN (search->n_hints, result->n_moves)
                                    : 1;

  reply ("nodestats %" G_GUINT64_FORMAT " %s", nodes, elapsed);
  for (int i = 0; i < result->n_moves; i++)
    order[i] = i;
  g_qsort_with_data (order, result->n_moves, sizeof order[0], compare_values,
                     (gpointer) result);
  for (int i = 0; i < n; i++)
    {
      SkyMove move = result->move_values_exact ? result->moves[order[i]]
                                               : result->move;
      int value = result->move_values_exact
                  ? result->move_values[order[i]] : result->value;
      g_autofree char *pv = format_pv (result, move);
      g_autofree char *eval = format_eval (result, value);

      reply ("search %s %s 0 %d", pv, eval, result->depth);
    }
}

/* The engine's progress: as each depth ends, what it found. */
static void
search_progress (const SkyProgress *progress, gpointer data)
{
  Search *search = data;

  if (progress->has_iteration
      && !g_cancellable_is_cancelled (search->cancellable))
    report_iteration (search, &progress->iteration, progress->iteration.nodes,
                      (g_get_monotonic_time () - search->start)
                      / (double) G_USEC_PER_SEC);
}

/* One search of the strong engine, deepening to the depth: it tells each
 * depth's move, value and nodes as the depth ends (search_progress ()).
 * Under a budget it stops when the budget is spent, keeping what the last
 * depth found, and does not begin a depth that would not end in time. */
static void
search_run (Search *search)
{
  SkyStrength strength = search->strength;

  search->start = g_get_monotonic_time ();
  if (search->learn)
    {
      search->learn_params.cancellable = search->cancellable;
      search->found = sky_reversi_book_learn_user (search->moves,
                                                   search->n_moves,
                                                   &search->learn_params,
                                                   NULL, NULL,
                                                   &search->error);
      return;
    }
  if (search->budget > 0)
    strength.seconds = search->budget;
  search->found = sky_player_choose (&strength, search->pos, search->rand,
                                     search->cancellable, search_progress,
                                     search, &search->result, &search->error);
  search->result.seconds = (g_get_monotonic_time () - search->start)
                           / (double) G_USEC_PER_SEC;
}

/* A "book PV EVAL 0 DEPTH" line for move of the book position (P, O). */
static void
reply_book_move (const SkyReversiBook *book, guint64 P, guint64 O,
                 const SkyReversiBookMove *move)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  int line[60];               /* a game has 60 moves */
  int n = sky_reversi_book_line (book, P, O, move->square, line,
                                 G_N_ELEMENTS (line));
  GString *pv = g_string_new (NULL);

  for (int i = 0; i < n; i++)
    {
      g_autofree char *text = format_move (line[i] == SKY_REVERSI_BOOK_PASS
                                           ? SKY_MOVE_PASS : line[i]);

      g_string_append_printf (pv, "%s%s", i > 0 ? "-" : "", text);
    }
  reply ("book %s %s 0 %d", pv->str,
         g_ascii_formatd (buffer, sizeof buffer, "%.2f", move->value / 100.0),
         move->depth);
  g_string_free (pv, TRUE);
}

/* "hint N" in a position whose every legal move the opening book knows:
 * its best N, as book lines, and TRUE; FALSE (nothing said) elsewhere,
 * where a search gives the hint. */
static gboolean
hint_from_book (const NBoard *nboard, int n)
{
  const SkyPosition *pos;
  const SkyReversiBook *book;
  SkyReversiBookMove moves[SKY_MAX_MOVES];
  guint64 P, O;
  int n_book;

  if (nboard->no_book || nboard->game == NULL)
    return FALSE;
  pos = sky_record_get_end (nboard->game);
  if (sky_position_is_over (pos))
    return FALSE;
  P = sky_reversi_discs (pos, pos->to_move);
  O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
  book = sky_reversi_book_get_default ();
  n_book = sky_reversi_book_moves (book, P, O, moves);
  if (n_book == 0
      || n_book != sky_reversi_popcount (sky_reversi_mobility (P, O)))
    return FALSE;
  reply ("status %s", _("Thinking"));
  for (int i = 0; i < MIN (n, n_book); i++)
    reply_book_move (book, P, O, &moves[i]);
  reply ("status");
  return TRUE;
}

static void
report_go (const Search *search)
{
  g_autofree char *move = format_move (search->result.move);
  g_autofree char *eval = format_eval (&search->result,
                                       search->result.value);
  g_autofree char *seconds = format_seconds (search->result.seconds);

  if (search->result.book)
    {
      /* The book's line for the move played, as a hint would give it. */
      SkyReversiBookMove played = {
        .square = search->result.move == SKY_MOVE_PASS
                  ? SKY_REVERSI_BOOK_PASS : search->result.move,
        .value = search->result.value,
        .depth = search->result.depth,
      };

      reply_book_move (sky_reversi_book_get_default (),
                       sky_reversi_discs (search->pos, search->pos->to_move),
                       sky_reversi_discs (search->pos,
                                          SKY_SIDE_OTHER (search->pos->to_move)),
                       &played);
    }
  reply ("nodestats %" G_GUINT64_FORMAT " %s", search->result.nodes,
         seconds);
  reply ("=== %s/%s/%s", move, eval, seconds);
  reply ("status");
}

/* What a finished search has left to say, after the lines it wrote as it
 * deepened.  Nothing if it was interrupted: the GUI has moved on, and a
 * late move or hint would be taken for an answer about its new
 * position. */
static void
search_report (const Search *search)
{
  if (g_cancellable_is_cancelled (search->cancellable))
    {
      /* A learning stopped wrote nothing: its "Learning K/N" goes. */
      if (search->learn)
        reply ("status");
      return;
    }
  if (!search->found)
    reply_error (search->error->message);
  else if (search->learn)
    {
      reply ("status");
      reply ("learned");
    }
  else if (search->hint)
    reply ("status");
  else
    report_go (search);
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

/* The seconds of a GGF move "F5/EVAL/TIME" (value[0..length)); 0 if it
 * gives none, as the reading of the game ignores them. */
static double
move_seconds (const char *value, gsize length)
{
  g_autofree char *text = g_strndup (value, length);
  const char *slash = strchr (text, '/');
  double seconds;

  if (slash == NULL || (slash = strchr (slash + 1, '/')) == NULL)
    return 0;
  seconds = g_ascii_strtod (slash + 1, NULL);
  return isfinite (seconds) && seconds > 0 ? seconds : 0;
}

/* A game's clock as its GGF gives it, while it is read. */
typedef struct {
  SkyNBoardClock clock;
  double used[2];
  int moves[2];
  char *bad_clock;          /* the TI value that is no clock */
  gboolean has_clock;       /* a TI other than TI[]: TI[0:00] is no time
                             * left, not no clock */
} GameClock;

static gboolean
read_clock_property (const char *name, gsize name_length, const char *value,
                     gsize value_length, gpointer data)
{
  GameClock *clock = data;

  if (name_length == 2 && memcmp (name, "TI", 2) == 0)
    {
      if (!sky_nboard_parse_clock (value, value_length, &clock->clock))
        {
          clock->bad_clock = g_strndup (value, value_length);
          return FALSE;
        }
      clock->has_clock = value_length > 0;
    }
  else if (name_length == 1 && (name[0] == 'B' || name[0] == 'W'))
    {
      SkySide side = name[0] == 'B' ? SKY_SIDE_FIRST : SKY_SIDE_SECOND;

      clock->moves[side]++;
      clock->used[side] += move_seconds (value, value_length);
    }
  return TRUE;
}

/* "set game GGF": the game, its clock and the time each side has taken;
 * a game that is refused leaves no game set (the GUI's position is not
 * the old one any more). */
static void
command_set_game (NBoard *nboard, const char *text)
{
  g_autoptr(GError) error = NULL;
  SkyRecord *game = sky_record_from_ggf (text, &error);
  GameClock clock = { { 0, 0 }, { 0, 0 }, { 0, 0 }, NULL, FALSE };
  gsize offset = 0, start = 0, length = 0;
  guint line = 1;

  g_clear_pointer (&nboard->game, sky_record_free);
  nboard->clocked = FALSE;
  if (game == NULL)
    {
      reply_error (error->message);
      return;
    }
  /* The game read, its text is a game. */
  if (!sky_ggf_next_game (text, strlen (text), &offset, &line, &start,
                          &length, &error)
      || !sky_ggf_foreach_property (text + start, length, read_clock_property,
                                    &clock, &error)
      || clock.bad_clock != NULL)
    {
      if (clock.bad_clock != NULL)
        {
          g_autofree char *message
            = g_strdup_printf (_("GGF: TI[%s] is not a clock such as 5:00 or 15:00//02:00"),
                               clock.bad_clock);

          reply_error (message);
        }
      else
        reply_error (error != NULL ? error->message : _("GGF: no game"));
      g_free (clock.bad_clock);
      sky_record_free (game);
      return;
    }
  nboard->game = game;
  nboard->clocked = clock.has_clock;
  nboard->clock = clock.clock;
  memcpy (nboard->used, clock.used, sizeof nboard->used);
  memcpy (nboard->moves, clock.moves, sizeof nboard->moves);
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
    command_set_game (nboard, value);
  else if (strcmp (name, "contempt") == 0)
    {
      int contempt;

      if (parse_number ("contempt", value, -6400, 6400, &contempt))
        nboard->contempt = contempt;
    }
  else
    fprintf (stderr, _("sakiyomi-cli nboard: ignoring “set %s”\n"), name);
}

/* The move's time, off its player's clock. */
static void
clock_take (NBoard *nboard, SkySide side, const char *args)
{
  nboard->moves[side]++;
  nboard->used[side] += move_seconds (args, strlen (args));
}

static void
command_move (NBoard *nboard, const char *args)
{
  g_autofree char *text = g_strstrip (g_strndup (args, strcspn (args, "/")));
  const SkyGame *game;
  const SkyPosition *pos;
  g_autoptr(GError) error = NULL;
  SkyMove move;

  if (nboard->game == NULL)
    {
      reply_error (_("no game is set: the last “set game” was refused"));
      return;
    }
  game = sky_record_get_game (nboard->game);
  pos = sky_record_get_end (nboard->game);

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
      nboard->moves[pos->to_move]++;
      clock_take (nboard, SKY_SIDE_OTHER (pos->to_move), args);
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
  clock_take (nboard, pos->to_move, args);
  sky_record_append (nboard->game, move, NULL);
}

static Search *
command_hint (NBoard *nboard, const char *args)
{
  int n;

  if (!parse_number ("hint", args, 1, SKY_MAX_MOVES, &n)
      || hint_from_book (nboard, n))
    return NULL;
  return search_new (nboard, TRUE, n);
}

/* The command word of a line and where its arguments start. */
static char *
split_command (const char *line, const char **args)
{
  const char *end = line + strcspn (line, " \t");

  *args = end;
  while (**args == ' ' || **args == '\t')
    (*args)++;
  return g_strndup (line, end - line);
}

typedef enum {
  COMMAND_DONE,             /* carried out (or refused with a status line) */
  COMMAND_SEARCH,           /* a go or hint to search: *search */
  COMMAND_QUIT,
} CommandResult;

static void
learn_progress (int done, int total, gpointer data)
{
  reply ("status Learning %d/%d", done, total);
}

/* "learn": the game into the user's book, then "learned", searched on
 * the search thread; NULL (and a status line saying why) if the game
 * cannot be learnt. */
static Search *
command_learn (NBoard *nboard)
{
  g_autoptr(SkyPosition) standard = NULL;
  g_autofree char *standard_text = NULL, *start_text = NULL;
  Search *search;
  guint n;

  if (nboard->game == NULL)
    {
      reply_error (_("no game to learn: the last game set was refused"));
      return NULL;
    }
  standard = sky_position_new (&sky_reversi_game, NULL);
  standard_text = standard->game->position_to_string (standard);
  start_text = standard->game->position_to_string (sky_record_get_start (nboard->game));
  if (strcmp (standard_text, start_text) != 0)
    {
      reply_error (_("the book learns games from the standard start position only"));
      return NULL;
    }
  search = g_new0 (Search, 1);
  search->learn = TRUE;
  n = sky_record_get_n_moves (nboard->game);
  search->moves = g_new (int, n + 1);
  search->n_moves = (int) n;
  for (guint k = 0; k < n; k++)
    {
      SkyMove move = sky_record_get_move (nboard->game, k);

      search->moves[k] = move == SKY_MOVE_PASS ? SKY_REVERSI_BOOK_PASS : move;
    }
  search->learn_params = nboard->learn;
  search->learn_params.progress_func = learn_progress;
  search->cancellable = g_cancellable_new ();
  return search;
}

/* Carries out one line, all but the search a go or hint asks for: that is
 * left in *search for the caller to run, here or on a thread. */
static CommandResult
handle_command (NBoard *nboard, const char *line, Search **search)
{
  const char *args;
  g_autofree char *command = split_command (line, &args);
  SkyMove move;

  *search = NULL;
  if (*command == '\0')
    ;
  else if (strcmp (command, "nboard") == 0)
    {
      reply ("set myname %s", ENGINE_NAME);
      reply ("status");
    }
  else if (strcmp (command, "set") == 0)
    command_set (nboard, args);
  else if (strcmp (command, "move") == 0)
    command_move (nboard, args);
  else if (strcmp (command, "hint") == 0)
    *search = command_hint (nboard, args);
  else if (strcmp (command, "go") == 0)
    *search = search_new (nboard, FALSE, 0);
  else if (strcmp (command, "ping") == 0)
    reply ("pong %s", args);
  else if (strcmp (command, "learn") == 0)
    *search = command_learn (nboard);
  else if (strcmp (command, "quit") == 0)
    return COMMAND_QUIT;
  else if (sky_ggf_parse_move (command, strlen (command), &move))
    command_move (nboard, line);    /* NBoard 1.1's bare "F5[/EVAL/TIME]" */
  else
    {
      fprintf (stderr, _("sakiyomi-cli nboard: ignoring unknown command “%s”\n"),
               command);
    }
  return *search != NULL ? COMMAND_SEARCH : COMMAND_DONE;
}

/* The session: input on one thread, searches on another ---------------- */

/* What the main thread waits for: a line from the reader thread, the end
 * of the input, or the end of a search. */
typedef enum {
  EVENT_LINE,
  EVENT_END_OF_INPUT,
  EVENT_SEARCHED,
} EventKind;

typedef struct {
  EventKind kind;
  char *line;               /* EVENT_LINE; NULL for a line too long */
  gsize size;               /* what the line counts in the InputBudget */
  guint64 burst;            /* EVENT_LINE: the burst of input it came in */
} Event;

static Event *
event_new (EventKind kind, char *line)
{
  Event *event = g_new (Event, 1);

  event->kind = kind;
  event->line = line;
  event->size = (line != NULL ? strlen (line) : 0) + LINE_OVERHEAD;
  event->burst = 0;
  return event;
}

/* The input read but not yet carried out, in bytes (MAX_PENDING_BYTES):
 * shared by the reader thread, which waits for room, and the main thread,
 * which makes it.  Reference counted (g_atomic_rc_box), as the reader may
 * outlive the session after "quit". */
typedef struct {
  GMutex lock;
  GCond room;
  gsize bytes;
} InputBudget;

static void
input_budget_clear (gpointer data)
{
  InputBudget *budget = data;

  g_mutex_clear (&budget->lock);
  g_cond_clear (&budget->room);
}

/* Waits until size more bytes fit (a line always fits when nothing else
 * waits), then counts them. */
static void
input_budget_take (InputBudget *budget, gsize size)
{
  g_mutex_lock (&budget->lock);
  while (budget->bytes > 0 && budget->bytes + size > MAX_PENDING_BYTES)
    g_cond_wait (&budget->room, &budget->lock);
  budget->bytes += size;
  g_mutex_unlock (&budget->lock);
}

static void
input_budget_give_back (InputBudget *budget, gsize size)
{
  g_mutex_lock (&budget->lock);
  budget->bytes -= size;
  g_cond_signal (&budget->room);
  g_mutex_unlock (&budget->lock);
}

static void
event_free (gpointer data)
{
  Event *event = data;

  g_free (event->line);
  g_free (event);
}

/* Splits what read () gives into lines of at most MAX_LINE bytes (NUL
 * bytes dropped), without their line ends.  It counts the bursts of
 * input: the lines of a conversation sent at once (or read from a file)
 * share one, and a line sent after the engine was handed the last line
 * read belongs to a later one. */
typedef struct {
  GString *line;
  gboolean too_long;        /* the line has more than MAX_LINE bytes */
  char buffer[4096];
  gsize start, end;         /* what is left of the buffer */
  guint64 burst;            /* the burst of the line read last */
} LineReader;

/* The burst of the line just read; what comes after it starts a new one
 * if none of it has come yet.  Called before the line is handed on, so
 * that nothing sent in answer to it can count as sent with it. */
static guint64
line_reader_burst (LineReader *reader)
{
  guint64 burst = reader->burst;
  struct pollfd input = { .fd = STDIN_FILENO, .events = POLLIN };

  if (reader->start == reader->end && poll (&input, 1, 0) == 0)
    reader->burst++;
  return burst;
}

/* The next line, UTF-8 whatever came in (replies quote the input); NULL
 * at the end of the input (or on a read error, which ends it as well).
 * A line longer than MAX_LINE is read to its end but not kept: "" with
 * reader->too_long set. */
static char *
line_reader_next (LineReader *reader)
{
  gboolean complete = FALSE;

  g_string_truncate (reader->line, 0);
  reader->too_long = FALSE;
  while (!complete)
    {
      gssize n;

      while (reader->start < reader->end && !complete)
        {
          char c = reader->buffer[reader->start++];

          if (c == '\n')
            complete = TRUE;
          else if (c == '\0' || reader->too_long)
            ;
          else if (reader->line->len < MAX_LINE)
            g_string_append_c (reader->line, c);
          else
            {
              reader->too_long = TRUE;
              g_string_truncate (reader->line, 0);
            }
        }
      if (complete)
        break;
      n = read (STDIN_FILENO, reader->buffer, sizeof reader->buffer);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          if (reader->line->len == 0 && !reader->too_long)
            return NULL;
          break;            /* a last line without its line end */
        }
      reader->start = 0;
      reader->end = n;
    }
  if (reader->line->len > 0
      && reader->line->str[reader->line->len - 1] == '\r')
    g_string_truncate (reader->line, reader->line->len - 1);
  return g_utf8_make_valid (reader->line->str, reader->line->len);
}

typedef struct {
  GAsyncQueue *inbox;
  InputBudget *budget;
} Input;

/* The reader thread: every line of standard input as an event, then the
 * end of it, reading no further ahead than the budget allows.  It reads
 * with read () rather than stdio so that the process can exit (after
 * "quit") while it waits for more. */
static gpointer
read_input (gpointer data)
{
  Input *input = data;
  LineReader *reader = g_new0 (LineReader, 1);
  char *line;

  reader->line = g_string_new (NULL);
  while ((line = line_reader_next (reader)) != NULL)
    {
      Event *event;

      if (reader->too_long)
        g_clear_pointer (&line, g_free);
      event = event_new (EVENT_LINE, line);
      event->burst = line_reader_burst (reader);
      input_budget_take (input->budget, event->size);
      g_async_queue_push (input->inbox, event);
    }
  g_string_free (reader->line, TRUE);
  g_free (reader);
  g_async_queue_push (input->inbox, event_new (EVENT_END_OF_INPUT, NULL));
  g_async_queue_unref (input->inbox);
  g_atomic_rc_box_release_full (input->budget, input_budget_clear);
  g_free (input);
  return NULL;
}

static gpointer
run_search (gpointer data)
{
  Search *search = data;

  search_run (search);
  g_async_queue_push (search->inbox, event_new (EVENT_SEARCHED, NULL));
  return search;
}

typedef struct {
  NBoard nboard;
  GAsyncQueue *inbox;       /* the main thread's events, oldest first */
  InputBudget *budget;      /* what the lines read take */
  GQueue pending;           /* EVENT_LINE events not yet carried out,
                             * oldest first */
  gboolean input_ended;
  gboolean finished;        /* after "quit" or the end of the input */
  GThread *search_thread;   /* while a go or hint searches */
  Search *search;
} Session;

/* "ping" (the GUI is about to change the position, or wants the engine
 * idle) and "quit" stop a search at once, if the GUI sent them after it
 * (in a later burst of input than the go or hint); other commands wait
 * for it. */
static gboolean
is_interrupt (const char *line)
{
  const char *args;
  g_autofree char *command = NULL;

  if (line == NULL)
    return FALSE;           /* a line too long */
  command = split_command (line, &args);

  return strcmp (command, "ping") == 0 || strcmp (command, "quit") == 0;
}

static gboolean
interrupts_search (const Session *session, const Event *event)
{
  return session->search != NULL && event->burst > session->search->burst
         && is_interrupt (event->line);
}

/* Stops the search if a line waiting interrupts it. */
static void
stop_search_if_interrupted (Session *session)
{
  for (GList *l = session->pending.head; l != NULL; l = l->next)
    if (interrupts_search (session, l->data))
      {
        g_cancellable_cancel (session->search->cancellable);
        return;
      }
}

/* Carries out the waiting lines in order until one starts a search (which
 * then runs on its own thread), the input ends or "quit" comes. */
static void
carry_out_pending (Session *session)
{
  while (session->search == NULL && !session->finished)
    {
      Event *event = g_queue_pop_head (&session->pending);
      const char *line;
      guint64 burst;
      Search *search = NULL;
      CommandResult result;

      if (event == NULL)
        {
          session->finished = session->input_ended;
          return;
        }
      line = event->line;
      burst = event->burst;
      if (line == NULL)
        {
          g_autofree char *message
            = g_strdup_printf (_("the line is longer than %d bytes"),
                               MAX_LINE);

          reply_error (message);
          result = COMMAND_DONE;
        }
      else
        result = handle_command (&session->nboard, line, &search);
      input_budget_give_back (session->budget, event->size);
      event_free (event);
      switch (result)
        {
        case COMMAND_DONE:
          break;
        case COMMAND_SEARCH:
          search->inbox = session->inbox;
          search->burst = burst;
          session->search = search;
          session->search_thread = g_thread_new ("nboard-search", run_search,
                                                 search);
          stop_search_if_interrupted (session);
          break;
        case COMMAND_QUIT:
          session->finished = TRUE;
          break;
        }
    }
}

/* Takes event. */
static void
handle_event (Session *session, Event *event)
{
  switch (event->kind)
    {
    case EVENT_LINE:
      if (interrupts_search (session, event))
        g_cancellable_cancel (session->search->cancellable);
      g_queue_push_tail (&session->pending, event);
      event = NULL;
      break;
    case EVENT_END_OF_INPUT:
      session->input_ended = TRUE;
      break;
    case EVENT_SEARCHED:
      g_thread_join (g_steal_pointer (&session->search_thread));
      search_report (session->search);
      g_clear_pointer (&session->search, search_free);
      break;
    }
  if (event != NULL)
    event_free (event);
  carry_out_pending (session);
}

/* Runs the NBoard session on standard input and output until "quit" or
 * the end of the input. */
static void
run_session (NBoard *nboard)
{
  Session session = { .nboard = *nboard, .pending = G_QUEUE_INIT };
  Input *input = g_new (Input, 1);
  GThread *reader;

  session.inbox = g_async_queue_new_full (event_free);
  session.budget = g_atomic_rc_box_new0 (InputBudget);
  g_mutex_init (&session.budget->lock);
  g_cond_init (&session.budget->room);
  input->inbox = g_async_queue_ref (session.inbox);
  input->budget = g_atomic_rc_box_acquire (session.budget);
  reader = g_thread_new ("nboard-input", read_input, input);
  while (!session.finished)
    handle_event (&session, g_async_queue_pop (session.inbox));
  /* After "quit" the reader may still be waiting for input that will
   * never come: it is left to end with the process. */
  if (session.input_ended)
    g_thread_join (reader);
  else
    g_thread_unref (reader);
  g_queue_clear_full (&session.pending, event_free);
  g_async_queue_unref (session.inbox);
  g_atomic_rc_box_release_full (session.budget, input_budget_clear);
  *nboard = session.nboard;
}

int
sky_cli_nboard (int argc, char **argv)
{
  g_autofree char *depth_text = NULL;
  g_autofree char *learn_depth_text = NULL, *learn_exact_text = NULL;
  g_autofree char *weights = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) start = NULL;
  NBoard nboard = { .depth = DEFAULT_DEPTH };
  GOptionEntry entries[] = {
    { "depth", 'd', 0, G_OPTION_ARG_STRING, &depth_text,
      N_("Search depth until the GUI sets one (1–60, default 6)"), N_("N") },
    { "learn-depth", 0, 0, G_OPTION_ARG_STRING, &learn_depth_text,
      N_("“learn” searches the new book positions to this depth, 1–30 (default: as the shipped book, at least 18 and 4 more than the engine reaches in 0.5 s)"), N_("N") },
    { "learn-exact", 0, 0, G_OPTION_ARG_STRING, &learn_exact_text,
      N_("“learn” solves exactly the book positions with this many empty squares or fewer, 0–30 (default 24)"), N_("N") },
    { "no-book", 0, 0, G_OPTION_ARG_NONE, &nboard.no_book,
      N_("Search every position: without it, “go” plays a position of the opening book from the book at once, and “hint” gives the book’s values where it knows every move"), NULL },
    { "weights", 0, 0, G_OPTION_ARG_FILENAME, &weights,
      N_("“go” and “hint” search with the evaluation weights in FILE, pattern or legacy (tune fit, tune export-legacy), instead of the built-in ones"), N_("FILE") },
    { NULL }
  };

  context = g_option_context_new (_("— the reversi engine for GUIs that speak the NBoard protocol"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("Reads NBoard commands on standard input and answers on standard output: nboard, set depth, set game, set contempt, move, hint, go, ping, learn and quit.  A command that cannot be carried out is answered with “status ERROR: …” and changes nothing."));
  if (!sky_cli_parse_options (context, entries, &argc, &argv))
    return SKY_CLI_EXIT_USAGE;
  if (argc > 1)
    return sky_cli_usage_error (_("nboard: unexpected argument “%s”"), argv[1]);
  if (depth_text != NULL
      && !sky_cli_parse_int ("--depth", depth_text, MIN_DEPTH, MAX_DEPTH,
                             &nboard.depth, &error))
    return sky_cli_usage_error ("%s", error->message);
  sky_reversi_book_params_init_learn (&nboard.learn);
  if (learn_depth_text != NULL)
    {
      /* A depth of one's own: the depth alone, not the time's reach. */
      nboard.learn.reach_seconds = 0;
      if (!sky_cli_parse_int ("--learn-depth", learn_depth_text, 1, 30,
                              &nboard.learn.depth, &error))
        return sky_cli_usage_error ("%s", error->message);
    }
  if (learn_exact_text != NULL
      && !sky_cli_parse_int ("--learn-exact", learn_exact_text, 0, 30,
                             &nboard.learn.exact_empties, &error))
    return sky_cli_usage_error ("%s", error->message);
  if (weights != NULL)
    {
      nboard.evaluator = sky_cli_load_evaluator (weights, &error);
      if (nboard.evaluator == NULL)
        return sky_cli_usage_error ("--weights: %s", error->message);
    }

  start = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                            &(SkyGameSetup) { 0, FALSE });
  nboard.game = sky_record_new (start);
  nboard.rand = g_rand_new_with_seed (0);

  run_session (&nboard);

  sky_record_free (nboard.game);
  g_rand_free (nboard.rand);
  return 0;
}
