// The schedule's order is data: pinned here, and docs/reference/schedule.md must list the same names in the
// same order. Changing the order means changing this test and that page in the same commit.

#include "sim/turn/schedule.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sim/scenario_support.hpp"
#include "sim/actions/actions.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

std::vector<std::string> scheduled_names() {
    std::vector<std::string> names;
    for (const ScheduledSystem& s : schedule()) names.emplace_back(s.name);
    return names;
}

// The systems the reference page lists: lines of the form "1. `name` ...", in order.
std::vector<std::string> documented_names() {
    std::ifstream in(std::string(YOORD_SOURCE_DIR) + "/docs/reference/schedule.md");
    EXPECT_TRUE(in) << "docs/reference/schedule.md is missing";
    std::vector<std::string> names;
    std::string line;
    while (std::getline(in, line)) {
        // "<digits>. `name`": a numbered item whose first word is a code span.
        std::size_t i = 0;
        while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
        if (i == 0 || line.compare(i, 3, ". `") != 0) continue;
        const std::size_t start = i + 3;
        const std::size_t end = line.find('`', start);
        if (end != std::string::npos) names.push_back(line.substr(start, end - start));
    }
    return names;
}

TEST(Schedule, OrderIsPinned) {
    const std::vector<std::string> expected{"player_action", "visibility", "traps",      "energy",
                                            "monster_minds", "abilities",  "memory",     "deaths",
                                            "conditions",    "footing",    "score",      "patience",
                                            "feelings",      "pack_triggers", "overview", "clock"};
    EXPECT_EQ(scheduled_names(), expected);
}

TEST(Schedule, ReferencePageListsTheSameOrder) { EXPECT_EQ(documented_names(), scheduled_names()); }

TEST(Schedule, EverySystemIsNamedOnceAndHasAFunction) {
    const auto names = scheduled_names();
    for (std::size_t i = 0; i < names.size(); ++i) {
        EXPECT_NE(schedule()[i].run, nullptr);
        for (std::size_t j = i + 1; j < names.size(); ++j) EXPECT_NE(names[i], names[j]);
    }
}

TEST(Schedule, WallBumpSpendsNoTurnAndNoMonsterActs) {
    auto s = testing::build_scenario(R"(
#######
#@....#
#....c#
#######
)",
                                     {testing::Mark{'c', "rat", Movement::chaser, Tempo::fast}});
    Game& g = *s.game;
    const std::uint64_t before = state_hash(g);
    const Point rat = s.cell('c');
    const TurnResult r = play_turn(g, Intent::step(Direction::west));
    EXPECT_FALSE(r.spent);
    EXPECT_EQ(g.turn, 0u);
    EXPECT_EQ(s.cell('c'), rat);
    EXPECT_EQ(g.monster_actions, 0u);
    EXPECT_EQ(state_hash(g), before);
}

TEST(Schedule, ASpentTurnRunsEverySystemOnce) {
    auto s = testing::build_scenario(R"(
#######
#@....#
#....c#
#######
)",
                                     {testing::Mark{'c', "rat", Movement::chaser, Tempo::normal}});
    Game& g = *s.game;
    const int patience = g.patience;
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(g.turn, 1u);
    EXPECT_EQ(g.patience, patience - 1);
    EXPECT_EQ(g.monster_actions, 1u);
    EXPECT_EQ(g.log.turn(), 1u);
}

// A floor change is asked for by whatever leads off the floor (a staircase, a trapdoor, the portal, the wizard) and
// taken by the schedule once the system that asked returns: the action that asked never goes on running on a floor
// torn down under it.
TEST(Schedule, AStaircaseTakenIsLeftOnlyOnceTheActionThatAskedHasReturned) {
    auto s = testing::build_scenario(R"(
        #####
        #@>.#
        #####
    )", {});
    Game& g = *s.game;
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    ASSERT_TRUE(apply_intent(g, g.player, Intent::take_stairs()).spent_turn());
    EXPECT_EQ(g.depth(), 1) << "the action only asks";
    ASSERT_TRUE(g.now.leaving);
    EXPECT_EQ(g.now.leaving->by, LeaveBy::staircase);
    take_asked_floor_change(g);
    EXPECT_EQ(g.depth(), 2);
    EXPECT_FALSE(g.now.leaving);
    EXPECT_TRUE(g.now.floor_changed);
}

TEST(Schedule, ATurnThatTakesTheStairsArrivesOnTheNextFloorBeforeAnyMonsterMoves) {
    auto s = testing::build_scenario(R"(
        #######
        #@>..c#
        #######
    )", {testing::Mark{'c', "rat", Movement::chaser, Tempo::normal}});
    Game& g = *s.game;
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    const std::uint64_t acted = g.monster_actions;
    ASSERT_TRUE(play_turn(g, Intent::take_stairs()).spent);
    EXPECT_EQ(g.depth(), 2);
    EXPECT_EQ(g.descent.floor_changes, 1u);
    EXPECT_EQ(g.monster_actions, acted) << "the new floor's monsters wait for the player's first move there";
    EXPECT_FALSE(g.now.leaving);
}

TEST(Schedule, ThePortalAtTheEndOfPatienceIsTakenAtTheSameStep) {
    auto s = testing::build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    g.patience = 1;
    ASSERT_TRUE(play_turn(g, Intent::wait()).spent);
    EXPECT_EQ(g.depth(), 2);
    EXPECT_EQ(g.descent.floor_changes, 1u);
    EXPECT_EQ(g.score.deepest_paid, 2) << "a portal reaches a depth unpaid, and it counts as reached";
    EXPECT_FALSE(g.now.leaving);
}

TEST(Schedule, OneFloorChangeATurnTheFirstWayAskedIsTaken) {
    auto s = testing::build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    ask_floor_change(g, {FloorChange::trapdoor, LeaveBy::trapdoor});
    ask_floor_change(g, {FloorChange::stairs_down, LeaveBy::wizard, 3});
    take_asked_floor_change(g);
    EXPECT_EQ(g.depth(), 2);
    EXPECT_EQ(g.descent.floor_changes, 1u);
}

TEST(Schedule, NothingHappensOnceTheRunIsOver) {
    auto s = testing::build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    g.outcome = Outcome::dead;
    EXPECT_FALSE(play_turn(g, Intent::wait()).spent);
    EXPECT_EQ(g.turn, 0u);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
