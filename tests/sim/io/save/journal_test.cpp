// The journal of intents beside the run's save (sim/io/save/journal.hpp): the turns since the last commit come
// back at the next start, checked turn by turn; a journal that does not fit is set aside as .bad-N, never
// applied.

#include "sim/io/save/journal.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "save_test_support.hpp"
#include "sim/io/save/run_save.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/tools/bot.hpp"
#include "sim/run/floors.hpp"

namespace yoord::save {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;
using testing::content;

class JournalTest : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-journal-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir / "saves");
        path = save_path(dir, "Jo");
    }
    void TearDown() override { fs::remove_all(dir); }

    // Plays `turns` bot intents, each handed to `journal`, returning the state hash after each.
    static std::vector<std::uint64_t> play(Game& game, int turns, IntentObserver& journal) {
        std::vector<std::uint64_t> hashes;
        IntentObserver* const watchers[] = {&journal};
        for (int i = 0; i < turns && game.outcome == Outcome::alive; ++i) {
            (void)play_turn(game, bot_intent(game), watchers);
            hashes.push_back(state_hash(game));
        }
        return hashes;
    }
    std::unique_ptr<Game> resumed() const {
        Resume r = resume_from(path, content());
        EXPECT_EQ(r.state, ResumeState::resumed);
        return std::move(r.game);
    }
    std::string journal_text() const {
        std::ifstream in(journal_path(path), std::ios::binary);
        std::ostringstream s;
        s << in.rdbuf();
        return s.str();
    }
    void write_journal(const std::string& text) const { std::ofstream(journal_path(path), std::ios::binary) << text; }

    fs::path dir;
    fs::path path;
};

TEST_F(JournalTest, AKilledRunComesBackWithEveryTurnSinceItsLastCommit) {
    auto game = new_game(content(), 7, "Jo");
    RunSave run(path, *game, false);
    run.start_journal(*game);
    ASSERT_FALSE(run.commit(*game).error);
    const std::vector<std::uint64_t> hashes = play(*game, 40, run.journal());
    ASSERT_EQ(hashes.size(), 40u);
    // The process dies here: no commit, no clean-up. The next start finds the save and the journal.
    auto back = resumed();
    const JournalResume r = resume_journal(path, *back);
    EXPECT_FALSE(r.problem) << *r.problem;
    EXPECT_EQ(r.replayed, 40u);
    EXPECT_EQ(state_hash(*back), state_hash(*game));
}

TEST_F(JournalTest, ALastLineCutShortIsTheTurnInFlightAndIsDropped) {
    auto game = new_game(content(), 7, "Jo");
    RunSave run(path, *game, false);
    run.start_journal(*game);
    ASSERT_FALSE(run.commit(*game).error);
    const std::vector<std::uint64_t> hashes = play(*game, 10, run.journal());
    std::string text = journal_text();
    text.resize(text.size() - 7);  // the kill landed inside the last line's write
    write_journal(text);
    auto back = resumed();
    const JournalResume r = resume_journal(path, *back);
    EXPECT_FALSE(r.problem) << *r.problem;
    EXPECT_EQ(r.replayed, 9u);
    EXPECT_EQ(state_hash(*back), hashes[8]);
}

TEST_F(JournalTest, ACommitThatLandedAfterTheJournalBeganIsFoundAmongItsTurns) {
    auto game = new_game(content(), 7, "Jo");
    Journal journal(journal_path(path));
    ASSERT_FALSE(write_save_file(path, *game).error);
    ASSERT_FALSE(journal.restart(*game));
    (void)play(*game, 5, journal);
    // A commit whose journal restart was cut short: the save is at turn 5, the journal still starts at 0.
    ASSERT_FALSE(io::write_file_atomically(path, save_bytes(*game)));
    const std::vector<std::uint64_t> later = play(*game, 6, journal);
    auto back = resumed();
    const JournalResume r = resume_journal(path, *back);
    EXPECT_FALSE(r.problem) << *r.problem;
    EXPECT_EQ(r.replayed, 6u);
    EXPECT_EQ(state_hash(*back), later.back());
}

TEST_F(JournalTest, AJournalOfAnotherRunIsSetAsideAsBadNeverApplied) {
    auto other = new_game(content(), 8, "Jo");
    Journal journal(journal_path(path));
    ASSERT_FALSE(journal.restart(*other));
    (void)play(*other, 3, journal);
    auto game = new_game(content(), 7, "Jo");
    ASSERT_FALSE(write_save_file(path, *game).error);
    auto back = resumed();
    const std::uint64_t before = state_hash(*back);
    const JournalResume r = resume_journal(path, *back);
    ASSERT_TRUE(r.problem);
    EXPECT_EQ(*r.problem, "it belongs to another run");
    EXPECT_EQ(r.replayed, 0u);
    EXPECT_EQ(state_hash(*back), before);
    ASSERT_TRUE(r.set_aside);
    EXPECT_EQ(r.set_aside->filename(), "Jo.yrd.journal.bad-1");
    EXPECT_TRUE(fs::exists(*r.set_aside));
    EXPECT_FALSE(fs::exists(journal_path(path)));
}

TEST_F(JournalTest, ATurnThatDoesNotPlayTheSameWayIsSaidAndTheJournalSetAside) {
    auto game = new_game(content(), 7, "Jo");
    RunSave run(path, *game, false);
    run.start_journal(*game);
    ASSERT_FALSE(run.commit(*game).error);
    (void)play(*game, 5, run.journal());
    std::string text = journal_text();
    // The third turn's hash, changed: the last 17 bytes of each line are " <16 hex>\n".
    std::size_t line_start = text.find("turns\n") + 6;
    for (int i = 0; i < 2; ++i) line_start = text.find('\n', line_start) + 1;
    const std::size_t hash_at = text.find('\n', line_start) - 16;
    text[hash_at] = text[hash_at] == '0' ? '1' : '0';
    write_journal(text);
    auto back = resumed();
    const JournalResume r = resume_journal(path, *back);
    ASSERT_TRUE(r.problem);
    EXPECT_EQ(*r.problem, "its turn 3 does not play the same way");
    EXPECT_EQ(r.replayed, 0u);
    ASSERT_TRUE(r.set_aside);
    EXPECT_EQ(r.set_aside->filename(), "Jo.yrd.journal.bad-1");
}

TEST_F(JournalTest, EachCommitStartsTheJournalAfreshAndTheRunsEndRemovesIt) {
    auto game = new_game(content(), 7, "Jo");
    RunSave run(path, *game, false);
    run.start_journal(*game);
    ASSERT_FALSE(run.commit(*game).error);
    (void)play(*game, 5, run.journal());
    ASSERT_FALSE(run.commit(*game).error);
    EXPECT_EQ(journal_text(), journal_header(*game));
    ASSERT_FALSE(run.remove());
    EXPECT_FALSE(fs::exists(journal_path(path)));
}

TEST_F(JournalTest, NoJournalIsNothingToReplay) {
    auto game = new_game(content(), 7, "Jo");
    ASSERT_FALSE(write_save_file(path, *game).error);
    auto back = resumed();
    const JournalResume r = resume_journal(path, *back);
    EXPECT_FALSE(r.problem);
    EXPECT_EQ(r.replayed, 0u);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::save
