// Compiles core/geom/path.hpp alone, first, to prove it includes everything it needs.
#include "core/geom/path.hpp"
