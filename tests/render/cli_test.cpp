#include "render/cli.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "render/app.hpp"
#include "sim/text/strings.hpp"
#include "tests/support/run_exe.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

ParseResult parse(std::initializer_list<std::string_view> args, bool include_pending = true) {
    return parse_command_line(std::span<const std::string_view>(args.begin(), args.size()), include_pending);
}

std::string error_of(std::initializer_list<std::string_view> args, bool include_pending = true) {
    const ParseResult r = parse(args, include_pending);
    EXPECT_FALSE(r.line.has_value());
    return r.error;
}

TEST(Cli, NoArgumentsMeansPlay) {
    const ParseResult r = parse({}, false);
    ASSERT_TRUE(r.line);
    EXPECT_EQ(r.line->command, Command::play);
}

TEST(Cli, HelpAndVersion) {
    EXPECT_EQ(parse({"--help"}, false).line->command, Command::help);
    EXPECT_EQ(parse({"--version"}, false).line->command, Command::version);
}

// --generation N and --level ID go where a seed is taken (issue 30); a forced level in play needs --wizard.
TEST(Cli, GenerationAndLevelParseWhereASeedIsTaken) {
    const ParseResult play = parse({"--seed", "7", "--generation", "1"}, false);
    ASSERT_TRUE(play.line) << play.error;
    EXPECT_EQ(play.line->generation, 1);
    const ParseResult catalog = parse({"--seed-catalog", "1..3", "--generation", "2", "--level", "castle"}, false);
    ASSERT_TRUE(catalog.line) << catalog.error;
    EXPECT_EQ(catalog.line->level, "castle");
    EXPECT_TRUE(parse({"--balance", "1..9", "--generation", "2"}, false).line);
    EXPECT_TRUE(parse({"--headless", "--bot", "--turns", "5", "--generation", "1"}, false).line);
    EXPECT_NE(parse({"--generation", "3"}, false).error.find("from 1 to 2"), std::string::npos);
    EXPECT_NE(parse({"--level", "castle"}, false).error.find("'--wizard'"), std::string::npos);
    EXPECT_TRUE(parse({"--level", "castle", "--wizard"}, false).line);
    EXPECT_NE(parse({"--seed-catalog", "1..2", "--generation", "1", "--level", "castle"}, false).error.find("generation 2"),
              std::string::npos);
}

TEST(Cli, ShortVersionFlagIsTheLongOne) {
    EXPECT_EQ(parse({"-V"}, false).line->command, Command::version);
    EXPECT_EQ(short_flag_of("--version"), "-V");
    EXPECT_EQ(short_flag_of("--seed"), "");
    EXPECT_NE(help_text().find("  -V, --version "), std::string::npos);
    EXPECT_EQ(error_of({"-V", "--version"}), "option '--version' is given twice");
    EXPECT_EQ(error_of({"-x"}), "unexpected argument '-x'");
}

TEST(Cli, ExportSpeedScoresDirDailyAndVerifyScoresParse) {
    const ParseResult cast = parse({"--replay", "a.yrec", "--export", "a.cast", "--speed", "2.5"}, false);
    ASSERT_TRUE(cast.line) << cast.error;
    EXPECT_EQ(cast.line->command, Command::replay);
    EXPECT_EQ(cast.line->export_path, "a.cast");
    EXPECT_EQ(cast.line->speed, 2.5);
    EXPECT_EQ(error_of({"--replay", "a.yrec", "--speed", "2"}), "option '--speed' needs '--export'");
    EXPECT_EQ(error_of({"--export", "a.cast"}), "option '--export' needs '--replay'");
    EXPECT_NE(error_of({"--replay", "a", "--export", "b", "--speed", "0"}).find("from 0.01 to 1000"), std::string::npos);
    EXPECT_NE(error_of({"--replay", "a", "--export", "b", "--speed", "fast"}).find("'fast'"), std::string::npos);

    const ParseResult daily = parse({"--daily", "--scores-dir", "/srv/yoord"}, false);
    ASSERT_TRUE(daily.line) << daily.error;
    EXPECT_EQ(daily.line->command, Command::play);
    EXPECT_TRUE(daily.line->daily);
    EXPECT_EQ(daily.line->scores_dir, "/srv/yoord");
    EXPECT_EQ(error_of({"--daily", "--seed", "4"}),
              "options '--daily' and '--seed' cannot be combined: the day chooses the seed");
    const ParseResult verify = parse({"--verify-scores", "--scores-dir", "/srv/yoord", "--daily"}, false);
    ASSERT_TRUE(verify.line) << verify.error;
    EXPECT_EQ(verify.line->command, Command::verify_scores);
    EXPECT_EQ(parse({"--scores", "--daily"}, false).line->command, Command::scores);
    EXPECT_EQ(error_of({"--verify", "a.yrec", "--daily"}), "option '--daily' does not apply to '--verify'");
}

TEST(Cli, TheBinaryPrintsItsVersionForEitherSpelling) {
    for (const char* flag : {"-V", "--version"}) {
        const test::RunResult r = test::run_exe(flag);
        EXPECT_EQ(r.status, 0);
        EXPECT_EQ(r.output, std::string("yoord ") + YOORD_PROJECT_VERSION + "\n") << flag;
    }
}

TEST(Cli, EveryFlagParsesWithItsValues) {
    const ParseResult play = parse({"--name", "Aldo", "--seed=42", "--content-dir", "mods", "--record", "r.yrec"});
    ASSERT_TRUE(play.line) << play.error;
    EXPECT_EQ(play.line->command, Command::play);
    EXPECT_EQ(play.line->name, "Aldo");
    EXPECT_EQ(play.line->seed, 42U);
    EXPECT_EQ(play.line->content_dir, "mods");
    EXPECT_EQ(play.line->record, "r.yrec");

    const ParseResult catalog = parse({"--seed-catalog", "1..100", "--depth", "3"});
    ASSERT_TRUE(catalog.line) << catalog.error;
    EXPECT_EQ(catalog.line->seed_catalog, (SeedRange{1, 100}));
    EXPECT_EQ(catalog.line->depth, 3);

    const ParseResult headless = parse({"--headless", "--seed", "7", "--turns", "1000", "--bot"});
    ASSERT_TRUE(headless.line) << headless.error;
    EXPECT_EQ(headless.line->command, Command::headless);
    EXPECT_EQ(headless.line->turns, 1000);
    EXPECT_TRUE(headless.line->bot);

    EXPECT_EQ(parse({"--check-content"}).line->check_content_dir, std::nullopt);
    EXPECT_EQ(parse({"--check-content", "mods"}).line->check_content_dir, "mods");
    EXPECT_EQ(parse({"--scores"}).line->command, Command::scores);
    EXPECT_EQ(parse({"--verify", "a.yrec"}).line->verify, "a.yrec");
    EXPECT_EQ(parse({"--replay", "a.yrec"}).line->replay, "a.yrec");
    EXPECT_EQ(parse({"--list-content", "--content-dir", "mods"}).line->command, Command::list_content);
}

TEST(Cli, ErrorsNameTheFlag) {
    EXPECT_EQ(error_of({"--sed", "4"}), "unknown option '--sed' (did you mean '--seed'?)");
    EXPECT_EQ(error_of({"--seed"}), "option '--seed' needs a value: --seed N");
    EXPECT_EQ(error_of({"--seed", "--bot"}), "option '--seed' needs a value: --seed N");
    EXPECT_EQ(error_of({"--seed", "abc"}),
              "option '--seed' wants a whole number from 0 to 18446744073709551615, not 'abc'");
    EXPECT_EQ(error_of({"--seed", "-1"}),
              "option '--seed' wants a whole number from 0 to 18446744073709551615, not '-1'");
    EXPECT_EQ(error_of({"--seed", "1", "--seed", "2"}), "option '--seed' is given twice");
    EXPECT_EQ(error_of({"--version=2"}), "option '--version' takes no value");
    EXPECT_EQ(error_of({"--version", "--help"}), "options '--version' and '--help' cannot be combined");
    EXPECT_EQ(error_of({"seed"}), "unexpected argument 'seed'");
    EXPECT_EQ(error_of({"--name", ""}), "option '--name' needs a name that is not empty");
    EXPECT_EQ(error_of({"--seed-catalog", "9..3"}),
              "option '--seed-catalog' wants a range of seeds A..B with A <= B, like 1..100, not '9..3'");
    EXPECT_EQ(error_of({"--seed-catalog", "1..5", "--depth", "0"}),
              "option '--depth' wants a depth of 1 or more, not '0'");
    EXPECT_EQ(error_of({"--headless", "--turns", "0", "--bot"}),
              "option '--turns' wants a number of turns of 1 or more, not '0'");
}

TEST(Cli, FlagsThatModifyACommandNeedIt) {
    EXPECT_EQ(error_of({"--depth", "3"}), "option '--depth' needs '--seed-catalog'");
    EXPECT_EQ(error_of({"--bot"}), "option '--bot' needs '--headless'");
    EXPECT_EQ(error_of({"--scores", "--seed", "3"}), "option '--seed' does not apply to '--scores'");
    EXPECT_EQ(error_of({"--headless", "--bot"}), "option '--headless' needs '--bot' and '--turns T'");
}

TEST(Cli, HelpListsEveryLandedFlagAndVariableOnOneLineEach) {
    const std::string help = help_text();
    for (const FlagSpec& f : flag_table()) {
        if (f.status != FlagStatus::landed) continue;
        // A flag with a one-letter spelling shows it first: "  -V, --version".
        std::string left = "  ";
        if (const std::string_view letter = short_flag_of(f.flag); !letter.empty()) left.append(letter).append(", ");
        const std::size_t at = help.find(left + std::string(f.flag));
        ASSERT_NE(at, std::string::npos) << f.flag;
        const std::size_t eol = help.find('\n', at);
        EXPECT_NE(help.substr(at, eol - at).find(phrase(f.help)), std::string::npos) << f.flag;
    }
    for (const EnvSpec& e : env_table()) {
        if (e.status == FlagStatus::landed) {
            EXPECT_NE(help.find("  " + std::string(e.name)), std::string::npos);
        }
    }
}

TEST(Cli, TheReferencePageNamesEveryFlagAndVariable) {
    std::ifstream in(std::string(YOORD_SOURCE_DIR) + "/docs/reference/command-line.md");
    std::ostringstream page;
    page << in.rdbuf();
    ASSERT_FALSE(page.str().empty());
    // Pending flags too: the page says which issue each waits for, and its status column follows the table.
    for (const FlagSpec& f : flag_table()) {
        std::string row = "| `";
        row += f.flag;
        const std::size_t at = page.str().find(row);
        ASSERT_NE(at, std::string::npos) << f.flag;
        const std::string line = page.str().substr(at, page.str().find('\n', at) - at);
        const bool says_landed = line.find("| landed |") != std::string::npos;
        EXPECT_EQ(says_landed, f.status == FlagStatus::landed)
            << f.flag << ": docs/reference/command-line.md and kFlagTable disagree on whether it has landed";
    }
    for (const EnvSpec& e : env_table()) {
        std::string quoted = "`";
        quoted += e.name;
        quoted += '`';
        EXPECT_NE(page.str().find(quoted), std::string::npos) << e.name;
    }
}

// Runs the built yoord with arguments; returns its exit status and what it printed.
std::pair<int, std::string> run_yoord(const std::string& args, const std::string& env = "") {
    const std::string command = env + " '" + YOORD_EXE + "' " + args + " </dev/null 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return {-1, ""};
    std::string out;
    std::array<char, 256> buffer{};
    while (std::fgets(buffer.data(), buffer.size(), pipe) != nullptr) out += buffer.data();
    const int status = pclose(pipe);
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

// The environment a test runs yoord in, so the builder's own LANG does not choose the help's language.
constexpr const char* kInEnglish = "LANGUAGE= LC_ALL= LANG=C";

TEST(Cli, TheProgramPrintsHelpAndVersionAndExitsTwoOnABadFlag) {
    const auto [help_status, help] = run_yoord("--help", kInEnglish);
    EXPECT_EQ(help_status, 0);
    EXPECT_EQ(help, help_text());
    const auto [version_status, version] = run_yoord("--version");
    EXPECT_EQ(version_status, 0);
    EXPECT_EQ(version.rfind("yoord ", 0), 0U);
    const auto [bad_status, bad] = run_yoord("--frobnicate");
    EXPECT_EQ(bad_status, kExitUsage);
    EXPECT_EQ(bad, usage_error("unknown option '--frobnicate'"));
}

// Every command-line tool answers -h and -V: what a newcomer types first.
TEST(Cli, TheShortSpellingsOfHelpAndVersionWorkAsTheLongOnes) {
    EXPECT_EQ(run_yoord("-h"), run_yoord("--help"));
    EXPECT_EQ(run_yoord("-V"), run_yoord("--version"));
    EXPECT_EQ(parse({"-h"}).line->command, Command::help);
}

// Issue 34, item 3: --help comes out in the chosen language, every line from the table; the flags, the
// variables and their metavariables stay as they are typed.
class HelpLanguage : public ::testing::TestWithParam<std::string> {
protected:
    void TearDown() override { use_strings(english_strings()); }
};

TEST_P(HelpLanguage, TheHelpIsInTheChosenLanguageEveryLineFromItsTable) {
    const auto [status, help] = run_yoord("--help --lang " + GetParam(), kInEnglish);
    EXPECT_EQ(status, 0) << help;
    Diagnostics problems;
    LanguageLoad language = load_language(GetParam(), "", problems);
    ASSERT_TRUE(language.table.has_value());
    use_strings(std::move(*language.table));
    EXPECT_EQ(help, help_text());
    for (const FlagSpec& f : flag_table()) {
        if (f.status != FlagStatus::landed) continue;
        std::string left = "\n  ";
        if (const std::string_view letter = short_flag_of(f.flag); !letter.empty()) left.append(letter).append(", ");
        const std::size_t at = help.find(left + std::string(f.flag) + " ");
        ASSERT_NE(at, std::string::npos) << f.flag;
        const std::string line = help.substr(at + 1, help.find('\n', at + 1) - at - 1);
        EXPECT_NE(line.find(phrase(f.help)), std::string::npos) << line;
        EXPECT_EQ(line.find(english_strings().format(f.help, {})), std::string::npos) << line;
    }
    for (const EnvSpec& e : env_table()) {
        if (e.status != FlagStatus::landed) continue;
        EXPECT_NE(help.find(phrase(e.help)), std::string::npos) << e.name;
    }
    for (const char* frame : {"cli.usage", "cli.about", "cli.keys_in_game", "cli.options", "cli.environment", "cli.files"}) {
        EXPECT_NE(help.find(phrase(frame)), std::string::npos) << frame;
        EXPECT_EQ(help.find(english_strings().format(frame, {})), std::string::npos) << frame << " is still English";
    }
}

// As the game does: LANGUAGE, LC_ALL or LANG choose it when --lang does not, and -h is --help.
TEST_P(HelpLanguage, TheLocaleChoosesTheHelpsLanguageWithoutTheFlag) {
    const std::string locale = "LANGUAGE= LC_ALL= LANG=" + GetParam() + "_XX.UTF-8";
    EXPECT_EQ(run_yoord("-h", locale), run_yoord("--help --lang " + GetParam(), kInEnglish));
    EXPECT_NE(run_yoord("-h", locale), run_yoord("-h", kInEnglish));
}

INSTANTIATE_TEST_SUITE_P(Languages, HelpLanguage, ::testing::Values("pt", "es", "ht"));

TEST(Cli, TheLangFlagAppliesToTheHelpAndTheManualPage) {
    EXPECT_EQ(parse({"--help", "--lang", "pt"}, false).line->lang, "pt");
    EXPECT_EQ(parse({"--man-page", "--lang", "ht"}, false).line->lang, "ht");
    EXPECT_EQ(error_of({"--version", "--lang", "es"}), "option '--lang' does not apply to '--version'");
}

TEST(Cli, TheBalanceReportTakesARangeABotJobsAndFilesAndMergeTakesManyFiles) {
    const ParseResult balance = parse({"--balance", "1..500", "--jobs", "2", "--bot", "scummer", "--csv", "r.csv",
                                       "--svg", "r.svg"});
    ASSERT_TRUE(balance.line) << balance.error;
    EXPECT_EQ(balance.line->command, Command::balance);
    EXPECT_EQ(balance.line->balance, (SeedRange{1, 500}));
    EXPECT_EQ(balance.line->jobs, 2);
    EXPECT_EQ(balance.line->bot_kind, "scummer");
    EXPECT_EQ(balance.line->csv, "r.csv");
    EXPECT_EQ(balance.line->svg, "r.svg");

    const ParseResult merge = parse({"--balance-merge", "a.csv", "b.csv", "--svg", "m.svg"});
    ASSERT_TRUE(merge.line) << merge.error;
    EXPECT_EQ(merge.line->command, Command::balance_merge);
    EXPECT_EQ(merge.line->merge_files, (std::vector<std::string>{"a.csv", "b.csv"}));

    EXPECT_EQ(error_of({"--balance", "1..5", "--bot", "clever"}),
              "option '--bot' wants naive, careful, scummer, dancer or swapper, not 'clever'");
    EXPECT_EQ(error_of({"--balance", "1..5", "--jobs", "0"}), "option '--jobs' wants a number of jobs from 1 to 256, not '0'");
    EXPECT_EQ(error_of({"--balance-merge"}), "option '--balance-merge' needs a value: --balance-merge FILE...");
    EXPECT_EQ(error_of({"--jobs", "2"}), "option '--jobs' needs '--balance'");
}

TEST(Cli, ShardTakesIOfNForTheBalanceReportAndMergeWritesACsv) {
    const ParseResult shard = parse({"--balance", "1..100", "--shard", "2/4", "--csv", "shard-2.csv"});
    ASSERT_TRUE(shard.line) << shard.error;
    EXPECT_EQ(shard.line->shard, (Shard{2, 4}));
    EXPECT_EQ(parse({"--balance", "1..100"}).line->shard, (Shard{1, 1})) << "no --shard: the whole range";
    const ParseResult merge = parse({"--balance-merge", "a.csv", "b.csv", "--csv", "all.csv"});
    ASSERT_TRUE(merge.line) << merge.error;
    EXPECT_EQ(merge.line->csv, "all.csv");
    for (const char* bad : {"0/4", "5/4", "2", "2/0", "a/4", "2/4/8", "-1/4"}) {
        EXPECT_EQ(error_of({"--balance", "1..100", "--shard", bad}),
                  "option '--shard' wants I/N, shard I of N with 1 <= I <= N, like 2/4, not '" + std::string(bad) + "'");
    }
    EXPECT_EQ(error_of({"--shard", "1/2"}), "option '--shard' needs '--balance'");
}

TEST(Cli, PackMayBeGivenAgainAndTheDataPacksTurnedOff) {
    const ParseResult play = parse({"--pack", "a", "--pack=b", "--no-data-packs"});
    ASSERT_TRUE(play.line) << play.error;
    EXPECT_EQ(play.line->packs, (std::vector<std::string>{"a", "b"}));
    EXPECT_FALSE(play.line->data_packs);
    EXPECT_TRUE(parse({}).line->data_packs);
    const ParseResult check = parse({"--check-content", "--pack", "a"});
    ASSERT_TRUE(check.line) << check.error;
    EXPECT_EQ(check.line->command, Command::check_content);
    EXPECT_EQ(check.line->check_content_dir, std::nullopt);
    EXPECT_EQ(error_of({"--pack"}), "option '--pack' needs a value: --pack DIR");
    EXPECT_EQ(error_of({"--scores", "--pack", "a"}), "option '--pack' does not apply to '--scores'");
}

// One run description: every mode that loads content takes --pack, and every mode that starts runs of its own
// takes the body and the companion.
TEST(Cli, EveryModeTakesThePacksAndEveryModeThatStartsRunsTakesTheBodyAndTheCompanion) {
    const ParseResult headless = parse({"--headless", "--bot", "--turns", "9", "--pack", "a", "--pack", "b", "--as",
                                        "lurk", "--companion", "dog", "--record", "r.yrec"});
    ASSERT_TRUE(headless.line) << headless.error;
    EXPECT_EQ(headless.line->packs, (std::vector<std::string>{"a", "b"}));
    EXPECT_EQ(headless.line->body, "lurk");
    EXPECT_EQ(headless.line->companion, "dog");
    EXPECT_EQ(headless.line->record, "r.yrec");
    const ParseResult balance = parse({"--balance", "1..2", "--pack", "a", "--body", "lurk", "--companion", "dog"});
    ASSERT_TRUE(balance.line) << balance.error;
    EXPECT_EQ(balance.line->packs, (std::vector<std::string>{"a"}));
    EXPECT_EQ(balance.line->body, "lurk");
    EXPECT_EQ(balance.line->companion, "dog");
    const ParseResult play = parse({"--pack", "a", "--as", "lurk", "--companion", "dog", "--record", "r.yrec"});
    ASSERT_TRUE(play.line) << play.error;
    for (const auto& args : {std::vector<std::string_view>{"--verify", "r.yrec", "--pack", "a"},
                             std::vector<std::string_view>{"--replay", "r.yrec", "--pack", "a"},
                             std::vector<std::string_view>{"--seed-catalog", "1..2", "--pack", "a"}}) {
        const ParseResult r = parse_command_line(args, true);
        ASSERT_TRUE(r.line) << args.front() << ": " << r.error;
        EXPECT_EQ(r.line->packs, (std::vector<std::string>{"a"})) << args.front();
    }
}

TEST(Cli, EndlessIsAPartOfARunThatBalanceAndTheReplaysRefuseWithTheReason) {
    for (const auto& args : {std::vector<std::string_view>{"--endless"},
                             std::vector<std::string_view>{"--headless", "--bot", "--turns", "5", "--endless"},
                             std::vector<std::string_view>{"--seed-catalog", "1..2", "--depth", "20", "--endless"}}) {
        const ParseResult r = parse_command_line(args, false);
        ASSERT_TRUE(r.line) << args.front() << ": " << r.error;
        EXPECT_TRUE(r.line->endless) << args.front();
    }
    EXPECT_EQ(error_of({"--balance", "1..2", "--endless"}),
              "option '--endless' does not apply to '--balance': the balance report measures the descent for the "
              "Element, and an endless run has no win");
    EXPECT_EQ(error_of({"--verify", "r.yrec", "--endless"}),
              "option '--endless' does not apply to '--verify': the recording names every part of the run it "
              "replays; give only the packs it was played with (--pack DIR)");
}

// Refused only where a flag truly cannot apply, and then with the reason.
TEST(Cli, AFlagAModeCannotUseIsRefusedWithTheReason) {
    const std::string catalog =
        ": the catalog describes the floors of a seed, which a body or a companion does not change";
    EXPECT_EQ(error_of({"--seed-catalog", "1..2", "--as", "lurk"}),
              "option '--as' does not apply to '--seed-catalog'" + catalog);
    EXPECT_EQ(error_of({"--seed-catalog", "1..2", "--companion", "dog"}),
              "option '--companion' does not apply to '--seed-catalog'" + catalog);
    const std::string recording =
        ": the recording names every part of the run it replays; give only the packs it was played with (--pack DIR)";
    EXPECT_EQ(error_of({"--verify", "r.yrec", "--seed", "3"}),
              "option '--seed' does not apply to '--verify'" + recording);
    EXPECT_EQ(error_of({"--verify", "r.yrec", "--body", "lurk"}),
              "option '--body' does not apply to '--verify'" + recording);
    EXPECT_EQ(error_of({"--replay", "r.yrec", "--companion", "dog"}),
              "option '--companion' does not apply to '--replay'" + recording);
    EXPECT_EQ(error_of({"--replay", "r.yrec", "--generation", "1"}),
              "option '--generation' does not apply to '--replay'" + recording);
    // Where the bare words say enough, they stay bare.
    EXPECT_EQ(error_of({"--scores", "--pack", "a"}), "option '--pack' does not apply to '--scores'");
    EXPECT_EQ(error_of({"--balance-merge", "a.csv", "--as", "lurk"}),
              "option '--as' does not apply to '--balance-merge'");
}

// The binary plays each mode with the sample pack and a body: the runs start, and a body the content lacks or a
// pack folder that is not there stops the command, named.
TEST(Cli, TheProgramPlaysEachModeWithAPackAndABody) {
    const std::string sample = "'" + std::string(YOORD_SOURCE_DIR) + "/docs/tutorial/sample-pack'";
    const auto [headless_status, headless] = run_yoord("--headless --bot --turns 30 --pack " + sample + " --as lurk");
    EXPECT_EQ(headless_status, 0) << headless;
    EXPECT_EQ(headless.rfind("seed=1 turns=30 ", 0), 0u) << headless;
    const auto [catalog_status, catalog] = run_yoord("--seed-catalog 1..1 --depth 1 --pack " + sample);
    EXPECT_EQ(catalog_status, 0) << catalog;
    EXPECT_EQ(catalog.rfind("seed 1 depth 1 ", 0), 0u) << catalog;
    const auto [no_body_status, no_body] = run_yoord("--headless --bot --turns 30 --as goblinn");
    EXPECT_EQ(no_body_status, 1) << no_body;
    EXPECT_NE(no_body.find("no creature row 'goblinn' to play as (--body, --as; try: lurk) (did you mean 'goblin'?)"),
              std::string::npos)
        << no_body;
    const auto [no_pack_status, no_pack] = run_yoord("--balance 1..1 --pack /no/such/pack");
    EXPECT_EQ(no_pack_status, 1) << no_pack;
    EXPECT_NE(no_pack.find("/no/such/pack"), std::string::npos) << no_pack;
}

// The author's linter: the sample pack passes and lists what it adds and patches; a broken copy exits 1 naming
// file:line:col.
TEST(Cli, CheckContentWithAPackListsWhatItAddsAndFailsOnItsErrors) {
    const std::string sample = std::string(YOORD_SOURCE_DIR) + "/docs/tutorial/sample-pack";
    const auto [ok_status, ok] = run_yoord("--check-content --pack '" + sample + "'");
    EXPECT_EQ(ok_status, 0) << ok;
    EXPECT_NE(ok.find("pack goblin_quest 1.0.0"), std::string::npos) << ok;
    EXPECT_NE(ok.find("  adds monster goblin_quest.goblin_chief"), std::string::npos) << ok;
    EXPECT_NE(ok.find("  patches goblin description at "), std::string::npos) << ok;

    const std::string dir = std::string(YOORD_BINARY_DIR) + "/render-test-scratch/cli-broken-pack";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    std::ofstream(dir + "/pack.toml") << "id = \"broken\"\nversion = \"1\"\n";
    std::ofstream(dir + "/monsters.toml") << "[[monster]]\nid = \"x\"\nbase = \"gobiln\"\n";
    const auto [bad_status, bad] = run_yoord("--check-content --pack '" + dir + "'");
    EXPECT_EQ(bad_status, 1);
    EXPECT_NE(bad.find("monsters.toml:3:8: error: unknown base 'gobiln'"), std::string::npos) << bad;
}

TEST(Cli, TheProgramRefusesToStartWithABrokenKeymap) {
    const std::string dir = std::string(YOORD_BINARY_DIR) + "/render-test-scratch/cli-bad-keymap";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    std::ofstream(dir + "/keymap.toml") << "zap = \"q\"\n";
    const auto [bad_status, bad] = run_yoord("", "YOORD_DATA_DIR='" + dir + "'");
    EXPECT_EQ(bad_status, 1);
    EXPECT_NE(bad.find("keymap.toml:1:7: error: key 'q' is bound to 'zap' here"), std::string::npos) << bad;
}

// Issue 34, item 4: what a player meets before the game starts is in their language too. A mistake on the
// command line is read in the language --lang names (when it is a code) or the locale does; a broken keymap is
// still reported at its file:line:col, in the language.
TEST_P(HelpLanguage, AMistakeOnTheCommandLineIsSaidInTheChosenLanguage) {
    const auto [status, said] = run_yoord("--sed 4 --lang " + GetParam(), kInEnglish);
    const auto [locale_status, by_locale] = run_yoord("--seed abc", "LANGUAGE= LC_ALL= LANG=" + GetParam() + "_XX.UTF-8");
    Diagnostics problems;
    LanguageLoad language = load_language(GetParam(), "", problems);
    ASSERT_TRUE(language.table.has_value());
    use_strings(std::move(*language.table));
    EXPECT_EQ(status, kExitUsage);
    EXPECT_EQ(said, usage_error(phrase("cli_error.unknown", {{"text", "--sed"}}) +
                                phrase("cli_error.did_you_mean", {{"text", "--seed"}})));
    EXPECT_EQ(locale_status, kExitUsage);
    EXPECT_EQ(by_locale, usage_error(phrase("cli_error.seed", {{"text", "abc"}})));
    EXPECT_EQ(error_of({"--headless", "--bot"}), phrase("cli_error.headless_needs")) << "parsing reads the active table";
    EXPECT_EQ(by_locale.find("option"), std::string::npos) << by_locale;
}

TEST_P(HelpLanguage, ABrokenKeymapIsReportedAtItsPlaceInTheChosenLanguage) {
    const std::string dir = std::string(YOORD_BINARY_DIR) + "/render-test-scratch/cli-bad-keymap-" + GetParam();
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    std::ofstream(dir + "/keymap.toml") << "zap = \"q\"\n";
    const auto [status, said] = run_yoord("--lang " + GetParam(), "YOORD_DATA_DIR='" + dir + "'");
    Diagnostics problems;
    LanguageLoad language = load_language(GetParam(), "", problems);
    ASSERT_TRUE(language.table.has_value());
    use_strings(std::move(*language.table));
    EXPECT_EQ(status, 1);
    const std::string mistake = phrase("keymap_error.bound_by_default", {{"key", "q"}, {"what", "zap"}, {"text", "quaff"}});
    EXPECT_NE(said.find("keymap.toml:1:7: error: " + mistake + "\n"), std::string::npos) << said;
    EXPECT_NE(said.find("yoord: " + phrase("start.fix_the_file") + "\n"), std::string::npos) << said;
    std::filesystem::remove_all(dir);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(Cli, LangAndScreenReaderParse) {
    const ParseResult r = parse({"--lang", "fr", "--screen-reader"});
    ASSERT_TRUE(r.line.has_value()) << r.error;
    EXPECT_EQ(r.line->lang, std::optional<std::string>("fr"));
    EXPECT_TRUE(r.line->screen_reader);
}

TEST(Cli, LangNamesALanguageNeverAPath) {
    for (const char* code : {"fr", "ast", "pt_BR", "pt-br", "pseudo"}) {
        EXPECT_TRUE(parse({"--lang", code}).line.has_value()) << code;
    }
    for (const char* code : {"../../x", "/etc/passwd", "f", "fran", "FR", "fr_", "fr_BRA", "fr.toml", "fr/x"}) {
        const ParseResult r = parse({"--lang", code});
        EXPECT_FALSE(r.line.has_value()) << code;
        EXPECT_NE(r.error.find("option '--lang' wants a language code like fr or pt_BR"), std::string::npos) << r.error;
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
