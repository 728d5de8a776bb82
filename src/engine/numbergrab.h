/* numbergrab.h: the rules of numbergrab. */
#pragma once

#include "game.h"

G_BEGIN_DECLS

extern const SkyGame sky_numbergrab_game;

G_END_DECLS
