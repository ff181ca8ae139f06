#include "core/io/expected.hpp"

#include <gtest/gtest.h>

#include <string>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(Expected, HoldsAValue) {
    Expected<int, std::string> e = 7;
    ASSERT_TRUE(e.has_value());
    EXPECT_TRUE(static_cast<bool>(e));
    EXPECT_EQ(*e, 7);
}

TEST(Expected, HoldsAnErrorEvenWhenTheTypesMatch) {
    Expected<std::string, std::string> e = Unexpected{std::string("broken")};
    ASSERT_FALSE(e.has_value());
    EXPECT_EQ(e.error(), "broken");
}

TEST(Expected, ValueMovesOut) {
    Expected<std::string, int> e = std::string("moved");
    std::string s = std::move(e).value();
    EXPECT_EQ(s, "moved");
}

#ifndef NDEBUG
TEST(ExpectedDeathTest, ValueOfAnErrorAsserts) {
    Expected<int, std::string> e = Unexpected{std::string("x")};
    EXPECT_DEATH((void)e.value(), "on an error");
}
#endif

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
