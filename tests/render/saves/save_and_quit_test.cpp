// Saving from the play screen, through the null terminal: the S key, a hangup, and a stop request (what
// SIGHUP and SIGTERM set). The process test that sends a real SIGTERM to yoord is in stop_signal_test.cpp.

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>

#include "core/io/atomic_file.hpp"
#include "render/game/game_screen.hpp"
#include "render/null_terminal.hpp"
#include "render/stop_signal.hpp"
#include "sim/io/save/save.hpp"
#include "sim/io/save/save_file.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

class SaveAndQuit : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-savequit-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        path = save::save_path(dir, "Tess");
        clear_stop_request_for_tests();
    }
    void TearDown() override {
        clear_stop_request_for_tests();
        fs::remove_all(dir);
    }

    std::unique_ptr<Game> load_saved() {
        auto bytes = io::read_file(path);
        EXPECT_TRUE(bytes.has_value());
        if (!bytes) return nullptr;
        auto loaded = save::load_save(*bytes, content());
        EXPECT_TRUE(loaded.has_value());
        return loaded ? std::move(loaded).value() : nullptr;
    }

    fs::path dir;
    fs::path path;
    NullTerminal terminal;
    LayerStack stack{terminal};
    Keymap keymap = Keymap::defaults();
};

TEST_F(SaveAndQuit, TheSKeyWritesTheRunAndClosesTheScreen) {
    GameScreen screen(stack, keymap, new_game(content(), 7, "Tess"));
    screen.set_save_path(path);
    terminal.type(".S.");
    screen.run();
    EXPECT_TRUE(screen.saved());
    EXPECT_TRUE(screen.over());
    EXPECT_EQ(terminal.pending_keys(), 1u) << "nothing after S is played";
    auto back = load_saved();
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(state_hash(*back), state_hash(screen.game()));
    EXPECT_EQ(back->turn, 1u);
}

TEST_F(SaveAndQuit, WithoutASavePlaceTheScreenSaysSoAndPlaysOn) {
    GameScreen screen(stack, keymap, new_game(content(), 7, "Tess"));
    terminal.type("S");
    screen.run();
    EXPECT_FALSE(screen.saved());
    EXPECT_NE(screen.game().log.messages().back().text.find("nowhere to save"), std::string::npos);
}

TEST_F(SaveAndQuit, AHangupSavesTheRun) {
    GameScreen screen(stack, keymap, new_game(content(), 7, "Tess"));
    screen.set_save_path(path);
    terminal.type("..");  // then input runs out: the null terminal hangs up
    screen.run();
    EXPECT_TRUE(screen.saved());
    auto back = load_saved();
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(back->turn, 2u);
}

TEST_F(SaveAndQuit, AStopRequestSavesAtTheNextSafePoint) {
    GameScreen screen(stack, keymap, new_game(content(), 7, "Tess"));
    screen.set_save_path(path);
    terminal.type("....");
    request_stop();
    screen.run();
    EXPECT_TRUE(screen.saved());
    EXPECT_EQ(terminal.pending_keys(), 4u) << "the stop is seen before the next key";
    auto back = load_saved();
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(back->turn, 0u);
}

TEST_F(SaveAndQuit, AFinishedRunIsNotSavedOnHangup) {
    auto game = new_game(content(), 7, "Tess");
    game->outcome = Outcome::dead;
    GameScreen screen(stack, keymap, std::move(game));
    screen.set_save_path(path);
    screen.run();
    EXPECT_FALSE(screen.saved());
    EXPECT_FALSE(fs::exists(path));
}

// A read-only data folder binds everyone but root (and tests may run as root), so the folder here is a file:
// the commit fails the same way, with the system's reason, and the stop must say so once the terminal is gone.
TEST_F(SaveAndQuit, AStopWhoseSaveFailsSaysTheTurnsAreLostWithTheReason) {
    fs::create_directories(dir);
    std::ofstream(dir / "not-a-folder") << "x";
    GameScreen screen(stack, keymap, new_game(content(), 7, "Tess"));
    screen.set_save_path(dir / "not-a-folder" / "Tess.yrd");
    terminal.type("..");
    request_stop();
    screen.run();
    EXPECT_FALSE(screen.saved());
    ASSERT_EQ(screen.said_at_exit().size(), 1u);
    const std::string& said = screen.said_at_exit().front();
    EXPECT_TRUE(said.starts_with("yoord: stopped, but the turns since the last save are lost: cannot write ")) << said;
    EXPECT_TRUE(said.ends_with(std::strerror(ENOTDIR))) << said;
}

TEST_F(SaveAndQuit, AStopThatSavesSaysNothingAtExit) {
    GameScreen screen(stack, keymap, new_game(content(), 7, "Tess"));
    screen.set_save_path(path);
    request_stop();
    screen.run();
    EXPECT_TRUE(screen.saved());
    EXPECT_TRUE(screen.said_at_exit().empty());
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
