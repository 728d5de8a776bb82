/* pyrandom.c: Python's random module over GLib's GRand (see pyrandom.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pyrandom.h"

struct _SkyPyRandom {
  GRand *rand;
};

G_DEFINE_QUARK (sky-py-random-error-quark, sky_py_random_error)

gboolean
sky_py_random_check_environment (GError **error)
{
  const char *version = g_getenv ("G_RANDOM_VERSION");

  /* GLib reads the variable once; "2.2" and unset give the seeding of the
   * reference MT19937 (and so Python's), "2.0" an older one.  Anything else
   * GLib warns about and treats as 2.2, but refusing it is clearer. */
  if (version != NULL && g_strcmp0 (version, "2.2") != 0)
    {
      g_set_error (error, SKY_PY_RANDOM_ERROR,
                   SKY_PY_RANDOM_ERROR_RANDOM_VERSION,
                   _("G_RANDOM_VERSION is set to “%s”, which changes GLib’s random numbers; unset it (or set it to 2.2) to reproduce Python’s"),
                   version);
      return FALSE;
    }
  return TRUE;
}

SkyPyRandom *
sky_py_random_new_unchecked (guint32 seed)
{
  SkyPyRandom *random = g_new (SkyPyRandom, 1);

  /* random.seed (n) turns n into the key [n] for init_by_array. */
  random->rand = g_rand_new_with_seed_array (&seed, 1);
  return random;
}

SkyPyRandom *
sky_py_random_new (guint32 seed, GError **error)
{
  if (!sky_py_random_check_environment (error))
    return NULL;
  return sky_py_random_new_unchecked (seed);
}

void
sky_py_random_free (SkyPyRandom *random)
{
  if (random == NULL)
    return;
  g_rand_free (random->rand);
  g_free (random);
}

guint32
sky_py_random_getrandbits32 (SkyPyRandom *random)
{
  return g_rand_int (random->rand);
}

gint64
sky_py_random_randint (SkyPyRandom *random, gint64 a, gint64 b)
{
  guint64 n;
  guint32 r;
  int k = 0;

  g_return_val_if_fail (b >= a && (guint64) (b - a) < G_MAXUINT32, a);

  /* Python's _randbelow_with_getrandbits (n): k = n.bit_length (),
   * getrandbits (k) is the top k bits of one 32-bit output. */
  n = (guint64) (b - a) + 1;
  for (guint64 m = n; m != 0; m >>= 1)
    k++;
  do
    r = g_rand_int (random->rand) >> (32 - k);
  while (r >= n);
  return a + r;
}
