#pragma once
// Tests that compare against files in the source tree (golden files, screen snapshots) can rewrite those files
// when a person asks, through an environment variable (YOORD_REGENERATE_GOLDEN=1, YOORD_UPDATE_SNAPSHOTS=1).
// A test that rewrote its file has checked nothing, so it must never report a pass: it reports SKIPPED after
// writing. In CI (the CI variable set, as every CI service sets it) a rewrite is refused: the test fails and
// says why, instead of quietly blessing whatever the build produced.
//
//     switch (test::golden_write(kVariable)) {
//         case test::GoldenWrite::refuse: FAIL() << test::golden_refusal(kVariable);
//         case test::GoldenWrite::rewrite: write_the_file(); GTEST_SKIP() << "rewrote the file";
//         case test::GoldenWrite::compare: break;
//     }

#include <string>
#include <string_view>

namespace yoord::test {

enum class GoldenWrite {
    compare,  // the variable is not "1": compare as usual
    rewrite,  // the variable is "1": rewrite the file, then report skipped
    refuse,   // the variable is "1" but CI is set: fail
};

[[nodiscard]] GoldenWrite golden_write(std::string_view variable);

// Why a rewrite asked for by `variable` is refused, for the failure message.
[[nodiscard]] std::string golden_refusal(std::string_view variable);

// Marks the running test skipped (for helpers that cannot return from the test themselves, like snapshot
// comparisons); the test goes on, and ends SKIPPED unless something else fails.
void mark_skipped(const std::string& why);

}  // namespace yoord::test
