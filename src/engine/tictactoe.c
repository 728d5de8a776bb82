/* tictactoe.c: PLACEHOLDER, being written. */
#include "config.h"

#include "tictactoe.h"

const SkyGame sky_tictactoe_game = { .id = "tictactoe" };
