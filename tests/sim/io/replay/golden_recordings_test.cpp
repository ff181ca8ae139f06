// The golden corpus: recordings in tests/golden/recordings/ that `yoord --verify` must pass, so that any change
// to what a turn does shows up as a named turn in a named file. When a change of rules was meant, re-record:
//
//   make regenerate-golden            (or: YOORD_REGENERATE_GOLDEN=1 build/tests/test_sim
//                                          --gtest_filter='GoldenRecordings.*')
//
// and commit the new files with the rules change. kGolden below says how each file is played. The files are
// played on the frozen tables in tests/golden/content/ (tests/support/golden_content.hpp), not on content/: a
// row an author adds changes the content, not the rules, and re-recording refreshes that copy first.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "core/rng.hpp"
#include "sim/tools/bot.hpp"
#include "sim/io/replay/content_hash.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"
#include "tests/support/golden_content.hpp"
#include "tests/support/golden_files.hpp"
#include "tests/support/run_exe.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

constexpr std::string_view kRegenerateVar = "YOORD_REGENERATE_GOLDEN";
constexpr std::string_view kCarelessSalt = "yoord/test/golden";
constexpr std::uint32_t kLetterSpan = 30;
constexpr int kTargetReach = 10;

// How each golden file is played: the bot alone, or the bot with `careless_percent` of its turns replaced
// by random (often refused) intents; `spawn` are YOORD_SPAWN rows.
struct GoldenRun {
    std::string_view file;
    std::uint64_t seed;
    int turns;
    std::uint32_t careless_percent;
    std::vector<std::string> spawn;
    std::string_view shows;  // what the file is there to cover
};

const std::array kGolden{
    GoldenRun{"bot-seed3-death.yrec", 3, 1000, 0, {}, "the bot dies on depth 3"},
    GoldenRun{"bot-seed12-descent.yrec", 12, 1500, 0, {}, "several floor changes"},
    GoldenRun{"careless-seed54.yrec", 54, 1500, 30, {}, "refused and invalid intents among the bot's"},
    GoldenRun{"spawn-seed7.yrec", 7, 400, 10, {"rat", "dagger"}, "YOORD_SPAWN rows replayed by id"},
};

std::filesystem::path golden_dir() { return std::filesystem::path(YOORD_SOURCE_DIR) / "tests/golden/recordings"; }

// The frozen tables; a test that needs them asserts golden_content() first (it says why it failed).
const Content& content() { return *test::golden_content(); }

std::string frozen_dir() { return test::golden_content_dir().string(); }

Intent careless_intent(Rng& rng, Game& game, std::uint32_t percent) {
    if (rng.below(100) >= percent) return bot_intent(game);
    Intent i;
    i.kind = static_cast<IntentKind>(rng.below(static_cast<std::uint32_t>(IntentKind::run) + 1));
    i.direction = kAllDirections[rng.below(static_cast<std::uint32_t>(kAllDirections.size()))];
    i.letter = static_cast<std::uint8_t>(rng.below(kLetterSpan));
    i.slot = static_cast<EquipSlot>(rng.below(static_cast<std::uint32_t>(kEquipSlotCount)));
    const Point at = player_cell(game);
    i.target = {at.x + static_cast<int>(rng.below(2 * kTargetReach + 1)) - kTargetReach,
                at.y + static_cast<int>(rng.below(2 * kTargetReach + 1)) - kTargetReach};
    return i;
}

void record(const GoldenRun& run) {
    std::vector<RowRef> spawn;
    for (const std::string& id : run.spawn) spawn.push_back(content().find(id).value());
    const RecordingHeader header =
        recording_header(content(), content_hash_of(frozen_dir()), run.seed, "golden", spawn);
    std::string error;
    const auto recorder = Recorder::open((golden_dir() / run.file).string(), header, error);
    ASSERT_TRUE(recorder) << error;
    const auto game = new_game(content(), run.seed, "golden", spawn);
    Rng rng = Rng::derive(run.seed, kCarelessSalt);
    for (int t = 0; t < run.turns && game->outcome == Outcome::alive; ++t) {
        const Intent intent = careless_intent(rng, *game, run.careless_percent);
        (void)play_turn(*game, intent);
        recorder->record(*game, intent);
    }
}

using test::RunResult;
using test::run_exe;

TEST(GoldenRecordings, EveryRecordingVerifiesThroughTheBinary) {
    const test::GoldenWrite write = test::golden_write(kRegenerateVar);
    if (write == test::GoldenWrite::refuse) FAIL() << test::golden_refusal(kRegenerateVar);
    if (write == test::GoldenWrite::rewrite) test::refresh_golden_content();
    std::string why;
    ASSERT_NE(test::golden_content(&why), nullptr) << test::golden_content_refusal(why);
    if (write == test::GoldenWrite::rewrite) {
        for (const GoldenRun& run : kGolden) record(run);
    }
    for (const GoldenRun& run : kGolden) {
        const std::filesystem::path file = golden_dir() / run.file;
        ASSERT_TRUE(std::filesystem::exists(file)) << file << " is missing; record it: make regenerate-golden";
        const RunResult r = run_exe("--verify " + file.string() + " --content-dir " + frozen_dir());
        EXPECT_EQ(r.status, 0) << r.output << "If this change of rules was meant, re-record the golden corpus with\n"
                               << "  make regenerate-golden\n"
                               << "(or " << kRegenerateVar << "=1 build/tests/test_sim "
                               << "--gtest_filter='GoldenRecordings.*') and commit tests/golden/recordings/.";
    }
    // Fresh recordings that verify say only that the binary replays what it just recorded: not a pass.
    if (write == test::GoldenWrite::rewrite && !HasFailure()) GTEST_SKIP() << "re-recorded " << golden_dir();
}

TEST(GoldenRecordings, TheCorpusCoversDeathFloorChangesAndRefusedIntents) {
    std::string why;
    ASSERT_NE(test::golden_content(&why), nullptr) << test::golden_content_refusal(why);
    bool death = false;
    int deepest = 1;
    std::size_t refused = 0;
    for (const GoldenRun& run : kGolden) {
        const RecordingRead read = read_recording((golden_dir() / run.file).string());
        ASSERT_TRUE(read.recording) << read.error;
        ReplayStart start = start_replay(content(), read.recording->header);
        ASSERT_TRUE(start.game) << start.error;
        for (std::size_t i = 0; i < read.recording->turns.size(); ++i) {
            const std::uint32_t before = start.game->turn;
            (void)replay_turn(*start.game, *read.recording, i);
            refused += start.game->turn == before && start.game->outcome == Outcome::alive ? 1 : 0;
        }
        death = death || start.game->outcome == Outcome::dead;
        deepest = std::max(deepest, start.game->depth());
    }
    EXPECT_TRUE(death);
    EXPECT_GE(deepest, 3);
    EXPECT_GT(refused, 0u);
}

TEST(GoldenRecordings, EveryFileInTheFolderIsInTheTable) {
    for (const auto& entry : std::filesystem::directory_iterator(golden_dir())) {
        if (entry.path().extension() != ".yrec") continue;
        const std::string name = entry.path().filename().string();
        const bool listed =
            std::any_of(kGolden.begin(), kGolden.end(), [&](const GoldenRun& r) { return r.file == name; });
        EXPECT_TRUE(listed) << name << " is not in kGolden (golden_recordings_test.cpp): add it or delete it";
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
