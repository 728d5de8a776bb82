/* sakiyomi-search-text.h: the words for a recorded search tree's nodes:
 * their moves, values and notes, as the Search Tree window shows them. */
#pragma once

#include <glib.h>

#include "search-tree.h"

G_BEGIN_DECLS

/* A count with the thousands separated as the locale does: "1,234". */
char *sakiyomi_search_text_count (guint64 n);
/* A Monte Carlo tree (flat or UCT): its values are win rates. */
gboolean sakiyomi_search_text_is_monte_carlo (SkySearchTree *tree);

/* The move from root: "f5", "pass", number-grab's "row 1, column 3  +8". */
char *sakiyomi_search_text_move (const SkyPosition *root,
                                 SkyMove            move);
/* "+4", "≤ −3", "52.3 %", "—" for a node not searched. */
char *sakiyomi_search_text_value (SkySearchTree       *tree,
                                  const SkySearchNode *node);
/* Why the node is as it is: "chosen; β cut-off: …; evaluated". */
char *sakiyomi_search_text_notes (SkySearchTree       *tree,
                                  const SkySearchNode *node);
/* A node in full: the line to it, its value, notes and the nodes below.
 * root_side_name is the side to move at the root, whom values are for. */
char *sakiyomi_search_text_describe_node (SkySearchTree *tree,
                                          guint          index,
                                          const char    *root_side_name);

G_END_DECLS
