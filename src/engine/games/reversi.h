/* reversi.h: the rules of reversi (seeds 003 and 004) on 64-bit bitboards.
 *
 * Standard 8x8 reversi: black (SKY_SIDE_FIRST) starts on d5 and e4, white
 * (SKY_SIDE_SECOND) on d4 and e5, black moves first.  A side with no legal
 * move while the other has one passes (its one legal move is SKY_MOVE_PASS);
 * the game is over when neither side can move, and more discs win.
 *
 * Square = move = row * 8 + column with row 1 at the top as the seed draws
 * it: a1 = 0, h1 = 7, a8 = 56.  The fast helpers (mobility, flips, perft,
 * random playouts) are in reversi-bitboard.h.
 */
#pragma once

#include "game.h"

G_BEGIN_DECLS

extern const SkyGame sky_reversi_game;
/* Its text record (reversi-record.c, record-form.h). */
extern const SkyRecordForm sky_reversi_record_form;
/* Why a move was worse than another (reversi-explain.c, game-explain.h):
 * the descriptor's explain hook. */
int sky_reversi_explain (const SkyExplainMoves *moves, SkyExplainReason *found);

typedef struct {
  SkyPosition base;
  guint64 discs[2];         /* indexed by SkySide: black, then white */
  guint64 last_flips;       /* discs the last move turned over, for the
                             * window's animation; 0 at the start and after
                             * a pass */
} SkyReversiPosition;

#define SKY_REVERSI_SQUARE(col, row) ((row) * 8 + (col))

/* The discs of side as a bitboard (bit = square). */
guint64 sky_reversi_discs (const SkyPosition *pos, SkySide side);

/* The discs the last move turned over (0 at the start or after a pass). */
guint64 sky_reversi_last_flips (const SkyPosition *pos);

/* The squares where the side to move may put a disc (0 if it must pass). */
guint64 sky_reversi_legal_squares (const SkyPosition *pos);

/* Number of empty squares. */
int sky_reversi_empties (const SkyPosition *pos);

/* Black's discs less White's, the empty squares going to the winner: the
 * score of a finished game, as the endgame solver counts. */
int sky_reversi_final_margin (const SkyPosition *pos);

/* Sets pos to the given discs with to_move to move (ply = discs - 4,
 * last move none).  Any two disjoint bitboards are accepted; returns FALSE
 * if black and white overlap. */
gboolean sky_reversi_set_discs (SkyPosition *pos, guint64 black, guint64 white,
                                SkySide to_move);

/* Whether a game can reach discs black and white (reversi-setup.c, for
 * the position editor, game.h's position_from_cells): the four centre
 * squares hold discs and every disc touches another, since each disc is
 * put down next to one already there.  FALSE with the reason otherwise. */
gboolean sky_reversi_check_setup (guint64 black, guint64 white,
                                  GError **error);

/* Counts the move paths of depth plies from pos, a pass counted as a ply and
 * a game that ends before depth counted as one path: 4, 12, 56, 244, 1396,
 * 8200, 55092, 390216, 3005288, 24571284, 212258800 for depths 1..11 from the
 * start.  depth 0 gives 1. */
guint64 sky_reversi_perft (const SkyPosition *pos, int depth);

/* Plays a game record such as "f5d6c3d3c4" from pos: moves are squares
 * (a-h, 1-8, either case) or "pass", optionally separated by whitespace.
 * A pass the record leaves out (the side to move has no move but the other
 * has) is played automatically, as the seed's move lists omit them.  On an
 * unreadable or illegal move, pos holds the position the move was tried in
 * (the moves before it played) and the error names the move and its 1-based
 * index in the record.  n_played (may
 * be NULL) receives the number of moves of the record played. */
gboolean sky_reversi_play_record (SkyPosition *pos, const char *record,
                                  int *n_played, GError **error);

G_END_DECLS
