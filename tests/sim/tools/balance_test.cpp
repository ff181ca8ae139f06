#include "sim/tools/balance.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include "sim/scenario_support.hpp"

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
        for (const RunRecord& r : play_balance_runs(c, 1, 6, BotKind::naive, 1, 3000, dungeon)) {
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
    const std::string report = report_of(play_balance_runs(c, 1, 6, BotKind::naive, 1, 3000,
                                                           DungeonChoice{.generation = 2, .level = castle->stable}));
    EXPECT_NE(report.find("Deaths by kind of floor"), std::string::npos) << report;
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

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
