/* test-tree-window.c: the Search Tree window on the real window: the tree
 * behind the computer's move (minimax and Monte Carlo) with the chosen
 * move selected, rows made only when expanded, the preview following the
 * selection, the totals of both methods, a big tree, and closing. */
#include "config.h"

#include <string.h>

#include "gui-test-util.h"
#include "sakiyomi-search-tree-model.h"
#include "sakiyomi-tree-window.h"

static gboolean
tree_ready (gpointer data)
{
  SakiyomiWindow *window = data;
  GtkWidget *tree_window = sakiyomi_window_get_tree_window (window);

  return tree_window != NULL
         && !sakiyomi_tree_window_is_busy (SAKIYOMI_TREE_WINDOW (tree_window))
         && sakiyomi_tree_window_get_tree (SAKIYOMI_TREE_WINDOW (tree_window)) != NULL;
}

/* Opens the tree of the computer's last move and waits for it. */
static SakiyomiTreeWindow *
open_tree (SakiyomiWindow *window)
{
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window),
                                                    "show-search-tree"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-search-tree",
                                  NULL);
  g_assert_true (gui_test_wait (tree_ready, window, 60));
  gui_test_run_for (0.1);
  return SAKIYOMI_TREE_WINDOW (sakiyomi_window_get_tree_window (window));
}

static GtkTreeListRow *
row_at (SakiyomiTreeWindow *tree_window,
        guint               position)
{
  GListModel *model = G_LIST_MODEL (sakiyomi_tree_window_get_selection (tree_window));

  return g_list_model_get_item (model, position);
}

static const SkySearchNode *
row_node (GtkTreeListRow *row,
          guint          *index)
{
  g_autoptr(SakiyomiSearchNode) item = gtk_tree_list_row_get_item (row);

  if (index != NULL)
    *index = sakiyomi_search_node_get_index (item);
  return sakiyomi_search_node_get_node (item);
}

/* The computer (number-grab, minimax with alpha-beta, depth 3) moves first;
 * its tree is the one it searched. */
static void
test_minimax (void)
{
  SakiyomiWindow *window;
  SakiyomiTreeWindow *tree_window;
  SkySearchResult last;
  SkySearchTree *tree, *other;
  GtkSingleSelection *selection;
  GListModel *rows;
  guint n_rows, chosen, n_root = 0, collapsed = G_MAXUINT;
  g_autoptr(GtkTreeListRow) chosen_row = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *player = NULL;

  gui_test_reset_settings ();
  window = gui_test_window_new ("numbergrab", "minimax", "second");
  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_cmpuint (sakiyomi_window_get_n_moves (window), ==, 1);
  g_assert_true (sakiyomi_window_get_last_search (window, &last));

  tree_window = open_tree (window);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (tree_window))
                 == GTK_WINDOW (window));
  g_assert_false (gtk_window_get_modal (GTK_WINDOW (tree_window)));
  tree = sakiyomi_tree_window_get_tree (tree_window);
  other = sakiyomi_tree_window_get_other_tree (tree_window);
  g_assert_cmpint (sky_search_tree_get_kind (tree), ==, SKY_SEARCH_TREE_MINIMAX);
  g_assert_true (sky_search_tree_get_strength (tree)->alpha_beta);
  g_assert_cmpint (sky_search_tree_get_strength (tree)->depth, ==, 3);
  /* The same search as the computer's. */
  g_assert_cmpint (sky_search_tree_get_result (tree)->move, ==, last.move);
  g_assert_cmpint (sky_search_tree_get_node (tree, 0)->value, ==, last.value);
  g_assert_cmpuint (sky_search_tree_get_result (tree)->evaluations, ==,
                    last.evaluations);
  /* And plain minimax beside it: the same choice, more positions. */
  g_assert_nonnull (other);
  g_assert_false (sky_search_tree_get_strength (other)->alpha_beta);
  g_assert_cmpint (sky_search_tree_get_result (other)->move, ==, last.move);
  g_assert_cmpuint (sky_search_tree_get_result (other)->nodes, >,
                    sky_search_tree_get_result (tree)->nodes);
  g_assert_cmpuint (sky_search_tree_get_nodes_at_depth (other, 1), ==, 8);
  g_assert_nonnull (strstr (sakiyomi_tree_window_get_summary_text (tree_window),
                            "Plain minimax"));
  g_assert_nonnull (strstr (sakiyomi_tree_window_get_summary_text (tree_window),
                            "Alpha-beta"));

  /* The root rows: the eight takes from row 1, the chosen one selected and
   * its line open below it. */
  selection = sakiyomi_tree_window_get_selection (tree_window);
  rows = G_LIST_MODEL (selection);
  n_rows = g_list_model_get_n_items (rows);
  chosen = gtk_single_selection_get_selected (selection);
  g_assert_cmpuint (chosen, !=, GTK_INVALID_LIST_POSITION);
  chosen_row = row_at (tree_window, chosen);
  g_assert_cmpint (row_node (chosen_row, NULL)->move, ==, last.move);
  g_assert_true (row_node (chosen_row, NULL)->flags & SKY_SEARCH_NODE_CHOSEN);
  g_assert_true (gtk_tree_list_row_get_expanded (chosen_row));
  notes = sakiyomi_tree_window_cell_text (tree_window, chosen_row, 4);
  g_assert_nonnull (strstr (notes, "chosen"));
  player = sakiyomi_tree_window_cell_text (tree_window, chosen_row, 1);
  g_assert_cmpstr (player, ==, "Computer (MAX)");
  for (guint i = 0; i < n_rows; i++)
    {
      g_autoptr(GtkTreeListRow) row = row_at (tree_window, i);

      if (gtk_tree_list_row_get_depth (row) == 0)
        {
          n_root++;
          if (!gtk_tree_list_row_get_expanded (row) && collapsed == G_MAXUINT
              && gtk_tree_list_row_is_expandable (row))
            collapsed = i;
        }
    }
  g_assert_cmpuint (n_root, ==, 8);
  /* The chosen line is open to its end (depth 3), nothing else. */
  g_assert_cmpuint (n_rows, <, 8 + 3 * 8);

  /* Expanding a row makes its children's rows, and no row below them. */
  g_assert_cmpuint (collapsed, !=, G_MAXUINT);
  {
    g_autoptr(GtkTreeListRow) row = row_at (tree_window, collapsed);
    guint index;
    const SkySearchNode *node = row_node (row, &index);
    guint n_children = sky_search_tree_get_n_children (tree, index);
    GListModel *children;

    g_assert_cmpuint (n_children, >, 0);
    gtk_tree_list_row_set_expanded (row, TRUE);
    g_assert_cmpuint (g_list_model_get_n_items (rows), ==, n_rows + n_children);
    children = gtk_tree_list_row_get_children (row);
    g_assert_true (SAKIYOMI_IS_SEARCH_CHILDREN (children));
    g_assert_cmpuint (g_list_model_get_n_items (children), ==, n_children);
    /* Made only as far as the view asked for them. */
    g_assert_cmpuint (sakiyomi_search_children_get_n_made (SAKIYOMI_SEARCH_CHILDREN (children)),
                      <=, n_children);
    for (guint i = 0; i < n_children; i++)
      {
        g_autoptr(GtkTreeListRow) child = row_at (tree_window, collapsed + 1 + i);
        const SkySearchNode *child_node = row_node (child, NULL);

        g_assert_cmpint (child_node->parent, ==, (gint32) index);
        g_assert_false (gtk_tree_list_row_get_expanded (child));
        g_assert_null (gtk_tree_list_row_get_children (child));
      }
    g_assert_false (node->flags & SKY_SEARCH_NODE_CHOSEN);

    /* Selecting a child shows its position on the preview. */
    {
      g_autoptr(GtkTreeListRow) child = row_at (tree_window, collapsed + 1);
      guint child_index;
      g_autoptr(SkyPosition) expected = NULL;
      const SkyPosition *shown;

      row_node (child, &child_index);
      gtk_single_selection_set_selected (selection, collapsed + 1);
      expected = sky_search_tree_get_position (tree, child_index);
      shown = sakiyomi_board_view_get_position (sakiyomi_tree_window_get_preview (tree_window));
      g_assert_nonnull (shown);
      g_assert_cmpint (shown->ply, ==, expected->ply);
      g_assert_cmpint (shown->last_move, ==, expected->last_move);
      g_assert_cmpmem (shown, expected->game->position_size,
                       expected, expected->game->position_size);
      g_assert_cmpint (expected->ply, ==, 2);  /* a take and its reply */
    }
  }

  /* Plain minimax's tree in the same view. */
  sakiyomi_tree_window_show_alpha_beta (tree_window, FALSE);
  g_assert_true (sakiyomi_tree_window_get_tree (tree_window) == other);
  sakiyomi_tree_window_show_alpha_beta (tree_window, TRUE);
  g_assert_true (sakiyomi_tree_window_get_tree (tree_window) == tree);

  /* Escape closes it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (tree_window),
                                             "window.close", NULL));
  gui_test_run_for (0.1);
  g_assert_null (sakiyomi_window_get_tree_window (window));

  gui_test_window_close (window);
}

/* Some row shows an alpha-beta cut-off in words, with its bound. */
static void
test_cutoff_notes (void)
{
  SakiyomiWindow *window;
  SakiyomiTreeWindow *tree_window;
  GListModel *rows;
  gboolean found = FALSE;

  gui_test_reset_settings ();
  window = gui_test_window_new ("numbergrab", "minimax", "second");
  g_assert_true (gui_test_wait_idle (window, 30));
  tree_window = open_tree (window);
  rows = G_LIST_MODEL (sakiyomi_tree_window_get_selection (tree_window));

  /* Open every root move until a cut-off shows. */
  for (guint i = 0; i < g_list_model_get_n_items (rows) && !found; i++)
    {
      g_autoptr(GtkTreeListRow) row = row_at (tree_window, i);
      const SkySearchNode *node = row_node (row, NULL);

      if (node->flags & SKY_SEARCH_NODE_CUTOFF && node->n_cut > 0)
        {
          g_autofree char *notes = sakiyomi_tree_window_cell_text (tree_window, row, 4);
          g_autofree char *bound = g_strdup_printf (node->bound > 0 ? "= +%d" : "= %d", node->bound);

          g_assert_nonnull (strstr (notes, node->flags & SKY_SEARCH_NODE_MAX
                                           ? "β cut-off" : "α cut-off"));
          if (node->bound >= 0)
            g_assert_nonnull (strstr (notes, bound));
          found = TRUE;
        }
      else if (gtk_tree_list_row_get_depth (row) < 1)
        gtk_tree_list_row_set_expanded (row, TRUE);
      if (node->flags & SKY_SEARCH_NODE_PRUNED)
        {
          g_autofree char *notes = sakiyomi_tree_window_cell_text (tree_window, row, 4);
          g_autofree char *value = sakiyomi_tree_window_cell_text (tree_window, row, 2);

          g_assert_nonnull (strstr (notes, "not searched"));
          g_assert_cmpstr (value, ==, "—");
        }
    }
  g_assert_true (found);
  gui_test_window_close (window);
}

/* Flat Monte Carlo (tic-tac-toe): every move with its playouts; searched
 * again with the computer's seed, it chooses what the computer chose. */
static void
test_montecarlo (void)
{
  SakiyomiWindow *window;
  SakiyomiTreeWindow *tree_window;
  SkySearchResult last;
  SkySearchTree *tree;
  GListModel *rows;
  guint64 playouts = 0;

  gui_test_reset_settings ();
  window = gui_test_window_new ("tictactoe", "montecarlo", "second");
  g_assert_true (gui_test_wait_idle (window, 30));
  g_assert_true (sakiyomi_window_get_last_search (window, &last));
  tree_window = open_tree (window);
  tree = sakiyomi_tree_window_get_tree (tree_window);
  g_assert_cmpint (sky_search_tree_get_kind (tree), ==, SKY_SEARCH_TREE_FLAT);
  g_assert_null (sakiyomi_tree_window_get_other_tree (tree_window));
  g_assert_cmpint (sky_search_tree_get_result (tree)->move, ==, last.move);
  g_assert_cmpint (sky_search_tree_get_result (tree)->value, ==, last.value);
  g_assert_cmpuint (sky_search_tree_get_result (tree)->playouts, ==, last.playouts);

  rows = G_LIST_MODEL (sakiyomi_tree_window_get_selection (tree_window));
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 9);
  for (guint i = 0; i < 9; i++)
    {
      g_autoptr(GtkTreeListRow) row = row_at (tree_window, i);
      const SkySearchNode *node = row_node (row, NULL);
      g_autofree char *count = sakiyomi_tree_window_cell_text (tree_window, row, 3);
      g_autofree char *rate = sakiyomi_tree_window_cell_text (tree_window, row, 2);
      g_autofree char *expected = g_strdup_printf ("%.1f %%", node->value / 10.0);
      g_autofree char *player = sakiyomi_tree_window_cell_text (tree_window, row, 1);

      g_assert_cmpint (node->move, ==, (int) i);
      /* No MAX or MIN: those are minimax's. */
      g_assert_cmpstr (player, ==, "Computer");
      g_assert_cmpstr (count, ==, "30");
      g_assert_cmpstr (rate, ==, expected);
      g_assert_false (gtk_tree_list_row_is_expandable (row));
      playouts += node->visits;
    }
  g_assert_cmpuint (playouts, ==, last.playouts);
  gui_test_window_close (window);
}

/* A tree of hundreds of thousands of nodes opens with a few dozen rows;
 * the UCT tree shows visits. */
static void
test_big_tree_and_uct (void)
{
  SakiyomiWindow *window;
  SakiyomiTreeWindow *tree_window;
  SkySearchTree *tree;
  SkyStrength strength;
  g_autoptr(SkyPosition) pos = NULL;
  SkyGameSetup setup = { .seed = 1 };
  const char *names[2] = { "Black", "White" };
  GListModel *rows;

  gui_test_reset_settings ();
  window = gui_test_window_new ("numbergrab", "minimax", "two-people");
  tree_window = open_tree (window);

  pos = sky_position_new (sky_game_get (SKY_GAME_NUMBERGRAB), &setup);
  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, SKY_GAME_NUMBERGRAB);
  strength.depth = 6;
  strength.alpha_beta = FALSE;
  sakiyomi_tree_window_record (tree_window, &strength, pos, 1, "Test", names);
  g_assert_true (sakiyomi_tree_window_is_busy (tree_window));
  g_assert_true (gui_test_wait (tree_ready, window, 120));
  tree = sakiyomi_tree_window_get_tree (tree_window);
  g_assert_cmpuint (sky_search_tree_get_n_nodes (tree), >, 100000);
  g_assert_false (sky_search_tree_is_truncated (tree));
  rows = G_LIST_MODEL (sakiyomi_tree_window_get_selection (tree_window));
  g_assert_cmpuint (g_list_model_get_n_items (rows), <=, 8 * 6);

  /* UCT. */
  strength.kind = SKY_PLAYER_MONTECARLO;
  strength.tree = TRUE;
  strength.playouts = 3000;
  sakiyomi_tree_window_record (tree_window, &strength, pos, 1, "Test", names);
  g_assert_true (gui_test_wait (tree_ready, window, 120));
  tree = sakiyomi_tree_window_get_tree (tree_window);
  g_assert_cmpint (sky_search_tree_get_kind (tree), ==, SKY_SEARCH_TREE_UCT);
  g_assert_cmpuint (sky_search_tree_get_node (tree, 0)->visits, ==, 3000);
  {
    guint chosen = gtk_single_selection_get_selected (sakiyomi_tree_window_get_selection (tree_window));
    g_autoptr(GtkTreeListRow) row = row_at (tree_window, chosen);
    g_autofree char *visits = sakiyomi_tree_window_cell_text (tree_window, row, 3);
    g_autofree char *expected = g_strdup_printf ("%u", row_node (row, NULL)->visits);

    g_assert_true (row_node (row, NULL)->flags & SKY_SEARCH_NODE_CHOSEN);
    g_assert_cmpint (row_node (row, NULL)->move, ==,
                     sky_search_tree_get_result (tree)->move);
    if (row_node (row, NULL)->visits < 1000)
      g_assert_cmpstr (visits, ==, expected);
  }
  gui_test_window_close (window);
}

int
main (int    argc,
      char **argv)
{
  gui_test_init (&argc, &argv);

  g_test_add_func ("/tree-window/minimax", test_minimax);
  g_test_add_func ("/tree-window/cutoff-notes", test_cutoff_notes);
  g_test_add_func ("/tree-window/montecarlo", test_montecarlo);
  g_test_add_func ("/tree-window/big-tree-and-uct", test_big_tree_and_uct);

  return g_test_run ();
}
