#include "sim/rules/combat.hpp"

#include <gtest/gtest.h>

#include "sim/rules/loadout.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/turn/systems.hpp"
#include "sim/text/say.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

constexpr int kRolls = 2000;

Loadout fighter(int power_die, int power_bonus, int armour_die, int armour_bonus) {
    Loadout l;
    l.power_die = power_die;
    l.power_bonus = power_bonus;
    l.armour_die = armour_die;
    l.armour_bonus = armour_bonus;
    return l;
}

TEST(Combat, BlowIsAttackRollMinusDefenceRollNeverBelowZero) {
    Rng rng(11);
    Rng replay(11);
    const Loadout a = fighter(6, 1, 0, 0);
    const Loadout d = fighter(0, 0, 4, 1);
    for (int i = 0; i < kRolls; ++i) {
        const BlowRoll r = roll_blow(rng, a, d, true);
        const int attack = Dice{1, 6}.roll(replay) + 1;
        const int defence = Dice{1, 4}.roll(replay) + 1;
        EXPECT_EQ(r.attack, attack);
        EXPECT_EQ(r.defence, defence);
        EXPECT_EQ(r.damage, std::max(0, attack - defence));
    }
}

TEST(Combat, ArmourThatAlwaysWinsMeansNothingHappens) {
    Rng rng(3);
    const Loadout a = fighter(4, 0, 0, 0);
    const Loadout d = fighter(0, 0, 0, 4);
    for (int i = 0; i < kRolls; ++i) EXPECT_EQ(roll_blow(rng, a, d, true).damage, 0);
}

TEST(Combat, MeleeCapHoldsMeleeButNotMissiles) {
    Rng rng(5);
    Loadout a = fighter(20, 10, 0, 0);
    a.melee_cap = 1;
    const Loadout d = fighter(0, 0, 0, 0);
    int best_missile = 0;
    for (int i = 0; i < kRolls; ++i) {
        EXPECT_EQ(roll_blow(rng, a, d, true).damage, 1);
        best_missile = std::max(best_missile, roll_blow(rng, a, d, false).damage);
    }
    EXPECT_GT(best_missile, 1);
}

// Messages written, counting the repeats the log folds together ("You miss the rat. (x2)").
std::size_t written(const MessageLog& log) {
    std::size_t n = 0;
    for (const Message& m : log.messages()) n += m.repeats;
    return n;
}

TEST(Combat, EveryBlowWritesAMessage) {
    auto s = testing::build_scenario(R"(
        #####
        #@r.#
        #####
    )", {testing::Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    for (int i = 0; i < 20 && s.alive('r'); ++i) {
        const std::size_t before = written(g.log);
        (void)melee_attack(g, g.player, s['r']);
        EXPECT_GE(written(g.log), before + 1);
        deaths_system(g);
    }
}

TEST(Combat, WoundWordsGoByTheShareOfHitPointsLeft) {
    EXPECT_EQ(wound_word(10, 10), "lightly wounded");
    EXPECT_EQ(wound_word(9, 10), "lightly wounded");
    EXPECT_EQ(wound_word(8, 10), "moderately wounded");
    EXPECT_EQ(wound_word(5, 10), "badly wounded");
    EXPECT_EQ(wound_word(3, 10), "severely wounded");
    EXPECT_EQ(wound_word(1, 10), "almost dead");
    EXPECT_EQ(wound_word(0, 0), "almost dead");
}

TEST(Combat, AHurtingBlowSaysHowHurtTheVictimIs) {
    auto s = testing::build_scenario(R"(
        #####
        #@r.#
        #####
    )", {testing::Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(s['r']) = Health{100, 100};
    g.world.get<CombatStats>(g.player) = CombatStats{20, 5, 0, 0};
    mark_loadout_dirty(g.world, g.player);
    (void)melee_attack(g, g.player, s['r']);
    const int hp = g.world.get<Health>(s['r']).hp;
    ASSERT_LT(hp, 100);
    EXPECT_EQ(g.log.messages().back().text,
              "You hit the sewer rat. The sewer rat is " + std::string(wound_word(hp, 100)) + ".");
}

TEST(Combat, BlowsAtThePlayerCarryNoWoundWord) {
    auto s = testing::build_scenario(R"(
        #####
        #@r.#
        #####
    )", {testing::Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    g.world.get<CombatStats>(s['r']) = CombatStats{20, 5, 0, 0};
    mark_loadout_dirty(g.world, s['r']);
    (void)melee_attack(g, s['r'], g.player);
    EXPECT_EQ(g.log.messages().back().text, "The sewer rat hits you.");
}

TEST(Combat, AFightThePlayerCannotSeeIsNotReported) {
    auto s = testing::build_scenario(R"(
        #########
        #@..#ab.#
        #########
    )",
                                     {testing::Mark{'a', "rat", Movement::still}, testing::Mark{'b', "rat", Movement::helper}});
    Game& g = *s.game;
    ASSERT_FALSE(g.view.visible.at(s.cell('a')));
    const std::size_t before = g.log.size();
    for (int i = 0; i < 10; ++i) (void)melee_attack(g, s['b'], s['a']);
    EXPECT_EQ(g.log.size(), before);
}

TEST(Combat, AnUnseenAttackerIsSomething) {
    auto s = testing::build_scenario(R"(
        #####
        #@r.#
        #####
    )", {testing::Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    g.world.get<CombatStats>(s['r']) = CombatStats{20, 5, 0, 0};
    mark_loadout_dirty(g.world, s['r']);
    g.view.visible.at(s.cell('r')) = false;
    (void)melee_attack(g, s['r'], g.player);
    EXPECT_EQ(g.log.messages().back().text, "Something hits you.");
}

TEST(Combat, HarmQueuesTheDeadWithTheirCauseAndDeathsRemoveThem) {
    auto s = testing::build_scenario(R"(
        #####
        #@r.#
        #####
    )", {testing::Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity rat = s['r'];
    const int hp = g.world.get<Health>(rat).hp;
    harm(g, rat, hp - 1, g.player, Wording::plain("you"));
    EXPECT_TRUE(g.now.dying.empty());
    harm(g, rat, 1, g.player, Wording::plain("you"));
    ASSERT_EQ(g.now.dying.size(), 1u);
    EXPECT_EQ(g.now.dying[0].victim, rat);
    EXPECT_EQ(g.now.dying[0].cause, Wording::plain("you"));
    harm(g, rat, 5, g.player, Wording::plain("you"));
    EXPECT_EQ(g.now.dying.size(), 1u) << "the dead die once";
    deaths_system(g);
    EXPECT_FALSE(g.world.valid(rat));
    EXPECT_EQ(creature_at(g, {2, 1}), ecs::null_entity);
    EXPECT_EQ(g.now.kills, 1);
}

TEST(Combat, PlayerDeathEndsTheRunAndNamesTheKiller) {
    auto s = testing::build_scenario(R"(
        #####
        #@r.#
        #####
    )", {testing::Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    harm(g, g.player, g.world.get<Health>(g.player).hp, s['r'], Wording::plain("a sewer rat"));
    deaths_system(g);
    EXPECT_EQ(g.outcome, Outcome::dead);
    EXPECT_EQ(written(g.death_cause), "killed by a sewer rat on depth " + std::to_string(g.depth()));
}

TEST(Combat, DyingCreaturesDropTheirGearByTheConstantsChance) {
    for (const int percent : {0, 100}) {
        auto s = testing::build_scenario(R"(
            #####
            #@g.#
            #####
        )", {testing::Mark{'g', "goblin_archer"}});
        Game& g = *s.game;
        Content tuned = *g.content;
        tuned.constants.drop_gear_percent = percent;
        g.content = &tuned;
        const ecs::Entity archer = s['g'];
        std::size_t carried = 0;
        for (const ecs::Entity item : g.world.get<Pack>(archer).letters) carried += item != ecs::null_entity;
        ASSERT_GT(carried, 0u);
        harm(g, archer, g.world.get<Health>(archer).hp, g.player, Wording::plain("you"));
        deaths_system(g);
        std::size_t on_floor = 0;
        for (const ecs::Entity e : g.places.at({2, 1})) on_floor += g.world.has<Item>(e);
        EXPECT_EQ(on_floor, percent == 100 ? carried : 0u);
        g.content = &testing::shipped_content();
    }
}

TEST(Combat, WhoFightsWhomIsAFunctionOfSidesAlone) {
    auto s = testing::build_scenario(
        "#######\n#@hrp.#\n#######\n",
        {testing::Mark{'h', "rat", Movement::helper, std::nullopt, Side::player}, testing::Mark{'r', "rat"},
         testing::Mark{'p', "rat", std::nullopt, std::nullopt, Side::peaceful}});
    Game& g = *s.game;
    EXPECT_FALSE(hostile(g, g.player, s['h']));
    EXPECT_TRUE(hostile(g, g.player, s['r']));
    EXPECT_TRUE(hostile(g, s['h'], s['r']));
    EXPECT_TRUE(hostile(g, s['r'], s['h']));
    EXPECT_FALSE(hostile(g, g.player, s['p']));
    EXPECT_FALSE(hostile(g, s['r'], s['p']));
    EXPECT_FALSE(hostile(g, s['r'], s['r']));
}

TEST(Combat, TheWillOWispsRowPutsItOnThePlayersSide) {
    auto s = testing::build_scenario(R"(
        #####
        #@w.#
        #####
    )", {testing::Mark{'w', "will_o_wisp"}});
    EXPECT_EQ(side_of(*s.game, s['w']), Side::player);
    EXPECT_EQ(side_of(*s.game, s.game->player), Side::player);
}

TEST(Combat, ChangingASideInPlayChangesWhoFights) {
    auto s = testing::build_scenario(R"(
        #####
        #@r.#
        #####
    )", {testing::Mark{'r', "rat"}});
    Game& g = *s.game;
    ASSERT_TRUE(hostile(g, g.player, s['r']));
    g.world.get<Allegiance>(s['r']).side = Side::player;
    EXPECT_FALSE(hostile(g, g.player, s['r']));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
