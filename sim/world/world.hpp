#pragma once
// The game's World: the component list from sim/world/components.hpp and the marker list from sim/vocab/effects.hpp.

#include "core/ecs/world.hpp"
#include "sim/world/components.hpp"
#include "sim/vocab/effects.hpp"

namespace yoord {

using GameWorld = ecs::World<Components, Markers>;

}  // namespace yoord
