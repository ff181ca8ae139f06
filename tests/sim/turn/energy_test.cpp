#include "sim/turn/energy.hpp"

#include <gtest/gtest.h>

#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(Energy, GainsGrowWithTempoAndNormalMatchesThePlayer) {
    for (std::size_t i = 1; i < kEnergyPerTurn.size(); ++i) EXPECT_GT(kEnergyPerTurn[i], kEnergyPerTurn[i - 1]);
    EXPECT_EQ(energy_gain(Tempo::fast), 2 * energy_gain(Tempo::normal)) << "fast acts twice per player turn";
    EXPECT_EQ(2 * energy_gain(Tempo::slow), energy_gain(Tempo::normal)) << "slow acts every other turn";
}

TEST(Energy, HasteAndSlowShiftOneNotchAndClamp) {
    EXPECT_EQ(shift_tempo(Tempo::normal, 1), Tempo::quick);
    EXPECT_EQ(shift_tempo(Tempo::normal, -1), Tempo::slow);
    EXPECT_EQ(shift_tempo(Tempo::fast, 1), Tempo::fast);
    EXPECT_EQ(shift_tempo(Tempo::slow, -1), Tempo::slow);
}

// How many cells each creature walks toward a waiting player over `turns` turns.
int cells_walked(Tempo tempo, int turns, bool hasted_player = false) {
    auto s = testing::build_scenario(R"(
################
#c............@#
################
)",
                                     {testing::Mark{'c', "rat", Movement::chaser, tempo}});
    Game& g = *s.game;
    g.world.set<Aggravates>(g.player);
    if (hasted_player) g.world.set<Hasted>(g.player);
    const int x0 = s.cell('c').x;
    testing::wait_turns(g, turns);
    return s.cell('c').x - x0;
}

TEST(Energy, FastMonsterActsTwicePerPlayerTurn) { EXPECT_EQ(cells_walked(Tempo::fast, 3), 6); }
TEST(Energy, NormalMonsterActsOncePerPlayerTurn) { EXPECT_EQ(cells_walked(Tempo::normal, 3), 3); }
TEST(Energy, SlowMonsterActsEveryOtherTurn) { EXPECT_EQ(cells_walked(Tempo::slow, 4), 2); }
TEST(Energy, QuickMonsterActsThreeTimesInTwoTurns) { EXPECT_EQ(cells_walked(Tempo::quick, 4), 6); }
TEST(Energy, HastedPlayerMakesMonstersSlowerRelativeToIt) { EXPECT_EQ(cells_walked(Tempo::normal, 3, true), 2); }

// A rat two cells from the player in a closed corridor.
testing::Scenario rat_beside_player(Movement movement) {
    return testing::build_scenario(R"(
        #####
        #c.@#
        #####
    )", {testing::Mark{'c', "rat", movement}});
}

TEST(Energy, CanPayAsksWithoutSpendingAndAnswersNoForAGoneCreature) {
    auto s = rat_beside_player(Movement::still);
    Game& g = *s.game;
    const int cost = energy_gain(Tempo::normal);
    g.world.get<Energy>(s['c']).banked = cost;
    EXPECT_TRUE(can_pay_action(g.world, s['c'], cost));
    EXPECT_EQ(g.world.get<Energy>(s['c']).banked, cost) << "asking spends nothing";
    EXPECT_FALSE(can_pay_action(g.world, s['c'], cost + 1));
    EXPECT_TRUE(pay_action(g.world, s['c'], cost));
    EXPECT_FALSE(can_pay_action(g.world, s['c'], cost));
    EXPECT_FALSE(can_pay_action(g.world, g.player, cost)) << "the player banks no Energy";
    g.world.destroy(s['c']);
    EXPECT_FALSE(can_pay_action(g.world, s['c'], cost)) << "a stale handle";
}

TEST(Energy, BankIsCappedSoAnIdleMonsterGetsNoBurst) {
    auto s = rat_beside_player(Movement::chaser);
    Game& g = *s.game;
    g.world.set<Paralysed>(s['c']);
    testing::wait_turns(g, 10);
    EXPECT_LE(g.world.get<Energy>(s['c']).banked, kMaxBankedActions * energy_gain(Tempo::normal));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
