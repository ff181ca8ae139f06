// Monster minds, as scenarios drawn on small maps.

#include "sim/monsters/minds.hpp"

#include <gtest/gtest.h>

#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/io/state_hash.hpp"

namespace yoord {
namespace {

using testing::build_scenario;
using testing::draw;
using testing::Mark;
using testing::wait_turns;

TEST(MindRules, EveryMovementKindHasRulesAndEndsWithOneThatAlwaysFires) {
    for (std::size_t m = 0; m < Movement_names.size(); ++m) {
        const auto rules = rules_for(static_cast<Movement>(m));
        ASSERT_FALSE(rules.empty()) << Movement_names[m];
        for (const Rule& r : rules) EXPECT_EQ(r.movement, static_cast<Movement>(m));
        EXPECT_EQ(rules.back().when, RuleWhen::always) << Movement_names[m];
    }
}

TEST(MindScenario, ChaserWalksRoundAPillarToThePlayer) {
    // The wall between them has one way round, along the top row: five steps to stand next to the player.
    auto s = build_scenario(R"(
###########
#.........#
#.c..#....#
#....#....#
#....#.@..#
#....#....#
###########
)",
                            {Mark{'c', "rat", Movement::chaser, Tempo::normal}});
    Game& g = *s.game;
    g.world.set<Aggravates>(g.player);  // it hunts without seeing round the wall
    const int shortest = 5;
    for (int turn = 1; turn < shortest; ++turn) {
        wait_turns(g, 1);
        EXPECT_GT(chebyshev(s.cell('c'), player_cell(g)), 1) << "turn " << turn << "\n" << draw(s);
    }
    wait_turns(g, 1);
    EXPECT_EQ(chebyshev(s.cell('c'), player_cell(g)), 1) << draw(s);
    EXPECT_LT(s.cell('c').x - 5, 2) << "it came round the top of the wall\n" << draw(s);
}

TEST(MindScenario, ChaserThatCannotSeeThePlayerIdles) {
    auto s = build_scenario(R"(
#########
#c..#..@#
#...#...#
#########
)",
                            {Mark{'c', "rat", Movement::chaser, Tempo::normal}});
    const std::string before = draw(s);
    wait_turns(*s.game, 5);
    EXPECT_EQ(draw(s), before);
}

TEST(MindScenario, ChaserInSightClosesInAndStrikes) {
    auto s = build_scenario(R"(
#########
#c.....@#
#########
)",
                            {Mark{'c', "rat", Movement::chaser, Tempo::normal}});
    Game& g = *s.game;
    wait_turns(g, 5);
    EXPECT_EQ(draw(s), R"(#########
#.....c@#
#########
)");
    const std::size_t messages = g.log.size();
    wait_turns(g, 1);
    EXPECT_GT(g.log.size(), messages) << "its blow wrote a message";
}

TEST(MindScenario, AmbusherWaitsUntilThePlayerIsNear) {
    auto s = build_scenario(R"(
##########
#a......@#
##########
)",
                            {Mark{'a', "rat", Movement::ambusher, Tempo::normal}});
    Game& g = *s.game;
    const Point lair = s.cell('a');
    wait_turns(g, 3);
    EXPECT_EQ(s.cell('a'), lair) << "it sees the player but keeps still";
    // Walk west until the player is within reach; the ambusher must not stir before then.
    while (chebyshev(player_cell(g), lair) > kAmbushReach + 1) {
        ASSERT_TRUE(play_turn(g, Intent::step(Direction::west)).spent);
        EXPECT_EQ(s.cell('a'), lair) << draw(s);
    }
    ASSERT_TRUE(play_turn(g, Intent::step(Direction::west)).spent);
    EXPECT_EQ(chebyshev(s.cell('a'), player_cell(g)), 1) << "it sprang\n" << draw(s);
}

TEST(MindScenario, FleerRunsFromThePlayerUntilCornered) {
    auto s = build_scenario(R"(
###########
#....f.@..#
###########
)",
                            {Mark{'f', "rat", Movement::fleer, Tempo::normal}});
    Game& g = *s.game;
    int distance = chebyshev(s.cell('f'), player_cell(g));
    wait_turns(g, 1);
    EXPECT_GT(chebyshev(s.cell('f'), player_cell(g)), distance) << draw(s);
    wait_turns(g, 10);
    EXPECT_EQ(draw(s), R"(###########
#f.....@..#
###########
)");
}

TEST(MindTargets, AHostileTargetsTheNearestEnemyItSees) {
    // The goblin sees both the player (five cells) and the player's helper (two cells): the helper is nearer.
    auto s = build_scenario(R"(
###########
#@....g.h.#
###########
)",
                            {Mark{'g', "goblin", Movement::chaser, Tempo::normal},
                             Mark{'h', "rat", Movement::helper, Tempo::normal, Side::player}});
    Game& g = *s.game;
    EXPECT_EQ(perceive(g, s['g']).target, s['h']);
    EXPECT_EQ(decide(g, s['g']), Intent::step(Direction::east));
}

TEST(MindTargets, ATieGoesToTheLowerUid) {
    // Player and helper both three cells away: the player was made first, so it has the lower Uid.
    auto s = build_scenario(R"(
###########
#..@..g..h#
###########
)",
                            {Mark{'g', "goblin", Movement::chaser, Tempo::normal},
                             Mark{'h', "rat", Movement::still, Tempo::normal, Side::player}});
    Game& g = *s.game;
    ASSERT_LT(g.world.uid(g.player), g.world.uid(s['h']));
    EXPECT_EQ(perceive(g, s['g']).target, g.player);
}

TEST(MindTargets, AnEnemyBehindAWallIsNotATarget) {
    auto s = build_scenario(R"(
#########
#@..#g.h#
#########
)",
                            {Mark{'g', "goblin", Movement::chaser, Tempo::normal},
                             Mark{'h', "rat", Movement::still, Tempo::normal, Side::player}});
    Game& g = *s.game;
    EXPECT_EQ(perceive(g, s['g']).target, s['h']) << "the player is nearer but out of sight";
}

TEST(MindTargets, PeacefulCreaturesHaveNoTarget) {
    auto s = build_scenario(R"(
#######
#@.p..#
#######
)",
                            {Mark{'p', "goblin", Movement::chaser, Tempo::normal, Side::peaceful}});
    Game& g = *s.game;
    EXPECT_EQ(perceive(g, s['p']).target, ecs::null_entity);
    EXPECT_EQ(decide(g, s['p']), Intent::wait());
}

TEST(MindScenario, AHelperAndAGoblinFightEachOther) {
    // The player is walled off; the goblin comes for the helper and the two trade blows.
    auto s = build_scenario(R"(
##########
#@#......#
#.#.h..g.#
##########
)",
                            {Mark{'h', "rat", Movement::helper, Tempo::normal, Side::player},
                             Mark{'g', "goblin", Movement::chaser, Tempo::normal}});
    Game& g = *s.game;
    g.world.get<Health>(s['h']) = Health{500, 500};
    g.world.get<Health>(s['g']) = Health{500, 500};
    wait_turns(g, 20);
    EXPECT_LT(g.world.get<Health>(s['h']).hp, 500) << "the goblin struck the helper\n" << draw(s);
    EXPECT_LT(g.world.get<Health>(s['g']).hp, 500) << "the helper struck back\n" << draw(s);
    EXPECT_EQ(g.world.get<Health>(g.player).hp, g.world.get<Health>(g.player).max_hp);
}

TEST(MindScenario, ADragonBreathesOrBitesButNeverBothInOneAction) {
    // A red dragon next to a fire-immune player: each turn it has one action, spent on a breath (harmless
    // here) or a bite, never both.
    auto s = build_scenario(R"(
#######
#@D...#
#######
)",
                            {Mark{'D', "red_dragon", Movement::chaser, Tempo::normal}});
    Game& g = *s.game;
    g.world.set<FireImmune>(g.player);
    int breaths = 0;
    int bites = 0;
    for (int turn = 0; turn < 60; ++turn) {
        g.world.get<Health>(g.player) = Health{10000, 10000};
        const std::uint64_t first = g.log.next_sequence();
        const std::uint64_t actions = g.monster_actions;
        wait_turns(g, 1);
        ASSERT_EQ(g.monster_actions, actions + 1);
        bool breathed = false;
        bool bit = false;
        for (const Message& m : g.log.messages()) {
            if (m.sequence < first) continue;
            breathed = breathed || m.text.find("breathes fire") != std::string::npos;
            bit = bit || m.text.find("The red dragon hits") != std::string::npos ||
                  m.text.find("The red dragon misses") != std::string::npos;
        }
        EXPECT_FALSE(breathed && bit) << "turn " << turn;
        breaths += breathed;
        bites += bit;
    }
    EXPECT_GT(breaths, 0);
    EXPECT_GT(bites, 0);
    EXPECT_EQ(breaths + bites, 60);
}

TEST(MindScenario, CorneredFleerFightsBack) {
    auto s = build_scenario(R"(
#####
#f@.#
#####
)",
                            {Mark{'f', "rat", Movement::fleer, Tempo::normal}});
    EXPECT_EQ(decide(*s.game, s['f']), Intent::strike(Direction::east));
}

TEST(MindScenario, StillMonsterNeverMovesButStrikesWhenAdjacent) {
    auto s = build_scenario(R"(
#######
#m...@#
#######
)",
                            {Mark{'m', "rat", Movement::still, Tempo::normal}});
    Game& g = *s.game;
    const Point home = s.cell('m');
    wait_turns(g, 3);
    EXPECT_EQ(s.cell('m'), home);
    while (chebyshev(player_cell(g), home) > 1) ASSERT_TRUE(play_turn(g, Intent::step(Direction::west)).spent);
    EXPECT_EQ(decide(g, s['m']).kind, IntentKind::strike);
}

TEST(MindScenario, ConfusedMonsterStaggersWhateverItsRowSays) {
    auto s = build_scenario(R"(
#######
#.....#
#..c..#
#.....#
#....@#
#######
)",
                            {Mark{'c', "rat", Movement::still, Tempo::normal}});
    Game& g = *s.game;
    g.world.set<Confused>(s['c']);
    EXPECT_EQ(movement_now(g, s['c']), Movement::staggerer);
    const Point start = s.cell('c');
    bool moved = false;
    for (int i = 0; i < 10 && !moved; ++i) {
        wait_turns(g, 1);
        moved = s.cell('c') != start;
    }
    EXPECT_TRUE(moved) << "a still monster, confused, blunders about";
}

TEST(MindScenario, HelperFollowsThePlayerAndFightsItsEnemies) {
    auto s = build_scenario(R"(
###########
#h.......@#
#.........#
#........r#
###########
)",
                            {Mark{'h', "rat", Movement::helper, Tempo::normal, Side::player},
                             Mark{'r', "rat", Movement::still, Tempo::normal}});
    Game& g = *s.game;
    wait_turns(g, 5);
    EXPECT_LE(chebyshev(s.cell('h'), player_cell(g)), kHelperLeash + 1) << draw(s);
    EXPECT_EQ(decide(g, s['r']).kind, IntentKind::wait) << "the still rat is not next to the player";
}

TEST(MindScenario, MonstersActInUidOrderSoTheSameSeedGivesTheSameFight) {
    const char* map = R"(
#########
#a.....@#
#.......#
#b......#
#########
)";
    const std::vector<Mark> legend{Mark{'a', "rat", Movement::chaser, Tempo::fast},
                                   Mark{'b', "rat", Movement::chaser, Tempo::quick}};
    auto one = build_scenario(map, legend, 7);
    auto two = build_scenario(map, legend, 7);
    wait_turns(*one.game, 12);
    wait_turns(*two.game, 12);
    EXPECT_EQ(state_hash(*one.game), state_hash(*two.game));
}

}  // namespace
}  // namespace yoord
