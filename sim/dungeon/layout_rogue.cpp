// Rogue's floors: the map cut into a 3x3 grid of cells, a room in most cells, and the cells joined to their
// orthogonal neighbours by corridors (a spanning tree, then a few extra links so some floors have loops). A
// cell left without a room becomes a corridor junction: a single dug cell its corridors meet at.
//
// Why the corridors can never cut through a room: a room's walls stay inside its cell and leave the cell's
// last column and row free, so between two neighbouring rooms there is always at least one free column (or
// row). A corridor between horizontal neighbours turns only in the columns between the two rooms' facing
// walls, and runs along rows that belong to those two rooms' own band, where no third room lies.

#include <array>
#include <vector>

#include "core/assert.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/dungeon/layout_tools.hpp"

namespace yoord {

namespace {

constexpr int kGridSide = 3;
constexpr int kCellCount = kGridSide * kGridSide;
constexpr int kMaxGoneRooms = 3;
constexpr int kMinRoomWidth = 3;   // interior cells
constexpr int kMinRoomHeight = 2;  // interior cells
constexpr int kMaxExtraLinks = 4;
constexpr int kClosedDoorPercent = 35;

struct Cell {
    Rect bounds;
    bool gone = false;
    Rect interior;   // the room's open cells, when not gone
    Point junction;  // the corridor meeting point, when gone
};

using Links = std::array<std::array<bool, kCellCount>, kCellCount>;

Rect cell_bounds(int index, FloorSize size) {
    const int col = index % kGridSide;
    const int row = index / kGridSide;
    const int x0 = col * size.width / kGridSide;
    const int x1 = (col + 1) * size.width / kGridSide;
    const int y0 = row * size.height / kGridSide;
    const int y1 = (row + 1) * size.height / kGridSide;
    return {x0, y0, x1 - x0, y1 - y0};
}

// The room's walls (interior expanded by one) stay within the cell minus its last column and row.
Rect place_room(const Rect& cell, Rng& rng) {
    const int width = rng.range(kMinRoomWidth, cell.width - 3);
    const int height = rng.range(kMinRoomHeight, cell.height - 3);
    const int left = rng.range(cell.left(), cell.right() - 1 - (width + 1));
    const int top = rng.range(cell.top(), cell.bottom() - 1 - (height + 1));
    return {left + 1, top + 1, width, height};
}

Point place_junction(const Rect& cell, Rng& rng) {
    const int x = rng.range(cell.left() + 1, cell.right() - 1);
    const int y = rng.range(cell.top() + 1, cell.bottom() - 1);
    return {x, y};
}

std::array<Cell, kCellCount> plan_cells(Rng& rng, FloorSize size) {
    std::array<Cell, kCellCount> cells{};
    std::array<int, kCellCount> order{};
    for (int i = 0; i < kCellCount; ++i) {
        order[static_cast<std::size_t>(i)] = i;
        cells[static_cast<std::size_t>(i)].bounds = cell_bounds(i, size);
    }
    const int gone = rng.range(0, kMaxGoneRooms);
    rng.shuffle(std::span<int>(order));
    for (int i = 0; i < gone; ++i) {
        cells[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])].gone = true;
    }
    for (Cell& cell : cells) {
        if (cell.gone) {
            cell.junction = place_junction(cell.bounds, rng);
        } else {
            cell.interior = place_room(cell.bounds, rng);
        }
    }
    return cells;
}

bool adjacent(int a, int b) {
    const int ax = a % kGridSide, ay = a / kGridSide, bx = b % kGridSide, by = b / kGridSide;
    return (ax == bx && (ay - by == 1 || by - ay == 1)) || (ay == by && (ax - bx == 1 || bx - ax == 1));
}

// Where a corridor leaves cell `c` toward `toward` (a unit step): a door on the facing wall, or the junction.
Point exit_of(const Cell& c, Point toward, Rng& rng) {
    if (c.gone) {
        return c.junction;
    }
    const Rect& r = c.interior;
    if (toward.x != 0) {
        const int x = toward.x > 0 ? r.right() + 1 : r.left() - 1;
        return {x, rng.range(r.top(), r.bottom())};
    }
    const int y = toward.y > 0 ? r.bottom() + 1 : r.top() - 1;
    return {rng.range(r.left(), r.right()), y};
}

void make_exit(Grid<Tile>& tiles, const Cell& c, Point exit, Rng& rng) {
    if (c.gone) {
        tiles.at(exit) = Tile::corridor;
        return;
    }
    const bool closed = rng.percent(kClosedDoorPercent);
    tiles.at(exit) = closed ? Tile::door_closed : Tile::door_open;
}

// Joins cells a and b (orthogonal neighbours, a before b in reading order) with an L-shaped corridor.
void link(Grid<Tile>& tiles, const std::array<Cell, kCellCount>& cells, int a, int b, Rng& rng) {
    const bool horizontal = b - a == 1;
    const Point dir = horizontal ? Point{1, 0} : Point{0, 1};
    const Cell& from_cell = cells[static_cast<std::size_t>(a)];
    const Cell& to_cell = cells[static_cast<std::size_t>(b)];
    const Point exit_a = exit_of(from_cell, dir, rng);
    const Point exit_b = exit_of(to_cell, Point{0, 0} - dir, rng);
    make_exit(tiles, from_cell, exit_a, rng);
    make_exit(tiles, to_cell, exit_b, rng);
    const Point start = exit_a + dir;
    const Point end = exit_b - dir;
    const int turn = horizontal ? rng.range(start.x, end.x) : rng.range(start.y, end.y);
    dig_l(tiles, start, end, horizontal, turn, Tile::corridor);
}

void link_all(Grid<Tile>& tiles, const std::array<Cell, kCellCount>& cells, Rng& rng) {
    Links links{};
    std::array<bool, kCellCount> joined{};
    joined[rng.below(kCellCount)] = true;
    std::vector<std::pair<int, int>> candidates;
    // A spanning tree grown from a random cell: every cell, room or junction, is reached.
    for (int count = 1; count < kCellCount; ++count) {
        candidates.clear();
        for (int i = 0; i < kCellCount; ++i) {
            for (int j = 0; j < kCellCount; ++j) {
                if (joined[static_cast<std::size_t>(i)] && !joined[static_cast<std::size_t>(j)] && adjacent(i, j)) {
                    candidates.emplace_back(i, j);
                }
            }
        }
        const auto [i, j] = candidates[rng.below(static_cast<std::uint32_t>(candidates.size()))];
        joined[static_cast<std::size_t>(j)] = true;
        links[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = true;
        links[static_cast<std::size_t>(j)][static_cast<std::size_t>(i)] = true;
        link(tiles, cells, std::min(i, j), std::max(i, j), rng);
    }
    // A few more links between neighbours not yet joined directly, for loops.
    const int extra = rng.range(0, kMaxExtraLinks);
    for (int n = 0; n < extra; ++n) {
        candidates.clear();
        for (int i = 0; i < kCellCount; ++i) {
            for (int j = i + 1; j < kCellCount; ++j) {
                if (adjacent(i, j) && !links[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)]) {
                    candidates.emplace_back(i, j);
                }
            }
        }
        if (candidates.empty()) {
            return;
        }
        const auto [i, j] = candidates[rng.below(static_cast<std::uint32_t>(candidates.size()))];
        links[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = true;
        links[static_cast<std::size_t>(j)][static_cast<std::size_t>(i)] = true;
        link(tiles, cells, i, j, rng);
    }
}

void dig_room(Grid<Tile>& tiles, const Rect& interior) {
    const Rect walls = interior.expanded(1);
    for (int y = walls.top(); y <= walls.bottom(); ++y) {
        for (int x = walls.left(); x <= walls.right(); ++x) {
            tiles.at(x, y) = interior.contains({x, y}) ? Tile::floor : Tile::wall;
        }
    }
}

void place_stairs(FloorMap& map, Rng& rng) {
    const auto count = static_cast<std::uint32_t>(map.rooms.size());
    YOORD_ASSERT(count >= 2, "a rogue floor keeps at least two rooms");
    const std::uint32_t up = rng.below(count);
    std::uint32_t down = rng.below(count - 1);
    if (down >= up) {
        ++down;
    }
    map.stairs_up = random_cell_in(map.rooms[up].interior, rng);
    map.stairs_down = random_cell_in(map.rooms[down].interior, rng);
    map.tiles.at(map.stairs_up) = Tile::stairs_up;
    map.tiles.at(map.stairs_down) = Tile::stairs_down;
}

}  // namespace

FloorMap generate_rogue_layout(Rng& rng, int depth, FloorSize size) {
    YOORD_ASSERT(size.width >= kMinFloorSize.width && size.height >= kMinFloorSize.height, "floor too small");
    FloorMap map;
    map.kind = LayoutKind::rogue;
    map.tiles.reset(size.width, size.height, Tile::rock);
    const std::array<Cell, kCellCount> cells = plan_cells(rng, size);
    const int dark = dark_room_percent(depth);
    for (const Cell& cell : cells) {
        if (!cell.gone) {
            dig_room(map.tiles, cell.interior);
            map.rooms.push_back({cell.interior, !rng.percent(dark)});
        }
    }
    link_all(map.tiles, cells, rng);
    place_stairs(map, rng);
    return map;
}

}  // namespace yoord
