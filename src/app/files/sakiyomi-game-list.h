/* sakiyomi-game-list.h: the games of a file as a GListModel, for the
 * game chooser's list.
 *
 * The list owns a SkyRecordCollection and makes a small item for a game
 * only when a view asks for it, so a database of 100,000 games costs
 * nothing until it is shown; it sorts and searches the games itself, in
 * threads. */
#pragma once

#include <gio/gio.h>

#include "record-collection.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_GAME_LIST_ITEM (sakiyomi_game_list_item_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiGameListItem, sakiyomi_game_list_item,
                      SAKIYOMI, GAME_LIST_ITEM, GObject)

#define SAKIYOMI_TYPE_GAME_LIST (sakiyomi_game_list_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiGameList, sakiyomi_game_list,
                      SAKIYOMI, GAME_LIST, GObject)

/* Takes collection. */
SakiyomiGameList *sakiyomi_game_list_new (SkyRecordCollection *collection);
const SkyRecordCollection *sakiyomi_game_list_get_collection (SakiyomiGameList *self);

/* The number of games in the file (the list has those shown). */
guint sakiyomi_game_list_get_n_games (SakiyomiGameList *self);

/* The words of a search text, casefolded and normalised as the games'
 * texts are for matching. */
char **sakiyomi_game_list_search_words (const char *text);
/* Shows only the games whose players, date, place, result or opening
 * contain every one of words (from sakiyomi_game_list_search_words; none:
 * every game), looking through them in a thread; finish applies the
 * answer (one items-changed) unless the search was cancelled. */
void sakiyomi_game_list_search_async (SakiyomiGameList    *self,
                                      const char * const  *words,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data);
gboolean sakiyomi_game_list_search_finish (SakiyomiGameList  *self,
                                           GAsyncResult      *result,
                                           GError           **error);

/* Puts the games in the order of the items' property (NULL or "number":
 * the file's order), sorting in a thread; finish applies the order (one
 * items-changed of the whole list) unless the sort was cancelled. */
void sakiyomi_game_list_sort_async (SakiyomiGameList    *self,
                                    const char          *property,
                                    gboolean             descending,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data);
gboolean sakiyomi_game_list_sort_finish (SakiyomiGameList  *self,
                                         GAsyncResult      *result,
                                         GError           **error);

/* The game's 0-based index in the file (its properties: "number", 1-based,
 * and the summary's "black", "white", "result", "date", "place",
 * "opening", "moves", and for a position "to-move" (translated),
 * "empties" and "best", "" where the file does not say). */
guint sakiyomi_game_list_item_get_index (SakiyomiGameListItem *self);
SakiyomiGameList *sakiyomi_game_list_item_get_list (SakiyomiGameListItem *self);

G_END_DECLS
