/* practice.h: the practice positions: a person's mistakes and blunders
 * from reviewed games, kept in a file to be found again, and brought back
 * by a simple spaced repetition (practice-schedule.h).
 *
 * The store is one file, by default $XDG_DATA_HOME/sakiyomi/practice.ini
 * ($SAKIYOMI_PRACTICE_FILE instead when set), a GLib key file:
 *
 *   [Practice]
 *   Version=1
 *   Attempted=3                  answers given, all positions
 *   Solved=1                     of them right
 *
 *   [Position 5d0b6b1f2a]        one group per position, its id
 *   Game=reversi                 the game's id (SkyGame.id)
 *   Board=---…XO… X              game->position_to_string (), side to move
 *   SideToMove=first             first or second
 *   Played=b2                    the move played, named in the position
 *   Best=c5;e6;                  the moves as good as the best
 *   Loss=14                      best minus played, for the mover
 *   Unit=discs                   of the loss (value-format.h's ids)
 *   Exact=true                   the values were exact
 *   Class=blunder                mistake or blunder
 *   Source=game.txt              the file, or "game played on DATE"
 *   SourceGame=1                 its game in the file (1-based), 0 none
 *   Ply=5                        the move's ply in the game (1-based)
 *   Value=2                      the best move's value, for the mover
 *   Refutation=a1;c2;            the line after the move played
 *   Line=f4;g3;                  the line from the best move
 *   Added=2026-12-06T20:50:00Z
 *   Due=2026-12-06T20:50:00Z     when it comes back
 *   Interval=0                   seconds from the last right answer to Due
 *   Streak=0                     right answers in a row
 *   Right=0
 *   Wrong=0
 *
 * Value, Refutation and Line (optional: files written before them lack
 * them) are what sky_practice_entry_explain () needs to say why the move
 * played was a mistake; each move of a line is named in the position
 * after the one before it.
 *
 * A file of a later Version, or one that does not parse, or a position
 * that cannot be read back (an unknown game, a board its game refuses) is
 * an error that names the file and the problem: the file is never
 * silently emptied.  sky_practice_set_aside () renames a damaged file to
 * a backup beside it, for a person who chooses to start again.  Keys not
 * named above are ignored.  Every change is written whole through the one
 * writer (write-atomic.h): killed at any moment, the file is the one
 * before the change or the one after it.
 *
 * The ids are the first ten hex digits of the SHA-1 of the game's id and
 * the board: the same position of the same game is one position, whatever
 * game it came from; adding it again keeps its schedule.
 *
 * Each change reads the file again first and applies itself to what is
 * there, so that the window and `sakiyomi-cli practice` may both change
 * it: what the other wrote is kept (a change that cannot read the file,
 * damaged meanwhile, fails and writes nothing).  The entries the store
 * hands out are valid until its next change.
 *
 * Main thread or one thread at a time; times are Unix seconds passed in
 * (tests give their own clock). */
#pragma once

#include <gio/gio.h>

#include "game.h"
#include "record.h"
#include "review.h"

G_BEGIN_DECLS

#define SKY_PRACTICE_VERSION 1

#define SKY_PRACTICE_ERROR (sky_practice_error_quark ())
typedef enum {
  SKY_PRACTICE_ERROR_DAMAGED,   /* the file cannot be read as a store */
  SKY_PRACTICE_ERROR_NEWER,     /* written by a later version */
  SKY_PRACTICE_ERROR_NOT_FOUND, /* no position of that id */
  SKY_PRACTICE_ERROR_AMBIGUOUS  /* an id prefix of several positions */
} SkyPracticeError;
GQuark sky_practice_error_quark (void);

typedef struct {
  char *id;
  const SkyGame *game;
  char *board;              /* game->position_to_string () */
  SkySide to_move;
  char *played;             /* the move played, as move_to_string () */
  char **best;              /* the moves as good as the best, the same */
  double loss;              /* in the game's review unit */
  gboolean exact;
  SkyJudgement judgement;   /* mistake or blunder */
  char *source;             /* file name, or "game played on DATE" */
  guint source_game;        /* 1-based; 0: the file has one game */
  guint ply;                /* 1-based */
  gint64 added;
  /* Optional (see above): has_value says whether best_value was read. */
  gboolean has_value;
  double best_value;        /* mover's point of view, the review's unit */
  char **refutation;        /* NULL-terminated, maybe empty */
  char **line;              /* the same */
  /* The schedule (practice-schedule.h). */
  gint64 due;
  gint64 interval;          /* seconds; 0 while being learnt */
  guint streak;
  guint right;
  guint wrong;
} SkyPracticeEntry;

typedef struct _SkyPracticeStore SkyPracticeStore;

/* $SAKIYOMI_PRACTICE_FILE if set and not empty, else the user's data
 * folder's sakiyomi/practice.ini.  Newly allocated. */
char *sky_practice_default_path (void);

/* The store in path: empty if there is no file yet (nothing is written
 * until a change); NULL and an error naming the file if it cannot be read
 * or is damaged (SKY_PRACTICE_ERROR_DAMAGED, _NEWER). */
SkyPracticeStore *sky_practice_store_load (const char *path, GError **error);
void sky_practice_store_free (SkyPracticeStore *store);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyPracticeStore, sky_practice_store_free)

const char *sky_practice_store_get_path (const SkyPracticeStore *store);
guint sky_practice_store_get_n_entries (const SkyPracticeStore *store);
/* In the order they were added; valid until the store changes. */
const SkyPracticeEntry *sky_practice_store_get_entry (const SkyPracticeStore *store,
                                                      guint index);
/* By id, or by a prefix of one id (4 hex digits at least); NULL and an
 * error (_NOT_FOUND, _AMBIGUOUS) naming it. */
const SkyPracticeEntry *sky_practice_store_find (const SkyPracticeStore *store,
                                                 const char *id,
                                                 GError **error);

/* Answers given and right answers over all positions, ever. */
guint sky_practice_store_get_attempted (const SkyPracticeStore *store);
guint sky_practice_store_get_solved (const SkyPracticeStore *store);

/* The id a position of game would have (see above).  Newly allocated. */
char *sky_practice_make_id (const SkyGame *game, const char *board);

/* The person's mistakes and blunders (not inaccuracies) of a reviewed
 * game: for each ply of plies (n_plies, sky_review_run ()'s) played by a
 * side with sides[side] TRUE, one position, due at now.  A position
 * already kept keeps its schedule.  source and source_game say where the
 * game is from.  Writes the store once if anything was added; *added
 * (may be NULL) the number of new positions.  FALSE and an error if the
 * file cannot be written (the store then holds the new positions still). */
gboolean sky_practice_store_add_review (SkyPracticeStore   *store,
                                        const SkyRecord    *record,
                                        const SkyReviewPly *plies,
                                        guint               n_plies,
                                        const gboolean      sides[2],
                                        const char         *source,
                                        guint               source_game,
                                        gint64              now,
                                        guint              *added,
                                        GError            **error);

/* Removes the position of id (or a prefix, as _find ()), or all of them
 * (the counts of answers too), and writes the store.  A damaged file is
 * an error here too: sky_practice_set_aside () first to start again. */
gboolean sky_practice_store_remove (SkyPracticeStore *store, const char *id,
                                    GError **error);
gboolean sky_practice_store_clear (SkyPracticeStore *store, GError **error);

/* The position to practise at now: of those due (Due <= now), the one due
 * first (ties: the one added first); NULL if none is due. */
const SkyPracticeEntry *sky_practice_store_next_due (const SkyPracticeStore *store,
                                                     gint64 now);
/* How many are due at now. */
guint sky_practice_store_count_due (const SkyPracticeStore *store, gint64 now);
/* The earliest Due of all, or G_MAXINT64 if the store is empty. */
gint64 sky_practice_store_next_due_time (const SkyPracticeStore *store);

/* The position of entry, rebuilt through its game; NULL and an error if
 * its board no longer reads. */
SkyPosition *sky_practice_entry_get_position (const SkyPracticeEntry *entry,
                                              GError **error);
/* Whether move (legal in pos, the entry's position) is one of its best. */
gboolean sky_practice_entry_is_best (const SkyPracticeEntry *entry,
                                     const SkyPosition *pos, SkyMove move);

/* The entry as the review judged its move (played, best, values,
 * lines, the moves as good as the best) into *ply, for explain.h; pos is
 * the entry's position.  FALSE if the entry has no Value (a file from
 * before it was kept): *ply then holds the moves and the loss only. */
gboolean sky_practice_entry_to_review_ply (const SkyPracticeEntry *entry,
                                           const SkyPosition *pos,
                                           SkyReviewPly *ply);

/* Answers the position of id with move (legal in its position): right if
 * it is one of the best.  Schedules it again (practice-schedule.h),
 * counts the answer, and writes the store.  *right (may be NULL) says
 * which. */
gboolean sky_practice_store_answer (SkyPracticeStore *store, const char *id,
                                    SkyMove move, gint64 now, gboolean *right,
                                    GError **error);

/* Renames the file at path to a backup beside it ("practice.ini.damaged",
 * "practice.ini.damaged-2", …) so that a new store can start; *backup
 * (may be NULL) its path, newly allocated. */
gboolean sky_practice_set_aside (const char *path, char **backup,
                                 GError **error);

G_END_DECLS
