// Auto-fight (Tab): one press strikes, fires at or steps toward the nearest foe in view, or refuses and no time
// passes. The maps are the specification: '@' the player, 'r' a rat (rooted, so it waits to be fought).

#include "sim/actions/auto_fight.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "sim/actions/explore.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::logged;
using testing::Mark;
using testing::put;

// Whether the turn's events hold a blow (a hit, a miss or a kill) by `by` on `at`.
bool struck(const TurnResult& turn, ecs::Entity by, ecs::Entity at) {
    return std::any_of(turn.events.begin(), turn.events.end(), [&](const TurnEvent& e) {
        const bool blow = e.kind == EventKind::hit || e.kind == EventKind::miss || e.kind == EventKind::kill;
        return blow && e.subject == by && e.object == at;
    });
}

bool fired(const TurnResult& turn) {
    return std::any_of(turn.events.begin(), turn.events.end(),
                       [](const TurnEvent& e) { return e.kind == EventKind::missile; });
}

// A rat too tough to die of one blow, so the test sees every one.
void toughen(Game& g, ecs::Entity e) { g.world.get<Health>(e) = Health{500, 500}; }

const Mark kRootedRat{'r', "rat", Movement::still};

TEST(AutoFight, StrikesTheFoeNextToIt) {
    auto s = build_scenario(R"(
        ######
        #@r..#
        ######
    )", {kRootedRat});
    Game& g = *s.game;
    toughen(g, s['r']);
    const TurnResult turn = play_turn(g, Intent::fight());
    ASSERT_TRUE(turn.spent);
    EXPECT_TRUE(struck(turn, g.player, s['r']));
    EXPECT_EQ(player_cell(g), (Point{1, 1})) << "a blow, not a step";
}

TEST(AutoFight, StrikesADiagonalNeighbourToo) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #.r.#
        #####
    )", {kRootedRat});
    Game& g = *s.game;
    toughen(g, s['r']);
    EXPECT_TRUE(struck(play_turn(g, Intent::fight()), g.player, s['r']));
}

TEST(AutoFight, StepsTowardADistantFoe) {
    auto s = build_scenario(R"(
        ########
        #@....r#
        ########
    )", {kRootedRat});
    Game& g = *s.game;
    ASSERT_TRUE(play_turn(g, Intent::fight()).spent);
    EXPECT_EQ(player_cell(g), (Point{2, 1}));
}

// In an open room every way of seven steps is as short; the step taken heads straight at the rat, as a player
// would walk it (travel's own tie-break, kNeighbours8 order, starts another way).
TEST(AutoFight, WalksStraightAtAFoeWhenThatIsAsShortAsAnyOtherWay) {
    auto s = build_scenario(R"(
        ###########
        #.........#
        #.........#
        #.@......r#
        #.........#
        #.........#
        ###########
    )", {kRootedRat});
    Game& g = *s.game;
    ASSERT_NE(travel_direction(g, s.cell('r')), Direction::east) << "travel's own first step is another";
    EXPECT_EQ(approach_direction(g, s.cell('r')), Direction::east);
    for (int press = 0; press < 3; ++press) ASSERT_TRUE(play_turn(g, Intent::fight()).spent) << press;
    EXPECT_EQ(player_cell(g), (Point{5, 3}));
}

// The rat is seen across deep water the player cannot wade: the step is travel's, round the pool, never the
// straight one into the water.
TEST(AutoFight, StepsAlongThePathAroundWhatItCannotCross) {
    auto s = build_scenario(R"(
        #######
        #.....#
        #@..r.#
        #.....#
        #######
    )", {kRootedRat});
    Game& g = *s.game;
    g.floor.map.tiles.at(Point{2, 2}) = Tile::deep_water;
    g.floor.map.tiles.at(Point{3, 2}) = Tile::deep_water;
    update_view(g);
    ASSERT_TRUE(creature_in_view(g, s['r']));
    for (int press = 0; press < 3; ++press) ASSERT_TRUE(play_turn(g, Intent::fight()).spent) << press;
    EXPECT_EQ(chebyshev(player_cell(g), s.cell('r')), 1) << "three steps round the pool";
    EXPECT_NE(g.map().at(player_cell(g)), Tile::deep_water);
    toughen(g, s['r']);
    EXPECT_TRUE(struck(play_turn(g, Intent::fight()), g.player, s['r'])) << "and then the blow";
}

TEST(AutoFight, WithAReachWeaponStrikesFromTwoCellsOff) {
    auto s = build_scenario(R"(
        ######
        #@.r.#
        ######
    )", {kRootedRat});
    Game& g = *s.game;
    toughen(g, s['r']);
    (void)put(g, "spear", Place::worn(g.player, EquipSlot::weapon));
    const TurnResult turn = play_turn(g, Intent::fight());
    EXPECT_TRUE(struck(turn, g.player, s['r']));
    EXPECT_EQ(player_cell(g), (Point{1, 1}));
}

constexpr std::string_view kRange = R"(
    ############
    #@.......r.#
    ############
)";

TEST(AutoFight, FiresWhenALauncherIsWornAndItsAmmoQuivered) {
    auto s = build_scenario(kRange, {kRootedRat});
    Game& g = *s.game;
    toughen(g, s['r']);
    (void)put(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    const ecs::Entity arrows = put(g, "arrow", Place::in_pack(g.player));
    g.world.get<Stack>(arrows).count = 5;
    const TurnResult turn = play_turn(g, Intent::fight(letter_of(g, arrows)));
    ASSERT_TRUE(turn.spent);
    EXPECT_TRUE(fired(turn));
    EXPECT_EQ(g.world.get<Stack>(arrows).count, 4);
    EXPECT_EQ(player_cell(g), (Point{1, 1}));
}

TEST(AutoFight, WithNothingQuiveredOrAmmoTheLauncherCannotFireItSteps) {
    auto s = build_scenario(kRange, {kRootedRat});
    Game& g = *s.game;
    (void)put(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    const ecs::Entity stones = put(g, "sling_stone", Place::in_pack(g.player));
    const TurnResult nothing = play_turn(g, Intent::fight());
    EXPECT_FALSE(fired(nothing));
    EXPECT_EQ(player_cell(g), (Point{2, 1}));
    const TurnResult wrong = play_turn(g, Intent::fight(letter_of(g, stones)));
    EXPECT_FALSE(fired(wrong)) << "a bow does not fire stones";
    EXPECT_EQ(player_cell(g), (Point{3, 1}));
}

// A sling fires seven cells; the rat is eight off, in sight.
TEST(AutoFight, StepsInsteadOfFiringBeyondTheLaunchersRange) {
    auto s = build_scenario(kRange, {kRootedRat});
    Game& g = *s.game;
    (void)put(g, "sling", Place::worn(g.player, EquipSlot::launcher));
    const ecs::Entity stones = put(g, "sling_stone", Place::in_pack(g.player));
    ASSERT_TRUE(creature_in_view(g, s['r']));
    const TurnResult turn = play_turn(g, Intent::fight(letter_of(g, stones)));
    ASSERT_TRUE(turn.spent);
    EXPECT_FALSE(fired(turn));
    EXPECT_EQ(player_cell(g), (Point{2, 1}));
}

TEST(AutoFight, NeverShootsThroughItsCompanion) {
    auto s = build_scenario(R"(
        ############
        #@.h.....r.#
        ############
    )", {kRootedRat, Mark{'h', "rat", Movement::still, std::nullopt, Side::player}});
    Game& g = *s.game;
    (void)put(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    const ecs::Entity arrows = put(g, "arrow", Place::in_pack(g.player));
    const TurnResult turn = play_turn(g, Intent::fight(letter_of(g, arrows)));
    ASSERT_TRUE(turn.spent);
    EXPECT_FALSE(fired(turn));
    EXPECT_EQ(player_cell(g), (Point{2, 1})) << "a step toward the foe instead";
}

TEST(AutoFight, NeverFightsItsCompanionOrAPeacefulCreature) {
    auto s = build_scenario(R"(
        #######
        #h@p..#
        #######
    )", {Mark{'h', "rat", Movement::still, std::nullopt, Side::player},
         Mark{'p', "rat", Movement::still, std::nullopt, Side::peaceful}});
    Game& g = *s.game;
    const std::uint32_t turn_before = g.turn;
    EXPECT_FALSE(play_turn(g, Intent::fight()).spent);
    EXPECT_EQ(g.turn, turn_before);
    EXPECT_TRUE(logged(g, "No foe in view."));
    EXPECT_EQ(g.world.get<Health>(s['h']).hp, g.world.get<Health>(s['h']).max_hp);
    EXPECT_EQ(g.world.get<Health>(s['p']).hp, g.world.get<Health>(s['p']).max_hp);
}

TEST(AutoFight, PicksTheNearestFoeAndLeavesTheFartherOne) {
    auto s = build_scenario(R"(
        #########
        #f..@.n.#
        #########
    )", {Mark{'f', "rat", Movement::still}, Mark{'n', "rat", Movement::still}});
    Game& g = *s.game;
    EXPECT_EQ(nearest_foe_in_view(g), s['n']);
    ASSERT_TRUE(play_turn(g, Intent::fight()).spent);
    EXPECT_EQ(player_cell(g), (Point{5, 1})) << "toward the rat two cells east, not the one three west";
}

TEST(AutoFight, AtEqualDistanceTheElderFoeComesFirst) {
    auto s = build_scenario(R"(
        #######
        #a.@.b#
        #######
    )", {Mark{'a', "rat", Movement::still}, Mark{'b', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity elder = g.world.uid(s['a']) < g.world.uid(s['b']) ? s['a'] : s['b'];
    EXPECT_EQ(nearest_foe_in_view(g), elder);
}

TEST(AutoFight, RefusesWithNoFoeInViewAndNoTimePasses) {
    auto s = build_scenario(R"(
        ########
        #@.#.r.#
        ########
    )", {kRootedRat});
    Game& g = *s.game;
    ASSERT_FALSE(creature_in_view(g, s['r'])) << "behind the wall";
    const std::uint32_t turn_before = g.turn;
    EXPECT_FALSE(play_turn(g, Intent::fight()).spent);
    EXPECT_EQ(g.turn, turn_before);
    EXPECT_EQ(player_cell(g), (Point{1, 1}));
    EXPECT_TRUE(logged(g, "No foe in view."));
}

TEST(AutoFight, RefusesBelowAQuarterOfItsHitPoints) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {kRootedRat});
    Game& g = *s.game;
    toughen(g, s['r']);
    g.world.get<Health>(g.player) = Health{9, 40};
    EXPECT_EQ(why_no_fight(g), FightRefusal::too_hurt);
    EXPECT_FALSE(play_turn(g, Intent::fight()).spent);
    EXPECT_TRUE(logged(g, "You are too hurt to fight recklessly."));
    EXPECT_EQ(g.world.get<Health>(s['r']).hp, 500);
    g.world.get<Health>(g.player) = Health{10, 40};
    EXPECT_EQ(why_no_fight(g), FightRefusal::none) << "a quarter exactly still fights";
    EXPECT_TRUE(play_turn(g, Intent::fight()).spent);
}

TEST(AutoFight, RefusesWhenConfused) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {kRootedRat});
    Game& g = *s.game;
    toughen(g, s['r']);
    ASSERT_TRUE(confuse(g, g.player, 9));
    const std::uint32_t turn_before = g.turn;
    EXPECT_FALSE(play_turn(g, Intent::fight()).spent);
    EXPECT_EQ(g.turn, turn_before);
    EXPECT_TRUE(logged(g, "You are too confused to fight."));
    EXPECT_EQ(g.world.get<Health>(s['r']).hp, 500);
}

// The rat is seen across deep water that fills the passage: there is no walking to it.
TEST(AutoFight, RefusesWhenItKnowsNoWayToTheFoe) {
    auto s = build_scenario(R"(
        #######
        #@..r.#
        #######
    )", {kRootedRat});
    Game& g = *s.game;
    g.floor.map.tiles.at(Point{3, 1}) = Tile::deep_water;
    update_view(g);
    ASSERT_TRUE(creature_in_view(g, s['r']));
    const std::uint32_t turn_before = g.turn;
    EXPECT_FALSE(play_turn(g, Intent::fight()).spent);
    EXPECT_EQ(g.turn, turn_before);
    EXPECT_TRUE(logged(g, "You know no way to reach the sewer rat."));
}

TEST(AutoFight, AMonsterIsNeverAutoFought) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {kRootedRat});
    Game& g = *s.game;
    EXPECT_EQ(try_intent(g, s['r'], Intent::fight()).status, ActionStatus::failure);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
