/* printable.h: text read from a file (a player's name, an event, a
 * comment) made safe to show on a terminal or in a label. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A copy of text (valid UTF-8 made of whatever it is) in which the
 * control characters (C0 but tab, DEL, C1: an ESC sequence would reach
 * the terminal) are each U+FFFD, so that one sees something was there,
 * and the bidirectional formatting characters (U+061C, U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069) are removed, so that a right-to-left
 * override in a name cannot turn the rest of a line or a label round.
 * NULL gives NULL. */
char *sky_text_printable (const char *text);

/* Whether text has nothing sky_text_printable () would change. */
gboolean sky_text_is_printable (const char *text);

G_END_DECLS
