// Compiles core/ecs/fwd.hpp alone, first, to prove it includes everything it needs.
#include "core/ecs/fwd.hpp"
