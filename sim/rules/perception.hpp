#pragma once
// What a creature notices: whether one creature perceives another this instant. A mind builds its percept from
// it (sim/monsters/minds.hpp), and the stop rules of repeated actions ask it whether a monster has noticed the
// player (sim/actions/repeat.hpp), so "has it seen me?" is decided once, here.
//
// A creature perceives another within its sight radius (halved when that one is stealthy) with a clear line
// between them, unless that one is invisible to it or it is blind; a creature that aggravates is perceived from
// anywhere on the floor.

#include "sim/state/game.hpp"

namespace yoord {

// A stealthy creature is noticed only within a creature's sight divided by this.
inline constexpr int kStealthSightDivisor = 2;

// In sight: within `self`'s sight radius (halved against the stealthy), a clear line, not invisible to it, not
// blind. The line to the player is the player's own field of view (the shadowcast is symmetric), computed at
// most once a turn for every creature that asks.
[[nodiscard]] bool in_sight(Game& game, ecs::Entity self, ecs::Entity other);

// Whether `self` perceives `other` now: `other` alive and on the map, and aggravating or in sight.
[[nodiscard]] bool perceives(Game& game, ecs::Entity self, ecs::Entity other);

// perceives(), asked from outside the minds (the stop rules, the look line, between turns): the same rule, with
// the line of sight drawn afresh rather than read from (and written to) the turn's cache of the player's sight
// lines, which the minds fill when they first need it; a question between turns must not change what they read.
[[nodiscard]] bool notices(Game& game, ecs::Entity self, ecs::Entity other);

}  // namespace yoord
