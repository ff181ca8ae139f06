#pragma once
// Weapons are their numbers (power die, bonuses) and their tricks, which are grants the wielder holds while
// the weapon is in hand. Cleave and a blade that bites its wielder are on-hit abilities (sim/rules/abilities.cpp);
// the blow's own tricks (heavy swing, momentum, riposte, vorpal) are in sim/rules/combat.hpp; a spell focus is
// asked by a spell's price (sim/rules/magic.hpp). The tricks that change what a strike or a step can do are asked
// here by the strike and step actions, for whoever strikes or steps:
//   reach           a strike at an empty neighbouring cell hits a hostile creature one cell beyond it;
//   lunge           a step toward a hostile creature two cells away in a straight line moves and strikes at once;
//   whirl           a step onto a cell strikes every hostile creature next to it there;
//   shatters_stone  a strike (or a step) at a wall or rock breaks it into a passage.

#include "sim/state/game.hpp"

namespace yoord {

// `attacker` strikes toward `d` and nothing stands there: true when a reach weapon struck the creature
// beyond (the action is spent).
bool try_reach(Game& game, ecs::Entity attacker, Direction d);

// Whether a strike by `attacker` toward `d` would reach `foe` with a reach weapon: it wields one, `foe` stands
// two cells off that way and hostile to it, and the cell between is clear. Auto-fight asks before it strikes.
[[nodiscard]] bool reach_strikes(Game& game, ecs::Entity attacker, Direction d, ecs::Entity foe);

// `walker` steps toward `d` onto a free cell: true when a lunge weapon carried the step into a strike
// (it moved and struck; the action is spent).
bool try_lunge(Game& game, ecs::Entity walker, Direction d);

// `actor` strikes (or walks) toward `d` and finds stone there (a wall, or rock): true when a weapon that shatters
// stone broke it into a passage (the action is spent). Never the floor's outer edge.
bool try_shatter(Game& game, ecs::Entity actor, Direction d);

// `walker` has just stepped onto a cell: with a whirling weapon it strikes every hostile creature next to it there,
// one blow each (rolled here, not through melee_attack, as a cleave is). True when it struck any.
bool whirl(Game& game, ecs::Entity walker);

}  // namespace yoord
