// The discoveries screen (issue 29, item 7): every kind that starts unknown, learnt ones by name and look, the
// rest by look, opened from its key with no turn passing.

#include "render/game/discoveries.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "../game_session_support.hpp"
#include "sim/rules/identify.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;
using test::spawn;

bool has_line(const std::vector<std::string>& lines, std::string_view text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

TEST(Discoveries, EveryShelfCountsItsKindsAndALearntKindShowsItsNameAndLook) {
    Session s(game_in_room({3, 4}));
    Game& g = s.game();
    const std::size_t potions = g.content->row_count(Category::potion);
    std::vector<std::string> lines = discoveries_lines(g);
    EXPECT_TRUE(has_line(lines, "Potions: 0 of " + std::to_string(potions) + " known")) << lines.front();
    EXPECT_TRUE(has_line(lines, "Scrolls: 0 of "));
    EXPECT_TRUE(has_line(lines, "Wands: 0 of "));
    const ecs::Entity potion = spawn(g, "potion_of_healing", Place::in_pack(g.player));
    const std::string look = kind_name(g, potion);
    EXPECT_TRUE(has_line(lines, look + ": not yet known")) << look;
    ASSERT_TRUE(learn_kind(g, potion));
    lines = discoveries_lines(g);
    EXPECT_TRUE(has_line(lines, "Potions: 1 of "));
    EXPECT_TRUE(has_line(lines, "potion of healing (" + look + ")"));
    EXPECT_FALSE(has_line(lines, look + ": not yet known"));
}

TEST(Discoveries, TheKeyOpensTheScreenAndNoTurnPasses) {
    Session s(game_in_room({3, 4}));
    const std::string screen = s.play("\\");
    EXPECT_NE(screen.find("Discoveries"), std::string::npos) << screen;
    EXPECT_NE(screen.find("Potions: 0 of"), std::string::npos) << screen;
    EXPECT_EQ(s.game().turn, 0U);
}

TEST(Discoveries, AKindThePlayerCalledShowsTheNameBesideItsLook) {
    Session s(game_in_room({3, 4}));
    Game& g = s.game();
    const ecs::Entity potion = spawn(g, "potion_of_healing", Place::in_pack(g.player));
    const std::string look = kind_name(g, potion);
    ASSERT_TRUE(call_kind(g, RowRef{Category::potion, g.world.get<Identity>(potion).row}, "red stuff"));
    const std::vector<std::string> lines = discoveries_lines(g);
    EXPECT_TRUE(has_line(lines, look + ": not yet known; you call it red stuff"));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
