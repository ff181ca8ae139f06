#pragma once
// Potions: the mechanic is the row's kind (PotionKind), switched over with no default. Drinking applies it to
// the drinker; a thrown potion shatters and applies it to the creature it hits. The afflictions are the verbs
// of sim/rules/conditions.hpp, so a potion of slumber and a wand of slumber do the same thing.

#include "sim/state/game.hpp"

namespace yoord {

// Applies the potion row `def` to creature `e`. Says what happened (or that nothing did). Returns whether the
// effect showed what the potion is (false: nothing to see, e.g. healing at full health, an immunity).
bool apply_potion(Game& game, const PotionDef& def, ecs::Entity e);

// `drinker` drinks `potion` (from its pack): the potion is used up. The player learns its kind when the effect
// showed it (sim/rules/identify.hpp).
void quaff(Game& game, ecs::Entity drinker, ecs::Entity potion);

}  // namespace yoord
