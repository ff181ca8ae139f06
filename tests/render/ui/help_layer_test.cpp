// The help's pages (issue 29, item 8): the keys, then the guide, turned with Left and Right; every page fits
// 80x24 without scrolling, and each footer names only what its page can do.

#include "render/ui/help_layer.hpp"

#include <gtest/gtest.h>

#include "../game_session_support.hpp"
#include "render/null_terminal.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/utf8.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::string hint_row(NullTerminal& terminal) {
    const std::string screen = terminal.to_string();
    std::size_t end = screen.size();
    while (end > 0 && screen[end - 1] == '\n') --end;
    const std::size_t start = screen.rfind('\n', end - 1);
    return screen.substr(start == std::string::npos ? 0 : start + 1, end - (start == std::string::npos ? 0 : start + 1));
}

struct HelpScreen {
    NullTerminal terminal;
    LayerStack stack{terminal};
    TextPagerLayer* help = nullptr;
    HelpScreen() {
        auto layer = make_help_layer(Keymap::defaults(), test::embedded_content());
        help = layer.get();
        stack.push(std::move(layer));
        stack.draw();
    }
    void press(char32_t code) {
        terminal.queue_key(Key{code});
        stack.step();
        stack.draw();
    }
};

// English's keys take two pages at 80x24: moving and magic, then items beside travel and the interface.
constexpr int kEnglishKeyPages = 2;

TEST(HelpLayer, RightAndLeftTurnThePagesAndTheTitleSaysWhichOfHowMany) {
    HelpScreen h;
    const int pages = h.help->page_count();
    ASSERT_EQ(pages, kEnglishKeyPages + static_cast<int>(guide_pages(test::embedded_content(), Keymap::defaults()).size()));
    EXPECT_NE(h.terminal.to_string().find(phrase("help.keys_moving") + " (1 of " + std::to_string(pages) + ")"),
              std::string::npos)
        << h.terminal.to_string();
    h.press(keys::right);
    EXPECT_EQ(h.help->page(), 1);
    EXPECT_NE(h.terminal.to_string().find(phrase("help.keys_items_travel") + " (2 of "), std::string::npos)
        << h.terminal.to_string();
    h.press(keys::right);
    EXPECT_NE(h.terminal.to_string().find(phrase("guide.map_title") + " (3 of "), std::string::npos) << h.terminal.to_string();
    h.press(keys::left);
    h.press(keys::left);
    h.press(keys::left);  // nothing before the first page
    EXPECT_EQ(h.help->page(), 0);
    for (int i = 0; i < pages + 2; ++i) h.press(U'l');
    EXPECT_EQ(h.help->page(), pages - 1);  // nothing after the last
    EXPECT_EQ(h.stack.depth(), 1U);
}

TEST(HelpLayer, EachFooterNamesOnlyWhatItsPageCanDo) {
    HelpScreen h;
    const std::vector<GuidePage> guide = guide_pages(test::embedded_content(), Keymap::defaults());
    const std::string back = phrase("pager.previous_page");
    const std::string scroll = phrase("pager.scroll");
    for (int page = 0; page < h.help->page_count(); ++page) {
        const std::string hint = hint_row(h.terminal);
        const bool last = page + 1 == h.help->page_count();
        EXPECT_EQ(hint.find(scroll), std::string::npos) << "page " << page << " fits: no scrolling\n" << hint;
        if (last) {
            EXPECT_EQ(hint.find("next"), std::string::npos) << hint;
        } else {
            const std::string title = page + 1 < kEnglishKeyPages
                                          ? phrase("help.keys_items_travel")
                                          : guide[static_cast<std::size_t>(page + 1 - kEnglishKeyPages)].title;
            const std::string next = phrase("pager.next_page", {{"text", title}});
            EXPECT_NE(hint.find(next), std::string::npos) << hint;
        }
        EXPECT_EQ(hint.find(back) != std::string::npos, page > 0) << hint;
        EXPECT_NE(hint.find(phrase("pager.search")), std::string::npos) << hint;
        EXPECT_NE(hint.find(phrase("pager.close")), std::string::npos) << hint;
        h.press(keys::right);
    }
}

TEST(HelpLayer, EveryGuidePageFitsEightyByTwentyFourWithoutScrolling) {
    for (const GuidePage& page : guide_pages(test::embedded_content(), Keymap::defaults())) {
        const std::vector<StyledLine> lines = guide_page_lines(page, 76);
        EXPECT_LE(lines.size(), 22U) << page.title;
        for (const StyledLine& line : lines) {
            int width = 0;
            for (const Span& s : line) width += text_width(s.text);
            EXPECT_LE(width, 76) << page.title;
        }
    }
}

TEST(HelpLayer, TermsStandTwoToARowAndParagraphsWrap) {
    GuidePage page{"t", {{"#", "a wall"}, {"+", "a closed door"}, {"<", "a staircase up"}, {{}, std::string(100, 'x')}}};
    const std::vector<StyledLine> lines = guide_page_lines(page, 76);
    ASSERT_EQ(lines.size(), 5U);  // two rows of terms, a blank, a paragraph of two rows
    std::string first;
    for (const Span& s : lines[0]) first += s.text;
    EXPECT_EQ(first.rfind("# a wall", 0), 0U) << first;
    EXPECT_NE(first.find("+ a closed door"), std::string::npos) << first;
    EXPECT_TRUE(lines[2].empty());
}

TEST(HelpLayer, QuestionMarkInAGameOpensTheKeysThenTheGuide) {
    test::Session s(test::game_in_room({3, 4}));
    const std::string map_page = s.play("?ll");  // the help, past its two pages of keys
    EXPECT_NE(map_page.find(phrase("guide.map_title")), std::string::npos) << map_page;
    EXPECT_NE(map_page.find(phrase("guide.remembered")), std::string::npos) << map_page;
    EXPECT_EQ(s.game().turn, 0U);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
