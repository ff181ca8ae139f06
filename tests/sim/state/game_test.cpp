#include "sim/state/game.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/places/spawn.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/rules/combat.hpp"
#include "sim/text/names.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& content() { return testing::shipped_content(); }

TEST(Game, NewGameStandsThePlayerOnTheUpStairOfDepthOne) {
    const auto g = new_game(content(), 42, "Ada");
    EXPECT_EQ(g->depth(), 1);
    EXPECT_EQ(player_cell(*g), g->map().stairs_up);
    EXPECT_EQ(g->outcome, Outcome::alive);
    EXPECT_EQ(g->patience, content().constants.patience_per_floor);
    EXPECT_EQ(g->world.get<Health>(g->player).hp, content().constants.player_hp);
    EXPECT_TRUE(g->view.visible.at(player_cell(*g)));
    EXPECT_TRUE(check_locations(g->world, g->places).empty());
}

TEST(Game, SameSeedSameGame) {
    EXPECT_EQ(state_hash(*new_game(content(), 9, "a")), state_hash(*new_game(content(), 9, "a")));
    EXPECT_NE(state_hash(*new_game(content(), 9, "a")), state_hash(*new_game(content(), 10, "a")));
}

TEST(Game, StairsDownEnterTheNextFloorAndThePlayerKeepsItsPack) {
    auto g = new_game(content(), 5, "a");
    SpawnContext ctx{g->world, g->places, *g->content, g->rng, 1};
    const SpawnResult sword = spawn_named(ctx, "long_sword", Place::in_pack(g->player));
    ASSERT_TRUE(sword);
    (void)move_to(g->world, g->places, g->player, Place::at(g->map().stairs_down));
    ASSERT_TRUE(play_turn(*g, Intent::take_stairs()).spent);
    EXPECT_EQ(g->depth(), 2);
    EXPECT_EQ(g->descent.floor_changes, 1u);
    EXPECT_EQ(player_cell(*g), g->map().stairs_up);
    EXPECT_TRUE(g->world.valid(sword.entity));
    EXPECT_EQ(g->world.get<Location>(sword.entity).place.owner, g->player);
    EXPECT_TRUE(check_locations(g->world, g->places).empty());
    EXPECT_GT(g->score.points, 0) << "a new depth pays";
}

TEST(Game, LeavingWithoutTheElementIsRefused) {
    auto g = new_game(content(), 5, "a");
    const TurnResult r = play_turn(*g, Intent::take_stairs());
    EXPECT_FALSE(r.spent);
    EXPECT_EQ(g->outcome, Outcome::alive);
}

TEST(Game, LeavingDepthOneWithTheElementWins) {
    auto g = new_game(content(), 5, "a");
    SpawnContext ctx{g->world, g->places, *g->content, g->rng, 1};
    ASSERT_TRUE(spawn_named(ctx, "element_of_yoord", Place::in_pack(g->player)));
    ASSERT_TRUE(play_turn(*g, Intent::take_stairs()).spent);
    EXPECT_EQ(g->outcome, Outcome::won);
}

TEST(Game, OutOfPatienceAPortalTakesThePlayerDown) {
    auto g = new_game(content(), 5, "a");
    g->patience = 1;
    ASSERT_TRUE(play_turn(*g, Intent::wait()).spent);
    EXPECT_EQ(g->depth(), 2);
    EXPECT_EQ(g->patience, content().constants.patience_per_floor);
}

TEST(Game, OutOfPatienceWithTheElementThePortalGoesUp) {
    auto g = new_game(content(), 5, "a");
    (void)move_to(g->world, g->places, g->player, Place::at(g->map().stairs_down));
    ASSERT_TRUE(play_turn(*g, Intent::take_stairs()).spent);
    ASSERT_EQ(g->depth(), 2);
    SpawnContext ctx{g->world, g->places, *g->content, g->rng, 2};
    ASSERT_TRUE(spawn_named(ctx, "element_of_yoord", Place::in_pack(g->player)));
    g->patience = 1;
    ASSERT_TRUE(play_turn(*g, Intent::wait()).spent);
    EXPECT_EQ(g->depth(), 1);
}

TEST(Game, RequestedRowsAreSpawnedAroundThePlayerOnEveryFloor) {
    auto g = new_game(content(), 5, "a");
    g->spawn_near_player = {*content().find("long_sword"), *content().find("rat")};
    (void)move_to(g->world, g->places, g->player, Place::at(g->map().stairs_down));
    ASSERT_TRUE(play_turn(*g, Intent::take_stairs()).spent);
    int found = 0;
    for (const ecs::Entity e : g->world.view<Identity, Position>()) {
        const Identity& id = g->world.get<Identity>(e);
        const bool requested = id.id == stable_id("long_sword") || id.id == stable_id("rat");
        if (requested && chebyshev(g->world.get<Position>(e).cell, player_cell(*g)) <= content().constants.spawn_radius) {
            ++found;
        }
    }
    EXPECT_GE(found, 2);
}

TEST(Game, RequestedRowsAreSpawnedAroundThePlayerOnTheFirstFloorToo) {
    auto g = new_game(content(), 5, "a", {*content().find("long_sword")});
    int found = 0;
    for (const ecs::Entity e : g->world.view<Identity, Position>()) {
        if (g->world.get<Identity>(e).id != stable_id("long_sword")) continue;
        if (chebyshev(g->world.get<Position>(e).cell, player_cell(*g)) <= content().constants.spawn_radius) ++found;
    }
    EXPECT_EQ(found, 1);
}

TEST(Game, CreatureOnAnswersAsCreatureAtWhileSomeoneIsDyingAndAfter) {
    auto s = testing::build_scenario(R"(
#######
#@.rn.#
#######
)",
                                     {testing::Mark{'r', "rat"}, testing::Mark{'n', "newt"}});
    Game& g = *s.game;
    const Point rat = s.cell('r');
    const Point newt = s.cell('n');
    EXPECT_TRUE(creature_on(g, rat));
    EXPECT_TRUE(creature_on(g, player_cell(g)));
    EXPECT_FALSE(creature_on(g, {2, 1}));
    EXPECT_FALSE(creature_on(g, {0, 0})) << "a wall";
    harm(g, s['r'], 1000, g.player, Wording::plain("a test"));
    ASSERT_FALSE(g.now.dying.empty());
    EXPECT_FALSE(creature_on(g, rat)) << "a dying rat stands nowhere a step could not go";
    EXPECT_TRUE(creature_on(g, newt)) << "and the living still do";
    testing::wait_turns(g, 1);  // deaths_system takes the rat off the map
    EXPECT_TRUE(g.now.dying.empty());
    EXPECT_FALSE(creature_on(g, rat));
    EXPECT_EQ(creature_on(g, newt), creature_at(g, newt) != ecs::null_entity);
}

#ifndef NDEBUG
TEST(GameDeathTest, ThePlayerMustBeOnTheMapToHaveACell) {
    auto g = new_game(content(), 5, "a");
    (void)move_to(g->world, g->places, g->player, Place::nowhere());
    EXPECT_DEATH((void)player_cell(*g), "the player is not on the map");
}
#endif

TEST(Game, NamesForMessages) {
    auto s = testing::build_scenario(R"(
        ####
        #@r#
        ####
    )", {testing::Mark{'r', "rat"}});
    const Game& g = *s.game;
    const std::string rat = g.content->common(*g.content->find("rat")).name;
    EXPECT_EQ(name_of(g, s['r']), rat);
    EXPECT_EQ(the_name_of(g, s['r']), "the " + rat);
    EXPECT_EQ(subject_of(g, g.player), "You");
    EXPECT_EQ(a_name_of(g, g.player), "you");
}

TEST(Game, ANameTakesAnBeforeAVowel) {
    EXPECT_EQ(with_article("orc"), "an orc");
    EXPECT_EQ(with_article("umber hulk"), "an umber hulk");
    EXPECT_EQ(with_article("goblin"), "a goblin");
    EXPECT_EQ(with_article("dart trap"), "a dart trap");
}

TEST(Game, PluralsTakeTheHeadNoun) {
    EXPECT_EQ(plural_of("arrow"), "arrows");
    EXPECT_EQ(plural_of("crossbow quarrel"), "crossbow quarrels");
    EXPECT_EQ(plural_of("potion of healing"), "potions of healing");
    EXPECT_EQ(plural_of("flask of fruit juice"), "flasks of fruit juice");
    EXPECT_EQ(plural_of("glass"), "glasses");
    EXPECT_EQ(plural_of("throwing ruby"), "throwing rubies");
    EXPECT_EQ(plural_of("key"), "keys");
}

TEST(Game, AStackIsNamedByItsCount) {
    auto s = testing::build_scenario(R"(
        ####
        #@.#
        ####
    )", {});
    Game& g = *s.game;
    const ecs::Entity arrows = testing::put(g, "arrow", Place::at({2, 1}));
    g.world.get<Stack>(arrows).count = 6;
    EXPECT_EQ(a_name_of(g, arrows), "6 arrows");
    EXPECT_EQ(counted_name_of(g, arrows, 1), "an arrow");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
