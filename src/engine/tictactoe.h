/* tictactoe.h: the rules of tictactoe. */
#pragma once

#include "game.h"

G_BEGIN_DECLS

extern const SkyGame sky_tictactoe_game;

G_END_DECLS
