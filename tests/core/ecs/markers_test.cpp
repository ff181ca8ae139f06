#include "core/ecs/markers.hpp"

#include <gtest/gtest.h>

namespace yoord::ecs {
namespace {

// More than 64 bits, so the bitset spans several words.
constexpr std::size_t many = 130;

TEST(MarkerBits, NewSlotsHaveNoMarkers) {
    MarkerBits<many> m;
    m.grow_to(10);
    EXPECT_EQ(m.slots(), 10u);
    EXPECT_TRUE(m.of(9).none());
}

TEST(MarkerBits, SetAndResetBitsBeyondTheFirstWord) {
    MarkerBits<many> m;
    m.grow_to(2);
    m.set(1, 0);
    m.set(1, 64);
    m.set(1, 129);
    EXPECT_TRUE(m.test(1, 0));
    EXPECT_TRUE(m.test(1, 64));
    EXPECT_TRUE(m.test(1, 129));
    EXPECT_FALSE(m.test(1, 65));
    EXPECT_FALSE(m.test(0, 64));
    m.reset(1, 64);
    EXPECT_FALSE(m.test(1, 64));
    EXPECT_EQ(m.of(1).count(), 2u);
}

TEST(MarkerBits, ResetAllClearsOneSlotOnly) {
    MarkerBits<many> m;
    m.grow_to(2);
    m.set(0, 100);
    m.set(1, 100);
    m.reset_all(0);
    EXPECT_TRUE(m.of(0).none());
    EXPECT_TRUE(m.test(1, 100));
}

TEST(MarkerBits, GrowKeepsExistingBits) {
    MarkerBits<many> m;
    m.grow_to(1);
    m.set(0, 3);
    m.grow_to(5000);
    EXPECT_TRUE(m.test(0, 3));
    m.grow_to(2);  // never shrinks
    EXPECT_EQ(m.slots(), 5000u);
}

TEST(MarkerBits, ClearZeroesEverySlotAndKeepsThem) {
    MarkerBits<many> m;
    m.grow_to(3);
    m.set(2, 77);
    m.clear();
    EXPECT_EQ(m.slots(), 3u);
    EXPECT_FALSE(m.test(2, 77));
}

#ifndef NDEBUG
TEST(MarkerBitsDeathTest, BitOutOfRangeAsserts) {
    MarkerBits<many> m;
    m.grow_to(1);
    EXPECT_DEATH(m.set(0, many), "out of range");
}
#endif

}  // namespace
}  // namespace yoord::ecs
