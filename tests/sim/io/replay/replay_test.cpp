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

// Auto-fight decides from what the game holds (and the quiver letter the intent carries), so a run of Tab presses
// replays exactly, in process and through the binary's --verify.
TEST(Replay, ARunOfAutoFightVerifiesThroughTheBinary) {
    const std::optional<RowRef> rat = content().find("rat");
    ASSERT_TRUE(rat);
    Recording r;
    r.header = recording_header(content(), embedded_hash(), 7, "tester", {*rat, *rat});
    const auto game = new_game(content(), 7, "tester", {*rat, *rat});
    int fought = 0;
    for (int t = 0; t < 40 && game->outcome == Outcome::alive; ++t) {
        const Intent intent = t % 2 == 0 ? Intent::fight() : Intent::fight(3);  // nothing, or a letter, quivered
        fought += play_turn(*game, intent).spent ? 1 : 0;
        r.turns.push_back({intent, state_hash(*game)});
    }
    ASSERT_GT(fought, 0) << "the rats were fought";
    const VerifyResult v = verify_recording(content(), embedded_hash(), r);
    EXPECT_TRUE(v.ok()) << v.error;
    const std::string path = temp_path("fight.yrec");
    {
        std::ofstream out(path);
        out << format_recording(r);
    }
    const RunResult verified = run_exe("--verify " + path);
    EXPECT_EQ(verified.status, 0) << verified.output;
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

// A pack in memory: pack.toml with `id`, and one table that patches the goblin.
PackFolder patch_pack(const std::string& dir, const std::string& id, int goblin_hp) {
    PackFolder p;
    p.dir = dir;
    p.paths = {dir + "/pack.toml", dir + "/patches.toml"};
    p.texts = {"id = \"" + id + "\"\nversion = \"1\"\n",
               "[[patch]]\ntarget = \"goblin\"\nset = { hp = " + std::to_string(goblin_hp) + " }\n"};
    return p;
}

Content content_with(const std::vector<PackFolder>& packs) {
    LoadResult r = load_content(embedded_content_files(), packs);
    EXPECT_TRUE(r.content);
    return std::move(*r.content);
}

TEST(Replay, APackHashesItsFilesWhereverItsFolderLies) {
    EXPECT_EQ(pack_hash(patch_pack("a", "extra", 3)), pack_hash(patch_pack("elsewhere/b", "extra", 3)));
    EXPECT_NE(pack_hash(patch_pack("a", "extra", 3)), pack_hash(patch_pack("a", "extra", 4)));
    const Content loaded = content_with({patch_pack("a", "extra", 3)});
    ASSERT_EQ(loaded.packs.size(), 1u);
    EXPECT_EQ(loaded.packs[0].hash, pack_hash(patch_pack("a", "extra", 3)));
    EXPECT_EQ(recorded_packs(loaded), (std::vector<RecordedPack>{{"extra", pack_hash(patch_pack("a", "extra", 3))}}));
}

// Each refusal names the pack and says what to pass.
TEST(Replay, OtherPacksAreRefusedNamingThePackAndWhatToPass) {
    const Content with_extra = content_with({patch_pack("x", "extra", 3)});
    RecordingHeader header;
    header.content_hash = embedded_hash();
    header.packs = recorded_packs(with_extra);
    EXPECT_EQ(other_content_reason(header, embedded_hash(), with_extra), "");

    EXPECT_EQ(other_content_reason(header, embedded_hash(), content()),
              "the recording was played with the pack 'extra' (pack hash " + hash_hex(header.packs[0].hash) +
                  "), which is not loaded: pass --pack with that pack's folder");

    RecordingHeader plain;
    plain.content_hash = embedded_hash();
    EXPECT_EQ(other_content_reason(plain, embedded_hash(), with_extra),
              "the recording was played without the pack 'extra' (from x): leave out its --pack");

    const Content other_version = content_with({patch_pack("y", "extra", 4)});
    EXPECT_EQ(other_content_reason(header, embedded_hash(), other_version),
              "the recording was played with another version of the pack 'extra' (pack hash " +
                  hash_hex(header.packs[0].hash) + "; y hashes to " + hash_hex(other_version.packs[0].hash) +
                  "): pass --pack with the folder of the version it was played with");

    const Content two = content_with({patch_pack("a", "first", 3), patch_pack("b", "second", 4)});
    const Content swapped = content_with({patch_pack("b", "second", 4), patch_pack("a", "first", 3)});
    RecordingHeader in_order;
    in_order.content_hash = embedded_hash();
    in_order.packs = recorded_packs(two);
    EXPECT_EQ(other_content_reason(in_order, embedded_hash(), swapped),
              "the recording loaded its packs in the order first, second, and they load here as second, first: "
              "give the --pack flags in the recording's order");
    // The core tables come first: other core tables are said before any pack.
    EXPECT_NE(other_content_reason(in_order, embedded_hash() + 1, two).find("other content"), std::string::npos);
}

TEST(Replay, TheRunsHeaderNamesEveryPartItWasStartedWith) {
    const Content with_extra = content_with({patch_pack("x", "extra", 3)});
    StartChoices start;
    start.body = body_row(with_extra, "lurk");
    start.companion = with_extra.find("dog");
    ASSERT_TRUE(start.body && start.companion);
    start.dungeon.generation = kFirstGeneration;
    const auto game = new_game(with_extra, 9, "tester", {}, start);
    const RecordingHeader h = game_recording_header(*game, embedded_hash());
    EXPECT_EQ(h.seed, 9u);
    EXPECT_EQ(h.generation, kFirstGeneration);
    EXPECT_EQ(h.body, "lurk");
    EXPECT_EQ(h.companion, "dog");
    EXPECT_EQ(h.packs, recorded_packs(with_extra));
    EXPECT_EQ(other_content_reason(h, embedded_hash(), with_extra), "");
    const StartChoices plain{};
    EXPECT_TRUE(game_recording_header(*new_game(content(), 9, "tester", {}, plain), embedded_hash()).packs.empty());
}

// An endless wizard run taken past the final floor: its header says endless, and the turns verify only as one.
TEST(Replay, AnEndlessRunPastTheFinalFloorVerifiesAndOnlyAsEndless) {
    StartChoices start;
    start.dungeon.endless = true;
    const auto game = new_game(content(), 4, "tester", {}, start);
    game->wizard = true;
    Recording r;
    r.header = game_recording_header(*game, embedded_hash());
    EXPECT_TRUE(r.header.endless);
    const int past = content().constants.final_depth + 1;
    for (const Intent intent : {Intent::wizard(WizardAct::go_to_depth, 0, past), Intent::wait()}) {
        (void)play_turn(*game, intent);
        r.turns.push_back({intent, state_hash(*game)});
    }
    ASSERT_EQ(game->depth(), past);
    const RecordingParse parsed = parse_recording(format_recording(r));
    ASSERT_TRUE(parsed.recording) << parsed.error;
    EXPECT_TRUE(parsed.recording->header.endless);
    const VerifyResult v = verify_recording(content(), embedded_hash(), *parsed.recording);
    EXPECT_TRUE(v.ok()) << v.error;
    Recording ordinary = *parsed.recording;
    ordinary.header.endless = false;
    EXPECT_FALSE(verify_recording(content(), embedded_hash(), ordinary).ok()) << "the wizard cannot go past 13 there";
}

TEST(ReplayCli, AnEndlessHeadlessRecordingNamesItselfAndVerifies) {
    const std::string path = temp_path("endless.yrec");
    const RunResult recorded = run_exe("--headless --bot --turns 200 --seed 5 --endless --record " + path);
    ASSERT_EQ(recorded.status, 0) << recorded.output;
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_NE(text.str().find("\nendless\nturns\n"), std::string::npos) << text.str().substr(0, 300);
    const RunResult verified = run_exe("--verify " + path);
    EXPECT_EQ(verified.status, 0) << verified.output;
    const RunResult named = run_exe("--verify " + path + " --endless");
    EXPECT_EQ(named.status, 2) << "the recording names the run: " << named.output;
    std::filesystem::remove(path);
}

// The sample pack of docs/tutorial/write-a-pack.md, as a player would pass it.
std::string sample_pack() { return std::string(YOORD_SOURCE_DIR) + "/docs/tutorial/sample-pack"; }

TEST(ReplayCli, AHeadlessRunWithAPackAndABodyVerifiesWithTheSamePackAndIsRefusedWithoutIt) {
    const std::string path = temp_path("pack.yrec");
    const std::string run = "--headless --bot --turns 300 --seed 5 --as lurk --pack '" + sample_pack() + "'";
    const RunResult played = run_exe(run);
    ASSERT_EQ(played.status, 0) << played.output;
    EXPECT_NE(played.output, run_exe("--headless --bot --turns 300 --seed 5").output) << "a lurk plays another run";
    const RunResult recorded = run_exe(run + " --record " + path);
    ASSERT_EQ(recorded.status, 0) << recorded.output;
    EXPECT_EQ(recorded.output, played.output);
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_NE(text.str().find("\nbody lurk\npack goblin_quest "), std::string::npos) << text.str().substr(0, 300);

    const RunResult verified = run_exe("--verify " + path + " --pack '" + sample_pack() + "'");
    EXPECT_EQ(verified.status, 0) << verified.output;
    const std::string hash = played.output.substr(played.output.find("hash=") + 5, 16);
    EXPECT_NE(verified.output.find("final hash " + hash), std::string::npos) << verified.output;

    const std::string refusal = "the recording was played with the pack 'goblin_quest'";
    const RunResult without = run_exe("--verify " + path);
    EXPECT_EQ(without.status, 1) << without.output;
    EXPECT_NE(without.output.find(refusal), std::string::npos) << without.output;
    EXPECT_NE(without.output.find("pass --pack with that pack's folder"), std::string::npos) << without.output;
    // --replay refuses the same way, before any screen opens.
    const RunResult replay = run_exe("--replay " + path + " </dev/null");
    EXPECT_EQ(replay.status, 1) << replay.output;
    EXPECT_NE(replay.output.find(refusal), std::string::npos) << replay.output;
    std::filesystem::remove(path);
}

// --record plays the bot --bot names, as --headless does, so the line is the same and the file verifies.
TEST(ReplayCli, ARecordedRunIsPlayedByTheBotTheCommandLineNames) {
    const std::string path = temp_path("careful.yrec");
    const std::string run = "--headless --bot careful --turns 300 --seed 5";
    const RunResult played = run_exe(run);
    ASSERT_EQ(played.status, 0) << played.output;
    EXPECT_NE(played.output, run_exe("--headless --bot --turns 300 --seed 5").output)
        << "the careful bot plays otherwise";
    const RunResult recorded = run_exe(run + " --record " + path);
    EXPECT_EQ(recorded.output, played.output);
    const RunResult verified = run_exe("--verify " + path);
    EXPECT_EQ(verified.status, 0) << verified.output;
    std::filesystem::remove(path);
}

TEST(ReplayCli, APlainRecordingIsRefusedWithAPackItWasPlayedWithout) {
    const std::string path = temp_path("plain.yrec");
    ASSERT_EQ(run_exe("--headless --bot --turns 20 --seed 5 --record " + path).status, 0);
    const RunResult v = run_exe("--verify " + path + " --pack '" + sample_pack() + "'");
    EXPECT_EQ(v.status, 1) << v.output;
    EXPECT_NE(v.output.find("played without the pack 'goblin_quest'"), std::string::npos) << v.output;
    std::filesystem::remove(path);
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
