/* sakiyomi-line-player.h: a line of moves played out on the board step by
 * step (a review's "what follows" after the move played, or after the
 * better move), with buttons back, forward and back to the review. */
#pragma once

#include <gtk/gtk.h>

#include "game.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_LINE_PLAYER (sakiyomi_line_player_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiLinePlayer, sakiyomi_line_player,
                      SAKIYOMI, LINE_PLAYER, GtkBox)

GtkWidget *sakiyomi_line_player_new (void);

/* Starts playing out moves (n of them, legal in turn) from start, titled
 * title ("After b2"), at the first move; emits ::position. */
void sakiyomi_line_player_start (SakiyomiLinePlayer *self,
                                 const char         *title,
                                 const SkyPosition  *start,
                                 const SkyMove      *moves,
                                 int                 n);
/* Stops, emitting ::closed: the board goes back to the review. */
void sakiyomi_line_player_stop (SakiyomiLinePlayer *self);
gboolean sakiyomi_line_player_is_playing (SakiyomiLinePlayer *self);
/* One step forward (TRUE) or back; FALSE at the end of the line. */
gboolean sakiyomi_line_player_step (SakiyomiLinePlayer *self,
                                    gboolean            forward);
/* The position shown now (NULL when not playing). */
const SkyPosition *sakiyomi_line_player_get_position (SakiyomiLinePlayer *self);

G_END_DECLS
