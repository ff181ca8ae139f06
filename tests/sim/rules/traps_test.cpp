// Traps: how each shows itself, what each does when sprung, depth scaling, and who passes over them.

#include "sim/rules/traps.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/rules/grant.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/text/names.hpp"
#include "sim/turn/systems.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::Mark;
using testing::Scenario;
using testing::put;
using testing::wait_turns;

constexpr std::string_view kHall = R"(
    ##########
    #@.......#
    #........#
    ##########
)";

ecs::Entity trap_kind(Game& g, std::string_view id, Point at) { return put(g, id, Place::at(at)); }

TEST(Traps, SightTrapsShowInViewAdjacentOnesNextToThemSprungOnesOnlyWhenSprung) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    const ecs::Entity bear = trap_kind(g, "bear_trap", {6, 2});      // reveal = sight
    const ecs::Entity gas = trap_kind(g, "sleeping_gas_trap", {3, 1});  // reveal = adjacent
    const ecs::Entity door = trap_kind(g, "trapdoor", {1, 2});         // reveal = sprung
    wait_turns(g, 1);
    EXPECT_TRUE(trap_revealed(g, bear));
    EXPECT_FALSE(trap_revealed(g, gas));
    EXPECT_FALSE(trap_revealed(g, door)) << "next to it, but it shows only when sprung";
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_TRUE(trap_revealed(g, gas));
    EXPECT_TRUE(logged(g, "You spot a sleeping gas trap."));
}

TEST(Traps, ABearTrapHurtsAndHoldsItsVictim) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    (void)trap_kind(g, "bear_trap", {2, 1});
    const int hp = g.world.get<Health>(g.player).hp;
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_LT(g.world.get<Health>(g.player).hp, hp);
    EXPECT_TRUE(g.world.has<Snared>(g.player));
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(player_cell(g), (Point{2, 1})) << "held fast";
    wait_turns(g, 6);
    EXPECT_FALSE(g.world.has<Snared>(g.player));
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(player_cell(g), (Point{3, 1}));
}

TEST(Traps, SleepingGasPutsTheVictimToSleep) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    (void)trap_kind(g, "sleeping_gas_trap", {2, 1});
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_TRUE(g.world.has<Asleep>(g.player));
}

TEST(Traps, ATeleportTrapMovesItsVictim) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    (void)trap_kind(g, "teleport_trap", {2, 1});
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_NE(player_cell(g), (Point{2, 1}));
}

TEST(Traps, ATrapdoorDropsItsVictimOneFloorDown) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    (void)trap_kind(g, "trapdoor", {2, 1});
    const int depth = g.depth();
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(g.depth(), depth + 1);
}

TEST(Traps, ArrowDamageGrowsWithDepth) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    const TrapDef& def = g.content->traps[g.world.get<Identity>(trap_kind(g, "arrow_trap", {2, 1})).row];
    ASSERT_GT(def.damage_per_depth, 0);
    g.descent.depth = 10;
    g.world.get<Health>(g.player) = Health{1000, 1000};
    int worst = 0;
    for (int i = 0; i < 12; ++i) {
        const int before = g.world.get<Health>(g.player).hp;
        ASSERT_TRUE(play_turn(g, Intent::step(i % 2 == 0 ? Direction::east : Direction::west)).spent);
        worst = std::max(worst, before - g.world.get<Health>(g.player).hp);
    }
    EXPECT_GE(worst, def.damage.min() + def.damage_per_depth * 10);
}

TEST(Traps, FliersAndLevitatorsPassOverTraps) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    (void)trap_kind(g, "sleeping_gas_trap", {2, 1});
    Grant::of<Flies>().attach(g.world, g.player);
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_FALSE(g.world.has<Asleep>(g.player));
}

TEST(Traps, AFireTrapSparesTheFireImmune) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    (void)trap_kind(g, "fire_trap", {2, 1});
    Grant::of<FireImmune>().attach(g.world, g.player);
    const int hp = g.world.get<Health>(g.player).hp;
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(g.world.get<Health>(g.player).hp, hp);
    EXPECT_TRUE(logged(g, "does not burn"));
}

// A rat in a corridor walks east-to-west at the player; the trap lies on its way, two steps from it.
constexpr std::string_view kCorridor = R"(
    ########
    #@....r#
    ########
)";
constexpr Point kOnItsWay{4, 1};

Scenario rat_walks_onto(std::string_view trap) {
    auto s = build_scenario(kCorridor, {Mark{'r', "rat", Movement::chaser, Tempo::normal}});
    (void)put(*s.game, trap, Place::at(kOnItsWay));
    s.game->world.get<Health>(s['r']) = Health{1000, 1000};  // so only the trap decides what happens to it
    wait_turns(*s.game, 2);
    return s;
}

TEST(TrapsForMonsters, AMonsterIsCaughtAndHeldByABearTrap) {
    auto s = rat_walks_onto("bear_trap");
    Game& g = *s.game;
    EXPECT_EQ(s.cell('r'), kOnItsWay);
    EXPECT_LT(g.world.get<Health>(s['r']).hp, 1000);
    EXPECT_TRUE(g.world.has<Snared>(s['r']));
    EXPECT_TRUE(logged(g, "The sewer rat steps on a bear trap!"));
    EXPECT_TRUE(logged(g, "The sewer rat is held fast."));
    wait_turns(g, 2);
    EXPECT_EQ(s.cell('r'), kOnItsWay) << "held fast";
}

TEST(TrapsForMonsters, SleepingGasPutsAMonsterToSleep) {
    auto s = rat_walks_onto("sleeping_gas_trap");
    EXPECT_TRUE(s.game->world.has<Asleep>(s['r']));
    EXPECT_TRUE(logged(*s.game, "The sewer rat falls asleep."));
}

TEST(TrapsForMonsters, ATeleportTrapMovesAMonster) {
    auto s = rat_walks_onto("teleport_trap");
    EXPECT_TRUE(logged(*s.game, "The sewer rat vanishes in a flash."));
}

TEST(TrapsForMonsters, ATrapdoorTakesAMonsterOffTheFloorWithWhatItCarries) {
    auto s = build_scenario(kCorridor, {Mark{'r', "rat", Movement::chaser, Tempo::normal}});
    Game& g = *s.game;
    (void)put(g, "trapdoor", Place::at(kOnItsWay));
    const ecs::Entity loot = put(g, "dagger", Place::in_pack(s['r']));
    const int depth = g.depth();
    wait_turns(g, 2);
    EXPECT_FALSE(s.alive('r'));
    EXPECT_FALSE(g.world.valid(loot));
    EXPECT_EQ(g.depth(), depth) << "the player stays";
    EXPECT_TRUE(logged(g, "The sewer rat falls through a trapdoor!"));
}

TEST(TrapsForMonsters, DartsHarmAMonsterAndDamageGrowsWithDepth) {
    auto s = build_scenario(kCorridor, {Mark{'r', "rat", Movement::still, Tempo::normal}});
    Game& g = *s.game;
    const ecs::Entity trap = put(g, "arrow_trap", Place::at(s.cell('r')));
    const TrapDef& def = g.content->traps[g.world.get<Identity>(trap).row];
    g.descent.depth = 10;
    int worst = 0;
    for (int i = 0; i < 12; ++i) {
        g.world.get<Health>(s['r']) = Health{1000, 1000};
        ASSERT_TRUE(spring_trap_underfoot(g, s['r']));
        worst = std::max(worst, 1000 - g.world.get<Health>(s['r']).hp);
    }
    EXPECT_GE(worst, def.damage.min() + def.damage_per_depth * 10);
}

TEST(TrapsForMonsters, AFlyingMonsterDoesNotSpringATrap) {
    auto s = build_scenario(kCorridor, {Mark{'r', "rat", Movement::chaser, Tempo::normal}});
    Game& g = *s.game;
    const ecs::Entity trap = put(g, "trapdoor", Place::at(kOnItsWay));
    Grant::of<Flies>().attach(g.world, s['r']);
    wait_turns(g, 2);
    ASSERT_TRUE(s.alive('r'));
    EXPECT_EQ(s.cell('r'), kOnItsWay);
    EXPECT_FALSE(trap_revealed(g, trap));
}

TEST(TrapsForMonsters, ATrapSprungInSightShows) {
    auto s = build_scenario(kCorridor, {Mark{'r', "rat", Movement::chaser, Tempo::normal}});
    Game& g = *s.game;
    const ecs::Entity trap = put(g, "trapdoor", Place::at(kOnItsWay));  // reveal = sprung
    wait_turns(g, 1);
    ASSERT_FALSE(trap_revealed(g, trap));
    wait_turns(g, 1);
    EXPECT_TRUE(trap_revealed(g, trap));
}

TEST(TrapsForMonsters, ATrapSprungOutOfSightStaysHiddenAndUntold) {
    auto s = build_scenario(R"(
        ###########
        #@...#...r#
        ###########
    )",
                            {Mark{'r', "rat", Movement::still, Tempo::normal}});
    Game& g = *s.game;
    const ecs::Entity trap = put(g, "sleeping_gas_trap", Place::at(s.cell('r')));
    ASSERT_FALSE(g.view.visible.at(s.cell('r')));
    const std::size_t lines = g.log.size();
    ASSERT_TRUE(spring_trap_underfoot(g, s['r']));
    EXPECT_TRUE(g.world.has<Asleep>(s['r']));
    EXPECT_FALSE(trap_revealed(g, trap));
    EXPECT_EQ(g.log.size(), lines) << "nothing the player could see";
}

// ---- generation 2's hidden items ---------------------------------------------------------------------------------

TEST(Traps, AHiddenItemIsAbsentFromThePlayersViewsUntilFound) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    const Point cell{6, 2};
    const ecs::Entity ring = put(g, "ring_of_protection", Place::at(cell));
    g.world.set<Hidden>(ring);
    wait_turns(g, 1);
    ASSERT_TRUE(g.view.visible.at(cell));
    EXPECT_EQ(top_item_at(g, cell), ecs::null_entity) << "the map and the look command draw the top item";
    EXPECT_TRUE(items_at(g, cell).empty()) << "pick-up and the item list read the pile";
    EXPECT_EQ(g.view.items.at(cell).item, ecs::null_entity) << "nor is it remembered there";
}

TEST(Traps, SearchingFindsAHiddenItemNearbyOnceAndSaysSo) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    const ecs::Entity near = put(g, "ring_of_protection", Place::at({3, 2}));
    const ecs::Entity far = put(g, "long_sword", Place::at({8, 2}));
    g.world.set<Hidden>(near);
    g.world.set<Hidden>(far);
    Grant::of<Searching>().attach(g.world, g.player);
    abilities_system(g);
    EXPECT_FALSE(g.world.has<Hidden>(near));
    EXPECT_EQ(top_item_at(g, {3, 2}), near);
    EXPECT_TRUE(g.world.has<Hidden>(far)) << "beyond the search radius";
    EXPECT_TRUE(logged(g, "You find a hiding place: " + a_name_of(g, near) + "."));
}

TEST(Traps, SteppingOntoAHiddenItemFindsIt) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::at({2, 1}));
    g.world.set<Hidden>(sword);
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_FALSE(g.world.has<Hidden>(sword));
    EXPECT_EQ(top_item_at(g, player_cell(g)), sword) << "now it can be picked up";
}

TEST(Traps, AMonsterSteppingOntoAHiddenItemLeavesItHidden) {
    auto s = build_scenario(R"(
    ######
    #@..r#
    ######
)", {Mark{'r', "rat", Movement::chaser}});
    Game& g = *s.game;
    const ecs::Entity sword = put(g, "long_sword", Place::at({3, 1}));
    g.world.set<Hidden>(sword);
    wait_turns(g, 1);
    EXPECT_TRUE(g.world.has<Hidden>(sword)) << "only the player finds things";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
