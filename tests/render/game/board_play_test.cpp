// A run played through the real play screen (render/game/play.hpp) on the null terminal onto a board that keeps
// runs: the day's board with --daily, a shared one with --scores-dir. Each enters with its recording, and
// --verify-scores replays it.

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "render/daily.hpp"
#include "render/game/play.hpp"
#include "render/null_terminal.hpp"
#include "render/scores.hpp"
#include "sim/io/records/board.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::vector<fs::path> files_in(const fs::path& dir) {
    std::vector<fs::path> out;
    if (!fs::exists(dir)) return out;
    for (const auto& e : fs::directory_iterator(dir)) out.push_back(e.path());
    return out;
}

// The end panel's words: on each row between the panel's two sides, without spaces or line breaks, so a wrapped
// note reads as one string. The map beside the panel is left out: how a note wraps depends on the length of the
// scratch folder's name (it holds the process id), and a wall drawn right of the panel must not land inside it.
std::string squeezed(const std::string& screen) {
    static const std::string kSide = "\u2502";
    std::string out;
    std::size_t start = 0;
    while (start < screen.size()) {
        std::size_t end = screen.find('\n', start);
        if (end == std::string::npos) end = screen.size();
        const std::string_view row(screen.data() + start, end - start);
        const std::size_t left = row.find(kSide);
        const std::size_t right = row.rfind(kSide);
        if (left != std::string_view::npos && right > left) {
            for (const char c : row.substr(left + kSide.size(), right - left - kSide.size())) {
                if (c != ' ') out.push_back(c);
            }
        }
        start = end + 1;
    }
    return out;
}

// The data folder and the day, as the player's environment gives them (play_game reads the process's).
class BoardPlay : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-boardplay-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        ::setenv("YOORD_DATA_DIR", (dir / "data").c_str(), 1);
        ::setenv("YOORD_DATE", "2026-12-01", 1);
    }
    void TearDown() override {
        ::unsetenv("YOORD_DATA_DIR");
        ::unsetenv("YOORD_DATE");
        fs::remove_all(dir);
    }

    // A few turns, then the run is given up: it ends, and its records are written.
    // Returns the last screen: the end panel.
    static std::string play_and_quit(CommandLine line, const std::string& name) {
        line.name = name;
        NullTerminal terminal;
        terminal.type("...\x11y");
        EXPECT_EQ(play_game(terminal, Keymap::defaults(), content(), line), 0);
        return terminal.to_string();
    }

    std::vector<EntryCheck> verified(const fs::path& board) {
        const auto checks = verify_board(board, content(), content_hash(embedded_content_files()));
        EXPECT_TRUE(checks) << checks.error();
        return checks ? *checks : std::vector<EntryCheck>{};
    }

    fs::path dir;
};

TEST_F(BoardPlay, TwoPlayersOnOneDayMeetTheDaysSeedOnTheDaysBoardWithTheirRecordings) {
    CommandLine line;
    line.daily = true;
    play_and_quit(line, "Ann");
    play_and_quit(line, "Bo");
    const fs::path day = dir / "data" / "daily" / "2026-12-01";
    const auto board = read_leaderboard(day / kLeaderboardFileName);
    ASSERT_TRUE(board) << board.error();
    ASSERT_EQ(board->entries.size(), 2U);
    for (const ScoreEntry& e : board->entries) {
        EXPECT_EQ(e.seed, daily_seed("2026-12-01")) << e.name;
        EXPECT_TRUE(fs::exists(run_path(day, e))) << e.name;
    }
    EXPECT_EQ(files_in(day / kRunsFolderName).size(), 2U) << "no in-progress recording is left behind";
    for (const EntryCheck& c : verified(day)) EXPECT_TRUE(c.verified) << c.entry.name << ": " << c.why;
    EXPECT_FALSE(fs::exists(dir / "data" / kLeaderboardFileName)) << "the daily run is on the day's board only";
}

TEST_F(BoardPlay, ASharedBoardTakesTheRunWithItsRecordingAndVerifyScoresMarksAnEditedOne) {
    CommandLine line;
    line.scores_dir = (dir / "shared").string();
    const std::string panel = play_and_quit(line, "Tess");
    EXPECT_NE(squeezed(panel).find("Leaderboardin"), std::string::npos) << panel;
    EXPECT_NE(squeezed(panel).find("#1,withitsrecording."), std::string::npos) << panel;
    const auto board = read_leaderboard(dir / "shared" / kLeaderboardFileName);
    ASSERT_TRUE(board) << board.error();
    ASSERT_EQ(board->entries.size(), 1U);
    EXPECT_TRUE(fs::exists(run_path(dir / "shared", board->entries[0])));

    CommandLine verify;
    verify.command = Command::verify_scores;
    verify.scores_dir = line.scores_dir;
    std::ostringstream out;
    std::ostringstream err;
    EXPECT_EQ(verify_scores_command(verify, out, err), 0) << err.str();
    EXPECT_NE(out.str().find("Tess: verified"), std::string::npos) << out.str();
    EXPECT_NE(out.str().find("1 of 1 runs verified."), std::string::npos) << out.str();

    Leaderboard edited = *board;
    edited.entries[0].deepest += 4;
    std::ofstream(dir / "shared" / kLeaderboardFileName) << format_leaderboard(edited);
    std::ostringstream out2;
    EXPECT_EQ(verify_scores_command(verify, out2, err), 1);
    EXPECT_NE(out2.str().find("Tess: NOT VERIFIED: the board says deepest"), std::string::npos) << out2.str();
    EXPECT_NE(out2.str().find("0 of 1 runs verified."), std::string::npos) << out2.str();
}

TEST_F(BoardPlay, AWizardRunStaysOffTheSharedBoard) {
    CommandLine line;
    line.scores_dir = (dir / "shared").string();
    line.wizard = true;
    play_and_quit(line, "Wiz");
    EXPECT_FALSE(fs::exists(dir / "shared" / kLeaderboardFileName));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
