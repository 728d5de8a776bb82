/* reversi-playout.c: random games to the end, the playouts of the Monte
 * Carlo opponents.
 *
 * Every move is uniform among the legal ones, as in seed 004's uchiau ()
 * (which draws random squares until one is legal: the same distribution).
 * One random number per move picks the k-th set bit of the mobility; with
 * BMI2 that is one PDEP, otherwise k steps of clearing the lowest bit.
 */
#include "config.h"

#include "reversi-bitboard.h"

/* The index of the k-th (from 0) set bit of x, k < popcount (x). */
SKY_REVERSI_INLINE int
nth_bit (guint64 x, int k, const gboolean pdep)
{
#ifdef SKY_REVERSI_X86_DISPATCH
  if (pdep)
    {
      guint64 one = G_GUINT64_CONSTANT (1) << k;
      guint64 deposited;

      /* Inline assembly rather than the intrinsic keeps this file
       * compilable for the portable variant at any optimisation level. */
      __asm__ ("pdep %2, %1, %0" : "=r" (deposited) : "r" (one), "rm" (x));
      return __builtin_ctzll (deposited);
    }
#endif
  for (; k > 0; k--)
    x &= x - 1;
  return __builtin_ctzll (x);
}

typedef guint64 (*MobilityFunc) (guint64 P, guint64 O);

/* The playout; each variant passes constants for the instructions it may
 * use and its mobility function, which the compiler inlines. */
SKY_REVERSI_INLINE int
playout (guint64 black, guint64 white, SkySide to_move, guint64 *rng_state,
         const gboolean hw_popcount, const gboolean pdep,
         MobilityFunc mobility)
{
  gboolean white_to_move = to_move == SKY_SIDE_SECOND;
  guint64 P = white_to_move ? white : black;
  guint64 O = white_to_move ? black : white;
  guint64 rng = *rng_state;
  gboolean passed = FALSE;
  int diff;

  for (;;)
    {
      guint64 moves = mobility (P, O);
      guint64 tmp;

      if (moves != 0)
        {
          int n = hw_popcount ? __builtin_popcountll (moves)
                              : sky_reversi_popcount (moves);
          /* Uniform in [0, n) from the high 32 bits (multiply-shift). */
          int k = (int) (((sky_reversi_rng_next (&rng) >> 32) * (guint64) n) >> 32);
          int sq = nth_bit (moves, k, pdep);
          guint64 flips = sky_reversi_flips (P, O, sq);

          P ^= flips | (G_GUINT64_CONSTANT (1) << sq);
          O ^= flips;
          passed = FALSE;
        }
      else if (passed)
        break;                  /* neither side can move */
      else
        passed = TRUE;
      tmp = P;
      P = O;
      O = tmp;
      white_to_move = !white_to_move;
    }
  *rng_state = rng;
  diff = hw_popcount ? __builtin_popcountll (P) - __builtin_popcountll (O)
                     : sky_reversi_popcount (P) - sky_reversi_popcount (O);
  return white_to_move ? -diff : diff;
}

SKY_REVERSI_INLINE guint64
mobility_generic (guint64 P, guint64 O)
{
  return sky_reversi_mobility (P, O);
}

static int
playout_generic (guint64 black, guint64 white, SkySide to_move,
                 guint64 *rng_state)
{
  return playout (black, white, to_move, rng_state, FALSE, FALSE,
                  mobility_generic);
}

#ifdef SKY_REVERSI_X86_DISPATCH
SKY_REVERSI_TARGET_POPCNT static int
playout_popcnt (guint64 black, guint64 white, SkySide to_move,
                guint64 *rng_state)
{
  return playout (black, white, to_move, rng_state, TRUE, FALSE,
                  mobility_generic);
}

SKY_REVERSI_TARGET_AVX2 static int
playout_avx2 (guint64 black, guint64 white, SkySide to_move,
              guint64 *rng_state)
{
  return playout (black, white, to_move, rng_state, TRUE, FALSE,
                  sky_reversi_mobility_avx2);
}

SKY_REVERSI_TARGET_AVX2_BMI2 static int
playout_avx2_bmi2 (guint64 black, guint64 white, SkySide to_move,
                   guint64 *rng_state)
{
  return playout (black, white, to_move, rng_state, TRUE, TRUE,
                  sky_reversi_mobility_avx2);
}
#endif

int
sky_reversi_random_playout_at (SkyReversiCpuLevel level, guint64 black,
                               guint64 white, SkySide to_move,
                               guint64 *rng_state)
{
#ifdef SKY_REVERSI_X86_DISPATCH
  switch (MIN (level, sky_reversi_cpu_level ()))
    {
    case SKY_REVERSI_CPU_AVX2_BMI2:
      return playout_avx2_bmi2 (black, white, to_move, rng_state);
    case SKY_REVERSI_CPU_AVX2:
      return playout_avx2 (black, white, to_move, rng_state);
    case SKY_REVERSI_CPU_POPCNT:
      return playout_popcnt (black, white, to_move, rng_state);
    case SKY_REVERSI_CPU_GENERIC:
    default:
      break;
    }
#endif
  return playout_generic (black, white, to_move, rng_state);
}

int
sky_reversi_random_playout (guint64 black, guint64 white, SkySide to_move,
                            guint64 *rng_state)
{
  return sky_reversi_random_playout_at (sky_reversi_cpu_level (), black,
                                        white, to_move, rng_state);
}
