#pragma once
// Recovery: how hit points and magic come back, other than by potions, spells, coins and the Element's mending.
// Two ways, each paid for, so that no loop of moves heals for free (docs/explanation/balance.md, the stair dance):
//
// - A staircase to a depth new to the run (going down: deeper than it has been; climbing with the Element:
//   shallower than it has climbed with it) restores stairs_heal_percent of the player's maximum hit points, and
//   as much of its companion's, and refills its magic. A staircase back to a depth already reached restores
//   nothing (nor does a trapdoor or the portal), so going up and straight back down heals nothing.
// - Resting (the rest intent, `R`) mends one hit point each rest_turns_per_hp turns and one point of magic each
//   rest_turns_per_ma turns (counted on the run's turn count, so resting in bursts gains no more than resting
//   at once). Resting is refused while a foe is in view and stops when one appears (sim/actions/repeat.hpp); its
//   price is the floor's Patience, which runs down as it rests.
//
// Every hit point comes back through heal() (sim/rules/combat.hpp), the one door for healing.

#include "sim/state/game.hpp"

namespace yoord {

// The player arrived by a staircase on a depth new to the run: heal its share, its companion's, refill magic.
void recover_at_new_depth(Game& game);

// Whether `e` has hit points or magic to win back by resting.
[[nodiscard]] bool needs_rest(const Game& game, ecs::Entity e);

// One turn of rest for `e`: a hit point and a point of magic when the run's turn count falls on their period.
// Returns whether anything came back.
bool rest_turn(Game& game, ecs::Entity e);

}  // namespace yoord
