#include "tests/support/golden_files.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace yoord::test {
namespace {

bool is_set(const char* name) {
    const char* value = std::getenv(name);
    if (value == nullptr) return false;
    const std::string_view v(value);
    return !v.empty() && v != "0" && v != "false";
}

}  // namespace

GoldenWrite golden_write(std::string_view variable) {
    const char* value = std::getenv(std::string(variable).c_str());
    if (value == nullptr || std::string_view(value) != "1") return GoldenWrite::compare;
    return is_set("CI") ? GoldenWrite::refuse : GoldenWrite::rewrite;
}

std::string golden_refusal(std::string_view variable) {
    return std::string(variable) +
           "=1 asks this test to rewrite its file, but CI is set: a build machine must compare, never bless. "
           "Rewrite the file on your own machine, review the diff and commit it.";
}

void mark_skipped(const std::string& why) { GTEST_SKIP() << why; }

}  // namespace yoord::test
