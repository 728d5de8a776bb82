/* test-board-view.c: the board as drawn (pixels of an image surface), in
 * the normal and the high-contrast style, as a screen reader hears it, and
 * its flips following the desktop's Reduce Animation. */
#include "config.h"

#include <string.h>

#include "gui-test-util.h"
#include "sakiyomi-game-text.h"

#define SIZE 480

typedef struct
{
  int r, g, b;
} Pixel;

static cairo_surface_t *
render (SakiyomiBoardView *board)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         SIZE, SIZE);
  cairo_t *cr = cairo_create (surface);

  sakiyomi_board_view_draw (board, cr, SIZE, SIZE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static Pixel
pixel_at (cairo_surface_t *surface,
          double           x,
          double           y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 argb = *(const guint32 *) (data + (int) y * stride + (int) x * 4);
  int a = argb >> 24;
  Pixel p = { (argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff };

  /* Premultiplied over nothing: un-premultiply to compare colours. */
  if (a > 0 && a < 255)
    {
      p.r = p.r * 255 / a;
      p.g = p.g * 255 / a;
      p.b = p.b * 255 / a;
    }
  return p;
}

/* The pixel at a cell's centre, offset by (dx, dy) cells. */
static Pixel
cell_pixel (SakiyomiBoardView *board,
            cairo_surface_t   *surface,
            int                cell,
            double             dx,
            double             dy)
{
  double x, y, x1, y1;

  g_assert_true (sakiyomi_board_view_cell_center (board, SIZE, SIZE, cell, &x, &y));
  g_assert_true (sakiyomi_board_view_cell_center (board, SIZE, SIZE, cell + 1, &x1, &y1));
  return pixel_at (surface, x + dx * (x1 - x), y + dy * (x1 - x));
}

static void
test_reversi_pixels (void)
{
  SakiyomiWindow *window;
  SakiyomiBoardView *board;
  cairo_surface_t *surface;
  Pixel p;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  board = sakiyomi_window_get_board (window);

  gui_test_click_cell (window, 37);     /* black f5 turns e5 over */
  surface = render (board);

  /* f5: a black disc (beside the red last-move mark at its centre). */
  p = cell_pixel (board, surface, 37, 0.22, 0);
  g_assert_cmpint (MAX (p.r, MAX (p.g, p.b)), <, 90);
  p = cell_pixel (board, surface, 37, 0, 0);
  g_assert_cmpint (p.r, >, 180);
  g_assert_cmpint (p.g, <, 80);
  /* e5 turned black; d4 is still white. */
  p = cell_pixel (board, surface, 36, 0, 0);
  g_assert_cmpint (MAX (p.r, MAX (p.g, p.b)), <, 90);
  p = cell_pixel (board, surface, 27, 0, 0);
  g_assert_cmpint (MIN (p.r, MIN (p.g, p.b)), >, 200);
  /* a1 is empty green board. */
  p = cell_pixel (board, surface, 0, 0, 0);
  g_assert_cmpint (p.g, >, p.r + 50);
  g_assert_cmpint (p.g, >, p.b + 40);
  /* White's legal moves are light dots: f4 (29) at its centre. */
  p = cell_pixel (board, surface, 29, 0, 0);
  g_assert_cmpint (p.r, >, 100);
  cairo_surface_destroy (surface);

  gui_test_window_close (window);
}

static void
test_numbergrab_highlight (void)
{
  SakiyomiWindow *window;
  SakiyomiBoardView *board;
  cairo_surface_t *surface;
  const SkyPosition *pos;
  SkyMove moves[SKY_MAX_MOVES];
  Pixel in_line, outside;
  int col;

  gui_test_reset_settings ();
  window = gui_test_window_new ("numbergrab", "minimax", "two-people");
  board = sakiyomi_window_get_board (window);

  /* At the start the first player takes from row 1 (index 0): its cells
   * are tinted with the accent (blue), the row below is not. */
  surface = render (board);
  in_line = cell_pixel (board, surface, 3, 0.4, 0.4);
  outside = cell_pixel (board, surface, 11, 0.4, 0.4);
  g_test_message ("row 1 (%d,%d,%d), row 2 (%d,%d,%d)", in_line.r, in_line.g,
                  in_line.b, outside.r, outside.g, outside.b);
  g_assert_cmpint (in_line.b - in_line.r, >, outside.b - outside.r + 30);
  cairo_surface_destroy (surface);

  /* The first player takes in row 1, column col: the second player must
   * take from that column, which is highlighted now instead. */
  pos = sakiyomi_window_get_position (window);
  g_assert_cmpint (sky_position_legal_moves (pos, moves), ==, 8);
  col = 5;
  gui_test_click_cell (window, col);
  pos = sakiyomi_window_get_position (window);
  g_assert_cmpint (pos->ply, ==, 1);
  surface = render (board);
  in_line = cell_pixel (board, surface, 4 * 8 + col, 0.4, 0.4);
  outside = cell_pixel (board, surface, 4 * 8 + col - 1, 0.4, 0.4);
  g_assert_cmpint (in_line.b - in_line.r, >, outside.b - outside.r + 30);
  /* Row 1 is no longer highlighted. */
  in_line = cell_pixel (board, surface, 2, 0.4, 0.4);
  outside = cell_pixel (board, surface, 10, 0.4, 0.4);
  g_assert_cmpint (ABS ((in_line.b - in_line.r) - (outside.b - outside.r)), <, 10);
  cairo_surface_destroy (surface);

  gui_test_window_close (window);
}

static void
test_accessible_descriptions (void)
{
  SakiyomiWindow *window;
  SakiyomiBoardView *board;
  const SkyPosition *pos;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  int value;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  board = sakiyomi_window_get_board (window);
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (board)));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (board)),
                   ==, GTK_ACCESSIBLE_ROLE_GROUP);

  sakiyomi_board_view_set_cursor (board, 4 * 8 + 4);
  text = sakiyomi_board_view_describe_cell (board, sakiyomi_board_view_get_cursor (board));
  g_assert_cmpstr (text, ==, "e5, white disc");
  g_clear_pointer (&text, g_free);
  text = sakiyomi_board_view_describe_cell (board, 3 * 8 + 4);
  g_assert_cmpstr (text, ==, "e4, black disc");
  g_clear_pointer (&text, g_free);
  text = sakiyomi_board_view_describe_cell (board, 0);
  g_assert_cmpstr (text, ==, "a1, empty");
  g_clear_pointer (&text, g_free);

  /* Number-grab reads rows and columns from 1, and signed numbers. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "game",
                                  g_variant_new_string ("numbergrab"));
  pos = sakiyomi_window_get_position (window);
  g_assert_cmpint (pos->game->kind, ==, SKY_GAME_NUMBERGRAB);
  value = pos->game->cell (pos, 2 * 8 + 4).value;
  expected = g_strdup_printf ("row 3, column 5, %s %d",
                              value < 0 ? "minus" : "plus", ABS (value));
  text = sakiyomi_board_view_describe_cell (board, 2 * 8 + 4);
  g_assert_cmpstr (text, ==, expected);

  /* The status says every move in words. */
  gui_test_click_cell (window, 0);
  g_clear_pointer (&expected, g_free);
  {
    g_autofree char *number = sakiyomi_format_number (pos->game->cell (pos, 0).value);
    expected = g_strdup_printf ("First player takes %s at row 1, column 1", number);
  }
  g_assert_true (g_str_has_prefix (sakiyomi_window_get_status (window), expected));
  g_assert_true (g_str_has_suffix (sakiyomi_window_get_status (window),
                                   " · Second player: take a number from column 1"));
  gui_test_window_close (window);
}

static gboolean
not_animating (gpointer data)
{
  return !sakiyomi_board_view_is_animating (data);
}

static void
test_flip_animation (void)
{
  SakiyomiWindow *window;
  SakiyomiBoardView *board;
  g_autoptr(GSettings) settings = sakiyomi_settings_new ();

  gui_test_reset_settings ();
  g_settings_set_boolean (settings, "animation", TRUE);
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  board = sakiyomi_window_get_board (window);
  gui_test_click_cell (window, 37);
  g_assert_true (sakiyomi_board_view_is_animating (board));
  g_assert_true (gui_test_wait (not_animating, board, 5));

  /* Switched off, moves change the discs at once. */
  g_settings_set_boolean (settings, "animation", FALSE);
  gui_test_click_cell (window, 29);     /* white f4 */
  g_assert_false (sakiyomi_board_view_is_animating (board));
  gui_test_window_close (window);
}

/* GNOME's Reduce Animation (gtk-enable-animations off) stops the flips
 * even with the app's own switch on: the final position is drawn at once. */
static void
test_reduced_motion (void)
{
  GtkSettings *gtk_settings = gtk_settings_get_default ();
  SakiyomiWindow *window;
  SakiyomiBoardView *board;
  cairo_surface_t *surface;
  Pixel p;
  g_autoptr(GSettings) settings = sakiyomi_settings_new ();

  gui_test_reset_settings ();
  g_settings_set_boolean (settings, "animation", TRUE);
  g_object_set (gtk_settings, "gtk-enable-animations", FALSE, NULL);
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  board = sakiyomi_window_get_board (window);

  gui_test_click_cell (window, 37);     /* black f5 turns e5 over */
  g_assert_false (sakiyomi_board_view_is_animating (board));
  /* e5 is black already, drawn whole (a flip would start white). */
  surface = render (board);
  p = cell_pixel (board, surface, 36, 0, 0);
  g_assert_cmpint (MAX (p.r, MAX (p.g, p.b)), <, 90);
  p = cell_pixel (board, surface, 36, 0.3, 0);
  g_assert_cmpint (MAX (p.r, MAX (p.g, p.b)), <, 90);
  cairo_surface_destroy (surface);

  /* Allowed again, the next move flips; Reduce Animation switched on
   * during the flip ends it at once. */
  g_object_set (gtk_settings, "gtk-enable-animations", TRUE, NULL);
  gui_test_click_cell (window, 29);     /* white f4 */
  g_assert_true (sakiyomi_board_view_is_animating (board));
  g_object_set (gtk_settings, "gtk-enable-animations", FALSE, NULL);
  g_assert_false (sakiyomi_board_view_is_animating (board));

  g_object_set (gtk_settings, "gtk-enable-animations", TRUE, NULL);
  gui_test_window_close (window);
}

/* The high-contrast style tells marks apart by shape: legal moves are
 * hollow squares (the dot's centre is empty board), discs have a ring of
 * the other colour, the hint is a diamond. */
static void
test_high_contrast (void)
{
  SakiyomiWindow *window;
  SakiyomiBoardView *board;
  cairo_surface_t *normal, *high;
  Pixel p;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  board = sakiyomi_window_get_board (window);
  g_assert_false (sakiyomi_board_view_get_high_contrast (board));

  gui_test_click_cell (window, 37);     /* black f5; white may play f4 */
  normal = render (board);
  sakiyomi_board_view_set_high_contrast (board, TRUE);
  high = render (board);

  /* f4 (29), legal for white: a light dot at the centre, and board on the
   * square's edge; in high contrast the other way round. */
  p = cell_pixel (board, normal, 29, 0, 0);
  g_assert_cmpint (p.r, >, 100);
  p = cell_pixel (board, normal, 29, 0.15, 0);
  g_assert_cmpint (p.g, >, p.r + 50);
  p = cell_pixel (board, high, 29, 0, 0);
  g_assert_cmpint (p.g, >, p.r + 40);
  g_assert_cmpint (p.r, <, 60);
  p = cell_pixel (board, high, 29, 0.15, 0);
  g_assert_cmpint (MIN (p.r, MIN (p.g, p.b)), >, 200);
  p = cell_pixel (board, high, 29, 0.15, 0.15);
  g_assert_cmpint (MIN (p.r, MIN (p.g, p.b)), >, 200);

  /* The black disc on e5 (36): a white ring at its rim in high contrast,
   * shaded black in the normal style. */
  p = cell_pixel (board, normal, 36, 0.375, 0);
  g_assert_cmpint (MAX (p.r, MAX (p.g, p.b)), <, 90);
  p = cell_pixel (board, high, 36, 0.375, 0);
  g_assert_cmpint (MIN (p.r, MIN (p.g, p.b)), >, 200);
  p = cell_pixel (board, high, 36, 0.2, 0);
  g_assert_cmpint (MAX (p.r, MAX (p.g, p.b)), <, 30);
  cairo_surface_destroy (normal);
  cairo_surface_destroy (high);

  /* The hint on f4: a diamond in high contrast (its top corner and the
   * middle of a side are marked, a point outside it is board), a yellow
   * ring in the normal style. */
  sakiyomi_board_view_set_hint (board, 29, 0, NULL, NULL);
  high = render (board);
  p = cell_pixel (board, high, 29, 0, -0.38);
  g_assert_cmpint (MIN (p.r, MIN (p.g, p.b)), >, 150);
  p = cell_pixel (board, high, 29, 0.19, -0.19);
  g_assert_cmpint (MIN (p.r, MIN (p.g, p.b)), >, 150);
  p = cell_pixel (board, high, 29, 0.3, -0.3);
  g_assert_cmpint (p.g, >, p.r + 40);
  cairo_surface_destroy (high);
  sakiyomi_board_view_set_high_contrast (board, FALSE);
  normal = render (board);
  p = cell_pixel (board, normal, 29, 0, -0.36);
  g_assert_cmpint (p.r, >, 200);       /* the yellow ring */
  g_assert_cmpint (p.b, <, 120);
  cairo_surface_destroy (normal);

  gui_test_window_close (window);
}

/* The desktop's high-contrast theme (GTK 4.8 names it) reaches the board,
 * the position editor's board and the review's graph, and leaves again. */
static void
test_high_contrast_follows_theme (void)
{
  GtkSettings *gtk_settings = gtk_settings_get_default ();
  g_autofree char *theme = NULL;
  SakiyomiWindow *window;
  SakiyomiBoardView *board, *editor_board;
  SakiyomiEvalGraph *graph;

  gui_test_reset_settings ();
  g_object_get (gtk_settings, "gtk-theme-name", &theme, NULL);
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  board = sakiyomi_window_get_board (window);
  editor_board = sakiyomi_position_editor_get_board (sakiyomi_window_get_position_editor (window));
  graph = sakiyomi_review_panel_get_graph (window->review_panel);
  g_assert_false (sakiyomi_board_view_get_high_contrast (board));

  g_object_set (gtk_settings, "gtk-theme-name", "HighContrast", NULL);
  g_assert_true (sakiyomi_board_view_get_high_contrast (board));
  g_assert_true (sakiyomi_board_view_get_high_contrast (editor_board));
  g_assert_true (sakiyomi_eval_graph_get_high_contrast (graph));
  g_object_set (gtk_settings, "gtk-theme-name", "HighContrastInverse", NULL);
  g_assert_true (sakiyomi_board_view_get_high_contrast (board));

  g_object_set (gtk_settings, "gtk-theme-name", "Adwaita", NULL);
  g_assert_false (sakiyomi_board_view_get_high_contrast (board));
  g_assert_false (sakiyomi_board_view_get_high_contrast (editor_board));
  g_assert_false (sakiyomi_eval_graph_get_high_contrast (graph));

  g_object_set (gtk_settings, "gtk-theme-name", theme, NULL);
  gui_test_window_close (window);
}

/* libadwaita's high contrast (GNOME's High Contrast switch; here
 * ADW_DEBUG_HIGH_CONTRAST=1, read when the app starts) reaches the board,
 * the position editor's board and the review's graph. */
static void
test_high_contrast_follows_style_manager (void)
{
  if (!g_test_subprocess ())
    {
      g_setenv ("ADW_DEBUG_HIGH_CONTRAST", "1", TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_unsetenv ("ADW_DEBUG_HIGH_CONTRAST");
      g_test_trap_assert_passed ();
      return;
    }
  {
    SakiyomiWindow *window;

    g_assert_true (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()));
    gui_test_reset_settings ();
    window = gui_test_window_new ("reversi", "minimax", "two-people");
    g_assert_true (sakiyomi_board_view_get_high_contrast (sakiyomi_window_get_board (window)));
    g_assert_true (sakiyomi_board_view_get_high_contrast (sakiyomi_position_editor_get_board (sakiyomi_window_get_position_editor (window))));
    g_assert_true (sakiyomi_eval_graph_get_high_contrast (sakiyomi_review_panel_get_graph (window->review_panel)));
    gui_test_window_close (window);
  }
}

/* Keys as the board's own key controller receives them. */
static gboolean
press_key (SakiyomiBoardView *board,
           guint              keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0,
                               (GdkModifierType) 0, &handled);
    }
  return handled;
}

static void
test_keyboard (void)
{
  SakiyomiWindow *window;
  SakiyomiBoardView *board;
  g_autofree char *text = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("reversi", "minimax", "two-people");
  board = sakiyomi_window_get_board (window);

  /* The cursor starts in the middle, on d5, unseen until a key moves it
   * (issue 36: a mouse player never sees it); two steps right is f5. */
  g_assert_cmpint (sakiyomi_board_view_get_cursor (board), ==, 35);
  g_assert_false (sakiyomi_board_view_get_cursor_shown (board));
  /* A shortcut's modifier alone is not the board's key. */
  g_assert_false (press_key (board, GDK_KEY_Control_L));
  g_assert_false (sakiyomi_board_view_get_cursor_shown (board));
  g_assert_true (press_key (board, GDK_KEY_Right));
  g_assert_true (sakiyomi_board_view_get_cursor_shown (board));
  g_assert_true (press_key (board, GDK_KEY_Right));
  g_assert_cmpint (sakiyomi_board_view_get_cursor (board), ==, 37);
  text = sakiyomi_board_view_describe_cell (board, 37);
  g_assert_cmpstr (text, ==, "f5, empty");
  g_clear_pointer (&text, g_free);

  /* Enter plays it. */
  g_assert_true (press_key (board, GDK_KEY_Return));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 1);
  g_assert_cmpint (sakiyomi_window_get_position (window)->last_move, ==, 37);
  text = sakiyomi_board_view_describe_cell (board, sakiyomi_board_view_get_cursor (board));
  g_assert_cmpstr (text, ==, "f5, black disc");
  g_clear_pointer (&text, g_free);

  /* The edges stop the cursor; Space on an illegal square plays nothing. */
  for (int i = 0; i < 10; i++)
    press_key (board, GDK_KEY_Up);
  g_assert_cmpint (sakiyomi_board_view_get_cursor (board), ==, 5);
  g_assert_true (press_key (board, GDK_KEY_space));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 1);
  /* Other keys are left to the window. */
  g_assert_false (press_key (board, GDK_KEY_a));
  /* A click hides the cursor again. */
  g_assert_true (sakiyomi_board_view_get_cursor_shown (board));
  gui_test_click_cell (window, 43);   /* d6 */
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 2);
  g_assert_false (sakiyomi_board_view_get_cursor_shown (board));
  gui_test_window_close (window);
}

int
main (int    argc,
      char **argv)
{
  /* The theme comes from GtkSettings here, not from the environment. */
  g_unsetenv ("GTK_THEME");
  gui_test_init (&argc, &argv);

  g_test_add_func ("/board-view/reversi-pixels", test_reversi_pixels);
  g_test_add_func ("/board-view/numbergrab-highlight", test_numbergrab_highlight);
  g_test_add_func ("/board-view/accessible", test_accessible_descriptions);
  g_test_add_func ("/board-view/flip-animation", test_flip_animation);
  g_test_add_func ("/board-view/reduced-motion", test_reduced_motion);
  g_test_add_func ("/board-view/high-contrast", test_high_contrast);
  g_test_add_func ("/board-view/high-contrast-follows-theme",
                   test_high_contrast_follows_theme);
  g_test_add_func ("/board-view/high-contrast-follows-style-manager",
                   test_high_contrast_follows_style_manager);
  g_test_add_func ("/board-view/keyboard", test_keyboard);

  return g_test_run ();
}
