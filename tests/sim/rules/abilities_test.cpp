// Abilities: one table of (effect, moment, action); each moment fires the rows that match and nothing else.

#include "sim/rules/abilities.hpp"

#include <gtest/gtest.h>

#include <set>

#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/monsters/minds.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/turn/systems.hpp"
#include "sim/text/say.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::Mark;
using testing::put;
using testing::wait_turns;

// Makes `e` hit hard and `target` soak a lot, so a blow lands and nobody dies of it.
void sure_blow(Game& g, ecs::Entity attacker, ecs::Entity target, int power) {
    g.world.get<CombatStats>(attacker).power_die = 0;
    g.world.get<CombatStats>(attacker).power_bonus = power;
    g.world.get<CombatStats>(target).armour_die = 0;
    g.world.get<CombatStats>(target).armour_bonus = 0;
    g.world.get<Health>(target) = Health{500, 500};
    g.world.set<LoadoutDirty>(attacker);
    g.world.set<LoadoutDirty>(target);
}

TEST(Abilities, EveryRowNamesARegistryEffectAndAnAction) {
    std::set<std::pair<std::size_t, Moment>> seen;
    for (const Ability& a : abilities()) {
        EXPECT_LT(a.effect.bit(), Markers::size);
        EXPECT_NE(a.action, nullptr) << a.effect.info().id;
        EXPECT_GT(a.chance, 0) << a.effect.info().id;
        EXPECT_TRUE(seen.insert({a.effect.bit(), a.moment}).second) << "one row per effect and moment";
    }
    for (const Moment m : {Moment::each_turn, Moment::on_hit, Moment::on_damaged, Moment::on_struck,
                           Moment::on_targeted}) {
        const bool used = std::any_of(abilities().begin(), abilities().end(), [m](const Ability& a) { return a.moment == m; });
        EXPECT_TRUE(used) << moment_name(m);
    }
}

TEST(Abilities, AVenomousBitePoisonsButNotAGlancingOneOrAKill) {
    auto s = build_scenario(R"(
        #####
        #@S.#
        #####
    )", {Mark{'S', "marsh_snake", Movement::still}});
    Game& g = *s.game;
    fire_on_hit(g, s['S'], g.player, kGlancingDamage, false);
    EXPECT_FALSE(g.world.has<Poisoned>(g.player)) << "glancing";
    fire_on_hit(g, s['S'], g.player, 5, true);
    EXPECT_FALSE(g.world.has<Poisoned>(g.player)) << "lethal";
    fire_on_hit(g, s['S'], g.player, 5, false);
    EXPECT_TRUE(g.world.has<Poisoned>(g.player));
}

TEST(Abilities, CombatFiresOnHitRowsWithoutKnowingThem) {
    auto s = build_scenario(R"(
        #####
        #@S.#
        #####
    )", {Mark{'S', "marsh_snake", Movement::still}});
    Game& g = *s.game;
    sure_blow(g, s['S'], g.player, 5);
    EXPECT_EQ(melee_attack(g, s['S'], g.player), 5);
    EXPECT_TRUE(g.world.has<Poisoned>(g.player));
}

TEST(Abilities, AVampiricBlowHealsTheAttacker) {
    auto s = build_scenario(R"(
        #####
        #@W.#
        #####
    )", {Mark{'W', "wraith", Movement::still}});
    Game& g = *s.game;
    sure_blow(g, s['W'], g.player, 6);
    g.world.get<Health>(s['W']).hp = 3;
    (void)melee_attack(g, s['W'], g.player);
    EXPECT_EQ(g.world.get<Health>(s['W']).hp, 9);
}

TEST(Abilities, ARustBeastCorrodesWornArmourUnlessItIsRustProof) {
    auto s = build_scenario(R"(
        #####
        #@R.#
        #####
    )", {Mark{'R', "rust_beast", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity mail = put(g, "chain_mail", Place::worn(g.player, EquipSlot::armour));
    const int before = g.world.get<Modifiers>(mail).value.armour_bonus;
    fire_on_hit(g, s['R'], g.player, 3, false);
    EXPECT_EQ(g.world.get<Modifiers>(mail).value.armour_bonus, before - 1);
    EXPECT_EQ(loadout(g.world, g.player).armour_bonus, before - 1);
    g.world.set<RustProof>(mail);
    fire_on_hit(g, s['R'], g.player, 3, false);
    EXPECT_EQ(g.world.get<Modifiers>(mail).value.armour_bonus, before - 1);
}

TEST(Abilities, ASplitterSplitsWhenHurtAndLives) {
    auto s = build_scenario(R"(
        ######
        #@.j.#
        #....#
        ######
    )", {Mark{'j', "ooze", Movement::still}});
    Game& g = *s.game;
    const int hp = g.world.get<Health>(s['j']).hp;
    harm(g, s['j'], 2, g.player, Wording::plain("you"));
    int oozes = 0;
    int total = 0;
    for (const ecs::Entity e : g.world.view<Health, Mind>()) {
        ++oozes;
        total += g.world.get<Health>(e).hp;
    }
    EXPECT_EQ(oozes, 2);
    EXPECT_EQ(total, hp - 2) << "the two halves share what was left";
}

TEST(Abilities, SpikedArmourPricksWhoeverStrikesItsWearer) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    (void)put(g, "studded_leather", Place::worn(g.player, EquipSlot::armour));
    sure_blow(g, s['r'], g.player, 40);  // past the mail's armour roll
    g.world.get<Health>(s['r']) = Health{50, 50};
    (void)melee_attack(g, s['r'], g.player);
    EXPECT_LT(g.world.get<Health>(s['r']).hp, 50);
    EXPECT_TRUE(logged(g, "spikes"));
}

TEST(Abilities, DeathOnAMonstersSpikesNamesTheMonster) {
    auto s = build_scenario(R"(
        #####
        #@F.#
        #####
    )", {Mark{'F', "yellow_mould", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(s['F']) = Health{500, 500};
    g.world.get<Health>(g.player).hp = 1;
    for (int i = 0; i < 200 && g.now.dying.empty(); ++i) (void)melee_attack(g, g.player, s['F']);
    ASSERT_EQ(g.now.dying.size(), 1U);
    EXPECT_EQ(g.now.dying.front().victim, g.player);
    EXPECT_EQ(written(g.now.dying.front().cause), "a yellow mould's spikes");
}

TEST(Abilities, AGorgonsGazeStopsWhoeverTurnsOnItUnlessBlind) {
    auto s = build_scenario(R"(
        #####
        #@M.#
        #####
    )", {Mark{'M', "gorgon", Movement::still}});
    Game& g = *s.game;
    (void)blind(g, g.player, 10);
    (void)play_turn(g, Intent::strike(Direction::east));
    EXPECT_FALSE(g.world.has<Paralysed>(g.player));
    (void)end_held(g, g.player, Grant::of<Blind>());
    (void)play_turn(g, Intent::strike(Direction::east));
    EXPECT_TRUE(g.world.has<Paralysed>(g.player));
}

TEST(Abilities, RegenerationMendsWoundsOverTurns) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    (void)put(g, "ring_of_regeneration", Place::worn(g.player, EquipSlot::left_ring));
    g.world.get<Health>(g.player).hp = 5;
    wait_turns(g, 20);
    EXPECT_GT(g.world.get<Health>(g.player).hp, 5);
}

TEST(Abilities, ACancelledCreaturesAbilitiesAreSilentEvenWhenGearLendsThem) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    (void)put(g, "ring_of_regeneration", Place::worn(g.player, EquipSlot::left_ring));
    cancel(g, g.player);
    g.world.get<Health>(g.player).hp = 5;
    wait_turns(g, 20);
    EXPECT_EQ(g.world.get<Health>(g.player).hp, 5);
}

TEST(Abilities, CleaveCarriesTheBlowIntoASecondFoe) {
    auto s = build_scenario(R"(
        #####
        #.a.#
        #@b.#
        #####
    )",
                            {Mark{'a', "rat", Movement::still}, Mark{'b', "rat", Movement::still}});
    Game& g = *s.game;
    (void)put(g, "battle_axe", Place::worn(g.player, EquipSlot::weapon));
    g.world.get<CombatStats>(g.player).power_bonus = 50;
    g.world.set<LoadoutDirty>(g.player);
    (void)melee_attack(g, g.player, s['b']);
    EXPECT_TRUE(logged(g, "Your blow carries on into the sewer rat!"));
    // One line with the blow it carries on (issue 29, item 5): a swing needs no --more--.
    EXPECT_TRUE(logged(g, "the sewer rat. Your blow carries on into the sewer rat!"));
    EXPECT_LE(g.world.get<Health>(s['a']).hp, 0);
}

TEST(Abilities, ALeprechaunStealsGoldAndVanishes) {
    auto s = build_scenario(R"(
        ##########
        #@l......#
        #........#
        ##########
    )",
                            {Mark{'l', "leprechaun", Movement::still}});
    Game& g = *s.game;
    g.score.gold = 100;
    const Point before = s.cell('l');
    fire_on_hit(g, s['l'], g.player, 3, false);
    EXPECT_EQ(g.score.gold, 75);
    EXPECT_NE(s.cell('l'), before);
}

TEST(Abilities, ANymphStealsAnItemFromThePack) {
    auto s = build_scenario(R"(
        ##########
        #@n......#
        #........#
        ##########
    )", {Mark{'n', "nymph", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity potion = put(g, "potion_of_healing", Place::in_pack(g.player));
    fire_on_hit(g, s['n'], g.player, 3, false);
    EXPECT_EQ(g.world.get<Location>(potion).place.owner, s['n']);
}

TEST(Abilities, APlayerOnlyTrickDoesNothingForAMonster) {
    auto s = build_scenario(R"(
        #####
        #.a.#
        #@o.#
        #####
    )",
                            {Mark{'a', "rat", Movement::helper, std::nullopt, Side::player}, Mark{'o', "orc", Movement::still}});
    Game& g = *s.game;
    Grant::of<Searching>().attach(g.world, s['o']);
    const ecs::Entity trap = put(g, "dart_trap", Place::at({3, 2}));
    g.world.get<Trap>(trap).reveal = Reveal::sprung;
    abilities_system(g);
    EXPECT_FALSE(g.world.get<Trap>(trap).revealed) << "searching is the player's own trick";
    Grant::of<Searching>().attach(g.world, g.player);
    abilities_system(g);
    EXPECT_TRUE(g.world.get<Trap>(trap).revealed);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
