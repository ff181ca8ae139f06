// Weapon tricks (issue 31): each is an effect a weapon row grants, decided where the engine already decides it (the
// blow, the step, a spell's price) for whoever wields the weapon. Each is shown for the player and for a monster
// wielding the same row, through the one apply_intent.

#include <gtest/gtest.h>

#include <algorithm>

#include "sim/actions/actions.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/items/weapons.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/magic.hpp"
#include "sim/scenario_support.hpp"
#include "sim/tables/content.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::Mark;
using testing::put;

// `attacker` wields weapon row `id`.
void wield(Game& g, ecs::Entity attacker, std::string_view id) { (void)put(g, id, Place::worn(attacker, EquipSlot::weapon)); }

// `attacker`'s blows land on `target` (its own die gone, `power` added; the target unarmoured and hard to kill).
void sure_blow(Game& g, ecs::Entity attacker, ecs::Entity target, int power) {
    g.world.get<CombatStats>(attacker).power_die = 0;
    g.world.get<CombatStats>(attacker).power_bonus = power;
    g.world.get<CombatStats>(target).armour_die = 0;
    g.world.get<CombatStats>(target).armour_bonus = 0;
    g.world.get<Health>(target) = Health{500, 500};
    g.world.set<LoadoutDirty>(attacker);
    g.world.set<LoadoutDirty>(target);
}

// `attacker` can land nothing on `target`: no die, no bonus.
void sure_miss(Game& g, ecs::Entity attacker, ecs::Entity target) {
    g.world.get<CombatStats>(attacker).power_die = 0;
    g.world.get<CombatStats>(attacker).power_bonus = 0;
    g.world.get<Health>(target) = Health{500, 500};
    g.world.set<LoadoutDirty>(attacker);
}

// The damage `attacker`'s next blow at `target` would do without any trick: the same draws from a copy of the stream.
int plain_blow(Game& g, ecs::Entity attacker, ecs::Entity target) {
    GameRng same = g.rng;
    return roll_blow(same, loadout(g.world, attacker), loadout(g.world, target), true).damage;
}

int hp(const Game& g, ecs::Entity e) { return g.world.get<Health>(e).hp; }

// ---- reach, lunge and cleave, for a monster as for the player (tests/sim/items/gear_test.cpp has the player's) ---

TEST(WeaponTricks, AMonsterWieldingASpearStrikesThePlayerTwoCellsAway) {
    auto s = build_scenario(R"(
        ######
        #@.o.#
        ######
    )", {Mark{'o', "orc", Movement::still}});
    Game& g = *s.game;
    sure_blow(g, s['o'], g.player, 10);
    EXPECT_FALSE(apply_intent(g, s['o'], Intent::strike(Direction::west)).spent_turn()) << "bare hands do not reach";
    wield(g, s['o'], "spear");
    ASSERT_TRUE(apply_intent(g, s['o'], Intent::strike(Direction::west)).spent_turn());
    EXPECT_LT(hp(g, g.player), 500);
    EXPECT_EQ(s.cell('o'), (Point{3, 1})) << "it struck from where it stood";
}

TEST(WeaponTricks, AMonsterWieldingARapierLungesAtThePlayer) {
    auto s = build_scenario(R"(
        ######
        #@.o.#
        ######
    )", {Mark{'o', "orc", Movement::still}});
    Game& g = *s.game;
    wield(g, s['o'], "rapier");
    sure_blow(g, s['o'], g.player, 10);
    ASSERT_TRUE(apply_intent(g, s['o'], Intent::step(Direction::west)).spent_turn());
    EXPECT_EQ(s.cell('o'), (Point{2, 1}));
    EXPECT_LT(hp(g, g.player), 500) << "the step carried into a strike";
    EXPECT_TRUE(logged(g, "lunges!"));
}

TEST(WeaponTricks, AMonsterWieldingABattleAxeCleavesIntoASecondFoe) {
    auto s = build_scenario(R"(
        #####
        #.d.#
        #@o.#
        #####
    )", {Mark{'o', "orc", Movement::still}, Mark{'d', "rat", Movement::still, std::nullopt, Side::player}});
    Game& g = *s.game;
    wield(g, s['o'], "battle_axe");
    sure_blow(g, s['o'], g.player, 10);
    sure_blow(g, s['o'], s['d'], 10);
    ASSERT_TRUE(apply_intent(g, s['o'], Intent::strike(Direction::west)).spent_turn());
    EXPECT_LT(hp(g, g.player), 500);
    EXPECT_LT(hp(g, s['d']), 500) << "the blow carried on into the player's companion";
    EXPECT_TRUE(logged(g, "blow carries on into"));
}

// ---- heavy swing ------------------------------------------------------------------------------------------------

TEST(WeaponTricks, AHeavySwingHitsHarderAndTakesLonger) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    wield(g, g.player, "maul");
    sure_blow(g, g.player, s['r'], 10);
    g.world.get<Health>(g.player) = Health{500, 500};
    const int plain = plain_blow(g, g.player, s['r']);
    ASSERT_TRUE(play_turn(g, Intent::strike(Direction::east)).spent);
    EXPECT_EQ(hp(g, s['r']), 500 - plain - g.constants().heavy_swing_power) << "the swing's weight adds to the roll";
    ASSERT_TRUE(play_turn(g, Intent::strike(Direction::east)).spent) << "the next action is spent recovering";
    EXPECT_EQ(hp(g, s['r']), 500 - plain - g.constants().heavy_swing_power) << "no blow while recovering";
    EXPECT_TRUE(logged(g, "You recover from the heavy swing."));
    EXPECT_FALSE(g.world.has<Recovery>(g.player));
    ASSERT_TRUE(play_turn(g, Intent::strike(Direction::east)).spent);
    EXPECT_LT(hp(g, s['r']), 500 - plain - g.constants().heavy_swing_power) << "recovered, it swings again";
}

TEST(WeaponTricks, AMonsterWieldingAMaulHitsHarderAndTakesLonger) {
    auto s = build_scenario(R"(
        #####
        #@o.#
        #####
    )", {Mark{'o', "orc", Movement::still}});
    Game& g = *s.game;
    wield(g, s['o'], "maul");
    sure_blow(g, s['o'], g.player, 10);
    const int plain = plain_blow(g, s['o'], g.player);
    ASSERT_TRUE(apply_intent(g, s['o'], Intent::strike(Direction::west)).spent_turn());
    EXPECT_EQ(hp(g, g.player), 500 - plain - g.constants().heavy_swing_power);
    ASSERT_TRUE(apply_intent(g, s['o'], Intent::strike(Direction::west)).spent_turn());
    EXPECT_EQ(hp(g, g.player), 500 - plain - g.constants().heavy_swing_power) << "its next action is spent recovering";
    EXPECT_TRUE(logged(g, "recovers from the heavy swing."));
}

// ---- riposte ----------------------------------------------------------------------------------------------------

TEST(WeaponTricks, AFencerRipostesABlowThatMissesThemAndNotOneThatLands) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    wield(g, g.player, "smallsword");
    sure_blow(g, g.player, s['r'], 50);
    sure_miss(g, s['r'], g.player);
    ASSERT_TRUE(apply_intent(g, s['r'], Intent::strike(Direction::west)).spent_turn());
    EXPECT_TRUE(logged(g, "You riposte!"));
    const int after_riposte = hp(g, s['r']);
    EXPECT_LT(after_riposte, 500);
    EXPECT_EQ(hp(g, g.player), 500);
    g.world.get<CombatStats>(s['r']).power_bonus = 20;  // now the rat's blow lands: nothing to answer
    g.world.set<LoadoutDirty>(s['r']);
    g.world.get<CombatStats>(g.player).armour_die = 0;
    g.world.set<LoadoutDirty>(g.player);
    ASSERT_TRUE(apply_intent(g, s['r'], Intent::strike(Direction::west)).spent_turn());
    EXPECT_LT(hp(g, g.player), 500);
    EXPECT_EQ(hp(g, s['r']), after_riposte);
}

TEST(WeaponTricks, AMonsterWieldingASmallswordRipostesThePlayersMiss) {
    auto s = build_scenario(R"(
        #####
        #@o.#
        #####
    )", {Mark{'o', "orc", Movement::still}});
    Game& g = *s.game;
    wield(g, s['o'], "smallsword");
    sure_blow(g, s['o'], g.player, 50);
    sure_miss(g, g.player, s['o']);
    ASSERT_TRUE(apply_intent(g, g.player, Intent::strike(Direction::east)).spent_turn());
    EXPECT_TRUE(logged(g, "ripostes!"));
    EXPECT_LT(hp(g, g.player), 500);
    EXPECT_EQ(hp(g, s['o']), 500);
}

// ---- whirl ------------------------------------------------------------------------------------------------------

TEST(WeaponTricks, AWhirlStrikesEveryFoeBesideTheStepAndNoneFurther) {
    auto s = build_scenario(R"(
        #######
        #..a..#
        #@...c#
        #..b..#
        #######
    )", {Mark{'a', "rat", Movement::still}, Mark{'b', "rat", Movement::still}, Mark{'c', "rat", Movement::still}});
    Game& g = *s.game;
    wield(g, g.player, "flail");
    for (const char c : {'a', 'b', 'c'}) sure_blow(g, g.player, s[c], 50);
    g.world.get<Health>(g.player) = Health{500, 500};
    ASSERT_TRUE(apply_intent(g, g.player, Intent::step(Direction::east)).spent_turn());
    EXPECT_EQ(player_cell(g), (Point{2, 2})) << "a step, not a strike";
    EXPECT_TRUE(logged(g, "You whirl, striking all around!"));
    EXPECT_LT(hp(g, s['a']), 500);
    EXPECT_LT(hp(g, s['b']), 500);
    EXPECT_EQ(hp(g, s['c']), 500) << "two cells off the step";
}

TEST(WeaponTricks, AMonsterWieldingAFlailWhirlsAsItSteps) {
    auto s = build_scenario(R"(
        #######
        #.@.o.#
        #..d..#
        #######
    )", {Mark{'o', "orc", Movement::still}, Mark{'d', "rat", Movement::still, std::nullopt, Side::player}});
    Game& g = *s.game;
    wield(g, s['o'], "flail");
    sure_blow(g, s['o'], g.player, 50);
    sure_blow(g, s['o'], s['d'], 50);
    ASSERT_TRUE(apply_intent(g, s['o'], Intent::step(Direction::west)).spent_turn());
    EXPECT_EQ(s.cell('o'), (Point{3, 1}));
    EXPECT_TRUE(logged(g, "whirls, striking all around!"));
    EXPECT_LT(hp(g, g.player), 500);
    EXPECT_LT(hp(g, s['d']), 500) << "every foe beside the step, the player's companion too";
}

// ---- momentum ---------------------------------------------------------------------------------------------------

TEST(WeaponTricks, MomentumBuildsWithBlowsInARowAndIsLostToAPauseOrAMiss) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    wield(g, g.player, "morning_star");
    sure_blow(g, g.player, s['r'], 10);
    g.world.get<Health>(g.player) = Health{500, 500};
    const GameConstants& k = g.constants();
    for (const int carried : {0, 1, 2, k.momentum_max, k.momentum_max}) {
        EXPECT_EQ(momentum_of(g, g.player), carried);
        const int plain = plain_blow(g, g.player, s['r']);
        const int before = hp(g, s['r']);
        ASSERT_TRUE(play_turn(g, Intent::strike(Direction::east)).spent);
        EXPECT_EQ(before - hp(g, s['r']), plain + carried * k.momentum_power) << "carrying " << carried;
    }
    ASSERT_TRUE(play_turn(g, Intent::wait()).spent);
    EXPECT_EQ(momentum_of(g, g.player), 0) << "a turn with no blow loses it";
    ASSERT_TRUE(play_turn(g, Intent::strike(Direction::east)).spent);
    ASSERT_TRUE(play_turn(g, Intent::strike(Direction::east)).spent);
    EXPECT_EQ(momentum_of(g, g.player), 2);
    g.world.get<CombatStats>(g.player).power_bonus = -100;
    g.world.set<LoadoutDirty>(g.player);
    ASSERT_TRUE(play_turn(g, Intent::strike(Direction::east)).spent);
    EXPECT_EQ(momentum_of(g, g.player), 0) << "a miss loses it";
}

TEST(WeaponTricks, AMonsterWieldingAMorningStarGathersMomentum) {
    auto s = build_scenario(R"(
        #####
        #@o.#
        #####
    )", {Mark{'o', "orc", Movement::still}});
    Game& g = *s.game;
    wield(g, s['o'], "morning_star");
    sure_blow(g, s['o'], g.player, 10);
    for (const int carried : {0, 1, 2}) {
        EXPECT_EQ(momentum_of(g, s['o']), carried);
        const int plain = plain_blow(g, s['o'], g.player);
        const int before = hp(g, g.player);
        ASSERT_TRUE(apply_intent(g, s['o'], Intent::strike(Direction::west)).spent_turn());
        EXPECT_EQ(before - hp(g, g.player), plain + carried * g.constants().momentum_power) << "carrying " << carried;
    }
    g.world.get<CombatStats>(s['o']).power_bonus = -100;
    g.world.set<LoadoutDirty>(s['o']);
    ASSERT_TRUE(apply_intent(g, s['o'], Intent::strike(Direction::west)).spent_turn());
    EXPECT_EQ(momentum_of(g, s['o']), 0);
}

// ---- a blade that bites its wielder -----------------------------------------------------------------------------

TEST(WeaponTricks, AThirstingBladeBitesItsWielderOnEveryHitButNotOnAMiss) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    wield(g, g.player, "thirsting_blade");
    sure_blow(g, g.player, s['r'], 10);
    g.world.get<Health>(g.player) = Health{100, 100};
    ASSERT_TRUE(apply_intent(g, g.player, Intent::strike(Direction::east)).spent_turn());
    EXPECT_LT(hp(g, s['r']), 500);
    EXPECT_EQ(hp(g, g.player), 100 - g.constants().blade_bite);
    EXPECT_TRUE(logged(g, "You are bitten by the blade!"));
    g.world.get<CombatStats>(g.player).power_bonus = -100;
    g.world.set<LoadoutDirty>(g.player);
    ASSERT_TRUE(apply_intent(g, g.player, Intent::strike(Direction::east)).spent_turn());
    EXPECT_EQ(hp(g, g.player), 100 - g.constants().blade_bite) << "a miss draws no blood";
}

TEST(WeaponTricks, AMonsterWieldingAThirstingBladeIsBittenByIt) {
    auto s = build_scenario(R"(
        #####
        #@o.#
        #####
    )", {Mark{'o', "orc", Movement::still}});
    Game& g = *s.game;
    wield(g, s['o'], "thirsting_blade");
    sure_blow(g, s['o'], g.player, 10);
    g.world.get<Health>(s['o']) = Health{50, 50};
    ASSERT_TRUE(apply_intent(g, s['o'], Intent::strike(Direction::west)).spent_turn());
    EXPECT_LT(hp(g, g.player), 500);
    EXPECT_EQ(hp(g, s['o']), 50 - g.constants().blade_bite);
    EXPECT_TRUE(logged(g, "is bitten by the blade."));
}

// ---- a staff that makes spells cheaper --------------------------------------------------------------------------

// The caster knows only `spell`, with a full pool of 100.
void teach_only(Game& g, ecs::Entity caster, std::string_view spell) {
    Spellbook& book = g.world.has<Spellbook>(caster) ? g.world.get<Spellbook>(caster) : g.world.emplace<Spellbook>(caster);
    book.spells = {stable_id(spell)};
    if (!g.world.has<Magic>(caster)) g.world.emplace<Magic>(caster);
    g.world.get<Magic>(caster) = Magic{100, 100};
}

TEST(WeaponTricks, AMagusStaffMakesEverySpellCheaperButNeverFree) {
    auto s = build_scenario(R"(
        #######
        #@..k.#
        #######
    )", {Mark{'k', "kobold", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(s['k']) = Health{500, 500};
    const SpellDef& mend = *g.content->find_spell(stable_id("mend"));
    const SpellDef& dart = *g.content->find_spell(stable_id("magic_dart"));
    EXPECT_EQ(spell_cost(g, g.player, mend), mend.cost) << "bare-handed, the row's cost";
    wield(g, g.player, "magus_staff");
    EXPECT_EQ(spell_cost(g, g.player, mend), mend.cost - g.constants().spell_focus_discount);
    EXPECT_EQ(spell_cost(g, g.player, dart), std::max(1, dart.cost - g.constants().spell_focus_discount));
    EXPECT_GE(spell_cost(g, g.player, dart), 1) << "never free";
    teach_only(g, g.player, "mend");
    ASSERT_TRUE(apply_intent(g, g.player, Intent::cast(0, player_cell(g))).spent_turn());
    EXPECT_EQ(g.world.get<Magic>(g.player).ma, 100 - spell_cost(g, g.player, mend));
    g.world.get<Magic>(g.player).ma = spell_cost(g, g.player, mend);  // short of the row's cost, enough with the staff
    EXPECT_TRUE(apply_intent(g, g.player, Intent::cast(0, player_cell(g))).spent_turn());
    EXPECT_EQ(g.world.get<Magic>(g.player).ma, 0);
}

TEST(WeaponTricks, AMonsterWieldingAMagusStaffPaysLessForItsSpells) {
    auto s = build_scenario(R"(
        #######
        #@..k.#
        #######
    )", {Mark{'k', "kobold", Movement::still}});
    Game& g = *s.game;
    g.world.get<Health>(g.player) = Health{500, 500};
    const SpellDef& dart = *g.content->find_spell(stable_id("magic_dart"));
    teach_only(g, s['k'], "magic_dart");
    ASSERT_TRUE(apply_intent(g, s['k'], Intent::cast(0, player_cell(g))).spent_turn());
    EXPECT_EQ(g.world.get<Magic>(s['k']).ma, 100 - dart.cost) << "bare-handed, the row's cost";
    wield(g, s['k'], "magus_staff");
    ASSERT_TRUE(apply_intent(g, s['k'], Intent::cast(0, player_cell(g))).spent_turn());
    EXPECT_EQ(g.world.get<Magic>(s['k']).ma, 100 - dart.cost - std::max(1, dart.cost - g.constants().spell_focus_discount));
    EXPECT_LT(std::max(1, dart.cost - g.constants().spell_focus_discount), dart.cost);
}

// ---- a vorpal blow on a condition -------------------------------------------------------------------------------

bool dying(const Game& g, ecs::Entity e) {
    return std::any_of(g.now.dying.begin(), g.now.dying.end(), [e](const Dying& d) { return d.victim == e; });
}

TEST(WeaponTricks, AVorpalBladeBeheadsASleeperWhateverItsHitPointsAndWoundsTheWakeful) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    wield(g, g.player, "vorpal_blade");
    sure_blow(g, g.player, s['r'], 10);
    ASSERT_TRUE(apply_intent(g, g.player, Intent::strike(Direction::east)).spent_turn());
    EXPECT_FALSE(dying(g, s['r'])) << "awake, it is only wounded";
    EXPECT_LT(hp(g, s['r']), 500);
    ASSERT_TRUE(put_to_sleep(g, s['r'], 10));
    ASSERT_TRUE(apply_intent(g, g.player, Intent::strike(Direction::east)).spent_turn());
    EXPECT_TRUE(dying(g, s['r'])) << "asleep, the condition the blade's row names";
    EXPECT_TRUE(logged(g, "You behead the sewer rat!"));
}

TEST(WeaponTricks, AMonsterWieldingAVorpalBladeBeheadsASleepingPlayer) {
    auto s = build_scenario(R"(
        #####
        #@o.#
        #####
    )", {Mark{'o', "orc", Movement::still}});
    Game& g = *s.game;
    wield(g, s['o'], "vorpal_blade");
    sure_blow(g, s['o'], g.player, 10);
    ASSERT_TRUE(put_to_sleep(g, g.player, 10));
    ASSERT_TRUE(apply_intent(g, s['o'], Intent::strike(Direction::west)).spent_turn());
    EXPECT_TRUE(dying(g, g.player));
    EXPECT_TRUE(logged(g, "beheads you!"));
}

// ---- a weapon that shatters stone -------------------------------------------------------------------------------

TEST(WeaponTricks, AWarPickShattersTheWallItIsSwungAtButNotTheFloorsEdge) {
    auto s = build_scenario(R"(
        ######
        #@#..#
        ######
    )", {});
    Game& g = *s.game;
    EXPECT_FALSE(apply_intent(g, g.player, Intent::step(Direction::east)).spent_turn()) << "bare hands break no stone";
    wield(g, g.player, "war_pick");
    ASSERT_TRUE(apply_intent(g, g.player, Intent::step(Direction::east)).spent_turn());
    EXPECT_EQ(g.map().at({2, 1}), Tile::corridor);
    EXPECT_EQ(player_cell(g), (Point{1, 1})) << "the blow takes the action; the next step walks through";
    EXPECT_TRUE(logged(g, "You shatter the stone!"));
    ASSERT_TRUE(apply_intent(g, g.player, Intent::step(Direction::east)).spent_turn());
    EXPECT_EQ(player_cell(g), (Point{2, 1}));
    EXPECT_FALSE(apply_intent(g, g.player, Intent::step(Direction::north)).spent_turn()) << "the floor's edge holds";
    EXPECT_EQ(g.map().at({2, 0}), Tile::wall);
}

TEST(WeaponTricks, AMonsterWieldingAWarPickShattersStone) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #.o##
        #####
    )", {Mark{'o', "orc", Movement::still}});
    Game& g = *s.game;
    wield(g, s['o'], "war_pick");
    ASSERT_TRUE(apply_intent(g, s['o'], Intent::strike(Direction::east)).spent_turn());
    EXPECT_EQ(g.map().at({3, 2}), Tile::corridor);
    EXPECT_TRUE(logged(g, "shatters the stone!"));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
