// Compiles core/ecs/component_traits.hpp alone, first, to prove it includes everything it needs.
#include "core/ecs/component_traits.hpp"
