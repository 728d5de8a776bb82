/* sakiyomi-players-panel.h: the two players in the side panel, with
 * their sides, who is to move and their scores, and the details of a game
 * from a file. */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-game-session.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_PLAYERS_PANEL (sakiyomi_players_panel_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiPlayersPanel, sakiyomi_players_panel,
                      SAKIYOMI, PLAYERS_PANEL, GtkBox)

/* Shows session's players from now on, following its "changed". */
void sakiyomi_players_panel_set_session (SakiyomiPlayersPanel *self,
                                         SakiyomiGameSession  *session);

/* Compact: the two players side by side rather than one above the other,
 * for a short panel (under the board on a phone-sized window). */
void sakiyomi_players_panel_set_compact (SakiyomiPlayersPanel *self,
                                         gboolean              compact);
/* For the tests: the name shown for side, and the details shown (NULL
 * when there are none). */
const char *sakiyomi_players_panel_get_name (SakiyomiPlayersPanel *self,
                                             SkySide               side);
const char *sakiyomi_players_panel_get_details (SakiyomiPlayersPanel *self);

G_END_DECLS
