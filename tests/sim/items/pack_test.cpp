// The pack and gear: stable letters, stacks, refusal when full, welded curses, what is known of gear.

#include "sim/items/pack.hpp"

#include <gtest/gtest.h>

#include "sim/actions/actions.hpp"

#include "sim/effect_test_support.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/text/names.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::logged;
using testing::put;

constexpr std::string_view kRoom = R"(
    ######
    #@...#
    ######
)";

TEST(Pack, LettersStayPutAsItemsComeAndGo) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity a = put(g, "potion_of_healing", Place::in_pack(g.player));
    const ecs::Entity b = put(g, "scroll_of_identify", Place::in_pack(g.player));
    const ecs::Entity c = put(g, "dagger", Place::in_pack(g.player));
    EXPECT_EQ(letter_of(g, a), 0);
    EXPECT_EQ(letter_of(g, b), 1);
    EXPECT_EQ(letter_of(g, c), 2);
    ASSERT_TRUE(play_turn(g, Intent::drop(1)).spent);
    EXPECT_EQ(letter_of(g, a), 0);
    EXPECT_EQ(letter_of(g, c), 2) << "dropping b moves nothing else";
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    EXPECT_EQ(letter_of(g, b), 1) << "the first free letter";
}

// A letter never changes while the item is carried: worn, it keeps its letter; taken off, it goes back to it.
TEST(Pack, WornGearKeepsItsLetterAndComesBackToIt) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    (void)put(g, "potion_of_healing", Place::in_pack(g.player));
    const ecs::Entity sword = put(g, "long_sword", Place::in_pack(g.player));
    g.world.get<Item>(sword).cursed = false;
    ASSERT_EQ(letter_of(g, sword), 1);
    ASSERT_TRUE(play_turn(g, Intent::equip(1)).spent);
    ASSERT_TRUE(g.world.has<KeptLetter>(sword));
    EXPECT_EQ(g.world.get<KeptLetter>(sword).letter, 1);
    const ecs::Entity dagger = put(g, "dagger", Place::at(player_cell(g)));
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    EXPECT_EQ(letter_of(g, dagger), 2) << "b is the sword's while it is worn";
    ASSERT_TRUE(play_turn(g, Intent::unequip(EquipSlot::weapon)).spent);
    EXPECT_EQ(letter_of(g, sword), 1);
    EXPECT_FALSE(g.world.has<KeptLetter>(sword));
    EXPECT_TRUE(check_locations(g.world, g.places).empty());
}

TEST(Pack, SwappingGearSendsEachBackToItsOwnLetter) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::in_pack(g.player));
    const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
    for (const ecs::Entity e : {sword, dagger}) g.world.get<Item>(e).cursed = false;
    ASSERT_TRUE(play_turn(g, Intent::equip(0)).spent);
    ASSERT_TRUE(play_turn(g, Intent::equip(1)).spent);  // the dagger goes on, the sword comes off
    EXPECT_EQ(letter_of(g, sword), 0) << "the sword is back at a, not at the dagger's b";
    EXPECT_EQ(g.world.get<KeptLetter>(dagger).letter, 1);
    EXPECT_TRUE(check_locations(g.world, g.places).empty());
}

TEST(Pack, AKeptLetterCountsAgainstAFullPack) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::in_pack(g.player));
    g.world.get<Item>(sword).cursed = false;
    ASSERT_TRUE(play_turn(g, Intent::equip(0)).spent);
    const std::size_t letters = g.world.get<Pack>(g.player).letters.size();
    for (std::size_t i = 1; i < letters; ++i) (void)put(g, "dagger", Place::in_pack(g.player));
    EXPECT_EQ(move_to(g.world, g.places, put(g, "dagger", Place::nowhere()), Place::in_pack(g.player)),
              MoveResult::pack_full);
    EXPECT_EQ(move_to(g.world, g.places, put(g, "dagger", Place::nowhere()), Place::in_pack(g.player, 0)),
              MoveResult::letter_taken);
    ASSERT_TRUE(play_turn(g, Intent::unequip(EquipSlot::weapon)).spent) << "its own letter is still there for it";
    EXPECT_EQ(letter_of(g, sword), 0);
}

TEST(Pack, AKeptLetterGoesWhenTheItemLeaves) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::equip(0)).spent);
    (void)move_to(g.world, g.places, sword, Place::at(player_cell(g)));  // a thief, a death: it is gone
    EXPECT_FALSE(g.world.has<KeptLetter>(sword));
    const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
    EXPECT_EQ(letter_of(g, dagger), 0);
}

TEST(Pack, AFullPackRefusesAnItemAndNothingChanges) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    for (int i = 0; i < g.constants().pack_size; ++i) (void)put(g, "potion_of_healing", Place::in_pack(g.player));
    const ecs::Entity sword = put(g, "long_sword", Place::at(player_cell(g)));
    const std::uint64_t before = state_hash(g);
    EXPECT_FALSE(play_turn(g, Intent::pick_up()).spent);
    EXPECT_TRUE(logged(g, "Your pack is full."));
    EXPECT_EQ(state_hash(g), before);
    EXPECT_EQ(g.world.get<Location>(sword).place.kind, PlaceKind::cell);
}

TEST(Pack, AmmoOfOneRowStacksUnderOneLetterEvenInAFullPack) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity quiver = put(g, "arrow", Place::in_pack(g.player));
    for (int i = 1; i < g.constants().pack_size; ++i) (void)put(g, "potion_of_healing", Place::in_pack(g.player));
    const int held = g.world.get<Stack>(quiver).count;
    const ecs::Entity more = put(g, "arrow", Place::at(player_cell(g)));
    const int found = g.world.get<Stack>(more).count;
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    EXPECT_EQ(g.world.get<Stack>(quiver).count, held + found);
    EXPECT_FALSE(g.world.valid(more));
    EXPECT_EQ(letter_of(g, quiver), 0);
}

TEST(Pack, TakeOneSplitsAStackAndKeepsTheRest) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity quiver = put(g, "arrow", Place::in_pack(g.player));
    g.world.get<Stack>(quiver).count = 5;
    const ecs::Entity one = take_one(g, quiver);
    EXPECT_NE(one, quiver);
    EXPECT_EQ(g.world.get<Stack>(one).count, 1);
    EXPECT_EQ(g.world.get<Stack>(quiver).count, 4);
    EXPECT_EQ(g.world.get<Ammo>(one).fired_by, g.world.get<Ammo>(quiver).fired_by);
    EXPECT_EQ(g.world.get<Location>(one).place.kind, PlaceKind::nowhere);
}

// Issue 29, item 6: identical potions and scrolls stack under one letter, as ammo does.
TEST(Pack, IdenticalPotionsStackUnderOneLetterAndDrinkingOneLeavesTheRest) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity first = put(g, "potion_of_healing", Place::in_pack(g.player));
    const std::uint8_t letter = letter_of(g, first);
    for (int i = 0; i < 2; ++i) {
        const ecs::Entity more = put(g, "potion_of_healing", Place::at(player_cell(g)));
        ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
        EXPECT_FALSE(g.world.valid(more)) << "it joined the stack";
    }
    ASSERT_TRUE(g.world.has<Stack>(first));
    EXPECT_EQ(g.world.get<Stack>(first).count, 3);
    (void)learn_kind(g, first);
    EXPECT_EQ(a_name_of(g, first), "3 potions of healing");
    g.world.get<Health>(g.player).hp = 1;
    ASSERT_TRUE(play_turn(g, Intent::quaff(letter)).spent);
    EXPECT_EQ(pack_item(g, g.player, letter), first) << "the rest keep their letter";
    EXPECT_EQ(g.world.get<Stack>(first).count, 2);
    EXPECT_GT(g.world.get<Health>(g.player).hp, 1);
}

TEST(Pack, ScrollsStackButDifferentKindsDoNot) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity map = put(g, "scroll_of_mapping", Place::in_pack(g.player));
    (void)put(g, "scroll_of_mapping", Place::at(player_cell(g)));
    (void)put(g, "potion_of_healing", Place::at(player_cell(g)));
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    EXPECT_EQ(g.world.get<Stack>(map).count, 2);
    int carried = 0;
    for (const ecs::Entity e : g.world.get<Pack>(g.player).letters) carried += e != ecs::null_entity;
    EXPECT_EQ(carried, 2) << "the scrolls under one letter, the potion under its own";
    ASSERT_TRUE(play_turn(g, Intent::read(letter_of(g, map))).spent);
    EXPECT_EQ(g.world.get<Stack>(map).count, 1);
}

TEST(Pack, CursedGearWeldsOnUntilTheCurseIsLifted) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::in_pack(g.player));
    g.world.get<Item>(sword).cursed = true;
    ASSERT_TRUE(play_turn(g, Intent::equip(letter_of(g, sword))).spent);
    EXPECT_TRUE(is_welded(g, sword));
    EXPECT_FALSE(play_turn(g, Intent::unequip(EquipSlot::weapon)).spent);
    EXPECT_TRUE(logged(g, "welded"));
    EXPECT_EQ(remove_curses(g, g.player), 1);
    EXPECT_TRUE(play_turn(g, Intent::unequip(EquipSlot::weapon)).spent);
}

TEST(Pack, PlusAndCurseAreUnknownUntilWornOrIdentified) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::in_pack(g.player));
    Item& it = g.world.get<Item>(sword);
    it.plus = 2;
    it.cursed = false;
    EXPECT_EQ(item_name(g, sword), "long sword");
    ASSERT_TRUE(play_turn(g, Intent::equip(letter_of(g, sword))).spent);
    EXPECT_EQ(item_name(g, sword), "+2 long sword");
    const ecs::Entity ring = put(g, "ring_of_might", Place::in_pack(g.player));
    g.world.get<Item>(ring).cursed = true;
    EXPECT_EQ(item_name(g, ring), "ring of might");
    EXPECT_EQ(identify_all(g, g.player), 1);
    EXPECT_EQ(item_name(g, ring), "cursed +0 ring of might");
}

TEST(Pack, EnchantRaisesTheBonusLiftsTheCurseAndRefoldsTheLoadout) {
    auto s = build_scenario(kRoom, {});
    Game& g = *s.game;
    const ecs::Entity mail = put(g, "chain_mail", Place::worn(g.player, EquipSlot::armour));
    g.world.get<Item>(mail).cursed = true;
    const int before = loadout(g.world, g.player).armour_bonus;
    EXPECT_TRUE(enchant(g, mail, 1));
    EXPECT_EQ(loadout(g.world, g.player).armour_bonus, before + 1);
    EXPECT_FALSE(g.world.get<Item>(mail).cursed);
    EXPECT_EQ(g.world.get<Item>(mail).plus, 1);
    const ecs::Entity ring = put(g, "ring_of_might", Place::in_pack(g.player));
    EXPECT_FALSE(enchant(g, ring, 1)) << "rings are their numbers";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
