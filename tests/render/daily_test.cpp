#include "render/daily.hpp"

#include <gtest/gtest.h>

#include <map>

#include "render/cli.hpp"
#include "render/scores.hpp"
#include "tests/render/env_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// The documented function (docs/reference/command-line.md): pinned, so a player on any build or machine meets the
// same dungeon on the same day. Changing it changes every day's board.
TEST(Daily, TheSeedOfADayIsXxh3OfItsNamedDate) {
    EXPECT_EQ(daily_seed("2026-12-01"), 1164522986612797068ULL);
    EXPECT_EQ(daily_seed("2026-12-02"), 9326419729283568985ULL);
}

TEST(Daily, OnlyCalendarDatesAreDates) {
    EXPECT_TRUE(is_calendar_date("2026-12-01"));
    EXPECT_TRUE(is_calendar_date("2028-02-29"));
    EXPECT_FALSE(is_calendar_date("2026-02-29"));
    EXPECT_FALSE(is_calendar_date("2026-13-01"));
    EXPECT_FALSE(is_calendar_date("2026-1-01"));
    EXPECT_FALSE(is_calendar_date("20261201"));
    EXPECT_FALSE(is_calendar_date("2026-12-0x"));
}

TEST(Daily, YoordDateChoosesTheDayElseTodayInUtc) {
    EXPECT_EQ(daily_date(test::env_of({{"YOORD_DATE", "2026-12-01"}})).date, "2026-12-01");
    const DailyDate today = daily_date(test::env_of({}));
    EXPECT_TRUE(today.error.empty());
    EXPECT_EQ(today.date, utc_date_today());
    EXPECT_TRUE(is_calendar_date(today.date)) << today.date;
    const DailyDate bad = daily_date(test::env_of({{"YOORD_DATE", "tomorrow"}}));
    EXPECT_TRUE(bad.date.empty());
    EXPECT_NE(bad.error.find("'tomorrow'"), std::string::npos) << bad.error;
}

TEST(Daily, TheDaysBoardIsAFolderOfTheBoard) {
    CommandLine line;
    line.daily = true;
    std::string error;
    EXPECT_EQ(board_folder(line, test::env_of({{"YOORD_DATA_DIR", "/data"}, {"YOORD_DATE", "2026-12-01"}}), error),
              std::filesystem::path("/data/daily/2026-12-01"));
    line.scores_dir = "/srv/yoord";
    EXPECT_EQ(board_folder(line, test::env_of({{"YOORD_DATE", "2026-12-01"}}), error),
              std::filesystem::path("/srv/yoord/daily/2026-12-01"));
    line.daily = false;
    EXPECT_EQ(board_folder(line, test::env_of({}), error), std::filesystem::path("/srv/yoord"));
    EXPECT_EQ(board_folder(CommandLine{}, test::env_of({}), error), std::nullopt);
    EXPECT_FALSE(error.empty());
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
