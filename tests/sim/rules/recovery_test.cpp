// Recovery: a staircase restores only on a depth new to the run, and resting mends slowly, never with a foe in
// view. Together they close the stair dance (docs/explanation/balance.md): going up and straight back down
// heals nothing, refills nothing, recharges nothing, and costs the floor's Patience like any other turn.

#include "sim/rules/recovery.hpp"

#include <gtest/gtest.h>

#include "sim/actions/actions.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/items/runes.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/companions.hpp"
#include "sim/run/floors.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/repeat.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::Mark;
using testing::put;
using testing::shipped_content;

int hp_of(const Game& g) { return g.world.get<Health>(g.player).hp; }

// Stands the player on the stair of its cell's kind and takes it.
void take_stairs_here(Game& g, Tile stair) {
    g.floor.map.tiles.at(player_cell(g)) = stair;
    ASSERT_TRUE(play_turn(g, Intent::take_stairs()).spent);
}

TEST(Recovery, ArrivingByTheStairsHealsAShareAndRefillsMagicButATrapdoorDoesNot) {
    auto game = new_game(shipped_content(), 7, "tester");
    Game& g = *game;
    const int max = g.world.get<Health>(g.player).max_hp;
    harm(g, g.player, max - 1, ecs::null_entity, Wording::plain("a test"));
    g.world.get<Magic>(g.player).ma = 0;
    enter_floor(g, FloorChange::trapdoor);
    EXPECT_EQ(hp_of(g), 1);
    EXPECT_EQ(g.world.get<Magic>(g.player).ma, 0);
    (void)move_to(g.world, g.places, g.player, Place::at(g.floor.map.stairs_down));
    ASSERT_TRUE(apply_intent(g, g.player, Intent::take_stairs()).spent_turn());
    take_asked_floor_change(g);  // as the schedule does once the action returns
    EXPECT_EQ(hp_of(g), 1 + max * g.constants().stairs_heal_percent / 100);
    EXPECT_EQ(g.world.get<Magic>(g.player).ma, g.world.get<Magic>(g.player).max_ma);
}

TEST(Recovery, TheStairDanceHealsNothingAfterTheFirstArrival) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const int max = g.world.get<Health>(g.player).max_hp;
    harm(g, g.player, max - 1, ecs::null_entity, Wording::plain("a test"));
    take_stairs_here(g, Tile::stairs_down);
    ASSERT_EQ(g.depth(), 2);
    const int after_first = hp_of(g);
    EXPECT_GT(after_first, 1) << "depth 2 is new to the run";
    g.world.get<Magic>(g.player).ma = 0;
    const int patience = g.patience;
    for (int dance = 0; dance < 3; ++dance) {
        take_stairs_here(g, Tile::stairs_up);
        ASSERT_EQ(g.depth(), 1);
        take_stairs_here(g, Tile::stairs_down);
        ASSERT_EQ(g.depth(), 2);
    }
    EXPECT_EQ(hp_of(g), after_first) << "a depth already reached restores nothing";
    EXPECT_EQ(g.world.get<Magic>(g.player).ma, 0);
    EXPECT_EQ(g.patience, patience - 6) << "each staircase back costs its turn of Patience, and none refills it";
}

TEST(Recovery, RunesRechargeOnlyOnADepthNewToTheRun) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity rune = put(g, "rune_of_chaos", Place::in_pack(g.player));
    take_stairs_here(g, Tile::stairs_down);
    take_stairs_here(g, Tile::stairs_up);
    g.world.get<Charges>(rune).left = 0;
    take_stairs_here(g, Tile::stairs_down);
    EXPECT_TRUE(rune_inert(g, rune)) << "depth 2 was reached before: the dance wakes no rune";
    take_stairs_here(g, Tile::stairs_down);
    ASSERT_EQ(g.depth(), 3);
    EXPECT_FALSE(rune_inert(g, rune));
}

TEST(Recovery, RestMendsOneHitPointEachPeriodAndMagicMoreSlowly) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const GameConstants& c = g.constants();
    // Any run of whole periods of both holds exactly that many of each (the shipped periods divide each other).
    const int turns = 2 * c.rest_turns_per_ma;
    ASSERT_EQ(turns % c.rest_turns_per_hp, 0);
    harm(g, g.player, turns / c.rest_turns_per_hp, ecs::null_entity, Wording::plain("a test"));
    g.world.get<Magic>(g.player).ma = 0;
    for (int i = 0; i < turns; ++i) ASSERT_TRUE(play_turn(g, Intent::rest()).spent) << "turn " << i;
    EXPECT_EQ(hp_of(g), g.world.get<Health>(g.player).max_hp);
    EXPECT_EQ(g.world.get<Magic>(g.player).ma, turns / c.rest_turns_per_ma);
}

TEST(Recovery, RestIsRefusedWithAFoeInViewAndWhenThereIsNothingToMend) {
    auto s = build_scenario(R"(
        #######
        #@...g#
        #######
    )", {{'g', "goblin", Movement::chaser}});
    Game& g = *s.game;
    harm(g, g.player, 5, ecs::null_entity, Wording::plain("a test"));
    const ActionResult refused = apply_intent(g, g.player, Intent::rest());
    EXPECT_FALSE(refused.spent_turn());
    EXPECT_NE(refused.message.find("goblin is in view"), std::string::npos) << refused.message;

    auto calm = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    const ActionResult rested = apply_intent(*calm.game, calm.game->player, Intent::rest());
    EXPECT_FALSE(rested.spent_turn());
    EXPECT_EQ(rested.message, "You feel rested.");
}

TEST(Recovery, TheRestCommandGoesOnUntilRested) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    harm(g, g.player, 3, ecs::null_entity, Wording::plain("a test"));
    const Repeated r = repeat_intent(g, Intent::rest(), 10000);
    EXPECT_EQ(r.stop.reason, StopReason::rested);
    EXPECT_LE(r.turns, 3 * g.constants().rest_turns_per_hp);
    EXPECT_EQ(hp_of(g), g.world.get<Health>(g.player).max_hp);
    EXPECT_TRUE(logged(g, "You feel rested."));
}

TEST(Recovery, TheCompanionRecoversWithThePlayerOnANewDepthOnly) {
    auto s = build_scenario(R"(
        #####
        #@d.#
        #####
    )", {{'d', "jackal", Movement::helper, std::nullopt, Side::player}});
    Game& g = *s.game;
    recruit(g, g.player, s['d']);
    const int max = g.world.get<Health>(s['d']).max_hp;
    g.world.get<Health>(s['d']).hp = 1;
    take_stairs_here(g, Tile::stairs_down);
    const int after_first = g.world.get<Health>(s['d']).hp;
    EXPECT_EQ(after_first, std::min(max, 1 + std::max(max * g.constants().stairs_heal_percent / 100, 1)));
    g.world.get<Health>(s['d']).hp = 1;
    take_stairs_here(g, Tile::stairs_up);
    take_stairs_here(g, Tile::stairs_down);
    EXPECT_EQ(g.world.get<Health>(s['d']).hp, 1);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
