// Screen-reader mode (render/screen_reader.hpp): the terminal's cursor rests on what to read, and the colour
// cues of the status line are said in words.

#include <gtest/gtest.h>

#include "game_session_support.hpp"
#include "render/screen_reader.hpp"
#include "render/ui/menu_layer.hpp"
#include "sim/text/say.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

class ScreenReader : public ::testing::Test {
protected:
    void SetUp() override { set_screen_reader(true); }
    void TearDown() override { set_screen_reader(false); }
};

TEST_F(ScreenReader, DuringPlayTheCursorRestsOnTheNewestMessage) {
    test::Session s(test::game_in_room(Point{2, 2}));
    say(s.game(), "descent.down", {.args = {{"depth", "2"}}});
    (void)s.play(".");
    ASSERT_TRUE(s.terminal.cursor().has_value());
    const CursorAt at = *s.terminal.cursor();
    EXPECT_EQ(at.x, 0);
    EXPECT_NE(s.row(at.y).find("depth 2"), std::string::npos) << "cursor on row " << at.y << ":\n" << s.terminal.to_string();
}

TEST_F(ScreenReader, InAMenuTheCursorRestsOnTheChosenLine) {
    test::Session s(test::game_in_room(Point{2, 2}));
    (void)test::spawn(s.game(), "dagger", Place::in_pack(s.game().player));
    (void)test::spawn(s.game(), "potion_of_healing", Place::in_pack(s.game().player));
    (void)s.play("d");  // the drop menu, its first line chosen
    ASSERT_TRUE(s.terminal.cursor().has_value());
    const CursorAt first = *s.terminal.cursor();
    EXPECT_NE(s.row(first.y).find("dagger"), std::string::npos) << s.terminal.to_string();

    test::Session again(test::game_in_room(Point{2, 2}));
    (void)test::spawn(again.game(), "dagger", Place::in_pack(again.game().player));
    (void)test::spawn(again.game(), "potion_of_healing", Place::in_pack(again.game().player));
    again.terminal.type("d");
    again.terminal.queue_key(Key{keys::down});  // the second line
    (void)again.play("");
    ASSERT_TRUE(again.terminal.cursor().has_value());
    EXPECT_EQ(again.terminal.cursor()->y, first.y + 1);
    EXPECT_NE(again.row(again.terminal.cursor()->y).find("potion"), std::string::npos) << again.terminal.to_string();
}

TEST_F(ScreenReader, LowHitPointsAreSaidInWordsNotOnlyInRed) {
    test::Session s(test::game_in_room(Point{2, 2}));
    s.game().world.get<Health>(s.game().player).hp = 3;
    (void)s.play(".");
    EXPECT_NE(s.row(22).find(phrase("hud.hp_low")), std::string::npos) << s.row(22);
}

TEST(ScreenReaderOff, TheCursorIsHiddenAndNoWordsAreAdded) {
    test::Session s(test::game_in_room(Point{2, 2}));
    s.game().world.get<Health>(s.game().player).hp = 3;
    (void)s.play(".");
    EXPECT_FALSE(s.terminal.cursor().has_value());
    EXPECT_EQ(s.row(22).find(phrase("hud.hp_low")), std::string::npos) << s.row(22);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
