#pragma once
// One entity in a save (format 2): the row it comes from, and what play changed. The fields of each component,
// and which of them play or the row decides, are sim/io/component_traits.hpp's; this file only turns them into
// bytes and back (docs/reference/save-format.md has the layout and the table).
//
// Writing compares the entity with its row's reference entity (RowBaselines: add_row_components in a scratch
// world) and writes play fields always, row fields only where they differ, a component the row gives but the
// entity lost as "absent", and marker bits as those added to and removed from the row's. Reading rebuilds the
// entity from the loading build's row first and applies the same records, so a retuned row reaches saved games
// wherever play left its numbers alone.
//
// Handles are written as Uids and effect bits as effect stable ids, never as positions, so a save survives a
// reordered component list or effects registry.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "sim/io/save/bytes.hpp"
#include "sim/tables/content.hpp"
#include "sim/world/world.hpp"

namespace yoord::save {

// Where an entity's components come from, the first byte of each entity.
enum class Origin : std::uint8_t {
    none,   // no content row (the player): every component it has is written whole
    row,    // rebuilt from its row at load; the records are what play changed
    named,  // names its row but is not rebuilt: every component is written whole (a format-1 save, migrated)
};

// The reference entity of each content row, built on first use by add_row_components in a scratch world: what
// the save compares an entity with to find what play changed. The scratch world is one per thread, emptied by
// each RowBaselines: a fresh World allocates and zeroes a page per column, which cost twenty times the rest of a
// save (bench/save_bench.cpp). So at most one RowBaselines may live per thread at a time (asserted).
class RowBaselines {
public:
    explicit RowBaselines(const Content& content);
    ~RowBaselines();
    RowBaselines(const RowBaselines&) = delete;
    RowBaselines& operator=(const RowBaselines&) = delete;

    [[nodiscard]] ecs::Entity of(RowRef row);
    [[nodiscard]] const GameWorld& world() const noexcept { return world_; }

private:
    const Content& content_;
    GameWorld& world_;
    std::array<std::vector<ecs::Entity>, kCategoryCount> built_;
};

// What reading one entity needs and what it learns.
struct ReadContext {
    GameWorld& world;
    const Content& content;
    std::size_t dropped_effects = 0;  // effect ids this build does not have, skipped
    bool drop_entity = false;         // the entity's row (or an effect it cannot do without) is gone
    bool missing_effect = false;      // the value just read named an effect this build does not have
    // Uids of entities kept aside with a missing pack's block (sorted): a reference to one reads as none
    // rather than as a corrupt save (a pack's item in the player's pack leaves its letter empty meanwhile).
    const std::vector<std::uint64_t>* aside = nullptr;
};

// Writes `e`: its origin and row, its marker bits as changes from the row's, then its component records.
void write_entity(ByteWriter& out, const GameWorld& world, ecs::Entity e, RowBaselines& rows);

// Reads what write_entity wrote onto `e` (already created, with its Uid). A component tag this build does not
// know is skipped and counted in `unknown_components`.
void read_entity(ByteReader& in, ReadContext& ctx, ecs::Entity e, std::size_t& unknown_components);

// Every component's tag ("position", "health" ...) in Components order, for tests and docs.
[[nodiscard]] std::vector<std::string_view> component_tags();

// How many component types a save can hold a record of: those whose traits say Saved::fields.
[[nodiscard]] std::size_t saved_component_count();

}  // namespace yoord::save
