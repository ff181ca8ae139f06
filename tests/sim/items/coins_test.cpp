// Coins: every row taken when it would help and left, saying why, when it would not; the promises kept at the
// next staircase; a missile that bursts a coin for the shooter.

#include "sim/items/coins.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/conducts.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::logged;
using testing::put;

constexpr std::string_view kRoom =
    "#########\n"
    "#@......#\n"
    "#.......#\n"
    "#########\n";

// A player no coin but money would help: full health and magic, no ailment, whole strength, no gear to bless,
// holding both promises already, and knowing every spell there is.
testing::Scenario content_player() {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    g.world.emplace<Promises>(g.player, Promises{2, 1});
    Magic& pool = g.world.get<Magic>(g.player);
    pool.ma = pool.max_ma;
    Spellbook& book = g.world.has<Spellbook>(g.player) ? g.world.get<Spellbook>(g.player) : g.world.emplace<Spellbook>(g.player);
    book.spells.clear();
    for (const SpellDef& spell : g.content->spells) {
        if (spell.learnable) book.spells.push_back(spell.stable);
    }
    return s;
}

// A player with nothing owed yet.
testing::Scenario fresh_player() { return build_scenario(kRoom, {}); }

// A player every coin would help: hurt, poisoned, drained, out of magic, knowing no spell, wielding a sword.
testing::Scenario needy_player() {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    g.world.get<Magic>(g.player).ma = 0;
    if (Spellbook* book = g.world.try_get<Spellbook>(g.player)) book->spells.clear();
    g.world.get<Health>(g.player).hp = g.world.get<Health>(g.player).max_hp / 2;
    (void)poison(g, g.player, 50);
    change_power(g, g.player, -2);  // a drain: power lost that restoring gives back
    g.world.set<LoadoutDirty>(g.player);
    (void)put(g, "long_sword", Place::worn(g.player, EquipSlot::weapon));
    return s;
}

TEST(Coins, EveryCoinHelpsANeedyPlayerAndIsTaken) {
    ASSERT_GE(testing::shipped_content().coins.size(), 9U);
    for (const CoinDef& row : testing::shipped_content().coins) {
        SCOPED_TRACE(row.id);
        auto s = needy_player();
        Game& g = *s.game;
        const ecs::Entity coin = put(g, row.id, Place::at(player_cell(g)));
        EXPECT_EQ(coin_refusal(g, g.player, coin), "");
        ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
        EXPECT_FALSE(g.world.valid(coin)) << "taken";
        EXPECT_NE(g.conducts_broken & conduct_bit(Conduct::coins), 0);
    }
}

TEST(Coins, EveryCoinButMoneyStaysWithAReasonWhenItWouldDoNothing) {
    for (const CoinDef& row : testing::shipped_content().coins) {
        SCOPED_TRACE(row.id);
        auto s = content_player();
        Game& g = *s.game;
        const ecs::Entity coin = put(g, row.id, Place::at({3, 1}));
        const std::size_t lines = g.log.size();
        ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
        ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);  // onto the coin
        if (row.kind == CoinKind::money) {
            EXPECT_FALSE(g.world.valid(coin)) << "money always helps";
            continue;
        }
        EXPECT_TRUE(g.world.valid(coin)) << "it stays";
        EXPECT_GT(g.log.size(), lines) << "and says why";
        EXPECT_TRUE(logged(g, "stays where it is"));
        EXPECT_FALSE(play_turn(g, Intent::pick_up()).spent) << "picking it up is refused, no turn";
        EXPECT_EQ(g.conducts_broken & conduct_bit(Conduct::coins), 0) << "a coin left breaks nothing";
    }
}

// Stands the player on a down staircase and takes it.
void take_stairs_down(Game& g) {
    g.floor.map.tiles.at(player_cell(g)) = Tile::stairs_down;
    ASSERT_TRUE(play_turn(g, Intent::take_stairs()).spent);
}

const CoinDef& coin_of_kind(CoinKind kind) {
    for (const CoinDef& c : testing::shipped_content().coins) {
        if (c.kind == kind) return c;
    }
    ADD_FAILURE() << "no coin row of kind " << enum_name(kind);
    return testing::shipped_content().coins.front();
}

TEST(Coins, APromiseOfVigourIsKeptAtTheNextStaircaseWhenUnhurt) {
    auto s = fresh_player();
    Game& g = *s.game;
    const ecs::Entity coin = put(g, coin_of_kind(CoinKind::promise_unhurt).id, Place::at(player_cell(g)));
    const int sides = g.world.get<Coins>(coin).amount;
    const int die = g.world.get<CombatStats>(g.player).power_die;
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    ASSERT_TRUE(g.world.has<Promises>(g.player));
    take_stairs_down(g);
    EXPECT_EQ(g.world.get<CombatStats>(g.player).power_die, die + sides);
    EXPECT_FALSE(g.world.has<Promises>(g.player)) << "kept once";
}

TEST(Coins, HarmBreaksAPromiseOfVigour) {
    auto s = fresh_player();
    Game& g = *s.game;
    (void)put(g, coin_of_kind(CoinKind::promise_unhurt).id, Place::at(player_cell(g)));
    const int die = g.world.get<CombatStats>(g.player).power_die;
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    harm(g, g.player, 1, ecs::null_entity, Wording::plain("a test"));
    EXPECT_TRUE(logged(g, "promise of vigour is broken"));
    take_stairs_down(g);
    EXPECT_EQ(g.world.get<CombatStats>(g.player).power_die, die);
}

TEST(Coins, APromiseForGearPutsAPlusOnTheWeaponAtTheNextStaircase) {
    auto s = fresh_player();
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::worn(g.player, EquipSlot::weapon));
    const ecs::Entity coin = put(g, coin_of_kind(CoinKind::promise_plus).id, Place::at(player_cell(g)));
    const int plus = g.world.get<Coins>(coin).amount;
    const int before = loadout(g.world, g.player).power_bonus;
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, before) << "promised, not yet given";
    take_stairs_down(g);
    EXPECT_EQ(loadout(g.world, g.player).power_bonus, before + plus);
    EXPECT_TRUE(g.world.valid(sword));
}

TEST(Coins, AMissileBurstsACoinForTheShooterWhenItWouldHelp) {
    auto s = fresh_player();
    Game& g = *s.game;
    Health& hp = g.world.get<Health>(g.player);
    hp.hp = hp.max_hp / 2;
    const int hurt = hp.hp;
    const ecs::Entity coin = put(g, coin_of_kind(CoinKind::heal).id, Place::at({5, 1}));
    const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::throw_item(letter_of(g, dagger), {5, 1})).spent);
    EXPECT_FALSE(g.world.valid(coin)) << "burst";
    EXPECT_GT(g.world.get<Health>(g.player).hp, hurt);
    EXPECT_TRUE(logged(g, "bursts the"));
}

TEST(Coins, APickUpReachesPastACoinThatStaysToWhatLiesUnderIt) {
    auto s = content_player();
    Game& g = *s.game;
    const ecs::Entity dagger = put(g, "dagger", Place::at(player_cell(g)));
    const ecs::Entity coin = put(g, coin_of_kind(CoinKind::heal).id, Place::at(player_cell(g)));
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    EXPECT_EQ(g.world.get<Location>(dagger).place.kind, PlaceKind::pack);
    EXPECT_TRUE(g.world.valid(coin)) << "the coin stays";
}

TEST(Coins, ACoinOfMagicRestoresMagicThroughThePool) {
    auto s = fresh_player();
    Game& g = *s.game;
    Magic& pool = g.world.get<Magic>(g.player);
    pool.ma = 0;
    const ecs::Entity coin = put(g, coin_of_kind(CoinKind::magic).id, Place::at(player_cell(g)));
    const int amount = g.world.get<Coins>(coin).amount;
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    EXPECT_EQ(pool.ma, std::min(pool.max_ma, amount));
    EXPECT_TRUE(logged(g, "your magic flows back"));
}

TEST(Coins, ACoinOfLearningTeachesASpellThePlayerDidNotKnow) {
    auto s = fresh_player();
    Game& g = *s.game;
    Spellbook& book = g.world.has<Spellbook>(g.player) ? g.world.get<Spellbook>(g.player) : g.world.emplace<Spellbook>(g.player);
    book.spells.clear();
    (void)put(g, coin_of_kind(CoinKind::teach_spell).id, Place::at(player_cell(g)));
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    ASSERT_EQ(book.spells.size(), 1U);
    EXPECT_NE(g.content->find_spell(book.spells[0]), nullptr);
    EXPECT_TRUE(g.content->find_spell(book.spells[0])->learnable);
}

TEST(Coins, ACoinOfLearningWithAFullMindAsksWhichSpellToForget) {
    auto s = fresh_player();
    Game& g = *s.game;
    Spellbook& book = g.world.has<Spellbook>(g.player) ? g.world.get<Spellbook>(g.player) : g.world.emplace<Spellbook>(g.player);
    book.spells.clear();
    for (const SpellDef& spell : g.content->spells) {
        if (spell.learnable && book.spells.size() < static_cast<std::size_t>(g.constants().known_spells)) {
            book.spells.push_back(spell.stable);
        }
    }
    const std::vector<StableId> before = book.spells;
    (void)put(g, coin_of_kind(CoinKind::teach_spell).id, Place::at(player_cell(g)));
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    EXPECT_EQ(book.spells, before) << "nothing forgotten unasked";
    EXPECT_NE(book.pending, StableId{}) << "the lesson waits for the player's choice";
    EXPECT_TRUE(logged(g, "your mind is full"));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
