/* reversi-sgf.h: reversi games in SGF, the Smart Game Format, for Othello
 * (GM[2]), as Edax writes them:
 *
 *   (;FF[4]GM[2]AP[edax:4.6]PC[Edax]DT[2026-10-07]PB[?]PW[?]
 *    SZ[8]AB[e4][d5]AW[d4][e5]PL[B]RE[B+8]B[f5];W[d6];B[c3];…;W[PA];…;)
 *
 * A file holds one game tree or several; of each the main line (the first
 * variation at every branch) is read.  A move B[…] or W[…] is a square as
 * Edax writes it ("f5", either case) or as SGF writes points ("fe":
 * column and row as letters a–h), or a pass: "PA", "pass", "tt" or empty.
 * A pass may be left out.  AB, AW and AE set up the start on an empty board
 * with PL the side to move (black if absent); without them the game starts
 * from the standard position.  GM other than 2 (Go is 1) and SZ other
 * than 8 are refused.  PB, PW, DT and RO become the record's tags Black,
 * White, Date and Round, EV (or PC when there is no EV) its Place (PC then
 * Site), and RE its Result: "B+8" as "+8", "W+4" as "-4", "0" or "Draw"
 * as "0", "Void" and "?" left out, anything else as written.
 *
 * SGF and GGF both start with "(;": a text is SGF when its first node has
 * FF[…] or a numeric GM[…], or when it has a second node (";" followed by
 * a property or a variation), which GGF never has. */
#pragma once

#include "game-file-format.h"

G_BEGIN_DECLS

extern const SkyGameFileFormat sky_sgf_format;

G_END_DECLS
