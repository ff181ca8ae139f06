// Runes: every row read charged (a charge spent, the runes conduct broken) and inert (refused, nothing changes),
// and a staircase that wakes them again.

#include "sim/items/runes.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/items/pack.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/run/conducts.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::logged;
using testing::Mark;
using testing::put;

// The player on a down staircase, a hostile rat within every rune's radius.
constexpr std::string_view kRoom =
    "#########\n"
    "#@.r....#\n"
    "#.......#\n"
    "#########\n";

testing::Scenario room() {
    auto s = build_scenario(kRoom, {Mark{'r', "rat", Movement::still}});
    s.game->world.get<Health>(s['r']) = Health{500, 500};
    return s;
}

TEST(Runes, EveryRuneReadChargedSpendsAChargeAndBreaksTheRunesConduct) {
    const Content& c = testing::shipped_content();
    ASSERT_GE(c.runes.size(), 6U);
    for (const RuneDef& row : c.runes) {
        SCOPED_TRACE(row.id);
        auto s = room();
        Game& g = *s.game;
        (void)put(g, "wand_of_striking", Place::in_pack(g.player));  // something for recharging to fill
        const ecs::Entity rune = put(g, row.id, Place::in_pack(g.player));
        ASSERT_EQ(g.world.get<Charges>(rune).left, row.charges) << "a new rune is full";
        const std::size_t lines = g.log.size();
        ASSERT_TRUE(play_turn(g, Intent::read(letter_of(g, rune))).spent);
        EXPECT_EQ(g.world.get<Charges>(rune).left, row.charges - 1);
        EXPECT_NE(g.conducts_broken & conduct_bit(Conduct::runes), 0);
        EXPECT_GE(g.log.size(), lines + 2) << "it says it was read, and what came of it";
    }
}

TEST(Runes, EveryRuneReadInertIsRefusedAndChangesNothing) {
    for (const RuneDef& row : testing::shipped_content().runes) {
        SCOPED_TRACE(row.id);
        auto s = room();
        Game& g = *s.game;
        const ecs::Entity rune = put(g, row.id, Place::in_pack(g.player));
        g.world.get<Charges>(rune).left = 0;
        EXPECT_NE(item_name(g, rune).find("(inert)"), std::string::npos) << item_name(g, rune);
        const std::uint64_t before = state_hash(g);
        EXPECT_FALSE(play_turn(g, Intent::read(letter_of(g, rune))).spent);
        EXPECT_TRUE(logged(g, "inert"));
        EXPECT_EQ(state_hash(g), before) << "no turn, no conduct, no charge";
        EXPECT_TRUE(rune_inert(g, rune));
    }
}

TEST(Runes, AStaircaseRechargesSpentRunesButNotCancelledOnes) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity spent = put(g, "rune_of_chaos", Place::in_pack(g.player));
    const ecs::Entity cancelled = put(g, "rune_of_ice", Place::in_pack(g.player));
    g.world.get<Charges>(spent).left = 0;
    (void)cancel_item(g, cancelled);
    ASSERT_TRUE(rune_inert(g, cancelled));
    g.floor.map.tiles.at(player_cell(g)) = Tile::stairs_down;
    ASSERT_TRUE(play_turn(g, Intent::take_stairs()).spent);
    ASSERT_EQ(g.depth(), 2);
    const RuneDef& chaos = g.content->runes[g.world.get<Identity>(spent).row];
    EXPECT_EQ(g.world.get<Charges>(spent).left, chaos.charges);
    EXPECT_EQ(item_name(g, spent).find("(inert)"), std::string::npos);
    EXPECT_TRUE(rune_inert(g, cancelled)) << "cancellation took its magic for good";
    EXPECT_TRUE(logged(g, "rune you carry wakes"));
}

TEST(Runes, ReadingNeedsSight) {
    auto s = room();
    Game& g = *s.game;
    const ecs::Entity rune = put(g, "rune_of_justice", Place::in_pack(g.player));
    (void)blind(g, g.player, 10);
    EXPECT_FALSE(play_turn(g, Intent::read(letter_of(g, rune))).spent);
    EXPECT_EQ(g.conducts_broken, 0);
}

TEST(Runes, JusticeHarmsFoesNearAndSparesTheReader) {
    auto s = room();
    Game& g = *s.game;
    const int hp = g.world.get<Health>(g.player).hp;
    const ecs::Entity rune = put(g, "rune_of_justice", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::read(letter_of(g, rune))).spent);
    EXPECT_LT(g.world.get<Health>(s['r']).hp, 500);
    EXPECT_EQ(g.world.get<Health>(g.player).hp, hp);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
