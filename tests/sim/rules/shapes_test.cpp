// Shapeshifters and the dog: identity effects that survive cancellation, a new form after a kill at the
// constant's chance, the true form shown at death, the start option, saves and replays.

#include "sim/rules/shapes.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/io/replay/recorder.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/io/save/save_test_support.hpp"
#include "sim/io/state_hash.hpp"
#include "sim/items/scrolls.hpp"
#include "sim/rules/combat.hpp"
#include "sim/rules/companions.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/run/conducts.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/text/names.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::logged;
using testing::Mark;
using testing::put;

RowRef row_of(std::string_view id) {
    const std::optional<RowRef> row = testing::shipped_content().find(id);
    EXPECT_TRUE(row.has_value()) << id;
    return row.value_or(RowRef{});
}

TEST(Dog, ItsIdentityEffectsAndItsCompanionMarkSurviveCancellation) {
    auto s = build_scenario(R"(
        #####
        #@d.#
        #####
    )", {Mark{'d', "dog", Movement::still}});
    Game& g = *s.game;
    recruit(g, g.player, s['d']);
    cancel(g, s['d']);
    EXPECT_TRUE(g.world.has<Cancelled>(s['d']));
    EXPECT_TRUE(has_effect<Shapeshifter>(g.world, s['d']));
    EXPECT_TRUE(has_effect<Swims>(g.world, s['d']));
    EXPECT_EQ(companion(g), s['d']);
}

TEST(Dog, ItIsNeverPlacedNorSummonedNorTakenAsAForm) {
    auto s = build_scenario(R"(
        #####
        #@..#
        #####
    )", {});
    Game& g = *s.game;
    const StableId dog = g.content->monsters[row_of("dog").index].stable;
    for (int i = 0; i < 300; ++i) {
        const std::optional<RowRef> row = random_monster_row(g);
        ASSERT_TRUE(row);
        EXPECT_NE(g.content->monsters[row->index].stable, dog);
    }
}

TEST(Shapeshifter, AfterKillsItTakesANewFormAndKeepsWhatItTrulyIs) {
    auto s = build_scenario(R"(
        #######
        #@d.r.#
        #######
    )",
                            {Mark{'d', "dog", Movement::still}, Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    recruit(g, g.player, s['d']);
    const ecs::Entity dog = s['d'];
    const int hp = g.world.get<Health>(dog).hp;
    int kills = 0;
    while (!g.world.has<Shape>(dog) && kills < 60) {
        const ecs::Entity rat = put(g, "rat", Place::at(nearest_free_cell(g, g.world.get<Position>(dog).cell)));
        harm(g, rat, 1000, dog, Wording::plain("a dog"));
        ASSERT_TRUE(play_turn(g, Intent::wait()).spent);
        ++kills;
    }
    ASSERT_TRUE(g.world.has<Shape>(dog)) << "25% a kill: sixty kills without a change do not happen on this seed";
    const MonsterDef* form = worn_form(g, dog);
    ASSERT_NE(form, nullptr);
    EXPECT_NE(form->id, "dog");
    EXPECT_TRUE(form->placed);
    EXPECT_EQ(name_of(g, dog), form->name);
    EXPECT_EQ(g.world.get<Renderable>(dog).glyph, form->glyph);
    EXPECT_EQ(g.world.get<CombatStats>(dog).power_die, form->power_die);
    EXPECT_EQ(g.world.get<Identity>(dog).id, g.content->monsters[row_of("dog").index].stable) << "still a dog";
    EXPECT_EQ(g.world.get<Health>(dog).hp, hp) << "its hit points are its own";
    EXPECT_EQ(companion(g), dog);
    EXPECT_TRUE(logged(g, "shimmers and takes the shape of"));
}

TEST(Shapeshifter, WhenItDiesTheLogShowsWhatItTrulyWas) {
    auto s = build_scenario(R"(
        #####
        #@d.#
        #####
    )", {Mark{'d', "dog", Movement::still}});
    Game& g = *s.game;
    ASSERT_TRUE(take_form(g, s['d'], row_of("ogre")));
    EXPECT_EQ(name_of(g, s['d']), "ogre");
    harm(g, s['d'], 1000, ecs::null_entity, Wording::plain("a trap"));
    ASSERT_TRUE(play_turn(g, Intent::wait()).spent);
    EXPECT_TRUE(logged(g, "The ogre was really a dog!"));
}

TEST(Shapeshifter, AKillerThatIsNoShapeshifterDrawsNothingAndChangesNothing) {
    auto s = build_scenario(R"(
        #####
        #@r.#
        #####
    )", {Mark{'r', "rat", Movement::still}});
    Game& g = *s.game;
    const auto before = g.rng.state();
    EXPECT_FALSE(shift_after_kill(g, s['r']));
    EXPECT_EQ(g.rng.state(), before);
    EXPECT_FALSE(g.world.has<Shape>(s['r']));
}

TEST(Dog, ARunMayStartWithItAsItsCompanionWithoutBreakingTheConduct) {
    StartChoices start;
    start.companion = row_of("dog");
    auto g = new_game(testing::shipped_content(), 9, "tester", {}, start);
    const ecs::Entity dog = companion(*g);
    ASSERT_NE(dog, ecs::null_entity);
    EXPECT_EQ(name_of(*g, dog), "dog");
    EXPECT_EQ(chebyshev(g->world.get<Position>(dog).cell, player_cell(*g)), 1);
    EXPECT_EQ(g->conducts_broken & conduct_bit(Conduct::companion), 0);
    EXPECT_TRUE(logged(*g, "A dog is at your side."));
    auto again = new_game(testing::shipped_content(), 9, "tester", {}, start);
    EXPECT_EQ(state_hash(*again), state_hash(*g)) << "the start is part of the game's inputs, and deterministic";
    auto alone = new_game(testing::shipped_content(), 9, "tester");
    EXPECT_EQ(companion(*alone), ecs::null_entity);
}

TEST(Dog, SaveAndLoadKeepItsFormAndItStillShowsItsTrueSelfAfterwards) {
    StartChoices start;
    start.companion = row_of("dog");
    auto g = new_game(testing::shipped_content(), 4, "tester", {}, start);
    const ecs::Entity dog = companion(*g);
    ASSERT_TRUE(take_form(*g, dog, row_of("wolf")));
    auto back = save::testing::reload(*g);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(state_hash(*back), state_hash(*g));
    const ecs::Entity loaded = companion(*back);
    ASSERT_NE(loaded, ecs::null_entity);
    EXPECT_EQ(name_of(*back, loaded), "wolf");
    EXPECT_TRUE(has_effect<Shapeshifter>(back->world, loaded));
}

TEST(Dog, AReplayOfARunStartedWithTheDogStartsWithItToo) {
    StartChoices start;
    start.companion = row_of("dog");
    auto g = new_game(testing::shipped_content(), 6, "tester", {}, start);
    RecordingHeader header = recording_header(*g->content, 0, 6, "tester", {});
    header.companion = "dog";
    ReplayStart replay = start_replay(*g->content, header);
    ASSERT_NE(replay.game, nullptr) << replay.error;
    EXPECT_EQ(state_hash(*replay.game), state_hash(*g));
    header.companion = "no_such_row";
    EXPECT_EQ(start_replay(*g->content, header).game, nullptr);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
