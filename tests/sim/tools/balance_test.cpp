#include "sim/tools/balance.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>

#include "sim/scenario_support.hpp"
#include "sim/tools/run_setup.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// Short runs keep the suite quick: what is tested is the bookkeeping, not the balance.
constexpr int kShortCap = 600;

std::string report_of(const std::vector<RunRecord>& records) {
    std::ostringstream out;
    write_balance_report(out, records);
    return out.str();
}

std::string last_line(const std::string& text) {
    const std::size_t end = text.find_last_not_of('\n');
    const std::size_t start = text.rfind('\n', end);
    return text.substr(start + 1, end - start);
}

TEST(Balance, TheReportIsAFunctionOfTheSeedsAndTheJobsDoNotChangeIt) {
    const Content& c = testing::shipped_content();
    const std::vector<RunRecord> one = play_balance_runs(c, 1, 4, BotKind::careful, 1, kShortCap);
    const std::vector<RunRecord> again = play_balance_runs(c, 1, 4, BotKind::careful, 1, kShortCap);
    const std::vector<RunRecord> three = play_balance_runs(c, 1, 4, BotKind::careful, 3, kShortCap);
    ASSERT_EQ(one.size(), 4u);
    EXPECT_EQ(one, again);
    EXPECT_EQ(one, three);
    EXPECT_EQ(report_of(one), report_of(three));
    for (std::size_t i = 0; i < one.size(); ++i) EXPECT_EQ(one[i].seed, i + 1) << "in seed order";
}

TEST(Balance, MergingShardsPrintsTheReportOfOneRun) {
    const Content& c = testing::shipped_content();
    const std::vector<RunRecord> whole = play_balance_runs(c, 5, 8, BotKind::naive, 2, kShortCap);
    std::ostringstream first, second;
    write_balance_csv(second, std::vector<RunRecord>(whole.begin() + 2, whole.end()));  // shards in any order
    write_balance_csv(first, std::vector<RunRecord>(whole.begin(), whole.begin() + 2));
    std::vector<RunRecord> merged;
    std::string error;
    std::istringstream a(second.str()), b(first.str());
    ASSERT_TRUE(read_balance_csv(a, "b.csv", merged, error)) << error;
    ASSERT_TRUE(read_balance_csv(b, "a.csv", merged, error)) << error;
    EXPECT_EQ(report_of(merged), report_of(whole));
}

TEST(Balance, TheCsvKeepsEveryField) {
    RunRecord r;
    r.seed = 42;
    r.bot = BotKind::scummer;
    r.outcome = Outcome::dead;
    r.deepest = 4;
    r.depth = 3;
    r.killer = "a sewer rat";
    r.turns = 1234;
    r.score = 567;
    r.floor_turns = {100, 200, 300, 0};
    r.uses = {{"potion_of_healing", 2}, {"wand_of_striking", 1}};
    r.rested = 89;
    r.refusals = 3;
    r.death_floor = "castle";
    std::ostringstream out;
    write_balance_csv(out, {r, RunRecord{}});
    std::vector<RunRecord> back;
    std::string error;
    std::istringstream in(out.str());
    ASSERT_TRUE(read_balance_csv(in, "runs.csv", back, error)) << error;
    ASSERT_EQ(back.size(), 2u);
    EXPECT_EQ(back[0], r);
    EXPECT_EQ(back[1], RunRecord{});
}

// A death names the kind of floor it happened on: the level row on generation 2 (every floor a castle when the
// castle is forced), generation 1's layout kind on generation 1; a run that did not die names none.
TEST(Balance, ADeathNamesTheKindOfFloorItHappenedOn) {
    const Content& c = testing::shipped_content();
    const auto castle = std::find_if(c.levels.begin(), c.levels.end(), [](const LevelDef& l) { return l.id == "castle"; });
    ASSERT_NE(castle, c.levels.end());
    const auto deaths_on = [&](DungeonChoice dungeon) {
        std::set<std::string> floors;
        StartChoices start{};
        start.dungeon = dungeon;
        for (const RunRecord& r : play_balance_runs(c, 1, 6, BotKind::naive, 1, 3000, start)) {
            if (r.outcome == Outcome::dead) {
                floors.insert(r.death_floor);
            } else {
                EXPECT_EQ(r.death_floor, "") << "seed " << r.seed;
            }
        }
        return floors;
    };
    EXPECT_EQ(deaths_on(DungeonChoice{.generation = 2, .level = castle->stable}), std::set<std::string>{"castle"});
    for (const std::string& kind : deaths_on(DungeonChoice{.generation = 1, .level = {}})) {
        EXPECT_TRUE(kind == "rogue" || kind == "caves" || kind == "maze") << kind;
    }
    StartChoices castles{};
    castles.dungeon = DungeonChoice{.generation = 2, .level = castle->stable};
    const std::string report = report_of(play_balance_runs(c, 1, 6, BotKind::naive, 1, 3000, castles));
    EXPECT_NE(report.find("Deaths by kind of floor"), std::string::npos) << report;
}

// --as lurk plays the whole report as a lurk: its runs differ from the plain report's, and the report and the CSV
// say how they were played, so a merge never mixes them with plain runs.
TEST(Balance, AReportPlayedAsALurkDiffersFromThePlainOneAndSaysSo) {
    const Content& c = testing::shipped_content();
    StartChoices as_lurk{};
    as_lurk.body = c.find("lurk");
    ASSERT_TRUE(as_lurk.body);
    const std::vector<RunRecord> plain = play_balance_runs(c, 1, 3, BotKind::careful, 2, kShortCap);
    const std::vector<RunRecord> lurks = play_balance_runs(c, 1, 3, BotKind::careful, 2, kShortCap, as_lurk);
    ASSERT_EQ(lurks.size(), plain.size());
    bool differs = false;
    for (std::size_t i = 0; i < plain.size(); ++i) differs = differs || !(plain[i] == lurks[i]);
    EXPECT_TRUE(differs) << "a lurk plays other runs than the human";

    const std::string label = run_label(c, as_lurk);
    EXPECT_EQ(label, "as lurk");
    std::ostringstream report;
    write_balance_report(report, lurks, label);
    EXPECT_EQ(report.str().rfind("Balance report: the careful bot, seeds 1..3, 3 runs, as lurk\n", 0), 0u)
        << report.str();
    EXPECT_EQ(report_of(plain).find("as lurk"), std::string::npos);

    std::ostringstream csv;
    write_balance_csv(csv, lurks, label);
    EXPECT_EQ(csv.str().rfind("# played as lurk\nseed,bot,", 0), 0u) << csv.str();
    std::istringstream in(csv.str());
    std::vector<RunRecord> back;
    std::string error;
    std::string read_label;
    ASSERT_TRUE(read_balance_csv(in, "lurk.csv", back, error, &read_label)) << error;
    EXPECT_EQ(back, lurks);
    EXPECT_EQ(read_label, "as lurk");
}

TEST(Balance, MergingReportsPlayedDifferentlyIsRefused) {
    const std::string dir = std::string(YOORD_BINARY_DIR) + "/sim-test-scratch/balance-merge";
    std::filesystem::create_directories(dir);
    RunRecord r;
    r.seed = 1;
    {
        std::ofstream plain(dir + "/plain.csv");
        write_balance_csv(plain, {r});
        r.seed = 2;
        std::ofstream lurk(dir + "/lurk.csv");
        write_balance_csv(lurk, {r}, "as lurk");
        r.seed = 3;
        std::ofstream more(dir + "/lurk-3.csv");
        write_balance_csv(more, {r}, "as lurk");
    }
    std::ostringstream out, err;
    EXPECT_EQ(balance_merge_command({dir + "/plain.csv", dir + "/lurk.csv"}, std::nullopt, std::nullopt, out, err), 1);
    EXPECT_EQ(err.str(), "yoord: " + dir + "/lurk.csv: its runs were played as lurk, the files before it plain; merge "
                         "the reports of runs played alike\n");
    std::ostringstream alike;
    EXPECT_EQ(balance_merge_command({dir + "/lurk.csv", dir + "/lurk-3.csv"}, std::nullopt, std::nullopt, alike, err), 0);
    EXPECT_NE(alike.str().find(", as lurk\n"), std::string::npos) << alike.str();
}

TEST(Balance, TheLabelNamesTheBodyTheCompanionAndThePacks) {
    const Content& c = testing::shipped_content();
    StartChoices start{};
    EXPECT_EQ(run_label(c, start), "");
    start.body = c.find("lurk");
    start.companion = c.find("dog");
    EXPECT_EQ(run_label(c, start), "as lurk, with the companion dog");
}

TEST(Balance, ABadCsvLineIsNamedByFileAndLine) {
    std::istringstream in(
        "seed,bot,outcome,deepest,depth,killer,turns,score,floor_turns,uses,rested,refusals,death_floor\n1,clever,won\n");
    std::vector<RunRecord> records;
    std::string error;
    EXPECT_FALSE(read_balance_csv(in, "x.csv", records, error));
    EXPECT_EQ(error.rfind("x.csv:2: ", 0), 0u) << error;
}

TEST(Balance, TheLastLineSaysRunsWinsRateAndMedianDeepest) {
    std::vector<RunRecord> records(4);
    records[0].outcome = Outcome::won;
    records[0].deepest = 13;
    records[1].deepest = 3;
    records[2].deepest = 5;
    records[3].deepest = 2;
    for (std::size_t i = 0; i < records.size(); ++i) records[i].seed = i + 1;
    const std::string report = report_of(records);
    EXPECT_EQ(last_line(report), "runs=4 wins=1 win_rate=25.0 median_deepest=3");
    EXPECT_NE(report.find("##"), std::string::npos) << "histograms are drawn as bars";
    std::ostringstream svg;
    write_balance_svg(svg, records);
    EXPECT_EQ(svg.str().rfind("<svg", 0), 0u);
}

TEST(Balance, ShardsCutTheRangeIntoConsecutiveSpansThatHoldEverySeedOnce) {
    for (const auto& [first, last] : {std::pair<std::uint64_t, std::uint64_t>{1, 8}, {1, 10}, {5, 5}, {3, 1002}}) {
        for (std::uint64_t count = 1; count <= 12; ++count) {
            std::uint64_t next = first;  // the shards follow one another, the longer first
            std::uint64_t longest = 0, shortest = last - first + 1;
            for (std::uint64_t i = 1; i <= count; ++i) {
                const std::optional<SeedSpan> s = seed_shard(first, last, i, count);
                const std::uint64_t size = s ? s->last - s->first + 1 : 0;
                if (s) {
                    EXPECT_EQ(s->first, next) << first << ".." << last << " shard " << i << "/" << count;
                    next = s->last + 1;
                }
                longest = std::max(longest, size);
                shortest = std::min(shortest, size);
            }
            EXPECT_EQ(next, last + 1) << first << ".." << last << " in " << count << " shards";
            EXPECT_LE(longest - shortest, 1u) << first << ".." << last << " in " << count << " shards";
        }
    }
    EXPECT_EQ(seed_shard(1, 10, 1, 4), (SeedSpan{1, 3}));
    EXPECT_EQ(seed_shard(1, 10, 4, 4), (SeedSpan{9, 10}));
    EXPECT_EQ(seed_shard(1, 2, 3, 4), std::nullopt) << "more shards than seeds: the last ones are empty";
    EXPECT_EQ(seed_shard(1, 8, 5, 4), std::nullopt);
    constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
    EXPECT_EQ(seed_shard(0, kMax, 2, 2), (SeedSpan{std::uint64_t{1} << 63, kMax})) << "2^64 seeds, no overflow";
    EXPECT_EQ(seed_shard(0, kMax, 1, 3), (SeedSpan{0, kMax / 3})) << "2^64 = 3 * (kMax / 3) + 1: the first is longer";
}

std::string file_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The sweep of docs/how-to/run-at-scale.md: four shards played apart and merged give the report and the CSV of
// one run over the range, byte for byte, whatever order the files come in.
TEST(Balance, MergingTheShardsCsvsPrintsAndWritesWhatOneRunWould) {
    const std::string dir = std::string(YOORD_BINARY_DIR) + "/sim-test-scratch/balance-shards";
    std::filesystem::create_directories(dir);
    BalanceOptions o;
    o.first = 1;
    o.last = 6;
    o.bot = BotKind::naive;
    o.csv = dir + "/whole.csv";
    std::ostringstream whole, err;
    ASSERT_EQ(balance_command(o, whole, err), 0) << err.str();
    std::vector<std::string> files;
    for (std::uint64_t i = 4; i >= 1; --i) {
        o.shard = i;
        o.shards = 4;
        o.csv = dir + "/shard-" + std::to_string(i) + ".csv";
        std::ostringstream report;
        ASSERT_EQ(balance_command(o, report, err), 0) << err.str();
        files.push_back(*o.csv);
    }
    std::ostringstream merged;
    ASSERT_EQ(balance_merge_command(files, std::nullopt, dir + "/merged.csv", merged, err), 0) << err.str();
    EXPECT_EQ(merged.str(), whole.str());
    EXPECT_EQ(file_text(dir + "/merged.csv"), file_text(dir + "/whole.csv"));
    EXPECT_NE(file_text(dir + "/shard-4.csv").find("\n6,naive,"), std::string::npos) << "shard 4 of 1..6 is 6";
}

TEST(Balance, AMergeRefusesARunFoundTwice) {
    const std::string dir = std::string(YOORD_BINARY_DIR) + "/sim-test-scratch/balance-twice";
    std::filesystem::create_directories(dir);
    RunRecord r;
    r.seed = 7;
    {
        std::ofstream a(dir + "/a.csv");
        write_balance_csv(a, {r});
        std::ofstream b(dir + "/b.csv");
        RunRecord other = r;
        other.seed = 8;
        write_balance_csv(b, {other, r});
        RunRecord naive = r;
        naive.bot = BotKind::naive;
        std::ofstream c(dir + "/naive.csv");
        write_balance_csv(c, {naive});
    }
    std::ostringstream out, err;
    EXPECT_EQ(balance_merge_command({dir + "/a.csv", dir + "/b.csv"}, std::nullopt, std::nullopt, out, err), 1);
    EXPECT_EQ(err.str(), "yoord: " + dir + "/b.csv: seed 7 (the careful bot) is in " + dir +
                             "/a.csv too; a merge counts each run once\n");
    std::ostringstream mixed;
    EXPECT_EQ(balance_merge_command({dir + "/a.csv", dir + "/naive.csv"}, std::nullopt, std::nullopt, mixed, err), 0)
        << "the same seed played by another bot is another run";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
