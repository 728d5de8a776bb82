/* reversi-eval.c: the legacy evaluation of a reversi position.
 *
 * See reversi-eval.h for what it measures.  Everything is bit-parallel:
 * mobility is the Kogge-Stone fill of reversi-bitboard.h, potential
 * mobility eight shifts, stability a fixed point of shifts, and the pattern
 * codes come from whole bytes (an edge row, or a row of the transposed
 * board for the side edges) through a table of base-3 values, so nothing
 * loops over squares.  Weights are given per pattern class (the compiled-in
 * ones in reversi-weights.h, written by `sakiyomi-cli tune`, others from a
 * file, reversi-eval-file.c); a set of weights expands them once into
 * tables indexed directly by pattern code.
 */
#include "config.h"

#include <string.h>

#include "reversi-eval.h"
#include "reversi-bitboard.h"
#include "reversi-weights.h"

G_STATIC_ASSERT (SKY_REVERSI_WEIGHTS_N_PHASES == SKY_REVERSI_EVAL_N_PHASES);
G_STATIC_ASSERT (SKY_REVERSI_WEIGHTS_N_FEATURES == SKY_REVERSI_N_FEATURES);
G_STATIC_ASSERT (SKY_REVERSI_WEIGHTS_N_EDGE_CLASSES
                 == SKY_REVERSI_EVAL_N_EDGE_CLASSES);
G_STATIC_ASSERT (SKY_REVERSI_WEIGHTS_N_CORNER_CLASSES
                 == SKY_REVERSI_EVAL_N_CORNER_CLASSES);

#define FILE_A G_GUINT64_CONSTANT (0x0101010101010101)
#define FILE_H G_GUINT64_CONSTANT (0x8080808080808080)
#define RANK_1 G_GUINT64_CONSTANT (0x00000000000000ff)
#define RANK_8 G_GUINT64_CONSTANT (0xff00000000000000)
#define BORDER (FILE_A | FILE_H | RANK_1 | RANK_8)

/* Base-3 value of the bits of a 9-bit number (bit i -> 3^i). */
static int base3[512];

/* Class and sign of every pattern code. */
static gint16 edge_class_of[SKY_REVERSI_EVAL_N_EDGE_CONFIGS];
static gint8 edge_sign_of[SKY_REVERSI_EVAL_N_EDGE_CONFIGS];
static gint16 corner_class_of[SKY_REVERSI_EVAL_N_CORNER_CONFIGS];
static gint8 corner_sign_of[SKY_REVERSI_EVAL_N_CORNER_CONFIGS];

static gint8 phase_of[65];

#define SKY_REVERSI_LEGACY_DEFAULT_DESCRIPTION \
  "the legacy evaluation's weights compiled in (src/engine/reversi/reversi-weights.h)"

/* A set of weights: as given (by class), and expanded into tables indexed
 * directly by pattern code, which the evaluation reads. */
struct _SkyReversiLegacyWeights {
  gatomicrefcount ref;
  gint16 features[SKY_REVERSI_EVAL_N_PHASES][SKY_REVERSI_N_FEATURES];
  gint16 edges[SKY_REVERSI_EVAL_N_PHASES][SKY_REVERSI_EVAL_N_EDGE_CLASSES];
  gint16 corners[SKY_REVERSI_EVAL_N_PHASES][SKY_REVERSI_EVAL_N_CORNER_CLASSES];
  gint16 edge_table[SKY_REVERSI_EVAL_N_PHASES][SKY_REVERSI_EVAL_N_EDGE_CONFIGS];
  gint16 corner_table[SKY_REVERSI_EVAL_N_PHASES][SKY_REVERSI_EVAL_N_CORNER_CONFIGS];
  char *description;
};

static int
digit (int code, int i)
{
  static const int pow3[10] = { 1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683 };

  return code / pow3[i] % 3;
}

static int
from_digits (const int *digits, int n)
{
  int code = 0;

  for (int i = n - 1; i >= 0; i--)
    code = code * 3 + digits[i];
  return code;
}

static int
swap_colours (int code, int n)
{
  int d[10];

  for (int i = 0; i < n; i++)
    d[i] = (3 - digit (code, i)) % 3;
  return from_digits (d, n);
}

/* Edge + 2X: digits 0-7 along the edge, 8 the X square next to digit 0,
 * 9 the one next to digit 7; the reflection reverses the edge. */
static int
mirror_edge (int code)
{
  int d[10];

  for (int i = 0; i < 8; i++)
    d[i] = digit (code, 7 - i);
  d[8] = digit (code, 9);
  d[9] = digit (code, 8);
  return from_digits (d, 10);
}

/* Corner 3x3: digit r * 3 + c for the square r rows and c columns from the
 * corner; the reflection swaps rows and columns. */
static int
mirror_corner (int code)
{
  int d[9];

  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3; c++)
      d[r * 3 + c] = digit (code, c * 3 + r);
  return from_digits (d, 9);
}

/* Numbers the classes in the order of their smallest code. */
static int
make_classes (int n_configs, int n_digits, int (*mirror) (int),
              gint16 *class_of, gint8 *sign_of)
{
  int n_classes = 0;

  for (int code = 0; code < n_configs; code++)
    {
      int m = mirror (code);
      int c = swap_colours (code, n_digits);
      int mc = mirror (c);
      int rep = MIN (MIN (code, m), MIN (c, mc));

      if (rep == code)
        class_of[code] = (gint16) n_classes++;
      else
        class_of[code] = class_of[rep];
      if (c == code || mc == code)
        sign_of[code] = 0;
      else if (code == rep || code == mirror (rep))
        sign_of[code] = 1;
      else
        sign_of[code] = -1;
    }
  return n_classes;
}

int
sky_reversi_eval_phase (int empties)
{
  return MIN (MAX (empties - 1, 0) / 6, SKY_REVERSI_EVAL_N_PHASES - 1);
}

static void choose_variant (void);

static void
init_tables (void)
{
  int n_edge, n_corner;

  for (int bits = 0; bits < 512; bits++)
    {
      int v = 0;

      for (int i = 8; i >= 0; i--)
        v = v * 3 + ((bits >> i) & 1);
      base3[bits] = v;
    }
  n_edge = make_classes (SKY_REVERSI_EVAL_N_EDGE_CONFIGS, 10, mirror_edge,
                         edge_class_of, edge_sign_of);
  n_corner = make_classes (SKY_REVERSI_EVAL_N_CORNER_CONFIGS, 9,
                           mirror_corner, corner_class_of, corner_sign_of);
  g_assert (n_edge == SKY_REVERSI_EVAL_N_EDGE_CLASSES);
  g_assert (n_corner == SKY_REVERSI_EVAL_N_CORNER_CLASSES);
  for (int e = 0; e <= 64; e++)
    phase_of[e] = (gint8) sky_reversi_eval_phase (e);
  choose_variant ();
}

static void
ensure_tables (void)
{
  static gsize ready = 0;

  if (G_UNLIKELY (g_once_init_enter (&ready)))
    {
      init_tables ();
      g_once_init_leave (&ready, 1);
    }
}

/* Reflection in the a1-h8 diagonal: square (row, col) goes to (col, row). */
static inline guint64
transpose (guint64 x)
{
  guint64 t;

  t = G_GUINT64_CONSTANT (0x0f0f0f0f00000000) & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = G_GUINT64_CONSTANT (0x3333000033330000) & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = G_GUINT64_CONSTANT (0x5500550055005500) & (x ^ (x << 7));
  x ^= t ^ (t >> 7);
  return x;
}

/* Left-right reflection: column c goes to 7 - c. */
static inline guint64
flip_horizontal (guint64 x)
{
  x = ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555))
      | ((x & G_GUINT64_CONSTANT (0x5555555555555555)) << 1);
  x = ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333))
      | ((x & G_GUINT64_CONSTANT (0x3333333333333333)) << 2);
  x = ((x >> 4) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f))
      | ((x & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f)) << 4);
  return x;
}

/* Edge codes: the top row (a1..h1, X squares b2 and g2) and the bottom row
 * (a8..h8, X squares b7 and g7) of the boards P and O. */
static inline int
top_edge_code (guint64 P, guint64 O)
{
  return base3[P & 0xff] + 2 * base3[O & 0xff]
         + 6561 * (int) (((P >> 9) & 1) + 2 * ((O >> 9) & 1))
         + 19683 * (int) (((P >> 14) & 1) + 2 * ((O >> 14) & 1));
}

static inline int
bottom_edge_code (guint64 P, guint64 O)
{
  return base3[P >> 56] + 2 * base3[O >> 56]
         + 6561 * (int) (((P >> 49) & 1) + 2 * ((O >> 49) & 1))
         + 19683 * (int) (((P >> 54) & 1) + 2 * ((O >> 54) & 1));
}

/* Corner codes: the 3x3 block at a1 (rows 1-3) and at a8 (rows 8-6). */
static inline guint
top_corner_bits (guint64 x)
{
  return (guint) ((x & 7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1c0));
}

static inline guint
bottom_corner_bits (guint64 x)
{
  return (guint) (((x >> 56) & 7) | ((x >> 45) & 0x38)
                  | ((x >> 34) & 0x1c0));
}

static inline int
corner_code (guint Pbits, guint Obits)
{
  return base3[Pbits] + 2 * base3[Obits];
}

/* Every square next to a square of x. */
static inline guint64
neighbours (guint64 x)
{
  guint64 h = ((x << 1) & ~FILE_A) | ((x >> 1) & ~FILE_H);
  guint64 row = x | h;

  return h | (row << 8) | (row >> 8);
}

/* Squares of filled on a line that is full in the direction of shift s
 * (7 or 9) with wrap mask m_up for shifts up and m_down for shifts down:
 * the complement of a fill of the empty squares along the line. */
static inline guint64
full_diagonal (guint64 filled, int s, guint64 m_up, guint64 m_down)
{
  guint64 e = ~filled;
  guint64 up = e, down = e;
  guint64 pu = m_up, pd = m_down;

  up |= pu & (up << s);
  down |= pd & (down >> s);
  pu &= pu << s;
  pd &= pd >> s;
  up |= pu & (up << (2 * s));
  down |= pd & (down >> (2 * s));
  pu &= pu << (2 * s);
  pd &= pd >> (2 * s);
  up |= pu & (up << (4 * s));
  down |= pd & (down >> (4 * s));
  return filled & ~(up | down);
}

SKY_REVERSI_INLINE guint64
stable_discs (guint64 P, guint64 O)
{
  guint64 filled = P | O;
  guint64 rows, cols, full_h, full_v, full_d9, full_d7;
  guint64 h_fixed, v_fixed, d9_fixed, d7_fixed;
  guint64 stable = 0;

  /* Full rows: AND the eight bits of each row into its bit 0. */
  rows = filled & (filled >> 4);
  rows &= rows >> 2;
  rows &= rows >> 1;
  full_h = (rows & FILE_A) * 0xff;
  /* Full columns: AND the eight rows into row 1. */
  cols = filled & (filled >> 32);
  cols &= cols >> 16;
  cols &= cols >> 8;
  full_v = (cols & 0xff) * FILE_A;
  full_d9 = full_diagonal (filled, 9, ~FILE_A, ~FILE_H);
  full_d7 = full_diagonal (filled, 7, ~FILE_H, ~FILE_A);

  /* A direction cannot flip a disc whose line is full there or that has no
   * neighbour on one side of it (the board's edge). */
  h_fixed = full_h | FILE_A | FILE_H;
  v_fixed = full_v | RANK_1 | RANK_8;
  d9_fixed = full_d9 | BORDER;
  d7_fixed = full_d7 | BORDER;
  /* Nor one where a neighbour of the same colour is stable: grow from the
   * discs that are fixed in every direction to the fixed point. */
  for (;;)
    {
      guint64 h = h_fixed | ((stable << 1) & ~FILE_A) | ((stable >> 1) & ~FILE_H);
      guint64 v = v_fixed | (stable << 8) | (stable >> 8);
      guint64 d9 = d9_fixed | ((stable << 9) & ~FILE_A) | ((stable >> 9) & ~FILE_H);
      guint64 d7 = d7_fixed | ((stable << 7) & ~FILE_H) | ((stable >> 7) & ~FILE_A);
      guint64 next = P & h & v & d9 & d7;

      if (next == stable)
        return stable;
      stable = next;
    }
}

guint64
sky_reversi_stable_discs (guint64 P, guint64 O)
{
  return stable_discs (P, O);
}

void
sky_reversi_eval_features (guint64 P, guint64 O,
                           SkyReversiEvalFeatures *f)
{
  guint64 empty = ~(P | O);
  int empties = sky_reversi_popcount (empty);
  guint64 moves_p = sky_reversi_mobility (P, O);
  guint64 moves_o = sky_reversi_mobility (O, P);
  guint64 PT, OT, PH, OH;
  int codes[4];

  ensure_tables ();
  f->phase = phase_of[empties];
  f->features[SKY_REVERSI_FEATURE_BIAS] = 1;
  f->features[SKY_REVERSI_FEATURE_PARITY] = empties & 1;
  f->features[SKY_REVERSI_FEATURE_MOBILITY] = sky_reversi_popcount (moves_p)
                                              - sky_reversi_popcount (moves_o);
  f->features[SKY_REVERSI_FEATURE_POTENTIAL]
    = sky_reversi_popcount (neighbours (O) & empty)
      - sky_reversi_popcount (neighbours (P) & empty);
  f->features[SKY_REVERSI_FEATURE_STABLE]
    = sky_reversi_popcount (sky_reversi_stable_discs (P, O))
      - sky_reversi_popcount (sky_reversi_stable_discs (O, P));
  f->features[SKY_REVERSI_FEATURE_CORNERS]
    = sky_reversi_popcount (P & SKY_REVERSI_CORNERS)
      - sky_reversi_popcount (O & SKY_REVERSI_CORNERS);
  f->features[SKY_REVERSI_FEATURE_CORNER_MOVES]
    = sky_reversi_popcount (moves_p & SKY_REVERSI_CORNERS)
      - sky_reversi_popcount (moves_o & SKY_REVERSI_CORNERS);
  f->features[SKY_REVERSI_FEATURE_DISCS] = sky_reversi_popcount (P)
                                           - sky_reversi_popcount (O);

  PT = transpose (P);
  OT = transpose (O);
  codes[0] = top_edge_code (P, O);
  codes[1] = bottom_edge_code (P, O);
  codes[2] = top_edge_code (PT, OT);
  codes[3] = bottom_edge_code (PT, OT);
  for (int i = 0; i < 4; i++)
    {
      f->edge_class[i] = edge_class_of[codes[i]];
      f->edge_sign[i] = edge_sign_of[codes[i]];
    }
  PH = flip_horizontal (P);
  OH = flip_horizontal (O);
  codes[0] = corner_code (top_corner_bits (P), top_corner_bits (O));
  codes[1] = corner_code (bottom_corner_bits (P), bottom_corner_bits (O));
  codes[2] = corner_code (top_corner_bits (PH), top_corner_bits (OH));
  codes[3] = corner_code (bottom_corner_bits (PH), bottom_corner_bits (OH));
  for (int i = 0; i < 4; i++)
    {
      f->corner_class[i] = corner_class_of[codes[i]];
      f->corner_sign[i] = corner_sign_of[codes[i]];
    }
}

typedef guint64 (*MobilityFunc) (guint64 P, guint64 O);

/* The evaluation, compiled once per CPU variant as in reversi-perft.c:
 * hw_popcount selects the popcount instruction, mobility the mobility
 * function; both are constants that the compiler folds in. */
SKY_REVERSI_INLINE int
evaluate_body (const SkyReversiLegacyWeights *lw, guint64 P, guint64 O,
               const gboolean hw_popcount, MobilityFunc mobility)
{
#define COUNT(x) (hw_popcount ? __builtin_popcountll (x) : sky_reversi_popcount (x))
  guint64 empty = ~(P | O);
  int empties = COUNT (empty);
  guint64 moves_p = mobility (P, O);
  guint64 moves_o = mobility (O, P);
  guint64 PT, OT, PH, OH;
  const gint16 *w;
  const gint16 *edges, *corners;
  int phase, value;

  phase = phase_of[empties];
  w = lw->features[phase];
  value = w[SKY_REVERSI_FEATURE_BIAS]
          + (empties & 1) * w[SKY_REVERSI_FEATURE_PARITY]
          + w[SKY_REVERSI_FEATURE_MOBILITY] * (COUNT (moves_p) - COUNT (moves_o))
          + w[SKY_REVERSI_FEATURE_POTENTIAL]
            * (COUNT (neighbours (O) & empty) - COUNT (neighbours (P) & empty))
          + w[SKY_REVERSI_FEATURE_STABLE]
            * (COUNT (stable_discs (P, O)) - COUNT (stable_discs (O, P)))
          + w[SKY_REVERSI_FEATURE_CORNERS]
            * (COUNT (P & SKY_REVERSI_CORNERS) - COUNT (O & SKY_REVERSI_CORNERS))
          + w[SKY_REVERSI_FEATURE_CORNER_MOVES]
            * (COUNT (moves_p & SKY_REVERSI_CORNERS)
               - COUNT (moves_o & SKY_REVERSI_CORNERS))
          + w[SKY_REVERSI_FEATURE_DISCS] * (COUNT (P) - COUNT (O));
#undef COUNT

  edges = lw->edge_table[phase];
  corners = lw->corner_table[phase];
  PT = transpose (P);
  OT = transpose (O);
  value += edges[top_edge_code (P, O)] + edges[bottom_edge_code (P, O)]
           + edges[top_edge_code (PT, OT)] + edges[bottom_edge_code (PT, OT)];
  PH = flip_horizontal (P);
  OH = flip_horizontal (O);
  value += corners[corner_code (top_corner_bits (P), top_corner_bits (O))]
           + corners[corner_code (bottom_corner_bits (P), bottom_corner_bits (O))]
           + corners[corner_code (top_corner_bits (PH), top_corner_bits (OH))]
           + corners[corner_code (bottom_corner_bits (PH), bottom_corner_bits (OH))];
  return CLAMP (value, -SKY_REVERSI_EVAL_LIMIT, SKY_REVERSI_EVAL_LIMIT);
}

SKY_REVERSI_INLINE guint64
mobility_generic (guint64 P, guint64 O)
{
  return sky_reversi_mobility (P, O);
}

static int
evaluate_generic (const SkyReversiLegacyWeights *w, guint64 P, guint64 O)
{
  return evaluate_body (w, P, O, FALSE, mobility_generic);
}

#ifdef SKY_REVERSI_X86_DISPATCH
SKY_REVERSI_TARGET_POPCNT static int
evaluate_popcnt (const SkyReversiLegacyWeights *w, guint64 P, guint64 O)
{
  return evaluate_body (w, P, O, TRUE, mobility_generic);
}

SKY_REVERSI_TARGET_AVX2 static int
evaluate_avx2 (const SkyReversiLegacyWeights *w, guint64 P, guint64 O)
{
  return evaluate_body (w, P, O, TRUE, sky_reversi_mobility_avx2);
}
#endif

typedef int (*EvaluateFunc) (const SkyReversiLegacyWeights *w, guint64 P,
                             guint64 O);

/* The variant for this CPU, chosen with the tables. */
static EvaluateFunc evaluate_variant = evaluate_generic;

static void
choose_variant (void)
{
#ifdef SKY_REVERSI_X86_DISPATCH
  switch (sky_reversi_cpu_level ())
    {
    case SKY_REVERSI_CPU_AVX2:
    case SKY_REVERSI_CPU_AVX2_BMI2:
      evaluate_variant = evaluate_avx2;
      break;
    case SKY_REVERSI_CPU_POPCNT:
      evaluate_variant = evaluate_popcnt;
      break;
    case SKY_REVERSI_CPU_GENERIC:
    default:
      evaluate_variant = evaluate_generic;
      break;
    }
#endif
}

/* --- Weights ----------------------------------------------------------- */

SkyReversiLegacyWeights *
sky_reversi_legacy_weights_new (const gint16 *features, const gint16 *edges,
                                const gint16 *corners, const char *description)
{
  SkyReversiLegacyWeights *w;

  g_return_val_if_fail (features != NULL && edges != NULL && corners != NULL,
                        NULL);
  ensure_tables ();
  w = g_new (SkyReversiLegacyWeights, 1);
  g_atomic_ref_count_init (&w->ref);
  memcpy (w->features, features, sizeof w->features);
  memcpy (w->edges, edges, sizeof w->edges);
  memcpy (w->corners, corners, sizeof w->corners);
  /* The sign flips a weight: -32768 would not flip into a gint16. */
  for (int p = 0; p < SKY_REVERSI_EVAL_N_PHASES; p++)
    {
      for (int code = 0; code < SKY_REVERSI_EVAL_N_EDGE_CONFIGS; code++)
        w->edge_table[p][code]
          = (gint16) (edge_sign_of[code]
                      * MAX (w->edges[p][edge_class_of[code]], -G_MAXINT16));
      for (int code = 0; code < SKY_REVERSI_EVAL_N_CORNER_CONFIGS; code++)
        w->corner_table[p][code]
          = (gint16) (corner_sign_of[code]
                      * MAX (w->corners[p][corner_class_of[code]], -G_MAXINT16));
    }
  w->description = g_strdup (description != NULL ? description : "");
  return w;
}

SkyReversiLegacyWeights *
sky_reversi_legacy_weights_ref (SkyReversiLegacyWeights *w)
{
  g_return_val_if_fail (w != NULL, NULL);
  g_atomic_ref_count_inc (&w->ref);
  return w;
}

void
sky_reversi_legacy_weights_unref (SkyReversiLegacyWeights *w)
{
  if (w != NULL && g_atomic_ref_count_dec (&w->ref))
    {
      g_free (w->description);
      g_free (w);
    }
}

/* The compiled-in weights, made once and kept. */
static const SkyReversiLegacyWeights *
default_weights (void)
{
  static SkyReversiLegacyWeights *weights;

  if (g_once_init_enter (&weights))
    g_once_init_leave (&weights,
                               sky_reversi_legacy_weights_new (&sky_reversi_weights_features[0][0],
                                                               &sky_reversi_weights_edges[0][0],
                                                               &sky_reversi_weights_corners[0][0],
                                                               SKY_REVERSI_LEGACY_DEFAULT_DESCRIPTION));
  return weights;
}

SkyReversiLegacyWeights *
sky_reversi_legacy_weights_get_default (void)
{
  return sky_reversi_legacy_weights_ref ((SkyReversiLegacyWeights *) default_weights ());
}

const gint16 *
sky_reversi_legacy_weights_get_features (const SkyReversiLegacyWeights *w)
{
  return &w->features[0][0];
}

const gint16 *
sky_reversi_legacy_weights_get_edges (const SkyReversiLegacyWeights *w)
{
  return &w->edges[0][0];
}

const gint16 *
sky_reversi_legacy_weights_get_corners (const SkyReversiLegacyWeights *w)
{
  return &w->corners[0][0];
}

const char *
sky_reversi_legacy_weights_get_description (const SkyReversiLegacyWeights *w)
{
  return w->description;
}

guint32
sky_reversi_legacy_weights_checksum (const SkyReversiLegacyWeights *w)
{
  return sky_reversi_eval_checksum (&w->features[0][0], &w->edges[0][0],
                                    &w->corners[0][0]);
}

/* --- Evaluation -------------------------------------------------------- */

int
sky_reversi_legacy_evaluate (const SkyReversiLegacyWeights *w, guint64 P,
                             guint64 O)
{
  /* w exists, so the tables and the variant are made. */
  return evaluate_variant (w, P, O);
}

int
sky_reversi_evaluate (guint64 P, guint64 O)
{
  return evaluate_variant (default_weights (), P, O);
}

int
sky_reversi_legacy_evaluate_at (SkyReversiCpuLevel level,
                                const SkyReversiLegacyWeights *w, guint64 P,
                                guint64 O)
{
  level = MIN (level, sky_reversi_cpu_level ());
#ifdef SKY_REVERSI_X86_DISPATCH
  if (level >= SKY_REVERSI_CPU_AVX2)
    return evaluate_avx2 (w, P, O);
  if (level == SKY_REVERSI_CPU_POPCNT)
    return evaluate_popcnt (w, P, O);
#endif
  return evaluate_generic (w, P, O);
}

int
sky_reversi_evaluate_at (SkyReversiCpuLevel level, guint64 P, guint64 O)
{
  return sky_reversi_legacy_evaluate_at (level, default_weights (), P, O);
}

int
sky_reversi_eval_tempo (int empties)
{
  const gint16 *w = sky_reversi_weights_features[sky_reversi_eval_phase (empties)];

  return w[SKY_REVERSI_FEATURE_BIAS] + (empties & 1) * w[SKY_REVERSI_FEATURE_PARITY];
}

int
sky_reversi_eval_edge_class (int code, int *sign)
{
  ensure_tables ();
  g_return_val_if_fail (code >= 0 && code < SKY_REVERSI_EVAL_N_EDGE_CONFIGS, 0);
  if (sign != NULL)
    *sign = edge_sign_of[code];
  return edge_class_of[code];
}

int
sky_reversi_eval_corner_class (int code, int *sign)
{
  ensure_tables ();
  g_return_val_if_fail (code >= 0 && code < SKY_REVERSI_EVAL_N_CORNER_CONFIGS, 0);
  if (sign != NULL)
    *sign = corner_sign_of[code];
  return corner_class_of[code];
}

/* FNV-1a over the weights as little-endian 16-bit numbers, so the sum is
 * the same on any machine. */
static guint32
fnv1a (guint32 hash, const gint16 *weights, gsize n)
{
  for (gsize i = 0; i < n; i++)
    {
      guint16 w = (guint16) weights[i];

      hash = (hash ^ (w & 0xff)) * 16777619u;
      hash = (hash ^ (w >> 8)) * 16777619u;
    }
  return hash;
}

guint32
sky_reversi_eval_checksum (const gint16 *features, const gint16 *edges,
                           const gint16 *corners)
{
  guint32 hash = 2166136261u;

  hash = fnv1a (hash, features,
                SKY_REVERSI_EVAL_N_PHASES * SKY_REVERSI_N_FEATURES);
  hash = fnv1a (hash, edges,
                SKY_REVERSI_EVAL_N_PHASES * SKY_REVERSI_EVAL_N_EDGE_CLASSES);
  hash = fnv1a (hash, corners,
                SKY_REVERSI_EVAL_N_PHASES * SKY_REVERSI_EVAL_N_CORNER_CLASSES);
  return hash;
}

guint32
sky_reversi_eval_weights_checksum (void)
{
  return sky_reversi_eval_checksum (&sky_reversi_weights_features[0][0],
                                    &sky_reversi_weights_edges[0][0],
                                    &sky_reversi_weights_corners[0][0]);
}
