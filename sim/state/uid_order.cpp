#include "sim/state/uid_order.hpp"

#include <algorithm>
#include <cstddef>

namespace yoord {

void sort_by_uid(std::vector<UidEntity>& list, UidSortMemo& memo) {
    const auto by_uid = [](const UidEntity& a, const UidEntity& b) { return a.first < b.first; };
    if (std::is_sorted(list.begin(), list.end(), by_uid)) return;
    if (list.size() < kRememberedListMinimum) {
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
