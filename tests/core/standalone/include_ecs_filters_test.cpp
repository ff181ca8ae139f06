// Compiles core/ecs/filters.hpp alone, first, to prove it includes everything it needs.
#include "core/ecs/filters.hpp"
