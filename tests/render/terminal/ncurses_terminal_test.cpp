// The ncurses back end on a real pseudo-terminal (render/ncurses_terminal.hpp): flow control is off, so Ctrl-S
// and Ctrl-Q reach the game, while Ctrl-C is still a signal.

#include <gtest/gtest.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <string>

#include "tests/support/pty_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;
using test::Pty;

class NcursesTerminal : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-tty-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override { fs::remove_all(dir); }
    fs::path dir;
};

TEST_F(NcursesTerminal, FlowControlIsOffAndSignalsStayOn) {
    Pty yoord(dir, {"--seed", "3", "--name", "Flo"});
    ASSERT_TRUE(yoord.wait_for("Patience")) << yoord.output();
    const std::optional<termios> mode = yoord.mode();
    ASSERT_TRUE(mode.has_value());
    EXPECT_EQ(mode->c_iflag & IXON, 0U) << "Ctrl-S would freeze the screen";
    EXPECT_EQ(mode->c_iflag & IXOFF, 0U);
    EXPECT_NE(mode->c_lflag & ISIG, 0U) << "Ctrl-C must still interrupt";
    yoord.signal(SIGKILL);
    (void)yoord.wait_exit();
}

TEST_F(NcursesTerminal, CtrlSAndCtrlQReachTheGame) {
    Pty yoord(dir, {"--seed", "3", "--name", "Flo"});
    ASSERT_TRUE(yoord.wait_for("Patience")) << yoord.output();
    yoord.type("\x13");  // Ctrl-S: with flow control on, the terminal would stop the game's output here
    yoord.type("\x11");  // Ctrl-Q: quit (asks)
    EXPECT_TRUE(yoord.wait_for("Really quit?")) << yoord.output();
    yoord.type("n");
    yoord.signal(SIGKILL);
    (void)yoord.wait_exit();
}

TEST_F(NcursesTerminal, CtrlCStillStopsTheGame) {
    Pty yoord(dir, {"--seed", "3", "--name", "Flo"});
    ASSERT_TRUE(yoord.wait_for("Patience")) << yoord.output();
    yoord.type("\x03");
    EXPECT_EQ(yoord.wait_exit(), -1) << "killed by SIGINT, not carried on as a key";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
