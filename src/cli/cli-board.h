/* cli-board.h: showing positions and opponents in the terminal, and setting
 * up the position a subcommand starts from (analyze, play). */
#pragma once

#include "cli.h"

G_BEGIN_DECLS

/* The name of a side in the game, its descriptor's, translated unless it
 * is one letter: "X"/"O", "Black"/"White", "First player"/"Second
 * player". */
const char *sky_cli_side_name (const SkyGame *game, SkySide side);

/* The side in the middle of a sentence: its record tag in lower case,
 * translated ("black", "first"), a one-letter tag as it is ("X"). */
const char *sky_cli_side_word (const SkyGame *game, SkySide side);

/* Whether pos is played under its game's misère rule. */
gboolean sky_cli_is_misere (const SkyPosition *pos);

/* The board as lines of text with column letters and row numbers, ending in
 * a newline.  With mark_legal, the side to move's legal moves are marked
 * (reversi "*", number-grab the line to take from in brackets). */
char *sky_cli_format_board (const SkyPosition *pos, gboolean mark_legal);

/* One line saying whose turn it is, or how the game ended, with the scores
 * where the game has them. */
char *sky_cli_format_status (const SkyPosition *pos);

/* The opponent in words: "minimax, depth 9, alpha-beta". */
char *sky_cli_format_strength (const SkyStrength *strength);

/* The opponent of spec (NULL: the default) in words: a strength level
 * by its name, then what it is made of ("Level 2 · Beginner: Minimax,
 * depth 9, alpha-beta, 50% random moves"); any other as
 * sky_cli_format_strength () says it. */
char *sky_cli_format_player (const char *spec, const SkyGame *game,
                             const SkyStrength *strength);

/* The position a subcommand starts from: text (NULL for the start position;
 * "-" reads it from standard input; reversi: a board string or an OBF line,
 * reversi-obf.h), under the misère rule if misere
 * (tic-tac-toe only), number-grab's board drawn from seed, then the moves
 * of record (NULL for none; a reversi record may run the moves together,
 * "f5d6c3", other games separate them with spaces).  NULL and an error
 * naming the problem if any part is wrong. */
SkyPosition *sky_cli_load_position (const SkyGame *game, const char *text,
                                    gboolean misere, guint32 seed,
                                    const char *record, GError **error);

G_END_DECLS
