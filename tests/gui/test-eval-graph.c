/* test-eval-graph.c: the evaluation graph marks each class of mistake by
 * its shape (an inaccuracy a triangle, a mistake a square, a blunder a
 * cross), in the class's colour (the style sheet's), and in the text
 * colour in high contrast; its axes say the scale in the game's unit, the
 * side ahead, the zero line and the move numbers, and its marks stay off
 * the caption; it grows with the window: pixels of the graph drawn on an
 * image surface, and its layout. */
#include "config.h"

#include <math.h>

#include "gui-test-util.h"

static gboolean
review_finished (gpointer data)
{
  SakiyomiGameReview *review = sakiyomi_game_session_get_review (sakiyomi_window_get_session (data));

  return review != NULL && sakiyomi_game_review_is_finished (review);
}

#define GRAPH_W 2000
#define GRAPH_H 400

typedef struct
{
  guint8 r, g, b;
} Colour;

/* The colour of a class in the normal style, as the graph looks it up. */
static Colour
judgement_colour (SakiyomiEvalGraph *graph,
                  SkyJudgement       judgement)
{
  GdkRGBA rgba;

  sakiyomi_eval_graph_get_judgement_colour (graph, judgement, &rgba);
  return (Colour) { (guint8) (rgba.red * 255 + 0.5), (guint8) (rgba.green * 255 + 0.5),
                    (guint8) (rgba.blue * 255 + 0.5) };
}

static cairo_surface_t *
render_graph (SakiyomiEvalGraph *graph)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, GRAPH_W, GRAPH_H);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  sakiyomi_eval_graph_draw (graph, cr, GRAPH_W, GRAPH_H);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Pixels of the 3x3 square around (x, y) that are colour (or, with colour
 * NULL, dark: the text colour of the light test theme). */
static int
count_near (cairo_surface_t *surface,
            double           x,
            double           y,
            const Colour    *colour)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  int n = 0;

  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        guint32 pixel = *(const guint32 *) (data + ((int) y + dy) * stride + ((int) x + dx) * 4);
        int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

        if (colour == NULL ? MAX (r, MAX (g, b)) < 110
                           : ABS (r - colour->r) < 40 && ABS (g - colour->g) < 40
                             && ABS (b - colour->b) < 40)
          n++;
      }
  return n;
}

/* Where each shape is marked, and where not, around its centre:
 * an inaccuracy's triangle points up (its lower corners marked, the upper
 * ones not), a mistake's square fills its corners and sides, a blunder's
 * cross its corners but not the middle of its sides. */
static void
assert_mark_shape (cairo_surface_t *surface,
                   SkyJudgement     judgement,
                   double           x,
                   double           y,
                   const Colour    *colour,
                   gboolean         check_empty)
{
  static const double corners[4][2] = { { -3, -3 }, { 3, -3 }, { -3, 3 }, { 3, 3 } };
  static const double sides[4][2] = { { 0, -5 }, { 0, 5 }, { -5, 0 }, { 5, 0 } };

  switch (judgement)
    {
    case SKY_JUDGEMENT_INACCURACY:
      g_assert_cmpint (count_near (surface, x - 3, y + 3, colour), >=, 4);
      g_assert_cmpint (count_near (surface, x + 3, y + 3, colour), >=, 4);
      g_assert_cmpint (count_near (surface, x, y - 1, colour), >=, 4);
      if (check_empty)
        {
          g_assert_cmpint (count_near (surface, x - 4, y - 4, colour), ==, 0);
          g_assert_cmpint (count_near (surface, x + 4, y - 4, colour), ==, 0);
        }
      break;
    case SKY_JUDGEMENT_MISTAKE:
      for (int i = 0; i < 4; i++)
        g_assert_cmpint (count_near (surface, x + corners[i][0], y + corners[i][1], colour), >=, 4);
      g_assert_cmpint (count_near (surface, x, y - 3, colour), >=, 4);
      g_assert_cmpint (count_near (surface, x + 3, y, colour), >=, 4);
      break;
    case SKY_JUDGEMENT_BLUNDER:
      for (int i = 0; i < 4; i++)
        g_assert_cmpint (count_near (surface, x + corners[i][0], y + corners[i][1], colour), >=, 3);
      if (check_empty)
        for (int i = 0; i < 4; i++)
          g_assert_cmpint (count_near (surface, x + sides[i][0], y + sides[i][1], colour), ==, 0);
      break;
    case SKY_JUDGEMENT_NONE:
    case SKY_N_JUDGEMENTS:
    default:
      g_assert_not_reached ();
    }
}

/* A number-grab game played by taking the first legal cell each time: its
 * review has moves of every class, each marked by its own shape, in the
 * class's colour, and in the text colour in high contrast. */
static void
test_marks (void)
{
  SakiyomiWindow *window;
  SakiyomiGameSession *session;
  SakiyomiGameReview *review;
  SakiyomiEvalGraph *graph;
  cairo_surface_t *normal, *high;
  guint counts[SKY_N_JUDGEMENTS] = { 0 };
  guint n;

  gui_test_reset_settings ();
  window = gui_test_window_new ("numbergrab", "minimax", "two-people");
  session = sakiyomi_window_get_session (window);
  while (!sky_position_is_over (sakiyomi_window_get_position (window)))
    {
      SkyMove moves[SKY_MAX_MOVES];

      sky_position_legal_moves (sakiyomi_window_get_position (window), moves);
      gui_test_click_cell (window, moves[0]);
    }
  /* A fixed depth, not a time: the same review, and so the same marks in
   * the same places, on every machine and under any load. */
  {
    SkyReviewOptions options;

    sky_review_options_init_default (&options);
    options.depth = 6;
    sakiyomi_game_session_set_review_options (session, &options);
  }
  g_action_group_activate_action (G_ACTION_GROUP (window), "review-game", NULL);
  g_assert_true (gui_test_wait (review_finished, window, 60));
  review = sakiyomi_game_session_get_review (session);
  n = sakiyomi_game_review_get_n_plies (review);
  g_assert_cmpuint (n, <=, 64);         /* marks 30 pixels apart at least */

  graph = sakiyomi_review_panel_get_graph (window->review_panel);
  sakiyomi_eval_graph_set_ply (graph, 0);
  normal = render_graph (graph);
  sakiyomi_eval_graph_set_high_contrast (graph, TRUE);
  high = render_graph (graph);
  sakiyomi_eval_graph_set_high_contrast (graph, FALSE);

  for (guint k = 1; k <= n; k++)
    {
      SkyJudgement judgement = sakiyomi_game_review_get_ply (review, k - 1)->judgement;
      double x, y;
      Colour colour;

      if (judgement == SKY_JUDGEMENT_NONE)
        continue;
      counts[judgement]++;
      g_assert_true (sakiyomi_eval_graph_get_point (graph, GRAPH_W, GRAPH_H, k, &x, &y));
      colour = judgement_colour (graph, judgement);
      assert_mark_shape (normal, judgement, x, y, &colour, TRUE);
      assert_mark_shape (high, judgement, x, y, NULL, FALSE);
      /* High contrast: no colour of a class anywhere near. */
      for (int j = SKY_JUDGEMENT_INACCURACY; j <= SKY_JUDGEMENT_BLUNDER; j++)
        {
          Colour other = judgement_colour (graph, j);

          g_assert_cmpint (count_near (high, x + 3, y + 3, &other), ==, 0);
        }
    }
  g_test_message ("%u plies: %u inaccuracies, %u mistakes, %u blunders", n,
                  counts[SKY_JUDGEMENT_INACCURACY], counts[SKY_JUDGEMENT_MISTAKE],
                  counts[SKY_JUDGEMENT_BLUNDER]);
  g_assert_cmpuint (counts[SKY_JUDGEMENT_INACCURACY], >, 0);
  g_assert_cmpuint (counts[SKY_JUDGEMENT_MISTAKE], >, 0);
  g_assert_cmpuint (counts[SKY_JUDGEMENT_BLUNDER], >, 0);
  cairo_surface_destroy (normal);
  cairo_surface_destroy (high);
  gui_test_window_close (window);
}

/* A window with the reversi game of tests/ under review at a fixed depth
 * (the same values on every machine), at width x height. */
static SakiyomiWindow *
reviewed_reversi (int width,
                  int height)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST,
                                                 "reversi-game-details.sakiyomi",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  SakiyomiWindow *window;
  SkyReviewOptions options;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  gui_test_resize (window, width, height);
  gui_test_open_file (window, file);
  sky_review_options_init_default (&options);
  options.depth = 2;
  options.exact_empties = 8;
  sakiyomi_game_session_set_review_options (sakiyomi_window_get_session (window), &options);
  g_action_group_activate_action (G_ACTION_GROUP (window), "review-game", NULL);
  g_assert_true (gui_test_wait (review_finished, window, 120));
  gui_test_run_for (0.3);
  return window;
}

/* Pixels of the rows [top, bottom) of surface in a class's colour. */
static int
count_in_rows (cairo_surface_t *surface,
               int              top,
               int              bottom,
               const Colour    *colour)
{
  int n = 0;

  for (int y = MAX (top, 1); y < bottom - 1; y += 3)
    for (int x = 1; x < GRAPH_W - 1; x += 3)
      n += count_near (surface, x, y, colour) > 0;
  return n;
}

/* The axes: the scale in discs named by the side ahead ("Black +20
 * discs", "Even", "White +20 discs"), the caption above the plot and the move numbers
 * under it, every point (and so every mark) inside the plot, nothing of
 * a mark's colour over the caption or the numbers. */
static void
test_axes (void)
{
  SakiyomiWindow *window = reviewed_reversi (1280, 900);
  SakiyomiGameReview *review = sakiyomi_game_session_get_review (sakiyomi_window_get_session (window));
  SakiyomiEvalGraph *graph = sakiyomi_review_panel_get_graph (window->review_panel);
  SakiyomiEvalGraphLayout layout;
  guint n = sakiyomi_game_review_get_n_plies (review);
  double range = 16.0, power, per_move;
  g_autofree char *up = NULL;
  g_autofree char *zero = NULL;
  g_autofree char *down = NULL;
  g_autofree char *expect_up = NULL;
  g_autofree char *expect_down = NULL;
  g_autofree char *lead = NULL;
  g_autofree char *caption = NULL;
  cairo_surface_t *surface;

  sakiyomi_eval_graph_get_layout (graph, GRAPH_W, GRAPH_H, &layout);
  for (guint k = 0; k <= n; k++)
    {
      double x, y;

      g_assert_true (sakiyomi_eval_graph_get_point (graph, GRAPH_W, GRAPH_H, k, &x, &y));
      g_assert_cmpfloat (x, >=, layout.plot.origin.x);
      g_assert_cmpfloat (x, <=, layout.plot.origin.x + layout.plot.size.width);
      /* A mark is 12 pixels at most: all of it inside the plot. */
      g_assert_cmpfloat (y - 6, >=, layout.plot.origin.y);
      g_assert_cmpfloat (y + 6, <=, layout.plot.origin.y + layout.plot.size.height);
    }
  range = MAX (range, ABS (sakiyomi_game_review_get_ply (review, 0)->best_value));
  for (guint i = 0; i < n; i++)
    range = MAX (range, ABS (sky_review_ply_value_for_first (sakiyomi_game_review_get_ply (review, i))));
  g_test_message ("%u moves, values to %g: ticked at %g discs, numbers every %u moves",
                  n, range, layout.tick, layout.move_step);

  /* The tick: a round number (1, 2, 3, 4, 5, 6 or 8 times a power of
   * ten), the least at or over every value (and the game's floor, 16
   * discs), at the top of the scale. */
  power = pow (10, floor (log10 (layout.tick)));
  g_assert_true (layout.tick == power || layout.tick == 2 * power || layout.tick == 3 * power
                 || layout.tick == 4 * power || layout.tick == 5 * power
                 || layout.tick == 6 * power || layout.tick == 8 * power);
  g_assert_cmpfloat (layout.tick, >=, range);
  g_assert_cmpfloat (layout.tick, <, range * 2);
  g_assert_cmpfloat (layout.tick_y, <, layout.zero_y);
  g_assert_cmpfloat (layout.tick_y - 6, >=, layout.plot.origin.y);
  g_assert_cmpfloat (layout.tick_y - 10, <, layout.plot.origin.y);

  /* Words for each: the side ahead and a positive amount. */
  up = sakiyomi_eval_graph_dup_value_text (graph, layout.tick, TRUE);
  zero = sakiyomi_eval_graph_dup_value_text (graph, 0, TRUE);
  down = sakiyomi_eval_graph_dup_value_text (graph, -layout.tick, TRUE);
  expect_up = g_strdup_printf ("Black +%g discs", layout.tick);
  expect_down = g_strdup_printf ("White +%g discs", layout.tick);
  g_assert_cmpstr (up, ==, expect_up);
  g_assert_cmpstr (zero, ==, "Even");
  g_assert_cmpstr (down, ==, expect_down);
  lead = sakiyomi_eval_graph_dup_value_text (graph, -17, FALSE);
  g_assert_cmpstr (lead, ==, "White +17");
  caption = sakiyomi_eval_graph_dup_axis_label (graph);
  g_assert_cmpstr (caption, ==, "Black’s lead (discs)");

  /* Move numbers far enough apart to read, and not more than needed. */
  g_assert_true (layout.caption);
  g_assert_true (layout.numbers);
  per_move = layout.plot.size.width / n;
  g_assert_cmpuint (layout.move_step, >=, 1);
  g_assert_cmpuint (layout.move_step, <=, n);
  g_assert_cmpfloat (layout.move_step * per_move, >=, 20);

  /* Drawn: text above the plot (the caption), left of it at the ticks
   * and the zero line, under it (the numbers); no mark's colour outside
   * the plot. */
  sakiyomi_eval_graph_set_ply (graph, 0);
  surface = render_graph (graph);
  {
    int top = (int) layout.plot.origin.y;
    int bottom = (int) (layout.plot.origin.y + layout.plot.size.height);
    int axis_x = (int) layout.plot.origin.x - 10;

    g_assert_cmpint (count_in_rows (surface, 0, top, NULL), >, 0);
    g_assert_cmpint (count_in_rows (surface, bottom + 1, GRAPH_H, NULL), >, 0);
    g_assert_cmpint (count_near (surface, axis_x, layout.zero_y, NULL)
                     + count_near (surface, axis_x - 3, layout.zero_y, NULL)
                     + count_near (surface, axis_x - 6, layout.zero_y, NULL), >, 0);
    for (int j = SKY_JUDGEMENT_INACCURACY; j <= SKY_JUDGEMENT_BLUNDER; j++)
      {
        Colour colour = judgement_colour (graph, j);

        g_assert_cmpint (count_in_rows (surface, 0, top, &colour), ==, 0);
        g_assert_cmpint (count_in_rows (surface, bottom + 1, GRAPH_H, &colour), ==, 0);
      }
  }
  cairo_surface_destroy (surface);

  /* As short as beside the board at 1000×700: no caption, the numbers,
   * the three labels of the value axis apart (a line of small text is
   * some 15 pixels). */
  sakiyomi_eval_graph_get_layout (graph, 350, 100, &layout);
  g_assert_false (layout.caption);
  g_assert_true (layout.numbers);
  g_assert_cmpfloat (layout.zero_y - layout.tick_y, >=, 18);

  /* Short (the narrow window's graph): the line alone. */
  sakiyomi_eval_graph_get_layout (graph, 300, 64, &layout);
  g_assert_false (layout.caption);
  g_assert_false (layout.numbers);
  gui_test_window_close (window);
}

/* Tic-tac-toe's values are results: "X wins", "Draw", "O wins". */
static void
test_outcome_words (void)
{
  SakiyomiWindow *window;
  SakiyomiEvalGraph *graph;
  g_autofree char *win = NULL;
  g_autofree char *draw = NULL;
  g_autofree char *loss = NULL;
  g_autofree char *caption = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "minimax", "two-people");
  while (!sky_position_is_over (sakiyomi_window_get_position (window)))
    {
      SkyMove moves[SKY_MAX_MOVES];

      sky_position_legal_moves (sakiyomi_window_get_position (window), moves);
      gui_test_click_cell (window, moves[0]);
    }
  g_action_group_activate_action (G_ACTION_GROUP (window), "review-game", NULL);
  g_assert_true (gui_test_wait (review_finished, window, 60));
  graph = sakiyomi_review_panel_get_graph (window->review_panel);
  win = sakiyomi_eval_graph_dup_value_text (graph, 1, FALSE);
  draw = sakiyomi_eval_graph_dup_value_text (graph, 0, TRUE);
  loss = sakiyomi_eval_graph_dup_value_text (graph, -1, TRUE);
  g_assert_cmpstr (win, ==, "X wins");
  g_assert_cmpstr (draw, ==, "Draw");
  g_assert_cmpstr (loss, ==, "O wins");
  caption = sakiyomi_eval_graph_dup_axis_label (graph);
  g_assert_cmpstr (caption, ==, "X’s result (win/draw/loss)");
  gui_test_window_close (window);
}

/* Taller with the window: at 1280×900 a quarter of the side panel at
 * least; at 1000×700 its least, 100 (the move list keeps its
 * rows: /newcomer/review-rows). */
static void
test_height (void)
{
  static const int sizes[][2] = { { 1280, 900 }, { 1000, 700 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      SakiyomiWindow *window = reviewed_reversi (sizes[i][0], sizes[i][1]);
      GtkWidget *graph = GTK_WIDGET (sakiyomi_review_panel_get_graph (window->review_panel));
      int side = gtk_widget_get_height (GTK_WIDGET (window->side_panel));
      int height = gtk_widget_get_height (graph);

      g_test_message ("%d×%d: the graph %d pixels high of the side panel’s %d",
                      sizes[i][0], sizes[i][1], height, side);
      g_assert_cmpint (height, >=, 92);
      if (i == 0)
        g_assert_cmpint (height * 4, >=, side);
      gui_test_window_close (window);
    }
}

int
main (int    argc,
      char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/eval-graph/marks", test_marks);
  g_test_add_func ("/eval-graph/axes", test_axes);
  g_test_add_func ("/eval-graph/outcome-words", test_outcome_words);
  g_test_add_func ("/eval-graph/height", test_height);
  return g_test_run ();
}
