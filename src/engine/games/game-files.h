/* game-files.h: the formats of game-file-format.h that Sakiyomi reads
 * (Othello's SGF and PGN), told apart by a text's contents. */
#pragma once

#include "game-file-format.h"

G_BEGIN_DECLS

/* The format text[0..length) (UTF-8) is in, or NULL. */
const SkyGameFileFormat *sky_game_file_format_detect (const char *text,
                                                      gsize length);

/* The first game of text in format; NULL and an error if there is none or
 * it cannot be played. */
SkyRecord *sky_game_file_format_read_first (const SkyGameFileFormat *format,
                                            const char *text, gsize length,
                                            GError **error);

G_END_DECLS
