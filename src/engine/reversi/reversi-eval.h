/* reversi-eval.h: the legacy evaluation of a reversi position (the strong
 * engine's until the pattern evaluation of reversi-pattern.h; both are
 * reached through reversi-evaluator.h).
 *
 * sky_reversi_evaluate (P, O) is the value of the position for P, the side
 * to move, in hundredths of a disc: an estimate of the final disc difference
 * (P's discs minus O's discs, empty squares going to the winner as in the
 * usual scoring) times 100, clamped to ±SKY_REVERSI_EVAL_LIMIT so that it
 * compares directly with an exact final score times 100 (the endgame solver's
 * scale).  It does not look at whether the game is over: callers score
 * finished games themselves.
 *
 * The value is a sum of weights that depend on the game phase (the number of
 * empty squares): a few counted features (mobility, potential mobility,
 * stable discs, corners, parity, ...) and two kinds of pattern tables
 * indexed by base-3 codes of squares (0 empty, 1 P, 2 O):
 *   edge + 2X   the eight squares of an edge and the two X squares next to
 *               it, for each of the four edges;
 *   corner 3x3  the nine squares in each corner.
 * The weights are fitted to exact endgame scores by `sakiyomi-cli tune`, which
 * writes reversi-weights.h, compiled in; other weights of the same shape
 * come from a file (reversi-eval-file.h).  The tables are symmetric: the evaluation is the
 * same for the eight symmetries of the board, and swapping P and O negates
 * every term except the side-to-move terms (SKY_REVERSI_FEATURE_BIAS and
 * SKY_REVERSI_FEATURE_PARITY), so
 *   evaluate (P, O) + evaluate (O, P) == 2 * sky_reversi_eval_tempo (empties)
 * before clamping.
 */
#pragma once

#include <glib.h>

#include "reversi-bitboard.h"

G_BEGIN_DECLS

/* Largest absolute value: 64 discs, in hundredths. */
#define SKY_REVERSI_EVAL_LIMIT 6400

/* Value of the position for player, the side to move, in hundredths of a
 * disc, within ±SKY_REVERSI_EVAL_LIMIT, by the compiled-in weights.
 * player and opponent must not overlap. */
int sky_reversi_evaluate (guint64 player, guint64 opponent);

/* A set of weights: reference counted, never changed once made, so any
 * number of threads may evaluate with it at once. */
typedef struct _SkyReversiLegacyWeights SkyReversiLegacyWeights;

/* The same value by the weights w. */
int sky_reversi_legacy_evaluate (const SkyReversiLegacyWeights *w,
                                 guint64 player, guint64 opponent);

/* Weights laid out as in reversi-weights.h ([phase][feature],
 * [phase][edge class], [phase][corner class]; copied), and a description
 * of where they come from.  Making them expands them into tables of 1.6 MB
 * (a few milliseconds).  A weight of -32768 counts as -32767. */
SkyReversiLegacyWeights *sky_reversi_legacy_weights_new (const gint16 *features,
                                                         const gint16 *edges,
                                                         const gint16 *corners,
                                                         const char *description);
/* The compiled-in weights (made once and shared: a new reference). */
SkyReversiLegacyWeights *sky_reversi_legacy_weights_get_default (void);
SkyReversiLegacyWeights *sky_reversi_legacy_weights_ref (SkyReversiLegacyWeights *w);
void sky_reversi_legacy_weights_unref (SkyReversiLegacyWeights *w);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyReversiLegacyWeights,
                               sky_reversi_legacy_weights_unref)

/* The weights as given to sky_reversi_legacy_weights_new (). */
const gint16 *sky_reversi_legacy_weights_get_features (const SkyReversiLegacyWeights *w);
const gint16 *sky_reversi_legacy_weights_get_edges (const SkyReversiLegacyWeights *w);
const gint16 *sky_reversi_legacy_weights_get_corners (const SkyReversiLegacyWeights *w);
const char *sky_reversi_legacy_weights_get_description (const SkyReversiLegacyWeights *w);
/* sky_reversi_eval_checksum () of the weights: SKY_REVERSI_WEIGHTS_CHECKSUM
 * for the compiled-in ones. */
guint32 sky_reversi_legacy_weights_checksum (const SkyReversiLegacyWeights *w);

/* --- For the tuning tool and the tests --- */

/* sky_reversi_evaluate () compiled for the given CPU variant (as
 * reversi-bitboard.h's *_at functions: a level the CPU lacks runs the best
 * one it has); every variant gives the same value. */
int sky_reversi_evaluate_at (SkyReversiCpuLevel level, guint64 player,
                             guint64 opponent);
int sky_reversi_legacy_evaluate_at (SkyReversiCpuLevel level,
                                    const SkyReversiLegacyWeights *w,
                                    guint64 player, guint64 opponent);

/* Phases: phase = MIN (MAX (empties - 1, 0) / 6, 9): empties 1-6 are
 * phase 0, 55-60 phase 9. */
#define SKY_REVERSI_EVAL_N_PHASES 10

/* The counted features (P's count minus O's unless said). */
typedef enum {
  SKY_REVERSI_FEATURE_BIAS,        /* 1: the worth of having the move */
  SKY_REVERSI_FEATURE_PARITY,      /* 1 if the number of empties is odd:
                                    * the side to move gets the last move */
  SKY_REVERSI_FEATURE_MOBILITY,    /* legal moves */
  SKY_REVERSI_FEATURE_POTENTIAL,   /* potential mobility: empty squares next
                                    * to the other side's discs */
  SKY_REVERSI_FEATURE_STABLE,      /* discs that can never be flipped
                                    * (anchored on corners, edges and full
                                    * lines) */
  SKY_REVERSI_FEATURE_CORNERS,     /* corners owned */
  SKY_REVERSI_FEATURE_CORNER_MOVES,/* corners among the legal moves */
  SKY_REVERSI_FEATURE_DISCS,       /* discs */
  SKY_REVERSI_N_FEATURES
} SkyReversiFeature;

/* Pattern classes: configurations that are the same up to the pattern's
 * own reflection share a weight, and a configuration with the colours
 * swapped has the opposite weight (a class that is its own colour swap has
 * weight 0). */
#define SKY_REVERSI_EVAL_N_EDGE_CONFIGS 59049    /* 3^10 */
#define SKY_REVERSI_EVAL_N_CORNER_CONFIGS 19683  /* 3^9 */
#define SKY_REVERSI_EVAL_N_EDGE_CLASSES 14884
#define SKY_REVERSI_EVAL_N_CORNER_CLASSES 5110

typedef struct {
  int phase;
  int features[SKY_REVERSI_N_FEATURES];
  /* The four edge and four corner patterns of the position: class numbers
   * and signs (+1, -1, or 0 for a class whose weight is always 0). */
  int edge_class[4];
  int edge_sign[4];
  int corner_class[4];
  int corner_sign[4];
} SkyReversiEvalFeatures;

int sky_reversi_eval_phase (int empties);

/* The features of a position (P to move). */
void sky_reversi_eval_features (guint64 player, guint64 opponent,
                                SkyReversiEvalFeatures *features);

/* The discs of player that can never be flipped: discs on lines that are
 * full in all four directions or held, direction by direction, by the edge
 * or a stable neighbour of the same colour (a lower bound on the true
 * stable discs). */
guint64 sky_reversi_stable_discs (guint64 player, guint64 opponent);

/* The side-to-move part of the value at this number of empties (bias and
 * parity weights), in hundredths of a disc. */
int sky_reversi_eval_tempo (int empties);

/* Base-3 code of a pattern and its class: code digits are 0 empty, 1 P,
 * 2 O; *sign as in SkyReversiEvalFeatures. */
int sky_reversi_eval_edge_class (int code, int *sign);
int sky_reversi_eval_corner_class (int code, int *sign);

/* A checksum (FNV-1a) over every weight in reversi-weights.h, for the tests
 * to tell that the weights compiled in are the ones the file says. */
guint32 sky_reversi_eval_weights_checksum (void);

/* The same checksum of weight arrays laid out as in reversi-weights.h
 * ([phase][feature], [phase][edge class], [phase][corner class]), for the
 * tuning tool that writes the file. */
guint32 sky_reversi_eval_checksum (const gint16 *features, const gint16 *edges,
                                   const gint16 *corners);

G_END_DECLS
