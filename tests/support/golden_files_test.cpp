#include "tests/support/golden_files.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <string>

namespace yoord::test {
namespace {
namespace YOORD_UNITY_ID {

constexpr const char* kVariable = "YOORD_TEST_GOLDEN_FILES_VARIABLE";

// Sets (or unsets) an environment variable for the life of the object, then puts back what was there.
class ScopedEnv {
public:
    ScopedEnv(const char* name, std::optional<std::string> value) : name_(name) {
        if (const char* old = std::getenv(name)) old_ = old;
        set(value);
    }
    ~ScopedEnv() { set(old_); }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    void set(const std::optional<std::string>& value) {
        if (value) {
            setenv(name_, value->c_str(), 1);
        } else {
            unsetenv(name_);
        }
    }
    const char* name_;
    std::optional<std::string> old_;
};

TEST(GoldenFiles, ComparesUnlessTheVariableIsOne) {
    const ScopedEnv ci("CI", std::nullopt);
    {
        const ScopedEnv unset(kVariable, std::nullopt);
        EXPECT_EQ(golden_write(kVariable), GoldenWrite::compare);
    }
    const ScopedEnv zero(kVariable, "0");
    EXPECT_EQ(golden_write(kVariable), GoldenWrite::compare);
}

TEST(GoldenFiles, RewritesWhenAskedOffCi) {
    const ScopedEnv ci("CI", std::nullopt);
    const ScopedEnv asked(kVariable, "1");
    EXPECT_EQ(golden_write(kVariable), GoldenWrite::rewrite);
}

TEST(GoldenFiles, RefusesToRewriteInCi) {
    const ScopedEnv asked(kVariable, "1");
    {
        const ScopedEnv ci("CI", "true");
        EXPECT_EQ(golden_write(kVariable), GoldenWrite::refuse);
        EXPECT_NE(golden_refusal(kVariable).find(kVariable), std::string::npos);
    }
    const ScopedEnv ci_off("CI", "false");
    EXPECT_EQ(golden_write(kVariable), GoldenWrite::rewrite) << "CI=false is not CI";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::test
