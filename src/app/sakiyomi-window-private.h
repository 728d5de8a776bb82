/* sakiyomi-window-private.h: what the GUI tests look at inside the window. */
#pragma once

#include "game.h"
#include "player.h"
#include "record.h"
#include "sakiyomi-ai-worker.h"
#include "sakiyomi-board-view.h"
#include "sakiyomi-move-list.h"
#include "sakiyomi-settings.h"
#include "sakiyomi-window.h"

G_BEGIN_DECLS

/* Fixes the random streams (boards, computer's choices) for the next game. */
void sakiyomi_window_reseed (SakiyomiWindow *self,
                             guint32         seed);
SakiyomiBoardView *sakiyomi_window_get_board (SakiyomiWindow *self);
SakiyomiAiWorker *sakiyomi_window_get_worker (SakiyomiWindow *self);

/* What became of the window's searches: started, their results used (a
 * move, a pass, a hint or an error shown), dropped as stale, and used
 * although the search's own cancellable was cancelled (never, or a
 * cancelled search's move reached the board). */
typedef struct
{
  guint started;
  guint used;
  guint dropped;
  guint used_after_cancel;
} SakiyomiSearchCounts;
void sakiyomi_window_get_search_counts (SakiyomiWindow       *self,
                                        SakiyomiSearchCounts *counts);
GSettings *sakiyomi_window_get_settings (SakiyomiWindow *self);
/* The position on the board now, and how many were played to reach it. */
const SkyPosition *sakiyomi_window_get_position (SakiyomiWindow *self);
guint sakiyomi_window_get_n_moves (SakiyomiWindow *self);
SakiyomiMode sakiyomi_window_get_mode (SakiyomiWindow *self);
/* A search is running or a computer's move or pass is about to be played. */
gboolean sakiyomi_window_is_busy (SakiyomiWindow *self);
/* The person may play now. */
gboolean sakiyomi_window_is_persons_turn (SakiyomiWindow *self);
/* The last computer search shown in the panel. */
gboolean sakiyomi_window_get_last_search (SakiyomiWindow  *self,
                                          SkySearchResult *result);
const char *sakiyomi_window_get_status (SakiyomiWindow *self);
char *sakiyomi_window_get_log (SakiyomiWindow *self);
/* The open "discard the game?" question, or NULL. */
GtkWidget *sakiyomi_window_get_confirm_dialog (SakiyomiWindow *self);
/* The open New Game dialog, or NULL. */
GtkWidget *sakiyomi_window_get_new_game_dialog (SakiyomiWindow *self);
/* The Search Tree window, or NULL if it is not open. */
GtkWidget *sakiyomi_window_get_tree_window (SakiyomiWindow *self);

/* The game as a record (all its moves, also those after the position
 * shown when looking back), and whether the person is looking back. */
const SkyRecord *sakiyomi_window_get_record (SakiyomiWindow *self);
gboolean sakiyomi_window_is_reviewing (SakiyomiWindow *self);
SakiyomiMoveList *sakiyomi_window_get_move_list (SakiyomiWindow *self);
/* The open question "continue from here?" or "discard the current game?"
 * of reviewing, opening and pasting, or NULL. */
GtkWidget *sakiyomi_window_get_question_dialog (SakiyomiWindow *self);
/* The open error message of saving, opening or pasting, or NULL. */
GtkWidget *sakiyomi_window_get_error_dialog (SakiyomiWindow *self);
/* The open Save or Open chooser, or NULL. */
GtkFileChooserNative *sakiyomi_window_get_file_chooser (SakiyomiWindow *self);
/* What the choosers do with the file chosen. */
gboolean sakiyomi_window_save_file (SakiyomiWindow *self,
                                    GFile          *file);
void sakiyomi_window_open_file (SakiyomiWindow *self,
                                GFile          *file);

G_END_DECLS
