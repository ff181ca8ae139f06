#include "sim/run/score.hpp"

#include <gtest/gtest.h>

#include "sim/scenario_support.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(Score, KillsPayByMaxHpAndSeveralInOneTurnPayACombo) {
    auto g = new_game(testing::shipped_content(), 1, "a");
    credit_kill(*g, 10);
    settle_kills(*g);
    EXPECT_EQ(g->score.points, kill_points(10));
    EXPECT_EQ(g->score.kills, 1);
    const std::int64_t before = g->score.points;
    credit_kill(*g, 10);
    credit_kill(*g, 6);
    settle_kills(*g);
    const std::int64_t pair = kill_points(10) + kill_points(6);
    EXPECT_EQ(g->score.points - before, pair + combo_bonus(2, pair));
    EXPECT_GT(combo_bonus(2, pair), 0);
    EXPECT_EQ(combo_bonus(1, pair), 0);
}

TEST(Score, StairsPayOncePerNewDepthByTier) {
    auto g = new_game(testing::shipped_content(), 1, "a");
    g->descent.depth = 4;
    pay_stairs(*g, false);
    EXPECT_EQ(g->score.points, depth_tier(4) * kStairPointsPerTier);
    pay_stairs(*g, false);
    EXPECT_EQ(g->score.points, depth_tier(4) * kStairPointsPerTier) << "coming back to a depth pays nothing";
    EXPECT_EQ(depth_tier(1), 1);
    EXPECT_EQ(depth_tier(kDepthsPerTier + 1), 2);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
