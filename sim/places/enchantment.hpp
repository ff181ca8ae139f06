#pragma once
// An item's plus: the enchantment a weapon or a suit of armour carries on top of its row's numbers. The plus is
// folded into the bonus it raises (a weapon's power bonus, an armour's armour bonus), so the Loadout, combat and
// the HUD read one number; Item::plus remembers how much of that bonus is the plus, which is what identifying
// reveals, what a scroll of enchanting raises and what cancellation takes back out.
//
// Floor gear is rolled with a plus when a floor is filled (sim/dungeon/population.hpp: most +0, some +1 to
// +gear_plus_max, a cursed one -1 to -cursed_minus_max), scrolls of enchanting and the promise of a plus add to it
// (sim/items/pack.hpp enchant). Until the item is identified its holder knows only the row's numbers:
// known_modifiers is what the item details show and what the bots judge gear by.

#include "sim/world/world.hpp"

namespace yoord {

// Whether a plus can be folded into this item's numbers: a weapon or body armour with gear modifiers.
[[nodiscard]] bool holds_plus(const GameWorld& world, ecs::Entity item);

// Adds `by` to the item's plus and to the bonus the plus raises; its curse and the Loadout are the caller's. False,
// with nothing changed, for an item that holds no plus.
bool add_plus(GameWorld& world, ecs::Entity item, int by);

// The item's gear numbers as its holder knows them: with its plus once identified, the row's own numbers (the plus
// taken back out) until then. Zero numbers for an item that lends none.
[[nodiscard]] GearModifiers known_modifiers(const GameWorld& world, ecs::Entity item);

}  // namespace yoord
