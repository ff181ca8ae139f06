#pragma once
// Component and marker types shared by the ECS tests.

#include <cstdint>

#include "core/ecs/world.hpp"

namespace yoord::ecs::test {

struct Position {
    int x = 0;
    int y = 0;
};
struct Velocity {
    int dx = 0;
    int dy = 0;
};
struct Health {
    int hp = 0;
};
struct Frozen {
    int turns = 0;
};

struct Asleep {};
struct Flies {};
struct FireImmune {};

using Components = type_list<Position, Velocity, Health, Frozen>;
using Markers = type_list<Asleep, Flies, FireImmune>;
using TestWorld = World<Components, Markers>;

// A tiny deterministic generator for building test worlds (tests only; game code uses core/rng.hpp).
struct TestRng {
    std::uint64_t state;
    std::uint32_t next() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return static_cast<std::uint32_t>(state >> 32);
    }
    bool chance(std::uint32_t percent) { return next() % 100 < percent; }
};

}  // namespace yoord::ecs::test
