// Compiles core/io/toml_nesting.hpp alone, first, to prove it includes everything it needs.
#include "core/io/toml_nesting.hpp"
