#pragma once
// FloorMap: the walls, doors, rooms and stairs of one floor, as the layout generators build them. Tiles are
// a closed enum; how each looks (glyph, colour, the lit-room shading) is the front end's business.

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/geom/grid.hpp"
#include "core/geom/point.hpp"
#include "core/geom/rect.hpp"

namespace yoord {

enum class Tile : std::uint8_t {
    rock,         // solid stone nobody dug: drawn blank
    wall,         // the solid edge of a room, cave or passage
    floor,        // open ground inside a room, cave or maze
    corridor,     // a dug passage between rooms
    door_open,
    door_closed,  // blocks sight until opened; walkable (walking into it opens it)
    stairs_up,
    stairs_down,
    deep_water,   // generation 2: seen and shot across; only swimmers and flyers enter it (can_stand_on)
};

inline constexpr int kTileCount = 9;

[[nodiscard]] constexpr bool is_walkable(Tile t) noexcept {
    switch (t) {
        case Tile::rock:
        case Tile::wall:
        case Tile::deep_water:
            return false;
        case Tile::floor:
        case Tile::corridor:
        case Tile::door_open:
        case Tile::door_closed:
        case Tile::stairs_up:
        case Tile::stairs_down:
            return true;
    }
    return false;
}

[[nodiscard]] constexpr bool blocks_sight(Tile t) noexcept {
    switch (t) {
        case Tile::rock:
        case Tile::wall:
        case Tile::door_closed:
            return true;
        case Tile::floor:
        case Tile::corridor:
        case Tile::door_open:
        case Tile::stairs_up:
        case Tile::stairs_down:
        case Tile::deep_water:
            return false;
    }
    return true;
}

// What ground a creature can stand on. Every creature walks dry ground; a swimmer, a flyer or a levitating
// creature also crosses deep water (sim/rules/terrain.hpp says which a creature is). Paths are planned per mobility.
enum class Mobility : std::uint8_t { walks, crosses_water };

inline constexpr int kMobilityCount = 2;

[[nodiscard]] constexpr bool can_stand_on(Tile t, Mobility m) noexcept {
    if (t == Tile::deep_water) return m == Mobility::crosses_water;
    return is_walkable(t);
}

// Nothing solid fills the cell: a missile, a bolt, a blast or a reaching blade passes through it (over deep water
// too); a closed door or a wall stops it.
[[nodiscard]] constexpr bool is_open(Tile t) noexcept {
    switch (t) {
        case Tile::rock:
        case Tile::wall:
        case Tile::door_closed:
            return false;
        case Tile::floor:
        case Tile::corridor:
        case Tile::door_open:
        case Tile::stairs_up:
        case Tile::stairs_down:
        case Tile::deep_water:
            return true;
    }
    return false;
}

[[nodiscard]] constexpr bool is_door(Tile t) noexcept { return t == Tile::door_open || t == Tile::door_closed; }

[[nodiscard]] std::string_view tile_name(Tile t) noexcept;

// rogue, caves and maze are generation 1's; the rest are generation 2's special levels.
enum class LayoutKind : std::uint8_t { rogue, caves, maze, battlefield, honeycomb, castle, island };

inline constexpr int kLayoutKindCount = 7;

[[nodiscard]] std::string_view layout_kind_name(LayoutKind k) noexcept;

// A room's open interior (its walls are interior.expanded(1)). A lit room is seen whole from inside it.
struct Room {
    Rect interior;
    bool lit = true;

    friend constexpr bool operator==(const Room&, const Room&) = default;
};

// What a vault's map asks to stand on one of its cells (sim/dungeon/vaults.hpp); population plans it.
enum class VaultMarkKind : std::uint8_t { monster, item, trap, row };

struct VaultMark {
    Point cell;
    VaultMarkKind kind = VaultMarkKind::monster;
    std::string row;  // VaultMarkKind::row: the content row id the vault's legend names

    friend bool operator==(const VaultMark&, const VaultMark&) = default;
};

// Generation 2: the room of a floor that is a special room (content/rooms.toml; sim/dungeon/special_rooms.hpp).
struct SpecialRoom {
    std::size_t room = 0;   // index into FloorMap::rooms
    std::size_t row = 0;    // index into Content::rooms
    bool sealed = false;    // its walls cannot be dug (a red room)

    friend constexpr bool operator==(const SpecialRoom&, const SpecialRoom&) = default;
};

struct FloorSize {
    int width = 80;
    int height = 21;
};

inline constexpr FloorSize kDefaultFloorSize{};
// The smallest floor every layout kind can build: three rows and columns of rooms need this much.
inline constexpr FloorSize kMinFloorSize{24, 15};

struct FloorMap {
    Grid<Tile> tiles;
    std::vector<Room> rooms;  // in the order the generator made them; empty on layouts without rooms
    Point stairs_up;
    Point stairs_down;
    LayoutKind kind = LayoutKind::rogue;
    std::vector<VaultMark> marks;  // generation 2: what the vaults placed here ask for; empty in generation 1
    // Generation 2: the floor's special room, if it has one. A flag on the room's cells, not a wall: layout_hash
    // leaves it out, so a special room moves no wall (and the seed rebuilds it on loading, as it does the walls).
    std::optional<SpecialRoom> special;

    [[nodiscard]] int width() const noexcept { return tiles.width(); }
    [[nodiscard]] int height() const noexcept { return tiles.height(); }
    [[nodiscard]] bool in_bounds(Point p) const noexcept { return tiles.in_bounds(p); }
    [[nodiscard]] Tile at(Point p) const noexcept { return tiles.at(p); }
    [[nodiscard]] bool walkable(Point p) const noexcept { return in_bounds(p) && is_walkable(tiles.at(p)); }
    [[nodiscard]] bool passable(Point p, Mobility m) const noexcept { return in_bounds(p) && can_stand_on(tiles.at(p), m); }
    [[nodiscard]] bool open(Point p) const noexcept { return in_bounds(p) && is_open(tiles.at(p)); }

    // Whether digging may open `p`: a wall or rock off the map's edge, and not a wall of a sealed special room.
    [[nodiscard]] bool diggable(Point p) const noexcept;
    // Whether `p` is a wall cell of a sealed special room (a red room), which no digging opens.
    [[nodiscard]] bool sealed(Point p) const noexcept;

    // The room whose interior holds `p`, for the lit-room rule; nullopt in corridors, caves and doorways.
    [[nodiscard]] std::optional<std::size_t> room_at(Point p) const noexcept;
};

// The nearest cell to `want` that `fits` (`want` itself if it does), searching square rings outward, each ring
// row by row: the one order every "nearest free cell" rule shares, so a tie always goes the same way. Nullopt
// when no cell of the map fits. Cells off the map are never asked.
template <class Fits>
[[nodiscard]] std::optional<Point> nearest_cell_where(const FloorMap& map, Point want, Fits&& fits) {
    const int reach = std::max(map.width(), map.height());
    for (int r = 0; r < reach; ++r) {
        for (int dy = -r; dy <= r; ++dy) {
            for (int dx = -r; dx <= r; ++dx) {
                if (std::max(std::abs(dx), std::abs(dy)) != r) continue;
                const Point p = want + Point{dx, dy};
                if (map.in_bounds(p) && fits(p)) return p;
            }
        }
    }
    return std::nullopt;
}

// Whether any tile of the map is deep water (one scan of the tiles, a byte each).
[[nodiscard]] bool has_deep_water(const FloorMap& map) noexcept;

// XXH3-64 of the shape, tiles, rooms, stairs and kind: equal hashes mean equal layouts (to 64 bits).
[[nodiscard]] std::uint64_t layout_hash(const FloorMap& map) noexcept;

// One character per tile, one line per row ('#' wall, ' ' rock, '.' floor, ',' corridor, '\'' open door,
// '+' closed door, '<' '>' stairs, '~' deep water): for tests and debugging, not the game's screen.
[[nodiscard]] std::string to_ascii(const FloorMap& map);

}  // namespace yoord
