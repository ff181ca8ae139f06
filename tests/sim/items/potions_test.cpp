// Potions: each kind's arm, on the drinker or on whoever a thrown flask hits.

#include "sim/items/potions.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/items/pack.hpp"
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

constexpr std::string_view kRoom = R"(
    #######
    #@..r.#
    #######
)";

const PotionDef& potion_row(const Game& g, std::string_view id) {
    return g.content->potions[g.content->find(id)->index];
}

TEST(Potions, DrinkingUsesThePotionUpAndTakesTheTurn) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity p = put(g, "potion_of_healing", Place::in_pack(g.player));
    const std::string looks = item_name(g, p);  // its appearance: the kind is not known yet
    ASSERT_TRUE(play_turn(g, Intent::quaff(letter_of(g, p))).spent);
    EXPECT_FALSE(g.world.valid(p));
    EXPECT_TRUE(logged(g, "You drink the " + looks + "."));
}

TEST(Potions, HealingHealsAndSaysWhenThereWasNothingToHeal) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    apply_potion(g, potion_row(g, "potion_of_healing"), g.player);
    EXPECT_TRUE(logged(g, "healthy already"));
    g.world.get<Health>(g.player).hp = 1;
    apply_potion(g, potion_row(g, "potion_of_healing"), g.player);
    EXPECT_GT(g.world.get<Health>(g.player).hp, 1);
}

TEST(Potions, StoneskinAndGainStrengthRaiseStatsForGoodAndMightLendsPowerForTheFloor) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const Loadout before = loadout(g.world, g.player);
    apply_potion(g, potion_row(g, "potion_of_stoneskin"), g.player);
    apply_potion(g, potion_row(g, "potion_of_gain_strength"), g.player);
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, before.power_bonus + 1);
    EXPECT_EQ(loadout(g.world, g.player).armour_bonus, before.armour_bonus + 1);
    EXPECT_EQ(g.world.get<CombatStats>(g.player).power_bonus, 1) << "gain strength is for good";
    apply_potion(g, potion_row(g, "potion_of_might"), g.player);
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, before.power_bonus + 3) << "might lends 2 more";
    EXPECT_EQ(g.world.get<CombatStats>(g.player).power_bonus, 1) << "might is a timed modifier, not a base stat";
    EXPECT_TRUE(g.world.has<Mighty>(g.player));
}

TEST(Potions, RaiseLevelAddsMaximumHitPointsAndRestoreStrengthUndoesADrain) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const int max = g.world.get<Health>(g.player).max_hp;
    apply_potion(g, potion_row(g, "potion_of_raise_level"), g.player);
    EXPECT_GT(g.world.get<Health>(g.player).max_hp, max);
    EXPECT_EQ(g.outcome, Outcome::alive) << "without the Element it is only growth";
    const int power = loadout(g.world, g.player).power_bonus;
    change_power(g, g.player, -1);
    apply_potion(g, potion_row(g, "potion_of_restore_strength"), g.player);
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, power);
}

TEST(Potions, AfflictionsHoldTheirConditionOnTheDrinker) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const std::pair<std::string_view, std::size_t> cases[] = {
        {"potion_of_bewilderment", GameWorld::marker_bit<Confused>},
        {"potion_of_darkness", GameWorld::marker_bit<Blind>},
        {"potion_of_venom", GameWorld::marker_bit<Poisoned>},
        {"potion_of_strange_visions", GameWorld::marker_bit<Hallucinating>},
        {"potion_of_speed", GameWorld::marker_bit<Hasted>},
        {"potion_of_floating", GameWorld::marker_bit<Levitating>},
    };
    for (const auto& [id, bit] : cases) {
        SCOPED_TRACE(id);
        apply_potion(g, potion_row(g, id), s['r']);
        EXPECT_TRUE(g.world.has_marker(s['r'], bit)) << "monsters take potions alike";
    }
}

TEST(Potions, RestorationCuresAilments) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    apply_potion(g, potion_row(g, "potion_of_darkness"), g.player);
    ASSERT_TRUE(g.world.has<Blind>(g.player));
    apply_potion(g, potion_row(g, "potion_of_restoration"), g.player);
    EXPECT_FALSE(g.world.has<Blind>(g.player));
}

TEST(Potions, TreasureSenseMarksWhereItemsLie) {
    auto s = build_scenario("###########\n#@...#...!#\n###########\n", {});
    Game& g = *s.game;
    (void)put(g, "dagger", Place::at({9, 1}));
    ASSERT_FALSE(g.view.remembered.at(9, 1));
    apply_potion(g, potion_row(g, "potion_of_treasure_sense"), g.player);
    EXPECT_TRUE(g.view.remembered.at(9, 1));
}

TEST(Potions, FruitJuiceHonestlyDoesNothing) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    apply_potion(g, potion_row(g, "fruit_juice"), g.player);
    EXPECT_TRUE(logged(g, "Nothing else happens."));
}

TEST(Potions, TreasureSenseFindsAHiddenItem) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity hidden = put(g, "long_sword", Place::at({5, 1}));
    g.world.set<Hidden>(hidden);
    const ecs::Entity p = put(g, "potion_of_treasure_sense", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::quaff(letter_of(g, p))).spent);
    EXPECT_FALSE(g.world.has<Hidden>(hidden)) << "detection finds a hidden item";
    EXPECT_EQ(top_item_at(g, {5, 1}), hidden);
    EXPECT_TRUE(g.view.remembered.at({5, 1}));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
