// Compiles core/ecs/view.hpp alone, first, to prove it includes everything it needs.
#include "core/ecs/view.hpp"
