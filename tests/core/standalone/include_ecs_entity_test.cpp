// Compiles core/ecs/entity.hpp alone, first, to prove it includes everything it needs.
#include "core/ecs/entity.hpp"
