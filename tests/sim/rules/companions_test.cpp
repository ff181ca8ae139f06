// The companion: treats and charms win one, it fights on the player's side, follows through floor changes,
// trades places, earns no score, and a second recruit sends the first away. Scenarios are ASCII maps.

#include "sim/rules/companions.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/io/save/save_test_support.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/rules/combat.hpp"
#include "sim/run/conducts.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::draw;
using testing::letter_of;
using testing::logged;
using testing::Mark;
using testing::put;

constexpr int kManyThrows = 40;  // at 40% or more a throw, forty misses in a row do not happen on these seeds

const TreatDef& treat_row(const Game& g, std::string_view id) {
    for (const TreatDef& t : g.content->treats) {
        if (t.id == id) return t;
    }
    ADD_FAILURE() << "no treat row " << id;
    return g.content->treats.front();
}

bool broken(const Game& g, Conduct c) { return (g.conducts_broken & conduct_bit(c)) != 0; }

// Throws `treat_id` at `target` until it is taken or `throws` treats are spent; returns how many were thrown.
int throw_until_taken(Game& g, ecs::Entity target, std::string_view treat_id, int throws) {
    for (int i = 1; i <= throws; ++i) {
        const ecs::Entity treat = put(g, treat_id, Place::in_pack(g.player));
        EXPECT_TRUE(play_turn(g, Intent::throw_item(letter_of(g, treat), g.world.get<Position>(target).cell)).spent);
        if (companion(g) == target) return i;
    }
    return throws;
}

constexpr std::string_view kYard = R"(
    #########
    #@..j...#
    #.......#
    #########
)";

TEST(Treats, ABeastTakesABoneAtItsChanceAndJoinsThePlayersSide) {
    auto s = build_scenario(kYard, {Mark{'j', "jackal", Movement::still}});
    Game& g = *s.game;
    const int thrown = throw_until_taken(g, s['j'], "meaty_bone", kManyThrows);
    ASSERT_EQ(companion(g), s['j']) << "after " << thrown << " bones";
    EXPECT_EQ(side_of(g, s['j']), Side::player);
    EXPECT_FALSE(hostile(g, g.player, s['j']));
    EXPECT_TRUE(logged(g, "takes the meaty bone"));
    EXPECT_EQ(g.world.get<Health>(s['j']).hp, g.world.get<Health>(s['j']).max_hp) << "a treat hurts nobody";
}

TEST(Treats, ACreatureOfTheWrongKindRefusesEveryTreatAndIsNotHurt) {
    auto s = build_scenario(R"(
        #########
        #@..k...#
        #..z....#
        #########
    )",
                            {Mark{'k', "kobold", Movement::still}, Mark{'z', "zombie", Movement::still}});
    Game& g = *s.game;
    EXPECT_FALSE(treat_suits(g, treat_row(g, "meaty_bone"), s['k'])) << "a kobold uses items: no bone";
    EXPECT_FALSE(treat_suits(g, treat_row(g, "honey_cake"), s['z'])) << "the mindless dead take no cake";
    EXPECT_EQ(throw_until_taken(g, s['k'], "meaty_bone", 10), 10);
    EXPECT_EQ(companion(g), ecs::null_entity);
    EXPECT_TRUE(logged(g, "ignores the meaty bone"));
    EXPECT_EQ(side_of(g, s['k']), Side::hostile);
    EXPECT_EQ(g.world.get<Health>(s['k']).hp, g.world.get<Health>(s['k']).max_hp);
    EXPECT_FALSE(items_at(g, s.cell('k')).empty()) << "a refused treat lies where it stopped";
}

TEST(Treats, ACreatureThatUsesItemsTakesAHoneyCake) {
    auto s = build_scenario(R"(
        #########
        #@..k...#
        #########
    )", {Mark{'k', "kobold", Movement::still}});
    Game& g = *s.game;
    (void)throw_until_taken(g, s['k'], "honey_cake", kManyThrows);
    EXPECT_EQ(companion(g), s['k']);
}

TEST(Treats, EveryTreatRowSuitsSomeMonsterRowAndIsRefusedBySome) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    for (const TreatDef& treat : g.content->treats) {
        if (treat.is_abstract) continue;
        int suits = 0;
        int refuses = 0;
        for (const MonsterDef& m : g.content->monsters) {
            if (m.is_abstract) continue;
            const ecs::Entity e = put(g, m.id, Place::nowhere());
            (treat_suits(g, treat, e) ? suits : refuses) += 1;
            g.world.destroy(e);
        }
        EXPECT_GT(suits, 0) << treat.id;
        EXPECT_GT(refuses, 0) << treat.id;
        EXPECT_GT(treat.chance, 0) << treat.id;
    }
}

TEST(Companion, ItFightsAHostileBesideThePlayerAndItsKillEarnsNoScore) {
    // The jackal (c) is won; the rat (r) is hostile and next to it. They fight; the player only watches.
    auto s = build_scenario(R"(
        #######
        #@c.r.#
        #######
    )",
                            {Mark{'c', "jackal", Movement::still}, Mark{'r', "rat", Movement::chaser}});
    Game& g = *s.game;
    recruit(g, g.player, s['c']);
    g.world.get<Health>(s['c']) = Health{200, 200};
    g.world.get<Health>(g.player) = Health{500, 500};
    for (int i = 0; i < 60 && s.alive('r'); ++i) ASSERT_TRUE(play_turn(g, Intent::wait()).spent);
    EXPECT_FALSE(s.alive('r')) << draw(s);
    EXPECT_EQ(g.score.kills, 0) << "a companion's kill is not the player's";
    EXPECT_EQ(g.score.points, 0);
    EXPECT_LT(g.world.get<Health>(s['c']).hp, 200) << "the rat fought the companion, the nearer enemy";
}

TEST(Companion, ThePlayerTradesPlacesWithItByWalkingIntoIt) {
    auto s = build_scenario(R"(
        #####
        #@c.#
        #####
    )", {Mark{'c', "jackal", Movement::still}});
    Game& g = *s.game;
    recruit(g, g.player, s['c']);
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    EXPECT_EQ(draw(s), "#####\n#c@.#\n#####\n");
    EXPECT_EQ(g.world.get<Health>(s['c']).hp, g.world.get<Health>(s['c']).max_hp);
}

TEST(Companion, ItFollowsThePlayerWhenLeftBehind) {
    auto s = build_scenario(R"(
        ############
        #@.........#
        #.........c#
        ############
    )",
                            {Mark{'c', "jackal", Movement::still}});
    Game& g = *s.game;
    recruit(g, g.player, s['c']);
    testing::wait_turns(g, 12);
    EXPECT_LE(chebyshev(s.cell('c'), player_cell(g)), 2) << draw(s);
}

TEST(Companion, ItFollowsThroughThreeFloorChangesAndRecoversWithThePlayerOnEachNewDepth) {
    auto s = build_scenario(R"(
        ######
        #@>c.#
        ######
    )", {Mark{'c', "jackal", Movement::still}});
    Game& g = *s.game;
    recruit(g, g.player, s['c']);
    const ecs::Uid uid = g.world.uid(s['c']);
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::east)).spent);
    for (int floor = 0; floor < 3; ++floor) {
        const ecs::Entity c = companion(g);
        ASSERT_NE(c, ecs::null_entity) << "floor " << floor;
        Health& hp = g.world.get<Health>(c);
        hp.hp = 1;  // hurt before the stairs: a new depth mends it as it mends the player
        if (floor > 0) (void)move_to(g.world, g.places, g.player, Place::at(g.floor.map.stairs_down));
        ASSERT_TRUE(play_turn(g, Intent::take_stairs()).spent);
        const ecs::Entity after = companion(g);
        ASSERT_NE(after, ecs::null_entity) << "floor " << floor;
        EXPECT_EQ(g.world.uid(after), uid);
        EXPECT_EQ(chebyshev(g.world.get<Position>(after).cell, player_cell(g)), 1);
        const int max = g.world.get<Health>(after).max_hp;
        EXPECT_EQ(g.world.get<Health>(after).hp, std::min(max, 1 + std::max(1, max * g.constants().stairs_heal_percent / 100)));
        EXPECT_EQ(side_of(g, after), Side::player);
    }
    EXPECT_EQ(g.depth(), 4);
}

TEST(Companion, ItKeepsWhatItCarriesThroughAFloorChange) {
    auto s = build_scenario(R"(
        #####
        #@c.#
        #####
    )", {Mark{'c', "kobold", Movement::still}});
    Game& g = *s.game;
    recruit(g, g.player, s['c']);
    const ecs::Entity dagger = put(g, "dagger", Place::in_pack(s['c']));
    enter_floor(g, FloorChange::stairs_down);
    ASSERT_TRUE(g.world.valid(dagger));
    EXPECT_EQ(g.world.get<Location>(dagger).place.owner, s['c']);
}

TEST(Companion, ASecondRecruitSendsTheFirstAwayAndTheLogSaysSo) {
    auto s = build_scenario(R"(
        ######
        #@ab.#
        ######
    )",
                            {Mark{'a', "jackal", Movement::still}, Mark{'b', "rat", Movement::still}});
    Game& g = *s.game;
    recruit(g, g.player, s['a']);
    recruit(g, g.player, s['b']);
    EXPECT_EQ(companion(g), s['b']);
    EXPECT_FALSE(g.world.has<Companion>(s['a']));
    EXPECT_EQ(side_of(g, s['a']), Side::peaceful);
    EXPECT_TRUE(logged(g, "The jackal leaves your side"));
}

TEST(Companion, RecruitingBreaksTheCompanionConductButNotCharming) {
    auto s = build_scenario(kYard, {Mark{'j', "jackal", Movement::still}});
    Game& g = *s.game;
    EXPECT_FALSE(broken(g, Conduct::companion));
    (void)throw_until_taken(g, s['j'], "meaty_bone", kManyThrows);
    EXPECT_TRUE(broken(g, Conduct::companion));
    EXPECT_TRUE(broken(g, Conduct::ranged)) << "the treat was thrown";
    EXPECT_FALSE(broken(g, Conduct::charming));
}

TEST(Charming, AScrollOfCharmingWinsTheNearestFoeAndBreaksScrollsCharmingAndCompanion) {
    auto s = build_scenario(R"(
        ########
        #@.g..k#
        ########
    )",
                            {Mark{'g', "goblin", Movement::still}, Mark{'k', "kobold", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity scroll = put(g, "scroll_of_charming", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::read(letter_of(g, scroll))).spent);
    EXPECT_EQ(companion(g), s['g']);
    EXPECT_EQ(side_of(g, s['k']), Side::hostile);
    EXPECT_TRUE(broken(g, Conduct::scrolls));
    EXPECT_TRUE(broken(g, Conduct::charming));
    EXPECT_TRUE(broken(g, Conduct::companion));
}

TEST(Charming, AScrollOfCharmingWithNobodyNearStillBreaksCharmingButNotCompanion) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const ecs::Entity scroll = put(g, "scroll_of_charming", Place::in_pack(g.player));
    ASSERT_TRUE(play_turn(g, Intent::read(letter_of(g, scroll))).spent);
    EXPECT_TRUE(broken(g, Conduct::charming));
    EXPECT_FALSE(broken(g, Conduct::companion));
    EXPECT_TRUE(logged(g, "nobody near you"));
}

TEST(Charming, AWandOfCharmingWinsWhatItHitsAndBreaksWandsCharmingAndCompanion) {
    auto s = build_scenario(R"(
        ########
        #@...o.#
        ########
    )", {Mark{'o', "orc", Movement::still}});
    Game& g = *s.game;
    const ecs::Entity wand = put(g, "wand_of_charming", Place::in_pack(g.player));
    g.world.get<Charges>(wand).left = 2;
    ASSERT_TRUE(play_turn(g, Intent::zap(letter_of(g, wand), s.cell('o'))).spent);
    EXPECT_EQ(companion(g), s['o']);
    EXPECT_TRUE(broken(g, Conduct::wands));
    EXPECT_TRUE(broken(g, Conduct::charming));
    EXPECT_TRUE(broken(g, Conduct::companion));
}

TEST(Charming, AMonstersCharmNeverWinsThePlayerNorBreaksAConduct) {
    auto s = build_scenario(R"(
        ######
        #@.o.#
        ######
    )", {Mark{'o', "orc", Movement::still}});
    Game& g = *s.game;
    EXPECT_FALSE(charm(g, s['o'], g.player));
    EXPECT_EQ(side_of(g, g.player), Side::player);
    EXPECT_EQ(g.conducts_broken, 0);
}

TEST(Companion, SaveAndLoadKeepTheCompanionAndItStillFollowsAfterwards) {
    auto g = new_game(testing::shipped_content(), 5, "tester");  // a save needs a floor the seed builds
    const ecs::Entity jackal = put(*g, "jackal", Place::at(nearest_free_cell(*g, player_cell(*g))));
    recruit(*g, g->player, jackal);
    auto back = save::testing::reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(state_hash(*back), state_hash(*g));
    const ecs::Entity c = companion(*back);
    ASSERT_NE(c, ecs::null_entity);
    EXPECT_EQ(back->world.uid(c), g->world.uid(jackal));
    EXPECT_EQ(side_of(*back, c), Side::player);
    enter_floor(*back, FloorChange::stairs_down);
    EXPECT_NE(companion(*back), ecs::null_entity);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
