// Trick shots (issue 31, item 2): a missile, a thrown wand or a blast that comes down on a found trap sets it off:
// an armour-ignoring burst over the 3x3 area, then the trap on everyone caught; coins burst at double radius; the
// chain reaches other found traps, coins and the Element, each once. Every shot goes through the one apply_intent.

#include "sim/rules/trick_shots.hpp"

#include <gtest/gtest.h>

#include <string>

#include "sim/actions/actions.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/rules/traps.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::letter_of;
using testing::logged;
using testing::Mark;
using testing::put;

constexpr int kTough = 500;

int hp(const Game& g, ecs::Entity e) { return g.world.get<Health>(e).hp; }

// `e` is hard to kill and wears armour no burst should care about.
void armour_up(Game& g, ecs::Entity e) {
    g.world.get<Health>(e) = Health{kTough, kTough};
    g.world.get<CombatStats>(e).armour_bonus = 50;
    g.world.set<LoadoutDirty>(e);
}

// A trap of row `id` at `at`, found by the player unless `found` is false.
ecs::Entity trap_at_cell(Game& g, std::string_view id, Point at, bool found = true) {
    const ecs::Entity trap = put(g, id, Place::at(at));
    if (found) reveal_trap(g, trap, false);
    return trap;
}

// `shooter` wears a short bow and carries `n` arrows; returns the arrows.
ecs::Entity arm_archer(Game& g, ecs::Entity shooter, int n = 5) {
    (void)put(g, "short_bow", Place::worn(shooter, EquipSlot::launcher));
    const ecs::Entity arrows = put(g, "arrow", Place::in_pack(shooter));
    g.world.get<Stack>(arrows).count = n;
    return arrows;
}

// How many messages in the log contain `text`.
int times_logged(const Game& g, std::string_view text) {
    int n = 0;
    for (const Message& m : g.log.messages()) {
        for (std::size_t at = m.text.find(text); at != std::string::npos; at = m.text.find(text, at + 1)) ++n;
    }
    return n;
}

// The trap at 'T' (6,2); a, b, c stand in its 3x3 area, d just outside it.
constexpr std::string_view kRange = R"(
    ##########
    #@.....a.#
    #.......d#
    #....b.c.#
    ##########
)";
constexpr Point kTrap{6, 2};

std::vector<Mark> still_rats(std::string_view symbols) {
    std::vector<Mark> legend;
    for (const char c : symbols) legend.push_back(Mark{c, "rat", Movement::still});
    return legend;
}

TEST(TrickShots, AFiredArrowOnAFoundTrapBurstsAndSetsTheTrapOffOnEveryoneInTheThreeByThree) {
    auto s = build_scenario(kRange, still_rats("abcd"));
    Game& g = *s.game;
    for (const char c : {'a', 'b', 'c', 'd'}) armour_up(g, s[c]);
    (void)trap_at_cell(g, "sleeping_gas_trap", kTrap);
    const ecs::Entity arrows = arm_archer(g, g.player);
    ASSERT_TRUE(play_turn(g, Intent::fire(letter_of(g, arrows), kTrap)).spent);
    EXPECT_TRUE(logged(g, "Trick shot! The arrow sets off the sleeping gas trap."));
    const int burst = g.constants().trick_burst_damage;
    ASSERT_GT(burst, 0);
    for (const char c : {'a', 'b', 'c'}) {
        EXPECT_EQ(hp(g, s[c]), kTough - burst) << c << ": the burst ignores armour";
        EXPECT_TRUE(g.world.has<Asleep>(s[c])) << c << ": the trap's own effect, on everyone caught";
    }
    EXPECT_EQ(hp(g, s['d']), kTough) << "two cells away, outside the 3x3";
    EXPECT_FALSE(g.world.has<Asleep>(s['d']));
    EXPECT_EQ(hp(g, g.player), g.world.get<Health>(g.player).max_hp) << "the shooter stood far off";
}

TEST(TrickShots, AnUnfoundTrapDoesNotBurst) {
    auto s = build_scenario(kRange, still_rats("abcd"));
    Game& g = *s.game;
    for (const char c : {'a', 'b', 'c'}) armour_up(g, s[c]);
    const ecs::Entity trap = trap_at_cell(g, "sleeping_gas_trap", kTrap, false);
    const ecs::Entity arrows = arm_archer(g, g.player);
    ASSERT_TRUE(play_turn(g, Intent::fire(letter_of(g, arrows), kTrap)).spent);
    EXPECT_FALSE(logged(g, "Trick shot"));
    EXPECT_FALSE(trap_revealed(g, trap)) << "the arrow flew on over it";
    for (const char c : {'a', 'b', 'c'}) {
        EXPECT_EQ(hp(g, s[c]), kTough) << c;
        EXPECT_FALSE(g.world.has<Asleep>(s[c])) << c;
    }
    EXPECT_EQ(trick_shot(g, g.player, kTrap, TrickBy::ammo, "arrow"), 0) << "nothing found there to set off";
}

TEST(TrickShots, ACoinInTheBurstBurstsAtDoubleRadius) {
    auto s = build_scenario(R"(
        ###########
        #@........#
        #.........#
        #......ab.#
        ###########
    )", still_rats("ab"));
    Game& g = *s.game;
    armour_up(g, s['a']);
    armour_up(g, s['b']);
    const Point trap{4, 2};
    const Point coin_cell{5, 2};
    (void)trap_at_cell(g, "bear_trap", trap);
    const ecs::Entity coin = put(g, "gold_coins", Place::at(coin_cell));
    ASSERT_EQ(g.constants().coin_burst_radius, 2 * g.constants().trick_burst_radius);
    ASSERT_EQ(chebyshev(s.cell('a'), trap), 3);
    ASSERT_EQ(chebyshev(s.cell('a'), coin_cell), 2);
    ASSERT_EQ(chebyshev(s.cell('b'), coin_cell), 3);
    const ecs::Entity arrows = arm_archer(g, g.player);
    ASSERT_TRUE(play_turn(g, Intent::fire(letter_of(g, arrows), trap)).spent);
    EXPECT_FALSE(g.world.valid(coin)) << "the coin is spent in its burst";
    EXPECT_TRUE(logged(g, "Sparks fly: the burst catches the gold coins!"));
    EXPECT_EQ(hp(g, s['a']), kTough - g.constants().trick_burst_damage) << "two cells from the coin";
    EXPECT_EQ(hp(g, s['b']), kTough) << "three cells from the coin";
}

TEST(TrickShots, AChainGoesThroughTwoFoundTrapsEachOnce) {
    auto s = build_scenario(R"(
        ##########
        #@.......#
        #........#
        #..abc...#
        ##########
    )", still_rats("abc"));
    Game& g = *s.game;
    for (const char c : {'a', 'b', 'c'}) armour_up(g, s[c]);
    // Each trap lies in the other's burst: without "each link once" the chain would never end.
    const Point first{4, 2};
    const Point second{5, 2};
    (void)trap_at_cell(g, "rust_trap", first);
    (void)trap_at_cell(g, "rust_trap", second);
    const ecs::Entity arrows = arm_archer(g, g.player);
    const TurnResult shot = play_turn(g, Intent::fire(letter_of(g, arrows), first));
    ASSERT_TRUE(shot.spent);
    std::vector<Point> centres;  // each burst is a blast event, the map's animation (never the state hash)
    for (const TurnEvent& e : shot.events) {
        if (e.kind == EventKind::blast && e.key == "trick_shot") centres.push_back(e.cells.front());
    }
    EXPECT_EQ(centres, (std::vector<Point>{first, second})) << "one burst per link, in chain order";
    std::vector<std::vector<Point>> sparks;  // a spark flies from each burst to the link it catches
    for (const TurnEvent& e : shot.events) {
        if (e.kind == EventKind::bolt && e.key == "trick_chain") sparks.emplace_back(e.cells.begin(), e.cells.end());
    }
    EXPECT_EQ(sparks, (std::vector<std::vector<Point>>{{second}})) << "one spark, from the first trap to the second";
    const int burst = g.constants().trick_burst_damage;
    EXPECT_EQ(hp(g, s['a']), kTough - burst) << "(3,3): only the first trap's area";
    EXPECT_EQ(hp(g, s['b']), kTough - 2 * burst) << "(4,3): both areas, one burst each";
    EXPECT_EQ(hp(g, s['c']), kTough - 2 * burst) << "(5,3): both areas, one burst each";
    EXPECT_EQ(times_logged(g, "sets off the rust trap too!"), 1) << "the second trap joins the chain once";
    EXPECT_EQ(trick_shot(g, g.player, first, TrickBy::ammo, "arrow"), 2) << "two links, and the chain ends";
}

TEST(TrickShots, TheShooterCaughtInTheirOwnBurstReadsSo) {
    auto s = build_scenario(R"(
        #######
        #@....#
        #.....#
        #######
    )", {});
    Game& g = *s.game;
    g.world.get<Health>(g.player) = Health{kTough, kTough};
    (void)trap_at_cell(g, "rust_trap", {2, 1});
    const ecs::Entity arrows = arm_archer(g, g.player);
    ASSERT_TRUE(play_turn(g, Intent::fire(letter_of(g, arrows), {2, 1})).spent);
    EXPECT_TRUE(logged(g, "You are caught in your own trick shot!"));
    EXPECT_FALSE(logged(g, "The burst catches you")) << "the shooter reads the self line instead";
    EXPECT_EQ(hp(g, g.player), kTough - g.constants().trick_burst_damage);
}

TEST(TrickShots, AThrownThingThatIsNotAmmunitionReadsDifferently) {
    auto s = build_scenario(kRange, still_rats("abcd"));
    Game& g = *s.game;
    armour_up(g, s['a']);
    (void)trap_at_cell(g, "rust_trap", kTrap);
    const ecs::Entity dagger = put(g, "dagger", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::throw_item(letter_of(g, dagger), kTrap)).spent);
    EXPECT_TRUE(logged(g, "The dagger was never meant to fly, but it sets off the rust trap all the same!"));
    EXPECT_FALSE(logged(g, "Trick shot!"));
    EXPECT_EQ(hp(g, s['a']), kTough - g.constants().trick_burst_damage);
    EXPECT_EQ(g.world.get<Position>(dagger).cell, kTrap) << "it came down on the trap";
    const ecs::Entity arrow = put(g, "arrow", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::throw_item(letter_of(g, arrow), kTrap)).spent);
    EXPECT_TRUE(logged(g, "Trick shot! The arrow sets off the rust trap.")) << "ammunition thrown by hand";
}

TEST(TrickShots, AThrownWandAndABlastSetOffAFoundTrap) {
    auto s = build_scenario(kRange, still_rats("abcd"));
    Game& g = *s.game;
    armour_up(g, s['c']);
    (void)trap_at_cell(g, "rust_trap", kTrap);
    const ecs::Entity thrown = put(g, "wand_of_slumber", Place::in_pack(g.player));
    g.world.get<Charges>(thrown).left = 0;
    ASSERT_TRUE(play_turn(g, Intent::throw_item(letter_of(g, thrown), kTrap)).spent);
    EXPECT_TRUE(logged(g, "The wand snaps"));
    EXPECT_TRUE(logged(g, "never meant to fly"));
    EXPECT_EQ(hp(g, s['c']), kTough - g.constants().trick_burst_damage);
    const ecs::Entity zapped = put(g, "wand_of_slumber", Place::in_pack(g.player));
    g.world.get<Charges>(zapped).left = 3;
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, zapped), kTrap)).spent);
    EXPECT_TRUE(logged(g, "The blast sets off the rust trap!"));
    EXPECT_EQ(hp(g, s['c']), kTough - 2 * g.constants().trick_burst_damage);
}

TEST(TrickShots, AMonsterShootingAFoundTrapGoesThroughTheSameRule) {
    auto s = build_scenario(R"(
        ##########
        #@.......#
        #........#
        #.....r.o#
        ##########
    )", {Mark{'o', "orc", Movement::still}, Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    armour_up(g, s['r']);
    const Point trap{5, 2};
    (void)trap_at_cell(g, "sleeping_gas_trap", trap);
    update_view(g);  // the player watches the orc's shot
    const ecs::Entity arrows = arm_archer(g, s['o']);
    ASSERT_TRUE(apply_intent(g, s['o'], Intent::fire(letter_of(g, arrows), trap)).spent_turn());
    EXPECT_EQ(hp(g, s['r']), kTough - g.constants().trick_burst_damage);
    EXPECT_TRUE(g.world.has<Asleep>(s['r']));
    EXPECT_TRUE(logged(g, "Trick shot! The arrow sets off the sleeping gas trap."));
}

TEST(TrickShots, ShootingTheElementMakesItFlareAndLeavesItWhereItLies) {
    auto s = build_scenario(R"(
        ###########
        #@........#
        #.........#
        #....a...b#
        ###########
    )", still_rats("ab"));
    Game& g = *s.game;
    armour_up(g, s['a']);
    armour_up(g, s['b']);
    const Point at{5, 1};
    const ecs::Entity element = put(g, "element_of_yoord", Place::at(at));
    ASSERT_EQ(chebyshev(s.cell('a'), at), 2);
    ASSERT_GT(chebyshev(s.cell('b'), at), g.constants().element_burst_radius);
    const ecs::Entity arrows = arm_archer(g, g.player);
    ASSERT_TRUE(play_turn(g, Intent::fire(letter_of(g, arrows), at)).spent);
    EXPECT_TRUE(logged(g, "The Element of Yoord flares"));
    EXPECT_EQ(hp(g, s['a']), kTough - g.constants().element_burst_damage);
    EXPECT_EQ(hp(g, s['b']), kTough);
    ASSERT_TRUE(g.world.valid(element)) << "the Element is never destroyed";
    EXPECT_EQ(g.world.get<Position>(element).cell, at) << "nor moved";
}

TEST(TrickShots, AShotThatReachesACreatureOnATrapStrikesItAndSetsNothingOff) {
    auto s = build_scenario(kRange, still_rats("abcd"));
    Game& g = *s.game;
    armour_up(g, s['a']);
    (void)trap_at_cell(g, "rust_trap", s.cell('a'));
    const ecs::Entity arrows = arm_archer(g, g.player);
    ASSERT_TRUE(play_turn(g, Intent::fire(letter_of(g, arrows), s.cell('a'))).spent);
    EXPECT_FALSE(logged(g, "Trick shot"));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
