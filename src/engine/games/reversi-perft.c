/* reversi-perft.c: counting move paths (perft), the test and benchmark of
 * the move generator.
 *
 * A pass is a ply, and a game that ends before the depth is one path: the
 * convention that gives the published counts 4, 12, 56, 244, 1396, 8200,
 * 55092, 390216, 3005288, 24571284, 212258800 for depths 1..11.
 *
 * The last two plies are counted in bulk: one ply above the leaves, each
 * move's child contributes the popcount of its mobility (or 1 for its pass
 * or its end of game) without any move being played there.
 */
#include "config.h"

#include "reversi-bitboard.h"

typedef guint64 (*PerftFunc) (guint64 P, guint64 O, int depth);
typedef guint64 (*MobilityFunc) (guint64 P, guint64 O);

/* One node, depth >= 1.  hw_popcount selects the popcount instruction (in
 * the variants compiled for it), mobility the mobility function; recurse is
 * the variant itself.  Each variant passes constants, which the compiler
 * inlines. */
SKY_REVERSI_INLINE guint64
perft_node (guint64 P, guint64 O, int depth, const gboolean hw_popcount,
            MobilityFunc mobility, PerftFunc recurse)
{
  guint64 moves = mobility (P, O);
  guint64 total = 0;

  if (moves == 0)
    {
      if (depth == 1 || mobility (O, P) == 0)
        return 1;               /* the pass, or the end of the game */
      return recurse (O, P, depth - 1);
    }
  if (depth == 1)
    return hw_popcount ? __builtin_popcountll (moves)
                       : sky_reversi_popcount (moves);
  for (; moves != 0; moves &= moves - 1)
    {
      int sq = __builtin_ctzll (moves);
      guint64 flips = sky_reversi_flips (P, O, sq);
      guint64 next_P = O ^ flips;
      guint64 next_O = P ^ flips ^ (G_GUINT64_CONSTANT (1) << sq);

      if (depth == 2)
        {
          /* A child without moves is one path whether it passes or ends. */
          guint64 replies = mobility (next_P, next_O);

          total += replies == 0 ? 1
                   : hw_popcount ? (guint64) __builtin_popcountll (replies)
                   : (guint64) sky_reversi_popcount (replies);
        }
      else
        total += recurse (next_P, next_O, depth - 1);
    }
  return total;
}

SKY_REVERSI_INLINE guint64
mobility_generic (guint64 P, guint64 O)
{
  return sky_reversi_mobility (P, O);
}

static guint64
perft_generic (guint64 P, guint64 O, int depth)
{
  return perft_node (P, O, depth, FALSE, mobility_generic, perft_generic);
}

#ifdef SKY_REVERSI_X86_DISPATCH
SKY_REVERSI_TARGET_POPCNT static guint64
perft_popcnt (guint64 P, guint64 O, int depth)
{
  return perft_node (P, O, depth, TRUE, mobility_generic, perft_popcnt);
}

SKY_REVERSI_TARGET_AVX2 static guint64
perft_avx2 (guint64 P, guint64 O, int depth)
{
  return perft_node (P, O, depth, TRUE, sky_reversi_mobility_avx2,
                     perft_avx2);
}
#endif

guint64
sky_reversi_perft_bitboards_at (SkyReversiCpuLevel level, guint64 P,
                                guint64 O, int depth)
{
  if (depth <= 0)
    return 1;
#ifdef SKY_REVERSI_X86_DISPATCH
  /* PDEP adds nothing here: perft has no random bit to pick. */
  switch (MIN (level, sky_reversi_cpu_level ()))
    {
    case SKY_REVERSI_CPU_AVX2:
    case SKY_REVERSI_CPU_AVX2_BMI2:
      return perft_avx2 (P, O, depth);
    case SKY_REVERSI_CPU_POPCNT:
      return perft_popcnt (P, O, depth);
    case SKY_REVERSI_CPU_GENERIC:
    default:
      break;
    }
#endif
  return perft_generic (P, O, depth);
}

guint64
sky_reversi_perft_bitboards (guint64 P, guint64 O, int depth)
{
  return sky_reversi_perft_bitboards_at (sky_reversi_cpu_level (), P, O,
                                         depth);
}
