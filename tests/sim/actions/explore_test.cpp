#include "sim/actions/explore.hpp"

#include <gtest/gtest.h>

#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/places/spawn.hpp"

namespace yoord {
namespace {

using testing::build_scenario;
using testing::Mark;

std::size_t remembered_walkable(const Game& g) {
    std::size_t n = 0;
    for (int y = 0; y < g.map().height(); ++y) {
        for (int x = 0; x < g.map().width(); ++x) n += g.view.remembered.at(x, y) && g.map().walkable({x, y});
    }
    return n;
}

std::size_t walkable(const Game& g) {
    std::size_t n = 0;
    for (int y = 0; y < g.map().height(); ++y) {
        for (int x = 0; x < g.map().width(); ++x) n += g.map().walkable({x, y});
    }
    return n;
}

constexpr const char* kWinding = R"(
###################
#@....#...........#
#####.#.#########.#
#.....#.#.......#.#
#.#####.#.#####.#.#
#.......#.....#...#
###################
)";

TEST(Explore, ExploresTheWholeFloorThenSaysSo) {
    auto s = build_scenario(kWinding, {});
    Game& g = *s.game;
    const int spent = repeat_intent(g, Intent::explore(), 500);
    EXPECT_GT(spent, 0);
    EXPECT_EQ(remembered_walkable(g), walkable(g));
    EXPECT_FALSE(play_turn(g, Intent::explore()).spent) << "nothing left";
}

TEST(Explore, BeelinesToVisibleLoot) {
    // The loot lies west; the unexplored end of the hall lies east. Explore goes for the loot first.
    auto s = build_scenario(R"(
#############################
#.........@.................#
#.......#####################
#.......#
#########
)",
                            {});
    Game& g = *s.game;
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, 1};
    const Point loot{3, 2};
    ASSERT_TRUE(spawn_named(ctx, "long_sword", Place::at(loot)));
    ASSERT_TRUE(g.view.visible.at(loot));
    const int steps = chebyshev(player_cell(g), loot);
    for (int i = 0; i < steps; ++i) ASSERT_TRUE(play_turn(g, Intent::explore()).spent);
    EXPECT_EQ(player_cell(g), loot);
    ASSERT_TRUE(play_turn(g, Intent::explore()).spent);
    EXPECT_NE(player_cell(g), loot) << "loot once stood on is left alone";
}

TEST(Explore, StopsWhenAMonsterComesIntoView) {
    auto s = build_scenario(R"(
###################
#@................#
#########'#########
        #r#
        ###
)",
                            {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const int spent = repeat_intent(g, Intent::run(Direction::east), 50);
    EXPECT_LT(spent, 16) << "the run ended when the rat came into view, not at the wall";
}

TEST(Explore, RunStopsAtAWall) {
    auto s = build_scenario("#######\n#@....#\n#######\n", {});
    EXPECT_EQ(repeat_intent(*s.game, Intent::run(Direction::east), 50), 4);
}

TEST(Explore, TravelWalksToARememberedCell) {
    auto s = build_scenario(kWinding, {});
    Game& g = *s.game;
    (void)repeat_intent(g, Intent::explore(), 500);
    const Point goal{1, 5};
    (void)repeat_intent(g, Intent::travel(goal), 500);
    EXPECT_EQ(player_cell(g), goal);
    EXPECT_FALSE(play_turn(g, Intent::travel(goal)).spent) << "already there";
}

TEST(Explore, TravelRefusesAnUnknownPlace) {
    auto s = build_scenario(kWinding, {});
    EXPECT_FALSE(play_turn(*s.game, Intent::travel({17, 5})).spent);
}

TEST(Explore, InterruptedWhenHpDrops) {
    auto s = build_scenario("#####\n#@..#\n#####\n", {});
    Game& g = *s.game;
    const Watch before = watch(g);
    g.world.get<Health>(g.player).hp -= 1;
    EXPECT_TRUE(interrupted(g, before));
}

}  // namespace
}  // namespace yoord
