/* sakiyomi-game-details.h: what a record brought from a file says about
 * its game beyond the moves: who played it, how it ended, when, where and
 * on what clock, as the tags of record.h ("Black", "White", "Result",
 * "Date", "Place", "Clock"; the players' keys are the game's side keys of
 * sakiyomi-record-file.h). */
#pragma once

#include "record.h"

G_BEGIN_DECLS

/* The name the record gives side's player, or NULL. */
const char *sakiyomi_game_details_get_player (const SkyRecord *record,
                                              SkySide          side);

/* The result, date, place and clock of a game from a file, one per line
 * ("Result: +40.00"), or NULL when the record has no players, result,
 * place or clock of its own: a game of this program's own is dated but
 * says nothing more. */
char *sakiyomi_game_details_describe (const SkyRecord *record);

/* Playing on makes the game another one than the file's: its players,
 * result, place and clock no longer say what happened, and are dropped
 * (the date, when the game began, stays). */
void sakiyomi_game_details_forget (SkyRecord *record);

G_END_DECLS
