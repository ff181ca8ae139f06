#include "sim/dungeon/layout_tools.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/assert.hpp"

namespace yoord {

namespace {
// The down stair goes among the cells at least this fraction (num/den) of the farthest walk away.
constexpr int kFarStairNum = 2;
constexpr int kFarStairDen = 3;
}  // namespace

namespace {

// The four orthogonal neighbours of `here` on a grid of `width` x `height`, as (cell, index) pairs passed to
// `visit`; cells off the grid are skipped. Flat indices, so the floods below do no bounds arithmetic per lookup.
template <class Visit>
void each_neighbour4(Point here, int width, int height, Visit&& visit) {
    const std::size_t i = static_cast<std::size_t>(here.y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(here.x);
    const auto w = static_cast<std::size_t>(width);
    if (here.y > 0) visit(Point{here.x, here.y - 1}, i - w);
    if (here.x + 1 < width) visit(Point{here.x + 1, here.y}, i + 1);
    if (here.y + 1 < height) visit(Point{here.x, here.y + 1}, i + w);
    if (here.x > 0) visit(Point{here.x - 1, here.y}, i - 1);
}

// Labels with `label` every walkable cell orthogonally connected to `start` (walkable, unlabelled) and returns
// how many. `frontier` is scratch space the caller keeps, so a floor of many pieces allocates once.
std::size_t flood_piece(const Grid<Tile>& tiles, Grid<int>& piece, Point start, int label, std::vector<Point>& frontier) {
    const Tile* t = tiles.data();
    int* owner = piece.data();
    frontier.clear();
    frontier.push_back(start);
    piece.at(start) = label;
    for (std::size_t head = 0; head < frontier.size(); ++head) {
        each_neighbour4(frontier[head], tiles.width(), tiles.height(), [&](Point there, std::size_t j) {
            if (owner[j] < 0 && is_walkable(t[j])) {
                owner[j] = label;
                frontier.push_back(there);
            }
        });
    }
    return frontier.size();
}

}  // namespace

void walk_distances(const Grid<Tile>& tiles, Point from, Grid<int>& distance) {
    distance.reset(tiles.width(), tiles.height(), -1);
    if (!tiles.in_bounds(from) || !is_walkable(tiles.at(from))) {
        return;
    }
    const Tile* t = tiles.data();
    int* steps = distance.data();
    std::vector<Point> frontier;
    frontier.reserve(tiles.size());
    frontier.push_back(from);
    distance.at(from) = 0;
    for (std::size_t head = 0; head < frontier.size(); ++head) {
        const Point here = frontier[head];
        const int next = distance.at(here) + 1;
        each_neighbour4(here, tiles.width(), tiles.height(), [&](Point there, std::size_t j) {
            if (steps[j] < 0 && is_walkable(t[j])) {
                steps[j] = next;
                frontier.push_back(there);
            }
        });
    }
}

void keep_connected_floor(Grid<Tile>& tiles, Tile fill) {
    const auto walkable = static_cast<std::size_t>(
        std::count_if(tiles.begin(), tiles.end(), [](Tile t) { return is_walkable(t); }));
    Grid<int> piece(tiles.width(), tiles.height(), -1);
    std::vector<int> sizes;
    std::vector<Point> frontier;
    frontier.reserve(walkable);
    std::size_t labelled = 0;
    for (std::size_t i = 0; i < tiles.size() && labelled < walkable; ++i) {
        if (!is_walkable(tiles[i]) || piece[i] >= 0) continue;
        const std::size_t size = flood_piece(tiles, piece, tiles.point(i), static_cast<int>(sizes.size()), frontier);
        sizes.push_back(static_cast<int>(size));
        labelled += size;
    }
    // Once every walkable cell has its piece no later cell can start one, so stopping the scan there finds the
    // same pieces in the same order; a floor already in one piece (the usual case) is left as it is.
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

namespace {

// The index of the `n`th cell (from 0, in reading order) for which `wanted(i)` holds; there must be more than n.
template <class Wanted>
std::size_t nth_cell(std::size_t cells, std::uint32_t n, Wanted&& wanted) {
    for (std::size_t i = 0; i < cells; ++i) {
        if (!wanted(i)) continue;
        if (n == 0) return i;
        --n;
    }
    YOORD_ASSERT(false, "fewer wanted cells than counted");
    return 0;
}

}  // namespace

// The floor cells are counted and the chosen one found by a second scan, rather than listed: the same cells in the
// same reading order, so the same draws pick the same stairs, without building two lists per floor.
void place_far_stairs(FloorMap& map, Rng& rng) {
    const Grid<Tile>& tiles = map.tiles;
    const auto is_floor = [&](std::size_t i) { return tiles[i] == Tile::floor; };
    const auto floor_count = static_cast<std::uint32_t>(std::count(tiles.begin(), tiles.end(), Tile::floor));
    YOORD_ASSERT(floor_count >= 2, "stairs need two floor tiles");
    map.stairs_up = tiles.point(nth_cell(tiles.size(), rng.below(floor_count), is_floor));

    Grid<int> distance;
    walk_distances(map.tiles, map.stairs_up, distance);
    int farthest = -1;
    for (const int d : distance) farthest = std::max(farthest, d);
    const int enough = std::max(1, farthest * kFarStairNum / kFarStairDen);
    const auto is_far = [&](std::size_t i) { return is_floor(i) && distance[i] >= enough; };
    std::uint32_t far_count = 0;
    for (std::size_t i = 0; i < tiles.size(); ++i) far_count += is_far(i) ? 1 : 0;
    YOORD_ASSERT(far_count > 0, "a connected floor of two tiles has a far tile");
    map.stairs_down = tiles.point(nth_cell(tiles.size(), rng.below(far_count), is_far));
    map.tiles.at(map.stairs_up) = Tile::stairs_up;
    map.tiles.at(map.stairs_down) = Tile::stairs_down;
}

Point random_cell_in(const Rect& interior, Rng& rng) noexcept {
    const int x = rng.range(interior.left(), interior.right());
    const int y = rng.range(interior.top(), interior.bottom());
    return {x, y};
}

}  // namespace yoord
