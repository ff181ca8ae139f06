// Deep water, for every kind of creature (sim/rules/terrain.hpp): who crosses it (a swimmer, a flyer, anything
// levitating), who goes round it, what a missile and a blast do over it, what sinks in it and what surfaces.

#include "sim/rules/terrain.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/rules/grant.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/repeat.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::draw;
using testing::Mark;
using testing::put;

void levitate_for(Game& g, ecs::Entity e, int turns) {
    (void)hold(g, e, Grant::of<Levitating>(), Lifetime::turns, turns);
}

// A moat: the only way from the monster to the player is through the water, or round by the bottom row.
constexpr const char* kMoat = R"(
###########
#@...~~..m#
#....~~...#
#....~~...#
#.........#
###########
)";

TEST(Terrain, EveryCreatureWalksDryGroundAndOnlyACrosserEntersDeepWater) {
    EXPECT_TRUE(can_stand_on(Tile::floor, Mobility::walks));
    EXPECT_TRUE(can_stand_on(Tile::floor, Mobility::crosses_water));
    EXPECT_FALSE(can_stand_on(Tile::deep_water, Mobility::walks));
    EXPECT_TRUE(can_stand_on(Tile::deep_water, Mobility::crosses_water));
    EXPECT_FALSE(can_stand_on(Tile::wall, Mobility::crosses_water));
    EXPECT_TRUE(is_open(Tile::deep_water)) << "a missile flies over water";
    EXPECT_FALSE(is_open(Tile::door_closed));
}

TEST(Terrain, SwimmersFlyersAndLevitatingCreaturesCrossWater) {
    auto s = build_scenario(kMoat, {Mark{'m', "marsh_snake", Movement::still}});
    Game& g = *s.game;
    EXPECT_EQ(mobility_of(g.world, s['m']), Mobility::crosses_water) << "the marsh snake swims";
    EXPECT_EQ(mobility_of(g.world, g.player), Mobility::walks);
    levitate_for(g, g.player, 5);
    EXPECT_EQ(mobility_of(g.world, g.player), Mobility::crosses_water);
    const ecs::Entity bat = put(g, "cave_bat", Place::nowhere());
    EXPECT_EQ(mobility_of(g.world, bat), Mobility::crosses_water) << "a bat flies";
}

TEST(Terrain, ASwimmerHuntsStraightThroughTheWater) {
    auto s = build_scenario(kMoat, {Mark{'m', "marsh_snake", Movement::chaser}});
    Game& g = *s.game;
    bool swam = false;
    for (int i = 0; i < 6 && s.alive('m'); ++i) {
        testing::wait_turns(g, 1);
        if (g.map().at(s.cell('m')) == Tile::deep_water) swam = true;
    }
    EXPECT_TRUE(swam) << draw(s);
}

TEST(Terrain, AWalkerHuntsRoundTheWaterNeverThroughIt) {
    auto s = build_scenario(kMoat, {Mark{'m', "kobold", Movement::chaser}});
    Game& g = *s.game;
    for (int i = 0; i < 14 && s.alive('m'); ++i) {
        testing::wait_turns(g, 1);
        ASSERT_NE(g.map().at(s.cell('m')), Tile::deep_water) << draw(s);
    }
    EXPECT_LE(chebyshev(s.cell('m'), player_cell(g)), 1) << "it came round by the dry row\n" << draw(s);
}

TEST(Terrain, ALevitatingPlayerStepsOverTheWaterAndTravelsAcrossIt) {
    auto s = build_scenario(R"(
#########
#.@~~~..#
#########
)", {});
    Game& g = *s.game;
    levitate_for(g, g.player, 20);
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(g.map().at(player_cell(g)), Tile::deep_water);
    const Repeated r = repeat_intent(g, Intent::travel(Point{7, 1}), 20);
    EXPECT_GT(r.turns, 0);
    EXPECT_EQ(player_cell(g), (Point{7, 1})) << draw(s);
}

TEST(Terrain, AnItemDroppedIntoTheWaterSinks) {
    auto s = build_scenario(R"(
#######
#.@~..#
#######
)", {});
    Game& g = *s.game;
    const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
    levitate_for(g, g.player, 20);
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    ASSERT_TRUE(play_turn(g, Intent::drop(testing::letter_of(g, dagger))).spent);
    EXPECT_FALSE(g.world.valid(dagger)) << "gone for good";
    EXPECT_EQ(top_item_at(g, player_cell(g)), ecs::null_entity) << "nothing lies on the water";
    EXPECT_TRUE(testing::logged(g, "The deep water swallows the dagger.")) << "the player is told";
}

TEST(Terrain, TheElementNeverSinksItWashesUpOnTheNearestShore) {
    auto s = build_scenario(R"(
#########
#.@~~~~.#
#########
)", {});
    Game& g = *s.game;
    const Point water{4, 1};
    const ecs::Entity element = put(g, "element_of_yoord", Place::nowhere());
    const Landing landing = lay_item(g, element, water);
    EXPECT_EQ(landing, Landing::washed_ashore);
    ASSERT_TRUE(g.world.valid(element));
    const Point shore = g.world.get<Position>(element).cell;
    EXPECT_EQ(shore, (Point{2, 1})) << "the nearest dry cell, the first of a tie in scan order";
    EXPECT_NE(g.map().at(shore), Tile::deep_water);
}

TEST(Terrain, AnArrowThatComesDownInTheWaterSinksAndOneThatHitsAcrossItStillHits) {
    auto s = build_scenario(R"(
##########
#@..~~~r.#
#........#
##########
)", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity arrows = put(g, "arrow", Place::in_pack(g.player));
    const std::uint8_t letter = testing::letter_of(g, arrows);
    // Thrown at an empty water cell, the arrow comes down in it.
    ASSERT_TRUE(play_turn(g, Intent::throw_item(letter, Point{5, 1})).spent);
    EXPECT_TRUE(g.places.at(Point{5, 1}).empty()) << "nothing lies on water";
    // Thrown across the water at the rat, it flies over (the water never stops it).
    int hp_before = g.world.get<Health>(s['r']).hp;
    bool reached = false;
    for (int i = 0; i < 12 && g.world.valid(arrows) && s.alive('r'); ++i) {
        (void)play_turn(g, Intent::throw_item(letter, s.cell('r')));
        if (!s.alive('r') || g.world.get<Health>(s['r']).hp < hp_before) reached = true;
        if (reached) break;
    }
    EXPECT_TRUE(reached) << "some arrow hit the rat beyond the water";
    (void)hp_before;
}

TEST(Terrain, ACreatureWhoseLevitationEndsOverWaterIsWashedAshore) {
    auto s = build_scenario(R"(
#########
#..@~~~.#
#########
)", {});
    Game& g = *s.game;
    levitate_for(g, g.player, 2);
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    ASSERT_EQ(g.map().at(player_cell(g)), Tile::deep_water);
    testing::wait_turns(g, 4);
    EXPECT_NE(g.map().at(player_cell(g)), Tile::deep_water) << draw(s);
    EXPECT_EQ(player_cell(g), (Point{3, 1})) << "the nearest dry cell";
    EXPECT_TRUE(testing::logged(g, "ashore"));
}

TEST(Terrain, AWalkerNeverWandersOrStaggersIntoTheWater) {
    auto s = build_scenario(R"(
#########
#~~~#~~~#
#~r~#~w~#
#~~~#~~~#
#########
#@......#
#########
)", {Mark{'r', "rat", Movement::staggerer}, Mark{'w', "rat", Movement::wanderer, std::nullopt, Side::peaceful}});
    Game& g = *s.game;
    testing::wait_turns(g, 20);
    ASSERT_TRUE(s.alive('r'));
    EXPECT_EQ(s.cell('r'), (Point{2, 2})) << draw(s);
    EXPECT_EQ(s.cell('w'), (Point{6, 2})) << draw(s);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
