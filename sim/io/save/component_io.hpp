#pragma once
// One save/load pair per component, beside a stable name for each (the tag a save stores before the
// component's bytes). Like sim/io/state_hash.cpp's hash_component, every overload is spelled out, and a
// component added to sim/components.hpp without a pair here stops the build at the static_assert in
// component_io.cpp. Renaming a component's tag breaks every save: never do it.
//
// Handles are written as Uids and effect bits as effect stable ids, never as positions, so a save survives a
// reordered component list or effects registry.

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "sim/io/save/bytes.hpp"
#include "sim/tables/content.hpp"
#include "sim/world.hpp"

namespace yoord::save {

// What reading one entity's components needs and what it learns.
struct ReadContext {
    const GameWorld& world;
    const Content& content;
    std::size_t dropped_effects = 0;  // effect ids this build does not have, skipped
    bool drop_entity = false;         // the entity's row (or an effect it cannot do without) is gone
};

// Writes every component of `e` that is present: a u16 count, then per component its tag (u64), its byte
// length (u32) and its bytes.
void write_components(ByteWriter& out, const GameWorld& world, ecs::Entity e);

// Reads what write_components wrote onto `e` (already created). A tag this build does not know is skipped
// and counted in `unknown_components`.
void read_components(ByteReader& in, ReadContext& ctx, GameWorld& world, ecs::Entity e,
                     std::size_t& unknown_components);

// Every component's tag ("position", "health" ...) in Components order, for tests and docs.
[[nodiscard]] std::vector<std::string_view> component_tags();

// How many component types have a save pair: equals the length of the Components list (a test checks).
[[nodiscard]] std::size_t saved_component_count();

}  // namespace yoord::save
