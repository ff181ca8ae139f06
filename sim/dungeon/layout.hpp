#pragma once
// Floor layouts: generate_layout(seed, depth, size) is a pure function. The kind of layout (Rogue's rooms,
// caves, a maze) is drawn from layout_kind_rng, and the walls from layout_rng, so that which kind a deep floor
// gets never shifts the draws of an ordinary one, and nothing but (seed, depth, size) reaches either.
//
// Every layout guarantees: the map's edge is solid; every walkable cell is reachable from the up stair by
// orthogonal steps (so diagonal rules about doors can never cut a floor in two); up and down stairs are two
// distinct cells, each on a floor tile's place.

#include <cstdint>

#include "core/rng.hpp"
#include "sim/dungeon/map.hpp"

namespace yoord {

// Floors this shallow are always Rogue's rooms; deeper, caves and mazes appear at the rates below.
inline constexpr int kRoomsOnlyDepth = 3;
inline constexpr int kCavesPercent = 22;
inline constexpr int kMazePercent = 12;

[[nodiscard]] LayoutKind choose_layout_kind(std::uint64_t seed, int depth) noexcept;

// size must be at least kMinFloorSize on both axes; depth >= 1.
[[nodiscard]] FloorMap generate_layout(std::uint64_t seed, int depth, FloorSize size = kDefaultFloorSize);

// A layout of a given kind from layout_rng(seed, depth), whatever choose_layout_kind would say: for tests
// and the benchmark. generate_layout(seed, depth) == generate_layout_of_kind(choose_layout_kind(...), ...).
[[nodiscard]] FloorMap generate_layout_of_kind(LayoutKind kind, std::uint64_t seed, int depth,
                                               FloorSize size = kDefaultFloorSize);

// The generators themselves, each drawing only from `rng`.
[[nodiscard]] FloorMap generate_rogue_layout(Rng& rng, int depth, FloorSize size);
[[nodiscard]] FloorMap generate_cave_layout(Rng& rng, int depth, FloorSize size);
[[nodiscard]] FloorMap generate_maze_layout(Rng& rng, int depth, FloorSize size);
// Generation 2's special levels (sim/dungeon/layout_special.cpp).
[[nodiscard]] FloorMap generate_battlefield_layout(Rng& rng, int depth, FloorSize size);
[[nodiscard]] FloorMap generate_honeycomb_layout(Rng& rng, int depth, FloorSize size);
[[nodiscard]] FloorMap generate_castle_layout(Rng& rng, int depth, FloorSize size);
[[nodiscard]] FloorMap generate_island_layout(Rng& rng, int depth, FloorSize size);

// Percent chance that a room is dark on this floor: none on the first, more as the dungeon deepens.
[[nodiscard]] int dark_room_percent(int depth) noexcept;

}  // namespace yoord
