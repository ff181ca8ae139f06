// Floor changes: who goes along through a staircase (the companion; hostile pursuers standing next to the player,
// as in DCSS), and what a revisit keeps (Patience goes on from where it was).

#include "sim/run/floors.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::Mark;

void take_stairs_down(Game& g) {
    g.floor.map.tiles.at(player_cell(g)) = Tile::stairs_down;
    ASSERT_TRUE(play_turn(g, Intent::take_stairs()).spent);
    ASSERT_EQ(g.depth(), 2);
}

bool beside_player(const Game& g, ecs::Entity e) {
    return g.world.valid(e) && g.world.has<Position>(e) && chebyshev(cell_of(g, e), player_cell(g)) == 1;
}

TEST(Floors, HostilePursuersNextToThePlayerFollowItThroughTheStairs) {
    auto s = build_scenario(R"(
        #######
        #.g...#
        #.@..o#
        #######
    )", {{'g', "goblin", Movement::chaser}, {'o', "goblin", Movement::ambusher}});
    Game& g = *s.game;
    const ecs::Uid goblin = g.world.uid(s['g']);
    take_stairs_down(g);
    EXPECT_TRUE(beside_player(g, s['g'])) << "it was next to the player";
    EXPECT_EQ(g.world.uid(s['g']), goblin) << "the same creature, not a new one";
    EXPECT_FALSE(g.world.valid(s['o'])) << "three cells away: it stays with the old floor";
    EXPECT_TRUE(logged(g, "The goblin follows you."));
}

TEST(Floors, NeighboursThatDoNotPursueStayBehind) {
    auto s = build_scenario(R"(
        #######
        #cab..#
        #.@d..#
        #######
    )", {{'a', "goblin", Movement::fleer},
         {'b', "goblin", Movement::still},
         {'c', "goblin", Movement::chaser, std::nullopt, Side::player},
         {'d', "goblin", Movement::chaser}});
    Game& g = *s.game;
    (void)put_to_sleep(g, s['d'], 50);
    take_stairs_down(g);
    for (const char who : {'a', 'b', 'c', 'd'}) {
        EXPECT_FALSE(g.world.valid(s[who])) << who << " was fleeing, rooted, on the player's side or asleep";
    }
}

TEST(Floors, ATrapdoorLeavesPursuersBehind) {
    auto s = build_scenario(R"(
        #####
        #@g.#
        #####
    )", {{'g', "goblin", Movement::chaser}});
    Game& g = *s.game;
    (void)enter_floor(g, FloorChange::trapdoor);
    EXPECT_FALSE(g.world.valid(s['g']));
}

TEST(Floors, PatienceGoesOnFromWhereItWasOnARevisit) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const auto take = [&](Tile stair) {
        g.floor.map.tiles.at(player_cell(g)) = stair;
        EXPECT_TRUE(play_turn(g, Intent::take_stairs()).spent);
    };
    take(Tile::stairs_down);
    EXPECT_EQ(g.patience, g.constants().patience_per_floor) << "depth 2 is new: its patience is whole";
    g.patience = 40;
    take(Tile::stairs_up);
    EXPECT_EQ(g.patience, 39) << "depth 1 again: patience goes on, less the staircase's turn";
    take(Tile::stairs_down);
    EXPECT_EQ(g.patience, 38);
    take(Tile::stairs_down);
    ASSERT_EQ(g.depth(), 3);
    EXPECT_EQ(g.patience, g.constants().patience_per_floor);
}

// Endless mode (issue 31, item 8): --endless, no Element, no win, and the dungeon goes on below final_depth.
std::unique_ptr<Game> endless_wizard_game(std::uint64_t seed = 3) {
    StartChoices start;
    start.dungeon.endless = true;
    auto g = new_game(testing::shipped_content(), seed, "Tester", {}, start);
    g->wizard = true;
    return g;
}

bool element_on_floor(const Game& g) {
    for (const ecs::Entity e : g.world.view<Identity, Position>()) {
        if (g.world.get<Identity>(e).category == Category::element) return true;
    }
    return false;
}

TEST(Floors, AnEndlessRunOnTheFinalFloorFindsADownStairAndNoElement) {
    auto g = endless_wizard_game();
    const int final_depth = g->constants().final_depth;
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, final_depth));
    ASSERT_EQ(g->depth(), final_depth);
    EXPECT_TRUE(g->floor.down_open);
    EXPECT_EQ(g->map().at(g->map().stairs_down), Tile::stairs_down);
    EXPECT_FALSE(element_on_floor(*g));
    (void)play_turn(*g, Intent::wizard(WizardAct::teleport, 0, 0, g->map().stairs_down));
    ASSERT_TRUE(play_turn(*g, Intent::take_stairs()).spent);
    EXPECT_EQ(g->depth(), final_depth + 1) << "the stair leads on below the final floor";
}

TEST(Floors, AnEndlessFloorAtDepthTwentyIsPopulatedFromItsBandRow) {
    auto g = endless_wizard_game();
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 20));
    ASSERT_EQ(g->depth(), 20);
    const PopulationBand& band = population_band(testing::shipped_content(), 20);
    EXPECT_GT(band.min_depth, g->constants().final_depth) << "a row of its own, past the final floor's";
    EXPECT_LE(band.min_depth, 20);
    EXPECT_GE(band.max_depth, 20);
    const auto monsters = static_cast<int>(g->floor.population.monsters.size());
    EXPECT_GE(monsters, band.monsters_min);
    EXPECT_GE(static_cast<int>(g->floor.population.items.size()), band.items_min);
    EXPECT_FALSE(g->floor.population.element.has_value());
}

TEST(Floors, AnEndlessRunHasNoWayOutAndSaysSoAtTheStart) {
    auto g = endless_wizard_game();
    EXPECT_TRUE(logged(*g, "You enter the endless dungeon of Yoord. No Element lies below and there is no way out: only deeper."));
    ASSERT_EQ(g->map().at(player_cell(*g)), Tile::stairs_up);
    EXPECT_FALSE(play_turn(*g, Intent::take_stairs()).spent);
    EXPECT_EQ(g->outcome, Outcome::alive);
    EXPECT_TRUE(logged(*g, "There is no way out of the endless dungeon: only down."));
}

TEST(Floors, AnElementBroughtIntoTheEndlessDungeonWinsNothing) {
    auto g = endless_wizard_game();
    (void)play_turn(*g, Intent::wizard(WizardAct::give, stable_id("element_of_yoord").value, 1));
    ASSERT_TRUE(carries_element(*g));
    EXPECT_FALSE(escape_wins(*g));
    EXPECT_FALSE(play_turn(*g, Intent::take_stairs()).spent);
    EXPECT_EQ(g->outcome, Outcome::alive);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
