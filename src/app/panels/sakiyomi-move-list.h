/* sakiyomi-move-list.h: the moves of a game record in numbered rows,
 * "1. f5  d6", both players side by side, the position on the board
 * highlighted; a click on a move asks to show the position after it. */
#pragma once

#include <gtk/gtk.h>

#include "record.h"
#include "sakiyomi-game-review.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_MOVE_LIST (sakiyomi_move_list_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiMoveList, sakiyomi_move_list,
                      SAKIYOMI, MOVE_LIST, GtkWidget)

GtkWidget *sakiyomi_move_list_new (void);

/* Shows the moves of record (read now, not kept), ply the position on the
 * board (0 the start); reviewing shows the bar that says so, with the
 * buttons "Continue from Here" (win.continue-here) and "Back to Game"
 * (win.back-to-game).  Moves after ply are dimmed. */
void sakiyomi_move_list_set_record (SakiyomiMoveList *self,
                                    const SkyRecord  *record,
                                    guint             ply,
                                    gboolean          reviewing);

/* Marks each move the review has judged with its class (?!, ?, ??) and
 * says in its tooltip what was better; NULL takes the marks away. */
void sakiyomi_move_list_set_review (SakiyomiMoveList   *self,
                                    SakiyomiGameReview *review);

/* Compact: fewer rows at the least, for a short panel (under the board on
 * a phone-sized window). */
void sakiyomi_move_list_set_compact (SakiyomiMoveList *self,
                                     gboolean          compact);
/* Whether the bar of a position looked back at has its heading ("Reviewing
 * move 12 of 60"); under a game's review, which says it, it has not. */
void sakiyomi_move_list_set_show_heading (SakiyomiMoveList *self,
                                          gboolean          show);
guint sakiyomi_move_list_get_current (SakiyomiMoveList *self);
/* What a click on the move that leads to ply (0: the start) does: emits
 * ::ply-activated. */
void sakiyomi_move_list_activate_ply (SakiyomiMoveList *self,
                                      guint             ply);
/* The rows as text, "1. f5 d6\n2. c3 …" (for tests). */
char *sakiyomi_move_list_get_text (SakiyomiMoveList *self);
/* The text of the review bar, or NULL when it is hidden. */
const char *sakiyomi_move_list_get_review_text (SakiyomiMoveList *self);

G_END_DECLS
