/* record-collection.h: a file of many games, listed cheaply and played on
 * demand.
 *
 * A GGS archive holds one game per line (a synchro line two), a WTHOR
 * database tens of thousands; the window's chooser and `sakiyomi-cli games`
 * list them without replaying each one.  Reading only splits the file into
 * games and takes their tags; a game is played (and its moves checked)
 * when sky_record_collection_get_record () asks for it.  A game that cannot
 * be played (an illegal move, an anti-reversi game) stays in the listing so
 * that the user sees it, and get_record says why it is refused.
 */
#pragma once

#include <gio/gio.h>

#include "record.h"

G_BEGIN_DECLS

/* The largest file sky_record_collection_new_from_file () reads, and the
 * most games a collection holds (each costs a hundred bytes or so of
 * listing: a file of empty games cannot take all the memory). */
#define SKY_RECORD_COLLECTION_MAX_FILE (256 * 1024 * 1024)
#define SKY_RECORD_COLLECTION_MAX_GAMES 4000000

typedef struct _SkyRecordCollection SkyRecordCollection;

/* fraction runs from 0 to 1 while a file is read (called from the reading
 * thread, a few hundred times at most). */
typedef void (*SkyRecordCollectionProgress) (double fraction,
                                             gpointer user_data);

/* Reads every game of a file's contents: Sakiyomi's text form (one game),
 * GGF (one or more games: several (;…;) in a row, GGS archive lines
 * "N (;…;)(;…;)", synchro lines giving two games), WTHOR .wtb (binary,
 * recognised by its contents, size and name), a format of
 * game-file-format.h (Othello's PGN and SGF, known by their contents), or
 * a file of one game or position a line (reversi-lines.h: move lines,
 * Logistello's logbook, Edax's .obf problems and board strings; recognised
 * by their first two lines, and move lines only when the whole text is
 * not one game).  A game of move or logbook lines that cannot be played
 * stays listed; a file of positions with a line that is no position is
 * refused, the line named ("positions, line 7: …").  path (nullable) is
 * the file's path: for the format's name in errors and for WTHOR's
 * .JOU/.TRN beside it.  progress may be NULL; cancellable is checked while reading.
 * NULL and an error (SKY_GAME_ERROR, or G_IO_ERROR_CANCELLED) if the
 * contents hold no game or are not in any of these forms. */
SkyRecordCollection *sky_record_collection_new_from_bytes (GBytes *contents,
                                                           const char *path,
                                                           GCancellable *cancellable,
                                                           SkyRecordCollectionProgress progress,
                                                           gpointer user_data,
                                                           GError **error);

/* Reads the file at path (at most SKY_RECORD_COLLECTION_MAX_FILE bytes)
 * as above. */
SkyRecordCollection *sky_record_collection_new_from_file (const char *path,
                                                          GCancellable *cancellable,
                                                          SkyRecordCollectionProgress progress,
                                                          gpointer user_data,
                                                          GError **error);

void sky_record_collection_free (SkyRecordCollection *collection);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyRecordCollection, sky_record_collection_free)

guint sky_record_collection_get_n_games (const SkyRecordCollection *collection);

/* The format read, for the user: "GGF", "WTHOR", "PGN", "SGF",
 * "Sakiyomi", "move lines", "logbook", "positions" (translated). */
const char *sky_record_collection_get_format (const SkyRecordCollection *collection);

/* Summary of game index (0-based) for a listing, cheap (no full replay):
 * keys "Black", "White", "Result", "Date", "Place", "Clock" and "Opening"
 * (the opening's name from openings.h, translated).  Files of one game or
 * position a line add "Line" (its number in the file), and for games
 * "Moves" (how many squares were played); their entries are positions
 * when sky_record_collection_holds_positions (), with "To move" ("black"
 * or "white"), "Empties", and when the line scores moves "Best" (the best
 * moves and their score: "g8 +18", "f1 b2 +0") and "Scores" (every move
 * scored: "g8 +18, h1 +12").  NULL if unknown.  Owned by the collection. */
const char *sky_record_collection_get_summary (const SkyRecordCollection *collection,
                                               guint index,
                                               const char *key);

/* Whether the entries are positions (a record of no moves from each), not
 * games: a file of OBF lines or board strings. */
gboolean sky_record_collection_holds_positions (const SkyRecordCollection *collection);

/* Game index (0-based) itself, with its tags; NULL and an error naming the
 * game ("game 3: …", for a file of lines the form and the line: "move
 * lines, line 12: …") if it cannot be played (an illegal move, an anti
 * game, …). */
SkyRecord *sky_record_collection_get_record (const SkyRecordCollection *collection,
                                             guint index,
                                             GError **error);

G_END_DECLS
