/* sakiyomi-game-chooser.h: the dialog that lists the games of a file of
 * many games and lets the person choose one, searching by player, place,
 * date or opening.  It shows the file's reading progress until the games
 * are given to it.  An AdwWindow. */
#pragma once

#include <adwaita.h>

#include "sakiyomi-game-list.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_GAME_CHOOSER (sakiyomi_game_chooser_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiGameChooser, sakiyomi_game_chooser,
                      SAKIYOMI, GAME_CHOOSER, AdwWindow)

/* A chooser over parent reading the file called name (as the person knows
 * it), showing progress until sakiyomi_game_chooser_set_games ().  Closing
 * it (Cancel, Escape) destroys it: whoever reads the file stops then.
 * ::game-chosen (guint index, 0-based in the file) is emitted on Open,
 * Enter or a double click; the chooser stays open, so a game that cannot
 * be played leaves the person free to choose another. */
SakiyomiGameChooser *sakiyomi_game_chooser_new (GtkWindow  *parent,
                                                const char *name);
/* fraction: 0 to 1 of the file read. */
void sakiyomi_game_chooser_set_progress (SakiyomiGameChooser *self,
                                         double               fraction);
void sakiyomi_game_chooser_set_games (SakiyomiGameChooser *self,
                                      SakiyomiGameList    *games);

/* ---- For the tests ---- */
SakiyomiGameList *sakiyomi_game_chooser_get_games (SakiyomiGameChooser *self);
GtkEditable *sakiyomi_game_chooser_get_search (SakiyomiGameChooser *self);
GtkColumnView *sakiyomi_game_chooser_get_column_view (SakiyomiGameChooser *self);
/* The games shown now (after the search and the sort) and whether a
 * search or a sort is still going through them. */
GListModel *sakiyomi_game_chooser_get_shown (SakiyomiGameChooser *self);
gboolean sakiyomi_game_chooser_is_searching (SakiyomiGameChooser *self);
/* Selects row position of the shown games; chooses the selected one as
 * the Open button does. */
void sakiyomi_game_chooser_select (SakiyomiGameChooser *self,
                                   guint                position);
void sakiyomi_game_chooser_choose (SakiyomiGameChooser *self);

G_END_DECLS
