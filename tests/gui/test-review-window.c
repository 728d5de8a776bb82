/* test-review-window.c: reviewing a game in the window: the review judges every
 * move, the move list marks the mistakes, the evaluation graph is drawn
 * and a click on it shows that ply on the board with its best move
 * marked; a new game cancels a review in progress; in a 1000×700, a
 * 1280×900 and a 360×640 window the review's graph, its summaries and the
 * move list are all on screen. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "gui-test-util.h"

/* X takes the centre, O answers on an edge (b1) and loses: with a corner
 * O draws.  Then X wins on the a3–c1 diagonal. */
static const char tictactoe_game[] = "# Sakiyomi tictactoe\nb2 b1 a1 c3 a3 a2 c1\n";

static char *data_home;

static char *
position_text (const SkyPosition *pos)
{
  return pos->game->position_to_string (pos);
}

static gboolean
is_label_with (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget)
         && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

/* The label under widget whose text contains text, or NULL. */
static GtkLabel *
find_label (GtkWidget *widget, const char *text)
{
  return (GtkLabel *) gui_test_find_widget (widget, is_label_with, text);
}

static GFile *
write_game (const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (data_home, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_file_new_for_path (path);
}

static gboolean
review_finished (gpointer data)
{
  SakiyomiGameReview *review = sakiyomi_game_session_get_review (sakiyomi_window_get_session (data));

  return review != NULL && sakiyomi_game_review_is_finished (review);
}

static int
cell (const char *name)
{
  return (name[1] - '1') * 3 + (name[0] - 'a');
}

/* Pixels of the graph drawn at width x height close to the colour. */
static guint
count_colour (SakiyomiEvalGraph *graph,
              int                width,
              int                height,
              guint8             r,
              guint8             g,
              guint8             b)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);
  guint count = 0;
  guchar *data;
  int stride;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  sakiyomi_eval_graph_draw (graph, cr, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 pixel = *(guint32 *) (data + y * stride + x * 4);
        int pr = (pixel >> 16) & 0xff, pg = (pixel >> 8) & 0xff, pb = pixel & 0xff;

        if (ABS (pr - r) < 24 && ABS (pg - g) < 24 && ABS (pb - b) < 24)
          count++;
      }
  cairo_surface_destroy (surface);
  return count;
}

static gboolean
graph_allocated (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 20;
}

static void
test_review_tictactoe (void)
{
  g_autoptr(GFile) file = write_game ("blunder.txt", tictactoe_game);
  SakiyomiWindow *window;
  SakiyomiGameSession *session;
  SakiyomiGameReview *review;
  SakiyomiEvalGraph *graph;
  const SkyReviewPly *ply;
  SkyReviewSummary summary;
  g_autofree char *moves = NULL;
  const char *mark;
  double x;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  session = sakiyomi_window_get_session (window);
  gui_test_open_file (window, file);
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 7);
  g_assert_true (sky_position_is_over (sakiyomi_window_get_position (window)));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window),
                                                    "review-game"));

  g_action_group_activate_action (G_ACTION_GROUP (window), "review-game", NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->review_panel)));
  g_assert_true (gui_test_wait (review_finished, window, 30));
  review = sakiyomi_game_session_get_review (session);
  g_assert_cmpuint (sakiyomi_game_review_get_n_done (review), ==, 7);
  /* The game is over: the status says the review is done and how to
   * leave it, not "Back to Game". */
  g_assert_true (g_str_has_suffix (sakiyomi_window_get_status (window),
                                   " · Choose a move to see how it was judged"));
  /* O's blunder is kept for Practice (issue 35, item 8): the person
   * played both sides. */
  g_assert_cmpstr (sakiyomi_window_get_last_toast (window), ==,
                   "1 position added to Practice");
  /* Issue 36: no word of a Close button that is only an icon. */
  g_assert_null (strstr (sakiyomi_window_get_status (window), "Close"));
  g_assert_null (strstr (sakiyomi_window_get_status (window), "Back to Game"));

  /* O's b1 is the blunder; a corner was better.  No other move is marked. */
  for (guint i = 0; i < 7; i++)
    {
      ply = sakiyomi_game_review_get_ply (review, i);
      g_assert_nonnull (ply);
      g_assert_true (ply->exact);
      g_assert_cmpint (ply->judgement, ==, i == 1 ? SKY_JUDGEMENT_BLUNDER
                                                  : SKY_JUDGEMENT_NONE);
    }
  ply = sakiyomi_game_review_get_ply (review, 1);
  g_assert_true (ply->best == cell ("a1") || ply->best == cell ("c1")
                 || ply->best == cell ("a3") || ply->best == cell ("c3"));
  g_assert_cmpfloat (ply->best_value, ==, 0.0);
  g_assert_cmpfloat (ply->played_value, ==, -1.0);
  sakiyomi_game_review_summarize (review, SKY_SIDE_SECOND, &summary);
  g_assert_cmpuint (summary.counts[SKY_JUDGEMENT_BLUNDER], ==, 1);
  sakiyomi_game_review_summarize (review, SKY_SIDE_FIRST, &summary);
  g_assert_cmpuint (summary.counts[SKY_JUDGEMENT_BLUNDER], ==, 0);

  /* The move list marks it, once. */
  moves = sakiyomi_move_list_get_text (sakiyomi_window_get_move_list (window));
  mark = strstr (moves, " ??");
  g_assert_nonnull (mark);
  g_assert_null (strstr (mark + 3, "??"));
  g_assert_null (strstr (moves, "?!"));

  /* The graph: X's advantage filled above the axis, the blunder in red. */
  graph = sakiyomi_review_panel_get_graph (window->review_panel);
  {
    /* Its axis says whose view and what the values count. */
    g_autofree char *axis = sakiyomi_eval_graph_dup_axis_label (graph);

    g_assert_cmpstr (axis, ==, "X’s result (win/draw/loss)");
  }
  {
    GdkRGBA red;

    /* The blunder in the style sheet's colour for it. */
    sakiyomi_eval_graph_get_judgement_colour (graph, SKY_JUDGEMENT_BLUNDER, &red);
    g_assert_cmpuint (count_colour (graph, 240, 110, (guint8) (red.red * 255 + 0.5),
                                    (guint8) (red.green * 255 + 0.5),
                                    (guint8) (red.blue * 255 + 0.5)), >, 20);
  }
  g_assert_cmpuint (count_colour (graph, 240, 110, 0xae, 0xcd, 0xf4), >, 200);

  /* A click on the graph at ply 2 shows that position, its best move
   * marked on the board. */
  g_assert_true (gui_test_wait (graph_allocated, graph, 10));
  {
    double y;

    g_assert_true (sakiyomi_eval_graph_get_point (graph, gtk_widget_get_width (GTK_WIDGET (graph)),
                                                  gtk_widget_get_height (GTK_WIDGET (graph)),
                                                  2, &x, &y));
  }
  g_assert_cmpuint (sakiyomi_eval_graph_ply_at (graph, x, gtk_widget_get_width (GTK_WIDGET (graph))),
                    ==, 2);
  sakiyomi_eval_graph_click (graph, x);
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 2);
  g_assert_true (sakiyomi_game_session_is_reviewing (session));
  g_assert_cmpuint (sakiyomi_eval_graph_get_ply (graph), ==, 2);
  {
    g_autofree char *shown = NULL;
    g_autofree char *expected = NULL;
    const SkyPosition *board_pos = sakiyomi_board_view_get_position (sakiyomi_window_get_board (window));
    const SkyPosition *ply2 = sky_record_get_position (sakiyomi_game_session_get_record (session), 2);

    shown = board_pos->game->position_to_string (board_pos);
    expected = ply2->game->position_to_string (ply2);
    g_assert_cmpstr (shown, ==, expected);
  }
  /* Issue 35: the move selected is the one explained: at ply 2, O's b1
   * (the move that led there), a blunder, with the cross on b1 and the
   * review's ring on the better corner. */
  g_assert_cmpint (sakiyomi_board_view_get_hint_kind (sakiyomi_window_get_board (window)), ==,
                   SAKIYOMI_MARK_BETTER);
  g_assert_cmpint (sakiyomi_board_view_get_hint (sakiyomi_window_get_board (window)), ==,
                   sakiyomi_game_review_get_ply (review, 1)->best);
  g_assert_cmpint (sakiyomi_board_view_get_played (sakiyomi_window_get_board (window)), ==,
                   cell ("b1"));
  g_test_message ("comment: %s", sakiyomi_review_panel_get_comment (window->review_panel));
  g_assert_nonnull (strstr (sakiyomi_review_panel_get_comment (window->review_panel),
                            "is a blunder"));
  g_assert_nonnull (find_label (GTK_WIDGET (window->review_panel), "the move played"));

  /* Why, on the board: the line after b1 played out step by step, then
   * the one after the better corner; closed, the board is the game's. */
  {
    SakiyomiLinePlayer *line = sakiyomi_review_panel_get_line_player (window->review_panel);
    SakiyomiBoardView *board = sakiyomi_window_get_board (window);
    const SkyReviewPly *blunder = sakiyomi_game_review_get_ply (review, 1);
    g_autoptr(SkyPosition) expected = sky_position_copy (sky_record_get_position (sakiyomi_game_session_get_record (session), 1));
    g_autofree char *shown = NULL;
    g_autofree char *wanted = NULL;

    g_assert_cmpint (blunder->refutation_length, >, 0);
    sakiyomi_review_panel_play_out (window->review_panel, TRUE);
    g_assert_true (sakiyomi_line_player_is_playing (line));
    sky_position_play (expected, blunder->played);
    g_assert_true (sakiyomi_line_player_step (line, TRUE));
    sky_position_play (expected, blunder->refutation[0]);
    shown = position_text (sakiyomi_board_view_get_position (board));
    wanted = position_text (expected);
    g_assert_cmpstr (shown, ==, wanted);
    g_assert_true (sakiyomi_line_player_step (line, FALSE));
    g_assert_true (sakiyomi_line_player_step (line, FALSE));
    g_assert_false (sakiyomi_line_player_step (line, FALSE));
    sakiyomi_review_panel_play_out (window->review_panel, FALSE);
    g_assert_cmpint (sakiyomi_board_view_get_position (board)->last_move, ==, blunder->best);
    sakiyomi_line_player_stop (line);
    g_assert_false (sakiyomi_line_player_is_playing (line));
    g_clear_pointer (&shown, g_free);
    g_clear_pointer (&wanted, g_free);
    shown = position_text (sakiyomi_board_view_get_position (board));
    wanted = position_text (sky_record_get_position (sakiyomi_game_session_get_record (session), 2));
    g_assert_cmpstr (shown, ==, wanted);
    g_assert_cmpint (sakiyomi_board_view_get_played (board), ==, cell ("b1"));
  }

  /* At ply 1, X's good first move: no marks. */
  {
    double y;

    g_assert_true (sakiyomi_eval_graph_get_point (graph, gtk_widget_get_width (GTK_WIDGET (graph)),
                                                  gtk_widget_get_height (GTK_WIDGET (graph)),
                                                  1, &x, &y));
  }
  sakiyomi_eval_graph_click (graph, x);
  g_assert_cmpuint (sakiyomi_game_session_get_ply (session), ==, 1);
  g_assert_cmpint (sakiyomi_board_view_get_hint (sakiyomi_window_get_board (window)), ==, SKY_MOVE_NONE);
  g_assert_cmpint (sakiyomi_board_view_get_played (sakiyomi_window_get_board (window)), ==, SKY_MOVE_NONE);

  /* A new game ends the review. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "start-game",
                                  g_variant_new_string ("two-people"));
  g_assert_null (sakiyomi_game_session_get_review (session));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->review_panel)));
  moves = (g_free (moves), sakiyomi_move_list_get_text (sakiyomi_window_get_move_list (window)));
  g_assert_null (strstr (moves, "??"));
  gui_test_window_close (window);
}

/* The longest wait of a 5 ms timeout: how long the main loop was kept
 * from running while the review searched (a figure, not asserted). */
typedef struct
{
  gint64 last;
  gint64 worst;
} Gaps;

static gboolean
record_gap (gpointer data)
{
  Gaps *gaps = data;
  gint64 now = g_get_monotonic_time ();

  if (gaps->last != 0)
    gaps->worst = MAX (gaps->worst, now - gaps->last);
  gaps->last = now;
  return G_SOURCE_CONTINUE;
}

static gboolean
object_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}


/* The first move of a reversi game is judged by the opening book (every
 * first move is in it, whatever the shipped book holds), and the panel
 * says so. */
static void
test_review_book (void)
{
  g_autoptr(GFile) file = write_game ("book.txt", "f5d6\n");
  SakiyomiWindow *window;
  SakiyomiGameSession *session;
  SakiyomiGameReview *review;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  session = sakiyomi_window_get_session (window);
  gui_test_open_file (window, file);
  g_action_group_activate_action (G_ACTION_GROUP (window), "review-game", NULL);
  g_assert_true (gui_test_wait (review_finished, window, 60));
  review = sakiyomi_game_session_get_review (session);
  g_assert_true (sakiyomi_game_review_get_ply (review, 0)->book);
  g_assert_true (sakiyomi_game_review_get_ply (review, 0)->book_move);
  sakiyomi_game_session_go_to_ply (session, 1, TRUE);
  g_assert_nonnull (find_label (GTK_WIDGET (window->review_panel), "known opening line"));
  gui_test_window_close (window);
}

static void
test_review_cancelled (void)
{
  /* A reversi game long enough that its review takes seconds: it leaves
   * the opening book at its third move (the first 16 moves of the first
   * game of tests/reversi-seed004-games.txt, a random player's). */
  g_autoptr(GFile) file = write_game ("reversi.txt",
                                      "d3c5b6c3b3f4e3b5b4e2f1a7f2a5g4b2\n");
  SakiyomiWindow *window;
  SakiyomiGameSession *session;
  gpointer review;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  session = sakiyomi_window_get_session (window);
  gui_test_open_file (window, file);
  g_assert_cmpuint (sakiyomi_game_session_get_n_moves (session), ==, 16);
  g_action_group_activate_action (G_ACTION_GROUP (window), "review-game", NULL);
  review = sakiyomi_game_session_get_review (session);
  g_assert_nonnull (review);
  g_object_add_weak_pointer (review, &review);
  {
    Gaps gaps = { 0, 0 };
    guint ticker = g_timeout_add (5, record_gap, &gaps);

    gui_test_run_for (1.0);
    g_source_remove (ticker);
    g_test_message ("main loop while the review runs: worst gap %.1f ms, "
                    "%u of 16 moves reviewed in 1 s",
                    gaps.worst / 1000.0, sakiyomi_game_review_get_n_done (review));
  }
  g_assert_false (sakiyomi_game_review_is_finished (review));

  /* New Game drops it; its search stops and it goes away. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "start-game",
                                  g_variant_new_string ("two-people"));
  g_assert_null (sakiyomi_game_session_get_review (session));
  g_assert_true (gui_test_wait (object_gone, &review, 10));
  gui_test_window_close (window);
}

/* Issue 24: at 1000×700, Review Game on a finished game used to open below
 * the fold, and a phone-sized window (360×640) had to be scrolled to find
 * the graph and the moves.  Now the review's view is shown with the moves
 * under it, at each size (test-japanese does the same in Japanese). */
static void
test_review_fits (void)
{
  static const int sizes[][2] = { { 1000, 700 }, { 1280, 900 }, { 360, 640 } };
  g_autoptr(GFile) file = write_game ("blunder.txt", tictactoe_game);
  SakiyomiWindow *window;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  gui_test_resize (window, 1000, 700);
  gui_test_open_file (window, file);
  g_assert_true (sky_position_is_over (sakiyomi_window_get_position (window)));

  g_action_group_activate_action (G_ACTION_GROUP (window), "review-game", NULL);
  g_assert_true (gui_test_wait (review_finished, window, 30));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      gui_test_resize (window, sizes[i][0], sizes[i][1]);
      gui_test_run_for (0.5);
      gui_test_assert_review_fits (window);
    }
  gui_test_window_close (window);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  data_home = g_dir_make_tmp ("sakiyomi-review-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gui_test_init (&argc, &argv);
  g_test_add_func ("/review/tictactoe", test_review_tictactoe);
  g_test_add_func ("/review/book", test_review_book);
  g_test_add_func ("/review/cancelled", test_review_cancelled);
  g_test_add_func ("/review/fits", test_review_fits);
  status = g_test_run ();

  {
    const char *names[] = { "blunder.txt", "reversi.txt" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *path = g_build_filename (data_home, names[i], NULL);

        g_unlink (path);
      }
  }
  sakiyomi_autosave_remove_default ();
  {
    /* The reviews' mistakes kept for Practice. */
    g_autofree char *practice = g_build_filename (data_home, "sakiyomi", "practice.ini", NULL);

    g_unlink (practice);
  }
  {
    g_autofree char *dir = g_build_filename (data_home, "sakiyomi", NULL);

    g_rmdir (dir);
  }
  g_rmdir (data_home);
  return status;
}
