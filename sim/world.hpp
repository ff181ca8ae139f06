#pragma once
// The game's World: the component list from sim/components.hpp and the marker list from sim/effects.hpp.

#include "core/ecs/world.hpp"
#include "sim/components.hpp"
#include "sim/effects.hpp"

namespace yoord {

using GameWorld = ecs::World<Components, Markers>;

}  // namespace yoord
