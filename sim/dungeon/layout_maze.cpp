// Mazes: a perfect maze dug by an iterative depth-first walk over the cells at odd coordinates, then braided
// (some dead ends knocked through into a neighbouring passage, so a maze has loops and is less of a chore),
// then a few rooms dug over it. A room's rectangle starts and ends on odd coordinates, so it holds maze cells
// and every cell it opens touches one: the floor stays one piece.

#include <vector>

#include "core/assert.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/dungeon/layout_tools.hpp"

namespace yoord {

namespace {

constexpr int kBraidPercent = 40;
constexpr int kMinRooms = 1;
constexpr int kMaxRooms = 3;
constexpr int kRoomTries = 12;
constexpr int kMaxRoomHalfWidth = 4;  // interior width 2k+1: 3 to 9
constexpr int kMaxRoomHalfHeight = 2;  // interior height 2k+1: 3 to 5

bool is_maze_cell(const Grid<Tile>& tiles, Point p) {
    return p.x % 2 == 1 && p.y % 2 == 1 && p.x < tiles.width() - 1 && p.y < tiles.height() - 1 && p.x > 0 &&
           p.y > 0;
}

void dig_perfect_maze(Grid<Tile>& tiles, Rng& rng) {
    const int cells_x = (tiles.width() - 1) / 2;
    const int cells_y = (tiles.height() - 1) / 2;
    const Point start{1 + 2 * static_cast<int>(rng.below(static_cast<std::uint32_t>(cells_x))),
                      1 + 2 * static_cast<int>(rng.below(static_cast<std::uint32_t>(cells_y)))};
    std::vector<Point> stack{start};
    tiles.at(start) = Tile::floor;
    std::vector<Point> options;
    while (!stack.empty()) {
        const Point here = stack.back();
        options.clear();
        for (const Point step : kNeighbours4) {
            const Point there = here + step * 2;
            if (is_maze_cell(tiles, there) && tiles.at(there) == Tile::rock) {
                options.push_back(step);
            }
        }
        if (options.empty()) {
            stack.pop_back();
            continue;
        }
        const Point step = options[rng.below(static_cast<std::uint32_t>(options.size()))];
        tiles.at(here + step) = Tile::floor;
        tiles.at(here + step * 2) = Tile::floor;
        stack.push_back(here + step * 2);
    }
}

void braid(Grid<Tile>& tiles, Rng& rng) {
    std::vector<Point> walls;
    for (int y = 1; y < tiles.height() - 1; y += 2) {
        for (int x = 1; x < tiles.width() - 1; x += 2) {
            const Point here{x, y};
            walls.clear();
            int open = 0;
            for (const Point step : kNeighbours4) {
                if (tiles.at(here + step) == Tile::floor) {
                    ++open;
                } else if (is_maze_cell(tiles, here + step * 2)) {
                    walls.push_back(step);
                }
            }
            if (open != 1 || !rng.percent(kBraidPercent) || walls.empty()) {
                continue;
            }
            tiles.at(here + walls[rng.below(static_cast<std::uint32_t>(walls.size()))]) = Tile::floor;
        }
    }
}

void dig_rooms(FloorMap& map, Rng& rng, int depth) {
    const int wanted = rng.range(kMinRooms, kMaxRooms);
    const int dark = dark_room_percent(depth);
    const int cells_x = (map.width() - 1) / 2;
    const int cells_y = (map.height() - 1) / 2;
    for (int attempt = 0; attempt < kRoomTries && static_cast<int>(map.rooms.size()) < wanted; ++attempt) {
        const int half_w = rng.range(1, kMaxRoomHalfWidth);
        const int half_h = rng.range(1, kMaxRoomHalfHeight);
        const bool lit = !rng.percent(dark);
        if (half_w >= cells_x || half_h >= cells_y) {
            continue;
        }
        const int cx = static_cast<int>(rng.below(static_cast<std::uint32_t>(cells_x - half_w)));
        const int cy = static_cast<int>(rng.below(static_cast<std::uint32_t>(cells_y - half_h)));
        const Rect interior{1 + 2 * cx, 1 + 2 * cy, 2 * half_w + 1, 2 * half_h + 1};
        bool clear = true;
        for (const Room& other : map.rooms) {
            clear = clear && !other.interior.expanded(1).intersects(interior);
        }
        if (!clear) {
            continue;
        }
        for (int y = interior.top(); y <= interior.bottom(); ++y) {
            for (int x = interior.left(); x <= interior.right(); ++x) {
                map.tiles.at(x, y) = Tile::floor;
            }
        }
        map.rooms.push_back({interior, lit});
    }
}

}  // namespace

FloorMap generate_maze_layout(Rng& rng, int depth, FloorSize size) {
    YOORD_ASSERT(size.width >= kMinFloorSize.width && size.height >= kMinFloorSize.height, "floor too small");
    FloorMap map;
    map.kind = LayoutKind::maze;
    map.tiles.reset(size.width, size.height, Tile::rock);
    dig_perfect_maze(map.tiles, rng);
    braid(map.tiles, rng);
    dig_rooms(map, rng, depth);
    outline_with_walls(map.tiles);
    place_far_stairs(map, rng);
    return map;
}

}  // namespace yoord
