#include "sim/state/called_kinds.hpp"

#include <gtest/gtest.h>

#include <string>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(CalledKinds, KeepsOneNamePerKindInRowOrder) {
    CalledKinds called;
    called.call(StableId{30}, "third");
    called.call(StableId{10}, "first");
    called.call(StableId{20}, "second");
    called.call(StableId{10}, "first again");
    ASSERT_EQ(called.kinds.size(), 3U);
    EXPECT_EQ(called.kinds[0], (CalledKind{StableId{10}, "first again"}));
    EXPECT_EQ(called.kinds[1].row, StableId{20});
    EXPECT_EQ(called.kinds[2].row, StableId{30});
    ASSERT_NE(called.find(StableId{20}), nullptr);
    EXPECT_EQ(*called.find(StableId{20}), "second");
    EXPECT_EQ(called.find(StableId{40}), nullptr);
}

TEST(CalledKinds, AnEmptyNameForgetsAndForgettingNothingIsHarmless) {
    CalledKinds called;
    called.call(StableId{10}, "fizzy");
    called.call(StableId{10}, " \t ");
    EXPECT_TRUE(called.kinds.empty());
    called.call(StableId{99}, "");
    EXPECT_TRUE(called.kinds.empty());
}

TEST(CalledKinds, ANameIsCleanedOfControlsAndTrimmed) {
    EXPECT_EQ(clean_called_name("  fizzy\n"), "fizzy");
    EXPECT_EQ(clean_called_name("a\x1b[31mred"), "a[31mred") << "no escape sequence reaches the terminal";
    EXPECT_EQ(clean_called_name("two  words"), "two  words");
    EXPECT_EQ(clean_called_name(""), "");
}

TEST(CalledKinds, ALongNameIsCutWithoutSplittingACharacter) {
    const std::string ascii(60, 'x');
    EXPECT_EQ(clean_called_name(ascii).size(), kMaxCalledName);
    std::string accented;
    while (accented.size() < 60) accented += "\xC3\xA9";  // é, two bytes each
    const std::string cut = clean_called_name("x" + accented);  // odd: byte 40 falls inside an é
    EXPECT_LE(cut.size(), kMaxCalledName);
    EXPECT_EQ(cut.size() % 2, 1U) << "whole characters only";
    EXPECT_EQ(cut.back(), '\xA9');
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
