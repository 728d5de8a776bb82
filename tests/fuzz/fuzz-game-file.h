/* fuzz-game-file.h: the checks shared by fuzz-pgn.c and fuzz-sgf.c, the
 * formats of game-file-format.h. */
#pragma once

#include <stdint.h>
#include <stddef.h>

#include "game-file-format.h"

G_BEGIN_DECLS

/* Splits data into games with format (whether or not it detects it), lists
 * each and plays the first few: games inside the text and in order, lines
 * counted forward, squares on the board, tags valid UTF-8, every game
 * played a legal record whose GGF reads back the same, or refused with an
 * error "FORMAT, line N: …".  The first game through sky_record_from_any
 * when the format is detected. */
void fuzz_game_file (const SkyGameFileFormat *format, const uint8_t *data,
                     size_t size);

G_END_DECLS
