// The two-column barter screen (render/ui/barter_layer.hpp), driven by keys through a real query.
#include "render/ui/barter_layer.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "render/null_terminal.hpp"
#include "render/ui/layer_stack.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

BarterColumns columns() {
    BarterColumns c;
    c.theirs_title = "Theirs";
    c.theirs = {{U'a', "a ring of sight"}, {U'b', "the spell sap"}, {U'c', "a mace"}, {U'X', "strike it"}};
    c.final_lines = 1;
    c.yours_title = "Yours to give";
    c.yours = {{U'a', "a dagger"}, {U'b', "2 potions of healing"}, {U'c', "the spell magic dart"}};
    return c;
}

std::optional<BarterChoice> barter_with_keys(std::string_view keys, std::string* screen = nullptr) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    terminal.type(keys);
    const auto choice = stack.query(std::make_unique<BarterLayer>("The haunt would trade", std::vector<std::string>{"Its price: a test."}, columns()));
    if (screen != nullptr) *screen = terminal.to_string();
    return choice;
}

TEST(BarterLayer, ALetterOnEachSideMakesTheTrade) {
    const auto choice = barter_with_keys("bc");  // their spell (the focus moves right), then your magic dart
    ASSERT_TRUE(choice);
    EXPECT_EQ(choice->theirs, 1U);
    EXPECT_EQ(choice->yours, std::optional<std::size_t>(2));
}

TEST(BarterLayer, TabChoosesYoursFirstAndTheArrowsAndEnterWorkInEitherColumn) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    terminal.queue_key(Key{keys::tab});
    terminal.queue_key(Key{keys::down});
    terminal.queue_key(Key{keys::enter});  // yours: the potions; the focus goes back to theirs
    terminal.queue_key(Key{keys::down});
    terminal.queue_key(Key{keys::down});
    terminal.queue_key(Key{keys::enter});  // theirs: the mace
    const auto choice = stack.query(std::make_unique<BarterLayer>("Barter", std::vector<std::string>{}, columns()));
    ASSERT_TRUE(choice);
    EXPECT_EQ(choice->theirs, 2U);
    EXPECT_EQ(choice->yours, std::optional<std::size_t>(1));
}

TEST(BarterLayer, AFinalLineAnswersAloneAndEscapeWalksAway) {
    const auto strike = barter_with_keys("X");
    ASSERT_TRUE(strike);
    EXPECT_EQ(strike->theirs, 3U);
    EXPECT_FALSE(strike->yours.has_value());
    EXPECT_FALSE(barter_with_keys("b\x1b").has_value());
}

TEST(BarterLayer, BothColumnsShowSideBySide) {
    NullTerminal terminal;
    LayerStack stack(terminal);
    stack.push(std::make_unique<BarterLayer>("The haunt would trade", std::vector<std::string>{"Its price: a test."}, columns()));
    stack.draw();
    const std::string screen = terminal.to_string();
    std::size_t row_start = screen.find("Theirs");
    ASSERT_NE(row_start, std::string::npos) << screen;
    const std::string row = screen.substr(row_start, screen.find('\n', row_start) - row_start);
    EXPECT_NE(row.find("Yours to give"), std::string::npos) << "the two titles share a row:\n" << screen;
    const std::size_t spell = screen.find("b - the spell sap");
    ASSERT_NE(spell, std::string::npos) << screen;
    const std::string spell_row = screen.substr(spell, screen.find('\n', spell) - spell);
    EXPECT_NE(spell_row.find("b - 2 potions of healing"), std::string::npos) << screen;
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
