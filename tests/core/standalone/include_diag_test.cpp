// Compiles core/diag.hpp alone, first, to prove it includes everything it needs.
#include "core/diag.hpp"
