/* sakiyomi-search-tree-model.h: a recorded search tree as list models for
 * GtkTreeListModel, one node's children at a time. */
#pragma once

#include <gio/gio.h>

#include "search-tree.h"

G_BEGIN_DECLS

/* A row: one node of a recorded tree. */
#define SAKIYOMI_TYPE_SEARCH_NODE (sakiyomi_search_node_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiSearchNode, sakiyomi_search_node,
                      SAKIYOMI, SEARCH_NODE, GObject)

SkySearchTree *sakiyomi_search_node_get_tree (SakiyomiSearchNode *self);
guint sakiyomi_search_node_get_index (SakiyomiSearchNode *self);
const SkySearchNode *sakiyomi_search_node_get_node (SakiyomiSearchNode *self);

/* The children of one node.  Their row objects are made only when the list
 * view asks for them, so a tree of millions of nodes costs nothing until a
 * row is expanded. */
#define SAKIYOMI_TYPE_SEARCH_CHILDREN (sakiyomi_search_children_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiSearchChildren, sakiyomi_search_children,
                      SAKIYOMI, SEARCH_CHILDREN, GObject)

SakiyomiSearchChildren *sakiyomi_search_children_new (SkySearchTree *tree,
                                                      guint          parent);
/* Items made so far (for tests: laziness). */
guint sakiyomi_search_children_get_n_made (SakiyomiSearchChildren *self);

/* A GtkTreeListModelCreateModelFunc: the children of a SakiyomiSearchNode,
 * or NULL for a leaf. */
GListModel *sakiyomi_search_children_create_func (gpointer item,
                                                  gpointer user_data);

G_END_DECLS
