/* test-practice-window.c: Practice (issue 35, item 8).  The practice loop
 * in its window on a store of the test's own ($SAKIYOMI_PRACTICE_FILE)
 * and the test's own clock: a reversi blunder asked, answered wrong (the
 * explanation, the line after it, the marks; due again ten minutes
 * later), answered right (counted solved), and all of it there again in
 * a new window; the empty and damaged stores; and a reviewed game in the
 * game window keeping the person's mistakes, none of a game of two
 * computers. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "gui-test-util.h"
#include "practice.h"
#include "practice-schedule.h"
#include "sakiyomi-board-view.h"
#include "sakiyomi-practice-window.h"

/* 2026-12-06 00:00 UTC */
#define T0 G_GINT64_CONSTANT (1796515200)

/* X takes the centre, O answers on an edge (b1), a blunder: with a
 * corner O draws.  Then X wins on the a3–c1 diagonal. */
static const char tictactoe_game[] = "# Sakiyomi tictactoe\nb2 b1 a1 c3 a3 a2 c1\n";

static char *data_home;

static char *
new_store_path (const char *name)
{
  char *path = g_build_filename (data_home, name, NULL);

  g_unlink (path);
  g_setenv ("SAKIYOMI_PRACTICE_FILE", path, TRUE);
  return path;
}

/* Reversi d3 c3 c4 e3 b2 a1: Black's b2 a blunder of 14 discs, f4 best
 * (Black +2), White's a1 the answer; kept as the review would. */
static void
add_blunder (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SkyRecord) record = sky_record_from_string ("d3 c3 c4 e3 b2 a1", &error);
  g_autoptr(SkyPracticeStore) store = NULL;
  g_autofree SkyReviewPly *plies = NULL;
  const gboolean first[2] = { TRUE, FALSE };
  const SkyPosition *pos;
  SkyReviewPly *ply;
  guint added = 0;

  g_assert_no_error (error);
  plies = g_new0 (SkyReviewPly, 6);
  for (guint i = 0; i < 6; i++)
    {
      plies[i].ply = i;
      plies[i].side = sky_record_get_position (record, i)->to_move;
      plies[i].played = plies[i].best = sky_record_get_move (record, i);
    }
  ply = &plies[4];
  pos = sky_record_get_position (record, 4);
  g_assert_true (pos->game->move_from_string (pos, "f4", &ply->best, NULL));
  ply->judgement = SKY_JUDGEMENT_BLUNDER;
  ply->exact = TRUE;
  ply->best_value = 2;
  ply->played_value = -12;
  ply->loss = 14;
  ply->good[0] = ply->best;
  ply->n_good = 1;
  ply->pv[0] = ply->best;
  ply->pv_length = 1;
  ply->refutation[0] = sky_record_get_move (record, 5);
  ply->refutation_length = 1;

  store = sky_practice_store_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (sky_practice_store_add_review (store, record, plies, 6, first,
                                                "game.txt", 1, T0, &added,
                                                &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 1);
}

static SakiyomiPracticeWindow *
open_window (gint64 now)
{
  SakiyomiPracticeWindow *window = sakiyomi_practice_window_new (NULL, NULL);
  SakiyomiPracticeSession *session = sakiyomi_practice_window_get_session (window);

  gtk_window_set_application (GTK_WINDOW (window), gui_test_get_application ());
  sakiyomi_practice_session_set_clock (session, now);
  sakiyomi_practice_session_reload (session);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  gui_test_run_for (0.3);
  return window;
}

static gboolean
is_board (GtkWidget *widget, gconstpointer data)
{
  return SAKIYOMI_IS_BOARD_VIEW (widget);
}

static gboolean
is_label_named (GtkWidget *widget, gconstpointer name)
{
  return GTK_IS_LABEL (widget)
         && g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static SakiyomiBoardView *
board_of (SakiyomiPracticeWindow *window)
{
  return SAKIYOMI_BOARD_VIEW (gui_test_find_widget (GTK_WIDGET (window),
                                                    is_board, NULL));
}

/* A label's text if shown, else NULL. */
static const char *
shown_label (SakiyomiPracticeWindow *window, const char *name)
{
  GtkWidget *label = gui_test_find_widget (GTK_WIDGET (window), is_label_named, name);

  g_assert_nonnull (label);
  if (!gtk_widget_get_visible (label))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (label));
}

/* A click on the board's square, through its own click handler. */
static void
click_square (SakiyomiPracticeWindow *window, const char *square)
{
  SakiyomiBoardView *board = board_of (window);
  const SkyPosition *pos = sakiyomi_board_view_get_position (board);
  int width = gtk_widget_get_width (GTK_WIDGET (board));
  int height = gtk_widget_get_height (GTK_WIDGET (board));
  SkyMove move;
  double x, y;

  g_assert_true (pos->game->move_from_string (pos, square, &move, NULL));
  g_assert_true (sakiyomi_board_view_cell_center (board, width, height, move, &x, &y));
  sakiyomi_board_view_click (board, x, y);
  gui_test_run_for (0.1);
}

static SkyMove
move_named (SakiyomiPracticeWindow *window, const char *square)
{
  const SkyPosition *pos = sakiyomi_board_view_get_position (board_of (window));
  SkyMove move;

  g_assert_true (pos->game->move_from_string (pos, square, &move, NULL));
  return move;
}

static void
test_loop (void)
{
  g_autofree char *path = new_store_path ("loop.ini");
  g_autoptr(SkyPracticeStore) store = NULL;
  g_autoptr(GError) error = NULL;
  SakiyomiPracticeWindow *window;
  SakiyomiPracticeSession *session;
  const SkyPracticeEntry *entry;

  add_blunder (path);
  window = open_window (T0);
  session = sakiyomi_practice_window_get_session (window);
  g_assert_cmpstr (sakiyomi_practice_window_get_page (window), ==, "position");
  g_assert_cmpstr (shown_label (window, "question"), ==,
                   "Black to move: find the best move");
  g_assert_cmpstr (shown_label (window, "source"), ==, "From game.txt, 3. b2");
  g_assert_cmpstr (shown_label (window, "counts"), ==,
                   "Solved today: 0 · Due: 1 · In all: 1");
  g_assert_null (shown_label (window, "verdict"));
  g_assert_true (sakiyomi_board_view_get_interactive (board_of (window)));

  /* The game's own mistake again: wrong, and why. */
  click_square (window, "b2");
  g_assert_true (sakiyomi_practice_session_is_answered (session));
  g_assert_false (sakiyomi_practice_session_was_right (session));
  g_assert_cmpstr (shown_label (window, "verdict"), ==,
                   "Not quite: b2 was played in the game; f4 was best.");
  g_assert_true (g_str_has_prefix (shown_label (window, "explanation"),
                                   "b2 is a blunder: it loses 14 discs. f4 was best (Black +2)."));
  g_assert_cmpstr (shown_label (window, "line"), ==, "After b2: a1");
  g_assert_false (sakiyomi_board_view_get_interactive (board_of (window)));
  g_assert_cmpint (sakiyomi_board_view_get_hint (board_of (window)), ==,
                   move_named (window, "f4"));
  g_assert_cmpint (sakiyomi_board_view_get_hint_kind (board_of (window)), ==,
                   SAKIYOMI_MARK_BETTER);
  g_assert_cmpint (sakiyomi_board_view_get_played (board_of (window)), ==,
                   move_named (window, "b2"));
  g_assert_cmpstr (shown_label (window, "counts"), ==,
                   "Solved today: 0 · Due: 0 · In all: 1");

  /* Nothing else is due: the window says when it comes back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "practice.next", NULL);
  g_assert_cmpstr (sakiyomi_practice_window_get_page (window), ==, "done");

  /* Ten minutes later it is asked again; now right. */
  sakiyomi_practice_session_set_clock (session, T0 + SKY_PRACTICE_RETRY_SECONDS);
  sakiyomi_practice_session_reload (session);
  g_assert_cmpstr (sakiyomi_practice_window_get_page (window), ==, "position");
  click_square (window, "f4");
  g_assert_true (sakiyomi_practice_session_was_right (session));
  g_assert_cmpstr (shown_label (window, "verdict"), ==, "Right: f4 is the best move.");
  g_assert_cmpstr (shown_label (window, "counts"), ==,
                   "Solved today: 1 · Due: 0 · In all: 1");
  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_run_for (0.05);

  /* On disk, and in a new window: solved, back in a day. */
  store = sky_practice_store_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sky_practice_store_get_attempted (store), ==, 2);
  g_assert_cmpuint (sky_practice_store_get_solved (store), ==, 1);
  entry = sky_practice_store_get_entry (store, 0);
  g_assert_cmpuint (entry->right, ==, 1);
  g_assert_cmpuint (entry->wrong, ==, 1);
  g_assert_cmpint (entry->due, ==, T0 + SKY_PRACTICE_RETRY_SECONDS + SKY_PRACTICE_DAY);

  window = open_window (T0 + SKY_PRACTICE_RETRY_SECONDS + 60);
  g_assert_cmpstr (sakiyomi_practice_window_get_page (window), ==, "done");
  session = sakiyomi_practice_window_get_session (window);
  g_assert_cmpuint (sakiyomi_practice_session_count_solved_today (session), ==, 1);
  g_assert_cmpuint (sakiyomi_practice_session_count_total (session), ==, 1);
  sakiyomi_practice_session_set_clock (session,
                                       T0 + SKY_PRACTICE_RETRY_SECONDS + SKY_PRACTICE_DAY);
  sakiyomi_practice_session_reload (session);
  g_assert_cmpstr (sakiyomi_practice_window_get_page (window), ==, "position");

  /* Show Answer: counted wrong, the answer said. */
  gtk_widget_activate_action (GTK_WIDGET (window), "practice.show-answer", NULL);
  g_assert_false (sakiyomi_practice_session_was_right (session));
  g_assert_cmpstr (shown_label (window, "verdict"), ==,
                   "The answer: f4 is the best move; b2 was played in the game.");
  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_run_for (0.05);
  g_unlink (path);
}

static void
test_empty_and_damaged (void)
{
  g_autofree char *path = new_store_path ("empty.ini");
  SakiyomiPracticeWindow *window;

  window = open_window (T0);
  g_assert_cmpstr (sakiyomi_practice_window_get_page (window), ==, "empty");
  gtk_window_destroy (GTK_WINDOW (window));
  /* Nothing written by looking. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (g_file_set_contents (path, "not a practice file\n", -1, NULL));
  window = open_window (T0);
  g_assert_cmpstr (sakiyomi_practice_window_get_page (window), ==, "problem");
  g_assert_nonnull (strstr (sakiyomi_practice_session_get_problem (sakiyomi_practice_window_get_session (window)),
                            path));
  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_run_for (0.05);
  /* Left as it was. */
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_assert_cmpstr (text, ==, "not a practice file\n");
  }
  g_unlink (path);
}

static gboolean
review_finished (gpointer data)
{
  SakiyomiGameReview *review = sakiyomi_game_session_get_review (sakiyomi_window_get_session (data));

  return review != NULL && sakiyomi_game_review_is_finished (review);
}

/* The game reviewed in a window of mode: the positions kept; *toast
 * what the window said of them (NULL: nothing). */
static guint
review_in_mode (SakiyomiMode mode, const char *store_name, char **toast)
{
  g_autofree char *path = new_store_path (store_name);
  g_autoptr(SkyPracticeStore) store = NULL;
  g_autoptr(GError) error = NULL;
  SkyRecord *record = sky_record_from_string (tictactoe_game, &error);
  SakiyomiWindow *window;
  guint n;

  g_assert_no_error (error);
  gui_test_reset_settings ();
  /* The game over, whoever plays: no computer moves. */
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  sakiyomi_game_session_replace (sakiyomi_window_get_session (window), record,
                                 mode, "Opened");
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (sakiyomi_window_get_session (window)), ==, 7);
  g_action_group_activate_action (G_ACTION_GROUP (window), "review-game", NULL);
  g_assert_true (gui_test_wait (review_finished, window, 30));
  *toast = g_strdup (sakiyomi_window_get_last_toast (window));
  gui_test_window_close (window);

  store = sky_practice_store_load (path, &error);
  g_assert_no_error (error);
  n = sky_practice_store_get_n_entries (store);
  g_unlink (path);
  return n;
}

static void
test_review_adds (void)
{
  g_autofree char *toast = NULL;

  /* Two people: O's blunder. */
  g_assert_cmpuint (review_in_mode (SAKIYOMI_MODE_TWO_PEOPLE, "two.ini", &toast), ==, 1);
  g_assert_cmpstr (toast, ==, "1 position added to Practice");
  g_clear_pointer (&toast, g_free);
  /* The person played O: the same. */
  g_assert_cmpuint (review_in_mode (SAKIYOMI_MODE_SECOND, "second.ini", &toast), ==, 1);
  g_assert_cmpstr (toast, ==, "1 position added to Practice");
  g_clear_pointer (&toast, g_free);
  /* The person played X, who made no mistake; nothing said. */
  g_assert_cmpuint (review_in_mode (SAKIYOMI_MODE_FIRST, "first.ini", &toast), ==, 0);
  g_assert_null (toast);
  g_clear_pointer (&toast, g_free);
  /* Two computers: nobody's mistakes to practise. */
  g_assert_cmpuint (review_in_mode (SAKIYOMI_MODE_COMPUTERS, "computers.ini", &toast), ==, 0);
  g_assert_null (toast);
}

/* app.practice opens one Practice window, and Ctrl+P is its key. */
static void
test_action (void)
{
  GtkApplication *app = gui_test_get_application ();
  g_autofree char *path = new_store_path ("action.ini");
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (app, "app.practice");
  guint n = 0;

  g_assert_cmpstr (accels[0], ==, "<Control>p");
  g_action_group_activate_action (G_ACTION_GROUP (app), "practice", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "practice", NULL);
  gui_test_run_for (0.2);
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (SAKIYOMI_IS_PRACTICE_WINDOW (l->data))
      n++;
  g_assert_cmpuint (n, ==, 1);
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (SAKIYOMI_IS_PRACTICE_WINDOW (l->data))
      {
        g_assert_cmpstr (sakiyomi_practice_window_get_page (l->data), ==, "empty");
        gtk_window_destroy (l->data);
        break;
      }
  gui_test_run_for (0.05);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  data_home = g_dir_make_tmp ("sakiyomi-practice-window-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gui_test_init (&argc, &argv);
  g_test_add_func ("/practice/loop", test_loop);
  g_test_add_func ("/practice/empty-and-damaged", test_empty_and_damaged);
  g_test_add_func ("/practice/review-adds", test_review_adds);
  g_test_add_func ("/practice/action", test_action);
  status = g_test_run ();

  sakiyomi_autosave_remove_default ();
  {
    g_autofree char *dir = g_build_filename (data_home, "sakiyomi", NULL);

    g_rmdir (dir);
  }
  g_rmdir (data_home);
  return status;
}
