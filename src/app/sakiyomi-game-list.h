/* sakiyomi-game-list.h: the games of a file as a GListModel, for the
 * game chooser's list.
 *
 * The list owns a SkyRecordCollection and makes a small item for a game
 * only when a view, a filter or a sorter asks for it, so a database of
 * 100,000 games costs nothing until it is shown. */
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

/* Whether game index matches every word of words (casefolded, see
 * sakiyomi_game_list_search_words) in its players, date, place, result or
 * opening.  words empty or NULL: every game matches. */
gboolean sakiyomi_game_list_matches (SakiyomiGameList   *self,
                                     guint               index,
                                     const char * const *words);
/* The words of a search text, casefolded and normalised as the games'
 * texts are for matching. */
char **sakiyomi_game_list_search_words (const char *text);

/* The game's 0-based index in the file (its properties: "number", 1-based,
 * and the summary's "black", "white", "result", "date", "place",
 * "opening", "" where the file does not say). */
guint sakiyomi_game_list_item_get_index (SakiyomiGameListItem *self);
SakiyomiGameList *sakiyomi_game_list_item_get_list (SakiyomiGameListItem *self);

G_END_DECLS
