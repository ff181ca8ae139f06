#include "core/geom/path.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/geom/geom_test_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::find_mark;
using test::parse_map;
using test::random_walls;

constexpr StepCosts kTurns{1, 1};  // Every step one turn: distances are easy to draw by hand.

// Draws a Dijkstra map over the map: walls stay '#', unreachable floor is '?', distances are digits.
std::vector<std::string> draw_distances(const Grid<char>& map, const Grid<int>& distance) {
    std::vector<std::string> rows;
    for (int y = 0; y < map.height(); ++y) {
        std::string row;
        for (int x = 0; x < map.width(); ++x) {
            const int d = distance.at(x, y);
            row += map.at(x, y) == '#' ? '#' : d == kUnreachable ? '?' : d < 10 ? static_cast<char>('0' + d) : '+';
        }
        rows.push_back(row);
    }
    return rows;
}

std::vector<Point> find_all(const Grid<char>& map, char mark) {
    std::vector<Point> found;
    for (std::size_t i = 0; i < map.size(); ++i) {
        if (map[i] == mark) {
            found.push_back(map.point(i));
        }
    }
    return found;
}

TEST(DijkstraMap, MultiSourceDistancesOnAHandDrawnMap) {
    const Grid<char> map = parse_map({"#######",  //
                                      "#A....#",  //
                                      "#.###.#",  //
                                      "#....A#",  //
                                      "#######"});
    PathFinder finder(kTurns);
    Grid<int> distance(map.width(), map.height());
    finder.dijkstra_map(distance, find_all(map, 'A'), [&](int x, int y) { return map.at(x, y) == '#' ? 0 : 1; });
    EXPECT_EQ(draw_distances(map, distance), (std::vector<std::string>{"#######",  //
                                                                       "#01222#",  //
                                                                       "#1###1#",  //
                                                                       "#22210#",  //
                                                                       "#######"}));
}

TEST(DijkstraMap, WallsAndSealedRoomsAreUnreachable) {
    const Grid<char> map = parse_map({"#########",  //
                                      "#A..#...#",  //
                                      "#...#...#",  //
                                      "#########"});
    PathFinder finder(kTurns);
    Grid<int> distance(map.width(), map.height());
    finder.dijkstra_map(distance, find_all(map, 'A'), [&](int x, int y) { return map.at(x, y) == '#' ? 0 : 1; });
    EXPECT_EQ(draw_distances(map, distance), (std::vector<std::string>{"#########",  //
                                                                       "#012#???#",  //
                                                                       "#112#???#",  //
                                                                       "#########"}));
    for (const Point wall : find_all(map, '#')) {
        EXPECT_EQ(distance.at(wall), kUnreachable);
    }
}

TEST(DijkstraMap, CountsTheCostOfEnteringCellsTowardTheGoal) {
    // '~' costs 3 to enter. From 'x' the walk to A enters the mud then A: 3 + 1.
    const Grid<char> map = parse_map({"A~x"});
    PathFinder finder(kTurns);
    Grid<int> distance(map.width(), map.height());
    finder.dijkstra_map(distance, find_all(map, 'A'), [&](int x, int y) { return map.at(x, y) == '~' ? 3 : 1; });
    EXPECT_EQ(distance.at(0, 0), 0);
    EXPECT_EQ(distance.at(1, 0), 1);
    EXPECT_EQ(distance.at(2, 0), 4);
}

TEST(DijkstraMap, StepDownhillWalksToTheNearestGoal) {
    const Grid<char> map = parse_map({"##########",  //
                                      "#A.......#",  //
                                      "#.######.#",  //
                                      "#......@.#",  //
                                      "##########"});
    auto cost = [&](int x, int y) { return map.at(x, y) == '#' ? 0 : 1; };
    PathFinder finder;
    Grid<int> distance(map.width(), map.height());
    finder.dijkstra_map(distance, find_all(map, 'A'), cost);
    Point here = find_mark(map, '@');
    int steps = 0;
    while (auto next = step_downhill(distance, here)) {
        ASSERT_LT(distance.at(*next), distance.at(here));
        ASSERT_EQ(chebyshev(here, *next), 1);
        here = *next;
        ++steps;
    }
    EXPECT_EQ(here, find_mark(map, 'A'));
    EXPECT_EQ(steps, 7);  // Either way round the wall is seven steps.
}

TEST(AStar, FindsTheShortestPathAroundAWall) {
    const Grid<char> map = parse_map({"#######",  //
                                      "#a.#..#",  //
                                      "#..#..#",  //
                                      "#.....#",  //
                                      "#...#b#",  //
                                      "#######"});
    PathFinder finder(kTurns);
    std::vector<Point> path;
    const auto cost = finder.find_path(map.width(), map.height(), find_mark(map, 'a'), find_mark(map, 'b'),
                                       [&](int x, int y) { return map.at(x, y) == '#' ? 0 : 1; }, path);
    ASSERT_TRUE(cost.has_value());
    EXPECT_EQ(*cost, 4);
    ASSERT_EQ(path.size(), 4U);
    EXPECT_EQ(path.back(), find_mark(map, 'b'));
    Point previous = find_mark(map, 'a');
    for (const Point p : path) {
        EXPECT_EQ(chebyshev(previous, p), 1);
        EXPECT_NE(map.at(p), '#');
        previous = p;
    }
}

TEST(AStar, ReportsUnreachableGoalsWithAnEmptyPath) {
    const Grid<char> map = parse_map({"a.#.b",  //
                                      "..#..",  //
                                      "..#.#"});
    PathFinder finder;
    std::vector<Point> path{{9, 9}};
    auto cost = [&](int x, int y) { return map.at(x, y) == '#' ? 0 : 1; };
    EXPECT_EQ(finder.find_path(map.width(), map.height(), find_mark(map, 'a'), find_mark(map, 'b'), cost, path),
              std::nullopt);
    EXPECT_TRUE(path.empty());
    EXPECT_EQ(finder.find_path(map.width(), map.height(), find_mark(map, 'a'), Point{2, 0}, cost, path),
              std::nullopt);
}

TEST(AStar, PathToItselfIsFreeAndEmpty) {
    PathFinder finder;
    std::vector<Point> path;
    EXPECT_EQ(finder.find_path(3, 3, {1, 1}, {1, 1}, [](int, int) { return 1; }, path), 0);
    EXPECT_TRUE(path.empty());
}

// Walks `path` from `from`, checking each step and summing what it costs.
template <class Cost>
int walk_cost(const PathFinder& finder, Point from, const std::vector<Point>& path, Cost&& cost) {
    int total = 0;
    for (const Point p : path) {
        EXPECT_EQ(chebyshev(from, p), 1);
        EXPECT_GT(cost(p.x, p.y), 0);
        const bool diagonal = p.x != from.x && p.y != from.y;
        total += (diagonal ? finder.steps().diagonal : finder.steps().straight) * cost(p.x, p.y);
        from = p;
    }
    return total;
}

// A* must be optimal: its cost equals the Dijkstra distance from the start to the goal, and the path it
// returns really costs that much. With cell costs of 1 and of 1 to 9, and costs large enough to grow the
// bucket ring.
TEST(AStar, CostEqualsDijkstraDistanceOnRandomMaps) {
    for (const int max_cell_cost : {1, 9, 400}) {
        for (const std::uint64_t seed : {1U, 2U, 3U, 4U}) {
            const Grid<std::uint8_t> walls = random_walls(40, 25, 35, seed);
            Rng cost_rng = Rng::derive(seed, "test.cell_costs");
            Grid<int> cell_cost(walls.width(), walls.height());
            for (std::size_t i = 0; i < walls.size(); ++i) {
                cell_cost[i] = walls[i] != 0 ? 0 : cost_rng.range(1, max_cell_cost);
            }
            auto cost = [&](int x, int y) { return cell_cost.at(x, y); };
            PathFinder finder;
            Grid<int> distance(walls.width(), walls.height());
            std::vector<Point> path;
            Rng rng = Rng::derive(seed, "test.path_ends");
            for (int trial = 0; trial < 30; ++trial) {
                // A Dijkstra map gives walls no distance, so the walk starts on floor; the goal may be a wall.
                Point from{rng.range(0, walls.width() - 1), rng.range(0, walls.height() - 1)};
                while (walls.at(from) != 0) {
                    from = {rng.range(0, walls.width() - 1), rng.range(0, walls.height() - 1)};
                }
                const Point to{rng.range(0, walls.width() - 1), rng.range(0, walls.height() - 1)};
                const std::array<Point, 1> goal{to};
                finder.dijkstra_map(distance, goal, cost);
                const auto found = finder.find_path(walls.width(), walls.height(), from, to, cost, path);
                const bool reachable = distance.at(from) != kUnreachable;
                ASSERT_EQ(found.has_value(), reachable) << "seed " << seed << " trial " << trial;
                if (reachable) {
                    ASSERT_EQ(*found, distance.at(from)) << "seed " << seed << " trial " << trial;
                    ASSERT_EQ(walk_cost(finder, from, path, cost), *found);
                    ASSERT_EQ(path.empty() ? from : path.back(), to);
                }
            }
        }
    }
}

// The plainest correct Dijkstra map: relax every cell from its neighbours until nothing changes. Slow, and
// obviously right, so the fast map (bucket by bucket when costs are uniform) must equal it cell for cell.
Grid<int> reference_distances(const Grid<int>& cell_cost, const std::vector<Point>& goals, StepCosts steps) {
    Grid<int> d(cell_cost.width(), cell_cost.height(), kUnreachable);
    for (const Point g : goals) {
        if (cell_cost.at(g) > 0) d.at(g) = 0;
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int y = 0; y < d.height(); ++y) {
            for (int x = 0; x < d.width(); ++x) {
                const int here = d.at(x, y);
                if (here == kUnreachable) continue;
                for (std::size_t dir = 0; dir < kNeighbours8.size(); ++dir) {
                    const Point n{x + kNeighbours8[dir].x, y + kNeighbours8[dir].y};
                    if (!d.in_bounds(n) || cell_cost.at(n) <= 0) continue;
                    // From n, one step enters (x, y): the walk toward the goal pays (x, y)'s cost.
                    const int via = here + (dir % 2 == 0 ? steps.straight : steps.diagonal) * cell_cost.at(x, y);
                    if (via < d.at(n)) {
                        d.at(n) = via;
                        changed = true;
                    }
                }
            }
        }
    }
    return d;
}

TEST(DijkstraMap, EqualsAPlainRelaxationOnRandomMapsUniformOrNot) {
    for (const StepCosts steps : {kDefaultStepCosts, kTurns, StepCosts{2, 3}}) {
        for (const int max_cell_cost : {1, 4}) {
            for (const std::uint64_t seed : {11U, 12U, 13U}) {
                const Grid<std::uint8_t> walls = random_walls(37, 23, 35, seed);
                Rng cost_rng = Rng::derive(seed, "test.cell_costs");
                Grid<int> cell_cost(walls.width(), walls.height());
                for (std::size_t i = 0; i < walls.size(); ++i) {
                    cell_cost[i] = walls[i] != 0 ? 0 : cost_rng.range(1, max_cell_cost);
                }
                Rng goal_rng = Rng::derive(seed, "test.goals");
                std::vector<Point> goals;
                for (int i = 0; i < 3; ++i) {
                    goals.push_back({goal_rng.range(0, walls.width() - 1), goal_rng.range(0, walls.height() - 1)});
                }
                PathFinder finder(steps);
                Grid<int> distance(walls.width(), walls.height());
                finder.dijkstra_map(distance, goals, [&](int x, int y) { return cell_cost.at(x, y); });
                const Grid<int> expected = reference_distances(cell_cost, goals, steps);
                for (std::size_t i = 0; i < distance.size(); ++i) {
                    ASSERT_EQ(distance[i], expected[i]) << "seed " << seed << " cell " << i << " steps "
                                                        << steps.straight << '/' << steps.diagonal;
                }
            }
        }
    }
}

TEST(AStar, IsDeterministicAndUnaffectedByEarlierCalls) {
    const Grid<std::uint8_t> walls = random_walls(60, 30, 30, 7);
    auto cost = [&](int x, int y) { return walls.at(x, y) != 0 ? 0 : 1; };
    PathFinder used;
    std::vector<Point> scratch;
    for (int i = 0; i < 10; ++i) {
        (void)used.find_path(walls.width(), walls.height(), {i, 0}, {59 - i, 29}, cost, scratch);
    }
    Rng rng(7);
    for (int trial = 0; trial < 20; ++trial) {
        const Point from{rng.range(0, 59), rng.range(0, 29)};
        const Point to{rng.range(0, 59), rng.range(0, 29)};
        PathFinder fresh;
        std::vector<Point> a;
        std::vector<Point> b;
        const auto cost_a = fresh.find_path(walls.width(), walls.height(), from, to, cost, a);
        const auto cost_b = used.find_path(walls.width(), walls.height(), from, to, cost, b);
        EXPECT_EQ(cost_a, cost_b);
        EXPECT_EQ(a, b);
    }
}

TEST(PathFinder, AdaptsToANewMapSize) {
    PathFinder finder;
    std::vector<Point> path;
    auto open = [](int, int) { return 1; };
    EXPECT_EQ(finder.find_path(10, 10, {0, 0}, {9, 9}, open, path), 9 * kDefaultStepCosts.diagonal);
    EXPECT_EQ(finder.find_path(20, 5, {0, 0}, {19, 0}, open, path), 19 * kDefaultStepCosts.straight);
    EXPECT_EQ(path.size(), 19U);
}

#ifndef NDEBUG
TEST(PathFinderDeathTest, EndsOutsideTheMapAreAsserted) {
    PathFinder finder;
    std::vector<Point> path;
    auto open = [](int, int) { return 1; };
    EXPECT_DEATH((void)finder.find_path(5, 5, {0, 0}, {5, 0}, open, path), "outside the map");
    Grid<int> distance(3, 3);
    const std::array<Point, 1> goal{Point{3, 3}};
    EXPECT_DEATH(finder.dijkstra_map(distance, goal, open), "outside the map");
}
#endif

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
