/* game-explain.h: why a move was worse than another, in a game's own
 * words: what a game's explain hook (SkyGame.explain, game.h) finds.
 *
 * The review (study/review.h) says how much a move lost; the hook says
 * what a player would name: a corner given away, a threat not blocked, a
 * large number left to the opponent.  Each game finds its own reasons in
 * its own file (reversi-explain.c, …); study/explain.h picks the one or
 * two that matter most and writes the whole explanation.
 */
#pragma once

#include "game.h"

G_BEGIN_DECLS

/* The most reasons a hook writes. */
#define SKY_EXPLAIN_MAX_FOUND 8

/* The moves compared, from the position before them. */
struct _SkyExplainMoves {
  const SkyPosition *before;  /* the position the move was played in */
  SkyMove played;             /* may be SKY_MOVE_PASS */
  SkyMove better;             /* the review's best; == played when the
                               * move played was a best one */
  /* The line after the move played (the opponent's best reply first),
   * and the line from the better move on (better itself first); either
   * may be empty. */
  const SkyMove *refutation;
  int refutation_length;
  const SkyMove *better_line;
  int better_line_length;
};

/* One reason, with the facts behind it. */
struct _SkyExplainReason {
  /* A stable id, the same in every language, for machine-readable output:
   * "gives-corner", "x-square", "mobility", "threat", … (static). */
  const char *id;
  /* How much it matters: the explanation keeps the heaviest.  About 100
   * for what decides a game (a wipe-out, a corner), 50 for a pattern
   * that usually costs (an X-square), 10–40 for a count. */
  int weight;
  /* The square it is about (the corner given away), or SKY_MOVE_NONE. */
  SkyMove square;
  /* The counts compared (a mobility: the opponent's moves after the move
   * played and after the better one), where there are counts. */
  int played_count;
  int better_count;
  /* The reason in one sentence, translated; newly allocated. */
  char *text;
};

/* Frees the texts of n reasons. */
void sky_explain_reasons_clear (SkyExplainReason *reasons, int n);

/* Adds a reason to found[*n] if there is room (a hook's helper); takes
 * text. */
void sky_explain_add (SkyExplainReason *found, int *n, const char *id,
                      int weight, SkyMove square, int played_count,
                      int better_count, char *text);

/* A move's name in pos (game->move_to_string), "pass" for a pass;
 * newly allocated. */
char *sky_explain_move_name (const SkyPosition *pos, SkyMove move);

G_END_DECLS
