/* reversi.c: PLACEHOLDER, being written. */
#include "config.h"

#include "reversi.h"

const SkyGame sky_reversi_game = { .id = "reversi" };
