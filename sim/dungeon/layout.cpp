#include "sim/dungeon/layout.hpp"

#include <algorithm>

#include "core/assert.hpp"
#include "sim/dungeon/streams.hpp"

namespace yoord {

namespace {
constexpr int kDarkPercentPerDepth = 8;
constexpr int kMaxDarkPercent = 70;
constexpr std::uint32_t kPercent = 100;
}  // namespace

int dark_room_percent(int depth) noexcept {
    return std::clamp((depth - 1) * kDarkPercentPerDepth, 0, kMaxDarkPercent);
}

LayoutKind choose_layout_kind(std::uint64_t seed, int depth) noexcept {
    YOORD_ASSERT(depth >= 1, "floors count from 1");
    // One draw whatever the depth, so the rule for shallow floors costs deep ones nothing.
    Rng rng = layout_kind_rng(seed, depth);
    const auto roll = static_cast<int>(rng.below(kPercent));
    if (depth <= kRoomsOnlyDepth) {
        return LayoutKind::rogue;
    }
    if (roll < kCavesPercent) {
        return LayoutKind::caves;
    }
    if (roll < kCavesPercent + kMazePercent) {
        return LayoutKind::maze;
    }
    return LayoutKind::rogue;
}

FloorMap generate_layout_of_kind(LayoutKind kind, std::uint64_t seed, int depth, FloorSize size) {
    YOORD_ASSERT(depth >= 1, "floors count from 1");
    Rng rng = layout_rng(seed, depth);
    switch (kind) {
        case LayoutKind::rogue:
            return generate_rogue_layout(rng, depth, size);
        case LayoutKind::caves:
            return generate_cave_layout(rng, depth, size);
        case LayoutKind::maze:
            return generate_maze_layout(rng, depth, size);
        case LayoutKind::battlefield:
            return generate_battlefield_layout(rng, depth, size);
        case LayoutKind::honeycomb:
            return generate_honeycomb_layout(rng, depth, size);
        case LayoutKind::castle:
            return generate_castle_layout(rng, depth, size);
        case LayoutKind::island:
            return generate_island_layout(rng, depth, size);
    }
    return generate_rogue_layout(rng, depth, size);
}

FloorMap generate_layout(std::uint64_t seed, int depth, FloorSize size) {
    return generate_layout_of_kind(choose_layout_kind(seed, depth), seed, depth, size);
}

}  // namespace yoord
