/* reversi-eval-file.h: the legacy evaluation's weights (reversi-eval.h) in
 * a file, so that the previous evaluation can be played against the new
 * one (`sakiyomi-cli tune export-legacy` writes the compiled-in weights).
 *
 * The file (all integers little-endian):
 *   magic             "SKYLEGW1" (8 bytes)
 *   version           u32, 1
 *   n_phases          u32, SKY_REVERSI_EVAL_N_PHASES
 *   n_features        u32, SKY_REVERSI_N_FEATURES
 *   n_edge_classes    u32, SKY_REVERSI_EVAL_N_EDGE_CLASSES
 *   n_corner_classes  u32, SKY_REVERSI_EVAL_N_CORNER_CLASSES
 *   checksum          u32: sky_reversi_eval_checksum () of the weights (the
 *                     one reversi-weights.h gives as
 *                     SKY_REVERSI_WEIGHTS_CHECKSUM)
 *   text length       u32, then that many bytes of UTF-8: where the weights
 *                     come from
 *   body length       u32, then that many bytes: the weights, zlib-compressed,
 *                     gint16 each, in the order of reversi-weights.h:
 *                     [phase][feature], [phase][edge class],
 *                     [phase][corner class]
 */
#pragma once

#include <gio/gio.h>

#include "reversi-eval.h"

G_BEGIN_DECLS

#define SKY_REVERSI_LEGACY_WEIGHTS_MAGIC "SKYLEGW1"
#define SKY_REVERSI_LEGACY_WEIGHTS_VERSION 1

/* A weights file's contents; an error (G_IO_ERROR_INVALID_DATA) says what
 * is wrong. */
SkyReversiLegacyWeights *sky_reversi_legacy_weights_load_bytes (GBytes *bytes,
                                                                GError **error);
/* The same from a file; the error starts with its name. */
SkyReversiLegacyWeights *sky_reversi_legacy_weights_load_file (const char *path,
                                                               GError **error);
/* Writes w (with its description) to path, replacing it whole. */
gboolean sky_reversi_legacy_weights_save_file (const SkyReversiLegacyWeights *w,
                                               const char *path,
                                               GError **error);

G_END_DECLS
