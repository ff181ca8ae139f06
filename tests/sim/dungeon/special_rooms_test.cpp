// Special rooms (content/rooms.toml): generation 2 turns one room of some floors, never a stair's, into a hoard, a
// zoo, a hive or a red room, and moves no wall doing it. The scenarios draw what stands in the room as ASCII maps.

#include "sim/dungeon/special_rooms.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "sim/dungeon/floor.hpp"
#include "sim/dungeon/population.hpp"
#include "sim/dungeon/streams.hpp"
#include "sim/tables/loader.hpp"
#include "tests/support/golden_content.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& shipped() {
    static const LoadResult r = load_embedded_content();
    return *r.content;
}

// The shipped content without any special room row.
const Content& without_rooms() {
    static const Content c = [] {
        Content copy = *load_embedded_content().content;
        copy.rooms.clear();
        return copy;
    }();
    return c;
}

// The frozen tables with nothing placed by the floor's own population, so a scenario shows only the room's. Frozen
// (tests/support/golden_content.hpp): a zoo's or a hive's monsters are drawn from every row allowed at the depth,
// so a row added to content/ would redraw these pictures.
const Content& empty_floors() {
    static const Content c = [] {
        Content copy = test::frozen_content();
        for (PopulationBand& band : copy.population) {
            band.monsters_min = band.monsters_max = 0;
            band.items_min = band.items_max = 0;
            band.traps_min = band.traps_max = 0;
        }
        return copy;
    }();
    return c;
}

// The row of room `id` in the tables the scenarios play (empty_floors()).
std::size_t room_row(std::string_view id) {
    for (std::size_t i = 0; i < empty_floors().rooms.size(); ++i) {
        if (empty_floors().rooms[i].id == id) return i;
    }
    ADD_FAILURE() << "no room row " << id;
    return 0;
}

Descent descent_at(std::uint64_t seed, int depth, int generation = 2) {
    Descent d{seed, depth, static_cast<std::uint32_t>(depth - 1), false};
    d.generation = generation;
    return d;
}

// Two rooms joined by a corridor: the stairs in the left one, the right one (room 1) free to be special.
FloorMap two_rooms() {
    const std::vector<std::string> lines = {
        "##########################",
        "#<..>#          #.......##",
        "#....+,,,,,,,,,,+.......##",
        "#....#          #.......##",
        "######          #.......##",
        "                #########",
    };
    FloorMap map;
    map.tiles.reset(static_cast<int>(lines.front().size()), static_cast<int>(lines.size()), Tile::rock);
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            Tile t = Tile::rock;
            switch (lines[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]) {
                case '#': t = Tile::wall; break;
                case '.': t = Tile::floor; break;
                case ',': t = Tile::corridor; break;
                case '+': t = Tile::door_closed; break;
                case '<': t = Tile::stairs_up; map.stairs_up = {x, y}; break;
                case '>': t = Tile::stairs_down; map.stairs_down = {x, y}; break;
                default: break;
            }
            map.tiles.at(x, y) = t;
        }
    }
    map.rooms.push_back(Room{Rect{1, 1, 4, 3}});
    map.rooms.push_back(Room{Rect{17, 1, 7, 4}});
    return map;
}

// The map with the plan drawn on it: a monster's first letter (upper case when it sleeps), '$' a pile of gold,
// '*' any other item (a monster standing on an item hides it).
std::string picture(const Content& content, const FloorMap& map, const PopulationPlan& plan) {
    std::string art = to_ascii(map);
    const auto put = [&](Point p, char c) { art[static_cast<std::size_t>(p.y * (map.width() + 1) + p.x)] = c; };
    for (const Placement& item : plan.items) put(item.cell, content.common(item.row).id == "gold_coins" ? '$' : '*');
    for (const Placement& m : plan.monsters) {
        const char letter = content.common(m.row).id.front();
        put(m.cell, m.asleep ? static_cast<char>(letter - 'a' + 'A') : letter);
    }
    return art;
}

PopulationPlan plan_with_room(FloorMap& map, std::string_view row, int depth, FloorStock stock = FloorStock::full) {
    map.special = SpecialRoom{1, room_row(row), walls_sealed(empty_floors().rooms[room_row(row)].kind)};
    Rng rng = content_rng(7, depth, 0);
    return plan_population(empty_floors(), map, PopulationRequest{7, depth, 0, false, stock}, rng);
}

// F: the frost drake, asleep on the middle pile of gold ('$'), its two loot rolls ('*') heaped beside it.
TEST(SpecialRooms, ADragonsHoardIsADragonAsleepOnAPileOfGoldAndItems) {
    FloorMap map = two_rooms();
    const PopulationPlan plan = plan_with_room(map, "dragons_hoard", 10);
    EXPECT_EQ(picture(empty_floors(), map, plan),
              "##########################\n"
              "#<..>#          #..$$$..##\n"
              "#....+,,,,,,,,,,+..$F*..##\n"
              "#....#          #..*....##\n"
              "######          #.......##\n"
              "                ######### \n");
    ASSERT_EQ(plan.monsters.size(), 1u);
    EXPECT_EQ(empty_floors().common(plan.monsters[0].row).id, "frost_drake");
    EXPECT_TRUE(plan.monsters[0].asleep);
    EXPECT_EQ(plan.monsters[0].cell, (Rect{17, 1, 7, 4}.centre()));
    const auto on_dragon = [&](const Placement& i) { return i.cell == plan.monsters[0].cell; };
    ASSERT_TRUE(std::any_of(plan.items.begin(), plan.items.end(), on_dragon));
    EXPECT_EQ(empty_floors().common(std::find_if(plan.items.begin(), plan.items.end(), on_dragon)->row).id, "gold_coins")
        << "the dragon lies on a pile of gold";
    EXPECT_EQ(plan.items.size(), 7u) << "five piles and two loot rolls";
    for (const Placement& i : plan.items) EXPECT_LE(chebyshev(i.cell, plan.monsters[0].cell), 1) << "heaped round it";
}

// Twelve monsters of depth 5, every one asleep (upper case), on 45% of the room's 28 cells, and three loot rolls.
TEST(SpecialRooms, AZooIsFullOfSleepingMonstersAndLoot) {
    FloorMap map = two_rooms();
    const PopulationPlan plan = plan_with_room(map, "monster_zoo", 5);
    const Rect room{17, 1, 7, 4};
    EXPECT_EQ(picture(empty_floors(), map, plan),
              "##########################\n"
              "#<..>#          #....Z.G##\n"
              "#....+,,,,,,,,,,+.J.JGR.##\n"
              "#....#          #..*SCJD##\n"
              "######          #..*.*CK##\n"
              "                ######### \n");
    EXPECT_EQ(plan.monsters.size(), 28u * 45 / 100);
    for (const Placement& m : plan.monsters) {
        EXPECT_TRUE(room.contains(m.cell));
        EXPECT_TRUE(m.asleep);
    }
    EXPECT_EQ(plan.items.size(), 3u);
    for (const Placement& i : plan.items) EXPECT_TRUE(room.contains(i.cell));
}

// s: the soldier ant guarding the hive, awake, at the centre among the hive's other monsters; restocked without
// loot, the hive's treasure is gone and its guard is not.
TEST(SpecialRooms, AHivesGuardianAlwaysSpawnsAwakeEvenWhenTheFloorIsRestockedWithoutLoot) {
    FloorMap map = two_rooms();
    const PopulationPlan plan = plan_with_room(map, "treasure_hive", 6, FloorStock::no_loot);
    EXPECT_EQ(picture(empty_floors(), map, plan),
              "##########################\n"
              "#<..>#          #......g##\n"
              "#....+,,,,,,,,,,+...s...##\n"
              "#....#          #g..y...##\n"
              "######          #.....o.##\n"
              "                ######### \n");
    ASSERT_FALSE(plan.monsters.empty());
    EXPECT_EQ(empty_floors().common(plan.monsters[0].row).id, "soldier_ant");
    EXPECT_FALSE(plan.monsters[0].asleep);
    EXPECT_TRUE(plan.items.empty()) << "a revisit brings the hive's guard back, not its treasure";
}

TEST(SpecialRooms, ARedRoomsWallsCannotBeDugButOtherWallsCan) {
    FloorMap map = two_rooms();
    (void)plan_with_room(map, "red_room", 3);
    EXPECT_TRUE(map.sealed({16, 1})) << "its west wall";
    EXPECT_TRUE(map.sealed({24, 4})) << "its east wall";
    EXPECT_FALSE(map.diggable({20, 5})) << "its south wall";
    EXPECT_FALSE(map.sealed({18, 2})) << "its floor is no wall";
    EXPECT_TRUE(map.diggable({5, 1})) << "the other room's wall";
    EXPECT_FALSE(map.diggable({0, 2})) << "the map's edge";
}

TEST(SpecialRooms, NoSpecialRoomHoldsAStair) {
    int special = 0;
    for (std::uint64_t seed = 1; seed <= 150; ++seed) {
        for (int depth = 1; depth <= 13; ++depth) {
            const FloorMap map = layout_of(shipped(), descent_at(seed, depth));
            if (!map.special) continue;
            ++special;
            const Rect inside = map.rooms.at(map.special->room).interior;
            EXPECT_FALSE(inside.contains(map.stairs_up)) << "seed " << seed << " depth " << depth;
            EXPECT_FALSE(inside.contains(map.stairs_down)) << "seed " << seed << " depth " << depth;
        }
    }
    EXPECT_GT(special, 50) << "special rooms come on about one floor in seven from depth 3";
}

TEST(SpecialRooms, MoveNoWallAndLeaveOtherFloorsPopulationAlone) {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        for (int depth = 1; depth <= 13; ++depth) {
            const Descent d = descent_at(seed, depth);
            const Floor with = plan_floor(shipped(), d);
            const Floor without = plan_floor(without_rooms(), d);
            ASSERT_EQ(layout_hash(with.map), layout_hash(without.map)) << "seed " << seed << " depth " << depth;
            ASSERT_EQ(to_ascii(with.map), to_ascii(without.map));
            if (!with.map.special) {
                EXPECT_EQ(with.population, without.population) << "seed " << seed << " depth " << depth;
            }
            EXPECT_EQ(with.content_stream.state, without.content_stream.state) << "the room draws on its own stream";
        }
    }
}

TEST(SpecialRooms, GenerationOneHasNone) {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        for (int depth = 1; depth <= 13; ++depth) {
            EXPECT_FALSE(layout_of(shipped(), descent_at(seed, depth, 1)).special) << "seed " << seed << " depth " << depth;
        }
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
