// Compiles core/stable_id.hpp alone, first, to prove it includes everything it needs.
#include "core/stable_id.hpp"
