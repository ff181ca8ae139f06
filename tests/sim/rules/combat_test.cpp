#include "sim/rules/combat.hpp"

#include <gtest/gtest.h>

#include "sim/actions/actions.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/items/armour.hpp"
#include "sim/items/coins.hpp"
#include "sim/items/potions.hpp"
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

// The last stand is decided in harm(), and the blow's sentence agrees with it: a blow the armour takes "hits",
// for the player and for a monster alike, and is no kill (no on-kill magic, nobody dying).
TEST(Combat, ABlowTheArmoursLastStandTakesHitsAndDoesNotKill) {
    auto s = testing::build_scenario(R"(
        #####
        #@r.#
        #####
    )", {testing::Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    (void)testing::put(g, "leather_armour", Place::worn(g.player, EquipSlot::armour));
    (void)testing::put(g, "leather_armour", Place::worn(s['r'], EquipSlot::armour));
    g.world.get<Health>(g.player).hp = 3;
    EXPECT_FALSE(land_blow(g, s['r'], g.player, 10));
    const auto& log = g.log.messages();
    ASSERT_GE(log.size(), 2U);
    EXPECT_EQ(log[log.size() - 2].text, "The sewer rat hits you.");
    EXPECT_EQ(log.back().text, "Your armour takes the killing blow and falls apart!");
    EXPECT_EQ(g.world.get<Health>(g.player).hp, 1);
    EXPECT_FALSE(land_blow(g, g.player, s['r'], 100));
    EXPECT_EQ(g.log.messages()[g.log.messages().size() - 2].text.rfind("You hit the sewer rat.", 0), 0U)
        << g.log.messages()[g.log.messages().size() - 2].text;
    EXPECT_TRUE(g.now.dying.empty());
    EXPECT_TRUE(land_blow(g, g.player, s['r'], 100)) << "no armour left: this one kills";
    EXPECT_EQ(g.log.messages().back().text, "You kill the sewer rat.");
}

// A spare suit put on at 1 hit point makes no second stand: the swapper bot (docs/explanation/balance.md) lived
// through one killing blow per suit it carried. Healed above 1, the next suit stands again. Monsters alike.
TEST(Combat, ASuitPutOnAtTheLastHitPointMakesNoStandUntilTheWearerHeals) {
    auto s = testing::build_scenario(R"(
        #####
        #@r.#
        #####
    )", {testing::Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    for (const ecs::Entity wearer : {g.player, s['r']}) {
        (void)testing::put(g, "leather_armour", Place::worn(wearer, EquipSlot::armour));
        g.world.get<Health>(wearer) = Health{1, 30};
        EXPECT_FALSE(has_last_stand(g, wearer));
        harm(g, wearer, 5, ecs::null_entity, Wording::plain("a test"));
        ASSERT_FALSE(g.now.dying.empty()) << "the suit on a wearer at 1 hit point takes nothing";
        EXPECT_EQ(g.now.dying.back().victim, wearer);
        g.now.dying.clear();
        g.world.get<Health>(wearer) = Health{2, 30};
        EXPECT_TRUE(has_last_stand(g, wearer)) << "healed, the suit stands again";
        harm(g, wearer, 5, ecs::null_entity, Wording::plain("a test"));
        EXPECT_TRUE(g.now.dying.empty());
        EXPECT_EQ(g.world.get<Health>(wearer).hp, 1);
    }
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

// Issue 29, item 6: restoration restores what drain took. The one drain is the weaken mechanic (the spell sap,
// cast by the player or a monster through the action path); every restoration gives it back through
// restore_power, to whoever suffers it.
constexpr std::string_view kDuel = R"(
    #######
    #@.k..#
    #######
)";

void teach_sap(Game& g, ecs::Entity caster) {
    const SpellDef* sap = g.content->find_spell(stable_id("sap"));
    ASSERT_NE(sap, nullptr);
    ASSERT_EQ(sap->mechanic, SpellMechanic::weaken);
    if (!g.world.has<Spellbook>(caster)) g.world.emplace<Spellbook>(caster);
    g.world.get<Spellbook>(caster).spells = {sap->stable};
    if (!g.world.has<Magic>(caster)) g.world.emplace<Magic>(caster);
    g.world.get<Magic>(caster) = Magic{100, 100};
}

// `caster` saps `victim` through the action path; the victim's power afterwards.
int sapped(Game& g, ecs::Entity caster, ecs::Entity victim) {
    teach_sap(g, caster);
    EXPECT_TRUE(apply_intent(g, caster, Intent::cast(0, g.world.get<Position>(victim).cell)).spent_turn());
    return loadout(g.world, victim).power_bonus;
}

const PotionDef& potion_row(const Game& g, std::string_view id) {
    return g.content->potions[g.content->find(id)->index];
}

// What each restoration gives beyond what the drain took (gain strength adds its own point).
struct Restoration {
    std::string_view potion;
    int beyond = 0;
};
constexpr Restoration kRestoringPotions[] = {
    {"potion_of_restoration", 0}, {"potion_of_restore_strength", 0}, {"potion_of_gain_strength", 1}};

TEST(Drains, EveryRestoringPotionGivesThePlayerBackWhatAMonstersSapTook) {
    for (const Restoration& r : kRestoringPotions) {
        SCOPED_TRACE(r.potion);
        auto s = testing::build_scenario(kDuel, {testing::Mark{'k', "kobold", Movement::still}});
        Game& g = *s.game;
        g.world.get<Health>(g.player) = Health{500, 500};
        const int power = loadout(g.world, g.player).power_bonus;
        ASSERT_LT(sapped(g, s['k'], g.player), power) << "the sap drains";
        EXPECT_GT(power_lost(g, g.player), 0);
        apply_potion(g, potion_row(g, r.potion), g.player);
        EXPECT_EQ(loadout(g.world, g.player).power_bonus, power + r.beyond);
        EXPECT_EQ(power_lost(g, g.player), 0);
    }
}

TEST(Drains, TheCoinOfRestorationGivesThePlayerBackWhatASapTook) {
    auto s = testing::build_scenario(kDuel, {testing::Mark{'k', "kobold", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(g.player) = Health{500, 500};
    const int power = loadout(g.world, g.player).power_bonus;
    ASSERT_LT(sapped(g, s['k'], g.player), power);
    const ecs::Entity coin = testing::put(g, "coin_of_restoration", Place::at(player_cell(g)));
    EXPECT_TRUE(offer_coin(g, g.player, coin));
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, power);
}

TEST(Drains, AMonsterRemembersWhatASapTookAndARestoringFlaskGivesItBack) {
    for (const Restoration& r : kRestoringPotions) {
        SCOPED_TRACE(r.potion);
        auto s = testing::build_scenario(kDuel, {testing::Mark{'k', "kobold", Movement::still}});
        Game& g = *s.game;
        const ecs::Entity kobold = s['k'];
        g.world.get<Health>(kobold) = Health{500, 500};
        const int power = loadout(g.world, kobold).power_bonus;
        ASSERT_LT(sapped(g, g.player, kobold), power);
        EXPECT_GT(power_lost(g, kobold), 0) << "a monster keeps the drain's account too";
        apply_potion(g, potion_row(g, r.potion), kobold);  // what a flask thrown at it does (sim/actions/throwing)
        EXPECT_EQ(loadout(g.world, kobold).power_bonus, power + r.beyond);
    }
}

TEST(Drains, AThrownFlaskOfRestorationRestoresTheMonsterItHits) {
    auto s = testing::build_scenario(kDuel, {testing::Mark{'k', "kobold", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity kobold = s['k'];
    g.world.get<Health>(kobold) = Health{500, 500};
    const int power = loadout(g.world, kobold).power_bonus;
    ASSERT_LT(sapped(g, g.player, kobold), power);
    const ecs::Entity flask = testing::put(g, "potion_of_restoration", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::throw_item(testing::letter_of(g, flask), s.cell('k'))).spent);
    EXPECT_EQ(loadout(g.world, kobold).power_bonus, power);
}

// Not every loss is a drain: a spirit's price in maximum hit points or magic is paid by choice and stays paid.
TEST(Drains, ASpiritsPriceIsNoDrainAndRestorationLeavesItPaid) {
    auto s = testing::build_scenario(kDuel, {testing::Mark{'k', "kobold", Movement::still}});
    Game& g = *s.game;
    const int max_hp = g.world.get<Health>(g.player).max_hp;
    ASSERT_TRUE(lower_max_hp(g, g.player, 2));
    apply_potion(g, potion_row(g, "potion_of_restoration"), g.player);
    EXPECT_EQ(g.world.get<Health>(g.player).max_hp, max_hp - 2);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
