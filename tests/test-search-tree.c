/* test-search-tree.c: recording the search tree for the tree viewer.
 *
 * A recorded search must choose exactly what the unrecorded one chooses,
 * with the same counts; the tree must agree with itself (every inner node's
 * value is the best of its searched children, the chosen line is the
 * principal variation, the per-depth totals add up to the search's node and
 * evaluation counts); alpha-beta's cut-offs are checked on a number-grab
 * board worked out by hand; and the node cap truncates visibly. */
#include "config.h"

#include <gio/gio.h>

#include "game.h"
#include "numbergrab.h"
#include "player.h"
#include "search-tree.h"

/* A position some random moves into a game. */
static SkyPosition *
random_position (SkyGameKind kind, GRand *rand, int max_moves)
{
  SkyGameSetup setup = { .seed = g_rand_int (rand) };
  SkyPosition *pos = sky_position_new (sky_game_get (kind), &setup);
  int n_moves = g_rand_int_range (rand, 0, max_moves + 1);

  for (int i = 0; i < n_moves; i++)
    {
      SkyMove moves[SKY_MAX_MOVES];
      int n;
      SkyMove move;

      if (sky_position_is_over (pos))
        break;
      n = sky_position_legal_moves (pos, moves);
      move = moves[g_rand_int_range (rand, 0, n)];
      sky_position_play (pos, move);
      if (sky_position_is_over (pos))
        {
          /* Take it back: the search needs a game to play. */
          sky_position_free (pos);
          return random_position (kind, rand, i);
        }
    }
  return pos;
}

static void
assert_same_result (const SkySearchResult *a, const SkySearchResult *b)
{
  g_assert_cmpint (a->move, ==, b->move);
  g_assert_cmpint (a->value, ==, b->value);
  g_assert_cmpuint (a->evaluations, ==, b->evaluations);
  g_assert_cmpuint (a->nodes, ==, b->nodes);
  g_assert_cmpuint (a->playouts, ==, b->playouts);
  g_assert_cmpint (a->depth, ==, b->depth);
  g_assert_cmpint (a->pv_length, ==, b->pv_length);
  for (int i = 0; i < a->pv_length; i++)
    g_assert_cmpint (a->pv[i], ==, b->pv[i]);
  g_assert_cmpint (a->n_moves, ==, b->n_moves);
  for (int i = 0; i < a->n_moves; i++)
    {
      g_assert_cmpint (a->moves[i], ==, b->moves[i]);
      g_assert_cmpint (a->move_values[i], ==, b->move_values[i]);
    }
}

/* The chosen line from the root, following the CHOSEN flags. */
static int
chosen_line (const SkySearchTree *tree, SkyMove *line, int max)
{
  gint32 node = 0;
  int n = 0;

  for (;;)
    {
      gint32 next = -1;

      for (gint32 c = sky_search_tree_get_node (tree, node)->first_child;
           c >= 0; c = sky_search_tree_get_node (tree, c)->next_sibling)
        if (sky_search_tree_get_node (tree, c)->flags & SKY_SEARCH_NODE_CHOSEN)
          {
            g_assert_cmpint (next, ==, -1);   /* one chosen child at most */
            next = c;
          }
      if (next < 0 || n == max)
        return n;
      line[n++] = sky_search_tree_get_node (tree, next)->move;
      node = next;
    }
}

/* Every recorded inner node of a complete minimax tree is the best of its
 * searched children, its MAX/MIN mark agrees with the side to move, its
 * subtree size is right, and the per-depth totals add up. */
static void
check_minimax_tree (const SkySearchTree *tree, const SkySearchResult *result,
                    gboolean alpha_beta)
{
  guint n = sky_search_tree_get_n_nodes (tree);
  guint64 nodes = 0, leaves = 0, pruned = 0;
  guint searched = 0, recorded_pruned = 0, recorded_leaves = 0;
  SkyMove line[64];
  int length;

  g_assert_false (sky_search_tree_is_truncated (tree));
  g_assert_cmpint (sky_search_tree_get_kind (tree), ==, SKY_SEARCH_TREE_MINIMAX);
  g_assert_cmpint (sky_search_tree_get_node (tree, 0)->value, ==, result->value);

  for (int d = 1; d <= sky_search_tree_get_max_depth (tree); d++)
    {
      nodes += sky_search_tree_get_nodes_at_depth (tree, d);
      leaves += sky_search_tree_get_leaves_at_depth (tree, d);
      pruned += sky_search_tree_get_pruned_at_depth (tree, d);
    }
  g_assert_cmpuint (nodes, ==, result->nodes - 1);
  g_assert_cmpuint (leaves, ==, result->evaluations);
  if (!alpha_beta)
    g_assert_cmpuint (pruned, ==, 0);

  for (guint i = 0; i < n; i++)
    {
      const SkySearchNode *node = sky_search_tree_get_node (tree, i);
      gboolean maximise = i == 0 || !(node->flags & SKY_SEARCH_NODE_MAX);
      int best = maximise ? G_MININT : G_MAXINT;
      guint n_best = 0, n_children = 0, n_pruned_children = 0;

      if (node->flags & SKY_SEARCH_NODE_PRUNED)
        {
          recorded_pruned++;
          g_assert_cmpint (node->first_child, ==, -1);
          continue;
        }
      if (i > 0)
        searched++;
      if (node->flags & (SKY_SEARCH_NODE_EVAL | SKY_SEARCH_NODE_FINAL))
        {
          recorded_leaves++;
          g_assert_cmpint (node->first_child, ==, -1);
          continue;
        }
      if (i > 0)
        {
          const SkySearchNode *parent = sky_search_tree_get_node (tree, node->parent);

          g_assert_cmpint (node->depth, ==, parent->depth + 1);
        }
      for (gint32 c = node->first_child; c >= 0;
           c = sky_search_tree_get_node (tree, c)->next_sibling)
        {
          const SkySearchNode *child = sky_search_tree_get_node (tree, c);

          g_assert_cmpint (child->parent, ==, (gint32) i);
          /* The mover into a child is the side to move at node. */
          g_assert_cmpint (!!(child->flags & SKY_SEARCH_NODE_MAX), ==, maximise);
          n_children++;
          if (child->flags & SKY_SEARCH_NODE_PRUNED)
            {
              n_pruned_children++;
              continue;
            }
          g_assert_cmpint (n_pruned_children, ==, 0);  /* pruned come last */
          best = maximise ? MAX (best, child->value) : MIN (best, child->value);
          if (child->flags & SKY_SEARCH_NODE_BEST)
            n_best++;
          if (child->flags & SKY_SEARCH_NODE_CUTOFF)
            {
              g_assert_true (alpha_beta);
              g_assert_true (child->flags & SKY_SEARCH_NODE_BEST);
              g_assert_true (maximise ? child->value >= child->bound
                                      : child->value <= child->bound);
            }
        }
      g_assert_cmpuint (n_children, >, 0);
      g_assert_cmpuint (n_best, ==, 1);
      g_assert_cmpint (node->value, ==, best);
      /* Depth-first order: the subtree is the next `below` nodes. */
      g_assert_cmpuint (i + node->below, <, n);
      if (node->next_sibling >= 0)
        g_assert_cmpuint ((guint) node->next_sibling, ==, i + node->below + 1);
    }
  g_assert_cmpuint (searched, ==, result->nodes - 1);
  g_assert_cmpuint (recorded_pruned, ==, pruned);
  g_assert_cmpuint (recorded_leaves, ==, result->evaluations);
  g_assert_cmpuint (n, ==, 1 + searched + recorded_pruned);
  g_assert_cmpuint (sky_search_tree_get_node (tree, 0)->below, ==, n - 1);

  length = chosen_line (tree, line, G_N_ELEMENTS (line));
  g_assert_cmpint (length, ==, result->pv_length);
  for (int i = 0; i < length; i++)
    g_assert_cmpint (line[i], ==, result->pv[i]);
}

/* Recorded and unrecorded searches agree, on random positions of every game
 * with plain minimax and alpha-beta. */
static void
test_minimax_identical (void)
{
  static const struct { SkyGameKind kind; int depth; int max_moves; } cases[] = {
    { SKY_GAME_NUMBERGRAB, 4, 20 },
    { SKY_GAME_NUMBERGRAB, 5, 20 },
    { SKY_GAME_TICTACTOE, 9, 6 },
    { SKY_GAME_REVERSI, 3, 40 },
    { SKY_GAME_REVERSI, 4, 40 },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(SkySearchTree) tree = sky_search_tree_new (0);

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (int i = 0; i < 12; i++)
      for (int ab = 0; ab < 2; ab++)
        {
          g_autoptr(SkyPosition) pos = random_position (cases[c].kind, rand,
                                                        cases[c].max_moves);
          SkyStrength strength;
          SkySearchResult plain, recorded;

          sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX,
                                     cases[c].kind);
          strength.depth = cases[c].depth;
          strength.alpha_beta = ab;
          strength.strong_eval = i % 2;
          g_assert_true (sky_player_choose (&strength, pos, NULL, NULL, NULL,
                                            NULL, &plain, NULL));
          g_assert_true (sky_player_choose_recorded (&strength, pos, NULL,
                                                     NULL, NULL, NULL, tree,
                                                     &recorded, NULL));
          assert_same_result (&plain, &recorded);
          check_minimax_tree (tree, &recorded, ab);
          /* NULL records nothing and is the plain search. */
          g_assert_true (sky_player_choose_recorded (&strength, pos, NULL,
                                                     NULL, NULL, NULL, NULL,
                                                     &recorded, NULL));
          assert_same_result (&plain, &recorded);
        }
}

/* Number-grab, depth 2, worked out by hand.  The board is all 1 but for a 5
 * at a1 (row 0, column 0).  The first player takes along row 0: a1 gives
 * 5 - 1 = 4 whatever the reply (the replies along column a are all 1, the
 * first of them, a2, is the best); every other take gives 1 - 1 = 0 at the
 * first reply.  Plain minimax visits 8 + 8 * 7 = 64 positions; alpha-beta
 * searches a1's 7 replies, then for each other take stops after its first
 * reply (0 <= α = 4) and leaves the other 6 unsearched: 8 + 7 + 7 = 22
 * positions, 7 * 6 = 42 moves cut off. */
static void
test_alpha_beta_by_hand (void)
{
  int values[64];
  g_autofree SkyPosition *pos = g_malloc (sky_numbergrab_game.position_size);
  g_autoptr(SkySearchTree) tree = sky_search_tree_new (0);
  SkyStrength strength;
  SkySearchResult result;
  gint32 root_child;
  int k;

  for (int i = 0; i < 64; i++)
    values[i] = 1;
  values[0] = 5;
  sky_numbergrab_init_with_values (pos, values);
  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, SKY_GAME_NUMBERGRAB);
  strength.depth = 2;

  /* Plain minimax. */
  strength.alpha_beta = FALSE;
  g_assert_true (sky_player_choose_recorded (&strength, pos, NULL, NULL, NULL,
                                             NULL, tree, &result, NULL));
  g_assert_cmpint (result.move, ==, 0);
  g_assert_cmpint (result.value, ==, 4);
  g_assert_cmpuint (sky_search_tree_get_nodes_at_depth (tree, 1), ==, 8);
  g_assert_cmpuint (sky_search_tree_get_nodes_at_depth (tree, 2), ==, 56);
  g_assert_cmpuint (sky_search_tree_get_n_nodes (tree), ==, 65);
  check_minimax_tree (tree, &result, FALSE);

  /* Alpha-beta. */
  strength.alpha_beta = TRUE;
  g_assert_true (sky_player_choose_recorded (&strength, pos, NULL, NULL, NULL,
                                             NULL, tree, &result, NULL));
  g_assert_cmpint (result.move, ==, 0);
  g_assert_cmpint (result.value, ==, 4);
  g_assert_cmpint (result.pv_length, ==, 2);
  g_assert_cmpint (result.pv[1], ==, 8);        /* a2 */
  g_assert_cmpuint (result.evaluations, ==, 14);
  g_assert_cmpuint (sky_search_tree_get_nodes_at_depth (tree, 1), ==, 8);
  g_assert_cmpuint (sky_search_tree_get_nodes_at_depth (tree, 2), ==, 14);
  g_assert_cmpuint (sky_search_tree_get_pruned_at_depth (tree, 2), ==, 42);
  g_assert_cmpuint (sky_search_tree_get_n_nodes (tree), ==, 1 + 8 + 14 + 42);
  check_minimax_tree (tree, &result, TRUE);

  k = 0;
  for (root_child = sky_search_tree_get_node (tree, 0)->first_child;
       root_child >= 0;
       root_child = sky_search_tree_get_node (tree, root_child)->next_sibling, k++)
    {
      const SkySearchNode *node = sky_search_tree_get_node (tree, root_child);
      const SkySearchNode *reply = sky_search_tree_get_node (tree, node->first_child);
      int j = 0;

      g_assert_cmpint (node->move, ==, k);
      g_assert_true (node->flags & SKY_SEARCH_NODE_MAX);
      g_assert_cmpuint (sky_search_tree_get_n_children (tree, root_child), ==, 7);
      if (k == 0)
        {
          g_assert_cmpint (node->value, ==, 4);
          g_assert_cmpint (node->flags & (SKY_SEARCH_NODE_BEST
                                          | SKY_SEARCH_NODE_CHOSEN
                                          | SKY_SEARCH_NODE_UPPER
                                          | SKY_SEARCH_NODE_LOWER),
                           ==, SKY_SEARCH_NODE_BEST | SKY_SEARCH_NODE_CHOSEN);
          g_assert_cmpint (reply->move, ==, 8);
          g_assert_true (reply->flags & SKY_SEARCH_NODE_CHOSEN);
          g_assert_false (reply->flags & SKY_SEARCH_NODE_CUTOFF);
          continue;
        }
      /* Worth at most 0: an upper bound, cut off by α = 4 at its first
       * reply (row 2 of this column), six replies never searched. */
      g_assert_cmpint (node->value, ==, 0);
      g_assert_true (node->flags & SKY_SEARCH_NODE_UPPER);
      g_assert_false (node->flags & (SKY_SEARCH_NODE_BEST | SKY_SEARCH_NODE_CHOSEN));
      g_assert_cmpint (reply->move, ==, 8 + k);
      g_assert_false (reply->flags & SKY_SEARCH_NODE_MAX);
      g_assert_true (reply->flags & SKY_SEARCH_NODE_CUTOFF);
      g_assert_true (reply->flags & SKY_SEARCH_NODE_EVAL);
      g_assert_cmpint (reply->value, ==, 0);
      g_assert_cmpint (reply->bound, ==, 4);
      g_assert_cmpint (reply->n_cut, ==, 6);
      for (gint32 c = reply->next_sibling; c >= 0;
           c = sky_search_tree_get_node (tree, c)->next_sibling, j++)
        {
          const SkySearchNode *cut = sky_search_tree_get_node (tree, c);

          g_assert_cmpint (cut->move, ==, 8 * (j + 2) + k);
          g_assert_true (cut->flags & SKY_SEARCH_NODE_PRUNED);
        }
      g_assert_cmpint (j, ==, 6);
    }
  g_assert_cmpint (k, ==, 8);
}

/* The cap stops the recording, not the search. */
static void
test_cap (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(SkyPosition) pos = random_position (SKY_GAME_REVERSI, rand, 10);
  g_autoptr(SkySearchTree) tree = sky_search_tree_new (100);
  SkyStrength strength;
  SkySearchResult plain, recorded;
  guint64 nodes = 0;

  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, SKY_GAME_REVERSI);
  strength.depth = 4;
  strength.alpha_beta = FALSE;
  g_assert_true (sky_player_choose (&strength, pos, NULL, NULL, NULL, NULL,
                                    &plain, NULL));
  g_assert_true (sky_player_choose_recorded (&strength, pos, NULL, NULL, NULL,
                                             NULL, tree, &recorded, NULL));
  assert_same_result (&plain, &recorded);
  g_assert_cmpuint (plain.nodes, >, 100);
  g_assert_true (sky_search_tree_is_truncated (tree));
  g_assert_cmpuint (sky_search_tree_get_n_nodes (tree), ==, 100);
  g_assert_cmpuint (sky_search_tree_get_max_nodes (tree), ==, 100);
  for (int d = 1; d <= 4; d++)
    nodes += sky_search_tree_get_nodes_at_depth (tree, d);
  g_assert_cmpuint (nodes, ==, plain.nodes - 1);
  g_assert_cmpint (sky_search_tree_get_node (tree, 0)->value, ==, plain.value);

  /* Room enough: not truncated. */
  g_clear_pointer (&tree, sky_search_tree_unref);
  tree = sky_search_tree_new (plain.nodes);
  g_assert_true (sky_player_choose_recorded (&strength, pos, NULL, NULL, NULL,
                                             NULL, tree, &recorded, NULL));
  g_assert_false (sky_search_tree_is_truncated (tree));
  check_minimax_tree (tree, &recorded, FALSE);
}

/* Flat Monte Carlo: each move with its playouts and wins. */
static void
test_flat (void)
{
  g_autoptr(SkySearchTree) tree = sky_search_tree_new (0);
  g_autoptr(GRand) positions = g_rand_new_with_seed (11);

  for (int i = 0; i < 6; i++)
    {
      SkyGameKind kind = i % 3;
      g_autoptr(SkyPosition) pos = random_position (kind, positions, 8);
      g_autoptr(GRand) rand1 = g_rand_new_with_seed (100 + i);
      g_autoptr(GRand) rand2 = g_rand_new_with_seed (100 + i);
      SkyStrength strength;
      SkySearchResult plain, recorded;
      guint64 visits = 0;
      SkyMove line[4];
      int n = 0;

      sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO, kind);
      strength.playouts = 50;
      g_assert_true (sky_player_choose (&strength, pos, rand1, NULL, NULL,
                                        NULL, &plain, NULL));
      g_assert_true (sky_player_choose_recorded (&strength, pos, rand2, NULL,
                                                 NULL, NULL, tree, &recorded,
                                                 NULL));
      assert_same_result (&plain, &recorded);
      g_assert_cmpint (sky_search_tree_get_kind (tree), ==, SKY_SEARCH_TREE_FLAT);
      g_assert_cmpuint (sky_search_tree_get_n_children (tree, 0), ==,
                        plain.n_moves);
      for (gint32 c = sky_search_tree_get_node (tree, 0)->first_child; c >= 0;
           c = sky_search_tree_get_node (tree, c)->next_sibling, n++)
        {
          const SkySearchNode *node = sky_search_tree_get_node (tree, c);

          g_assert_cmpint (node->move, ==, plain.moves[n]);
          g_assert_cmpint (node->value, ==, plain.move_values[n]);
          g_assert_cmpuint (node->visits, ==, 50);
          g_assert_cmpuint (node->wins * 1000 / node->visits, ==, node->value);
          g_assert_cmpint (!!(node->flags & SKY_SEARCH_NODE_CHOSEN), ==,
                           node->move == plain.move);
          visits += node->visits;
        }
      g_assert_cmpuint (visits, ==, plain.playouts);
      g_assert_cmpuint (sky_search_tree_get_node (tree, 0)->visits, ==,
                        plain.playouts);
      g_assert_cmpint (chosen_line (tree, line, 4), ==, 1);
      g_assert_cmpint (line[0], ==, plain.move);
    }
}

/* UCT: the whole tree, with visits adding up and the chosen line the
 * principal variation. */
static void
test_uct (void)
{
  g_autoptr(SkySearchTree) tree = sky_search_tree_new (0);
  g_autoptr(GRand) positions = g_rand_new_with_seed (12);

  for (int i = 0; i < 6; i++)
    {
      SkyGameKind kind = i % 3;
      g_autoptr(SkyPosition) pos = random_position (kind, positions, 8);
      g_autoptr(GRand) rand1 = g_rand_new_with_seed (200 + i);
      g_autoptr(GRand) rand2 = g_rand_new_with_seed (200 + i);
      SkyStrength strength;
      SkySearchResult plain, recorded;
      SkyMove line[64];
      guint n;
      int length;
      guint64 nodes = 0;

      sky_strength_init_default (&strength, SKY_PLAYER_MONTECARLO, kind);
      strength.tree = TRUE;
      strength.playouts = 2000;
      g_assert_true (sky_player_choose (&strength, pos, rand1, NULL, NULL,
                                        NULL, &plain, NULL));
      g_assert_true (sky_player_choose_recorded (&strength, pos, rand2, NULL,
                                                 NULL, NULL, tree, &recorded,
                                                 NULL));
      assert_same_result (&plain, &recorded);
      g_assert_cmpint (sky_search_tree_get_kind (tree), ==, SKY_SEARCH_TREE_UCT);
      n = sky_search_tree_get_n_nodes (tree);
      g_assert_cmpuint (n, ==, plain.nodes);
      g_assert_cmpuint (sky_search_tree_get_node (tree, 0)->below, ==, n - 1);
      g_assert_cmpuint (sky_search_tree_get_node (tree, 0)->visits, ==,
                        plain.playouts);
      for (int d = 1; d <= sky_search_tree_get_max_depth (tree); d++)
        nodes += sky_search_tree_get_nodes_at_depth (tree, d);
      g_assert_cmpuint (nodes, ==, n - 1);
      g_assert_cmpint (sky_search_tree_get_max_depth (tree), ==, plain.depth);
      for (guint j = 0; j < n; j++)
        {
          const SkySearchNode *node = sky_search_tree_get_node (tree, j);
          guint64 below = 0;

          /* Every playout goes through a child of the root; below it, one
           * playout started at the node itself (it created the node) and
           * the game may end there. */
          for (gint32 c = node->first_child; c >= 0;
               c = sky_search_tree_get_node (tree, c)->next_sibling)
            below += sky_search_tree_get_node (tree, c)->visits;
          if (j == 0)
            g_assert_cmpuint (below, ==, node->visits);
          else
            g_assert_cmpuint (below, <=, node->visits - 1);
        }
      length = chosen_line (tree, line, G_N_ELEMENTS (line));
      g_assert_cmpint (length, ==, plain.pv_length);
      for (int j = 0; j < length; j++)
        g_assert_cmpint (line[j], ==, plain.pv[j]);
    }
}

/* The position at a node is the root with the path played. */
static void
test_positions (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(SkyPosition) pos = random_position (SKY_GAME_REVERSI, rand, 20);
  g_autoptr(SkySearchTree) tree = sky_search_tree_new (0);
  SkyStrength strength;
  SkySearchResult result;
  g_autoptr(SkyPosition) expected = NULL;
  g_autoptr(SkyPosition) at = NULL;
  gint32 node = 0;
  SkyMove path[8];

  sky_strength_init_default (&strength, SKY_PLAYER_MINIMAX, SKY_GAME_REVERSI);
  strength.depth = 3;
  g_assert_true (sky_player_choose_recorded (&strength, pos, NULL, NULL, NULL,
                                             NULL, tree, &result, NULL));
  /* Down the chosen line. */
  expected = sky_position_copy (pos);
  for (int i = 0; i < result.pv_length; i++)
    {
      for (gint32 c = sky_search_tree_get_node (tree, node)->first_child; c >= 0;
           c = sky_search_tree_get_node (tree, c)->next_sibling)
        if (sky_search_tree_get_node (tree, c)->flags & SKY_SEARCH_NODE_CHOSEN)
          node = c;
      sky_position_play (expected, result.pv[i]);
    }
  g_assert_cmpint (sky_search_tree_get_path (tree, node, path, 8), ==,
                   result.pv_length);
  at = sky_search_tree_get_position (tree, node);
  g_assert_cmpmem (at, expected->game->position_size,
                   expected, expected->game->position_size);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/search-tree/minimax-identical", test_minimax_identical);
  g_test_add_func ("/search-tree/alpha-beta-by-hand", test_alpha_beta_by_hand);
  g_test_add_func ("/search-tree/cap", test_cap);
  g_test_add_func ("/search-tree/flat", test_flat);
  g_test_add_func ("/search-tree/uct", test_uct);
  g_test_add_func ("/search-tree/positions", test_positions);

  return g_test_run ();
}
