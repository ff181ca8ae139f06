// The one rule for stopping runs, travel and auto-explore, and what explore picks up (sim/actions/repeat.hpp).
#include "sim/actions/repeat.hpp"
#include "sim/turn/repeat.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "sim/effect_test_support.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/identify.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/text/names.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::Mark;
using testing::put;

// A long hall with the player at its west end and room for a creature in view.
constexpr const char* kHall = R"(
####################
#@.................#
#..................#
####################
)";

TEST(StopRule, AnAwakeMonsterInViewKeepsACommandFromStartingAndTheLogSaysWhich) {
    auto s = build_scenario(R"(
####################
#@......r..........#
####################
)",
                            {Mark{'r', "rat", Movement::chaser}});
    Game& g = *s.game;
    g.world.get<Mind>(s['r']).sight = 12;  // it has noticed the player
    const Stop stop = may_start(g, Intent::run(Direction::east));
    EXPECT_EQ(stop.reason, StopReason::monster_in_view);
    EXPECT_EQ(stop.about, s['r']);
    const Repeated r = repeat_intent(g, Intent::explore(), 50);
    EXPECT_EQ(r.turns, 0);
    EXPECT_TRUE(logged(g, "A sewer rat is in view."));
}

TEST(StopRule, AnAsleepMonsterIsNoReasonToStop) {
    auto s = build_scenario(R"(
####################
#@.................#
#.......r..........#
####################
)",
                            {Mark{'r', "rat", Movement::chaser}});
    Game& g = *s.game;
    ASSERT_TRUE(put_to_sleep(g, s['r'], 100));
    EXPECT_FALSE(may_start(g, Intent::run(Direction::east)));
    const Repeated r = repeat_intent(g, Intent::run(Direction::east), 50);
    EXPECT_EQ(r.stop.reason, StopReason::blocked) << "ran to the wall past the sleeping rat";
    EXPECT_EQ(player_cell(g).x, 18);
}

TEST(StopRule, AMonsterRootedToItsSpotMattersOnlyNextToThePlayer) {
    auto s = build_scenario(R"(
####################
#@........F........#
#..................#
####################
)",
                            {Mark{'F', "rat", Movement::still}});
    Game& g = *s.game;
    EXPECT_TRUE(threats_in_view(g).empty());
    const Repeated r = repeat_intent(g, Intent::run(Direction::east), 50);
    EXPECT_EQ(player_cell(g), (Point{9, 1})) << "the run stops next to it, where it can strike";
    EXPECT_EQ(r.stop.reason, StopReason::monster_can_reach);
    EXPECT_TRUE(logged(g, "The sewer rat can reach you now."));
}

// Issue 29, item 3: an awake monster that has not noticed the player (it wanders at the edge of the player's
// sight, beyond its own) does not stop a command; one that notices, or one close by, does.
TEST(StopRule, AnAwakeMonsterThatHasNotNoticedThePlayerIsNoReasonToStop) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    const ecs::Entity rat = put(g, "rat", Place::at({8, 1}));
    g.world.get<Mind>(rat).sight = 3;
    update_view(g);
    ASSERT_TRUE(player_sees(g, rat));
    EXPECT_FALSE(has_noticed_player(g, rat));
    EXPECT_TRUE(threats_in_view(g).empty());
    EXPECT_FALSE(may_start(g, Intent::explore()));
}

TEST(StopRule, AnAwakeMonsterThatHasNotNoticedThePlayerStillCountsWhenClose) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    const ecs::Entity rat = put(g, "rat", Place::at({1 + kUnnoticedThreatReach, 1}));
    g.world.get<Mind>(rat).sight = 0;
    update_view(g);
    EXPECT_FALSE(has_noticed_player(g, rat));
    EXPECT_EQ(threats_in_view(g), std::vector<ecs::Entity>{rat});
}

TEST(StopRule, StopsWhenAMonsterInViewNoticesThePlayer) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    const ecs::Entity rat = put(g, "rat", Place::at({8, 1}));
    g.world.get<Mind>(rat).sight = 3;
    update_view(g);
    const Watch before = watch(g, Intent::explore());
    g.world.get<Mind>(rat).sight = 12;
    ASSERT_TRUE(has_noticed_player(g, rat));
    const Stop stop = should_stop(g, before);
    EXPECT_EQ(stop.reason, StopReason::monster_notices);
    EXPECT_EQ(stop.about, rat);
    EXPECT_EQ(stop_sentence(g, stop), "The sewer rat notices you.");
}

TEST(StopRule, AnAsleepMonsterHasNotNoticedThePlayer) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    const ecs::Entity rat = put(g, "rat", Place::at({4, 1}));
    ASSERT_TRUE(put_to_sleep(g, rat, 100));
    update_view(g);
    EXPECT_FALSE(has_noticed_player(g, rat));
}

// Issue 29, item 2: a step back onto a cell walked since the command last learnt anything is no progress.
constexpr const char* kCloset = R"(
#######
#@....#
#######
)";

TEST(StopRule, AStepBackOntoACellAlreadyWalkedWithNothingLearntIsNoProgress) {
    auto s = build_scenario(kCloset, {});  // all of it in view from the start: nothing to learn
    Game& g = *s.game;
    Walk walk;
    start_walk(g, walk);
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_TRUE(made_progress(g, walk)) << "a new cell of the walk";
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::west)).spent);
    EXPECT_FALSE(made_progress(g, walk)) << "back where it began, nothing learnt";
}

TEST(StopRule, LearningSomethingStartsTheWalkAgain) {
    auto s = build_scenario(kCloset, {});
    Game& g = *s.game;
    Walk walk;
    start_walk(g, walk);
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    ASSERT_TRUE(made_progress(g, walk));
    ++walk.known;  // as if a cell had been learnt since the walk began
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::west)).spent);
    EXPECT_TRUE(made_progress(g, walk)) << "the count differs: something was learnt, so the walk starts again";
}

TEST(StopRule, AHelperOnThePlayersSideIsNoThreat) {
    auto s = build_scenario(R"(
####################
#@....h............#
####################
)",
                            {Mark{'h', "rat", Movement::helper, std::nullopt, Side::player}});
    EXPECT_TRUE(threats_in_view(*s.game).empty());
}

TEST(StopRule, AMonsterThatCannotReachThePlayerIsNoThreat) {
    // The rat is walled in. The player senses it by telepathy, but only a monster in view can stop a command,
    // and this one could not come for the player anyway.
    auto s = build_scenario(R"(
##########
#@.....#r#
##########
)",
                            {Mark{'r', "rat", Movement::chaser}});
    Game& g = *s.game;
    ASSERT_TRUE(open_mind(g, g.player, 50));
    EXPECT_FALSE(can_reach_player(g, s['r']));
    EXPECT_TRUE(threats_in_view(g).empty());
    EXPECT_FALSE(may_start(g, Intent::run(Direction::east)));
}

TEST(StopRule, AMonsterThatCanWalkToThePlayerCanReachIt) {
    auto s = build_scenario(R"(
##########
#@.....#r#
#......#.#
#........#
##########
)",
                            {Mark{'r', "rat", Movement::chaser}});
    EXPECT_TRUE(can_reach_player(*s.game, s['r']));
}

TEST(StopRule, StopsWhenAMonsterComesIntoView) {
    auto s = build_scenario(R"(
###################
#@................#
#########'#########
        #r#
        ###
)",
                            {Mark{'r', "rat", Movement::chaser}});
    Game& g = *s.game;
    const Repeated r = repeat_intent(g, Intent::run(Direction::east), 50);
    EXPECT_LT(player_cell(g).x, 17) << "the run ended when the rat came into view, not at the wall";
    EXPECT_EQ(r.stop.reason, StopReason::monster_comes_into_view);
    EXPECT_EQ(r.stop.about, s['r']);
    EXPECT_TRUE(logged(g, "A sewer rat comes into view."));
}

TEST(StopRule, StopsWhenASleeperInViewWakes) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    const ecs::Entity rat = put(g, "rat", Place::at({6, 2}));
    ASSERT_TRUE(put_to_sleep(g, rat, 100));
    update_view(g);
    const Watch before = watch(g, Intent::explore());
    wake(g, rat);
    const Stop stop = should_stop(g, before);
    EXPECT_EQ(stop.reason, StopReason::monster_wakes);
    EXPECT_EQ(stop_sentence(g, stop), "The sewer rat wakes up.");
}

TEST(StopRule, StopsWhenHurt) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const Watch before = watch(g, Intent::explore());
    EXPECT_FALSE(should_stop(g, before));
    g.world.get<Health>(g.player).hp -= 1;
    const Stop stop = should_stop(g, before);
    EXPECT_EQ(stop.reason, StopReason::hurt);
    EXPECT_EQ(stop_sentence(g, stop), "You are hurt.");
}

TEST(StopRule, StopsWhenTheFloorChanges) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const Watch before = watch(g, Intent::explore());
    ++g.descent.floor_changes;
    EXPECT_EQ(should_stop(g, before).reason, StopReason::floor_changed);
}

TEST(StopRule, AHeldOrSleepingPlayerCannotStart) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    ASSERT_TRUE(snare(g, g.player, 5));
    EXPECT_EQ(may_start(g, Intent::explore()).reason, StopReason::held);
    auto t = build_scenario(kHall, {});
    ASSERT_TRUE(paralyse(*t.game, t.game->player, 5));
    EXPECT_EQ(may_start(*t.game, Intent::explore()).reason, StopReason::cannot_move);
}

TEST(StopRule, ARunStopsForANewItemInViewAndExploreGoesToIt) {
    const char* map = R"(
###################
#@................#
#########.#########
        #.#
        ###
)";
    auto run = build_scenario(map, {});
    (void)put(*run.game, "long_sword", Place::at({9, 3}));
    const Repeated r = repeat_intent(*run.game, Intent::run(Direction::east), 50);
    EXPECT_EQ(r.stop.reason, StopReason::item_comes_into_view);
    EXPECT_TRUE(logged(*run.game, "You see a long sword."));

    auto explore = build_scenario(map, {});
    (void)put(*explore.game, "long_sword", Place::at({9, 3}));
    const Repeated found = repeat_intent(*explore.game, Intent::explore(), 100);
    EXPECT_TRUE(explore.game->view.trodden.at(9, 3)) << "explore walked to the sword";
    EXPECT_EQ(found.stop.reason, StopReason::item_here) << "and stopped on it, which it does not pick up";
}

TEST(StopRule, ALongCommandStopsAtItsTurnLimitAndSaysSo) {
    auto s = build_scenario(kHall, {});
    const Repeated r = repeat_intent(*s.game, Intent::run(Direction::east), 3);
    EXPECT_EQ(r.turns, 3);
    EXPECT_EQ(r.stop.reason, StopReason::turn_limit);
    EXPECT_TRUE(logged(*s.game, "You stop after a long walk."));
}

TEST(StopRule, AHookCanInterruptAndSeesEveryIntent) {
    auto s = build_scenario(kHall, {});
    int seen = 0;
    RepeatHooks hooks;
    hooks.before = [&](const Intent& i) {
        EXPECT_EQ(i, Intent::run(Direction::east));
        ++seen;
    };
    hooks.between = [&] { return seen < 2; };
    const Repeated r = repeat_intent(*s.game, Intent::run(Direction::east), 50, {}, hooks);
    EXPECT_EQ(r.turns, 2);
    EXPECT_EQ(seen, 2);
    EXPECT_EQ(r.stop.reason, StopReason::interrupted);
}

TEST(StopRule, EveryReasonThatNamesSomethingSaysItsName) {
    auto s = build_scenario(kHall, {});
    Game& g = *s.game;
    const ecs::Entity rat = put(g, "rat", Place::at({5, 1}));
    for (const StopReason r : {StopReason::monster_in_view, StopReason::monster_comes_into_view,
                               StopReason::monster_wakes, StopReason::monster_can_reach, StopReason::monster_notices}) {
        EXPECT_NE(stop_sentence(g, Stop{r, rat}).find("rat"), std::string::npos) << static_cast<int>(r);
    }
    for (const StopReason r : {StopReason::floor_changed, StopReason::arrived, StopReason::blocked,
                               StopReason::refused, StopReason::interrupted, StopReason::item_here}) {
        EXPECT_EQ(stop_sentence(g, Stop{r}), "") << "the game has said it already, or there is nothing to say";
    }
}

// ---- auto-pickup ----

struct Armoury {
    testing::Scenario s;
    ecs::Entity arrows;
    ecs::Entity stones;
    ecs::Entity known_potion;
    ecs::Entity unknown_potion;
};

// A bow worn, and on the floor: arrows (it fires them), sling stones (it does not), a potion of a kind the
// player knows and one it does not.
Armoury armoury() {
    Armoury a{build_scenario(kHall, {}), {}, {}, {}, {}};
    Game& g = *a.s.game;
    (void)put(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    a.arrows = put(g, "arrow", Place::at({3, 1}));
    a.stones = put(g, "sling_stone", Place::at({4, 1}));
    a.known_potion = put(g, "potion_of_healing", Place::at({5, 1}));
    a.unknown_potion = put(g, "potion_of_speed", Place::at({6, 1}));
    (void)learn_kind(g, a.known_potion);
    return a;
}

TEST(AutoPickup, TheDefaultsAreAmmoForTheLauncherAndKnownKinds) {
    Armoury a = armoury();
    Game& g = *a.s.game;
    const AutoPickup defaults;
    EXPECT_TRUE(auto_pickup_wants(g, defaults, a.arrows));
    EXPECT_FALSE(auto_pickup_wants(g, defaults, a.stones)) << "the bow does not fire stones";
    EXPECT_TRUE(auto_pickup_wants(g, defaults, a.known_potion));
    EXPECT_FALSE(auto_pickup_wants(g, defaults, a.unknown_potion));
    EXPECT_TRUE(auto_pickup_wants(g, AutoPickup{{PickupKind::all}}, a.unknown_potion));
    EXPECT_FALSE(auto_pickup_wants(g, AutoPickup{{}}, a.arrows)) << "an empty list picks up nothing";
}

// Explore never walks past an item it has just reported: it takes what the options want, stops on what they
// do not (the step said "You see here ..."), and the next explore goes on from there.
TEST(AutoPickup, ExplorePicksUpWhatTheOptionsWantAndStopsOnTheRest) {
    Armoury a = armoury();
    Game& g = *a.s.game;
    const Repeated first = repeat_intent(g, Intent::explore(), 100);
    EXPECT_EQ(g.world.get<Location>(a.arrows).place.kind, PlaceKind::pack);
    EXPECT_EQ(first.stop.reason, StopReason::item_here);
    EXPECT_EQ(first.stop.about, a.stones);
    EXPECT_EQ(player_cell(g), (Point{4, 1}));
    EXPECT_TRUE(logged(g, "You see here " + a_name_of(g, a.stones) + "."));

    const Repeated second = repeat_intent(g, Intent::explore(), 100);
    EXPECT_EQ(g.world.get<Location>(a.known_potion).place.kind, PlaceKind::pack);
    EXPECT_EQ(second.stop.reason, StopReason::item_here);
    EXPECT_EQ(second.stop.about, a.unknown_potion);

    const Repeated third = repeat_intent(g, Intent::explore(), 100);
    EXPECT_EQ(third.stop.reason, StopReason::explored);
    EXPECT_EQ(g.world.get<Location>(a.stones).place.kind, PlaceKind::cell);
    EXPECT_EQ(g.world.get<Location>(a.unknown_potion).place.kind, PlaceKind::cell);
}

TEST(AutoPickup, ExploreDoesNotStopWhereItTookEverything) {
    Armoury a = armoury();
    Game& g = *a.s.game;
    const Repeated r = repeat_intent(g, Intent::explore(), 100, AutoPickup{{PickupKind::all}});
    EXPECT_EQ(r.stop.reason, StopReason::explored);
    for (const ecs::Entity item : {a.arrows, a.stones, a.known_potion, a.unknown_potion}) {
        EXPECT_EQ(g.world.get<Location>(item).place.kind, PlaceKind::pack);
    }
}

TEST(AutoPickup, ExploreWalksOverAnItemItHasStoodOnBefore) {
    const char* map = R"(
######
#@...#
####.#
   #.#
   #.#
   #.###
   #...#
   #####
)";
    auto s = build_scenario(map, {});
    Game& g = *s.game;
    const ecs::Entity dagger = put(g, "dagger", Place::at({3, 1}));
    g.view.trodden.at(3, 1) = true;  // the player stood on it before: it was reported then
    const Repeated r = repeat_intent(g, Intent::explore(), 200, AutoPickup{{}});
    EXPECT_EQ(r.stop.reason, StopReason::explored);
    EXPECT_TRUE(g.view.trodden.at(5, 6)) << "it went through the dagger's cell to the end of the corridor";
    EXPECT_EQ(g.world.get<Location>(dagger).place.kind, PlaceKind::cell);
}

TEST(AutoPickup, AWantedItemUnderAnUnwantedOneIsStillPickedUp) {
    Armoury a = armoury();
    Game& g = *a.s.game;
    // Arrows at the bottom of the pile, sling stones on top of them (the higher Uid lies on top).
    (void)move_to(g.world, g.places, a.stones, Place::at({3, 1}));
    ASSERT_EQ(items_at(g, {3, 1}).front(), a.stones);
    const Repeated r = repeat_intent(g, Intent::explore(), 100);
    EXPECT_EQ(g.world.get<Location>(a.arrows).place.kind, PlaceKind::pack);
    EXPECT_EQ(g.world.get<Location>(a.stones).place.kind, PlaceKind::cell);
    EXPECT_EQ(r.stop.reason, StopReason::item_here) << "it stops on the stones it leaves";
    EXPECT_EQ(player_cell(g), (Point{3, 1}));
}

TEST(AutoPickup, AFullPackIsSaidAndExploreStopsOnWhatItCouldNotTake) {
    Armoury a = armoury();
    Game& g = *a.s.game;
    const std::vector<ecs::Entity>& letters = g.world.get<Pack>(g.player).letters;
    const auto free = std::count(letters.begin(), letters.end(), ecs::null_entity);
    for (auto i = 0; i < free; ++i) (void)put(g, "dagger", Place::in_pack(g.player));
    const Repeated r = repeat_intent(g, Intent::explore(), 100);
    EXPECT_EQ(r.stop.reason, StopReason::item_here);
    EXPECT_EQ(r.stop.about, a.arrows);
    EXPECT_TRUE(logged(g, "Your pack is full."));
    int stops = 1;
    while (repeat_intent(g, Intent::explore(), 100).stop.reason == StopReason::item_here) ++stops;
    EXPECT_EQ(stops, 4) << "one stop on each of the four items it could not take";
    EXPECT_EQ(g.world.get<Location>(a.known_potion).place.kind, PlaceKind::cell);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
