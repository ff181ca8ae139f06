// Explore, travel and run: where they step, and why they cannot (sim/actions/explore.hpp).
#include "sim/actions/explore.hpp"

#include <gtest/gtest.h>

#include "sim/actions/repeat.hpp"
#include "sim/turn/repeat.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::put;

std::size_t remembered_walkable(const Game& g) {
    std::size_t n = 0;
    for (int y = 0; y < g.map().height(); ++y) {
        for (int x = 0; x < g.map().width(); ++x) n += g.view.remembered.at(x, y) && g.map().walkable({x, y});
    }
    return n;
}

std::size_t walkable(const Game& g) {
    std::size_t n = 0;
    for (int y = 0; y < g.map().height(); ++y) {
        for (int x = 0; x < g.map().width(); ++x) n += g.map().walkable({x, y});
    }
    return n;
}

// A trap on `cell` the player has found.
ecs::Entity known_trap(Game& g, Point cell) {
    const ecs::Entity trap = put(g, "dart_trap", Place::at(cell));
    g.world.get<Trap>(trap).revealed = true;
    return trap;
}

// Plays `command` turn by turn (as repeat_intent does, without its stop rule) and lists every cell the player
// stood on.
std::vector<Point> cells_walked(Game& g, const Intent& command, int max_turns) {
    std::vector<Point> cells;
    for (int i = 0; i < max_turns && play_turn(g, command).spent; ++i) cells.push_back(player_cell(g));
    return cells;
}

constexpr const char* kWinding = R"(
###################
#@....#...........#
#####.#.#########.#
#.....#.#.......#.#
#.#####.#.#####.#.#
#.......#.....#...#
###################
)";

TEST(Explore, ExploresTheWholeFloorThenSaysSo) {
    auto s = build_scenario(kWinding, {});
    Game& g = *s.game;
    const Repeated r = repeat_intent(g, Intent::explore(), 500);
    EXPECT_GT(r.turns, 0);
    EXPECT_EQ(r.stop.reason, StopReason::explored);
    EXPECT_EQ(remembered_walkable(g), walkable(g));
    EXPECT_TRUE(logged(g, "There is nothing left to explore here."));
    EXPECT_FALSE(play_turn(g, Intent::explore()).spent) << "nothing left";
}

TEST(Explore, BeelinesToVisibleLoot) {
    // The loot lies west; the unexplored end of the hall lies east. Explore goes for the loot first.
    auto s = build_scenario(R"(
#############################
#.........@.................#
#.......#####################
#.......#
#########
)",
                            {});
    Game& g = *s.game;
    const Point loot{3, 2};
    (void)put(g, "long_sword", Place::at(loot));
    ASSERT_TRUE(g.view.visible.at(loot));
    const int steps = chebyshev(player_cell(g), loot);
    for (int i = 0; i < steps; ++i) ASSERT_TRUE(play_turn(g, Intent::explore()).spent);
    EXPECT_EQ(player_cell(g), loot);
    ASSERT_TRUE(play_turn(g, Intent::explore()).spent);
    EXPECT_NE(player_cell(g), loot) << "loot once stood on is left alone";
}

TEST(Explore, WalksRoundAKnownTrap) {
    // The hall is two cells wide: the way east round the trap is one row down.
    auto s = build_scenario(R"(
##########
#@.......#
#........#
##########
)",
                            {});
    Game& g = *s.game;
    const Point trap{4, 1};
    (void)known_trap(g, trap);
    const Point goal{8, 1};
    ASSERT_TRUE(g.view.remembered.at(goal));
    const std::vector<Point> walked = cells_walked(g, Intent::travel(goal), 30);
    EXPECT_EQ(player_cell(g), goal);
    for (const Point p : walked) EXPECT_NE(p, trap) << "travel stepped onto the known trap";
}

TEST(Explore, AHiddenTrapIsNoObstacleBecauseThePlayerDoesNotKnowIt) {
    auto s = build_scenario(R"(
        #########
        #@......#
        #########
    )", {});
    Game& g = *s.game;
    const ecs::Entity trap = put(g, "dart_trap", Place::at({4, 1}));
    g.world.get<Trap>(trap).revealed = false;
    EXPECT_EQ(travel_direction(g, {7, 1}), Direction::east);
}

TEST(Explore, NeverCrossesAKnownTrapAndSaysWhyItStops) {
    // One corridor, and a known trap in it: beyond is unexplored, but explore will not cross.
    auto s = build_scenario(R"(
#######
#@....#
####.##
   #.#
   #.####
   #....#
   ####.#
      #.#
      ###
)",
                            {});
    Game& g = *s.game;
    (void)known_trap(g, {4, 3});
    const Repeated r = repeat_intent(g, Intent::explore(), 100);
    EXPECT_EQ(r.stop.reason, StopReason::trap_in_the_way);
    EXPECT_TRUE(logged(g, "A known trap is in the way."));
    EXPECT_EQ(known_trap_at(g, player_cell(g)), ecs::null_entity);
    EXPECT_FALSE(g.view.remembered.at(7, 7)) << "the far end stays unexplored";
}

TEST(Explore, TravelToAKnownTrapSaysSo) {
    auto s = build_scenario(R"(
        #########
        #@......#
        #########
    )", {});
    Game& g = *s.game;
    (void)known_trap(g, {4, 1});
    EXPECT_EQ(why_no_step(g, Intent::travel({4, 1})), StopReason::trap_in_the_way);
    EXPECT_EQ(why_no_step(g, Intent::travel({6, 1})), StopReason::trap_in_the_way) << "the only way crosses it";
    EXPECT_EQ(why_no_step(g, Intent::travel({3, 1})), StopReason::none);
}

TEST(Explore, RunStopsBeforeAKnownTrap) {
    auto s = build_scenario(R"(
        #########
        #@......#
        #########
    )", {});
    Game& g = *s.game;
    (void)known_trap(g, {5, 1});
    const Repeated r = repeat_intent(g, Intent::run(Direction::east), 50);
    EXPECT_EQ(player_cell(g), (Point{4, 1}));
    EXPECT_EQ(r.stop.reason, StopReason::trap_in_the_way);
    EXPECT_FALSE(play_turn(g, Intent::run(Direction::east)).spent) << "the run refuses the trap";
}

TEST(Explore, RunStopsAtAWall) {
    auto s = build_scenario(R"(
        #######
        #@....#
        #######
    )", {});
    const Repeated r = repeat_intent(*s.game, Intent::run(Direction::east), 50);
    EXPECT_EQ(r.turns, 4);
    EXPECT_EQ(r.stop.reason, StopReason::blocked);
}

TEST(Explore, TravelWalksToARememberedCell) {
    auto s = build_scenario(kWinding, {});
    Game& g = *s.game;
    (void)repeat_intent(g, Intent::explore(), 500);
    const Point goal{1, 5};
    const Repeated r = repeat_intent(g, Intent::travel(goal), 500);
    EXPECT_EQ(player_cell(g), goal);
    EXPECT_EQ(r.stop.reason, StopReason::arrived);
    EXPECT_FALSE(play_turn(g, Intent::travel(goal)).spent) << "already there";
    EXPECT_TRUE(logged(g, "You are already there."));
}

TEST(Explore, TravelRefusesAnUnknownPlace) {
    auto s = build_scenario(kWinding, {});
    EXPECT_EQ(why_no_step(*s.game, Intent::travel({17, 5})), StopReason::no_way);
    EXPECT_FALSE(play_turn(*s.game, Intent::travel({17, 5})).spent);
    EXPECT_TRUE(logged(*s.game, "You know no way there."));
}

TEST(Explore, OtherIntentsAlwaysHaveAStep) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    EXPECT_EQ(why_no_step(*s.game, Intent::wait()), StopReason::none);
    EXPECT_EQ(why_no_step(*s.game, Intent::pick_up()), StopReason::none);
}

// Issue 29, item 3: explore and travel avoid the cells beside a known stationary danger where another path
// exists. The short way east to the far end (7,1) runs past the niche at (3,2); the detour goes round by the
// bottom corridor.
constexpr const char* kNicheAndDetour = R"(
#########
#@......#
#.#.###.#
#.#####.#
#.......#
#########
)";
constexpr const char* kMouldInTheNiche = R"(
#########
#@......#
#.#m###.#
#.#####.#
#.......#
#########
)";
constexpr Point kNiche{3, 2};
constexpr Point kFarEnd{7, 1};

bool beside(Point a, Point b) { return chebyshev(a, b) <= 1; }

// The player knows the whole floor, as after walking it once.
void remember_everything(Game& g) { g.view.remembered.fill(true); }

TEST(Explore, TravelTakesTheShortWayWhenNoDangerIsKnown) {
    auto s = build_scenario(kNicheAndDetour, {});
    remember_everything(*s.game);
    EXPECT_EQ(travel_direction(*s.game, kFarEnd), Direction::east);
}

TEST(Explore, TravelAvoidsTheCellsBesideAKnownTrapWhenAnotherPathExists) {
    auto s = build_scenario(kNicheAndDetour, {});
    Game& g = *s.game;
    remember_everything(g);
    (void)known_trap(g, kNiche);
    const std::vector<Point> walked = cells_walked(g, Intent::travel(kFarEnd), 30);
    EXPECT_EQ(player_cell(g), kFarEnd);
    for (const Point p : walked) EXPECT_FALSE(beside(p, kNiche)) << "stepped beside the trap at " << p.x << "," << p.y;
}

TEST(Explore, AHiddenTrapDoesNotTurnTravelAside) {
    auto s = build_scenario(kNicheAndDetour, {});
    Game& g = *s.game;
    remember_everything(g);
    const ecs::Entity trap = put(g, "dart_trap", Place::at(kNiche));
    g.world.get<Trap>(trap).revealed = false;
    EXPECT_EQ(travel_direction(g, kFarEnd), Direction::east) << "the player does not know of it";
}

TEST(Explore, ExploreTakesTheSameDetourToLootBesideAKnownTrap) {
    auto s = build_scenario(kNicheAndDetour, {});
    Game& g = *s.game;
    remember_everything(g);
    (void)known_trap(g, kNiche);
    (void)put(g, "long_sword", Place::at(kFarEnd));
    EXPECT_EQ(explore_direction(g), Direction::south) << "one path cost for explore and travel";
}

TEST(Explore, TravelAvoidsTheCellsBesideASeenMouldWhenAnotherPathExists) {
    auto s = build_scenario(kMouldInTheNiche, {{'m', "yellow_mould", Movement::still}});
    Game& g = *s.game;
    remember_everything(g);
    ASSERT_TRUE(known_stationary_danger(g, s['m']));
    const std::vector<Point> walked = cells_walked(g, Intent::travel(kFarEnd), 30);
    EXPECT_EQ(player_cell(g), kFarEnd);
    for (const Point p : walked) EXPECT_FALSE(beside(p, kNiche)) << "stepped beside the mould at " << p.x << "," << p.y;
}

TEST(Explore, AMonsterThatMovesOrIsNotHostileIsNoStationaryDanger) {
    auto s = build_scenario(kMouldInTheNiche, {{'m', "yellow_mould", Movement::chaser}});
    Game& g = *s.game;
    remember_everything(g);
    EXPECT_FALSE(known_stationary_danger(g, s['m'])) << "it walks: the stop rules deal with it";
    g.world.get<Mind>(s['m']).movement = Movement::still;
    g.world.get<Allegiance>(s['m']).side = Side::peaceful;
    EXPECT_FALSE(known_stationary_danger(g, s['m']));
    EXPECT_EQ(travel_direction(g, kFarEnd), Direction::east);
}

TEST(Explore, AMouldOnACellThePlayerHasNeverSeenIsUnknown) {
    auto s = build_scenario(kMouldInTheNiche, {{'m', "yellow_mould", Movement::still}});
    Game& g = *s.game;
    remember_everything(g);
    g.view.remembered.at(kNiche) = false;
    g.view.visible.at(kNiche) = false;
    EXPECT_FALSE(known_stationary_danger(g, s['m']));
}

TEST(Explore, TravelStillPassesBesideTheMouldWhenThereIsNoOtherWay) {
    auto s = build_scenario(R"(
#########
#@......#
###m#####
#########
)",
                            {{'m', "yellow_mould", Movement::still}});
    Game& g = *s.game;
    remember_everything(g);
    g.world.get<Health>(g.player) = Health{500, 500};  // whatever the mould does, the walk goes on
    ASSERT_TRUE(known_stationary_danger(g, s['m']));
    EXPECT_EQ(why_no_step(g, Intent::travel(kFarEnd)), StopReason::none) << "a cost, not a wall";
    (void)cells_walked(g, Intent::travel(kFarEnd), 30);
    EXPECT_EQ(player_cell(g), kFarEnd);
}

TEST(Explore, DoesNotBeelineToAHiddenItem) {
    // The hall's west end is all in view, with a sword hidden (generation 2's hidden item) in it; the unexplored end
    // lies east. A sword in plain sight would draw explore west; a hidden one draws nothing.
    auto s = build_scenario(R"(
##############################
#..@.........................#
##############################
)",
                            {});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::at({1, 1}));
    g.world.set<Hidden>(sword);
    ASSERT_TRUE(play_turn(g, Intent::explore()).spent);
    EXPECT_EQ(player_cell(g), (Point{4, 1})) << "no loot shows, so explore heads for the unexplored end";
    g.world.clear<Hidden>(sword);  // the same hall with the sword found: explore fetches it
    ASSERT_TRUE(play_turn(g, Intent::explore()).spent);
    EXPECT_EQ(player_cell(g), (Point{3, 1}));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
