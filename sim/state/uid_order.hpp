#pragma once
// The order systems visit creatures in: by Uid, so that it is the same after a save and load, whatever order the
// entities were created in. A view walks in entity order, which is Uid order until freed slots are reused; once
// they are (a crowd that died and was replaced), the list would be sorted again every turn although it rarely
// changes. So the last sort is remembered, and reused while the view hands out the very same list.

#include <utility>
#include <vector>

#include "core/ecs/entity.hpp"

namespace yoord {

using UidEntity = std::pair<ecs::Uid, ecs::Entity>;

// One system's last sort: the list as the view gave it, and the same list by Uid. Keeps its capacity, so a warm
// game sorts without allocating.
struct UidSortMemo {
    std::vector<UidEntity> as_given;
    std::vector<UidEntity> by_uid;
};

// Puts `list` in Uid order (Uids are unique, so the order is the only one). Sorted: left alone; short (a floor's
// few dozen, kRememberedSortMinimum in uid_order.cpp): sorted, not remembered; the last remembered list again:
// its sort; else sorted and remembered. The result never depends on the memo, only the cost does.
void sort_by_uid(std::vector<UidEntity>& list, UidSortMemo& memo);

}  // namespace yoord
