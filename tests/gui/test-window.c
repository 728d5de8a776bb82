/* test-window.c: the real window driven through its actions and through
 * clicks on its board: whole games of every kind against every opponent,
 * undo, hint, switching games, the New Game dialog, cancellation and
 * responsiveness. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "gui-test-util.h"
#include "sakiyomi-game-layout.h"
#include "sakiyomi-new-game-dialog.h"
#include "sakiyomi-preferences-window.h"

static const char *const games[] = { "numbergrab", "tictactoe", "reversi" };
static const char *const opponents[] = {
  "minimax", "random", "priority", "montecarlo",
};

static void
activate (SakiyomiWindow *window,
          const char     *action,
          GVariant       *param)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), action, param);
}

static gboolean
action_enabled (SakiyomiWindow *window,
                const char     *action)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), action);
}

/* The person plays a legal move chosen by rand, by clicking its cell. */
static SkyMove
person_plays (SakiyomiWindow *window,
              GRand          *rand)
{
  const SkyPosition *pos = sakiyomi_window_get_position (window);
  SkyMove moves[SKY_MAX_MOVES];
  int n = sky_position_legal_moves (pos, moves);
  SkyMove move;

  g_assert_cmpint (n, >, 0);
  g_assert_true (moves[0] != SKY_MOVE_PASS);  /* passes are played for us */
  move = moves[g_rand_int_range (rand, 0, n)];
  gui_test_click_cell (window, move);
  return move;
}

/* Plays a whole game, the person by clicks, the computer by itself, and
 * checks the model after every move. */
static void
play_to_end (SakiyomiWindow *window,
             guint32         seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  int guard = 0;

  for (;;)
    {
      const SkyPosition *pos;
      guint before;

      g_assert_true (gui_test_wait_idle (window, 60));
      pos = sakiyomi_window_get_position (window);
      if (sky_position_is_over (pos))
        break;
      g_assert_true (sakiyomi_window_is_persons_turn (window));
      g_assert_true (action_enabled (window, "hint"));
      before = sakiyomi_window_get_n_moves (window);
      person_plays (window, rand);
      g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, before + 1);
      g_assert_cmpint (++guard, <, 100);
    }
  g_assert_false (action_enabled (window, "hint"));
}

static void
test_full_game (gconstpointer data)
{
  const char *const *pair = data;
  SakiyomiWindow *window;
  const SkyPosition *pos;
  g_autofree char *log = NULL;
  SkySearchResult search;
  SkyResult result;

  gui_test_reset_settings ();
  window = gui_test_window_new (pair[0], pair[1], "first");
  play_to_end (window, 7);

  pos = sakiyomi_window_get_position (window);
  g_assert_true (sky_position_is_over (pos));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, pos->ply);
  g_assert_true (sakiyomi_window_get_last_search (window, &search));
  g_assert_true (search.move >= 0 || search.move == SKY_MOVE_PASS);

  /* The log has a numbered line for every move and pass, and the end. */
  log = sakiyomi_window_get_log (window);
  {
    g_autofree char *last = g_strdup_printf ("\n%d. ", pos->ply);
    g_assert_nonnull (strstr (log, last));
    g_assert_nonnull (strstr (log, "Game over: "));
  }

  result = pos->game->result (pos);
  g_assert_cmpint (result, !=, SKY_RESULT_NONE);
  if (pos->game->kind != SKY_GAME_TICTACTOE)
    {
      int first = pos->game->score (pos, SKY_SIDE_FIRST);
      int second = pos->game->score (pos, SKY_SIDE_SECOND);

      g_assert_cmpint (result, ==, first > second ? SKY_RESULT_FIRST_WINS
                                   : first < second ? SKY_RESULT_SECOND_WINS
                                   : SKY_RESULT_DRAW);
    }
  /* Exact minimax never loses tic-tac-toe. */
  if (pos->game->kind == SKY_GAME_TICTACTOE && g_str_equal (pair[1], "minimax"))
    g_assert_cmpint (result, !=, SKY_RESULT_FIRST_WINS);

  /* Undo works after the game is over. */
  g_assert_true (action_enabled (window, "undo"));
  activate (window, "undo", NULL);
  g_assert_false (sky_position_is_over (sakiyomi_window_get_position (window)));
  g_assert_true (sakiyomi_window_is_persons_turn (window));

  gui_test_window_close (window);
}

static void
test_undo (void)
{
  SakiyomiWindow *window;
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autofree SkyPosition *start = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  g_assert_true (gui_test_wait_idle (window, 10));
  start = sky_position_copy (sakiyomi_window_get_position (window));
  g_assert_false (action_enabled (window, "undo"));

  person_plays (window, rand);
  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 2);
  person_plays (window, rand);
  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 4);

  /* Back to the person's previous turn: two plies, the person to move. */
  activate (window, "undo", NULL);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 2);
  g_assert_true (sakiyomi_window_is_persons_turn (window));
  activate (window, "undo", NULL);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 0);
  g_assert_cmpmem (sakiyomi_window_get_position (window), start->game->position_size,
                   start, start->game->position_size);
  g_assert_false (action_enabled (window, "undo"));

  /* Undo while the computer thinks drops its search. */
  g_settings_set_int (sakiyomi_window_get_settings (window), "computer-pause", 400);
  person_plays (window, rand);
  g_assert_true (sakiyomi_window_is_busy (window));
  activate (window, "undo", NULL);
  g_assert_false (sakiyomi_window_is_busy (window));
  gui_test_run_for (0.6);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 0);

  gui_test_window_close (window);
}

static void
test_undo_second (void)
{
  SakiyomiWindow *window;
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "random", "second");
  g_assert_true (gui_test_wait_idle (window, 10));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 1);
  /* The computer's opening move cannot be taken back. */
  g_assert_false (action_enabled (window, "undo"));
  person_plays (window, rand);
  g_assert_true (gui_test_wait_idle (window, 10));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 3);
  activate (window, "undo", NULL);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 1);
  g_assert_true (sakiyomi_window_is_persons_turn (window));
  gui_test_window_close (window);
}

static void
test_hint (void)
{
  SakiyomiWindow *window;
  SakiyomiBoardView *board;
  const SkyPosition *pos;
  SkyMove hint;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "random", "first");
  board = sakiyomi_window_get_board (window);
  g_assert_true (gui_test_wait_idle (window, 10));

  /* X at the centre, O answers; then ask for a hint. */
  gui_test_click_cell (window, 4);
  g_assert_true (gui_test_wait_idle (window, 10));
  pos = sakiyomi_window_get_position (window);
  g_assert_cmpint (pos->ply, ==, 2);

  activate (window, "hint", NULL);
  g_assert_true (sakiyomi_window_is_busy (window));
  g_assert_false (sakiyomi_window_is_persons_turn (window));
  g_assert_true (gui_test_wait_idle (window, 10));
  hint = sakiyomi_board_view_get_hint (board);
  g_assert_true (sky_position_is_legal_move (sakiyomi_window_get_position (window),
                                             hint));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 2);
  g_assert_true (g_str_has_prefix (sakiyomi_window_get_status (window), "Hint: "));
  g_assert_true (sakiyomi_window_is_persons_turn (window));

  /* Playing clears it. */
  gui_test_click_cell (window, hint);
  g_assert_cmpint (sakiyomi_board_view_get_hint (board), ==, SKY_MOVE_NONE);
  gui_test_window_close (window);
}

static void
test_hint_reversi_minimax (void)
{
  SakiyomiWindow *window;
  SkyMove hint;
  g_autoptr(GSettings) settings = sakiyomi_settings_new ();

  gui_test_reset_settings ();
  g_settings_set_boolean (settings, "hint-overlay", TRUE);
  window = gui_test_window_new ("reversi", "minimax", "first");
  g_assert_true (gui_test_wait_idle (window, 10));
  activate (window, "hint", NULL);
  g_assert_true (gui_test_wait_idle (window, 10));
  hint = sakiyomi_board_view_get_hint (sakiyomi_window_get_board (window));
  /* All four first moves are symmetric: any is legal, none is played. */
  g_assert_true (hint == 19 || hint == 26 || hint == 37 || hint == 44);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 0);
  gui_test_window_close (window);
}

static void
test_switch_game (void)
{
  SakiyomiWindow *window;
  GtkWidget *dialog;
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(GVariant) state = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "priority", "first");
  g_assert_true (gui_test_wait_idle (window, 10));

  /* At the start nothing is lost: the switch happens without a question. */
  activate (window, "game", g_variant_new_string ("numbergrab"));
  g_assert_null (sakiyomi_window_get_confirm_dialog (window));
  g_assert_cmpint (sakiyomi_window_get_position (window)->game->kind, ==,
                   SKY_GAME_NUMBERGRAB);

  /* In the middle of a game it asks; "keep playing" keeps everything. */
  person_plays (window, rand);
  g_assert_true (gui_test_wait_idle (window, 10));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 2);
  activate (window, "game", g_variant_new_string ("tictactoe"));
  dialog = sakiyomi_window_get_confirm_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_assert_null (sakiyomi_window_get_confirm_dialog (window));
  g_assert_cmpint (sakiyomi_window_get_position (window)->game->kind, ==,
                   SKY_GAME_NUMBERGRAB);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 2);
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "game");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "numbergrab");

  /* Switching the opponent asks too; accepting starts the new game. */
  activate (window, "opponent", g_variant_new_string ("montecarlo"));
  dialog = sakiyomi_window_get_confirm_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 0);
  g_assert_cmpint (sakiyomi_settings_get_opponent (sakiyomi_window_get_settings (window)),
                   ==, SKY_PLAYER_MONTECARLO);

  /* Misère applies to tic-tac-toe. */
  activate (window, "game", g_variant_new_string ("tictactoe"));
  g_assert_null (sakiyomi_window_get_confirm_dialog (window));
  activate (window, "misere", NULL);
  g_assert_true (g_settings_get_boolean (sakiyomi_window_get_settings (window),
                                         "misere"));
  g_assert_cmpint (sakiyomi_window_get_position (window)->game->kind, ==,
                   SKY_GAME_TICTACTOE);
  gui_test_window_close (window);
}

static void
test_new_game_dialog_second (void)
{
  SakiyomiWindow *window;
  GtkWidget *dialog;
  const SkyPosition *pos;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "priority", "first");
  g_assert_true (gui_test_wait_idle (window, 10));

  activate (window, "new-game", NULL);
  dialog = sakiyomi_window_get_new_game_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  g_assert_cmpint (sakiyomi_new_game_dialog_get_mode (SAKIYOMI_NEW_GAME_DIALOG (dialog)),
                   ==, SAKIYOMI_MODE_FIRST);
  sakiyomi_new_game_dialog_set_mode (SAKIYOMI_NEW_GAME_DIALOG (dialog),
                                     SAKIYOMI_MODE_SECOND);
  sakiyomi_new_game_dialog_start (SAKIYOMI_NEW_GAME_DIALOG (dialog));
  g_assert_null (sakiyomi_window_get_new_game_dialog (window));

  /* The computer, playing black, opens: with the priority table that is
   * the first of the highest squares scanning rows, d3. */
  g_assert_cmpint (sakiyomi_window_get_mode (window), ==, SAKIYOMI_MODE_SECOND);
  g_assert_true (gui_test_wait_idle (window, 10));
  pos = sakiyomi_window_get_position (window);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 1);
  g_assert_cmpint (pos->to_move, ==, SKY_SIDE_SECOND);
  g_assert_cmpint (pos->last_move, ==, 19);
  g_assert_true (sakiyomi_window_is_persons_turn (window));

  /* The dialog remembers the choice. */
  activate (window, "new-game", NULL);
  dialog = sakiyomi_window_get_new_game_dialog (window);
  g_assert_cmpint (sakiyomi_new_game_dialog_get_mode (SAKIYOMI_NEW_GAME_DIALOG (dialog)),
                   ==, SAKIYOMI_MODE_SECOND);
  /* Escape closes it (window.close) without starting anything. */
  gtk_widget_activate_action (dialog, "window.close", NULL);
  gui_test_run_for (0.05);
  g_assert_null (sakiyomi_window_get_new_game_dialog (window));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 1);
  gui_test_window_close (window);
}

static void
test_two_people_and_computers (void)
{
  SakiyomiWindow *window;
  int n = 0;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  /* Both sides click; nothing searches. */
  for (int cell = 0; cell < 9 && !sky_position_is_over (sakiyomi_window_get_position (window)); cell++)
    {
      g_assert_true (sakiyomi_window_is_persons_turn (window));
      gui_test_click_cell (window, cell);
      g_assert_false (sakiyomi_window_is_busy (window));
      n++;
    }
  /* X takes 0, 2, 4, 6: the diagonal 2-4-6 wins on the seventh move. */
  g_assert_cmpint (n, ==, 7);
  g_assert_cmpint (sakiyomi_window_get_position (window)->game->result (sakiyomi_window_get_position (window)),
                   ==, SKY_RESULT_FIRST_WINS);

  /* Computer against computer plays to the end by itself. */
  g_settings_set_string (sakiyomi_window_get_settings (window),
                         "computers-second-opponent", "minimax");
  activate (window, "start-game", g_variant_new_string ("computers"));
  g_assert_false (sakiyomi_window_is_persons_turn (window));
  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_true (sky_position_is_over (sakiyomi_window_get_position (window)));
  /* Perfect play on both sides draws. */
  g_assert_cmpint (sakiyomi_window_get_position (window)->game->result (sakiyomi_window_get_position (window)),
                   ==, SKY_RESULT_DRAW);
  g_assert_false (action_enabled (window, "undo"));

  /* Minimax against the second computer, random: minimax never loses. */
  g_settings_set_string (sakiyomi_window_get_settings (window),
                         "computers-second-opponent", "random");
  activate (window, "start-game", g_variant_new_string ("computers"));
  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_true (sky_position_is_over (sakiyomi_window_get_position (window)));
  g_assert_cmpint (sakiyomi_window_get_position (window)->game->result (sakiyomi_window_get_position (window)),
                   !=, SKY_RESULT_SECOND_WINS);
  gui_test_window_close (window);
}

static void
test_restart_same_board (void)
{
  SakiyomiWindow *window;
  g_autofree SkyPosition *start = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  guint32 seed;

  gui_test_reset_settings ();
  window = gui_test_window_new ("numbergrab", "priority", "first");
  g_assert_true (gui_test_wait_idle (window, 10));
  start = sky_position_copy (sakiyomi_window_get_position (window));
  seed = g_settings_get_uint (sakiyomi_window_get_settings (window),
                              "numbergrab-seed");
  person_plays (window, rand);
  g_assert_true (gui_test_wait_idle (window, 10));

  /* Restart: the same board again, from the start. */
  activate (window, "restart", NULL);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 0);
  g_assert_cmpmem (sakiyomi_window_get_position (window), start->game->position_size,
                   start, start->game->position_size);

  /* A new game draws a new board from a new seed, and stores it. */
  activate (window, "start-game", g_variant_new_string ("first"));
  g_assert_cmpuint (g_settings_get_uint (sakiyomi_window_get_settings (window),
                                         "numbergrab-seed"), !=, seed);
  g_assert_true (memcmp (sakiyomi_window_get_position (window), start,
                         start->game->position_size) != 0);
  gui_test_window_close (window);
}

/* A value outside the schema's range written straight into the settings
 * store (as dconf or an editor could) is never used as it is. */
static void
test_out_of_range_setting (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sakiyomi-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "keyfile", NULL);
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettings) settings = NULL;
  SkyStrength strength;

  g_assert_true (g_file_set_contents (path,
                                      "[io/github/sakiyomi/Sakiyomi]\n"
                                      "reversi-minimax-depth=99\n"
                                      "computer-pause=-5\n"
                                      "reversi-montecarlo-seconds=1e9\n"
                                      "game='chess'\n", -1, NULL));
  backend = g_keyfile_settings_backend_new (path, "/", NULL);
  settings = g_settings_new_with_backend (APPLICATION_ID, backend);

  g_assert_cmpint (sakiyomi_settings_get_int (settings, "reversi-minimax-depth"), >=, 1);
  g_assert_cmpint (sakiyomi_settings_get_int (settings, "reversi-minimax-depth"), <=, 10);
  g_assert_cmpint (sakiyomi_settings_get_int (settings, "computer-pause"), >=, 0);
  g_assert_cmpfloat (sakiyomi_settings_get_double (settings, "reversi-montecarlo-seconds"), <=, 60);
  g_assert_cmpint (sakiyomi_settings_get_game (settings), <, SKY_N_GAMES);
  sakiyomi_settings_get_strength (settings, SKY_GAME_REVERSI, SKY_PLAYER_MINIMAX,
                                  &strength);
  g_assert_cmpint (strength.depth, >=, 1);
  g_assert_cmpint (strength.depth, <=, 10);

  g_unlink (path);
  g_rmdir (dir);
}

/* Presets write real settings, and settings that match one show it. */
static void
test_presets (void)
{
  g_autoptr(GSettings) settings = sakiyomi_settings_new ();
  SakiyomiPreferencesWindow *prefs;
  GtkDropDown *reversi;
  SkyStrength strength;
  g_autofree char *name = NULL;

  gui_test_reset_settings ();
  prefs = sakiyomi_preferences_window_new (NULL);
  reversi = sakiyomi_preferences_window_get_presets (prefs, SKY_GAME_REVERSI);
  /* The test's own fast settings are no preset. */
  g_assert_cmpuint (gtk_drop_down_get_selected (reversi), ==, 4);

  gtk_drop_down_set_selected (reversi, 1);      /* Casual: seed 003 */
  sakiyomi_settings_get_strength (settings, SKY_GAME_REVERSI,
                                  SKY_PLAYER_MINIMAX, &strength);
  g_assert_cmpint (strength.depth, ==, 3);
  g_assert_false (strength.strong_eval);
  g_assert_true (strength.alpha_beta);
  sakiyomi_settings_get_strength (settings, SKY_GAME_REVERSI,
                                  SKY_PLAYER_MONTECARLO, &strength);
  g_assert_false (strength.tree);
  g_assert_cmpint (strength.playouts, ==, 0);
  name = sakiyomi_describe_strength (&strength);
  g_assert_cmpstr (name, ==, "Monte Carlo, flat");

  /* Expert is the strong engine at a second per move. */
  gtk_drop_down_set_selected (reversi, 3);
  sakiyomi_settings_get_strength (settings, SKY_GAME_REVERSI,
                                  SKY_PLAYER_MINIMAX, &strength);
  g_assert_true (strength.engine);
  g_assert_cmpint (strength.depth, ==, 0);
  g_assert_cmpfloat (strength.seconds, ==, 1.0);
  g_clear_pointer (&name, g_free);
  name = sakiyomi_describe_strength (&strength);
  g_assert_cmpstr (name, ==, "Minimax, strong engine, 1.0 s per move");
  gtk_drop_down_set_selected (reversi, 1);

  /* Changing one setting by hand makes it Custom; putting it back, Casual. */
  g_settings_set_int (settings, "reversi-minimax-depth", 4);
  g_assert_cmpuint (gtk_drop_down_get_selected (reversi), ==, 4);
  g_settings_set_int (settings, "reversi-minimax-depth", 3);
  g_assert_cmpuint (gtk_drop_down_get_selected (reversi), ==, 1);

  /* The schema's defaults are presets: Strong, and perfect tic-tac-toe. */
  gui_test_reset_settings ();
  {
    g_autoptr(GSettingsSchema) schema = NULL;
    g_auto(GStrv) keys = NULL;

    g_object_get (settings, "settings-schema", &schema, NULL);
    keys = g_settings_schema_list_keys (schema);
    for (int i = 0; keys[i] != NULL; i++)
      g_settings_reset (settings, keys[i]);
  }
  g_assert_cmpuint (gtk_drop_down_get_selected (reversi), ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (sakiyomi_preferences_window_get_presets (prefs, SKY_GAME_NUMBERGRAB)),
                    ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (sakiyomi_preferences_window_get_presets (prefs, SKY_GAME_TICTACTOE)),
                    ==, 3);
  gtk_window_destroy (GTK_WINDOW (prefs));
}

static void
test_strong_engine (void)
{
  SakiyomiWindow *window;
  GSettings *settings;
  SkySearchResult search;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  settings = sakiyomi_window_get_settings (window);
  g_settings_set_boolean (settings, "reversi-engine", TRUE);
  g_settings_set_double (settings, "reversi-engine-seconds", 0.2);
  g_assert_true (gui_test_wait_idle (window, 10));

  gui_test_click_cell (window, 37);
  g_assert_true (gui_test_wait_idle (window, 10));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 2);
  g_assert_true (sakiyomi_window_get_last_search (window, &search));
  g_assert_cmpint (search.depth, >=, 1);
  g_assert_true (search.move == 29 || search.move == 43 || search.move == 45);
  g_test_message ("strong engine, 0.2 s: depth %d, %" G_GUINT64_FORMAT " nodes",
                  search.depth, search.nodes);

  activate (window, "hint", NULL);
  g_assert_true (gui_test_wait_idle (window, 10));
  g_assert_true (sky_position_is_legal_move (sakiyomi_window_get_position (window),
                                             sakiyomi_board_view_get_hint (sakiyomi_window_get_board (window))));
  g_assert_true (strstr (sakiyomi_window_get_status (window), " discs") != NULL);
  gui_test_window_close (window);
}

static void
test_illegal_click (void)
{
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  g_assert_true (gui_test_wait_idle (window, 10));
  gui_test_click_cell (window, 0);      /* a1: turns nothing over */
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 0);
  g_assert_false (sakiyomi_window_is_busy (window));
  g_assert_cmpstr (sakiyomi_window_get_status (window), ==,
                   "A disc at a1 would not turn any disc over.");
  gui_test_window_close (window);
}

/* ---- Cancellation and responsiveness ------------------------------------ */

static gboolean
worker_done (gpointer data)
{
  return sakiyomi_ai_worker_get_n_running (data) == 0;
}

static void
test_cancel_new_game (void)
{
  SakiyomiWindow *window;
  SakiyomiAiWorker *worker;
  GSettings *settings;
  gint64 start;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  worker = sakiyomi_window_get_worker (window);
  settings = sakiyomi_window_get_settings (window);
  /* Deep and unpruned: this search would take minutes. */
  g_settings_set_int (settings, "reversi-minimax-depth", 10);
  g_settings_set_boolean (settings, "reversi-alpha-beta", FALSE);
  g_assert_true (gui_test_wait_idle (window, 10));

  gui_test_click_cell (window, 37);     /* f5 */
  g_assert_true (sakiyomi_window_is_busy (window));
  gui_test_run_for (0.3);
  g_assert_true (sakiyomi_window_is_busy (window));
  g_assert_cmpuint (sakiyomi_ai_worker_get_n_running (worker), ==, 1);

  start = g_get_monotonic_time ();
  activate (window, "start-game", g_variant_new_string ("first"));
  g_assert_false (sakiyomi_window_is_busy (window));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 0);
  g_assert_true (gui_test_wait (worker_done, worker, 5));
  g_test_message ("the cancelled search ended %.1f ms after new game",
                  (g_get_monotonic_time () - start) / 1000.0);

  /* Nothing stale lands afterwards. */
  gui_test_run_for (0.3);
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 0);
  g_assert_true (sakiyomi_window_is_persons_turn (window));

  /* Closing the window while it thinks stops the search too. */
  gui_test_click_cell (window, 37);
  g_assert_true (sakiyomi_window_is_busy (window));
  g_object_ref (worker);
  gui_test_window_close (window);
  g_assert_true (gui_test_wait (worker_done, worker, 5));
  g_object_unref (worker);
}

static gboolean
is_label_with (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget)
         && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), text);
}

static gboolean
layout_is_narrow (gpointer data)
{
  SakiyomiWindow *window = data;

  return sakiyomi_game_layout_is_narrow (SAKIYOMI_GAME_LAYOUT (window->game_box));
}

static gboolean
layout_is_wide (gpointer data)
{
  return !layout_is_narrow (data);
}

/* In a phone-sized window the players sit side by side: the computer's
 * long name takes two lines at most, so "Computer" stays whole, and is
 * whole in its tooltip; beside the board it wraps with no tooltip.  The
 * Moves/Log switcher spans the panel as the view switcher above it does. */
static void
test_narrow_players (void)
{
  SakiyomiWindow *window;
  GtkLabel *name;
  const char *text;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  g_assert_true (gui_test_wait_idle (window, 10));
  name = (GtkLabel *) gui_test_find_widget (GTK_WIDGET (window->players_panel),
                                            is_label_with, "Computer (");
  g_assert_nonnull (name);
  text = gtk_label_get_text (name);
  g_assert_cmpint (gtk_widget_get_halign (window->moves_switcher), ==, GTK_ALIGN_FILL);

  gui_test_resize (window, 360, 720);
  g_assert_true (gui_test_wait (layout_is_narrow, window, 5));
  gui_test_run_for (0.2);
  g_assert_cmpint (gtk_label_get_lines (name), ==, 2);
  g_assert_cmpint (gtk_label_get_ellipsize (name), ==, PANGO_ELLIPSIZE_END);
  g_assert_true (gtk_label_get_wrap (name));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (name)), ==, text);

  gui_test_resize (window, 1000, 700);
  g_assert_true (gui_test_wait (layout_is_wide, window, 5));
  gui_test_run_for (0.2);
  g_assert_cmpint (gtk_label_get_lines (name), ==, -1);
  g_assert_cmpint (gtk_label_get_ellipsize (name), ==, PANGO_ELLIPSIZE_NONE);
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (name)));
  gui_test_window_close (window);
}

/* Between a phone's width and a desktop's, the window's shape decides:
 * a small landscape window keeps the board beside the panel (under it the
 * board would be a thumbnail), a portrait one of the same width puts the
 * panel under the board. */
static void
test_small_landscape (void)
{
  SakiyomiWindow *window;
  GtkWidget *panel;
  graphene_rect_t bounds;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "first");
  g_assert_true (gui_test_wait_idle (window, 10));
  panel = gtk_widget_get_last_child (window->game_box);

  gui_test_resize (window, 560, 760);
  g_assert_true (gui_test_wait (layout_is_narrow, window, 5));
  gui_test_resize (window, 600, 500);
  g_assert_true (gui_test_wait (layout_is_wide, window, 5));
  gui_test_run_for (0.2);
  /* The panel is beside the board, which has at least 200 pixels. */
  g_assert_true (gtk_widget_compute_bounds (panel, window->game_box, &bounds));
  g_assert_cmpfloat (bounds.origin.y, ==, 0);
  g_assert_cmpfloat (bounds.origin.x, >=, 200);
  gui_test_resize (window, 560, 760);
  g_assert_true (gui_test_wait (layout_is_narrow, window, 5));
  gui_test_window_close (window);
}

typedef struct
{
  gint64 last;
  gint64 worst;
  guint ticks;
} Gaps;

static gboolean
record_gap (gpointer data)
{
  Gaps *gaps = data;
  gint64 now = g_get_monotonic_time ();

  if (gaps->last != 0)
    gaps->worst = MAX (gaps->worst, now - gaps->last);
  gaps->last = now;
  gaps->ticks++;
  return G_SOURCE_CONTINUE;
}

typedef struct
{
  guint count;
  double first_fraction;
  double last_fraction;
  gboolean went_back;
} ProgressLog;

static void
on_progress (SakiyomiAiWorker *worker,
             guint             request,
             gpointer          data,
             ProgressLog      *log)
{
  const SkyProgress *progress = data;

  g_assert_true (sakiyomi_ai_worker_is_current (worker, request));
  if (log->count == 0)
    log->first_fraction = progress->fraction;
  else if (progress->fraction < log->last_fraction)
    log->went_back = TRUE;
  log->last_fraction = progress->fraction;
  log->count++;
}

static gboolean
not_busy (gpointer data)
{
  return !sakiyomi_window_is_busy (data);
}

static void
test_responsive (void)
{
  SakiyomiWindow *window;
  GSettings *settings;
  Gaps gaps = { 0 };
  ProgressLog progress = { 0 };
  guint timeout;
  gint64 start, elapsed;
  SkySearchResult search;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "montecarlo", "first");
  settings = sakiyomi_window_get_settings (window);
  /* A search of a second and a half, by the clock. */
  g_settings_set_double (settings, "reversi-montecarlo-seconds", 1.5);
  g_settings_set_int (settings, "reversi-montecarlo-playouts", 0);
  g_assert_true (gui_test_wait_idle (window, 10));
  g_signal_connect (sakiyomi_window_get_worker (window), "progress",
                    G_CALLBACK (on_progress), &progress);

  gui_test_click_cell (window, 37);
  timeout = g_timeout_add (10, record_gap, &gaps);
  start = g_get_monotonic_time ();
  /* Meanwhile the window keeps drawing: resize it while it thinks. */
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 640);
  g_assert_true (gui_test_wait (not_busy, window, 20));
  elapsed = g_get_monotonic_time () - start;
  g_source_remove (timeout);

  g_assert_true (sakiyomi_ai_worker_last_ran_off_main_thread (sakiyomi_window_get_worker (window)));
  g_assert_true (sakiyomi_window_get_last_search (window, &search));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 2);
  /* The loop stayed live: the 10 ms timeout kept firing while the search
   * ran (how often depends on the machine, so only "more than once"). */
  g_assert_cmpuint (gaps.ticks, >, 1);
  /* The progress bar really advanced: throttled reports, never backwards
   * (how many arrive depends on the machine's speed). */
  g_assert_cmpuint (progress.count, >=, 1);
  g_assert_false (progress.went_back);
  if (progress.count >= 2)
    g_assert_cmpfloat (progress.last_fraction, >, progress.first_fraction);
  g_signal_handlers_disconnect_by_func (sakiyomi_window_get_worker (window),
                                        on_progress, &progress);
  g_test_message ("search %.2f s (engine %.2f s, %" G_GUINT64_FORMAT
                  " playouts, %u progress reports); 10 ms timeout fired %u times,"
                  " worst gap %.1f ms",
                  elapsed / 1e6, search.seconds, search.playouts, progress.count,
                  gaps.ticks, gaps.worst / 1000.0);
  gui_test_window_close (window);
}

int
main (int    argc,
      char **argv)
{
  gui_test_init (&argc, &argv);

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint o = 0; o < G_N_ELEMENTS (opponents); o++)
      {
        const char **pair = g_new (const char *, 2);
        g_autofree char *path = g_strdup_printf ("/window/full-game/%s/%s",
                                                 games[g], opponents[o]);

        pair[0] = games[g];
        pair[1] = opponents[o];
        g_test_add_data_func_full (path, pair, test_full_game, g_free);
      }
  g_test_add_func ("/window/undo", test_undo);
  g_test_add_func ("/window/undo-second", test_undo_second);
  g_test_add_func ("/window/hint", test_hint);
  g_test_add_func ("/window/hint-reversi", test_hint_reversi_minimax);
  g_test_add_func ("/window/switch-game", test_switch_game);
  g_test_add_func ("/window/new-game-dialog-second", test_new_game_dialog_second);
  g_test_add_func ("/window/two-people-and-computers", test_two_people_and_computers);
  g_test_add_func ("/window/illegal-click", test_illegal_click);
  g_test_add_func ("/window/restart-same-board", test_restart_same_board);
  g_test_add_func ("/window/presets", test_presets);
  g_test_add_func ("/window/strong-engine", test_strong_engine);
  g_test_add_func ("/window/out-of-range-setting", test_out_of_range_setting);
  g_test_add_func ("/window/cancel-new-game", test_cancel_new_game);
  g_test_add_func ("/window/responsive", test_responsive);
  g_test_add_func ("/window/narrow-players", test_narrow_players);
  g_test_add_func ("/window/small-landscape", test_small_landscape);

  return g_test_run ();
}
