/* sakiyomi-game-list.c: the games of a file as a GListModel.
 *
 * An item is only the list and a game's index: its texts are read from the
 * collection when asked for, so items are made and dropped freely and
 * nothing is copied per game.  Sorting and searching run in threads and
 * change the list in one step when they are done: what is shown is the
 * games matching the search, in the order of the sort. */
#define G_LOG_DOMAIN "sakiyomi-game-list"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "sakiyomi-game-list.h"
#include "sakiyomi-game-details.h"
#include "printable.h"

/* The summary keys of the item's properties, in the properties' order. */
static const char *const summary_keys[] = {
  "Black", "White", "Result", "Date", "Place", "Opening",
  "Moves", "To move", "Empties", "Best",
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
  PROP_MOVES,
  PROP_TO_MOVE,
  PROP_EMPTIES,
  PROP_BEST,
  N_PROPS
};

static GParamSpec *item_properties[N_PROPS];

/* GGS dates, "2003.01.01_00:06:50.UTC", as "2003-01-01 00:06" (shorter,
 * and read the same way everywhere); any other date as it is. */
static char *
display_date (const char *date)
{
  static const char shape[] = "dddd.dd.dd_dd:dd";

  for (guint i = 0; i < sizeof shape - 1; i++)
    if (shape[i] == 'd' ? !g_ascii_isdigit (date[i]) : date[i] != shape[i])
      return g_strdup (date);
  return g_strdup_printf ("%.4s-%.2s-%.2s %.5s", date, date + 5, date + 8, date + 11);
}

static void
sakiyomi_game_list_item_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  SakiyomiGameListItem *self = SAKIYOMI_GAME_LIST_ITEM (object);
  const SkyRecordCollection *collection;
  g_autofree char *shown = NULL;

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
    case PROP_MOVES:
    case PROP_TO_MOVE:
    case PROP_EMPTIES:
    case PROP_BEST:
      collection = sakiyomi_game_list_get_collection (self->list);
      /* No control character, and no right-to-left override that would
       * turn the rest of the row round. */
      shown = sky_text_printable (sky_record_collection_get_summary (collection, self->index,
                                                                     summary_keys[prop_id - PROP_BLACK]));
      if (prop_id == PROP_DATE && shown != NULL)
        g_value_take_string (value, display_date (shown));
      else if (prop_id == PROP_TO_MOVE && shown != NULL)
        g_value_set_string (value, strcmp (shown, "black") == 0 ? _("Black") : _("White"));
      else if (prop_id == PROP_RESULT && shown != NULL)
        /* Files of many games are reversi's (GGF, WTHOR). */
        g_value_take_string (value, sakiyomi_game_details_format_result (shown));
      else
        g_value_set_string (value, shown != NULL ? shown : "");
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

/* The items' property names of the summary keys, in the same order. */
static const char *const property_names[] = {
  "black", "white", "result", "date", "place", "opening",
  "moves", "to-move", "empties", "best",
};

static void
sakiyomi_game_list_item_class_init (SakiyomiGameListItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const char *const *names = property_names;

  G_STATIC_ASSERT (G_N_ELEMENTS (property_names) == G_N_ELEMENTS (summary_keys));
  G_STATIC_ASSERT (N_PROPS - PROP_BLACK == G_N_ELEMENTS (property_names));

  object_class->get_property = sakiyomi_game_list_item_get_property;
  object_class->finalize = sakiyomi_game_list_item_finalize;

  item_properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 1, G_MAXUINT, 1,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  for (guint i = 0; i < G_N_ELEMENTS (property_names); i++)
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
  guint *order;                 /* position -> game, NULL: the file's order */
  guint8 *matches;              /* per game, NULL: no search */
  guint *shown;                 /* position -> game of the matches, in order */
  guint n_shown;
  gboolean emptied;             /* between the two changes of show () */

  /* The games' texts for the search, made by the first search (in its
   * thread, under the lock). */
  GMutex texts_lock;
  char **search_texts;
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
  SakiyomiGameList *self = SAKIYOMI_GAME_LIST (model);

  if (self->emptied)
    return 0;
  return self->matches != NULL ? self->n_shown : self->n_games;
}

static gpointer
sakiyomi_game_list_get_item (GListModel *model,
                             guint       position)
{
  SakiyomiGameList *self = SAKIYOMI_GAME_LIST (model);
  SakiyomiGameListItem *item;

  if (position >= sakiyomi_game_list_get_n_items (model))
    return NULL;
  item = g_object_new (SAKIYOMI_TYPE_GAME_LIST_ITEM, NULL);
  item->list = g_object_ref (self);
  if (self->matches != NULL)
    item->index = self->shown[position];
  else
    item->index = self->order != NULL ? self->order[position] : position;
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
  g_mutex_clear (&self->texts_lock);
  g_free (self->order);
  g_free (self->matches);
  g_free (self->shown);
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
  g_mutex_init (&self->texts_lock);
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

guint
sakiyomi_game_list_get_n_games (SakiyomiGameList *self)
{
  g_return_val_if_fail (SAKIYOMI_IS_GAME_LIST (self), 0);
  return self->n_games;
}

/* Shows the games of matches (NULL: all) in the order, as one change of
 * the before games shown. */
static void
show (SakiyomiGameList *self,
      guint             before)
{
  guint after;

  g_clear_pointer (&self->shown, g_free);
  self->n_shown = 0;
  if (self->matches != NULL)
    {
      self->shown = g_new (guint, self->n_games);
      for (guint p = 0; p < self->n_games; p++)
        {
          guint game = self->order != NULL ? self->order[p] : p;

          if (self->matches[game])
            self->shown[self->n_shown++] = game;
        }
    }
  after = sakiyomi_game_list_get_n_items (G_LIST_MODEL (self));
  /* All games out, then the new ones in: told as one change that removes
   * rows on screen and adds others, GTK's list (gtklistitemmanager.c,
   * model_items_changed_cb) would look for the rows' items among every
   * game added, making each of them, a third of a second for 100,000. */
  if (before > 0 && after > 0)
    {
      self->emptied = TRUE;
      g_list_model_items_changed (G_LIST_MODEL (self), 0, before, 0);
      self->emptied = FALSE;
      before = 0;
    }
  g_list_model_items_changed (G_LIST_MODEL (self), 0, before, after);
}

/* ---- Searching -----------------------------------------------------------
 *
 * The search looks through every game's players, date, place, result (as
 * the file gives it and as the list shows it) and opening in a thread: a GtkFilterListModel over 100,000 games, even
 * incremental, takes seconds to show its answer. */

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

/* Called with texts_lock held. */
static const char *
search_text (SakiyomiGameList *self,
             guint             index)
{
  if (self->search_texts == NULL)
    self->search_texts = g_new0 (char *, self->n_games);
  if (self->search_texts[index] == NULL)
    {
      GString *joined = g_string_new (NULL);
      gboolean ascii = TRUE;

      for (guint k = 0; k < G_N_ELEMENTS (summary_keys); k++)
        {
          const char *value = sky_record_collection_get_summary (self->collection,
                                                                 index,
                                                                 summary_keys[k]);

          if (value == NULL)
            continue;
          g_string_append (joined, value);
          g_string_append_c (joined, '\n');
          /* The result as the column shows it too ("resigned"). */
          if (strcmp (summary_keys[k], "Result") == 0)
            {
              g_autofree char *shown = sakiyomi_game_details_format_result (value);

              g_string_append (joined, shown);
              g_string_append_c (joined, '\n');
            }
        }
      for (gsize i = 0; i < joined->len && ascii; i++)
        ascii = (guchar) joined->str[i] < 0x80;
      /* Most names are ASCII: lower case is their folded form. */
      if (ascii)
        self->search_texts[index] = g_ascii_strdown (joined->str, joined->len);
      else
        self->search_texts[index] = search_form (joined->str);
      g_string_free (joined, TRUE);
    }
  return self->search_texts[index];
}

static void
search_in_thread (GTask        *task,
                  gpointer      source,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  SakiyomiGameList *self = source;
  char **words = task_data;
  guint8 *matches = g_new0 (guint8, self->n_games);
  gboolean cancelled = FALSE;

  g_mutex_lock (&self->texts_lock);
  for (guint i = 0; i < self->n_games && !cancelled; i++)
    {
      const char *text = search_text (self, i);
      gboolean match = TRUE;

      for (guint w = 0; words[w] != NULL && match; w++)
        match = strstr (text, words[w]) != NULL;
      matches[i] = match;
      if (i % 4096 == 0)
        cancelled = g_cancellable_is_cancelled (cancellable);
    }
  g_mutex_unlock (&self->texts_lock);
  if (g_task_return_error_if_cancelled (task))
    g_free (matches);
  else
    g_task_return_pointer (task, matches, g_free);
}

void
sakiyomi_game_list_search_async (SakiyomiGameList    *self,
                                 const char * const  *words,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (SAKIYOMI_IS_GAME_LIST (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sakiyomi_game_list_search_async);
  if (words == NULL || words[0] == NULL)
    {
      /* Every game: nothing to look through. */
      g_task_return_pointer (task, NULL, NULL);
      return;
    }
  g_task_set_task_data (task, g_strdupv ((char **) words), (GDestroyNotify) g_strfreev);
  g_task_run_in_thread (task, search_in_thread);
}

gboolean
sakiyomi_game_list_search_finish (SakiyomiGameList  *self,
                                  GAsyncResult      *result,
                                  GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  guint8 *matches;
  guint before;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  matches = g_task_propagate_pointer (G_TASK (result), &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  before = sakiyomi_game_list_get_n_items (G_LIST_MODEL (self));
  g_free (self->matches);
  self->matches = matches;
  show (self, before);
  return TRUE;
}

/* ---- Sorting -------------------------------------------------------------
 *
 * A GtkSortListModel over 100,000 games asks each game's texts again for
 * every comparison and stops the window for seconds; here a thread sorts
 * the games' numbers by collation keys made once, and the new order
 * replaces the old in one change.  The summaries are never changed after
 * reading, so the thread may read them. */

typedef struct
{
  SakiyomiGameList *list;
  int key;                      /* into summary_keys, -1: the number */
  gboolean descending;
  char **keys;                  /* per game, in the thread */
} SortData;

static void
sort_data_free (SortData *data)
{
  if (data->keys != NULL)
    for (guint i = 0; i < data->list->n_games; i++)
      g_free (data->keys[i]);
  g_free (data->keys);
  g_object_unref (data->list);
  g_free (data);
}

static int
compare_games (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const SortData *data = user_data;
  guint ia = *(const guint *) a;
  guint ib = *(const guint *) b;
  int by_number = ia < ib ? -1 : ia > ib;
  int result;

  if (data->keys == NULL)
    return data->descending ? -by_number : by_number;
  result = strcmp (data->keys[ia], data->keys[ib]);
  if (data->descending)
    result = -result;
  /* Equal games stay in the file's order. */
  return result != 0 ? result : by_number;
}

/* Results by black's lead, from white's largest win to black's, then
 * the ones in no known form; the rest by their text, where the filename
 * key orders "game 9" before "game 10". */
static char *
sort_key (int         key,
          const char *value)
{
  g_autofree char *text_key = NULL;
  gboolean discs;
  double margin;
  char how;

  /* The best moves by their score ("g8 +18"). */
  if (strcmp (summary_keys[key], "Best") == 0 && value != NULL
      && strrchr (value, ' ') != NULL)
    return g_strdup_printf ("%03ld", strtol (strrchr (value, ' ') + 1, NULL, 10) + 100);
  if (strcmp (summary_keys[key], "Result") == 0 && value != NULL
      && sakiyomi_game_details_parse_result (value, &margin, &how, &discs))
    /* Fixed width, so that strcmp orders the numbers. */
    return g_strdup_printf ("0%07.2f", margin + 100);
  text_key = g_utf8_collate_key_for_filename (value != NULL ? value : "", -1);
  if (strcmp (summary_keys[key], "Result") != 0)
    return g_steal_pointer (&text_key);
  /* Results that are not numbers after those that are. */
  return g_strconcat ("1", text_key, NULL);
}

static void
sort_in_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  SortData *data = task_data;
  guint n = data->list->n_games;
  guint *order = g_new (guint, n);

  if (data->key >= 0)
    {
      data->keys = g_new0 (char *, n);
      for (guint i = 0; i < n; i++)
        {
          const char *value = sky_record_collection_get_summary (data->list->collection, i,
                                                                 summary_keys[data->key]);

          data->keys[i] = sort_key (data->key, value);
          if (i % 4096 == 0 && g_cancellable_is_cancelled (cancellable))
            break;
        }
    }
  if (g_task_return_error_if_cancelled (task))
    {
      g_free (order);
      return;
    }
  for (guint i = 0; i < n; i++)
    order[i] = i;
  g_qsort_with_data (order, n, sizeof *order, compare_games, data);
  g_task_return_pointer (task, order, g_free);
}

void
sakiyomi_game_list_sort_async (SakiyomiGameList    *self,
                               const char          *property,
                               gboolean             descending,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  SortData *data;

  g_return_if_fail (SAKIYOMI_IS_GAME_LIST (self));

  data = g_new0 (SortData, 1);
  data->list = g_object_ref (self);
  data->key = -1;
  data->descending = descending;
  for (guint k = 0; property != NULL && k < G_N_ELEMENTS (property_names); k++)
    if (strcmp (property, property_names[k]) == 0)
      data->key = k;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sakiyomi_game_list_sort_async);
  g_task_set_task_data (task, data, (GDestroyNotify) sort_data_free);
  g_task_run_in_thread (task, sort_in_thread);
}

gboolean
sakiyomi_game_list_sort_finish (SakiyomiGameList  *self,
                                GAsyncResult      *result,
                                GError           **error)
{
  guint *order;
  guint before;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  order = g_task_propagate_pointer (G_TASK (result), error);
  if (order == NULL)
    return FALSE;
  before = sakiyomi_game_list_get_n_items (G_LIST_MODEL (self));
  g_free (self->order);
  self->order = order;
  show (self, before);
  return TRUE;
}
