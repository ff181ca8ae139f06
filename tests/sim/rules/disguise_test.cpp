// Disguised creatures (sim/rules/disguise.hpp): a mimic passes for an item until touched or struck.

#include "sim/rules/disguise.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "sim/actions/explore.hpp"
#include "sim/actions/repeat.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/scenario_support.hpp"
#include "sim/tables/category.hpp"
#include "sim/text/names.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::Mark;
using testing::put;
using testing::wait_turns;

constexpr std::string_view kMimicHall = R"(
    ##########
    #@.......#
    #.......M#
    ##########
)";

TEST(Disguise, AMimicPassesForItsItemAndIsNoCreatureInView) {
    auto s = build_scenario(kMimicHall, {Mark{'M', "mimic"}});
    Game& g = *s.game;
    wait_turns(g, 1);
    const ecs::Entity mimic = s['M'];
    ASSERT_TRUE(disguised(g, mimic));
    ASSERT_TRUE(disguise_of(g, mimic).has_value());
    const RowRef look = *disguise_of(g, mimic);
    EXPECT_TRUE(is_item(look.category));
    EXPECT_EQ(disguise_name(g, look), "a " + row_name(g.content->common(look)));
    EXPECT_FALSE(creature_in_view(g, mimic)) << "the run stop and auto-fight see no creature";
    EXPECT_EQ(nearest_foe_in_view(g), ecs::null_entity);
}

// A row may name several looks: each creature wears one of them, the same one for good, so two mimics need not
// look alike and no one item always is one.
TEST(Disguise, EachMimicWearsOneOfItsRowsLooksForGood) {
    auto s = build_scenario(R"(
    ##############
    #@...........#
    #............#
    ##############
)", {});
    Game& g = *s.game;
    Content looks = *g.content;
    const RowRef mimic_row = *looks.find("mimic");
    looks.monsters[mimic_row.index].disguise = {RowRefName{"long_sword", {}}, RowRefName{"chain_mail", {}}, RowRefName{"war_hammer", {}}};
    g.content = &looks;
    std::set<std::string> worn;
    for (int x = 2; x < 13; ++x) {
        const ecs::Entity m = put(g, "mimic", Place::at(Point{x, 2}));
        const std::optional<RowRef> look = disguise_of(g, m);
        ASSERT_TRUE(look.has_value());
        const std::string id = looks.common(*look).id;
        EXPECT_TRUE(id == "long_sword" || id == "chain_mail" || id == "war_hammer") << id;
        wait_turns(g, 1);
        EXPECT_EQ(disguise_of(g, m), look) << "a mimic keeps its look from turn to turn";
        worn.insert(id);
    }
    EXPECT_GE(worn.size(), 2U) << "eleven mimics of a row with three looks do not all look alike";
}

TEST(Disguise, AMimicWaitsWhileDisguised) {
    auto s = build_scenario(R"(
    #####
    #@M.#
    #####
)", {Mark{'M', "mimic"}});
    Game& g = *s.game;
    const int hp = g.world.get<Health>(g.player).hp;
    wait_turns(g, 20);
    EXPECT_EQ(s.cell('M'), (Point{2, 1}));
    EXPECT_EQ(g.world.get<Health>(g.player).hp, hp) << "beside the player, and still it does nothing";
}

TEST(Disguise, TouchingAMimicUnmasksItAndThenItAttacks) {
    auto s = build_scenario(R"(
    #####
    #@M.#
    #####
)", {Mark{'M', "mimic"}});
    Game& g = *s.game;
    g.world.get<Health>(g.player).hp = 500;
    const RowRef look = *disguise_of(g, s['M']);
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent) << "the touch takes the turn";
    EXPECT_FALSE(disguised(g, s['M']));
    EXPECT_EQ(player_cell(g), (Point{1, 1}));
    EXPECT_EQ(g.world.get<Health>(s['M']).hp, g.content->monsters[g.content->find("mimic")->index].hp) << "a touch, not a blow";
    EXPECT_TRUE(logged(g, "That " + row_name(g.content->common(look)) + " is a mimic!"));
    EXPECT_TRUE(creature_in_view(g, s['M']));
    int turns = 0;
    while (g.world.get<Health>(g.player).hp == 500 && turns < 50) {
        wait_turns(g, 1);
        ++turns;
    }
    EXPECT_LT(g.world.get<Health>(g.player).hp, 500) << "it fights as what it is";
}

TEST(Disguise, StrikingAMimicUnmasksItHitOrMiss) {
    auto s = build_scenario(kMimicHall, {Mark{'M', "mimic"}});
    Game& g = *s.game;
    (void)melee_attack(g, g.player, s['M']);
    EXPECT_FALSE(disguised(g, s['M']));
}

TEST(Disguise, HarmOfAnyKindUnmasksAMimic) {
    auto s = build_scenario(kMimicHall, {Mark{'M', "mimic"}});
    Game& g = *s.game;
    harm(g, s['M'], 1, g.player, Wording::plain("you"));
    EXPECT_FALSE(disguised(g, s['M']));
}

TEST(Disguise, ExploreWalksToAMimicAsToLootAndTouchesIt) {
    auto s = build_scenario(kMimicHall, {Mark{'M', "mimic"}});
    Game& g = *s.game;
    for (int i = 0; i < 30 && disguised(g, s['M']); ++i) ASSERT_TRUE(play_turn(g, Intent::explore()).spent);
    EXPECT_FALSE(disguised(g, s['M'])) << "explore went for the item it passes for and touched it";
    EXPECT_EQ(chebyshev(player_cell(g), s.cell('M')), 1);
}

TEST(Disguise, AnotherMonsterIsNotFooledButLeavesItAlone) {
    // A rat chases the player past the mimic; the mimic stays put and disguised (no rule but the player's touch,
    // a blow or harm unmasks it), and the rat never stands on its cell.
    auto s = build_scenario(R"(
    ########
    #@....r#
    #..M...#
    ########
)", {Mark{'M', "mimic"}, Mark{'r', "rat", Movement::chaser}});
    Game& g = *s.game;
    g.world.get<Health>(g.player).hp = 500;
    for (int i = 0; i < 8; ++i) {
        wait_turns(g, 1);
        EXPECT_EQ(s.cell('M'), (Point{3, 2}));
        if (s.alive('r')) {
            EXPECT_NE(s.cell('r'), (Point{3, 2}));
        }
    }
    EXPECT_TRUE(disguised(g, s['M']));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
