#include "snapshot_support.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/support/golden_files.hpp"

namespace yoord::test {
namespace {

constexpr std::string_view kUpdateVariable = "YOORD_UPDATE_SNAPSHOTS";

}  // namespace

::testing::AssertionResult matches_snapshot(const std::string& name, const std::string& screen) {
    const std::filesystem::path expected_path =
        std::filesystem::path(YOORD_SOURCE_DIR) / "tests" / "render" / "snapshots" / (name + ".txt");
    const std::string actual = screen + "\n";
    switch (golden_write(kUpdateVariable)) {
        case GoldenWrite::refuse: return ::testing::AssertionFailure() << golden_refusal(kUpdateVariable);
        case GoldenWrite::rewrite:
            std::ofstream(expected_path, std::ios::binary) << actual;
            mark_skipped("rewrote " + expected_path.string() + "; review the diff");
            return ::testing::AssertionSuccess();
        case GoldenWrite::compare: break;
    }
    std::ifstream in(expected_path, std::ios::binary);
    std::ostringstream expected;
    expected << in.rdbuf();
    if (in && expected.str() == actual) return ::testing::AssertionSuccess();
    const std::filesystem::path actual_path =
        std::filesystem::path(YOORD_BINARY_DIR) / "snapshots" / (name + ".actual.txt");
    std::filesystem::create_directories(actual_path.parent_path());
    std::ofstream(actual_path, std::ios::binary) << actual;
    return ::testing::AssertionFailure()
           << "screen '" << name << "' differs from " << expected_path << "\n--- expected\n"
           << expected.str() << "--- actual\n"
           << actual << "If the change is meant: cp " << actual_path << " " << expected_path
           << "\n(or run the test with YOORD_UPDATE_SNAPSHOTS=1)";
}

}  // namespace yoord::test
