/* fuzz-common.h: what the libFuzzer harnesses share.
 *
 * Each harness feeds one parser arbitrary bytes.  A crash, a sanitizer
 * report, a leak, a GLib critical or warning (made fatal here) or a failed
 * check is a finding; a parser that refuses the input with an error is
 * fine.  Checks on accepted input: the text form written back reads back
 * to the same thing (round trip), and the result is a legal state.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include <glib.h>

#include "game.h"
#include "record.h"

G_BEGIN_DECLS

/* Makes criticals and warnings (but the settings' own, see fuzz-common.c)
 * fatal and sets the C.UTF-8 locale, once. */
void fuzz_init (void);

/* The input as a NUL-terminated string (NUL bytes inside it end the
 * string early, as they would for any C caller). */
char *fuzz_string (const uint8_t *data, size_t size);

/* Aborts (a finding) with a message when cond is false. */
#define FUZZ_CHECK(cond) \
  G_STMT_START { \
    if (G_UNLIKELY (!(cond))) \
      fuzz_fail (__FILE__, __LINE__, #cond); \
  } G_STMT_END

G_NORETURN void fuzz_fail (const char *file, int line, const char *what);

/* A position's invariants: the legal moves it lists are legal and
 * playable, its text reads back to the same text. */
void fuzz_check_position (const SkyPosition *pos);

/* One parser of position text for game, checked as above on success. */
void fuzz_position_text (const SkyGame *game, const uint8_t *data,
                         size_t size);

/* A record's invariants: every move legal from the position before it,
 * the positions kept agree with the moves, and the text form reads back to
 * the same record and the same text (the round trip is the identity). */
void fuzz_check_record (const SkyRecord *record);

/* A reversi record written as GGF reads back to the same start and
 * moves. */
void fuzz_check_ggf_round_trip (const SkyRecord *record);

G_END_DECLS
