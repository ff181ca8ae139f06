// Linked into every test program, and into nothing the game ships: the test seam of sim/tables/embedded.hpp.
// With YOORD_TEST_CONTENT_DIR set, a test program reads that folder where it would read the compiled-in content/
// (its tables, ids.golden and strings/), so tests/support/new_rows_test.cpp can run the suites on a scratch copy
// of content/ with rows added, without rebuilding them. Unset (as in every ordinary run), nothing changes.

#include <cstdlib>

#include "sim/tables/embedded.hpp"

extern "C" const char* yoord_test_content_dir() { return std::getenv("YOORD_TEST_CONTENT_DIR"); }
