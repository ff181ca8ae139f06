#include "sim/state/uid_order.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "core/rng.hpp"
#include "sim/world/world.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

bool by_uid(const UidEntity& a, const UidEntity& b) { return a.first < b.first; }

// A floor's few creatures, and a crowd: either side of the length from which sorts are remembered (128).
constexpr std::size_t kShort = 30;
constexpr std::size_t kCrowd = 1000;

// `count` (Uid, entity) pairs as a view would give them: entity order, with Uids shuffled as if slots had been
// reused by newer entities.
std::vector<UidEntity> listed(std::size_t count, std::uint64_t seed) {
    std::vector<std::uint64_t> uids(count);
    for (std::size_t i = 0; i < count; ++i) uids[i] = 10 + 3 * i;
    Rng rng(seed);
    rng.shuffle(std::span<std::uint64_t>(uids));
    std::vector<UidEntity> out;
    for (std::size_t i = 0; i < count; ++i) {
        out.emplace_back(ecs::Uid{uids[i]}, ecs::make_entity(static_cast<std::uint32_t>(i), 0));
    }
    return out;
}

std::vector<UidEntity> sorted_copy(std::vector<UidEntity> list) {
    std::sort(list.begin(), list.end(), by_uid);
    return list;
}

TEST(SortByUid, SortsAShortListWithoutRememberingIt) {
    UidSortMemo memo;
    const auto given = listed(kShort, 1);
    auto list = given;
    sort_by_uid(list, memo);
    EXPECT_EQ(list, sorted_copy(given));
    EXPECT_TRUE(memo.as_given.empty()) << "a short list is not worth remembering (nor the allocation)";
}

TEST(SortByUid, LeavesASortedListAndTheMemoAlone) {
    UidSortMemo memo;
    const auto given = sorted_copy(listed(kCrowd, 2));
    auto list = given;
    sort_by_uid(list, memo);
    EXPECT_EQ(list, given);
    EXPECT_TRUE(memo.as_given.empty()) << "a sorted list needs no sort to remember";
}

TEST(SortByUid, TheSameLongListAgainGetsTheRememberedSort) {
    UidSortMemo memo;
    const auto given = listed(kCrowd, 3);
    auto first = given;
    sort_by_uid(first, memo);
    EXPECT_EQ(first, sorted_copy(given));
    EXPECT_EQ(memo.as_given, given);
    EXPECT_EQ(memo.by_uid, first);
    auto again = given;
    sort_by_uid(again, memo);
    EXPECT_EQ(again, first);
}

// The memo only saves work: whatever it holds, the result is the list sorted by Uid.
TEST(SortByUid, AnyChangeToALongListIsSortedAfreshWhateverTheMemoHolds) {
    UidSortMemo memo;
    const auto given = listed(kCrowd, 4);
    auto list = given;
    sort_by_uid(list, memo);

    std::vector<std::vector<UidEntity>> changes(4, given);
    changes[0].pop_back();                                                  // one died
    changes[1].emplace_back(ecs::Uid{1'000'000}, ecs::make_entity(9999, 0));  // one was born
    changes[2][5].first = ecs::Uid{2'000'000};                             // a slot reused by a newer entity
    changes[3][7].second = ecs::make_entity(7, 1);                         // the same Uid under another handle
    for (const auto& change : changes) {
        auto mine = change;
        sort_by_uid(mine, memo);
        EXPECT_EQ(mine, sorted_copy(change));
        EXPECT_EQ(memo.as_given, change) << "the latest list is the one remembered";
    }
}

// A world whose creatures (Position and Health) were made with slots reused out of Uid order, and a few
// things with a Position only.
struct Crowd {
    GameWorld world;
    std::vector<ecs::Entity> creatures;
    ecs::Entity rock = ecs::null_entity;
};

Crowd crowd(std::size_t count) {
    Crowd c;
    std::vector<ecs::Entity> first;
    for (std::size_t i = 0; i < 20; ++i) first.push_back(c.world.create());
    for (const ecs::Entity e : first) c.world.destroy(e);  // freed slots, reused below by newer Uids
    for (std::size_t i = 0; i < count; ++i) {
        const ecs::Entity e = c.world.create();
        c.world.emplace<Position>(e, Position{{static_cast<int>(i), 1}});
        c.world.emplace<Health>(e);
        c.creatures.push_back(e);
    }
    c.rock = c.world.create();
    c.world.emplace<Position>(c.rock, Position{{0, 0}});
    return c;
}

std::vector<UidEntity> fresh_list(const GameWorld& world, ecs::Entity left_out) {
    std::vector<UidEntity> out;
    for (const ecs::Entity e : world.view<Position, Health>()) {
        if (e != left_out) out.emplace_back(world.uid(e), e);
    }
    return sorted_copy(out);
}

TEST(EntitiesByUid, KeepsACrowdsListWhileNoColumnGainsOrLosesAnEntity) {
    Crowd c = crowd(kCrowd);
    std::vector<UidEntity> scratch;
    UidSortMemo memo;
    const auto& first = entities_by_uid<Position, Health>(c.world, scratch, memo);
    EXPECT_EQ(first, fresh_list(c.world, ecs::null_entity));
    EXPECT_EQ(memo.epoch, c.world.structure_epoch());
    c.world.get<Position>(c.creatures[3]).cell = {500, 500};  // a step changes a value, not who holds what
    c.world.get<Health>(c.creatures[4]).hp = 7;
    const auto& kept = entities_by_uid<Position, Health>(c.world, scratch, memo);
    EXPECT_EQ(&kept, &memo.by_uid) << "the kept list, with no walk";
    EXPECT_EQ(kept, fresh_list(c.world, ecs::null_entity));
}

TEST(EntitiesByUid, GathersAgainWhenOneComesOrGoesOrAnotherIsLeftOut) {
    Crowd c = crowd(kCrowd);
    std::vector<UidEntity> scratch;
    UidSortMemo memo;
    (void)entities_by_uid<Position, Health>(c.world, scratch, memo);
    c.world.destroy(c.creatures[10]);
    EXPECT_EQ((entities_by_uid<Position, Health>(c.world, scratch, memo)), fresh_list(c.world, ecs::null_entity))
        << "a death";
    c.world.emplace<Health>(c.rock);
    EXPECT_EQ((entities_by_uid<Position, Health>(c.world, scratch, memo)), fresh_list(c.world, ecs::null_entity))
        << "a newcomer to the view";
    c.world.remove<Health>(c.creatures[20]);
    EXPECT_EQ((entities_by_uid<Position, Health>(c.world, scratch, memo)), fresh_list(c.world, ecs::null_entity))
        << "one that no longer matches";
    EXPECT_EQ((entities_by_uid<Position, Health>(c.world, scratch, memo, c.creatures[5])),
              fresh_list(c.world, c.creatures[5]))
        << "another entity left out";
}

TEST(EntitiesByUid, NeverKeepsAShortList) {
    Crowd c = crowd(kShort);
    std::vector<UidEntity> scratch;
    UidSortMemo memo;
    EXPECT_EQ((entities_by_uid<Position, Health>(c.world, scratch, memo)), fresh_list(c.world, ecs::null_entity));
    EXPECT_EQ(memo.epoch, UidSortMemo::kNoEpoch);
    EXPECT_TRUE(memo.by_uid.empty()) << "a floor's few creatures grow no memo (nor allocate for one)";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
