// The fuzzer: random seeds x random intent sequences, for many turns, in `make test` (ctest label `fuzz`).
// Each seed is its own value-parameterized case, so GTEST_TOTAL_SHARDS / GTEST_SHARD_INDEX spread a long
// campaign over machines. Scale: tests/sim/fuzz/fuzz_support.hpp and docs/how-to/run-the-fuzzer.md.
//
// Per seed:
//   (a) the same intents replayed on a fresh game meet the same state hash after every turn;
//   (b) saving at a random turn, loading (sim/io/save/save.hpp) and going on meets the same hashes as not saving;
//   (c) a floor's layout is the same however much GameRng was drawn before it was entered;
//   (d) the invariants of sim/tools/invariants.hpp hold after every turn.
// Every case plays the run fuzz_support.hpp reads from the environment (packs, body, companion), so a body or a
// pack is fuzzed as the human on the built-in tables is.
// A failure prints the seed, writes the intents as a recording and prints the `yoord --verify` line.

#include <gtest/gtest.h>

#include <iostream>

#include "fuzz_support.hpp"
#include "sim/dungeon/floor.hpp"
#include "sim/dungeon/layout.hpp"
#include "sim/tools/invariants.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/tools/recordings.hpp"
#include "sim/io/save/save.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

constexpr std::string_view kFuzzSalt = "yoord/test/fuzz";
constexpr std::string_view kFuzzName = "fuzz";
constexpr int kFinalDepthGuard = 64;          // descend at most this far in the layout check
constexpr std::uint32_t kMaxRngBurn = 5000;   // GameRng draws spent before a floor change

class Fuzz : public ::testing::TestWithParam<int> {
protected:
    [[nodiscard]] std::uint64_t seed() const { return fuzz::scale().base + static_cast<std::uint64_t>(GetParam()); }

    // A new game of the case, as run_setup() describes it.
    [[nodiscard]] std::unique_ptr<Game> new_case_game() const {
        return fuzz::new_case_game(seed(), std::string(kFuzzName));
    }
    // A recording of `game`, just started, before its first intent: its header names every part of the run.
    [[nodiscard]] static Recording empty_recording(const Game& game) {
        Recording r;
        r.header = game_recording_header(game, fuzz::content_hash_of_content());
        return r;
    }
};

std::string join(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& l : lines) out += "\n    " + l;
    return out;
}

// Plays random intents, checking the invariants after each; returns what was submitted and the hashes.
TEST_P(Fuzz, RandomIntentsKeepInvariantsAndReplayExactly) {
    Rng chooser = Rng::derive(seed(), kFuzzSalt);
    const std::uint32_t bot_percent = fuzz::kBotPercents[chooser.below(std::size(fuzz::kBotPercents))];
    const auto game = new_case_game();
    Recording rec = empty_recording(*game);
    ASSERT_TRUE(check_invariants(*game).empty()) << join(check_invariants(*game));
    int last_depth = game->depth();
    for (int t = 0; t < fuzz::scale().turns && game->outcome == Outcome::alive; ++t) {
        const Intent intent = fuzz::random_intent(chooser, *game, bot_percent);
        (void)play_turn(*game, intent);
        rec.turns.push_back({intent, state_hash(*game)});
        const std::vector<std::string> broken = check_invariants(*game);
        ASSERT_TRUE(broken.empty()) << fuzz::report_failure(rec, "invariants broken after turn " +
                                                                      std::to_string(t + 1) + ":" + join(broken));
        if (game->depth() != last_depth && !game->descent.element_carried) {
            // (c) in play: the floor just entered has the walls of (seed, depth) alone (the final floor's down
            // stair sealed, as plan_floor does: nothing lies below it).
            last_depth = game->depth();
            ASSERT_EQ(layout_hash(game->floor.map), layout_hash(plan_floor(fuzz::content(), game->descent).map))
                << fuzz::report_failure(rec, "the layout of depth " + std::to_string(last_depth) +
                                                 " differs from plan_floor(seed, depth)");
        }
    }
    std::cout << "seed " << seed() << ": " << rec.turns.size() << " intents, depth " << game->depth() << ", "
              << outcome_name(game->outcome) << " (" << bot_percent << "% bot)\n";
    // (a) The same inputs again, on a fresh game: the same hash after every turn.
    const VerifyResult again = verify_recording(fuzz::content(), fuzz::content_hash_of_content(), rec);
    if (again.ok()) return;
    std::string what = again.error;
    if (again.first_mismatch) {
        what = "the replay's hash differs at turn " + std::to_string(*again.first_mismatch + 1) + ": expected " +
               hash_hex(again.expected) + ", got " + hash_hex(again.got);
    } else if (again.first_broken) {
        what = "the replay broke invariants the first run kept, after turn " + std::to_string(*again.first_broken + 1);
    }
    FAIL() << fuzz::report_failure(rec, what);
}

// (b) The run of the first case again, saved and loaded at a random turn: the loaded game goes on through the
// same hashes.
TEST_P(Fuzz, SavingAndLoadingAtARandomTurnChangesNothing) {
    Rng chooser = Rng::derive(seed(), kFuzzSalt, {2});
    const std::uint32_t bot_percent = fuzz::kBotPercents[chooser.below(std::size(fuzz::kBotPercents))];
    const auto game = new_case_game();
    Recording rec = empty_recording(*game);
    for (int t = 0; t < fuzz::scale().turns && game->outcome == Outcome::alive; ++t) {
        const Intent intent = fuzz::random_intent(chooser, *game, bot_percent);
        (void)play_turn(*game, intent);
        rec.turns.push_back({intent, state_hash(*game)});
    }
    const std::size_t save_at = chooser.below(static_cast<std::uint32_t>(rec.turns.size()) + 1);
    ReplayStart start = start_replay(fuzz::content(), rec.header);
    ASSERT_TRUE(start.game) << start.error;
    for (std::size_t i = 0; i < save_at; ++i) (void)replay_turn(*start.game, rec, i);
    const std::uint64_t before = state_hash(*start.game);
    auto loaded = save::load_save(save::save_bytes(*start.game), fuzz::content());
    ASSERT_TRUE(loaded) << fuzz::report_failure(rec, "the save made before turn " + std::to_string(save_at + 1) +
                                                         " does not load: " + loaded.error().message);
    Game& resumed = **loaded;
    ASSERT_EQ(state_hash(resumed), before)
        << fuzz::report_failure(rec, "loading the save made before turn " + std::to_string(save_at + 1) +
                                         " changed the state hash");
    for (std::size_t i = save_at; i < rec.turns.size(); ++i) {
        const std::uint64_t got = replay_turn(resumed, rec, i);
        ASSERT_EQ(got, rec.turns[i].hash) << fuzz::report_failure(
            rec, "saved and loaded before turn " + std::to_string(save_at + 1) + ", the hash differs at turn " +
                     std::to_string(i + 1) + " (the recording itself replays without the save)");
    }
}

// (c) Two games on one seed, one of which has drawn GameRng many more times, find the same walls on every
// floor down to the last.
TEST_P(Fuzz, FloorLayoutsIgnoreHowMuchGameRngWasUsed) {
    const auto quiet = new_case_game();
    const auto busy = new_case_game();
    Rng burn_count = Rng::derive(seed(), kFuzzSalt, {1});
    const int final_depth = std::min(fuzz::content().constants.final_depth, kFinalDepthGuard);
    while (quiet->depth() < final_depth) {
        const std::uint32_t draws = 1 + burn_count.below(kMaxRngBurn);
        for (std::uint32_t i = 0; i < draws; ++i) (void)busy->rng.next_u32();
        enter_floor(*quiet, FloorChange::stairs_down);
        enter_floor(*busy, FloorChange::stairs_down);
        ASSERT_EQ(busy->depth(), quiet->depth());
        EXPECT_EQ(layout_hash(busy->floor.map), layout_hash(quiet->floor.map)) << "depth " << quiet->depth();
        // The live map is the dungeon's plan for this depth: the generator's layout, with the final floor's
        // down stair sealed (there is nothing below it).
        EXPECT_EQ(layout_hash(quiet->floor.map), layout_hash(plan_floor(fuzz::content(), quiet->descent).map))
            << "depth " << quiet->depth();
        EXPECT_NE(busy->rng.state(), quiet->rng.state()) << "the burn should have moved GameRng";
    }
}

std::string seed_name(const ::testing::TestParamInfo<int>& info) {
    return "seed" + std::to_string(fuzz::scale().base + static_cast<std::uint64_t>(info.param));
}

INSTANTIATE_TEST_SUITE_P(Seeds, Fuzz, ::testing::Range(0, fuzz::scale().seeds), seed_name);

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
