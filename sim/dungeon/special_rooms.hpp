#pragma once
// Special rooms (content/rooms.toml, issue 30): generation 2 turns one room of some floors into a dragon's hoard, a
// monster zoo, a treasure hive or a red room. The room is one the layout already made, never one holding a stair,
// and nothing of the walls changes: choose_special_room marks it on the map (FloorMap::special, left out of
// layout_hash), and the floor's population fills it (sim/dungeon/population.hpp) after its own draws. Draws come
// from special_room_rng(seed, depth) (which room, of which row) and special_room_content_rng(seed, depth, changes)
// (what stands in it) only.

#include <cstdint>
#include <optional>

#include "sim/dungeon/map.hpp"
#include "sim/tables/content.hpp"

namespace yoord {

// Marks the special room of a generation-2 floor on `map`, when special_room_rng draws a row allowed at `depth` and
// the map has a room that holds no stair. Two draws whatever the rows and the map. Moves no wall.
void choose_special_room(FloorMap& map, const Content& content, std::uint64_t seed, int depth);

// Whether a room could be special: its interior holds neither stair.
[[nodiscard]] bool may_be_special(const FloorMap& map, const Room& room) noexcept;

// What each kind does that its row cannot say (switches over RoomKind, no default).
[[nodiscard]] bool walls_sealed(RoomKind kind) noexcept;          // a red room: no digging opens its walls
[[nodiscard]] bool hoards_near_guardian(RoomKind kind) noexcept;  // a hoard: piles and loot on the cells nearest it
[[nodiscard]] bool guardian_always(RoomKind kind) noexcept;       // a hive: the guardian spawns even in a full room

}  // namespace yoord
