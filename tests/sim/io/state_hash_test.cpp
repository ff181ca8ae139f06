#include "sim/io/state_hash.hpp"

#include <gtest/gtest.h>

#include "sim/io/component_traits.hpp"
#include "sim/tools/bot.hpp"
#include "sim/actions/explore.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& content() { return testing::shipped_content(); }

TEST(StateHash, SameSeedAndIntentsGiveTheSameHashEveryTurn) {
    auto a = new_game(content(), 77, "a");
    auto b = new_game(content(), 77, "a");
    for (int turn = 0; turn < 300; ++turn) {
        const Intent i = bot_intent(*a);
        EXPECT_EQ(i, bot_intent(*b));
        (void)play_turn(*a, i);
        (void)play_turn(*b, i);
        ASSERT_EQ(state_hash(*a), state_hash(*b)) << "turn " << turn;
    }
}

TEST(StateHash, DifferentIntentsGiveDifferentHashes) {
    auto a = new_game(content(), 77, "a");
    auto b = new_game(content(), 77, "a");
    ASSERT_TRUE(play_turn(*a, Intent::wait()).spent);
    ASSERT_TRUE(play_turn(*b, Intent::explore()).spent);
    EXPECT_NE(state_hash(*a), state_hash(*b));
}

TEST(StateHash, TheLoadoutCacheIsNotState) {
    auto g = new_game(content(), 3, "a");
    const std::uint64_t before = state_hash(*g);
    mark_loadout_dirty(g->world, g->player);
    EXPECT_EQ(state_hash(*g), before);
    (void)loadout(g->world, g->player);
    EXPECT_EQ(state_hash(*g), before);
}

// ComponentTraits<Loadout> says Saved::never: a save does not keep the cache, so whether it is there yet cannot
// be part of the state, or a loaded game would hash differently from the one saved.
TEST(StateHash, WhetherTheLoadoutCacheIsThereIsNotStateEither) {
    auto g = new_game(content(), 3, "a");
    (void)loadout(g->world, g->player);
    ASSERT_TRUE(g->world.has<Loadout>(g->player));
    const std::uint64_t cached = state_hash(*g);
    g->world.remove<Loadout>(g->player);
    EXPECT_EQ(state_hash(*g), cached);
}

// Row fields are state too: the hash is of the whole game, not only of what a save writes.
TEST(StateHash, SeesFieldsTheRowDecidesAsWellAsThosePlayDecides) {
    auto g = new_game(content(), 3, "a");
    const std::uint64_t before = state_hash(*g);
    g->world.get<Renderable>(g->player).glyph = 'x';
    EXPECT_NE(state_hash(*g), before);
}

TEST(StateHash, SeesEveryPartOfTheRun) {
    auto g = new_game(content(), 3, "a");
    const std::uint64_t before = state_hash(*g);
    g->score.points += 1;
    const std::uint64_t scored = state_hash(*g);
    EXPECT_NE(scored, before);
    (void)g->rng.next_u32();
    const std::uint64_t drawn = state_hash(*g);
    EXPECT_NE(drawn, scored);
    g->world.get<Health>(g->player).hp -= 1;
    EXPECT_NE(state_hash(*g), drawn);
}

// A component hashed only where present (HashedAbsent::if_present, sim/io/component_traits.hpp) leaves the hash of a
// game that never made one as it was, so the golden recordings still verify; made, it is state like any other.
TEST(StateHash, AComponentHashedOnlyWherePresentIsSeenOnceMadeAndChangesNothingBefore) {
    static_assert(ComponentTraits<Momentum>::hashed_absent == HashedAbsent::if_present);
    static_assert(ComponentTraits<Recovery>::hashed_absent == HashedAbsent::if_present);
    static_assert(ComponentTraits<Health>::hashed_absent == HashedAbsent::always);
    auto g = new_game(content(), 3, "a");
    const std::uint64_t before = state_hash(*g);
    g->world.emplace<Momentum>(g->player, Momentum{1, g->turn});
    const std::uint64_t gathering = state_hash(*g);
    EXPECT_NE(gathering, before);
    g->world.get<Momentum>(g->player).blows = 2;
    EXPECT_NE(state_hash(*g), gathering) << "its fields are hashed";
    g->world.remove<Momentum>(g->player);
    EXPECT_EQ(state_hash(*g), before);
    g->world.emplace<Recovery>(g->player, Recovery{1});
    EXPECT_NE(state_hash(*g), before);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
