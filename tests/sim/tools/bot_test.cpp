#include "sim/tools/bot.hpp"

#include <gtest/gtest.h>

#include "sim/effect_test_support.hpp"
#include "sim/places/enchantment.hpp"
#include "sim/places/spawn.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

TEST(Bot, PlaysWithoutStallingAndKeepsTheWorldConsistent) {
    for (const std::uint64_t seed : {1u, 2u, 3u, 4u, 5u}) {
        auto g = new_game(content(), seed, "bot");
        std::uint32_t deepest = 1;
        for (int turn = 0; turn < 1500 && g->outcome == Outcome::alive; ++turn) {
            const std::uint32_t before = g->turn;
            const Intent i = bot_intent(*g);
            ASSERT_TRUE(play_turn(*g, i).spent) << "seed " << seed << " turn " << turn << ": the bot chose "
                                                << intent_name(i.kind) << ", which was refused";
            ASSERT_EQ(g->turn, before + 1);
            ASSERT_TRUE(check_locations(g->world, g->places).empty()) << "seed " << seed << " turn " << turn;
            deepest = std::max(deepest, static_cast<std::uint32_t>(g->depth()));
        }
        EXPECT_GT(g->score.points, 0) << "seed " << seed;
        EXPECT_GT(deepest, 1u) << "seed " << seed << ": the bot descends";
    }
}

// The naive bot, too, reads only what the player sees: an invisible creature beside it is not struck, and a curse
// the player has not found does not change what it wears.
TEST(Bot, ChoosesTheSameWhateverThePlayerCannotSee) {
    const auto choices = [](bool scramble) {
        auto s = testing::build_scenario(R"(
            #######
            #.....#
            #..@..#
            #.....#
            #######
        )", {});
        Game& g = *s.game;
        SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
        const SpawnResult sword = spawn_named(ctx, "short_sword", Place::in_pack(g.player));
        EXPECT_TRUE(sword) << sword.error;
        if (scramble) {
            const SpawnResult unseen = spawn_named(ctx, "goblin", Place::at(player_cell(g) + Point{1, 0}));
            EXPECT_TRUE(unseen) << unseen.error;
            g.world.set_marker(unseen.entity, effect_of<Invisible>().bit);
            g.world.clear<Asleep>(unseen.entity);
            g.world.get<Item>(sword.entity).cursed = true;
            update_view(g);
        }
        return bot_intent(g);
    };
    EXPECT_EQ(choices(false), choices(true));
}

TEST(Bot, RunBotCountsTheTurnsItPlayed) {
    auto g = new_game(content(), 9, "bot");
    const int played = run_bot(*g, 200);
    EXPECT_TRUE(played == 200 || g->outcome != Outcome::alive);
    EXPECT_EQ(static_cast<int>(g->turn), played);
}

TEST(Bot, ValuesGearBySlot) {
    auto g = new_game(content(), 9, "bot");
    EXPECT_EQ(gear_value(*g, g->player), 0) << "a creature is not gear";
}

TEST(Bot, JudgesGearOnlyByWhatThePlayerKnowsOfItsPlus) {
    auto g = new_game(content(), 9, "bot");
    const ecs::Entity plain = testing::put(*g, "short_sword", Place::in_pack(g->player));
    const ecs::Entity blessed = testing::put(*g, "short_sword", Place::in_pack(g->player));
    const ecs::Entity cursed = testing::put(*g, "short_sword", Place::in_pack(g->player));
    ASSERT_TRUE(add_plus(g->world, blessed, 3));
    ASSERT_TRUE(add_plus(g->world, cursed, -3));
    EXPECT_EQ(gear_value(*g, blessed), gear_value(*g, plain)) << "an unidentified +3 looks like any short sword";
    EXPECT_EQ(gear_value(*g, cursed), gear_value(*g, plain)) << "and so does a -3";
    g->world.get<Item>(blessed).known = true;
    g->world.get<Item>(cursed).known = true;
    EXPECT_GT(gear_value(*g, blessed), gear_value(*g, plain)) << "once identified, the plus counts";
    EXPECT_LT(gear_value(*g, cursed), gear_value(*g, plain));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
