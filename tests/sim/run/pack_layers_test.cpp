// Which cells a pack's map layer marks (sim/run/pack_layers.hpp): a seen creature or an item carrying the effect,
// on a cell the player sees now.

#include "sim/run/pack_layers.hpp"

#include <gtest/gtest.h>

#include "sim/places/spawn.hpp"
#include "sim/rules/grant.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/run/floors.hpp"
#include "sim/scenario_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

ecs::Entity spawn(Game& g, std::string_view id, Point at) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, id, Place::at(at));
    EXPECT_TRUE(made) << made.error;
    return made.entity;
}

// The player at (3, 4) of an empty 14x8 room.
std::unique_ptr<Game> game_in_room() {
    return std::move(testing::build_scenario(R"(
    ##############
    #............#
    #............#
    #............#
    #..@.........#
    #............#
    #............#
    ##############
)", {}, 5).game);
}

const std::size_t kFlies = Grant::named("flies")->bit();
const std::size_t kSeesInvisible = Grant::named("sees_invisible")->bit();

TEST(PackLayers, ASeenCreatureCarryingTheEffectMarksItsCellAndOthersDoNot) {
    auto g = game_in_room();
    spawn(*g, "cave_bat", {6, 4});
    spawn(*g, "rat", {5, 3});
    update_view(*g);
    EXPECT_TRUE(cell_carries_effect(*g, {6, 4}, kFlies));
    EXPECT_FALSE(cell_carries_effect(*g, {5, 3}, kFlies));
    EXPECT_FALSE(cell_carries_effect(*g, {7, 4}, kFlies)) << "an empty cell";
}

TEST(PackLayers, AnItemThatLendsTheEffectMarksItsCell) {
    auto g = game_in_room();
    spawn(*g, "ring_of_see_invisible", {5, 5});
    update_view(*g);
    EXPECT_TRUE(cell_carries_effect(*g, {5, 5}, kSeesInvisible));
    EXPECT_FALSE(cell_carries_effect(*g, {5, 5}, kFlies));
}

TEST(PackLayers, ACellThePlayerDoesNotSeeIsNeverMarked) {
    auto g = game_in_room();
    spawn(*g, "cave_bat", {6, 4});
    update_view(*g);
    g->view.visible.at(6, 4) = false;
    EXPECT_FALSE(cell_carries_effect(*g, {6, 4}, kFlies));
}

TEST(PackLayers, ACreatureHoldingTheEffectForAWhileMarksItsCell) {
    auto g = game_in_room();
    const ecs::Entity rat = spawn(*g, "rat", {5, 3});
    update_view(*g);
    EXPECT_FALSE(cell_carries_effect(*g, {5, 3}, kFlies));
    (void)hold(*g, rat, Grant(kFlies), Lifetime::turns, 5);
    EXPECT_TRUE(cell_carries_effect(*g, {5, 3}, kFlies));
}

// A mark stands for the cell's glyph, so it never hides who stands there: the player's own cell is never marked
// (whatever it holds or stands on), and an item under a creature marks nothing while the creature is seen there.
TEST(PackLayers, NoMarkHidesThePlayerOrACreatureStandingOnAMarkedItem) {
    auto g = game_in_room();
    spawn(*g, "ring_of_see_invisible", {3, 4});  // under the player
    spawn(*g, "ring_of_see_invisible", {6, 4});
    spawn(*g, "rat", {6, 4});                    // standing on the second ring
    update_view(*g);
    EXPECT_FALSE(cell_carries_effect(*g, {3, 4}, kSeesInvisible)) << "the player's @ stays";
    EXPECT_FALSE(cell_carries_effect(*g, {6, 4}, kSeesInvisible)) << "the rat on the ring stays a rat";
    (void)hold(*g, g->player, Grant(kFlies), Lifetime::turns, 5);
    EXPECT_FALSE(cell_carries_effect(*g, {3, 4}, kFlies)) << "not even when the player carries the effect";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
