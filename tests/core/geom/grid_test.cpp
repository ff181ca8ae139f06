#include "core/geom/grid.hpp"

#include <gtest/gtest.h>

#include <utility>

#include "core/geom/point.hpp"
#include "core/geom/rect.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(Grid, IsRowMajorAndFilledWithTheInitialValue) {
    Grid<int> grid(3, 2, 7);
    EXPECT_EQ(grid.size(), 6U);
    for (const int v : grid) {
        EXPECT_EQ(v, 7);
    }
    grid.at(2, 1) = 5;
    EXPECT_EQ(grid[grid.index(2, 1)], 5);
    EXPECT_EQ(grid.index(2, 1), 5U);
    EXPECT_EQ(grid.point(5), (Point{2, 1}));
    EXPECT_EQ(grid.at(Point{2, 1}), 5);
}

TEST(Grid, InBoundsRejectsNegativesAndEdges) {
    const Grid<bool> grid(4, 3);
    EXPECT_TRUE(grid.in_bounds(0, 0));
    EXPECT_TRUE(grid.in_bounds(3, 2));
    EXPECT_FALSE(grid.in_bounds(-1, 0));
    EXPECT_FALSE(grid.in_bounds(0, -1));
    EXPECT_FALSE(grid.in_bounds(4, 0));
    EXPECT_FALSE(grid.in_bounds(Point{0, 3}));
}

TEST(Grid, BoolGridStoresRealBools) {
    Grid<bool> grid(2, 2);
    grid.at(1, 1) = true;
    bool* raw = grid.data();
    EXPECT_TRUE(raw[3]);
    EXPECT_FALSE(raw[0]);
}

TEST(Grid, FillAndResetReshape) {
    Grid<int> grid(2, 2, 1);
    grid.fill(3);
    EXPECT_EQ(grid.at(1, 1), 3);
    grid.reset(5, 1, 9);
    EXPECT_EQ(grid.width(), 5);
    EXPECT_EQ(grid.height(), 1);
    EXPECT_EQ(grid.at(4, 0), 9);
}

TEST(Grid, CopiesAreDeepAndMovesLeaveAnEmptyGrid) {
    Grid<int> a(2, 2, 1);
    Grid<int> b = a;
    b.at(0, 0) = 2;
    EXPECT_EQ(a.at(0, 0), 1);
    Grid<int> c = std::move(b);
    EXPECT_EQ(c.at(0, 0), 2);
    EXPECT_EQ(b.size(), 0U);  // NOLINT(bugprone-use-after-move): the moved-from state is specified.
    a = c;
    EXPECT_EQ(a.at(0, 0), 2);
}

TEST(Point, ArithmeticAndDirections) {
    EXPECT_EQ((Point{1, 2} + Point{3, 4}), (Point{4, 6}));
    EXPECT_EQ((Point{1, 2} - Point{3, 4}), (Point{-2, -2}));
    EXPECT_EQ(offset(Direction::north), (Point{0, -1}));
    EXPECT_EQ(offset(Direction::south_west), (Point{-1, 1}));
    int diagonals = 0;
    for (const Direction d : kAllDirections) {
        diagonals += is_diagonal(d) ? 1 : 0;
        EXPECT_EQ(chebyshev({0, 0}, offset(d)), 1);
    }
    EXPECT_EQ(diagonals, 4);
    EXPECT_EQ(chebyshev({0, 0}, {3, -7}), 7);
    EXPECT_EQ(distance_squared({0, 0}, {3, -4}), 25);
}

TEST(Rect, EdgesContainsExpandAndIntersect) {
    const Rect r{2, 3, 4, 2};
    EXPECT_EQ(r.right(), 5);
    EXPECT_EQ(r.bottom(), 4);
    EXPECT_TRUE(r.contains({2, 3}));
    EXPECT_TRUE(r.contains({5, 4}));
    EXPECT_FALSE(r.contains({6, 4}));
    EXPECT_EQ(r.expanded(1), (Rect{1, 2, 6, 4}));
    EXPECT_EQ(r.intersection(Rect{4, 0, 10, 4}), (Rect{4, 3, 2, 1}));
    EXPECT_FALSE(r.intersects(Rect{10, 10, 1, 1}));
    EXPECT_EQ(Rect::from_corners({1, 1}, {3, 2}), (Rect{1, 1, 3, 2}));
    EXPECT_EQ(r.area(), 8);
}

#ifndef NDEBUG
TEST(GridDeathTest, OutOfBoundsAccessIsAsserted) {
    Grid<int> grid(2, 2);
    EXPECT_DEATH((void)grid.at(2, 0), "out of bounds");
}
#endif

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
