#include "sim/dungeon/layout_tools.hpp"

#include <algorithm>
#include <vector>

#include "core/assert.hpp"

namespace yoord {

namespace {
// The down stair goes among the cells at least this fraction (num/den) of the farthest walk away.
constexpr int kFarStairNum = 2;
constexpr int kFarStairDen = 3;
}  // namespace

void walk_distances(const Grid<Tile>& tiles, Point from, Grid<int>& distance) {
    distance.reset(tiles.width(), tiles.height(), -1);
    if (!tiles.in_bounds(from) || !is_walkable(tiles.at(from))) {
        return;
    }
    std::vector<Point> frontier;
    frontier.reserve(tiles.size());
    frontier.push_back(from);
    distance.at(from) = 0;
    for (std::size_t head = 0; head < frontier.size(); ++head) {
        const Point here = frontier[head];
        const int next = distance.at(here) + 1;
        for (const Point step : kNeighbours4) {
            const Point there = here + step;
            if (tiles.in_bounds(there) && distance.at(there) < 0 && is_walkable(tiles.at(there))) {
                distance.at(there) = next;
                frontier.push_back(there);
            }
        }
    }
}

void keep_connected_floor(Grid<Tile>& tiles, Tile fill) {
    Grid<int> piece(tiles.width(), tiles.height(), -1);
    std::vector<int> sizes;
    std::vector<Point> frontier;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const Point start = tiles.point(i);
        if (!is_walkable(tiles[i]) || piece.at(start) >= 0) continue;
        const int label = static_cast<int>(sizes.size());
        frontier.assign(1, start);
        piece.at(start) = label;
        for (std::size_t head = 0; head < frontier.size(); ++head) {
            for (const Point step : kNeighbours4) {
                const Point there = frontier[head] + step;
                if (tiles.in_bounds(there) && piece.at(there) < 0 && is_walkable(tiles.at(there))) {
                    piece.at(there) = label;
                    frontier.push_back(there);
                }
            }
        }
        sizes.push_back(static_cast<int>(frontier.size()));
    }
    if (sizes.size() <= 1) return;
    const auto largest = static_cast<int>(std::max_element(sizes.begin(), sizes.end()) - sizes.begin());
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const int label = piece[i];
        if (label >= 0 && label != largest) tiles[i] = fill;
    }
}

namespace {
void dig(Grid<Tile>& tiles, Point p, Tile dug) {
    Tile& t = tiles.at(p);
    if (t == Tile::rock || t == Tile::wall) {
        t = dug;
    }
}

void dig_straight(Grid<Tile>& tiles, Point from, Point to, Tile dug) {
    const Point step{(to.x > from.x) - (to.x < from.x), (to.y > from.y) - (to.y < from.y)};
    YOORD_ASSERT(step.x == 0 || step.y == 0, "a straight dig is along one axis");
    for (Point p = from;; p += step) {
        dig(tiles, p, dug);
        if (p == to) {
            return;
        }
    }
}
}  // namespace

void dig_l(Grid<Tile>& tiles, Point from, Point to, bool horizontal_first, int turn, Tile dug) {
    if (horizontal_first) {
        YOORD_ASSERT(turn >= std::min(from.x, to.x) && turn <= std::max(from.x, to.x), "turn between the ends");
        dig_straight(tiles, from, {turn, from.y}, dug);
        dig_straight(tiles, {turn, from.y}, {turn, to.y}, dug);
        dig_straight(tiles, {turn, to.y}, to, dug);
        return;
    }
    YOORD_ASSERT(turn >= std::min(from.y, to.y) && turn <= std::max(from.y, to.y), "turn between the ends");
    dig_straight(tiles, from, {from.x, turn}, dug);
    dig_straight(tiles, {from.x, turn}, {to.x, turn}, dug);
    dig_straight(tiles, {to.x, turn}, to, dug);
}

void outline_with_walls(Grid<Tile>& tiles) {
    for (int y = 0; y < tiles.height(); ++y) {
        for (int x = 0; x < tiles.width(); ++x) {
            if (tiles.at(x, y) != Tile::rock) {
                continue;
            }
            for (const Point step : kNeighbours8) {
                const Point n{x + step.x, y + step.y};
                if (tiles.in_bounds(n) && is_walkable(tiles.at(n))) {
                    tiles.at(x, y) = Tile::wall;
                    break;
                }
            }
        }
    }
}

void place_far_stairs(FloorMap& map, Rng& rng) {
    std::vector<Point> floor;
    for (std::size_t i = 0; i < map.tiles.size(); ++i) {
        if (map.tiles[i] == Tile::floor) {
            floor.push_back(map.tiles.point(i));
        }
    }
    YOORD_ASSERT(floor.size() >= 2, "stairs need two floor tiles");
    map.stairs_up = floor[rng.below(static_cast<std::uint32_t>(floor.size()))];

    Grid<int> distance;
    walk_distances(map.tiles, map.stairs_up, distance);
    const int farthest = *std::max_element(distance.begin(), distance.end());
    const int enough = std::max(1, farthest * kFarStairNum / kFarStairDen);
    std::vector<Point> far;
    for (const Point p : floor) {
        if (distance.at(p) >= enough) {
            far.push_back(p);
        }
    }
    YOORD_ASSERT(!far.empty(), "a connected floor of two tiles has a far tile");
    map.stairs_down = far[rng.below(static_cast<std::uint32_t>(far.size()))];
    map.tiles.at(map.stairs_up) = Tile::stairs_up;
    map.tiles.at(map.stairs_down) = Tile::stairs_down;
}

Point random_cell_in(const Rect& interior, Rng& rng) noexcept {
    const int x = rng.range(interior.left(), interior.right());
    const int y = rng.range(interior.top(), interior.bottom());
    return {x, y};
}

}  // namespace yoord
