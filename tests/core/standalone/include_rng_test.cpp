// Compiles core/rng.hpp alone, first, to prove it includes everything it needs.
#include "core/rng.hpp"
