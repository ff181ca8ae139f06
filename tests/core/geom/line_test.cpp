// Straight lines on the grid: the cells a missile or a breath passes, and whether a glance gets through.

#include "core/geom/line.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::vector<Point> cells(Point from, Point to, int range) {
    std::vector<Point> out;
    trace_line(from, to, range, [&](Point p) {
        out.push_back(p);
        return true;
    });
    return out;
}

TEST(Line, AStraightRunVisitsEveryCellAndGoesPastTheTarget) {
    EXPECT_EQ(cells({0, 0}, {2, 0}, 4), (std::vector<Point>{{1, 0}, {2, 0}, {3, 0}, {4, 0}}));
    EXPECT_EQ(cells({0, 0}, {-2, -2}, 2), (std::vector<Point>{{-1, -1}, {-2, -2}}));
}

TEST(Line, AKnightsMoveRoundsHalfAwayFromZero) {
    EXPECT_EQ(cells({0, 0}, {2, 1}, 2), (std::vector<Point>{{1, 1}, {2, 1}}));
    EXPECT_EQ(cells({0, 0}, {-2, -1}, 2), (std::vector<Point>{{-1, -1}, {-2, -1}}));
}

TEST(Line, NothingWhenAimedAtItself) { EXPECT_TRUE(cells({3, 3}, {3, 3}, 5).empty()); }

TEST(Line, VisitStopsTheLineWhenItReturnsFalse) {
    int seen = 0;
    trace_line({0, 0}, {9, 0}, 9, [&](Point p) {
        ++seen;
        return p.x < 3;
    });
    EXPECT_EQ(seen, 3);
}

TEST(Line, ClearLineIsTheSameBothWaysRound) {
    const std::vector<Point> walls{{2, 1}, {5, 3}};
    const auto blocks = [&](Point p) { return std::find(walls.begin(), walls.end(), p) != walls.end(); };
    for (int x = -1; x <= 7; ++x) {
        for (int y = -1; y <= 5; ++y) {
            const Point a{0, 0};
            const Point b{x, y};
            EXPECT_EQ(clear_line(a, b, blocks), clear_line(b, a, blocks)) << x << "," << y;
        }
    }
}

TEST(Line, AWallBetweenBlocksAndNeighboursAlwaysSeeEachOther) {
    const auto wall_at_2 = [](Point p) { return p == Point{2, 0}; };
    EXPECT_FALSE(clear_line({0, 0}, {4, 0}, wall_at_2));
    EXPECT_TRUE(clear_line({0, 0}, {1, 0}, wall_at_2));
    EXPECT_TRUE(clear_line({0, 0}, {2, 0}, wall_at_2)) << "the end cells themselves never block";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
