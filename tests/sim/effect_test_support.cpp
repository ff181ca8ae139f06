#include "sim/effect_test_support.hpp"

#include <gtest/gtest.h>

#include "sim/places/spawn.hpp"

namespace yoord::testing {

ecs::Entity put(Game& g, std::string_view id, Place where) {
    SpawnContext ctx{g.world, g.places, *g.content, g.rng, g.depth()};
    const SpawnResult made = spawn_named(ctx, id, where);
    EXPECT_TRUE(made) << made.error;
    return made.entity;
}

bool logged(const Game& g, std::string_view text) {
    for (const Message& m : g.log.messages()) {
        if (m.text.find(text) != std::string::npos) return true;
    }
    return false;
}

std::uint8_t letter_of(const Game& g, ecs::Entity item) { return g.world.get<Location>(item).place.index; }

}  // namespace yoord::testing
