#pragma once
// Field of view: symmetric shadowcasting (Albert Ford, "Symmetric Shadowcasting", 2020) with exact rational
// slopes. Symmetric: if A sees floor B then B sees A. Expansive walls: a wall is seen when any part of its
// face is, so room walls show whole. The rules, and how they compare with libtcod's
// FOV_SYMMETRIC_SHADOWCAST, are in docs/reference/fov.md.
//
// Generic over the map: `blocks(x, y)` says whether a cell stops sight. It is only asked about cells inside
// `visible`'s bounds, which are the map's bounds. It is a template parameter, so it inlines; no
// std::function on the hot path. The caller owns `visible` and reuses it across calls: no allocation here.

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "core/assert.hpp"
#include "core/geom/grid.hpp"
#include "core/geom/point.hpp"
#include "core/geom/rect.hpp"

namespace yoord {

// Pass as `radius` for sight limited only by walls and the map's edge.
inline constexpr int kUnlimitedRadius = -1;

// Marks in `visible` (without clearing it first) every cell seen from `origin`: the origin itself, and
// each cell within `radius` (dx*dx + dy*dy <= radius*radius) that the shadowcast reaches. radius 0 sees
// only the origin. Adding several views into one grid is how several light sources combine.
template <class BlocksSight>
void add_fov(Grid<bool>& visible, Point origin, int radius, BlocksSight&& blocks);

// add_fov into a cleared grid.
template <class BlocksSight>
void compute_fov(Grid<bool>& visible, Point origin, int radius, BlocksSight&& blocks) {
    visible.fill(false);
    add_fov(visible, origin, radius, blocks);
}

// The lit-room rule, applied by the game on top of the shadowcast: a creature standing in a lit room sees
// all of it. Marks `interior` and the ring of walls around it, clipped to the grid.
void mark_lit_room(Grid<bool>& visible, Rect interior);

namespace detail {

// Floor and ceiling of a / b for b > 0, rounding toward negative and positive infinity.
constexpr int floor_div(int a, int b) noexcept { return a >= 0 ? a / b : -((-a + b - 1) / b); }
constexpr int ceil_div(int a, int b) noexcept { return -floor_div(-a, b); }

// A slope column/depth as an exact fraction, den > 0. Ford's slopes are (2c - 1) / (2d) or +-1.
struct Slope {
    int num;
    int den;
};

// One of the four quadrants, seen as rows (`depth` away from the origin) of cells (`column` across).
// map x = ox + depth * dx_depth + column * dx_column, and likewise for y.
struct Quadrant {
    int dx_depth, dx_column, dy_depth, dy_column;
};

inline constexpr Quadrant kQuadrants[4] = {
    {1, 0, 0, 1},    // east: rows are columns of the map, going right
    {0, 1, 1, 0},    // south
    {0, -1, -1, 0},  // north
    {-1, 0, 0, -1},  // west
};

// How a row's first and last columns round when depth * slope falls exactly on a cell edge. Ford rounds the
// first column's tie up and the last column's tie down, so a cell that only touches the sector at its edge is
// left out on both sides. libtcod 1.18 rounds ties away from zero for the first column and toward zero for
// the last (roundf of a value nudged by FLT_EPSILON), which differs from Ford's for negative columns. The game
// uses Ford's; the libtcod rule exists so a test can show that this is the only difference from libtcod.
enum class TieRounding { ford, libtcod };

template <TieRounding rounding>
constexpr int first_column(int depth, Slope low) noexcept {
    const int a = depth * low.num;
    if (rounding == TieRounding::libtcod && a < 0) {
        return -floor_div(-2 * a + low.den, 2 * low.den);
    }
    return floor_div(2 * a + low.den, 2 * low.den);
}

template <TieRounding rounding>
constexpr int last_column(int depth, Slope high) noexcept {
    const int a = depth * high.num;
    if (rounding == TieRounding::libtcod && a < 0) {
        return -ceil_div(-2 * a - high.den, 2 * high.den);
    }
    return ceil_div(2 * a - high.den, 2 * high.den);
}

template <class BlocksSight, TieRounding rounding = TieRounding::ford>
class ShadowCaster {
public:
    ShadowCaster(Grid<bool>& visible, Point origin, int radius, const Quadrant& q, BlocksSight& blocks)
        : visible_(visible), origin_(origin), radius_(radius), q_(q), blocks_(blocks) {
        const int w = visible.width();
        const int h = visible.height();
        // Rows and columns that stay on the map, in this quadrant's coordinates.
        const int lo_x = -origin.x, hi_x = w - 1 - origin.x, lo_y = -origin.y, hi_y = h - 1 - origin.y;
        if (q.dx_depth != 0) {
            max_depth_ = q.dx_depth > 0 ? hi_x : -lo_x;
            column_lo_ = q.dy_column > 0 ? lo_y : -hi_y;
            column_hi_ = q.dy_column > 0 ? hi_y : -lo_y;
        } else {
            max_depth_ = q.dy_depth > 0 ? hi_y : -lo_y;
            column_lo_ = q.dx_column > 0 ? lo_x : -hi_x;
            column_hi_ = q.dx_column > 0 ? hi_x : -lo_x;
        }
        if (radius_ >= 0 && radius_ < max_depth_) {
            max_depth_ = radius_;
        }
    }

    void scan(int depth, Slope low, Slope high) {
        for (; depth <= max_depth_; ++depth) {
            if (!scan_row(depth, low, high)) {
                return;
            }
        }
    }

private:
    // Scans one row, recursing into the rows behind each stretch of floor that a wall closes. Returns
    // whether the row ended on floor, so the caller should carry on with the next row (with `low` narrowed).
    bool scan_row(int depth, Slope& low, Slope high) {
        // Ford's round-ties-up of depth * low and round-ties-down of depth * high, in exact arithmetic.
        int first = first_column<rounding>(depth, low);
        int last = last_column<rounding>(depth, high);
        // Columns off the map are skipped; past the radius they are too, since cells beyond the radius
        // only ever shadow cells farther out (see docs/reference/fov.md).
        int column_lo = column_lo_;
        int column_hi = column_hi_;
        const int reach = radius_ >= 0 ? column_reach(depth) : column_hi_;
        if (radius_ >= 0) {
            column_lo = column_lo > -reach ? column_lo : -reach;
            column_hi = column_hi < reach ? column_hi : reach;
        }
        first = first > column_lo ? first : column_lo;
        last = last < column_hi ? last : column_hi;
        if (first > last) {
            return true;  // Nothing on the map in this row; rows behind may still reach back onto it.
        }
        // A floor cell is seen only when its centre lies within [low, high]: that is the symmetry rule.
        int symmetric_lo = ceil_div(depth * low.num, low.den);
        const int symmetric_hi = floor_div(depth * high.num, high.den);

        int x = origin_.x + depth * q_.dx_depth + first * q_.dx_column;
        int y = origin_.y + depth * q_.dy_depth + first * q_.dy_column;
        bool previous_was_wall = false;
        for (int column = first; column <= last; ++column, x += q_.dx_column, y += q_.dy_column) {
            const bool is_wall = static_cast<bool>(blocks_(x, y));
            if (is_wall || (column >= symmetric_lo && column <= symmetric_hi)) {
                visible_[visible_.index(x, y)] = true;
            }
            if (previous_was_wall && !is_wall) {
                low = Slope{2 * column - 1, 2 * depth};
                symmetric_lo = ceil_div(depth * low.num, low.den);
            } else if (!previous_was_wall && is_wall && column != first) {
                scan(depth + 1, low, Slope{2 * column - 1, 2 * depth});
            }
            previous_was_wall = is_wall;
        }
        return !previous_was_wall;
    }

    // The largest |column| with depth^2 + column^2 <= radius^2.
    [[nodiscard]] int column_reach(int depth) const noexcept {
        const int room = radius_ * radius_ - depth * depth;
        auto c = static_cast<int>(std::sqrt(static_cast<double>(room)));
        while (c * c > room) {
            --c;
        }
        while ((c + 1) * (c + 1) <= room) {
            ++c;
        }
        return c;
    }

    Grid<bool>& visible_;
    Point origin_;
    int radius_;
    const Quadrant& q_;
    BlocksSight& blocks_;
    int max_depth_ = 0;
    int column_lo_ = 0;
    int column_hi_ = 0;
};

}  // namespace detail

namespace detail {
template <TieRounding rounding, class BlocksSight>
void add_fov_rounded(Grid<bool>& visible, Point origin, int radius, BlocksSight& blocks) {
    YOORD_ASSERT(visible.in_bounds(origin), "field of view from outside the map");
    YOORD_ASSERT(radius >= 0 || radius == kUnlimitedRadius, "sight radius must be >= 0 or kUnlimitedRadius");
    visible.at(origin) = true;
    for (const Quadrant& q : kQuadrants) {
        ShadowCaster<BlocksSight, rounding> caster(visible, origin, radius, q, blocks);
        caster.scan(1, Slope{-1, 1}, Slope{1, 1});
    }
}
}  // namespace detail

template <class BlocksSight>
void add_fov(Grid<bool>& visible, Point origin, int radius, BlocksSight&& blocks) {
    detail::add_fov_rounded<detail::TieRounding::ford>(visible, origin, radius, blocks);
}

}  // namespace yoord
