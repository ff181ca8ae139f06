// Compiles core/ecs/type_list.hpp alone, first, to prove it includes everything it needs.
#include "core/ecs/type_list.hpp"
