// The test programs are unity builds (tests/CMakeLists.txt, YOORD_TEST_UNITY): ten test files share one compiler
// run, so two files' helpers of the same name would meet. Each file keeps its own apart by opening, inside every
// anonymous namespace, `namespace YOORD_UNITY_ID` (a name unique per file in a batch). This test names every file
// and line that forgets it, before the batch that happens to hold two `give` helpers fails with a redefinition
// far from the file that caused it.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace yoord::test {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

// Files outside every batch: each standalone test includes one public header alone, and the allocation test
// replaces the global operator new (tests/CMakeLists.txt marks both SKIP_UNITY_BUILD_INCLUSION).
bool outside_the_batches(const fs::path& relative) {
    const std::string p = relative.generic_string();
    return p.starts_with("core/standalone/") || p.starts_with("sim/turn/allocations/");
}

// "file:line: what" for every anonymous namespace whose next line does not open YOORD_UNITY_ID.
std::vector<std::string> unwrapped(const fs::path& tests) {
    std::vector<std::string> found;
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(tests)) {
        const fs::path relative = fs::relative(entry.path(), tests);
        if (!entry.is_regular_file() || !entry.path().filename().string().ends_with("_test.cpp")) continue;
        if (outside_the_batches(relative)) continue;
        std::ifstream in(entry.path());
        std::string line;
        std::string previous;
        int number = 0;
        while (std::getline(in, line)) {
            ++number;
            if (previous == "namespace {" && line != "namespace YOORD_UNITY_ID {") {
                found.push_back("tests/" + relative.generic_string() + ":" + std::to_string(number) +
                                ": open `namespace YOORD_UNITY_ID {` right after `namespace {`");
            }
            previous = line;
        }
    }
    return found;
}

TEST(UnityBuild, EveryTestFileKeepsItsHelpersInItsOwnNamespace) {
    const std::vector<std::string> found = unwrapped(fs::path(YOORD_SOURCE_DIR) / "tests");
    std::string all;
    for (const std::string& f : found) all += f + "\n";
    EXPECT_TRUE(found.empty()) << all;
}

TEST(UnityBuild, FindsAFileThatForgetsIt) {
    const fs::path scratch = fs::temp_directory_path() / ("yoord-unity-" + std::to_string(::getpid()));
    fs::create_directories(scratch / "sim");
    std::ofstream(scratch / "sim" / "forgets_test.cpp") << "namespace yoord {\nnamespace {\n\nint give() { return 1; }\n";
    std::ofstream(scratch / "sim" / "keeps_test.cpp") << "namespace {\nnamespace YOORD_UNITY_ID {\n}\n}\n";
    const std::vector<std::string> found = unwrapped(scratch);
    fs::remove_all(scratch);
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found.front().rfind("tests/sim/forgets_test.cpp:3:", 0), 0U) << found.front();
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::test
