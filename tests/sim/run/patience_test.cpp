#include "sim/run/patience.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(Patience, LevelsAreAQuarterAndATenthOfTheFloorsPatience) {
    EXPECT_EQ(patience_level(1000, 1000), PatienceLevel::calm);
    EXPECT_EQ(patience_level(251, 1000), PatienceLevel::calm);
    EXPECT_EQ(patience_level(250, 1000), PatienceLevel::low);
    EXPECT_EQ(patience_level(101, 1000), PatienceLevel::low);
    EXPECT_EQ(patience_level(100, 1000), PatienceLevel::urgent);
    EXPECT_EQ(patience_level(0, 1000), PatienceLevel::urgent);
}

TEST(Patience, WarnsOnceAtEachThreshold) {
    int warnings = 0;
    for (int left = 999; left > 0; --left) warnings += !patience_warning(left, 1000, false).empty();
    EXPECT_EQ(warnings, 2);
    EXPECT_EQ(patience_warning(250, 1000, false), "Your patience wears thin: 250 turns until a portal drops you one floor down.");
    EXPECT_EQ(patience_warning(100, 1000, true), "Your patience is nearly gone: 100 turns until a portal lifts you one floor up.");
}

TEST(Patience, ThePatienceSystemLogsTheWarningAsTheTurnsPass) {
    auto s = testing::build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const int per_floor = g.constants().patience_per_floor;
    g.patience = per_floor / 4 + 1;
    ASSERT_TRUE(play_turn(g, Intent::wait()).spent);
    EXPECT_TRUE(testing::logged(g, "Your patience wears thin"));
    g.patience = per_floor / 10 + 1;
    ASSERT_TRUE(play_turn(g, Intent::wait()).spent);
    EXPECT_TRUE(testing::logged(g, "Your patience is nearly gone"));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
