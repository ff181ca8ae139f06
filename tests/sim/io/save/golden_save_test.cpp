// tests/golden/save-v1.yrd: a save of format 1 that every later version must keep loading (through its
// migration steps). It is never regenerated once committed, except by a deliberate
//
//   YOORD_REGENERATE_GOLDEN=1 build/tests/test_sim_io_save --gtest_filter='GoldenSave.*'
//
// which writes the bot's game on seed 42 after 200 turns (player "Golden"). Regenerate only while format 1 is
// the newest format; after that, the old file is the point.

#include <gtest/gtest.h>

#include <filesystem>

#include "core/io/atomic_file.hpp"
#include "save_test_support.hpp"
#include "sim/places/location.hpp"
#include "sim/io/save/format.hpp"
#include "sim/io/save/save.hpp"
#include "tests/support/golden_files.hpp"

namespace yoord::save {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kRegenerateVariable = "YOORD_REGENERATE_GOLDEN";
constexpr std::uint64_t kGoldenSeed = 42;
constexpr int kGoldenTurns = 200;

fs::path golden_path() { return fs::path(YOORD_SOURCE_DIR) / "tests" / "golden" / "save-v1.yrd"; }

TEST(GoldenSave, FormatOneStillLoadsAndPlaysOn) {
    switch (test::golden_write(kRegenerateVariable)) {
        case test::GoldenWrite::refuse: FAIL() << test::golden_refusal(kRegenerateVariable);
        case test::GoldenWrite::rewrite: {
            ASSERT_EQ(kFormatVersion, 1u) << "the format-1 golden can only be written by a format-1 build";
            auto g = new_game(testing::content(), kGoldenSeed, "Golden");
            testing::play_bot(*g, kGoldenTurns);
            ASSERT_FALSE(io::write_file_atomically(golden_path(), save_bytes(*g)));
            GTEST_SKIP() << "wrote " << golden_path() << "; run the test again to check it loads";
        }
        case test::GoldenWrite::compare: break;
    }
    auto bytes = io::read_file(golden_path());
    ASSERT_TRUE(bytes.has_value()) << bytes.error().message("read") << " (see this file's comment to make it)";
    ASSERT_GT(bytes->size(), 12u);
    EXPECT_EQ(static_cast<int>((*bytes)[8]), 1) << "the golden file is format 1 for ever";

    LoadReport report;
    auto loaded = load_save(*bytes, testing::content(), &report);
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    EXPECT_EQ(report.format, 1u);
    Game& g = **loaded;
    EXPECT_EQ(g.descent.seed, kGoldenSeed);
    EXPECT_EQ(g.player_name, "Golden");
    EXPECT_EQ(g.turn, static_cast<std::uint32_t>(kGoldenTurns));
    EXPECT_TRUE(check_locations(g.world, g.places).empty());
    testing::play_bot(g, 50);
    EXPECT_TRUE(check_locations(g.world, g.places).empty());
}

}  // namespace
}  // namespace yoord::save
