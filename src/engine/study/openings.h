/* openings.h: the standard named reversi openings.
 *
 * The table (openings.c) gives each opening's moves from the standard
 * start, with Black's first move at f5, its English name and its Japanese
 * name where one is used.  A game is matched after the symmetry of the
 * board that takes its first move to f5, so that a game opening d3, c4 or
 * e6 gets the same name as its f5 twin.
 */
#pragma once

#include <glib.h>

#include "game.h"

G_BEGIN_DECLS

typedef struct {
  const char *moves;        /* "f5d6c3d3c4" */
  const char *name;         /* English: "Tiger" */
  const char *name_ja;      /* Japanese, or NULL where none is used: "虎" */
} SkyOpening;

/* The game these openings are of (reversi's). */
const SkyGame *sky_openings_game (void);

guint sky_openings_get_n (void);
const SkyOpening *sky_openings_get (guint index);

/* The named opening whose whole line the first n_moves of a reversi game
 * (squares 0..63 as reversi.h numbers them, a1 = 0, h8 = 63; no passes)
 * follow, the longest such line; NULL if none.  *length (may be NULL) gets
 * the number of moves of that line (0 if none).  Matching stops at the first
 * move no line shares, a pass included, so a game that has left the book
 * keeps the name of the last line it followed.  Thread-safe; the table is
 * indexed once, at the first call. */
const SkyOpening *sky_opening_find (const SkyMove *moves,
                                    guint          n_moves,
                                    guint         *length);

G_END_DECLS
