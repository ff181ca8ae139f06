#pragma once
// Promises: what a coin of promise owes its taker (sim/items/coins.hpp). A promise is kept when the taker next
// arrives by a staircase (not a trapdoor or a portal): a promise of vigour grows the taker's power die, unless
// harm reached the taker first (harm forfeits it, in sim/rules/combat.cpp's one door); a promise of gear puts
// pluses on the weapon worn then, or else the armour. The owed numbers live in the Promises component, so a
// save carries them.

#include "sim/world/world.hpp"

namespace yoord {

struct Game;

// Harm reached `victim`: a promise of vigour it holds is forfeit, with a line for the player.
void forfeit_unhurt_promise(Game& game, ecs::Entity victim);

// `e` arrived by a staircase: every promise it holds is kept and cleared.
void keep_promises(Game& game, ecs::Entity e);

}  // namespace yoord
