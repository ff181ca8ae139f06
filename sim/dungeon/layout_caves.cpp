// Caves: a cellular automaton (random fill, then smoothing by the count of solid neighbours), with its
// pockets joined afterwards. The automaton alone leaves islands of open ground; the repair labels every
// orthogonally connected pocket and digs an L-shaped tunnel from each to the nearest cell of the largest, so
// the floor is one piece whatever the draws.

#include <cstdlib>
#include <vector>

#include "core/assert.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/dungeon/layout_tools.hpp"

namespace yoord {

namespace {

constexpr int kInitialSolidPercent = 45;
constexpr int kSmoothingPasses = 5;
// Passes before this one also open up cells with almost no rock within two steps, so no hall grows too wide.
constexpr int kOpeningPasses = 3;
constexpr int kSolidIfAtLeast = 5;      // solid cells in the 3x3 block (itself included)
constexpr int kSolidIfAtMostNear = 2;  // ... or this few solid cells in the 5x5 block, in opening passes
// Fewer open cells than this after smoothing (a freak fill) and a hall is dug across the middle.
constexpr int kMinOpenCells = 2;

// Counts of solid cells in square blocks, from a summed-area table over the grid padded with `kMargin` solid
// cells on every side (outside the map counts as solid). Rebuilt once per smoothing pass, so each block
// count is four lookups instead of 9 or 25.
class SolidCounts {
public:
    static constexpr int kMargin = 2;

    void build(const Grid<bool>& solid) {
        width_ = solid.width() + 2 * kMargin;
        const int height = solid.height() + 2 * kMargin;
        sums_.assign(static_cast<std::size_t>(width_ + 1) * static_cast<std::size_t>(height + 1), 0);
        for (int py = 0; py < height; ++py) {
            int row = 0;
            for (int px = 0; px < width_; ++px) {
                const int x = px - kMargin;
                const int y = py - kMargin;
                row += !solid.in_bounds(x, y) || solid.at(x, y) ? 1 : 0;
                sum(px + 1, py + 1) = sum(px + 1, py) + row;
            }
        }
    }

    // Solid cells in the (2 * reach + 1)-wide square around (x, y); reach <= kMargin.
    [[nodiscard]] int around(int x, int y, int reach) const {
        const int left = x + kMargin - reach;
        const int top = y + kMargin - reach;
        const int right = x + kMargin + reach + 1;
        const int bottom = y + kMargin + reach + 1;
        return sum(right, bottom) - sum(left, bottom) - sum(right, top) + sum(left, top);
    }

private:
    [[nodiscard]] std::size_t index(int x, int y) const {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width_ + 1) + static_cast<std::size_t>(x);
    }
    int& sum(int x, int y) { return sums_[index(x, y)]; }
    [[nodiscard]] int sum(int x, int y) const { return sums_[index(x, y)]; }

    int width_ = 0;
    std::vector<int> sums_;
};

Grid<bool> grow_caves(Rng& rng, FloorSize size) {
    Grid<bool> solid(size.width, size.height, true);
    for (int y = 1; y < size.height - 1; ++y) {
        for (int x = 1; x < size.width - 1; ++x) {
            solid.at(x, y) = rng.percent(kInitialSolidPercent);
        }
    }
    Grid<bool> next(size.width, size.height, true);
    SolidCounts counts;
    for (int pass = 0; pass < kSmoothingPasses; ++pass) {
        counts.build(solid);
        for (int y = 1; y < size.height - 1; ++y) {
            for (int x = 1; x < size.width - 1; ++x) {
                const bool crowded = counts.around(x, y, 1) >= kSolidIfAtLeast;
                const bool bare = pass < kOpeningPasses && counts.around(x, y, 2) <= kSolidIfAtMostNear;
                next.at(x, y) = crowded || bare;
            }
        }
        std::swap(solid, next);
    }
    return solid;
}

// Labels each orthogonally connected pocket of open cells 0, 1, ... in reading order of its first cell.
int label_pockets(const Grid<Tile>& tiles, Grid<int>& label, std::vector<std::vector<Point>>& pockets) {
    label.reset(tiles.width(), tiles.height(), -1);
    pockets.clear();
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (!is_walkable(tiles[i]) || label[i] >= 0) {
            continue;
        }
        const int id = static_cast<int>(pockets.size());
        std::vector<Point>& cells = pockets.emplace_back();
        cells.push_back(tiles.point(i));
        label[i] = id;
        for (std::size_t head = 0; head < cells.size(); ++head) {
            for (const Point step : kNeighbours4) {
                const Point n = cells[head] + step;
                if (tiles.in_bounds(n) && label.at(n) < 0 && is_walkable(tiles.at(n))) {
                    label.at(n) = id;
                    cells.push_back(n);
                }
            }
        }
    }
    return static_cast<int>(pockets.size());
}

Point nearest(const std::vector<Point>& cells, Point to) {
    Point best = cells.front();
    int best_distance = std::abs(best.x - to.x) + std::abs(best.y - to.y);
    for (const Point p : cells) {
        const int d = std::abs(p.x - to.x) + std::abs(p.y - to.y);
        if (d < best_distance) {
            best = p;
            best_distance = d;
        }
    }
    return best;
}

void join_pockets(Grid<Tile>& tiles, Rng& rng) {
    Grid<int> label;
    std::vector<std::vector<Point>> pockets;
    if (label_pockets(tiles, label, pockets) <= 1) {
        return;
    }
    std::size_t largest = 0;
    for (std::size_t i = 1; i < pockets.size(); ++i) {
        if (pockets[i].size() > pockets[largest].size()) {
            largest = i;
        }
    }
    for (std::size_t i = 0; i < pockets.size(); ++i) {
        if (i == largest) {
            continue;
        }
        const Point from = pockets[i].front();
        const Point to = nearest(pockets[largest], from);
        const bool horizontal_first = rng.percent(50);
        dig_l(tiles, from, to, horizontal_first, horizontal_first ? to.x : to.y, Tile::floor);
    }
}

void dig_fallback_hall(Grid<Tile>& tiles) {
    const int y = tiles.height() / 2;
    for (int x = 1; x < tiles.width() - 1; ++x) {
        tiles.at(x, y) = Tile::floor;
    }
}

}  // namespace

FloorMap generate_cave_layout(Rng& rng, int /*depth*/, FloorSize size) {
    YOORD_ASSERT(size.width >= kMinFloorSize.width && size.height >= kMinFloorSize.height, "floor too small");
    FloorMap map;
    map.kind = LayoutKind::caves;
    const Grid<bool> solid = grow_caves(rng, size);
    map.tiles.reset(size.width, size.height, Tile::rock);
    int open = 0;
    for (std::size_t i = 0; i < solid.size(); ++i) {
        if (!solid[i]) {
            map.tiles[i] = Tile::floor;
            ++open;
        }
    }
    if (open < kMinOpenCells) {
        dig_fallback_hall(map.tiles);
    }
    join_pockets(map.tiles, rng);
    outline_with_walls(map.tiles);
    place_far_stairs(map, rng);
    return map;
}

}  // namespace yoord
