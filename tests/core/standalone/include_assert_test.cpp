// Compiles core/assert.hpp alone, first, to prove it includes everything it needs.
#include "core/assert.hpp"
