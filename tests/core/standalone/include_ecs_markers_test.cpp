// Compiles core/ecs/markers.hpp alone, first, to prove it includes everything it needs.
#include "core/ecs/markers.hpp"
