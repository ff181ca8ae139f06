#pragma once
// An axis-aligned rectangle of cells: the cells with x in [x, x + width) and y in [y, y + height).

#include <algorithm>

#include "core/geom/point.hpp"

namespace yoord {

struct Rect {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;

    friend constexpr bool operator==(const Rect&, const Rect&) = default;

    [[nodiscard]] static constexpr Rect from_corners(Point top_left, Point bottom_right) noexcept {
        return {top_left.x, top_left.y, bottom_right.x - top_left.x + 1, bottom_right.y - top_left.y + 1};
    }

    [[nodiscard]] constexpr int left() const noexcept { return x; }
    [[nodiscard]] constexpr int top() const noexcept { return y; }
    [[nodiscard]] constexpr int right() const noexcept { return x + width - 1; }    // Inclusive.
    [[nodiscard]] constexpr int bottom() const noexcept { return y + height - 1; }  // Inclusive.
    [[nodiscard]] constexpr int area() const noexcept { return empty() ? 0 : width * height; }
    [[nodiscard]] constexpr bool empty() const noexcept { return width <= 0 || height <= 0; }
    [[nodiscard]] constexpr Point top_left() const noexcept { return {x, y}; }
    [[nodiscard]] constexpr Point centre() const noexcept { return {x + (width - 1) / 2, y + (height - 1) / 2}; }

    [[nodiscard]] constexpr bool contains(Point p) const noexcept {
        return p.x >= x && p.y >= y && p.x < x + width && p.y < y + height;
    }

    // Grown by `n` cells on every side (shrunk when n < 0): a room's interior expanded by 1 is the room
    // with its walls.
    [[nodiscard]] constexpr Rect expanded(int n) const noexcept {
        return {x - n, y - n, width + 2 * n, height + 2 * n};
    }

    [[nodiscard]] constexpr Rect intersection(const Rect& o) const noexcept {
        const int l = std::max(x, o.x);
        const int t = std::max(y, o.y);
        const int r = std::min(x + width, o.x + o.width);
        const int b = std::min(y + height, o.y + o.height);
        return {l, t, std::max(0, r - l), std::max(0, b - t)};
    }

    [[nodiscard]] constexpr bool intersects(const Rect& o) const noexcept { return !intersection(o).empty(); }
};

}  // namespace yoord
