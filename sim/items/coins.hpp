#pragma once
// Coins are applied on contact: stepping onto a pile adds it to the purse (and the score) at once, with no
// pick-up command and no pack letter.

#include "sim/game.hpp"

namespace yoord {

// Collects every pile of coins on the player's cell; returns the coins gained.
int collect_coins_underfoot(Game& game);

}  // namespace yoord
