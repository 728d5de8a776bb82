/* test-eval-graph.c: the evaluation graph marks each class of mistake by
 * its shape (an inaccuracy a triangle, a mistake a square, a blunder a
 * cross), in the class's colour, and in the text colour in high contrast:
 * pixels of the graph drawn on an image surface. */
#include "config.h"

#include "gui-test-util.h"

static gboolean
review_finished (gpointer data)
{
  SakiyomiGameReview *review = sakiyomi_game_session_get_review (sakiyomi_window_get_session (data));

  return review != NULL && sakiyomi_game_review_is_finished (review);
}

#define GRAPH_W 2000
#define GRAPH_H 400
#define GRAPH_PAD 6.0           /* sakiyomi-eval-graph.c's PADDING */

typedef struct
{
  guint8 r, g, b;
} Colour;

/* The classes' colours in the normal style (GNOME's palette). */
static const Colour judgement_colours[] = {
  [SKY_JUDGEMENT_INACCURACY] = { 0xe5, 0xa5, 0x0a },
  [SKY_JUDGEMENT_MISTAKE] = { 0xff, 0x78, 0x00 },
  [SKY_JUDGEMENT_BLUNDER] = { 0xe0, 0x1b, 0x24 },
};

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

/* Point k of the graph (value after k moves for the first player), as
 * sakiyomi-eval-graph.c places it. */
static void
graph_point (SakiyomiGameReview *review,
             guint               k,
             double             *x,
             double             *y)
{
  guint n = sakiyomi_game_review_get_n_plies (review);
  double inner_h = GRAPH_H - 2 * GRAPH_PAD, mid = GRAPH_PAD + inner_h / 2;
  double range = 20.0;          /* number-grab's floor */
  const SkyReviewPly *first = sakiyomi_game_review_get_ply (review, 0);

  range = MAX (range, ABS (first->best_value));
  for (guint i = 0; i < n; i++)
    range = MAX (range, ABS (sky_review_ply_value_for_first (sakiyomi_game_review_get_ply (review, i))));
  *x = GRAPH_PAD + (double) k / n * (GRAPH_W - 2 * GRAPH_PAD);
  *y = mid - sky_review_ply_value_for_first (sakiyomi_game_review_get_ply (review, k - 1))
             / range * (inner_h / 2);
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

      if (judgement == SKY_JUDGEMENT_NONE)
        continue;
      counts[judgement]++;
      graph_point (review, k, &x, &y);
      assert_mark_shape (normal, judgement, x, y, &judgement_colours[judgement], TRUE);
      assert_mark_shape (high, judgement, x, y, NULL, FALSE);
      /* High contrast: no colour of a class anywhere near. */
      for (int j = SKY_JUDGEMENT_INACCURACY; j <= SKY_JUDGEMENT_BLUNDER; j++)
        g_assert_cmpint (count_near (high, x + 3, y + 3, &judgement_colours[j]), ==, 0);
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

int
main (int    argc,
      char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/eval-graph/marks", test_marks);
  return g_test_run ();
}
