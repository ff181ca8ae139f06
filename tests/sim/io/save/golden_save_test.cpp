// tests/golden/save-v1.yrd to save-v11.yrd: a save of each format, which every later version must keep loading
// (through its migration steps). Each is never regenerated once committed, except by a deliberate
//
//   YOORD_REGENERATE_GOLDEN=1 build/tests/test_sim --gtest_filter='GoldenSave.*'
//
// which writes the bot's game on seed 42 after 200 turns (player "Golden") for the format this build writes, and
// only for it: the older files are the point.

#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <string>

#include "core/io/atomic_file.hpp"
#include "save_test_support.hpp"
#include "sim/places/location.hpp"
#include "sim/io/save/bytes.hpp"
#include "sim/io/save/format.hpp"
#include "sim/io/save/save.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/conducts.hpp"
#include "sim/run/floors.hpp"
#include "tests/support/golden_files.hpp"

namespace yoord::save {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

constexpr std::string_view kRegenerateVariable = "YOORD_REGENERATE_GOLDEN";
constexpr std::uint64_t kGoldenSeed = 42;
constexpr int kGoldenTurns = 200;

fs::path golden_path(std::uint32_t format) {
    return fs::path(YOORD_SOURCE_DIR) / "tests" / "golden" / ("save-v" + std::to_string(format) + ".yrd");
}

// Loads the golden file of `format`, checks what it is, and plays on from it. Only the current format's file can
// be rewritten (YOORD_REGENERATE_GOLDEN=1): the test then reports skipped, and refuses in CI.
void expect_golden_loads_and_plays_on(std::uint32_t format) {
    if (format == kFormatVersion) {
        switch (test::golden_write(kRegenerateVariable)) {
            case test::GoldenWrite::refuse: FAIL() << test::golden_refusal(kRegenerateVariable);
            case test::GoldenWrite::rewrite: {
                auto g = new_game(testing::content(), kGoldenSeed, "Golden");
                testing::play_bot(*g, kGoldenTurns);
                ASSERT_FALSE(io::write_file_atomically(golden_path(format), save_bytes(*g)));
                GTEST_SKIP() << "wrote " << golden_path(format) << "; run the test again to check it loads";
            }
            case test::GoldenWrite::compare: break;
        }
    }
    auto bytes = io::read_file(golden_path(format));
    ASSERT_TRUE(bytes.has_value()) << bytes.error().message("read") << " (see this file's comment to make it)";
    ASSERT_GT(bytes->size(), 12u);
    EXPECT_EQ(static_cast<std::uint32_t>((*bytes)[8]), format) << "the golden file keeps its format for ever";

    LoadReport report;
    auto loaded = load_save(*bytes, testing::content(), &report);
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    EXPECT_EQ(report.format, format);
    EXPECT_EQ(report.dropped(), 0u) << report.dropped_message();
    Game& g = **loaded;
    EXPECT_EQ(g.descent.seed, kGoldenSeed);
    EXPECT_EQ(g.player_name, "Golden");
    EXPECT_FALSE(g.descent.endless) << "a save from before endless runs (or of an ordinary one) is not endless";
    EXPECT_EQ(g.turn, static_cast<std::uint32_t>(kGoldenTurns));
    EXPECT_TRUE(check_locations(g.world, g.places).empty());
    // Saved again in this build's format, it loads to the same state.
    auto again = testing::reload(g);
    ASSERT_NE(again, nullptr);
    EXPECT_EQ(state_hash(*again), state_hash(g));
    testing::play_bot(g, 50);
    EXPECT_TRUE(check_locations(g.world, g.places).empty());
}

TEST(GoldenSave, FormatOneStillLoadsAndPlaysOn) { expect_golden_loads_and_plays_on(1); }

TEST(GoldenSave, FormatTwoStillLoadsAndPlaysOn) { expect_golden_loads_and_plays_on(2); }

TEST(GoldenSave, FormatThreeStillLoadsAndPlaysOn) { expect_golden_loads_and_plays_on(3); }

TEST(GoldenSave, FormatFourStillLoadsAndPlaysOn) { expect_golden_loads_and_plays_on(4); }

TEST(GoldenSave, FormatFiveStillLoadsAndPlaysOn) { expect_golden_loads_and_plays_on(5); }

TEST(GoldenSave, FormatSixStillLoadsAndPlaysOn) { expect_golden_loads_and_plays_on(6); }

TEST(GoldenSave, FormatSevenStillLoadsAndPlaysOn) { expect_golden_loads_and_plays_on(7); }

TEST(GoldenSave, FormatEightStillLoadsAndPlaysOn) { expect_golden_loads_and_plays_on(8); }

TEST(GoldenSave, FormatNineStillLoadsAndPlaysOn) { expect_golden_loads_and_plays_on(9); }

TEST(GoldenSave, FormatTenStillLoadsAndPlaysOn) { expect_golden_loads_and_plays_on(10); }

TEST(GoldenSave, FormatElevenStillLoadsAndPlaysOn) { expect_golden_loads_and_plays_on(11); }

// Format 10 keeps the cause of death as a wording (words of the table, read in the reader's language). A format-9
// save held the English text, which is what a plain-text wording encodes as: the format-9 golden file with a cause
// written into it loads as that text, unchanged; a new save keeps a wording of keys and rows.
TEST(GoldenSave, AFormatNineCauseOfDeathStaysItsTextAndANewSaveKeepsTheWording) {
    auto golden = io::read_file(golden_path(9));
    ASSERT_TRUE(golden.has_value());
    std::vector<std::byte> bytes = *golden;
    // Format 9's body: seed, generation, forced level, the name "Golden" (a u32 length and 6 bytes), depth, floor
    // changes, Element carried, GameRng, score, conducts broken, patience, outcome and turn, then the cause.
    constexpr std::size_t kCauseAt = 8 + 1 + 8 + (4 + 6) + 4 + 4 + 1 + 16 + (8 + 4 * 4 + 2) + 2 + 4 + 1 + 4;
    const std::size_t body = testing::body_offset(bytes);
    std::size_t old_length = 0;
    for (std::size_t i = 0; i < 4; ++i) old_length |= static_cast<std::size_t>(bytes[body + kCauseAt + i]) << (8 * i);
    ByteWriter cause;
    cause.str("killed by a rat on depth 1");
    testing::splice_body(bytes, kCauseAt, 4 + old_length, cause.bytes());
    LoadReport report;
    auto old = load_save(bytes, testing::content(), &report);
    ASSERT_TRUE(old.has_value()) << old.error().message;
    EXPECT_EQ(report.format, 9U);
    EXPECT_EQ((*old)->death_cause, Wording::plain("killed by a rat on depth 1"));

    auto g = new_game(testing::content(), kGoldenSeed, "Golden");
    g->outcome = Outcome::dead;
    g->death_cause = Wording::of_key(
        "death.cause", {{"cause", Wording::of_key("cause.spikes", {{"name", Wording::of_row("yellow_mould", "yellow mould")}})},
                        {"depth", Wording::plain("1")}});
    auto again = testing::reload(*g);
    ASSERT_NE(again, nullptr);
    EXPECT_EQ(again->death_cause, g->death_cause);
}

// Saves written before issue 18 hold `armour` ("wore armour") and `lurk` ("waited") under their old meanings, and
// format 10's loader cleared both on a live run's every load. The step to format 11 clears them once, keeping every
// other bit; a format-11 save keeps every bit it holds (a live run can break `armour` by a last stand).
TEST(GoldenSave, AFormatTenLiveRunLosesTheArmourAndLurkBitsOfTheirOldMeanings) {
    auto golden = io::read_file(golden_path(10));
    ASSERT_TRUE(golden.has_value());
    std::vector<std::byte> bytes = *golden;
    // Format 10's body: seed, generation, forced level, the name "Golden", depth, floor changes, Element carried,
    // GameRng and score, then the conducts broken (u16).
    constexpr std::size_t kConductsAt = 8 + 1 + 8 + (4 + 6) + 4 + 4 + 1 + 16 + (8 + 4 * 4 + 2);
    const auto mask = static_cast<ConductMask>(conduct_bit(Conduct::potions) | conduct_bit(Conduct::armour) |
                                               conduct_bit(Conduct::lurk));
    const std::array<std::byte, 2> stored{static_cast<std::byte>(mask & 0xFFU), static_cast<std::byte>(mask >> 8)};
    testing::splice_body(bytes, kConductsAt, 2, stored);
    auto old = load_save(bytes, testing::content());
    ASSERT_TRUE(old.has_value()) << old.error().message;
    ASSERT_EQ((*old)->outcome, Outcome::alive);
    EXPECT_EQ((*old)->conducts_broken, conduct_bit(Conduct::potions));

    auto g = new_game(testing::content(), kGoldenSeed, "Golden");
    g->conducts_broken = mask;
    auto again = testing::reload(*g);
    ASSERT_NE(again, nullptr);
    EXPECT_EQ(again->conducts_broken, mask);
}

// Format 9 added the monster memory: an older save remembers nothing; a new save keeps what was remembered.
TEST(GoldenSave, AFormatEightSaveRemembersNoMonsterAndANewSaveKeepsTheMemory) {
    auto bytes = io::read_file(golden_path(8));
    ASSERT_TRUE(bytes.has_value());
    auto loaded = load_save(*bytes, testing::content());
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    EXPECT_TRUE((*loaded)->memory.kinds.empty());

    Game& g = **loaded;
    MonsterRecord& rat = g.memory.of(stable_id("rat"));
    rat.blows_landed = 3;
    rat.heaviest_blow = 2;
    rat.kills = 1;
    rat.conditions = {"poisoned"};
    rat.arts = {"frost_bolt"};
    auto again = testing::reload(g);
    ASSERT_NE(again, nullptr);
    const MonsterRecord* kept = again->memory.find(stable_id("rat"));
    ASSERT_NE(kept, nullptr);
    EXPECT_EQ(kept->blows_landed, 3);
    EXPECT_EQ(kept->heaviest_blow, 2);
    EXPECT_EQ(kept->kills, 1);
    EXPECT_EQ(kept->conditions, std::vector<std::string>{"poisoned"});
    EXPECT_EQ(kept->arts, std::vector<std::string>{"frost_bolt"});
    EXPECT_EQ(state_hash(*again), state_hash(g)) << "the memory is no part of the game's state";
}

// Format 8 added the dungeon generation: every older save is a generation 1 run (on generation 1's walls, which
// its map diff is against), and a new save keeps the generation it was played on.
TEST(GoldenSave, AFormatSevenSaveIsAGenerationOneRunAndANewSaveKeepsItsGeneration) {
    auto bytes = io::read_file(golden_path(7));
    ASSERT_TRUE(bytes.has_value());
    auto loaded = load_save(*bytes, testing::content());
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    EXPECT_EQ((*loaded)->descent.generation, 1);
    EXPECT_EQ((*loaded)->descent.level, StableId{});

    auto fresh = new_game(testing::content(), kGoldenSeed, "Golden");
    EXPECT_EQ(fresh->descent.generation, kNewestGeneration) << "a new run takes the newest generation";
    auto again = testing::reload(*fresh);
    ASSERT_NE(again, nullptr);
    EXPECT_EQ(again->descent.generation, kNewestGeneration);

    StartChoices first;
    first.dungeon.generation = 1;
    auto old_walls = new_game(testing::content(), kGoldenSeed, "Golden", {}, first);
    auto old_again = testing::reload(*old_walls);
    ASSERT_NE(old_again, nullptr);
    EXPECT_EQ(old_again->descent.generation, 1);
    EXPECT_EQ(state_hash(*old_again), state_hash(*old_walls));
}

// A save naming a generation this build does not know is refused, not played on other walls.
TEST(GoldenSave, ASaveOfAnUnknownGenerationIsRefused) {
    auto g = new_game(testing::content(), kGoldenSeed, "Golden");
    std::vector<std::byte> bytes = save_bytes(*g);
    ByteWriter unknown;
    unknown.i32(kNewestGeneration + 1);
    testing::set_run_field(bytes, "generation", unknown.bytes());
    const auto loaded = load_save(bytes, testing::content());
    ASSERT_FALSE(loaded.has_value());
    EXPECT_NE(loaded.error().message.find("the run's generation"), std::string::npos) << loaded.error().message;
}

// Format 7 added the messages' tones: an older save's messages come back plain; a new save keeps them.
TEST(GoldenSave, AFormatSixSavesMessagesArePlainAndANewSaveKeepsTones) {
    auto bytes = io::read_file(golden_path(6));
    ASSERT_TRUE(bytes.has_value());
    auto loaded = load_save(*bytes, testing::content());
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    ASSERT_FALSE((*loaded)->log.empty());
    for (const Message& m : (*loaded)->log.messages()) EXPECT_EQ(m.tone, Tone::plain) << m.text;

    Game& g = **loaded;
    g.log.add("It hurts!", Tone::danger);
    g.log.add("You feel better.", Tone::good);
    auto again = testing::reload(g);
    ASSERT_NE(again, nullptr);
    const auto& messages = again->log.messages();
    ASSERT_GE(messages.size(), 2u);
    EXPECT_EQ(messages[messages.size() - 2].tone, Tone::danger);
    EXPECT_EQ(messages.back().tone, Tone::good);
}

// Format 6 added the spirits' accord: an older save arrives with the dial at 0 and the spirits at peace.
TEST(GoldenSave, AFormatFiveSaveMeetsTheSpiritsAtPeace) {
    auto bytes = io::read_file(golden_path(5));
    ASSERT_TRUE(bytes.has_value());
    auto loaded = load_save(*bytes, testing::content());
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    EXPECT_EQ((*loaded)->spirits.dial, 0);
    EXPECT_FALSE((*loaded)->spirits.hostile);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::save
