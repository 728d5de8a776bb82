/* reversi-bitboard.h: the hot path of reversi on 64-bit bitboards.
 *
 * Square index = cell index = row * 8 + column, row 0 ("1") at the top:
 * a1 is bit 0, h1 bit 7, a8 bit 56, h8 bit 63.  P is the bitboard of the
 * side to move ("player"), O that of the other side ("opponent").
 *
 * The helpers are static inline and allocation-free so that the rules
 * module, the perft counter, the Monte Carlo playouts and the searches of
 * the strong engine all inline the same few instructions:
 *
 *   sky_reversi_mobility (P, O)      the legal squares of P, as a bitboard
 *   sky_reversi_flips (P, O, sq)     the discs P's move at sq turns over
 *   sky_reversi_popcount (x)         number of set bits
 *   sky_reversi_rng_next (&state)    the playouts' xorshift64* generator
 *   sky_reversi_pick_next (list, …)  the searches' next move to try
 *
 * and two whole loops are compiled per CPU variant (see the end):
 *
 *   sky_reversi_perft_bitboards (P, O, depth)
 *   sky_reversi_random_playout (black, white, to_move, &rng_state)
 *
 * Mobility is a Kogge-Stone (parallel prefix) fill in the eight directions,
 * four shift pairs at a time; flips use one precomputed ray per square and
 * direction: going up the bits, the first non-opponent square on the ray is
 * its lowest set bit (x & -x); going down the bits it is the highest
 * (bit-scan reverse).  If that square is P's, everything before it on the ray
 * turns over.  No loop over squares anywhere.
 */
#pragma once

#include <glib.h>

#include "game.h"

G_BEGIN_DECLS

#if defined(__GNUC__)
# define SKY_REVERSI_INLINE static inline __attribute__ ((always_inline))
#else
# define SKY_REVERSI_INLINE static inline
#endif

#define SKY_REVERSI_NOT_FILE_A G_GUINT64_CONSTANT (0xfefefefefefefefe)
#define SKY_REVERSI_NOT_FILE_H G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)
#define SKY_REVERSI_INNER_FILES G_GUINT64_CONSTANT (0x7e7e7e7e7e7e7e7e)
#define SKY_REVERSI_CORNERS G_GUINT64_CONSTANT (0x8100000000000081)

/* sky_reversi_rays[sq][d]: the squares from sq (excluded) to the edge of the
 * board in direction d.  d = 0..3 go up the bits (east +1, south-west +7,
 * south +8, south-east +9), d = 4..7 down the bits (west -1, north-east -7,
 * north -8, north-west -9).  Defined in reversi-rays.c. */
extern const guint64 sky_reversi_rays[64][8];

/* Number of set bits.  With hardware popcount (-mpopcnt or a target
 * attribute) the builtin is one instruction; without, GCC would call a
 * library function, and the inline SWAR sum is faster. */
SKY_REVERSI_INLINE int
sky_reversi_popcount (guint64 x)
{
#if defined(__POPCNT__)
  return __builtin_popcountll (x);
#else
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333))
      + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (int) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
#endif
}

/* One direction pair of the mobility fill: moves of P along +dir and -dir
 * through the opponent discs in mask. */
SKY_REVERSI_INLINE guint64
sky_reversi_mobility_dir (guint64 P, guint64 mask, int dir)
{
  guint64 up = mask & (P << dir);
  guint64 down = mask & (P >> dir);
  guint64 mask_up, mask_down;

  up |= mask & (up << dir);
  down |= mask & (down >> dir);
  /* Then steps of two: an opponent run is at most 6 long. */
  mask_up = mask & (mask << dir);
  mask_down = mask_up >> dir;
  up |= mask_up & (up << (2 * dir));
  down |= mask_down & (down >> (2 * dir));
  up |= mask_up & (up << (2 * dir));
  down |= mask_down & (down >> (2 * dir));
  return (up << dir) | (down >> dir);
}

/* The squares where P may move. */
SKY_REVERSI_INLINE guint64
sky_reversi_mobility (guint64 P, guint64 O)
{
  /* Horizontal and diagonal runs must not wrap around the board's sides. */
  guint64 inner = O & SKY_REVERSI_INNER_FILES;

  return (sky_reversi_mobility_dir (P, inner, 1)
          | sky_reversi_mobility_dir (P, O, 8)
          | sky_reversi_mobility_dir (P, inner, 7)
          | sky_reversi_mobility_dir (P, inner, 9))
         & ~(P | O);
}

/* Flips along a ray that goes up the bits. */
SKY_REVERSI_INLINE guint64
sky_reversi_flips_up (guint64 P, guint64 O, guint64 ray)
{
  guint64 stop = ~O & ray;
  guint64 outflank = stop & (0 - stop) & P;

  return (outflank - (outflank != 0)) & ray;
}

/* Flips along a ray that goes down the bits. */
SKY_REVERSI_INLINE guint64
sky_reversi_flips_down (guint64 P, guint64 O, guint64 ray)
{
  guint64 stop = ~O & ray;
  /* stop | 1 keeps the bit scan defined; bit 0 then only counts if it is
   * P's and on the ray, i.e. if it really was the stop square. */
  guint64 outflank = (G_GUINT64_CONSTANT (1) << (63 - __builtin_clzll (stop | 1)))
                     & P & ray;

  /* outflank == 0 gives ~(0 - 1) == 0: nothing. */
  return ray & ~((outflank << 1) - 1);
}

/* The discs that P's move at sq turns over (0 if the move is not legal;
 * sq must be empty). */
SKY_REVERSI_INLINE guint64
sky_reversi_flips (guint64 P, guint64 O, int sq)
{
  const guint64 *ray = sky_reversi_rays[sq];

  return sky_reversi_flips_up (P, O, ray[0])
         | sky_reversi_flips_up (P, O, ray[1])
         | sky_reversi_flips_up (P, O, ray[2])
         | sky_reversi_flips_up (P, O, ray[3])
         | sky_reversi_flips_down (P, O, ray[4])
         | sky_reversi_flips_down (P, O, ray[5])
         | sky_reversi_flips_down (P, O, ray[6])
         | sky_reversi_flips_down (P, O, ray[7]);
}

/* xorshift64*: the small generator of the playouts.  The state must not be
 * 0; sky_reversi_rng_seed () makes sure of that. */
SKY_REVERSI_INLINE guint64
sky_reversi_rng_next (guint64 *state)
{
  guint64 x = *state;

  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *state = x;
  return x * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d);
}

/* Seeds a playout generator from a GRand (so a fixed GRand seed gives fixed
 * playouts). */
static inline void
sky_reversi_rng_seed (guint64 *state, GRand *rand)
{
  guint64 seed = ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);

  *state = seed != 0 ? seed : G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
}

/* A move in a search's list (the midgame search and the endgame solver):
 * the discs it flips, its square, and its ordering key, smaller first. */
typedef struct {
  guint64 flips;
  int sq;
  int key;
} SkyReversiMove;

/* Takes the move with the smallest key from list[i..n) (the first of equal
 * keys) and puts it at i: a selection sort done only as far as the search
 * gets before a cut-off. */
static inline void
sky_reversi_pick_next (SkyReversiMove *list, int i, int n)
{
  int best = i;

  for (int j = i + 1; j < n; j++)
    if (list[j].key < list[best].key)
      best = j;
  if (best != i)
    {
      SkyReversiMove tmp = list[i];

      list[i] = list[best];
      list[best] = tmp;
    }
}

/* Counts the move paths of the given length (passes counted as plies, a
 * game that ends sooner counted as one path) from P to move against O.
 * Runs the fastest variant the CPU supports (reversi-perft.c). */
guint64 sky_reversi_perft_bitboards (guint64 P, guint64 O, int depth);

/* One random game to the end from black and white with to_move to move:
 * every move uniform among the legal ones, a side with no move passes, the
 * game ends when neither can move.  Returns the final disc difference
 * black - white.  No allocation; rng_state is a xorshift64* state seeded
 * with sky_reversi_rng_seed () (never 0) and advanced.  This is the playout
 * of seed 004's flat Monte Carlo (its uchiau (): after the candidate move,
 * call it with the opponent to move and count a strict win) and of the UCT
 * search.  Runs the fastest variant the CPU supports (reversi-playout.c). */
int sky_reversi_random_playout (guint64 black, guint64 white, SkySide to_move,
                                guint64 *rng_state);

/* Which of the variants above runs (x86-64 only; chosen once from the CPU
 * in reversi-cpu.c, the portable one elsewhere):
 *   GENERIC    portable C (any x86-64, any architecture)
 *   POPCNT     with the popcount and lzcnt instructions
 *   AVX2       also mobility in one AVX2 register (four directions at once)
 *   AVX2_BMI2  also the playouts' random pick with PDEP (not chosen on AMD
 *              Zen 1 and 2, whose PDEP is microcoded and slow) */
typedef enum {
  SKY_REVERSI_CPU_GENERIC,
  SKY_REVERSI_CPU_POPCNT,
  SKY_REVERSI_CPU_AVX2,
  SKY_REVERSI_CPU_AVX2_BMI2
} SkyReversiCpuLevel;

SkyReversiCpuLevel sky_reversi_cpu_level (void);

/* The same as above with a chosen variant, for the tests and benchmarks
 * (a level the CPU lacks runs the best one it has). */
guint64 sky_reversi_perft_bitboards_at (SkyReversiCpuLevel level, guint64 P,
                                        guint64 O, int depth);
int sky_reversi_random_playout_at (SkyReversiCpuLevel level, guint64 black,
                                   guint64 white, SkySide to_move,
                                   guint64 *rng_state);

/* The x86-64 variants are compiled with these target attributes. */
#if defined(__x86_64__) && defined(__GNUC__)
# define SKY_REVERSI_X86_DISPATCH 1
# define SKY_REVERSI_TARGET_POPCNT __attribute__ ((target ("popcnt,lzcnt")))
# define SKY_REVERSI_TARGET_AVX2 \
  __attribute__ ((target ("popcnt,lzcnt,bmi,avx2")))
# define SKY_REVERSI_TARGET_AVX2_BMI2 \
  __attribute__ ((target ("popcnt,lzcnt,bmi,bmi2,avx2")))
#endif

#ifdef SKY_REVERSI_X86_DISPATCH
#include <immintrin.h>

/* sky_reversi_mobility () with the four direction pairs (1, 8, 7, 9) in the
 * four lanes of one AVX2 register.  Only for code compiled with
 * SKY_REVERSI_TARGET_AVX2 and run after sky_reversi_cpu_level () said so. */
SKY_REVERSI_TARGET_AVX2 static inline guint64
sky_reversi_mobility_avx2 (guint64 P, guint64 O)
{
  const __m256i shift = _mm256_set_epi64x (9, 7, 8, 1);
  const __m256i shift2 = _mm256_set_epi64x (18, 14, 16, 2);
  const __m256i inner = _mm256_set_epi64x ((gint64) SKY_REVERSI_INNER_FILES,
                                           (gint64) SKY_REVERSI_INNER_FILES,
                                           -1,
                                           (gint64) SKY_REVERSI_INNER_FILES);
  __m256i PP = _mm256_set1_epi64x ((gint64) P);
  __m256i mask = _mm256_and_si256 (_mm256_set1_epi64x ((gint64) O), inner);
  __m256i up = _mm256_and_si256 (mask, _mm256_sllv_epi64 (PP, shift));
  __m256i down = _mm256_and_si256 (mask, _mm256_srlv_epi64 (PP, shift));
  __m256i mask_up, mask_down, moves;
  __m128i folded;

  up = _mm256_or_si256 (up, _mm256_and_si256 (mask, _mm256_sllv_epi64 (up, shift)));
  down = _mm256_or_si256 (down, _mm256_and_si256 (mask, _mm256_srlv_epi64 (down, shift)));
  mask_up = _mm256_and_si256 (mask, _mm256_sllv_epi64 (mask, shift));
  mask_down = _mm256_srlv_epi64 (mask_up, shift);
  up = _mm256_or_si256 (up, _mm256_and_si256 (mask_up, _mm256_sllv_epi64 (up, shift2)));
  down = _mm256_or_si256 (down, _mm256_and_si256 (mask_down, _mm256_srlv_epi64 (down, shift2)));
  up = _mm256_or_si256 (up, _mm256_and_si256 (mask_up, _mm256_sllv_epi64 (up, shift2)));
  down = _mm256_or_si256 (down, _mm256_and_si256 (mask_down, _mm256_srlv_epi64 (down, shift2)));
  moves = _mm256_or_si256 (_mm256_sllv_epi64 (up, shift),
                           _mm256_srlv_epi64 (down, shift));
  /* OR the four lanes together. */
  folded = _mm_or_si128 (_mm256_castsi256_si128 (moves),
                         _mm256_extracti128_si256 (moves, 1));
  folded = _mm_or_si128 (folded, _mm_unpackhi_epi64 (folded, folded));
  return (guint64) _mm_cvtsi128_si64 (folded) & ~(P | O);
}
#endif

G_END_DECLS
