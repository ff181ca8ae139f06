// The monster memory screen (issue 29, item 7): what the player has seen each kind do, opened from its key with no
// turn passing.

#include "render/game/monster_memory.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "../game_session_support.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;

bool has_line(const std::vector<std::string>& lines, std::string_view text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

TEST(MonsterMemoryScreen, NothingSeenSaysSo) {
    Session s(game_in_room({3, 4}));
    EXPECT_EQ(monster_memory_lines(s.game()), std::vector<std::string>{phrase("memory.none")});
}

TEST(MonsterMemoryScreen, AKindShowsWhatWasSeenAndNoHiddenNumber) {
    Session s(game_in_room({3, 4}));
    Game& g = s.game();
    MonsterRecord& rat = g.memory.of(stable_id("rat"));
    rat.blows_landed = 1;
    rat.heaviest_blow = 2;
    rat.misses = 3;
    rat.kills = 4;
    rat.hardest_hit = 5;
    const std::vector<std::string> lines = monster_memory_lines(g);
    EXPECT_EQ(lines.front(), "sewer rat");  // the rat row's name
    EXPECT_TRUE(has_line(lines, "Its blows hurt you once, the heaviest for 2 hit points.")) << lines[1];
    EXPECT_TRUE(has_line(lines, "It missed you 3 times."));
    EXPECT_TRUE(has_line(lines, "You have killed 4."));
    EXPECT_TRUE(has_line(lines, "Your hardest blow on one took 5 hit points."));
    EXPECT_FALSE(has_line(lines, "d4")) << "its dice stay hidden";
}

TEST(MonsterMemoryScreen, TheKeyOpensItAndNoTurnPasses) {
    Session s(game_in_room({3, 4}));
    s.game().memory.of(stable_id("rat")).kills = 2;
    const std::uint32_t turn = s.game().turn;
    const std::string screen = s.play("M");
    EXPECT_NE(screen.find(phrase("memory.title")), std::string::npos) << screen;
    EXPECT_NE(screen.find("sewer rat"), std::string::npos) << screen;
    EXPECT_NE(screen.find("You have killed 2."), std::string::npos) << screen;
    EXPECT_EQ(s.game().turn, turn);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
