// Compiles core/geom/line.hpp alone, first, to prove it includes everything it needs.
#include "core/geom/line.hpp"
