/* levels.h: the strength levels of a game's opponents, as one ladder from
 * a level a beginner beats to the strongest the game has.
 *
 * Each game's descriptor lists its ladder (game.h, SkyGameStrength.levels,
 * weakest first); this turns a level into the opponent that plays it.
 * Levels are numbered from 1.  Every level has a fixed budget (a depth, a
 * number of playouts, a chance of random moves), never a clock, so a
 * level plays the same game for the same seed on any machine; the ladder
 * is calibrated by measurement (README-levels.md): each level scores
 * 60–85 % against the one below it where the game allows.
 */
#pragma once

#include "game.h"
#include "search-types.h"

G_BEGIN_DECLS

/* The number of levels of game (0 for a game without a ladder). */
int sky_level_count (const SkyGame *game);

/* Level number level (1 .. sky_level_count ()) of game, or NULL if there
 * is none. */
const SkyStrengthLevel *sky_level_get (const SkyGame *game, int level);

/* The opponent that plays level number level of game (which must exist). */
void sky_level_strength (const SkyGame *game, int level,
                         SkyStrength *strength);

/* The level's name for players, translated: "Level 4 · Casual".  Newly
 * allocated. */
char *sky_level_display_name (const SkyGame *game, int level);

G_END_DECLS
