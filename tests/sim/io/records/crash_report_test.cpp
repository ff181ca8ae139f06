#include "sim/io/records/crash_report.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "sim/io/records/records_support.hpp"
#include "sim/io/version.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

class CrashReports : public testing::RecordsDir {};

TEST(CrashReport, IntentsReadAsWords) {
    EXPECT_EQ(describe_intent(Intent::step(Direction::north_east)), "step north-east");
    EXPECT_EQ(describe_intent(Intent::quaff(2)), "quaff c");
    EXPECT_EQ(describe_intent(Intent::zap(1, Point{4, 7})), "zap b at (4,7)");
    EXPECT_EQ(describe_intent(Intent::wait()), "wait");
}

TEST_F(CrashReports, HoldWhatADeveloperNeedsToReproduce) {
    auto g = testing::records_game(99, "Cy");
    g->log.add("You hear a click.");
    const std::vector<Intent> recent{Intent::step(Direction::west), Intent::pick_up()};
    const CrashFacts facts{"vector::at out of range", "2026-11-29 18:00:00", 0x1234, "The run was not saved."};
    const auto path = write_crash_report(dir, *g, recent, facts);
    ASSERT_TRUE(path) << path.error();
    EXPECT_EQ(path->parent_path(), dir / "crashes");
    const std::string text = testing::read_text(*path);
    for (const std::string& part : {std::string("vector::at out of range"), std::string("Seed           99"),
                                   "Version        " + std::string(game_version()), std::string("Content hash   1234"),
                                   std::string("step west\npick_up\n"), std::string("You hear a click."),
                                   std::string("The run was not saved.")}) {
        EXPECT_NE(text.find(part), std::string::npos) << part << "\n---\n" << text;
    }
    const auto again = write_crash_report(dir, *g, recent, facts);
    ASSERT_TRUE(again);
    EXPECT_NE(*again, *path) << "never over an older report";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
