/* test-nboard.c: `sakiyomi-cli nboard` ($SAKIYOMI_CLI) driven through pipes
 * as a reversi GUI drives it: every reply of a scripted session is checked,
 * exactly where it is fixed and by pattern where it carries a time. */
#include "config.h"

#include <string.h>

#include <gio/gio.h>

#include "player.h"
#include "reversi.h"

typedef struct {
  GSubprocess *process;
  GOutputStream *to_engine;
  GDataInputStream *from_engine;
} Session;

static void
session_start (Session *session)
{
  const char *cli = g_getenv ("SAKIYOMI_CLI");
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (cli);
  session->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                       | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                       | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                                       &error, cli, "nboard", NULL);
  g_assert_no_error (error);
  session->to_engine = g_subprocess_get_stdin_pipe (session->process);
  session->from_engine = g_data_input_stream_new (g_subprocess_get_stdout_pipe (session->process));
}

static void
session_send (Session *session, const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strconcat (line, "\n", NULL);

  g_test_message ("> %s", line);
  g_assert_true (g_output_stream_write_all (session->to_engine, text,
                                            strlen (text), NULL, NULL,
                                            &error));
  g_assert_no_error (error);
  g_assert_true (g_output_stream_flush (session->to_engine, NULL, &error));
}

/* The next line the engine writes (NULL at the end of its output). */
static char *
session_receive (Session *session)
{
  g_autoptr(GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (session->from_engine, NULL,
                                                   NULL, &error);

  g_assert_no_error (error);
  g_test_message ("< %s", line != NULL ? line : "(end)");
  return line;
}

static void
expect (Session *session, const char *expected)
{
  g_autofree char *line = session_receive (session);

  g_assert_cmpstr (line, ==, expected);
}

static void
expect_match (Session *session, const char *pattern)
{
  g_autofree char *line = session_receive (session);

  g_assert_nonnull (line);
  if (!g_regex_match_simple (pattern, line, 0, 0))
    g_error ("“%s” does not match “%s”", line, pattern);
}

/* Nothing was written since the last reply: the engine answers a ping
 * only after everything before it. */
static void
ping (Session *session, int n)
{
  g_autofree char *command = g_strdup_printf ("ping %d", n);
  g_autofree char *reply = g_strdup_printf ("pong %d", n);

  session_send (session, command);
  expect (session, reply);
}

static void
session_quit (Session *session)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *end = NULL;

  session_send (session, "quit");
  end = session_receive (session);
  g_assert_null (end);
  g_assert_true (g_subprocess_wait (session->process, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (session->process));
  g_assert_cmpint (g_subprocess_get_exit_status (session->process), ==, 0);
  g_clear_object (&session->from_engine);
  g_clear_object (&session->process);
}

/* What the engine should answer, worked out here with the same search:
 * the strong engine to depth, solving from 2 * depth empties, from the
 * position after moves.  Values in discs as cli-nboard.c gives them: whole
 * discs when solved, else the engine's hundredths / 100. */
static char *
format_eval (const SkySearchResult *result, int value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  double discs = result->solved ? value : value / 100.0;

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.2f", discs));
}

static char *
format_move (SkyMove move)
{
  if (move == SKY_MOVE_PASS)
    return g_strdup ("PA");
  return g_strdup_printf ("%c%d", 'A' + move % 8, move / 8 + 1);
}

static void
search (const char *moves, int depth, gboolean exact_values,
        SkySearchResult *result)
{
  g_autoptr(SkyPosition) pos = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                                                 &(SkyGameSetup) { 0, FALSE });
  g_autoptr(GRand) rand = g_rand_new_with_seed (0);
  SkyStrength strength;

  g_assert_true (sky_reversi_play_record (pos, moves, NULL, NULL));
  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, SKY_GAME_REVERSI);
  strength.engine = TRUE;
  strength.depth = depth;
  strength.seconds = 0;
  strength.solve_empties = MIN (2 * depth, 20);
  strength.alpha_beta = TRUE;
  strength.strong_eval = TRUE;
  strength.exact_values = exact_values;
  strength.no_book = TRUE;    /* as the NBoard engine searches */
  g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL, NULL,
                                    result, NULL));
}

/* A hint's reply, between the thinking and waiting status lines: the n
 * best moves, best first, in move order on ties. */
static void
expect_hints (Session *session, const char *moves, int depth, int n)
{
  SkySearchResult result;
  gboolean used[SKY_MAX_MOVES] = { FALSE, };

  expect (session, "status Thinking");
  search (moves, depth, TRUE, &result);
  g_assert_cmpint (result.n_moves, >=, 1);
  for (int k = 0; k < n && k < result.n_moves; k++)
    {
      g_autofree char *line = NULL;
      g_autofree char *move = NULL;
      g_autofree char *eval = NULL;
      int best = -1;

      for (int i = 0; i < result.n_moves; i++)
        if (!used[i] && (best < 0
                         || result.move_values[i] > result.move_values[best]))
          best = i;
      used[best] = TRUE;
      move = format_move (result.moves[best]);
      eval = format_eval (&result, result.move_values[best]);
      line = g_strdup_printf ("search %s %s 0 %d", move, eval, result.depth);
      expect (session, line);
    }
  expect (session, "status");
}

/* A go's reply, between the status lines: "=== MOVE/EVAL/TIME", the time
 * by pattern. */
static void
expect_go (Session *session, const char *moves, int depth)
{
  SkySearchResult result;
  g_autofree char *move = NULL;
  g_autofree char *eval = NULL;
  g_autofree char *pattern = NULL;
  g_autofree char *escaped = NULL;

  search (moves, depth, FALSE, &result);
  move = format_move (result.move);
  eval = format_eval (&result, result.value);
  escaped = g_regex_escape_string (eval, -1);
  pattern = g_strdup_printf ("^=== %s/%s/[0-9]+\\.[0-9][0-9]$", move, escaped);
  expect (session, "status Thinking");
  expect_match (session, pattern);
  expect (session, "status");
}

/* The opening f5 f6 e6 as NBoard sends it, with evaluations and times. */
#define OPENING_GGF \
  "(;GM[Othello]PC[NBoard]DT[2026-11-21 12:00:00 GMT]PB[Sakiyomi]PW[Person]" \
  "RE[?]TI[5:00]TY[8]" \
  "BO[8 ---------------------------O*------*O--------------------------- *]" \
  "B[F5//0.01]W[F6/0.50/2.3]B[E6];)"

static void
test_session (void)
{
  Session session;

  session_start (&session);

  session_send (&session, "nboard 2");
  expect (&session, "set myname Sakiyomi");
  session_send (&session, "set depth 2");
  session_send (&session, "set contempt 0");
  session_send (&session, "set game " OPENING_GGF);
  ping (&session, 1);

  /* White to move after f5 f6 e6 has two moves: both are listed. */
  session_send (&session, "hint 3");
  expect_hints (&session, "f5f6e6", 2, 3);

  session_send (&session, "go");
  expect_go (&session, "f5f6e6", 2);

  /* go does not play: the GUI sends the move back. */
  session_send (&session, "move F4/-3.10/0.01");
  session_send (&session, "hint 1");
  expect_hints (&session, "f5f6e6f4", 2, 1);

  /* Bad input changes nothing. */
  session_send (&session, "move A1");
  expect (&session, "status ERROR: a1 is not legal: it turns over no discs");
  session_send (&session, "move z9");
  expect (&session, "status ERROR: “z9” is not a reversi move (expected a square a1–h8 such as f5, or pass)");
  session_send (&session, "set depth 0");
  expect (&session, "status ERROR: depth must be between 1 and 60, not 0");
  session_send (&session, "set depth deep");
  expect (&session, "status ERROR: depth must be a whole number, not “deep”");
  session_send (&session, "set game (;GM[Chess];)");
  expect (&session, "status ERROR: Not a GGF reversi game: GM is not Othello");
  session_send (&session, "set game (;GM[Othello]B[F5]W[A1];)");
  expect (&session, "status ERROR: move 2 (A1) is illegal in this position (a1 is not legal: it turns over no discs)");
  session_send (&session, "hint 0");
  expect (&session, "status ERROR: hint must be between 1 and 64, not 0");
  session_send (&session, "hint 1");
  expect_hints (&session, "f5f6e6f4", 2, 1);
  session_send (&session, "set depth 3");
  session_send (&session, "hint 4");
  expect_hints (&session, "f5f6e6f4", 3, 4);

  /* Unknown commands are ignored; learn has nothing to learn. */
  session_send (&session, "analyze");
  session_send (&session, "set mystery 1");
  session_send (&session, "");
  session_send (&session, "learn");
  expect (&session, "learned");
  ping (&session, 2);

  session_quit (&session);
}

/* A side without a move passes ("PA"), and a game searched to its end
 * gives the exact disc margin, the empty squares to the winner. */
static void
test_pass_and_end (void)
{
  Session session;

  session_start (&session);
  session_send (&session, "nboard 2");
  expect (&session, "set myname Sakiyomi");
  session_send (&session, "set depth 4");
  /* White a1, black b1: black cannot move, white takes c1 and wins 3-0,
   * 64-0 with the 61 empty squares. */
  session_send (&session, "set game (;GM[Othello]TY[8]BO[8 O*-------------------------------------------------------------- *];)");
  session_send (&session, "go");
  expect (&session, "status Thinking");
  expect_match (&session, "^=== PA/-64\\.00/[0-9]+\\.[0-9][0-9]$");
  expect (&session, "status");
  session_send (&session, "move PA");
  session_send (&session, "hint 5");
  expect (&session, "status Thinking");
  expect_match (&session, "^search C1 64\\.00 0 [0-9]+$");
  expect (&session, "status");
  session_send (&session, "move c1");
  session_send (&session, "go");
  expect (&session, "status ERROR: the game is over");
  session_send (&session, "hint 1");
  expect (&session, "status ERROR: the game is over");
  ping (&session, 3);
  session_quit (&session);
}

/* The end of the input ends the engine like quit. */
static void
test_end_of_input (void)
{
  Session session;
  g_autoptr(GError) error = NULL;
  g_autofree char *end = NULL;

  session_start (&session);
  ping (&session, 4);
  g_assert_true (g_output_stream_close (session.to_engine, NULL, &error));
  g_assert_no_error (error);
  end = session_receive (&session);
  g_assert_null (end);
  g_assert_true (g_subprocess_wait (session.process, NULL, &error));
  g_assert_cmpint (g_subprocess_get_exit_status (session.process), ==, 0);
  g_clear_object (&session.from_engine);
  g_clear_object (&session.process);
}

/* A search that would run for minutes (depth 60 from the start), begun
 * and seen begun: the engine has written "status Thinking", so whatever is
 * sent next arrives while it searches. */
static void
start_deep_search (Session *session, const char *command)
{
  session_send (session, "set depth 60");
  session_send (session, command);
  expect (session, "status Thinking");
}

/* How long since start, for the log. */
static void
report_latency (const char *what, gint64 start)
{
  g_test_message ("%s after %.1f ms", what,
                  (g_get_monotonic_time () - start) / 1000.0);
}

/* The end of the engine's output and a clean exit. */
static void
expect_exit (Session *session)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *end = session_receive (session);

  g_assert_null (end);
  g_assert_true (g_subprocess_wait (session->process, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (session->process));
  g_assert_cmpint (g_subprocess_get_exit_status (session->process), ==, 0);
  g_clear_object (&session->from_engine);
  g_clear_object (&session->process);
}

/* "ping" stops a go or a hint under way: the pong comes next, and the
 * interrupted search never answers (the next ping's pong would come after
 * its move or its search lines). */
static void
test_ping_stops_search (void)
{
  Session session;
  gint64 start;

  session_start (&session);
  start_deep_search (&session, "go");
  start = g_get_monotonic_time ();
  ping (&session, 2);
  report_latency ("go stopped by ping", start);
  ping (&session, 3);

  start_deep_search (&session, "hint 5");
  start = g_get_monotonic_time ();
  ping (&session, 4);
  report_latency ("hint stopped by ping", start);
  ping (&session, 5);

  /* The engine is itself again: a shallow go answers. */
  session_send (&session, "set depth 2");
  session_send (&session, "set game " OPENING_GGF);
  session_send (&session, "go");
  expect_go (&session, "f5f6e6", 2);
  session_quit (&session);
}

/* quit during a search ends the engine at once. */
static void
test_quit_stops_search (void)
{
  Session session;
  gint64 start;

  session_start (&session);
  start_deep_search (&session, "go");
  start = g_get_monotonic_time ();
  session_send (&session, "quit");
  expect_exit (&session);
  report_latency ("exit after quit", start);
}

/* So does the end of the input. */
static void
test_end_of_input_stops_search (void)
{
  Session session;
  g_autoptr(GError) error = NULL;
  gint64 start;

  session_start (&session);
  start_deep_search (&session, "hint 3");
  start = g_get_monotonic_time ();
  g_assert_true (g_output_stream_close (session.to_engine, NULL, &error));
  g_assert_no_error (error);
  expect_exit (&session);
  report_latency ("exit after the end of the input", start);
}

/* Commands that change the game, sent during a search, wait for it: they
 * are carried out in order once the ping has stopped it, on the game, not
 * on the position being searched. */
static void
test_commands_during_search (void)
{
  Session session;

  session_start (&session);

  /* As NBoard does it: ping, then the new game and the request. */
  start_deep_search (&session, "go");
  session_send (&session, "ping 6");
  session_send (&session, "set game " OPENING_GGF);
  session_send (&session, "set depth 2");
  session_send (&session, "go");
  expect (&session, "pong 6");
  expect_go (&session, "f5f6e6", 2);

  /* Sent before the ping, they wait for the search all the same, and
   * replies come in order: the error, then the pong. */
  start_deep_search (&session, "go");
  session_send (&session, "move F4/-3.10/0.01");
  session_send (&session, "set depth 3");
  session_send (&session, "move A1");
  session_send (&session, "ping 7");
  expect (&session, "status ERROR: a1 is not legal: it turns over no discs");
  expect (&session, "pong 7");
  session_send (&session, "hint 2");
  expect_hints (&session, "f5f6e6f4", 3, 2);
  ping (&session, 8);
  session_quit (&session);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nboard/session", test_session);
  g_test_add_func ("/nboard/pass-and-end", test_pass_and_end);
  g_test_add_func ("/nboard/end-of-input", test_end_of_input);
  g_test_add_func ("/nboard/ping-stops-search", test_ping_stops_search);
  g_test_add_func ("/nboard/quit-stops-search", test_quit_stops_search);
  g_test_add_func ("/nboard/end-of-input-stops-search",
                   test_end_of_input_stops_search);
  g_test_add_func ("/nboard/commands-during-search",
                   test_commands_during_search);
  return g_test_run ();
}
