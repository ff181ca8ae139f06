// Conduct marks: one coloured mark per kept conduct on the win panel, each conduct's colour its own whichever
// others are kept; `--scores` prints the marks without colour after each line.

#include "render/game/conduct_marks.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "game_session_support.hpp"
#include "render/game/map_source.hpp"
#include "render/ui/layer_stack.hpp"
#include "render/null_terminal.hpp"
#include "render/scores.hpp"
#include "render/ui/end_panel.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(ConductMarks, EachConductKeepsItsColourWhicheverOthersAreKept) {
    const std::vector<ConductMark> all = conduct_marks_of(kAllConducts);
    ASSERT_EQ(all.size(), kConductCount);
    const ConductMask some = conduct_bit(Conduct::coins) | conduct_bit(Conduct::damage) | conduct_bit(Conduct::lurk);
    for (const ConductMark& m : conduct_marks_of(some)) {
        const auto same = std::find_if(all.begin(), all.end(), [&](const ConductMark& a) { return a.glyph == m.glyph; });
        ASSERT_NE(same, all.end());
        EXPECT_EQ(same->colour, m.colour) << static_cast<char>(m.glyph);
    }
    EXPECT_EQ(conduct_colour(Conduct::lurk), kLurkColour);
    EXPECT_EQ(conduct_marks_of(conduct_bit(Conduct::potions)).front(),
              (ConductMark{U'!', conduct_colour(Conduct::potions)}));
}

// Seed 002: the lurk's mark is always the colour of the lurk's own @, which is its row's colour.
TEST(ConductMarks, TheLurksMarkIsTheColourOfTheLurksOwnAt) {
    const Content& content = test::embedded_content();
    const std::optional<RowRef> lurk = content.find("lurk");
    ASSERT_TRUE(lurk);
    EXPECT_EQ(glyph_colour(content.monsters[lurk->index].colour), kLurkColour);
}

TEST(ConductMarks, NeighbouringConductsDifferInColour) {
    for (std::size_t i = 1; i < kConductCount; ++i) {
        EXPECT_NE(conduct_colour(static_cast<Conduct>(i)), conduct_colour(static_cast<Conduct>(i - 1))) << i;
    }
}

TEST(ConductMarks, TheWinPanelDrawsOneColouredMarkPerKeptConduct) {
    NullTerminal terminal(Size{80, 24});
    LayerStack stack(terminal);
    EndView view;
    view.outcome = EndOutcome::won;
    view.name = "Ann";
    view.cause = "escaped with the Element of Yoord";
    const ConductMask kept = conduct_bit(Conduct::potions) | conduct_bit(Conduct::gear);
    for (const ConductMark& m : conduct_marks_of(kept)) view.marks.push_back(EndView::Mark{m.glyph, m.colour});
    stack.push(std::make_unique<EndPanelLayer>(view));
    stack.draw();
    EXPECT_NE(terminal.to_string().find("Marks     !="), std::string::npos) << terminal.to_string();
    bool found = false;
    for (int y = 0; y < terminal.size().height; ++y) {
        for (int x = 0; x + 1 < terminal.size().width; ++x) {
            if (terminal.cell(x, y).glyph != U'!' || terminal.cell(x + 1, y).glyph != U'=') continue;
            found = true;
            EXPECT_EQ(terminal.cell(x, y).fg, conduct_colour(Conduct::potions));
            EXPECT_EQ(terminal.cell(x + 1, y).fg, conduct_colour(Conduct::gear));
        }
    }
    EXPECT_TRUE(found);
}

TEST(ConductMarks, ScoresPrintTheMarksAfterEachLineAndSayWhatTheyMean) {
    Leaderboard board;
    ScoreEntry e;
    e.score = 900;
    e.end = RunEnd::won;
    e.name = "Ann";
    e.conducts = conduct_bit(Conduct::potions) | conduct_bit(Conduct::coins);
    e.cause = Wording::plain("escaped with the Element of Yoord");
    board.entries.push_back(e);
    const std::string table = scores_table(board);
    const std::size_t line_end = table.find('\n', table.find("Ann"));
    EXPECT_EQ(table.substr(line_end - 3, 3), " !$") << table;
    EXPECT_NE(table.find("Marks: ! potions ? scrolls"), std::string::npos) << table;
    EXPECT_NE(table.find("@ lurk"), std::string::npos);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
