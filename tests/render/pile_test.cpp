// The pile menu (render/ui/pack_view.hpp, render/game/game_screen.cpp): `,` on a pile lists what is there; a
// letter takes one item (with the rest of its stack), `,` again takes everything, one item a turn.

#include <gtest/gtest.h>

#include "game_session_support.hpp"
#include "render/null_terminal.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/ui/pack_view.hpp"
#include "sim/world/components.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const std::vector<std::string> kPile = {"dagger", "arrow ×6", "speckled potion"};

TEST(PileMenu, ALetterTakesThatItem) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    terminal.type("b");
    const std::optional<PileChoice> choice = query_pile(stack, kPile, U',');
    ASSERT_TRUE(choice.has_value());
    EXPECT_FALSE(choice->all);
    EXPECT_EQ(choice->index, 1U);
}

TEST(PileMenu, TheKeyAgainTakesEverything) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    terminal.type(",");
    const std::optional<PileChoice> choice = query_pile(stack, kPile, U',');
    ASSERT_TRUE(choice.has_value());
    EXPECT_TRUE(choice->all);
}

TEST(PileMenu, ListsThePileUnderItsLettersAndSaysHowToTakeAll) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    EXPECT_EQ(query_pile(stack, kPile, U','), std::nullopt);  // the script runs out: cancelled, screen kept
    const std::string screen = terminal.to_string();
    EXPECT_NE(screen.find("Pick up what? (, again: everything)"), std::string::npos) << screen;
    EXPECT_NE(screen.find(", - everything here"), std::string::npos);
    EXPECT_NE(screen.find("b - arrow ×6"), std::string::npos);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;
using test::spawn;

// A dagger, a potion and six arrows in two heaps, all on the player's cell.
std::unique_ptr<Game> standing_on_a_pile() {
    auto g = game_in_room({5, 4});
    const Point here = player_cell(*g);
    (void)spawn(*g, "dagger", Place::at(here));
    for (int i = 0; i < 2; ++i) g->world.get<Stack>(spawn(*g, "arrow", Place::at(here))).count = 3;
    (void)spawn(*g, "potion_of_healing", Place::at(here));
    return g;
}

TEST(PileOnScreen, CommaOnAPileListsItWithAStackOnce) {
    Session s(standing_on_a_pile());
    const std::string screen = s.play(",");
    EXPECT_EQ(s.stack.query_log(), std::vector<std::string>{"pile"});
    EXPECT_NE(screen.find("b - arrow ×6"), std::string::npos) << screen;
    EXPECT_NE(screen.find("c - a dagger"), std::string::npos) << screen;
    EXPECT_EQ(s.game().turn, 0U) << "looking at the pile takes no time";
}

TEST(PileOnScreen, ALetterTakesThatItemAndItsStack) {
    Session s(standing_on_a_pile());
    s.play(",b");
    EXPECT_EQ(items_at(s.game(), player_cell(s.game())).size(), 2U);
    EXPECT_EQ(s.game().turn, 1U);
}

TEST(PileOnScreen, CommaTwiceTakesEverything) {
    Session s(standing_on_a_pile());
    s.play(",,");
    EXPECT_TRUE(items_at(s.game(), player_cell(s.game())).empty());
    EXPECT_EQ(s.game().turn, 3U) << "one turn a choice: potion, arrows, dagger";
}

TEST(PileOnScreen, ALoneItemComesUpWithoutAMenu) {
    Session s(game_in_room({5, 4}));
    (void)spawn(s.game(), "dagger", Place::at(player_cell(s.game())));
    s.play(",");
    EXPECT_TRUE(s.stack.query_log().empty());
    EXPECT_TRUE(items_at(s.game(), player_cell(s.game())).empty());
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
