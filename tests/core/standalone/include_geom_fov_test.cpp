// Compiles core/geom/fov.hpp alone, first, to prove it includes everything it needs.
#include "core/geom/fov.hpp"
