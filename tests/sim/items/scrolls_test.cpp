// Scrolls: each kind's arm, and reading needs sight.

#include "sim/items/scrolls.hpp"

#include <gtest/gtest.h>

#include "sim/rules/conditions.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/items/pack.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::logged;
using testing::Mark;
using testing::put;
using testing::wait_turns;

constexpr std::string_view kRoom = R"(
    #########
    #@.r....#
    #.......#
    #########
)";

bool read(Game& g, std::string_view id) {
    const ecs::Entity scroll = put(g, id, Place::in_pack(g.player));
    return play_turn(g, Intent::read(letter_of(g, scroll))).spent;
}

TEST(Scrolls, ReadingNeedsSight) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    (void)blind(g, g.player, 10);
    EXPECT_FALSE(read(g, "scroll_of_identify"));
    EXPECT_TRUE(logged(g, "cannot see to read"));
}

TEST(Scrolls, RemoveCurseUnweldsWornGear) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::worn(g.player, EquipSlot::weapon));
    g.world.get<Item>(sword).cursed = true;
    ASSERT_TRUE(read(g, "scroll_of_remove_curse"));
    EXPECT_FALSE(is_welded(g, sword));
}

TEST(Scrolls, EnchantWeaponRaisesTheWieldersPower) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    (void)put(g, "long_sword", Place::worn(g.player, EquipSlot::weapon));
    const int before = loadout(g.world, g.player).power_bonus;
    ASSERT_TRUE(read(g, "scroll_of_sharpen_weapon"));
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, before + 1);
    ASSERT_TRUE(read(g, "scroll_of_harden_armour"));
    EXPECT_TRUE(logged(g, "tingle")) << "no armour worn: an honest nothing";
}

TEST(Scrolls, MappingRevealsTheFloor) {
    auto s = build_scenario(R"(
        ############
        #@...#....##
        ############
    )", {});
    Game& g = *s.game;
    ASSERT_FALSE(g.view.remembered.at(9, 1));
    ASSERT_TRUE(read(g, "scroll_of_mapping"));
    EXPECT_TRUE(g.view.remembered.at(9, 1));
}

TEST(Scrolls, GlowingHandsConfuseTheNextBlowOnly) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(s['r']) = Health{500, 500};
    g.world.get<CombatStats>(g.player).power_bonus = 20;
    g.world.set<LoadoutDirty>(g.player);
    ASSERT_TRUE(read(g, "scroll_of_glowing_hands"));
    ASSERT_TRUE(g.world.has<ConfusingTouch>(g.player));
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);  // next to the rat
    EXPECT_FALSE(g.world.has<ConfusingTouch>(g.player)) << "that step was the next action";
}

TEST(Scrolls, LullabyPutsNearbyMonstersToSleep) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    ASSERT_TRUE(read(g, "scroll_of_lullaby"));
    EXPECT_TRUE(g.world.has<Asleep>(s['r']));
}

TEST(Scrolls, AlarmAggravatesForThisFloor) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    ASSERT_TRUE(read(g, "scroll_of_alarm"));
    EXPECT_TRUE(g.world.has<Aggravates>(g.player));
    enter_floor(g, FloorChange::stairs_down);
    wait_turns(g, 1);
    EXPECT_FALSE(g.world.has<Aggravates>(g.player));
}

TEST(Scrolls, RustproofingProtectsWornArmour) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity mail = put(g, "chain_mail", Place::worn(g.player, EquipSlot::armour));
    ASSERT_TRUE(read(g, "scroll_of_rustproofing"));
    EXPECT_TRUE(g.world.has<RustProof>(mail));
}

TEST(Scrolls, RechargingAddsCharges) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity wand = put(g, "wand_of_striking", Place::in_pack(g.player));
    const int before = g.world.get<Charges>(wand).left;
    ASSERT_TRUE(read(g, "scroll_of_recharging"));
    EXPECT_GT(g.world.get<Charges>(wand).left, before);
}

TEST(Scrolls, SummoningBringsAMonster) {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const std::size_t before = g.world.count<Mind>();
    ASSERT_TRUE(read(g, "scroll_of_summoning"));
    EXPECT_EQ(g.world.count<Mind>(), before + 1);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
