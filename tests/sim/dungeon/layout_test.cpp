#include "sim/dungeon/layout.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <set>
#include <string>

#include "sim/dungeon/layout_tools.hpp"
#include "sim/dungeon/streams.hpp"
#include "tests/support/sanitized.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// The connectivity sweep covers 1,000 seeds x 13 depths in every optimised build. Under AddressSanitizer,
// where each floor costs several times more, it covers kSanitizedSweepSeeds unless YOORD_DUNGEON_SEEDS names
// a count (YOORD_DUNGEON_SEEDS=1000 runs the full sweep there too). The variable is ignored elsewhere, so the
// Release run always does the full sweep.
constexpr std::uint64_t kSweepSeeds = 1000;
constexpr std::uint64_t kSanitizedSweepSeeds = 250;
constexpr int kSweepDepths = 13;

using test::kSanitized;

std::uint64_t sweep_seeds() {
    if (!kSanitized) {
        return kSweepSeeds;
    }
    if (const char* env = std::getenv("YOORD_DUNGEON_SEEDS")) {
        const auto n = std::strtoull(env, nullptr, 10);
        if (n > 0) {
            return n;
        }
    }
    return kSanitizedSweepSeeds;
}

// Empty when the floor keeps every promise of layout.hpp; otherwise what broke.
std::string check_floor(const FloorMap& map) {
    if (!map.in_bounds(map.stairs_up) || map.at(map.stairs_up) != Tile::stairs_up) {
        return "no up stair where stairs_up points";
    }
    if (!map.in_bounds(map.stairs_down) || map.at(map.stairs_down) != Tile::stairs_down) {
        return "no down stair where stairs_down points";
    }
    if (map.stairs_up == map.stairs_down) {
        return "the stairs share a cell";
    }
    for (int x = 0; x < map.width(); ++x) {
        if (is_walkable(map.at({x, 0})) || is_walkable(map.at({x, map.height() - 1}))) {
            return "walkable cell on the top or bottom edge";
        }
    }
    for (int y = 0; y < map.height(); ++y) {
        if (is_walkable(map.at({0, y})) || is_walkable(map.at({map.width() - 1, y}))) {
            return "walkable cell on the left or right edge";
        }
    }
    Grid<int> distance;
    walk_distances(map.tiles, map.stairs_up, distance);
    for (std::size_t i = 0; i < map.tiles.size(); ++i) {
        if (is_walkable(map.tiles[i]) && distance[i] < 0) {
            const Point p = map.tiles.point(i);
            return "cell (" + std::to_string(p.x) + "," + std::to_string(p.y) + ") unreachable\n" + to_ascii(map);
        }
    }
    return {};
}

TEST(Layout, EveryWalkableCellIsReachableFromTheUpStairOverThousandSeedsAndThirteenDepths) {
    const std::uint64_t seeds = sweep_seeds();
    std::array<int, kLayoutKindCount> kinds{};
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        for (int depth = 1; depth <= kSweepDepths; ++depth) {
            const FloorMap map = generate_layout(seed, depth);
            ++kinds[static_cast<std::size_t>(map.kind)];
            const std::string problem = check_floor(map);
            ASSERT_TRUE(problem.empty()) << "seed " << seed << " depth " << depth << ": " << problem;
        }
    }
    for (const LayoutKind k : {LayoutKind::rogue, LayoutKind::caves, LayoutKind::maze}) {  // generation 1's
        EXPECT_GT(kinds[static_cast<std::size_t>(k)], 0) << layout_kind_name(k);
    }
}

TEST(Layout, EveryKindIsConnectedAtTheSmallestDefaultAndLargeSizes) {
    constexpr std::array<FloorSize, 4> kSizes{kMinFloorSize, kDefaultFloorSize, FloorSize{81, 22},
                                              FloorSize{200, 60}};
    constexpr std::array<LayoutKind, kLayoutKindCount> kKinds{LayoutKind::rogue,     LayoutKind::caves,
                                                              LayoutKind::maze,      LayoutKind::battlefield,
                                                              LayoutKind::honeycomb, LayoutKind::castle,
                                                              LayoutKind::island};
    for (const FloorSize size : kSizes) {
        for (const LayoutKind kind : kKinds) {
            for (std::uint64_t seed = 1; seed <= 60; ++seed) {
                const FloorMap map = generate_layout_of_kind(kind, seed, 7, size);
                ASSERT_EQ(map.width(), size.width);
                ASSERT_EQ(map.height(), size.height);
                ASSERT_EQ(map.kind, kind);
                const std::string problem = check_floor(map);
                ASSERT_TRUE(problem.empty()) << layout_kind_name(kind) << " " << size.width << "x" << size.height
                                             << " seed " << seed << ": " << problem;
            }
        }
    }
}

TEST(Layout, IsAPureFunctionOfSeedAndDepth) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        for (int depth = 1; depth <= kSweepDepths; ++depth) {
            const FloorMap a = generate_layout(seed, depth);
            const FloorMap b = generate_layout(seed, depth);
            EXPECT_EQ(layout_hash(a), layout_hash(b));
            EXPECT_EQ(to_ascii(a), to_ascii(b));
            EXPECT_EQ(a.rooms, b.rooms);
        }
    }
}

TEST(Layout, DiffersBetweenSeedsAndBetweenDepths) {
    std::set<std::uint64_t> hashes;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        for (int depth = 1; depth <= kSweepDepths; ++depth) {
            hashes.insert(layout_hash(generate_layout(seed, depth)));
        }
    }
    EXPECT_EQ(hashes.size(), 30U * kSweepDepths);
}

TEST(Layout, IsTheSameHoweverMuchGameRngWasUsed) {
    constexpr std::uint64_t kSeed = 4242;
    std::array<std::uint64_t, kSweepDepths> before{};
    for (int depth = 1; depth <= kSweepDepths; ++depth) {
        before[static_cast<std::size_t>(depth - 1)] = layout_hash(generate_layout(kSeed, depth));
    }
    GameRng game(kSeed);
    for (int burned = 0; burned < 5000; ++burned) {
        static_cast<void>(game.below(6));
        if (burned % 500 == 0) {
            for (int depth = 1; depth <= kSweepDepths; ++depth) {
                EXPECT_EQ(layout_hash(generate_layout(kSeed, depth)), before[static_cast<std::size_t>(depth - 1)]);
            }
        }
    }
}

TEST(Layout, ShallowFloorsAreAlwaysRogueRooms) {
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        for (int depth = 1; depth <= kRoomsOnlyDepth; ++depth) {
            EXPECT_EQ(choose_layout_kind(seed, depth), LayoutKind::rogue) << seed << " " << depth;
        }
    }
}

TEST(Layout, RogueFloorsHaveSixToNineRoomsWithWallsDoorsAndCorridors) {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const FloorMap map = generate_layout_of_kind(LayoutKind::rogue, seed, 1);
        EXPECT_GE(map.rooms.size(), 6U);
        EXPECT_LE(map.rooms.size(), 9U);
        int doors = 0;
        for (const Tile t : map.tiles) {
            doors += is_door(t) ? 1 : 0;
        }
        EXPECT_GE(doors, static_cast<int>(map.rooms.size())) << "every room has at least one door";
        for (const Room& room : map.rooms) {
            const Rect walls = room.interior.expanded(1);
            for (int x = walls.left(); x <= walls.right(); ++x) {
                for (const int y : {walls.top(), walls.bottom()}) {
                    const Tile t = map.at({x, y});
                    EXPECT_TRUE(t == Tile::wall || is_door(t)) << tile_name(t) << " in a room's wall, seed " << seed;
                }
            }
            for (int y = room.interior.top(); y <= room.interior.bottom(); ++y) {
                for (int x = room.interior.left(); x <= room.interior.right(); ++x) {
                    EXPECT_TRUE(is_walkable(map.at({x, y}))) << "solid cell inside a room, seed " << seed;
                    EXPECT_EQ(map.room_at({x, y}), std::optional<std::size_t>(static_cast<std::size_t>(
                                                         &room - map.rooms.data())));
                }
            }
        }
        EXPECT_TRUE(map.room_at(map.stairs_up).has_value());
        EXPECT_TRUE(map.room_at(map.stairs_down).has_value());
        EXPECT_NE(map.room_at(map.stairs_up), map.room_at(map.stairs_down));
    }
}

TEST(Layout, RoomsDarkenWithDepth) {
    int lit_first = 0;
    int rooms_first = 0;
    int lit_deep = 0;
    int rooms_deep = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        for (const Room& r : generate_layout_of_kind(LayoutKind::rogue, seed, 1).rooms) {
            ++rooms_first;
            lit_first += r.lit ? 1 : 0;
        }
        for (const Room& r : generate_layout_of_kind(LayoutKind::rogue, seed, 12).rooms) {
            ++rooms_deep;
            lit_deep += r.lit ? 1 : 0;
        }
    }
    EXPECT_EQ(lit_first, rooms_first) << "the first floor has no dark room";
    EXPECT_GT(lit_deep, 0);
    EXPECT_LT(lit_deep, rooms_deep);
    EXPECT_EQ(dark_room_percent(1), 0);
    EXPECT_LE(dark_room_percent(12), 100);
}

TEST(Layout, SomeRogueFloorsLeaveCellsForJunctions) {
    int with_junction = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        with_junction += generate_layout_of_kind(LayoutKind::rogue, seed, 2).rooms.size() < 9 ? 1 : 0;
    }
    EXPECT_GT(with_junction, 0);
    EXPECT_LT(with_junction, 100);
}

TEST(Layout, CavesAndMazesFillAFairShareOfTheMap) {
    for (const LayoutKind kind : {LayoutKind::caves, LayoutKind::maze}) {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const FloorMap map = generate_layout_of_kind(kind, seed, 9);
            int open = 0;
            for (const Tile t : map.tiles) {
                open += is_walkable(t) ? 1 : 0;
            }
            EXPECT_GT(open * 4, static_cast<int>(map.tiles.size())) << layout_kind_name(kind) << " seed " << seed;
        }
    }
}

#ifndef NDEBUG
TEST(LayoutDeathTest, RefusesAFloorSmallerThanTheMinimum) {
    EXPECT_DEATH(static_cast<void>(generate_layout(1, 1, FloorSize{10, 10})), "floor too small");
}
#endif

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
