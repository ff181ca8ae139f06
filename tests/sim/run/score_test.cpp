#include "sim/run/score.hpp"

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "sim/effect_test_support.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/rules/combat.hpp"
#include "sim/scenario_support.hpp"
#include "sim/run/floors.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/turn/systems.hpp"

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

// ---- doublers --------------------------------------------------------------------------------------------

using testing::build_scenario;
using testing::logged;
using testing::Mark;

// The placed monster rows whose kill pays a bounty, in table order: the tests ask the table which they are.
std::vector<std::string_view> bounty_rows() {
    std::vector<std::string_view> rows;
    for (const MonsterDef& m : testing::shipped_content().monsters) {
        if (m.bounty && !m.is_abstract && m.placed) rows.push_back(m.id);
    }
    return rows;
}

// A creature that dies to the first blow that lands and casts nothing: the test is of the kill, not the fight.
void make_frail(Game& g, ecs::Entity e) {
    g.world.get<Health>(e).hp = 1;
    g.world.get<CombatStats>(e) = CombatStats{1, 0, 0, 0};
    if (Magic* ma = g.world.try_get<Magic>(e)) ma->ma = 0;
}

// The player strikes `dir` until the creature there falls, healed before each blow.
void strike_until_dead(const testing::Scenario& s, char symbol, Direction dir) {
    Game& g = *s.game;
    for (int i = 0; i < 100 && s.alive(symbol) && g.outcome == Outcome::alive; ++i) {
        Health& hp = g.world.get<Health>(g.player);
        hp.hp = hp.max_hp;
        (void)play_turn(g, Intent::strike(dir));
    }
}

TEST(ScoreDoublers, ARunThatEarnedNoneScoresItsPoints) {
    auto g = new_game(testing::shipped_content(), 1, "a");
    g->score.points = 1234;
    EXPECT_EQ(doubler_count(g->score.doublers), 0);
    EXPECT_EQ(final_score(g->score), 1234);
}

TEST(ScoreDoublers, EachDoublerDoublesTheFinalScoreAndCountsOnce) {
    auto g = new_game(testing::shipped_content(), 1, "a");
    g->score.points = 300;
    EXPECT_TRUE(earn_doubler(*g, Doubler::adornment));
    EXPECT_EQ(final_score(g->score), 600);
    EXPECT_FALSE(earn_doubler(*g, Doubler::adornment)) << "earned once a run";
    EXPECT_EQ(final_score(g->score), 600);
    EXPECT_TRUE(earn_doubler(*g, Doubler::bounty));
    EXPECT_TRUE(earn_doubler(*g, Doubler::element));
    EXPECT_EQ(doubler_count(g->score.doublers), static_cast<int>(kDoublerCount));
    EXPECT_EQ(final_score(g->score), 300 * 8);
    EXPECT_EQ(g->score.points, 300) << "the points themselves are never doubled";
}

TEST(ScoreDoublers, TheTableHasBountyMonstersToMeet) {
    EXPECT_GE(bounty_rows().size(), 2u) << "a few monsters carry a bounty (monsters.toml, `bounty`)";
}

TEST(ScoreDoublers, SlayingABountyMonsterDoublesTheScoreOnceAndNamesIt) {
    const std::vector<std::string_view> rows = bounty_rows();
    ASSERT_GE(rows.size(), 2u);
    auto s = build_scenario(R"(
        #####
        #A@B#
        #####
    )", {Mark{'A', rows[0], Movement::still}, Mark{'B', rows[1], Movement::still}});
    Game& g = *s.game;
    make_frail(g, s['A']);
    make_frail(g, s['B']);
    strike_until_dead(s, 'A', Direction::west);
    ASSERT_FALSE(s.alive('A'));
    EXPECT_TRUE(g.score.doublers.has(Doubler::bounty));
    EXPECT_EQ(g.score.doublers.bounty, stable_id(rows[0]));
    EXPECT_GT(g.score.points, 0) << "the kill itself pays as any kill";
    EXPECT_EQ(final_score(g.score), g.score.points * 2);
    EXPECT_TRUE(logged(g, "Bounty claimed"));

    strike_until_dead(s, 'B', Direction::east);
    ASSERT_FALSE(s.alive('B'));
    EXPECT_EQ(doubler_count(g.score.doublers), 1) << "a second bounty pays only its kill";
    EXPECT_EQ(g.score.doublers.bounty, stable_id(rows[0])) << "the bounty paid is the first one's";
    EXPECT_EQ(final_score(g.score), g.score.points * 2);
}

TEST(ScoreDoublers, ABountyMonsterSlainByAnotherOrAPlainKillEarnsNothing) {
    const std::vector<std::string_view> rows = bounty_rows();
    ASSERT_FALSE(rows.empty());
    auto s = build_scenario(R"(
        #####
        #A@r#
        #####
    )", {Mark{'A', rows[0], Movement::still}, Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    make_frail(g, s['r']);
    strike_until_dead(s, 'r', Direction::east);
    ASSERT_FALSE(s.alive('r'));
    EXPECT_FALSE(g.score.doublers.any()) << "a rat carries no bounty";
    harm(g, s['A'], g.world.get<Health>(s['A']).hp, ecs::null_entity, Wording::plain("a dart trap"));
    deaths_system(g);
    ASSERT_FALSE(s.alive('A'));
    EXPECT_FALSE(g.score.doublers.any()) << "only the player's kill claims a bounty";
}

TEST(ScoreDoublers, EscapingWithTheElementDoublesTheScore) {
    auto g = new_game(testing::shipped_content(), 5, "a");
    (void)testing::put(*g, g->content->elements.front().id, Place::in_pack(g->player));
    ASSERT_TRUE(play_turn(*g, Intent::wait()).spent);
    EXPECT_FALSE(g->score.doublers.has(Doubler::element)) << "carrying it is not escaping with it";
    ASSERT_TRUE(play_turn(*g, Intent::take_stairs()).spent);
    ASSERT_EQ(g->outcome, Outcome::won);
    EXPECT_TRUE(g->score.doublers.has(Doubler::element));
    EXPECT_EQ(doubler_count(g->score.doublers), 1);
    EXPECT_EQ(final_score(g->score), g->score.points * 2);
    EXPECT_TRUE(logged(*g, "escape with the Element"));
    earn_escape_doubler(*g);
    EXPECT_EQ(doubler_count(g->score.doublers), 1) << "once a run";
}

TEST(ScoreDoublers, TheyArePartOfTheStateHashOnlyOnceEarned) {
    auto a = new_game(testing::shipped_content(), 1, "a");
    auto b = new_game(testing::shipped_content(), 1, "a");
    ASSERT_EQ(state_hash(*a), state_hash(*b));
    (void)earn_doubler(*b, Doubler::adornment);
    EXPECT_NE(state_hash(*a), state_hash(*b));
    (void)earn_doubler(*a, Doubler::bounty);
    EXPECT_NE(state_hash(*a), state_hash(*b)) << "which doubler counts, not only how many";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
