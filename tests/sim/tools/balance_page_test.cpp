// The balance page's figures come from a command: the block between the page's markers is exactly what
// `yoord --balance-page` writes from the reports committed beside it, and those reports are the game of today.
// The reports are played on the frozen tables the goldens are played on (tests/golden/content/; `make
// balance-page` names them with --content-dir): a bot's run depends on which rows exist, so a row added to content/
// moves no report, while a rule change still does. `make regenerate-golden` refreshes the tables, and the page is
// regenerated after it when the content's balance should show.

#include "sim/tools/balance_page.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "sim/scenario_support.hpp"
#include "tests/support/golden_content.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const std::string kPage = std::string(YOORD_SOURCE_DIR) + "/docs/explanation/balance.md";

std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<RunRecord> committed_reports() {
    std::vector<RunRecord> records;
    std::string error;
    EXPECT_TRUE(read_page_reports(kPage, records, error)) << error;
    return records;
}

TEST(BalancePage, ThePageSaysWhatTheCommittedReportsSay) {
    const std::optional<std::string> on_page = balance_figures_in(read_text(kPage));
    ASSERT_TRUE(on_page) << kPage << " has no balance figures block";
    EXPECT_EQ(*on_page, balance_figures(test::frozen_content(), committed_reports()))
        << "the page and the reports disagree: run `make balance-page` (it plays the reports again and rewrites the "
           "block), or `build/yoord --balance-page docs/explanation/balance.md` after editing a report";
}

// A report is a function of (content, seed, bot): the first seeds of each, played now, must be the committed rows.
// A rule change that moves them makes the page stale; regenerate it in the same commit.
TEST(BalancePage, TheCommittedReportsAreTheGameOfToday) {
    const std::vector<RunRecord> records = committed_reports();
    for (const BotKind bot : kPageBots) {
        for (const std::uint64_t seed : {1u, 2u}) {
            const auto it = std::find_if(records.begin(), records.end(),
                                         [&](const RunRecord& r) { return r.bot == bot && r.seed == seed; });
            ASSERT_NE(it, records.end()) << bot_kind_name(bot) << " seed " << seed << " is not in the reports";
            EXPECT_EQ(play_balance_run(test::frozen_content(), seed, bot), *it)
                << bot_kind_name(bot) << " seed " << seed << " plays differently now: run `make balance-page`";
        }
    }
}

// The band says "not met" when a special level (a castle) is where the careful bot dies most, and "met" when an
// ordinary floor is.
TEST(BalancePage, ASpecialLevelWhereMostRunsEndMissesTheBand) {
    const auto figures_when_most_die_on = [](const std::string& floor) {
        std::vector<RunRecord> runs(4);
        for (std::size_t i = 0; i < runs.size(); ++i) {
            runs[i].seed = i + 1;
            runs[i].outcome = Outcome::dead;
            runs[i].killer = "a troll";
            runs[i].death_floor = i == 0 ? "caves" : floor;
        }
        return balance_figures(testing::shipped_content(), runs);
    };
    const std::string castle = figures_when_most_die_on("castle");
    EXPECT_NE(castle.find("| commonest floor of death | castle, 75.0% of deaths (then caves 25.0%) | not a special "
                          "level | **not met** |"), std::string::npos) << castle;
    const std::string rooms = figures_when_most_die_on("rooms");
    EXPECT_NE(rooms.find("| commonest floor of death | rooms, 75.0% of deaths (then caves 25.0%) | not a special "
                         "level | met |"), std::string::npos) << rooms;
}

TEST(BalancePage, SplicingReplacesOnlyTheMarkedBlock) {
    const std::string page = "# Title\n\nprose\n" + std::string(kBalanceFiguresBegin) + "\nold figures\n" +
                             std::string(kBalanceFiguresEnd) + "\nmore prose\n";
    std::string error;
    const std::optional<std::string> spliced = splice_balance_figures(page, "new figures\n", error);
    ASSERT_TRUE(spliced) << error;
    EXPECT_EQ(*spliced, "# Title\n\nprose\n" + std::string(kBalanceFiguresBegin) + "\nnew figures\n" +
                            std::string(kBalanceFiguresEnd) + "\nmore prose\n");
    EXPECT_EQ(balance_figures_in(*spliced), "new figures\n");
}

TEST(BalancePage, APageWithoutItsMarkersIsRefusedWithTheReason) {
    std::string error;
    EXPECT_FALSE(splice_balance_figures("# no markers here\n", "figures\n", error));
    EXPECT_NE(error.find("balance figures: begin"), std::string::npos) << error;
}

TEST(BalancePage, TheReportsLiveBesideThePage) {
    EXPECT_EQ(balance_csv_path("docs/explanation/balance.md", BotKind::dancer), "docs/explanation/balance/dancer.csv");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
