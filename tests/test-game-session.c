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

#include <string.h>

#include <glib/gstdio.h>

#include "sakiyomi-autosave.h"
#include "sakiyomi-game-session.h"

static char *data_dir;

/* What a session announced, counted. */
typedef struct
{
  guint changed;
  guint positions;
  guint game_over;
  guint hints;
  guint reports;
  GString *log;
} Seen;

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
}

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until done (session) or the guard of seconds runs
 * out; a guard against a hang, not a measure of time. */
static gboolean
run_until (gboolean           (*done) (SakiyomiGameSession *),
           SakiyomiGameSession *session,
           double               seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  guint tick = g_timeout_add (10, wake_up, NULL);

  while (!done (session) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  return done (session);
}

static gboolean
is_over (SakiyomiGameSession *session)
{
  return sky_position_is_over (sakiyomi_game_session_get_position (session));
}

static gboolean
is_idle (SakiyomiGameSession *session)
{
  return !sakiyomi_game_session_is_busy (session)
         && sakiyomi_ai_worker_get_n_undelivered (sakiyomi_game_session_get_worker (session)) == 0;
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

  g_assert_true (run_until (is_over, session, 120));
  g_assert_true (run_until (is_idle, session, 10));
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
  g_assert_true (run_until (worker_delivered, session, 30));
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
  g_assert_true (run_until (passed, session, 10));
  played = sakiyomi_game_session_get_record (session);
  g_assert_cmpint (sky_record_get_move (played, 0), ==, SKY_MOVE_PASS);
  g_assert_nonnull (strstr (seen.log->str, "passes"));
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));
  g_assert_cmpint (sakiyomi_game_session_get_position (session)->to_move, ==,
                   SKY_SIDE_FIRST);

  /* Black's only move ends the game: White has no disc left. */
  sakiyomi_game_session_play (session, first_move (session));
  g_assert_true (is_over (session));
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
      g_assert_true (run_until (is_idle, session, 30));
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
  g_assert_true (run_until (review_gone, (gpointer) &review, 30));
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

  if (!is_idle (session))
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
      g_assert_true (run_until (idle_and_saved, session, 30));
      g_assert_true (sakiyomi_game_session_is_persons_turn (session));
      sakiyomi_game_session_play (session, first_move (session));
    }
  g_assert_true (run_until (idle_and_saved, session, 30));
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
  g_assert_true (run_until (is_over, session, 120));
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

/* ---- A position set up in the editor ------------------------------------ */

static gboolean
computer_replied (SakiyomiGameSession *session)
{
  return sakiyomi_game_session_get_n_moves (session) == 3 && is_idle (session);
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
  g_assert_nonnull (strstr (seen.log->str, "Position set up: Reversi, 0 moves"));
  {
    g_autofree char *game = g_settings_get_string (settings, "game");

    g_assert_cmpstr (game, ==, "reversi");
  }
  g_assert_true (run_until (is_idle, session, 30));
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 1);
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));
  sakiyomi_game_session_play (session, first_move (session));
  g_assert_true (run_until (computer_replied, session, 30));

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
    g_assert_true (run_until (review_finished, session, 60));
    g_assert_null (sakiyomi_game_review_get_error (review));
    g_assert_cmpuint (sakiyomi_game_review_get_n_plies (review), ==, 3);
    g_assert_cmpint (sakiyomi_game_review_get_ply (review, 0)->side, ==, SKY_SIDE_SECOND);
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
  g_assert_true (run_until (worker_delivered, session, 30));

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
  g_assert_true (run_until (worker_delivered, session, 30));
  sakiyomi_game_session_get_search_counts (session, &counts);
  g_assert_cmpuint (counts.started, ==, 1);
  g_assert_cmpuint (counts.dropped, ==, 1);
  g_assert_cmpuint (seen.hints, ==, 0);
  g_assert_false (g_str_has_prefix (sakiyomi_game_session_get_status (session),
                                    "Hint"));
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 1);

  /* A hint left alone arrives. */
  sakiyomi_game_session_hint (session);
  g_assert_true (run_until (is_idle, session, 30));
  g_assert_cmpuint (seen.hints, ==, 1);
  g_assert_true (g_str_has_prefix (sakiyomi_game_session_get_status (session),
                                   "Hint: "));
  free_session (session, &seen);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_test_init (&argc, &argv, NULL);
  data_dir = g_dir_make_tmp ("sakiyomi-session-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_data_func ("/session/computers/numbergrab", "numbergrab", test_computers);
  g_test_add_data_func ("/session/computers/tictactoe", "tictactoe", test_computers);
  g_test_add_data_func ("/session/computers/reversi", "reversi", test_computers);
  g_test_add_func ("/session/undo-during-search", test_undo_during_search);
  g_test_add_func ("/session/reversi-pass", test_reversi_pass);
  g_test_add_func ("/session/review", test_review);
  g_test_add_func ("/session/autosave", test_autosave);
  g_test_add_func ("/session/hint-dropped-by-move", test_hint_dropped_by_move);
  g_test_add_func ("/session/set-up", test_set_up);
  g_test_add_func ("/session/set-up-misere", test_set_up_misere);
  status = g_test_run ();

  {
    g_autoptr(GFile) file = save_file ("autosave.txt");

    g_file_delete (file, NULL, NULL);
  }
  g_rmdir (data_dir);
  g_free (data_dir);
  return status;
}
