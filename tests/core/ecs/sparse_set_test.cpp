#include "core/ecs/sparse_set.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <vector>

namespace yoord::ecs {
namespace {
namespace YOORD_UNITY_ID {

std::vector<Entity> packed(const SparseSet& set) { return set.entities(); }

TEST(SparseSet, StartsEmpty) {
    const SparseSet set;
    EXPECT_TRUE(set.empty());
    EXPECT_FALSE(set.contains(make_entity(0, 0)));
}

TEST(SparseSet, InsertAppendsInOrder) {
    SparseSet set;
    const Entity a = make_entity(5, 0), b = make_entity(2, 0), c = make_entity(9000, 0);
    EXPECT_EQ(set.insert(a), 0u);
    EXPECT_EQ(set.insert(b), 1u);
    EXPECT_EQ(set.insert(c), 2u);
    EXPECT_EQ(packed(set), (std::vector<Entity>{a, b, c}));
    EXPECT_EQ(set.position(c), 2u);
}

TEST(SparseSet, ContainsRejectsStaleGeneration) {
    SparseSet set;
    set.insert(make_entity(4, 1));
    EXPECT_TRUE(set.contains(make_entity(4, 1)));
    EXPECT_FALSE(set.contains(make_entity(4, 2)));
}

TEST(SparseSet, EraseMovesLastIntoHoleAndKeepsOtherIndicesValid) {
    SparseSet set;
    const Entity a = make_entity(1, 0), b = make_entity(2, 0), c = make_entity(3, 0), d = make_entity(4, 0);
    for (const Entity e : {a, b, c, d}) set.insert(e);
    EXPECT_EQ(set.erase(b), 1u);
    EXPECT_EQ(packed(set), (std::vector<Entity>{a, d, c}));
    EXPECT_FALSE(set.contains(b));
    EXPECT_EQ(set.position(a), 0u);
    EXPECT_EQ(set.position(d), 1u);
    EXPECT_EQ(set.position(c), 2u);
}

TEST(SparseSet, EraseOfLastJustPops) {
    SparseSet set;
    const Entity a = make_entity(1, 0), b = make_entity(2, 0);
    set.insert(a);
    set.insert(b);
    EXPECT_EQ(set.erase(b), 1u);
    EXPECT_EQ(packed(set), (std::vector<Entity>{a}));
}

TEST(SparseSet, PagesAreAllocatedOnlyWhereUsed) {
    SparseSet set;
    const Entity far = make_entity(static_cast<std::uint32_t>(SparseSet::page_size * 7 + 3), 0);
    set.insert(far);
    EXPECT_TRUE(set.contains(far));
    EXPECT_EQ(set.position_of_index(5), SparseSet::absent);
    EXPECT_EQ(set.position_of_index(static_cast<std::uint32_t>(SparseSet::page_size * 100)), SparseSet::absent);
}

TEST(SparseSet, ClearEmptiesAndAllowsReinsert) {
    SparseSet set;
    const Entity a = make_entity(1, 0), b = make_entity(70000, 0);
    set.insert(a);
    set.insert(b);
    set.clear();
    EXPECT_TRUE(set.empty());
    EXPECT_FALSE(set.contains(a));
    EXPECT_FALSE(set.contains(b));
    EXPECT_EQ(set.insert(b), 0u);
    EXPECT_TRUE(set.contains(b));
}

TEST(SparseSet, VersionChangesWithEveryReorder) {
    SparseSet set;
    const auto v0 = set.version();
    set.insert(make_entity(1, 0));
    const auto v1 = set.version();
    set.erase(make_entity(1, 0));
    const auto v2 = set.version();
    set.clear();
    EXPECT_LT(v0, v1);
    EXPECT_LT(v1, v2);
    EXPECT_LT(v2, set.version());
}

TEST(SparseSet, IsPrefixOfComparesOrderNotMembership) {
    SparseSet small, big, shuffled;
    const Entity a = make_entity(1, 0), b = make_entity(2, 0), c = make_entity(3, 0);
    for (const Entity e : {a, b}) small.insert(e);
    for (const Entity e : {a, b, c}) big.insert(e);
    for (const Entity e : {b, a, c}) shuffled.insert(e);
    EXPECT_TRUE(small.is_prefix_of(big));
    EXPECT_FALSE(small.is_prefix_of(shuffled));
    EXPECT_FALSE(big.is_prefix_of(small));
    EXPECT_TRUE(SparseSet{}.is_prefix_of(small));
}

TEST(SparseSet, CopyIsIndependent) {
    SparseSet set;
    set.insert(make_entity(1, 0));
    SparseSet copy = set;
    copy.insert(make_entity(2, 0));
    EXPECT_EQ(set.size(), 1u);
    EXPECT_EQ(copy.size(), 2u);
    EXPECT_TRUE(copy.contains(make_entity(1, 0)));
    EXPECT_FALSE(set.contains(make_entity(2, 0)));
}

// The presence bit of index i, read a word at a time the way a view reads it.
bool present_bit(const SparseSet& set, std::uint32_t i) { return ((set.presence_word(i / 64) >> (i % 64)) & 1U) != 0; }

TEST(SparseSet, PresenceBitsFollowInsertEraseAndClear) {
    SparseSet set;
    const Entity a = make_entity(3, 0), b = make_entity(64, 0), c = make_entity(5000, 1);
    for (const Entity e : {a, b, c}) set.insert(e);
    for (std::uint32_t i = 0; i < 5100; ++i) {
        const bool expected = i == 3 || i == 64 || i == 5000;
        EXPECT_EQ(present_bit(set, i), expected) << i;
        EXPECT_EQ(set.contains_index(i), expected) << i;
    }
    set.erase(b);
    EXPECT_FALSE(present_bit(set, 64));
    EXPECT_TRUE(present_bit(set, 3));
    EXPECT_TRUE(present_bit(set, 5000));
    set.clear();
    EXPECT_FALSE(present_bit(set, 3));
    EXPECT_FALSE(present_bit(set, 5000));
    EXPECT_FALSE(set.contains_index(70000));  // past the bitset: absent, not out of range
}

TEST(SparseSet, PresenceOfAnIdentitySetIsItsSizeAndSurvivesLosingIdentity) {
    SparseSet set;
    for (std::uint32_t i = 0; i < 130; ++i) set.insert(make_entity(i, 0));
    ASSERT_TRUE(set.identity());
    EXPECT_EQ(set.presence_words(), 3u);
    EXPECT_EQ(set.presence_word(0), ~std::uint64_t{0});
    EXPECT_EQ(set.presence_word(2), std::uint64_t{3});  // indices 128 and 129
    EXPECT_EQ(set.presence_word(3), 0u);
    set.erase(make_entity(129, 0));  // the last: still the identity
    EXPECT_TRUE(set.identity());
    EXPECT_FALSE(present_bit(set, 129));
    set.erase(make_entity(64, 0));  // from the middle: presence is now written out
    EXPECT_FALSE(set.identity());
    for (std::uint32_t i = 0; i < 200; ++i) {
        const bool expected = i < 129 && i != 64;
        EXPECT_EQ(present_bit(set, i), expected) << i;
        EXPECT_EQ(set.contains_index(i), expected) << i;
    }
    set.clear();
    for (std::uint32_t i = 0; i < 200; ++i) EXPECT_FALSE(present_bit(set, i)) << i;
    set.insert(make_entity(5, 0));  // not the identity from the first insert: its bit alone is written
    EXPECT_FALSE(set.identity());
    for (std::uint32_t i = 0; i < 200; ++i) EXPECT_EQ(present_bit(set, i), i == 5) << i;
}

// Random inserts, erases and clears: positions, presence, sorted() and identity() always agree with the packed
// array, and a version names one packed array.
TEST(SparseSet, PositionsPresenceSortedAndIdentityAgreeWithThePackedArrayUnderRandomChanges) {
    std::uint64_t state = 0x9e3779b97f4a7c15ull;
    const auto next = [&state] {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return static_cast<std::uint32_t>(state >> 32);
    };
    SparseSet set;
    std::map<std::uint64_t, std::vector<Entity>> seen;  // version -> the packed array it stood for
    std::uint64_t last_version = set.version();
    for (int step = 0; step < 20000; ++step) {
        const std::uint32_t roll = next() % 100;
        // Mostly appends of the next index (to keep identity alive for a while), some anywhere, some erases.
        const std::uint32_t index = roll < 50 ? static_cast<std::uint32_t>(set.size()) : next() % 300;
        if (roll == 99) {
            set.clear();
        } else if (roll < 80) {
            if (!set.contains(make_entity(index, 0))) set.insert(make_entity(index, 0));
        } else if (set.contains(make_entity(index, 0))) {
            set.erase(make_entity(index, 0));
        }
        const std::vector<Entity>& dense = set.entities();
        bool sorted = true, identity = true;
        for (std::size_t p = 0; p < dense.size(); ++p) {
            if (p > 0 && entity_to_index(dense[p - 1]) >= entity_to_index(dense[p])) sorted = false;
            if (entity_to_index(dense[p]) != p) identity = false;
        }
        // The flags may only be conservative (false while the order happens to hold again), never wrong.
        ASSERT_TRUE(!set.sorted() || sorted) << step;
        ASSERT_TRUE(!set.identity() || identity) << step;
        std::vector<std::uint32_t> where(320, SparseSet::absent);
        for (std::size_t p = 0; p < dense.size(); ++p) where[entity_to_index(dense[p])] = static_cast<std::uint32_t>(p);
        for (std::uint32_t i = 0; i < 320; ++i) {
            ASSERT_EQ(set.position_of_index(i), where[i]) << "step " << step << " index " << i;
            const bool held = where[i] != SparseSet::absent;
            if (held) {
                ASSERT_EQ(set.position_of_present_index(i), where[i]) << "step " << step << " index " << i;
            }
            ASSERT_EQ(present_bit(set, i), held) << "step " << step << " index " << i;
            ASSERT_EQ(set.contains_index(i), held) << "step " << step << " index " << i;
        }
        ASSERT_EQ(set.presence_word(set.presence_words()), 0u);
        ASSERT_GE(set.version(), last_version) << step;
        last_version = set.version();
        const auto [it, fresh] = seen.emplace(set.version(), dense);
        ASSERT_TRUE(fresh || it->second == dense) << "step " << step << ": one version, two packed arrays";
    }
}

// While a set is the identity its positions are implied: filling it writes no sparse slot (it allocates no
// page), yet every lookup answers; the slots are written the moment it stops being the identity.
TEST(SparseSet, AnIdentitySetWritesNoSlotUntilItStopsBeingTheIdentity) {
    SparseSet set;
    const std::uint32_t n = 3 * SparseSet::page_size;
    for (std::uint32_t i = 0; i < n; ++i) set.insert(make_entity(i, 0));
    ASSERT_TRUE(set.identity());
    EXPECT_LT(set.memory_bytes(), SparseSet::page_size * sizeof(std::uint32_t) + n * sizeof(Entity) * 2);
    for (std::uint32_t i = 0; i < n; ++i) ASSERT_EQ(set.position_of_index(i), i);
    EXPECT_EQ(set.position_of_index(n), SparseSet::absent);
    EXPECT_EQ(set.position_of_index(n * 10), SparseSet::absent);

    set.insert(make_entity(n + 5, 0));  // a gap: no longer the identity
    EXPECT_FALSE(set.identity());
    EXPECT_GE(set.memory_bytes(), 4 * SparseSet::page_size * sizeof(std::uint32_t));
    for (std::uint32_t i = 0; i < n; ++i) ASSERT_EQ(set.position_of_index(i), i);
    EXPECT_EQ(set.position_of_index(n + 5), n);
    EXPECT_EQ(set.position_of_index(n), SparseSet::absent);
}

// A set that steps out of the identity and back (an entity past a gap comes and goes) answers every lookup each
// time, and its implied range grows and shrinks with it.
TEST(SparseSet, SteppingInAndOutOfTheIdentityKeepsEveryPosition) {
    SparseSet set;
    for (std::uint32_t i = 0; i < 100; ++i) set.insert(make_entity(i, 0));
    for (int round = 0; round < 3; ++round) {
        set.insert(make_entity(150, 0));
        ASSERT_FALSE(set.identity());
        set.erase(make_entity(150, 0));
        ASSERT_TRUE(set.identity());
        const auto size = static_cast<std::uint32_t>(set.size());
        set.insert(make_entity(size, 0));      // the identity grows by one, its slot not written
        set.erase(make_entity(size - 1, 0));   // next to last: `size` moves into its place, the identity ends
        ASSERT_FALSE(set.identity());
        for (std::uint32_t i = 0; i <= size; ++i) {
            const std::uint32_t expected = i == size - 1 ? SparseSet::absent : i == size ? size - 1 : i;
            ASSERT_EQ(set.position_of_index(i), expected) << "round " << round << " index " << i;
        }
        set.erase(make_entity(size, 0));  // the last: 0 .. size - 2 remain, the identity again
        ASSERT_TRUE(set.identity());
        ASSERT_EQ(set.size(), size - 1);
        for (std::uint32_t i = 0; i < 160; ++i) {
            ASSERT_EQ(set.position_of_index(i), i < size - 1 ? i : SparseSet::absent) << "round " << round << " " << i;
        }
        set.erase(make_entity(size - 2, 0));  // the last of the identity, whose slot was written: now absent
        ASSERT_TRUE(set.identity());
        ASSERT_EQ(set.position_of_index(size - 2), SparseSet::absent) << "round " << round;
        ASSERT_EQ(set.position_of_index(size - 3), size - 3) << "round " << round;
    }
    set.clear();
    for (std::uint32_t i = 0; i < 160; ++i) ASSERT_EQ(set.position_of_index(i), SparseSet::absent) << i;
}

TEST(SparseSet, SortedWhileAppendedInIndexOrder) {
    SparseSet set;
    EXPECT_TRUE(set.sorted());
    for (const std::uint32_t i : {2u, 5u, 9u, 100u}) set.insert(make_entity(i, 0));
    EXPECT_TRUE(set.sorted());
    set.insert(make_entity(7, 0));
    EXPECT_FALSE(set.sorted());
    set.clear();
    EXPECT_TRUE(set.sorted());
}

TEST(SparseSet, SortedSurvivesErasingTheLastTwoButNotTheMiddle) {
    SparseSet set;
    for (const std::uint32_t i : {1u, 2u, 3u, 4u, 5u}) set.insert(make_entity(i, 0));
    set.erase(make_entity(5, 0));  // the last: just popped
    EXPECT_TRUE(set.sorted());
    set.erase(make_entity(3, 0));  // next to last: 4 moves into its place, still in order
    EXPECT_EQ(packed(set), (std::vector<Entity>{make_entity(1, 0), make_entity(2, 0), make_entity(4, 0)}));
    EXPECT_TRUE(set.sorted());
    set.erase(make_entity(1, 0));  // the middle: 4 jumps ahead of 2
    EXPECT_EQ(packed(set), (std::vector<Entity>{make_entity(4, 0), make_entity(2, 0)}));
    EXPECT_FALSE(set.sorted());
}

TEST(SparseSet, IdentityWhenPositionsAreTheIndices) {
    SparseSet set;
    for (std::uint32_t i = 0; i < 10; ++i) set.insert(make_entity(i, 0));
    EXPECT_TRUE(set.identity());
    for (std::uint32_t i = 0; i < 10; ++i) EXPECT_EQ(set.position_of_index(i), i);
    set.erase(make_entity(9, 0));
    EXPECT_TRUE(set.identity());
    set.erase(make_entity(4, 0));
    EXPECT_FALSE(set.identity());

    SparseSet gap;
    gap.insert(make_entity(0, 0));
    gap.insert(make_entity(2, 0));
    EXPECT_TRUE(gap.sorted());
    EXPECT_FALSE(gap.identity());
}

TEST(SparseSet, MemoryBytesCountsPagesPackedArrayAndBitset) {
    SparseSet set;
    const std::size_t empty = set.memory_bytes();
    set.insert(make_entity(10, 0));
    EXPECT_GE(set.memory_bytes(), empty + SparseSet::page_size * sizeof(std::uint32_t) + sizeof(Entity) +
                                      sizeof(std::uint64_t));
    set.insert(make_entity(static_cast<std::uint32_t>(SparseSet::page_size * 3), 0));
    EXPECT_GE(set.memory_bytes(), 2 * SparseSet::page_size * sizeof(std::uint32_t));
}

#ifndef NDEBUG
TEST(SparseSetDeathTest, InsertTwiceAsserts) {
    SparseSet set;
    set.insert(make_entity(1, 0));
    EXPECT_DEATH(set.insert(make_entity(1, 0)), "already in this sparse set");
}

TEST(SparseSetDeathTest, PositionOfAbsentAsserts) {
    const SparseSet set;
    EXPECT_DEATH((void)set.position(make_entity(1, 0)), "not in this sparse set");
}
#endif

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::ecs
