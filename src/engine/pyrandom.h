/* pyrandom.h: Python's random.randint over GLib's Mersenne Twister, for
 * reproducing the sources' experiments bit for bit. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

G_END_DECLS
