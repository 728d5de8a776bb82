/* test-nboard.c: `sakiyomi-cli nboard` ($SAKIYOMI_CLI) driven through pipes
 * as a reversi GUI drives it: every reply of a scripted session is checked,
 * exactly where it is fixed and by pattern where it carries a time or a
 * node count.  Searches are limited by depth; clocks are either so large
 * that no timing decides an answer or so small that only its legality is
 * checked.  The clock's arithmetic is checked directly
 * (cli-nboard-clock.h). */
#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli-nboard-clock.h"
#include "ggf.h"
#include "player.h"
#include "reversi.h"
#include "reversi-bitboard.h"
#include "reversi-book.h"
#include "search-common.h"

typedef struct {
  GSubprocess *process;
  GOutputStream *to_engine;
  GDataInputStream *from_engine;
} Session;

/* The XDG_DATA_HOME of the engines started, a folder of the test's own. */
static char *data_home;

/* An engine with its opening book, or (book FALSE, what most tests
 * check) with --no-book, searching every position; evaluating with the
 * weights file weights unless it is NULL. */
static void
session_start_weights (Session *session, gboolean book, const char *weights)
{
  const char *cli = g_getenv ("SAKIYOMI_CLI");
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, "nboard");
  /* learn writes the user's book there, searching shallowly. */
  g_ptr_array_add (argv, "--learn-depth");
  g_ptr_array_add (argv, "2");
  g_ptr_array_add (argv, "--learn-exact");
  g_ptr_array_add (argv, "0");
  if (!book)
    g_ptr_array_add (argv, "--no-book");
  if (weights != NULL)
    {
      g_ptr_array_add (argv, "--weights");
      g_ptr_array_add (argv, (gpointer) weights);
    }
  g_ptr_array_add (argv, NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  session->process = g_subprocess_launcher_spawnv (launcher,
                                                   (const char *const *) argv->pdata,
                                                   &error);
  g_assert_no_error (error);
  session->to_engine = g_subprocess_get_stdin_pipe (session->process);
  session->from_engine = g_data_input_stream_new (g_subprocess_get_stdout_pipe (session->process));
}

static void
session_start_with (Session *session, gboolean book)
{
  session_start_weights (session, book, NULL);
}

static void
session_start (Session *session)
{
  session_start_with (session, FALSE);
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
/* "status Learning K/N" for each of the game's n positions, then an
 * empty status and "learned". */
static void
expect_learned (Session *session, int n)
{
  for (int k = 1; k <= n; k++)
    {
      g_autofree char *line = g_strdup_printf ("status Learning %d/%d", k, n);

      expect (session, line);
    }
  expect (session, "status");
  expect (session, "learned");
}

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

/* A PV as the engine writes it: the best move's own, "F5-D6-C3". */
static char *
format_pv (const SkySearchResult *result, SkyMove move)
{
  GString *pv = g_string_new (NULL);
  int length = move == result->move ? MAX (result->pv_length, 1) : 1;

  for (int i = 0; i < length; i++)
    {
      g_autofree char *text = format_move (i == 0 ? move : result->pv[i]);

      g_string_append_printf (pv, "%s%s", i > 0 ? "-" : "", text);
    }
  return g_string_free (pv, FALSE);
}

/* The engine's search at one depth of its deepening, the GUI having set
 * gui_depth: solving from 2 * gui_depth empties (at most 20).  seconds is
 * the move's budget under a clock (large: it only turns the engine's
 * selective search on, as any budget does), 0 without one. */
static void
search (const char *moves, int depth, int gui_depth, double seconds,
        gboolean exact_values, SkySearchResult *result)
{
  g_autoptr(SkyPosition) pos = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                                                 &(SkyGameSetup) { 0, FALSE });
  g_autoptr(GRand) rand = g_rand_new_with_seed (0);
  SkyStrength strength;

  g_assert_true (sky_reversi_play_record (pos, moves, NULL, NULL));
  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, SKY_GAME_REVERSI);
  strength.engine = TRUE;
  strength.depth = depth;
  strength.seconds = seconds;
  strength.solve_empties = MIN (2 * gui_depth, 20);
  strength.alpha_beta = TRUE;
  strength.strong_eval = TRUE;
  strength.exact_values = exact_values;
  strength.no_book = TRUE;    /* as the NBoard engine searches */
  g_assert_true (sky_player_choose (&strength, pos, rand, NULL, NULL, NULL,
                                    result, NULL));
}

static int
empties_after (const char *moves)
{
  g_autoptr(SkyPosition) pos = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                                                 &(SkyGameSetup) { 0, FALSE });

  g_assert_true (sky_reversi_play_record (pos, moves, NULL, NULL));
  return sky_reversi_empties (pos);
}

/* The lines a go or hint writes as it deepens, depth by depth: a
 * "nodestats NODES SECONDS" line, then the n best moves (the chosen move
 * alone for a go), best first, in move order on ties, the best with its
 * PV.  The last depth's result is left in *last. */
static void
expect_deepening (Session *session, const char *moves, int gui_depth,
                  double seconds, gboolean hint, int n,
                  SkySearchResult *last)
{
  int empties = empties_after (moves);
  int max_depth = MIN (gui_depth, empties);
  int first = empties <= MIN (2 * gui_depth, 20) ? max_depth : 1;

  for (int depth = first; depth <= max_depth; depth++)
    {
      SkySearchResult *result = last;
      gboolean used[SKY_MAX_MOVES] = { FALSE, };
      int lines;

      search (moves, depth, gui_depth, seconds, hint, result);
      g_assert_cmpint (result->n_moves, >=, 1);
      expect_match (session, "^nodestats [0-9]+ [0-9]+\\.[0-9][0-9]$");
      lines = result->move_values_exact ? MIN (n, result->n_moves) : 1;
      for (int k = 0; k < lines; k++)
        {
          g_autofree char *line = NULL;
          g_autofree char *pv = NULL;
          g_autofree char *eval = NULL;
          int best = -1;

          for (int i = 0; i < result->n_moves; i++)
            if (!used[i] && (best < 0
                             || result->move_values[i]
                                > result->move_values[best]))
              best = i;
          used[best] = TRUE;
          if (!result->move_values_exact)
            {
              pv = format_pv (result, result->move);
              eval = format_eval (result, result->value);
            }
          else
            {
              pv = format_pv (result, result->moves[best]);
              eval = format_eval (result, result->move_values[best]);
            }
          line = g_strdup_printf ("search %s %s 0 %d", pv, eval,
                                  result->depth);
          expect (session, line);
        }
      if (result->solved)
        break;
    }
}

/* A hint's reply, between the thinking and waiting status lines. */
static void
expect_hints (Session *session, const char *moves, int depth, int n)
{
  SkySearchResult result;

  expect (session, "status Thinking");
  expect_deepening (session, moves, depth, 0, TRUE, n, &result);
  expect (session, "status");
}

/* A go's reply after its status line: the deepening, "nodestats" for the
 * whole search and "=== MOVE/EVAL/TIME", the time by pattern. */
static void
expect_go_after_status (Session *session, const char *moves, int depth,
                        double seconds)
{
  SkySearchResult result;
  g_autofree char *move = NULL;
  g_autofree char *eval = NULL;
  g_autofree char *pattern = NULL;
  g_autofree char *escaped = NULL;

  expect_deepening (session, moves, depth, seconds, FALSE, 1, &result);
  move = format_move (result.move);
  eval = format_eval (&result, result.value);
  escaped = g_regex_escape_string (eval, -1);
  pattern = g_strdup_printf ("^=== %s/%s/[0-9]+\\.[0-9][0-9]$", move, escaped);
  expect_match (session, "^nodestats [0-9]+ [0-9]+\\.[0-9][0-9]$");
  expect_match (session, pattern);
  expect (session, "status");
}

static void
expect_go (Session *session, const char *moves, int depth)
{
  expect (session, "status Thinking");
  expect_go_after_status (session, moves, depth, 0);
}

/* Reads past the lines a search writes as it deepens; the first other
 * line. */
static char *
skip_deepening (Session *session)
{
  char *line;

  while ((line = session_receive (session)) != NULL
         && (g_str_has_prefix (line, "nodestats ")
             || g_str_has_prefix (line, "search ")))
    g_free (line);
  return line;
}

/* The first line after what an interrupted search wrote as it deepened
 * is expected. */
static void
expect_after_deepening (Session *session, const char *expected)
{
  g_autofree char *line = skip_deepening (session);

  g_assert_cmpstr (line, ==, expected);
}

/* A ping that stops the search under way: the pong comes after the lines
 * the search wrote as it deepened, and nothing of the search after it. */
static void
ping_search (Session *session, int n)
{
  g_autofree char *command = g_strdup_printf ("ping %d", n);
  g_autofree char *reply = g_strdup_printf ("pong %d", n);

  session_send (session, command);
  expect_after_deepening (session, reply);
}

/* The opening f5 f6 e6 as NBoard sends it, with evaluations and times,
 * but without its clock (TI[5:00]), so that the depth alone limits the
 * searches (test_clock has the clock). */
#define OPENING_GGF \
  "(;GM[Othello]PC[NBoard]DT[2026-11-21 12:00:00 GMT]PB[Sakiyomi]PW[Person]" \
  "RE[?]TY[8]" \
  "BO[8 ---------------------------O*------*O--------------------------- *]" \
  "B[F5//0.01]W[F6/0.50/2.3]B[E6];)"

static void
test_session (void)
{
  Session session;

  session_start (&session);

  session_send (&session, "nboard 2");
  expect (&session, "set myname Sakiyomi");
  /* Ready: the Java NBoard shows "Loading Sakiyomi" until a status. */
  expect (&session, "status");
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
  expect (&session, "status ERROR: GGF: GM[Chess]: only Othello games are supported");
  session_send (&session, "set game (;GM[Othello]B[F5]W[A1];)");
  expect (&session, "status ERROR: GGF: move 2 (W[A1]) is illegal in this position (a1 is not legal: it turns over no discs)");
  /* The spaced BO of GGS, Edax and the Java NBoard, and an anti game. */
  session_send (&session, "set game (;GM[Othello]TY[8a];)");
  expect (&session, "status ERROR: GGF: anti-reversi (TY[8a]) is not supported");
  session_send (&session, "set game (;GM[Othello]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[f5//0.1]W[F6];)");
  session_send (&session, "hint 1");
  expect_hints (&session, "f5f6", 2, 1);
  session_send (&session, "set game (;GM[Othello]B[F5]W[F6]B[E6]W[F4];)");
  session_send (&session, "hint 0");
  expect (&session, "status ERROR: hint must be between 1 and 64, not 0");
  session_send (&session, "hint 1");
  expect_hints (&session, "f5f6e6f4", 2, 1);
  session_send (&session, "set depth 3");
  session_send (&session, "hint 4");
  expect_hints (&session, "f5f6e6f4", 3, 4);

  /* Unknown commands are ignored; learn learns the game (5 positions). */
  session_send (&session, "analyze");
  session_send (&session, "set mystery 1");
  session_send (&session, "");
  session_send (&session, "learn");
  expect_learned (&session, 5);
  ping (&session, 2);

  session_quit (&session);
}

/* "learn" puts the game and its deviations into the user's book in
 * $XDG_DATA_HOME (the line is the first legal move, a1 first, at each
 * ply: it leaves the shipped book at once); after a refused game there is
 * nothing to learn. */
static void
test_learn (void)
{
  g_autofree char *user = g_build_filename (data_home, "sakiyomi", "book.skb",
                                            NULL);
  g_autoptr(SkyReversiBook) book = NULL;
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);
  Session session;

  g_unlink (user);
  session_start (&session);
  session_send (&session, "nboard 2");
  expect (&session, "set myname Sakiyomi");
  expect (&session, "status");
  session_send (&session, "set game (;GM[Othello]PC[NBoard]TI[5:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[D3]W[C3]B[B3]W[B2]B[B1]W[A1];)");
  session_send (&session, "learn");
  expect_learned (&session, 7);
  book = sky_reversi_book_load (user, SKY_REVERSI_BOOK_MAX_BYTES, NULL);
  g_assert_nonnull (book);
  /* The last position and each of its moves. */
  g_assert_true (sky_reversi_play_record (pos, "d3c3b3b2b1a1", NULL, NULL));
  {
    guint64 P = sky_reversi_discs (pos, pos->to_move);
    guint64 O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
    SkyReversiBookMove known[SKY_MAX_MOVES];

    g_assert_nonnull (sky_reversi_book_lookup (book, P, O));
    g_assert_cmpint (sky_reversi_book_moves (book, P, O, known), >, 1);
  }
  session_send (&session, "set game (;GM[Othello]TY[8a];)");
  expect (&session, "status ERROR: GGF: anti-reversi (TY[8a]) is not supported");
  session_send (&session, "learn");
  expect (&session, "status ERROR: no game to learn: the last game set was refused");
  ping (&session, 1);
  session_quit (&session);
  g_unlink (user);
}

/* The next line after the "status Learning K/N" lines of a learning. */
static char *
skip_learning (Session *session)
{
  char *line;

  while ((line = session_receive (session)) != NULL
         && g_str_has_prefix (line, "status Learning "))
    g_free (line);
  return line;
}

/* "ping" and "quit" sent while the engine learns stop the learning (the
 * build before learnt on to the end, deaf to both: a minute and more with
 * the shipped book's depths).  The learning searches to depth 30, longer
 * than any test: the game leaves the shipped book at its third move.
 * Nothing is written. */
static void
test_learn_stopped (void)
{
  g_autofree char *user = g_build_filename (data_home, "sakiyomi", "book.skb",
                                            NULL);
  const char *cli = g_getenv ("SAKIYOMI_CLI");
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GError) error = NULL;
  Session session;

  g_unlink (user);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  session.process = g_subprocess_launcher_spawn (launcher, &error, cli,
                                                 "nboard", "--learn-depth",
                                                 "30", "--learn-exact", "0",
                                                 NULL);
  g_assert_no_error (error);
  session.to_engine = g_subprocess_get_stdin_pipe (session.process);
  session.from_engine = g_data_input_stream_new (g_subprocess_get_stdout_pipe (session.process));

  session_send (&session, "nboard 2");
  expect (&session, "set myname Sakiyomi");
  expect (&session, "status");
  session_send (&session, "set game (;GM[Othello]PC[NBoard]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[D3]W[C3]B[B3]W[B2]B[B1]W[A1];)");
  session_send (&session, "learn");
  expect (&session, "status Learning 1/7");
  session_send (&session, "ping 4");
  {
    g_autofree char *line = skip_learning (&session);

    g_assert_cmpstr (line, ==, "status");
  }
  expect (&session, "pong 4");
  g_assert_false (g_file_test (user, G_FILE_TEST_EXISTS));
  ping (&session, 5);

  session_send (&session, "learn");
  expect (&session, "status Learning 1/7");
  session_send (&session, "quit");
  {
    g_autofree char *line = skip_learning (&session);

    g_assert_cmpstr (line, ==, "status");
  }
  {
    g_autofree char *end = session_receive (&session);

    g_assert_null (end);
  }
  g_assert_true (g_subprocess_wait (session.process, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (session.process));
  g_assert_cmpint (g_subprocess_get_exit_status (session.process), ==, 0);
  g_clear_object (&session.from_engine);
  g_clear_object (&session.process);
  g_assert_false (g_file_test (user, G_FILE_TEST_EXISTS));
}

/* The engine's book as it reads it: the shipped one with the user's. */
static SkyReversiBook *
engine_book (void)
{
  g_autofree char *user = g_build_filename (data_home, "sakiyomi", "book.skb",
                                            NULL);
  SkyReversiBook *book = sky_reversi_book_load_shipped ();

  if (g_file_test (user, G_FILE_TEST_EXISTS))
    {
      g_autoptr(SkyReversiBook) learnt
        = sky_reversi_book_load (user, SKY_REVERSI_BOOK_MAX_BYTES, NULL);

      g_assert_nonnull (learnt);
      sky_reversi_book_merge (book, learnt);
    }
  return book;
}

/* The book's moves after moves (best first); their number. */
static int
book_moves (const SkyReversiBook *book, const char *moves, guint64 *P,
            guint64 *O, SkyReversiBookMove *known)
{
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);

  g_assert_true (sky_reversi_play_record (pos, moves, NULL, NULL));
  *P = sky_reversi_discs (pos, pos->to_move);
  *O = sky_reversi_discs (pos, SKY_SIDE_OTHER (pos->to_move));
  return sky_reversi_book_moves (book, *P, *O, known);
}

/* The book's moves in pos (best first); their number. */
static int
book_moves_at (const SkyReversiBook *book, const SkyPosition *pos,
               SkyReversiBookMove *known)
{
  return sky_reversi_book_moves (book, sky_reversi_discs (pos, pos->to_move),
                                 sky_reversi_discs (pos,
                                                    SKY_SIDE_OTHER (pos->to_move)),
                                 known);
}

/* "book PV EVAL 0 DEPTH" for move in the position after moves: the value
 * and depth are the book's, and the PV is move, then the book's best move
 * in each position after it, up to a position the book does not have. */
static void
expect_book_line (Session *session, const SkyReversiBook *book,
                  const char *moves, const SkyReversiBookMove *move)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *line = session_receive (session);
  g_autofree char *depth = g_strdup_printf ("%d", move->depth);
  g_autoptr(SkyPosition) pos = sky_position_new (&sky_reversi_game, NULL);
  g_auto(GStrv) fields = NULL;
  g_auto(GStrv) pv = NULL;
  SkyReversiBookMove known[SKY_MAX_MOVES];

  g_assert_nonnull (line);
  fields = g_strsplit (line, " ", -1);
  g_assert_cmpuint (g_strv_length (fields), ==, 5);
  g_assert_cmpstr (fields[0], ==, "book");
  g_assert_cmpstr (fields[2], ==,
                   g_ascii_formatd (buffer, sizeof buffer, "%.2f",
                                    move->value / 100.0));
  g_assert_cmpstr (fields[3], ==, "0");
  g_assert_cmpstr (fields[4], ==, depth);
  g_assert_true (sky_reversi_play_record (pos, moves, NULL, NULL));
  pv = g_strsplit (fields[1], "-", -1);
  for (int i = 0; pv[i] != NULL; i++)
    {
      int square = move->square;
      SkyMove played;

      if (i > 0)
        {
          g_assert_cmpint (book_moves_at (book, pos, known), >, 0);
          square = known[0].square;
        }
      g_assert_true (sky_ggf_parse_move (pv[i], strlen (pv[i]), &played));
      g_assert_cmpint (played, ==, square == SKY_REVERSI_BOOK_PASS
                                   ? SKY_MOVE_PASS : square);
      sky_position_play (pos, played);
    }
  g_assert_cmpint (book_moves_at (book, pos, known), ==, 0);
}

/* A hint where the book knows every move: its best n, as book lines. */
static void
expect_book_hints (Session *session, const char *moves, int n)
{
  g_autoptr(SkyReversiBook) book = engine_book ();
  SkyReversiBookMove known[SKY_MAX_MOVES];
  guint64 P, O;
  int n_known = book_moves (book, moves, &P, &O, known);

  g_assert_cmpint (n_known, ==,
                   sky_reversi_popcount (sky_reversi_mobility (P, O)));
  expect (session, "status Thinking");
  for (int i = 0; i < MIN (n, n_known); i++)
    expect_book_line (session, book, moves, &known[i]);
  expect (session, "status");
}

/* A go in a book position: the book's best move at once, with its line. */
static void
expect_book_go (Session *session, const char *moves)
{
  g_autoptr(SkyReversiBook) book = engine_book ();
  SkyReversiBookMove known[SKY_MAX_MOVES];
  guint64 P, O;
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *move = NULL;
  g_autofree char *answer = NULL;

  g_assert_cmpint (book_moves (book, moves, &P, &O, known), >, 0);
  move = format_move (known[0].square);
  answer = g_strdup_printf ("=== %s/%s/0.00", move,
                            g_ascii_formatd (buffer, sizeof buffer, "%.2f",
                                             known[0].value / 100.0));
  expect (session, "status Thinking");
  expect_book_line (session, book, moves, &known[0]);
  expect (session, "nodestats 0 0.00");
  expect (session, answer);
  expect (session, "status");
}

/* Without --no-book the engine plays and hints from its opening book, as
 * Edax and Ntest do under NBoard: at the start (the shipped book holds
 * every first move), and in a game once it has learnt it, which before
 * that it searches (the line a1 first of test_learn is far out of the
 * shipped book at its sixth move). */
static void
test_book (void)
{
  g_autofree char *user = g_build_filename (data_home, "sakiyomi", "book.skb",
                                            NULL);
  Session session;

  g_unlink (user);
  session_start_with (&session, TRUE);
  session_send (&session, "nboard 2");
  expect (&session, "set myname Sakiyomi");
  expect (&session, "status");
  session_send (&session, "set depth 2");
  session_send (&session, "set game (;GM[Othello]PC[NBoard]TY[8]BO[8 ---------------------------O*------*O--------------------------- *];)");
  session_send (&session, "hint 3");
  expect_book_hints (&session, "", 3);
  session_send (&session, "go");
  expect_book_go (&session, "");
  session_send (&session, "move F5");
  session_send (&session, "go");
  expect_book_go (&session, "f5");

  session_send (&session, "set game (;GM[Othello]B[D3]W[C3]B[B3]W[B2]B[B1]W[A1];)");
  session_send (&session, "go");
  expect_go (&session, "d3c3b3b2b1a1", 2);
  session_send (&session, "learn");
  expect_learned (&session, 7);
  session_send (&session, "hint 4");
  expect_book_hints (&session, "d3c3b3b2b1a1", 4);
  session_send (&session, "go");
  expect_book_go (&session, "d3c3b3b2b1a1");
  ping (&session, 1);
  session_quit (&session);
  g_unlink (user);
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
  expect (&session, "status");
  session_send (&session, "set depth 4");
  /* White a1, black b1: black cannot move, white takes c1 and wins 3-0,
   * 64-0 with the 61 empty squares. */
  session_send (&session, "set game (;GM[Othello]TY[8]BO[8 O*-------------------------------------------------------------- *];)");
  session_send (&session, "go");
  expect (&session, "status Thinking");
  {
    g_autofree char *line = skip_deepening (&session);

    g_assert_true (g_regex_match_simple ("^=== PA/-64\\.00/[0-9]+\\.[0-9][0-9]$",
                                         line, 0, 0));
  }
  expect (&session, "status");
  session_send (&session, "move PA");
  session_send (&session, "hint 5");
  expect (&session, "status Thinking");
  for (int depth = 1; depth <= 4; depth++)
    {
      g_autofree char *line = g_strdup_printf ("search C1 64.00 0 %d", depth);

      expect_match (&session, "^nodestats [0-9]+ [0-9]+\\.[0-9][0-9]$");
      expect (&session, line);
    }
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

/* The end of the engine's output (after what a search stopped by quit
 * wrote as it deepened) and a clean exit. */
static void
expect_exit (Session *session)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *end = skip_deepening (session);

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
  ping_search (&session, 2);
  report_latency ("go stopped by ping", start);
  ping (&session, 3);

  start_deep_search (&session, "hint 5");
  start = g_get_monotonic_time ();
  ping_search (&session, 4);
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

/* A whole conversation piped in at once, the end of the input right
 * after it, gets every answer, in order: neither the end of the input nor
 * the pings queued behind a go or hint stop it.  NBoard 1.1's bare move
 * lines are played. */
static void
test_piped_conversation (void)
{
  Session session;
  g_autoptr(GError) error = NULL;
  const char *conversation =
    "nboard 2\n"
    "set depth 3\n"
    "set game " OPENING_GGF "\n"
    "ping 1\n"
    "go\n"
    "ping 2\n"
    "hint 2\n"
    "F4\n"
    "hint 1\n"
    "ping 3\n"
    "c3/-1.00/0.5\n"
    "go\n";

  session_start (&session);
  g_assert_true (g_output_stream_write_all (session.to_engine, conversation,
                                            strlen (conversation), NULL,
                                            NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_output_stream_close (session.to_engine, NULL, &error));
  g_assert_no_error (error);
  expect (&session, "set myname Sakiyomi");
  expect (&session, "status");
  expect (&session, "pong 1");
  expect_go (&session, "f5f6e6", 3);
  expect (&session, "pong 2");
  expect_hints (&session, "f5f6e6", 3, 2);
  expect_hints (&session, "f5f6e6f4", 3, 1);
  expect (&session, "pong 3");
  expect_go (&session, "f5f6e6f4c3", 3);
  expect_exit (&session);
}

/* --weights: the same search with the legacy weights (a file of the
 * tree, which never changes) gives its own value; a file that cannot be
 * read is refused before the session starts. */
static void
test_weights (void)
{
  g_autofree char *legacy = g_test_build_filename (G_TEST_DIST, "..", "src",
                                                   "engine", "reversi",
                                                   "reversi-legacy-weights.bin",
                                                   NULL);
  g_autofree char *missing = g_build_filename (data_home, "missing.bin", NULL);
  g_autofree char *built_in = NULL, *with_legacy = NULL;
  Session session;
  g_autoptr(GError) error = NULL;

  for (int i = 0; i < 2; i++)
    {
      session_start_weights (&session, FALSE, i == 0 ? NULL : legacy);
      session_send (&session, "nboard 2");
      session_send (&session, "set depth 2");
      session_send (&session, "set game " OPENING_GGF);
      session_send (&session, "go");
      expect (&session, "set myname Sakiyomi");
      /* Its status and deepening lines, then the move. */
      for (char *line; (line = session_receive (&session)) != NULL;)
        {
          if (g_str_has_prefix (line, "==="))
            {
              *(i == 0 ? &built_in : &with_legacy) = line;
              break;
            }
          g_free (line);
        }
      expect (&session, "status");
      session_quit (&session);
    }
  g_assert_true (g_str_has_prefix (built_in, "=== F4/"));
  g_assert_true (g_str_has_prefix (with_legacy, "=== F4/-3.99/"));
  g_assert_cmpstr (built_in, !=, with_legacy);

  session_start_weights (&session, FALSE, missing);
  g_assert_true (g_subprocess_wait (session.process, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (session.process), ==, 2);
  g_clear_object (&session.from_engine);
  g_clear_object (&session.process);
}

/* After a game that is refused, no position is the GUI's: move, hint and
 * go are refused until a game is set. */
static void
test_refused_game (void)
{
  Session session;
  const char *refused = "status ERROR: no game is set: the last “set game” was refused";

  session_start (&session);
  session_send (&session, "set depth 2");
  session_send (&session, "set game " OPENING_GGF);
  session_send (&session, "set game (;GM[Othello]B[F5]W[A1];)");
  expect (&session, "status ERROR: GGF: move 2 (W[A1]) is illegal in this position (a1 is not legal: it turns over no discs)");
  session_send (&session, "hint 1");
  expect (&session, refused);
  session_send (&session, "go");
  expect (&session, refused);
  session_send (&session, "move F4");
  expect (&session, refused);
  session_send (&session, "F4");
  expect (&session, refused);
  /* A clock that is none is refused as well. */
  session_send (&session, "set game (;GM[Othello]TI[soon];)");
  expect (&session, "status ERROR: GGF: TI[soon] is not a clock such as 5:00 or 15:00//02:00");
  session_send (&session, "go");
  expect (&session, refused);
  session_send (&session, "set game " OPENING_GGF);
  session_send (&session, "go");
  expect_go (&session, "f5f6e6", 2);
  ping (&session, 1);
  session_quit (&session);
}

/* The clock's arithmetic: GGS clocks, and each move's share of the time
 * left. */
static void
test_clock_budget (void)
{
  static const struct {
    const char *text;
    double main, increment;
  } clocks[] = {
    { "5:00", 300, 0 },                   /* the Java NBoard */
    { "15:00//02:00", 900, 0 },           /* GGS: the extension not counted */
    { "1:30:00/10/", 5400, 10 },
    { "05:00,N/00:02,N/02:00", 300, 2 },  /* GGS flags */
    { "90.5", 90.5, 0 },
    { "", 0, 0 },
    { "0", 0, 0 },
  };
  static const char *const not_clocks[] = {
    "soon", "5:", ":30", "1:2:3:4", "5:00/x", "1.2.3", "-5:00",
    /* A negative increment or extension, in flags too, as a negative
     * main time (the build before took these), and a fourth part. */
    "5:00//-2:00", "5:00/0:05/-1", "5:00/5,-3", "5:00,-3", "1/2/3/4",
    "5:00//x",
  };
  SkyNBoardClock clock = { 0, 0 };

  for (gsize i = 0; i < G_N_ELEMENTS (clocks); i++)
    {
      g_assert_true (sky_nboard_parse_clock (clocks[i].text,
                                             strlen (clocks[i].text),
                                             &clock));
      g_assert_cmpfloat_with_epsilon (clock.main, clocks[i].main, 1e-9);
      g_assert_cmpfloat_with_epsilon (clock.increment, clocks[i].increment,
                                      1e-9);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (not_clocks); i++)
    g_assert_false (sky_nboard_parse_clock (not_clocks[i],
                                            strlen (not_clocks[i]), &clock));

  /* 5 minutes at the start (60 empties), solving from 20: the 20 moves
   * searched before the solve and the solve share what is left after the
   * 0.25 s + 5 % margin, a 21st each. */
  g_assert_cmpfloat_with_epsilon (sky_nboard_move_budget (300, 0, 60, 20),
                                  (300 - 0.25 - 15) / 21, 1e-9);
  /* Solving from 6 (depth 3): 27 moves searched, and the solve. */
  g_assert_cmpfloat_with_epsilon (sky_nboard_move_budget (300, 0, 60, 6),
                                  (300 - 0.25 - 15) / 28, 1e-9);
  /* Near the end, at least two moves to go: half, never all. */
  g_assert_cmpfloat_with_epsilon (sky_nboard_move_budget (10, 0, 8, 20),
                                  (10 - 0.25 - 0.5) / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (sky_nboard_move_budget (10, 0, 21, 20),
                                  (10 - 0.25 - 0.5) / 2, 1e-9);
  /* An increment adds to the share but never past the time left less
   * the margin. */
  g_assert_cmpfloat_with_epsilon (sky_nboard_move_budget (60, 2, 40, 20),
                                  (60 - 0.25 - 3) / 11 + 1.6, 1e-9);
  g_assert_cmpfloat_with_epsilon (sky_nboard_move_budget (1, 5, 30, 20),
                                  1 - 0.25 - 0.05, 1e-9);
  /* Every budget is under the time left, for any time, empties and
   * solve. */
  for (int solve = 2; solve <= 20; solve += 6)
    for (int empties = 1; empties <= 60; empties++)
      for (double left = 0.5; left < 2000; left *= 1.7)
        {
          double budget = sky_nboard_move_budget (left, 0, empties, solve);

          g_assert_cmpfloat (budget, >, 0);
          g_assert_cmpfloat (budget, <, left - 0.25);
        }
  /* No time left, or less than the margin: still a moment to move in. */
  g_assert_cmpfloat (sky_nboard_move_budget (0.1, 0, 40, 20), ==,
                     SKY_NBOARD_CLOCK_MIN_BUDGET);
  g_assert_cmpfloat (sky_nboard_move_budget (-3, 0, 40, 20), ==,
                     SKY_NBOARD_CLOCK_MIN_BUDGET);

  /* A search stops sooner than its share, to answer within it. */
  g_assert_cmpfloat_with_epsilon (sky_nboard_search_budget (10), 9.95, 1e-9);
  g_assert_cmpfloat_with_epsilon (sky_nboard_search_budget (0.2), 0.18, 1e-9);
  g_assert_cmpfloat (sky_nboard_search_budget (SKY_NBOARD_CLOCK_MIN_BUDGET),
                     >, 0);

  /* The search's guess of its next depth (search-common.h), which decides
   * whether that depth fits in the share: 2 to 8 times the last, 4 times
   * after the first. */
  g_assert_cmpfloat (sky_search_next_iteration (100, 0, 2, 8), ==, 400);
  g_assert_cmpfloat (sky_search_next_iteration (100, 80, 2, 8), ==, 200);
  g_assert_cmpfloat (sky_search_next_iteration (300, 100, 2, 8), ==, 900);
  g_assert_cmpfloat (sky_search_next_iteration (1000, 10, 2, 8), ==, 8000);
}

/* The status line of a go under a clock: its share, the clock planned to
 * last to solve_empties (2 * the depth, at most 24). */
static char *
clock_status (double time_left, double increment, int empties,
              int solve_empties)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (buffer, sizeof buffer, "%.2f",
                   sky_nboard_move_budget (time_left, increment, empties,
                                           solve_empties));
  return g_strdup_printf ("status Thinking (at most %s s for this move)",
                          buffer);
}

/* A go under the game's clock: its share of the time the side to move has
 * left, from TI less the times of its moves (in the game and in "move"
 * lines).  A clock so large that the depth is the limit gives the depth's
 * answer; a clock all but spent still gives a legal move, at once, even
 * at depth 60. */
static void
test_clock (void)
{
  Session session;
  g_autofree char *status = NULL;
  g_autofree char *line = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  SkyMove move;

  session_start (&session);
  session_send (&session, "set depth 3");
  /* 100 hours each; white has taken 2.3 s (f6) of them. */
  session_send (&session, "set game (;GM[Othello]TI[100:00:00]TY[8]"
                "BO[8 ---------------------------O*------*O--------------------------- *]"
                "B[F5//0.01]W[F6/0.50/2.3]B[E6];)");
  session_send (&session, "go");
  status = clock_status (360000 - 2.3, 0, 57, 6);
  expect (&session, status);
  expect_go_after_status (&session, "f5f6e6", 3, 1000);
  /* White's f4 took 100 s (a bare move, as NBoard 1.1 sends it), black's
   * c3 3.5 s. */
  session_send (&session, "F4/-3.10/100");
  session_send (&session, "move c3//3.5");
  session_send (&session, "go");
  g_clear_pointer (&status, g_free);
  status = clock_status (360000 - 102.3, 0, 55, 6);
  expect (&session, status);
  expect_go_after_status (&session, "f5f6e6f4c3", 3, 1000);
  /* The hint is analysis: no clock. */
  session_send (&session, "hint 1");
  expect_hints (&session, "f5f6e6f4c3", 3, 1);

  /* A second for the game, and black has taken it all but 0.01 s. */
  session_send (&session, "set depth 60");
  session_send (&session, "set game (;GM[Othello]TI[0:01]TY[8]"
                "BO[8 ---------------------------O*------*O--------------------------- *]"
                "B[F5//0.99]W[F6];)");
  session_send (&session, "go");
  g_clear_pointer (&status, g_free);
  status = clock_status (0.01, 0, 58, 24);
  expect (&session, status);
  line = skip_deepening (&session);
  g_assert_nonnull (line);
  g_assert_true (g_str_has_prefix (line, "=== "));
  pos = sky_position_new (sky_game_get (SKY_GAME_REVERSI),
                          &(SkyGameSetup) { 0, FALSE });
  g_assert_true (sky_reversi_play_record (pos, "f5f6", NULL, NULL));
  g_assert_true (sky_ggf_parse_move (line + 4, strlen (line + 4), &move));
  g_assert_cmpint (move, !=, SKY_MOVE_PASS);
  g_assert_true (sky_reversi_legal_squares (pos) & (G_GUINT64_CONSTANT (1) << move));
  expect (&session, "status");
  ping (&session, 1);

  /* TI[0:00]: no time left, not no clock (the build before searched
   * depth 30 with no limit, past 40 s): a move at once, from the least
   * budget.  A negative extension is refused as a negative time is. */
  session_send (&session, "set depth 30");
  session_send (&session, "set game (;GM[Othello]TI[0:00]TY[8]"
                "BO[8 ---------------------------O*------*O--------------------------- *]"
                "B[F5]W[F6];)");
  session_send (&session, "go");
  g_clear_pointer (&status, g_free);
  status = clock_status (0, 0, 58, 20);
  g_assert_true (g_str_has_suffix (status, "(at most 0.01 s for this move)"));
  expect (&session, status);
  g_clear_pointer (&line, g_free);
  line = skip_deepening (&session);
  g_assert_nonnull (line);
  g_assert_true (g_str_has_prefix (line, "=== "));
  expect (&session, "status");
  session_send (&session, "set game (;GM[Othello]TI[5:00//-2:00]TY[8];)");
  expect (&session, "status ERROR: GGF: TI[5:00//-2:00] is not a clock such as 5:00 or 15:00//02:00");
  ping (&session, 2);
  session_quit (&session);
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
  expect_after_deepening (&session, "pong 6");
  expect_go (&session, "f5f6e6", 2);

  /* Sent before the ping, they wait for the search all the same, and
   * replies come in order: the error, then the pong. */
  start_deep_search (&session, "go");
  session_send (&session, "move F4/-3.10/0.01");
  session_send (&session, "set depth 3");
  session_send (&session, "move A1");
  session_send (&session, "ping 7");
  expect_after_deepening (&session, "status ERROR: a1 is not legal: it turns over no discs");
  expect (&session, "pong 7");
  session_send (&session, "hint 2");
  expect_hints (&session, "f5f6e6f4", 3, 2);
  ping (&session, 8);
  session_quit (&session);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  data_home = g_dir_make_tmp ("test-nboard-XXXXXX", NULL);
  g_assert_nonnull (data_home);

  g_test_add_func ("/nboard/session", test_session);
  g_test_add_func ("/nboard/learn", test_learn);
  g_test_add_func ("/nboard/learn-stopped", test_learn_stopped);
  g_test_add_func ("/nboard/book", test_book);
  g_test_add_func ("/nboard/pass-and-end", test_pass_and_end);
  g_test_add_func ("/nboard/end-of-input", test_end_of_input);
  g_test_add_func ("/nboard/ping-stops-search", test_ping_stops_search);
  g_test_add_func ("/nboard/quit-stops-search", test_quit_stops_search);
  g_test_add_func ("/nboard/piped-conversation", test_piped_conversation);
  g_test_add_func ("/nboard/refused-game", test_refused_game);
  g_test_add_func ("/nboard/weights", test_weights);
  g_test_add_func ("/nboard/clock-budget", test_clock_budget);
  g_test_add_func ("/nboard/clock", test_clock);
  g_test_add_func ("/nboard/commands-during-search",
                   test_commands_during_search);
  status = g_test_run ();
  {
    g_autofree char *user = g_build_filename (data_home, "sakiyomi",
                                              "book.skb", NULL);
    g_autofree char *sub = g_path_get_dirname (user);

    g_unlink (user);
    g_rmdir (sub);
    g_rmdir (data_home);
    g_free (data_home);
  }
  return status;
}
