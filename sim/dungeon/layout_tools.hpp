#pragma once
// Small tools the layout generators share: digging, outlining, orthogonal reachability, stair placement.

#include <cstdint>
#include <vector>

#include "core/geom/grid.hpp"
#include "core/geom/point.hpp"
#include "core/rng.hpp"
#include "sim/dungeon/map.hpp"

namespace yoord {

// Distance in orthogonal steps from `from` over walkable tiles; -1 where unreachable.
void walk_distances(const Grid<Tile>& tiles, Point from, Grid<int>& distance);

// Digs an L from `from` to `to`: along the first axis to `turn`, across, then along the first axis again to
// `to`. Only rock and wall become `dug`; doors and floor stay. horizontal_first picks the first axis; `turn` is
// the column (or row) where the path changes axis and must lie between the two ends.
void dig_l(Grid<Tile>& tiles, Point from, Point to, bool horizontal_first, int turn, Tile dug);

// Keeps the largest orthogonally connected piece of walkable ground (the first found, row by row, on a tie) and
// turns every other walkable cell into `fill`, so a generator that may leave pockets keeps one connected floor.
void keep_connected_floor(Grid<Tile>& tiles, Tile fill = Tile::wall);

// Every rock cell touching a walkable one (eight neighbours) becomes wall.
void outline_with_walls(Grid<Tile>& tiles);

// Up stair on a random floor tile, down stair on a random floor tile among the farthest third by walking
// distance, so caves and mazes make the player cross them. Needs two floor tiles.
void place_far_stairs(FloorMap& map, Rng& rng);

// A uniformly random cell of `interior`: two draws, x then y.
[[nodiscard]] Point random_cell_in(const Rect& interior, Rng& rng) noexcept;

}  // namespace yoord
