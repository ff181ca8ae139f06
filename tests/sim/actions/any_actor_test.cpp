// The one action path, shown for every kind of actor: the player and a monster submit the same intent and
// meet the same rule (a door, a snare, an arrow), because one function applies both.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sim/actions/actions.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/conditions.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::Mark;
using testing::put;

// The pack letter of the first ammo `holder` carries.
std::uint8_t ammo_letter(const Game& g, ecs::Entity holder) {
    const Pack& pack = g.world.get<Pack>(holder);
    for (std::size_t i = 0; i < pack.letters.size(); ++i) {
        if (pack.letters[i] != ecs::null_entity && g.world.has<Ammo>(pack.letters[i])) return static_cast<std::uint8_t>(i);
    }
    ADD_FAILURE() << "no ammo carried";
    return 0;
}

// Hit points the target loses when `shooter` fires its arrows at it, the game's stream set to `rolls` first.
int arrow_damage(Game& g, ecs::Entity shooter, ecs::Entity target, std::uint64_t rolls) {
    g.world.get<Health>(target) = Health{1000, 1000};
    g.rng = GameRng(rolls);
    const int before = g.world.get<Health>(target).hp;
    const ActionResult r =
        apply_intent(g, shooter, Intent::fire(ammo_letter(g, shooter), g.world.get<Position>(target).cell));
    EXPECT_TRUE(r.spent_turn()) << r.message;
    return before - g.world.get<Health>(target).hp;
}

TEST(AnyActor, TheSameArrowFiredByThePlayerOrAGoblinArcherDoesTheSameDamage) {
    // The player wears a short bow; the goblin archer's row lets it fire arrows. Each shoots at a rat four
    // cells east, with the same shooter's power bonus (+2) and the same rolls.
    auto by_player = build_scenario(R"(
        ##########
        #@...r...#
        #........#
        ##########
    )", {Mark{'r', "rat"}});
    auto by_goblin =
        build_scenario(R"(
            ##########
            #g...r...#
            #.......@#
            ##########
        )", {Mark{'g', "goblin_archer"}, Mark{'r', "rat"}});
    Game& p = *by_player.game;
    Game& q = *by_goblin.game;
    (void)put(p, "short_bow", Place::worn(p.player, EquipSlot::launcher));
    (void)put(p, "arrow", Place::in_pack(p.player));
    const ecs::Entity goblin = by_goblin['g'];
    p.world.get<CombatStats>(p.player).power_bonus = 2;  // a strong shooter: the bonus must count for both
    p.world.set<LoadoutDirty>(p.player);
    p.world.get<Stack>(pack_item(p, p.player, ammo_letter(p, p.player))).count = 100;  // enough for every shot
    q.world.get<Stack>(pack_item(q, goblin, ammo_letter(q, goblin))).count = 100;
    CombatStats& stats = q.world.get<CombatStats>(goblin);
    stats.power_bonus += loadout(p.world, p.player).power_bonus - loadout(q.world, goblin).power_bonus;
    q.world.set<LoadoutDirty>(goblin);
    ASSERT_EQ(loadout(p.world, p.player).power_bonus, loadout(q.world, goblin).power_bonus);

    int hits = 0;
    for (std::uint64_t rolls = 1; rolls <= 40; ++rolls) {
        const int from_player = arrow_damage(p, p.player, by_player['r'], rolls);
        const int from_goblin = arrow_damage(q, goblin, by_goblin['r'], rolls);
        EXPECT_EQ(from_player, from_goblin) << "rolls " << rolls;
        if (from_player > 0) ++hits;
        if (HasFailure()) return;
    }
    EXPECT_GT(hits, 0) << "some of forty shots hit";
}

TEST(AnyActor, AMonsterWalkingIntoADoorOpensItAsThePlayerDoes) {
    auto s = build_scenario(R"(
        #######
        #@+.r+#
        #######
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    g.now.events.clear();
    const ActionResult mine = apply_intent(g, g.player, Intent::step(Direction::east));
    const ActionResult its = apply_intent(g, s['r'], Intent::step(Direction::east));
    EXPECT_TRUE(mine.spent_turn());
    EXPECT_TRUE(its.spent_turn());
    EXPECT_EQ(g.map().at({2, 1}), Tile::door_open);
    EXPECT_EQ(g.map().at({5, 1}), Tile::door_open);
    EXPECT_EQ(player_cell(g), (Point{1, 1})) << "opening is the action: nobody moved";
    EXPECT_EQ(s.cell('r'), (Point{4, 1}));
    // Both are the same door event, told apart only by who opened which door.
    ASSERT_EQ(g.now.events.size(), 2u);
    EXPECT_EQ(g.now.events[0].kind, EventKind::door);
    EXPECT_EQ(g.now.events[0].subject, g.player);
    EXPECT_EQ(g.now.events[0].cells, (std::vector<Point>{{2, 1}}));
    EXPECT_EQ(g.now.events[1].kind, EventKind::door);
    EXPECT_EQ(g.now.events[1].subject, s['r']);
    EXPECT_EQ(g.now.events[1].cells, (std::vector<Point>{{5, 1}}));
    EXPECT_EQ(g.now.events[1].amount, 1) << "opened";
}

TEST(AnyActor, AHuntingMonsterOpensTheDoorInItsWay) {
    auto s = build_scenario(R"(
        #########
        #r+....@#
        #########
    )", {Mark{'r', "rat", Movement::chaser, Tempo::normal}});
    Game& g = *s.game;
    g.world.set<Aggravates>(g.player);
    testing::wait_turns(g, 1);
    EXPECT_EQ(g.map().at({2, 1}), Tile::door_open);
    EXPECT_EQ(s.cell('r'), (Point{1, 1}));
    testing::wait_turns(g, 1);
    EXPECT_EQ(s.cell('r'), (Point{2, 1})) << "then walks through";
}

TEST(AnyActor, ASnareHoldsAMonsterAsItHoldsThePlayer) {
    auto s = build_scenario(R"(
        #######
        #@..r.#
        #######
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    ASSERT_TRUE(snare(g, g.player, 3));
    ASSERT_TRUE(snare(g, s['r'], 3));
    const ActionResult mine = apply_intent(g, g.player, Intent::step(Direction::east));
    const ActionResult its = apply_intent(g, s['r'], Intent::step(Direction::east));
    EXPECT_TRUE(mine.spent_turn()) << "struggling spends the action";
    EXPECT_TRUE(its.spent_turn());
    EXPECT_EQ(player_cell(g), (Point{1, 1}));
    EXPECT_EQ(s.cell('r'), (Point{4, 1}));
}

TEST(AnyActor, ABearTrapSnaresAMonsterThatWalksOntoIt) {
    auto s = build_scenario(R"(
        #######
        #@..r.#
        #######
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    (void)put(g, "bear_trap", Place::at({5, 1}));
    g.world.get<Health>(s['r']) = Health{100, 100};
    ASSERT_TRUE(apply_intent(g, s['r'], Intent::step(Direction::east)).spent_turn());
    ASSERT_EQ(s.cell('r'), (Point{5, 1}));
    EXPECT_TRUE(has_effect<Snared>(g.world, s['r']));
    ASSERT_TRUE(apply_intent(g, s['r'], Intent::step(Direction::west)).spent_turn());
    EXPECT_EQ(s.cell('r'), (Point{5, 1})) << "held fast";
}

TEST(AnyActor, AMonsterDoesNotShoveAnotherOutOfItsWay) {
    auto s = build_scenario(R"(
        #######
        #@.ab.#
        #######
    )", {Mark{'a', "rat", Movement::still}, Mark{'b', "rat", Movement::still}});
    Game& g = *s.game;
    const ActionResult r = apply_intent(g, s['a'], Intent::step(Direction::east));
    EXPECT_FALSE(r.spent_turn());
    EXPECT_EQ(s.cell('a'), (Point{3, 1}));
    EXPECT_EQ(s.cell('b'), (Point{4, 1}));
}

TEST(AnyActor, AMonsterPicksUpAndDropsThroughTheSameVerbs) {
    auto s = build_scenario(R"(
        #####
        #@.r#
        #####
    )", {Mark{'r', "goblin", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity dagger = put(g, "dagger", Place::at(s.cell('r')));
    g.now.events.clear();
    ASSERT_TRUE(apply_intent(g, s['r'], Intent::pick_up()).spent_turn());
    ASSERT_EQ(g.now.events.size(), 1u);
    EXPECT_EQ(g.now.events[0].kind, EventKind::pick_up);
    EXPECT_EQ(g.now.events[0].subject, s['r']);
    EXPECT_EQ(g.now.events[0].object, dagger);
    const auto letter = letter_of(g, s['r'], dagger);
    ASSERT_TRUE(letter.has_value());
    ASSERT_TRUE(apply_intent(g, s['r'], Intent::drop(*letter)).spent_turn());
    EXPECT_EQ(g.world.get<Location>(dagger).place, Place::at(s.cell('r')));
}

TEST(AnyActor, AStackLyingUnderfootComesUpInOneAction) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    std::vector<ecs::Entity> arrows;
    for (int i = 0; i < 3; ++i) {
        arrows.push_back(put(g, "arrow", Place::at(player_cell(g))));
        g.world.get<Stack>(arrows.back()).count = 2;
    }
    ASSERT_TRUE(apply_intent(g, g.player, Intent::pick_up()).spent_turn());
    EXPECT_EQ(top_item_at(g, player_cell(g)), ecs::null_entity) << "nothing left underfoot";
    const ecs::Entity carried = pack_item(g, g.player, ammo_letter(g, g.player));
    EXPECT_EQ(g.world.get<Stack>(carried).count, 6);
}

TEST(AnyActor, OnlyThePlayerLeavesTheFloorOrExplores) {
    auto s = build_scenario(R"(
        #####
        #@.r#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    EXPECT_FALSE(apply_intent(g, s['r'], Intent::take_stairs()).spent_turn());
    EXPECT_FALSE(apply_intent(g, s['r'], Intent::explore()).spent_turn());
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
