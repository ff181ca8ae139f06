// Afflictions: one verb each, the immunities that stop them, and what they do to whoever holds them.

#include "sim/rules/conditions.hpp"

#include <gtest/gtest.h>

#include "sim/rules/combat.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/rules/grant.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::Mark;
using testing::wait_turns;

constexpr std::string_view kPair = R"(
    ######
    #@.r.#
    #....#
    ######
)";

TEST(Conditions, SleepImmuneCreaturesStayAwake) {
    auto s = build_scenario(R"(
        ######
        #@.rg#
        ######
    )",
                            {Mark{'r', "rat", Movement::still}, Mark{'g', "ghoul", Movement::still}});
    Game& g = *s.game;
    EXPECT_TRUE(put_to_sleep(g, s['r'], 5));
    EXPECT_TRUE(g.world.has<Asleep>(s['r']));
    EXPECT_FALSE(put_to_sleep(g, s['g'], 5));
    EXPECT_FALSE(g.world.has<Asleep>(s['g']));
}

TEST(Conditions, MindlessCreaturesCannotBeConfusedOrFrightened) {
    auto s = build_scenario(R"(
        ######
        #@.rz#
        ######
    )",
                            {Mark{'r', "rat", Movement::still}, Mark{'z', "zombie", Movement::still}});
    Game& g = *s.game;
    EXPECT_TRUE(confuse(g, s['r'], 3));
    EXPECT_FALSE(confuse(g, s['z'], 3));
    EXPECT_FALSE(frighten(g, s['z'], 3));
    EXPECT_TRUE(frighten(g, s['r'], 3));
}

TEST(Conditions, PoisonImmunityStopsPoison) {
    auto s = build_scenario(kPair, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    Grant::of<PoisonImmune>().attach(g.world, g.player);
    EXPECT_FALSE(poison(g, g.player, 5));
    EXPECT_TRUE(logged(g, "queasy"));
}

TEST(Conditions, HasteEndsSlownessAndSlownessEndsHaste) {
    auto s = build_scenario(kPair, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    EXPECT_TRUE(slow(g, g.player, 10));
    EXPECT_TRUE(haste(g, g.player, 10));
    EXPECT_FALSE(g.world.has<Slowed>(g.player));
    EXPECT_TRUE(g.world.has<Hasted>(g.player));
    EXPECT_TRUE(slow(g, g.player, 10));
    EXPECT_FALSE(g.world.has<Hasted>(g.player));
}

TEST(Conditions, HarmWakesASleeperAndSaysSo) {
    auto s = build_scenario(kPair, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    ASSERT_TRUE(put_to_sleep(g, g.player, 50));
    harm(g, g.player, 1, s['r'], Wording::plain("a rat"));
    EXPECT_FALSE(g.world.has<Asleep>(g.player));
    EXPECT_FALSE(held_turns(g.world, g.player, Grant::of<Asleep>()).has_value());
    EXPECT_TRUE(logged(g, "You wake up."));
}

TEST(Conditions, ASleepingPlayerCannotMoveUntilItWakes) {
    auto s = build_scenario(kPair, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const Point start = player_cell(g);
    ASSERT_TRUE(put_to_sleep(g, g.player, 2));
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::south)).spent);
    EXPECT_EQ(player_cell(g), start);
    wait_turns(g, 1);
    EXPECT_FALSE(g.world.has<Asleep>(g.player));
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::south)).spent);
    EXPECT_NE(player_cell(g), start);
}

TEST(Conditions, PoisonCostsAHitPointEachTurnUntilItEnds) {
    auto s = build_scenario(kPair, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const int before = g.world.get<Health>(g.player).hp;
    ASSERT_TRUE(poison(g, g.player, 3));
    wait_turns(g, 5);
    EXPECT_EQ(g.world.get<Health>(g.player).hp, before - 3);
    EXPECT_TRUE(logged(g, phrase(effect_of<Poisoned>().end_message)));
}

TEST(Conditions, TeleportLandsOnAFreeFloorCell) {
    auto s = build_scenario(R"(
        ##########
        #@.......#
        #....r...#
        ##########
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    for (int i = 0; i < 20; ++i) {
        ASSERT_TRUE(teleport(g, g.player));
        const Point at = player_cell(g);
        EXPECT_TRUE(g.map().walkable(at));
        EXPECT_NE(at, s.cell('r'));
    }
}

TEST(Conditions, CureEndsTheAilmentsButNotTheBoons) {
    auto s = build_scenario(kPair, {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    (void)blind(g, g.player, 9);
    (void)confuse(g, g.player, 9);
    (void)haste(g, g.player, 9);
    EXPECT_EQ(cure_ailments(g, g.player), 2);
    EXPECT_FALSE(g.world.has<Blind>(g.player));
    EXPECT_TRUE(g.world.has<Hasted>(g.player));
}

TEST(Conditions, AMonstersAfflictionIsToldOnlyWhenThePlayerSeesIt) {
    auto s = build_scenario(R"(
        #########
        #@.#...r#
        #########
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const std::size_t before = g.log.size();
    EXPECT_TRUE(confuse(g, s['r'], 3));
    EXPECT_EQ(g.log.size(), before) << "behind a wall";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
