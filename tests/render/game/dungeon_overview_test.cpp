// The dungeon overview (issue 29, item 7): each depth reached, its kind, visits, stairs and spirits, the depth the
// player stands on marked, opened from its key with no turn passing.

#include "render/game/dungeon_overview.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "../game_session_support.hpp"
#include "sim/dungeon/levels.hpp"
#include "sim/run/floors.hpp"
#include "sim/text/strings.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::Session;

bool has_line(const std::vector<std::string>& lines, std::string_view text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& l : lines) out += l + "\n";
    return out;
}

// The kind of floor as the overview should name it: the level row's name, or generation 1's layout words.
std::string kind_words_of(const Game& g, int depth) {
    Descent there = g.descent;
    there.depth = depth;
    const FloorKind kind = floor_kind(*g.content, there);
    EXPECT_NE(kind.level, nullptr) << "a session plays the newest generation, which has a level table";
    return kind.level != nullptr ? kind.level->name : std::string{};
}

TEST(DungeonOverview, BeforeTheFirstTurnItSaysItFillsAsYouGo) {
    Session s;
    EXPECT_TRUE(has_line(dungeon_overview_lines(s.game()), "You have not been anywhere yet"));
}

TEST(DungeonOverview, EachDepthReachedShowsItsKindVisitsStairsAndWhereYouAre) {
    Session s;
    Game& g = s.game();
    ASSERT_TRUE(play_turn(g, Intent::wait()).spent);
    enter_floor(g, FloorChange::stairs_down);
    ASSERT_TRUE(play_turn(g, Intent::wait()).spent);
    g.notes.of(2).spirits = {"lantern_wisp"};
    const std::vector<std::string> lines = dungeon_overview_lines(g);
    const std::string text = joined(lines);
    EXPECT_TRUE(has_line(lines, "Depth 1: ")) << text;
    EXPECT_TRUE(has_line(lines, "Depth 2: ")) << text;
    EXPECT_FALSE(lines.front().find("(you are here)") != std::string::npos) << "depth 1 is left behind: " << text;
    EXPECT_TRUE(has_line(lines, "Depth 2: " + kind_words_of(g, 2) + " (you are here)")) << text;
    EXPECT_TRUE(has_line(lines, "Reached once; turns spent there: 1.")) << text;
    EXPECT_TRUE(has_line(lines, "Spirits met: a lantern wisp.")) << text;
    EXPECT_TRUE(has_line(lines, "what you leave behind is gone")) << text;
}

TEST(DungeonOverview, TheKeyOpensItAndNoTurnPasses) {
    Session s;
    const std::string screen = s.play(".\x0f");  // a turn, then Ctrl-O
    EXPECT_NE(screen.find("Dungeon overview"), std::string::npos) << screen;
    EXPECT_NE(screen.find("Depth 1:"), std::string::npos) << screen;
    EXPECT_EQ(s.game().turn, 1U);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
