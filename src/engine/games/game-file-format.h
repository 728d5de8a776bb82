/* game-file-format.h: the formats of game files written by other
 * programs that hold one game or many and are read a game at a time: PGN
 * (reversi-pgn.h) and SGF (reversi-sgf.h).  GGF and WTHOR have their own
 * readers (ggf.h, wthor.h), which came first.
 *
 * Each format says whether a text is in it (by its contents, never by a
 * file's name), splits a text into games without playing them, lists a
 * game's tags and first moves cheaply (for a listing of thousands of
 * games), and plays one game into a record.  game-files.h lists them;
 * record-collection.c reads every one through that list, so that a new
 * format is one more entry there. */
#pragma once

#include "record.h"

G_BEGIN_DECLS

/* A tag of a game as the record gets it (record.h: "Black", "Place", …). */
typedef void (*SkyGameFileTagFunc) (const char *key, const char *value,
                                    gpointer user_data);

typedef struct {
  /* The format's name for the user, as N_(): "PGN", "SGF".  Errors start
   * with it, untranslated as an acronym is: "PGN, line 12: …". */
  const char *name;

  /* Whether text[0..length) (UTF-8) is in this format. */
  gboolean (*detect) (const char *text, gsize length);

  /* The next game of text from *offset on: *start and *game_length, and
   * *start_line the line (1-based) its first byte is on; *offset moves
   * past it, *line is the line *offset is on.  FALSE at the end of the
   * text (no error) or on text that is no game (an error naming the
   * format and the line). */
  gboolean (*next_game) (const char *text, gsize length, gsize *offset,
                         guint *line, gsize *start, gsize *game_length,
                         guint *start_line, GError **error);

  /* The tags of a game found by next_game, as read_game sets them, and up
   * to max_moves of its first squares from the standard start (none from
   * another start; they stop at a pass or at anything that is not a
   * square): for a listing and an opening's name.  Returns how many
   * squares.  A game that is broken gives what can be read of it. */
  guint (*summarize) (const char *game, gsize length, SkyGameFileTagFunc func,
                      gpointer user_data, SkyMove *squares, guint max_moves);

  /* Plays a game found by next_game, line being its first line; NULL and
   * an error naming the format and the line otherwise. */
  SkyRecord *(*read_game) (const char *game, gsize length, guint line,
                           GError **error);
} SkyGameFileFormat;

/* For the formats' readers: an error "PGN, line 12: …" (code a
 * SkyGameError), the message after the line given by message_format. */
void sky_game_file_set_error (GError **error, int code,
                              const SkyGameFileFormat *format, guint line,
                              const char *message_format, ...)
  G_GNUC_PRINTF (5, 6);

G_END_DECLS
