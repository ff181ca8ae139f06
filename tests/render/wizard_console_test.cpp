// The wizard console through the null terminal: `~` opens it in a wizard run only; typed commands spawn,
// explain and step the bot; Tab completes an id; Up recalls the history.

#include <gtest/gtest.h>

#include "tests/render/game_session_support.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::unique_ptr<Game> wizard_game() {
    auto g = new_game(test::embedded_content(), test::kSessionSeed, "Wiz");
    g->wizard = true;
    return g;
}

TEST(WizardConsoleScreen, TypedCommandsSpawnExplainAndStepTheBot) {
    test::Session s(wizard_game(), Size{120, 60});
    const std::string screen = s.play("~spawn rat x2\nexplain\nbot 5\n");  // input runs out, the console open
    EXPECT_NE(screen.find("Wizard: spawned 2 rat."), std::string::npos) << screen;
    EXPECT_NE(screen.find("Loadout of Wiz (UID "), std::string::npos) << screen;
    EXPECT_NE(screen.find("base stats:"), std::string::npos) << screen;
    EXPECT_NE(screen.find("The bot played 5 turns"), std::string::npos) << screen;
    EXPECT_EQ(s.game().turn, 5u) << "the spawn and explain took no time; the bot's five turns did";
}

// At 80 columns a help line too long for its row goes on under its own column, not at the box's edge.
TEST(WizardConsoleScreen, AWrappedHelpLineGoesOnUnderItsColumn) {
    test::Session s(wizard_game(), Size{80, 24});
    const std::string screen = s.play("~help\n");
    const std::size_t usage = screen.find("dump [UID]");
    ASSERT_NE(usage, std::string::npos) << screen;
    const std::size_t row = screen.rfind('\n', usage) + 1;
    const std::size_t next_row = screen.find('\n', usage) + 1;
    // Both rows open with the frame's same bytes, so offsets within them are columns alike.
    const std::size_t help_column = screen.find("every component", usage) - row;
    const std::string continued = screen.substr(next_row, screen.find('\n', next_row) - next_row);
    EXPECT_EQ(continued.find("default)"), help_column) << "the wrapped words start under the help column:\n" << screen;
}

TEST(WizardConsoleScreen, TabCompletesAnIdAndUpRecallsTheLastLine) {
    test::Session s(wizard_game());
    EXPECT_NE(s.play("~reveal\ngive dag\t").find("> give dagger _"), std::string::npos);
    test::Session again(wizard_game());
    again.terminal.type("~reveal\n\x1b~");
    again.terminal.queue_key(Key{keys::up});
    EXPECT_NE(again.play("").find("> reveal_"), std::string::npos) << "the history outlives the console's closing";
}

TEST(WizardConsoleScreen, OutsideAWizardRunTheKeySaysHowToGetOne) {
    test::Session s;
    const std::string screen = s.play("~");
    EXPECT_NE(screen.find("start yoord with --wizard"), std::string::npos) << screen;
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
