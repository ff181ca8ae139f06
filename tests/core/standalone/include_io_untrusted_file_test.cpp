// Compiles core/io/untrusted_file.hpp alone, first, to prove it includes everything it needs.
#include "core/io/untrusted_file.hpp"
