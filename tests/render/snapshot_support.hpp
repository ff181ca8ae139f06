#pragma once
// Snapshot files for screens drawn on the null terminal: tests/render/snapshots/<name>.txt holds the expected
// screen. A mismatch writes the actual screen next to the build and says how to accept it; setting
// YOORD_UPDATE_SNAPSHOTS=1 rewrites the files instead and the test reports SKIPPED (then review the diff
// before committing); with CI set it refuses and fails (tests/support/golden_files.hpp).

#include <gtest/gtest.h>

#include <string>

namespace yoord::test {

[[nodiscard]] ::testing::AssertionResult matches_snapshot(const std::string& name, const std::string& screen);

}  // namespace yoord::test
