/* numbergrab.c: PLACEHOLDER, being written. */
#include "config.h"

#include "numbergrab.h"

const SkyGame sky_numbergrab_game = { .id = "numbergrab" };
