/* value-format.h: a value with its unit, in one form for the window and
 * the CLI.
 *
 * Every value Sakiyomi shows counts one of four things: discs (the strong
 * reversi engine, exact solves, reversi reviews), points (the sources'
 * minimax evaluations, and number-grab's totals), a win rate (Monte Carlo)
 * or a win, draw or loss (tic-tac-toe's exact values).  Values are for the
 * side to move, except where a caller says otherwise once (the evaluation
 * graph is for the first player: "Black's lead").
 *
 * Which unit a search or a review counts in is decided in one place
 * (sky_value_unit_for_search (), sky_value_unit_for_review ()), from the
 * game's description (game.h: value_unit, minimax_unit).
 */
#pragma once

#include <glib.h>

#include "player.h"

G_BEGIN_DECLS

/* SkyValueUnit, what a value counts, is in game.h: each game names its own. */

typedef enum {
  SKY_VALUE_STYLE_LONG,        /* with the unit: "+14.3 discs" */
  SKY_VALUE_STYLE_NUMBER,      /* the number alone, for a column or an
                                * axis whose heading names the unit:
                                * "+14.3"; outcomes stay words */
} SkyValueStyle;

/* The unit of a search's values (SkySearchResult.value, move_values[])
 * for game, by the opponent that searched. */
SkyValueUnit sky_value_unit_for_search (SkyGameKind        game,
                                        const SkyStrength *strength);
/* The unit of a review's values (review.h) for game. */
SkyValueUnit sky_value_unit_for_review (SkyGameKind game);

/* A search's raw value (result->value or a move_values[] entry) in its
 * unit: hundredths of a disc and wins per thousand become discs and a
 * share. */
double sky_value_from_search (SkyGameKind            game,
                              const SkyStrength     *strength,
                              const SkySearchResult *result,
                              int                    raw);

/* value in unit, formatted: a sign on every non-zero difference (U+2212
 * MINUS SIGN below zero), discs to tenths where not whole, points whole,
 * a win rate in per cent to tenths, an outcome in words.  Translated, and
 * in the locale's decimal mark.  Free with g_free (). */
char *sky_value_format (SkyValueUnit  unit,
                        double        value,
                        SkyValueStyle style);

/* The unit's name for a heading: "discs", "points", "win rate", … */
const char *sky_value_unit_name (SkyValueUnit unit);
/* A stable id for machine-readable output: "discs", "table-points",
 * "points", "win-rate", "outcome". */
const char *sky_value_unit_id (SkyValueUnit unit);

G_END_DECLS
