/* sakiyomi-game-text.h: the words the window uses for sides, cells and
 * moves, shared by the board (screen reader) and the status log. */
#pragma once

#include <glib.h>

#include "game.h"
#include "openings.h"
#include "review.h"

G_BEGIN_DECLS

/* text as a sentence with its full stop: GLib's and the C library's
 * messages ("No space left on device") have none, the app's own have. */
char *sakiyomi_sentence (const char *text);

/* "Black", "X", "First player" … (translated). */
const char *sakiyomi_side_name (const SkyGame *game,
                                SkySide        side);
/* "e4" for reversi, "row 3, column 5" otherwise. */
char *sakiyomi_cell_name (const SkyGame *game,
                          int            cell);
/* "e4, black disc", "row 3, column 5, minus 7", "row 1, column 1, X". */
char *sakiyomi_describe_cell (const SkyPosition *pos,
                              int                cell);
/* "Black plays f5", "White has no move and passes",
 * "First player takes +8 at row 1, column 8". */
char *sakiyomi_describe_move (const SkyPosition *before,
                              SkyMove            move);
/* Two parts of the one-line status side by side: "Black plays f5 · Your
 * turn". */
char *sakiyomi_status_join (const char *first,
                            const char *second);
/* "+8", "−3" (number-grab's numbers as printed on the board). */
char *sakiyomi_format_number (int value);
/* "60", "−3": a score, with the same minus sign. */
char *sakiyomi_format_score (int value);

/* A value of a game review (review.h) in the game's unit (value-format.h):
 * "+6 discs", "+2.4 discs", "−8 points"; tic-tac-toe's results "win",
 * "draw", "loss". */
char *sakiyomi_format_review_value (const SkyGame *game,
                                    double         value);
/* An average loss of a game review: "1.4 discs", "0.5 points",
 * "0.33 results". */
char *sakiyomi_format_review_loss (const SkyGame *game,
                                   double         loss);
/* The class of a reviewed move in words: "Inaccuracy", "Mistake",
 * "Blunder", or NULL for a good one. */
const char *sakiyomi_judgement_name (SkyJudgement judgement);

/* A reversi opening's name in the user's language: its Japanese name when
 * the messages are in Japanese and it has one, else its English name. */
char *sakiyomi_opening_name (const SkyOpening *opening);

G_END_DECLS
