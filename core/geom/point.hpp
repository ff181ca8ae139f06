#pragma once
// A cell position or an offset between cells. x grows east, y grows south (screen order).

#include <array>
#include <cstddef>
#include <cstdlib>
#include <optional>

namespace yoord {

struct Point {
    int x = 0;
    int y = 0;

    friend constexpr bool operator==(Point, Point) = default;
    friend constexpr Point operator+(Point a, Point b) noexcept { return {a.x + b.x, a.y + b.y}; }
    friend constexpr Point operator-(Point a, Point b) noexcept { return {a.x - b.x, a.y - b.y}; }
    friend constexpr Point operator*(Point a, int k) noexcept { return {a.x * k, a.y * k}; }
    constexpr Point& operator+=(Point o) noexcept { return *this = *this + o; }
    constexpr Point& operator-=(Point o) noexcept { return *this = *this - o; }
};

// The eight compass directions, clockwise from north. This order is part of the determinism contract:
// path finders try neighbours in it, so changing it changes which of two equal paths a monster takes.
enum class Direction { north, north_east, east, south_east, south, south_west, west, north_west };

inline constexpr std::array<Direction, 8> kAllDirections{
    Direction::north, Direction::north_east, Direction::east, Direction::south_east,
    Direction::south, Direction::south_west, Direction::west, Direction::north_west};

[[nodiscard]] constexpr Point offset(Direction d) noexcept {
    switch (d) {
        case Direction::north:
            return {0, -1};
        case Direction::north_east:
            return {1, -1};
        case Direction::east:
            return {1, 0};
        case Direction::south_east:
            return {1, 1};
        case Direction::south:
            return {0, 1};
        case Direction::south_west:
            return {-1, 1};
        case Direction::west:
            return {-1, 0};
        case Direction::north_west:
            return {-1, -1};
    }
    return {0, 0};
}

namespace detail {
// The direction of each one-cell offset, indexed (dy + 1) * 3 + (dx + 1); none for (0, 0).
inline constexpr std::array<std::optional<Direction>, 9> kDirectionOfStep = [] {
    std::array<std::optional<Direction>, 9> table{};
    for (const Direction d : kAllDirections) {
        const Point o = offset(d);
        table[static_cast<std::size_t>((o.y + 1) * 3 + (o.x + 1))] = d;
    }
    return table;
}();
}  // namespace detail

// The direction from `from` to `to` when `to` lies `cells` steps off in a straight line (by default the one step to
// a neighbour), or none. One step is a table lookup: every creature's step asks it.
[[nodiscard]] constexpr std::optional<Direction> direction_to(Point from, Point to, int cells = 1) noexcept {
    if (cells == 1) {
        const Point d = to - from;
        if (d.x < -1 || d.x > 1 || d.y < -1 || d.y > 1) return std::nullopt;
        return detail::kDirectionOfStep[static_cast<std::size_t>((d.y + 1) * 3 + (d.x + 1))];
    }
    for (const Direction d : kAllDirections) {
        const Point o = offset(d);
        if (from + Point{o.x * cells, o.y * cells} == to) return d;
    }
    return std::nullopt;
}

[[nodiscard]] constexpr bool is_diagonal(Direction d) noexcept {
    const Point o = offset(d);
    return o.x != 0 && o.y != 0;
}

// The offsets of kAllDirections, for loops that only need the vector.
inline constexpr std::array<Point, 8> kNeighbours8{offset(Direction::north),      offset(Direction::north_east),
                                                   offset(Direction::east),       offset(Direction::south_east),
                                                   offset(Direction::south),      offset(Direction::south_west),
                                                   offset(Direction::west),       offset(Direction::north_west)};
inline constexpr std::array<Point, 4> kNeighbours4{offset(Direction::north), offset(Direction::east),
                                                   offset(Direction::south), offset(Direction::west)};

// King-move distance: the number of turns a walker needs when diagonal steps cost one turn.
[[nodiscard]] constexpr int chebyshev(Point a, Point b) noexcept {
    const int dx = a.x > b.x ? a.x - b.x : b.x - a.x;
    const int dy = a.y > b.y ? a.y - b.y : b.y - a.y;
    return dx > dy ? dx : dy;
}

[[nodiscard]] constexpr int distance_squared(Point a, Point b) noexcept {
    const Point d = a - b;
    return d.x * d.x + d.y * d.y;
}

}  // namespace yoord
