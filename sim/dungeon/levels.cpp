#include "sim/dungeon/levels.hpp"

#include "core/assert.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/dungeon/streams.hpp"

namespace yoord {

namespace {

constexpr std::uint32_t kPercentRoll = 100;

bool allowed(const LevelDef& level, int depth) noexcept { return depth >= level.min_depth && depth <= level.max_depth; }

// The row of `special`-ness whose share of the hundred holds `roll`, in file order; nullptr when none does.
const LevelDef* row_at(const Content& content, int depth, bool special, int roll) {
    int upto = 0;
    for (const LevelDef& level : content.levels) {
        if (level.special != special || level.rest || !allowed(level, depth)) continue;
        upto += level.chance;
        if (roll < upto) return &level;
    }
    return nullptr;
}

const LevelDef& rest_row(const Content& content) {
    for (const LevelDef& level : content.levels) {
        if (level.rest) return level;
    }
    YOORD_ASSERT(false, "the level table has a rest row");
    return content.levels.front();
}

}  // namespace

const LevelDef& choose_level(const Content& content, std::uint64_t seed, int depth, StableId forced) {
    YOORD_ASSERT(!content.levels.empty(), "the level table has rows");
    if (const LevelDef* level = forced == StableId{} ? nullptr : content.find_level(forced)) return *level;
    // One draw on each stream whatever the depth and the rows, so no row's chance shifts another stream's draws.
    Rng special = special_level_rng(seed, depth);
    Rng ordinary = layout_kind_rng(seed, depth);
    const auto special_roll = static_cast<int>(special.below(kPercentRoll));
    const auto ordinary_roll = static_cast<int>(ordinary.below(kPercentRoll));
    if (const LevelDef* level = row_at(content, depth, true, special_roll)) return *level;
    if (const LevelDef* level = row_at(content, depth, false, ordinary_roll)) return *level;
    return rest_row(content);
}

FloorKind floor_kind(const Content& content, const Descent& descent) {
    if (descent.generation == kFirstGeneration) return {nullptr, choose_layout_kind(descent.seed, descent.depth)};
    const LevelDef& level = choose_level(content, descent.seed, descent.depth, descent.level);
    return {&level, layout_kind_of(level.layout)};
}

std::string floor_kind_id(const Content& content, const Descent& descent) {
    const FloorKind kind = floor_kind(content, descent);
    return kind.level != nullptr ? kind.level->id : std::string(layout_kind_name(kind.layout));
}

LayoutKind layout_kind_of(LevelLayout layout) noexcept {
    switch (layout) {
        case LevelLayout::rooms:
            return LayoutKind::rogue;
        case LevelLayout::caves:
            return LayoutKind::caves;
        case LevelLayout::maze:
            return LayoutKind::maze;
        case LevelLayout::battlefield:
            return LayoutKind::battlefield;
        case LevelLayout::honeycomb:
            return LayoutKind::honeycomb;
        case LevelLayout::castle:
            return LayoutKind::castle;
        case LevelLayout::island:
            return LayoutKind::island;
    }
    return LayoutKind::rogue;
}

}  // namespace yoord
