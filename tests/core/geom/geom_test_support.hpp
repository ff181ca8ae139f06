#pragma once
// Helpers shared by the geom tests: maps drawn as ASCII, and random maps from our own Rng.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/geom/grid.hpp"
#include "core/rng.hpp"

namespace yoord::test {

// Rows of equal length; '#' blocks, anything else is open. Other characters mark places for the test.
inline Grid<char> parse_map(const std::vector<std::string_view>& rows) {
    Grid<char> map(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()), '.');
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            map.at(x, y) = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
        }
    }
    return map;
}

inline Point find_mark(const Grid<char>& map, char mark) {
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.at(x, y) == mark) {
                return {x, y};
            }
        }
    }
    return {-1, -1};
}

// Each cell is a wall with probability wall_percent / 100.
inline Grid<std::uint8_t> random_walls(int width, int height, int wall_percent, std::uint64_t seed) {
    Rng rng = Rng::derive(seed, "test.random_walls");
    Grid<std::uint8_t> walls(width, height, 0);
    for (std::uint8_t& cell : walls) {
        cell = rng.percent(wall_percent) ? 1 : 0;
    }
    return walls;
}

}  // namespace yoord::test
