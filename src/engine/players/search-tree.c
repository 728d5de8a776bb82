/* search-tree.c: a recording of the tree a search looked at.
 *
 * The node array grows by doubling up to the cap, so a small tree costs
 * little.  See search-tree.h.
 */
#include "config.h"

#include <string.h>

#include "search-tree.h"

SkySearchTree *
sky_search_tree_new (guint max_nodes)
{
  SkySearchTree *tree = g_new0 (SkySearchTree, 1);

  tree->ref_count = 1;
  tree->max_nodes = max_nodes > 0 ? max_nodes
                                  : SKY_SEARCH_TREE_DEFAULT_MAX_NODES;
  return tree;
}

SkySearchTree *
sky_search_tree_ref (SkySearchTree *tree)
{
  g_return_val_if_fail (tree != NULL, NULL);

  g_atomic_int_inc (&tree->ref_count);
  return tree;
}

void
sky_search_tree_unref (SkySearchTree *tree)
{
  g_return_if_fail (tree != NULL);

  if (!g_atomic_int_dec_and_test (&tree->ref_count))
    return;
  g_free (tree->nodes);
  g_clear_pointer (&tree->root, sky_position_free);
  g_free (tree);
}

/* ---- Recording ---------------------------------------------------------- */

void
sky_search_tree_begin (SkySearchTree *tree, SkySearchTreeKind kind,
                       const SkyStrength *strength, const SkyPosition *root)
{
  g_clear_pointer (&tree->root, sky_position_free);
  tree->root = sky_position_copy (root);
  tree->strength = *strength;
  tree->result = (SkySearchResult) { .move = SKY_MOVE_NONE };
  tree->kind = kind;
  tree->n_nodes = 0;
  tree->truncated = FALSE;
  tree->max_depth = 0;
  memset (tree->nodes_at_depth, 0, sizeof tree->nodes_at_depth);
  memset (tree->leaves_at_depth, 0, sizeof tree->leaves_at_depth);
  memset (tree->pruned_at_depth, 0, sizeof tree->pruned_at_depth);
  for (guint i = 0; i < G_N_ELEMENTS (tree->tail); i++)
    tree->tail[i] = -1;

  if (tree->allocated == 0)
    {
      tree->allocated = MIN (tree->max_nodes, 4096u);
      tree->nodes = g_new (SkySearchNode, tree->allocated);
    }
  /* The root, valued when the search finishes. */
  tree->nodes[0] = (SkySearchNode) {
    .parent = -1,
    .first_child = -1,
    .next_sibling = -1,
    .move = SKY_MOVE_NONE,
    /* The root is a position where MAX is to move; MAX marks moves. */
  };
  tree->n_nodes = 1;
  tree->tail[0] = 0;
}

static gint32
new_node (SkySearchTree *tree, gint32 parent, SkyMove move, guint16 flags)
{
  SkySearchNode *node;
  gint32 index;

  if (parent < 0)
    return -1;
  if (tree->n_nodes >= tree->max_nodes
      || tree->nodes[parent].depth >= G_MAXUINT16 - 1)
    {
      tree->truncated = TRUE;
      return -1;
    }
  if (tree->n_nodes == tree->allocated)
    {
      tree->allocated = MIN ((guint64) tree->allocated * 2, tree->max_nodes);
      tree->nodes = g_renew (SkySearchNode, tree->nodes, tree->allocated);
    }
  index = (gint32) tree->n_nodes++;
  node = &tree->nodes[index];
  *node = (SkySearchNode) {
    .parent = parent,
    .first_child = -1,
    .next_sibling = -1,
    .move = (gint8) move,
    .depth = tree->nodes[parent].depth + 1,
    .flags = flags,
  };
  return index;
}

gint32
sky_search_tree_add_child (SkySearchTree *tree, gint32 parent, SkyMove move,
                           guint16 flags)
{
  gint32 index;
  int depth;

  if (parent < 0)
    return -1;
  depth = tree->nodes[parent].depth + 1;
  if (depth > SKY_SEARCH_TREE_MAX_DEPTH)
    {
      tree->truncated = TRUE;
      return -1;
    }
  index = new_node (tree, parent, move, flags);
  if (index < 0)
    return -1;
  /* Depth-first: a parent that has children added its last one most
   * recently at that depth. */
  if (tree->nodes[parent].first_child < 0)
    tree->nodes[parent].first_child = index;
  else
    tree->nodes[tree->tail[depth]].next_sibling = index;
  tree->tail[depth] = index;
  return index;
}

gint32
sky_search_tree_append_child (SkySearchTree *tree, gint32 parent,
                              SkyMove move, guint16 flags)
{
  gint32 index = new_node (tree, parent, move, flags);
  gint32 c;

  if (index < 0)
    return -1;
  c = tree->nodes[parent].first_child;
  if (c < 0)
    tree->nodes[parent].first_child = index;
  else
    {
      while (tree->nodes[c].next_sibling >= 0)
        c = tree->nodes[c].next_sibling;
      tree->nodes[c].next_sibling = index;
    }
  return index;
}

void
sky_search_tree_count (SkySearchTree *tree, int depth, gboolean leaf)
{
  int d = MIN (depth, SKY_SEARCH_TREE_MAX_DEPTH);

  tree->nodes_at_depth[d]++;
  if (leaf)
    tree->leaves_at_depth[d]++;
  tree->max_depth = MAX (tree->max_depth, depth);
}

void
sky_search_tree_count_pruned (SkySearchTree *tree, int depth, int n)
{
  tree->pruned_at_depth[MIN (depth, SKY_SEARCH_TREE_MAX_DEPTH)] += n;
}

void
sky_search_tree_close (SkySearchTree *tree, gint32 index)
{
  if (index >= 0)
    tree->nodes[index].below = tree->n_nodes - (guint) index - 1;
}

void
sky_search_tree_finish (SkySearchTree *tree, const SkySearchResult *result)
{
  gint32 node = 0;

  tree->result = *result;
  /* An opponent that does not record: only its result is kept. */
  if (tree->kind == SKY_SEARCH_TREE_NONE)
    return;
  tree->nodes[0].value = result->value;
  if (tree->kind == SKY_SEARCH_TREE_MINIMAX || tree->kind == SKY_SEARCH_TREE_FLAT)
    sky_search_tree_close (tree, 0);

  /* The chosen line: the chosen move, then each node's best child. */
  for (gint32 c = tree->nodes[0].first_child; c >= 0;
       c = tree->nodes[c].next_sibling)
    if (tree->nodes[c].move == result->move)
      {
        node = c;
        break;
      }
  while (node > 0)
    {
      gint32 next = -1;

      tree->nodes[node].flags |= SKY_SEARCH_NODE_CHOSEN;
      for (gint32 c = tree->nodes[node].first_child; c >= 0;
           c = tree->nodes[c].next_sibling)
        if (tree->nodes[c].flags & SKY_SEARCH_NODE_BEST)
          {
            next = c;
            break;
          }
      node = next;
    }
}

/* ---- Reading ------------------------------------------------------------ */

SkySearchTreeKind
sky_search_tree_get_kind (const SkySearchTree *tree)
{
  return tree->kind;
}

const SkyPosition *
sky_search_tree_get_root (const SkySearchTree *tree)
{
  return tree->root;
}

const SkyStrength *
sky_search_tree_get_strength (const SkySearchTree *tree)
{
  return &tree->strength;
}

const SkySearchResult *
sky_search_tree_get_result (const SkySearchTree *tree)
{
  return &tree->result;
}

guint
sky_search_tree_get_n_nodes (const SkySearchTree *tree)
{
  return tree->n_nodes;
}

guint
sky_search_tree_get_max_nodes (const SkySearchTree *tree)
{
  return tree->max_nodes;
}

gboolean
sky_search_tree_is_truncated (const SkySearchTree *tree)
{
  return tree->truncated;
}

const SkySearchNode *
sky_search_tree_get_node (const SkySearchTree *tree, guint index)
{
  g_return_val_if_fail (index < tree->n_nodes, NULL);
  return &tree->nodes[index];
}

int
sky_search_tree_get_max_depth (const SkySearchTree *tree)
{
  return tree->max_depth;
}

/* A per-depth total, 0 outside the depths kept. */
static guint64
at_depth (const guint64 *totals, int depth)
{
  if (depth < 0 || depth > SKY_SEARCH_TREE_MAX_DEPTH)
    return 0;
  return totals[depth];
}

guint64
sky_search_tree_get_nodes_at_depth (const SkySearchTree *tree, int depth)
{
  return at_depth (tree->nodes_at_depth, depth);
}

guint64
sky_search_tree_get_leaves_at_depth (const SkySearchTree *tree, int depth)
{
  return at_depth (tree->leaves_at_depth, depth);
}

guint64
sky_search_tree_get_pruned_at_depth (const SkySearchTree *tree, int depth)
{
  return at_depth (tree->pruned_at_depth, depth);
}

int
sky_search_tree_get_path (const SkySearchTree *tree, guint index,
                          SkyMove *moves, int max_moves)
{
  int depth;

  g_return_val_if_fail (index < tree->n_nodes, 0);
  depth = tree->nodes[index].depth;
  for (gint32 i = (gint32) index; i > 0; i = tree->nodes[i].parent)
    {
      int d = tree->nodes[i].depth;

      if (d <= max_moves)
        moves[d - 1] = tree->nodes[i].move;
    }
  return depth;
}

SkyPosition *
sky_search_tree_get_position (const SkySearchTree *tree, guint index)
{
  SkyPosition *pos;
  g_autofree SkyMove *moves = NULL;
  int n;

  g_return_val_if_fail (tree->root != NULL, NULL);
  g_return_val_if_fail (index < tree->n_nodes, NULL);
  n = tree->nodes[index].depth;
  moves = g_new (SkyMove, MAX (n, 1));
  sky_search_tree_get_path (tree, index, moves, n);
  pos = sky_position_copy (tree->root);
  for (int i = 0; i < n; i++)
    sky_position_play (pos, moves[i]);
  return pos;
}

guint
sky_search_tree_get_n_children (const SkySearchTree *tree, guint index)
{
  guint n = 0;

  g_return_val_if_fail (index < tree->n_nodes, 0);
  for (gint32 c = tree->nodes[index].first_child; c >= 0;
       c = tree->nodes[c].next_sibling)
    n++;
  return n;
}
