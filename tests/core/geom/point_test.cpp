#include "core/geom/point.hpp"

#include <gtest/gtest.h>

#include <optional>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// What direction_to answered before its one-step table: the first direction whose offset, `cells` times over,
// leads from `from` to `to`.
std::optional<Direction> direction_by_search(Point from, Point to, int cells) {
    for (const Direction d : kAllDirections) {
        if (from + offset(d) * cells == to) return d;
    }
    return std::nullopt;
}

TEST(Point, DirectionToANeighbourIsTheDirectionWhoseOffsetLeadsThere) {
    const Point from{10, 7};
    for (const Direction d : kAllDirections) {
        EXPECT_EQ(direction_to(from, from + offset(d)), d);
    }
}

TEST(Point, DirectionToAnswersAsTheSearchForEveryCellNearby) {
    const Point from{-3, 5};
    for (int cells = -1; cells <= 3; ++cells) {
        for (int dy = -4; dy <= 4; ++dy) {
            for (int dx = -4; dx <= 4; ++dx) {
                const Point to = from + Point{dx, dy};
                EXPECT_EQ(direction_to(from, to, cells), direction_by_search(from, to, cells))
                    << "dx " << dx << " dy " << dy << " cells " << cells;
            }
        }
    }
}

TEST(Point, NoDirectionLeadsToTheSameCellOrFartherThanOneStep) {
    EXPECT_EQ(direction_to({4, 4}, {4, 4}), std::nullopt);
    EXPECT_EQ(direction_to({4, 4}, {6, 4}), std::nullopt);
    EXPECT_EQ(direction_to({4, 4}, {5, 6}), std::nullopt);
    EXPECT_EQ(direction_to({4, 4}, {6, 6}, 2), Direction::south_east);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
