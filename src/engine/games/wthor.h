/* wthor.h: WTHOR databases, the Fédération Française d'Othello's binary
 * form in which most tournament games are kept.
 *
 * Every file starts with a 16-byte header (all numbers little-endian):
 *
 *   0   century the file was made (19, 20)       1 byte
 *   1   year in the century, 2 month, 3 day      1 byte each
 *   4   N1: number of games (.wtb)               4 bytes
 *   8   N2: number of records (.JOU, .TRN)       2 bytes
 *   10  year of the games                        2 bytes
 *   12  P1: board size (0 or 8 for 8×8, 10)      1 byte
 *   13  P2: 0 games, 1 solitaires                1 byte
 *   14  P3: depth of the theoretical scores      1 byte
 *   15  reserved                                 1 byte
 *
 * A .wtb game file then holds N1 records of 68 bytes: the tournament's
 * number (2 bytes), Black's and White's player numbers (2 bytes each),
 * Black's discs at the end, the theoretical score (1 byte each) and the 60
 * moves, one byte each, 10 × row + column (11 = a1, 18 = h1, 88 = h8), 0
 * after the last.  Passes are not written.
 *
 * WTHOR.JOU lists the players (records of 20 bytes) and WTHOR.TRN the
 * tournaments (26 bytes), each a name in ISO-8859-1 ended by a NUL; a
 * game's numbers index them. */
#pragma once

#include "record.h"

G_BEGIN_DECLS

#define SKY_WTHOR_HEADER_SIZE 16
#define SKY_WTHOR_GAME_SIZE 68
#define SKY_WTHOR_PLAYER_SIZE 20
#define SKY_WTHOR_TOURNAMENT_SIZE 26

typedef struct {
  guint n_games;            /* N1 */
  guint n_records;          /* N2 */
  guint year;               /* of the games */
  guint board_size;         /* P1: 0 means 8 */
  guint solitaire;          /* P2 */
  guint depth;              /* P3 */
} SkyWthorHeader;

typedef struct {
  guint tournament, black, white;
  guint black_discs;        /* at the end, as the database gives them */
  guint theoretical;        /* Black's discs with perfect play from depth P3 */
  guint8 moves[60];         /* 11..88, 0 after the last */
} SkyWthorGame;

/* The header of a .wtb game file of size bytes, checked against its size;
 * FALSE and an error (SKY_GAME_ERROR) if it is not one, or not 8×8
 * games. */
gboolean sky_wthor_read_header (const guint8 *data, gsize size,
                                SkyWthorHeader *header, GError **error);

/* Whether data looks like a .wtb game file: its header's game count
 * matches its size.  name (nullable) ending in ".wtb" is taken as a sign
 * as well, so that a damaged file is named as WTHOR in its error. */
gboolean sky_wthor_is_game_file (const guint8 *data, gsize size,
                                 const char *name);

/* Game index (0-based, < n_games) of a game file read by
 * sky_wthor_read_header. */
void sky_wthor_get_game (const guint8 *data, guint index, SkyWthorGame *game);

/* The names of a .JOU (record_size SKY_WTHOR_PLAYER_SIZE) or .TRN
 * (SKY_WTHOR_TOURNAMENT_SIZE) file, in UTF-8; NULL and an error if it is
 * not one. */
GPtrArray *sky_wthor_read_names (const guint8 *data, gsize size,
                                 gsize record_size, GError **error);

/* The squares of game's moves (0 = a1 … 63 = h8), at most 60; the number
 * read, which stops at the first 0 or at a byte that is no square
 * (*bad_byte gets it, 0 if none). */
guint sky_wthor_game_squares (const SkyWthorGame *game, SkyMove *squares,
                              guint *bad_byte);

/* Plays game from the standard start, passes put in where the side to move
 * has none; no tags.  NULL and an error ("move 14 (c4) is illegal …") if a
 * move is not a square or not legal. */
SkyRecord *sky_wthor_game_to_record (const SkyWthorGame *game,
                                     GError **error);

G_END_DECLS
