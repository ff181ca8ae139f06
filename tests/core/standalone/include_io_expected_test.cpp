// Compiles core/io/expected.hpp alone, first, to prove it includes everything it needs.
#include "core/io/expected.hpp"
