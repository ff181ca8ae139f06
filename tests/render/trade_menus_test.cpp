// The spirits' menus on the play screen, answered headless: walking into a spirit asks through LayerStack::query()
// ("offer", "barter", "confirm"), and tests queue the answers. The rule is sim's
// (tests/sim/rules/spirits_test.cpp); here: the questions asked, the intent the answer becomes, and the dial on the
// HUD.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "game_session_support.hpp"
#include "render/game/item_details.hpp"
#include "render/game/trade_menus.hpp"
#include "render/ui/barter_layer.hpp"
#include "render/ui/pack_view.hpp"
#include "render/game/view_model.hpp"
#include "sim/world/components.hpp"
#include "sim/rules/spirits.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;
using test::spawn;

constexpr Point kPlayer{3, 4};
constexpr Point kSpirit{4, 4};  // east of the player: the 'l' key walks into it

bool asked(const Session& s, std::string_view layer) {
    const std::vector<std::string>& log = s.stack.query_log();
    return std::find(log.begin(), log.end(), layer) != log.end();
}

std::unique_ptr<Game> game_with_spirit(std::string_view row) {
    auto g = game_in_room(kPlayer);
    (void)spawn(*g, row, Place::at(kSpirit));
    return g;
}

TEST(TradeMenus, WalkingIntoASpiritOpensItsOfferAndThePickIsTraded) {
    Session s(game_with_spirit("ash_devil"));
    const ecs::Entity spirit = creature_at(s.game(), kSpirit);
    const int max_hp = s.game().world.get<Health>(s.game().player).max_hp;
    const std::uint32_t turn = s.game().turn;
    s.stack.queue_result<std::size_t>(0);

    (void)s.play("l");

    EXPECT_TRUE(asked(s, "offer"));
    EXPECT_EQ(s.game().turn, turn + 1) << "the trade took the turn";
    EXPECT_FALSE(s.game().world.valid(spirit));
    EXPECT_EQ(s.game().world.get<Health>(s.game().player).max_hp, max_hp - 4);
    EXPECT_EQ(player_cell(s.game()), kPlayer) << "walking into a spirit trades; it does not swap places";
}

TEST(TradeMenus, ABarterAsksForTheirWareAndYourGoodOnOneScreen) {
    auto g = game_with_spirit("barrow_haunt");
    const ecs::Entity dagger = spawn(*g, "dagger", Place::in_pack(g->player));
    const std::vector<Ware> goods = barter_goods(*g, g->player);
    const auto dagger_line = static_cast<std::size_t>(
        std::find_if(goods.begin(), goods.end(), [&](const Ware& w) { return w.name.find("dagger") != std::string::npos; }) -
        goods.begin());
    ASSERT_LT(dagger_line, goods.size());
    Session s(std::move(g));
    s.stack.queue_result<BarterChoice>(BarterChoice{1, dagger_line});  // their second ware for your dagger

    (void)s.play("l");

    EXPECT_TRUE(asked(s, "barter"));
    const std::vector<std::string>& log = s.stack.query_log();
    EXPECT_EQ(std::count(log.begin(), log.end(), "barter"), 1) << "one screen asks for both";
    EXPECT_FALSE(s.game().world.valid(dagger)) << "the dagger changed hands";
    EXPECT_EQ(s.game().spirits.dial, -1);
}

// Issue 29, item 6: the barter column keeps the pack's letters and names things as the pack does.
TEST(TradeMenus, TheBarterColumnKeepsThePackLetters) {
    auto g = game_with_spirit("barrow_haunt");
    const ecs::Entity arrows = spawn(*g, "arrow", Place::in_pack(g->player));
    g->world.get<Stack>(arrows).count = 7;
    const auto letter = static_cast<char>('a' + g->world.get<Location>(arrows).place.index);
    Session s(std::move(g));
    const std::string screen = s.play("l");
    ASSERT_TRUE(asked(s, "barter"));
    EXPECT_NE(screen.find(std::string(1, letter) + " - arrow ×7"), std::string::npos) << screen;
}

// Issue 29, item 6: the trade menus show an item's dice and numbers as the pack's item screen does, for the
// line under the cursor: the player's goods their pack details, the spirit's wares what a fresh one would show.
TEST(TradeMenus, TheBarterShowsThePackDetailsOfTheGoodUnderTheCursor) {
    auto g = game_with_spirit("barrow_haunt");
    (void)spawn(*g, "dagger", Place::in_pack(g->player));
    const std::vector<Ware> goods = barter_goods(*g, g->player);
    ASSERT_FALSE(goods.empty());
    const auto letter = static_cast<char32_t>(U'a' + g->world.get<Location>(goods.front().item).place.index);
    const std::vector<PackEntry> pack = make_pack_entries(*g);
    const auto entry = std::find_if(pack.begin(), pack.end(), [&](const PackEntry& e) { return e.letter == letter; });
    ASSERT_NE(entry, pack.end());
    ASSERT_FALSE(entry->details.empty());
    Session s(std::move(g));
    const std::string screen = s.play("l\t");  // Tab: the cursor goes to the first of your goods
    ASSERT_TRUE(asked(s, "barter"));
    for (const std::string& line : entry->details) {
        EXPECT_NE(screen.find(line.substr(0, 24)), std::string::npos) << line << "\n" << screen;
    }
}

TEST(TradeMenus, AnOfferShowsTheNumbersOfTheWareUnderTheCursor) {
    auto g = game_with_spirit("ash_devil");  // it offers weapons
    const std::vector<Ware> wares = spirit_wares(*g, creature_at(*g, kSpirit));
    ASSERT_FALSE(wares.empty());
    ASSERT_EQ(wares.front().kind, Ware::Kind::item);
    const std::vector<std::string> details = row_details(*g, wares.front().row);
    const auto attack = std::find_if(details.begin(), details.end(),
                                     [](const std::string& line) { return line.rfind("Attack ", 0) == 0; });
    ASSERT_NE(attack, details.end()) << "a weapon's dice";
    Session s(std::move(g));
    const std::string screen = s.play("l");
    ASSERT_TRUE(asked(s, "offer"));
    EXPECT_NE(screen.find(*attack), std::string::npos) << screen;
}

TEST(TradeMenus, WalkingAwayChangesNothing) {
    Session s(game_with_spirit("lantern_wisp"));
    const std::uint32_t turn = s.game().turn;
    s.stack.queue_result<std::size_t>(std::nullopt);

    (void)s.play("l");

    EXPECT_TRUE(asked(s, "offer"));
    EXPECT_EQ(s.game().turn, turn);
    EXPECT_TRUE(trading_spirit(s.game(), creature_at(s.game(), kSpirit)));
    EXPECT_EQ(s.game().spirits.dial, 0);
}

TEST(TradeMenus, StrikingFromTheMenuAsksFirstAndBreaksThePeace) {
    Session s(game_with_spirit("ember_sprite"));
    const std::vector<Ware> wares = spirit_wares(s.game(), creature_at(s.game(), kSpirit));
    s.stack.queue_result<std::size_t>(wares.size());  // the last line: strike it
    s.stack.queue_result<bool>(true);                   // "Really strike ...?"

    (void)s.play("l");

    EXPECT_TRUE(asked(s, "confirm"));
    EXPECT_TRUE(s.game().spirits.hostile);
}

TEST(TradeMenus, ABarterWithNothingToGiveSaysSo) {
    auto g = game_with_spirit("dream_pedlar");
    for (const ecs::Entity item : g->world.get<Pack>(g->player).letters) {  // the starting kit goes
        if (item == ecs::null_entity) continue;
        (void)move_to(g->world, g->places, item, Place::nowhere());
        g->world.destroy(item);
    }
    if (Spellbook* book = g->world.try_get<Spellbook>(g->player)) book->spells.clear();
    Session s(std::move(g));
    const std::string screen = s.play("l");

    EXPECT_FALSE(asked(s, "barter")) << "with nothing to give there is no barter to show";
    EXPECT_EQ(s.game().spirits.dial, 0);
    EXPECT_NE(screen.find("nothing to give"), std::string::npos) << screen;
}

TEST(TradeMenus, LookSaysASpiritTrades) {
    Session s(game_with_spirit("ring_moth"));
    const std::string seen = describe_cell(s.game(), kSpirit);
    EXPECT_NE(seen.find("peaceful, it trades: walk into it"), std::string::npos) << seen;
}

TEST(TradeMenus, TheDialShowsUnderTheHudAndMoves) {
    Session s(game_with_spirit("lantern_wisp"));
    s.stack.draw();
    EXPECT_NE(s.row(23).find("Spirits ---*---"), std::string::npos) << "shown from the start, in the middle";
    s.stack.queue_result<std::size_t>(0);
    (void)s.play("l");
    const std::string last = s.row(23);
    EXPECT_NE(last.find("Spirits ---|*--"), std::string::npos) << last;

    break_the_peace(s.game());
    s.press(Key{U'.'});
    EXPECT_NE(s.row(23).find("Spirits hostile"), std::string::npos) << s.row(23);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
