#pragma once
// Terrain: what ground a creature may stand on, and what the ground does to what comes down on it. Deep water
// (dungeon generation 2's islands and vaults) is the one ground with rules of its own:
//   - a swimmer, a flyer or a levitating creature crosses it; every other creature is refused the step and its
//     paths go round (sim/monsters/minds.cpp plans one map per Mobility; travel and explore plan the player's);
//   - missiles, bolts, blasts and reaching blades pass over it (sim/dungeon/map.hpp, is_open);
//   - an item that comes down in it sinks for good, except the Element of Yoord, which the water casts up on the
//     nearest shore: lay_item() is the one door by which a dropped, thrown, fired or left item reaches the floor;
//   - a creature left standing in it once its levitation or flight is over struggles to the nearest free dry cell.

#include <cstdint>

#include "sim/state/game.hpp"

namespace yoord {

// How `e` crosses the ground now: crosses_water while it swims, flies or levitates (born with it, given it,
// holding it for a while, or lent it by its gear).
[[nodiscard]] Mobility mobility_of(const GameWorld& world, ecs::Entity e);

// Whether `e` may stand on `to` (the ground only: a creature there is the caller's question).
[[nodiscard]] bool can_enter(const Game& game, ecs::Entity e, Point to);

enum class Landing : std::uint8_t {
    lies,           // it lies on the cell
    sank,           // deep water: the item is destroyed
    washed_ashore,  // the Element in deep water: it lies on the nearest dry cell instead
};

// Puts `item` down on `cell` of the floor, with the water's say: the player reads what sinks or washes up where it
// sees the water.
Landing lay_item(Game& game, ecs::Entity item, Point cell);

// Every creature standing in deep water that can no longer cross it struggles to the nearest free dry cell (a
// system: sim/turn/schedule.cpp runs it after the conditions that may have ended a levitation).
void bring_the_stranded_ashore(Game& game);

}  // namespace yoord
