// Deep water (dungeon generation 2's islands and vaults), drawn as the maps it stands in, for a creature that
// walks: seen across, never entered, and every path (the player's travel, the bots', monsters') goes round it
// through the one rule of what a creature can stand on (sim/dungeon/map.hpp, can_stand_on). Who crosses it, and
// what sinks in it: tests/sim/rules/terrain_test.cpp.

#include <gtest/gtest.h>

#include "sim/actions/explore.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/repeat.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;

constexpr const char* kPool = R"(
###########
#....~....#
#..@.~..>.#
#....~....#
#.........#
###########
)";

TEST(DeepWater, HasDeepWaterFindsOneTileOfItAnywhereAndNoneOnADryFloor) {
    auto dry = build_scenario(R"(
#####
#.@.#
#####
)", {});
    EXPECT_FALSE(has_deep_water(dry.game->map()));
    auto pool = build_scenario(kPool, {});
    EXPECT_TRUE(has_deep_water(pool.game->map()));
    FloorMap corner = dry.game->map();
    corner.tiles.at(corner.width() - 1, corner.height() - 1) = Tile::deep_water;  // the last byte of the grid
    EXPECT_TRUE(has_deep_water(corner));
    corner.tiles.at(corner.width() - 1, corner.height() - 1) = Tile::wall;
    corner.tiles.at(0, 0) = Tile::deep_water;  // the first
    EXPECT_TRUE(has_deep_water(corner));
}

TEST(DeepWater, AStepIntoItIsRefusedAndTakesNoTime) {
    auto s = build_scenario(R"(
#######
#.@~..#
#######
)", {});
    Game& g = *s.game;
    const Point before = player_cell(g);
    const std::uint32_t turn = g.turn;
    EXPECT_FALSE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(player_cell(g), before);
    EXPECT_EQ(g.turn, turn);
    EXPECT_TRUE(testing::logged(g, "The water is too deep to wade.")) << "refused with a reason";
}

TEST(DeepWater, IsSeenAcross) {
    auto s = build_scenario(kPool, {});
    const Game& g = *s.game;
    EXPECT_TRUE(g.view.visible.at(8, 2)) << "the stair beyond the water";
}

TEST(DeepWater, TravelGoesRoundIt) {
    auto s = build_scenario(kPool, {});
    Game& g = *s.game;
    const Point stair{8, 2};
    const Repeated r = repeat_intent(g, Intent::travel(stair), 40);
    EXPECT_GT(r.turns, 0);
    EXPECT_EQ(player_cell(g), stair) << testing::draw(s);
    EXPECT_NE(g.map().at({5, 4}), Tile::deep_water) << "the way round is the dry row";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
