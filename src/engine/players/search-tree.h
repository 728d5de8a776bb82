/* search-tree.h: a recording of the tree a search looked at, for the tree
 * viewer.
 *
 * The searches record only when they are given a SkySearchTree (through
 * sky_player_choose_recorded (), player.h); sky_player_choose () passes none
 * and runs exactly as before, at the same speed.  The tree knows nothing of
 * the players: they call it to record, never the other way round.  The nodes are a flat array, the
 * root at index 0, linked parent / first child / next sibling, children in
 * the order the search tried them.  Minimax records in depth-first order,
 * so a node's subtree is the `below` nodes right after it.  Past the node
 * cap the search goes on unrecorded and the tree says it was truncated; the
 * per-depth totals still count every node the search visited.
 */
#pragma once

#include "player.h"

G_BEGIN_DECLS

/* The default node cap: 2,000,000 nodes of 40 bytes. */
#define SKY_SEARCH_TREE_DEFAULT_MAX_NODES 2000000
/* Depths the per-depth totals are kept for (deeper nodes count in the last). */
#define SKY_SEARCH_TREE_MAX_DEPTH 64

typedef enum {
  SKY_SEARCH_TREE_NONE,       /* nothing recorded (random, priority, engine) */
  SKY_SEARCH_TREE_MINIMAX,    /* plain minimax or alpha-beta */
  SKY_SEARCH_TREE_FLAT,       /* flat Monte Carlo: the root and its moves */
  SKY_SEARCH_TREE_UCT         /* the UCT tree */
} SkySearchTreeKind;

typedef enum {
  /* The move into the node was played by the side to move at the root
   * (MAX); otherwise by the other side (MIN). */
  SKY_SEARCH_NODE_MAX = 1 << 0,
  /* The best of its parent's children (the one the parent's value came
   * from; Monte Carlo: the most visited, or most wins for flat). */
  SKY_SEARCH_NODE_BEST = 1 << 1,
  /* On the line the search chose from the root (the principal variation). */
  SKY_SEARCH_NODE_CHOSEN = 1 << 2,
  /* Alpha-beta: after this node the parent stopped (bound, n_cut). */
  SKY_SEARCH_NODE_CUTOFF = 1 << 3,
  /* Alpha-beta: a move that was never searched because of a cut-off. */
  SKY_SEARCH_NODE_PRUNED = 1 << 4,
  /* Valued by the evaluation function at the depth limit. */
  SKY_SEARCH_NODE_EVAL = 1 << 5,
  /* The game is over here: valued by its final result. */
  SKY_SEARCH_NODE_FINAL = 1 << 6,
  /* Alpha-beta: the value is only an upper bound (the true value is at
   * most this) or a lower bound (at least this). */
  SKY_SEARCH_NODE_UPPER = 1 << 7,
  SKY_SEARCH_NODE_LOWER = 1 << 8
} SkySearchNodeFlags;

typedef struct {
  gint32 parent;            /* -1 for the root */
  gint32 first_child;       /* -1: none recorded */
  gint32 next_sibling;      /* -1: the last child */
  /* Minimax: the value from the root side's point of view.  Monte Carlo:
   * wins per thousand playouts for the side that played the move. */
  gint32 value;
  /* Alpha-beta, SKY_SEARCH_NODE_CUTOFF: the bound the value reached (β at
   * a MAX choice, α at a MIN choice). */
  gint32 bound;
  guint32 below;            /* nodes recorded in the subtree below */
  guint32 visits;           /* Monte Carlo: playouts through this node */
  guint32 wins;             /* flat: wins; UCT: half-points (draw = 1) */
  gint8 move;               /* SKY_MOVE_NONE at the root */
  guint8 n_cut;             /* CUTOFF: the parent's moves left unsearched */
  guint16 depth;            /* plies below the root */
  guint16 flags;            /* SkySearchNodeFlags */
  guint16 padding;
} SkySearchNode;

typedef struct _SkySearchTree SkySearchTree;

/* max_nodes 0: SKY_SEARCH_TREE_DEFAULT_MAX_NODES. */
SkySearchTree *sky_search_tree_new (guint max_nodes);
SkySearchTree *sky_search_tree_ref (SkySearchTree *tree);
void sky_search_tree_unref (SkySearchTree *tree);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkySearchTree, sky_search_tree_unref)

/* ---- Reading ----------------------------------------------------------- */

SkySearchTreeKind sky_search_tree_get_kind (const SkySearchTree *tree);
/* The searched position; NULL before a recording. */
const SkyPosition *sky_search_tree_get_root (const SkySearchTree *tree);
/* The strength and the result of the recorded search. */
const SkyStrength *sky_search_tree_get_strength (const SkySearchTree *tree);
const SkySearchResult *sky_search_tree_get_result (const SkySearchTree *tree);
guint sky_search_tree_get_n_nodes (const SkySearchTree *tree);
guint sky_search_tree_get_max_nodes (const SkySearchTree *tree);
/* TRUE if the cap stopped the recording: nodes are missing. */
gboolean sky_search_tree_is_truncated (const SkySearchTree *tree);
const SkySearchNode *sky_search_tree_get_node (const SkySearchTree *tree,
                                               guint index);
/* The deepest depth the search visited. */
int sky_search_tree_get_max_depth (const SkySearchTree *tree);
/* Per depth (1 = the root's moves), counted by the search whether recorded
 * or not: positions visited, of them evaluated (depth limit or game over),
 * and moves alpha-beta left unsearched. */
guint64 sky_search_tree_get_nodes_at_depth (const SkySearchTree *tree,
                                            int depth);
guint64 sky_search_tree_get_leaves_at_depth (const SkySearchTree *tree,
                                             int depth);
guint64 sky_search_tree_get_pruned_at_depth (const SkySearchTree *tree,
                                             int depth);
/* The moves from the root to node index; returns how many (its depth). */
int sky_search_tree_get_path (const SkySearchTree *tree, guint index,
                              SkyMove *moves, int max_moves);
/* The position at node index, newly allocated. */
SkyPosition *sky_search_tree_get_position (const SkySearchTree *tree,
                                           guint index);
guint sky_search_tree_get_n_children (const SkySearchTree *tree, guint index);

/* ---- Recording (used by the searches) --------------------------------- */

void sky_search_tree_begin (SkySearchTree *tree, SkySearchTreeKind kind,
                            const SkyStrength *strength,
                            const SkyPosition *root);
/* Adds a child of parent (which must be the node most recently added at
 * its depth, as in a depth-first search); returns its index, or -1 when
 * the cap is reached or parent is -1. */
gint32 sky_search_tree_add_child (SkySearchTree *tree, gint32 parent,
                                  SkyMove move, guint16 flags);
/* Adds a child of any parent after its existing children (Monte Carlo). */
gint32 sky_search_tree_append_child (SkySearchTree *tree, gint32 parent,
                                     SkyMove move, guint16 flags);
void sky_search_tree_count (SkySearchTree *tree, int depth, gboolean leaf);
void sky_search_tree_count_pruned (SkySearchTree *tree, int depth, int n);
/* Closes node index: its subtree size. */
void sky_search_tree_close (SkySearchTree *tree, gint32 index);
/* Marks the chosen line from the root along the BEST children and stores
 * the result (kind NONE: only stores it). */
void sky_search_tree_finish (SkySearchTree *tree,
                             const SkySearchResult *result);

/* Private layout, for the inline accessor. */
struct _SkySearchTree {
  gint ref_count;
  SkySearchTreeKind kind;
  SkySearchNode *nodes;
  guint n_nodes;
  guint allocated;
  guint max_nodes;
  gboolean truncated;
  SkyPosition *root;
  SkyStrength strength;
  SkySearchResult result;
  int max_depth;
  guint64 nodes_at_depth[SKY_SEARCH_TREE_MAX_DEPTH + 1];
  guint64 leaves_at_depth[SKY_SEARCH_TREE_MAX_DEPTH + 1];
  guint64 pruned_at_depth[SKY_SEARCH_TREE_MAX_DEPTH + 1];
  gint32 tail[SKY_SEARCH_TREE_MAX_DEPTH + 2];  /* last node added per depth */
};

static inline SkySearchNode *
sky_search_tree_node (SkySearchTree *tree, gint32 index)
{
  return &tree->nodes[index];
}

G_END_DECLS
