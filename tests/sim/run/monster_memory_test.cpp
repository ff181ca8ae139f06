// The monster memory (issue 29, item 7): what the player has seen each kind of monster do, folded from the turn's
// seen events; never a number the player was not shown, and no part of the game's state.

#include "sim/run/monster_memory.hpp"

#include <gtest/gtest.h>

#include "sim/io/state_hash.hpp"
#include "sim/run/events.hpp"
#include "sim/scenario_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::Mark;

constexpr std::string_view kRoom =
    "#######\n"
    "#.....#\n"
    "#.@r..#\n"
    "#.....#\n"
    "#######\n";

testing::Scenario room() { return build_scenario(kRoom, {Mark{'r', "rat", Movement::still}}); }

TurnEvent seen_event(EventKind kind, ecs::Entity subject, ecs::Entity object, int amount = 0, std::string key = {}) {
    TurnEvent e = make_event(kind, subject, object);
    e.amount = amount;
    e.key = std::move(key);
    e.seen = true;
    return e;
}

TEST(MonsterMemory, ItsBlowsMissesAndTheConditionItsBlowGaveAreRemembered) {
    testing::Scenario s = room();
    Game& g = *s.game;
    const ecs::Entity rat = s['r'];
    g.now.events = {seen_event(EventKind::hit, rat, g.player, 3), seen_event(EventKind::condition_gained, {}, g.player, 0, "poisoned"),
                    seen_event(EventKind::miss, rat, g.player), seen_event(EventKind::hit, rat, g.player, 1),
                    seen_event(EventKind::hit, g.player, rat, 4)};
    remember_seen_monsters(g);
    const MonsterRecord* r = g.memory.find(stable_id("rat"));
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->blows_landed, 2);
    EXPECT_EQ(r->heaviest_blow, 3);
    EXPECT_EQ(r->misses, 1);
    EXPECT_EQ(r->hardest_hit, 4);
    EXPECT_EQ(r->conditions, std::vector<std::string>{"poisoned"});
    EXPECT_EQ(r->kills, 0);
}

TEST(MonsterMemory, WhatThePlayerDidNotSeeIsNotRemembered) {
    testing::Scenario s = room();
    Game& g = *s.game;
    TurnEvent unseen = seen_event(EventKind::hit, s['r'], g.player, 3);
    unseen.seen = false;
    g.now.events = {unseen, seen_event(EventKind::condition_gained, {}, g.player, 0, "poisoned")};
    remember_seen_monsters(g);
    EXPECT_EQ(g.memory.find(stable_id("rat")), nullptr);
}

TEST(MonsterMemory, AConditionWithNoBlowBeforeItIsNobodysDoing) {
    testing::Scenario s = room();
    Game& g = *s.game;
    g.now.events = {seen_event(EventKind::miss, s['r'], g.player),
                    seen_event(EventKind::condition_gained, {}, g.player, 0, "poisoned")};
    remember_seen_monsters(g);
    const MonsterRecord* r = g.memory.find(stable_id("rat"));
    ASSERT_NE(r, nullptr);
    EXPECT_TRUE(r->conditions.empty());
}

TEST(MonsterMemory, AKillByThePlayerIsCountedByTheVictimsKind) {
    testing::Scenario s = room();
    Game& g = *s.game;
    g.now.dying.push_back(Dying{s['r'], g.player, Wording::plain("a rat"), false});
    g.now.dying.push_back(Dying{s['r'], ecs::null_entity, Wording::plain("a rat"), false});  // a trap's kill is not the player's
    remember_seen_monsters(g);
    const MonsterRecord* r = g.memory.find(stable_id("rat"));
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->kills, 1);
}

TEST(MonsterMemory, AFightFillsItAndItIsNoPartOfTheStateHash) {
    testing::Scenario s = build_scenario(kRoom, {Mark{'r', "rat", Movement::chaser}});
    Game& g = *s.game;
    testing::wait_turns(g, 30);  // the rat bites (or misses) a waiting player
    const MonsterRecord* r = g.memory.find(stable_id("rat"));
    ASSERT_NE(r, nullptr);
    EXPECT_GT(r->blows_landed + r->misses, 0);
    const std::uint64_t with_memory = state_hash(g);
    g.memory.kinds.clear();
    EXPECT_EQ(state_hash(g), with_memory);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
