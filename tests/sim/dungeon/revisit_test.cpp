// The stair loophole: going down and straight back up must not reroll a floor's loot (sim/dungeon/population.hpp,
// FloorStock), while the floors a straight descent finds stay exactly the seed catalog's.
#include <gtest/gtest.h>

#include "sim/dungeon/floor.hpp"
#include "sim/places/location.hpp"
#include "sim/scenario_support.hpp"
#include "sim/turn/schedule.hpp"
#include "sim/run/floors.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

int count_on_floor(const Game& g, bool items) {
    int n = 0;
    g.world.each_entity([&](ecs::Entity e) {
        if (!g.world.has<Position>(e) || e == g.player) return;
        if (items ? g.world.has<Item>(e) : g.world.has<Health>(e)) ++n;
    });
    return n;
}

void take_stairs_at(Game& g, Point stair) {
    (void)move_to(g.world, g.places, g.player, Place::at(stair));
    ASSERT_TRUE(play_turn(g, Intent::take_stairs()).spent);
}

TEST(Revisit, AFloorComeBackToIsRestockedWithMonstersButNoLoot) {
    auto game = new_game(testing::shipped_content(), 1, "tester");
    Game& g = *game;
    take_stairs_at(g, g.map().stairs_down);
    ASSERT_EQ(g.depth(), 2);
    Descent straight_down{1, 2, 1, false};
    straight_down.generation = g.descent.generation;
    const Floor straight = plan_floor(*g.content, straight_down);
    EXPECT_EQ(g.floor.population, straight.population) << "a straight descent finds the catalog's floor";
    EXPECT_GT(count_on_floor(g, true), 0);

    take_stairs_at(g, g.map().stairs_up);
    ASSERT_EQ(g.depth(), 1);
    EXPECT_EQ(count_on_floor(g, true), 0) << "depth 1 again: no new loot";
    EXPECT_GT(count_on_floor(g, false), 0) << "but new monsters";

    take_stairs_at(g, g.map().stairs_down);
    ASSERT_EQ(g.depth(), 2);
    EXPECT_EQ(count_on_floor(g, true), 0) << "depth 2 again: no new loot";
    EXPECT_TRUE(g.floor.population.items.empty());
}

TEST(Revisit, ARestockDrawsTheSameMonstersAFullStockWould) {
    const Descent again{7, 4, 9, false};
    const Floor full = plan_floor(testing::shipped_content(), again);
    const Floor restock = plan_floor(testing::shipped_content(), again, kDefaultFloorSize, FloorStock::no_loot);
    EXPECT_EQ(restock.population.monsters, full.population.monsters);
    EXPECT_EQ(restock.population.traps, full.population.traps);
    EXPECT_TRUE(restock.population.items.empty());
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
