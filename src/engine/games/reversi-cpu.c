/* reversi-cpu.c: which variant of the reversi hot loops this CPU runs.
 *
 * Debian builds for the x86-64 baseline, which has no popcount instruction;
 * the perft counter and the playouts are compiled a second and third time
 * with target attributes and chosen here at run time, so the program still
 * runs on any x86-64 and on other architectures.
 */
#include "config.h"

#include "reversi-bitboard.h"

#if defined(SKY_REVERSI_X86_DISPATCH) && defined(__clang__)
# include <cpuid.h>

/* clang before 16 cannot ask __builtin_cpu_supports for "lzcnt" (the
 * fuzzing build uses clang): CPUID 0x80000001, ECX bit 5 (ABM/LZCNT). */
static gboolean
cpu_has_lzcnt (void)
{
  unsigned int eax, ebx, ecx, edx;

  return __get_cpuid (0x80000001, &eax, &ebx, &ecx, &edx) && (ecx & (1u << 5));
}
# define CPU_HAS_LZCNT() cpu_has_lzcnt ()
#else
# define CPU_HAS_LZCNT() __builtin_cpu_supports ("lzcnt")
#endif

SkyReversiCpuLevel
sky_reversi_cpu_level (void)
{
#ifdef SKY_REVERSI_X86_DISPATCH
  static gsize level = 0;

  if (g_once_init_enter (&level))
    {
      SkyReversiCpuLevel found = SKY_REVERSI_CPU_GENERIC;

      __builtin_cpu_init ();
      if (__builtin_cpu_supports ("popcnt") && CPU_HAS_LZCNT ())
        {
          found = SKY_REVERSI_CPU_POPCNT;
          /* (GCC's check of avx2 includes the OS saving the registers.) */
          if (__builtin_cpu_supports ("avx2") && __builtin_cpu_supports ("bmi"))
            found = SKY_REVERSI_CPU_AVX2;
          /* AMD family 17h (Zen 1 and 2) runs PDEP in microcode, slower
           * than the portable bit loop. */
          if (found == SKY_REVERSI_CPU_AVX2 && __builtin_cpu_supports ("bmi2")
              && !__builtin_cpu_is ("amdfam17h"))
            found = SKY_REVERSI_CPU_AVX2_BMI2;
        }
      g_once_init_leave (&level, found + 1);
    }
  return (SkyReversiCpuLevel) (level - 1);
#else
  return SKY_REVERSI_CPU_GENERIC;
#endif
}
