/* reversi-pattern.h: a pattern evaluation of reversi positions in the style
 * of Logistello (Buro) and Edax, with weights loaded from a file.
 *
 * The value of a position for P, the side to move, is a sum of weights in
 * hundredths of a disc, on the scale and within the clamp of
 * sky_reversi_evaluate () (reversi-eval.h), so that it can stand in for it.
 * The weights depend on the phase, one per two empties:
 *   phase = MIN (MAX (empties - 1, 0) / 2, 29)
 * (empties 1-2 are phase 0, 59-60 phase 29).
 *
 * Terms (46 pattern instances, read as base-3 codes: digit 0 empty, 1 P,
 * 2 O, the first square of the list below the lowest digit):
 *   edge + 2X   a1 b1 c1 d1 e1 f1 g1 h1 b2 g2 and its 4 images
 *   corner 3x3  a1 b1 c1 a2 b2 c2 a3 b3 c3, 4 corners
 *   corner 2x5  a1 b1 c1 d1 e1 a2 b2 c2 d2 e2, 8 images (4 corners, both
 *               orientations)
 *   line 2      a2 … h2, 4 images (rows 2 and 7, files b and g)
 *   line 3      a3 … h3, 4 images;  line 4  a4 … h4, 4 images
 *   diagonal 8  a1 b2 … h8, 2 images
 *   diagonal 7  b1 c2 … h7, 4 images;  6  c1 … h6;  5  d1 … h5;
 *   diagonal 4  e1 f2 g3 h4 (4 images each)
 * Every instance of a family reads its squares in the order of the list,
 * carried over by the board symmetry that makes it, so all instances share
 * one table.  Configurations that are the same under the pattern's own
 * reflection (the edge and the lines reversed, the corner 3x3 about its
 * diagonal) share one weight; the corner 2x5 has none.  So the value is the
 * same under the eight symmetries of the board.  Colours are not shared:
 * the side to move is P.
 *   mobility           P's legal moves and O's, one weight per count
 *   potential mobility empty squares next to O's discs (for P) and next to
 *                      P's (for O), one weight per count (counts over 63
 *                      read as 63)
 *   bias               one weight per phase
 *
 * The weights are fitted by `sakiyomi-cli tune fit` and kept in a file
 * (below); the default weights are in the engine's GResource.  A phase the
 * fit had no data for is marked unfitted in the file and evaluated with the
 * weights of the nearest fitted phase (the one with fewer empties when two
 * are as near); with no phase fitted every value is 0.
 *
 * Weights file, version 2 (all integers little-endian):
 *   magic        "SKYPATW1" (8 bytes; the family of formats, not the version)
 *   version      u32, 2
 *   n_phases     u32, SKY_REVERSI_PATTERN_N_PHASES
 *   n_tables     u32, SKY_REVERSI_PATTERN_N_TABLES
 *   table sizes  u32 each: the weights of each table per phase (classes)
 *   fitted       u32: bit p set when phase p was fitted
 *   checksum     u64: FNV-1a (64-bit) over the phase checksums below, one
 *                step each in phase order, then one step with the fitted
 *                bits
 *   text length  u32, then that many bytes of UTF-8: the commands that
 *                made the weights and a description of the data
 *   then for each fitted phase, in order (an unfitted phase is all 0, not
 *   stored):
 *     checksum   u64: FNV-1a (64-bit, over 8-byte words) of the phase's
 *                SKY_REVERSI_PATTERN_N_WEIGHTS weights as little-endian
 *                gint16 (table by table, class by class), then one step
 *                with the phase number
 *     length     u32, then that many bytes: one zlib stream of the phase's
 *                weights zigzag-coded (w >= 0: 2w, w < 0: -2w-1) as u16,
 *                all the low bytes and then all the high bytes
 * Loading checks the header and the file checksum (over the phase
 * checksums) and keeps each phase's stream as it is; a phase is inflated
 * and checked against its checksum when first used (by an evaluation,
 * get_phase, check or save), once, whichever thread comes first.
 * Version 1 (still read, at once): the same header up to the text, then a
 * u32 length and one zlib stream of all fitted phases' gint16 words, and a
 * checksum over those words, phase after phase, then the fitted bits.
 */
#pragma once

#include <gio/gio.h>

#include "reversi-bitboard.h"

G_BEGIN_DECLS

#define SKY_REVERSI_PATTERN_N_PHASES 30
#define SKY_REVERSI_PATTERN_N_INSTANCES 46
/* The weight tables: the 11 pattern families, then the 4 counted features
 * (mobility P, mobility O, potential P, potential O) and the bias. */
#define SKY_REVERSI_PATTERN_N_FAMILIES 11
#define SKY_REVERSI_PATTERN_N_TABLES 16
#define SKY_REVERSI_PATTERN_N_COUNTS 64
/* Weights a phase, in the file and for the fitter (classes, not codes). */
#define SKY_REVERSI_PATTERN_N_WEIGHTS 114134
/* Weights a position uses: one per instance, 4 counts, the bias. */
#define SKY_REVERSI_PATTERN_N_FEATURES (SKY_REVERSI_PATTERN_N_INSTANCES + 5)

#define SKY_REVERSI_PATTERN_WEIGHTS_MAGIC "SKYPATW1"
/* The largest weights file read, of either kind (this one or the legacy
 * one, reversi-eval-file.h): twice the most a pattern file can hold with
 * its weights stored raw (30 phases of 114,134 two-byte weights, 6.8 MB),
 * nine times the shipped one.  A larger file is refused after its magic,
 * before it is read. */
#define SKY_REVERSI_WEIGHTS_FILE_MAX (16 * 1024 * 1024)
#define SKY_REVERSI_PATTERN_WEIGHTS_VERSION 2
#define SKY_REVERSI_PATTERN_RESOURCE \
  "/io/github/sakiyomi/Sakiyomi/engine/reversi-pattern-weights.bin"

int sky_reversi_pattern_phase (int empties);

/* The number of weights (classes) of table t, and where its weights start
 * within a phase's SKY_REVERSI_PATTERN_N_WEIGHTS. */
int sky_reversi_pattern_table_size (int t);
int sky_reversi_pattern_table_offset (int t);
/* A short English name of table t ("edge+2X", "mobility P" …). */
const char *sky_reversi_pattern_table_name (int t);

typedef struct _SkyReversiPatternWeights SkyReversiPatternWeights;

/* All weights 0, no phase fitted, no description. */
SkyReversiPatternWeights *sky_reversi_pattern_weights_new (void);
SkyReversiPatternWeights *sky_reversi_pattern_weights_ref (SkyReversiPatternWeights *w);
void sky_reversi_pattern_weights_unref (SkyReversiPatternWeights *w);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyReversiPatternWeights,
                               sky_reversi_pattern_weights_unref)

/* The weights of the engine's GResource (read once, then shared: the
 * caller gets a new reference). */
SkyReversiPatternWeights *sky_reversi_pattern_weights_load_default (GError **error);
/* A file, checked whole (every phase unpacked): a broken phase is an
 * error here. */
SkyReversiPatternWeights *sky_reversi_pattern_weights_load_file (const char *path,
                                                                 GError **error);
/* A weights file's contents; an error (G_IO_ERROR_INVALID_DATA) names
 * what is wrong.  bytes is kept, and the phases of a version 2 file are
 * unpacked on first use: a phase whose stream turns out broken then warns
 * (g_warning) and is evaluated as 0. */
SkyReversiPatternWeights *sky_reversi_pattern_weights_load_bytes (GBytes *bytes,
                                                                  GError **error);
/* Unpacks every fitted phase not yet unpacked and checks it: the first
 * broken one is an error (G_IO_ERROR_INVALID_DATA) naming the phase. */
gboolean sky_reversi_pattern_weights_check (const SkyReversiPatternWeights *w,
                                            GError **error);
gboolean sky_reversi_pattern_weights_save_file (const SkyReversiPatternWeights *w,
                                                const char *path,
                                                GError **error);

/* The command line and data description stored with the weights. */
const char *sky_reversi_pattern_weights_get_description (const SkyReversiPatternWeights *w);
void sky_reversi_pattern_weights_set_description (SkyReversiPatternWeights *w,
                                                  const char *text);
/* Whether phase p was fitted. */
gboolean sky_reversi_pattern_weights_phase_fitted (const SkyReversiPatternWeights *w,
                                                   int phase);
/* The SKY_REVERSI_PATTERN_N_WEIGHTS weights of a phase, hundredths of a
 * disc (an unfitted phase's are 0). */
const gint16 *sky_reversi_pattern_weights_get_phase (const SkyReversiPatternWeights *w,
                                                     int phase);
/* Sets a phase's weights and marks it fitted (not while another thread
 * evaluates with w). */
void sky_reversi_pattern_weights_set_phase (SkyReversiPatternWeights *w,
                                            int phase, const gint16 *weights);
/* The checksum the file records for these weights (version 2's). */
guint64 sky_reversi_pattern_weights_checksum (const SkyReversiPatternWeights *w);

/* The value of the position for P (to move), hundredths of a disc, within
 * ±6400 (SKY_REVERSI_EVAL_LIMIT).  P and O must not overlap.  Any number
 * of threads may evaluate with the same weights at once; the first
 * evaluation in a phase unpacks it and builds its table (a few ms). */
int sky_reversi_pattern_evaluate (const SkyReversiPatternWeights *w,
                                  guint64 P, guint64 O);
/* The same by a chosen variant: GENERIC gathers the squares by shifts and
 * masks, AVX2_BMI2 with PEXT (a level the CPU lacks runs the best it has); every
 * variant gives the same value. */
int sky_reversi_pattern_evaluate_at (SkyReversiCpuLevel level,
                                     const SkyReversiPatternWeights *w,
                                     guint64 P, guint64 O);

/* For the fitter: the weights a position uses, as indices into its phase's
 * SKY_REVERSI_PATTERN_N_WEIGHTS (an index may repeat: both count); returns
 * the phase.  The value is the sum of those weights, clamped. */
int sky_reversi_pattern_features (guint64 P, guint64 O,
                                  guint32 indices[SKY_REVERSI_PATTERN_N_FEATURES]);
/* The same by a chosen variant, for the tests. */
int sky_reversi_pattern_features_at (SkyReversiCpuLevel level, guint64 P,
                                     guint64 O,
                                     guint32 indices[SKY_REVERSI_PATTERN_N_FEATURES]);

G_END_DECLS
