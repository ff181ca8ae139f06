#include "sim/state/uid_order.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "core/rng.hpp"

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

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
