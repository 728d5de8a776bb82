/* sakiyomi-game-list.c: the games of a file as a GListModel.
 *
 * An item is only the list and a game's index: its texts are read from the
 * collection when asked for, so items are made and dropped freely (the
 * filter asks for every one of them) and nothing is copied per game.  The
 * texts the search looks in are casefolded once per game, when the first
 * search reaches it, and kept. */
#define G_LOG_DOMAIN "sakiyomi-game-list"

#include "config.h"

#include <string.h>

#include "sakiyomi-game-list.h"

/* The summary keys of the item's properties, in the properties' order. */
static const char *const summary_keys[] = {
  "Black", "White", "Result", "Date", "Place", "Opening",
};

/* ---- The item ----------------------------------------------------------- */

struct _SakiyomiGameListItem
{
  GObject parent_instance;

  SakiyomiGameList *list;       /* strong: the collection must outlive us */
  guint index;
};

G_DEFINE_FINAL_TYPE (SakiyomiGameListItem, sakiyomi_game_list_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_BLACK,
  PROP_WHITE,
  PROP_RESULT,
  PROP_DATE,
  PROP_PLACE,
  PROP_OPENING,
  N_PROPS
};

static GParamSpec *item_properties[N_PROPS];

static void
sakiyomi_game_list_item_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  SakiyomiGameListItem *self = SAKIYOMI_GAME_LIST_ITEM (object);
  const SkyRecordCollection *collection;
  const char *text;

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, self->index + 1);
      break;
    case PROP_BLACK:
    case PROP_WHITE:
    case PROP_RESULT:
    case PROP_DATE:
    case PROP_PLACE:
    case PROP_OPENING:
      collection = sakiyomi_game_list_get_collection (self->list);
      text = sky_record_collection_get_summary (collection, self->index,
                                                summary_keys[prop_id - PROP_BLACK]);
      g_value_set_string (value, text != NULL ? text : "");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sakiyomi_game_list_item_finalize (GObject *object)
{
  SakiyomiGameListItem *self = SAKIYOMI_GAME_LIST_ITEM (object);

  g_clear_object (&self->list);
  G_OBJECT_CLASS (sakiyomi_game_list_item_parent_class)->finalize (object);
}

static void
sakiyomi_game_list_item_class_init (SakiyomiGameListItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  static const char *const names[] = {
    "black", "white", "result", "date", "place", "opening",
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == G_N_ELEMENTS (summary_keys));
  G_STATIC_ASSERT (N_PROPS - PROP_BLACK == G_N_ELEMENTS (names));

  object_class->get_property = sakiyomi_game_list_item_get_property;
  object_class->finalize = sakiyomi_game_list_item_finalize;

  item_properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 1, G_MAXUINT, 1,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    item_properties[PROP_BLACK + i] =
      g_param_spec_string (names[i], NULL, NULL, "",
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, item_properties);
}

static void
sakiyomi_game_list_item_init (SakiyomiGameListItem *self)
{
}

guint
sakiyomi_game_list_item_get_index (SakiyomiGameListItem *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_LIST_ITEM (self), 0);
  return self->index;
}

SakiyomiGameList *
sakiyomi_game_list_item_get_list (SakiyomiGameListItem *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_LIST_ITEM (self), NULL);
  return self->list;
}

/* ---- The list ----------------------------------------------------------- */

struct _SakiyomiGameList
{
  GObject parent_instance;

  SkyRecordCollection *collection;
  guint n_games;
  char **search_texts;          /* per game, made by the first search */
};

static void sakiyomi_game_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SakiyomiGameList, sakiyomi_game_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      sakiyomi_game_list_model_init))

static GType
sakiyomi_game_list_get_item_type (GListModel *model)
{
  return SAKIYOMI_TYPE_GAME_LIST_ITEM;
}

static guint
sakiyomi_game_list_get_n_items (GListModel *model)
{
  return SAKIYOMI_GAME_LIST (model)->n_games;
}

static gpointer
sakiyomi_game_list_get_item (GListModel *model,
                             guint       position)
{
  SakiyomiGameList *self = SAKIYOMI_GAME_LIST (model);
  SakiyomiGameListItem *item;

  if (position >= self->n_games)
    return NULL;
  item = g_object_new (SAKIYOMI_TYPE_GAME_LIST_ITEM, NULL);
  item->list = g_object_ref (self);
  item->index = position;
  return item;
}

static void
sakiyomi_game_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = sakiyomi_game_list_get_item_type;
  iface->get_n_items = sakiyomi_game_list_get_n_items;
  iface->get_item = sakiyomi_game_list_get_item;
}

static void
sakiyomi_game_list_finalize (GObject *object)
{
  SakiyomiGameList *self = SAKIYOMI_GAME_LIST (object);

  if (self->search_texts != NULL)
    for (guint i = 0; i < self->n_games; i++)
      g_free (self->search_texts[i]);
  g_free (self->search_texts);
  g_clear_pointer (&self->collection, sky_record_collection_free);
  G_OBJECT_CLASS (sakiyomi_game_list_parent_class)->finalize (object);
}

static void
sakiyomi_game_list_class_init (SakiyomiGameListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sakiyomi_game_list_finalize;
}

static void
sakiyomi_game_list_init (SakiyomiGameList *self)
{
}

SakiyomiGameList *
sakiyomi_game_list_new (SkyRecordCollection *collection)
{
  SakiyomiGameList *self;

  g_return_val_if_fail (collection != NULL, NULL);

  self = g_object_new (SAKIYOMI_TYPE_GAME_LIST, NULL);
  self->collection = collection;
  self->n_games = sky_record_collection_get_n_games (collection);
  return self;
}

const SkyRecordCollection *
sakiyomi_game_list_get_collection (SakiyomiGameList *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_LIST (self), NULL);
  return self->collection;
}

/* Casefolded and in the compatibility form, so "ＡＢＣ" finds "abc" and
 * "é" its decomposed spelling. */
static char *
search_form (const char *text)
{
  g_autofree char *normal = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);

  return g_utf8_casefold (normal != NULL ? normal : "", -1);
}

char **
sakiyomi_game_list_search_words (const char *text)
{
  g_autofree char *folded = NULL;
  g_auto(GStrv) parts = NULL;
  GPtrArray *words = g_ptr_array_new ();

  if (text != NULL)
    {
      folded = search_form (text);
      parts = g_strsplit_set (folded, " \t\n", -1);
      for (guint i = 0; parts[i] != NULL; i++)
        if (parts[i][0] != '\0')
          g_ptr_array_add (words, g_strdup (parts[i]));
    }
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

static const char *
search_text (SakiyomiGameList *self,
             guint             index)
{
  if (self->search_texts == NULL)
    self->search_texts = g_new0 (char *, self->n_games);
  if (self->search_texts[index] == NULL)
    {
      GString *joined = g_string_new (NULL);

      for (guint k = 0; k < G_N_ELEMENTS (summary_keys); k++)
        {
          const char *value = sky_record_collection_get_summary (self->collection,
                                                                 index,
                                                                 summary_keys[k]);

          if (value != NULL)
            g_string_append_printf (joined, "%s\n", value);
        }
      self->search_texts[index] = search_form (joined->str);
      g_string_free (joined, TRUE);
    }
  return self->search_texts[index];
}

gboolean
sakiyomi_game_list_matches (SakiyomiGameList   *self,
                            guint               index,
                            const char * const *words)
{
  const char *text;

  g_return_val_if_fail (SAKIYOMI_IS_GAME_LIST (self), FALSE);
  g_return_val_if_fail (index < self->n_games, FALSE);

  if (words == NULL || words[0] == NULL)
    return TRUE;
  text = search_text (self, index);
  for (guint i = 0; words[i] != NULL; i++)
    if (strstr (text, words[i]) == NULL)
      return FALSE;
  return TRUE;
}
