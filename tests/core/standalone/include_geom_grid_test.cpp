// Compiles core/geom/grid.hpp alone, first, to prove it includes everything it needs.
#include "core/geom/grid.hpp"
