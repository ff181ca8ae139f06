// Same result everywhere: a bot run's headless line (and so its state hash) is the same in this build as in a
// reference yoord binary. Under `make sanitize` the reference is the Release build (the Makefile builds it
// first and passes its path as YOORD_RELEASE_EXE), so ASan/UBSan, -O1 against -O3 and assertions on or off
// must not change a single turn. Without that definition the reference is this build's own yoord, which still
// checks that a run does not depend on the process it is played in.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <string>

#include "sim/tools/headless.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

#ifdef YOORD_RELEASE_EXE
constexpr const char* kReference = YOORD_RELEASE_EXE;
#else
constexpr const char* kReference = YOORD_EXE;
#endif

constexpr std::array<std::uint64_t, 3> kSeeds{2, 12, 54};
constexpr std::int64_t kTurns = 2000;

struct RunResult {
    int status = -1;
    std::string output;
};

RunResult run(const std::string& command) {
    FILE* pipe = popen((command + " 2>&1").c_str(), "r");
    RunResult r;
    if (pipe == nullptr) return r;
    std::array<char, 256> buffer{};
    while (std::fgets(buffer.data(), static_cast<int>(buffer.size()), pipe) != nullptr) r.output += buffer.data();
    const int status = pclose(pipe);
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

TEST(SameResult, ABotRunHashesAlikeHereAndInTheReferenceBuild) {
    const LoadResult loaded = load_embedded_content();
    ASSERT_TRUE(loaded.content);
    for (const std::uint64_t seed : kSeeds) {
        const std::string here = headless_line(run_headless(*loaded.content, seed, kTurns)) + "\n";
        const std::string command = std::string(kReference) + " --headless --bot --seed " + std::to_string(seed) +
                                    " --turns " + std::to_string(kTurns);
        const RunResult there = run(command);
        // A reference that cannot run is a failure, never a skip: the comparison is the point.
        ASSERT_EQ(there.status, 0) << "could not run the reference build: " << command << "\n" << there.output;
        EXPECT_EQ(here, there.output) << "seed " << seed << ": this build and " << kReference << " disagree";
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
