// The records a run leaves, through the real play screen on the null terminal: the run dump and leaderboard
// entry at death and quit (and what the end panel says of them), a refused leaderboard, an exception escaping
// a turn (injected by a test hook), and `yoord --scores`.

#include "render/game/run_records.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "render/cli.hpp"
#include "render/game/game_screen.hpp"
#include "render/null_terminal.hpp"
#include "render/scores.hpp"
#include "sim/rules/combat.hpp"
#include "sim/world/components.hpp"
#include "sim/io/records/bones_files.hpp"
#include "sim/io/records/leaderboard.hpp"
#include "sim/io/save/save_file.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<fs::path> files_in(const fs::path& dir) {
    std::vector<fs::path> out;
    if (!fs::exists(dir)) return out;
    for (const auto& e : fs::directory_iterator(dir)) out.push_back(e.path());
    return out;
}

// The panel's text: what lies between the frame's sides on each line, spaces dropped, so a wrapped note
// reads as one string.
std::string panel_text(const std::string& screen) {
    static const std::string kSide = "\u2502";  // the frame's vertical line
    std::string out;
    std::istringstream lines(screen);
    std::string line;
    while (std::getline(lines, line)) {
        const std::size_t left = line.find(kSide);
        if (left == std::string::npos) continue;
        const std::size_t right = line.find(kSide, left + kSide.size());
        if (right == std::string::npos) continue;
        for (std::size_t i = left + kSide.size(); i < right; ++i) {
            if (line[i] != ' ') out.push_back(line[i]);
        }
    }
    return out;
}

std::string squeezed(const std::string& text) {
    std::string out;
    for (const char c : text) {
        if (c != ' ') out.push_back(c);
    }
    return out;
}

class RunRecords : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("yoord-runrec-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir);
    }
    void TearDown() override { fs::remove_all(dir); }

    struct Session {
        NullTerminal terminal;
        LayerStack stack{terminal};
        Keymap keymap = Keymap::defaults();
        GameScreen screen;
        Session(const fs::path& dir) : screen(stack, keymap, new_game(content(), 7, "Tess")) {
            screen.set_records(RecordsSetup{.data_dir = dir, .content_hash = 0x5eed, .board = {}, .recording = {}});
        }
        std::string play(std::string_view keys) {
            terminal.type(keys);
            screen.run();
            return terminal.to_string();
        }
    };

    fs::path dir;
};

TEST_F(RunRecords, ADeathWritesTheDumpAndTheLeaderboardAndThePanelSaysWhere) {
    Session s(dir);
    Game& g = s.screen.game();
    harm(g, g.player, g.world.get<Health>(g.player).hp, ecs::null_entity, Wording::plain("a falling rock"));
    const std::string screen = s.play(".");
    ASSERT_EQ(g.outcome, Outcome::dead);
    const std::vector<fs::path> dumps = files_in(dir / "morgue");
    ASSERT_EQ(dumps.size(), 1U);
    EXPECT_NE(read_text(dumps[0]).find("killed by a falling rock"), std::string::npos);
    EXPECT_NE(panel_text(screen).find(squeezed("Run dump: " + dumps[0].string())), std::string::npos) << screen;
    EXPECT_NE(screen.find("Leaderboard: #1"), std::string::npos) << screen;
    const auto board = read_leaderboard(dir / kLeaderboardFileName);
    ASSERT_TRUE(board) << board.error();
    ASSERT_EQ(board->entries.size(), 1U);
    EXPECT_EQ(board->entries[0].end, RunEnd::died);
    EXPECT_EQ(board->entries[0].name, "Tess");
    EXPECT_TRUE(s.screen.over());
}

TEST_F(RunRecords, QuittingRecordsAQuitRun) {
    Session s(dir);
    const std::string screen = s.play(".\x11y");  // a turn played, then quit
    EXPECT_NE(screen.find("You gave up the run."), std::string::npos) << screen;
    EXPECT_EQ(files_in(dir / "morgue").size(), 1U);
    const auto board = read_leaderboard(dir / kLeaderboardFileName);
    ASSERT_TRUE(board) << board.error();
    ASSERT_EQ(board->entries.size(), 1U);
    EXPECT_EQ(board->entries[0].end, RunEnd::quit);
    EXPECT_TRUE(s.screen.over());
}

// Issue 29, item 9: a run quit before its first turn is no run: it writes its dump but takes no place on the board.
TEST_F(RunRecords, AQuitBeforeTheFirstTurnDoesNotEnterTheLeaderboard) {
    Session s(dir);
    const std::string screen = s.play("\x11y");
    EXPECT_NE(screen.find("You gave up the run."), std::string::npos) << screen;
    EXPECT_NE(panel_text(screen).find(squeezed("A run quit before its first turn does not enter the leaderboard.")),
              std::string::npos)
        << screen;
    EXPECT_FALSE(fs::exists(dir / kLeaderboardFileName));
}

TEST_F(RunRecords, ARefusedLeaderboardIsLeftAloneAndThePlayerIsTold) {
    fs::create_directories(dir);
    const std::string corrupt = "not a leaderboard\n";
    std::ofstream(dir / kLeaderboardFileName) << corrupt;
    Session s(dir);
    const std::string screen = s.play(".\x11y");  // a turn, so the quit is a run the board would take
    EXPECT_NE(screen.find("Leaderboard not updated"), std::string::npos) << screen;
    EXPECT_EQ(read_text(dir / kLeaderboardFileName), corrupt);
    EXPECT_EQ(files_in(dir / "morgue").size(), 1U) << "the dump is still written";
}

TEST_F(RunRecords, AnExceptionInATurnOffersAChoiceAndSaveAndQuitSavesTheRunAsItWasBefore) {
    Session s(dir);
    std::uint64_t before = 0;
    std::uint32_t turn_before = 0;
    s.screen.set_turn_hook_for_tests([&](Game& g, const Intent& intent) {
        if (intent.kind != IntentKind::wait) return;
        before = state_hash(g);
        turn_before = g.turn;
        g.turn += 5;  // the failing turn has already changed the game when it throws
        throw std::runtime_error("injected failure");
    });
    (void)s.play("h.s");  // one step west (fine), a wait that throws, then the panel's choice: save and quit
    const std::vector<fs::path> reports = files_in(dir / "crashes");
    ASSERT_EQ(reports.size(), 1U);
    const std::string report = read_text(reports[0]);
    EXPECT_NE(report.find("injected failure"), std::string::npos);
    EXPECT_NE(report.find("step west\nwait\n"), std::string::npos) << report;
    EXPECT_NE(report.find("Content hash   5eed"), std::string::npos) << report;
    EXPECT_TRUE(files_in(dir / "morgue").empty()) << "a crashed run is not a finished one";
    EXPECT_TRUE(s.screen.saved());
    const fs::path save = save::save_path(dir, "Tess");
    const save::Resume resumed = save::resume_from(save, content());
    ASSERT_EQ(resumed.state, save::ResumeState::resumed);
    EXPECT_EQ(resumed.game->turn, turn_before);
    EXPECT_EQ(state_hash(*resumed.game), before) << "saved as it stood before the failing turn";
    EXPECT_TRUE(s.screen.over());
}

TEST_F(RunRecords, AnExceptionInATurnShowsThePanelWithTheReport) {
    Session s(dir);
    s.screen.set_turn_hook_for_tests([&](Game&, const Intent& intent) {
        if (intent.kind == IntentKind::wait) throw std::runtime_error("injected failure");
    });
    const std::string screen = s.play(".");  // input runs out with the panel up
    EXPECT_NE(screen.find("Yoord hit an internal error in that turn."), std::string::npos) << screen;
    EXPECT_NE(panel_text(screen).find("injectedfailure"), std::string::npos) << screen;
    EXPECT_NE(panel_text(screen).find("Crashreport:"), std::string::npos) << screen;
    EXPECT_NE(screen.find("[g] go on"), std::string::npos) << screen;
    EXPECT_NE(screen.find("[s] save"), std::string::npos) << screen;
}

TEST_F(RunRecords, GoingOnAfterAnErrorUndoesTheFailedActionAndTheRunContinues) {
    Session s(dir);
    std::uint64_t before = 0;
    std::uint64_t when_going_on = 0;
    std::uint32_t turn_before = 0;
    int waits = 0;
    s.screen.set_turn_hook_for_tests([&](Game& g, const Intent& intent) {
        if (intent.kind != IntentKind::wait) return;
        if (++waits == 1) {
            before = state_hash(g);
            turn_before = g.turn;
            g.turn += 5;
            throw std::runtime_error("injected failure");
        }
        when_going_on = state_hash(g);  // the next wait starts from the snapshot
    });
    s.play("h.g.");  // a step, a wait that throws, go on, and the same wait again
    ASSERT_EQ(waits, 2);
    EXPECT_EQ(when_going_on, before) << "the run goes on with the state hash of before the failed action";
    EXPECT_EQ(s.screen.game().turn, turn_before + 1) << "and the wait played this time";
    bool said = false;
    for (const auto& m : s.screen.game().log.messages()) said = said || m.text.find("The failed action was undone") != std::string::npos;
    EXPECT_TRUE(said) << "the log says the action was undone";
    EXPECT_EQ(files_in(dir / "crashes").size(), 1U);
}

TEST_F(RunRecords, ScoresCommandPrintsTheBoardOrWhyNot) {
    fs::create_directories(dir);
    const auto env = [&](const char* name) -> std::optional<std::string> {
        if (std::string_view(name) == "YOORD_DATA_DIR") return dir.string();
        return std::nullopt;
    };
    std::ostringstream out;
    std::ostringstream err;
    EXPECT_EQ(scores_command(out, err, env), 0);
    EXPECT_EQ(out.str(), "No runs on the leaderboard yet.\n");
    ScoreEntry e;
    e.score = 321;
    e.name = "Vi";
    e.cause = Wording::plain("killed by a rat on depth 2");
    e.date = "2026-11-29 12:00:00";
    e.seed = 5;
    ASSERT_TRUE(record_score(dir / kLeaderboardFileName, e).written);
    out.str("");
    EXPECT_EQ(scores_command(out, err, env), 0);
    EXPECT_NE(out.str().find("321"), std::string::npos) << out.str();
    EXPECT_NE(out.str().find("killed by a rat on depth 2"), std::string::npos) << out.str();
    std::ofstream(dir / kLeaderboardFileName) << "yoord-scores 9\n";
    out.str("");
    EXPECT_EQ(scores_command(out, err, env), 1);
    EXPECT_NE(err.str().find("newer Yoord"), std::string::npos) << err.str();
}

TEST_F(RunRecords, TheBinaryPrintsScores) {
    fs::create_directories(dir);
    const std::string command = "YOORD_DATA_DIR='" + dir.string() + "' " + YOORD_EXE + " --scores";
    FILE* pipe = ::popen(command.c_str(), "r");
    ASSERT_NE(pipe, nullptr);
    std::string output;
    char buf[256];
    while (std::fgets(buf, sizeof buf, pipe) != nullptr) output += buf;
    EXPECT_EQ(::pclose(pipe), 0);
    EXPECT_EQ(output, "No runs on the leaderboard yet.\n");
}

// Bones (issue 31, item 7): play's death leaves them beside the dump; --no-bones (RecordsSetup::bones false, no
// BonesFolder handed to the game) writes nothing and reads nothing.
TEST(Bones, NoBonesWritesAndReadsNothing) {
    const fs::path dir = fs::temp_directory_path() / ("yoord-nobones-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    const std::string_view args[] = {"--no-bones", "--seed", "3"};
    const ParseResult parsed = parse_command_line(args);
    ASSERT_TRUE(parsed.line) << parsed.error;
    EXPECT_TRUE(parsed.line->no_bones);
    EXPECT_FALSE(parse_command_line(std::span<const std::string_view>(args + 1, 2)).line->no_bones);

    const auto die = [&](bool bones) {
        auto g = new_game(content(), 7, "Tess");
        harm(*g, g->player, g->world.get<Health>(g->player).hp, ecs::null_entity, Wording::plain("a falling rock"));
        (void)play_turn(*g, Intent::wait());
        EXPECT_EQ(g->outcome, Outcome::dead);
        RecordsSetup setup{.data_dir = dir, .content_hash = 0x5eed, .board = {}, .recording = {}};
        setup.bones = bones;
        return record_finished_run(*g, setup, "2026-12-06 02:00:00");
    };
    (void)die(false);
    EXPECT_FALSE(fs::exists(dir / kBonesFolderName)) << "--no-bones writes nothing";
    const std::vector<std::string> notes = die(true);
    EXPECT_TRUE(fs::exists(bones_path(dir, 1)));
    EXPECT_NE(std::find(notes.begin(), notes.end(), "Bones left for depth 1: " + bones_path(dir, 1).string()), notes.end());
    const std::vector<std::string> again = die(true);
    EXPECT_NE(std::find(again.begin(), again.end(),
                        "Depth 1 already holds an earlier death's bones: they are kept, and yours are not written."),
              again.end());
    // A game handed no bones source (--no-bones, and every tool) climbs with the Element past the file untouched.
    auto g = new_game(content(), 7, "Wiz");
    g->wizard = true;
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 2));
    (void)play_turn(*g, Intent::wizard(WizardAct::give, content().common(*content().find("element_of_yoord")).stable.value, 1));
    (void)play_turn(*g, Intent::wizard(WizardAct::go_to_depth, 0, 1));
    EXPECT_FALSE(g->now.bones_met);
    EXPECT_TRUE(fs::exists(bones_path(dir, 1)));
    fs::remove_all(dir);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
