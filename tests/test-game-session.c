/* test-game-session.c: the game flow without a window.
 *
 * A SakiyomiGameSession is driven with a GMainLoop alone (GLib and GIO,
 * no GTK): computer against computer to the end of each game, undo while
 * the computer thinks (its late result is dropped), a reversi pass, looking
 * back and returning, the autosave written after every ply and restored,
 * and a hint dropped by a move.  The settings are in memory; searches are
 * fixed-depth or fixed-playout, so every game is the same on every run.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ggf.h"
#include "private-mount.h"
#include "sakiyomi-autosave.h"
#include "sakiyomi-game-session.h"
#include "session-test-util.h"

static char *data_dir;

/* What a session announced, counted. */
typedef struct
{
  guint changed;
  guint positions;
  guint game_over;
  guint hints;
  guint reports;
  guint keep_problems;          /* changes of "keep-problem" */
  GString *log;
  GString *notices;             /* "keep-notice" texts, a line each */
} Seen;

static void
on_keep_problem (SakiyomiGameSession *session,
                 GParamSpec          *pspec,
                 Seen                *seen)
{
  seen->keep_problems++;
}

static void
on_keep_notice (SakiyomiGameSession *session,
                const char          *text,
                Seen                *seen)
{
  g_string_append (seen->notices, text);
  g_string_append_c (seen->notices, '\n');
}

static void
on_changed (SakiyomiGameSession *session,
            Seen                *seen)
{
  seen->changed++;
}

static void
on_position_changed (SakiyomiGameSession *session,
                     gpointer             previous,
                     Seen                *seen)
{
  seen->positions++;
}

static void
on_game_over (SakiyomiGameSession *session,
              Seen                *seen)
{
  seen->game_over++;
}

static void
on_hint (SakiyomiGameSession *session,
         gpointer             result,
         gboolean             overlay,
         Seen                *seen)
{
  seen->hints++;
}

static void
on_report_changed (SakiyomiGameSession *session,
                   Seen                *seen)
{
  if (sakiyomi_game_session_get_report (session) != NULL)
    seen->reports++;
}

static void
on_log (SakiyomiGameSession *session,
        const char          *line,
        Seen                *seen)
{
  g_string_append (seen->log, line);
  g_string_append_c (seen->log, '\n');
}

static void
on_log_cleared (SakiyomiGameSession *session,
                Seen                *seen)
{
  g_string_truncate (seen->log, 0);
}

/* Settings in memory, reset, with the fast strengths of whole games and
 * no pauses. */
static GSettings *
new_settings (const char *game,
              const char *opponent)
{
  GSettings *settings = sakiyomi_settings_new ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (int i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
  g_settings_set_int (settings, "computer-pause", 0);
  g_settings_set_int (settings, "computers-pace", 0);
  g_settings_set_int (settings, "reversi-minimax-depth", 2);
  g_settings_set_int (settings, "numbergrab-minimax-depth", 3);
  g_settings_set_int (settings, "reversi-montecarlo-playouts", 8);
  g_settings_set_int (settings, "numbergrab-montecarlo-playouts", 8);
  g_settings_set_int (settings, "tictactoe-montecarlo-playouts", 30);
  g_settings_set_string (settings, "game", game);
  g_settings_set_string (settings, "opponent", opponent);
  g_settings_set_string (settings, "computers-second-opponent", opponent);
  return settings;
}

static GFile *
save_file (const char *name)
{
  g_autofree char *path = g_build_filename (data_dir, name, NULL);

  return g_file_new_for_path (path);
}

static SakiyomiGameSession *
new_session (GSettings  *settings,
             const char *save_name,
             Seen       *seen)
{
  g_autoptr(GFile) file = save_name != NULL ? save_file (save_name) : NULL;
  g_autoptr(SakiyomiAutosave) autosave = file != NULL ? sakiyomi_autosave_new (file)
                                                      : NULL;
  SakiyomiGameSession *session = sakiyomi_game_session_new (settings, autosave);

  memset (seen, 0, sizeof *seen);
  seen->log = g_string_new (NULL);
  seen->notices = g_string_new (NULL);
  g_signal_connect (session, "notify::keep-problem", G_CALLBACK (on_keep_problem), seen);
  g_signal_connect (session, "keep-notice", G_CALLBACK (on_keep_notice), seen);
  g_signal_connect (session, "changed", G_CALLBACK (on_changed), seen);
  g_signal_connect (session, "position-changed", G_CALLBACK (on_position_changed), seen);
  g_signal_connect (session, "game-over", G_CALLBACK (on_game_over), seen);
  g_signal_connect (session, "hint", G_CALLBACK (on_hint), seen);
  g_signal_connect (session, "report-changed", G_CALLBACK (on_report_changed), seen);
  g_signal_connect (session, "log", G_CALLBACK (on_log), seen);
  g_signal_connect (session, "log-cleared", G_CALLBACK (on_log_cleared), seen);
  sakiyomi_game_session_reseed (session, 20261124);
  return session;
}

static void
free_session (SakiyomiGameSession *session,
              Seen                *seen)
{
  g_object_unref (session);
  g_string_free (seen->log, TRUE);
  g_string_free (seen->notices, TRUE);
}


static gboolean
worker_delivered (SakiyomiGameSession *session)
{
  return sakiyomi_ai_worker_get_n_undelivered (sakiyomi_game_session_get_worker (session)) == 0;
}

static gboolean
same_position (const SkyPosition *a,
               const SkyPosition *b)
{
  g_autofree char *text_a = a->game->position_to_string (a);
  g_autofree char *text_b = b->game->position_to_string (b);

  return a->game == b->game && a->ply == b->ply && a->to_move == b->to_move
         && g_str_equal (text_a, text_b);
}

/* The first legal move of the position shown. */
static SkyMove
first_move (SakiyomiGameSession *session)
{
  SkyMove moves[SKY_MAX_MOVES];

  g_assert_cmpint (sky_position_legal_moves (sakiyomi_game_session_get_position (session),
                                             moves), >, 0);
  return moves[0];
}

/* ---- Computer against computer ----------------------------------------- */

static void
test_computers (gconstpointer data)
{
  const char *game = data;
  g_autoptr(GSettings) settings = new_settings (game, "minimax");
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, NULL, &seen);
  const SkyRecord *record;
  SakiyomiSearchCounts counts;

  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_COMPUTERS, FALSE);
  g_assert_cmpstr (sakiyomi_game_session_get_game (session)->id, ==, game);
  g_assert_true (sakiyomi_game_session_is_computer (session, SKY_SIDE_FIRST));
  g_assert_true (sakiyomi_game_session_is_computer (session, SKY_SIDE_SECOND));
  g_assert_true (sakiyomi_game_session_is_busy (session));
  g_assert_false (sakiyomi_game_session_is_persons_turn (session));

  g_assert_true (session_test_run_until (session_test_is_over, session, 120));
  g_assert_true (session_test_run_until (session_test_is_idle, session, 10));
  record = sakiyomi_game_session_get_record (session);
  g_assert_true (sky_position_is_over (sky_record_get_end (record)));
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==,
                    sky_record_get_n_moves (record));
  g_assert_cmpuint (seen.game_over, ==, 1);
  /* One report per computer move (passes are played without a search). */
  sakiyomi_game_session_get_search_counts (session, &counts);
  g_assert_cmpuint (counts.used, ==, counts.started);
  g_assert_cmpuint (counts.dropped, ==, 0);
  g_assert_cmpuint (counts.used_after_cancel, ==, 0);
  g_assert_cmpuint (seen.reports, ==, counts.used);
  g_assert_nonnull (strstr (seen.log->str, "Game over: "));
  g_assert_true (g_str_has_prefix (sakiyomi_game_session_get_status (session),
                                   "Game over: "));
  g_assert_false (sakiyomi_game_session_can_undo (session));
  g_assert_false (sakiyomi_game_session_is_in_progress (session));
  free_session (session, &seen);
}

/* ---- Undo while the computer thinks ------------------------------------ */

static void
test_undo_during_search (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, NULL, &seen);
  const SkyPosition *start;
  SakiyomiSearchCounts counts;
  SkyMove move;

  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_FIRST, FALSE);
  start = sakiyomi_game_session_get_position (session);
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));
  move = first_move (session);
  sakiyomi_game_session_play (session, move);
  /* The computer thinks; its result waits for the main loop. */
  g_assert_true (sakiyomi_game_session_is_busy (session));
  g_assert_true (sakiyomi_game_session_can_undo (session));
  sakiyomi_game_session_undo (session);
  g_assert_false (sakiyomi_game_session_is_busy (session));
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));

  /* The late result arrives and is dropped, never played. */
  g_assert_true (session_test_run_until (worker_delivered, session, 30));
  sakiyomi_game_session_get_search_counts (session, &counts);
  g_assert_cmpuint (counts.started, ==, 1);
  g_assert_cmpuint (counts.dropped, ==, 1);
  g_assert_cmpuint (counts.used, ==, 0);
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 0);
  g_assert_true (same_position (sakiyomi_game_session_get_position (session),
                                     start));
  /* The move stays for redo; nothing was added after it. */
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 1);
  g_assert_true (sakiyomi_game_session_can_redo (session));
  g_assert_null (sakiyomi_game_session_get_report (session));
  free_session (session, &seen);
}

/* ---- Undo, then looking back -------------------------------------------- */

static gboolean
computer_played (SakiyomiGameSession *session)
{
  return sakiyomi_game_session_get_n_moves (session) == 2
         && sakiyomi_game_session_is_persons_turn (session);
}

/* The search card's report is of the computer's last move: undone, it
 * goes (it described a move no longer on the board). */
static void
test_undo_drops_report (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, NULL, &seen);

  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_FIRST, FALSE);
  sakiyomi_game_session_play (session, first_move (session));
  g_assert_true (session_test_run_until (computer_played, session, 30));
  g_assert_nonnull (sakiyomi_game_session_get_report (session));
  sakiyomi_game_session_undo (session);
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 0);
  g_assert_null (sakiyomi_game_session_get_report (session));
  free_session (session, &seen);
}

/* Two moves taken back, an earlier one looked at: Back to Game is the
 * position the game was taken back to, the two moves still there for
 * redo (it was the end of the record, putting them back). */
static void
test_back_to_game_after_undo (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, NULL, &seen);

  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_TWO_PEOPLE, FALSE);
  for (int i = 0; i < 4; i++)
    sakiyomi_game_session_play (session, first_move (session));
  sakiyomi_game_session_undo (session);
  sakiyomi_game_session_undo (session);
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 2);
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 4);

  sakiyomi_game_session_go_to_ply (session, 1, TRUE);
  g_assert_true (sakiyomi_game_session_is_reviewing (session));
  sakiyomi_game_session_back_to_game (session);
  g_assert_false (sakiyomi_game_session_is_reviewing (session));
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 2);
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 4);
  g_assert_true (sakiyomi_game_session_can_redo (session));

  /* Redo, then the same: the game is where redo left it. */
  sakiyomi_game_session_redo (session);
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 3);
  sakiyomi_game_session_go_to_ply (session, 0, TRUE);
  sakiyomi_game_session_back_to_game (session);
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 3);
  free_session (session, &seen);
}

/* ---- A pass ------------------------------------------------------------- */

static gboolean
passed (SakiyomiGameSession *session)
{
  return sakiyomi_game_session_get_n_moves (session) == 1;
}

static void
test_reversi_pass (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, NULL, &seen);
  g_autoptr(GError) error = NULL;
  /* Black a1 and the centre, White b1, White to move: White has no move,
   * Black has c1. */
  SkyRecord *record = sky_record_from_string ("XO----------------------"
                                              "---XX------XX---"
                                              "------------------------ O\n",
                                              &error);
  const SkyRecord *played;

  g_assert_no_error (error);
  sakiyomi_game_session_replace (session, record, SAKIYOMI_MODE_TWO_PEOPLE,
                                 "Pasted");
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 0);
  /* The pass is announced, then played by itself. */
  g_assert_true (sakiyomi_game_session_is_busy (session));
  g_assert_false (sakiyomi_game_session_is_persons_turn (session));
  g_assert_true (session_test_run_until (passed, session, 10));
  played = sakiyomi_game_session_get_record (session);
  g_assert_cmpint (sky_record_get_move (played, 0), ==, SKY_MOVE_PASS);
  g_assert_nonnull (strstr (seen.log->str, "passes"));
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));
  g_assert_cmpint (sakiyomi_game_session_get_position (session)->to_move, ==,
                   SKY_SIDE_FIRST);

  /* Black's only move ends the game: White has no disc left. */
  sakiyomi_game_session_play (session, first_move (session));
  g_assert_true (session_test_is_over (session));
  g_assert_cmpuint (seen.game_over, ==, 1);
  /* Undo goes back past the pass, to Black's turn before it... there is
   * none: the game began with White's pass, so Black's move is undone. */
  g_assert_true (sakiyomi_game_session_can_undo (session));
  sakiyomi_game_session_undo (session);
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 1);
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));
  free_session (session, &seen);
}

/* ---- Looking back ------------------------------------------------------- */

static gboolean
review_gone (SakiyomiGameSession *data)
{
  return *(gpointer *) data == NULL;
}

static void
test_review (void)
{
  gpointer review;
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, NULL, &seen);
  const SkyRecord *record;
  SakiyomiSearchCounts counts;

  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_FIRST, FALSE);
  for (int i = 0; i < 3; i++)
    {
      sakiyomi_game_session_play (session, first_move (session));
      g_assert_true (session_test_run_until (session_test_is_idle, session, 30));
    }
  record = sakiyomi_game_session_get_record (session);
  g_assert_cmpuint (sky_record_get_n_moves (record), ==, 6);

  /* Back to after move 2: the computer waits, the board shows that ply. */
  sakiyomi_game_session_go_to_ply (session, 2, TRUE);
  g_assert_true (sakiyomi_game_session_is_reviewing (session));
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 2);
  g_assert_true (same_position (sakiyomi_game_session_get_position (session),
                                     sky_record_get_position (record, 2)));
  g_assert_false (sakiyomi_game_session_is_busy (session));
  g_assert_nonnull (strstr (sakiyomi_game_session_get_status (session),
                            "The computer waits while you look back"));
  sakiyomi_game_session_get_search_counts (session, &counts);
  g_assert_cmpuint (counts.started, ==, 3);
  /* Stepping back and forth keeps every move. */
  sakiyomi_game_session_go_to_ply (session, 0, TRUE);
  sakiyomi_game_session_go_to_ply (session, 5, TRUE);
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 6);
  g_assert_false (sakiyomi_game_session_is_busy (session));

  /* And back to the game, where it is the person's turn again. */
  sakiyomi_game_session_back_to_game (session);
  g_assert_false (sakiyomi_game_session_is_reviewing (session));
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 6);
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));

  /* Continuing from an earlier position drops the later moves, and the
   * computer answers the person's move there. */
  sakiyomi_game_session_go_to_ply (session, 2, TRUE);
  sakiyomi_game_session_continue_here (session);
  g_assert_false (sakiyomi_game_session_is_reviewing (session));
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 2);
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));
  g_assert_nonnull (strstr (seen.log->str, "Later moves dropped"));

  /* A game review at the end of the moves keeps the computer waiting;
   * closing it lets play go on. */
  sakiyomi_game_session_review (session);
  review = sakiyomi_game_session_get_review (session);
  g_assert_nonnull (review);
  g_object_add_weak_pointer (review, &review);
  g_assert_true (sakiyomi_game_session_is_reviewing (session));
  g_assert_false (sakiyomi_game_session_is_busy (session));
  sakiyomi_game_session_end_review (session);
  g_assert_null (sakiyomi_game_session_get_review (session));
  g_assert_false (sakiyomi_game_session_is_reviewing (session));
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));
  /* Its search stops and it goes away. */
  g_assert_true (session_test_run_until (review_gone, (gpointer) &review, 30));
  free_session (session, &seen);
}

static gboolean
review_done (SakiyomiGameSession *session)
{
  SakiyomiGameReview *review = sakiyomi_game_session_get_review (session);

  return review != NULL && sakiyomi_game_review_is_finished (review);
}

/* Looking back at a finished game: the status says what the review is
 * doing and how to leave it, never "Back to Game" (there is no game to go
 * back to); a game in progress keeps its words (test_review). */
static void
test_review_finished (void)
{
  g_autoptr(GSettings) settings = new_settings ("tictactoe", "minimax");
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, NULL, &seen);
  /* X takes the top row (a1, b1, c1); O a2 and b2 in between. */
  static const SkyMove moves[] = { 0, 3, 1, 4, 2 };
  const char *status;

  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_TWO_PEOPLE, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    sakiyomi_game_session_play (session, moves[i]);
  g_assert_true (session_test_is_over (session));

  /* Looking back without a review. */
  sakiyomi_game_session_go_to_ply (session, 2, TRUE);
  status = sakiyomi_game_session_get_status (session);
  g_assert_cmpstr (status, ==, "O plays row 2, column 1 · Play a move to go on from here");
  g_assert_null (strstr (status, "Back to Game"));
  sakiyomi_game_session_go_to_ply (session, 0, TRUE);
  g_assert_cmpstr (sakiyomi_game_session_get_status (session), ==,
                   "The start position · Play a move to go on from here");

  /* The review running: its progress, and how to leave it. */
  sakiyomi_game_session_go_to_ply (session, 2, TRUE);
  sakiyomi_game_session_review (session);
  status = sakiyomi_game_session_get_status (session);
  g_assert_true (g_str_has_prefix (status, "O plays row 2, column 1 · Reviewing: "));
  g_assert_true (g_str_has_suffix (status, " of 5 moves judged"));
  g_assert_null (strstr (status, "Back to Game"));
  /* Issue 36: no word of a Close button the review does not have. */
  g_assert_null (strstr (status, "Close"));

  /* Done. */
  g_assert_true (session_test_run_until (review_done, session, 30));
  g_assert_true (sakiyomi_game_session_is_reviewing (session));
  status = sakiyomi_game_session_get_status (session);
  g_assert_cmpstr (status, ==, "O plays row 2, column 1 · Choose a move to see how it was judged");
  sakiyomi_game_session_go_to_ply (session, 5, TRUE);
  g_assert_cmpstr (sakiyomi_game_session_get_status (session), ==,
                   "X plays row 1, column 3 · Choose a move to see how it was judged");

  /* Closed while looking at an earlier move: still looking back. */
  sakiyomi_game_session_go_to_ply (session, 3, TRUE);
  sakiyomi_game_session_end_review (session);
  g_assert_true (sakiyomi_game_session_is_reviewing (session));
  status = sakiyomi_game_session_get_status (session);
  g_assert_cmpstr (status, ==, "X plays row 1, column 2 · Play a move to go on from here");
  free_session (session, &seen);
}

/* ---- Autosave ----------------------------------------------------------- */

static SkyRecord *
read_saved (const char *name)
{
  g_autoptr(GFile) file = save_file (name);
  g_autofree char *text = NULL;

  if (!g_file_load_contents (file, NULL, &text, NULL, NULL, NULL))
    return NULL;
  return sky_record_from_string (text, NULL);
}

/* The session waits for the person, and the disk holds every ply so far:
 * written without a save or a close. */
static gboolean
idle_and_saved (SakiyomiGameSession *session)
{
  g_autoptr(SkyRecord) saved = NULL;

  if (!session_test_is_idle (session))
    return FALSE;
  saved = read_saved ("autosave.txt");
  return saved != NULL
         && sky_record_get_n_moves (saved) == sakiyomi_game_session_get_n_moves (session);
}

static void
assert_same_moves (const SkyRecord *a,
                   const SkyRecord *b)
{
  g_assert_cmpuint (sky_record_get_n_moves (a), ==, sky_record_get_n_moves (b));
  g_assert_true (same_position (sky_record_get_start (a),
                                     sky_record_get_start (b)));
  for (guint i = 0; i < sky_record_get_n_moves (a); i++)
    g_assert_cmpint (sky_record_get_move (a, i), ==, sky_record_get_move (b, i));
}

static void
test_autosave (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  g_autoptr(GFile) file = save_file ("autosave.txt");
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(SkyRecord) kept = NULL;
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, "autosave.txt", &seen);

  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_SECOND, FALSE);
  /* Every ply reaches the disk without a save or a close: the computer's
   * and the person's. */
  for (guint turn = 0; turn < 3; turn++)
    {
      g_assert_true (session_test_run_until (idle_and_saved, session, 30));
      g_assert_true (sakiyomi_game_session_is_persons_turn (session));
      sakiyomi_game_session_play (session, first_move (session));
    }
  g_assert_true (session_test_run_until (idle_and_saved, session, 30));
  sakiyomi_game_session_save (session);
  kept = sky_record_copy (sakiyomi_game_session_get_record (session));
  g_assert_cmpuint (sky_record_get_n_moves (kept), >=, 5);
  free_session (session, &seen);

  /* A new session plays it on, the person still second, whatever the
   * settings say now. */
  g_settings_set_string (settings, "game", "tictactoe");
  session = new_session (settings, "autosave.txt", &seen);
  g_assert_true (sakiyomi_game_session_restore (session));
  assert_same_moves (sakiyomi_game_session_get_record (session), kept);
  g_assert_cmpint (sakiyomi_game_session_get_mode (session), ==, SAKIYOMI_MODE_SECOND);
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==,
                    sky_record_get_n_moves (kept));
  g_assert_nonnull (strstr (seen.log->str, "Game restored: Reversi"));
  {
    g_autofree char *game = g_settings_get_string (settings, "game");

    g_assert_cmpstr (game, ==, "reversi");
  }

  /* A finished game is not kept. */
  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_COMPUTERS, FALSE);
  g_assert_true (session_test_run_until (session_test_is_over, session, 120));
  sakiyomi_game_session_save (session);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  free_session (session, &seen);

  /* A saved game that cannot be read is moved aside, never deleted. */
  g_assert_true (g_file_set_contents (path, "# Sakiyomi reversi\n# Mode: first\nf5 zz\n",
                                      -1, NULL));
  session = new_session (settings, "autosave.txt", &seen);
  g_test_expect_message ("sakiyomi-autosave", G_LOG_LEVEL_WARNING,
                         "ignoring the saved game*kept as*");
  g_assert_false (sakiyomi_game_session_restore (session));
  g_test_assert_expected_messages ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  {
    g_autoptr(GDir) dir = g_dir_open (data_dir, 0, NULL);
    const char *name;
    guint aside = 0;

    while ((name = g_dir_read_name (dir)) != NULL)
      if (g_str_has_prefix (name, "autosave.txt.unreadable-"))
        {
          g_autofree char *aside_path = g_build_filename (data_dir, name, NULL);
          g_autofree char *text = NULL;

          g_assert_true (g_file_get_contents (aside_path, &text, NULL, NULL));
          g_assert_cmpstr (text, ==, "# Sakiyomi reversi\n# Mode: first\nf5 zz\n");
          g_unlink (aside_path);
          aside++;
        }
    g_assert_cmpuint (aside, ==, 1);
  }
  free_session (session, &seen);
}

/* ---- Keeping the game when the disk will not ---------------------------- */

/* Plays the first legal move and writes the game at once, as quitting
 * does (deterministic: no wait for the writing thread). */
static void
play_and_save (SakiyomiGameSession *session)
{
  sakiyomi_game_session_play (session, first_move (session));
  sakiyomi_game_session_save (session);
}

static guint
saved_moves (const char *name)
{
  g_autoptr(SkyRecord) saved = read_saved (name);

  g_assert_nonnull (saved);
  return sky_record_get_n_moves (saved);
}

/* Issue 21, item 4: a named pipe where the game in progress is kept.  It
 * was opened for reading and waited on for ever (the window never came,
 * SIGTERM went unheard); now it is refused unread, moved aside (never
 * deleted), the person is told, and the game is kept as a regular file. */
static void
test_keep_fifo (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  g_autofree char *dir = g_build_filename (data_dir, "fifo", NULL);
  g_autofree char *path = g_build_filename (dir, "current.txt", NULL);
  g_autofree char *aside = NULL;
  SakiyomiGameSession *session;
  Seen seen;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  session = new_session (settings, "fifo/current.txt", &seen);
  /* A guard, not a measure: on the code before, restore never returned. */
  alarm (60);
  g_test_expect_message ("sakiyomi-autosave", G_LOG_LEVEL_WARNING,
                         "ignoring the saved game*named pipe*kept as*");
  g_assert_false (sakiyomi_game_session_restore (session));
  g_test_assert_expected_messages ();
  alarm (0);
  g_assert_nonnull (strstr (seen.notices->str,
                            "The game in progress from last time could not be restored. "
                            "It is a named pipe (FIFO), not a regular file. It is kept as “"));
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (listing)) != NULL)
      if (g_str_has_prefix (name, "current.txt.unreadable-"))
        {
          g_assert_null (aside);
          aside = g_build_filename (dir, name, NULL);
        }
  }
  g_assert_nonnull (aside);
  {
    GStatBuf st;

    g_assert_cmpint (g_lstat (aside, &st), ==, 0);
    g_assert_true (S_ISFIFO (st.st_mode));
  }
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* A new game is kept there now, a regular file. */
  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_TWO_PEOPLE, FALSE);
  play_and_save (session);
  g_assert_null (sakiyomi_game_session_get_keep_problem (session));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (saved_moves ("fifo/current.txt"), ==, 1);
  free_session (session, &seen);
  g_unlink (aside);
  g_unlink (path);
  g_free (aside);
  aside = g_strconcat (path, ".lock", NULL);
  g_unlink (aside);
  g_rmdir (dir);
}

/* The session announces, once, that the game is not kept and why, and
 * once that it is kept again; play goes on throughout. */
static void
assert_problem_once (SakiyomiGameSession *session,
                     Seen                *seen,
                     const char          *why)
{
  const char *problem = sakiyomi_game_session_get_keep_problem (session);

  g_assert_nonnull (problem);
  g_assert_true (g_str_has_prefix (problem,
                                   "This game is not being kept for the next start: “"));
  g_assert_nonnull (strstr (problem, why));
  g_assert_true (g_str_has_suffix (problem, "Use Save Game to keep it."));
  g_assert_cmpuint (seen->keep_problems, ==, 1);
  /* More moves, the same failure: nothing more is said. */
  play_and_save (session);
  play_and_save (session);
  g_assert_cmpstr (sakiyomi_game_session_get_keep_problem (session), ==, problem);
  g_assert_cmpuint (seen->keep_problems, ==, 1);
  g_assert_cmpstr (seen->notices->str, ==, "");
}

static void
assert_kept_again (SakiyomiGameSession *session,
                   Seen                *seen,
                   const char          *name)
{
  play_and_save (session);
  g_assert_null (sakiyomi_game_session_get_keep_problem (session));
  g_assert_cmpuint (seen->keep_problems, ==, 2);
  g_assert_cmpstr (seen->notices->str, ==,
                   "This game is being kept for the next start again.\n");
  g_assert_cmpuint (saved_moves (name), ==, sakiyomi_game_session_get_n_moves (session));
  play_and_save (session);
  g_assert_cmpuint (seen->keep_problems, ==, 2);
  g_assert_cmpstr (seen->notices->str, ==,
                   "This game is being kept for the next start again.\n");
}

/* Issue 21, item 5: the data folder is a regular file.  Each move only
 * logged "cannot save the game in progress" on stderr. */
static void
test_keep_not_a_folder (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  g_autofree char *dir = g_build_filename (data_dir, "not-a-folder", NULL);
  SakiyomiGameSession *session;
  Seen seen;

  g_assert_true (g_file_set_contents (dir, "a file where the folder goes\n", -1, NULL));
  session = new_session (settings, "not-a-folder/current.txt", &seen);
  g_assert_null (sakiyomi_game_session_get_keep_problem (session));
  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_TWO_PEOPLE, FALSE);
  play_and_save (session);
  assert_problem_once (session, &seen, "Not a directory");
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 3);

  /* The file is gone: the folder is made and the game kept again. */
  g_assert_cmpint (g_unlink (dir), ==, 0);
  assert_kept_again (session, &seen, "not-a-folder/current.txt");
  free_session (session, &seen);
}

/* Issue 21, item 5: a read-only data folder (a read-only tmpfs as root,
 * where permissions would not stop the write; a folder without write
 * permission otherwise). */
static void
test_keep_read_only (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  g_autofree char *dir = g_build_filename (data_dir, "read-only", NULL);
  gboolean mounted = private_mount_unavailable () == NULL;
  SakiyomiGameSession *session;
  Seen seen;

  if (!mounted && geteuid () == 0)
    {
      g_test_skip (private_mount_unavailable ());
      return;
    }
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  if (mounted)
    private_mount_tmpfs (dir, 64 * 1024);
  session = new_session (settings, "read-only/current.txt", &seen);
  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_TWO_PEOPLE, FALSE);
  play_and_save (session);
  g_assert_cmpuint (saved_moves ("read-only/current.txt"), ==, 1);
  if (mounted)
    private_mount_set_read_only (dir, TRUE);
  else
    g_assert_cmpint (g_chmod (dir, 0500), ==, 0);

  play_and_save (session);
  assert_problem_once (session, &seen,
                       mounted ? "Read-only file system" : "Permission denied");
  /* The game kept before is still there, whole. */
  g_assert_cmpuint (saved_moves ("read-only/current.txt"), ==, 1);

  if (mounted)
    private_mount_set_read_only (dir, FALSE);
  else
    g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
  assert_kept_again (session, &seen, "read-only/current.txt");
  free_session (session, &seen);
  if (mounted)
    private_mount_unmount (dir);
  else
    {
      g_autofree char *file = g_build_filename (dir, "current.txt", NULL);
      g_autofree char *lock = g_build_filename (dir, "current.txt.lock", NULL);

      g_unlink (file);
      g_unlink (lock);
    }
  g_rmdir (dir);
}

/* Issue 21, item 5: a full disk (a 64 KiB tmpfs, filled).  The game kept
 * before stays whole, and nothing of the failed writes is left. */
static void
test_keep_full (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  g_autofree char *dir = g_build_filename (data_dir, "full", NULL);
  g_autofree char *filler = NULL;
  SakiyomiGameSession *session;
  Seen seen;

  if (private_mount_unavailable () != NULL)
    {
      g_test_skip (private_mount_unavailable ());
      return;
    }
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  private_mount_tmpfs (dir, 64 * 1024);
  session = new_session (settings, "full/current.txt", &seen);
  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_TWO_PEOPLE, FALSE);
  play_and_save (session);
  play_and_save (session);
  filler = private_mount_fill (dir);

  play_and_save (session);
  assert_problem_once (session, &seen, "No space left on device");
  g_assert_cmpuint (saved_moves ("full/current.txt"), ==, 2);
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;
    guint n = 0;

    /* The game, the lock, the filler: no temporary file left over. */
    while ((name = g_dir_read_name (listing)) != NULL)
      n++;
    g_assert_cmpuint (n, ==, 3);
  }

  g_assert_cmpint (g_unlink (filler), ==, 0);
  assert_kept_again (session, &seen, "full/current.txt");
  free_session (session, &seen);
  private_mount_unmount (dir);
  g_rmdir (dir);
}

/* Issue 21, item 6: a second copy of the app (another process: a second
 * login, another machine on the same home folder) while the first plays.
 * The second took over the first one's game: it restored it, and every
 * move of either replaced the other's.  Now the second neither restores
 * nor writes it, and says so. */
static void
test_keep_other_copy (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  g_autoptr(GFile) file = save_file ("other-copy.txt");
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) first = NULL;
  g_autoptr(GDataInputStream) first_out = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *first_game = NULL;
  g_autofree char *after = NULL;
  SakiyomiGameSession *session;
  Seen seen;

  /* The first copy: this program, playing three moves and holding on. */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  first = g_subprocess_launcher_spawn (launcher, &error, "/proc/self/exe",
                                       "--keep-game", path, NULL);
  g_assert_no_error (error);
  first_out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (first));
  line = g_data_input_stream_read_line_utf8 (first_out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "playing");
  g_assert_true (g_file_get_contents (path, &first_game, NULL, NULL));
  g_assert_cmpuint (saved_moves ("other-copy.txt"), ==, 3);

  /* The second copy: it does not take the first one's game. */
  session = new_session (settings, "other-copy.txt", &seen);
  g_assert_false (sakiyomi_game_session_restore (session));
  g_assert_nonnull (sakiyomi_game_session_get_keep_problem (session));
  g_assert_true (g_str_has_prefix (sakiyomi_game_session_get_keep_problem (session),
                                   "This game is not being kept for the next start: "
                                   "another copy of Sakiyomi is running and keeps its "
                                   "game in progress in “"));
  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_TWO_PEOPLE, FALSE);
  play_and_save (session);
  play_and_save (session);
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 2);
  /* A finished or new game would remove the file: not the first one's. */
  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_TWO_PEOPLE, FALSE);
  sakiyomi_game_session_save (session);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, first_game);
  g_assert_cmpuint (seen.keep_problems, ==, 0);      /* known from the start */
  free_session (session, &seen);

  /* The first copy quits: its game is there for the next start. */
  g_assert_true (g_output_stream_close (g_subprocess_get_stdin_pipe (first), NULL, &error));
  g_assert_true (g_subprocess_wait_check (first, NULL, &error));
  g_assert_no_error (error);
  session = new_session (settings, "other-copy.txt", &seen);
  g_assert_null (sakiyomi_game_session_get_keep_problem (session));
  g_assert_true (sakiyomi_game_session_restore (session));
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 3);
  free_session (session, &seen);
  g_unlink (path);
  g_clear_pointer (&path, g_free);
  path = g_build_filename (data_dir, "other-copy.txt.lock", NULL);
  g_unlink (path);
}

/* The first copy of test_keep_other_copy: a session keeping its game at
 * path, three moves played and on disk; says "playing" and holds on until
 * its standard input closes. */
static int
keep_game (const char *path)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SakiyomiAutosave) autosave = sakiyomi_autosave_new (file);
  g_autoptr(SakiyomiGameSession) session = sakiyomi_game_session_new (settings, autosave);
  char byte;

  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_TWO_PEOPLE, FALSE);
  for (int i = 0; i < 3; i++)
    {
      sakiyomi_game_session_play (session, first_move (session));
      sakiyomi_game_session_save (session);
    }
  g_assert_null (sakiyomi_game_session_get_keep_problem (session));
  printf ("playing\n");
  fflush (stdout);
  while (read (STDIN_FILENO, &byte, 1) > 0)
    ;
  return 0;
}

/* ---- A position set up in the editor ------------------------------------ */

static gboolean
computer_replied (SakiyomiGameSession *session)
{
  return sakiyomi_game_session_get_n_moves (session) == 3 && session_test_is_idle (session);
}

static gboolean
review_finished (SakiyomiGameSession *session)
{
  return sakiyomi_game_review_is_finished (g_object_get_data (G_OBJECT (session), "review"));
}

static void
test_set_up (void)
{
  g_autoptr(GSettings) settings = new_settings ("tictactoe", "minimax");
  g_autoptr(SkyPosition) start = NULL;
  g_autoptr(SkyRecord) kept = NULL;
  g_autoptr(SkyRecord) exported = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  /* White to move after f5 (Black e4, d5, e5, f5; White d4), set up by
   * hand rather than played. */
  const char *board = "---------------------------OX------XXX-------------------------- O";
  SkyCellKind cells[64];
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, "setup.txt", &seen);

  for (int i = 0; i < 64; i++)
    cells[i] = board[i] == 'X' ? SKY_CELL_FIRST
               : board[i] == 'O' ? SKY_CELL_SECOND : SKY_CELL_EMPTY;
  start = sky_position_new_from_cells (sky_game_get (SKY_GAME_REVERSI), cells,
                                       SKY_SIDE_SECOND, NULL, &error);
  g_assert_no_error (error);

  /* The person plays black: the computer (white) moves first from it. */
  sakiyomi_game_session_set_up (session, start, SAKIYOMI_MODE_FIRST);
  g_assert_true (same_position (sky_record_get_start (sakiyomi_game_session_get_record (session)),
                                start));
  g_assert_nonnull (strstr (seen.log->str, "Position set up: Reversi"));
  /* A position has no moves to count. */
  g_assert_null (strstr (seen.log->str, "0 moves"));
  {
    g_autofree char *game = g_settings_get_string (settings, "game");

    g_assert_cmpstr (game, ==, "reversi");
  }
  g_assert_true (session_test_run_until (session_test_is_idle, session, 30));
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 1);
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));
  sakiyomi_game_session_play (session, first_move (session));
  g_assert_true (session_test_run_until (computer_replied, session, 30));

  /* Reviewed from the position set up: white's move first. */
  {
    SkyReviewOptions options;
    SakiyomiGameReview *review;

    sky_review_options_init_default (&options);
    options.depth = 2;
    options.exact_empties = 0;
    sakiyomi_game_session_set_review_options (session, &options);
    sakiyomi_game_session_review (session);
    review = sakiyomi_game_session_get_review (session);
    g_assert_nonnull (review);
    g_object_set_data (G_OBJECT (session), "review", review);
    g_assert_true (session_test_run_until (review_finished, session, 60));
    g_assert_null (sakiyomi_game_review_get_error (review));
    g_assert_cmpuint (sakiyomi_game_review_get_n_plies (review), ==, 3);
    g_assert_cmpint (sakiyomi_game_review_get_ply (review, 0)->side, ==, SKY_SIDE_SECOND);
    /* Exported while reviewed, each move carries the review's value, as
     * GGF writes it ("W[C4/-1.25]"). */
    {
      g_autoptr(SkyRecord) reviewed = sakiyomi_game_session_export_record (session);
      g_autofree char *ggf = sky_record_to_ggf (reviewed);

      for (guint i = 0; i < 3; i++)
        {
          const SkyReviewPly *ply = sakiyomi_game_review_get_ply (review, i);
          char eval[G_ASCII_DTOSTR_BUF_SIZE];
          g_autofree char *written = NULL;

          if (ply->played == SKY_MOVE_PASS)
            continue;
          g_ascii_formatd (eval, sizeof eval, "%.2f", ply->played_value);
          g_assert_cmpstr (sky_record_get_move_eval (reviewed, i), ==,
                           strcmp (eval, "-0.00") == 0 ? "0.00" : eval);
          written = g_strdup_printf ("/%s]", sky_record_get_move_eval (reviewed, i));
          g_assert_nonnull (strstr (ggf, written));
        }
    }
    sakiyomi_game_session_end_review (session);
  }

  /* Saved and exported with its start. */
  exported = sakiyomi_game_session_export_record (session);
  text = sky_record_to_string (exported);
  g_assert_nonnull (strstr (text, board));
  sakiyomi_game_session_save (session);
  kept = sky_record_copy (sakiyomi_game_session_get_record (session));
  free_session (session, &seen);

  /* The autosave keeps the start: restored, the game goes on from it. */
  session = new_session (settings, "setup.txt", &seen);
  g_assert_true (sakiyomi_game_session_restore (session));
  assert_same_moves (sakiyomi_game_session_get_record (session), kept);
  g_assert_cmpint (sakiyomi_game_session_get_mode (session), ==, SAKIYOMI_MODE_FIRST);

  /* Restart plays the set-up position again, not the usual start. */
  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_FIRST, TRUE);
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 0);
  g_assert_true (same_position (sky_record_get_start (sakiyomi_game_session_get_record (session)),
                                start));
  sakiyomi_game_session_cancel_search (session);
  g_assert_true (session_test_run_until (worker_delivered, session, 30));

  /* Undo never goes before the set-up position. */
  g_assert_false (sakiyomi_game_session_can_undo (session));
  free_session (session, &seen);
  {
    g_autoptr(GFile) file = save_file ("setup.txt");

    g_file_delete (file, NULL, NULL);
  }
}

/* A misère tic-tac-toe position set up: the rule goes with it, into the
 * settings and the record. */
static void
test_set_up_misere (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  const SkyGameSetup misere = { 0, TRUE };
  SkyCellKind cells[9] = { SKY_CELL_EMPTY };
  g_autoptr(SkyPosition) start = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, NULL, &seen);

  cells[4] = SKY_CELL_FIRST;
  start = sky_position_new_from_cells (sky_game_get (SKY_GAME_TICTACTOE), cells,
                                       SKY_SIDE_SECOND, &misere, &error);
  g_assert_no_error (error);
  sakiyomi_game_session_set_up (session, start, SAKIYOMI_MODE_TWO_PEOPLE);
  g_assert_true (sakiyomi_game_session_is_misere (session));
  g_assert_true (g_settings_get_boolean (settings, "misere"));
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));
  g_assert_cmpint (sakiyomi_game_session_get_position (session)->to_move, ==,
                   SKY_SIDE_SECOND);
  text = sky_record_to_string (sakiyomi_game_session_get_record (session));
  g_assert_nonnull (strstr (text, ".../.X./... O misere"));
  free_session (session, &seen);
}

/* ---- A hint dropped by a move ------------------------------------------- */

static void
test_hint_dropped_by_move (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, NULL, &seen);
  SakiyomiSearchCounts counts;

  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_TWO_PEOPLE, FALSE);
  g_assert_true (sakiyomi_game_session_can_hint (session));
  sakiyomi_game_session_hint (session);
  g_assert_true (sakiyomi_game_session_is_busy (session));
  /* The person plays before the hint comes: it is of the position left
   * behind, and is dropped. */
  sakiyomi_game_session_play (session, first_move (session));
  g_assert_false (sakiyomi_game_session_is_busy (session));
  g_assert_true (session_test_run_until (worker_delivered, session, 30));
  sakiyomi_game_session_get_search_counts (session, &counts);
  g_assert_cmpuint (counts.started, ==, 1);
  g_assert_cmpuint (counts.dropped, ==, 1);
  g_assert_cmpuint (seen.hints, ==, 0);
  g_assert_false (g_str_has_prefix (sakiyomi_game_session_get_status (session),
                                    "Hint"));
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 1);

  /* A hint left alone arrives. */
  sakiyomi_game_session_hint (session);
  g_assert_true (session_test_run_until (session_test_is_idle, session, 30));
  g_assert_cmpuint (seen.hints, ==, 1);
  g_assert_true (g_str_has_prefix (sakiyomi_game_session_get_status (session),
                                   "Hint: "));
  free_session (session, &seen);
}

/* Issue 35: a hint is the best answer the app has, whatever the opponent:
 * against minimax on the sources' table, a reversi endgame of 13 empty
 * squares (FFO #40 after a2 b1 c1, a pass, b6 c7 a7 b7) is solved by the
 * strong engine, +38 discs as the FFO suite says, never "points (table)". */
static void
test_hint_is_best_answer (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  static const char *const line[] = { "a2", "b1", "c1", NULL, "b6", "c7", "a7", "b7" };
  const char *status;
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, NULL, &seen);

  g_settings_set_boolean (settings, "reversi-strong-eval", FALSE);
  pos = sky_position_new_from_string (sky_game_get (SKY_GAME_REVERSI),
                                      "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X",
                                      &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    sky_position_play (pos, line[i] == NULL ? SKY_MOVE_PASS
                                            : (line[i][1] - '1') * 8 + (line[i][0] - 'a'));
  g_assert_cmpint (pos->to_move, ==, SKY_SIDE_FIRST);
  sakiyomi_game_session_set_up (session, pos, SAKIYOMI_MODE_FIRST);
  sakiyomi_game_session_hint (session);
  g_assert_true (session_test_run_until (session_test_is_idle, session, 60));
  g_assert_cmpuint (seen.hints, ==, 1);
  status = sakiyomi_game_session_get_status (session);
  g_test_message ("%s", status);
  g_assert_true (g_str_has_prefix (status, "Hint: "));
  g_assert_nonnull (strstr (status, "+38 discs"));
  g_assert_null (strstr (status, "table"));
  free_session (session, &seen);
}

/* ---- Several windows, games from files --------------------------------- */

typedef struct
{
  SakiyomiGameSession *sessions[2];
} Pair;

/* What each window does with a change of the settings they share. */
static void
on_setting (GSettings  *settings,
            const char *key,
            Pair       *pair)
{
  for (int i = 0; i < 2; i++)
    sakiyomi_game_session_setting_changed (pair->sessions[i], key);
}

static void
play_text (SakiyomiGameSession *session,
           const char          *squares)
{
  for (const char *s = squares; *s != '\0'; s += 2)
    {
      const SkyPosition *pos = sakiyomi_game_session_get_position (session);
      char name[3] = { s[0], s[1], '\0' };
      SkyMove move;

      g_assert_true (pos->game->move_from_string (pos, name, &move, NULL));
      sakiyomi_game_session_play (session, move);
    }
}

/* Two sessions (two windows) share the settings: one's switch of game is
 * its own, and the other's game in progress goes on; a switch written by
 * no session (Preferences, dconf) still starts a new game in both, as
 * with one window. */
static void
test_settings_of_another_session (void)
{
  g_autoptr(GSettings) settings = new_settings ("tictactoe", "minimax");
  Pair pair;
  Seen seen[2];
  gulong handler;

  for (int i = 0; i < 2; i++)
    {
      pair.sessions[i] = new_session (settings, NULL, &seen[i]);
      sakiyomi_game_session_new_game (pair.sessions[i], SAKIYOMI_MODE_TWO_PEOPLE, FALSE);
    }
  handler = g_signal_connect (settings, "changed", G_CALLBACK (on_setting), &pair);
  play_text (pair.sessions[0], "b2a1");
  g_assert_true (sakiyomi_game_session_is_in_progress (pair.sessions[0]));

  sakiyomi_game_session_write_setting (pair.sessions[1], "game",
                                       g_variant_new_string ("reversi"));
  g_assert_cmpint (sakiyomi_game_session_get_game (pair.sessions[1])->kind, ==,
                   SKY_GAME_REVERSI);
  g_assert_cmpint (sakiyomi_game_session_get_game (pair.sessions[0])->kind, ==,
                   SKY_GAME_TICTACTOE);
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (pair.sessions[0]), ==, 2);
  g_assert_false (sakiyomi_game_session_setting_is_others (pair.sessions[0]));

  /* Opening a game writes its settings as the session's own too. */
  {
    g_autoptr(GError) error = NULL;
    SkyRecord *record = sky_record_from_string ("# Sakiyomi numbergrab\n"
                                                "+3 +4 -8 -1 +7 +6 +3 +8\n"
                                                "+1 +2 +3 +4 +5 +6 +7 +8\n"
                                                "+1 +2 +3 +4 +5 +6 +7 +8\n"
                                                "+1 +2 +3 +4 +5 +6 +7 +8\n"
                                                "+1 +2 +3 +4 +5 +6 +7 +8\n"
                                                "+1 +2 +3 +4 +5 +6 +7 +8\n"
                                                "+1 +2 +3 +4 +5 +6 +7 +8\n"
                                                "+1 +2 +3 +4 +5 +6 +7 +8\n"
                                                "h1\n", &error);

    g_assert_no_error (error);
    sakiyomi_game_session_replace (pair.sessions[1], record, SAKIYOMI_MODE_TWO_PEOPLE,
                                   "Opened");
  }
  g_assert_cmpint (sakiyomi_game_session_get_game (pair.sessions[1])->kind, ==,
                   SKY_GAME_NUMBERGRAB);
  g_assert_cmpint (sakiyomi_game_session_get_game (pair.sessions[0])->kind, ==,
                   SKY_GAME_TICTACTOE);
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (pair.sessions[0]), ==, 2);

  /* Nobody's: both follow. */
  g_settings_set_string (settings, "game", "reversi");
  for (int i = 0; i < 2; i++)
    {
      g_assert_cmpint (sakiyomi_game_session_get_game (pair.sessions[i])->kind, ==,
                       SKY_GAME_REVERSI);
      g_assert_cmpuint (sakiyomi_game_session_get_n_moves (pair.sessions[i]), ==, 0);
    }

  g_signal_handler_disconnect (settings, handler);
  for (int i = 0; i < 2; i++)
    free_session (pair.sessions[i], &seen[i]);
}

/* A game from a file names its players (the side keys' tags) until play
 * goes on from it; its result, place and clock go with them, its date
 * stays; saving keeps them while it is the file's game. */
static void
test_file_players (void)
{
  g_autoptr(GSettings) settings = new_settings ("reversi", "minimax");
  g_autoptr(GError) error = NULL;
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, NULL, &seen);
  SkyRecord *record = sky_record_from_string ("# Sakiyomi reversi\n"
                                              "# Black: Inoue\n"
                                              "# White: Rose\n"
                                              "# Result: 40-24\n"
                                              "# Date: 2003.08.14\n"
                                              "# Place: GGS/os\n"
                                              "# Clock: 05:00//02:00\n"
                                              "f5d6c3d3c4\n", &error);

  g_assert_no_error (error);
  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_FIRST, FALSE);
  sakiyomi_game_session_replace (session, record, SAKIYOMI_MODE_TWO_PEOPLE, "Opened");
  {
    g_autofree char *black = sakiyomi_game_session_dup_player_name (session, SKY_SIDE_FIRST);
    g_autofree char *white = sakiyomi_game_session_dup_player_name (session, SKY_SIDE_SECOND);
    g_autoptr(SkyRecord) saved = sakiyomi_game_session_export_record (session);

    g_assert_cmpstr (black, ==, "Inoue");
    g_assert_cmpstr (white, ==, "Rose");
    g_assert_cmpstr (sky_record_get_tag (saved, "Black"), ==, "Inoue");
    g_assert_cmpstr (sky_record_get_tag (saved, "Clock"), ==, "05:00//02:00");
    g_assert_nonnull (strstr (seen.log->str, "Black: Inoue"));
  }

  play_text (session, "f4");
  {
    g_autofree char *black = sakiyomi_game_session_dup_player_name (session, SKY_SIDE_FIRST);
    const SkyRecord *now = sakiyomi_game_session_get_record (session);

    g_assert_cmpstr (black, ==, "Player 1");
    g_assert_null (sky_record_get_tag (now, "White"));
    g_assert_null (sky_record_get_tag (now, "Result"));
    g_assert_null (sky_record_get_tag (now, "Place"));
    g_assert_null (sky_record_get_tag (now, "Clock"));
    g_assert_cmpstr (sky_record_get_tag (now, "Date"), ==, "2003.08.14");
  }
  free_session (session, &seen);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  /* Before any thread starts: the tmpfs of the tests are the test's own. */
  private_mount_init ();
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (argc == 3 && g_str_equal (argv[1], "--keep-game"))
    return keep_game (argv[2]);
  g_test_init (&argc, &argv, NULL);
  data_dir = g_dir_make_tmp ("sakiyomi-session-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_data_func ("/session/computers/numbergrab", "numbergrab", test_computers);
  g_test_add_data_func ("/session/computers/tictactoe", "tictactoe", test_computers);
  g_test_add_data_func ("/session/computers/reversi", "reversi", test_computers);
  g_test_add_func ("/session/undo-during-search", test_undo_during_search);
  g_test_add_func ("/session/undo-drops-report", test_undo_drops_report);
  g_test_add_func ("/session/back-to-game-after-undo", test_back_to_game_after_undo);
  g_test_add_func ("/session/reversi-pass", test_reversi_pass);
  g_test_add_func ("/session/review", test_review);
  g_test_add_func ("/session/review-finished", test_review_finished);
  g_test_add_func ("/session/autosave", test_autosave);
  g_test_add_func ("/session/hint-dropped-by-move", test_hint_dropped_by_move);
  g_test_add_func ("/session/settings-of-another-session", test_settings_of_another_session);
  g_test_add_func ("/session/file-players", test_file_players);
  g_test_add_func ("/session/keep/fifo", test_keep_fifo);
  g_test_add_func ("/session/keep/not-a-folder", test_keep_not_a_folder);
  g_test_add_func ("/session/keep/read-only", test_keep_read_only);
  g_test_add_func ("/session/keep/full", test_keep_full);
  g_test_add_func ("/session/keep/other-copy", test_keep_other_copy);
  g_test_add_func ("/session/set-up", test_set_up);
  g_test_add_func ("/session/hint-is-best-answer", test_hint_is_best_answer);
  g_test_add_func ("/session/set-up-misere", test_set_up_misere);
  status = g_test_run ();

  {
    g_autoptr(GFile) file = save_file ("autosave.txt");

    g_autoptr(GFile) lock = save_file ("autosave.txt.lock");

    g_file_delete (file, NULL, NULL);
    g_file_delete (lock, NULL, NULL);
  }
  g_rmdir (data_dir);
  g_free (data_dir);
  return status;
}
