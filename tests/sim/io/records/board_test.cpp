#include "sim/io/records/board.hpp"

#include <gtest/gtest.h>

#include "sim/io/records/records_support.hpp"
#include "sim/io/records/run_record.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/tables/loader.hpp"
#include "sim/tools/bot.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::read_text;
using testing::records_content;
using testing::write_text;
namespace fs = std::filesystem;

std::uint64_t embedded_hash() { return content_hash(embedded_content_files()); }

// A bot run as the front end records one, and the entry its end makes on a board.
struct PlayedRun {
    Recording recording;
    ScoreEntry entry;
};

PlayedRun bot_run(std::uint64_t seed, int turns, const std::string& name, const std::string& date) {
    PlayedRun run;
    run.recording.header = recording_header(records_content(), embedded_hash(), seed, name, {});
    const auto game = new_game(records_content(), seed, name, {});
    for (int t = 0; t < turns && game->outcome == Outcome::alive; ++t) {
        const Intent intent = bot_intent(*game);
        (void)play_turn(*game, intent);
        run.recording.turns.push_back({intent, state_hash(*game)});
    }
    run.entry = score_entry(*game, date);
    return run;
}

class Boards : public testing::RecordsDir {
protected:
    // Enters `run` on the board in `dir` the way a finished game does: its recording from a file of its own.
    RecordResult enter(const PlayedRun& run) {
        const fs::path played = dir / ("played-" + run.entry.name + ".yrec");
        write_text(played, format_recording(run.recording));
        return record_score_with_run(dir / "board", run.entry, played);
    }
    std::vector<EntryCheck> verify() {
        auto checks = verify_board(dir / "board", records_content(), embedded_hash());
        EXPECT_TRUE(checks) << checks.error();
        return checks ? *checks : std::vector<EntryCheck>{};
    }
};

TEST(Board, ARunsFileIsNamedByItsDateSeedAndName) {
    ScoreEntry e;
    e.date = "2026-12-01 17:30:05";
    e.seed = 42;
    e.name = "Ann";
    const std::string name = run_file_name(e);
    EXPECT_EQ(name.rfind("20261201-173005-42-", 0), 0U) << name;
    EXPECT_TRUE(name.ends_with(".yrec")) << name;
    ScoreEntry other = e;
    other.name = "Bo";
    EXPECT_NE(run_file_name(other), name);
    EXPECT_EQ(run_path("/b", e), fs::path("/b/runs") / name);
    EXPECT_EQ(daily_board("/b", "2026-12-01"), fs::path("/b/daily/2026-12-01"));
}

TEST_F(Boards, ARunEntersWithItsRecordingStoredBesideTheBoard) {
    const PlayedRun run = bot_run(7, 150, "Ann", "2026-12-01 10:00:00");
    const RecordResult result = enter(run);
    ASSERT_TRUE(result.written) << result.error;
    EXPECT_EQ(result.rank, 1U);
    EXPECT_EQ(read_text(run_path(dir / "board", run.entry)), format_recording(run.recording));
    const auto board = read_leaderboard(dir / "board" / kLeaderboardFileName);
    ASSERT_TRUE(board) << board.error();
    ASSERT_EQ(board->entries.size(), 1U);
    EXPECT_EQ(board->entries[0], run.entry);
}

TEST_F(Boards, EveryEntryThatWasPlayedVerifies) {
    ASSERT_TRUE(enter(bot_run(7, 150, "Ann", "2026-12-01 10:00:00")).written);
    ASSERT_TRUE(enter(bot_run(9, 80, "Bo", "2026-12-01 10:05:00")).written);
    const std::vector<EntryCheck> checks = verify();
    ASSERT_EQ(checks.size(), 2U);
    for (const EntryCheck& c : checks) EXPECT_TRUE(c.verified) << c.entry.name << ": " << c.why;
}

TEST_F(Boards, AnEditedScoreIsMarkedAndTheOthersStillVerify) {
    const PlayedRun ann = bot_run(7, 150, "Ann", "2026-12-01 10:00:00");
    ASSERT_TRUE(enter(ann).written);
    ASSERT_TRUE(enter(bot_run(9, 80, "Bo", "2026-12-01 10:05:00")).written);
    const fs::path scores = dir / "board" / kLeaderboardFileName;
    std::string text = read_text(scores);
    const std::size_t name_at = text.find("\tAnn\t");
    ASSERT_NE(name_at, std::string::npos) << text;
    const std::size_t line_start = text.rfind('\n', name_at) + 1;
    const std::size_t score_end = text.find('\t', line_start);
    text.replace(line_start, score_end - line_start, std::to_string(ann.entry.score + 5000));
    write_text(scores, text);
    const std::vector<EntryCheck> checks = verify();
    ASSERT_EQ(checks.size(), 2U);
    const EntryCheck& edited = checks[0].entry.name == "Ann" ? checks[0] : checks[1];
    const EntryCheck& honest = checks[0].entry.name == "Ann" ? checks[1] : checks[0];
    EXPECT_FALSE(edited.verified);
    EXPECT_NE(edited.why.find("score " + std::to_string(ann.entry.score + 5000)), std::string::npos) << edited.why;
    EXPECT_TRUE(honest.verified) << honest.why;
}

TEST_F(Boards, AMissingOrAlteredRecordingIsMarked) {
    const PlayedRun ann = bot_run(7, 150, "Ann", "2026-12-01 10:00:00");
    const PlayedRun bo = bot_run(9, 80, "Bo", "2026-12-01 10:05:00");
    ASSERT_TRUE(enter(ann).written);
    ASSERT_TRUE(enter(bo).written);
    fs::remove(run_path(dir / "board", ann.entry));
    Recording altered = bo.recording;
    altered.turns[20].hash ^= 1;
    write_text(run_path(dir / "board", bo.entry), format_recording(altered));
    for (const EntryCheck& c : verify()) {
        EXPECT_FALSE(c.verified) << c.entry.name;
        const std::string expected = c.entry.name == "Ann" ? "is missing" : "turn 21 ";
        EXPECT_NE(c.why.find(expected), std::string::npos) << c.entry.name << ": " << c.why;
    }
}

// A run played with a pack the board's content lacks is not verified on the core tables alone, even where the
// pack changed no turn of it.
TEST_F(Boards, ARunPlayedWithAPackIsMarkedOnContentWithoutIt) {
    PlayedRun ann = bot_run(7, 40, "Ann", "2026-12-01 10:00:00");
    ann.recording.header.packs = {RecordedPack{"goblin_quest", 1}};
    ASSERT_TRUE(enter(ann).written);
    const std::vector<EntryCheck> checks = verify();
    ASSERT_EQ(checks.size(), 1u);
    EXPECT_FALSE(checks[0].verified);
    EXPECT_NE(checks[0].why.find("other content"), std::string::npos) << checks[0].why;
}

TEST_F(Boards, ARecordingThatCannotBeStoredKeepsTheEntryOff) {
    const PlayedRun run = bot_run(7, 10, "Ann", "2026-12-01 10:00:00");
    const RecordResult result = record_score_with_run(dir / "board", run.entry, dir / "no-such-recording.yrec");
    EXPECT_FALSE(result.written);
    EXPECT_FALSE(result.error.empty());
    EXPECT_FALSE(fs::exists(dir / "board" / kLeaderboardFileName));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
