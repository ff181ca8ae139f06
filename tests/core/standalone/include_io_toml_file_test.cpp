// Compiles core/io/toml_file.hpp alone, first, to prove it includes everything it needs.
#include "core/io/toml_file.hpp"
