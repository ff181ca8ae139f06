#include "sim/io/replay/replay.hpp"
#include "sim/tools/recordings.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "sim/tools/bot.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"
#include "tests/support/run_exe.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

constexpr int kBotTurns = 300;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::uint64_t embedded_hash() { return content_hash(embedded_content_files()); }

// A bot run captured the way the front end captures one: every intent with the hash after it.
Recording bot_recording(std::uint64_t seed, int turns, std::vector<RowRef> spawn = {}) {
    Recording r;
    r.header = recording_header(content(), embedded_hash(), seed, "tester", spawn);
    const auto game = new_game(content(), seed, "tester", spawn);
    for (int t = 0; t < turns && game->outcome == Outcome::alive; ++t) {
        const Intent intent = bot_intent(*game);
        (void)play_turn(*game, intent);
        r.turns.push_back({intent, state_hash(*game)});
    }
    return r;
}

using test::RunResult;
using test::run_exe;

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("yoord_replay_test_" + name)).string();
}

TEST(Replay, ABotRunVerifiesTurnByTurn) {
    const Recording r = bot_recording(7, kBotTurns);
    const VerifyResult v = verify_recording(content(), embedded_hash(), r);
    EXPECT_TRUE(v.ok()) << v.error;
    EXPECT_EQ(v.turns_checked, r.turns.size());
}

TEST(Replay, SpawnRowsAreReplayedByTheirIds) {
    const std::optional<RowRef> rat = content().find("rat");
    ASSERT_TRUE(rat);
    const Recording r = bot_recording(9, 50, {*rat});
    EXPECT_EQ(r.header.spawn, std::vector<std::string>{"rat"});
    EXPECT_TRUE(verify_recording(content(), embedded_hash(), r).ok());
}

TEST(Replay, TheFirstDifferingTurnIsNamedWithBothHashes) {
    Recording r = bot_recording(7, 100);
    ASSERT_GT(r.turns.size(), 40u);
    const std::uint64_t right = r.turns[40].hash;
    r.turns[40].hash = right ^ 1;
    const VerifyResult v = verify_recording(content(), embedded_hash(), r);
    ASSERT_TRUE(v.first_mismatch);
    EXPECT_EQ(*v.first_mismatch, 40u);
    EXPECT_EQ(v.turns_checked, 40u);
    EXPECT_EQ(v.expected, right ^ 1);
    EXPECT_EQ(v.got, right);
}

TEST(Replay, OtherContentIsRefusedBeforeAnyTurn) {
    const Recording r = bot_recording(7, 10);
    const VerifyResult v = verify_recording(content(), embedded_hash() + 1, r);
    EXPECT_FALSE(v.ok());
    EXPECT_NE(v.error.find("other content"), std::string::npos) << v.error;
    EXPECT_EQ(v.turns_checked, 0u);
}

TEST(Replay, AnUnknownSpawnIdIsRefused) {
    Recording r = bot_recording(7, 1);
    r.header.spawn = {"no_such_row"};
    const VerifyResult v = verify_recording(content(), embedded_hash(), r);
    EXPECT_NE(v.error.find("no_such_row"), std::string::npos) << v.error;
}

TEST(Replay, TheRecorderWritesWhatTheParserReads) {
    const std::string path = temp_path("recorder.yrec");
    const Recording expected = bot_recording(11, 60);
    std::string error;
    auto recorder = Recorder::open(path, expected.header, error);
    ASSERT_TRUE(recorder) << error;
    const auto game = new_game(content(), 11, "tester");
    for (const RecordedTurn& t : expected.turns) {
        (void)play_turn(*game, t.intent);
        recorder->record(*game, t.intent);
    }
    recorder.reset();
    const RecordingRead read = read_recording(path);
    ASSERT_TRUE(read.recording) << read.error;
    EXPECT_EQ(format_recording(*read.recording), format_recording(expected));
    std::filesystem::remove(path);
}

TEST(Replay, RecorderOpenFailsForAFolderThatIsNotThere) {
    std::string error;
    EXPECT_FALSE(Recorder::open("/nonexistent-folder/x.yrec", RecordingHeader{}, error));
    EXPECT_NE(error.find("/nonexistent-folder/x.yrec"), std::string::npos);
}

TEST(Replay, ContentHashIgnoresFoldersButNotBytes) {
    const std::string a = "x = 1\n";
    const std::string b = "x = 2\n";
    const std::array one{ContentFile{"content/monsters.toml", a}};
    const std::array moved{ContentFile{"elsewhere/monsters.toml", a}};
    const std::array changed{ContentFile{"content/monsters.toml", b}};
    EXPECT_EQ(content_hash(one), content_hash(moved));
    EXPECT_NE(content_hash(one), content_hash(changed));
}

TEST(Replay, TheContentFolderHashesLikeTheEmbeddedSet) {
    const HashedContent dir = load_hashed_content(std::string(YOORD_SOURCE_DIR) + "/content");
    ASSERT_TRUE(dir.loaded.content);
    EXPECT_EQ(dir.hash, embedded_hash());
}

TEST(ReplayCli, HeadlessRecordPrintsTheHeadlessLineAndVerifies) {
    const std::string path = temp_path("cli.yrec");
    const RunResult plain = run_exe("--headless --bot --turns 400 --seed 5");
    const RunResult recorded = run_exe("--headless --bot --turns 400 --seed 5 --record " + path);
    EXPECT_EQ(recorded.status, 0) << recorded.output;
    EXPECT_EQ(recorded.output, plain.output);
    const RunResult verified = run_exe("--verify " + path);
    EXPECT_EQ(verified.status, 0) << verified.output;
    EXPECT_EQ(verified.output.rfind("verified: ", 0), 0u) << verified.output;
    const std::string hash = plain.output.substr(plain.output.find("hash=") + 5, 16);
    EXPECT_NE(verified.output.find("final hash " + hash), std::string::npos) << verified.output;
    std::filesystem::remove(path);
}

TEST(ReplayCli, VerifyNamesTheFirstDifferingTurnAndFails) {
    const std::string path = temp_path("tampered.yrec");
    Recording r = bot_recording(3, 30);
    r.turns[12].hash ^= 0xff;
    std::ofstream(path) << format_recording(r);
    const RunResult v = run_exe("--verify " + path);
    EXPECT_NE(v.status, 0);
    EXPECT_NE(v.output.find("turn 13 of 30"), std::string::npos) << v.output;
    EXPECT_NE(v.output.find("expected hash " + hash_hex(r.turns[12].hash)), std::string::npos) << v.output;
    std::filesystem::remove(path);
}

TEST(ReplayCli, VerifyRefusesABadFileWithTheReason) {
    const std::string path = temp_path("bad.yrec");
    std::ofstream(path) << "not a recording\n";
    const RunResult v = run_exe("--verify " + path);
    EXPECT_EQ(v.status, 1);
    EXPECT_NE(v.output.find("not a yoord recording"), std::string::npos) << v.output;
    const RunResult missing = run_exe("--verify " + temp_path("missing.yrec"));
    EXPECT_EQ(missing.status, 1);
    EXPECT_NE(missing.output.find("cannot read"), std::string::npos) << missing.output;
    std::filesystem::remove(path);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
