// The pile menu (render/ui/pack_view.hpp): `,` on a pile lists what is there; a letter takes one item, `,`
// again takes everything.

#include <gtest/gtest.h>

#include "render/null_terminal.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/ui/pack_view.hpp"

namespace yoord {
namespace {

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

}  // namespace
}  // namespace yoord
