/* cli-game.h: what the terminal needs of a game beyond its descriptor
 * (game.h): how its board is drawn in text, how a position and a list of
 * moves are read from the command line, and the few commands' options
 * that belong to one game's own formats (GGF, openings).
 *
 * A game that needs more than the plain forms fills in a SkyCliGame in its
 * own file (cli-game-reversi.c, cli-game-numbergrab.c) and is listed once
 * in cli-game.c; every other game, a test's own included, gets the plain
 * forms. */
#pragma once

#include "cli.h"

G_BEGIN_DECLS

typedef struct {
  const char *game_id;      /* the game it belongs to (SkyGame.id) */

  /* ---- The board in text (cli-board.c) ---- */
  /* A cell's width on the board and the column of the letter over it. */
  int cell_width, letter_at;
  /* Appends the cell at index (width cell_width), legal if the side to
   * move may play there.  NULL: X, O or '.'. */
  void (*append_cell) (GString *text, const SkyPosition *pos, int index,
                       gboolean legal);
  /* "… to move" with the line a move is taken from, newly allocated.
   * NULL: "%s to move." */
  char *(*to_move) (const SkyPosition *pos);

  /* ---- Reading (cli-board.c) ---- */
  /* A position from text into pos (a new position of the game).  NULL:
   * the game's own text form. */
  gboolean (*parse_position) (const char *text, SkyPosition *pos,
                              GError **error);
  /* Plays a list of moves given on the command line.  NULL: moves
   * separated by blanks, each in the game's move text. */
  gboolean (*play_moves) (SkyPosition *pos, const char *moves,
                          GError **error);

  /* ---- One game's own formats ---- */
  gboolean writes_ggf;      /* records as GGF (play --save, convert) */
  /* A match starts from every distinct position after this many moves,
   * or from those of an --openings file; 0: the start position. */
  int opening_plies;
} SkyCliGame;

/* The CLI's part of game: its own, or the plain forms. */
const SkyCliGame *sky_cli_game (const SkyGame *game);

/* The games that have a part of their own (cli-game.c lists them). */
extern const SkyCliGame sky_cli_game_numbergrab;
extern const SkyCliGame sky_cli_game_reversi;

G_END_DECLS
