#pragma once
// Coins are applied on contact: stepping onto a pile adds it to the purse (and the score) at once, with no
// pick-up command and no pack letter.

#include "sim/game.hpp"

namespace yoord {

// Collects every pile of coins on `walker`'s cell into the purse; returns the coins gained. The purse is the
// player's score, so only the player collects: anyone else walks over coins and leaves them.
int collect_coins_underfoot(Game& game, ecs::Entity walker);

}  // namespace yoord
