// What every shooter asks before it shoots (sim/rules/missiles.hpp), for any actor.

#include "sim/rules/missiles.hpp"

#include <gtest/gtest.h>

#include "sim/places/spawn.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/effect_test_support.hpp"
#include "sim/scenario_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

using testing::build_scenario;
using testing::Mark;
using testing::put;

// The player, a goblin archer (its row fires arrows) and a rat, in a row.
testing::Scenario archer_and_rat() {
    return build_scenario(R"(
#########
#@.g..r.#
#########
)",
                          {Mark{'g', "goblin_archer"}, Mark{'r', "rat"}});
}

TEST(Missiles, FiresAtAllAsksTheFiringEffectsBornOrLent) {
    auto s = archer_and_rat();
    Game& g = *s.game;
    EXPECT_TRUE(fires_at_all(g, s['g'])) << "its row fires arrows";
    EXPECT_FALSE(fires_at_all(g, s['r']));
    EXPECT_FALSE(fires_at_all(g, g.player)) << "nothing worn lends a firing effect yet";
    (void)put(g, "short_bow", Place::worn(g.player, EquipSlot::launcher));
    EXPECT_TRUE(fires_at_all(g, g.player)) << "the bow lends fires_arrows";
}

TEST(Missiles, NoFiringEffectMeansNoAmmoCanBeFired) {
    // fires_at_all says no only where can_fire says no for every ammo row: a mind skips its line of sight on it.
    auto s = archer_and_rat();
    Game& g = *s.game;
    (void)put(g, "sling", Place::worn(g.player, EquipSlot::launcher));
    int rows = 0;
    for (const AmmoDef& row : g.content->ammo) {
        if (row.is_abstract) continue;
        ++rows;
        const ecs::Entity ammo = put(g, row.id, Place::at({4, 1}));
        ASSERT_NE(ammo, ecs::null_entity) << row.id;
        for (const ecs::Entity shooter : {g.player, s['g'], s['r']}) {
            EXPECT_TRUE(!can_fire(g, shooter, ammo) || fires_at_all(g, shooter)) << row.id;
        }
        EXPECT_FALSE(can_fire(g, s['r'], ammo)) << row.id;
    }
    EXPECT_GE(rows, 3) << "arrows, quarrels and stones";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
