// Compiles core/ecs/storage.hpp alone, first, to prove it includes everything it needs.
#include "core/ecs/storage.hpp"
