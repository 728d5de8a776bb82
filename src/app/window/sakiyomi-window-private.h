/* sakiyomi-window-private.h: what the window's files share, and what the
 * GUI tests look at inside the window. */
#pragma once

#include <adwaita.h>

#include "game.h"
#include "sakiyomi-banner.h"
#include "player.h"
#include "record.h"
#include "sakiyomi-ai-worker.h"
#include "sakiyomi-board-view.h"
#include "sakiyomi-book-panel.h"
#include "sakiyomi-game-file.h"
#include "sakiyomi-game-session.h"
#include "sakiyomi-move-list.h"
#include "sakiyomi-players-panel.h"
#include "sakiyomi-position-editor.h"
#include "sakiyomi-review-panel.h"
#include "sakiyomi-side-panel.h"
#include "sakiyomi-settings.h"
#include "sakiyomi-window.h"

G_BEGIN_DECLS

struct _SakiyomiWindow
{
  GtkApplicationWindow parent_instance;

  GSettings *settings;
  SakiyomiGameSession *session;
  SakiyomiGameFile *game_file;

  /* Template widgets */
  SakiyomiBanner *banner;
  SakiyomiBanner *settings_banner;
  SakiyomiBoardView *board;
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkMenuButton *menu_button;
  GMenu *game_menu_games;       /* the Game menu's games and rules, */
  GMenu *game_menu_rules;       /* filled in from the registry */
  SakiyomiSidePanel *side_panel;
  /* The side panel's parts the window works with (and the tests see) */
  SakiyomiPlayersPanel *players_panel;
  SakiyomiMoveList *move_list;
  SakiyomiReviewPanel *review_panel;
  GtkLabel *status_label;
  GtkRevealer *game_over_revealer;
  GtkLabel *result_label;
  GtkWidget *moves_switcher;

  /* Questions */
  GtkWidget *confirm_dialog;    /* discard the game to switch? */
  char *confirm_key;            /* the setting the question is about */
  GVariant *confirm_value;
  GtkWidget *new_game_dialog;
  GtkWidget *question_dialog;   /* continue from the position shown? */
  SkyMove question_move;        /* played on "continue" (NONE: just continue) */

  GtkWidget *tree_window;
  gboolean saved_on_close;
  gboolean keeps_game;          /* the game in progress is kept on disk */
  gboolean told_not_kept;       /* the banner said this window's is not */
  gboolean keep_recovered;      /* the game is kept again after a problem */
  char *last_toast;

  /* The position editor mode (sakiyomi-window-editor.c) */
  GtkStack *titlebar_stack;     /* the window's titlebar */
  GtkHeaderBar *header_bar;
  GtkHeaderBar *editor_header_bar;
  AdwWindowTitle *editor_window_title;
  GtkStack *content_stack;
  GtkWidget *game_box;
  SakiyomiPositionEditor *position_editor;
  GtkButton *edit_position_button;
  gboolean editing;
  GtkWidget *setup_dialog;      /* who plays from the position set up */

  /* The opening book's part of the side panel */
  SakiyomiBookPanel *book_panel;
};

/* sakiyomi-window-actions.c */
void _sakiyomi_window_actions_init (SakiyomiWindow *self);
/* The one place that decides which actions can be used now. */
void _sakiyomi_window_actions_update (SakiyomiWindow *self);
/* The Game and Opponent menus' radio items follow the settings. */
void _sakiyomi_window_actions_sync_settings (SakiyomiWindow *self);
/* Asks before continuing from the position shown, which drops the moves
 * after it; then plays move (or, SKY_MOVE_NONE, lets play go on). */
void _sakiyomi_window_ask_continue (SakiyomiWindow *self,
                                    SkyMove         move);
/* The question open now, of continuing from here or of opening and
 * pasting (discard the current game?), or NULL. */
GtkWidget *_sakiyomi_window_open_question (SakiyomiWindow *self);

/* sakiyomi-window-editor.c: the position editor mode (Set Up Board),
 * which turns actions on and off through _sakiyomi_window_actions_update
 * and follows the session's game itself. */
void _sakiyomi_window_editor_class_init (GtkWidgetClass *widget_class);
void _sakiyomi_window_editor_init (SakiyomiWindow *self);

/* sakiyomi-window-review.c: the board under a review (the marks of the
 * move selected, a line played out).  Connects to the session and the
 * review panel, which must be there. */
void _sakiyomi_window_review_init (SakiyomiWindow *self);
void _sakiyomi_window_update_review_mark (SakiyomiWindow *self);

/* ---- For the tests ---- */

SakiyomiGameSession *sakiyomi_window_get_session (SakiyomiWindow *self);
/* Fixes the random streams (boards, computer's choices) for the next game. */
void sakiyomi_window_reseed (SakiyomiWindow *self,
                             guint32         seed);
SakiyomiBoardView *sakiyomi_window_get_board (SakiyomiWindow *self);
SakiyomiAiWorker *sakiyomi_window_get_worker (SakiyomiWindow *self);
void sakiyomi_window_get_search_counts (SakiyomiWindow       *self,
                                        SakiyomiSearchCounts *counts);
GSettings *sakiyomi_window_get_settings (SakiyomiWindow *self);
/* The position on the board now, and how many were played to reach it. */
const SkyPosition *sakiyomi_window_get_position (SakiyomiWindow *self);
guint sakiyomi_window_get_n_moves (SakiyomiWindow *self);
SakiyomiMode sakiyomi_window_get_mode (SakiyomiWindow *self);
/* Add Game to Book searches to this depth, plainly, not by the shipped
 * book's rules (which take minutes). */
void sakiyomi_window_set_book_learn_depth (SakiyomiWindow *self,
                                          int             depth);
/* Add Game to Book is under way. */
gboolean sakiyomi_window_is_learning (SakiyomiWindow *self);
/* What the side panel says under the opening book's buttons ("" if
 * nothing). */
const char *sakiyomi_window_get_book_caption (SakiyomiWindow *self);
/* The side panel shows the opening book's part (a game with a book). */
gboolean sakiyomi_window_get_book_shown (SakiyomiWindow *self);
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
/* The position editor mode, the editor, and its Play from Here dialog
 * (or NULL). */
gboolean sakiyomi_window_is_editing (SakiyomiWindow *self);
SakiyomiPositionEditor *sakiyomi_window_get_position_editor (SakiyomiWindow *self);
GtkWidget *sakiyomi_window_get_setup_dialog (SakiyomiWindow *self);
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
/* The open chooser of a file of many games, or NULL. */
GtkWidget *sakiyomi_window_get_game_chooser (SakiyomiWindow *self);
/* The message across the top of the window (the game not being kept). */
SakiyomiBanner *sakiyomi_window_get_banner (SakiyomiWindow *self);
/* The message that settings are not being saved. */
SakiyomiBanner *sakiyomi_window_get_settings_banner (SakiyomiWindow *self);
/* A file opened (sakiyomi_window_open_file) or the clipboard's text
 * pasted is still being read. */
gboolean sakiyomi_window_is_reading_file (SakiyomiWindow *self);
/* The open Save or Open chooser, or NULL. */
GtkFileChooserNative *sakiyomi_window_get_file_chooser (SakiyomiWindow *self);
/* What the Save chooser does with the file chosen (Open's is
 * sakiyomi_window_open_file). */
gboolean sakiyomi_window_save_file (SakiyomiWindow *self,
                                    GFile          *file);
/* What a drop on the window does with what was dropped: a file list
 * (GDK_TYPE_FILE_LIST), a file or text; FALSE if it holds none of them. */
gboolean sakiyomi_window_drop_value (SakiyomiWindow *self,
                                     const GValue   *value);

G_END_DECLS
