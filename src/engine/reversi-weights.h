/* reversi-weights.h: weights of the reversi evaluation (reversi-eval.c).
 *
 * Hand-set starting values (counted features only, pattern tables zero)
 * until `sakiyomi-cli tune` writes the fitted ones over this file. */
#pragma once

#include <glib.h>

#define SKY_REVERSI_WEIGHTS_N_PHASES 10
#define SKY_REVERSI_WEIGHTS_N_FEATURES 8
#define SKY_REVERSI_WEIGHTS_N_EDGE_CLASSES 14884
#define SKY_REVERSI_WEIGHTS_N_CORNER_CLASSES 5110
/* sky_reversi_eval_weights_checksum () of the weights below. */
#define SKY_REVERSI_WEIGHTS_CHECKSUM 0x5622331fu

/* [phase][feature]: bias, parity, mobility, potential mobility, stable,
 * corners, corner moves, discs; hundredths of a disc per unit. */
static const gint16 sky_reversi_weights_features[SKY_REVERSI_WEIGHTS_N_PHASES][SKY_REVERSI_WEIGHTS_N_FEATURES] = {
  { 0, 100, 20, 5, 100, 100, 50, 100 },
  { 0, 50, 40, 10, 100, 300, 100, 60 },
  { 0, 30, 60, 20, 100, 500, 200, 30 },
  { 0, 0, 70, 25, 100, 600, 250, 10 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
  { 0, 0, 80, 25, 100, 700, 250, 0 },
};

static const gint16 sky_reversi_weights_edges[SKY_REVERSI_WEIGHTS_N_PHASES][SKY_REVERSI_WEIGHTS_N_EDGE_CLASSES] = { { 0 } };
static const gint16 sky_reversi_weights_corners[SKY_REVERSI_WEIGHTS_N_PHASES][SKY_REVERSI_WEIGHTS_N_CORNER_CLASSES] = { { 0 } };
