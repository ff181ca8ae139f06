// Compiles core/io/atomic_file.hpp alone, first, to prove it includes everything it needs.
#include "core/io/atomic_file.hpp"
