#include "sim/dungeon/map.hpp"

#include <xxhash.h>

#include <array>
#include <cstring>

namespace yoord {

std::string_view tile_name(Tile t) noexcept {
    switch (t) {
        case Tile::rock:
            return "rock";
        case Tile::wall:
            return "wall";
        case Tile::floor:
            return "floor";
        case Tile::corridor:
            return "corridor";
        case Tile::door_open:
            return "door_open";
        case Tile::door_closed:
            return "door_closed";
        case Tile::stairs_up:
            return "stairs_up";
        case Tile::stairs_down:
            return "stairs_down";
        case Tile::deep_water:
            return "deep_water";
    }
    return "?";
}

std::string_view layout_kind_name(LayoutKind k) noexcept {
    switch (k) {
        case LayoutKind::rogue:
            return "rogue";
        case LayoutKind::caves:
            return "caves";
        case LayoutKind::maze:
            return "maze";
        case LayoutKind::battlefield:
            return "battlefield";
        case LayoutKind::honeycomb:
            return "honeycomb";
        case LayoutKind::castle:
            return "castle";
        case LayoutKind::island:
            return "island";
    }
    return "?";
}

std::optional<std::size_t> FloorMap::room_at(Point p) const noexcept {
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        if (rooms[i].interior.contains(p)) {
            return i;
        }
    }
    return std::nullopt;
}

namespace {

// Integers go into the hash as 32 bits in host byte order; tests/golden/seed_catalog.txt would catch a
// platform where that gives other hashes.
void hash_int(XXH3_state_t* state, int value) {
    const auto v = static_cast<std::int32_t>(value);
    XXH3_64bits_update(state, &v, sizeof v);
}

}  // namespace

bool has_deep_water(const FloorMap& map) noexcept {
    static_assert(sizeof(Tile) == 1, "the scan reads one byte per tile");
    const auto cells = static_cast<std::size_t>(map.width()) * static_cast<std::size_t>(map.height());
    return cells > 0 && std::memchr(map.tiles.data(), static_cast<int>(Tile::deep_water), cells) != nullptr;
}

std::uint64_t layout_hash(const FloorMap& map) noexcept {
    XXH3_state_t* state = XXH3_createState();
    XXH3_64bits_reset(state);
    hash_int(state, map.width());
    hash_int(state, map.height());
    hash_int(state, static_cast<int>(map.kind));
    static_assert(sizeof(Tile) == 1, "tiles hash as bytes");
    if (map.tiles.size() != 0) {
        XXH3_64bits_update(state, map.tiles.data(), map.tiles.size());
    }
    hash_int(state, static_cast<int>(map.rooms.size()));
    for (const Room& room : map.rooms) {
        for (const int v : {room.interior.x, room.interior.y, room.interior.width, room.interior.height}) {
            hash_int(state, v);
        }
        hash_int(state, room.lit ? 1 : 0);
    }
    for (const int v : {map.stairs_up.x, map.stairs_up.y, map.stairs_down.x, map.stairs_down.y}) {
        hash_int(state, v);
    }
    // Generation 1 has no marks, so its hashes are those of before vaults.
    for (const VaultMark& mark : map.marks) {
        for (const int v : {mark.cell.x, mark.cell.y, static_cast<int>(mark.kind)}) hash_int(state, v);
        XXH3_64bits_update(state, mark.row.data(), mark.row.size());
    }
    const std::uint64_t hash = XXH3_64bits_digest(state);
    XXH3_freeState(state);
    return hash;
}

bool FloorMap::sealed(Point p) const noexcept {
    if (!special || !special->sealed || special->room >= rooms.size()) return false;
    const Rect inside = rooms[special->room].interior;
    return inside.expanded(1).contains(p) && !inside.contains(p);
}

bool FloorMap::diggable(Point p) const noexcept {
    const bool edge = p.x <= 0 || p.y <= 0 || p.x >= width() - 1 || p.y >= height() - 1;
    if (!in_bounds(p) || edge) return false;
    const Tile t = tiles.at(p);
    return (t == Tile::wall || t == Tile::rock) && !sealed(p);
}

std::string to_ascii(const FloorMap& map) {
    static constexpr std::array<char, kTileCount> kChars{' ', '#', '.', ',', '\'', '+', '<', '>', '~'};
    std::string out;
    out.reserve(static_cast<std::size_t>(map.width() + 1) * static_cast<std::size_t>(map.height()));
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            out.push_back(kChars[static_cast<std::size_t>(map.tiles.at(x, y))]);
        }
        out.push_back('\n');
    }
    return out;
}

}  // namespace yoord
