/* study/: what a person learns from games, on top of every floor
 * below: this review, the openings' names, collections of games,
 * self-play, experiments and series, values shown with their units, and
 * the practice positions made of a person's mistakes (practice.h).
 *
 * review.h: a whole game judged move by move.
 *
 * The review evaluates every position of a record and says, for each ply,
 * the best move and its value, the value of the move played, the loss
 * (best minus played, never negative, from the mover's point of view),
 * whether these values are exact, the line after the best move and the
 * one after the move played, and a class of mistake.  It runs on whatever thread calls it (the app calls it
 * from a GTask worker), hands each ply to a callback as soon as it is
 * ready, and stops within a few milliseconds when cancelled.
 *
 * How each game is judged:
 *  - Tic-tac-toe: always exact (the game is solved); values are the
 *    game-theoretic result for the mover: +1 win, 0 draw, -1 loss.
 *  - Number-grab: values in points (the mover's total minus the other's
 *    at the end, the final take counted).  Exact where the rest of the game
 *    can be searched to its end within the budget; otherwise the deepest
 *    search that fits (depth says how deep).
 *  - Reversi: values in discs (the final disc difference for the mover).
 *    Exact by the endgame solver at exact_empties empty squares or fewer;
 *    above that the opening book's values where the position is in the
 *    book (a move that leaves the book is judged by them too), elsewhere
 *    the strong engine's estimate under the time budget.
 *
 * The classes and their thresholds (loss in the game's unit) are set out
 * in each game's descriptor (SkyGame.review_classes, games/game.h) and in
 * src/cli/README.md.
 */
#pragma once

#include <gio/gio.h>

#include "game.h"
#include "record.h"
#include "review-options.h"

G_BEGIN_DECLS

typedef enum {
  SKY_JUDGEMENT_NONE,         /* a good move, or a forced one */
  SKY_JUDGEMENT_INACCURACY,   /* ?! */
  SKY_JUDGEMENT_MISTAKE,      /* ?  */
  SKY_JUDGEMENT_BLUNDER,      /* ?? */
  SKY_N_JUDGEMENTS
} SkyJudgement;

typedef struct {
  guint ply;                /* the move played from sky_record_get_position
                             * (record, ply) */
  SkySide side;             /* who played it */
  SkyMove played;           /* may be SKY_MOVE_PASS: forced, never a mistake */
  SkyMove best;             /* a best move (the one played when it is one) */
  double best_value;        /* mover's point of view, in the game's unit */
  double played_value;      /* same */
  double loss;              /* best_value - played_value, >= 0 */
  gboolean exact;           /* both values are exact */
  int depth;                /* the depth searched when not exact */
  SkyJudgement judgement;
  int pv_length;            /* the line from the best move on */
  SkyMove pv[SKY_REVIEW_LINE_MAX];
  /* Reversi: the values are the opening book's (depth the depth behind
   * them), and book_move: the move played stays in the book. */
  gboolean book;
  gboolean book_move;
  /* The line after the move played, the opponent's reply first: what
   * answers a mistake (the next ply's line, or a search of the position
   * after the last move where the record stops before the end); empty
   * when the move ends the game. */
  int refutation_length;
  SkyMove refutation[SKY_REVIEW_LINE_MAX];
  /* The moves as good as the best (what a practice position accepts):
   * with exact values those of the best value, with estimates those less
   * than half the game's inaccuracy below it (reversi: a disc); the best
   * move alone where the search gives no other move's value (reversi's
   * solver).  The best move is always one of them. */
  int n_good;
  SkyMove good[SKY_MAX_MOVES];
} SkyReviewPly;

/* The value after ply, from the first player's point of view (what the
 * evaluation graph draws above its axis). */
double sky_review_ply_value_for_first (const SkyReviewPly *ply);

/* Called on the reviewing thread for each ply as soon as its values are
 * known, with the number of plies reviewed so far and in all (the order of
 * the plies is the review's own: it may go from the end backwards). */
typedef void (*SkyReviewFunc) (const SkyReviewPly *ply,
                               guint               done,
                               guint               total,
                               gpointer            user_data);

/* Reviews every ply of record into plies (one SkyReviewPly per ply, in
 * order).  Returns FALSE with G_IO_ERROR_CANCELLED if cancellable was
 * cancelled (plies then holds what was done). */
gboolean sky_review_run (const SkyRecord        *record,
                         const SkyReviewOptions *options,
                         GCancellable           *cancellable,
                         SkyReviewFunc           func,
                         gpointer                user_data,
                         SkyReviewPly           *plies,
                         GError                **error);

/* The class of a move of game whose best value was best and played value
 * played (mover's point of view), both exact or not. */
SkyJudgement sky_review_judge (SkyGameKind game,
                               double      best,
                               double      played,
                               gboolean    exact);
/* "?!", "?", "??", or "" for SKY_JUDGEMENT_NONE. */
const char *sky_judgement_symbol (SkyJudgement judgement);

typedef struct {
  guint moves;              /* moves the side chose (passes not counted) */
  guint counts[SKY_N_JUDGEMENTS];
  double average_loss;      /* over those moves */
} SkyReviewSummary;

void sky_review_summarize (const SkyReviewPly *plies,
                           guint               n_plies,
                           SkySide             side,
                           SkyReviewSummary   *summary);

G_END_DECLS
