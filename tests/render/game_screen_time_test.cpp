// Time on the play screen: turns that pass by themselves while the player cannot act, Patience's warnings in
// the status line's colour, and --more-- only for turns that matter.

#include <gtest/gtest.h>

#include "game_session_support.hpp"
#include "render/game/view_model.hpp"
#include "sim/world/components.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using test::game_in_room;
using test::Session;
using test::spawn;

int count_lines_with(const MessageLog& log, std::string_view text) {
    int n = 0;
    for (const Message& m : log.messages()) n += m.text.find(text) != std::string::npos ? 1 : 0;
    return n;
}

TEST(HelplessTurns, AsleepTheTurnsPassByThemselvesUntilThePlayerWakes) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    ASSERT_TRUE(put_to_sleep(g, g.player, 6));
    s.play(".");  // one key: the turns go by on their own
    EXPECT_FALSE(has_effect<Asleep>(g.world, g.player));
    EXPECT_GE(g.turn, 6U);
    EXPECT_EQ(s.terminal.pending_keys(), 0U);
    EXPECT_LE(count_lines_with(g.log, "You cannot move."), 1) << "one line, its repeats counted";
    EXPECT_NE(s.terminal.to_string().find("You wake up."), std::string::npos);
}

TEST(HelplessTurns, KeysPressedWhileHelplessAreNotSpentOnIt) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    ASSERT_TRUE(paralyse(g, g.player, 4));
    s.play(".l");  // the wait starts the turns passing; the move comes after the player can move again
    EXPECT_FALSE(has_effect<Paralysed>(g.world, g.player));
    EXPECT_EQ(player_cell(g), (Point{6, 4}));
}

TEST(HelplessTurns, ADeathWhileAsleepEndsTheRun) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    const ecs::Entity rat = spawn(g, "rat", Place::at({6, 4}));
    g.world.get<CombatStats>(rat) = CombatStats{30, 30, 0, 0};
    mark_loadout_dirty(g.world, rat);
    ASSERT_TRUE(put_to_sleep(g, g.player, 100));
    g.world.get<Health>(g.player).hp = 1;
    s.play(".");
    EXPECT_EQ(g.outcome, Outcome::dead);
}

TEST(HeldTurns, AStruggleLetsTheHeldTurnsPassUntilTheSnareLetsGo) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    ASSERT_TRUE(snare(g, g.player, 5));
    s.play("l");  // one struggle: the rest of the hold passes on its own
    EXPECT_FALSE(has_effect<Snared>(g.world, g.player));
    EXPECT_GE(g.turn, 5U);
    EXPECT_EQ(player_cell(g), (Point{5, 4})) << "the struggle spends the turns; the step is not taken";
    EXPECT_LE(count_lines_with(g.log, "You struggle"), 1) << "one line, its repeats counted";
}

TEST(HeldTurns, HeldWithoutStrugglingThePlayerKeepsEveryTurn) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    ASSERT_TRUE(snare(g, g.player, 5));
    s.play(".");
    EXPECT_TRUE(has_effect<Snared>(g.world, g.player)) << "a wait is one turn: held, the player may still act";
    EXPECT_EQ(g.turn, 1U);
}

TEST(HeldTurns, AThreatInViewKeepsTheTurnsInThePlayersHands) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    const ecs::Entity rat = spawn(g, "rat", Place::at({9, 4}));
    ASSERT_NE(rat, ecs::null_entity);
    wake(g, rat);
    ASSERT_TRUE(snare(g, g.player, 20));
    s.play("l");
    EXPECT_TRUE(has_effect<Snared>(g.world, g.player));
    EXPECT_EQ(g.turn, 1U) << "an awake rat that can reach the player: each turn is the player's to choose";
}

TEST(PatienceOnScreen, TheStatusLineColoursPatienceAsItRunsLow) {
    Session s(game_in_room({5, 4}));
    Game& g = s.game();
    const int per_floor = g.constants().patience_per_floor;
    auto patience_colour = [&] {
        s.press(Key{U'.'});
        const std::string status = s.row(22);
        const auto at = status.find("Patience ");
        EXPECT_NE(at, std::string::npos);
        return s.terminal.cell(static_cast<int>(at + 9), 22).fg;
    };
    EXPECT_EQ(patience_colour(), colours::white);
    g.patience = per_floor / 4 + 1;
    EXPECT_EQ(patience_colour(), colours::bright_yellow);
    EXPECT_NE(s.terminal.to_string().find("Your patience wears thin"), std::string::npos);
    g.patience = per_floor / 10 + 1;
    EXPECT_EQ(patience_colour(), colours::bright_red);
    EXPECT_EQ(make_hud_view(g).patience_alert, Alert::danger);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
