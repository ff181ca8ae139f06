#include "sim/dungeon/layout_tools.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/assert.hpp"

namespace yoord {

namespace {
// The down stair goes among the cells at least this fraction (num/den) of the farthest walk away.
constexpr int kFarStairNum = 2;
constexpr int kFarStairDen = 3;


// The floods below work on a grid of marks: kOpen for a walkable cell not reached yet, kClosed for a cell that
// cannot be walked, and anything else (a distance, a label) for a cell reached. One compare per neighbour.
constexpr int kOpen = -1;
constexpr int kClosed = -2;
static_assert(kOpen == kClosed + 1, "mark_open_cells adds walkability to kClosed");

// is_walkable as a table indexed by the tile, so a loop over a whole grid has no branch per cell.
constexpr std::array<std::uint8_t, kTileCount> kWalkableByte = [] {
    std::array<std::uint8_t, kTileCount> table{};
    for (std::size_t t = 0; t < table.size(); ++t) table[t] = is_walkable(static_cast<Tile>(t)) ? 1 : 0;
    return table;
}();

// Marks every cell of `tiles` kOpen or kClosed into `marks` and returns how many are open.
std::size_t mark_open_cells(const Grid<Tile>& tiles, Grid<int>& marks) {
    marks.reset(tiles.width(), tiles.height(), kClosed);
    std::size_t open = 0;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const int walkable = kWalkableByte[static_cast<std::size_t>(tiles[i])];
        marks[i] = kClosed + walkable;  // kOpen is kClosed + 1
        open += static_cast<std::size_t>(walkable);
    }
    return open;
}

// True when no cell of the grid's outer ring can be walked (every layout's solid edge): then a walkable cell's
// four neighbours are all on the grid and a flood needs no bounds checks.
bool edge_closed(const Grid<Tile>& tiles) {
    const int w = tiles.width();
    const int h = tiles.height();
    for (int x = 0; x < w; ++x) {
        if (is_walkable(tiles.at(x, 0)) || is_walkable(tiles.at(x, h - 1))) return false;
    }
    for (int y = 0; y < h; ++y) {
        if (is_walkable(tiles.at(0, y)) || is_walkable(tiles.at(w - 1, y))) return false;
    }
    return true;
}

// Breadth-first from `start` (already marked) over orthogonally adjacent kOpen cells: each cell reached is marked
// next(the mark of the cell it was reached from). Returns how many cells were reached, start included. `queue` is
// scratch space the caller keeps, so a floor of many pieces allocates it once.
template <class Next>
std::size_t flood(Grid<int>& marks, Point start, bool closed_edge, std::vector<std::uint32_t>& queue, Next next) {
    const auto w = static_cast<std::size_t>(marks.width());
    const auto h = static_cast<std::size_t>(marks.height());
    if (queue.size() < marks.size()) queue.resize(marks.size());
    int* m = marks.data();
    std::uint32_t* q = queue.data();
    std::size_t tail = 0;
    q[tail++] = static_cast<std::uint32_t>(marks.index(start.x, start.y));
    const auto reach = [&](std::size_t j, int value) {
        if (m[j] != kOpen) return;
        m[j] = value;
        q[tail++] = static_cast<std::uint32_t>(j);
    };
    for (std::size_t head = 0; head < tail; ++head) {
        const std::size_t i = q[head];
        const int value = next(m[i]);
        if (closed_edge) {
            reach(i - w, value);
            reach(i + 1, value);
            reach(i + w, value);
            reach(i - 1, value);
            continue;
        }
        const std::size_t x = i % w;
        const std::size_t y = i / w;
        if (y > 0) reach(i - w, value);
        if (x + 1 < w) reach(i + 1, value);
        if (y + 1 < h) reach(i + w, value);
        if (x > 0) reach(i - 1, value);
    }
    return tail;
}


// walk_distances without its last pass: cells that cannot be walked keep kClosed. Returns the farthest distance
// reached (-1 when `from` cannot be walked); `queue` ends holding the cells reached, in the order reached, which
// for a breadth-first walk is nearest first, so the farthest distance is the last cell's.
int walk_marks(const Grid<Tile>& tiles, Point from, Grid<int>& distance, std::vector<std::uint32_t>& queue) {
    if (!tiles.in_bounds(from) || !is_walkable(tiles.at(from))) {
        distance.reset(tiles.width(), tiles.height(), -1);
        return -1;
    }
    (void)mark_open_cells(tiles, distance);
    distance.at(from) = 0;
    queue.resize(flood(distance, from, edge_closed(tiles), queue, [](int steps) { return steps + 1; }));
    return distance[queue.back()];
}

}  // namespace

void walk_distances(const Grid<Tile>& tiles, Point from, Grid<int>& distance) {
    std::vector<std::uint32_t> queue;
    (void)walk_marks(tiles, from, distance, queue);
    for (int& steps : distance) steps = std::max(steps, -1);  // kClosed becomes -1, unreachable
}

void keep_connected_floor(Grid<Tile>& tiles, Tile fill) {
    Grid<int> piece;
    const std::size_t walkable = mark_open_cells(tiles, piece);
    const bool closed_edge = edge_closed(tiles);
    std::vector<int> sizes;
    std::vector<std::uint32_t> queue;
    std::size_t labelled = 0;
    for (std::size_t i = 0; i < tiles.size() && labelled < walkable; ++i) {
        if (piece[i] != kOpen) continue;
        const int label = static_cast<int>(sizes.size());
        piece[i] = label;
        const std::size_t size = flood(piece, tiles.point(i), closed_edge, queue, [](int same) { return same; });
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

// A rock cell becomes wall when any of the nine cells of its 3x3 block can be walked (its own cannot: it is rock).
// Turning rock into wall changes no cell's walkability, so the answer does not depend on the order cells are
// visited: the blocks are found as a row's walkable cells three wide, then three of those rows tall, in plain
// loops over bytes the compiler can vectorise.
void outline_with_walls(Grid<Tile>& tiles) {
    const int w = tiles.width();
    const int h = tiles.height();
    if (w == 0 || h == 0) return;
    Grid<std::uint8_t> open(w, h, 0);
    for (std::size_t i = 0; i < tiles.size(); ++i) open[i] = kWalkableByte[static_cast<std::size_t>(tiles[i])];
    Grid<std::uint8_t> across(w, h, 0);  // a walkable cell at x - 1, x or x + 1 of the same row
    for (int y = 0; y < h; ++y) {
        const std::uint8_t* in = &open.at(0, y);
        std::uint8_t* out = &across.at(0, y);
        out[0] = static_cast<std::uint8_t>(in[0] | (w > 1 ? in[1] : 0));
        for (int x = 1; x + 1 < w; ++x) out[x] = static_cast<std::uint8_t>(in[x - 1] | in[x] | in[x + 1]);
        if (w > 1) out[w - 1] = static_cast<std::uint8_t>(in[w - 2] | in[w - 1]);
    }
    for (int y = 0; y < h; ++y) {
        Tile* row = &tiles.at(0, y);
        const std::uint8_t* above = y > 0 ? &across.at(0, y - 1) : nullptr;
        const std::uint8_t* here = &across.at(0, y);
        const std::uint8_t* below = y + 1 < h ? &across.at(0, y + 1) : nullptr;
        for (int x = 0; x < w; ++x) {
            const bool near = here[x] != 0 || (above != nullptr && above[x] != 0) || (below != nullptr && below[x] != 0);
            if (near && row[x] == Tile::rock) row[x] = Tile::wall;
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
    std::vector<std::uint32_t> queue;
    const int farthest = walk_marks(map.tiles, map.stairs_up, distance, queue);
    const int enough = std::max(1, farthest * kFarStairNum / kFarStairDen);
    const auto is_far = [&](std::size_t i) { return is_floor(i) && distance[i] >= enough; };
    // The walk queued cells nearest first, so the far ones are its tail: count them there.
    std::uint32_t far_count = 0;
    for (std::size_t k = queue.size(); k-- > 0 && distance[queue[k]] >= enough;) far_count += is_floor(queue[k]) ? 1 : 0;
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
