#pragma once
// Straight lines on the grid: the cells a missile, a breath or a glance passes. Each step rounds half away from
// zero, so the line from a to b and the line from b to a cover mirrored cells, and the same two points always
// give the same cells (no floating point).

#include <algorithm>
#include <cstdlib>

#include "core/geom/point.hpp"

namespace yoord {

namespace line_detail {
// a / b rounded half away from zero, for b > 0.
constexpr int round_div(int a, int b) { return a >= 0 ? (2 * a + b) / (2 * b) : -((-2 * a + b) / (2 * b)); }
}  // namespace line_detail

// Calls visit(cell) for the cells from `from` toward `to` (from excluded), continuing past `to` in the same
// line, at most `range` cells; stops early when visit returns false. Nothing when from == to.
template <class Visit>
void trace_line(Point from, Point to, int range, Visit&& visit) {
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    const int n = std::max(std::abs(dx), std::abs(dy));
    if (n == 0) return;
    for (int i = 1; i <= range; ++i) {
        const Point p = from + Point{line_detail::round_div(i * dx, n), line_detail::round_div(i * dy, n)};
        if (!visit(p)) return;
    }
}

// Whether nothing that `blocks(cell)` stands strictly between `a` and `b` on the line from a to b, or on the line
// from b to a (either will do, so the answer is the same both ways round).
template <class Blocks>
[[nodiscard]] bool clear_line(Point a, Point b, Blocks&& blocks) {
    const int between = std::max(std::abs(b.x - a.x), std::abs(b.y - a.y)) - 1;
    if (between <= 0) return true;
    const auto open = [&](Point from, Point to) {
        bool clear = true;
        trace_line(from, to, between, [&](Point p) {
            clear = !blocks(p);
            return clear;
        });
        return clear;
    };
    return open(a, b) || open(b, a);
}

}  // namespace yoord
