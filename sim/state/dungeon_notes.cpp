#include "sim/state/dungeon_notes.hpp"

#include <algorithm>

namespace yoord {

namespace {

template <class Floors>
auto lower(Floors& floors, int depth) {
    return std::lower_bound(floors.begin(), floors.end(), depth, [](const FloorNote& n, int d) { return n.depth < d; });
}

}  // namespace

FloorNote& DungeonNotes::of(int depth) {
    const auto at = lower(floors, depth);
    if (at != floors.end() && at->depth == depth) return *at;
    FloorNote fresh;
    fresh.depth = depth;
    return *floors.insert(at, std::move(fresh));
}

const FloorNote* DungeonNotes::find(int depth) const {
    const auto at = lower(floors, depth);
    return at != floors.end() && at->depth == depth ? &*at : nullptr;
}

}  // namespace yoord
