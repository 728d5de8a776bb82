/* reversi-eval-file.c: the legacy evaluation's weights file (see
 * reversi-eval-file.h for the layout).  Read field by field, every field
 * checked, and every error saying what is wrong and where. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "reversi-eval-file.h"
#include "reversi-pattern.h"
#include "read-limited.h"
#include "write-atomic.h"

#define N_FEATURE_WEIGHTS (SKY_REVERSI_EVAL_N_PHASES * SKY_REVERSI_N_FEATURES)
#define N_EDGE_WEIGHTS (SKY_REVERSI_EVAL_N_PHASES * SKY_REVERSI_EVAL_N_EDGE_CLASSES)
#define N_CORNER_WEIGHTS (SKY_REVERSI_EVAL_N_PHASES * SKY_REVERSI_EVAL_N_CORNER_CLASSES)
#define N_WEIGHTS (N_FEATURE_WEIGHTS + N_EDGE_WEIGHTS + N_CORNER_WEIGHTS)
#define BODY_BYTES (N_WEIGHTS * 2)

static gboolean bad (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
bad (GError **error, const char *format, ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  /* TRANSLATORS: what is wrong with a file of evaluation weights */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("bad legacy weights: %s"), what);
  return FALSE;
}

typedef struct {
  const guint8 *data;
  gsize len, pos;
} Reader;

static gboolean
take (Reader *r, gsize n, const guint8 **p, const char *what, GError **error)
{
  if (r->len - r->pos < n)
    /* %llu, not G_GSIZE_FORMAT: xgettext cannot see through the macro. */
    return bad (error, _("the file ends at byte %llu where the %s should be"),
                (unsigned long long) r->len, _(what));
  *p = r->data + r->pos;
  r->pos += n;
  return TRUE;
}

static gboolean
take_u32 (Reader *r, guint32 *v, const char *what, GError **error)
{
  const guint8 *p = NULL;

  if (!take (r, 4, &p, what, error))
    return FALSE;
  *v = (guint32) p[0] | (guint32) p[1] << 8 | (guint32) p[2] << 16
       | (guint32) p[3] << 24;
  return TRUE;
}

/* A u32 field that must be exactly expected. */
static gboolean
take_count (Reader *r, guint32 expected, const char *what, GError **error)
{
  guint32 v;

  if (!take_u32 (r, &v, what, error))
    return FALSE;
  if (v != expected)
    return bad (error, _("the %s is %u, expected %u"), _(what), v, expected);
  return TRUE;
}

/* Inflates body exactly into out (BODY_BYTES): no more, no less. */
static gboolean
inflate_body (const guint8 *body, gsize body_len, guint8 *out, GError **error)
{
  g_autoptr(GZlibDecompressor) zlib
    = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB);
  gsize done = 0;

  for (;;)
    {
      guint8 scratch[64];
      gsize read = 0, written = 0;
      gboolean full = done == BODY_BYTES;
      GConverterResult result;
      g_autoptr(GError) local = NULL;

      result = g_converter_convert (G_CONVERTER (zlib), body, body_len,
                                    full ? scratch : out + done,
                                    full ? sizeof scratch : BODY_BYTES - done,
                                    G_CONVERTER_INPUT_AT_END, &read, &written,
                                    &local);
      if (result == G_CONVERTER_ERROR)
        return bad (error, _("the weights do not inflate (%s)"),
                    local->message);
      if (full && written > 0)
        return bad (error, _("more weights than %d"), N_WEIGHTS);
      body += read;
      body_len -= read;
      done += written;
      if (result == G_CONVERTER_FINISHED)
        break;
      if (read == 0 && written == 0)
        return bad (error, _("the weights do not inflate"));
    }
  if (done < BODY_BYTES)
    return bad (error, _("%llu weights, expected %d"),
                (unsigned long long) done / 2, N_WEIGHTS);
  if (body_len > 0)
    return bad (error, _("%llu bytes after the weights"),
                (unsigned long long) body_len);
  return TRUE;
}

SkyReversiLegacyWeights *
sky_reversi_legacy_weights_load_bytes (GBytes *bytes, GError **error)
{
  g_autofree gint16 *weights = g_new (gint16, N_WEIGHTS);
  g_autofree char *text = NULL;
  Reader r = { 0 };
  const guint8 *p = NULL, *body = NULL;
  guint32 checksum, text_len, body_len;
  guint32 computed;

  r.data = g_bytes_get_data (bytes, &r.len);
  if (r.len < 8 || memcmp (r.data, SKY_REVERSI_LEGACY_WEIGHTS_MAGIC, 8) != 0)
    {
      bad (error, _("not a file of legacy weights (it does not start with “%s”)"),
           SKY_REVERSI_LEGACY_WEIGHTS_MAGIC);
      return NULL;
    }
  r.pos = 8;
  if (!take_count (&r, SKY_REVERSI_LEGACY_WEIGHTS_VERSION, N_("version"), error)
      || !take_count (&r, SKY_REVERSI_EVAL_N_PHASES, N_("phase count"), error)
      || !take_count (&r, SKY_REVERSI_N_FEATURES, N_("feature count"), error)
      || !take_count (&r, SKY_REVERSI_EVAL_N_EDGE_CLASSES, N_("edge class count"),
                      error)
      || !take_count (&r, SKY_REVERSI_EVAL_N_CORNER_CLASSES,
                      N_("corner class count"), error)
      || !take_u32 (&r, &checksum, N_("checksum"), error)
      || !take_u32 (&r, &text_len, N_("text length"), error)
      || !take (&r, text_len, &p, N_("text"), error))
    return NULL;
  if (!g_utf8_validate ((const char *) p, text_len, NULL))
    {
      bad (error, _("the text is not UTF-8"));
      return NULL;
    }
  text = g_strndup ((const char *) p, text_len);
  if (!take_u32 (&r, &body_len, N_("weights length"), error)
      || !take (&r, body_len, &body, N_("weights"), error))
    return NULL;
  if (r.pos != r.len)
    {
      bad (error, _("%llu bytes after the weights"),
           (unsigned long long) (r.len - r.pos));
      return NULL;
    }
  if (!inflate_body (body, body_len, (guint8 *) weights, error))
    return NULL;
  for (gsize i = 0; i < N_WEIGHTS; i++)
    weights[i] = (gint16) GUINT16_FROM_LE ((guint16) weights[i]);

  computed = sky_reversi_eval_checksum (weights, weights + N_FEATURE_WEIGHTS,
                                        weights + N_FEATURE_WEIGHTS
                                        + N_EDGE_WEIGHTS);
  if (computed != checksum)
    {
      bad (error, _("checksum %08x, the file says %08x"), computed, checksum);
      return NULL;
    }
  return sky_reversi_legacy_weights_new (weights, weights + N_FEATURE_WEIGHTS,
                                         weights + N_FEATURE_WEIGHTS
                                         + N_EDGE_WEIGHTS, text);
}

/* The magic before the rest is read (load_bytes () says the same), so
 * that no size of a file that is no weights file is read whole. */
static gboolean
check_magic (const guint8 *head, gsize len, gpointer user_data,
             GError **error)
{
  if (len < 8 || memcmp (head, SKY_REVERSI_LEGACY_WEIGHTS_MAGIC, 8) != 0)
    {
      bad (error, _("not a file of legacy weights (it does not start with “%s”)"),
           SKY_REVERSI_LEGACY_WEIGHTS_MAGIC);
      g_prefix_error (error, "%s: ", (const char *) user_data);
      return FALSE;
    }
  return TRUE;
}

SkyReversiLegacyWeights *
sky_reversi_legacy_weights_load_file (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  SkyReversiLegacyWeights *w;
  gsize len;

  contents = sky_read_file_limited (path, SKY_REVERSI_WEIGHTS_FILE_MAX,
                                    _("a weights file"), 8, check_magic,
                                    (gpointer) path, &len, error);
  if (contents == NULL)
    return NULL;
  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
  w = sky_reversi_legacy_weights_load_bytes (bytes, error);
  if (w == NULL)
    g_prefix_error (error, "%s: ", path);
  return w;
}

static void
put_u32 (GByteArray *out, guint32 v)
{
  guint8 b[4] = { v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, v >> 24 };

  g_byte_array_append (out, b, 4);
}

/* The weights little-endian, deflated. */
static gboolean
deflate_weights (const SkyReversiLegacyWeights *w, GByteArray *out,
                 GError **error)
{
  g_autoptr(GZlibCompressor) zlib
    = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB, 9);
  g_autofree guint16 *le = g_new (guint16, N_WEIGHTS);
  const guint8 *in = (const guint8 *) le;
  gsize in_len = BODY_BYTES;

  memcpy (le, sky_reversi_legacy_weights_get_features (w),
          N_FEATURE_WEIGHTS * 2);
  memcpy (le + N_FEATURE_WEIGHTS, sky_reversi_legacy_weights_get_edges (w),
          N_EDGE_WEIGHTS * 2);
  memcpy (le + N_FEATURE_WEIGHTS + N_EDGE_WEIGHTS,
          sky_reversi_legacy_weights_get_corners (w), N_CORNER_WEIGHTS * 2);
  for (gsize i = 0; i < N_WEIGHTS; i++)
    le[i] = GUINT16_TO_LE (le[i]);

  for (;;)
    {
      gsize read = 0, written = 0, used = out->len;
      GConverterResult result;

      g_byte_array_set_size (out, used + 65536);
      result = g_converter_convert (G_CONVERTER (zlib), in, in_len,
                                    out->data + used, 65536,
                                    G_CONVERTER_INPUT_AT_END, &read, &written,
                                    error);
      g_byte_array_set_size (out, used + written);
      if (result == G_CONVERTER_ERROR)
        return FALSE;
      in += read;
      in_len -= read;
      if (result == G_CONVERTER_FINISHED)
        break;
    }
  return TRUE;
}

gboolean
sky_reversi_legacy_weights_save_file (const SkyReversiLegacyWeights *w,
                                      const char *path, GError **error)
{
  g_autoptr(GByteArray) out = g_byte_array_new ();
  g_autoptr(GByteArray) body = g_byte_array_new ();
  const char *text = sky_reversi_legacy_weights_get_description (w);

  if (!deflate_weights (w, body, error))
    return FALSE;
  g_byte_array_append (out, (const guint8 *) SKY_REVERSI_LEGACY_WEIGHTS_MAGIC,
                       8);
  put_u32 (out, SKY_REVERSI_LEGACY_WEIGHTS_VERSION);
  put_u32 (out, SKY_REVERSI_EVAL_N_PHASES);
  put_u32 (out, SKY_REVERSI_N_FEATURES);
  put_u32 (out, SKY_REVERSI_EVAL_N_EDGE_CLASSES);
  put_u32 (out, SKY_REVERSI_EVAL_N_CORNER_CLASSES);
  put_u32 (out, sky_reversi_legacy_weights_checksum (w));
  put_u32 (out, (guint32) strlen (text));
  g_byte_array_append (out, (const guint8 *) text, (guint) strlen (text));
  put_u32 (out, body->len);
  g_byte_array_append (out, body->data, body->len);
  return sky_write_file_atomic (path, (const char *) out->data, out->len, error);
}
