#pragma once
// Weapons are their numbers (power die, bonuses) and their tricks, which are grants the wielder holds while
// the weapon is in hand. Cleave is an on-hit ability (sim/rules/abilities.cpp); reach and lunge change what a strike
// or a step can do, and are asked here by the strike and step actions, for whoever strikes or steps.
//   reach  a strike at an empty neighbouring cell hits a hostile creature one cell beyond it;
//   lunge  a step toward a hostile creature two cells away in a straight line moves and strikes at once.

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

}  // namespace yoord
