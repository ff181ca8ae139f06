// Monster minds, as scenarios drawn on small maps.

#include "sim/rules/conditions.hpp"
#include "sim/monsters/minds.hpp"

#include <gtest/gtest.h>

#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/places/spawn.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

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

// An enemy that aggravates is hunted through walls; whether it is also seen is asked only when a rule needs it,
// and then answers as in_sight does.
TEST(MindTargets, AnAggravatingTargetIsHuntedUnseenAndSightIsAskedOnlyWhenNeeded) {
    auto s = build_scenario(R"(
###########
#@...#..g.#
###########
)",
                            {Mark{'g', "goblin", Movement::chaser, Tempo::normal}});
    Game& g = *s.game;
    g.world.set<Aggravates>(g.player);
    Percept p = perceive(g, s['g']);
    EXPECT_EQ(p.target, g.player);
    EXPECT_FALSE(p.sight.has_value()) << "no rule has asked yet";
    EXPECT_FALSE(sees_target(g, s['g'], p)) << "a wall stands between them";
    EXPECT_EQ(p.sight, std::optional<bool>{false});
    g.world.clear<Aggravates>(g.player);
    EXPECT_EQ(perceive(g, s['g']).target, ecs::null_entity) << "unseen and calm: no target";
}

TEST(MindTargets, AnEnemyNextToItIsFoundWhateverItsOwnSideCrowdsAround) {
    // The goblin is blind: its target is the player, sensed through aggravation and out of reach. The helper next
    // to it is the enemy it strikes; the goblins around it are its own side.
    auto s = build_scenario(R"(
#########
#@....hg#
#.....oo#
#########
)",
                            {Mark{'g', "goblin", Movement::still, Tempo::normal},
                             Mark{'o', "goblin", Movement::still, Tempo::normal},
                             Mark{'h', "rat", Movement::still, Tempo::normal, Side::player}});
    Game& g = *s.game;
    g.world.set<Blind>(s['g']);
    g.world.set<Aggravates>(g.player);
    // The helper starts off the map, so the turn's lists of creatures by side are gathered without it; on its
    // arrival (the same turn, as many creatures as before) they are gathered again and the goblin finds it.
    const Point helper = s.cell('h');
    (void)move_to(g.world, g.places, s['h'], Place::nowhere());
    EXPECT_EQ(decide(g, s['g']), Intent::wait());
    (void)move_to(g.world, g.places, s['h'], Place::at(helper));
    const Percept p = perceive(g, s['g']);
    EXPECT_EQ(p.target, g.player);
    EXPECT_EQ(p.enemy_distance, 1);
    EXPECT_EQ(decide(g, s['g']), Intent::strike(Direction::west));
    (void)move_to(g.world, g.places, s['h'], Place::nowhere());  // gone again: asked where it stands, it is nowhere
    EXPECT_EQ(decide(g, s['g']), Intent::wait());
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

// Two rats race for the one free cell next to the player: the one that acts first takes it. Monsters act in
// Uid order, so the lower Uid wins wherever it stands and whatever order the world keeps them in.
struct Race {
    testing::Scenario s;
    ecs::Entity left = ecs::null_entity;   // stands west of the cell
    ecs::Entity right = ecs::null_entity;  // stands east of it
};

constexpr const char* kRaceMap = R"(
#####
##@##
##.##
#...#
#####
)";
constexpr Point kRaceCell{2, 2};

ecs::Entity spawn_rat(Game& g, Place where) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, "rat", where);
    EXPECT_TRUE(made) << made.error;
    if (made) {
        g.world.get<Mind>(made.entity).movement = Movement::chaser;
        g.world.get<Energy>(made.entity).tempo = Tempo::normal;
    }
    return made.entity;
}

// Re-adds the columns monsters are found through, so `e` moves to the end of each.
void move_to_column_ends(Game& g, ecs::Entity e) {
    const Mind mind = g.world.get<Mind>(e);
    const Energy energy = g.world.get<Energy>(e);
    g.world.remove<Mind>(e);
    g.world.remove<Energy>(e);
    g.world.emplace<Mind>(e, mind);
    g.world.emplace<Energy>(e, energy);
}

Race race(bool lower_uid_on_the_right) {
    Race r{build_scenario(kRaceMap, {}), ecs::null_entity, ecs::null_entity};
    Game& g = *r.s.game;
    g.world.set<Aggravates>(g.player);  // both hunt, whatever they can see
    if (!lower_uid_on_the_right) {
        r.left = spawn_rat(g, Place::at({1, 3}));
        r.right = spawn_rat(g, Place::at({3, 3}));
        r.s.creatures = {{'a', r.left}, {'b', r.right}};
        return r;
    }
    // The lower Uid on the right, yet later than the left rat in the map's reading order and behind it in every
    // column it is found through; the left rat reuses the placeholder's freed index, so which of the two has
    // the lower index is not the same as in the first arrangement (the test checks it).
    const ecs::Entity placeholder = spawn_rat(g, Place::nowhere());
    r.right = spawn_rat(g, Place::at({3, 3}));
    g.world.destroy(placeholder);
    r.left = spawn_rat(g, Place::at({1, 3}));
    move_to_column_ends(g, r.right);
    r.s.creatures = {{'a', r.left}, {'b', r.right}};
    return r;
}

// Both arrangements, so that any other order a system could walk (the map's reading order, entity indices
// or a component column, forward or backward) disagrees with Uid order in one of them and loses that race.
TEST(MindScenario, MonstersActInUidOrderSoTheLowerUidWinsARace) {
    std::vector<bool> index_order_is_uid_order;
    for (const bool lower_uid_on_the_right : {false, true}) {
        Race r = race(lower_uid_on_the_right);
        Game& g = *r.s.game;
        const ecs::Entity first = lower_uid_on_the_right ? r.right : r.left;
        const ecs::Entity second = lower_uid_on_the_right ? r.left : r.right;
        ASSERT_LT(g.world.uid(first), g.world.uid(second));
        index_order_is_uid_order.push_back(ecs::entity_to_index(first) < ecs::entity_to_index(second));
        wait_turns(g, 1);
        EXPECT_EQ(g.world.get<Position>(first).cell, kRaceCell)
            << (lower_uid_on_the_right ? "lower Uid on the right" : "lower Uid on the left") << "\n" << draw(r.s);
        EXPECT_NE(g.world.get<Position>(second).cell, kRaceCell);
    }
    EXPECT_NE(index_order_is_uid_order[0], index_order_is_uid_order[1]) << "the arrangements must differ in index order";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
