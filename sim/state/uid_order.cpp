#include "sim/state/uid_order.hpp"

#include <algorithm>
#include <cstddef>

namespace yoord {

namespace {

// Lists shorter than this are sorted afresh and never remembered: their sort costs little, and a warm game on
// ordinary floors (a few dozen creatures) then never grows the memo, so its quiet turns allocate nothing for it
// (tests/sim/turn/allocations). Crowds (the stress floors' 10,000 rats) are remembered.
constexpr std::size_t kRememberedSortMinimum = 128;

}  // namespace

void sort_by_uid(std::vector<UidEntity>& list, UidSortMemo& memo) {
    const auto by_uid = [](const UidEntity& a, const UidEntity& b) { return a.first < b.first; };
    if (std::is_sorted(list.begin(), list.end(), by_uid)) return;
    if (list.size() < kRememberedSortMinimum) {
        std::sort(list.begin(), list.end(), by_uid);
        return;
    }
    if (list == memo.as_given) {
        list = memo.by_uid;
        return;
    }
    memo.as_given = list;
    std::sort(list.begin(), list.end(), by_uid);
    memo.by_uid = list;
}

}  // namespace yoord
