/* sakiyomi-game-session.h: the game in progress, apart from any window.
 *
 * A session owns the record of the game and the ply shown, who plays each
 * side, looking back through the game (review), undo and redo, hints, the
 * computer's searches on the AI worker with the pauses before its moves
 * and passes, and the autosave after every ply.  It uses GLib and GIO
 * only: a window shows it and sends it commands, and the tests drive it
 * with a main loop alone.
 */
#pragma once

#include <gio/gio.h>

#include "player.h"
#include "record.h"
#include "sakiyomi-ai-worker.h"
#include "sakiyomi-autosave.h"
#include "openings.h"
#include "sakiyomi-game-review.h"
#include "sakiyomi-settings.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_GAME_SESSION (sakiyomi_game_session_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiGameSession, sakiyomi_game_session,
                      SAKIYOMI, GAME_SESSION, GObject)

/* What became of the session's searches: started, their results used (a
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

/* The computer's last search, as the side panel shows it. */
typedef struct
{
  SkySearchResult result;
  SkyPosition *position;        /* the position searched */
  SkySide side;                 /* who searched */
  SkyPlayerKind kind;           /* which opponent */
  gboolean engine;              /* the strong engine: its own value scale */
} SakiyomiSearchReport;

/* settings: where the game, the opponents and their strengths are read;
 * autosave: where the game in progress is kept (NULL: not kept). */
SakiyomiGameSession *sakiyomi_game_session_new (GSettings        *settings,
                                                SakiyomiAutosave *autosave);

/* ---- Commands ---- */

/* A new game of the game in the settings, the person in mode; same_setup
 * plays the same start again (the same number-grab board). */
void sakiyomi_game_session_new_game (SakiyomiGameSession *self,
                                     SakiyomiMode         mode,
                                     gboolean             same_setup);
/* The game kept by the autosave, played on from its end; FALSE (and
 * nothing changed) if there is none. */
gboolean sakiyomi_game_session_restore (SakiyomiGameSession *self);
/* Plays record (taken) from its end, the person in mode; origin is what
 * the log says of it ("Opened “x.txt”", "Pasted"). */
void sakiyomi_game_session_replace (SakiyomiGameSession *self,
                                    SkyRecord           *record,
                                    SakiyomiMode         mode,
                                    const char          *origin);
/* What the log says of the game just replaced in: "Game opened: Reversi,
 * 23 moves" for the origin "Game opened". */
char *sakiyomi_game_session_dup_origin_text (SakiyomiGameSession *self,
                                             const char          *origin);
/* A game from start (copied), a position set up in the editor, the person
 * in mode: the record starts there, so saving, the autosave and Restart
 * keep it. */
void sakiyomi_game_session_set_up (SakiyomiGameSession *self,
                                   const SkyPosition   *start,
                                   SakiyomiMode         mode);
/* Plays move in the position shown (dropping any moves after it); a hint
 * still being looked for is dropped.  The caller checked that it is legal. */
void sakiyomi_game_session_play (SakiyomiGameSession *self,
                                 SkyMove              move);
void sakiyomi_game_session_undo (SakiyomiGameSession *self);
void sakiyomi_game_session_redo (SakiyomiGameSession *self);
/* Shows the position after ply; reviewing, the computer waits, otherwise
 * play goes on from there. */
void sakiyomi_game_session_go_to_ply (SakiyomiGameSession *self,
                                      guint                ply,
                                      gboolean             reviewing);
/* Back from looking back: where the game was (after an undo, before the
 * moves kept for redo), and play goes on. */
void sakiyomi_game_session_back_to_game (SakiyomiGameSession *self);
/* Drops the moves after the position shown and plays on from it. */
void sakiyomi_game_session_continue_here (SakiyomiGameSession *self);
/* Asks for the best move of the person to play; the answer comes as
 * "hint". */
void sakiyomi_game_session_hint (SakiyomiGameSession *self);
/* Stops the search in flight and any pending computer move or pass. */
void sakiyomi_game_session_cancel_search (SakiyomiGameSession *self);
/* A setting changed: a new game if it changes the game, else "changed".
 * A change another session wrote (another window's) never changes this
 * session's game. */
void sakiyomi_game_session_setting_changed (SakiyomiGameSession *self,
                                            const char          *key);
/* Writes a setting (a GVariant, floating or not) as this session's: the
 * settings are every window's, and the other sessions keep their games. */
void sakiyomi_game_session_write_setting (SakiyomiGameSession *self,
                                          const char          *key,
                                          GVariant            *value);
/* Whether the setting being changed now was written by another session. */
gboolean sakiyomi_game_session_setting_is_others (SakiyomiGameSession *self);
/* Says text in the status line until the next move ("e4 is not empty."). */
void sakiyomi_game_session_show_status (SakiyomiGameSession *self,
                                        const char          *text);
/* Says text in the log and the status line ("Game saved to …"). */
void sakiyomi_game_session_announce (SakiyomiGameSession *self,
                                     const char          *text);
/* Writes the game in progress now (quitting).  Also done after every ply,
 * off the main thread. */
void sakiyomi_game_session_save (SakiyomiGameSession *self);
/* Reviews the whole game off the main thread (sakiyomi-game-review.h),
 * looking back at the position shown so that the computer waits; the
 * review holds until the record changes.  "review-changed" says when a
 * review starts or is dropped. */
void sakiyomi_game_session_review (SakiyomiGameSession *self);
/* Stops and forgets the review (the person closed it). */
void sakiyomi_game_session_end_review (SakiyomiGameSession *self);
/* The review of the game, or NULL. */
SakiyomiGameReview *sakiyomi_game_session_get_review (SakiyomiGameSession *self);
/* What the next review searches (tests use fixed depths). */
void sakiyomi_game_session_set_review_options (SakiyomiGameSession    *self,
                                               const SkyReviewOptions *options);
/* Whether a finished review keeps the person's mistakes and blunders as
 * practice positions (sakiyomi-practice-session.h; the sides the person
 * plays in the mode, none of a game of two computers) and says how many
 * in the log and by "practice-notice" (the text, for a toast; also why
 * they could not be kept).  Off in a new session. */
void sakiyomi_game_session_set_keeps_practice (SakiyomiGameSession *self,
                                               gboolean             keeps);
/* Reversi: the named opening the game has followed up to the position
 * shown, or NULL. */
const SkyOpening *sakiyomi_game_session_get_opening (SakiyomiGameSession *self);
/* Fixes the random streams (boards, computer's choices) for the next game. */
void sakiyomi_game_session_reseed (SakiyomiGameSession *self,
                                   guint32              seed);

/* ---- State ---- */

GSettings *sakiyomi_game_session_get_settings (SakiyomiGameSession *self);
SakiyomiAiWorker *sakiyomi_game_session_get_worker (SakiyomiGameSession *self);
const SkyGame *sakiyomi_game_session_get_game (SakiyomiGameSession *self);
gboolean sakiyomi_game_session_is_misere (SakiyomiGameSession *self);
SakiyomiMode sakiyomi_game_session_get_mode (SakiyomiGameSession *self);
gboolean sakiyomi_game_session_is_computer (SakiyomiGameSession *self,
                                            SkySide              side);
/* Who plays side when the computer does. */
/* What the computer playing side is called for players: its level
 * ("Level 4 · Casual") or its algorithm ("Minimax, depth 4"). */
char *sakiyomi_game_session_dup_computer_name (SakiyomiGameSession *self,
                                              SkySide              side);
SkyPlayerKind sakiyomi_game_session_get_opponent (SakiyomiGameSession *self,
                                                  SkySide              side);
/* The whole game (also the moves after the position shown). */
const SkyRecord *sakiyomi_game_session_get_record (SakiyomiGameSession *self);
guint sakiyomi_game_session_get_ply (SakiyomiGameSession *self);
guint sakiyomi_game_session_get_n_moves (SakiyomiGameSession *self);
/* The position shown. */
const SkyPosition *sakiyomi_game_session_get_position (SakiyomiGameSession *self);
gboolean sakiyomi_game_session_is_reviewing (SakiyomiGameSession *self);
/* A search is running or a computer's move or pass is about to be played. */
gboolean sakiyomi_game_session_is_busy (SakiyomiGameSession *self);
/* The person may play now. */
gboolean sakiyomi_game_session_is_persons_turn (SakiyomiGameSession *self);
gboolean sakiyomi_game_session_can_undo (SakiyomiGameSession *self);
gboolean sakiyomi_game_session_can_redo (SakiyomiGameSession *self);
gboolean sakiyomi_game_session_can_hint (SakiyomiGameSession *self);
/* Moves were played and the game is not over: switching would lose them. */
gboolean sakiyomi_game_session_is_in_progress (SakiyomiGameSession *self);
/* Whether setting key to value would start a new game. */
gboolean sakiyomi_game_session_value_changes_game (SakiyomiGameSession *self,
                                                   const char          *key,
                                                   GVariant            *value);
/* Why the game in progress is not being kept for the next start (the
 * disk is full, another copy of the app keeps its own), in words for the
 * person, or NULL while it is kept: "notify::keep-problem" when it
 * changes, and a "keep-notice" when it is kept again.  "keep-notice" also
 * says when the game kept last time could not be restored. */
const char *sakiyomi_game_session_get_keep_problem (SakiyomiGameSession *self);
/* The status line ("Black plays f5\nYour turn"). */
const char *sakiyomi_game_session_get_status (SakiyomiGameSession *self);
/* The computer's last search, or NULL since the game started. */
const SakiyomiSearchReport *sakiyomi_game_session_get_report (SakiyomiGameSession *self);
/* What the computer's last move came from, for the search tree window:
 * FALSE if it has not moved in this game. */
gboolean sakiyomi_game_session_get_tree_search (SakiyomiGameSession  *self,
                                                const SkyPosition   **position,
                                                SkyStrength          *strength,
                                                guint32              *seed);
void sakiyomi_game_session_get_search_counts (SakiyomiGameSession  *self,
                                              SakiyomiSearchCounts *counts);

/* ---- Words (sakiyomi-game-session-text.c) ---- */

/* "You", "Player 1", "Computer (Minimax, depth 4)". */
char *sakiyomi_game_session_dup_player_name (SakiyomiGameSession *self,
                                             SkySide              side);
/* "You win!", "Black wins", "Draw" for the position shown. */
char *sakiyomi_game_session_dup_result (SakiyomiGameSession *self);
/* "Black 40 : 24 White", "Three in a row". */
char *sakiyomi_game_session_dup_final_score (SakiyomiGameSession *self);
/* "Game over: Black wins (Black 40 : 24 White)". */
char *sakiyomi_game_session_dup_game_over (SakiyomiGameSession *self);
/* What the person to move is asked: "Your turn: take a number from row 3". */
char *sakiyomi_game_session_dup_prompt (SakiyomiGameSession *self);
/* Why cell is not a legal move for the person now. */
char *sakiyomi_game_session_explain_illegal (SakiyomiGameSession *self,
                                             int                  cell);
/* The record with the players and the result as tags, for other programs
 * and people. */
SkyRecord *sakiyomi_game_session_export_record (SakiyomiGameSession *self);
/* A value as the computer's last search or a hint gives it, with its
 * unit (value-format.h): "+1036 points (table)", "+14.3 discs", "+4 discs,
 * exact", "52.3 % win rate". */
char *sakiyomi_game_session_format_value (const SkyGame         *game,
                                          SkyPlayerKind          kind,
                                          gboolean               engine,
                                          const SkySearchResult *result);

G_END_DECLS
