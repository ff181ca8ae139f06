#include "core/ecs/markers.hpp"

#include <gtest/gtest.h>

#include <bitset>
#include <cstdint>

namespace yoord::ecs {
namespace {
namespace YOORD_UNITY_ID {

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

TEST(MarkerBits, GrowthPastAWordAndFarBeyondKeepsEveryBit) {
    MarkerBits<many> m;
    m.grow_to(63);
    m.set(62, 5);
    m.set(0, 129);
    m.grow_to(64);  // still one word
    m.set(63, 5);
    m.grow_to(65);  // a second word
    m.set(64, 5);
    m.grow_to(100'000);
    m.set(99'999, 128);
    EXPECT_TRUE(m.test(62, 5));
    EXPECT_TRUE(m.test(63, 5));
    EXPECT_TRUE(m.test(64, 5));
    EXPECT_TRUE(m.test(0, 129));
    EXPECT_TRUE(m.test(99'999, 128));
    EXPECT_FALSE(m.test(65, 5));
    EXPECT_FALSE(m.test(99'998, 128));
    EXPECT_EQ(m.column(5).size(), (100'000u + 63) / 64);
}

TEST(MarkerBits, OfAssemblesAndAssignSpreadsOneSlotsBitset) {
    MarkerBits<many> m;
    m.grow_to(200);
    std::bitset<many> bits;
    bits.set(0).set(63).set(64).set(127).set(129);
    m.assign(130, bits);
    m.set(131, 64);  // a neighbour in the same words
    EXPECT_EQ(m.of(130), bits);
    EXPECT_TRUE(m.test(130, 127));
    bits.reset(64);
    m.assign(130, bits);
    EXPECT_FALSE(m.test(130, 64));
    EXPECT_TRUE(m.test(131, 64));
    EXPECT_EQ(m.of(131).count(), 1u);
}

TEST(MarkerBits, ColumnHoldsOneBitPerSlotInIndexOrder) {
    MarkerBits<many> m;
    m.grow_to(130);
    m.set(1, 70);
    m.set(66, 70);
    m.set(66, 71);
    const auto column = m.column(70);
    ASSERT_EQ(column.size(), 3u);
    EXPECT_EQ(column[0], std::uint64_t{1} << 1);
    EXPECT_EQ(column[1], std::uint64_t{1} << 2);
    EXPECT_EQ(column[2], 0u);
}

TEST(MarkerBits, MemoryBytesIsOneWordPerSixtyFourSlotsPerMarker) {
    MarkerBits<many> m;
    m.grow_to(640);
    EXPECT_GE(m.memory_bytes(), many * 10 * sizeof(std::uint64_t));
}

#ifndef NDEBUG
TEST(MarkerBitsDeathTest, BitOutOfRangeAsserts) {
    MarkerBits<many> m;
    m.grow_to(1);
    EXPECT_DEATH(m.set(0, many), "out of range");
}

TEST(MarkerBitsDeathTest, SlotOutOfRangeAsserts) {
    MarkerBits<many> m;
    m.grow_to(1);
    EXPECT_DEATH(m.set(1, 0), "slot out of range");
}
#endif

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::ecs
