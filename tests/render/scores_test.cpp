// `yoord --scores`: the leaderboard's sections, each a table of its own ranked from 1.

#include "render/scores.hpp"

#include <gtest/gtest.h>

#include <string>

#include "sim/io/records/leaderboard.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

ScoreEntry run(std::int64_t score, std::string name, BoardSection section) {
    ScoreEntry e;
    e.score = score;
    e.name = std::move(name);
    e.section = section;
    e.cause = Wording::plain("quit on depth 2");
    return e;
}

TEST(Scores, EndlessRunsAreListedUnderTheirOwnHeadingRankedFromOne) {
    Leaderboard board;
    (void)insert_entry(board, run(50, "Ann", BoardSection::descent));
    (void)insert_entry(board, run(900, "Eve", BoardSection::endless));
    const std::string table = scores_table(board);
    const std::size_t heading = table.find("Endless runs (no Element, no win):");
    ASSERT_NE(heading, std::string::npos) << table;
    EXPECT_LT(table.find("Ann"), heading) << "the descent first, though it scored less";
    EXPECT_GT(table.find("Eve"), heading);
    EXPECT_EQ(table.find("\n1 ", heading), table.rfind("\n1 ")) << "ranked from 1 again: " << table;
}

TEST(Scores, ABoardOfDescentsOnlyHasNoEndlessHeading) {
    Leaderboard board;
    (void)insert_entry(board, run(50, "Ann", BoardSection::descent));
    EXPECT_EQ(scores_table(board).find("Endless"), std::string::npos);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
