/* reversi.h: the rules of reversi. */
#pragma once

#include "game.h"

G_BEGIN_DECLS

extern const SkyGame sky_reversi_game;

G_END_DECLS
