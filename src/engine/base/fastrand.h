/* fastrand.h: a small, fast random generator for playouts.
 *
 * Random playouts draw tens of millions of numbers a second; GRand's
 * Mersenne Twister behind a function call would be a large part of the cost.
 * A search therefore seeds one of these from the GRand it is given (so a
 * fixed GRand seed still gives a fixed game) and draws from it inline.
 *
 * The generator is PCG32 (O'Neill, "PCG: A Family of Simple Fast
 * Space-Efficient Statistically Good Algorithms for Random Number
 * Generation", 2014): a 64-bit LCG with a permuted 32-bit output.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  guint64 state;
  guint64 inc;              /* odd */
} SkyFastRand;

static inline guint32
sky_fast_rand_next (SkyFastRand *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted, rot;

  rng->state = old * G_GUINT64_CONSTANT (6364136223846793005) + rng->inc;
  xorshifted = (guint32) (((old >> 18) ^ old) >> 27);
  rot = (guint32) (old >> 59);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* Seeds rng from four draws of rand. */
static inline void
sky_fast_rand_init (SkyFastRand *rng, GRand *rand)
{
  guint64 seed = ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);
  guint64 stream = ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);

  rng->state = 0;
  rng->inc = (stream << 1) | 1;
  sky_fast_rand_next (rng);
  rng->state += seed;
  sky_fast_rand_next (rng);
}

/* A uniform integer in [0, n), n > 0, without modulo bias (Lemire's
 * multiply-and-reject method: the rejection is almost never taken). */
static inline guint32
sky_fast_rand_below (SkyFastRand *rng, guint32 n)
{
  guint64 m = (guint64) sky_fast_rand_next (rng) * n;
  guint32 low = (guint32) m;

  if (G_UNLIKELY (low < n))
    {
      guint32 threshold = -n % n;

      while (low < threshold)
        {
          m = (guint64) sky_fast_rand_next (rng) * n;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

G_END_DECLS
