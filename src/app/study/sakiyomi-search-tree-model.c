/* sakiyomi-search-tree-model.c: a recorded search tree as list models.
 *
 * GtkTreeListModel asks for a child model of every row it shows (to know
 * whether the row can be expanded), so making one must be cheap: it is a
 * list of child indices, and the row objects are made on demand. */
#define G_LOG_DOMAIN "sakiyomi-search-tree-model"

#include "config.h"

#include "sakiyomi-search-tree-model.h"

/* ---- SakiyomiSearchNode ------------------------------------------------- */

struct _SakiyomiSearchNode
{
  GObject parent_instance;

  SkySearchTree *tree;
  guint index;
};

G_DEFINE_FINAL_TYPE (SakiyomiSearchNode, sakiyomi_search_node, G_TYPE_OBJECT)

static void
sakiyomi_search_node_finalize (GObject *object)
{
  SakiyomiSearchNode *self = SAKIYOMI_SEARCH_NODE (object);

  g_clear_pointer (&self->tree, sky_search_tree_unref);
  G_OBJECT_CLASS (sakiyomi_search_node_parent_class)->finalize (object);
}

static void
sakiyomi_search_node_class_init (SakiyomiSearchNodeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sakiyomi_search_node_finalize;
}

static void
sakiyomi_search_node_init (SakiyomiSearchNode *self)
{
}

static SakiyomiSearchNode *
sakiyomi_search_node_new (SkySearchTree *tree,
                          guint          index)
{
  SakiyomiSearchNode *self = g_object_new (SAKIYOMI_TYPE_SEARCH_NODE, NULL);

  self->tree = sky_search_tree_ref (tree);
  self->index = index;
  return self;
}

SkySearchTree *
sakiyomi_search_node_get_tree (SakiyomiSearchNode *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_SEARCH_NODE (self), NULL);
  return self->tree;
}

guint
sakiyomi_search_node_get_index (SakiyomiSearchNode *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_SEARCH_NODE (self), 0);
  return self->index;
}

const SkySearchNode *
sakiyomi_search_node_get_node (SakiyomiSearchNode *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_SEARCH_NODE (self), NULL);
  return sky_search_tree_get_node (self->tree, self->index);
}

/* ---- SakiyomiSearchChildren --------------------------------------------- */

struct _SakiyomiSearchChildren
{
  GObject parent_instance;

  SkySearchTree *tree;
  GArray *indices;              /* gint32: the children's node indices */
  GPtrArray *items;             /* SakiyomiSearchNode*, NULL until asked */
  guint n_made;
};

static void sakiyomi_search_children_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SakiyomiSearchChildren, sakiyomi_search_children,
                               G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      sakiyomi_search_children_list_model_init))

static GType
sakiyomi_search_children_get_item_type (GListModel *model)
{
  return SAKIYOMI_TYPE_SEARCH_NODE;
}

static guint
sakiyomi_search_children_get_n_items (GListModel *model)
{
  return SAKIYOMI_SEARCH_CHILDREN (model)->indices->len;
}

static gpointer
sakiyomi_search_children_get_item (GListModel *model,
                                   guint       position)
{
  SakiyomiSearchChildren *self = SAKIYOMI_SEARCH_CHILDREN (model);

  if (position >= self->indices->len)
    return NULL;
  if (g_ptr_array_index (self->items, position) == NULL)
    {
      g_ptr_array_index (self->items, position)
        = sakiyomi_search_node_new (self->tree,
                                    g_array_index (self->indices, gint32,
                                                   position));
      self->n_made++;
    }
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
sakiyomi_search_children_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = sakiyomi_search_children_get_item_type;
  iface->get_n_items = sakiyomi_search_children_get_n_items;
  iface->get_item = sakiyomi_search_children_get_item;
}

static void
sakiyomi_search_children_finalize (GObject *object)
{
  SakiyomiSearchChildren *self = SAKIYOMI_SEARCH_CHILDREN (object);

  g_clear_pointer (&self->indices, g_array_unref);
  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_pointer (&self->tree, sky_search_tree_unref);
  G_OBJECT_CLASS (sakiyomi_search_children_parent_class)->finalize (object);
}

static void
sakiyomi_search_children_class_init (SakiyomiSearchChildrenClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sakiyomi_search_children_finalize;
}

/* Items not made yet are NULL. */
static void
unref_item (gpointer item)
{
  if (item != NULL)
    g_object_unref (item);
}

static void
sakiyomi_search_children_init (SakiyomiSearchChildren *self)
{
  self->indices = g_array_new (FALSE, FALSE, sizeof (gint32));
  self->items = g_ptr_array_new_with_free_func (unref_item);
}

SakiyomiSearchChildren *
sakiyomi_search_children_new (SkySearchTree *tree,
                              guint          parent)
{
  SakiyomiSearchChildren *self = g_object_new (SAKIYOMI_TYPE_SEARCH_CHILDREN,
                                               NULL);

  self->tree = sky_search_tree_ref (tree);
  for (gint32 c = sky_search_tree_get_node (tree, parent)->first_child; c >= 0;
       c = sky_search_tree_get_node (tree, c)->next_sibling)
    g_array_append_val (self->indices, c);
  g_ptr_array_set_size (self->items, self->indices->len);
  return self;
}

guint
sakiyomi_search_children_get_n_made (SakiyomiSearchChildren *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_SEARCH_CHILDREN (self), 0);
  return self->n_made;
}

GListModel *
sakiyomi_search_children_create_func (gpointer item,
                                      gpointer user_data)
{
  SakiyomiSearchNode *node = SAKIYOMI_SEARCH_NODE (item);

  if (sakiyomi_search_node_get_node (node)->first_child < 0)
    return NULL;
  return G_LIST_MODEL (sakiyomi_search_children_new (node->tree, node->index));
}
