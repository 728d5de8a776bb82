/* pyrandom.h: Python's random.seed () and random.randint () over GLib's
 * Mersenne Twister, for reproducing the sources' experiments bit for bit.
 *
 * Python's random.seed (n) for 0 <= n < 2^32 is MT19937 init_by_array with
 * the key [n], which is what g_rand_new_with_seed_array () does; randint (a, b)
 * draws r from the top k bits of one 32-bit output, k being the bit length of
 * b - a + 1, and draws again while r is out of range.
 *
 * GLib seeds differently when the environment sets G_RANDOM_VERSION=2.0, so
 * sky_py_random_new () refuses to run unless G_RANDOM_VERSION is unset or
 * "2.2".
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _SkyPyRandom SkyPyRandom;

/* Errors of sky_py_random_new (). */
#define SKY_PY_RANDOM_ERROR (sky_py_random_error_quark ())
typedef enum {
  SKY_PY_RANDOM_ERROR_RANDOM_VERSION  /* G_RANDOM_VERSION changes GLib's stream */
} SkyPyRandomError;
GQuark sky_py_random_error_quark (void);

/* Checks that GLib's generator gives Python's stream here: FALSE with an
 * error naming G_RANDOM_VERSION if the environment changes it. */
gboolean sky_py_random_check_environment (GError **error);

/* The generator after Python's random.seed (seed); NULL with an error if the
 * environment would make the stream differ from Python's. */
SkyPyRandom *sky_py_random_new (guint32 seed, GError **error);

/* The same generator without the check, for callers that want a fixed,
 * seeded stream and can live with a different one under
 * G_RANDOM_VERSION=2.0 (a new game's board). */
SkyPyRandom *sky_py_random_new_unchecked (guint32 seed);

void sky_py_random_free (SkyPyRandom *random);

/* Python's random.randint (a, b): uniform in a..b inclusive; b - a + 1 must
 * be between 1 and G_MAXUINT32. */
gint64 sky_py_random_randint (SkyPyRandom *random, gint64 a, gint64 b);

/* Python's random.getrandbits (32). */
guint32 sky_py_random_getrandbits32 (SkyPyRandom *random);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyPyRandom, sky_py_random_free)

G_END_DECLS
