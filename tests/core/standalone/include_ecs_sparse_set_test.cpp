// Compiles core/ecs/sparse_set.hpp alone, first, to prove it includes everything it needs.
#include "core/ecs/sparse_set.hpp"
