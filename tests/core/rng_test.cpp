#include "core/rng.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <numeric>
#include <vector>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

constexpr std::uint64_t kSeed = 20240601;

// A seed is a promise to players: these numbers are a file format and must never change. If this test
// fails, the generator changed and every shared seed now means a different dungeon.
TEST(Rng, GoldenFirstOutputsForFixedSeed) {
    constexpr std::array<std::uint32_t, 10> expected{0x94a08734U, 0x2147ad94U, 0xc8af39a2U, 0x66213e6fU,
                                                     0x7f1e783cU, 0x57a78577U, 0xb08a3bd8U, 0x85c771f2U,
                                                     0x7931c9a5U, 0xda195961U};
    Rng rng(kSeed);
    for (const std::uint32_t value : expected) {
        EXPECT_EQ(rng.next_u32(), value);
    }
}

TEST(Rng, GoldenFirstOutputsOfDerivedStream) {
    constexpr std::array<std::uint32_t, 10> expected{0x25a06852U, 0xc5fb4919U, 0xa89ff5d2U, 0x68a098ecU,
                                                     0xbf41bb84U, 0x557b62a9U, 0xdf5672bdU, 0xf1921a06U,
                                                     0xa445a852U, 0xe6baeb40U};
    Rng rng = Rng::derive(kSeed, "layout", {3});
    for (const std::uint32_t value : expected) {
        EXPECT_EQ(rng.next_u32(), value);
    }
}

TEST(Rng, GoldenBoundedShuffleAndWideOutputs) {
    Rng bounded(7);
    for (const std::uint32_t value : {946U, 498U, 637U, 788U, 825U, 183U, 430U, 507U, 168U, 568U}) {
        EXPECT_EQ(bounded.below(1000), value);
    }
    Rng dice(7);
    for (const int value : {6, 3, 4, 5, 5, 2, 3, 4, 2, 4}) {
        EXPECT_EQ(dice.range(1, 6), value);
    }
    Rng shuffler(7);
    std::array<int, 8> items{0, 1, 2, 3, 4, 5, 6, 7};
    shuffler.shuffle(std::span<int>(items));
    EXPECT_EQ(items, (std::array<int, 8>{1, 2, 0, 4, 5, 6, 3, 7}));
    Rng wide(7);
    EXPECT_EQ(wide.next_u64(), 0xf23931517fbbcd3aULL);
    EXPECT_EQ(wide.next_u64(), 0xa3537acfc9ca4c3fULL);
}

// The PCG paper's reference program (pcg32-demo, initstate 42, initseq 54) prints these: our generator is
// PCG32 itself, not something like it.
TEST(Rng, MatchesPcg32ReferenceImplementation) {
    Rng rng(42, 54);
    for (const std::uint32_t value : {0xa15c02b7U, 0x7b47f409U, 0xba1d3330U, 0x83d2f293U, 0xbfa4784bU, 0xcbed606eU}) {
        EXPECT_EQ(rng.next_u32(), value);
    }
}

std::vector<std::uint32_t> first_outputs(Rng rng, int n) {
    std::vector<std::uint32_t> out;
    for (int i = 0; i < n; ++i) {
        out.push_back(rng.next_u32());
    }
    return out;
}

TEST(Rng, DeriveIsAPureFunctionOfItsInputs) {
    EXPECT_EQ(first_outputs(Rng::derive(kSeed, "layout", {1, 2}), 8),
              first_outputs(Rng::derive(kSeed, "layout", {1, 2}), 8));
}

TEST(Rng, DeriveSeparatesSeedsSaltsAndKeys) {
    const auto base = first_outputs(Rng::derive(kSeed, "layout", {1}), 8);
    EXPECT_NE(base, first_outputs(Rng::derive(kSeed + 1, "layout", {1}), 8));
    EXPECT_NE(base, first_outputs(Rng::derive(kSeed, "content", {1}), 8));
    EXPECT_NE(base, first_outputs(Rng::derive(kSeed, "layout", {2}), 8));
    EXPECT_NE(base, first_outputs(Rng::derive(kSeed, "layout", {1, 0}), 8));
    EXPECT_NE(base, first_outputs(Rng::derive(kSeed, "layout"), 8));
    // The salt is length-prefixed, so moving a byte from the salt into a key changes the stream.
    EXPECT_NE(first_outputs(Rng::derive(kSeed, "ab"), 8), first_outputs(Rng::derive(kSeed, "a", {'b'}), 8));
}

TEST(Rng, StreamsOfOneSeedDiffer) {
    EXPECT_NE(first_outputs(Rng(kSeed, 0), 8), first_outputs(Rng(kSeed, 1), 8));
}

TEST(Rng, BelowStaysInBounds) {
    Rng rng(kSeed);
    for (const std::uint32_t bound : {1U, 2U, 3U, 7U, 100U, 1000003U, 0x80000001U, UINT32_MAX}) {
        for (int i = 0; i < 2000; ++i) {
            EXPECT_LT(rng.below(bound), bound);
        }
    }
}

TEST(Rng, BelowU64StaysInBounds) {
    Rng rng(kSeed);
    constexpr std::array<std::uint64_t, 5> kBounds{1, 3, 0x100000001ULL, 0x8000000000000001ULL, UINT64_MAX};
    for (const std::uint64_t bound : kBounds) {
        for (int i = 0; i < 2000; ++i) {
            EXPECT_LT(rng.below_u64(bound), bound);
        }
    }
}

TEST(Rng, RangeIsInclusiveAndReachesBothEnds) {
    Rng rng(kSeed);
    bool saw_lo = false;
    bool saw_hi = false;
    for (int i = 0; i < 5000; ++i) {
        const int v = rng.range(-3, 4);
        ASSERT_GE(v, -3);
        ASSERT_LE(v, 4);
        saw_lo = saw_lo || v == -3;
        saw_hi = saw_hi || v == 4;
    }
    EXPECT_TRUE(saw_lo);
    EXPECT_TRUE(saw_hi);
    EXPECT_EQ(rng.range(5, 5), 5);
}

TEST(Rng, RangeHandlesTheWholeIntRange) {
    Rng rng(kSeed);
    bool saw_negative = false;
    bool saw_positive = false;
    for (int i = 0; i < 200; ++i) {
        const int v = rng.range(INT_MIN, INT_MAX);
        saw_negative = saw_negative || v < 0;
        saw_positive = saw_positive || v > 0;
    }
    EXPECT_TRUE(saw_negative);
    EXPECT_TRUE(saw_positive);
}

// With bound = 3 * 2^30, `next_u32() % bound` would return values below 2^30 half the time (2^32 mod bound
// is 2^30, so those values have two sources). Unbiased, they are a third.
TEST(Rng, BelowHasNoModuloBias) {
    constexpr std::uint32_t kBound = 3U << 30U;
    constexpr int kDraws = 60000;
    Rng rng(kSeed);
    int low = 0;
    for (int i = 0; i < kDraws; ++i) {
        low += rng.below(kBound) < (1U << 30U) ? 1 : 0;
    }
    EXPECT_NEAR(static_cast<double>(low) / kDraws, 1.0 / 3.0, 0.02);
}

TEST(Rng, BelowIsUniformOverSmallBounds) {
    constexpr int kBound = 6;
    constexpr int kDraws = 60000;
    Rng rng(kSeed);
    std::array<int, kBound> counts{};
    for (int i = 0; i < kDraws; ++i) {
        ++counts[rng.below(kBound)];
    }
    for (const int c : counts) {
        EXPECT_NEAR(static_cast<double>(c) / kDraws, 1.0 / kBound, 0.01);
    }
}

TEST(Rng, ChanceMatchesItsOddsAndHandlesCertainties) {
    Rng rng(kSeed);
    int hits = 0;
    constexpr int kDraws = 40000;
    for (int i = 0; i < kDraws; ++i) {
        hits += rng.chance(1, 4) ? 1 : 0;
    }
    EXPECT_NEAR(static_cast<double>(hits) / kDraws, 0.25, 0.015);
    for (int i = 0; i < 100; ++i) {
        EXPECT_FALSE(rng.chance(0, 5));
        EXPECT_TRUE(rng.chance(5, 5));
        EXPECT_TRUE(rng.chance(9, 5));
        EXPECT_FALSE(rng.percent(0));
        EXPECT_FALSE(rng.percent(-20));
        EXPECT_TRUE(rng.percent(100));
        EXPECT_TRUE(rng.percent(250));
    }
}

TEST(Rng, ChanceConsumesOneDrawEvenWhenCertain) {
    Rng a(kSeed);
    Rng b(kSeed);
    (void)a.chance(7, 7);
    (void)b.below(7);
    EXPECT_EQ(a.next_u32(), b.next_u32());
}

TEST(Rng, WeightedPickFollowsWeights) {
    constexpr std::array<std::uint32_t, 4> weights{1, 2, 7, 10};
    constexpr int kDraws = 100000;
    Rng rng(kSeed);
    std::array<int, weights.size()> counts{};
    for (int i = 0; i < kDraws; ++i) {
        ++counts[rng.weighted_pick(weights)];
    }
    const double total = std::accumulate(weights.begin(), weights.end(), 0.0);
    for (std::size_t i = 0; i < weights.size(); ++i) {
        EXPECT_NEAR(static_cast<double>(counts[i]) / kDraws, weights[i] / total, 0.01) << "index " << i;
    }
}

TEST(Rng, WeightedPickHandlesSumsBeyond32Bits) {
    const std::array<std::uint32_t, 3> weights{UINT32_MAX, UINT32_MAX, 1};
    Rng rng(kSeed);
    std::array<int, 3> counts{};
    for (int i = 0; i < 10000; ++i) {
        ++counts[rng.weighted_pick(weights)];
    }
    EXPECT_GT(counts[0], 4000);
    EXPECT_GT(counts[1], 4000);
    EXPECT_EQ(counts[2], 0);  // One chance in 2^33 per draw.
}

TEST(Rng, ShuffleIsAPermutationAndDeterministic) {
    std::vector<int> original(50);
    std::iota(original.begin(), original.end(), 0);
    auto first = original;
    auto second = original;
    Rng a(kSeed);
    Rng b(kSeed);
    a.shuffle(std::span<int>(first));
    b.shuffle(std::span<int>(second));
    EXPECT_EQ(first, second);
    EXPECT_NE(first, original);
    auto sorted = first;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(sorted, original);
}

TEST(Rng, ShuffleReachesEveryPermutationOfThree) {
    Rng rng(kSeed);
    std::vector<std::array<int, 3>> seen;
    for (int i = 0; i < 600; ++i) {
        std::array<int, 3> items{0, 1, 2};
        rng.shuffle(std::span<int>(items));
        if (std::find(seen.begin(), seen.end(), items) == seen.end()) {
            seen.push_back(items);
        }
    }
    EXPECT_EQ(seen.size(), 6U);
}

TEST(Rng, ShuffleOfEmptyAndSingleSpansIsANoOp) {
    Rng rng(kSeed);
    const auto before = rng.state();
    std::vector<int> empty;
    rng.shuffle(std::span<int>(empty));
    std::array<int, 1> one{42};
    rng.shuffle(std::span<int>(one));
    EXPECT_EQ(one[0], 42);
    EXPECT_EQ(rng.state(), before);
}

TEST(Rng, StateRoundTripResumesTheSequence) {
    Rng rng = Rng::derive(kSeed, "game");
    for (int i = 0; i < 17; ++i) {
        (void)rng.next_u32();
    }
    const Rng::State saved = rng.state();
    const auto expected = first_outputs(rng, 10);

    Rng restored(0);
    restored.set_state(Rng::State{saved.state, saved.inc});
    EXPECT_EQ(first_outputs(restored, 10), expected);
    EXPECT_EQ(restored.state(), saved);
}

TEST(Dice, RollsStayWithinMinAndMaxAndReachBoth) {
    Rng rng(kSeed);
    const Dice dice{3, 6};
    bool saw_min = false;
    bool saw_max = false;
    for (int i = 0; i < 20000; ++i) {
        const int v = dice.roll(rng);
        ASSERT_GE(v, dice.min());
        ASSERT_LE(v, dice.max());
        saw_min = saw_min || v == 3;
        saw_max = saw_max || v == 18;
    }
    EXPECT_TRUE(saw_min);
    EXPECT_TRUE(saw_max);
}

TEST(Dice, ZeroSidesOrZeroDiceRollZeroWithoutDrawing) {
    Rng rng(kSeed);
    const auto before = rng.state();
    EXPECT_EQ((Dice{4, 0}.roll(rng)), 0);
    EXPECT_EQ((Dice{0, 6}.roll(rng)), 0);
    EXPECT_EQ(rng.state(), before);
}

TEST(Dice, ParsesCountAndSides) {
    const auto two_d_six = parse_dice("2d6");
    ASSERT_TRUE(two_d_six) << two_d_six.error();
    EXPECT_EQ(*two_d_six, (Dice{2, 6}));
    EXPECT_EQ(two_d_six->to_string(), "2d6");
    EXPECT_EQ(parse_dice("d8").value(), (Dice{1, 8}));
    EXPECT_EQ(parse_dice("0d4").value(), (Dice{0, 4}));
    EXPECT_EQ(parse_dice("1d0").value(), (Dice{1, 0}));
    EXPECT_EQ(parse_dice("1000d1000000").value(), (Dice{kMaxDiceCount, kMaxDiceSides}));
}

TEST(Dice, ReportsMalformedTextAsAValueWithAMessage) {
    for (const char* bad : {"", "6", "2x6", "2d", "-1d6", "2d-6", "2d6+1", " 2d6", "2d6 ", "ad6", "2dd6",
                            "1001d6", "1d1000001", "99999999999d6", "+2d6"}) {
        const auto result = parse_dice(bad);
        EXPECT_FALSE(result.has_value()) << bad;
        EXPECT_NE(result.error().find(std::string("\"") + bad + "\""), std::string::npos) << result.error();
    }
}

#ifndef NDEBUG
TEST(RngDeathTest, PreconditionsAreAsserted) {
    Rng rng(kSeed);
    EXPECT_DEATH((void)rng.below(0), "below\\(0\\)");
    EXPECT_DEATH((void)rng.below_u64(0), "below_u64\\(0\\)");
    EXPECT_DEATH((void)rng.range(5, 1), "lo <= hi");
    EXPECT_DEATH((void)rng.chance(1, 0), "no meaning");
    const std::array<std::uint32_t, 2> zero_weight{3, 0};
    EXPECT_DEATH((void)rng.weighted_pick(zero_weight), "positive");
    EXPECT_DEATH((void)rng.weighted_pick({}), "no weights");
    EXPECT_DEATH(rng.set_state(Rng::State{1, 2}), "odd");
    EXPECT_DEATH((void)parse_dice("2x6").value(), "failed dice parse");
}
#endif

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
