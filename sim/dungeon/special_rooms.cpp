#include "sim/dungeon/special_rooms.hpp"

#include <vector>

#include "sim/dungeon/streams.hpp"

namespace yoord {

namespace {

constexpr std::uint32_t kRoomPercentRoll = 100;

// The row whose share of the hundred holds `roll`, in file order, among those allowed at `depth`; nullopt for none.
std::optional<std::size_t> room_row_at(const Content& content, int depth, int roll) {
    int upto = 0;
    for (std::size_t i = 0; i < content.rooms.size(); ++i) {
        const RoomDef& room = content.rooms[i];
        if (depth < room.min_depth || depth > room.max_depth) continue;
        upto += room.chance;
        if (roll < upto) return i;
    }
    return std::nullopt;
}

}  // namespace

bool may_be_special(const FloorMap& map, const Room& room) noexcept {
    return !room.interior.contains(map.stairs_up) && !room.interior.contains(map.stairs_down);
}

void choose_special_room(FloorMap& map, const Content& content, std::uint64_t seed, int depth) {
    Rng rng = special_room_rng(seed, depth);
    // Two draws whatever the rows and the rooms, so no row's chance shifts the room another row would take.
    const auto roll = static_cast<int>(rng.below(kRoomPercentRoll));
    const std::uint32_t pick = rng.next_u32();
    const std::optional<std::size_t> row = room_row_at(content, depth, roll);
    if (!row) return;
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < map.rooms.size(); ++i) {
        if (may_be_special(map, map.rooms[i])) candidates.push_back(i);
    }
    if (candidates.empty()) return;
    const std::size_t room = candidates[pick % candidates.size()];
    map.special = SpecialRoom{room, *row, walls_sealed(content.rooms[*row].kind)};
}

bool walls_sealed(RoomKind kind) noexcept {
    switch (kind) {
        case RoomKind::red:
            return true;
        case RoomKind::hoard:
        case RoomKind::zoo:
        case RoomKind::hive:
            return false;
    }
    return false;
}

bool hoards_near_guardian(RoomKind kind) noexcept {
    switch (kind) {
        case RoomKind::hoard:
            return true;
        case RoomKind::zoo:
        case RoomKind::hive:
        case RoomKind::red:
            return false;
    }
    return false;
}

bool guardian_always(RoomKind kind) noexcept {
    switch (kind) {
        case RoomKind::hive:
            return true;
        case RoomKind::hoard:
        case RoomKind::zoo:
        case RoomKind::red:
            return false;
    }
    return false;
}

}  // namespace yoord
