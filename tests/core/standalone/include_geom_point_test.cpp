// Compiles core/geom/point.hpp alone, first, to prove it includes everything it needs.
#include "core/geom/point.hpp"
