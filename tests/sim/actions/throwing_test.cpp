// Throwing and firing: the flight line, what a thrown thing does by what it is, and launchers with their ammo.

#include "sim/actions/throwing.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/rules/grant.hpp"
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

constexpr std::string_view kRange = R"(
    ############
    #@.......r.#
    #..........#
    ############
)";

TEST(Throwing, AFlightGoesOnPastTheAimedCellAndStopsBeforeAWall) {
    auto s = build_scenario(R"(
        #######
        #.....#
        #######
    )", {});
    const FloorMap& map = s.game->map();
    const auto path = flight_path(map, {1, 1}, {2, 1}, 10);
    ASSERT_EQ(path.size(), 4u);
    EXPECT_EQ(path.front(), (Point{2, 1}));
    EXPECT_EQ(path.back(), (Point{5, 1}));
    EXPECT_EQ(straight_line({0, 0}, {4, 2}, 4), (std::vector<Point>{{1, 1}, {2, 1}, {3, 2}, {4, 2}}));
    EXPECT_TRUE(straight_line({3, 3}, {3, 3}, 5).empty());
}

TEST(Throwing, AThrownWeaponFliesToTheFirstCreatureAndCanHurtIt) {
    auto s = build_scenario(kRange, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(s['r']) = Health{500, 500};
    for (int i = 0; i < 10; ++i) {
        const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
        ASSERT_TRUE(play_turn(g, Intent::throw_item(letter_of(g, dagger), s.cell('r'))).spent);
        EXPECT_EQ(g.world.get<Position>(dagger).cell, s.cell('r')) << "it lands where it stopped";
    }
    EXPECT_LT(g.world.get<Health>(s['r']).hp, 500);
}

TEST(Throwing, AThrownPotionShattersOverWhatItHits) {
    auto s = build_scenario(kRange, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity potion = put(g, "potion_of_slumber", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::throw_item(letter_of(g, potion), s.cell('r'))).spent);
    EXPECT_FALSE(g.world.valid(potion));
    EXPECT_TRUE(g.world.has<Asleep>(s['r']));
}

TEST(Throwing, AThrownWandBurstsOverEveryoneAroundWhereItLands) {
    auto s = build_scenario(R"(
        ############
        #@.......a.#
        #........b.#
        ############
    )",
                            {Mark{'a', "rat", Movement::still}, Mark{'b', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity wand = put(g, "wand_of_slumber", Place::in_pack(g.player));
    g.world.get<Charges>(wand).left = 3;
    ASSERT_TRUE(play_turn(g, Intent::throw_item(letter_of(g, wand), s.cell('a'))).spent);
    EXPECT_FALSE(g.world.valid(wand));
    EXPECT_TRUE(logged(g, "bursts"));
    EXPECT_TRUE(g.world.has<Asleep>(s['a']));
    EXPECT_TRUE(g.world.has<Asleep>(s['b']));
}

TEST(Throwing, FiringNeedsALauncherThatGrantsWhatTheAmmoAnswersTo) {
    auto s = build_scenario(kRange, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity arrows = put(g, "arrow", Place::in_pack(g.player));
    g.world.get<Stack>(arrows).count = 5;
    EXPECT_FALSE(play_turn(g, Intent::fire(letter_of(g, arrows), s.cell('r'))).spent);
    (void)put(g, "sling", Place::worn(g.player, EquipSlot::launcher));
    EXPECT_FALSE(play_turn(g, Intent::fire(letter_of(g, arrows), s.cell('r'))).spent) << "a sling fires stones";
    const ecs::Entity sling = g.world.get<Equipment>(g.player).slots[static_cast<std::size_t>(EquipSlot::launcher)];
    (void)move_to(g.world, g.places, sling, Place::nowhere());
    (void)put(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    ASSERT_TRUE(play_turn(g, Intent::fire(letter_of(g, arrows), s.cell('r'))).spent);
    EXPECT_EQ(g.world.get<Stack>(arrows).count, 4);
    EXPECT_TRUE(logged(g, "You fire"));
}

TEST(Throwing, AHallucinatingThrowerAimsAstray) {
    auto s = build_scenario(kRange, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    Grant::of<Hallucinating>().attach(g.world, g.player);
    const Point target{6, 1};
    bool wandered = false;
    for (int i = 0; i < 10; ++i) wandered = wandered || aim_point(g, g.player, target) != target;
    EXPECT_TRUE(wandered);
}

TEST(Throwing, YouCannotThrowAtYourself) {
    auto s = build_scenario(kRange, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
    EXPECT_FALSE(play_turn(g, Intent::throw_item(letter_of(g, dagger), player_cell(g))).spent);
    EXPECT_EQ(g.world.get<Location>(dagger).place.kind, PlaceKind::pack);
}

TEST(Throwing, AMissileThatHurtsSaysHowHurtTheTargetLooks) {
    auto s = build_scenario(kRange, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(s['r']) = Health{500, 500};
    (void)put(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    const ecs::Entity arrows = put(g, "arrow", Place::in_pack(g.player));
    g.world.get<Stack>(arrows).count = 20;
    for (int i = 0; i < 20 && !logged(g, "The arrow hits the sewer rat. The sewer rat is"); ++i) {
        ASSERT_TRUE(play_turn(g, Intent::fire(letter_of(g, arrows), s.cell('r'))).spent);
    }
    EXPECT_TRUE(logged(g, "The arrow hits the sewer rat. The sewer rat is lightly wounded."));
}

TEST(Throwing, AMissileThatFallsShortSaysHowFar) {
    auto s = build_scenario(R"(
        ##############
        #@...........#
        ##############
    )", {});
    Game& g = *s.game;
    const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
    const Point aim{12, 1};
    ASSERT_GT(chebyshev(player_cell(g), aim), kThrowRange);
    ASSERT_TRUE(play_turn(g, Intent::throw_item(letter_of(g, dagger), aim)).spent);
    const int gap = chebyshev(g.world.get<Position>(dagger).cell, aim);
    EXPECT_TRUE(logged(g, "The dagger falls short, " + std::to_string(gap) + " squares from where you aimed."));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
