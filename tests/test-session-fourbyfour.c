/* test-session-fourbyfour.c: the game session (sakiyomi-game-session.h)
 * plays the tests' own fourth game (games/fourbyfour.h), which neither the
 * app nor its settings schema has heard of: registered with one line, it
 * is opened as a record of its start, played computer against computer to
 * the end and restarted, and played by a person against the computer,
 * with undo and the autosave written after every ply and restored.
 *
 * Driven by a GMainLoop alone (GLib and GIO, no GTK), the settings in
 * memory; the opponents are minimax at the game's own default depth and
 * the priority table, so every game is the same on every run.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "fourbyfour.h"
#include "sakiyomi-autosave.h"
#include "sakiyomi-game-session.h"
#include "session-test-util.h"

static char *data_dir;

typedef struct
{
  guint game_over;
  GString *log;
} Seen;

static void
on_game_over (SakiyomiGameSession *session,
              Seen                *seen)
{
  seen->game_over++;
}

static void
on_log (SakiyomiGameSession *session,
        const char          *line,
        Seen                *seen)
{
  g_string_append (seen->log, line);
  g_string_append_c (seen->log, '\n');
}

/* Settings in memory, reset, without pauses: the first computer minimax,
 * the second the priority table. */
static GSettings *
new_settings (void)
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
  g_settings_set_string (settings, "opponent", "minimax");
  g_settings_set_string (settings, "computers-second-opponent", "priority");
  return settings;
}

static GFile *
save_file (void)
{
  g_autofree char *path = g_build_filename (data_dir, "autosave.txt", NULL);

  return g_file_new_for_path (path);
}

static SakiyomiGameSession *
new_session (GSettings *settings,
             gboolean   kept,
             Seen      *seen)
{
  g_autoptr(GFile) file = kept ? save_file () : NULL;
  g_autoptr(SakiyomiAutosave) autosave = kept ? sakiyomi_autosave_new (file) : NULL;
  SakiyomiGameSession *session = sakiyomi_game_session_new (settings, autosave);

  memset (seen, 0, sizeof *seen);
  seen->log = g_string_new (NULL);
  g_signal_connect (session, "game-over", G_CALLBACK (on_game_over), seen);
  g_signal_connect (session, "log", G_CALLBACK (on_log), seen);
  sakiyomi_game_session_reseed (session, 22);
  return session;
}

static void
free_session (SakiyomiGameSession *session,
              Seen                *seen)
{
  g_object_unref (session);
  g_string_free (seen->log, TRUE);
}


/* The moves of a record as text, space-separated. */
static char *
record_moves (const SkyRecord *record)
{
  GString *moves = g_string_new (NULL);

  for (guint i = 0; i < sky_record_get_n_moves (record); i++)
    {
      g_autofree char *move = sky_record_get_move_text (record, i);

      g_string_append_printf (moves, "%s%s", i > 0 ? " " : "", move);
    }
  return g_string_free (moves, FALSE);
}

/* The session waits for the person, and the disk holds every ply so far
 * (the moves themselves: after an undo, a file written before it can
 * have as many). */
static gboolean
idle_and_saved (SakiyomiGameSession *session)
{
  g_autoptr(GFile) file = save_file ();
  g_autofree char *text = NULL;
  g_autoptr(SkyRecord) saved = NULL;
  g_autofree char *saved_moves = NULL, *moves = NULL;

  if (!session_test_is_idle (session)
      || !g_file_load_contents (file, NULL, &text, NULL, NULL, NULL))
    return FALSE;
  saved = sky_record_from_string (text, NULL);
  if (saved == NULL)
    return FALSE;
  saved_moves = record_moves (saved);
  moves = record_moves (sakiyomi_game_session_get_record (session));
  return g_strcmp0 (saved_moves, moves) == 0;
}

static SkyRecord *
start_record (void)
{
  g_autoptr(SkyPosition) start = sky_position_new (&sky_fourbyfour_game, NULL);

  return sky_record_new (start);
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

/* The game minimax (X) plays against the priority table (O). */
#define COMPUTERS_GAME "a1 b2 d1 c2 a2 b3 a3 c3 a4"

static void
test_computers (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, FALSE, &seen);
  g_autofree char *moves = NULL, *again = NULL, *game = NULL;
  const SkyPosition *end;

  sakiyomi_game_session_replace (session, start_record (),
                                 SAKIYOMI_MODE_COMPUTERS, "Set up");
  g_assert_true (sakiyomi_game_session_get_game (session) == &sky_fourbyfour_game);
  g_assert_true (sakiyomi_game_session_is_computer (session, SKY_SIDE_FIRST));
  g_assert_true (sakiyomi_game_session_is_computer (session, SKY_SIDE_SECOND));

  g_assert_true (session_test_run_until (session_test_is_over, session, 120));
  g_assert_true (session_test_run_until (session_test_is_idle, session, 10));
  end = sky_record_get_end (sakiyomi_game_session_get_record (session));
  g_assert_true (sky_position_is_over (end));
  g_assert_cmpint (end->game->result (end), ==, SKY_RESULT_FIRST_WINS);
  moves = record_moves (sakiyomi_game_session_get_record (session));
  g_test_message ("%s", moves);
  g_assert_cmpstr (moves, ==, COMPUTERS_GAME);
  g_assert_cmpuint (seen.game_over, ==, 1);
  g_assert_true (g_str_has_prefix (sakiyomi_game_session_get_status (session),
                                   "Game over: "));
  g_assert_nonnull (strstr (seen.log->str, "Game over: "));
  g_assert_false (sakiyomi_game_session_is_in_progress (session));
  /* The settings cannot name the game, and still name theirs. */
  game = g_settings_get_string (settings, "game");
  g_assert_cmpstr (game, ==, "reversi");

  /* Restarting plays this game again, not the settings' one. */
  sakiyomi_game_session_reseed (session, 22);
  sakiyomi_game_session_new_game (session, SAKIYOMI_MODE_COMPUTERS, TRUE);
  g_assert_true (sakiyomi_game_session_get_game (session) == &sky_fourbyfour_game);
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 0);
  g_assert_true (session_test_run_until (session_test_is_over, session, 120));
  g_assert_true (session_test_run_until (session_test_is_idle, session, 10));
  again = record_moves (sakiyomi_game_session_get_record (session));
  g_assert_cmpstr (again, ==, COMPUTERS_GAME);
  g_assert_cmpuint (seen.game_over, ==, 2);
  free_session (session, &seen);
}

/* A person (X) against minimax, with undo; every ply kept on disk; a new
 * session restores the game and the person plays it to the end. */
static void
test_person (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  g_autoptr(GFile) file = save_file ();
  g_autoptr(SkyRecord) kept = NULL;
  g_autofree char *kept_moves = NULL, *restored_moves = NULL;
  Seen seen;
  SakiyomiGameSession *session = new_session (settings, TRUE, &seen);
  guint turns = 0;

  sakiyomi_game_session_replace (session, start_record (), SAKIYOMI_MODE_FIRST,
                                 "Set up");
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));
  for (int i = 0; i < 3; i++)
    {
      sakiyomi_game_session_play (session, first_move (session));
      g_assert_true (session_test_run_until (idle_and_saved, session, 30));
      g_assert_true (sakiyomi_game_session_is_persons_turn (session));
    }
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 6);

  /* Undo takes back the computer's answer and the person's move. */
  g_assert_true (sakiyomi_game_session_can_undo (session));
  sakiyomi_game_session_undo (session);
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 4);
  g_assert_true (sakiyomi_game_session_is_persons_turn (session));
  sakiyomi_game_session_play (session, first_move (session));
  g_assert_true (session_test_run_until (idle_and_saved, session, 30));
  sakiyomi_game_session_save (session);
  kept = sky_record_copy (sakiyomi_game_session_get_record (session));
  kept_moves = record_moves (kept);
  g_assert_cmpuint (sky_record_get_n_moves (kept), ==, 6);
  free_session (session, &seen);

  /* A new session plays it on, the person still first. */
  session = new_session (settings, TRUE, &seen);
  g_assert_true (sakiyomi_game_session_restore (session));
  g_assert_true (sakiyomi_game_session_get_game (session) == &sky_fourbyfour_game);
  restored_moves = record_moves (sakiyomi_game_session_get_record (session));
  g_assert_cmpstr (restored_moves, ==, kept_moves);
  g_assert_cmpint (sakiyomi_game_session_get_mode (session), ==, SAKIYOMI_MODE_FIRST);
  g_assert_nonnull (strstr (seen.log->str, "Four by four"));

  /* To the end: the person's first free square each turn. */
  while (!session_test_is_over (session))
    {
      g_assert_true (sakiyomi_game_session_is_persons_turn (session));
      sakiyomi_game_session_play (session, first_move (session));
      g_assert_true (session_test_run_until (session_test_is_idle, session, 30));
      g_assert_cmpuint (++turns, <=, 8);
    }
  g_assert_cmpuint (seen.game_over, ==, 1);
  g_assert_true (g_str_has_prefix (sakiyomi_game_session_get_status (session),
                                   "Game over: "));
  /* A finished game is not kept. */
  sakiyomi_game_session_save (session);
  g_assert_false (g_file_query_exists (file, NULL));
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

  /* The one line that makes the game known. */
  sky_game_register (&sky_fourbyfour_game);

  data_dir = g_dir_make_tmp ("sakiyomi-fourbyfour-XXXXXX", &error);
  g_assert_no_error (error);
  g_test_add_func ("/session-fourbyfour/computers", test_computers);
  g_test_add_func ("/session-fourbyfour/person", test_person);
  status = g_test_run ();

  {
    g_autoptr(GFile) file = save_file ();
    g_autofree char *lock = g_build_filename (data_dir, "autosave.txt.lock", NULL);

    g_file_delete (file, NULL, NULL);
    g_remove (lock);
  }
  g_rmdir (data_dir);
  g_free (data_dir);
  return status;
}
