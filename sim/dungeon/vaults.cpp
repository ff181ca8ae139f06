#include "sim/dungeon/vaults.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>

#include "core/assert.hpp"
#include "sim/dungeon/streams.hpp"

namespace yoord {

namespace {

constexpr int kTurns = 4;

std::vector<std::string> turned_once(const std::vector<std::string>& map) {
    const std::size_t h = map.size();
    const std::size_t w = map.empty() ? 0 : map.front().size();
    std::vector<std::string> out(w, std::string(h, ' '));
    for (std::size_t y = 0; y < w; ++y) {
        for (std::size_t x = 0; x < h; ++x) out[y][x] = map[h - 1 - x][y];
    }
    return out;
}

// Counts of cells that are not rock in every rectangle, from a summed-area table: a vault fits where its
// rectangle, grown by one, counts none.
class NotRock {
public:
    explicit NotRock(const Grid<Tile>& tiles) : width_(tiles.width() + 1) {
        // Plain pointers and sizes held in locals: writing an int through sums_ could otherwise alias the grid's
        // own sizes as far as the compiler knows, and reload them on every cell.
        const int w = tiles.width();
        const int h = tiles.height();
        const auto stride = static_cast<std::size_t>(width_);
        sums_.assign(stride * static_cast<std::size_t>(h + 1), 0);
        int* sums = sums_.data();
        const Tile* cells = tiles.data();
        for (int y = 0; y < h; ++y) {
            int row = 0;
            const Tile* line = cells + static_cast<std::size_t>(y) * static_cast<std::size_t>(w);
            const int* above = sums + static_cast<std::size_t>(y) * stride;
            int* here = sums + static_cast<std::size_t>(y + 1) * stride;
            for (int x = 0; x < w; ++x) {
                row += line[x] == Tile::rock ? 0 : 1;
                here[x + 1] = above[x + 1] + row;
            }
        }
    }
    [[nodiscard]] int in(const Rect& r) const {
        return sum(r.x + r.width, r.y + r.height) - sum(r.x, r.y + r.height) - sum(r.x + r.width, r.y) + sum(r.x, r.y);
    }

private:
    int& sum(int x, int y) { return sums_[static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x)]; }
    [[nodiscard]] int sum(int x, int y) const {
        return sums_[static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x)];
    }
    int width_;
    std::vector<int> sums_;
};

// The vault's rectangle with its ring of rock, kept off the map's edge.
Rect with_margin(Point at, int width, int height) { return Rect{at.x - 1, at.y - 1, width + 2, height + 2}; }

bool inside_edge(const FloorMap& map, const Rect& r) {
    return r.left() >= 1 && r.top() >= 1 && r.right() <= map.width() - 2 && r.bottom() <= map.height() - 2;
}

// Where a vault of width x height fits: its rectangle grown by one is all rock and keeps off the map's edge. Counted,
// then the chosen one found by a second scan in the same reading order, rather than listed.
class FittingSpots {
public:
    FittingSpots(const Grid<Tile>& tiles, int width, int height)
        : counts_(tiles), width_(width), height_(height), last_{tiles.width() - 2 - width, tiles.height() - 2 - height} {}

    [[nodiscard]] std::uint32_t count() const {
        std::uint32_t n = 0;
        for (int y = kFirst; y <= last_.y; ++y) {
            for (int x = kFirst; x <= last_.x; ++x) n += fits({x, y}) ? 1 : 0;
        }
        return n;
    }
    // The n-th fitting place (from 0) in reading order; there must be more than n.
    [[nodiscard]] Point nth(std::uint32_t n) const {
        for (int y = kFirst; y <= last_.y; ++y) {
            for (int x = kFirst; x <= last_.x; ++x) {
                if (!fits({x, y})) continue;
                if (n == 0) return {x, y};
                --n;
            }
        }
        YOORD_ASSERT(false, "fewer fitting places than counted");
        return {kFirst, kFirst};
    }

private:
    static constexpr int kFirst = 2;  // the margin's ring keeps off the map's edge
    [[nodiscard]] bool fits(Point at) const { return counts_.in(with_margin(at, width_, height_)) == 0; }

    NotRock counts_;
    int width_;
    int height_;
    Point last_;
};

// The first cell of ground on the map's edge, in reading order, and the way out of the vault from it.
struct Entrance {
    Point cell;
    Point out;
};

std::optional<Entrance> entrance_of(const std::vector<std::string>& map) {
    const int h = static_cast<int>(map.size());
    const int w = h == 0 ? 0 : static_cast<int>(map.front().size());
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const bool edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
            if (!edge || !vault_ground(map[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)])) continue;
            const Point out = y == 0 ? Point{0, -1} : y == h - 1 ? Point{0, 1} : x == 0 ? Point{-1, 0} : Point{1, 0};
            return Entrance{{x, y}, out};
        }
    }
    return std::nullopt;
}

void stamp_cell(FloorMap& map, const VaultDef& vault, char symbol, Point p) {
    const std::optional<VaultSymbol> s = vault_symbol(symbol);
    if (!s) {
        for (const VaultLegendEntry& e : vault.legend) {
            if (e.symbol != symbol) continue;
            map.tiles.at(p) = Tile::floor;
            map.marks.push_back(VaultMark{p, VaultMarkKind::row, e.row});
        }
        return;
    }
    switch (*s) {
        case VaultSymbol::outside: return;
        case VaultSymbol::wall: map.tiles.at(p) = Tile::wall; return;
        case VaultSymbol::floor: map.tiles.at(p) = Tile::floor; return;
        case VaultSymbol::door: map.tiles.at(p) = Tile::door_closed; return;
        case VaultSymbol::open_door: map.tiles.at(p) = Tile::door_open; return;
        case VaultSymbol::water: map.tiles.at(p) = Tile::deep_water; return;
        case VaultSymbol::monster:
            map.tiles.at(p) = Tile::floor;
            map.marks.push_back(VaultMark{p, VaultMarkKind::monster, {}});
            return;
        case VaultSymbol::item:
            map.tiles.at(p) = Tile::floor;
            map.marks.push_back(VaultMark{p, VaultMarkKind::item, {}});
            return;
        case VaultSymbol::trap:
            map.tiles.at(p) = Tile::floor;
            map.marks.push_back(VaultMark{p, VaultMarkKind::trap, {}});
            return;
    }
}

// A wall that a corridor may pass as its last step: one with walkable ground beside it (a room's wall).
bool wall_before_ground(const FloorMap& map, Point p, const Rect& vault) {
    for (const Point step : kNeighbours4) {
        const Point q = p + step;
        if (map.in_bounds(q) && !vault.contains(q) && map.walkable(q)) return true;
    }
    return false;
}

// The shortest way through rock from `start` to the nearest walkable cell outside the vault (entering a room
// through its wall, which becomes a door), from its last cell back to `start`; empty when the floor offers none.
// It looks only at cells outside the vault, so it can be found before the vault is stamped.
std::vector<Point> corridor_path(const FloorMap& map, Point start, const Rect& vault) {
    Grid<int> from(map.width(), map.height(), -1);
    std::vector<Point> frontier{start};
    from.at(start) = static_cast<int>(map.tiles.index(start.x, start.y));
    std::optional<Point> reached;
    for (std::size_t head = 0; head < frontier.size() && !reached; ++head) {
        const Point here = frontier[head];
        for (const Point step : kNeighbours4) {
            const Point there = here + step;
            if (!map.in_bounds(there) || vault.contains(there) || from.at(there) >= 0) continue;
            if (there.x < 1 || there.y < 1 || there.x > map.width() - 2 || there.y > map.height() - 2) continue;
            const Tile t = map.at(there);
            if (is_walkable(t)) {
                reached = here;
                break;
            }
            const bool passable = t == Tile::rock || (t == Tile::wall && wall_before_ground(map, there, vault));
            if (!passable) continue;
            from.at(there) = static_cast<int>(map.tiles.index(here.x, here.y));
            frontier.push_back(there);
        }
    }
    std::vector<Point> path;
    if (!reached) return path;
    for (Point p = *reached;; p = map.tiles.point(static_cast<std::size_t>(from.at(p)))) {
        path.push_back(p);
        if (p == start) return path;
    }
}

// Stamps a vault whose grown rectangle at `at` is known to be rock inside the map's edge, and digs its corridor.
// The corridor is found first: when there is none the map is left untouched, as if stamped and then put back.
bool stamp_fitted(FloorMap& map, const VaultDef& vault, const std::vector<std::string>& oriented, Point at) {
    const std::optional<Entrance> door = entrance_of(oriented);
    if (!door) return false;
    const int h = static_cast<int>(oriented.size());
    const int w = static_cast<int>(oriented.front().size());
    const std::vector<Point> path = corridor_path(map, at + door->cell + door->out, Rect{at.x, at.y, w, h});
    if (path.empty()) return false;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            stamp_cell(map, vault, oriented[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)], {at.x + x, at.y + y});
        }
    }
    for (const Point p : path) map.tiles.at(p) = map.at(p) == Tile::wall ? Tile::door_closed : Tile::corridor;
    return true;
}

}  // namespace

std::vector<std::string> oriented_vault_map(const std::vector<std::string>& map, int turns, bool mirror) {
    std::vector<std::string> out = map;
    for (int t = 0; t < turns % kTurns; ++t) out = turned_once(out);
    if (mirror) {
        for (std::string& line : out) std::reverse(line.begin(), line.end());
    }
    return out;
}

bool stamp_vault(FloorMap& map, const VaultDef& vault, const std::vector<std::string>& oriented, Point at) {
    if (oriented.empty()) return false;
    const int h = static_cast<int>(oriented.size());
    const int w = static_cast<int>(oriented.front().size());
    const Rect margin = with_margin(at, w, h);
    if (!inside_edge(map, margin) || NotRock(map.tiles).in(margin) != 0) return false;
    return stamp_fitted(map, vault, oriented, at);
}

int place_vaults(FloorMap& map, const Content& content, std::uint64_t seed, int depth, int count) {
    std::vector<const VaultDef*> rows;
    std::vector<std::uint32_t> weights;
    for (const VaultDef& v : content.vaults) {
        if (depth < v.min_depth || depth > v.max_depth) continue;
        rows.push_back(&v);
        weights.push_back(static_cast<std::uint32_t>(v.weight));
    }
    if (rows.empty() || count <= 0) return 0;
    Rng rng = vault_rng(seed, depth);
    int placed = 0;
    for (int n = 0; n < count; ++n) {
        const VaultDef& vault = *rows[rng.weighted_pick(weights)];
        const int turns = static_cast<int>(rng.below(kTurns));  // drawn whatever the row allows: a fixed draw count
        const bool flip = rng.below(2) == 1;
        const std::vector<std::string> oriented =
            oriented_vault_map(vault.map, vault.rotate ? turns : 0, vault.mirror && flip);
        const int h = static_cast<int>(oriented.size());
        const int w = h == 0 ? 0 : static_cast<int>(oriented.front().size());
        const FittingSpots spots(map.tiles, w, h);
        const std::uint32_t fitting = spots.count();
        if (fitting == 0) continue;
        placed += stamp_fitted(map, vault, oriented, spots.nth(rng.below(fitting))) ? 1 : 0;
    }
    return placed;
}

}  // namespace yoord
