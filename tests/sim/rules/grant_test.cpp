// Grants: attach, probe and revoke any effect by handle; lifetimes; the condition cap; cancellation.

#include "sim/rules/grant.hpp"

#include <gtest/gtest.h>

#include "sim/rules/conditions.hpp"
#include "sim/turn/energy.hpp"
#include "sim/monsters/minds.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/text/strings.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::Mark;
using testing::put;
using testing::wait_turns;

constexpr std::string_view kRoom = R"(
    #######
    #@....#
    #.....#
    #######
)";

// A row's `turns` dice decide how long what it gives is held, on the game's stream, and never less than a turn.
TEST(Grant, AHeldEffectsTurnsAreTheRowsDiceAndAtLeastOne) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    EXPECT_EQ(roll_held_turns(g, Dice{0, 6}), 1) << "no dice still holds for a turn";
    for (int i = 0; i < 50; ++i) {
        const int turns = roll_held_turns(g, Dice{2, 6});
        EXPECT_GE(turns, 2);
        EXPECT_LE(turns, 12);
    }
    auto again = build_scenario(kRoom, {});
    const Rng::State before = again.game->rng.state();
    (void)roll_held_turns(*again.game, Dice{1, 20});
    EXPECT_NE(again.game->rng.state(), before) << "rolled on the game's own stream";
}

TEST(Grant, OfAndNamedName) {
    EXPECT_EQ(Grant::of<Blind>(), *Grant::named("blind"));
    EXPECT_EQ(Grant::of<Blind>().info().id, "blind");
    EXPECT_FALSE(Grant::named("blindd").has_value());
}

TEST(Grant, AttachProbeAndRevokeEveryEffectWithoutKnowingItsType) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    for (const EffectInfo& info : effect_table()) {
        if (info.bit == GameWorld::marker_bit<LoadoutDirty> || info.bit == GameWorld::marker_bit<LendsNothing>) {
            continue;  // the Loadout cache's bookkeeping, not an effect to lend
        }
        SCOPED_TRACE(info.id);
        const Grant grant(info.bit);
        EXPECT_FALSE(grant.probe(g.world, g.player));
        grant.attach(g.world, g.player);
        EXPECT_TRUE(grant.probe(g.world, g.player));
        grant.revoke(g.world, g.player);
        EXPECT_FALSE(grant.probe(g.world, g.player));
    }
}

TEST(Grant, ProbeSeesWhatWornGearLendsAndOnlyWhileWorn) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity ring = put(g, "ring_of_see_invisible", Place::in_pack(g.player));
    EXPECT_FALSE(Grant::of<SeesInvisible>().probe(g.world, g.player)) << "carried, not worn";
    ASSERT_EQ(move_to(g.world, g.places, ring, Place::worn(g.player, EquipSlot::left_ring)), MoveResult::moved);
    EXPECT_TRUE(Grant::of<SeesInvisible>().probe(g.world, g.player));
    ASSERT_EQ(move_to(g.world, g.places, ring, Place::in_pack(g.player)), MoveResult::moved);
    EXPECT_FALSE(Grant::of<SeesInvisible>().probe(g.world, g.player));
}

TEST(Grant, HeldForTurnsEndsOnTimeWithItsEndMessage) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    EXPECT_EQ(hold(g, g.player, Grant::of<Hasted>(), Lifetime::turns, 2), HoldResult::added);
    EXPECT_EQ(held_turns(g.world, g.player, Grant::of<Hasted>()), 2);
    wait_turns(g, 1);
    EXPECT_TRUE(g.world.has<Hasted>(g.player));
    wait_turns(g, 1);
    EXPECT_FALSE(g.world.has<Hasted>(g.player));
    EXPECT_TRUE(logged(g, phrase(effect_of<Hasted>().end_message)));
}

TEST(Grant, HoldingAgainKeepsTheLongerLength) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    (void)hold(g, g.player, Grant::of<Blind>(), Lifetime::turns, 5);
    EXPECT_EQ(hold(g, g.player, Grant::of<Blind>(), Lifetime::turns, 2), HoldResult::extended);
    EXPECT_EQ(held_turns(g.world, g.player, Grant::of<Blind>()), 5);
    EXPECT_EQ(condition_count(g.world, g.player), 1);
}

TEST(Grant, AtMostMaxConditionsAndTheOldestIsShed) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    ASSERT_EQ(g.constants().max_conditions, 3);
    (void)hold(g, g.player, Grant::of<Confused>(), Lifetime::turns, 20);
    (void)hold(g, g.player, Grant::of<Blind>(), Lifetime::turns, 20);
    (void)hold(g, g.player, Grant::of<Hallucinating>(), Lifetime::turns, 20);
    EXPECT_EQ(condition_count(g.world, g.player), 3);
    (void)hold(g, g.player, Grant::of<Slowed>(), Lifetime::turns, 20);
    EXPECT_EQ(condition_count(g.world, g.player), 3);
    EXPECT_FALSE(g.world.has<Confused>(g.player)) << "the oldest is shed";
    EXPECT_TRUE(logged(g, phrase(effect_of<Confused>().end_message)));
    EXPECT_TRUE(g.world.has<Blind>(g.player));
    EXPECT_TRUE(g.world.has<Slowed>(g.player));
}

TEST(Grant, PriorityConditionsNeitherCountNorAreShed) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    (void)hold(g, g.player, Grant::of<Paralysed>(), Lifetime::turns, 20);
    for (const Grant c : {Grant::of<Confused>(), Grant::of<Blind>(), Grant::of<Slowed>(), Grant::of<Poisoned>()}) {
        (void)hold(g, g.player, c, Lifetime::turns, 20);
    }
    EXPECT_TRUE(g.world.has<Paralysed>(g.player));
    EXPECT_EQ(condition_count(g.world, g.player), 3);
}

TEST(Grant, HoldingAnEffectHeldForGoodChangesNothingAndItsEndKeepsIt) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    Grant::of<Flies>().attach(g.world, g.player);
    EXPECT_EQ(hold(g, g.player, Grant::of<Flies>(), Lifetime::turns, 1), HoldResult::already_had);
    wait_turns(g, 3);
    EXPECT_TRUE(g.world.has<Flies>(g.player));
}

TEST(Grant, ThisFloorEndsWhenTheFloorChanges) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    (void)hold(g, g.player, Grant::of<Aggravates>(), Lifetime::this_floor);
    wait_turns(g, 5);
    EXPECT_TRUE(g.world.has<Aggravates>(g.player));
    enter_floor(g, FloorChange::stairs_down);
    wait_turns(g, 1);
    EXPECT_FALSE(g.world.has<Aggravates>(g.player));
}

TEST(Grant, NextActionLastsThroughTheBearersNextActionOnly) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    (void)hold(g, g.player, Grant::of<ConfusingTouch>(), Lifetime::next_action);
    EXPECT_TRUE(g.world.has<ConfusingTouch>(g.player));
    wait_turns(g, 1);  // the turn it was granted in, as a scroll would be read
    EXPECT_TRUE(g.world.has<ConfusingTouch>(g.player));
    wait_turns(g, 1);  // the next action
    EXPECT_FALSE(g.world.has<ConfusingTouch>(g.player));
}

TEST(Grant, HoldingForGoodOrForEverIsNotAHeldLifetime) {
#ifndef NDEBUG
    auto s = build_scenario(kRoom, {});
    EXPECT_DEATH((void)hold(*s.game, s.game->player, Grant::of<Flies>(), Lifetime::permanent), "hold");
#else
    GTEST_SKIP() << "assertions are off";
#endif
}

// Issue 6: a cancelled creature keeps what it is and loses the magic it had.
TEST(Cancellation, ACancelledCreatureKeepsWhatItIsAndLosesItsMagic) {
    auto s = build_scenario(R"(
        #####
        #@.g#
        #####
    )", {Mark{'g', "ghoul", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity ghoul = s['g'];
    ASSERT_TRUE(g.world.has<Undead>(ghoul));
    ASSERT_TRUE(g.world.has<PoisonImmune>(ghoul));
    ASSERT_TRUE(g.world.has<ParalysingTouch>(ghoul));
    (void)hold(g, ghoul, Grant::of<Hasted>(), Lifetime::turns, 10);
    cancel(g, ghoul);
    for (const EffectInfo& info : effect_table()) {
        if (info.bit == GameWorld::marker_bit<Cancelled> || info.bit == GameWorld::marker_bit<LoadoutDirty>) continue;
        const bool born_with = info.identity() && (info.id == "undead" || info.id == "mindless");
        EXPECT_EQ(g.world.has_marker(ghoul, info.bit), born_with) << info.id;
    }
    EXPECT_TRUE(g.world.has<Cancelled>(ghoul));
    EXPECT_EQ(condition_count(g.world, ghoul), 0);
    EXPECT_EQ(g.world.get<Health>(ghoul).hp, g.world.get<Health>(ghoul).max_hp) << "cancellation is not harm";
}

TEST(Cancellation, IdentityEffectsAreTheListedFew) {
    int identity = 0;
    for (const EffectInfo& info : effect_table()) identity += info.identity() ? 1 : 0;
    EXPECT_GE(identity, 1);
    EXPECT_LT(identity, static_cast<int>(effect_table().size()) / 4) << "identity is for what a creature is";
}


// Effects whose question is asked outside the items code: a row granting them changes what these answer.
TEST(EffectsAsked, SluggishCostsATempoNotch) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const Tempo before = effective_tempo(g.world, g.player);
    (void)put(g, "plate_armour", Place::worn(g.player, EquipSlot::armour));
    EXPECT_EQ(effective_tempo(g.world, g.player), shift_tempo(before, -1));
}

TEST(EffectsAsked, AStealthyPlayerIsNoticedOnlyFromCloser) {
    auto s = build_scenario(R"(
        ##############
        #@..........r#
        ##############
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    g.world.get<Mind>(s['r']).sight = 12;
    Percept near = perceive(g, s['r']);
    EXPECT_TRUE(sees_target(g, s['r'], near));
    Grant::of<Stealthy>().attach(g.world, g.player);
    Percept stealthy = perceive(g, s['r']);
    EXPECT_FALSE(sees_target(g, s['r'], stealthy));
}

TEST(EffectsAsked, ATelepathicPlayerSensesMindsThroughWalls) {
    auto s = build_scenario(R"(
        #########
        #@.#..r.#
        #########
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    EXPECT_FALSE(player_sees(g, s['r']));
    Grant::of<Telepathic>().attach(g.world, g.player);
    EXPECT_TRUE(player_sees(g, s['r']));
}

// Levitation warns the player kWaningTurns turns before it ends (over deep water that is the time to make for the
// shore); an effect with no waning line, and a monster's levitation, end without one.
TEST(Grant, LevitationWarnsThePlayerAFewTurnsBeforeItEnds) {
    auto s = build_scenario(R"(
#######
#@...r#
#######
)", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    (void)hold(g, g.player, Grant::of<Levitating>(), Lifetime::turns, kWaningTurns + 2);
    (void)hold(g, s['r'], Grant::of<Levitating>(), Lifetime::turns, kWaningTurns + 2);
    (void)hold(g, g.player, Grant::of<Hasted>(), Lifetime::turns, kWaningTurns + 2);
    wait_turns(g, 1);
    EXPECT_FALSE(logged(g, "You begin to drift downward."));
    wait_turns(g, 1);
    int warnings = 0;
    for (const auto& m : g.log.messages()) warnings += m.text.find("drift downward") != std::string::npos ? 1 : 0;
    EXPECT_EQ(warnings, 1) << "once, for the player's levitation only";
    wait_turns(g, kWaningTurns);
    EXPECT_TRUE(logged(g, "You float gently down."));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
