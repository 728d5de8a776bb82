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

/* A reversi result as files write it, from black's side: GGF's RE
 * ("+10.000", "-40.00:r", "0"; the suffix r says the loser resigned, t
 * that he lost on time, s that the score was agreed) or the discs of
 * WTHOR and of this program's own files ("33-31").  Sets *margin to
 * black's lead in discs, *how to the suffix's letter ('\0' if none) and
 * *discs to whether the text gave the discs; FALSE if text is in neither
 * form ("?", a name). */
gboolean sakiyomi_game_details_parse_result (const char *text,
                                             double     *margin,
                                             char       *how,
                                             gboolean   *discs);

/* The result for a reader: "Black +10", "White +40, Black resigned",
 * "Draw", "33–31"; a text parse_result does not know is returned as it
 * is. */
char *sakiyomi_game_details_format_result (const char *text);

/* A file's date for a reader, in the locale's form: GGS's
 * "2010.10.17_05:21:05.MDT" as "17 Oct 2010, 05:21" (the time as the
 * file gives it, its zone left out), "2003-08-14" as "14 Aug 2003"; a
 * text of another form is returned as it is. */
char *sakiyomi_game_details_format_date (const char *text);

/* A GGF clock (TI) for a reader: "15:00" as "15 min", "05:00//02:00" as
 * "5 min, 2 min extension", "10:00/5" as "10 min + 5 s a move", "0//0"
 * as "None"; a text of another form is returned as it is. */
char *sakiyomi_game_details_format_clock (const char *text);

/* The result, date, place and clock of a game from a file, one per line
 * ("Result: White +40", "Result: 36–28"), or NULL when the record has no players, result,
 * place or clock of its own: a game of this program's own is dated but
 * says nothing more. */
char *sakiyomi_game_details_describe (const SkyRecord *record);

/* Playing on makes the game another one than the file's: its players,
 * result, place and clock no longer say what happened, and are dropped
 * (the date, when the game began, stays). */
void sakiyomi_game_details_forget (SkyRecord *record);

G_END_DECLS
