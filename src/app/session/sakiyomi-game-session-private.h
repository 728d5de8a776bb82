/* sakiyomi-game-session-private.h: what the session's files share. */
#pragma once

#include "sakiyomi-game-session.h"

G_BEGIN_DECLS

struct _SakiyomiGameSession
{
  GObject parent_instance;

  GSettings *settings;
  SakiyomiAiWorker *worker;
  SakiyomiAutosave *autosave;   /* NULL: the game is not kept */
  char *keep_problem;           /* why the autosave keeps nothing now */
  GRand *rand;                  /* number-grab board seeds */

  /* The game */
  const SkyGame *game;
  SkyGameSetup setup;
  SakiyomiMode mode;
  gboolean computer[2];         /* which sides the computer plays */
  SkyRecord *record;            /* the start and every ply, passes included */
  guint ply;                    /* the position shown is after this many */
  gboolean reviewing;           /* looking back through the move list */
  guint game_ply;               /* where the game is: the ply shown when not
                                 * looking back (after undo, before the
                                 * moves kept for redo) */
  gboolean board_from_record;   /* number-grab: not drawn from setup.seed */
  char *status;
  char *last_move_text;         /* the last move in words, for the status */

  /* The search in flight */
  GCancellable *cancellable;
  guint request;                /* 0: none */
  gboolean request_is_hint;
  gboolean request_is_engine;   /* the strong engine: its own value scale */
  SkyStrength request_strength;
  gint64 search_started;
  SakiyomiSearchCounts search_counts;
  guint pending_id;             /* timeout that plays a computer move or pass */
  SkyMove pending_move;
  SkySearchResult pending_result;

  /* The computer's last search */
  gboolean has_report;
  SakiyomiSearchReport report;
  SkyPosition *tree_position;   /* what it searched, for the tree window */
  SkyStrength tree_strength;
  guint32 tree_seed;

  /* The review of the whole game, until the record changes */
  SakiyomiGameReview *review;
  SkyReviewOptions review_options;
  gboolean keeps_practice;      /* a finished review's mistakes of the
                                 * person become practice positions */
};

typedef enum {
  SAKIYOMI_GAME_SESSION_CHANGED,
  SAKIYOMI_GAME_SESSION_POSITION_CHANGED,
  SAKIYOMI_GAME_SESSION_LOG,
  SAKIYOMI_GAME_SESSION_LOG_CLEARED,
  SAKIYOMI_GAME_SESSION_THINKING,
  SAKIYOMI_GAME_SESSION_PROGRESS,
  SAKIYOMI_GAME_SESSION_REPORT_CHANGED,
  SAKIYOMI_GAME_SESSION_HINT,
  SAKIYOMI_GAME_SESSION_GAME_OVER,
  SAKIYOMI_GAME_SESSION_REVIEW_CHANGED,
  SAKIYOMI_GAME_SESSION_KEEP_NOTICE,
  SAKIYOMI_GAME_SESSION_PRACTICE_NOTICE,
  SAKIYOMI_GAME_SESSION_N_SIGNALS
} SakiyomiGameSessionSignal;

extern guint _sakiyomi_game_session_signals[SAKIYOMI_GAME_SESSION_N_SIGNALS];

/* The position shown. */
static inline const SkyPosition *
_sakiyomi_game_session_current (SakiyomiGameSession *self)
{
  return sky_record_get_position (self->record, self->ply);
}

static inline guint
_sakiyomi_game_session_n_moves (SakiyomiGameSession *self)
{
  return sky_record_get_n_moves (self->record);
}

static inline gboolean
_sakiyomi_game_session_is_busy (SakiyomiGameSession *self)
{
  return self->request != 0 || self->pending_id != 0;
}

/* The person may play now. */
gboolean _sakiyomi_game_session_persons_turn (SakiyomiGameSession *self);

/* sakiyomi-game-session.c */
void _sakiyomi_game_session_set_status (SakiyomiGameSession *self,
                                        const char          *text);
void _sakiyomi_game_session_log (SakiyomiGameSession *self,
                                 const char          *text);
/* Whether the person may act changed: a search started or ended. */
void _sakiyomi_game_session_busy_changed (SakiyomiGameSession *self);
void _sakiyomi_game_session_show_thinking (SakiyomiGameSession *self,
                                           gboolean             thinking,
                                           const char          *text);
void _sakiyomi_game_session_play_move (SakiyomiGameSession *self,
                                       SkyMove              move);

/* The record changed: keep it on disk (a finished or empty game is not
 * kept). */
void _sakiyomi_game_session_keep_game (SakiyomiGameSession *self);
/* The last search's report is gone (a new game, another record). */
void _sakiyomi_game_session_clear_report (SakiyomiGameSession *self);
/* After a ply or a change of game: the end, a pass, the computer's
 * search or the person's turn. */
void _sakiyomi_game_session_advance (SakiyomiGameSession *self);
/* News about keeping the game, for the window's banner or a toast. */
void _sakiyomi_game_session_keep_notice (SakiyomiGameSession *self,
                                         const char          *text);

/* sakiyomi-game-session-search.c: the computer's searches */
/* The strength a computer side plays with: the level chosen for the game,
 * or the Opponent menu's algorithm (the second computer of computer
 * against computer plays its algorithm always). */
void _sakiyomi_game_session_computer_strength (SakiyomiGameSession *self,
                                               SkySide              side,
                                               SkyStrength         *strength);
void _sakiyomi_game_session_start_search (SakiyomiGameSession *self,
                                          const SkyStrength   *strength,
                                          gboolean             hint);
/* Stops the search in flight and drops a pending move or pass. */
void _sakiyomi_game_session_forget_search (SakiyomiGameSession *self);
void _sakiyomi_game_session_pass_soon (SakiyomiGameSession *self);
void _sakiyomi_game_session_on_progress (SakiyomiAiWorker    *worker,
                                         guint                request,
                                         gpointer             progress,
                                         SakiyomiGameSession *self);

/* sakiyomi-game-session-review.c */
/* The record is about to change: a review of it no longer holds. */
void _sakiyomi_game_session_drop_review (SakiyomiGameSession *self);
/* The status while looking back: the move shown and, in a finished game,
 * what the review is doing (nothing if not looking back). */
void _sakiyomi_game_session_show_review_status (SakiyomiGameSession *self);

G_END_DECLS
