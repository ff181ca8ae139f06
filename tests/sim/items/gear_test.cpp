// Rings, weapons, launchers and coins: grants and modifiers while worn, the few verbs they need.

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/rules/grant.hpp"
#include "sim/items/coins.hpp"
#include "sim/items/rings.hpp"
#include "sim/items/weapons.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/score.hpp"
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

ecs::Entity uncursed(Game& g, std::string_view id) {
    const ecs::Entity e = put(g, id, Place::in_pack(g.player));
    g.world.get<Item>(e).cursed = false;
    return e;
}

TEST(Rings, AProtectionRingLendsArmourOnlyWhileWorn) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const int bare = loadout(g.world, g.player).armour_bonus;
    const ecs::Entity ring = uncursed(g, "ring_of_protection");
    ASSERT_TRUE(play_turn(g, Intent::equip(letter_of(g, ring))).spent);
    EXPECT_EQ(loadout(g.world, g.player).armour_bonus, bare + 2);
    ASSERT_TRUE(play_turn(g, Intent::unequip(EquipSlot::left_ring)).spent);
    EXPECT_EQ(loadout(g.world, g.player).armour_bonus, bare);
}

TEST(Rings, TwoRingsGoOnTwoHands) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity a = uncursed(g, "ring_of_stealth");
    const ecs::Entity b = uncursed(g, "ring_of_see_invisible");
    ASSERT_TRUE(play_turn(g, Intent::equip(letter_of(g, a))).spent);
    ASSERT_TRUE(play_turn(g, Intent::equip(letter_of(g, b))).spent);
    EXPECT_TRUE(has_effect<Stealthy>(g.world, g.player));
    EXPECT_TRUE(has_effect<SeesInvisible>(g.world, g.player));
}

TEST(Rings, AdornmentDoublesTheScoreWhenPutOnAndIsSpent) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    g.score.points = 250;
    const ecs::Entity ring = uncursed(g, "ring_of_adornment");
    ASSERT_TRUE(play_turn(g, Intent::equip(letter_of(g, ring))).spent);
    EXPECT_EQ(g.score.points, 250) << "no flat points: the score doubles";
    EXPECT_TRUE(g.score.doublers.has(Doubler::adornment));
    EXPECT_EQ(final_score(g.score), 500);
    EXPECT_FALSE(g.world.valid(ring));
    EXPECT_TRUE(logged(g, "your score is doubled"));
}

TEST(Rings, ASecondRingOfAdornmentDoublesNothingMore) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    g.score.points = 250;
    const ecs::Entity first = uncursed(g, "ring_of_adornment");
    const ecs::Entity second = uncursed(g, "ring_of_adornment");
    ASSERT_TRUE(play_turn(g, Intent::equip(letter_of(g, first))).spent);
    ASSERT_TRUE(play_turn(g, Intent::equip(letter_of(g, second))).spent);
    EXPECT_FALSE(g.world.valid(second)) << "the second crumbles as the first did";
    EXPECT_EQ(doubler_count(g.score.doublers), 1) << "the adornment doubler counts once a run";
    EXPECT_EQ(final_score(g.score), 500);
    EXPECT_TRUE(logged(g, "no more splendid"));
}

TEST(Weapons, AReachWeaponStrikesTwoCellsAway) {
    auto s = build_scenario(R"(
        ######
        #@.r.#
        ######
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    EXPECT_FALSE(play_turn(g, Intent::strike(Direction::east)).spent) << "bare hands do not reach";
    (void)put(g, "spear", Place::worn(g.player, EquipSlot::weapon));
    ASSERT_TRUE(play_turn(g, Intent::strike(Direction::east)).spent);
    EXPECT_EQ(player_cell(g), (Point{1, 1}));
}

TEST(Weapons, ALungeCarriesTheStepIntoAStrike) {
    auto s = build_scenario(R"(
        ######
        #@.r.#
        ######
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    (void)put(g, "rapier", Place::worn(g.player, EquipSlot::weapon));
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(player_cell(g), (Point{2, 1}));
    EXPECT_TRUE(logged(g, "You lunge!"));
}

TEST(Weapons, ALauncherCapsItsWielderInMelee) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    (void)put(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    EXPECT_EQ(loadout(g.world, g.player).melee_cap, 1);
    EXPECT_TRUE(has_effect<FiresArrows>(g.world, g.player));
}

TEST(Coins, SteppingOnCoinsPutsThemInThePurse) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity pile = put(g, "gold_coins", Place::at({2, 1}));
    const int amount = g.world.get<Coins>(pile).amount;
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(g.score.gold, amount);
    EXPECT_FALSE(g.world.valid(pile));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
