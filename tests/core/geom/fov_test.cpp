#include "core/geom/fov.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/geom/geom_test_support.hpp"

#ifdef YOORD_HAVE_LIBTCOD
#include <libtcod.h>
#endif

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::find_mark;
using test::parse_map;
using test::random_walls;

// Draws the visible set over the map: 'v' seen floor, 'W' seen wall, the map's own character otherwise.
std::vector<std::string> picture(const Grid<char>& map, const Grid<bool>& visible) {
    std::vector<std::string> rows;
    for (int y = 0; y < map.height(); ++y) {
        std::string row;
        for (int x = 0; x < map.width(); ++x) {
            const bool wall = map.at(x, y) == '#';
            row += visible.at(x, y) ? (wall ? 'W' : 'v') : map.at(x, y);
        }
        rows.push_back(row);
    }
    return rows;
}

std::vector<std::string> fov_picture(const std::vector<std::string_view>& rows, int radius) {
    const Grid<char> map = parse_map(rows);
    Grid<bool> visible(map.width(), map.height());
    compute_fov(visible, find_mark(map, '@'), radius, [&](int x, int y) { return map.at(x, y) == '#'; });
    return picture(map, visible);
}

TEST(Fov, PillarCastsASymmetricShadow) {
    // Ford's rule: a floor cell is seen when its centre lies inside the lit sector; the pillar's shadow
    // spans slopes [-1/4, 1/4], so the cells at depth 4 beside the axis (centre slope exactly 1/4) stay lit.
    EXPECT_EQ(fov_picture({"..........",  //
                           "@.#.......",  //
                           ".........."},
                          kUnlimitedRadius),
              (std::vector<std::string>{"vvvvv.....",  //
                                        "vvW.......",  //
                                        "vvvvv....."}));
}

TEST(Fov, WallsOfARoomAreSeenWhole) {
    EXPECT_EQ(fov_picture({"#######",  //
                           "#.....#",  //
                           "#..@..#",  //
                           "#.....#",  //
                           "#######",  //
                           "......."},
                          kUnlimitedRadius),
              (std::vector<std::string>{"WWWWWWW",  //
                                        "WvvvvvW",  //
                                        "WvvvvvW",  //
                                        "WvvvvvW",  //
                                        "WWWWWWW",  //
                                        "......."}));
}

TEST(Fov, DoorwaySeesAConeIntoTheNextRoom) {
    // From a doorway each room shows a 90-degree cone: the cells flat along the wall (depth 1, column 3) lie
    // outside every quadrant's sector. Through the gap in the next wall, only the cell on the axis is lit:
    // its neighbours' centres fall outside the narrowed sector (the symmetry rule), but the walls behind
    // them are seen (expansive walls).
    EXPECT_EQ(fov_picture({"#########",  //
                           "#.......#",  //
                           "####@####",  //
                           "#.......#",  //
                           "####.####",  //
                           "#.......#",  //
                           "#########"},
                          kUnlimitedRadius),
              (std::vector<std::string>{"#WWWWWWW#",  //
                                        "#.vvvvv.#",  //
                                        "###WvW###",  //
                                        "#.vvvvv.#",  //
                                        "#WWWvWWW#",  //
                                        "#...v...#",  //
                                        "###WWW###"}));
}

TEST(Fov, RadiusZeroSeesOnlyTheOrigin) {
    EXPECT_EQ(fov_picture({"...",  //
                           ".@.",  //
                           "..."},
                          0),
              (std::vector<std::string>{"...",  //
                                        ".v.",  //
                                        "..."}));
}

TEST(Fov, RadiusIsAClosedEuclideanDisc) {
    const Grid<char> map(41, 41, '.');
    const Point origin{20, 20};
    Grid<bool> visible(map.width(), map.height());
    for (const int radius : {1, 2, 5, 8, 13}) {
        compute_fov(visible, origin, radius, [](int, int) { return false; });
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                EXPECT_EQ(visible.at(x, y), distance_squared({x, y}, origin) <= radius * radius)
                    << "radius " << radius << " at " << x << "," << y;
            }
        }
    }
}

TEST(Fov, OriginIsSeenEvenWhenItBlocksSight) {
    Grid<bool> visible(5, 5);
    compute_fov(visible, {2, 2}, kUnlimitedRadius, [](int x, int y) { return x == 2 && y == 2; });
    EXPECT_TRUE(visible.at(2, 2));
    EXPECT_TRUE(visible.at(0, 0));
}

TEST(Fov, AddFovCombinesViews) {
    const Grid<char> map = parse_map({"#########",  //
                                      "#a..#..b#",  //
                                      "#########"});
    auto blocks = [&](int x, int y) { return map.at(x, y) == '#'; };
    Grid<bool> visible(map.width(), map.height());
    compute_fov(visible, find_mark(map, 'a'), kUnlimitedRadius, blocks);
    EXPECT_FALSE(visible.at(find_mark(map, 'b')));
    add_fov(visible, find_mark(map, 'b'), kUnlimitedRadius, blocks);
    EXPECT_TRUE(visible.at(find_mark(map, 'a')));
    EXPECT_TRUE(visible.at(find_mark(map, 'b')));
}

// If A sees floor cell B, B sees A: every pair of floor cells on random maps.
TEST(Fov, IsSymmetricOnRandomMaps) {
    for (const std::uint64_t seed : {1U, 2U, 3U, 4U}) {
        const Grid<std::uint8_t> walls = random_walls(32, 20, 35, seed);
        auto blocks = [&](int x, int y) { return walls.at(x, y) != 0; };
        std::vector<Grid<bool>> seen_from(walls.size());
        for (std::size_t i = 0; i < walls.size(); ++i) {
            if (walls[i] == 0) {
                seen_from[i].reset(walls.width(), walls.height());
                compute_fov(seen_from[i], walls.point(i), kUnlimitedRadius, blocks);
            }
        }
        for (std::size_t a = 0; a < walls.size(); ++a) {
            for (std::size_t b = 0; b < walls.size(); ++b) {
                if (walls[a] == 0 && walls[b] == 0) {
                    ASSERT_EQ(seen_from[a][b], seen_from[b][a]) << "seed " << seed << " a " << a << " b " << b;
                }
            }
        }
    }
}

TEST(Fov, MarkLitRoomMarksInteriorAndWallsClippedToTheMap) {
    Grid<bool> visible(6, 5);
    mark_lit_room(visible, Rect{0, 1, 2, 2});
    const std::vector<std::string> expected{"###...",  //
                                            "###...",  //
                                            "###...",  //
                                            "###...",  //
                                            "......"};
    for (int y = 0; y < visible.height(); ++y) {
        for (int x = 0; x < visible.width(); ++x) {
            EXPECT_EQ(visible.at(x, y), expected[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == '#')
                << x << "," << y;
        }
    }
}

#ifndef NDEBUG
TEST(FovDeathTest, OriginOutsideTheMapIsAsserted) {
    Grid<bool> visible(4, 4);
    EXPECT_DEATH(compute_fov(visible, {4, 0}, kUnlimitedRadius, [](int, int) { return false; }), "outside");
    EXPECT_DEATH(compute_fov(visible, {0, 0}, -2, [](int, int) { return false; }), "radius");
}
#endif

// Ford's algorithm has no preferred side: mirroring the map mirrors the view. (libtcod's rounding of ties
// does not have this property; see docs/reference/fov.md.)
TEST(Fov, MirroringTheMapMirrorsTheView) {
    constexpr int kWidth = 30;
    constexpr int kHeight = 20;
    for (const std::uint64_t seed : {1U, 2U}) {
        const Grid<std::uint8_t> walls = random_walls(kWidth, kHeight, 35, seed);
        auto blocks = [&](int x, int y) { return walls.at(x, y) != 0; };
        auto blocks_mirrored = [&](int x, int y) { return walls.at(kWidth - 1 - x, y) != 0; };
        Grid<bool> view(kWidth, kHeight);
        Grid<bool> mirrored(kWidth, kHeight);
        for (std::size_t i = 0; i < walls.size(); ++i) {
            const Point p = walls.point(i);
            compute_fov(view, p, kUnlimitedRadius, blocks);
            compute_fov(mirrored, {kWidth - 1 - p.x, p.y}, kUnlimitedRadius, blocks_mirrored);
            for (int y = 0; y < kHeight; ++y) {
                for (int x = 0; x < kWidth; ++x) {
                    ASSERT_EQ(view.at(x, y), mirrored.at(kWidth - 1 - x, y)) << "from " << p.x << "," << p.y;
                }
            }
        }
    }
}

// Limiting the radius only cuts the unlimited view; it never changes which cells inside the radius are lit
// (the scan skips cells past the radius, which only shadow cells farther out).
TEST(Fov, RadiusCutsTheUnlimitedViewAndNothingElse) {
    for (const std::uint64_t seed : {1U, 2U, 3U}) {
        const Grid<std::uint8_t> walls = random_walls(80, 50, 35, seed);
        auto blocks = [&](int x, int y) { return walls.at(x, y) != 0; };
        Rng rng = Rng::derive(seed, "test.fov_origins");
        Grid<bool> unlimited(walls.width(), walls.height());
        Grid<bool> limited(walls.width(), walls.height());
        for (int trial = 0; trial < 40; ++trial) {
            const Point origin{rng.range(0, walls.width() - 1), rng.range(0, walls.height() - 1)};
            compute_fov(unlimited, origin, kUnlimitedRadius, blocks);
            for (const int radius : {1, 2, 5, 8, 12, 30}) {
                compute_fov(limited, origin, radius, blocks);
                for (std::size_t i = 0; i < walls.size(); ++i) {
                    const bool in_range = distance_squared(walls.point(i), origin) <= radius * radius;
                    ASSERT_EQ(limited[i], unlimited[i] && in_range) << "seed " << seed << " radius " << radius;
                }
            }
        }
    }
}

#ifdef YOORD_HAVE_LIBTCOD
// libtcod's FOV_SYMMETRIC_SHADOWCAST (light_walls on) implements the same algorithm with two differences
// of rule, both in docs/reference/fov.md:
// 1. Ties at a row's ends: libtcod rounds a first column that falls exactly on a cell edge away from zero,
//    so on the negative side of each quadrant it also lights a cell that only touches the sector. Our
//    detail::TieRounding::libtcod reproduces that rule; with it our scan matches libtcod cell for cell, so
//    that rule is the whole difference.
// 2. Radius: libtcod keeps dx^2 + dy^2 < radius^2, we keep <=.
class LibtcodMap {
public:
    explicit LibtcodMap(const Grid<std::uint8_t>& walls) : map_(TCOD_map_new(walls.width(), walls.height())) {
        for (int y = 0; y < walls.height(); ++y) {
            for (int x = 0; x < walls.width(); ++x) {
                TCOD_map_set_properties(map_, x, y, walls.at(x, y) == 0, walls.at(x, y) == 0);
            }
        }
    }
    ~LibtcodMap() { TCOD_map_delete(map_); }
    LibtcodMap(const LibtcodMap&) = delete;
    LibtcodMap& operator=(const LibtcodMap&) = delete;

    Grid<bool> fov(Point origin, int libtcod_radius) {
        TCOD_map_compute_fov(map_, origin.x, origin.y, libtcod_radius, true, FOV_SYMMETRIC_SHADOWCAST);
        Grid<bool> visible(TCOD_map_get_width(map_), TCOD_map_get_height(map_));
        for (int y = 0; y < visible.height(); ++y) {
            for (int x = 0; x < visible.width(); ++x) {
                visible.at(x, y) = TCOD_map_is_in_fov(map_, x, y);
            }
        }
        return visible;
    }

private:
    TCOD_Map* map_;
};

struct MapShape {
    int width, height;
};

// Random maps with 35% walls, 20 random origins each (walls included).
template <class Check>
void for_each_random_view(Check&& check) {
    for (const MapShape shape : {MapShape{80, 21}, MapShape{80, 50}}) {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const Grid<std::uint8_t> walls = random_walls(shape.width, shape.height, 35, seed);
            LibtcodMap tcod(walls);
            Rng rng = Rng::derive(seed, "test.fov_origins");
            for (int trial = 0; trial < 20; ++trial) {
                const Point origin{rng.range(0, walls.width() - 1), rng.range(0, walls.height() - 1)};
                check(walls, tcod, origin);
            }
        }
    }
}

TEST(FovVersusLibtcod, SameCellsUnderLibtcodTieRounding) {
    for_each_random_view([](const Grid<std::uint8_t>& walls, LibtcodMap& tcod, Point origin) {
        auto blocks = [&](int x, int y) { return walls.at(x, y) != 0; };
        Grid<bool> ours(walls.width(), walls.height());
        detail::add_fov_rounded<detail::TieRounding::libtcod>(ours, origin, kUnlimitedRadius, blocks);
        const Grid<bool> theirs = tcod.fov(origin, 0);
        for (std::size_t i = 0; i < walls.size(); ++i) {
            ASSERT_EQ(ours[i], theirs[i]) << walls.width() << "x" << walls.height() << " from " << origin.x << ","
                                          << origin.y << " cell " << walls.point(i).x << "," << walls.point(i).y;
        }
    });
}

TEST(FovVersusLibtcod, OurViewIsLibtcodsWithoutEdgeTouchingTies) {
    int ties_dropped = 0;
    for_each_random_view([&](const Grid<std::uint8_t>& walls, LibtcodMap& tcod, Point origin) {
        Grid<bool> ours(walls.width(), walls.height());
        compute_fov(ours, origin, kUnlimitedRadius, [&](int x, int y) { return walls.at(x, y) != 0; });
        const Grid<bool> theirs = tcod.fov(origin, 0);
        for (std::size_t i = 0; i < walls.size(); ++i) {
            ASSERT_TRUE(!ours[i] || theirs[i]) << "we light a cell libtcod does not";
            ties_dropped += theirs[i] && !ours[i] ? 1 : 0;
        }
    });
    EXPECT_GT(ties_dropped, 0) << "the tie rule should matter on random maps; has libtcod changed its rounding?";
}

TEST(FovVersusLibtcod, RadiusDiffersOnlyOnTheRim) {
    for_each_random_view([](const Grid<std::uint8_t>& walls, LibtcodMap& tcod, Point origin) {
        auto blocks = [&](int x, int y) { return walls.at(x, y) != 0; };
        Grid<bool> ours(walls.width(), walls.height());
        for (const int radius : {1, 2, 5, 8, 12}) {
            ours.fill(false);
            detail::add_fov_rounded<detail::TieRounding::libtcod>(ours, origin, radius, blocks);
            const Grid<bool> theirs = tcod.fov(origin, radius);
            for (std::size_t i = 0; i < walls.size(); ++i) {
                const bool on_rim = distance_squared(walls.point(i), origin) == radius * radius;
                ASSERT_EQ(ours[i] && !on_rim, theirs[i]) << "radius " << radius;
            }
        }
    });
}
#endif

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
