/* reversi-pattern.c: the pattern evaluation (see reversi-pattern.h).
 *
 * Each of the 46 instances is a mask of squares.  Its code is computed
 * afresh from P and O each time: the mask's bits are gathered (PEXT, or in
 * the portable variant a shift and a mask per run of neighbouring squares)
 * and a per-instance table turns the gathered bits into base-3 digits in
 * the family's reading order, so
 *   code = b3[pext (P, mask)] + 2 * b3[pext (O, mask)].  The per-instance
 * table is what lets every instance share its family's weights whichever
 * symmetry made it, without transforming the board.
 *
 * The weights are kept twice: per class (the file's form, what the fitter
 * sees) and expanded per code (what evaluate reads, one table a phase,
 * made the first time the phase is evaluated).
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <string.h>

#include "reversi-pattern.h"
#include "reversi-resource.h"
#include "read-limited.h"
#include "write-atomic.h"

#define LIMIT 6400
#define MAX_SQUARES 10

/* --- Families and instances -------------------------------------------- */

#define SQ(name) ((name[1] - '1') * 8 + (name[0] - 'a'))

typedef struct {
  const char *name;
  int n;                          /* squares */
  const char *squares;            /* "a1b1…", digit 0 first */
  int mirror[MAX_SQUARES];        /* the own reflection: digit i -> mirror[i];
                                   * mirror[0] == -1 for none */
} Family;

static const Family families[SKY_REVERSI_PATTERN_N_FAMILIES] = {
  { "edge+2X", 10, "a1b1c1d1e1f1g1h1b2g2", { 7, 6, 5, 4, 3, 2, 1, 0, 9, 8 } },
  { "corner 3x3", 9, "a1b1c1a2b2c2a3b3c3", { 0, 3, 6, 1, 4, 7, 2, 5, 8 } },
  { "corner 2x5", 10, "a1b1c1d1e1a2b2c2d2e2", { -1 } },
  { "line 2", 8, "a2b2c2d2e2f2g2h2", { 7, 6, 5, 4, 3, 2, 1, 0 } },
  { "line 3", 8, "a3b3c3d3e3f3g3h3", { 7, 6, 5, 4, 3, 2, 1, 0 } },
  { "line 4", 8, "a4b4c4d4e4f4g4h4", { 7, 6, 5, 4, 3, 2, 1, 0 } },
  { "diagonal 8", 8, "a1b2c3d4e5f6g7h8", { 7, 6, 5, 4, 3, 2, 1, 0 } },
  { "diagonal 7", 7, "b1c2d3e4f5g6h7", { 6, 5, 4, 3, 2, 1, 0 } },
  { "diagonal 6", 6, "c1d2e3f4g5h6", { 5, 4, 3, 2, 1, 0 } },
  { "diagonal 5", 5, "d1e2f3g4h5", { 4, 3, 2, 1, 0 } },
  { "diagonal 4", 4, "e1f2g3h4", { 3, 2, 1, 0 } },
};

static const char *const count_names[5] = {
  "mobility P", "mobility O", "potential P", "potential O", "bias",
};

typedef struct {
  guint64 mask;
  guint32 code_offset;            /* the family's first code in a phase */
  guint32 class_offset;           /* the family's first class */
  const guint16 *class_of;        /* the family's code -> class */
  const guint16 *b3;              /* gathered bits -> base-3 digits */
  guint8 n;
  /* The portable gather: the mask as runs of neighbouring squares, each
   * moved down into place, (x & run_mask[k]) >> run_shift[k]. */
  guint8 n_runs;
  guint8 run_shift[MAX_SQUARES];
  guint64 run_mask[MAX_SQUARES];
} Instance;

static Instance instances[SKY_REVERSI_PATTERN_N_INSTANCES];

/* Per phase: where each table starts, per code and per class. */
static int code_offset[SKY_REVERSI_PATTERN_N_TABLES];
static int table_size[SKY_REVERSI_PATTERN_N_TABLES];   /* classes */
static int class_offset[SKY_REVERSI_PATTERN_N_TABLES];
static int table_codes[SKY_REVERSI_PATTERN_N_TABLES];
static int n_codes;                                    /* a phase */

static guint16 *class_of_family[SKY_REVERSI_PATTERN_N_FAMILIES];
static guint16 b3_storage[SKY_REVERSI_PATTERN_N_INSTANCES << MAX_SQUARES];

#define COUNTS_TABLE SKY_REVERSI_PATTERN_N_FAMILIES
#define BIAS_TABLE (SKY_REVERSI_PATTERN_N_TABLES - 1)

/* Square sq under symmetry s: bit 0 mirrors the files, bit 1 the ranks,
 * then bit 2 swaps files and ranks (reversi-training.h's numbering). */
static int
map_square (int sq, int s)
{
  int r = sq / 8, c = sq % 8, t;

  if (s & 1)
    c = 7 - c;
  if (s & 2)
    r = 7 - r;
  if (s & 4)
    {
      t = r;
      r = c;
      c = t;
    }
  return r * 8 + c;
}

static int
pow3 (int n)
{
  int p = 1;

  while (n-- > 0)
    p *= 3;
  return p;
}

/* Code -> class for a family: a code and its reflection share the class of
 * the smaller, classes numbered in the order of their smaller code. */
static int
make_classes (const Family *f, guint16 *class_of)
{
  int n_configs = pow3 (f->n);
  int n_classes = 0;

  for (int code = 0; code < n_configs; code++)
    {
      int image = code;

      if (f->mirror[0] >= 0)
        {
          int d[MAX_SQUARES], m[MAX_SQUARES], x = code;

          for (int i = 0; i < f->n; i++, x /= 3)
            d[i] = x % 3;
          for (int i = 0; i < f->n; i++)
            m[f->mirror[i]] = d[i];
          image = 0;
          for (int i = f->n - 1; i >= 0; i--)
            image = image * 3 + m[i];
        }
      class_of[code] = image < code ? class_of[image] : n_classes++;
    }
  return n_classes;
}

static void
init_tables (void)
{
  int n_instances = 0, codes = 0, classes = 0;
  guint16 *b3 = b3_storage;

  for (int f = 0; f < SKY_REVERSI_PATTERN_N_FAMILIES; f++)
    {
      const Family *family = &families[f];
      guint64 seen[8];
      int n_seen = 0;

      class_of_family[f] = g_new (guint16, pow3 (family->n));
      code_offset[f] = codes;
      class_offset[f] = classes;
      table_codes[f] = pow3 (family->n);
      table_size[f] = make_classes (family, class_of_family[f]);
      codes += table_codes[f];
      classes += table_size[f];

      for (int s = 0; s < 8; s++)
        {
          int digit_of_square[64];
          int bits_of[MAX_SQUARES];
          guint64 mask = 0;
          Instance *in;
          gboolean dup = FALSE;
          int k = 0;

          for (int i = 0; i < family->n; i++)
            {
              int sq = map_square (SQ ((family->squares + 2 * i)), s);

              mask |= G_GUINT64_CONSTANT (1) << sq;
              digit_of_square[sq] = i;
            }
          for (int i = 0; i < n_seen; i++)
            dup = dup || seen[i] == mask;
          if (dup)
            continue;
          seen[n_seen++] = mask;

          g_assert (n_instances < SKY_REVERSI_PATTERN_N_INSTANCES);
          in = &instances[n_instances++];
          in->mask = mask;
          in->n = family->n;
          in->code_offset = code_offset[f];
          in->class_offset = class_offset[f];
          in->class_of = class_of_family[f];
          for (int sq = 0; sq < 64; sq++)
            if (mask & (G_GUINT64_CONSTANT (1) << sq))
              {
                bits_of[k] = sq;
                if (k == 0 || bits_of[k - 1] != sq - 1)
                  {
                    in->run_shift[in->n_runs] = sq - k;
                    in->run_mask[in->n_runs++] = 0;
                  }
                in->run_mask[in->n_runs - 1] |= G_GUINT64_CONSTANT (1) << sq;
                k++;
              }
          for (guint bits = 0; bits < 1u << family->n; bits++)
            {
              int v = 0;

              for (int j = 0; j < family->n; j++)
                if (bits & (1u << j))
                  v += pow3 (digit_of_square[bits_of[j]]);
              b3[bits] = v;
            }
          in->b3 = b3;
          b3 += 1u << family->n;
        }
    }
  g_assert (n_instances == SKY_REVERSI_PATTERN_N_INSTANCES);

  for (int t = COUNTS_TABLE; t < SKY_REVERSI_PATTERN_N_TABLES; t++)
    {
      int size = t == BIAS_TABLE ? 1 : SKY_REVERSI_PATTERN_N_COUNTS;

      code_offset[t] = codes;
      class_offset[t] = classes;
      table_codes[t] = table_size[t] = size;
      codes += size;
      classes += size;
    }
  n_codes = codes;
  g_assert (classes == SKY_REVERSI_PATTERN_N_WEIGHTS);
}

static void
ensure_tables (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      init_tables ();
      g_once_init_leave (&done, 1);
    }
}

int
sky_reversi_pattern_phase (int empties)
{
  return CLAMP ((empties - 1) / 2, 0, SKY_REVERSI_PATTERN_N_PHASES - 1);
}

int
sky_reversi_pattern_table_size (int t)
{
  g_return_val_if_fail (t >= 0 && t < SKY_REVERSI_PATTERN_N_TABLES, 0);
  ensure_tables ();
  return table_size[t];
}

int
sky_reversi_pattern_table_offset (int t)
{
  g_return_val_if_fail (t >= 0 && t < SKY_REVERSI_PATTERN_N_TABLES, 0);
  ensure_tables ();
  return class_offset[t];
}

const char *
sky_reversi_pattern_table_name (int t)
{
  g_return_val_if_fail (t >= 0 && t < SKY_REVERSI_PATTERN_N_TABLES, NULL);
  return t < COUNTS_TABLE ? families[t].name : count_names[t - COUNTS_TABLE];
}

/* --- Weights ----------------------------------------------------------- */

struct _SkyReversiPatternWeights {
  gatomicrefcount ref;
  gint16 *weights;                /* [phase][class]; a phase of a version 2
                                   * file is filled when first used */
  /* Each phase is unpacked (inflated and checked) and expanded per code on
   * first use, under its own g_once: loading touches none of the weights,
   * and evaluations on many threads at once wait only for the phase they
   * need. */
  gsize unpacked[SKY_REVERSI_PATTERN_N_PHASES];  /* g_once: 1 done, 2 bad */
  GBytes *stream[SKY_REVERSI_PATTERN_N_PHASES];  /* not yet unpacked */
  guint64 phase_sum[SKY_REVERSI_PATTERN_N_PHASES];  /* the file's */
  char *bad[SKY_REVERSI_PATTERN_N_PHASES];       /* why unpacking failed */
  gsize codes[SKY_REVERSI_PATTERN_N_PHASES];     /* g_once: gint16 *[code],
                                                  * fitted phases */
  gint16 *zero;                   /* every phase's when none is fitted */
  gpointer phase_codes[SKY_REVERSI_PATTERN_N_PHASES];  /* what a phase reads
                                                        * (atomic; NULL:
                                                        * not yet) */
  guint32 fitted;
  char *description;
};

static gboolean bad (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);
static gboolean unpack (const SkyReversiPatternWeights *w, int p, GError **error);

/* The fitted phase whose weights phase p uses: itself, or the nearest
 * fitted one (the one with fewer empties on a tie); -1 if none is. */
static int
nearest_fitted (guint32 fitted, int p)
{
  if (fitted == 0)
    return -1;
  for (int d = 0;; d++)
    {
      if (p - d >= 0 && (fitted & (1u << (p - d))))
        return p - d;
      if (p + d < SKY_REVERSI_PATTERN_N_PHASES && (fitted & (1u << (p + d))))
        return p + d;
    }
}

/* After a change of weights: every phase looks its table up again. */
static void
forget_tables (SkyReversiPatternWeights *w)
{
  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    g_atomic_pointer_set (&w->phase_codes[p], NULL);
}

static gint16 *
expand_phase (const SkyReversiPatternWeights *w, int p)
{
  const gint16 *src = w->weights + (gsize) p * SKY_REVERSI_PATTERN_N_WEIGHTS;
  gint16 *dst = g_new (gint16, n_codes);

  for (int t = 0; t < SKY_REVERSI_PATTERN_N_TABLES; t++)
    {
      const gint16 *s = src + class_offset[t];
      gint16 *d = dst + code_offset[t];

      if (t < COUNTS_TABLE)
        {
          const guint16 *class_of = class_of_family[t];

          for (int c = 0; c < table_codes[t]; c++)
            d[c] = s[class_of[c]];
        }
      else
        memcpy (d, s, table_codes[t] * sizeof (gint16));
    }
  return dst;
}

/* The per-code table of fitted phase p, made once. */
static const gint16 *
phase_codes_of (const SkyReversiPatternWeights *cw, int p)
{
  /* Only the lazily filled parts change: the weights stay as they are. */
  SkyReversiPatternWeights *w = (SkyReversiPatternWeights *) cw;

  if (g_once_init_enter (&w->codes[p]))
    {
      g_autoptr(GError) error = NULL;

      /* A broken phase is evaluated as 0 rather than stopping a search
       * that cannot fail; sky_reversi_pattern_weights_check () reports
       * it. */
      if (!unpack (w, p, &error))
        g_warning ("%s; the phase is evaluated as 0", error->message);
      g_once_init_leave (&w->codes[p], (gsize) expand_phase (w, p));
    }
  return (const gint16 *) w->codes[p];
}

static G_GNUC_NO_INLINE const gint16 *
phase_table_slow (const SkyReversiPatternWeights *cw, int p)
{
  SkyReversiPatternWeights *w = (SkyReversiPatternWeights *) cw;
  int use = nearest_fitted (w->fitted, p);
  const gint16 *t = use < 0 ? w->zero : phase_codes_of (w, use);

  /* Threads racing here store the same pointer. */
  g_atomic_pointer_set (&w->phase_codes[p], (gpointer) t);
  return t;
}

/* The table evaluate reads for phase p. */
static inline const gint16 *
phase_table (const SkyReversiPatternWeights *w, int p)
{
  const gint16 *t = g_atomic_pointer_get (&((SkyReversiPatternWeights *) w)->phase_codes[p]);

  return G_LIKELY (t != NULL) ? t : phase_table_slow (w, p);
}

SkyReversiPatternWeights *
sky_reversi_pattern_weights_new (void)
{
  SkyReversiPatternWeights *w = g_new0 (SkyReversiPatternWeights, 1);

  ensure_tables ();
  g_atomic_ref_count_init (&w->ref);
  /* Zeroed pages cost nothing until a phase is written. */
  w->weights = g_new0 (gint16, (gsize) SKY_REVERSI_PATTERN_N_PHASES
                               * SKY_REVERSI_PATTERN_N_WEIGHTS);
  w->zero = g_new0 (gint16, n_codes);
  w->description = g_strdup ("");
  return w;
}

SkyReversiPatternWeights *
sky_reversi_pattern_weights_ref (SkyReversiPatternWeights *w)
{
  g_atomic_ref_count_inc (&w->ref);
  return w;
}

/* Drops phase p's per-code table (no thread may be evaluating). */
static void
drop_codes (SkyReversiPatternWeights *w, int p)
{
  g_free ((gpointer) w->codes[p]);
  w->codes[p] = 0;
}

void
sky_reversi_pattern_weights_unref (SkyReversiPatternWeights *w)
{
  if (w != NULL && g_atomic_ref_count_dec (&w->ref))
    {
      g_free (w->weights);
      for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
        {
          drop_codes (w, p);
          g_clear_pointer (&w->stream[p], g_bytes_unref);
          g_free (w->bad[p]);
        }
      g_free (w->zero);
      g_free (w->description);
      g_free (w);
    }
}

const char *
sky_reversi_pattern_weights_get_description (const SkyReversiPatternWeights *w)
{
  return w->description;
}

void
sky_reversi_pattern_weights_set_description (SkyReversiPatternWeights *w,
                                             const char *text)
{
  g_free (w->description);
  w->description = g_strdup (text != NULL ? text : "");
}

gboolean
sky_reversi_pattern_weights_phase_fitted (const SkyReversiPatternWeights *w,
                                          int phase)
{
  g_return_val_if_fail (phase >= 0 && phase < SKY_REVERSI_PATTERN_N_PHASES, FALSE);
  return (w->fitted >> phase) & 1;
}

const gint16 *
sky_reversi_pattern_weights_get_phase (const SkyReversiPatternWeights *w,
                                       int phase)
{
  g_return_val_if_fail (phase >= 0 && phase < SKY_REVERSI_PATTERN_N_PHASES, NULL);
  unpack (w, phase, NULL);
  return w->weights + (gsize) phase * SKY_REVERSI_PATTERN_N_WEIGHTS;
}

void
sky_reversi_pattern_weights_set_phase (SkyReversiPatternWeights *w, int phase,
                                       const gint16 *weights)
{
  g_return_if_fail (phase >= 0 && phase < SKY_REVERSI_PATTERN_N_PHASES);
  /* Settles a pending stream first (weights may point into this phase). */
  unpack (w, phase, NULL);
  memmove (w->weights + (gsize) phase * SKY_REVERSI_PATTERN_N_WEIGHTS, weights,
           SKY_REVERSI_PATTERN_N_WEIGHTS * sizeof (gint16));
  w->fitted |= 1u << phase;
  w->unpacked[phase] = 1;
  g_clear_pointer (&w->bad[phase], g_free);
  drop_codes (w, phase);
  forget_tables (w);
}

#define PHASE_BYTES ((gsize) SKY_REVERSI_PATTERN_N_WEIGHTS * 2)
#define FNV_PRIME G_GUINT64_CONSTANT (0x100000001b3)
#define CHECKSUM_START G_GUINT64_CONSTANT (0xcbf29ce484222325)

/* FNV-1a over the weights' little-endian bytes, 8 at a time (a byte at a
 * time would cost a good part of the 50 ms the loading may take). */
static guint64
checksum_bytes (guint64 hash, const guint8 *data, gsize n)
{
  gsize i = 0;

  for (; i + 8 <= n; i += 8)
    {
      guint64 word;

      memcpy (&word, data + i, 8);
      hash = (hash ^ GUINT64_FROM_LE (word)) * FNV_PRIME;
    }
  for (; i < n; i++)
    hash = (hash ^ data[i]) * FNV_PRIME;
  return hash;
}

#if G_BYTE_ORDER != G_LITTLE_ENDIAN
/* A phase's weights as little-endian bytes. */
static void
phase_to_le (const gint16 *src, guint8 *out)
{
  for (gsize i = 0; i < SKY_REVERSI_PATTERN_N_WEIGHTS; i++, out += 2)
    {
      guint16 v = GUINT16_TO_LE ((guint16) src[i]);

      memcpy (out, &v, 2);
    }
}
#endif

/* Version 2's checksum of phase p: its weights, then its number (so a
 * phase's stream in another's place is caught). */
static guint64
phase_checksum (const gint16 *src, int p)
{
  guint64 hash;

#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  hash = checksum_bytes (CHECKSUM_START, (const guint8 *) src, PHASE_BYTES);
#else
  g_autofree guint8 *le = g_malloc (PHASE_BYTES);

  phase_to_le (src, le);
  hash = checksum_bytes (CHECKSUM_START, le, PHASE_BYTES);
#endif
  return (hash ^ (guint64) p) * FNV_PRIME;
}

/* Version 2's file checksum: the fitted phases' checksums, then which
 * phases they are. */
static guint64
file_checksum (const guint64 *phase_sums, guint32 fitted)
{
  guint64 hash = CHECKSUM_START;

  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    if (fitted & (1u << p))
      hash = (hash ^ phase_sums[p]) * FNV_PRIME;
  return (hash ^ fitted) * FNV_PRIME;
}

guint64
sky_reversi_pattern_weights_checksum (const SkyReversiPatternWeights *w)
{
  guint64 sums[SKY_REVERSI_PATTERN_N_PHASES] = { 0 };

  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    if (w->fitted & (1u << p))
      sums[p] = phase_checksum (sky_reversi_pattern_weights_get_phase (w, p), p);
  return file_checksum (sums, w->fitted);
}

/* Runs all of in through converter into out (which grows up to max_out
 * bytes: more is an error), to its end. */
static gboolean
convert_all (GConverter *converter, const guint8 *in, gsize in_len,
             GByteArray *out, gsize max_out, GError **error)
{
  gsize used = out->len;

  for (;;)
    {
      guint8 scratch[64];
      guint8 *dest;
      gsize read = 0, written = 0, space;
      GConverterResult result;

      if (out->len - used < 65536 && out->len < max_out)
        g_byte_array_set_size (out, MIN (MAX (out->len * 2, 1 << 20), max_out));
      /* When full, a scratch buffer: the stream may still end there. */
      dest = out->len > used ? out->data + used : scratch;
      space = out->len > used ? out->len - used : sizeof scratch;
      result = g_converter_convert (converter, in, in_len, dest, space,
                                    G_CONVERTER_INPUT_AT_END, &read, &written,
                                    error);
      if (result == G_CONVERTER_ERROR)
        return FALSE;
      if (dest == scratch && written > 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("more than %llu bytes of weights"),
                       (unsigned long long) max_out);
          return FALSE;
        }
      in += read;
      in_len -= read;
      used += written;
      if (result == G_CONVERTER_FINISHED)
        break;
      if (read == 0 && written == 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("the compressed weights end early"));
          return FALSE;
        }
    }
  g_byte_array_set_size (out, used);
  return TRUE;
}

/* Version 2 stores a phase's weights zigzag-coded (0, -1, 1, -2 … as 0, 1,
 * 2, 3 …) in two planes, all the low bytes and then all the high bytes:
 * most weights are small, so the high plane is nearly all 0 and deflates
 * to little (about 10 % less than the plain 16-bit words). */
static void
encode_phase (const gint16 *src, guint8 *out)
{
  for (gsize i = 0; i < SKY_REVERSI_PATTERN_N_WEIGHTS; i++)
    {
      int v = src[i];
      guint16 z = (guint16) ((guint32) v << 1 ^ (guint32) (v >> 15));

      out[i] = z & 0xff;
      out[SKY_REVERSI_PATTERN_N_WEIGHTS + i] = z >> 8;
    }
}

static void
decode_phase (const guint8 *in, gint16 *dst)
{
  for (gsize i = 0; i < SKY_REVERSI_PATTERN_N_WEIGHTS; i++)
    {
      guint16 z = in[i] | in[SKY_REVERSI_PATTERN_N_WEIGHTS + i] << 8;

      dst[i] = (gint16) ((z >> 1) ^ -(int) (z & 1));
    }
}

/* Inflates phase p's stream into its weights and checks them. */
static gboolean
inflate_phase (SkyReversiPatternWeights *w, int p, GError **error)
{
  g_autoptr(GZlibDecompressor) zlib = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB);
  g_autoptr(GByteArray) planes = g_byte_array_new ();
  gint16 *dst = w->weights + (gsize) p * SKY_REVERSI_PATTERN_N_WEIGHTS;
  gsize len;
  const guint8 *data = g_bytes_get_data (w->stream[p], &len);
  guint64 sum;

  if (!convert_all (G_CONVERTER (zlib), data, len, planes, PHASE_BYTES, error))
    return FALSE;
  if (planes->len != PHASE_BYTES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%u bytes, expected %llu"), planes->len,
                   (unsigned long long) PHASE_BYTES);
      return FALSE;
    }
  decode_phase (planes->data, dst);
  sum = phase_checksum (dst, p);
  if (sum != w->phase_sum[p])
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("checksum %016llx, the file says %016llx"),
                   (unsigned long long) sum,
                   (unsigned long long) w->phase_sum[p]);
      return FALSE;
    }
  return TRUE;
}

/* Makes phase p's weights ready, once, whichever thread asks first.  A
 * phase that fails is left all 0, and every call says why. */
static gboolean
unpack (const SkyReversiPatternWeights *cw, int p, GError **error)
{
  SkyReversiPatternWeights *w = (SkyReversiPatternWeights *) cw;

  if (g_once_init_enter (&w->unpacked[p]))
    {
      gsize state = 1;

      if (w->stream[p] != NULL)
        {
          g_autoptr(GError) local = NULL;

          if (!inflate_phase (w, p, &local))
            {
              memset (w->weights + (gsize) p * SKY_REVERSI_PATTERN_N_WEIGHTS, 0,
                      PHASE_BYTES);
              w->bad[p] = g_strdup (local->message);
              state = 2;
            }
          g_clear_pointer (&w->stream[p], g_bytes_unref);
        }
      g_once_init_leave (&w->unpacked[p], state);
    }
  if (w->unpacked[p] == 2)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* TRANSLATORS: a phase's number, its empty squares
                    * (from, to), then what is wrong with its weights */
                   _("bad pattern weights: phase %d (%d-%d empties): %s"), p,
                   2 * p + 1, 2 * p + 2,
                   w->bad[p]);
      return FALSE;
    }
  return TRUE;
}

gboolean
sky_reversi_pattern_weights_check (const SkyReversiPatternWeights *w,
                                   GError **error)
{
  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    if ((w->fitted & (1u << p)) && !unpack (w, p, error))
      return FALSE;
  return TRUE;
}

static void
put_u32 (GByteArray *out, guint32 v)
{
  guint32 le = GUINT32_TO_LE (v);

  g_byte_array_append (out, (const guint8 *) &le, 4);
}

static void
put_u64 (GByteArray *out, guint64 v)
{
  guint64 le = GUINT64_TO_LE (v);

  g_byte_array_append (out, (const guint8 *) &le, 8);
}

gboolean
sky_reversi_pattern_weights_save_file (const SkyReversiPatternWeights *w,
                                       const char *path, GError **error)
{
  g_autoptr(GByteArray) out = g_byte_array_new ();
  g_autofree guint8 *planes = g_malloc (PHASE_BYTES);
  guint64 sums[SKY_REVERSI_PATTERN_N_PHASES] = { 0 };
  gsize text_len = strlen (w->description);

  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    if (w->fitted & (1u << p))
      {
        /* A phase that did not unpack is not written as if it were good. */
        if (!unpack (w, p, error))
          return FALSE;
        sums[p] = phase_checksum (sky_reversi_pattern_weights_get_phase (w, p), p);
      }

  g_byte_array_append (out, (const guint8 *) SKY_REVERSI_PATTERN_WEIGHTS_MAGIC, 8);
  put_u32 (out, SKY_REVERSI_PATTERN_WEIGHTS_VERSION);
  put_u32 (out, SKY_REVERSI_PATTERN_N_PHASES);
  put_u32 (out, SKY_REVERSI_PATTERN_N_TABLES);
  for (int t = 0; t < SKY_REVERSI_PATTERN_N_TABLES; t++)
    put_u32 (out, table_size[t]);
  put_u32 (out, w->fitted);
  put_u64 (out, file_checksum (sums, w->fitted));
  put_u32 (out, text_len);
  g_byte_array_append (out, (const guint8 *) w->description, text_len);
  for (int p = 0; p < SKY_REVERSI_PATTERN_N_PHASES; p++)
    if (w->fitted & (1u << p))
      {
        g_autoptr(GZlibCompressor) zlib = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB, 9);
        g_autoptr(GByteArray) stream = g_byte_array_new ();

        encode_phase (sky_reversi_pattern_weights_get_phase (w, p), planes);
        if (!convert_all (G_CONVERTER (zlib), planes, PHASE_BYTES, stream,
                          PHASE_BYTES + PHASE_BYTES / 8 + 65536, error))
          return FALSE;
        put_u64 (out, sums[p]);
        put_u32 (out, stream->len);
        g_byte_array_append (out, stream->data, stream->len);
      }
  return sky_write_file_atomic (path, (const char *) out->data, out->len, error);
}

/* Reads the file field by field; every error says what and where. */
typedef struct {
  const guint8 *data;
  gsize len, pos;
} Reader;

static gboolean
take (Reader *r, gsize n, const guint8 **p, const char *what, GError **error)
{
  if (r->len - r->pos < n)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* TRANSLATORS: a part of the file (“version”,
                    * “checksum”…), then a byte offset */
                   _("pattern weights cut short: %s missing at byte %llu"),
                   _(what), (unsigned long long) r->pos);
      return FALSE;
    }
  *p = r->data + r->pos;
  r->pos += n;
  return TRUE;
}

static gboolean
take_u32 (Reader *r, guint32 *v, const char *what, GError **error)
{
  const guint8 *p;

  if (!take (r, 4, &p, what, error))
    return FALSE;
  *v = (guint32) p[0] | (guint32) p[1] << 8 | (guint32) p[2] << 16
       | (guint32) p[3] << 24;
  return TRUE;
}

static gboolean
take_u64 (Reader *r, guint64 *v, const char *what, GError **error)
{
  guint32 lo, hi;

  if (!take_u32 (r, &lo, what, error) || !take_u32 (r, &hi, what, error))
    return FALSE;
  *v = (guint64) hi << 32 | lo;
  return TRUE;
}

static gboolean
bad (GError **error, const char *format, ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               /* TRANSLATORS: what is wrong with a file of
                * pattern evaluation weights */
               _("bad pattern weights: %s"), what);
  return FALSE;
}

/* Version 1: one zlib stream of every fitted phase's 16-bit words, checked
 * as a whole; read at once. */
static gboolean
load_version_1 (SkyReversiPatternWeights *w, Reader *r, guint32 fitted,
                guint64 checksum, GError **error)
{
  g_autoptr(GZlibDecompressor) zlib = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB);
  g_autoptr(GByteArray) body = g_byte_array_new ();
  gsize n = (gsize) __builtin_popcount (fitted) * PHASE_BYTES;
  const guint8 *p, *at;
  guint32 v;
  guint64 hash = CHECKSUM_START;

  if (!take_u32 (r, &v, N_("weights length"), error)
      || !take (r, v, &p, N_("weights"), error))
    return FALSE;
  if (r->pos != r->len)
    return bad (error, _("%llu bytes after the weights"),
                (unsigned long long) (r->len - r->pos));
  if (!convert_all (G_CONVERTER (zlib), p, v, body, n, error))
    {
      g_prefix_error (error, _("bad pattern weights: "));
      return FALSE;
    }
  if (body->len != n)
    return bad (error, _("the weights end %llu bytes early"),
                (unsigned long long) (n - body->len));
  at = body->data;
  for (int ph = 0; ph < SKY_REVERSI_PATTERN_N_PHASES; ph++)
    if (fitted & (1u << ph))
      {
        gint16 *dst = w->weights + (gsize) ph * SKY_REVERSI_PATTERN_N_WEIGHTS;

        hash = checksum_bytes (hash, at, PHASE_BYTES);
        for (gsize i = 0; i < SKY_REVERSI_PATTERN_N_WEIGHTS; i++, at += 2)
          dst[i] = (gint16) (at[0] | at[1] << 8);
      }
  hash = (hash ^ fitted) * FNV_PRIME;
  if (hash != checksum)
    return bad (error, _("checksum %016llx, the file says %016llx"),
                (unsigned long long) hash, (unsigned long long) checksum);
  /* Not yet shared: no other thread can be looking. */
  for (int ph = 0; ph < SKY_REVERSI_PATTERN_N_PHASES; ph++)
    w->unpacked[ph] = 1;
  return TRUE;
}

/* Version 2: a stream per fitted phase, kept as it is (a slice of bytes,
 * no copy) and unpacked on first use. */
static gboolean
load_version_2 (SkyReversiPatternWeights *w, GBytes *bytes, Reader *r,
                guint32 fitted, guint64 checksum, GError **error)
{
  guint64 hash;

  for (int ph = 0; ph < SKY_REVERSI_PATTERN_N_PHASES; ph++)
    if (fitted & (1u << ph))
      {
        const guint8 *p;
        guint32 len;

        if (!take_u64 (r, &w->phase_sum[ph], N_("phase checksum"), error)
            || !take_u32 (r, &len, N_("phase length"), error)
            || !take (r, len, &p, N_("phase weights"), error))
          return FALSE;
        w->stream[ph] = g_bytes_new_from_bytes (bytes, p - r->data, len);
      }
    else
      w->unpacked[ph] = 1;
  if (r->pos != r->len)
    return bad (error, _("%llu bytes after the weights"),
                (unsigned long long) (r->len - r->pos));
  hash = file_checksum (w->phase_sum, fitted);
  if (hash != checksum)
    return bad (error, _("checksum %016llx, the file says %016llx"),
                (unsigned long long) hash, (unsigned long long) checksum);
  return TRUE;
}

SkyReversiPatternWeights *
sky_reversi_pattern_weights_load_bytes (GBytes *bytes, GError **error)
{
  g_autoptr(SkyReversiPatternWeights) w = NULL;
  Reader r = { 0 };
  const guint8 *p;
  guint32 v, version, fitted, text_len;
  guint64 checksum;

  r.data = g_bytes_get_data (bytes, &r.len);
  if (!take (&r, 8, &p, N_("magic"), error))
    return NULL;
  if (memcmp (p, SKY_REVERSI_PATTERN_WEIGHTS_MAGIC, 8) != 0)
    {
      bad (error, _("not a weights file (no magic %s)"), SKY_REVERSI_PATTERN_WEIGHTS_MAGIC);
      return NULL;
    }
  if (!take_u32 (&r, &version, N_("version"), error))
    return NULL;
  if (version != 1 && version != SKY_REVERSI_PATTERN_WEIGHTS_VERSION)
    {
      bad (error, _("version %u, expected 1 or %d"), version,
           SKY_REVERSI_PATTERN_WEIGHTS_VERSION);
      return NULL;
    }
  if (!take_u32 (&r, &v, N_("phase count"), error))
    return NULL;
  if (v != SKY_REVERSI_PATTERN_N_PHASES)
    {
      bad (error, _("%u phases, expected %d"), v, SKY_REVERSI_PATTERN_N_PHASES);
      return NULL;
    }
  if (!take_u32 (&r, &v, N_("table count"), error))
    return NULL;
  if (v != SKY_REVERSI_PATTERN_N_TABLES)
    {
      bad (error, _("%u tables, expected %d"), v, SKY_REVERSI_PATTERN_N_TABLES);
      return NULL;
    }
  w = sky_reversi_pattern_weights_new ();
  for (int t = 0; t < SKY_REVERSI_PATTERN_N_TABLES; t++)
    {
      if (!take_u32 (&r, &v, N_("table size"), error))
        return NULL;
      if (v != (guint32) table_size[t])
        {
          bad (error, _("table %d has %u weights, expected %d"), t, v,
               table_size[t]);
          return NULL;
        }
    }
  if (!take_u32 (&r, &fitted, N_("fitted phases"), error)
      || !take_u64 (&r, &checksum, N_("checksum"), error)
      || !take_u32 (&r, &text_len, N_("text length"), error)
      || !take (&r, text_len, &p, N_("text"), error))
    return NULL;
  if (fitted >> SKY_REVERSI_PATTERN_N_PHASES)
    {
      bad (error, _("fitted phases %#x"), fitted);
      return NULL;
    }
  if (!g_utf8_validate ((const char *) p, text_len, NULL))
    {
      bad (error, _("the text is not UTF-8"));
      return NULL;
    }
  g_free (w->description);
  w->description = g_strndup ((const char *) p, text_len);
  if (version == 1 ? !load_version_1 (w, &r, fitted, checksum, error)
                   : !load_version_2 (w, bytes, &r, fitted, checksum, error))
    return NULL;
  w->fitted = fitted;
  return g_steal_pointer (&w);
}

/* The magic before the rest is read (load_bytes () says the same), so
 * that no size of a file that is no weights file is read whole.  A file
 * shorter than the magic is load_bytes ()'s to judge. */
static gboolean
check_magic (const guint8 *head, gsize len, gpointer user_data,
             GError **error)
{
  if (len == 8 && memcmp (head, SKY_REVERSI_PATTERN_WEIGHTS_MAGIC, 8) != 0)
    {
      bad (error, _("not a weights file (no magic %s)"),
           SKY_REVERSI_PATTERN_WEIGHTS_MAGIC);
      g_prefix_error (error, "%s: ", (const char *) user_data);
      return FALSE;
    }
  return TRUE;
}

SkyReversiPatternWeights *
sky_reversi_pattern_weights_load_file (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(SkyReversiPatternWeights) w = NULL;
  gsize len;

  contents = sky_read_file_limited (path, SKY_REVERSI_WEIGHTS_FILE_MAX,
                                    _("a weights file"), 8, check_magic,
                                    (gpointer) path, &len, error);
  if (contents == NULL)
    return NULL;
  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
  w = sky_reversi_pattern_weights_load_bytes (bytes, error);
  /* A file named by hand is checked whole at once, so a broken one is
   * refused here rather than evaluated as 0 later. */
  if (w == NULL || !sky_reversi_pattern_weights_check (w, error))
    {
      g_prefix_error (error, "%s: ", path);
      return NULL;
    }
  return g_steal_pointer (&w);
}

SkyReversiPatternWeights *
sky_reversi_pattern_weights_load_default (GError **error)
{
  static GMutex lock;
  static SkyReversiPatternWeights *cached;
  SkyReversiPatternWeights *w;

  g_mutex_lock (&lock);
  if (cached == NULL)
    {
      g_autoptr(GBytes) bytes = g_resource_lookup_data (sky_reversi_engine_resource (),
                                                        SKY_REVERSI_PATTERN_RESOURCE,
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                        error);

      if (bytes != NULL)
        cached = sky_reversi_pattern_weights_load_bytes (bytes, error);
    }
  w = cached != NULL ? sky_reversi_pattern_weights_ref (cached) : NULL;
  g_mutex_unlock (&lock);
  return w;
}

/* --- Evaluation -------------------------------------------------------- */

#define FILE_A G_GUINT64_CONSTANT (0x0101010101010101)
#define FILE_H G_GUINT64_CONSTANT (0x8080808080808080)

/* Every square next to a square of x. */
static inline guint64
neighbours (guint64 x)
{
  guint64 h = ((x << 1) & ~FILE_A) | ((x >> 1) & ~FILE_H);
  guint64 row = x | h;

  return h | (row << 8) | (row >> 8);
}

static inline guint
pext_generic (guint64 x, const Instance *in)
{
  guint64 bits = 0;

  for (int k = 0; k < in->n_runs; k++)
    bits |= (x & in->run_mask[k]) >> in->run_shift[k];
  return (guint) bits;
}

static inline guint
count_index (int n)
{
  return MIN (n, SKY_REVERSI_PATTERN_N_COUNTS - 1);
}

/* The four counts' codes, and the sum of pattern weights. */
#define COUNT_CODES(mobP, mobO, P, O, popcount)                        \
  guint64 empty_ = ~((P) | (O));                                       \
  guint c0_ = count_index (popcount (mobP));                           \
  guint c1_ = count_index (popcount (mobO));                           \
  guint c2_ = count_index (popcount (neighbours (O) & empty_));        \
  guint c3_ = count_index (popcount (neighbours (P) & empty_))

static inline int
clamp_value (int v)
{
  return CLAMP (v, -LIMIT, LIMIT);
}

static int
evaluate_generic (const SkyReversiPatternWeights *w, guint64 P, guint64 O)
{
  const gint16 *t = phase_table (w, sky_reversi_pattern_phase (64 - sky_reversi_popcount (P | O)));
  int sum = t[code_offset[BIAS_TABLE]];
  COUNT_CODES (sky_reversi_mobility (P, O), sky_reversi_mobility (O, P), P, O,
               sky_reversi_popcount);

  for (int i = 0; i < SKY_REVERSI_PATTERN_N_INSTANCES; i++)
    {
      const Instance *in = &instances[i];

      sum += t[in->code_offset + in->b3[pext_generic (P, in)]
               + 2 * in->b3[pext_generic (O, in)]];
    }
  sum += t[code_offset[COUNTS_TABLE] + c0_]
         + t[code_offset[COUNTS_TABLE] + SKY_REVERSI_PATTERN_N_COUNTS + c1_]
         + t[code_offset[COUNTS_TABLE] + 2 * SKY_REVERSI_PATTERN_N_COUNTS + c2_]
         + t[code_offset[COUNTS_TABLE] + 3 * SKY_REVERSI_PATTERN_N_COUNTS + c3_];
  return clamp_value (sum);
}

static void
features_generic (guint64 P, guint64 O, guint32 *idx)
{
  COUNT_CODES (sky_reversi_mobility (P, O), sky_reversi_mobility (O, P), P, O,
               sky_reversi_popcount);

  for (int i = 0; i < SKY_REVERSI_PATTERN_N_INSTANCES; i++)
    {
      const Instance *in = &instances[i];

      idx[i] = in->class_offset
               + in->class_of[in->b3[pext_generic (P, in)]
                              + 2 * in->b3[pext_generic (O, in)]];
    }
  idx[SKY_REVERSI_PATTERN_N_INSTANCES] = class_offset[COUNTS_TABLE] + c0_;
  idx[SKY_REVERSI_PATTERN_N_INSTANCES + 1] = class_offset[COUNTS_TABLE + 1] + c1_;
  idx[SKY_REVERSI_PATTERN_N_INSTANCES + 2] = class_offset[COUNTS_TABLE + 2] + c2_;
  idx[SKY_REVERSI_PATTERN_N_INSTANCES + 3] = class_offset[COUNTS_TABLE + 3] + c3_;
  idx[SKY_REVERSI_PATTERN_N_INSTANCES + 4] = class_offset[BIAS_TABLE];
}

#ifdef SKY_REVERSI_X86_DISPATCH
SKY_REVERSI_TARGET_AVX2_BMI2 static int
evaluate_bmi2 (const SkyReversiPatternWeights *w, guint64 P, guint64 O)
{
  const gint16 *t = phase_table (w, sky_reversi_pattern_phase (64 - __builtin_popcountll (P | O)));
  int sum = t[code_offset[BIAS_TABLE]];
  COUNT_CODES (sky_reversi_mobility_avx2 (P, O), sky_reversi_mobility_avx2 (O, P),
               P, O, __builtin_popcountll);

  for (int i = 0; i < SKY_REVERSI_PATTERN_N_INSTANCES; i++)
    {
      const Instance *in = &instances[i];

      sum += t[in->code_offset + in->b3[_pext_u64 (P, in->mask)]
               + 2 * in->b3[_pext_u64 (O, in->mask)]];
    }
  sum += t[code_offset[COUNTS_TABLE] + c0_]
         + t[code_offset[COUNTS_TABLE] + SKY_REVERSI_PATTERN_N_COUNTS + c1_]
         + t[code_offset[COUNTS_TABLE] + 2 * SKY_REVERSI_PATTERN_N_COUNTS + c2_]
         + t[code_offset[COUNTS_TABLE] + 3 * SKY_REVERSI_PATTERN_N_COUNTS + c3_];
  return clamp_value (sum);
}

SKY_REVERSI_TARGET_AVX2_BMI2 static void
features_bmi2 (guint64 P, guint64 O, guint32 *idx)
{
  COUNT_CODES (sky_reversi_mobility_avx2 (P, O), sky_reversi_mobility_avx2 (O, P),
               P, O, __builtin_popcountll);

  for (int i = 0; i < SKY_REVERSI_PATTERN_N_INSTANCES; i++)
    {
      const Instance *in = &instances[i];

      idx[i] = in->class_offset
               + in->class_of[in->b3[_pext_u64 (P, in->mask)]
                              + 2 * in->b3[_pext_u64 (O, in->mask)]];
    }
  idx[SKY_REVERSI_PATTERN_N_INSTANCES] = class_offset[COUNTS_TABLE] + c0_;
  idx[SKY_REVERSI_PATTERN_N_INSTANCES + 1] = class_offset[COUNTS_TABLE + 1] + c1_;
  idx[SKY_REVERSI_PATTERN_N_INSTANCES + 2] = class_offset[COUNTS_TABLE + 2] + c2_;
  idx[SKY_REVERSI_PATTERN_N_INSTANCES + 3] = class_offset[COUNTS_TABLE + 3] + c3_;
  idx[SKY_REVERSI_PATTERN_N_INSTANCES + 4] = class_offset[BIAS_TABLE];
}
#endif

/* PEXT only where sky_reversi_cpu_level () says it is fast (not on AMD Zen
 * 1 and 2, where it is microcoded). */
static gboolean
use_bmi2 (SkyReversiCpuLevel level)
{
#ifdef SKY_REVERSI_X86_DISPATCH
  return MIN (level, sky_reversi_cpu_level ()) >= SKY_REVERSI_CPU_AVX2_BMI2;
#else
  (void) level;
  return FALSE;
#endif
}

int
sky_reversi_pattern_evaluate_at (SkyReversiCpuLevel level,
                                 const SkyReversiPatternWeights *w, guint64 P,
                                 guint64 O)
{
#ifdef SKY_REVERSI_X86_DISPATCH
  if (use_bmi2 (level))
    return evaluate_bmi2 (w, P, O);
#endif
  return evaluate_generic (w, P, O);
}

int
sky_reversi_pattern_evaluate (const SkyReversiPatternWeights *w, guint64 P,
                              guint64 O)
{
  /* The tables exist: w was made by sky_reversi_pattern_weights_new (). */
#ifdef SKY_REVERSI_X86_DISPATCH
  static int bmi2 = -1;

  int use = g_atomic_int_get (&bmi2);

  if (G_UNLIKELY (use < 0))
    {
      use = use_bmi2 (SKY_REVERSI_CPU_AVX2_BMI2);
      g_atomic_int_set (&bmi2, use);
    }
  if (use)
    return evaluate_bmi2 (w, P, O);
#endif
  return evaluate_generic (w, P, O);
}

int
sky_reversi_pattern_features_at (SkyReversiCpuLevel level, guint64 P,
                                 guint64 O,
                                 guint32 indices[SKY_REVERSI_PATTERN_N_FEATURES])
{
  ensure_tables ();
#ifdef SKY_REVERSI_X86_DISPATCH
  if (use_bmi2 (level))
    features_bmi2 (P, O, indices);
  else
#endif
    features_generic (P, O, indices);
  return sky_reversi_pattern_phase (64 - sky_reversi_popcount (P | O));
}

int
sky_reversi_pattern_features (guint64 P, guint64 O,
                              guint32 indices[SKY_REVERSI_PATTERN_N_FEATURES])
{
  return sky_reversi_pattern_features_at (SKY_REVERSI_CPU_AVX2_BMI2, P, O,
                                          indices);
}
