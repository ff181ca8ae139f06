#include "core/ecs/storage.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>

namespace yoord::ecs {
namespace {
namespace YOORD_UNITY_ID {

struct Position {
    int x = 0;
    int y = 0;
};

TEST(Storage, EmplaceAggregateAndGet) {
    Storage<Position> s;
    const Entity e = make_entity(3, 0);
    s.emplace(e, 4, 5);
    EXPECT_EQ(s.get(e).x, 4);
    EXPECT_EQ(s.get(e).y, 5);
    EXPECT_EQ(s.size(), 1u);
}

TEST(Storage, EmplaceConstructsNonAggregate) {
    Storage<std::string> s;
    const Entity e = make_entity(0, 0);
    s.emplace(e, 3u, 'z');
    EXPECT_EQ(s.get(e), "zzz");
}

TEST(Storage, ValuesFollowPackedOrderAfterRemove) {
    Storage<Position> s;
    const Entity a = make_entity(1, 0), b = make_entity(2, 0), c = make_entity(3, 0);
    s.emplace(a, 1, 0);
    s.emplace(b, 2, 0);
    s.emplace(c, 3, 0);
    s.remove(a);
    ASSERT_EQ(s.size(), 2u);
    for (std::size_t i = 0; i < s.size(); ++i) {
        const Entity e = s.entities().data()[i];
        EXPECT_EQ(s.values()[i].x, static_cast<int>(entity_to_index(e)));
    }
    EXPECT_EQ(s.get(c).x, 3);
    EXPECT_EQ(s.get(b).x, 2);
}

TEST(Storage, RemoveOfAbsentIsNoOp) {
    Storage<Position> s;
    s.emplace(make_entity(1, 0));
    s.remove(make_entity(2, 0));
    EXPECT_EQ(s.size(), 1u);
}

TEST(Storage, EmplaceOrReplaceOverwrites) {
    Storage<Position> s;
    const Entity e = make_entity(1, 0);
    s.emplace_or_replace(e, 1, 1);
    s.emplace_or_replace(e, 7, 8);
    EXPECT_EQ(s.size(), 1u);
    EXPECT_EQ(s.get(e).x, 7);
}

TEST(Storage, TryGetReturnsNullWhenAbsentOrStale) {
    Storage<Position> s;
    s.emplace(make_entity(1, 0), 2, 2);
    EXPECT_EQ(s.try_get(make_entity(2, 0)), nullptr);
    EXPECT_EQ(s.try_get(make_entity(1, 1)), nullptr);
    ASSERT_NE(s.try_get(make_entity(1, 0)), nullptr);
    EXPECT_EQ(s.try_get(make_entity(1, 0))->x, 2);
}

TEST(Storage, HoldsMoveOnlyValues) {
    Storage<std::unique_ptr<int>> s;
    const Entity a = make_entity(1, 0), b = make_entity(2, 0);
    s.emplace(a, std::make_unique<int>(1));
    s.emplace(b, std::make_unique<int>(2));
    s.remove(a);
    EXPECT_EQ(*s.get(b), 2);
}

TEST(Storage, ClearEmptiesTheColumn) {
    Storage<Position> s;
    s.emplace(make_entity(1, 0));
    s.clear();
    EXPECT_TRUE(s.empty());
    EXPECT_FALSE(s.contains(make_entity(1, 0)));
}

#ifndef NDEBUG
TEST(StorageDeathTest, EmplaceTwiceAsserts) {
    Storage<Position> s;
    s.emplace(make_entity(1, 0));
    EXPECT_DEATH(s.emplace(make_entity(1, 0)), "already present");
}

TEST(StorageDeathTest, GetOfAbsentAsserts) {
    Storage<Position> s;
    EXPECT_DEATH((void)s.get(make_entity(1, 0)), "does not hold");
}
#endif

TEST(Storage, RemoveSaysWhetherItRemovedSomething) {
    Storage<Position> s;
    const Entity a = make_entity(1, 0);
    EXPECT_FALSE(s.remove(a));
    s.emplace(a, 1, 2);
    EXPECT_TRUE(s.remove(a));
    EXPECT_FALSE(s.remove(a));
}

TEST(Storage, MemoryBytesCountsTheValueColumn) {
    Storage<Position> s;
    for (std::uint32_t i = 0; i < 100; ++i) s.emplace(make_entity(i, 0), 1, 1);
    EXPECT_GE(s.memory_bytes(), s.entities().memory_bytes() + 100 * sizeof(Position));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::ecs
