// Generation 2's special levels (content/levels.toml chooses when): a battlefield, a vault of cells, a castle and
// an island. Each draws only from the layout stream it is handed and keeps every layout's guarantees: a solid
// edge, one orthogonally connected floor reachable from the up stair, two distinct stairs.

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "core/assert.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/dungeon/layout_tools.hpp"

namespace yoord {

namespace {

// ---- battlefield: one big lit room, broken by lone pillars ------------------------------------------------------

// Pillars stand only on cells whose coordinates are both even and never touch another pillar or the edge, so
// every floor cell keeps an orthogonal way round each of them.
constexpr int kPillarPercent = 12;

Rect inside_edge(FloorSize size) { return Rect{1, 1, size.width - 2, size.height - 2}; }

void fill(Grid<Tile>& tiles, const Rect& r, Tile t) {
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) tiles.at(x, y) = t;
    }
}

void outline(Grid<Tile>& tiles, const Rect& r, Tile t) {
    for (int x = r.left(); x <= r.right(); ++x) {
        tiles.at(x, r.top()) = t;
        tiles.at(x, r.bottom()) = t;
    }
    for (int y = r.top(); y <= r.bottom(); ++y) {
        tiles.at(r.left(), y) = t;
        tiles.at(r.right(), y) = t;
    }
}

FloorMap blank(FloorSize size, LayoutKind kind) {
    FloorMap map;
    map.tiles.reset(size.width, size.height, Tile::rock);
    map.kind = kind;
    return map;
}

}  // namespace

FloorMap generate_battlefield_layout(Rng& rng, int /*depth*/, FloorSize size) {
    FloorMap map = blank(size, LayoutKind::battlefield);
    const Rect field = inside_edge(size);
    fill(map.tiles, field, Tile::floor);
    for (int y = 2; y <= size.height - 3; y += 2) {
        for (int x = 2; x <= size.width - 3; x += 2) {
            if (rng.percent(kPillarPercent)) map.tiles.at(x, y) = Tile::wall;
        }
    }
    outline_with_walls(map.tiles);
    map.rooms.push_back(Room{field, true});
    place_far_stairs(map, rng);
    return map;
}

// ---- honeycomb: cells of a jittered hex lattice, walled where their Voronoi regions meet ------------------------

namespace {

constexpr int kHexSpacingX = 9;  // columns between two centres of a lattice row
constexpr int kHexSpacingY = 5;  // rows between two lattice rows (odd rows shift half a spacing)
constexpr int kHexJitter = 2;    // each centre moves up to this many cells either way on each axis
constexpr int kAspect = 2;       // a terminal cell is about twice as tall as wide: rows count double in distance
constexpr int kExtraDoorPercent = 15;
constexpr int kOpenDoorPercent = 40;

std::vector<Point> hex_centres(Rng& rng, FloorSize size) {
    std::vector<Point> centres;
    int row = 0;
    for (int y = 2; y < size.height - 1; y += kHexSpacingY, ++row) {
        const int shift = (row % 2) * (kHexSpacingX / 2);
        for (int x = 2 + shift; x < size.width - 1; x += kHexSpacingX) {
            const int jx = std::clamp(x + rng.range(-kHexJitter, kHexJitter), 1, size.width - 2);
            const int jy = std::clamp(y + rng.range(-kHexJitter, kHexJitter), 1, size.height - 2);
            centres.push_back({jx, jy});
        }
    }
    return centres;
}

// The distance from a cell to a centre, rows counting double.
long hex_distance(int x, int y, Point centre) {
    const long dx = x - centre.x;
    const long dy = static_cast<long>(y - centre.y) * kAspect;
    return dx * dx + dy * dy;
}

// The nearest centre to (x, y) by trying them all (ties to the lower index).
int nearest_centre(const std::vector<Point>& centres, int x, int y) {
    int best = -1;
    long best_distance = 0;
    for (std::size_t i = 0; i < centres.size(); ++i) {
        const long d = hex_distance(x, y, centres[i]);
        if (best < 0 || d < best_distance) {
            best = static_cast<int>(i);
            best_distance = d;
        }
    }
    return best;
}

// Every centre claims the cells within this (squared, rows doubled) distance of it; the lattice puts a centre
// well within it of nearly every cell, and a cell that no centre reaches so near falls back to trying them all.
constexpr long kClaimReach = 8;
constexpr long kClaimDistance = kClaimReach * kClaimReach;

// The index of the nearest centre to every cell (ties to the lower index, so the answer is the same everywhere).
// Each centre, in index order, claims the cells near it where it is strictly nearer than any earlier claim, so a
// cell ends with the lowest-index centre among its nearest claimants. That is the nearest centre of all whenever
// the cell's best claim is within kClaimDistance: every centre at most that far claimed the cell (it visits its
// whole disc), and every centre that did not is farther. The few cells left without such a claim try every
// centre, exactly as a scan of all pairs would.
Grid<int> voronoi(const std::vector<Point>& centres, FloorSize size) {
    Grid<int> owner(size.width, size.height, -1);
    Grid<int> claim(size.width, size.height, static_cast<int>(kClaimDistance) + 1);
    constexpr int reach_y = static_cast<int>(kClaimReach / kAspect);
    for (std::size_t i = 0; i < centres.size(); ++i) {
        const Point c = centres[i];
        for (int y = std::max(1, c.y - reach_y); y <= std::min(size.height - 2, c.y + reach_y); ++y) {
            // The row's share of the disc: the columns whose distance can still be within kClaimDistance.
            const long row = static_cast<long>(y - c.y) * kAspect;
            int half = 0;
            while (static_cast<long>(half + 1) * (half + 1) + row * row <= kClaimDistance) ++half;
            for (int x = std::max(1, c.x - half); x <= std::min(size.width - 2, c.x + half); ++x) {
                const long d = hex_distance(x, y, c);
                if (d < claim.at(x, y)) {
                    claim.at(x, y) = static_cast<int>(d);
                    owner.at(x, y) = static_cast<int>(i);
                }
            }
        }
    }
    for (int y = 1; y < size.height - 1; ++y) {
        for (int x = 1; x < size.width - 1; ++x) {
            if (claim.at(x, y) > kClaimDistance) owner.at(x, y) = nearest_centre(centres, x, y);
        }
    }
    return owner;
}

// A door between two cells: a wall with one cell's floor on one side and the other's on the opposite side.
struct DoorSpot {
    int a = 0;
    int b = 0;
    Point at;
};

std::vector<DoorSpot> door_spots(const Grid<Tile>& tiles, const Grid<int>& owner) {
    std::vector<DoorSpot> spots;
    for (int y = 1; y < tiles.height() - 1; ++y) {
        for (int x = 1; x < tiles.width() - 1; ++x) {
            if (tiles.at(x, y) != Tile::wall) continue;
            for (const Point d : {Point{1, 0}, Point{0, 1}}) {
                const Point p{x - d.x, y - d.y};
                const Point q{x + d.x, y + d.y};
                if (tiles.at(p) != Tile::floor || tiles.at(q) != Tile::floor) continue;
                const int a = owner.at(p);
                const int b = owner.at(q);
                if (a != b) spots.push_back({std::min(a, b), std::max(a, b), {x, y}});
            }
        }
    }
    return spots;
}

int find_root(std::vector<int>& parent, int i) {
    while (parent[static_cast<std::size_t>(i)] != i) {
        parent[static_cast<std::size_t>(i)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(i)])];
        i = parent[static_cast<std::size_t>(i)];
    }
    return i;
}

// Doors along a random spanning forest of the cells (one spot per joined pair, drawn in a shuffled order), and a
// few more besides so the vault has loops.
void open_doors(Grid<Tile>& tiles, std::vector<DoorSpot> spots, std::size_t cells, Rng& rng) {
    rng.shuffle(std::span<DoorSpot>(spots));
    std::vector<int> parent(cells);
    for (std::size_t i = 0; i < cells; ++i) parent[i] = static_cast<int>(i);
    for (const DoorSpot& s : spots) {
        const int ra = find_root(parent, s.a);
        const int rb = find_root(parent, s.b);
        const bool joins = ra != rb;
        const bool extra = rng.percent(kExtraDoorPercent);
        if (!joins && !extra) continue;
        if (joins) parent[static_cast<std::size_t>(ra)] = rb;
        if (tiles.at(s.at) != Tile::wall) continue;
        tiles.at(s.at) = rng.percent(kOpenDoorPercent) ? Tile::door_open : Tile::door_closed;
    }
}

}  // namespace

FloorMap generate_honeycomb_layout(Rng& rng, int /*depth*/, FloorSize size) {
    FloorMap map = blank(size, LayoutKind::honeycomb);
    const std::vector<Point> centres = hex_centres(rng, size);
    const Grid<int> owner = voronoi(centres, size);
    // A cell is wall where it meets a region of lower index to its right or below: one wall between two regions.
    for (int y = 1; y < size.height - 1; ++y) {
        for (int x = 1; x < size.width - 1; ++x) {
            const int mine = owner.at(x, y);
            const bool seam = (x + 1 < size.width - 1 && owner.at(x + 1, y) < mine) ||
                              (y + 1 < size.height - 1 && owner.at(x, y + 1) < mine) ||
                              (x > 1 && owner.at(x - 1, y) < mine) || (y > 1 && owner.at(x, y - 1) < mine);
            map.tiles.at(x, y) = seam ? Tile::wall : Tile::floor;
        }
    }
    open_doors(map.tiles, door_spots(map.tiles, owner), centres.size(), rng);
    outline_with_walls(map.tiles);
    keep_connected_floor(map.tiles);
    place_far_stairs(map, rng);
    return map;
}

// ---- castle: a curtain wall with a gate, a tower on each corner, a keep in the middle ---------------------------

namespace {

constexpr int kTowerReach = 2;  // a tower is the 5x5 square around a corner of the curtain wall
// The curtain wall keeps this far from the map's edge, so the towers leave a lane of grounds all round the castle
// (a tower reaching the first row would cut the grounds in pieces).
constexpr int kCastleMarginX = kTowerReach + 2;
constexpr int kCastleMarginY = kTowerReach + 2;
constexpr int kCastleJitter = 3;

// A door through the wall cell `at`, which lies on `room`'s outline: the way from the room's interior outward.
void door_in(Grid<Tile>& tiles, Point at) { tiles.at(at) = Tile::door_closed; }

Rect castle_walls(Rng& rng, FloorSize size) {
    const int left = kCastleMarginX + rng.range(0, kCastleJitter);
    const int right = size.width - 1 - kCastleMarginX - rng.range(0, kCastleJitter);
    const int top = kCastleMarginY;
    const int bottom = size.height - 1 - kCastleMarginY;
    return Rect::from_corners({left, top}, {right, bottom});
}

void build_tower(FloorMap& map, Point corner, Point inward) {
    const Rect tower{corner.x - kTowerReach, corner.y - kTowerReach, 2 * kTowerReach + 1, 2 * kTowerReach + 1};
    outline(map.tiles, tower, Tile::wall);
    const Rect inside = tower.expanded(-1);
    fill(map.tiles, inside, Tile::floor);
    map.rooms.push_back(Room{inside, true});
    // The tower opens on the castle's yard: through its wall on the side that faces inward, off the curtain.
    door_in(map.tiles, {corner.x + inward.x * kTowerReach, corner.y + inward.y});
}

}  // namespace

FloorMap generate_castle_layout(Rng& rng, int /*depth*/, FloorSize size) {
    FloorMap map = blank(size, LayoutKind::castle);
    fill(map.tiles, inside_edge(size), Tile::floor);  // the grounds around the castle
    const Rect walls = castle_walls(rng, size);
    outline(map.tiles, walls, Tile::wall);
    const Rect yard = walls.expanded(-1);
    // The keep: a third of the yard each way, in its middle.
    const int keep_w = std::max(3, yard.width / 3);
    const int keep_h = std::max(3, yard.height / 2);
    const Rect keep_walls{yard.x + (yard.width - keep_w) / 2, yard.y + (yard.height - keep_h) / 2, keep_w, keep_h};
    outline(map.tiles, keep_walls, Tile::wall);
    const Rect keep = keep_walls.expanded(-1);
    map.rooms.push_back(Room{keep, rng.percent(50)});
    const bool gate_south = rng.percent(50);
    const int gate_x = walls.x + walls.width / 2;
    map.tiles.at(gate_x, gate_south ? walls.bottom() : walls.top()) = Tile::door_open;
    door_in(map.tiles, {gate_x, gate_south ? keep_walls.bottom() : keep_walls.top()});
    build_tower(map, {walls.left(), walls.top()}, {1, 1});
    build_tower(map, {walls.right(), walls.top()}, {-1, 1});
    build_tower(map, {walls.left(), walls.bottom()}, {1, -1});
    build_tower(map, {walls.right(), walls.bottom()}, {-1, -1});
    outline_with_walls(map.tiles);
    keep_connected_floor(map.tiles);
    // Arrive outside the walls; the way down waits in the keep.
    std::vector<Point> outside;
    std::vector<Point> in_keep;
    for (std::size_t i = 0; i < map.tiles.size(); ++i) {
        const Point p = map.tiles.point(i);
        if (map.tiles[i] != Tile::floor) continue;
        if (!walls.expanded(kTowerReach).contains(p)) outside.push_back(p);
        if (keep.contains(p)) in_keep.push_back(p);
    }
    if (outside.empty() || in_keep.empty()) {  // a floor too small for the plan: any two far cells will do
        place_far_stairs(map, rng);
        return map;
    }
    map.stairs_up = outside[rng.below(static_cast<std::uint32_t>(outside.size()))];
    map.stairs_down = in_keep[rng.below(static_cast<std::uint32_t>(in_keep.size()))];
    map.tiles.at(map.stairs_up) = Tile::stairs_up;
    map.tiles.at(map.stairs_down) = Tile::stairs_down;
    return map;
}

// ---- island: one piece of land in deep water -------------------------------------------------------------------

namespace {

constexpr int kIslandSmoothing = 4;
constexpr int kLandIfAtLeast = 5;  // land cells in the 3x3 block, itself included
constexpr int kLandPercentAtCentre = 85;
constexpr int kLandPercentAtShore = 15;

// Land is likelier near the middle, so the smoothing grows one island rather than a scatter.
int land_percent(int x, int y, FloorSize size) {
    const long dx = (2L * x - size.width) * 100 / size.width;
    const long dy = (2L * y - size.height) * 100 / size.height;
    const long reach = std::min<long>(100, (dx * dx + dy * dy) / 100);  // 0 at the centre, 100 at the ellipse
    return kLandPercentAtCentre - static_cast<int>(reach) * (kLandPercentAtCentre - kLandPercentAtShore) / 100;
}

}  // namespace

FloorMap generate_island_layout(Rng& rng, int /*depth*/, FloorSize size) {
    FloorMap map = blank(size, LayoutKind::island);
    Grid<bool> land(size.width, size.height, false);
    for (int y = 1; y < size.height - 1; ++y) {
        for (int x = 1; x < size.width - 1; ++x) land.at(x, y) = rng.percent(land_percent(x, y, size));
    }
    Grid<bool> next = land;
    // The 3x3 count as three column counts side by side: each column's three cells are added once per row.
    std::vector<int> column(static_cast<std::size_t>(size.width), 0);
    for (int pass = 0; pass < kIslandSmoothing; ++pass) {
        for (int y = 1; y < size.height - 1; ++y) {
            for (int x = 0; x < size.width; ++x) {
                column[static_cast<std::size_t>(x)] = (land.at(x, y - 1) ? 1 : 0) + (land.at(x, y) ? 1 : 0) + (land.at(x, y + 1) ? 1 : 0);
            }
            for (int x = 1; x < size.width - 1; ++x) {
                const auto i = static_cast<std::size_t>(x);
                next.at(x, y) = column[i - 1] + column[i] + column[i + 1] >= kLandIfAtLeast;
            }
        }
        std::swap(land, next);
    }
    const Point centre{size.width / 2, size.height / 2};
    for (int dx = -1; dx <= 1; ++dx) land.at(centre.x + dx, centre.y) = true;  // at least a sandbank to stand on
    for (int y = 1; y < size.height - 1; ++y) {
        for (int x = 1; x < size.width - 1; ++x) map.tiles.at(x, y) = land.at(x, y) ? Tile::floor : Tile::deep_water;
    }
    keep_connected_floor(map.tiles, Tile::deep_water);  // islets sink
    outline_with_walls(map.tiles);
    place_far_stairs(map, rng);
    return map;
}

}  // namespace yoord
