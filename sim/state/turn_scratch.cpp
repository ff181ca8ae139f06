#include "sim/state/turn_scratch.hpp"

namespace yoord {

namespace {

constexpr std::size_t kEventsPerTurn = 64;  // room for a busy turn's events; a busier one grows the list

template <class T>
void reset_to(Grid<T>& grid, int width, int height, const T& value) {
    if (grid.width() != width || grid.height() != height) grid.reset(width, height, value);
}

}  // namespace

void TurnScratch::fit(std::size_t creatures) {
    dying.reserve(creatures);
    holders.reserve(creatures);
    pack_events.reserve(kEventsPerTurn);
    events.reserve(kEventsPerTurn);
}

void PathScratch::fit(int width, int height, std::size_t entities) {
    const auto cells = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    finder.reserve(width, height);
    for (DistanceToPlayer& d : player_distance) reset_to(d.grid, width, height, kUnreachable);
    reset_to(player_sight_lines, width, height, false);
    if (seen_stamp.width() != width || seen_stamp.height() != height) {  // as flood_from_player would
        seen_stamp.reset(width, height, 0);
        parent.reset(width, height, 0);
        stamp = 0;
    }
    reset_to(danger_stamp, width, height, std::uint32_t{0});
    path.reserve(cells);
    loot.reserve(cells);
    queue.reserve(cells);
    step_buckets.resize(kExploreStepBuckets);
    for (std::vector<std::uint32_t>& bucket : step_buckets) bucket.reserve(cells);
    threats.reserve(entities);
    threat_movers.reserve(entities);
    threat_cells.reserve(entities);
    monsters.reserve(entities);
    for (UidSortMemo* memo : {&minds_order, &abilities_order}) {
        memo->as_given.reserve(entities);
        memo->by_uid.reserve(entities);
    }
    for (std::vector<ecs::Entity>& side : by_side) side.reserve(entities);
}

}  // namespace yoord
