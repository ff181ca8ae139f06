// Compiles core/ecs/world.hpp alone, first, to prove it includes everything it needs.
#include "core/ecs/world.hpp"
