#include "core/ecs/sparse_set.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace yoord::ecs {
namespace {

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

}  // namespace
}  // namespace yoord::ecs
