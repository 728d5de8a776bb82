/* sakiyomi-search-panel.h: the computer's search in the side panel: the
 * one running (spinner, progress, best move so far) and the report of
 * the last one (move, value, evaluations, depth or playouts, time, line). */
#pragma once

#include <gtk/gtk.h>

#include "sakiyomi-game-session.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_SEARCH_PANEL (sakiyomi_search_panel_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiSearchPanel, sakiyomi_search_panel,
                      SAKIYOMI, SEARCH_PANEL, GtkBox)

/* Shows session's searches from now on. */
void sakiyomi_search_panel_set_session (SakiyomiSearchPanel *self,
                                        SakiyomiGameSession *session);

G_END_DECLS
