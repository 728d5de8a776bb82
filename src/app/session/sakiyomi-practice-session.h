/* sakiyomi-practice-session.h: the practice positions (practice.h) as
 * the Practice window goes through them: the position due, the answer
 * and what it says, the counts; and the hook that keeps a reviewed game's
 * mistakes of the person.  GLib and GIO only. */
#pragma once

#include <gio/gio.h>

#include "practice.h"
#include "sakiyomi-game-review.h"

G_BEGIN_DECLS

#define SAKIYOMI_TYPE_PRACTICE_SESSION (sakiyomi_practice_session_get_type ())
G_DECLARE_FINAL_TYPE (SakiyomiPracticeSession, sakiyomi_practice_session,
                      SAKIYOMI, PRACTICE_SESSION, GObject)

/* The store at path (NULL: sky_practice_default_path ()), read now; the
 * first position due is shown.  Emits ::changed whenever what it shows
 * changes. */
SakiyomiPracticeSession *sakiyomi_practice_session_new (const char *path);

/* Tests: the clock, Unix seconds (0: the real time). */
void sakiyomi_practice_session_set_clock (SakiyomiPracticeSession *self,
                                          gint64                   now);
/* Reads the store again and shows the first position due (what another
 * window or `sakiyomi-cli practice` wrote is seen). */
void sakiyomi_practice_session_reload (SakiyomiPracticeSession *self);

/* Why the store cannot be read or written, in words, or NULL. */
const char *sakiyomi_practice_session_get_problem (SakiyomiPracticeSession *self);

/* The position asked, or NULL when none is due (or the store is empty). */
const SkyPosition *sakiyomi_practice_session_get_position (SakiyomiPracticeSession *self);
/* Its id (practice.h), or NULL. */
const char *sakiyomi_practice_session_get_id (SakiyomiPracticeSession *self);
/* "Black to move: find the best move", or NULL. */
char *sakiyomi_practice_session_dup_question (SakiyomiPracticeSession *self);
/* Where it is from: "From game.txt, move 5", or NULL. */
char *sakiyomi_practice_session_dup_source (SakiyomiPracticeSession *self);

/* Answers the position shown with move (legal there); FALSE and the
 * problem set if the store cannot be written.  Afterwards the answer's
 * words below hold until next (). */
gboolean sakiyomi_practice_session_answer (SakiyomiPracticeSession *self,
                                           SkyMove                  move);
/* Shows the answer without one: counted as answered wrong. */
gboolean sakiyomi_practice_session_show_answer (SakiyomiPracticeSession *self);
/* The next position due (or none). */
void sakiyomi_practice_session_next (SakiyomiPracticeSession *self);

gboolean sakiyomi_practice_session_is_answered (SakiyomiPracticeSession *self);
gboolean sakiyomi_practice_session_was_right (SakiyomiPracticeSession *self);
/* The move answered (SKY_MOVE_NONE after Show Answer), the best move and
 * the move played in the game, once answered. */
SkyMove sakiyomi_practice_session_get_answer (SakiyomiPracticeSession *self);
SkyMove sakiyomi_practice_session_get_best (SakiyomiPracticeSession *self);
SkyMove sakiyomi_practice_session_get_played (SakiyomiPracticeSession *self);
/* "Right: f4 is the best move." or "Not quite: …". */
const char *sakiyomi_practice_session_get_verdict (SakiyomiPracticeSession *self);
/* The game's mistake explained (explain.h), or NULL if the store has too
 * little to say it. */
const char *sakiyomi_practice_session_get_explanation (SakiyomiPracticeSession *self);
/* "After b2: a1 c1 b1", or NULL. */
const char *sakiyomi_practice_session_get_line (SakiyomiPracticeSession *self);

guint sakiyomi_practice_session_count_total (SakiyomiPracticeSession *self);
guint sakiyomi_practice_session_count_due (SakiyomiPracticeSession *self);
/* Positions answered right today (local time) and not wrong since. */
guint sakiyomi_practice_session_count_solved_today (SakiyomiPracticeSession *self);
/* The time it goes by (the clock's, or the real time), Unix seconds. */
gint64 sakiyomi_practice_session_get_now (SakiyomiPracticeSession *self);
/* When the next position comes back, G_MAXINT64 if none. */
gint64 sakiyomi_practice_session_get_next_due (SakiyomiPracticeSession *self);

/* Keeps the mistakes and blunders of sides (TRUE: the person's) of a
 * finished review in the store at path (NULL: the default), due at now;
 * *added the number of new positions. */
gboolean sakiyomi_practice_add_review (const char          *path,
                                       SakiyomiGameReview  *review,
                                       const gboolean       sides[2],
                                       gint64               now,
                                       guint               *added,
                                       GError             **error);

G_END_DECLS
