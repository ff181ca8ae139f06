// The run's save while it is played: committed when due, removed at the run's end, and the temporaries of an
// interrupted commit settled at start (a complete, newer one offered; the rest set aside as .bad-N).

#include "sim/io/save/run_save.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "save_test_support.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/floors.hpp"

namespace yoord::save {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;
using testing::content;
using testing::make_game;

class RunSaveTest : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-runsave-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir / "saves");
        path = save_path(dir, "Rue");
    }
    void TearDown() override { fs::remove_all(dir); }

    // A temporary as an interrupted commit leaves it, from a process that is gone (PID 1 is never us and, in a
    // container, may be alive: use a PID far beyond any pid_max instead).
    fs::path stray(const std::vector<std::byte>& bytes, int n = 0) const {
        fs::path p = path;
        p += ".tmp-99999999-" + std::to_string(n);
        EXPECT_FALSE(io::write_file_atomically(p, bytes));
        return p;
    }

    fs::path dir;
    fs::path path;
};

TEST_F(RunSaveTest, ANewRunIsCommittedAtOnceThenAtFloorChangesAndEveryFewHundredTurns) {
    auto g = make_game(4);
    g->player_name = "Rue";
    RunSave run(path, *g, false);
    EXPECT_TRUE(run.due(*g)) << "nothing is in the way: the run is on disk from its start";
    ASSERT_FALSE(run.commit(*g).error);
    EXPECT_TRUE(fs::exists(path));
    EXPECT_FALSE(run.due(*g));
    g->turn += kCommitEveryTurns - 1;
    EXPECT_FALSE(run.due(*g));
    g->turn += 1;
    EXPECT_TRUE(run.due(*g));
    ASSERT_FALSE(run.commit(*g).error);
    enter_floor(*g, FloorChange::stairs_down);
    EXPECT_TRUE(run.due(*g)) << "a floor change commits";
    ASSERT_FALSE(run.commit(*g).error);
    Resume back = resume_from(path, content());
    ASSERT_EQ(back.state, ResumeState::resumed);
    EXPECT_EQ(state_hash(*back.game), state_hash(*g));
    EXPECT_TRUE(fs::exists(path)) << "loading no longer consumes the save";
    EXPECT_FALSE(run.remove());
    EXPECT_FALSE(fs::exists(path)) << "the run's end removes it";
}

TEST_F(RunSaveTest, AnotherRunsSaveWaitsUntilTheFirstRealCommitAndIsThenKeptAside) {
    auto old = make_game(5);
    ASSERT_FALSE(write_save_file(path, *old).error);
    auto g = make_game(6);
    RunSave run(path, *g, false);
    EXPECT_FALSE(run.due(*g)) << "another run's save is not pushed aside by merely starting";
    EXPECT_FALSE(run.remove()) << "nor removed by this run's end";
    EXPECT_TRUE(fs::exists(path));
    enter_floor(*g, FloorChange::stairs_down);
    ASSERT_TRUE(run.due(*g));
    const SaveWritten written = run.commit(*g);
    ASSERT_TRUE(written.kept);
    EXPECT_EQ(written.kept->filename(), path.filename().string() + ".kept-1");
}

TEST_F(RunSaveTest, ACompleteStrayNewerThanTheSaveIsOfferedAndTakenBack) {
    auto g = make_game(7);
    ASSERT_FALSE(write_save_file(path, *g).error);
    testing::play_bot(*g, 5);
    const fs::path s = stray(save_bytes(*g));
    fs::last_write_time(s, fs::last_write_time(path) + std::chrono::seconds(1));
    const StrayCheck check = check_stray_saves(path, content());
    ASSERT_TRUE(check.offer);
    EXPECT_EQ(*check.offer, s);
    EXPECT_EQ(check.offer_turn, g->turn);
    EXPECT_TRUE(check.messages.empty());
    EXPECT_EQ(accept_stray(s, path), "The interrupted save was restored.");
    EXPECT_FALSE(fs::exists(s));
    Resume back = resume_from(path, content());
    ASSERT_EQ(back.state, ResumeState::resumed);
    EXPECT_EQ(state_hash(*back.game), state_hash(*g));
}

TEST_F(RunSaveTest, ATruncatedOrOlderStrayIsMovedAsideAsBad) {
    auto g = make_game(8);
    std::vector<std::byte> bytes = save_bytes(*g);
    const fs::path older = stray(bytes, 0);
    fs::last_write_time(older, fs::file_time_type::clock::now() - std::chrono::hours(1));
    ASSERT_FALSE(write_save_file(path, *g).error);
    bytes.resize(bytes.size() / 2);
    const fs::path truncated = stray(bytes, 1);
    const StrayCheck check = check_stray_saves(path, content());
    EXPECT_FALSE(check.offer);
    ASSERT_EQ(check.messages.size(), 2u);
    EXPECT_FALSE(fs::exists(older));
    EXPECT_FALSE(fs::exists(truncated));
    EXPECT_TRUE(fs::exists(truncated.string() + ".bad-1"));
    EXPECT_TRUE(fs::exists(older.string() + ".bad-1"));
    EXPECT_NE(check.messages[0].find("incomplete"), std::string::npos) << check.messages[0];
    const StrayCheck again = check_stray_saves(path, content());
    EXPECT_TRUE(again.messages.empty()) << "a stray set aside is settled once, not again at every start";
    EXPECT_TRUE(fs::exists(truncated.string() + ".bad-1"));
}

TEST_F(RunSaveTest, AStaleStrayIsSettledWhateverProcessHoldsItsPidNow) {
    auto g = make_game(10);
    fs::path old = path;
    old += ".tmp-" + std::to_string(::getppid()) + "-0";  // a running PID, but the write is an hour old
    ASSERT_FALSE(io::write_file_atomically(old, save_bytes(*g)));
    fs::last_write_time(old, fs::file_time_type::clock::now() - std::chrono::hours(1));
    ASSERT_FALSE(write_save_file(path, *g).error);
    (void)check_stray_saves(path, content());
    EXPECT_FALSE(fs::exists(old)) << "PIDs are reused: only a fresh temporary can be a live writer's";
}

TEST_F(RunSaveTest, AStrayOfAProcessStillRunningIsLeftAlone) {
    auto g = make_game(9);
    fs::path live = path;
    live += ".tmp-" + std::to_string(::getppid()) + "-0";  // our parent is running: it may be writing this now
    ASSERT_FALSE(io::write_file_atomically(live, save_bytes(*g)));
    const StrayCheck check = check_stray_saves(path, content());
    EXPECT_FALSE(check.offer);
    EXPECT_TRUE(check.messages.empty());
    EXPECT_TRUE(fs::exists(live));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::save
