/* reversi-pgn.h: reversi games in PGN, chess's Portable Game Notation, as
 * PlayOK (kurnik) and eOthello export them, NBoard reads them and Edax
 * writes them:
 *
 *   [Event "?"]
 *   [Site "PlayOK"]
 *   [Date "2020.05.05"]
 *   [Black "a"]
 *   [White "b"]
 *   [Result "38-26"]
 *
 *   1. f5 d6 2. c3 f3 … 29. -- g8 30. h7 a2 31. a1 38-26
 *
 * A file holds one game or many, each its tags then its moves.  The tags
 * are [Name "value"] (\" and \\ escaped); Black, White, Result and Date
 * become the record's tags of those names, Event (or Site when the event
 * is unknown) its Place, and the others keep their names (Site, Round,
 * Time, BlackElo, …).  "?", "-" and "" are unknown and left out, as is a
 * Result "*"; a Date "2021.??.??" is "2021".  FEN (as Edax writes it:
 * rows 8 to 1, "p" black, "P" white, digits for empty squares, then "b"
 * or "w") gives a start that is not the standard one; a Variant other than
 * othello or reversi is refused.
 *
 * The moves are squares in either case, with move numbers ("1.", "1...",
 * "12.f5"), passes written "--", "pass", "PS" or "PA" or left out, and
 * annotations "!" and "?" after a square; {comments}, ";" comments to the
 * end of the line, "%" lines, $NAGs and (variations) are skipped.  A game
 * ends with its result ("37-27", "1-0", "0-1", "1/2-1/2", "*"), at the
 * next tags, or at the end of the text.
 *
 * Move text alone, with a result or comments ("1. f5 d6 … 37-27", Edax's
 * "… {? wins 40-24} 0-1"), is PGN too: a game without tags. */
#pragma once

#include "game-file-format.h"

G_BEGIN_DECLS

extern const SkyGameFileFormat sky_pgn_format;

G_END_DECLS
