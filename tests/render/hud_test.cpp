// The HUD tells: HP coloured by the share left and, when low, marked "!" in reverse video; the magic pool;
// a badge for each condition the engine lists; and a low-HP warning said once each time HP falls that low.

#include <gtest/gtest.h>

#include <algorithm>

#include "game_session_support.hpp"
#include "render/canvas.hpp"
#include "render/game/view_model.hpp"
#include "render/null_terminal.hpp"
#include "render/ui/hud_widgets.hpp"
#include "sim/rules/conditions.hpp"
#include "snapshot_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::matches_snapshot;
using test::Session;

HudView status(int hp, int max_hp) {
    HudView view;
    view.name = "Aldo";
    view.hp = hp;
    view.max_hp = max_hp;
    view.power = {6, 2};
    view.armour = {4, 0};
    view.depth = 3;
    return view;
}

// The status line drawn alone on an 80-column row.
struct StatusRow {
    NullTerminal terminal{Size{80, 1}};
    explicit StatusRow(const HudView& view) {
        StatusLineWidget{}.draw(Canvas(terminal), view);
        terminal.present();
    }
    [[nodiscard]] std::string text() const { return terminal.to_string(); }
    // The cell where `needle` starts on the row.
    [[nodiscard]] const Cell& at(std::string_view needle) const {
        const std::size_t x = text().find(needle);
        EXPECT_NE(x, std::string::npos) << needle;
        return terminal.cell(static_cast<int>(x == std::string::npos ? 0 : x), 0);
    }
};

TEST(Hud, HpIsColouredByTheShareLeft) {
    EXPECT_EQ(StatusRow(status(18, 20)).at("18/20").fg, colours::bright_green);
    EXPECT_EQ(StatusRow(status(8, 20)).at("8/20").fg, colours::bright_yellow);
    EXPECT_EQ(StatusRow(status(4, 20)).at("4/20").fg, colours::bright_red);
}

TEST(Hud, LowHpIsMarkedAndInReverseVideoNotToldByColourAlone) {
    const StatusRow low(status(5, 20));
    EXPECT_NE(low.text().find("HP 5/20!"), std::string::npos) << low.text();
    EXPECT_TRUE(has(low.at("5/20").attrs, Attr::reverse));
    EXPECT_TRUE(matches_snapshot("hud_status_low_hp", low.text()));
    const StatusRow fine(status(6, 20));
    EXPECT_EQ(fine.text().find("6/20!"), std::string::npos) << "above a quarter";
    EXPECT_FALSE(has(fine.at("6/20").attrs, Attr::reverse));
}

TEST(Hud, TheLowHpWarningFollowsItsOptionAndOffMeansNever) {
    HudView view = status(9, 20);
    view.low_hp_percent = 50;
    EXPECT_TRUE(hp_low(view));
    EXPECT_NE(StatusRow(view).text().find("9/20!"), std::string::npos);
    view.low_hp_percent = 0;
    view.hp = 1;
    EXPECT_FALSE(hp_low(view));
    EXPECT_EQ(StatusRow(view).text().find("1/20!"), std::string::npos);
}

TEST(Hud, AnEndlessRunsDepthSaysEndless) {
    HudView view = status(20, 20);
    view.depth = 14;
    EXPECT_EQ(StatusRow(view).text().find("(endless)"), std::string::npos) << "an ordinary run's depth is a number";
    view.endless = true;
    EXPECT_NE(StatusRow(view).text().find("14 (endless)"), std::string::npos) << StatusRow(view).text();
}

TEST(Hud, TheMagicPoolShowsWhenThereIsOne) {
    HudView view = status(20, 20);
    EXPECT_EQ(StatusRow(view).text().find("Ma "), std::string::npos) << "no pool, no field";
    view.ma = 3;
    view.max_ma = 10;
    EXPECT_NE(StatusRow(view).text().find("Ma 3/10"), std::string::npos);
}

TEST(Hud, EachHeldConditionIsABadgeFromTheEnginesList) {
    auto g = game_in_room({5, 4});
    ASSERT_TRUE(confuse(*g, g->player, 5));
    ASSERT_TRUE(slow(*g, g->player, 5));
    const HudView view = make_hud_view(*g);
    std::vector<std::string> labels;
    for (const Badge& b : view.badges) labels.push_back(b.label);
    EXPECT_EQ(labels, (std::vector<std::string>{"Confused", "Slowed"}));
    NullTerminal terminal{Size{80, 1}};
    BadgeWidget{}.draw(Canvas(terminal), view);
    terminal.present();
    EXPECT_TRUE(matches_snapshot("hud_badges_confused_slowed", terminal.to_string()));
}

// How many times `text` was said, counting the repeats the log folds together.
std::size_t times_logged(const Game& g, std::string_view text) {
    std::size_t n = 0;
    for (const Message& m : g.log.messages()) {
        if (m.text.find(text) != std::string::npos) n += m.repeats;
    }
    return n;
}

TEST(Hud, APriorityConditionsBadgeIsMarkedNotOnlyRed) {
    auto g = game_in_room({5, 4});
    ASSERT_TRUE(paralyse(*g, g->player, 5));
    ASSERT_TRUE(confuse(*g, g->player, 5));
    const HudView view = make_hud_view(*g);
    ASSERT_EQ(view.badges.size(), 2u);
    EXPECT_EQ(view.badges[0].label, "Confused");
    EXPECT_EQ(view.badges[1].label, "Paralysed!");
    EXPECT_EQ(view.badges[1].colour, colours::bright_red);
}

TEST(Hud, TheLowHpWarningIsSaidOnceEachTimeHpFallsThatLow) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    Health& hp = g.world.get<Health>(g.player);
    hp.max_hp = 40;
    hp.hp = 40;
    s.press(Key{U'.'});
    EXPECT_EQ(times_logged(g, "Your health is low!"), 0u);
    g.world.get<Health>(g.player).hp = 8;
    s.press(Key{U'.'});
    s.press(Key{U'.'});
    EXPECT_EQ(times_logged(g, "Your health is low!"), 1u) << "once, not every turn";
    EXPECT_NE(s.row(22).find("HP 8/40!"), std::string::npos) << s.terminal.to_string();
    g.world.get<Health>(g.player).hp = 30;
    s.press(Key{U'.'});
    g.world.get<Health>(g.player).hp = 5;
    s.press(Key{U'.'});
    EXPECT_EQ(times_logged(g, "Your health is low!"), 2u) << "again after climbing back above it";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
