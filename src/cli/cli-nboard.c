/* cli-nboard.c: `sakiyomi-cli nboard`: Sakiyomi's reversi engine behind
 * the NBoard protocol, so that reversi GUIs that speak it (NBoard and its
 * successors) can play against it and ask it for hints.
 *
 * One command a line on standard input, replies a line each on standard
 * output, flushed at once.  Commands are carried out one after another,
 * in order; a thread reads the input meanwhile, and "go" and "hint"
 * search on a thread of their own, so that "ping", "quit" and the end of
 * the input stop a search at once (it then answers nothing: the GUI has
 * moved on).  Other commands sent during a search wait for it to end, as
 * the GUI sends "ping" first when it wants the engine's attention.
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
 *   ping N              → pong N, after stopping a search under way
 *   learn               → learned (there is no book to learn into)
 *   quit                ends, stopping a search (as does the end of the
 *                       input)
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

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

/* Searches ------------------------------------------------------------- */


/* A "go" or "hint" under way: what to search (its own copy of the
 * position, so that nothing the GUI sends meanwhile can reach it) and,
 * once searched, the result or the error. */
typedef struct {
  gboolean hint;            /* "hint N", else "go" */
  int n_hints;
  SkyStrength strength;
  SkyPosition *pos;
  GRand *rand;              /* the NBoard's, used by one search at a time */
  GCancellable *cancellable;
  GAsyncQueue *inbox;       /* where a search on a thread says it is done */
  gboolean found;
  SkySearchResult result;
  GError *error;
} Search;

/* A search of the current position, after "status Thinking"; NULL (and a
 * status line saying why) if there is nothing to search. */
static Search *
search_new (NBoard *nboard, gboolean hint, int n_hints)
{
  const SkyPosition *pos = sky_record_get_end (nboard->game);
  Search *search;

  if (sky_position_is_over (pos))
    {
      reply_error (_("the game is over"));
      return NULL;
    }
  search = g_new0 (Search, 1);
  search->hint = hint;
  search->n_hints = n_hints;
  nboard_strength (nboard, &search->strength);
  search->strength.exact_values = hint;
  /* The GUI searches to its depth and has a book of its own: the opening
   * book stays out of NBoard's searches. */
  search->strength.no_book = TRUE;
  search->pos = sky_position_copy (pos);
  search->rand = nboard->rand;
  search->cancellable = g_cancellable_new ();
  reply ("status %s", _("Thinking"));
  return search;
}

static void
search_free (Search *search)
{
  sky_position_free (search->pos);
  g_object_unref (search->cancellable);
  g_clear_error (&search->error);
  g_free (search);
}

static void
search_run (Search *search)
{
  search->found = sky_player_choose (&search->strength, search->pos,
                                     search->rand, search->cancellable,
                                     NULL, NULL, &search->result,
                                     &search->error);
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
report_hint (const Search *search)
{
  const SkySearchResult *result = &search->result;
  int order[SKY_MAX_MOVES];

  for (int i = 0; i < result->n_moves; i++)
    order[i] = i;
  g_qsort_with_data (order, result->n_moves, sizeof order[0], compare_values,
                     (gpointer) result);
  for (int i = 0; i < search->n_hints && i < result->n_moves; i++)
    {
      g_autofree char *move = format_move (result->moves[order[i]]);
      g_autofree char *eval = format_eval (result,
                                           result->move_values[order[i]]);

      reply ("search %s %s 0 %d", move, eval, result->depth);
    }
  reply ("status");
}

static void
report_go (const Search *search)
{
  g_autofree char *move = format_move (search->result.move);
  g_autofree char *eval = format_eval (&search->result,
                                       search->result.value);
  g_autofree char *seconds = format_seconds (search->result.seconds);

  reply ("=== %s/%s/%s", move, eval, seconds);
  reply ("status");
}

/* What a finished search has to say.  Nothing if it was interrupted: the
 * GUI has moved on, and a late move or hint would be taken for an answer
 * about its new position. */
static void
search_report (const Search *search)
{
  if (g_cancellable_is_cancelled (search->cancellable))
    return;
  if (!search->found)
    reply_error (search->error->message);
  else if (search->hint)
    report_hint (search);
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

static Search *
command_hint (NBoard *nboard, const char *args)
{
  int n;

  if (!parse_number ("hint", args, 1, SKY_MAX_MOVES, &n))
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

/* Carries out one line, all but the search a go or hint asks for: that is
 * left in *search for the caller to run, here or on a thread. */
static CommandResult
handle_command (NBoard *nboard, const char *line, Search **search)
{
  const char *args;
  g_autofree char *command = split_command (line, &args);

  *search = NULL;
  if (*command == '\0')
    ;
  else if (strcmp (command, "nboard") == 0)
    reply ("set myname %s", ENGINE_NAME);
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
    reply ("learned");
  else if (strcmp (command, "quit") == 0)
    return COMMAND_QUIT;
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
  char *line;               /* EVENT_LINE */
} Event;

static Event *
event_new (EventKind kind, char *line)
{
  Event *event = g_new (Event, 1);

  event->kind = kind;
  event->line = line;
  return event;
}

static void
event_free (gpointer data)
{
  Event *event = data;

  g_free (event->line);
  g_free (event);
}

/* Splits what read () gives into lines of at most MAX_LINE bytes (the rest
 * is dropped, and so are NUL bytes), without their line ends. */
typedef struct {
  GString *line;
  char buffer[4096];
  gsize start, end;         /* what is left of the buffer */
} LineReader;

/* The next line, UTF-8 whatever came in (replies quote the input); NULL
 * at the end of the input (or on a read error, which ends it as well). */
static char *
line_reader_next (LineReader *reader)
{
  gboolean complete = FALSE;

  g_string_truncate (reader->line, 0);
  while (!complete)
    {
      gssize n;

      while (reader->start < reader->end && !complete)
        {
          char c = reader->buffer[reader->start++];

          if (c == '\n')
            complete = TRUE;
          else if (c != '\0' && reader->line->len < MAX_LINE)
            g_string_append_c (reader->line, c);
        }
      if (complete)
        break;
      n = read (STDIN_FILENO, reader->buffer, sizeof reader->buffer);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          if (reader->line->len == 0)
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

/* The reader thread: every line of standard input as an event, then the
 * end of it.  It reads with read () rather than stdio so that the process
 * can exit (after "quit") while it waits for more. */
static gpointer
read_input (gpointer data)
{
  GAsyncQueue *inbox = data;
  LineReader *reader = g_new0 (LineReader, 1);
  char *line;

  reader->line = g_string_new (NULL);
  while ((line = line_reader_next (reader)) != NULL)
    g_async_queue_push (inbox, event_new (EVENT_LINE, line));
  g_string_free (reader->line, TRUE);
  g_free (reader);
  g_async_queue_push (inbox, event_new (EVENT_END_OF_INPUT, NULL));
  g_async_queue_unref (inbox);
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
  GQueue pending;           /* lines not yet carried out, oldest first */
  guint pending_interrupts; /* how many of them are "ping" or "quit" */
  gboolean input_ended;
  gboolean finished;        /* after "quit" or the end of the input */
  GThread *search_thread;   /* while a go or hint searches */
  Search *search;
} Session;

/* "ping" (the GUI is about to change the position, or wants the engine
 * idle) and "quit" stop a search at once; other commands wait for it. */
static gboolean
is_interrupt (const char *line)
{
  const char *args;
  g_autofree char *command = split_command (line, &args);

  return strcmp (command, "ping") == 0 || strcmp (command, "quit") == 0;
}

static void
stop_search_if_interrupted (Session *session)
{
  if (session->search != NULL
      && (session->pending_interrupts > 0 || session->input_ended))
    g_cancellable_cancel (session->search->cancellable);
}

/* Carries out the waiting lines in order until one starts a search (which
 * then runs on its own thread), the input ends or "quit" comes. */
static void
carry_out_pending (Session *session)
{
  while (session->search == NULL && !session->finished)
    {
      g_autofree char *line = g_queue_pop_head (&session->pending);
      Search *search = NULL;

      if (line == NULL)
        {
          session->finished = session->input_ended;
          return;
        }
      if (is_interrupt (line))
        session->pending_interrupts--;
      switch (handle_command (&session->nboard, line, &search))
        {
        case COMMAND_DONE:
          break;
        case COMMAND_SEARCH:
          search->inbox = session->inbox;
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

static void
handle_event (Session *session, Event *event)
{
  switch (event->kind)
    {
    case EVENT_LINE:
      if (is_interrupt (event->line))
        session->pending_interrupts++;
      g_queue_push_tail (&session->pending, g_steal_pointer (&event->line));
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
  stop_search_if_interrupted (session);
  carry_out_pending (session);
}

/* Runs the NBoard session on standard input and output until "quit" or
 * the end of the input. */
static void
run_session (NBoard *nboard)
{
  Session session = { .nboard = *nboard, .pending = G_QUEUE_INIT };
  GThread *reader;

  session.inbox = g_async_queue_new_full (event_free);
  reader = g_thread_new ("nboard-input", read_input,
                         g_async_queue_ref (session.inbox));
  while (!session.finished)
    {
      Event *event = g_async_queue_pop (session.inbox);

      handle_event (&session, event);
      event_free (event);
    }
  /* After "quit" the reader may still be waiting for input that will
   * never come: it is left to end with the process. */
  if (session.input_ended)
    g_thread_join (reader);
  else
    g_thread_unref (reader);
  g_queue_clear_full (&session.pending, g_free);
  g_async_queue_unref (session.inbox);
  *nboard = session.nboard;
}

int
sky_cli_nboard (int argc, char **argv)
{
  g_autofree char *depth_text = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) start = NULL;
  NBoard nboard = { NULL, DEFAULT_DEPTH, 0, NULL };
  GOptionEntry entries[] = {
    { "depth", 'd', 0, G_OPTION_ARG_STRING, &depth_text,
      N_("Search depth until the GUI sets one (1–60, default 6)"), N_("N") },
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

  start = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                            &(SkyGameSetup) { 0, FALSE });
  nboard.game = sky_record_new (start);
  nboard.rand = g_rand_new_with_seed (0);

  run_session (&nboard);

  sky_record_free (nboard.game);
  g_rand_free (nboard.rand);
  return 0;
}
