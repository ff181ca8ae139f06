#pragma once
// Generation 2's choice of a floor's kind, read from the level table (content/levels.toml; LevelDef in
// sim/tables/placement_defs.hpp says how the two draws go). Generation 1's choice is choose_layout_kind, frozen.

#include <cstdint>
#include <string>

#include "core/stable_id.hpp"
#include "sim/dungeon/floor.hpp"
#include "sim/dungeon/map.hpp"
#include "sim/tables/content.hpp"

namespace yoord {

// The level row a generation-2 floor at `depth` is: `forced` when it names a row (--level), else the special
// rows' draw on special_level_rng, else the ordinary rows' draw on layout_kind_rng. content.levels must hold a
// rest row (the loader sees to it).
[[nodiscard]] const LevelDef& choose_level(const Content& content, std::uint64_t seed, int depth,
                                           StableId forced = {});

// The kind of the floor at `descent`'s depth: its level row (generation 2 on), else generation 1's layout kind,
// which has no level table (`level` null). The balance report and the dungeon overview name floors by it.
struct FloorKind {
    const LevelDef* level = nullptr;
    LayoutKind layout = LayoutKind::rogue;
};
[[nodiscard]] FloorKind floor_kind(const Content& content, const Descent& descent);
// floor_kind() as an id: the level row's ("castle"), else the layout kind's name ("rogue", "caves", "maze").
[[nodiscard]] std::string floor_kind_id(const Content& content, const Descent& descent);

// The generator a level row names.
[[nodiscard]] LayoutKind layout_kind_of(LevelLayout layout) noexcept;

}  // namespace yoord
