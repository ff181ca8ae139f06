// Compiles core/geom/rect.hpp alone, first, to prove it includes everything it needs.
#include "core/geom/rect.hpp"
