// The player's intents, applied: what each does, and what a refusal leaves untouched.

#include "sim/actions/actions.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/places/spawn.hpp"
#include "sim/io/state_hash.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::Mark;
using testing::put;

TEST(PlayerActions, WalkingIntoAClosedDoorOpensItInstead) {
    auto s = build_scenario(R"(
        #####
        #@+.#
        #####
    )", {});
    Game& g = *s.game;
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(g.map().at({2, 1}), Tile::door_open);
    EXPECT_EQ(player_cell(g), (Point{1, 1}));
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(player_cell(g), (Point{2, 1}));
}

// Stepping onto items names the top one, and on a pile says how many more lie under it.
TEST(PlayerActions, SteppingOntoAPileNamesTheTopItemAndCountsTheRest) {
    auto s = build_scenario(R"(
        ######
        #@...#
        ######
    )", {});
    Game& g = *s.game;
    (void)put(g, "dagger", Place::at({2, 1}));
    (void)put(g, "long_sword", Place::at({3, 1}));
    (void)put(g, "dagger", Place::at({3, 1}));
    (void)put(g, "club", Place::at({3, 1}));  // the newest is the top of the pile
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(g.log.messages().back().text, "You see here a dagger.");
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(g.log.messages().back().text, "You see here a club and 2 more things.");
}

TEST(PlayerActions, CloseAndOpenDoors) {
    auto s = build_scenario(R"(
        #####
        #@'.#
        #####
    )", {});
    Game& g = *s.game;
    EXPECT_FALSE(play_turn(g, Intent::open(Direction::east)).spent) << "already open";
    ASSERT_TRUE(play_turn(g, Intent::close(Direction::east)).spent);
    EXPECT_EQ(g.map().at({2, 1}), Tile::door_closed);
    EXPECT_FALSE(play_turn(g, Intent::close(Direction::north)).spent) << "a wall is no door";
}

TEST(PlayerActions, WalkingIntoAMonsterStrikesIt) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const std::size_t before = g.log.size();
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(player_cell(g), (Point{1, 1}));
    EXPECT_GT(g.log.size(), before);
}

TEST(PlayerActions, WalkingIntoAnAllySwapsPlaces) {
    auto s = build_scenario(R"(
        #####
        #@h.#
        #####
    )", {Mark{'h', "rat", Movement::helper, std::nullopt, Side::player}});
    Game& g = *s.game;
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(player_cell(g), (Point{2, 1}));
    EXPECT_EQ(s.cell('h'), (Point{1, 1}));
}

TEST(PlayerActions, StrikingEmptyAirIsRefused) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    EXPECT_FALSE(play_turn(*s.game, Intent::strike(Direction::east)).spent);
}

TEST(PlayerActions, PickUpDropEquipUnequip) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::at(player_cell(g)));
    g.world.get<Item>(sword).cursed = false;
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    ASSERT_EQ(g.world.get<Location>(sword).place.kind, PlaceKind::pack);
    const std::uint8_t letter = g.world.get<Location>(sword).place.index;
    EXPECT_FALSE(play_turn(g, Intent::pick_up()).spent) << "nothing left";
    ASSERT_TRUE(play_turn(g, Intent::equip(letter)).spent);
    EXPECT_EQ(g.world.get<Equipment>(g.player).slots[0], sword);
    ASSERT_TRUE(play_turn(g, Intent::unequip(EquipSlot::weapon)).spent);
    EXPECT_EQ(g.world.get<Location>(sword).place.kind, PlaceKind::pack);
    ASSERT_TRUE(play_turn(g, Intent::drop(g.world.get<Location>(sword).place.index)).spent);
    EXPECT_EQ(g.world.get<Position>(sword).cell, player_cell(g));
    EXPECT_TRUE(check_locations(g.world, g.places).empty());
}

TEST(PlayerActions, AWeaponIsWieldedAndArmourPutOn) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity club = put(g, "club", Place::in_pack(g.player));
    const ecs::Entity mail = put(g, "chain_mail", Place::in_pack(g.player));
    g.world.get<Item>(club).cursed = false;
    g.world.get<Item>(mail).cursed = false;
    ASSERT_TRUE(play_turn(g, Intent::equip(g.world.get<Location>(club).place.index)).spent);
    EXPECT_TRUE(testing::logged(g, "You wield the club."));
    ASSERT_TRUE(play_turn(g, Intent::equip(g.world.get<Location>(mail).place.index)).spent);
    EXPECT_TRUE(testing::logged(g, "You put on the chain mail."));
}

TEST(PlayerActions, PickUpNamesItsItemByPlaceDownThePile) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity dagger = put(g, "dagger", Place::at(player_cell(g)));
    const ecs::Entity potion = put(g, "potion_of_healing", Place::at(player_cell(g)));
    const ecs::Entity sword = put(g, "long_sword", Place::at(player_cell(g)));
    ASSERT_EQ(items_at(g, player_cell(g)), (std::vector<ecs::Entity>{sword, potion, dagger})) << "top first";
    EXPECT_FALSE(play_turn(g, Intent::pick_up(3)).spent) << "no fourth item";
    ASSERT_TRUE(play_turn(g, Intent::pick_up(1)).spent);
    EXPECT_EQ(g.world.get<Location>(potion).place.kind, PlaceKind::pack);
    EXPECT_EQ(g.world.get<Location>(sword).place.kind, PlaceKind::cell);
    ASSERT_TRUE(play_turn(g, Intent::pick_up(1)).spent);
    EXPECT_EQ(g.world.get<Location>(dagger).place.kind, PlaceKind::pack);
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    EXPECT_TRUE(items_at(g, player_cell(g)).empty());
}

TEST(PlayerActions, CursedGearWillNotComeOff) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::worn(g.player, EquipSlot::weapon));
    g.world.get<Item>(sword).cursed = true;
    EXPECT_FALSE(play_turn(g, Intent::unequip(EquipSlot::weapon)).spent);
    EXPECT_TRUE(g.world.get<Item>(sword).known);
}

TEST(PlayerActions, CoinsPayTheirAmountAndVanish) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity coins = put(g, "gold_coins", Place::at(player_cell(g)));
    const int amount = g.world.get<Coins>(coins).amount;
    ASSERT_TRUE(play_turn(g, Intent::pick_up()).spent);
    EXPECT_FALSE(g.world.valid(coins));
    EXPECT_EQ(g.score.gold, amount);
    EXPECT_GE(g.score.points, amount);
}

TEST(PlayerActions, ItemVerbsRefuseWhatIsNotThere) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const std::uint64_t before = state_hash(g);
    for (const Intent i : {Intent::quaff(0), Intent::read(0), Intent::zap(0, {3, 1}), Intent::throw_item(0, {3, 1}),
                           Intent::fire(0, {3, 1}), Intent::drop(0), Intent::equip(0)}) {
        EXPECT_FALSE(play_turn(g, i).spent) << intent_name(i.kind);
    }
    EXPECT_EQ(state_hash(g), before);
}

TEST(PlayerActions, IntentNamesAreDistinct) {
    EXPECT_EQ(intent_name(IntentKind::throw_item), "throw_item");
    EXPECT_EQ(intent_name(IntentKind::take_stairs), "take_stairs");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
